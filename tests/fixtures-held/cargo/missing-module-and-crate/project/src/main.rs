mod config;
mod client;

use serde::Deserialize;

fn main() {
    let cfg = config::load();
    println!("{}", cfg);
}
