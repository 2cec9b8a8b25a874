//! Nets: cells of a board folded onto the die by rolling it over them. Rolling the die from a cell
//! to a neighbouring one turns it about the edge the two cells share, exactly as folding a paper
//! net turns one square about that edge; so the face the die lays on each cell is the face that
//! cell folds onto, and a set of squares folds into a cube exactly when the rolls lay six
//! different faces on six squares.
//!
//! ```
//! use cubesmith::die::grid::Grid;
//! use cubesmith::die::net::{folds_into_cube, roll_over};
//! use cubesmith::die::orientation::{Face, Orientation};
//!
//! let net = |rows: &[&str]| rows.concat().bytes().map(|b| b == b'#').collect::<Vec<bool>>();
//! let grid = Grid::new(3, 6);
//! // A cross folds into a cube; a straight row of six does not (it wraps round four faces).
//! let cross = net(&[".#....", "####..", ".#...."]);
//! assert!(folds_into_cube(grid, &cross));
//! assert!(!folds_into_cube(grid, &net(&["......", "######", "......"])));
//!
//! // Rolled from the cross's centre (cell 7), the die lays its bottom there and a side on each
//! // arm: its east face on the cell east of the centre, its top on the next one.
//! let lying = roll_over(grid, &cross, 7, Orientation::IDENTITY).unwrap();
//! assert_eq!(lying[7].unwrap().face_at(Face::Bottom), Face::Bottom);
//! assert_eq!(lying[8].unwrap().face_at(Face::Bottom), Face::East);
//! assert_eq!(lying[9].unwrap().face_at(Face::Bottom), Face::Top);
//! assert_eq!(lying[0], None); // not one of the cells
//!
//! // Round a 2 x 2 block the die comes back turned: four squares cannot lie flat round one
//! // corner of a cube.
//! assert_eq!(roll_over(Grid::new(2, 2), &[true; 4], 0, Orientation::IDENTITY), Err(0));
//! //! ```

use super::grid::Grid;
use super::orientation::{Face, Orientation};
use super::search::{Search, State};

/// How the die lies on each cell where `on[cell]` holds, rolled there from `start` (lying as
/// `orientation`) across the sides such cells share, in the numbering of [`Grid`]: the face at its
/// bottom is the one that cell folds onto. `None` for a cell the rolls do not reach (not one of
/// the cells, or not joined to `start`).
///
/// `Err(cell)` names the first cell, in cell order, that the rolls reach lying two ways: the
/// cells go round a loop that does not close on the die (a 2 x 2 block: four squares cannot meet
/// at a corner of a cube), so the paper would have to tear. A loop that does close (a ring of
/// eight squares round a hole) is no fault.
///
/// O(24 x cells) time and about 14 bytes per cell and orientation: a breadth-first search with
/// [`Search`] over every (cell, orientation) the rolls reach.
///
/// # Panics
/// If `on.len()` is not `grid.cells()`, or `start` is off the board or not one of the cells.
pub fn roll_over(
    grid: Grid,
    on: &[bool],
    start: usize,
    orientation: Orientation,
) -> Result<Vec<Option<Orientation>>, usize> {
    assert_eq!(
        on.len(),
        grid.cells(),
        "a net needs one flag per cell of the grid"
    );
    assert!(
        start < on.len() && on[start],
        "the die must start on one of the net's cells"
    );
    let mut search = Search::new(grid, 1);
    let onto_net = |_: &State, _, to: &State| if on[to.cell] { Some(0) } else { None };
    // No goal: the search settles every state the rolls reach.
    search.breadth_first(&[State::new(start, orientation, 0)], onto_net, |_| false);
    let mut lying = vec![None; on.len()];
    for (cell, lies) in lying.iter_mut().enumerate() {
        for o in Orientation::all() {
            if search.distance(&State::new(cell, o, 0)).is_some() {
                if lies.is_some() {
                    return Err(cell);
                }
                *lies = Some(o);
            }
        }
    }
    Ok(lying)
}

/// Whether the cells where `on[cell]` holds fold into a cube, each square onto a face of its
/// own: exactly six cells, joined side to side, that [`roll_over`] lays on six different faces.
/// Any other number of cells, cells in two pieces, or a loop that does not close (a 2 x 2
/// block) gives `false`. O(24 x cells).
///
/// # Panics
/// If `on.len()` is not `grid.cells()`.
pub fn folds_into_cube(grid: Grid, on: &[bool]) -> bool {
    assert_eq!(
        on.len(),
        grid.cells(),
        "a net needs one flag per cell of the grid"
    );
    let cells: Vec<usize> = (0..on.len()).filter(|&cell| on[cell]).collect();
    if cells.len() != 6 {
        return false;
    }
    let lying = match roll_over(grid, on, cells[0], Orientation::IDENTITY) {
        Ok(lying) => lying,
        Err(_) => return false,
    };
    let mut covered = [false; 6];
    for &cell in cells.iter() {
        // A cell not reached is in another piece; a face laid twice leaves another bare.
        match lying[cell] {
            Some(o) if !covered[o.face_at(Face::Bottom).index()] => {
                covered[o.face_at(Face::Bottom).index()] = true
            }
            _ => return false,
        }
    }
    true
}

#[cfg(test)]
mod tests;
