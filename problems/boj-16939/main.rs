//! BOJ 16939 "2x2x2 cube" (Codeforces 887C in Korean): 1 if exactly one quarter turn of one face
//! makes every face one colour, else 0. The statement promises only the colour counts, not a legal
//! cube, so the turns are applied to the stickers as they are.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::cube::Stickers;
use cubesmith::pocket::faces::restored_by_one_turn;
use cubesmith::pocket::net::{paint, read_numbered_colours, sticker_named, CROSS_NET_BY_FACE};
use std::io::{BufRead, Write};

/// Squares 1..24 in input order: up, front, down, left, right, back, four each, every face seen
/// from outside on the statement's cross net (up above front, left front right back in a row).
pub const SQUARES: &str = CROSS_NET_BY_FACE;

/// Reads the 24 colours (1..6, four of each), all of the input.
fn read_colours<R: BufRead>(input: &mut Scanner<R>) -> Result<([u8; 24], usize), InputError> {
    read_numbered_colours(input, &Layout::new(SQUARES, 24, sticker_named))
}

/// The cube as the input colours it (digits 1..6 by slot), for the viewer: drawn as given,
/// legal or not.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<[u8; 24]>, InputError> {
    Ok(vec![read_colours(input)?.0])
}

/// Reads the 24 colours and answers 1 or 0.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (colours, _) = read_colours(input)?;
    writeln!(out, "{}", if restored_by_one_turn(&colours) { "1" } else { "0" })?;
    Ok(())
}

/// The generator's half of the format: the cube's 24 colours on one line.
pub fn write_input(cubes: &[Stickers]) -> String {
    let squares = Layout::new(SQUARES, 24, sticker_named);
    squares
        .write(&paint(&cubes[0], &[1, 2, 3, 4, 5, 6]), "", " ")
        .join(" ")
        + "\n"
}

fn main() {
    io::run("boj-16939", solve);
}

#[cfg(test)]
mod tests;
