//! Kattis "foldingcube" (Folding a Cube, RMRC 2019): six squares drawn as `#` on a 6 x 6 grid;
//! do they fold into a cube?

use cubesmith::die::{board, grid::Grid, net};
use cubesmith::io::{self, InputError, Scanner};
use std::io::{BufRead, Write};

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
