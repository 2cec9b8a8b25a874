//! AOJ 0502 "Dice" (JOI 2006): the sum of the numbers on top over a run of rolls and spins.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::notation;
use cubesmith::die::orientation::{Face, Move};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The most commands in a dataset the statement allows, for the benchmark input. More are
/// answered, and more than the statement's 5 datasets: the validator holds the bounds.
const MAX_COMMANDS: u64 = 10_000;

/// A die and the commands made on it.
pub type Rolled = (Die<u64>, Vec<Move>);

/// Every dataset's die (1 on top, 2 south, 3 east) with its commands, up to n = 0, for the
/// viewer.
pub fn read_rolls<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Rolled>, InputError> {
    let mut datasets = Vec::new();
    while let Some(n) = input.number_or_end("n", 0, u64::MAX)?.filter(|&n| n > 0) {
        let die = Die::from_layout([1u64, 2, 3, 4, 5, 6], numbered_layout(Face::South, Face::East));
        let mut moves = Vec::new();
        for k in 1..=n {
            let within = |e: InputError| e.within(&format!("command {} of {}", k, n));
            moves.push(notation::read_word(input, &Move::ALL).map_err(within)?);
        }
        datasets.push((die, moves));
    }
    input.end("the closing 0")?;
    Ok(datasets)
}

/// Reads datasets until n = 0 (which may be missing at the end) and prints each one's total.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    while let Some(n) = input.number_or_end("n", 0, u64::MAX)?.filter(|&n| n > 0) {
        // 1 on top, 2 facing south, 3 facing east; the start's top counts.
        let mut die = Die::from_layout([1u64, 2, 3, 4, 5, 6], numbered_layout(Face::South, Face::East));
        let mut total = *die.top();
        for k in 1..=n {
            // One of the six words (any letter case) per command.
            let within = |e: InputError| e.within(&format!("command {} of {}", k, n));
            die.apply(notation::read_word(input, &Move::ALL).map_err(within)?);
            total += *die.top();
        }
        writeln!(out, "{}", total)?;
    }
    input.end("the closing 0")
}

/// `datasets` datasets of the most commands, each command one of the six at random.
pub fn write_input(rng: &mut Rng, datasets: usize) -> String {
    let mut text = String::new();
    for _ in 0..datasets {
        text += &format!("{}\n", MAX_COMMANDS);
        for _ in 0..MAX_COMMANDS {
            text += &format!("{}\n", Move::ALL[rng.below(6) as usize].name());
        }
    }
    text + "0\n"
}

fn main() {
    io::run("aoj-0502", solve);
}

#[cfg(test)]
mod tests;
