//! BOJ 7659 "Rubik 2^3" (SLPC 2009, also HDU 3459): for each map, moves X, Y and Z that solve it.
//! X, Y and Z turn R, U and F a quarter turn counter-clockwise and keep the back-down-left corner
//! in place; the answer is an optimal quarter-turn solution, a clockwise quarter turn written as
//! three letters.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::coord::{encode, QUARTER_TURN};
use cubesmith::pocket::cube::Stickers;
use cubesmith::pocket::net::{normalize_at, paint, sticker_named, CROSS_NET};
use cubesmith::pocket::notation::Notation;
use cubesmith::pocket::table::DistanceTable;
use std::io::{BufRead, Write};

/// A map is the usual cross net, six rows padded with `.` to eight characters; six rows of
/// `........` end the input.
const END: &str = "........";
/// The author's colours by face (U D F B L R), as in his solved map.
const SCHEME: [char; 6] = ['W', 'Y', 'O', 'R', 'B', 'G'];

/// The cubes up to the all-`.` map as the input colours them, by slot, for the viewer.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Vec<u8>>, InputError> {
    let map = Layout::new(CROSS_NET, 24, sticker_named);
    let (mut rows, mut cubes) = (vec![Vec::new(); 6], Vec::new());
    while let Some(line) = input.block_until(&mut rows, END.as_bytes())? {
        cubes.push(map.read_rows(&rows, line, 0, b"RGBYOW")?);
    }
    Ok(cubes)
}

/// The cubes up to the all-`.` map (blank lines between maps or none), each a legal cube read
/// with its back-down-left corner solved, with nothing after the last map. Only the stickers are
/// read, not the padding. The statement's colours are `RGBYOW`; which are opposite it does not
/// say: each cube shows it.
pub fn read_cubes<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Stickers>, InputError> {
    let map = Layout::new(CROSS_NET, 24, sticker_named);
    let (mut rows, mut cubes) = (vec![Vec::new(); 6], Vec::new());
    while let Some(line) = input.block_until(&mut rows, END.as_bytes())? {
        let colours = map.read_rows(&rows, line, 0, b"RGBYOW")?;
        cubes.push(normalize_at(&colours, None, line)?);
    }
    Ok(cubes)
}

/// Reads the maps and prints an optimal solution of each, one line each.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (cubes, table) = (read_cubes(input)?, DistanceTable::new(QUARTER_TURN));
    let xyz = Notation::parse("X=R- Y=U- Z=F-").expect("the judge's notation, as in problem.toml");
    for moves in cubes.iter().map(|c| table.solve(encode(c))) {
        let turns = moves.iter().map(|&m| QUARTER_TURN.turns[m]);
        writeln!(out, "{}", xyz.write(turns, ""))?;
    }
    Ok(())
}

/// The generator's half of the format: the maps in the author's colours, a blank line after
/// each, then the all-`.` map.
pub fn write_input(cubes: &[Stickers]) -> String {
    let (map, mut text) = (Layout::new(CROSS_NET, 24, sticker_named), String::new());
    for cube in cubes {
        for row in map.write(&paint(cube, &SCHEME), ".", "") {
            text += &format!("{:.<8}\n", row);
        }
        text += "\n";
    }
    text + &format!("{}\n", END).repeat(6)
}

fn main() {
    io::run("boj-7659", solve);
}

#[cfg(test)]
mod tests;
