//! Baekjoon 9918 "Cube" (NOI 2001): six numbered squares drawn on a 6 x 6 grid of numbers; do they
//! fold into a cube, and if so, which square lies opposite square 1?

use cubesmith::die::dice::Die;
use cubesmith::die::orientation::{Face, Orientation};
use cubesmith::die::{grid::Grid, net};
use cubesmith::io::{self, is_space, parse_unsigned, shown, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The most squares (cells that are not 0) kept of one grid: more than six never fold, and the
/// viewer draws up to this many.
const KEPT: usize = 36;

/// The squares of one grid: the row, column and number of the first [`KEPT`] cells that are not
/// 0, in reading order, how many there are in all, and the input line the grid starts on.
struct Squares {
    cells: Vec<(usize, usize, u64)>,
    count: usize,
    line: usize,
}

/// Reads the next grid: lines of whole numbers up to a blank line or the end of the input, every
/// line as long as the first (the statement's grid is six lines of six); blank lines before it
/// are skipped. `None` at the end of the input. O(length of the lines).
fn read_grid<R: BufRead>(input: &mut Scanner<R>) -> Result<Option<Squares>, InputError> {
    let mut squares = Squares {
        cells: Vec::new(),
        count: 0,
        line: 0,
    };
    let (mut rows, mut cols) = (0, 0);
    loop {
        let text = if rows == 0 {
            input.next_filled_line()?
        } else {
            input.next_line()?
        };
        let text = match text {
            Some(text) if !text.iter().all(is_space) => text.to_vec(),
            _ => break,
        };
        let line = input.token_line();
        let mut col = 0;
        for token in text.split(is_space).filter(|t| !t.is_empty()) {
            col += 1;
            let number = parse_unsigned(token).ok_or_else(|| {
                let at = format!("row {}, column {}", rows + 1, col);
                InputError::at(
                    line,
                    format!("{} must be a whole number, found {:?}", at, shown(token)),
                )
            })?;
            if number != 0 {
                squares.count += 1;
                if squares.cells.len() < KEPT {
                    squares.cells.push((rows, col - 1, number));
                }
            }
        }
        if rows == 0 {
            cols = col;
            squares.line = line;
        } else if col != cols {
            let message = format!("row {}: expected {} numbers, found {}", rows + 1, cols, col);
            return Err(InputError::at(line, message));
        }
        rows += 1;
    }
    Ok(Some(squares).filter(|_| rows > 0))
}

/// The squares on a grid of their own, just large enough: the grid and which of its cells are
/// squares; `None` when there are none or they span more than `most` rows or columns.
/// O(squares + cells).
fn placed(cells: &[(usize, usize, u64)], most: usize) -> Option<(Grid, Vec<bool>)> {
    let (top, left) = (cells.iter().map(|c| c.0).min()?, cells.iter().map(|c| c.1).min()?);
    let (bottom, right) = (cells.iter().map(|c| c.0).max()?, cells.iter().map(|c| c.1).max()?);
    if bottom - top >= most || right - left >= most {
        return None;
    }
    let grid = Grid::new(bottom - top + 1, right - left + 1);
    let mut on = vec![false; grid.cells()];
    for &(r, c, _) in cells.iter() {
        on[grid.cell(r - top, c - left)] = true;
    }
    Some((grid, on))
}

/// The face each square folds onto (`None` for a square not joined to the first), rolling the
/// die over them from the first; `None` when [`placed`] gives no grid or the paper would tear (a
/// loop of squares that does not close round the cube). O(24 x cells).
fn folded_faces(cells: &[(usize, usize, u64)], most: usize) -> Option<Vec<Option<Face>>> {
    let (grid, on) = placed(cells, most)?;
    let (top, left) = (cells.iter().map(|c| c.0).min()?, cells.iter().map(|c| c.1).min()?);
    let at = |&(r, c, _): &(usize, usize, u64)| grid.cell(r - top, c - left);
    let lying = net::roll_over(grid, &on, at(&cells[0]), Orientation::IDENTITY).ok()?;
    Some(
        cells
            .iter()
            .map(|c| lying[at(c)].map(|o| o.face_at(Face::Bottom)))
            .collect(),
    )
}

/// The answer for a grid: 0 when its squares do not fold into a cube (not six, not joined side
/// to side, or two on one face), else the number on the square opposite square 1. An error when
/// they fold but not exactly one square is numbered 1. O(36 x 24).
fn opposite_one(squares: &Squares) -> Result<u64, String> {
    let cells = &squares.cells;
    // Six joined squares span at most six rows and six columns.
    let folds =
        squares.count == 6 && placed(cells, 6).map_or(false, |(grid, on)| net::folds_into_cube(grid, &on));
    if !folds {
        return Ok(0);
    }
    let ones: Vec<usize> = (0..6).filter(|&i| cells[i].2 == 1).collect();
    if ones.len() != 1 {
        let message = format!(
            "the six squares fold into a cube, but {} of them are numbered 1",
            ones.len()
        );
        return Err(message);
    }
    let faces = folded_faces(cells, 6).expect("squares that fold lie flat");
    let opposite = faces[ones[0]].map(Face::opposite);
    let other = faces.iter().position(|&f| f == opposite).expect("six faces");
    Ok(cells[other].2)
}

/// Every grid as a die, for the viewer: each face labelled with the numbers of the squares that
/// fold onto it when the die rolls over them from the first square (`3+5` for two), `-` for a
/// face no square covers; `?` on every face for a grid with no square, more than 36, squares
/// spanning more than 36 rows or columns, or squares that would tear.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<String>>, InputError> {
    let mut dice = Vec::new();
    while let Some(squares) = read_grid(input)? {
        let mut labels = [(); 6].map(|_| String::new());
        let faces = Some(&squares)
            .filter(|s| s.count <= KEPT)
            .and_then(|s| folded_faces(&s.cells, 36));
        match faces {
            Some(faces) => {
                for (&(_, _, number), face) in squares.cells.iter().zip(faces) {
                    if let Some(face) = face {
                        let label = &mut labels[face.index()];
                        let sep = if label.is_empty() { "" } else { "+" };
                        *label += &format!("{}{}", sep, number);
                    }
                }
                for label in labels.iter_mut().filter(|l| l.is_empty()) {
                    *label = "-".to_string();
                }
            }
            None => labels = [(); 6].map(|_| "?".to_string()),
        }
        dice.push(Die::new(labels));
    }
    Ok(dice)
}

