use super::*;

#[test]
fn cells_are_numbered_row_by_row_and_neighbours_stay_on_the_board() {
    let grid = Grid::new(3, 4);
    assert_eq!((grid.rows(), grid.cols(), grid.cells()), (3, 4, 12));
    for cell in 0..grid.cells() {
        let (row, col) = grid.row_col(cell);
        assert_eq!(grid.cell(row, col), cell);
        for &d in Direction::ALL.iter() {
            let (dr, dc) = d.delta();
            let (r, c) = (row as isize + dr, col as isize + dc);
            let inside = r >= 0 && c >= 0 && r < 3 && c < 4;
            let expected = if inside {
                Some(grid.cell(r as usize, c as usize))
            } else {
                None
            };
            assert_eq!(grid.neighbour(cell, d), expected, "cell {} {:?}", cell, d);
            if let Some(n) = expected {
                assert_eq!(grid.neighbour(n, d.opposite()), Some(cell));
            }
        }
    }
    assert_eq!(grid.neighbour(0, Direction::North), None);
    assert_eq!(grid.neighbour(0, Direction::East), Some(1));
    assert_eq!(grid.neighbour(0, Direction::South), Some(4));
    assert_eq!(grid.step(0, 0, Direction::West), None);
    assert_eq!(grid.step(2, 3, Direction::South), None);
    assert_eq!(grid.step(1, 1, Direction::East), Some((1, 2)));
    // An empty board has no cells; a single row has no north or south neighbours.
    assert_eq!(Grid::new(0, 5).cells(), 0);
    assert_eq!(Grid::new(1, 1).neighbour(0, Direction::West), None);
}

#[test]
#[should_panic(expected = "(3, 0) is off the 3 x 4 grid")]
fn a_cell_off_the_board_is_refused() {
    let _ = Grid::new(3, 4).cell(3, 0);
}

#[test]
#[should_panic(expected = "cell 12 is off the 3 x 4 grid")]
fn a_cell_number_off_the_board_is_refused() {
    let _ = Grid::new(3, 4).neighbour(12, Direction::North);
}
