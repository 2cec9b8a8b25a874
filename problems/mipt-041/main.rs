//! acm.mipt.ru 041 "Rubik's Cube 2 x 2 x 2": quarter turns from one cube to any solved
//! orientation (a half turn is two).

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::cube::Stickers;
use cubesmith::pocket::net::{normalize_at, paint, sticker_named};
use cubesmith::pocket::{
    coord::{encode, QUARTER_TURN},
    table::DistanceTable,
};
use std::io::{BufRead, Write};

/// Cells 1..24 in the page's numbering, a face per row: top, front, bottom, back (upside down
/// as seen from behind: it hangs below the bottom), left, right. The input is one line.
pub const CELLS: &str = "
    U@UBL U@UBR U@UFL U@UFR
    F@FUL F@FUR F@FDL F@FDR
    D@DFL D@DFR D@DBL D@DBR
    B@BDL B@BDR B@BUL B@BUR
    L@LUB L@LUF L@LDB L@LDF
    R@RUF R@RUB R@RDF R@RDB";

/// The cube, all of the input, as it colours it (digits 1..6 by slot), for the viewer.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Vec<u8>>, InputError> {
    let cells = Layout::new(CELLS, 24, sticker_named);
    let colour = |t: &[u8]| io::parse_in(t, 1, 6).map(|v| b'0' + v as u8);
    let colours = cells.read_tokens(input, "a colour 1..6", colour)?;
    input.end("the 24 colours")?;
    Ok(vec![colours])
}

/// The cube, all of the input, turned so that its back-down-left corner is solved.
fn read_cubes<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Stickers>, InputError> {
    let (cells, line) = (Layout::new(CELLS, 24, sticker_named), input.next_token_line()?);
    let colour = |t: &[u8]| io::parse_in(t, 1, 6).map(|v| b'0' + v as u8);
    let colours = cells.read_tokens(input, "a colour 1..6", colour)?;
    input.end("the 24 colours")?;
    // Which colours are opposite the page does not say: the cube shows it.
    Ok(vec![normalize_at(&colours, None, line)?])
}

/// Reads the cube and prints its distance.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let state = read_cubes(input)?[0];
    writeln!(
        out,
        "{}",
        DistanceTable::new(QUARTER_TURN).distance(encode(&state))
    )?;
    Ok(())
}

/// The generator's half of the layout: the cube's 24 colours on one line, the samples' colours.
pub fn write_input(cubes: &[Stickers]) -> String {
    let colours = paint(&cubes[0], &[1, 6, 2, 3, 5, 4]);
    let cells = Layout::new(CELLS, 24, sticker_named).in_reading_order(&colours);
    let numbers: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    numbers.join(" ") + "\n"
}

fn main() {
    io::run("mipt-041", solve);
}

#[cfg(test)]
mod tests;
