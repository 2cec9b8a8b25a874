//! BOJ 20781 "Fewest Moves Count": quarter turns from one cube to another, whole-cube rotation
//! free, for up to 250,000 pairs.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::pocket::coord::{encode, QUARTER_TURN};
use cubesmith::pocket::cube::{relative, sticker_at, CubeError, Face, Scheme, Stickers};
use cubesmith::pocket::table::DistanceTable;
use std::io::{BufRead, Write};

/// Opposite colours on the statement's solved cube: top Y, bottom W, left O, right R, front B,
/// back G.
pub const OPPOSITES: [(u8, u8); 3] = [(b'Y', b'W'), (b'O', b'R'), (b'B', b'G')];

/// Each sticker of a net: its row and column, and its face and corner. Faces are seen from
/// outside, the top attached to the front's upper edge and the bottom to its lower edge.
const NET: [(usize, usize, Face, &str); 24] = [
    (0, 2, Face::U, "UBL"),
    (0, 3, Face::U, "UBR"),
    (1, 2, Face::U, "UFL"),
    (1, 3, Face::U, "UFR"),
    (2, 0, Face::L, "UBL"),
    (2, 1, Face::L, "UFL"),
    (3, 0, Face::L, "DBL"),
    (3, 1, Face::L, "DFL"),
    (2, 2, Face::F, "UFL"),
    (2, 3, Face::F, "UFR"),
    (3, 2, Face::F, "DFL"),
    (3, 3, Face::F, "DFR"),
    (2, 4, Face::R, "UFR"),
    (2, 5, Face::R, "UBR"),
    (3, 4, Face::R, "DFR"),
    (3, 5, Face::R, "DBR"),
    (2, 6, Face::B, "UBR"),
    (2, 7, Face::B, "UBL"),
    (3, 6, Face::B, "DBR"),
    (3, 7, Face::B, "DBL"),
    (4, 2, Face::D, "DFL"),
    (4, 3, Face::D, "DFR"),
    (5, 2, Face::D, "DBL"),
    (5, 3, Face::D, "DBR"),
];

/// The column where the final configuration's net starts.
const FINAL_COLUMN: usize = 9;

/// `(row, column, sticker slot)` of each net cell.
pub fn net_slots() -> [(usize, usize, usize); 24] {
    let mut cells = [(0, 0, 0); 24];
    for (cell, &(row, column, face, corner)) in cells.iter_mut().zip(NET.iter()) {
        let faces: Vec<Face> = corner
            .chars()
            .map(|c| Face::from_letter(c).expect("a face letter"))
            .collect();
        *cell = (
            row,
            column,
            sticker_at(face, [faces[0], faces[1], faces[2]]).expect("a real sticker"),
        );
    }
    cells
}

/// The moves from `initial` to `target` (colours by sticker slot), rotation free.
pub fn distance(
    initial: &[u8; 24],
    target: &[u8; 24],
    table: &DistanceTable,
) -> Result<u8, (bool, CubeError)> {
    let scheme = Scheme::from_reference_corner(initial, Some(&OPPOSITES)).map_err(|e| (false, e))?;
    let a: Stickers = scheme.read(initial).map_err(|e| (false, e))?;
    let b: Stickers = scheme.read(target).map_err(|e| (true, e))?;
    Ok(table.distance(encode(&relative(&a, &b))))
}

/// Reads the cases and prints each one's distance.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cases = input.number("T", 1, 250_000)?;
    input.next_line()?; // The rest of T's line.
                        // Built at the first answer, so a malformed first case fails at once.
    let mut table: Option<DistanceTable> = None;
    let cells = net_slots();
    let mut rows: Vec<Vec<u8>> = vec![Vec::new(); 6];
    for case in 1..=cases {
        // Blank lines before the case, then its six rows.
        let mut first_line = 0;
        let mut row = 0;
        while row < 6 {
            rows[row].clear();
            match input.next_line()? {
                Some(line) => rows[row].extend_from_slice(line),
                None => {
                    return Err(InputError::at(
                        input.token_line(),
                        format!("case {} ends after {} of its 6 rows", case, row),
                    ))
                }
            }
            if row == 0 {
                if rows[0].iter().all(|b| b.is_ascii_whitespace()) {
                    continue;
                }
                first_line = input.token_line();
            }
            row += 1;
        }
        let mut colours = [[0u8; 24]; 2];
        for (which, colours) in colours.iter_mut().enumerate() {
            for &(row, column, slot) in cells.iter() {
                let column = column + which * FINAL_COLUMN;
                // Missing trailing spaces read as spaces.
                let letter = rows[row].get(column).copied().unwrap_or(b' ');
                if !b"GOYRWB".contains(&letter) {
                    return Err(InputError::at(
                        first_line + row,
                        format!(
                            "case {}, column {}: expected a colour letter (G O Y R W B), found {:?}",
                            case,
                            column + 1,
                            letter as char
                        ),
                    ));
                }
                colours[slot] = letter;
            }
        }
        let table = table.get_or_insert_with(|| DistanceTable::new(QUARTER_TURN));
        let moves = distance(&colours[0], &colours[1], table).map_err(|(target, fault)| {
            let which = if target { "final" } else { "initial" };
            InputError::at(
                first_line,
                format!("case {}: the {} cube is not legal: {}", case, which, fault),
            )
        })?;
        writeln!(out, "{}", moves)?;
    }
    Ok(())
}

fn main() {
    io::run("boj-20781", solve);
}
