//! UVa 11007 "Mini cube": quarter turns from each cube to any solved orientation.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::pocket::bidir::BidirectionalSearch;
use cubesmith::pocket::coord::{encode, QUARTER_TURN};
use cubesmith::pocket::cube::{normalize, sticker_at, CubeError, Face};
use std::io::{BufRead, Write};

/// The colours, and which are opposite (from the statement).
pub const OPPOSITES: [(u8, u8); 3] = [(b'W', b'B'), (b'R', b'O'), (b'Y', b'G')];

/// The faces in input order, each with its four stickers named by corner, in the order the
/// letters come. Top and bottom have two plausible orders (see `READINGS`); these are the ones
/// read first.
const SIDES: [(Face, [&str; 4]); 4] = [
    (Face::F, ["UFL", "UFR", "DFL", "DFR"]),
    (Face::R, ["UFR", "UBR", "DFR", "DBR"]),
    (Face::B, ["UBR", "UBL", "DBR", "DBL"]),
    (Face::L, ["UBL", "UFL", "DBL", "DFL"]),
];
const TOPS: [[&str; 4]; 2] = [["UBL", "UBR", "UFL", "UFR"], ["UBL", "UFL", "UBR", "UFR"]];
const BOTTOMS: [[&str; 4]; 2] = [["DFL", "DFR", "DBL", "DBR"], ["DFR", "DFL", "DBL", "DBR"]];
/// Input lines: top, front, right, bottom, back, left.
const LINE_FACES: [Face; 6] = [Face::U, Face::F, Face::R, Face::D, Face::B, Face::L];

/// The sticker slot of each of the 24 letters, in input order, for one reading of the top and
/// bottom faces.
pub fn layout(top: usize, bottom: usize) -> [usize; 24] {
    let mut slots = [0usize; 24];
    for (line, &face) in LINE_FACES.iter().enumerate() {
        let corners = match face {
            Face::U => TOPS[top],
            Face::D => BOTTOMS[bottom],
            _ => SIDES
                .iter()
                .find(|(f, _)| *f == face)
                .map(|(_, c)| *c)
                .expect("four sides"),
        };
        for (k, corner) in corners.iter().enumerate() {
            let faces: Vec<Face> = corner
                .chars()
                .map(|c| Face::from_letter(c).expect("a face letter"))
                .collect();
            slots[4 * line + k] = sticker_at(face, [faces[0], faces[1], faces[2]]).expect("a real sticker");
        }
    }
    slots
}

/// The four readings' layouts, the plausible one first.
pub fn readings() -> [[usize; 24]; 4] {
    [layout(0, 0), layout(1, 0), layout(0, 1), layout(1, 1)]
}

/// The quarter-turn distance of the cube given as 24 letters in input order: the first of the
/// `readings` that is a legal cube, or the first reading's fault.
pub fn distance(
    letters: &[u8; 24],
    readings: &[[usize; 24]; 4],
    search: &mut BidirectionalSearch,
) -> Result<usize, CubeError> {
    let mut first_fault = None;
    for slots in readings.iter() {
        let mut colours = [0u8; 24];
        for (i, &slot) in slots.iter().enumerate() {
            colours[slot] = letters[i];
        }
        match normalize(&colours, Some(&OPPOSITES)) {
            Ok(state) => return Ok(search.solve(encode(&state)).len()),
            Err(fault) => {
                first_fault.get_or_insert(fault);
            }
        }
    }
    Err(first_fault.expect("four readings were tried"))
}

/// Reads the cubes and prints each one's distance.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cubes = input.number("the number of cubes", 0, 1_000_000)?;
    let mut search = BidirectionalSearch::new(QUARTER_TURN);
    let readings = readings();
    for cube in 1..=cubes {
        let mut letters = [0u8; 24];
        let mut filled = 0;
        let mut first_line = 0;
        // Letters in reading order; white space (blank lines, spaces, \r) anywhere is ignored.
        while filled < 24 {
            let token = match input.token()? {
                Some(t) => t.to_vec(),
                None => {
                    return Err(InputError::at(
                        input.token_line(),
                        format!("cube {} ends after {} of its 24 letters", cube, filled),
                    ))
                }
            };
            if filled == 0 {
                first_line = input.token_line();
            }
            for &b in &token {
                if !b"WRYBOG".contains(&b) {
                    return Err(InputError::at(
                        input.token_line(),
                        format!("cube {}: {:?} is not a colour (W R Y B O G)", cube, b as char),
                    ));
                }
                if filled == 24 {
                    return Err(InputError::at(
                        input.token_line(),
                        format!("cube {} has more than 24 letters", cube),
                    ));
                }
                letters[filled] = b;
                filled += 1;
            }
        }
        let moves = distance(&letters, &readings, &mut search).map_err(|fault| {
            InputError::at(
                first_line,
                format!("cube {} is not a legal cube: {}", cube, fault),
            )
        })?;
        writeln!(out, "{}", moves)?;
    }
    Ok(())
}

fn main() {
    io::run("uva-11007", solve);
}
