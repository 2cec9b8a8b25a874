//! Deterministic generators of max-size inputs, for benchmarks: the same seed always gives the
//! same bytes.

use crate::project::ToolError;
use cubesmith::coord::{decode, HALF_TURN, STATES};
use cubesmith::rng::Rng;
use cubesmith::table::DistanceTable;
use std::io::Write;

/// What to generate.
pub struct Request<'a> {
    /// The problem.
    pub id: &'a str,
    /// The seed: the same seed gives the same input.
    pub seed: u64,
    /// For single-state problems, the state's distance to solved.
    pub depth: Option<u8>,
}

/// Writes the input `request` asks for (a max-size one unless a depth is given) to `out`.
pub fn generate(request: &Request<'_>, out: &mut dyn Write) -> Result<(), ToolError> {
    let mut rng = Rng::new(request.seed);
    let id = request.id;
    if request.depth.is_some() && id != "lambdaoj-2" {
        return Err(ToolError::usage(format!("--depth is for lambdaoj-2, not {}", id)));
    }
    let text = match id {
        "aoj-1197" => die_maker(&mut rng),
        "lambdaoj-2" => pocket_cube_state(&mut rng, request.depth)?,
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
pub const GENERATORS: &[&str] = &["aoj-1197", "lambdaoj-2"];

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

/// LambdaOJ 2: one state as 24 sticker numbers, at distance `depth` (half-turn metric) if given,
/// else any state.
fn pocket_cube_state(rng: &mut Rng, depth: Option<u8>) -> Result<String, ToolError> {
    let coordinate = match depth {
        None => rng.below(STATES as u64) as u32,
        Some(d) if d > HALF_TURN.gods_number => {
            return Err(ToolError::usage(format!(
                "--depth {} is past the largest distance, {}",
                d, HALF_TURN.gods_number
            )))
        }
        Some(d) => {
            let table = DistanceTable::new(HALF_TURN);
            // Every depth holds at least one state; small ones are found by scanning in order.
            let start = rng.below(STATES as u64) as u32;
            (0..STATES as u32)
                .map(|k| (start + k) % STATES as u32)
                .find(|&c| table.distance(c) == d)
                .expect("every distance up to God's number occurs")
        }
    };
    let values: Vec<String> = decode(coordinate).0.iter().map(|v| v.to_string()).collect();
    Ok(format!("{}\n", values.join(" ")))
}
