//! AOJ 1197 "A Die Maker": for each order t1..t6, letters p..q of the smallest roll string.

use cubesmith::die::dice::Die;
use cubesmith::die::orientation::Face;
use cubesmith::die::{maker, notation};
use cubesmith::io::{self, InputError, Scanner};
use std::io::{BufRead, Write};

/// The largest number on one face the solver takes (its counts are `u32`); the statement's 5000,
/// its sorted order and its 40 datasets are the validator's to hold.
const MAX_FACE: u64 = u32::MAX as u64;

/// The most letters one dataset may ask for (q - p + 1): they are written one by one. The
/// statement's are at most 30,000; faces up to 2^32 - 1 could ask for 2.6 x 10^10, more than a
/// judge takes or the time allows.
const MAX_LETTERS: u64 = 1_000_000;

/// The most rolls the viewer replays to ink a die; a longer string's die is drawn with its
/// numbers in the input's order.
const MAX_SHOWN_ROLLS: u64 = 1_000_000;

/// Every dataset's die, for the viewer: the die the smallest roll string inks, each face with
/// the number of times it touched the board (from a die of zeros lying as it starts); the
/// numbers in the input's order when there is no such string or it is longer than a million.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<u64>>, InputError> {
    let mut dice = Vec::new();
    while let Some((order, _, _)) = next_dataset(input)? {
        dice.push(inked(&order));
    }
    Ok(dice)
}

/// The next dataset: the six counts, p and q (at most a million letters apart); `None` after the
/// line of zeros or at the end of the input (a missing terminator line is forgiven only between
/// datasets). The numbers may land on
/// the faces in any arrangement: their order is free, though the statement sorts them.
fn next_dataset<R: BufRead>(input: &mut Scanner<R>) -> Result<Option<([u32; 6], u64, u64)>, InputError> {
    let mut order = [0u32; 6];
    for (i, t) in order.iter_mut().enumerate() {
        let what = format!("t{}", i + 1);
        match (input.number_or_end(&what, 0, MAX_FACE)?, i) {
            (Some(v), _) => *t = v as u32,
            (None, 0) => return Ok(None),
            (None, _) => input.number(&what, 0, MAX_FACE).map(|_| ())?,
        }
    }
    if order == [0; 6] {
        return input.end("the terminating line of zeros").map(|_| None);
    }
    let sum: u64 = order.iter().map(|&t| u64::from(t)).sum();
    let p = input.number("p", 1, sum)?;
    let q = input.number("q", p, sum)?;
    if q - p >= MAX_LETTERS {
        let why = format!(
            "p = {} and q = {} ask for {} letters; at most {} are written for a dataset",
            p,
            q,
            q - p + 1,
            MAX_LETTERS
        );
        return Err(InputError::at(input.token_line(), why));
    }
    Ok(Some((order, p, q)))
}

/// The die the smallest roll string for `order` inks (see `read_dice`). O(rolls), at most a
/// million.
fn inked(order: &[u32; 6]) -> Die<u64> {
    let counts = || Die::new(order.map(u64::from));
    let rolls = match maker::smallest_rolls(order) {
        Some(rolls) if rolls.len() <= MAX_SHOWN_ROLLS => rolls,
        _ => return counts(),
    };
    let mut die = Die::new([0u64; 6]);
    for letter in rolls.to_letters() {
        let roll = notation::letter(letter).expect("the maker spells rolls E, N, S, W");
        die.apply(roll);
        *die.get_mut(Face::Bottom) += 1;
    }
    die
}

/// Reads datasets until a line of six zeros (or the end of the input) and answers each.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let mut letters = Vec::new();
    while let Some((order, p, q)) = next_dataset(input)? {
        match maker::smallest_rolls(&order) {
            None => out.write_all(b"impossible\n")?,
            Some(rolls) => {
                letters.clear();
                rolls.spell(p - 1, q, &mut letters);
                letters.push(b'\n');
                out.write_all(&letters)?;
            }
        }
    }
    Ok(())
}

/// The generator's half of the format: each dataset's order, p and q, then the line of zeros.
pub fn write_input(datasets: &[([u32; 6], u64, u64)]) -> String {
    let mut text = String::new();
    for (order, p, q) in datasets {
        let numbers: Vec<String> = order.iter().map(|t| t.to_string()).collect();
        text.push_str(&format!("{}\n{} {}\n", numbers.join(" "), p, q));
    }
    text + "0 0 0 0 0 0\n"
}

fn main() {
    io::run("aoj-1197", solve);
}

#[cfg(test)]
mod tests;
