package main

import (
	"fmt"
	"log"
)

type item struct {
	name  string
	price float64
}

func main() {
	items := []item{{"tea", 2.5}, {"cake", 4}}
	for i, it := range items {
		fmt.Printf("%d: %s costs %d\n", i, it.name, it.price)
	}
	log.Printf("printed %d items", len(items), "done")
}
