//! BOJ 5373 "Cubing": face turns from the solved cube, then the colours of the top face.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{self, Scheme};
use cubesmith::cube3::moves::{Face, Move};
use cubesmith::cube3::notation::{Notation, Separation};
use cubesmith::io::{self, InputError, Scanner};
use std::io::{BufRead, Write};

/// The solved cube's colours on U R F D L B: white top, blue right, red front, yellow bottom,
/// green left, orange back.
const COLOURS: [u8; 6] = *b"wbrygo";

/// The statement's turns, in its order: a face letter, then `+` (clockwise, seen looking at the
/// face) or `-`.
pub fn turns() -> Notation<Move> {
    let mut names = Vec::new();
    for &face in [Face::U, Face::D, Face::F, Face::B, Face::L, Face::R].iter() {
        names.push((format!("{}+", face.letter()), Move::new(face, 1)));
        names.push((format!("{}-", face.letter()), Move::new(face, 3)));
    }
    Notation::new(&names, Separation::WhiteSpace).expect("distinct names")
}

/// A cube's colours (Kociemba's order) and the turns made on it.
pub type Turned = ([u8; 54], Vec<Move>);

/// Every test case for the viewer: the solved cube in the statement's colours, with its turns.
pub fn read_turns<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Turned>, InputError> {
    let (cases, turns) = (input.number("the number of test cases", 0, u64::MAX)?, turns());
    let start = facelet::colours(&Cubies::SOLVED, &Scheme::new(COLOURS).expect("six colours"));
    let mut all = Vec::new();
    for case in 1..=cases {
        let within = |e: InputError| e.within(&format!("test case {}", case));
        let n = input.number("n", 0, u64::MAX).map_err(within)?;
        all.push((start, turns.read_moves(input, n, "turn").map_err(within)?));
    }
    input.end("the last test case")?;
    Ok(all)
}

/// Reads the test cases and prints the top face after each one's turns, the row by the back
/// face first, each row from the left face to the right. Any number of cases and of turns is
/// answered (the statement has at most 100 cases of 1 to 1000 turns).
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (cases, turns) = (input.number("the number of test cases", 0, u64::MAX)?, turns());
    let scheme = Scheme::new(COLOURS).expect("six colours");
    for case in 1..=cases {
        let within = |e: InputError| e.within(&format!("test case {}", case));
        let n = input.number("n", 0, u64::MAX).map_err(within)?;
        let moves = turns.read_moves(input, n, "turn").map_err(within)?;
        let colours = facelet::colours(&Cubies::SOLVED.apply_all(&moves), &scheme);
        let rows: Vec<String> = colours[..9]
            .chunks(3)
            .map(|r| String::from_utf8_lossy(r).into())
            .collect();
        writeln!(out, "{}", rows.join("\n"))?;
    }
    input.end("the last test case")
}

/// The generator's half of the format: the turns of each test case.
pub fn write_input(cases: &[Vec<Move>]) -> String {
    let lines: Vec<String> = cases
        .iter()
        .map(|t| format!("{}\n{}\n", t.len(), turns().write(t)))
        .collect();
    format!("{}\n{}", cases.len(), lines.concat())
}

fn main() {
    io::run("boj-5373", solve);
}

#[cfg(test)]
mod tests;
