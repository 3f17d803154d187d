package main

import (
	"fmt"

	"example.com/shop/cart"
	"example.com/shop/price"
)

func main() {
	var c cart.Cart
	c.Add(cart.Item{Name: "bolt", Cents: price.Parse("1.25")})
	fmt.Println(price.Format(c.Total()))
}
