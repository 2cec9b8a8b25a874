//! Puzzles drawn as nets: a pocket cube's 24 stickers, a 3x3 cube's 54 facelets and a die's six
//! labels, each placed on a grid of cells, as terminal text (ANSI background colours on a
//! terminal, the input's own symbols always) and as the cells the browser page draws.
//!
//! A cube's stickers hold what the input wrote on them (its colour letters, digits, any six
//! symbols), not colours the viewer chose: a person compares the picture with the input first.
//! Which fill a symbol gets is decided per puzzle (`Palette`): colour names are drawn in those
//! colours, face letters in the usual scheme, anything else in six distinct fills with the
//! symbol written on the sticker.

use crate::error::ToolError;
use cubesmith::cube3::facelet::{self, FACELETS};
use cubesmith::cube3::moves::{Face as Face3, Move as Move3};
use cubesmith::die::dice::Die;
use cubesmith::die::orientation::Face as Side;
use cubesmith::layout::Layout;
use cubesmith::pocket::cube::{Stickers, STICKER_FACE};
use cubesmith::pocket::net::{sticker_named, CROSS_NET};

/// One sticker of a cube: what the input wrote on it and the colour it stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sticker {
    /// The input's symbol, shown on the sticker and in the terminal (`W`, `o`, `4`, `17`).
    pub symbol: String,
    /// The colour: stickers of one colour belong on one face. The symbol itself, except where
    /// the input numbers stickers rather than colours them (LambdaOJ's 0..23).
    pub colour: String,
}

impl Sticker {
    /// A sticker whose symbol is its colour. O(length of `symbol`).
    pub fn coloured(symbol: &str) -> Sticker {
        Sticker {
            symbol: symbol.to_string(),
            colour: symbol.to_string(),
        }
    }
}

/// A puzzle as the viewer knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Puzzle {
    /// A pocket cube: its 24 sticker slots, LambdaOJ's numbering (`pocket::cube`).
    Pocket(Vec<Sticker>),
    /// A 3x3 cube: its 54 facelets in Kociemba's order (`cube3::facelet`).
    Cube3(Vec<Sticker>),
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
    /// Its colour (see `Sticker`); a die's label.
    pub colour: String,
    /// What is written on it: the input's symbol; a die's label.
    pub symbol: String,
}

