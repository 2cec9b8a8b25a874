//! Codeforces 225A "Dice Tower": n standard dice in a tower, seen from one corner: the number on
//! top and each die's two visible sides. YES when that fixes every face of every die.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::Face;
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// Every die of the tower, top first, for the viewer: turned (or mirrored, where only its mirror
/// image can) to show a in front (south) and b on the right (east), the first with x on top.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<u64>>, InputError> {
    let die = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::South, Face::East));
    let n = input.number("n", 1, u64::MAX)?;
    let x = input.number("x", 1, 6)?;
    let mut tower = Vec::new();
    for i in 1..=n {
        let (a, b) = (
            input.number(&format!("a{}", i), 1, 6)?,
            input.number(&format!("b{}", i), 1, 6)?,
        );
        let shows =
            |d: &Die<u64>| *d.get(Face::South) == a && *d.get(Face::East) == b && (i > 1 || *d.top() == x);
        let mirror = die.mirrored();
        let turned = die.rotations().chain(mirror.rotations()).find(shows);
        tower.push(turned.unwrap_or(die));
    }
    input.end("the last die")?;
    Ok(tower)
}

/// Reads the tower and prints YES or NO.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    // A standard die: opposite faces sum to 7. Which of the two mirror images does not matter:
    // only opposite faces are looked up.
    let die = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::South, Face::East));
    let n = input.number("n", 1, u64::MAX)?;
    let x = input.number("x", 1, 6)?;
    let top = die.find(&x).expect("1..=6 is on the die");
    let mut unique = true;
    for i in 1..=n {
        let (a, b) = (
            input.number(&format!("a{}", i), 1, 6)?,
            input.number(&format!("b{}", i), 1, 6)?,
        );
        let (fa, fb) = (
            die.find(&a).expect("on the die"),
            die.find(&b).expect("on the die"),
        );
        let fault = if fa.same_axis(fb) {
            Some(format!("sides {} and {} are not two adjacent faces", a, b))
        } else if i == 1 && (fa.same_axis(top) || fb.same_axis(top)) {
            Some(format!(
                "{} on top and sides {} and {} are not three faces around a corner",
                x, a, b
            ))
        } else {
            None
        };
        if let Some(fault) = fault {
            return Err(InputError::at(
                input.token_line(),
                format!("die {}: {}", i, fault),
            ));
        }
        // Every die's top and bottom are the two faces that are not seen; below the first die
        // they are fixed only when they are the first die's top and bottom (the touching faces
        // must differ, so each die then repeats the one above); any other pair can be put
        // either way up.
        unique &= !fa.same_axis(top) && !fb.same_axis(top);
    }
    input.end("the last die")?;
    writeln!(out, "{}", if unique { "YES" } else { "NO" })?;
    Ok(())
}

/// The most dice (100), the first showing a corner with the top, the others any two adjacent
/// sides; half the inputs keep every die's axis upright, so both answers are common.
pub fn write_input(rng: &mut Rng, _cases: usize) -> String {
    let upright = rng.below(2) == 0;
    let x = rng.between(1, 6);
    let mut text = format!("100\n{}\n", x);
    for i in 0..100 {
        let (a, b) = loop {
            let (a, b) = (rng.between(1, 6), rng.between(1, 6));
            let adjacent = a != b && a + b != 7;
            let around_top = [a, b].iter().all(|&s| s != x && s + x != 7);
            if adjacent && (around_top || (i > 0 && !upright)) {
                break (a, b);
            }
        };
        text += &format!("{} {}\n", a, b);
    }
    text
}

fn main() {
    io::run("cf-225a", solve);
}

#[cfg(test)]
mod tests;
