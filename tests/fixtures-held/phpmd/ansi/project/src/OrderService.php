<?php

namespace App;

class OrderService
{
    private $unusedCache = [];

    public function total(array $items, $debug)
    {
        $sum = 0;
        foreach ($items as $item) {
            if ($item['qty'] > 0) {
                $sum += $item['price'] * $item['qty'];
            } else {
                $sum += 0;
            }
        }
        return $sum;
    }
}
