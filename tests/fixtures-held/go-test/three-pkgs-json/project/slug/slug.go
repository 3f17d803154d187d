package slug

import "strings"

// Make turns a title into a URL slug.
func Make(title string) string {
	fields := strings.Fields(strings.ToLower(title))
	return strings.Join(fields, "_")
}