pub use crate::hooks::wire::Board;

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
    /// A pocket cube in state `state`, each sticker written as the letter of the face it belongs
    /// on (`U`...): how the library's own states are shown. O(24).
    ///
    /// # Panics
    /// If an entry of `state` is not a sticker (24 or more).
    pub fn pocket_letters(state: &Stickers) -> Puzzle {
        let letter = |&s: &u8| Sticker::coloured(&STICKER_FACE[s as usize].letter().to_string());
        Puzzle::Pocket(state.0.iter().map(letter).collect())
    }

    /// A pocket cube whose stickers are numbered, as LambdaOJ writes states: each slot shows the
    /// number of the sticker in it, coloured as the face that sticker belongs on. O(24).
    ///
    /// # Panics
    /// If an entry of `state` is not a sticker (24 or more).
    pub fn pocket_numbered(state: &Stickers) -> Puzzle {
        let numbered = |&s: &u8| Sticker {
            symbol: s.to_string(),
            colour: STICKER_FACE[s as usize].letter().to_string(),
        };
        Puzzle::Pocket(state.0.iter().map(numbered).collect())
    }

    /// A 3x3 cube showing `colours` (bytes, one a facelet in Kociemba's order). O(54).
    pub fn cube3(colours: &[u8; FACELETS]) -> Puzzle {
        let sticker = |&c: &u8| Sticker::coloured(&(c as char).to_string());
        Puzzle::Cube3(colours.iter().map(sticker).collect())
    }

    /// A puzzle of `family` from the input's symbols (24 or 54 of them, by slot), or why not.
    /// O(stickers).
    pub fn from_symbols(family: Family, symbols: Vec<String>) -> Result<Puzzle, ToolError> {
        let stickers: Vec<Sticker> = symbols.iter().map(|s| Sticker::coloured(s)).collect();
        match (family, stickers.len()) {
            (Family::Pocket, 24) => Ok(Puzzle::Pocket(stickers)),
            (Family::Cube3, FACELETS) => Ok(Puzzle::Cube3(stickers)),
            (_, n) => Err(ToolError::input(format!(
                "the viewer's reader gave a cube of {} stickers",
                n
            ))),
        }
    }

    /// The net of this puzzle, cells in reading order of the whole grid. O(stickers).
    ///
    /// # Panics
    /// If a cube holds fewer stickers than its family has (24, 54).
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Puzzle::Pocket(stickers) => pocket_cells(stickers),
            Puzzle::Cube3(stickers) => cube3_cells(stickers),
            Puzzle::Die(die) => DIE_NET
                .iter()
                .map(|&(side, row, column)| Cell {
                    row,
                    column,
                    face: side.name().to_string(),
                    index: 0,
                    colour: die.get(side).clone(),
                    symbol: die.get(side).clone(),
                })
                .collect(),
        }
    }

    /// The puzzle's family. O(1).
    pub fn family(&self) -> Family {
        match self {
            Puzzle::Pocket(_) => Family::Pocket,
            Puzzle::Cube3(_) => Family::Cube3,
            Puzzle::Die(_) => Family::Die,
        }
    }

    /// Whether every face shows one colour (a die always is). O(stickers^2).
    ///
    /// # Panics
    /// If a cube holds fewer stickers than its family has (24, 54).
    pub fn is_solved(&self) -> bool {
        let cells = self.cells();
        cells
            .iter()
            .all(|a| cells.iter().all(|b| a.face != b.face || a.colour == b.colour))
    }

    /// What the puzzle is called in headings: `cube`, or `die`. O(1).
    pub fn noun(&self) -> &'static str {
        match self {
            Puzzle::Die(_) => "die",
            _ => "cube",
        }
    }

    /// The puzzle with face `face` (a cell's `face`: `U`, `top`...) showing `symbols` in its
    /// reading order, each its own colour: a state an output printed one face of. `None` for a
    /// pocket cube, a face it has not, or a count that does not fit. O(stickers).
    ///
    /// # Panics
    /// If a 3x3 cube holds fewer than 54 stickers.
    pub fn with_face(&self, face: &str, symbols: &[String]) -> Option<Puzzle> {
        match self {
            Puzzle::Cube3(stickers) if symbols.len() == 9 => {
                let f = ["U", "R", "F", "D", "L", "B"].iter().position(|&l| l == face)?;
                let mut stickers = stickers.clone();
                for (i, symbol) in symbols.iter().enumerate() {
                    stickers[9 * f + i] = Sticker::coloured(symbol);
                }
                Some(Puzzle::Cube3(stickers))
            }
            Puzzle::Die(die) if symbols.len() == 1 => {
                let side = *Side::ALL.iter().find(|s| s.name() == face)?;
                let mut die = die.clone();
                *die.get_mut(side) = symbols[0].clone();
                Some(Puzzle::Die(die))
            }
            _ => None,
        }
    }

    /// A cube's stickers by slot (none for a die). O(1).
    pub fn stickers(&self) -> &[Sticker] {
        match self {
            Puzzle::Pocket(s) | Puzzle::Cube3(s) => s,
            Puzzle::Die(_) => &[],
        }
    }
}

/// The permutation `p` a 3x3 move makes on facelets, `after[i] = before[p[i]]`. O(54).
pub fn cube3_permutation(m: Move3) -> [u8; FACELETS] {
    let mut identity = [0u8; FACELETS];
    for (i, v) in identity.iter_mut().enumerate() {
        *v = i as u8;
    }
    facelet::turn(&identity, m)
}

fn pocket_cells(stickers: &[Sticker]) -> Vec<Cell> {
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
                colour: stickers[c.slot].colour.clone(),
                symbol: stickers[c.slot].symbol.clone(),
            }
        })
        .collect()
}

