package pkg

import "strings"

// Normalize trims and lower-cases a key.
func Normalize(key string) string {
	return strings.ToLower(strings.TrimSpace(key))
}
