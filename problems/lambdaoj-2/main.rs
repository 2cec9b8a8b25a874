//! LambdaOJ 2 "pocket cube restore": an optimal F/R/U solution (half turn = 1 move), printing
//! each move and the state after it.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::pocket::bidir::BidirectionalSearch;
use cubesmith::pocket::coord::{encode, HALF_TURN};
use cubesmith::pocket::cube::{Stickers, REFERENCE_BLOCK};
use std::io::{BufRead, Write};

/// How LambdaOJ spells one, two and three clockwise quarter turns.
pub const SUFFIXES: [&str; 3] = ["+", "2", "-"];

/// The one state of the input: 24 sticker numbers, a real cube whose back-down-left corner
/// (stickers 18, 19, 20) is in place, with nothing after it.
pub fn read_cubes<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Stickers>, InputError> {
    let line = input.next_token_line()?;
    let mut values = [0u8; 24];
    for (i, v) in values.iter_mut().enumerate() {
        *v = input.number(&format!("sticker {}", i), 0, 23)? as u8;
    }
    input.end("the 24 stickers")?;
    let state = Stickers::from_permutation(&values).map_err(|e| InputError::at(line, e.to_string()))?;
    let reference = 3 * REFERENCE_BLOCK;
    if state.0[reference..reference + 3] != [18, 19, 20] {
        let why =
            "stickers 18, 19 and 20 (the back-down-left corner) must be in place: F, R and U never move them";
        return Err(InputError::at(line, why.to_string()));
    }
    Ok(vec![state])
}

/// Reads the state and prints an optimal solution.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let mut now = read_cubes(input)?[0];
    let moves = BidirectionalSearch::new(HALF_TURN).solve(encode(&now));
    writeln!(out, "{}", moves.len())?;
    for m in moves {
        let turn = HALF_TURN.turns[m];
        now = now.then(&turn.stickers());
        let numbers: Vec<String> = now.0.iter().map(|v| v.to_string()).collect();
        writeln!(out, "{}\n{}", turn.name(SUFFIXES), numbers.join(" "))?;
    }
    Ok(())
}

/// The generator's half of the format: the state as its 24 sticker numbers.
pub fn write_input(cubes: &[Stickers]) -> String {
    let numbers: Vec<String> = cubes[0].0.iter().map(|v| v.to_string()).collect();
    numbers.join(" ") + "\n"
}

fn main() {
    io::run("lambdaoj-2", solve);
}

#[cfg(test)]
mod tests;
