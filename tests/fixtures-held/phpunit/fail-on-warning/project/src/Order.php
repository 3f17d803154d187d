<?php

class Order
{
    public $status = 'new';
    public $errors = [];

    public function ship(): void
    {
        $this->status = 'shipped';
    }
}
