//! Judge layouts as data: which sticker of a puzzle each character or token of a judge's input
//! shows, described once as a picture and used both ways, to read an input and to write one.
//!
//! A picture is the judge's drawing with every cell replaced by the name of the sticker it shows
//! and `.` for a cell that shows none (padding, a gap between faces). Cells are separated by
//! white space, one token per character position, so the columns of a net line up:
//!
//! ```text
//! .     .     U@UBL U@UBR
//! .     .     U@UFL U@UFR
//! L@LUB L@LUF F@FUL F@FUR R@RUF R@RUB B@BUR B@BUL
//! ```
//!
//! Names belong to the puzzle: each family has a naming function (`pocket::net::sticker_named`
//! for `U@UBL`, the 3x3 cube's facelets, a die's faces), so one mechanism serves every puzzle,
//! whatever its number of stickers. Reading order is row by row, left to right.
//!
//! Inputs of many cases laid out alike, puzzles side by side in fixed columns, are read with
//! [`Blocks`]: in place while a case is laid out like the one before, else line by line.

use super::io::{is_space, shown, InputError, Scanner};
use std::fmt;
use std::io::BufRead;

/// One cell of a layout that shows a sticker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The picture row, from 0.
    pub row: usize,
    /// The column within the row (the token's index), from 0.
    pub column: usize,
    /// The puzzle's slot (sticker index) shown there.
    pub slot: usize,
}

/// A judge's layout of one puzzle: its cells in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    cells: Vec<Cell>,
    rows: usize,
}

impl Layout {
    /// The layout drawn by `picture` for a puzzle of `slots` stickers, whose sticker names
    /// `name` turns into slots. O(cells x the cost of `name`).
    ///
    /// # Panics
    /// If a cell's name is no sticker, or a sticker is shown twice or not at all: a layout is a
    /// constant of its program, so a mistake in it is a bug, reported with the name at fault.
    pub fn new(picture: &str, slots: usize, name: impl Fn(&str) -> Option<usize>) -> Layout {
        let mut cells = Vec::new();
        let lines: Vec<&str> = picture.lines().filter(|l| !l.trim().is_empty()).collect();
        for (row, line) in lines.iter().enumerate() {
            for (column, token) in line.split_whitespace().enumerate() {
                if token == "." {
                    continue;
                }
                let slot = match name(token) {
                    Some(s) if s < slots => s,
                    _ => panic!("layout: {:?} is not a sticker of this puzzle", token),
                };
                let drawn = cells.iter().any(|c: &Cell| c.slot == slot);
                assert!(!drawn, "layout: {:?} is drawn twice", token);
                cells.push(Cell { row, column, slot });
            }
        }
        assert!(
            cells.len() == slots,
            "layout: {} of the puzzle's {} stickers are drawn",
            cells.len(),
            slots
        );
        Layout {
            cells,
            rows: lines.len(),
        }
    }

    /// The cells in reading order. O(1).
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The number of stickers (cells) the layout shows. O(1).
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the layout shows no sticker (never, for a layout made by [`Layout::new`]). O(1).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The number of picture rows. O(1).
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The width of the widest row, in cells. O(cells).
    pub fn width(&self) -> usize {
        self.cells.iter().map(|c| c.column + 1).max().unwrap_or(0)
    }

    /// Values given in reading order, placed by slot. O(cells).
    ///
    /// # Panics
    /// If `in_reading_order` does not hold one value per cell.
    pub fn by_slot<T: Copy + Default>(&self, in_reading_order: &[T]) -> Vec<T> {
        assert_eq!(in_reading_order.len(), self.len(), "one value per cell");
        let mut out = vec![T::default(); self.len()];
        for (cell, &v) in self.cells.iter().zip(in_reading_order) {
            out[cell.slot] = v;
        }
        out
    }

    /// Values given by slot, in reading order: what a judge's input lists. O(cells).
    ///
    /// # Panics
    /// If `by_slot` is shorter than the number of stickers.
    pub fn in_reading_order<T: Copy>(&self, by_slot: &[T]) -> Vec<T> {
        self.cells.iter().map(|c| by_slot[c.slot]).collect()
    }

    /// Reads one puzzle as `len()` letters in reading order, white space anywhere ignored (a
    /// token may hold several letters), each one of `alphabet`. Returns the letters by slot.
    /// Errors name the line and the letter. O(input read).
    pub fn read_letters<R: BufRead>(
        &self,
        input: &mut Scanner<R>,
        alphabet: &[u8],
    ) -> Result<Vec<u8>, InputError> {
        let refused = |b: u8| format!("{} is not a colour ({})", quoted(b), spaced(alphabet));
        self.read_bytes(input, "letters", |b| alphabet.contains(&b), refused)
    }

