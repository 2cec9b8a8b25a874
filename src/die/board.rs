//! What lies on the cells of a board: rows of numbers or of letters read as judges write them,
//! one row per line, with errors that name the line, the row and the column, and written back;
//! the cells of letters that must occur once (a start, a goal); the regions of equal neighbouring
//! cells.
//!
//! Values come back in a `Vec` indexed by cell, in the numbering of [`Grid`] (row by row from
//! the north-west corner).
//!
//! ```
//! use cubesmith::die::board::{read_letters, read_numbers, region_sizes, unique_cells, write_numbers};
//! use cubesmith::die::grid::Grid;
//! use cubesmith::io::Scanner;
//!
//! let mut input = Scanner::new(&b"1 2 2\n3 2 2\nk#w\nwwr\n"[..]);
//! let grid = Grid::new(2, 3);
//! let numbers = read_numbers(&mut input, grid, 0, 9).unwrap();
//! assert_eq!(numbers, vec![1, 2, 2, 3, 2, 2]);
//! assert_eq!(region_sizes(grid, &numbers), vec![1, 4, 4, 1, 4, 4]);
//! assert_eq!(write_numbers(grid, &numbers), "1 2 2\n3 2 2\n");
//! let letters = read_letters(&mut input, grid, b"kwr#").unwrap();
//! assert_eq!(letters, b"k#wwwr".to_vec());
//! assert_eq!(unique_cells(&letters, b"#r"), Ok(vec![1, 5]));
//! assert_eq!(
//!     unique_cells(&letters, b"#b").unwrap_err(),
//!     "'b' occurs 0 times, expected exactly once"
//! );
//!
//! let mut short = Scanner::new(&b"\n1 2\n3 4 5\n"[..]);
//! let error = read_numbers(&mut short, Grid::new(2, 2), 0, 9).unwrap_err();
//! assert_eq!(error.to_string(), "input line 3: row 2: expected 2 numbers, found 3");
//! ```

use super::super::io::{is_space, parse_unsigned, shown, InputError, Scanner};
use super::grid::Grid;
use super::orientation::Direction;
use std::convert::TryFrom;
use std::fmt::Display;
use std::io::BufRead;

/// The grid of a board of `rows` x `cols` cells whose size was read on input line `line`, if it
/// has at most `most` cells: boards are kept whole in memory, their rows allocated before they
/// are read. The error says so: `a board of 5000 x 5000 cells: more than the 10000000 this
/// program keeps in memory`. O(1).
pub fn sized(rows: u64, cols: u64, most: u64, line: usize) -> Result<Grid, InputError> {
    let cells = rows.saturating_mul(cols);
    if cells > most || usize::try_from(cells).is_err() {
        let why = format!(
            "a board of {} x {} cells: more than the {} this program keeps in memory",
            rows, cols, most
        );
        return Err(InputError::at(line, why));
    }
    Ok(Grid::new(rows as usize, cols as usize))
}

/// Reads `grid.rows()` lines, after any blank lines, each holding exactly `grid.cols()` whole
/// numbers in `lo..=hi` separated by white space (a line may end in `\r\n`). Returns them by
/// cell. O(length of the lines).
///
/// Errors name the input line: a row with too few or too many numbers, a token that is not a
/// number (`row 2, column 3 must be an integer, found "x"`), a number out of range, or the end
/// of the input before the last row.
pub fn read_numbers<R: BufRead>(
    input: &mut Scanner<R>,
    grid: Grid,
    lo: u64,
    hi: u64,
) -> Result<Vec<u64>, InputError> {
    let mut rows = vec![Vec::new(); grid.rows()];
    let first = input.block(&mut rows)?;
    let mut values = Vec::with_capacity(grid.cells());
    for (r, row) in rows.iter().enumerate() {
        let line = first + r;
        let before = values.len();
        for (c, token) in row.split(is_space).filter(|t| !t.is_empty()).enumerate() {
            let at = format!("row {}, column {}", r + 1, c + 1);
            let value = parse_unsigned(token).ok_or_else(|| {
                InputError::at(
                    line,
                    format!("{} must be an integer, found {:?}", at, shown(token)),
                )
            })?;
            if value < lo || value > hi {
                return Err(InputError::at(
                    line,
                    format!("{}: {} is out of range {}..={}", at, value, lo, hi),
                ));
            }
            values.push(value);
        }
        let found = values.len() - before;
        if found != grid.cols() {
            return Err(InputError::at(
                line,
                format!("row {}: expected {} numbers, found {}", r + 1, grid.cols(), found),
            ));
        }
    }
    Ok(values)
}

