<?php

final class Shipping
{
    public function cost(string $zone): int
    {
        return match ($zone) {
            'EU' => 500,
            'US' => 900,
            default => 1500
        ;
    }
}
