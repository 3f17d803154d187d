<?php
namespace App;

class Cart {
    public function add($item){
        if($item == null) return false;
        $this->items[] = $item;
        return true;
    }
}
