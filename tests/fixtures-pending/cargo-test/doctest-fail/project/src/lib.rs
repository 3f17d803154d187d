//! Money helpers.

/// Formats cents as a decimal amount.
///
/// ```
/// assert_eq!(money::format_cents(1234), "12.34");
/// assert_eq!(money::format_cents(5), "0.5");
/// ```
pub fn format_cents(cents: u64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

/// Parses "12.34" into cents.
///
/// ```
/// let cents = money::parse_cents("12.34").unwrap();
/// assert_eq!(cents, 1234u32);
/// ```
pub fn parse_cents(text: &str) -> Option<u64> {
    let (whole, frac) = text.split_once('.')?;
    Some(whole.parse::<u64>().ok()? * 100 + frac.parse::<u64>().ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_whole_amounts() {
        assert_eq!(format_cents(500), "5.00");
    }
}
