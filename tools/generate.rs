//! Deterministic generators of max-size inputs, for benchmarks: the same seed always gives the
//! same bytes.

use crate::project::ToolError;
use cubesmith::rng::Rng;
use std::io::Write;

/// Writes problem `id`'s max-size input made from `seed` to `out`.
pub fn generate(id: &str, seed: u64, out: &mut dyn Write) -> Result<(), ToolError> {
    let mut rng = Rng::new(seed);
    let text = match id {
        "aoj-1197" => die_maker(&mut rng),
        _ => {
            return Err(ToolError::usage(format!(
                "no generator for '{}': generators exist for {}",
                id,
                GENERATORS.join(", ")
            )))
        }
    };
    out.write_all(text.as_bytes())
        .map_err(|e| ToolError::failed(format!("cannot write the input: {}", e)))
}

/// The problems that have a generator.
pub const GENERATORS: &[&str] = &["aoj-1197"];

/// AOJ 1197 at its limits: 40 datasets of six distinct numbers in 4000..=5000, asking for the
/// whole string (p = 1, q = the sum), then the terminating zeros.
fn die_maker(rng: &mut Rng) -> String {
    let mut text = String::new();
    for _ in 0..40 {
        let mut order: Vec<u64> = Vec::new();
        while order.len() < 6 {
            let v = rng.between(4000, 5000);
            if !order.contains(&v) {
                order.push(v);
            }
        }
        order.sort_unstable();
        let sum: u64 = order.iter().sum();
        let line: Vec<String> = order.iter().map(|v| v.to_string()).collect();
        text.push_str(&format!("{}\n1 {}\n", line.join(" "), sum));
    }
    text.push_str("0 0 0 0 0 0\n");
    text
}
