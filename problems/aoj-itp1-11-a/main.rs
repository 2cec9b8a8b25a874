//! AOJ ITP1_11_A "Dice I": the value on top of the numbered die after a string of rolls.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::notation;
use cubesmith::die::orientation::{Face, Move};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The largest face value and the longest command string the statement allows, for the
/// benchmark input; any value and any length are answered.
const MAX_VALUE: u64 = 100;
const MAX_ROLLS: usize = 100;

/// The die, for the viewer and for `solve`: the values of faces 1..6, face 1 on top, 2 in front
/// (south), 3 on the right (east). The rolls after it are not read (`read_rolls` reads them).
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<u64>>, InputError> {
    let mut values = [0u64; 6];
    for (i, value) in values.iter_mut().enumerate() {
        *value = input.number(&format!("the value of face {}", i + 1), 0, u64::MAX)?;
    }
    Ok(vec![Die::from_layout(
        values,
        numbered_layout(Face::South, Face::East),
    )])
}

/// A die and the rolls made on it.
pub type Rolled = (Die<u64>, Vec<Move>);

/// The die and its rolls (the string may be empty, its line missing), for the viewer and for
/// `solve`.
pub fn read_rolls<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Rolled>, InputError> {
    let die = read_dice(input)?[0];
    let rolls = input.token()?.map(<[u8]>::to_vec).unwrap_or_default();
    let line = input.token_line();
    let mut moves = Vec::with_capacity(rolls.len());
    for (i, &byte) in rolls.iter().enumerate() {
        let c = char::from(byte);
        let what = || format!("command {:?} at position {} is not E, N, S or W", c, i + 1);
        let roll = notation::letter(byte).filter(|mv| mv.direction().is_some());
        moves.push(roll.ok_or_else(|| InputError::at(line, what()))?);
    }
    input.end("the command string")?;
    Ok(vec![(die, moves)])
}

/// Reads the values of faces 1..6 and the rolls, and prints the value on top.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (mut die, moves) = read_rolls(input)?.remove(0);
    for mv in moves {
        die.apply(mv);
    }
    writeln!(out, "{}", die.top())?;
    Ok(())
}

/// A random die and the longest command string (one case: the statement has one).
pub fn write_input(rng: &mut Rng, _cases: usize) -> String {
    let values: Vec<String> = (0..6).map(|_| rng.below(MAX_VALUE + 1).to_string()).collect();
    let rolls: Vec<u8> = (0..MAX_ROLLS).map(|_| b"ENSW"[rng.below(4) as usize]).collect();
    format!("{}\n{}\n", values.join(" "), String::from_utf8(rolls).unwrap())
}

fn main() {
    io::run("aoj-itp1-11-a", solve);
}

#[cfg(test)]
mod tests;
