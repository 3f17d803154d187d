<?php

namespace App;

class ErrorLogger
{
    public static function log(string $message): void
    {
        $tmp = strtoupper($message);
        echo \DateTime::createFromFormat('U', '0')->format('Y') . ": " . $message;
    }
}
