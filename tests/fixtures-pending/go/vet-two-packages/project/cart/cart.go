package cart

import "fmt"

type Item struct {
	Name  string
	Cents int
}

type Cart struct {
	items []Item
}

func (c *Cart) Add(it Item) {
	c.items = append(c.items, it)
}

func (c *Cart) Total() int {
	total := 0
	for _, it := range c.items {
		total += it.Cents
	}
	return total
}

func (c Cart) Describe() string {
	return fmt.Sprintf("%d items, total %s", len(c.items), c.Total())
}
