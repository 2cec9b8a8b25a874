//! Kattis "foldingcube" (Folding a Cube, RMRC 2019): six squares drawn as `#` on a 6 x 6 grid;
//! do they fold into a cube?

use cubesmith::die::dice::Die;
use cubesmith::die::orientation::{Face, Orientation};
use cubesmith::die::{board, grid::Grid, net};
use cubesmith::io::{self, InputError, Scanner};
use std::io::{BufRead, Write};

/// Every grid as a die, for the viewer: each face labelled with the squares (row and column,
/// from 1) that fold onto it when the die rolls over the squares from the first one, `-` for a
/// face no square covers; a grid that would tear, or has no square, has `?` on every face.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<String>>, InputError> {
    let grid = Grid::new(6, 6);
    let mut dice = Vec::new();
    while dice.is_empty() || !input.at_end()? {
        let within = |e: InputError| e.within(&format!("grid {}", dice.len() + 1));
        let cells = board::read_letters(input, grid, b".#").map_err(within)?;
        let squares: Vec<bool> = cells.iter().map(|&c| c == b'#').collect();
        dice.push(folded(grid, &squares));
    }
    Ok(dice)
}

/// The die the squares fold onto (see `read_dice`). O(cells).
fn folded(grid: Grid, squares: &[bool]) -> Die<String> {
    let unknown = || Die::new([(); 6].map(|_| "?".to_string()));
    let first = match squares.iter().position(|&s| s) {
        Some(first) => first,
        None => return unknown(),
    };
    let lying = match net::roll_over(grid, squares, first, Orientation::IDENTITY) {
        Ok(lying) => lying,
        Err(_) => return unknown(),
    };
    let mut labels = [(); 6].map(|_| String::new());
    for (cell, o) in lying.iter().enumerate() {
        if let Some(o) = o {
            let label = &mut labels[o.face_at(Face::Bottom).index()];
            let (row, col) = grid.row_col(cell);
            let sep = if label.is_empty() { "" } else { "+" };
            *label += &format!("{}{},{}", sep, row + 1, col + 1);
        }
    }
    for label in labels.iter_mut().filter(|l| l.is_empty()) {
        *label = "-".to_string();
    }
    Die::new(labels)
}

/// Reads a 6 x 6 grid (and any further ones, up to the end of the input); prints `can fold` or
/// `cannot fold` for each.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let grid = Grid::new(6, 6);
    let mut case = 0;
    // The statement gives one grid; more are answered alike, and an empty input is refused.
    while case == 0 || !input.at_end()? {
        case += 1;
        let cells =
            board::read_letters(input, grid, b".#").map_err(|e| e.within(&format!("grid {}", case)))?;
        let squares: Vec<bool> = cells.iter().map(|&c| c == b'#').collect();
        // Any count of squares, in any number of pieces, is answered: only six joined ones fold.
        let fold = net::folds_into_cube(grid, &squares);
        writeln!(out, "{}", if fold { "can fold" } else { "cannot fold" })?;
    }
    Ok(())
}

fn main() {
    io::run("kattis-foldingcube", solve);
}

#[cfg(test)]
mod tests;
