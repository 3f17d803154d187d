<?php

use PHPUnit\Framework\TestCase;

final class InventoryTest extends TestCase
{
    public function testAddIncreasesCount(): void
    {
        $inv = new Inventory();
        $inv->add('A-1', 3);
        $inv->add('A-1', 2);
        $this->assertSame(5, $inv->count('A-1'));
    }

    public function testRemoveUnknownSku(): void
    {
        $inv = new Inventory();
        $inv->remove('Z-9', 1);
        $this->assertSame(0, $inv->count('Z-9'));
    }

    public function testRemoveNeverGoesNegative(): void
    {
        $inv = new Inventory();
        $inv->add('B-2', 1);
        $inv->remove('B-2', 5);
        $this->assertSame(0, $inv->count('B-2'));
    }
}
