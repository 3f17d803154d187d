package pkg

import "testing"

func TestNormalize(t *testing.T) {
	got := Normalise("  Key ")
	if got != "key" {
		t.Errorf("Normalize = %q", got)
	}
	var count int = "3"
	_ = count
}
