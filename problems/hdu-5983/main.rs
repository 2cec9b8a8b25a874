//! HDU 5983 "Pocket Cube": whether each cube is restored, or restored by one quarter turn of one
//! face. Face values are any positive integers and the cube need not be legal, so the turns are
//! applied to the stickers as they are; restored means six one-value faces with six different
//! values, as the accepted solutions count it.

use cubesmith::io::{self, parse_unsigned, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::cube::Stickers;
use cubesmith::pocket::faces::{is_restored, restored_by_one_turn};
use cubesmith::pocket::net::{paint, sticker_named};
use std::io::{BufRead, Write};

/// The six input lines: top, front, bottom, back, left, right, four values each, in the order of
/// the statement's piece coordinates (left and right are drawn beside the top face, the back
/// continues the strip below the bottom).
pub const LINES: &str = "
    U@UBL U@UBR U@UFL U@UFR
    F@FUL F@FUR F@FDL F@FDR
    D@DFL D@DFR D@DBL D@DBR
    B@BDL B@BDR B@BUL B@BUR
    L@LDB L@LUB L@LDF L@LUF
    R@RUB R@RDB R@RUF R@RDF";

/// Reads the 24 values of case number `case`, by slot.
fn read_case<R: BufRead>(input: &mut Scanner<R>, lines: &Layout, case: u64) -> Result<Vec<u64>, InputError> {
    let value = |t: &[u8]| parse_unsigned(t).filter(|&v| v > 0);
    lines
        .read_tokens(input, "a positive integer below 2^64", value)
        .map_err(|e| e.within(&format!("case {}", case)))
}

/// Every cube as the input numbers its colours, by slot, for the viewer: drawn as given, legal
/// or not.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Vec<u64>>, InputError> {
    let lines = Layout::new(LINES, 24, sticker_named);
    let cases = input.number("N", 0, u64::MAX)?;
    let cubes = (1..=cases)
        .map(|case| read_case(input, &lines, case))
        .collect::<Result<_, _>>()?;
    input.end("the last case")?;
    Ok(cubes)
}

/// Reads the cases and answers YES or NO for each: any number of them (the statement has at most
/// 30).
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let lines = Layout::new(LINES, 24, sticker_named);
    let cases = input.number("N", 0, u64::MAX)?;
    for case in 1..=cases {
        let values = read_case(input, &lines, case)?;
        let yes = is_restored(&values) || restored_by_one_turn(&values);
        writeln!(out, "{}", if yes { "YES" } else { "NO" })?;
    }
    input.end("the last case")
}

/// The generator's half of the format: N, then six lines per cube, with face values other than
/// 1..6 to show that any positive integers are read.
pub fn write_input(cubes: &[Stickers]) -> String {
    let lines = Layout::new(LINES, 24, sticker_named);
    let mut text = format!("{}\n", cubes.len());
    for cube in cubes {
        let values = paint(cube, &[7, 3, 1_000_000_007, 42, 5, 1]);
        text.push_str(&(lines.write(&values, "", " ").join("\n") + "\n"));
    }
    text
}

fn main() {
    io::run("hdu-5983", solve);
}

#[cfg(test)]
mod tests;