/// Reads the grid (and any further ones, each after a blank line, up to the end of the input);
/// prints for each the number on the square opposite square 1, or 0 when the squares do not fold
/// into a cube.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let mut grids = 0;
    // The statement gives one grid; more are answered alike, and an empty input is refused.
    while let Some(squares) = read_grid(input)? {
        grids += 1;
        let answer = opposite_one(&squares)
            .map_err(|message| InputError::at(squares.line, message).within(&format!("grid {}", grids)))?;
        writeln!(out, "{}", answer)?;
    }
    if grids == 0 {
        return Err(input.expected("six lines of six numbers"));
    }
    Ok(())
}

/// A random input of `grids` 6 x 6 grids, a blank line between two: six squares joined side to
/// side, grown one neighbour at a time from a random cell, numbered 1..6 in a random order.
pub fn write_input(rng: &mut Rng, grids: usize) -> String {
    let mut text = Vec::new();
    for _ in 0..grids {
        let mut cells = vec![rng.below(36) as usize];
        while cells.len() < 6 {
            let from = cells[rng.below(cells.len() as u64) as usize];
            let (r, c) = (from / 6, from % 6);
            let next = match rng.below(4) {
                0 if r > 0 => from - 6,
                1 if r < 5 => from + 6,
                2 if c > 0 => from - 1,
                3 if c < 5 => from + 1,
                _ => continue,
            };
            if !cells.contains(&next) {
                cells.push(next);
            }
        }
        let mut numbers = [1, 2, 3, 4, 5, 6];
        rng.shuffle(&mut numbers);
        let mut grid = [0; 36];
        for (&cell, &number) in cells.iter().zip(numbers.iter()) {
            grid[cell] = number;
        }
        let rows: Vec<String> = grid
            .chunks(6)
            .map(|row| row.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" ") + "\n")
            .collect();
        text.push(rows.concat());
    }
    text.join("\n")
}

fn main() {
    io::run("boj-9918", solve);
}

#[cfg(test)]
mod tests;
