//! UVa 253 "Cube painting": two painted cubes per line; TRUE when a rotation turns one into the
//! other.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::Face;
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// Every line's two cubes, for the viewer: the first twelve colours as the statement numbers the
/// faces (1 on top, 2 in front, 3 on the right), six to a cube.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<char>>, InputError> {
    let mut dice = Vec::new();
    each_pair(input, |first, second| {
        dice.push(cube(first.map(char::from)));
        dice.push(cube(second.map(char::from)));
        Ok(())
    })?;
    Ok(dice)
}

/// Reads pairs of cubes until the end of the input; prints TRUE or FALSE for each.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    each_pair(input, |first, second| {
        let same = cube(first).same_up_to_rotation(&cube(second));
        writeln!(out, "{}", if same { "TRUE" } else { "FALSE" }).map_err(InputError::from)
    })
}

/// A cube with `labels` on faces 1..6. Faces 1-6, 2-5 and 3-4 are opposite; figure 1 (which way
/// round the others go) was not seen, and does not change the answer.
fn cube<T>(labels: [T; 6]) -> Die<T> {
    Die::from_layout(labels, numbered_layout(Face::South, Face::East))
}

/// Reads the input's lines of twelve colours, faces 1..6 of each cube, and calls `pair` with the
/// two cubes' colours of each as it is read.
fn each_pair<R: BufRead>(
    input: &mut Scanner<R>,
    mut pair: impl FnMut([u8; 6], [u8; 6]) -> Result<(), InputError>,
) -> Result<(), InputError> {
    let line = Layout::new("0 1 2 3 4 5 6 7 8 9 10 11", 12, |name| name.parse().ok());
    let mut k = 0;
    while !input.at_end()? {
        k += 1;
        let colours = line
            .read_symbols(input)
            .map_err(|e| e.within(&format!("pair {}", k)))?;
        let six = |c: &[u8]| [c[0], c[1], c[2], c[3], c[4], c[5]];
        pair(six(&colours[..6]), six(&colours[6..]))?;
    }
    Ok(())
}

/// `lines` random pairs over r, g, b: half of the second cubes a rotation of the first (rolled
/// and spun at random), the rest random.
pub fn write_input(rng: &mut Rng, lines: usize) -> String {
    let mut text = String::new();
    for _ in 0..lines {
        let first: Vec<u8> = (0..6).map(|_| b"rgb"[rng.below(3) as usize]).collect();
        let second: Vec<u8> = if rng.below(2) == 0 {
            // A rotation: face k of the second cube shows what face p[k] of the first does.
            // A spin about faces 1 and 6, and a roll about faces 3 and 4.
            let turns = [[0, 3, 1, 4, 2, 5], [1, 5, 2, 3, 0, 4]];
            let mut p = [0, 1, 2, 3, 4, 5];
            for _ in 0..rng.below(8) {
                let t = turns[rng.below(2) as usize];
                p = [0, 1, 2, 3, 4, 5].map(|k| p[t[k]]);
            }
            p.iter().map(|&k| first[k]).collect()
        } else {
            (0..6).map(|_| b"rgb"[rng.below(3) as usize]).collect()
        };
        text += &format!(
            "{}{}\n",
            String::from_utf8_lossy(&first),
            String::from_utf8_lossy(&second)
        );
    }
    text
}

fn main() {
    io::run("uva-253", solve);
}

#[cfg(test)]
mod tests;
