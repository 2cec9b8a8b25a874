//! LambdaOJ 2 "pocket cube restore": an optimal F/R/U solution (half turn = 1 move), printing
//! each move and the state after it.

use cubesmith::io::{self, shown, InputError, Scanner};
use cubesmith::pocket::bidir::BidirectionalSearch;
use cubesmith::pocket::coord::{encode, HALF_TURN};
use cubesmith::pocket::cube::{Stickers, REFERENCE_BLOCK};
use std::io::{BufRead, Write};

/// How LambdaOJ spells one, two and three clockwise quarter turns.
pub const SUFFIXES: [&str; 3] = ["+", "2", "-"];

/// Reads the state and prints an optimal solution.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let mut values = [0u8; 24];
    for (i, v) in values.iter_mut().enumerate() {
        *v = input.number(&format!("sticker {}", i), 0, 23)? as u8;
    }
    let line = input.token_line();
    if input.token()?.is_some() {
        let extra = shown(input.token_text());
        return Err(InputError::at(
            input.token_line(),
            format!("unexpected {:?} after the 24 stickers", extra),
        ));
    }
    let state = Stickers::from_permutation(&values).map_err(|e| InputError::at(line, e.to_string()))?;
    let reference = 3 * REFERENCE_BLOCK;
    if state.0[reference..reference + 3] != [18, 19, 20] {
        return Err(InputError::at(
            line,
            "stickers 18, 19 and 20 (the back-down-left corner) must be in place: F, R and U never move them"
                .to_string(),
        ));
    }
    let moves = BidirectionalSearch::new(HALF_TURN).solve(encode(&state));
    writeln!(out, "{}", moves.len())?;
    let mut now = state;
    let mut line_out = String::new();
    for m in moves {
        let turn = HALF_TURN.turns[m];
        now = now.then(&turn.stickers());
        line_out.clear();
        for (i, v) in now.0.iter().enumerate() {
            if i > 0 {
                line_out.push(' ');
            }
            line_out.push_str(&v.to_string());
        }
        writeln!(out, "{}\n{}", turn.name(SUFFIXES), line_out)?;
    }
    Ok(())
}

fn main() {
    io::run("lambdaoj-2", solve);
}
