<?php

require __DIR__ . '/Util/Money.php';

class Invoice
{
    public function total(array $lines): string
    {
        $sum = 0
        foreach ($lines as $line) {
            $sum += $line;
        }
        return format_money($sum);
    }
}
