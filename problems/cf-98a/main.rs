//! Codeforces 98A "Help Victoria the Wise": six gems on the faces of a cube; in how many ways,
//! turning the cube not counting as a different way.

use cubesmith::die::dice::{distinct_dice, Die};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use std::io::{BufRead, Write};

/// Every different box the six gems make (no two the same up to rotation), for the viewer: as
/// many as `solve` counts.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<char>>, InputError> {
    let gems = Layout::new("0 1 2 3 4 5", 6, |name| name.parse().ok()).read_symbols(input)?;
    input.end("the six gems")?;
    let labels = [gems[0], gems[1], gems[2], gems[3], gems[4], gems[5]].map(char::from);
    Ok(distinct_dice(labels))
}

/// Reads the six colours (any printable symbols, white space anywhere) and prints the number of
/// different decorations.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    // Which face each gem goes on does not matter: every placement is tried.
    let gems = Layout::new("0 1 2 3 4 5", 6, |name| name.parse().ok()).read_symbols(input)?;
    input.end("the six gems")?;
    let labels = [gems[0], gems[1], gems[2], gems[3], gems[4], gems[5]];
    writeln!(out, "{}", distinct_dice(labels).len())?;
    Ok(())
}

fn main() {
    io::run("cf-98a", solve);
}

#[cfg(test)]
mod tests;
