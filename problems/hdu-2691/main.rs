//! HDU 2691 "2-Dimensional Rubik's Cube": quarter turns from one cube to another, whole-cube
//! rotation free, for any number of pairs (the statement has up to 10).

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::cube::{CubeError, Stickers};
use cubesmith::pocket::net::{paint, sticker_named, CROSS_NET};
use cubesmith::pocket::relate::between;
use cubesmith::pocket::{
    coord::{encode, QUARTER_TURN},
    table::DistanceTable,
};
use std::io::{BufRead, Write};

/// The statement's colours. Which are opposite it does not say: the cubes show it.
const COLOURS: &[u8] = b"WYROGB";
// Each cube is the usual cross net (`CROSS_NET`), letters separated by spaces; any white space
// is read.

/// Reads case number `case`: the colours, by slot, of its initial and destination cube, and the
/// line each starts on.
fn read_case<R: BufRead>(
    input: &mut Scanner<R>,
    net: &Layout,
    case: u64,
) -> Result<([[u8; 24]; 2], [usize; 2]), InputError> {
    let (context, mut cubes, mut lines) = (format!("case {}", case), [[0u8; 24]; 2], [0; 2]);
    for (cube, line) in cubes.iter_mut().zip(lines.iter_mut()) {
        *line = input.next_token_line()?;
        cube.copy_from_slice(&net.read_letters(input, COLOURS).map_err(|e| e.within(&context))?);
    }
    Ok((cubes, lines))
}

/// The error for case `case` whose initial (0) or destination (1) cube, at `line`, is not legal.
fn illegal(case: u64, line: usize, which: usize, fault: CubeError) -> InputError {
    let cube = ["initial", "destination"][which];
    InputError::at(
        line,
        format!("case {}: the {} cube is not legal: {}", case, cube, fault),
    )
}

/// Every case's initial and destination cube as the input colours them, by slot, for the viewer.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<[u8; 24]>, InputError> {
    let (cases, net, mut cubes) = (
        input.number("T", 0, u64::MAX)?,
        Layout::new(CROSS_NET, 24, sticker_named),
        Vec::new(),
    );
    for case in 1..=cases {
        cubes.extend_from_slice(&read_case(input, &net, case)?.0);
    }
    input.end("the last case")?;
    Ok(cubes)
}

/// Reads the cases and prints each one's distance.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cases = input.number("T", 0, u64::MAX)?;
    // Every state's distance (about 40 ms), built at the first answer so a malformed first case
    // fails at once.
    let (net, mut table) = (Layout::new(CROSS_NET, 24, sticker_named), None);
    for case in 1..=cases {
        let (cubes, lines) = read_case(input, &net, case)?;
        // The destination is read in the initial cube's colours: it need not be solved.
        let state = between(&cubes[0], &cubes[1], None)
            .map_err(|(which, fault)| illegal(case, lines[which], which, fault))?;
        let table = table.get_or_insert_with(|| DistanceTable::new(QUARTER_TURN));
        writeln!(out, "{}", table.distance(encode(&state)))?;
    }
    input.end("the last case")
}

/// The generator's half of the layout: the two nets of each case, the sample's colours.
pub fn write_input(pairs: &[(Stickers, Stickers)]) -> String {
    let net = Layout::new(CROSS_NET, 24, sticker_named);
    let drawn = |c: &Stickers| {
        net.write(&paint(c, &['B', 'G', 'W', 'Y', 'O', 'R']), " ", " ")
            .join("\n")
    };
    let nets: Vec<String> = pairs.iter().flat_map(|(a, b)| vec![drawn(a), drawn(b)]).collect();
    format!("{}\n{}\n", pairs.len(), nets.join("\n"))
}

fn main() {
    io::run("hdu-2691", solve);
}

#[cfg(test)]
mod tests;
