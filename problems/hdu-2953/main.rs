//! HDU 2953 "Rubiks Cube": quarter turns from each cube to any solved orientation, for any number
//! of cubes (the statement has 1 to 100).

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::coord::{encode, QUARTER_TURN};
use cubesmith::pocket::cube::Stickers;
use cubesmith::pocket::net::{normalize_at, paint, sticker_named};
use cubesmith::pocket::table::DistanceTable;
use std::io::{BufRead, Write};

/// The statement's colours. Which are opposite it does not say: the cube shows it.
const COLOURS: &[u8] = b"GROBYW";

/// Top, the four side blocks as a strip (a space between blocks), bottom; top and bottom are
/// attached to the first block. Only the letters' order matters: white space is free.
pub const NET: &str = "
    U@UBL U@UBR
    U@UFL U@UFR
    F@FUL F@FUR . R@RUF R@RUB . B@BUR B@BUL . L@LUB L@LUF
    F@FDL F@FDR . R@RDF R@RDB . B@BDR B@BDL . L@LDB L@LDF
    D@DFL D@DFR
    D@DBL D@DBR";

/// Reads the cube of case number `case`, turned so that its back-down-left corner is solved.
fn read_cube<R: BufRead>(input: &mut Scanner<R>, net: &Layout, case: u64) -> Result<Stickers, InputError> {
    let (context, line) = (format!("case {}", case), input.next_token_line()?);
    let colours = net.read_letters(input, COLOURS).map_err(|e| e.within(&context))?;
    normalize_at(&colours, None, line).map_err(|e| e.within(&context))
}

/// Every cube of the input as it colours it, by slot, for the viewer.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Vec<u8>>, InputError> {
    let (cases, net) = (
        input.number("T", 0, u64::MAX)?,
        Layout::new(NET, 24, sticker_named),
    );
    let read = |case: u64| {
        net.read_letters(input, COLOURS)
            .map_err(|e| e.within(&format!("case {}", case)))
    };
    let cubes = (1..=cases).map(read).collect::<Result<_, _>>()?;
    input.end("the last case")?;
    Ok(cubes)
}

/// Reads the cubes and prints each one's distance.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cases = input.number("T", 0, u64::MAX)?;
    // Every state's distance (about 40 ms), built at the first answer so a malformed first case
    // fails at once: then the farthest cubes cost no more than the nearest.
    let (net, mut table) = (Layout::new(NET, 24, sticker_named), None);
    for case in 1..=cases {
        let state = read_cube(input, &net, case)?;
        let table = table.get_or_insert_with(|| DistanceTable::new(QUARTER_TURN));
        writeln!(out, "{}", table.distance(encode(&state)))?;
    }
    input.end("the last case")
}

/// The generator's half of the layout: each cube in the sample's colours, then an empty line.
pub fn write_input(cubes: &[Stickers]) -> String {
    let net = Layout::new(NET, 24, sticker_named);
    let mut text = format!("{}\n", cubes.len());
    for cube in cubes {
        let letters = paint(cube, &['O', 'Y', 'R', 'B', 'W', 'G']);
        text.push_str(&format!("{}\n\n", net.write(&letters, " ", "").join("\n")));
    }
    text
}

fn main() {
    io::run("hdu-2953", solve);
}

#[cfg(test)]
mod tests;
