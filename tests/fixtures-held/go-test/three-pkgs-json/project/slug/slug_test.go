package slug

import "testing"

func TestMake(t *testing.T) {
	cases := []struct {
		name  string
		title string
		want  string
	}{
		{"simple title", "Hello World", "hello-world"},
		{"already lower", "go", "go"},
		{"extra  spaces & tabs", "  A \t B ", "a-b"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Make(tc.title); got != tc.want {
				t.Errorf("Make(%q) = %q, want %q", tc.title, got, tc.want)
			}
		})
	}
}
