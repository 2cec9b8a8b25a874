//! Deterministic generators of max-size inputs, for benchmarks: the same seed always gives the
//! same bytes.

use crate::project::ToolError;
use cubesmith::pocket::coord::{decode, HALF_TURN, STATES};
use cubesmith::pocket::cube::{Stickers, STICKER_FACE};
use cubesmith::pocket::rotation::rotations;
use cubesmith::pocket::table::DistanceTable;
use cubesmith::rng::Rng;
use std::io::Write;

// The adapters own their judges' layouts; the generators write inputs through the same tables.
#[allow(dead_code)]
#[path = "../problems/boj-20781/main.rs"]
mod boj_20781;
#[allow(dead_code)]
#[path = "../problems/uva-11007/main.rs"]
mod uva_11007;

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
        "boj-20781" => fewest_moves(&mut rng),
        "uva-11007" => mini_cubes(&mut rng),
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
pub const GENERATORS: &[&str] = &["aoj-1197", "boj-20781", "lambdaoj-2", "uva-11007"];

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

/// A random legal cube in a random orientation, coloured with `colour_of` (indexed by face:
/// U D F B L R), as colours by sticker slot.
fn random_cube(rng: &mut Rng, rots: &[Stickers], colour_of: &[u8; 6]) -> [u8; 24] {
    let cube = decode(rng.below(STATES as u64) as u32).then(&rots[rng.below(24) as usize]);
    let mut colours = [0u8; 24];
    for (c, &home) in colours.iter_mut().zip(cube.0.iter()) {
        *c = colour_of[STICKER_FACE[home as usize].index()];
    }
    colours
}

/// BOJ 20781 at its limit: 250,000 pairs of random cubes as side-by-side nets (about 27 MB).
fn fewest_moves(rng: &mut Rng) -> String {
    // The statement's colours: top Y, bottom W, front B, back G, left O, right R.
    let colour_of = *b"YWBGOR";
    let rots = rotations();
    let cells = boj_20781::net_slots();
    let cases = 250_000;
    let mut text = String::with_capacity(cases * 115 + 16);
    text.push_str(&format!("{}\n", cases));
    for _ in 0..cases {
        let mut rows = [[b' '; 17]; 6];
        for which in 0..2 {
            let colours = random_cube(rng, &rots, &colour_of);
            for &(row, column, slot) in cells.iter() {
                rows[row][column + which * 9] = colours[slot];
            }
        }
        text.push('\n');
        for row in rows.iter_mut() {
            row[8] = b'|';
            text.push_str(std::str::from_utf8(&row[..]).expect("ASCII"));
            text.push('\n');
        }
    }
    text
}

/// UVa 11007 at its limit: 100 random cubes in random orientations, plausible reading.
fn mini_cubes(rng: &mut Rng) -> String {
    // The samples' colours: top W, bottom B, front R, back O, left G, right Y.
    let colour_of = *b"WBROGY";
    let rots = rotations();
    let slots = uva_11007::layout(0, 0);
    let mut text = String::from("100\n");
    for _ in 0..100 {
        let colours = random_cube(rng, &rots, &colour_of);
        text.push('\n');
        for line in 0..6 {
            for k in 0..4 {
                text.push(colours[slots[4 * line + k]] as char);
            }
            text.push('\n');
        }
    }
    text
}
