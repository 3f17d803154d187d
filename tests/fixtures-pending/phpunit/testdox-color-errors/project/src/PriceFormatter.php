<?php

class PriceFormatter
{
    public static function format(int $cents, string $currency): string
    {
        $symbols = ['EUR' => '€', 'USD' => '$'];
        return $symbols[$currency] . number_format($cents / 100, 2);
    }
}
