//! AOJ ITP1_11_A "Dice I": the value on top of the numbered die after a string of rolls.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::notation;
use cubesmith::die::orientation::Face;
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The largest face value and the longest command string the statement allows, for the
/// benchmark input; any value and any length are answered.
const MAX_VALUE: u64 = 100;
const MAX_ROLLS: usize = 100;

/// The die, for the viewer and for `solve`: the values of faces 1..6, face 1 on top, 2 in front
/// (south), 3 on the right (east). The rolls after it are not read.
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

/// Reads the values of faces 1..6 and the rolls (the string may be empty, its line missing),
/// and prints the value on top.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let mut die = read_dice(input)?[0];
    let rolls = input.token()?.map(<[u8]>::to_vec).unwrap_or_default();
    let line = input.token_line();
    for (i, &byte) in rolls.iter().enumerate() {
        let c = char::from(byte);
        let what = || format!("command {:?} at position {} is not E, N, S or W", c, i + 1);
        let roll = notation::letter(byte).and_then(|mv| mv.direction());
        die.roll(roll.ok_or_else(|| InputError::at(line, what()))?);
    }
    input.end("the command string")?;
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