fn cube3_cells(stickers: &[Sticker]) -> Vec<Cell> {
    let mut cells: Vec<Cell> = (0..FACELETS)
        .map(|x| {
            let (face, index) = (facelet::face_of(x), x % 9);
            let (top, left) = CUBE3_FACE_AT[face];
            Cell {
                row: top + index / 3,
                column: left + index % 3,
                face: Face3::from_index(face).letter().to_string(),
                index,
                colour: stickers[x].colour.clone(),
                symbol: stickers[x].symbol.clone(),
            }
        })
        .collect();
    cells.sort_by_key(|c| (c.row, c.column));
    cells
}

/// A fill: sRGB for the page, a 256-colour ANSI background for the terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fill {
    /// `#rrggbb`.
    pub rgb: &'static str,
    /// The ANSI 256-colour code nearest to it.
    pub ansi: u8,
}

const WHITE: Fill = Fill {
    rgb: "#ffffff",
    ansi: 231,
};
const YELLOW: Fill = Fill {
    rgb: "#ffd500",
    ansi: 220,
};
const RED: Fill = Fill {
    rgb: "#b71234",
    ansi: 160,
};
const ORANGE: Fill = Fill {
    rgb: "#ff5800",
    ansi: 202,
};
const GREEN: Fill = Fill {
    rgb: "#009b48",
    ansi: 29,
};
const BLUE: Fill = Fill {
    rgb: "#0046ad",
    ansi: 25,
};
/// A colour the puzzle does not name (a die's faces, a symbol past the twelfth).
const GREY: Fill = Fill {
    rgb: "#bdbdbd",
    ansi: 250,
};

/// Colour names an input may use, either case.
const NAMED: [(char, Fill); 6] = [
    ('W', WHITE),
    ('Y', YELLOW),
    ('R', RED),
    ('O', ORANGE),
    ('G', GREEN),
    ('B', BLUE),
];

/// Face letters coloured in the usual scheme: U white, D yellow, F green, B blue, L orange, R red.
const FACE_SCHEME: [(char, Fill); 6] = [
    ('U', WHITE),
    ('D', YELLOW),
    ('F', GREEN),
    ('B', BLUE),
    ('L', ORANGE),
    ('R', RED),
];

/// Fills for symbols that name no colour, after the six usual ones: each a hue of its own.
const OTHER: [Fill; 6] = [
    Fill {
        rgb: "#c2185b",
        ansi: 162,
    },
    Fill {
        rgb: "#7b1fa2",
        ansi: 91,
    },
    Fill {
        rgb: "#00838f",
        ansi: 30,
    },
    Fill {
        rgb: "#6d4c41",
        ansi: 95,
    },
    Fill {
        rgb: "#9e9d24",
        ansi: 142,
    },
    Fill {
        rgb: "#546e7a",
        ansi: 66,
    },
];

/// How one view's colours are filled, and whether its symbols are written on its stickers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Each colour with its fill.
    pub fills: Vec<(String, Fill)>,
    /// Whether stickers carry their symbol: when a symbol names no colour (digits, sticker
    /// numbers, a die's labels), the fill alone would not say what the input wrote.
    pub labelled: bool,
}

