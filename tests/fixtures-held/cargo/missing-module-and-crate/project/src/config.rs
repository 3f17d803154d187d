pub fn load() -> String {
    "default".to_string()
}
