//! BOJ 20781 "Fewest Moves Count": quarter turns from one cube to another, whole-cube rotation
//! free, for up to 250,000 pairs.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::{Blocks, Layout};
use cubesmith::pocket::coord::{encode_corners, QUARTER_TURN};
use cubesmith::pocket::cube::{CubeError, Stickers};
use cubesmith::pocket::net::{paint, sticker_named, CROSS_NET};
use cubesmith::pocket::relate::Palette;
use cubesmith::pocket::table::Distances;
use std::io::{BufRead, Write};

/// The statement's colours, and which are opposite: top Y, bottom W, left O, right R, front B,
/// back G.
const COLOURS: &[u8] = b"GOYRWB";
const OPPOSITES: [(u8, u8); 3] = [(b'Y', b'W'), (b'B', b'G'), (b'O', b'R')];

/// A case: a blank line, then two cross nets side by side, the final configuration's starting
/// in column 10, after `|`.
fn blocks() -> Blocks<24, 2> {
    Blocks::new(&Layout::new(CROSS_NET, 24, sticker_named), 1, [0, 9])
}

/// The error for a case (at `line`) whose initial (0) or final (1) cube is not legal.
fn illegal(line: usize, which: usize, fault: CubeError) -> InputError {
    let cube = ["initial", "final"][which];
    InputError::at(line, format!("the {} cube is not legal: {}", cube, fault))
}

/// Every case's initial and final cube as the input colours them, by slot, for the viewer.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<[u8; 24]>, InputError> {
    let cases = input.number("T", 0, u64::MAX)?;
    input.rest_of_line("T")?;
    let (mut blocks, mut cubes) = (blocks(), Vec::new());
    for case in 1..=cases {
        let context = |e: InputError| e.within(&format!("case {}", case));
        cubes.extend_from_slice(&blocks.read(input, COLOURS).map_err(context)?.0);
    }
    input.end("the last case")?;
    Ok(cubes)
}

/// Reads the cases and prints each one's distance: any number of them (the statement has 1 to
/// 250,000), answered a batch at a time. A case laid out like the one before is read in place;
/// any other, and any with a fault, line by line, which words the fault.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cases = input.number("T", 0, u64::MAX)?;
    input.rest_of_line("T")?;
    let (mut blocks, palette) = (blocks(), Palette::new(OPPOSITES));
    // The table is built at the first answer, so a malformed first case fails at once.
    let mut distances = Distances::new(QUARTER_TURN);
    for case in 1..=cases {
        // A byte outside the alphabet is no colour of the palette: declined in place too.
        let relate = |cubes: &[[u8; 24]; 2]| palette.relate(&cubes[0], &cubes[1]);
        let state = match blocks.read_in_place(input, |cubes| relate(cubes).ok()) {
            Some(state) => Ok(state),
            None => blocks.read(input, COLOURS).and_then(|(cubes, line)| {
                relate(&cubes).map_err(|(which, fault)| illegal(line, which, fault))
            }),
        };
        match state {
            Ok(state) => {
                if let Some(batch) = distances.push(encode_corners(&state)) {
                    answer(batch, out)?;
                }
            }
            // The cases before it are answered first.
            Err(e) => {
                answer(distances.flush(), out)?;
                return Err(e.within(&format!("case {}", case)));
            }
        }
    }
    answer(distances.flush(), out)?;
    input.end("the last case")
}

/// Prints each distance on a line.
fn answer<W: Write>(distances: &[u8], out: &mut W) -> Result<(), InputError> {
    let mut text = Vec::with_capacity(3 * distances.len());
    for &d in distances {
        // Distances are 0..=14: one or two digits.
        text.extend_from_slice(&[b'1', b'0' + d % 10, b'\n'][usize::from(d < 10)..]);
    }
    out.write_all(&text)?;
    Ok(())
}

/// The generator's half of the layout: pairs of nets side by side, the statement's colours.
pub fn write_input(pairs: &[(Stickers, Stickers)]) -> String {
    let net = Layout::new(CROSS_NET, 24, sticker_named);
    let mut text = format!("{}\n", pairs.len());
    for (from, to) in pairs {
        let [a, b] = [from, to].map(|c| net.write(&paint(c, &['Y', 'W', 'B', 'G', 'O', 'R']), " ", ""));
        text.push('\n');
        for (left, right) in a.iter().zip(b.iter()) {
            text.push_str(&format!("{:<8}|{}\n", left, right));
        }
    }
    text
}

fn main() {
    io::run("boj-20781", solve);
}

#[cfg(test)]
mod tests;