impl Palette {
    /// The palette of a view whose start is `puzzle`: its colours (a move never adds one). Colour
    /// names (W Y R O G B, either case) are drawn as named; face letters (U R F D L B, with one of
    /// U F D L, so `R B` alone are red and blue) in the usual scheme; other symbols in the six
    /// usual fills in sorted order, then six more. O(stickers log stickers).
    ///
    /// # Panics
    /// If a cube holds fewer stickers than its family has (24, 54).
    pub fn of(puzzle: &Puzzle) -> Palette {
        let cells = puzzle.cells();
        let mut colours: Vec<String> = cells.iter().map(|c| c.colour.clone()).collect();
        colours.sort();
        colours.dedup();
        if puzzle.family() == Family::Die {
            let fills = colours.into_iter().map(|c| (c, WHITE)).collect();
            return Palette {
                fills,
                labelled: true,
            };
        }
        let letter = |c: &str| {
            let mut chars = c.chars();
            match (chars.next(), chars.next()) {
                (Some(l), None) => Some(l),
                _ => None,
            }
        };
        let in_table = |table: &[(char, Fill)], c: &str, fold: bool| {
            let l = letter(c)?;
            let l = if fold { l.to_ascii_uppercase() } else { l };
            table.iter().find(|(t, _)| *t == l).map(|(_, f)| *f)
        };
        let faces = colours.iter().all(|c| in_table(&FACE_SCHEME, c, false).is_some())
            && colours.iter().any(|c| ["U", "F", "D", "L"].contains(&c.as_str()));
        let table: &[(char, Fill)] = if faces { &FACE_SCHEME } else { &NAMED };
        let mut fills: Vec<(String, Fill)> = Vec::new();
        let mut spare = NAMED.iter().map(|(_, f)| *f).chain(OTHER.iter().copied());
        let mut unnamed = Vec::new();
        for c in &colours {
            match in_table(table, c, !faces) {
                Some(f) => fills.push((c.clone(), f)),
                None => unnamed.push(c.clone()),
            }
        }
        let taken: Vec<Fill> = fills.iter().map(|(_, f)| *f).collect();
        for c in &unnamed {
            let fill = spare.find(|f| !taken.contains(f)).unwrap_or(GREY);
            fills.push((c.clone(), fill));
        }
        let labelled = !unnamed.is_empty() || cells.iter().any(|c| c.symbol != c.colour);
        Palette { fills, labelled }
    }

    /// The fill of `colour`: grey for one the view's start does not show. O(colours).
    pub fn fill(&self, colour: &str) -> Fill {
        self.fills
            .iter()
            .find(|(c, _)| c == colour)
            .map_or(GREY, |(_, f)| *f)
    }
}

/// The net as text: one grid row per line, each cell the input's symbol (padded to the widest),
/// a die's label in brackets, with ANSI background colours from `palette` when `ansi` is set.
/// Trailing space is trimmed. O(cells).
///
/// # Panics
/// If a cube holds fewer stickers than its family has (24, 54).
pub fn text(puzzle: &Puzzle, palette: &Palette, ansi: bool) -> String {
    let cells = puzzle.cells();
    let is_die = matches!(puzzle, Puzzle::Die(_));
    let width = cells.iter().map(|c| c.symbol.chars().count()).max().unwrap_or(1);
    let (open, close) = match (is_die, ansi) {
        (true, _) => ("[", "]"),
        (false, true) => (" ", " "),
        (false, false) => ("", " "),
    };
    let blank = " ".repeat(width + open.len() + close.len());
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
            format!("{}{:^w$}{}", open, cell.symbol, close, w = width)
        } else {
            format!("{}{:<w$}{}", open, cell.symbol, close, w = width)
        };
        if ansi {
            let code = palette.fill(&cell.colour).ansi;
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

/// A board as text: one row a line, each cell's text right-aligned to the widest, in `[ ]` where
/// the die starts, in `( )` where its way goes after, blank-padded elsewhere; trailing space
/// trimmed. O(cells x path).
///
/// # Panics
/// If `board.cells` holds fewer than `rows x cols` cells.
pub fn board_text(board: &Board) -> String {
    let width = board.cells.iter().map(|c| c.chars().count()).max().unwrap_or(1);
    let mut out = String::new();
    for row in 0..board.rows {
        let mut line = String::new();
        for col in 0..board.cols {
            let cell = row * board.cols + col;
            let (open, close) = if board.path.first() == Some(&cell) {
                ('[', ']')
            } else if board.path.contains(&cell) {
                ('(', ')')
            } else {
                (' ', ' ')
            };
            line.push_str(&format!("{}{:>w$}{}", open, board.cells[cell], close, w = width));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

// Named by path so the file is found when the browser tests include this module too.
#[cfg(test)]
mod tests;
