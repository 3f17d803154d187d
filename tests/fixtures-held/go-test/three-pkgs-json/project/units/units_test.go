package units

import "testing"

func TestCents(t *testing.T) {
	if Cents(3) != 300 {
		t.Fatal("bad")
	}
}
