//! BOJ 1041 "주사위" (Dice): N^3 equal dice make an N x N x N cube on a table; the least sum of
//! the numbers on its five visible faces.

use cubesmith::die::dice::Die;
use cubesmith::die::input::{read_die, DieFormat};
use cubesmith::die::orientation::Face;
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The statement's net: the row E A B F with D above A and C below it (A-F, B-E and C-D
/// opposite), folded with A in front. Values may repeat.
const FORMAT: DieFormat = DieFormat {
    layout: [
        Face::South,
        Face::East,
        Face::Bottom,
        Face::Top,
        Face::West,
        Face::North,
    ],
    names: ["face A", "face B", "face C", "face D", "face E", "face F"],
    lo: 0,
    hi: 1_000_000_000,
    distinct: false,
};

/// The largest N answered: the sums stay far inside 128 bits.
const MAX_N: u64 = 1_000_000_000;

/// The die, for the viewer: N, then the faces A..F as the statement's net places them.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<u64>>, InputError> {
    input.number("N", 0, MAX_N)?;
    let die = read_die(input, &FORMAT)?;
    input.end("the die")?;
    Ok(vec![die])
}

/// Reads N and the die; prints the least sum of the visible numbers.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let n = u128::from(input.number("N", 0, MAX_N)?);
    let die = read_die(input, &FORMAT)?;
    input.end("the die")?;
    // The least sum a die can show on the given positions, over its 24 rotations.
    let least = |shown: &[Face]| -> u128 {
        let sum = |d: Die<u64>| shown.iter().map(|&p| u128::from(*d.get(p))).sum::<u128>();
        die.rotations().map(sum).min().unwrap_or(0)
    };
    let one = least(&[Face::Top]);
    let two = least(&[Face::Top, Face::South]);
    let three = least(&[Face::Top, Face::South, Face::East]);
    let total = match n {
        0 => 0,
        1 => least(&[Face::Top, Face::North, Face::South, Face::East, Face::West]),
        // Dice showing three faces: the top corners; two: the top edges and the upright edges
        // (their bottom dice included); one: the rest of the top and of the four sides.
        _ => {
            4 * three + (4 * (n - 2) + 4 * (n - 1)) * two + ((n - 2) * (n - 2) + 4 * (n - 2) * (n - 1)) * one
        }
    };
    writeln!(out, "{}", total)?;
    Ok(())
}

/// The largest N with six random values 1..=50.
pub fn write_input(rng: &mut Rng, _cases: usize) -> String {
    let values: Vec<String> = (0..6).map(|_| rng.between(1, 50).to_string()).collect();
    format!("1000000\n{}\n", values.join(" "))
}

fn main() {
    io::run("boj-1041", solve);
}

#[cfg(test)]
mod tests;
