<?php

final class Cart
{
    private array $items = [];

    public function add(string $sku, int $qty): void
    {
        $this->items[$sku] = $qty;
    }
}
