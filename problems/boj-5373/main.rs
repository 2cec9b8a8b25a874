//! BOJ 5373 "Cubing": face turns from the solved cube, then the colours of the top face.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{self, Scheme};
use cubesmith::cube3::notation::{Notation, Separation};
use cubesmith::io::{self, shown, InputError, Scanner};
use std::io::{BufRead, Write};

/// The solved cube's colours on U R F D L B: white top, blue right, red front, yellow bottom,
/// green left, orange back.
const COLOURS: [u8; 6] = *b"wbrygo";
const TURNS: &str = "U+ U- D+ D- F+ F- B+ B- L+ L- R+ R-";

/// The statement's turns: a face letter, then `+` (clockwise, seen looking at the face) or `-`.
pub fn turns() -> Notation {
    let faces = ["U", "R", "F", "D", "L", "B"];
    Notation::face_turns(&faces, &[("+", 0), ("-", 2)], 3, Separation::WhiteSpace).expect("distinct names")
}

/// Reads the test cases and prints the top face after each one's turns, the row by the back
/// face first, each row from the left face to the right. Any number of cases and of turns is
/// answered (the statement has at most 100 cases of 1 to 1000 turns).
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (cases, turns) = (input.number("the number of test cases", 0, u64::MAX)?, turns());
    for case in 1..=cases {
        let n = input.number("n", 0, u64::MAX).map_err(|e| e.within(&format!("test case {}", case)))?;
        let mut colours = facelet::colours(&Cubies::SOLVED, &Scheme::new(COLOURS).unwrap());
        for k in 1..=n {
            match input.token()?.map(|t| turns.parse_bytes(t)) {
                Some(Ok(ref ms)) if ms.len() == 1 => colours = facelet::turn(&colours, ms[0]),
                _ => return Err(bad_turn(input, case, k, n)),
            }
        }
        let rows: Vec<String> = colours[..9].chunks(3).map(|r| String::from_utf8_lossy(r).into()).collect();
        writeln!(out, "{}", rows.join("\n"))?;
    }
    input.end("the last test case")
}

/// The error for turn `k` of `n` of a test case: missing, or not a turn.
fn bad_turn<R: BufRead>(input: &Scanner<R>, case: u64, k: u64, n: u64) -> InputError {
    let token = format!("{:?}", shown(input.token_text()));
    let found = if token == "\"\"" { "the end of the input" } else { &token };
    let why = format!("test case {}: turn {} of {}: expected one of {}, found {}", case, k, n, TURNS, found);
    InputError::at(input.token_line(), why)
}

/// The generator's half of the format: the turns of each test case.
pub fn write_input(cases: &[Vec<usize>]) -> String {
    let lines: Vec<String> = cases.iter().map(|t| format!("{}\n{}\n", t.len(), turns().write(t))).collect();
    format!("{}\n{}", cases.len(), lines.concat())
}

fn main() {
    io::run("boj-5373", solve);
}
