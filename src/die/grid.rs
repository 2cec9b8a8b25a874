//! The board a die rolls on: a rectangle of cells, row 0 along the north edge and column 0 along
//! the west edge, numbered row by row (`cell = row * cols + col`), so a problem keeps what is on
//! each cell in a plain `Vec` indexed by cell.
//!
//! ```
//! use cubesmith::die::grid::Grid;
//! use cubesmith::die::orientation::Direction;
//!
//! let grid = Grid::new(2, 3); // 2 rows, 3 columns
//! let corner = grid.cell(0, 2); // the north-east corner
//! assert_eq!(corner, 2);
//! assert_eq!(grid.neighbour(corner, Direction::East), None); // off the board
//! assert_eq!(grid.neighbour(corner, Direction::South), Some(grid.cell(1, 2)));
//! assert_eq!(grid.row_col(5), (1, 2));
//! ```

use super::orientation::Direction;

/// A board of `rows` x `cols` cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: usize,
    cols: usize,
}

impl Grid {
    /// A board of `rows` rows (north to south) and `cols` columns (west to east). O(1).
    ///
    /// # Panics
    /// If `rows * cols` overflows `usize`.
    pub fn new(rows: usize, cols: usize) -> Grid {
        assert!(
            rows.checked_mul(cols).is_some(),
            "a {} x {} grid is too large",
            rows,
            cols
        );
        Grid { rows, cols }
    }

    /// The number of rows. O(1).
    pub fn rows(self) -> usize {
        self.rows
    }

    /// The number of columns. O(1).
    pub fn cols(self) -> usize {
        self.cols
    }

    /// The number of cells, `rows * cols`. O(1).
    pub fn cells(self) -> usize {
        self.rows * self.cols
    }

    /// The cell at (`row`, `col`). O(1).
    ///
    /// # Panics
    /// If the position is off the board.
    #[inline]
    pub fn cell(self, row: usize, col: usize) -> usize {
        assert!(
            row < self.rows && col < self.cols,
            "({}, {}) is off the {} x {} grid",
            row,
            col,
            self.rows,
            self.cols
        );
        row * self.cols + col
    }

    /// The (row, column) of `cell`. O(1).
    ///
    /// # Panics
    /// If `cell >= cells()`.
    #[inline]
    pub fn row_col(self, cell: usize) -> (usize, usize) {
        assert!(
            cell < self.cells(),
            "cell {} is off the {} x {} grid",
            cell,
            self.rows,
            self.cols
        );
        (cell / self.cols, cell % self.cols)
    }

    /// The cell one step from `cell` toward `direction`, or `None` off the board. O(1).
    ///
    /// # Panics
    /// If `cell >= cells()`.
    #[inline]
    pub fn neighbour(self, cell: usize, direction: Direction) -> Option<usize> {
        let (row, col) = self.row_col(cell);
        let (row, col) = self.step(row, col, direction)?;
        Some(row * self.cols + col)
    }

    /// The (row, column) one step from (`row`, `col`) toward `direction`, or `None` off the
    /// board. O(1), no division.
    #[inline]
    pub fn step(self, row: usize, col: usize, direction: Direction) -> Option<(usize, usize)> {
        let (dr, dc) = direction.delta();
        Some((
            checked_offset(row, dr, self.rows)?,
            checked_offset(col, dc, self.cols)?,
        ))
    }
}

/// `value + delta` if it stays in `0..limit`.
#[inline]
fn checked_offset(value: usize, delta: isize, limit: usize) -> Option<usize> {
    let moved = if delta < 0 {
        value.checked_sub(delta.unsigned_abs())?
    } else {
        value + delta as usize
    };
    if moved < limit {
        Some(moved)
    } else {
        None
    }
}

#[cfg(test)]
mod tests;
