//! AOJ ITP1_11_B "Dice II": the value on the right face, given the values on top and in front.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::{Face, Orientation};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The most queries the statement allows, for the benchmark input; any values (the statement's
/// are at most 100) and any number of queries are answered.
const MAX_QUERIES: u64 = 24;

/// The die, for the viewer and for `solve`: the values of faces 1..6, all different, face 1 on
/// top, 2 in front (south), 3 on the right (east). The queries after it are not read.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<u64>>, InputError> {
    let mut values = [0u64; 6];
    for (i, value) in values.iter_mut().enumerate() {
        *value = input.number(&format!("the value of face {}", i + 1), 0, u64::MAX)?;
    }
    if let Some(i) = (1..6).find(|&i| values[..i].contains(&values[i])) {
        let message = format!("the value {} is on two faces; the six must differ", values[i]);
        return Err(InputError::at(input.token_line(), message));
    }
    Ok(vec![Die::from_layout(
        values,
        numbered_layout(Face::South, Face::East),
    )])
}

/// Reads the values of faces 1..6 (all different) and the queries; answers each query.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let die = read_dice(input)?[0];
    for _ in 0..input.number("q", 0, u64::MAX)? {
        let top = input.number("the top value", 0, u64::MAX)?;
        let front = input.number("the front value", 0, u64::MAX)?;
        let why = format!("no roll of the die shows {} on top and {} in front", top, front);
        let line = input.token_line();
        let right = die.turned_to(&top, &front).map(|turned| *turned.get(Face::R));
        writeln!(out, "{}", right.ok_or_else(|| InputError::at(line, why))?)?;
    }
    input.end("the last query")
}

/// Six different random values (one in each sixteen of 0..96) and the most queries, each the top
/// and front of a random orientation (one case: the statement has one).
pub fn write_input(rng: &mut Rng, _cases: usize) -> String {
    let values = [0, 1, 2, 3, 4, 5].map(|i| 16 * i + rng.below(16));
    let die = Die::from_layout(values, numbered_layout(Face::South, Face::East));
    let mut text = format!("{}\n{}\n", values.map(|v| v.to_string()).join(" "), MAX_QUERIES);
    for _ in 0..MAX_QUERIES {
        let turned = die.with_orientation(Orientation::from_index(rng.below(24) as usize));
        text += &format!("{} {}\n", turned.top(), turned.get(Face::F));
    }
    text
}

fn main() {
    io::run("aoj-itp1-11-b", solve);
}

#[cfg(test)]
mod tests;
