//! AOJ ITP1_11_D "Dice IV": whether n dice are all different up to rotation.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::Face;
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The largest face value and the most dice the statement allows, for the benchmark input; any
/// values and any number of dice are answered.
const MAX_VALUE: u64 = 100;
const MAX_DICE: u64 = 100;

/// Reads a die: the values of its faces 1..6 (1 on top, 2 in front, 3 on the right).
fn read_die<R: BufRead>(input: &mut Scanner<R>) -> Result<Die<u64>, InputError> {
    let mut values = [0u64; 6];
    for (i, value) in values.iter_mut().enumerate() {
        *value = input.number(&format!("the value of face {}", i + 1), 0, u64::MAX)?;
    }
    Ok(Die::from_layout(values, numbered_layout(Face::South, Face::East)))
}

/// n and the n dice, all of the input.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<u64>>, InputError> {
    let n = input.number("n", 0, u64::MAX)?;
    let dice = (1..=n)
        .map(|k| read_die(input).map_err(|e| e.within(&format!("die {}", k))))
        .collect::<Result<_, _>>()?;
    input.end("the last die")?;
    Ok(dice)
}

/// Reads n and the dice; prints `Yes` when no two are rotations of each other, else `No`.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    // Two dice are rotations of each other exactly when their canonical forms are equal.
    let mut forms: Vec<Die<u64>> = read_dice(input)?.iter().map(Die::canonical).collect();
    forms.sort_unstable();
    let different = forms.windows(2).all(|pair| pair[0] != pair[1]);
    writeln!(out, "{}", if different { "Yes" } else { "No" })?;
    Ok(())
}

/// The most dice, each with six random values (one case: the statement has one).
pub fn write_input(rng: &mut Rng, _cases: usize) -> String {
    let mut text = format!("{}\n", MAX_DICE);
    for _ in 0..MAX_DICE {
        let values = [(); 6].map(|_| rng.below(MAX_VALUE + 1).to_string());
        text += &format!("{}\n", values.join(" "));
    }
    text
}

fn main() {
    io::run("aoj-itp1-11-d", solve);
}

#[cfg(test)]
mod tests;
