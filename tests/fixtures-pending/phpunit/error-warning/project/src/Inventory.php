<?php

class Inventory
{
    private array $stock = [];

    public function add(string $sku, int $qty): void
    {
        $this->stock[$sku] = ($this->stock[$sku] ?? 0) + $qty;
    }

    public function remove(string $sku, int $qty): void
    {
        if (!isset($this->stock[$sku])) {
            throw new OutOfRangeException("Unknown SKU: $sku");
        }
        $this->stock[$sku] -= $qty;
    }

    public function count(string $sku): int
    {
        return $this->stock[$sku] ?? 0;
    }
}
