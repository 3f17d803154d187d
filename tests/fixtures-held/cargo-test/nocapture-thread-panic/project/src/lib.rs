use std::thread;

pub fn parse_all(lines: Vec<String>) -> Vec<u32> {
    let handles: Vec<_> = lines
        .into_iter()
        .map(|l| thread::spawn(move || l.trim().parse::<u32>().unwrap()))
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_numbers() {
        println!("starting parses_numbers");
        assert_eq!(parse_all(vec!["1".into(), " 2 ".into()]), vec![1, 2]);
    }

    #[test]
    fn worker_thread_panics() {
        println!("spawning worker");
        let h = thread::spawn(|| {
            let v: Vec<u8> = Vec::new();
            v[3]
        });
        let got = h.join().expect("worker thread failed");
        assert_eq!(got, 0);
    }
}
