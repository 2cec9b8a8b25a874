//! UVa 11007 "Mini cube": quarter turns from each cube to any solved orientation.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::bidir::BidirectionalSearch;
use cubesmith::pocket::coord::{encode, QUARTER_TURN};
use cubesmith::pocket::cube::Stickers;
use cubesmith::pocket::net::{normalize_first, paint, sticker_named};
use cubesmith::pocket::table::DistanceTable;
use std::io::{BufRead, Write};

/// The colours (from the statement) and which are opposite.
const COLOURS: &[u8] = b"WRYBOG";
const OPPOSITES: [(u8, u8); 3] = [(b'W', b'B'), (b'R', b'O'), (b'Y', b'G')];

/// Lines top, front, right, bottom, back, left, four letters each. The figure fixes the sides;
/// top and bottom have two plausible orders each (rows 0 and 3 of `readings`).
const PICTURE: &str = "TOP\nF@FUL F@FUR F@FDL F@FDR\nR@RUF R@RUB R@RDF R@RDB\nBOTTOM\n\
                       B@BUR B@BUL B@BDR B@BDL\nL@LUB L@LUF L@LDB L@LDF";
const TOPS: [&str; 2] = ["U@UBL U@UBR U@UFL U@UFR", "U@UBL U@UFL U@UBR U@UFR"];
const BOTTOMS: [&str; 2] = ["D@DFL D@DFR D@DBL D@DBR", "D@DFR D@DFL D@DBL D@DBR"];

/// The four readings, the plausible one first.
pub fn readings() -> Vec<Layout> {
    let picture = |t: usize, b: usize| PICTURE.replace("TOP", TOPS[t]).replace("BOTTOM", BOTTOMS[b]);
    let pairs = [(0, 0), (1, 0), (0, 1), (1, 1)];
    pairs
        .iter()
        .map(|&(t, b)| Layout::new(&picture(t, b), 24, sticker_named))
        .collect()
}

/// Reads cube number `cube` (from 1), in the first of the `readings` that makes it legal.
fn read_cube<R: BufRead>(
    input: &mut Scanner<R>,
    readings: &[Layout],
    cube: u64,
) -> Result<Stickers, InputError> {
    let context = format!("cube {}", cube);
    let line = input.next_token_line()?;
    let letters = readings[0]
        .read_letters(input, COLOURS)
        .map_err(|e| e.within(&context))?;
    let order = readings[0].in_reading_order(&letters);
    let colours: Vec<Vec<u8>> = readings.iter().map(|r| r.by_slot(&order)).collect();
    normalize_first(colours.iter().map(Vec::as_slice), Some(&OPPOSITES))
        .map_err(|fault| InputError::at(line, format!("{} is not a legal cube: {}", context, fault)))
}

/// Every cube of the input as it colours it, by slot, for the viewer: each read in the first of
/// the `readings` that makes it legal, as `solve` reads it (the first reading if none does).
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Vec<u8>>, InputError> {
    let (cubes, readings) = (input.number("the number of cubes", 0, u64::MAX)?, readings());
    let mut all = Vec::new();
    for cube in 1..=cubes {
        let letters = readings[0]
            .read_letters(input, COLOURS)
            .map_err(|e| e.within(&format!("cube {}", cube)))?;
        let order = readings[0].in_reading_order(&letters);
        let colourings: Vec<Vec<u8>> = readings.iter().map(|r| r.by_slot(&order)).collect();
        let legal = colourings
            .iter()
            .position(|c| normalize_first(std::iter::once(c.as_slice()), Some(&OPPOSITES)).is_ok());
        all.push(colourings[legal.unwrap_or(0)].clone());
    }
    input.end("the last cube")?;
    Ok(all)
}

/// The cubes answered by bidirectional search (under 0.6 ms each, the farthest ones); from the
/// next on, the full distance table (about 17 ms to build, about 30 of those searches) answers
/// each by a lookup, so that a long input of far cubes stays within the time limit.
const SEARCHED_CUBES: u64 = 32;

/// Reads the cubes and prints each one's distance.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cubes = input.number("the number of cubes", 0, u64::MAX)?;
    let (mut search, readings) = (BidirectionalSearch::new(QUARTER_TURN), readings());
    let mut table = None;
    for cube in 1..=cubes {
        let state = read_cube(input, &readings, cube)?;
        let distance = if cube <= SEARCHED_CUBES {
            search.solve(encode(&state)).len()
        } else {
            let table = table.get_or_insert_with(|| DistanceTable::new(QUARTER_TURN));
            usize::from(table.distance(encode(&state)))
        };
        writeln!(out, "{}", distance)?;
    }
    input.end("the last cube")
}

/// The generator's half of the layout: cubes in the plausible reading, colours as the samples'.
pub fn write_input(cubes: &[Stickers]) -> String {
    let mut text = format!("{}\n", cubes.len());
    let layout = &readings()[0];
    for cube in cubes {
        let letters = paint(cube, &['W', 'B', 'R', 'O', 'G', 'Y']);
        text.push_str(&format!("\n{}\n", layout.write(&letters, "", "").join("\n")));
    }
    text
}

fn main() {
    io::run("uva-11007", solve);
}

#[cfg(test)]
mod tests;
