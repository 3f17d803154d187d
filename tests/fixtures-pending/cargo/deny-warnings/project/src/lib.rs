#![deny(warnings)]
//! Money helpers.

use std::collections::HashMap;

/// Formats cents as a decimal amount.
pub fn format_cents(cents: u64) -> String {
    let mut text = format!("{}.{:02}", cents / 100, cents % 100);
    text
}

/// Parses "12.34" into cents.
pub fn parse_cents(text: &str) -> Option<u64> {
    let (whole, frac) = text.split_once('.')?;
    Some(whole.parse::<u64>().ok()? * 100 + frac.parse::<u64>().ok()?)
}
