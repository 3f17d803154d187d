<?php

final class Order
{
    public function __construct(private Cart $cart) {}

    public function total(): int
    {
        $sum = 0
        foreach ($this->cart->items() as $item) {
            $sum += $item->price;
        }
        return $sum;
    }
}