    /// Reads one puzzle as `len()` symbols in reading order, white space anywhere ignored (a
    /// token may hold several symbols), each any printable ASCII character: for puzzles whose
    /// colours are told apart afterwards (a 3x3 cube's by its centres). Returns the symbols by
    /// slot. Errors name the line and the byte. O(input read).
    pub fn read_symbols<R: BufRead>(&self, input: &mut Scanner<R>) -> Result<Vec<u8>, InputError> {
        let refused = |b: u8| format!("{} is not a colour: not a printable ASCII symbol", quoted(b));
        self.read_bytes(input, "symbols", |b| b.is_ascii_graphic(), refused)
    }

    /// `len()` bytes in reading order, white space ignored, each one `accept` takes (`refused`
    /// says why not); `what` names them in errors ("letters"). Returns them by slot.
    fn read_bytes<R: BufRead>(
        &self,
        input: &mut Scanner<R>,
        what: &str,
        accept: impl Fn(u8) -> bool,
        refused: impl Fn(u8) -> String,
    ) -> Result<Vec<u8>, InputError> {
        let wanted = self.len();
        let mut letters = Vec::with_capacity(wanted);
        while letters.len() < wanted {
            let ended = input.token()?.is_none();
            let token = input.token_text();
            // What is wrong with the token, if anything; a sound one is taken whole.
            let fault = if ended {
                format!(
                    "the input ends after {} of the {} {}",
                    letters.len(),
                    wanted,
                    what
                )
            } else if letters.len() + token.len() > wanted {
                format!("{:?} runs past the {} {}", shown(token), wanted, what)
            } else if let Some(&b) = token.iter().find(|&&b| !accept(b)) {
                refused(b)
            } else {
                letters.extend_from_slice(token);
                continue;
            };
            return Err(InputError::at(input.token_line(), fault));
        }
        Ok(self.by_slot(&letters))
    }

    /// Reads one puzzle as `len()` white-space separated tokens in reading order, each turned
    /// into a value by `value` (`None` refuses it; `what` says what was wanted, e.g. "a colour
    /// 1..6"). Returns the values by slot. O(input read).
    pub fn read_tokens<R: BufRead, T: Copy + Default>(
        &self,
        input: &mut Scanner<R>,
        what: &str,
        value: impl Fn(&[u8]) -> Option<T>,
    ) -> Result<Vec<T>, InputError> {
        let mut values = Vec::with_capacity(self.len());
        while values.len() < self.len() {
            if input.token()?.is_none() {
                return Err(InputError::at(
                    input.token_line(),
                    format!(
                        "the input ends after {} of the {} values",
                        values.len(),
                        self.len()
                    ),
                ));
            }
            let token = input.token_text();
            match value(token) {
                Some(v) => values.push(v),
                None => {
                    return Err(InputError::at(
                        input.token_line(),
                        format!(
                            "value {}: expected {}, found {:?}",
                            values.len() + 1,
                            what,
                            shown(token)
                        ),
                    ))
                }
            }
        }
        Ok(self.by_slot(&values))
    }

    /// Reads one puzzle from picture rows placed at a fixed position: the cell in row `r`,
    /// column `c` is byte `c + column_offset` of `rows[r]` (a missing byte reads as a space, so
    /// trailing spaces may be cut). Each byte must be one of `alphabet`. `first_line` is the input
    /// line of `rows[0]`, for errors. Returns the letters by slot. O(cells).
    pub fn read_rows(
        &self,
        rows: &[Vec<u8>],
        first_line: usize,
        column_offset: usize,
        alphabet: &[u8],
    ) -> Result<Vec<u8>, InputError> {
        let mut out = vec![0u8; self.len()];
        self.read_rows_into(rows, first_line, column_offset, alphabet, &mut out)?;
        Ok(out)
    }

