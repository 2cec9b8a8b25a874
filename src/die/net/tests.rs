use super::super::orientation::Direction;
use super::*;
use std::collections::HashSet;

/// The cells of a picture, `#` for a cell of the net, rows of equal length.
fn net(rows: &[&str]) -> (Grid, Vec<bool>) {
    let grid = Grid::new(rows.len(), rows[0].len());
    (grid, rows.concat().bytes().map(|b| b == b'#').collect())
}

#[test]
fn neighbouring_cells_lie_one_roll_apart() {
    let (grid, on) = net(&["..#...", "..####", "###...", "#....."]);
    let start = on.iter().position(|&b| b).unwrap();
    let lying = roll_over(grid, &on, start, Orientation::IDENTITY).unwrap();
    for cell in 0..grid.cells() {
        assert_eq!(lying[cell].is_some(), on[cell], "cell {}", cell);
        for &d in Direction::ALL.iter() {
            match (lying[cell], grid.neighbour(cell, d).and_then(|n| lying[n])) {
                (Some(here), Some(there)) => assert_eq!(here.roll(d), there, "cell {} {:?}", cell, d),
                _ => continue,
            }
        }
    }
    assert_eq!(lying[start], Some(Orientation::IDENTITY));
}

#[test]
fn the_start_may_lie_any_way_and_cells_apart_from_it_are_not_reached() {
    let (grid, on) = net(&["##.", "..#"]);
    let start = Orientation::IDENTITY.roll(Direction::North);
    let lying = roll_over(grid, &on, 1, start).unwrap();
    assert_eq!(
        lying,
        vec![
            Some(start.roll(Direction::West)),
            Some(start),
            None,
            None,
            None,
            None
        ]
    );
}

#[test]
fn a_loop_that_closes_is_no_fault_and_one_that_does_not_names_its_first_cell() {
    // Round a 3 x 3 ring the die comes back as it left: two half turns about crossing axes,
    // twice, are no turn at all.
    let (grid, ring) = net(&["###", "#.#", "###"]);
    assert!(roll_over(grid, &ring, 0, Orientation::IDENTITY).is_ok());
    // Past a 2 x 2 block every cell lies more than one way, the cells before the block too.
    let (grid, block) = net(&["#...", "##..", "###."]);
    assert_eq!(roll_over(grid, &block, 0, Orientation::IDENTITY), Err(0));
    assert!(!folds_into_cube(grid, &block));
}

#[test]
fn the_cross_and_the_zigzag_fold_but_not_a_row_an_l_or_two_pieces() {
    let folds = |rows: &[&str]| {
        let (grid, on) = net(rows);
        folds_into_cube(grid, &on)
    };
    assert!(folds(&[".#..", "####", ".#.."]));
    assert!(folds(&["###...", "..###."]));
    assert!(folds(&["##..", ".##.", "..##"]));
    assert!(!folds(&["######"]));
    assert!(!folds(&["#....", "#####"])); // an L: two faces land on the same one
    assert!(!folds(&["###.", "...#", "..##"])); // six cells, two pieces
    assert!(!folds(&[".#..", "####", ".##."])); // seven cells
    assert!(!folds(&["####", "...."])); // four cells
    assert!(!folds(&["...."]));
}

/// Every set of six cells joined side to side in a 6 x 6 board, as bit masks.
fn hexominoes() -> HashSet<u64> {
    let grid = Grid::new(6, 6);
    let mut sets: HashSet<u64> = (0..36).map(|cell| 1u64 << cell).collect();
    for _ in 1..6 {
        let mut grown = HashSet::new();
        for &set in sets.iter() {
            for cell in (0..36).filter(|&c| set >> c & 1 == 1) {
                for &d in Direction::ALL.iter() {
                    if let Some(next) = grid.neighbour(cell, d) {
                        if set >> next & 1 == 0 {
                            grown.insert(set | 1 << next);
                        }
                    }
                }
            }
        }
        sets = grown;
    }
    sets
}

/// The shape of `set` up to translation, rotation and reflection: the least of its eight images
/// moved to the corner.
fn free_shape(set: u64) -> Vec<(i32, i32)> {
    let cells: Vec<(i32, i32)> = (0..36)
        .filter(|c| set >> c & 1 == 1)
        .map(|c| (c / 6, c % 6))
        .collect();
    let mut images = Vec::new();
    for k in 0..8 {
        let mut image: Vec<(i32, i32)> = cells
            .iter()
            .map(|&(r, c)| {
                let (r, c) = if k & 4 == 0 { (r, c) } else { (c, r) };
                (if k & 1 == 0 { r } else { -r }, if k & 2 == 0 { c } else { -c })
            })
            .collect();
        let (r0, c0) = (
            image.iter().map(|p| p.0).min().unwrap(),
            image.iter().map(|p| p.1).min().unwrap(),
        );
        image = image.iter().map(|&(r, c)| (r - r0, c - c0)).collect();
        image.sort();
        images.push(image);
    }
    images.into_iter().min().unwrap()
}

#[test]
fn of_the_35_hexominoes_exactly_11_fold_into_a_cube() {
    let grid = Grid::new(6, 6);
    let mut all = HashSet::new();
    let mut folding = HashSet::new();
    for set in hexominoes() {
        let on: Vec<bool> = (0..36).map(|c| set >> c & 1 == 1).collect();
        let shape = free_shape(set);
        if folds_into_cube(grid, &on) {
            folding.insert(shape.clone());
        }
        all.insert(shape);
    }
    assert_eq!(all.len(), 35);
    assert_eq!(folding.len(), 11);
}

#[test]
#[should_panic(expected = "the die must start on one of the net's cells")]
fn the_die_starts_on_the_net() {
    let (grid, on) = net(&["#."]);
    let _ = roll_over(grid, &on, 1, Orientation::IDENTITY);
}

#[test]
#[should_panic(expected = "a net needs one flag per cell of the grid")]
fn a_net_has_a_flag_per_cell() {
    let _ = folds_into_cube(Grid::new(2, 2), &[true; 3]);
}
