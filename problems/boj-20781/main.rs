//! BOJ 20781 "Fewest Moves Count": quarter turns from one cube to another, whole-cube rotation
//! free, for up to 250,000 pairs.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::coord::{encode_corners, QUARTER_TURN};
use cubesmith::pocket::cube::{Corners, CubeError, Stickers};
use cubesmith::pocket::net::{paint, sticker_named, CROSS_NET};
use cubesmith::pocket::relate::Palette;
use cubesmith::pocket::table::DistanceTable;
use std::io::{BufRead, Write};

/// The statement's colours, and which are opposite: top Y, bottom W, left O, right R, front B,
/// back G.
const COLOURS: &[u8] = b"GOYRWB";
const OPPOSITES: [(u8, u8); 3] = [(b'Y', b'W'), (b'B', b'G'), (b'O', b'R')];

/// Two cross nets side by side: the final configuration's starts in column 10, after `|`.
const FINAL_COLUMN: usize = 9;

/// Reads case number `case`: the colours, by slot, of its initial and final cube, and its line.
fn read_case<R: BufRead>(
    input: &mut Scanner<R>,
    net: &Layout,
    rows: &mut [Vec<u8>],
    case: u64,
) -> Result<([[u8; 24]; 2], usize), InputError> {
    let context = |e: InputError| e.within(&format!("case {}", case));
    let line = input.block(rows).map_err(context)?;
    let mut cubes = [[0u8; 24]; 2];
    for (which, cube) in cubes.iter_mut().enumerate() {
        net.read_rows_into(rows, line, which * FINAL_COLUMN, COLOURS, cube)
            .map_err(context)?;
    }
    Ok((cubes, line))
}

/// The error for case `case` (at `line`) whose initial (0) or final (1) cube is not legal.
fn illegal(case: u64, line: usize, which: usize, fault: CubeError) -> InputError {
    let cube = ["initial", "final"][which];
    InputError::at(line, format!("the {} cube is not legal: {}", cube, fault))
        .within(&format!("case {}", case))
}

/// Every case's initial and final cube as the input colours them, by slot, for the viewer.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<[u8; 24]>, InputError> {
    let cases = input.number("T", 0, u64::MAX)?;
    input.rest_of_line("T")?;
    let (net, mut rows, mut cubes) = (
        Layout::new(CROSS_NET, 24, sticker_named),
        vec![Vec::new(); 6],
        Vec::new(),
    );
    for case in 1..=cases {
        cubes.extend_from_slice(&read_case(input, &net, &mut rows, case)?.0);
    }
    input.end("the last case")?;
    Ok(cubes)
}

/// Cases answered together, so that their lookups' cache misses in the table overlap.
const BATCH: usize = 256;

/// How most cases are laid out: where a case's lines start, and where both cubes' stickers are
/// (`None` when a sticker is past the end of its line).
type Shape = (Vec<usize>, Option<[Vec<usize>; 2]>);

/// The state of the next case when it is whole in the reader's buffer and laid out as the case
/// before (or a new layout, then learned): read in place, a load a sticker. `None`, reading
/// nothing, for any other case, and for a case with a fault: `read_case` reads those.
fn read_alike<R: BufRead>(
    input: &mut Scanner<R>,
    net: &Layout,
    palette: &Palette,
    shape: &mut Shape,
) -> Option<Corners> {
    input.lines_with(7, |text, starts| {
        if starts != &shape.0[..] {
            let offsets = |which| net.offsets(&starts[1..], which * FINAL_COLUMN);
            *shape = (starts.to_vec(), offsets(0).and_then(|a| Some([a, offsets(1)?])));
        }
        let offsets = shape.1.as_ref()?;
        if !text[..starts[1]].iter().all(u8::is_ascii_whitespace) {
            return None;
        }
        let cube = |which: usize| {
            let mut colours = [0u8; 24];
            for (c, &at) in colours.iter_mut().zip(&offsets[which]) {
                *c = text[at];
            }
            colours
        };
        // A byte outside the alphabet is no colour of the palette: refused here too.
        palette.relate(&cube(0), &cube(1)).ok()
    })
}

/// Reads the cases and prints each one's distance: any number of them (the statement has 1 to
/// 250,000), answered as they come.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cases = input.number("T", 0, u64::MAX)?;
    input.rest_of_line("T")?;
    let (net, palette) = (Layout::new(CROSS_NET, 24, sticker_named), Palette::new(OPPOSITES));
    // Built at the first answer, so a malformed first case fails at once.
    let mut table: Option<DistanceTable> = None;
    let (mut rows, mut shape) = (vec![Vec::new(); 6], (Vec::new(), None));
    let mut states = Vec::with_capacity(BATCH);
    for case in 1..=cases {
        let state = match read_alike(input, &net, &palette, &mut shape) {
            Some(state) => Ok(state),
            None => read_case(input, &net, &mut rows, case).and_then(|(cubes, line)| {
                palette
                    .relate(&cubes[0], &cubes[1])
                    .map_err(|(which, fault)| illegal(case, line, which, fault))
            }),
        };
        match state {
            Ok(state) => states.push(encode_corners(&state)),
            // The cases before it are answered first.
            Err(e) => return answer(&mut table, &states, out).and(Err(e)),
        }
        if states.len() == BATCH {
            answer(&mut table, &states, out)?;
            states.clear();
        }
    }
    answer(&mut table, &states, out)?;
    input.end("the last case")
}

/// Prints the distance of each state, a line each, building the table on first use.
fn answer<W: Write>(
    table: &mut Option<DistanceTable>,
    states: &[u32],
    out: &mut W,
) -> Result<(), InputError> {
    if states.is_empty() {
        return Ok(());
    }
    let table = table.get_or_insert_with(|| DistanceTable::with_exact_distances(QUARTER_TURN));
    let mut text = Vec::with_capacity(3 * states.len());
    for &c in states {
        // Distances are 0..=14: one or two digits.
        let d = table.distance(c);
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
