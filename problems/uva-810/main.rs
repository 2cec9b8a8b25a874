//! UVa 810 "A Dicey Problem" (ICPC World Finals 1999, problem C): a die rolls over a maze of
//! numbers, onto a square only when the square shows the number on the die's top or is wild; the
//! shortest way off the start square and back to it, as the squares it passes.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::{Face, Move};
use cubesmith::die::search::{Search, State};
use cubesmith::die::{board, grid::Grid};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The most squares a maze may have: the search keeps 48 states a square (24 orientations, and
/// whether the die is back) of 14 bytes, 67 MB for these. The statement's mazes are at most
/// 10 x 10.
const MAX_SQUARES: u64 = 100_000;

/// A wild square: any number on top may roll onto it.
const WILD: i64 = -1;

/// One maze as the input gives it.
struct Maze {
    name: Vec<u8>,
    grid: Grid,
    /// The squares row by row: -1 wild, 0 empty (never entered), 1..6 the number.
    squares: Vec<i64>,
    start: usize,
    /// The die on the start square, the given numbers on top and in front (south).
    die: Die<i64>,
}

/// Reads the next maze: its name, `R C row column top front`, then R rows of C numbers, read as
/// tokens wherever the lines break; `None` at the line `END` (nothing may follow it) or at the
/// end of the input.
fn read_maze<R: BufRead>(input: &mut Scanner<R>) -> Result<Option<Maze>, InputError> {
    let name = match input.token()? {
        None => return Ok(None),
        Some(name) => name.to_vec(),
    };
    if name == b"END" {
        return input.end("the line END").map(|_| None);
    }
    let rows = input.number("the number of rows", 1, u64::MAX)?;
    let cols = input.number("the number of columns", 1, u64::MAX)?;
    let grid = board::sized(rows, cols, MAX_SQUARES, input.token_line())?;
    let row = input.number("the starting row", 1, rows)? as usize;
    let col = input.number("the starting column", 1, cols)? as usize;
    let top = input.signed("the number on top", 1, 6)?;
    let front = input.signed("the number facing the player", 1, 6)?;
    // The standard die of the statement's figure: with 5 on top and 1 in front, 3 is on the
    // right (east), as its example rolls it. Rolled north that is 1 on top, 2 south and 3 east.
    let standard = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::South, Face::East));
    let die = standard.turned_to(&top, &front).ok_or_else(|| {
        let why = if top == front {
            "the same face"
        } else {
            "opposite faces"
        };
        let message = format!("top {} and front {} are {} of a die", top, front, why);
        InputError::at(input.token_line(), message)
    })?;
    let mut squares = Vec::with_capacity(grid.cells());
    for r in 1..=grid.rows() {
        for c in 1..=grid.cols() {
            squares.push(input.signed(&format!("row {}, column {}", r, c), WILD, 6)?);
        }
    }
    let start = grid.cell(row - 1, col - 1);
    Ok(Some(Maze {
        name,
        grid,
        squares,
        start,
        die,
    }))
}

/// The rolls of the shortest way off the start square and back onto it (of those, the first in
/// the order north, east, south, west, roll by roll), or `None` where there is none.
fn way_back(maze: &Maze) -> Option<Vec<Move>> {
    let (squares, die) = (&maze.squares, &maze.die);
    // A roll onto a wild square, or onto the number on top before the roll; the extra state is 1
    // once the die is back on the start square, which ends the search.
    let step = |from: &State, _, to: &State| {
        let on_top = *die.label(from.orientation.face_at(Face::Top));
        let square = squares[to.cell];
        if square == WILD || square == on_top {
            Some(usize::from(to.cell == maze.start))
        } else {
            None
        }
    };
    let mut search = Search::new(maze.grid, 2);
    let start = State::new(maze.start, die.orientation(), 0);
    let found = search.breadth_first(&[start], step, |s| s.extra == 1)?;
    search.path(&found.state)
}

/// The squares a way passes, 1-based `(row,column)`, from the start square back to it.
fn squares_passed(maze: &Maze, rolls: &[Move]) -> Vec<(usize, usize)> {
    let (mut row, mut col) = maze.grid.row_col(maze.start);
    let mut passed = vec![(row + 1, col + 1)];
    for roll in rolls {
        let direction = roll.direction().expect("the search only rolls");
        let next = maze
            .grid
            .step(row, col, direction)
            .expect("the search stays on the maze");
        row = next.0;
        col = next.1;
        passed.push((row + 1, col + 1));
    }
    passed
}

/// A maze's squares as text (row by row), the die's square, the die, then each roll with the die
/// after it.
pub type Tour = (Grid, Vec<String>, usize, Die<i64>, Vec<(Move, Die<i64>)>);

/// Every maze with the die on its start square and the rolls of the way back `solve` prints
/// (none where there is none), for the viewer; each square shows its number (-1 wild, 0 empty).
pub fn read_boards<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Tour>, InputError> {
    let mut tours = Vec::new();
    while let Some(maze) = read_maze(input)? {
        let mut die = maze.die;
        let rolls = way_back(&maze)
            .unwrap_or_default()
            .into_iter()
            .map(|m| {
                die.apply(m);
                (m, die)
            })
            .collect();
        let texts = maze.squares.iter().map(|s| s.to_string()).collect();
        tours.push((maze.grid, texts, maze.start, maze.die, rolls));
    }
    Ok(tours)
}

/// Reads mazes until the line `END` (or the end of the input) and prints each name, then its way
/// back, nine squares a line, each line indented two spaces and all but the last ending in a
/// comma, or `  No Solution Possible`.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    while let Some(maze) = read_maze(input)? {
        out.write_all(&maze.name)?;
        writeln!(out)?;
        let rolls = match way_back(&maze) {
            Some(rolls) => rolls,
            None => {
                writeln!(out, "  No Solution Possible")?;
                continue;
            }
        };
        let passed = squares_passed(&maze, &rolls);
        for (i, line) in passed.chunks(9).enumerate() {
            let squares: Vec<String> = line.iter().map(|&(r, c)| format!("({},{})", r, c)).collect();
            let more = if (i + 1) * 9 < passed.len() { "," } else { "" };
            writeln!(out, "  {}{}", squares.join(","), more)?;
        }
    }
    Ok(())
}

/// A random input of `mazes` mazes of 10 x 10 (the statement's largest): squares wild, empty or
/// numbered at random (one in six wild, one in twelve empty), a random start and die, then `END`.
pub fn write_input(rng: &mut Rng, mazes: usize) -> String {
    let mut text = String::new();
    for m in 0..mazes {
        let top = rng.between(1, 6);
        let fronts: Vec<u64> = (1..=6).filter(|&f| f != top && f + top != 7).collect();
        let front = fronts[rng.below(4) as usize];
        let (row, col) = (rng.between(1, 10), rng.between(1, 10));
        text += &format!("MAZE{}\n10 10 {} {} {} {}\n", m + 1, row, col, top, front);
        let squares: Vec<i64> = (0..100)
            .map(|_| match rng.below(12) {
                0 | 1 => WILD,
                2 => 0,
                _ => rng.between(1, 6) as i64,
            })
            .collect();
        text += &board::write_numbers(Grid::new(10, 10), &squares);
    }
    text + "END\n"
}

fn main() {
    io::run("uva-810", solve);
}

#[cfg(test)]
mod tests;
