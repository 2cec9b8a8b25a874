//! BOJ 2116 "주사위 쌓기" (Stacking dice): stack the dice in order, each one's bottom label equal
//! to the top label of the die below, the first die free; the largest sum one side can show.

use cubesmith::die::dice::Die;
use cubesmith::die::input::{read_die, DieFormat};
use cubesmith::die::orientation::Face;
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The statement's net: C in the middle of the row B C D E, A above C, F below it, so A-F, B-D
/// and C-E are opposite. Only the opposite pairs matter: each die turns freely about its axis.
const FORMAT: DieFormat = DieFormat {
    layout: [
        Face::Top,
        Face::West,
        Face::South,
        Face::East,
        Face::North,
        Face::Bottom,
    ],
    names: ["label A", "label B", "label C", "label D", "label E", "label F"],
    lo: 1,
    hi: 6,
    distinct: true,
};

/// Every die of the stack, bottom first, for the viewer.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<u64>>, InputError> {
    let n = input.number("the number of dice", 0, u64::MAX)?;
    let mut dice = Vec::new();
    for k in 1..=n {
        dice.push(read_die(input, &FORMAT).map_err(|e| e.within(&format!("die {}", k)))?);
    }
    input.end("the last die")?;
    Ok(dice)
}

/// Reads the number of dice and the dice; prints the largest sum of one side.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let n = input.number("the number of dice", 0, u64::MAX)?;
    // One stack for each label on the first die's bottom: the label on top so far, and the sum.
    // Each die then has its bottom fixed, and turns to show its largest side label.
    let mut stacks: Vec<(u64, u64)> = (1..=6).map(|bottom| (bottom, 0)).collect();
    for k in 1..=n {
        let die = read_die(input, &FORMAT).map_err(|e| e.within(&format!("die {}", k)))?;
        for stack in stacks.iter_mut() {
            *stack = stacked(&die, stack.0, stack.1);
        }
    }
    input.end("the last die")?;
    writeln!(out, "{}", stacks.iter().map(|s| s.1).max().unwrap_or(0))?;
    Ok(())
}

/// `die` put on a stack whose top label is `top` and whose best side sums to `sum` (for the first
/// die, `top` is its own bottom label): the new top label and sum.
fn stacked(die: &Die<u64>, top: u64, sum: u64) -> (u64, u64) {
    let bottom = die.find(&top).expect("a die holds every label 1..=6");
    let best = bottom
        .around()
        .iter()
        .map(|&side| *die.get(side))
        .max()
        .unwrap_or(0);
    (*die.get(bottom.opposite()), sum + best)
}

/// The most dice (10,000), each a random order of 1..6.
pub fn write_input(rng: &mut Rng, _cases: usize) -> String {
    let mut text = String::from("10000\n");
    for _ in 0..10_000 {
        let mut labels = [1, 2, 3, 4, 5, 6];
        rng.shuffle(&mut labels);
        let labels: Vec<String> = labels.iter().map(u64::to_string).collect();
        text += &(labels.join(" ") + "\n");
    }
    text
}

fn main() {
    io::run("boj-2116", solve);
}

#[cfg(test)]
mod tests;
