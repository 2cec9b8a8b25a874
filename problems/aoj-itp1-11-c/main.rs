//! AOJ ITP1_11_C "Dice III": whether two dice are the same up to rotation (mirror images differ).

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::{Face, Orientation};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// Reads a die: the values of its faces 1..6 (1 on top, 2 in front, 3 on the right).
fn read_die<R: BufRead>(input: &mut Scanner<R>) -> Result<Die<u64>, InputError> {
    let mut values = [0u64; 6];
    for (i, value) in values.iter_mut().enumerate() {
        *value = input.number(&format!("the value of face {}", i + 1), 0, u64::MAX)?;
    }
    Ok(Die::from_layout(values, numbered_layout(Face::South, Face::East)))
}

/// The two dice, all of the input.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<u64>>, InputError> {
    let first = read_die(input).map_err(|e| e.within("die 1"))?;
    let second = read_die(input).map_err(|e| e.within("die 2"))?;
    input.end("the second die")?;
    Ok(vec![first, second])
}

/// Reads the two dice and prints `Yes` if some rotation of one shows what the other shows.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let dice = read_dice(input)?;
    let same = dice[0].same_up_to_rotation(&dice[1]);
    writeln!(out, "{}", if same { "Yes" } else { "No" })?;
    Ok(())
}

/// A die with values in 0..3 (so some repeat) and a partner: a rotation of it, its mirror image
/// turned at random, or another random die, each a third of the time (one case).
pub fn write_input(rng: &mut Rng, _cases: usize) -> String {
    let layout = numbered_layout(Face::South, Face::East);
    let die = Die::from_layout([(); 6].map(|_| rng.below(3)), layout);
    let partners = [
        die,
        die.mirrored(),
        Die::from_layout([(); 6].map(|_| rng.below(3)), layout),
    ];
    let turn = Orientation::from_index(rng.below(24) as usize);
    let partner = partners[rng.below(3) as usize].with_orientation(turn);
    let faces = |d: &Die<u64>| layout.map(|p| d.get(p).to_string()).join(" ");
    format!("{}\n{}\n", faces(&die), faces(&partner))
}

fn main() {
    io::run("aoj-itp1-11-c", solve);
}

#[cfg(test)]
mod tests;
