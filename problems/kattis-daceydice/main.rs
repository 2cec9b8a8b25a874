//! Kattis "daceydice" (Dacey the Dice): can a die, starting with 1 on top and 2 facing east, roll
//! over the free cells of an N x N board to home and stand there with 5 at the bottom?

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::{Face, Move, Orientation};
use cubesmith::die::search::{Search, State};
use cubesmith::die::{board, grid::Grid};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The most cells a board may have: the search keeps 24 states a cell, about 430 bytes a cell
/// with its queue, 108 MB for these. The statement's boards are far smaller (N <= 20 as far as
/// the copies found tell).
const MAX_CELLS: u64 = 250_000;

/// A board's cells as text (row by row), the die's cell, the die, then each roll with the die
/// after it.
pub type Tour = (Grid, Vec<String>, usize, Die<u8>, Vec<(Move, Die<u8>)>);

/// Each board with Dacey's die on `S` (1 on top, 2 east, 3 south) and the rolls of a shortest
/// way home with 5 at the bottom (none where there is none), for the viewer.
pub fn read_boards<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Tour>, InputError> {
    let cases = input.number("the number of test cases", 0, u64::MAX)?;
    let dacey = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::East, Face::South));
    let mut tours = Vec::new();
    for case in 1..=cases {
        let within = |e: InputError| e.within(&format!("case {}", case));
        let n = input.number("N", 1, u64::MAX).map_err(within)?;
        let grid = board::sized(n, n, MAX_CELLS, input.token_line()).map_err(within)?;
        input.rest_of_line("N").map_err(within)?;
        let cells = board::read_letters(input, grid, b".*SH").map_err(within)?;
        let line = input.token_line();
        let ends =
            board::unique_cells(&cells, b"SH").map_err(|message| within(InputError::at(line, message)))?;
        let mut die = dacey;
        let rolls = way_home(grid, &cells, &ends, &dacey)
            .into_iter()
            .map(|m| {
                die.apply(m);
                (m, die)
            })
            .collect();
        let text = cells.iter().map(|&c| char::from(c).to_string()).collect();
        tours.push((grid, text, ends[0], dacey, rolls));
    }
    input.end("the last test case")?;
    Ok(tours)
}

/// The rolls of a shortest way from `S` (`ends[0]`) to `H` (`ends[1]`) that stands there with 5
/// at the bottom, the search `reaches_home` makes; none where there is none.
fn way_home(grid: Grid, cells: &[u8], ends: &[usize], dacey: &Die<u8>) -> Vec<Move> {
    let free = |_: &State, _, to: &State| if cells[to.cell] == b'*' { None } else { Some(0) };
    let home = |s: &State| s.cell == ends[1] && *dacey.label(s.orientation.face_at(Face::Bottom)) == 5;
    let mut search = Search::new(grid, 1);
    let start = State::new(ends[0], Orientation::IDENTITY, 0);
    let found = search.breadth_first(&[start], free, home);
    found.and_then(|f| search.path(&f.state)).unwrap_or_default()
}

/// Reads T, then T boards; prints `Yes` or `No` for each.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cases = input.number("the number of test cases", 0, u64::MAX)?;
    // 1 on top, 2 facing right (east), 3 facing down the map (south); opposite faces sum to 7,
    // so 5 faces left (west), as the statement says.
    let dacey = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::East, Face::South));
    for case in 1..=cases {
        let home = reaches_home(input, &dacey).map_err(|e| e.within(&format!("case {}", case)))?;
        writeln!(out, "{}", if home { "Yes" } else { "No" })?;
    }
    input.end("the last test case")
}

/// Reads one board (N, then N rows of `.*SH`) and searches it: whether the die rolls from `S`
/// over cells other than `*` to `H` and stands there with 5 at the bottom.
fn reaches_home<R: BufRead>(input: &mut Scanner<R>, dacey: &Die<u8>) -> Result<bool, InputError> {
    let n = input.number("N", 1, u64::MAX)?;
    let grid = board::sized(n, n, MAX_CELLS, input.token_line())?;
    input.rest_of_line("N")?;
    let cells = board::read_letters(input, grid, b".*SH")?;
    let line = input.token_line();
    let ends = board::unique_cells(&cells, b"SH").map_err(|message| InputError::at(line, message))?;
    // Passing over home without 5 at the bottom is allowed: the door just stays shut.
    let free = |_: &State, _, to: &State| if cells[to.cell] == b'*' { None } else { Some(0) };
    let home = |s: &State| s.cell == ends[1] && *dacey.label(s.orientation.face_at(Face::Bottom)) == 5;
    let start = State::new(ends[0], Orientation::IDENTITY, 0);
    Ok(Search::new(grid, 1).breadth_first(&[start], free, home).is_some())
}

/// `cases` random boards of 20 x 20 (the largest the copies found suggest): the start, home, and
/// one cell in ten, in four, in three or in two a magnet, in turn.
pub fn write_input(rng: &mut Rng, cases: usize) -> String {
    let grid = Grid::new(20, 20);
    let mut text = format!("{}\n", cases);
    for case in 0..cases {
        let magnets = [10, 25, 33, 50][case % 4];
        let mut cells: Vec<u8> = (0..400)
            .map(|_| if rng.below(100) < magnets { b'*' } else { b'.' })
            .collect();
        let start = rng.below(400) as usize;
        let home = (start + 1 + rng.below(399) as usize) % 400;
        cells[start] = b'S';
        cells[home] = b'H';
        text += &format!("20\n{}", board::write_letters(grid, &cells));
    }
    text
}

fn main() {
    io::run("kattis-daceydice", solve);
}

#[cfg(test)]
mod tests;