    /// [`Layout::read_rows`] into `out`, by slot, without allocating: for inputs of many
    /// puzzles. O(cells), with one lookup per cell to test the alphabet.
    ///
    /// # Panics
    /// If `out` is shorter than the number of stickers.
    pub fn read_rows_into(
        &self,
        rows: &[Vec<u8>],
        first_line: usize,
        column_offset: usize,
        alphabet: &[u8],
        out: &mut [u8],
    ) -> Result<(), InputError> {
        // The alphabet as a table: a byte's test is one lookup, not a search.
        let mut accepted = [false; 256];
        for &a in alphabet {
            accepted[usize::from(a)] = true;
        }
        for cell in &self.cells {
            let column = cell.column + column_offset;
            let b = rows
                .get(cell.row)
                .and_then(|r| r.get(column))
                .map_or(b' ', |&b| b);
            if !accepted[usize::from(b)] {
                // Cells come in reading order: this is the first byte refused.
                return Err(InputError::at(
                    first_line + cell.row,
                    format!(
                        "column {}: expected a colour letter ({}), found {}",
                        column + 1,
                        spaced(alphabet),
                        quoted(b)
                    ),
                ));
            }
            out[cell.slot] = b;
        }
        Ok(())
    }

    /// Where each sticker's cell is in a text whose rows start at the offsets `starts` (and the
    /// last ends, after its newline, at the last offset), the picture placed `column_offset`
    /// columns in: offsets by slot, so that reading many puzzles laid out alike is one load a
    /// cell. `None` if a cell is past the end of its row, where [`Layout::read_rows`] reads a
    /// space. O(cells).
    pub fn offsets(&self, starts: &[usize], column_offset: usize) -> Option<Vec<usize>> {
        let mut out = vec![0; self.len()];
        for cell in &self.cells {
            let at = starts.get(cell.row)? + cell.column + column_offset;
            // The row's last byte is its newline.
            if at + 1 >= *starts.get(cell.row + 1)? {
                return None;
            }
            out[cell.slot] = at;
        }
        Some(out)
    }

    /// The picture's rows with each sticker's value written in: the inverse of reading. Empty
    /// cells hold `filler`, cells are joined by `separator`, and each row stops after its last
    /// sticker. O(cells).
    ///
    /// # Panics
    /// If `by_slot` is shorter than the number of stickers.
    pub fn write<T: fmt::Display>(&self, by_slot: &[T], filler: &str, separator: &str) -> Vec<String> {
        let mut rows: Vec<Vec<String>> = vec![Vec::new(); self.rows];
        for cell in &self.cells {
            let row = &mut rows[cell.row];
            while row.len() < cell.column {
                row.push(filler.to_string());
            }
            row.push(by_slot[cell.slot].to_string());
        }
        rows.iter().map(|r| r.join(separator)).collect()
    }
}

/// Many cases laid out alike: each a block of rows after `blank` blank lines, showing `P`
/// puzzles of `N` stickers drawn by one layout side by side, the picture placed at a fixed
/// column offset for each. A case is read in place when it can be ([`Blocks::read_in_place`]:
/// whole in the reader's buffer and its lines as long as the case before, a load a sticker, no
/// copy), else line by line ([`Blocks::read`], any white space around the rows, standard
/// messages): for inputs of many thousands of cases.
///
/// ```
/// use cubesmith::io::Scanner;
/// use cubesmith::layout::{Blocks, Layout};
///
/// // Two puzzles of two stickers side by side, `|` between them, a blank line before each case.
/// let layout = Layout::new("a b", 2, |name| "ab".find(name));
/// let mut cases: Blocks<2, 2> = Blocks::new(&layout, 1, [0, 3]);
/// let mut input = Scanner::new(&b"\nxy|zw\n\nyx|wz\n\n\nxx|zz\n"[..]);
/// let take = |p: &[[u8; 2]; 2]| Some(*p);
/// assert_eq!(cases.read_in_place(&mut input, take), Some([*b"xy", *b"zw"]));
/// assert_eq!(cases.read_in_place(&mut input, take), Some([*b"yx", *b"wz"]));
/// // Two blank lines before the last case: it is not laid out alike, and is read line by line.
/// assert_eq!(cases.read_in_place(&mut input, take), None);
/// assert_eq!(cases.read(&mut input, b"xyzw").unwrap(), ([*b"xx", *b"zz"], 7));
/// ```
#[derive(Clone, Debug)]
pub struct Blocks<const N: usize, const P: usize> {
    layout: Layout,
    /// The blank lines before a case's rows, when it is read in place.
    blank: usize,
    /// Where each puzzle's picture starts in a row.
    columns: [usize; P],
    /// The rows of the last case read line by line, their buffers reused.
    rows: Vec<Vec<u8>>,
    /// Where the lines of the last case read in place started (and where the last ended).
    starts: Vec<usize>,
    /// Where each puzzle's stickers are, by slot, in the text of lines laid out as `starts`;
    /// `None` when a sticker is past the end of its line.
    offsets: Option<[[usize; N]; P]>,
}