/// Reads `grid.rows()` lines, after any blank lines, each exactly `grid.cols()` characters from
/// `allowed` with no white space between them (white space at the end of a line is ignored).
/// Returns the characters by cell. O(length of the lines).
///
/// Errors name the input line: a row of the wrong length, a character not in `allowed`, or the
/// end of the input before the last row.
pub fn read_letters<R: BufRead>(
    input: &mut Scanner<R>,
    grid: Grid,
    allowed: &[u8],
) -> Result<Vec<u8>, InputError> {
    let mut rows = vec![Vec::new(); grid.rows()];
    let first = input.block(&mut rows)?;
    let mut letters = Vec::with_capacity(grid.cells());
    for (r, row) in rows.iter().enumerate() {
        let line = first + r;
        let length = row.len() - row.iter().rev().take_while(|b| is_space(b)).count();
        if length != grid.cols() {
            return Err(InputError::at(
                line,
                format!(
                    "row {}: expected {} characters, found {}",
                    r + 1,
                    grid.cols(),
                    length
                ),
            ));
        }
        if let Some(c) = row[..length].iter().position(|b| !allowed.contains(b)) {
            return Err(InputError::at(
                line,
                format!(
                    "row {}, column {}: {:?} is not one of {:?}",
                    r + 1,
                    c + 1,
                    shown(&row[c..c + 1]),
                    shown(allowed)
                ),
            ));
        }
        letters.extend_from_slice(&row[..length]);
    }
    Ok(letters)
}

/// The board as rows of numbers, the way [`read_numbers`] reads them: each row on its own line,
/// numbers separated by single spaces. O(cells).
///
/// # Panics
/// If `values.len() != grid.cells()`.
pub fn write_numbers<T: Display>(grid: Grid, values: &[T]) -> String {
    check_size(grid, values.len());
    let mut text = String::new();
    for r in 0..grid.rows() {
        let row = &values[r * grid.cols()..(r + 1) * grid.cols()];
        let numbers: Vec<String> = row.iter().map(T::to_string).collect();
        text.push_str(&numbers.join(" "));
        text.push('\n');
    }
    text
}

/// The board as rows of letters, the way [`read_letters`] reads them: each row on its own line.
/// Bytes that are not UTF-8 are written as U+FFFD. O(cells).
///
/// # Panics
/// If `letters.len() != grid.cells()`.
pub fn write_letters(grid: Grid, letters: &[u8]) -> String {
    check_size(grid, letters.len());
    let mut bytes = Vec::with_capacity(letters.len() + grid.rows());
    for r in 0..grid.rows() {
        bytes.extend_from_slice(&letters[r * grid.cols()..(r + 1) * grid.cols()]);
        bytes.push(b'\n');
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The cell of each of `letters` in `cells`, for letters that must occur exactly once (a start,
/// a goal...), in the order of `letters`. `Err` names the first letter that occurs another
/// number of times: `'#' occurs 2 times, expected exactly once`. O(cells x letters).
pub fn unique_cells(cells: &[u8], letters: &[u8]) -> Result<Vec<usize>, String> {
    let mut found = Vec::with_capacity(letters.len());
    for &letter in letters {
        let count = cells.iter().filter(|&&c| c == letter).count();
        if count != 1 {
            return Err(format!(
                "{:?} occurs {} times, expected exactly once",
                char::from(letter),
                count
            ));
        }
        found.extend(cells.iter().position(|&c| c == letter));
    }
    Ok(found)
}

/// For every cell, the size of its region: the cells reached from it by steps north, east,
/// south and west through cells whose value equals its own (the cell itself included).
/// O(cells), by one flood fill per region.
///
/// # Panics
/// If `values.len() != grid.cells()`.
pub fn region_sizes<T: PartialEq>(grid: Grid, values: &[T]) -> Vec<usize> {
    check_size(grid, values.len());
    const UNSEEN: usize = usize::MAX;
    let mut region = vec![UNSEEN; values.len()];
    let mut sizes = Vec::new();
    let mut stack = Vec::new();
    for seed in 0..values.len() {
        if region[seed] != UNSEEN {
            continue;
        }
        let id = sizes.len();
        let mut size = 0;
        region[seed] = id;
        stack.push(seed);
        while let Some(cell) = stack.pop() {
            size += 1;
            for &direction in Direction::ALL.iter() {
                if let Some(next) = grid.neighbour(cell, direction) {
                    if region[next] == UNSEEN && values[next] == values[cell] {
                        region[next] = id;
                        stack.push(next);
                    }
                }
            }
        }
        sizes.push(size);
    }
    region.iter().map(|&id| sizes[id]).collect()
}

/// Panics unless a board on `grid` has `values` values, one per cell.
fn check_size(grid: Grid, values: usize) {
    assert_eq!(
        values,
        grid.cells(),
        "a board of {} x {} cells needs one value per cell",
        grid.rows(),
        grid.cols()
    );
}

#[cfg(test)]
mod tests;
