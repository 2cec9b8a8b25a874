//! AOJ 1181 "Biased Dice": drop dice one by one, let each roll down the piles, and count the top
//! numbers seen from above.

use cubesmith::die::{
    dice::{numbered_layout, Die},
    grid::Grid,
    orientation::{Direction, Face},
};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// Reads die number `i` of a dataset: its top and front number, turned so.
fn read_die<R: BufRead>(input: &mut Scanner<R>, i: u64) -> Result<Die<u64>, InputError> {
    let (t, f) = (
        input.number(&format!("t{}", i), 1, 6)?,
        input.number(&format!("f{}", i), 1, 6)?,
    );
    // 1 on top, 2 south (the front), 3 east; opposite faces sum to 7. The mirror image
    // gives the same counts: mirroring the whole experiment turns one into the other.
    let die = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::South, Face::East));
    let fault = format!("die {}: top {} and front {} are not adjacent faces", i, t, f);
    die.turned_to(&t, &f)
        .ok_or_else(|| InputError::at(input.token_line(), fault))
}

/// Every die of every dataset, as it is dropped, for the viewer.
pub fn read_dice<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Die<u64>>, InputError> {
    let mut dice = Vec::new();
    while let Some(n) = input.number_or_end("n", 0, u64::MAX)?.filter(|&n| n > 0) {
        for i in 1..=n {
            dice.push(read_die(input, i)?);
        }
    }
    input.end("the line 0")?;
    Ok(dice)
}

/// Reads datasets until a line `0` (or the end of the input) and prints each one's six counts.
/// Any number of dice is answered (the statement has at most 100): the board is as large as the
/// piles, not as the count.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    while let Some(n) = input.number_or_end("n", 0, u64::MAX)?.filter(|&n| n > 0) {
        let mut board = Board::new(4);
        for i in 1..=n {
            board.drop_die(read_die(input, i)?);
        }
        let count = |k| board.piles.iter().filter(|pile| pile.1 == k).count().to_string();
        writeln!(out, "{}", (1..=6).map(count).collect::<Vec<_>>().join(" "))?;
    }
    input.end("the line 0")
}

/// The piles on a square of cells around the drop point, which is its centre.
struct Board {
    /// Cells from the centre to an edge.
    radius: usize,
    grid: Grid,
    /// Each cell's pile: its height and the number on its top (0 for no pile).
    piles: Vec<(u64, u64)>,
}

impl Board {
    fn new(radius: usize) -> Board {
        let grid = Grid::new(2 * radius + 1, 2 * radius + 1);
        Board {
            radius,
            grid,
            piles: vec![(0, 0); grid.cells()],
        }
    }

    /// Drops `die` at the centre and lets it roll (see [`drop_die`]). A die only rolls down, a
    /// level a roll, so it stops within h cells of the centre, h the height there: the board is
    /// first doubled while h reaches its edge. O(h), and O(cells) for a doubling.
    fn drop_die(&mut self, die: Die<u64>) {
        let centre = self.grid.cell(self.radius, self.radius);
        if self.piles[centre].0 >= self.radius as u64 {
            let mut larger = Board::new(2 * self.radius);
            for (cell, &pile) in self.piles.iter().enumerate() {
                let (row, col) = self.grid.row_col(cell);
                larger.piles[larger.grid.cell(row + self.radius, col + self.radius)] = pile;
            }
            *self = larger;
        }
        drop_die(
            self.grid,
            &mut self.piles,
            die,
            self.grid.cell(self.radius, self.radius),
        );
    }
}

/// Drops `die` on the pile at `cell` and lets it roll: toward the largest of 4, 5 and 6 on a side
/// whose neighbouring pile is lower than the level it rests at, then again from there.
fn drop_die(grid: Grid, piles: &mut [(u64, u64)], mut die: Die<u64>, mut cell: usize) {
    let roll = |die: &Die<u64>, cell: usize, d: Direction| {
        let next = grid
            .neighbour(cell, d)
            .filter(|&next| piles[next].0 < piles[cell].0)?;
        Some((*die.get(d.face()), d, next)).filter(|side| side.0 >= 4)
    };
    while let Some((_, direction, next)) = Direction::ALL.iter().filter_map(|&d| roll(&die, cell, d)).max() {
        die.roll(direction);
        cell = next;
    }
    piles[cell] = (piles[cell].0 + 1, *die.top());
}

/// A random input of `datasets` datasets of 100 dice each (top and front drawn until adjacent).
pub fn write_input(rng: &mut Rng, datasets: usize) -> String {
    let pairs = (0..)
        .map(|_| (rng.between(1, 6), rng.between(1, 6)))
        .filter(|&(t, f)| t != f && t + f != 7);
    let lines: Vec<String> = pairs
        .take(100 * datasets)
        .map(|(t, f)| format!("{} {}\n", t, f))
        .collect();
    lines
        .chunks(100)
        .map(|dataset| format!("100\n{}", dataset.concat()))
        .collect::<String>()
        + "0\n"
}

fn main() {
    io::run("aoj-1181", solve);
}

#[cfg(test)]
mod tests;