impl<const N: usize, const P: usize> Blocks<N, P> {
    /// Cases of `P` puzzles drawn by `layout`, the picture's column 0 at `columns[i]` for puzzle
    /// `i`, after `blank` blank lines when read in place. O(cells).
    ///
    /// # Panics
    /// If `layout` does not show `N` stickers, or `blank` and the layout's rows are more than 8
    /// lines (the most [`Scanner::lines_with`] hands over): the shape of a case is a constant of
    /// its program.
    pub fn new(layout: &Layout, blank: usize, columns: [usize; P]) -> Blocks<N, P> {
        assert_eq!(
            layout.len(),
            N,
            "blocks: the layout shows {} stickers",
            layout.len()
        );
        assert!(
            blank + layout.rows() <= 8,
            "blocks: {} lines a case, more than 8",
            blank + layout.rows()
        );
        Blocks {
            layout: layout.clone(),
            blank,
            columns,
            rows: vec![Vec::new(); layout.rows()],
            starts: Vec::new(),
            offsets: None,
        }
    }

    /// The next case, read line by line: its rows after any number of blank lines
    /// ([`Scanner::block`]), each puzzle's bytes by slot, each one of `alphabet` (a missing byte
    /// reads as a space), as [`Layout::read_rows`] reads them; and the line of its first row.
    /// Errors name the line and the column. The rows' buffers are reused: no allocation a case.
    /// O(length of the lines + P x cells).
    pub fn read<R: BufRead>(
        &mut self,
        input: &mut Scanner<R>,
        alphabet: &[u8],
    ) -> Result<([[u8; N]; P], usize), InputError> {
        let line = input.block(&mut self.rows)?;
        let mut puzzles = [[0u8; N]; P];
        for (puzzle, &column) in puzzles.iter_mut().zip(&self.columns) {
            self.layout
                .read_rows_into(&self.rows, line, column, alphabet, puzzle)?;
        }
        Ok((puzzles, line))
    }

    /// The next case read in place, if it is laid out alike: its `blank` blank lines and rows
    /// whole in the reader's buffer ([`Scanner::lines_with`]), each line as long as in the case
    /// before (or a new shape, then learned: [`Layout::offsets`]), every sticker's byte within
    /// its line. Each puzzle's bytes, by slot, are handed to `read` unchecked (a `\r` before a
    /// line's `\n`, or any byte no puzzle shows, may be among them); the case is consumed if
    /// `read` returns a value. `None`, with nothing consumed, for a case not laid out alike or
    /// that `read` declines: read it with [`Blocks::read`], which gives the fault's message.
    /// O(P x cells + length of the lines), a load a sticker; O(P x cells) more for a new shape.
    pub fn read_in_place<R: BufRead, T>(
        &mut self,
        input: &mut Scanner<R>,
        read: impl FnOnce(&[[u8; N]; P]) -> Option<T>,
    ) -> Option<T> {
        let lines = self.blank + self.rows.len();
        input.lines_with(lines, |text, starts| {
            if starts != &self.starts[..] {
                self.learn(starts);
            }
            let offsets = self.offsets.as_ref()?;
            if !text[..starts[self.blank]].iter().all(is_space) {
                return None;
            }
            let mut puzzles = [[0u8; N]; P];
            for (puzzle, at) in puzzles.iter_mut().zip(offsets) {
                for (b, &at) in puzzle.iter_mut().zip(at) {
                    *b = text[at];
                }
            }
            read(&puzzles)
        })
    }

    /// Finds where each puzzle's stickers are in lines that start at `starts`. O(P x cells).
    fn learn(&mut self, starts: &[usize]) {
        self.starts.clear();
        self.starts.extend_from_slice(starts);
        let mut offsets = [[0; N]; P];
        for (puzzle, &column) in offsets.iter_mut().zip(&self.columns) {
            match self.layout.offsets(&starts[self.blank..], column) {
                Some(at) => puzzle.copy_from_slice(&at),
                None => {
                    self.offsets = None;
                    return;
                }
            }
        }
        self.offsets = Some(offsets);
    }
}

/// A byte as text for a message: `'X'` if printable, else its number. O(1).
pub fn quoted(b: u8) -> String {
    if b.is_ascii_graphic() || b == b' ' {
        format!("'{}'", b as char)
    } else {
        format!("byte {}", b)
    }
}

/// Letters separated by spaces: `W R Y`.
fn spaced(alphabet: &[u8]) -> String {
    let letters: Vec<String> = alphabet.iter().map(|&b| (b as char).to_string()).collect();
    letters.join(" ")
}

#[cfg(test)]
mod tests;
