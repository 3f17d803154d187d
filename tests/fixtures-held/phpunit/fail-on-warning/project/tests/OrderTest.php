<?php

use PHPUnit\Framework\TestCase;

final class OrderTest extends TestCase
{
    public function testShipChangesStatus(): void
    {
        $order = new Order();
        $order->ship();
        $this->assertSame('shipped', $order->status);
    }

    public function testOrderHasErrorsProperty(): void
    {
        $this->assertObjectHasAttribute('errors', new Order());
    }

    public function testShipTwiceDoesNotFail(): void
    {
        $order = new Order();
        $order->ship();
        $order->ship();
    }
}
