<?php

namespace App;

class Broken
{
    public function run()
    {
        $x = [1, 2, 3;
        return $x;
    }
}
