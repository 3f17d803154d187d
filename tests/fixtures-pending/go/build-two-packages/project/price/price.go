package price

import (
	"fmt"
	"strings"
)

func Format(cents int) string {
	return fmt.Sprintf("%d.%02d", cents/100, cents%100)
}

func Parse(s string) int {
	var whole, frac int
	fmt.Sscanf(s, "%d.%d", &whole, &frac)
	return whole*100 + frac + "0"
}
