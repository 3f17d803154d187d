package units

// Cents converts whole units to cents.
func Cents(units int) int { return units * 100 }
