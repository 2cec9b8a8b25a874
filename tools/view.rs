//! Puzzles drawn as nets: a pocket cube's 24 stickers, a 3x3 cube's 54 facelets and a die's six
//! labels, each placed on a grid of cells, as terminal text (ANSI background colours on a
//! terminal, letters elsewhere) and as the cells the browser page draws.
//!
//! A drawn sticker says which face it lies on (`U`..., or a die's position `top`...), its place
//! in reading order within that face, and its colour: for a cube, the letter of the face the
//! colour belongs to (so a solved face shows its own letter everywhere), for a die, its label.

use cubesmith::cube3::facelet::{self, FACELETS};
use cubesmith::cube3::moves::Face as Face3;
use cubesmith::die::dice::Die;
use cubesmith::die::orientation::Face as Side;
use cubesmith::layout::Layout;
use cubesmith::pocket::cube::{Stickers, STICKER_FACE};
use cubesmith::pocket::net::{sticker_named, CROSS_NET};

/// A puzzle as the viewer knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Puzzle {
    /// A pocket cube.
    Pocket(Stickers),
    /// A 3x3 cube: the colours on its 54 facelets in Kociemba's order, any bytes.
    Cube3([u8; FACELETS]),
    /// A die with text labels.
    Die(Die<String>),
}

/// The three puzzle families.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// The pocket cube.
    Pocket,
    /// The 3x3 cube.
    Cube3,
    /// The die.
    Die,
}

/// One sticker of a net.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The grid row, from 0 at the top.
    pub row: usize,
    /// The grid column, from 0 at the left.
    pub column: usize,
    /// The face it lies on: a face letter, or a die position (`top`, `north`...).
    pub face: String,
    /// Its place in reading order (row by row, left to right) within its face, from 0.
    pub index: usize,
    /// Its colour: the letter of the face the colour belongs to, `?` for a colour no centre
    /// of a 3x3 cube shows; a die's label.
    pub colour: String,
}

/// Where a die's positions are drawn: a map seen from above, the bottom below the south side.
const DIE_NET: [(Side, usize, usize); 6] = [
    (Side::North, 0, 1),
    (Side::West, 1, 0),
    (Side::Top, 1, 1),
    (Side::East, 1, 2),
    (Side::South, 2, 1),
    (Side::Bottom, 3, 1),
];

/// Where each 3x3 face (U R F D L B) starts on the cross net, in cells: U above F; L, F, R, B
/// in a row; D below F. Every face is read from outside as Kociemba's order reads it.
const CUBE3_FACE_AT: [(usize, usize); 6] = [(0, 3), (3, 6), (3, 3), (6, 3), (3, 0), (3, 9)];

impl Puzzle {
    /// The net of this puzzle, cells in reading order of the whole grid. O(stickers).
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Puzzle::Pocket(state) => pocket_cells(state),
            Puzzle::Cube3(colours) => cube3_cells(colours),
            Puzzle::Die(die) => DIE_NET
                .iter()
                .map(|&(side, row, column)| Cell {
                    row,
                    column,
                    face: side.name().to_string(),
                    index: 0,
                    colour: die.get(side).clone(),
                })
                .collect(),
        }
    }

    /// The puzzle's family.
    pub fn family(&self) -> Family {
        match self {
            Puzzle::Pocket(_) => Family::Pocket,
            Puzzle::Cube3(_) => Family::Cube3,
            Puzzle::Die(_) => Family::Die,
        }
    }

    /// Whether every face shows one colour (a die always is). O(stickers).
    pub fn is_solved(&self) -> bool {
        let cells = self.cells();
        cells
            .iter()
            .all(|a| cells.iter().all(|b| a.face != b.face || a.colour == b.colour))
    }

    /// What the puzzle is called in headings: `cube`, or `die`.
    pub fn noun(&self) -> &'static str {
        match self {
            Puzzle::Die(_) => "die",
            _ => "cube",
        }
    }
}

fn pocket_cells(state: &Stickers) -> Vec<Cell> {
    let net = Layout::new(CROSS_NET, 24, sticker_named);
    let mut seen = [0usize; 6];
    net.cells()
        .iter()
        .map(|c| {
            let face = STICKER_FACE[c.slot];
            seen[face.index()] += 1;
            Cell {
                row: c.row,
                column: c.column,
                face: face.letter().to_string(),
                index: seen[face.index()] - 1,
                colour: STICKER_FACE[state.0[c.slot] as usize].letter().to_string(),
            }
        })
        .collect()
}

fn cube3_cells(colours: &[u8; FACELETS]) -> Vec<Cell> {
    // The face whose centre shows a colour names it; a colour on no centre shows as `?`.
    let name = |colour: u8| {
        (0..6)
            .find(|&f| colours[9 * f + 4] == colour)
            .map_or('?', |f| Face3::from_index(f).letter())
            .to_string()
    };
    let mut cells: Vec<Cell> = (0..FACELETS)
        .map(|x| {
            let (face, index) = (facelet::face_of(x), x % 9);
            let (top, left) = CUBE3_FACE_AT[face];
            Cell {
                row: top + index / 3,
                column: left + index % 3,
                face: Face3::from_index(face).letter().to_string(),
                index,
                colour: name(colours[x]),
            }
        })
        .collect();
    cells.sort_by_key(|c| (c.row, c.column));
    cells
}

/// The 256-colour ANSI code of each colour letter's background, the usual scheme: U white,
/// D yellow, F green, B blue, L orange, R red.
fn ansi_code(colour: &str) -> u8 {
    match colour {
        "U" => 231,
        "D" => 226,
        "F" => 34,
        "B" => 27,
        "L" => 208,
        "R" => 196,
        _ => 250,
    }
}

/// The net as text: one grid row per line, each cell its colour letter (or label), with ANSI
/// background colours when `ansi` is set. Trailing space is trimmed; a die's labels are padded
/// to the longest. O(cells).
pub fn text(puzzle: &Puzzle, ansi: bool) -> String {
    let cells = puzzle.cells();
    let is_die = matches!(puzzle, Puzzle::Die(_));
    let width = cells.iter().map(|c| c.colour.chars().count()).max().unwrap_or(1);
    let blank = " ".repeat(if is_die {
        width + 2
    } else if ansi {
        3
    } else {
        2
    });
    let rows = cells.iter().map(|c| c.row + 1).max().unwrap_or(0);
    let mut lines = vec![String::new(); rows];
    let mut column = vec![0usize; rows];
    for cell in &cells {
        let line = &mut lines[cell.row];
        while column[cell.row] < cell.column {
            line.push_str(&blank);
            column[cell.row] += 1;
        }
        let shown = if is_die {
            format!("[{:^w$}]", cell.colour, w = width)
        } else if ansi {
            format!(" {} ", cell.colour)
        } else {
            format!("{} ", cell.colour)
        };
        if ansi {
            let code = if is_die { 231 } else { ansi_code(&cell.colour) };
            line.push_str(&format!("\x1b[30;48;5;{}m{}\x1b[0m", code, shown));
        } else {
            line.push_str(&shown);
        }
        column[cell.row] += 1;
    }
    let mut out = String::new();
    for line in lines {
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

// Named by path so the file is found when the browser tests include this module too.
#[cfg(test)]
mod tests;
