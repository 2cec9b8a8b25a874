//! The viewer's replay (`read_boards`) against the expected outputs: walking the map by the
//! rolls it gives, from the top-left cell, and scoring each cell landed on (its number times the
//! size of its region of equal numbers) gives every test and beyond file's expected score (of
//! those with K up to the million rolls it replays); its map is the input's. The answers by the
//! walk's period (`solve`) against the same replay, for every K up to 2,000 on random maps; and
//! why a cell sees only 12 of the die's 24 orientations.

use super::{read_boards, solve, MAX_SHOWN_MOVES};
use crate::registry::case_files;
use cubesmith::die::orientation::{Direction, Face, Orientation};
use cubesmith::die::{board, grid::Grid};
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// The score of each roll `read_boards` gives for `input`, from the top-left cell.
fn replayed_scores(input: &str, grid: Grid, map: &[u64]) -> Vec<u128> {
    let regions = board::region_sizes(grid, map);
    let (_, _, _, _, rolls) = read_boards(&mut Scanner::new(input.as_bytes()))
        .unwrap()
        .remove(0);
    let mut cell = 0;
    let mut scores = Vec::new();
    for (roll, _) in rolls {
        let direction = roll.direction().expect("a roll, not a spin");
        cell = grid
            .neighbour(cell, direction)
            .expect("every roll stays on the map");
        scores.push(u128::from(map[cell]) * regions[cell] as u128);
    }
    scores
}

#[test]
fn the_replayed_rolls_score_the_expected_output() {
    let mut files = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files("boj-23288", folder) {
            // The numbers, after a byte-order mark if there is one.
            let text = input.trim_start_matches('\u{feff}');
            let numbers: Vec<u64> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
            if numbers[2] > MAX_SHOWN_MOVES {
                continue; // not replayed whole: the folder's README says how its answer is known
            }
            let grid = Grid::new(numbers[0] as usize, numbers[1] as usize);
            let map = &numbers[3..3 + grid.cells()];
            let (board, cells, start, _, _) = read_boards(&mut Scanner::new(input.as_bytes()))
                .unwrap()
                .remove(0);
            assert_eq!(board, grid);
            let shown: Vec<String> = map.iter().map(u64::to_string).collect();
            assert_eq!((cells, start), (shown, 0));
            let score: u128 = replayed_scores(&input, grid, map).iter().sum();
            assert_eq!(score.to_string(), expected.trim(), "{}", path.display());
            files += 1;
        }
    }
    assert!(files > 0);
}

#[test]
fn the_answer_by_the_period_is_the_replayed_score_for_every_k_up_to_2000() {
    let mut rng = Rng::new(23288);
    for round in 0..12 {
        // Maps of 4 to 20 cells (384 to 1920 states), so most K are answered by the period.
        let (rows, cols) = (rng.between(2, 4) as usize, rng.between(2, 5) as usize);
        let grid = Grid::new(rows, cols);
        let map: Vec<u64> = (0..grid.cells()).map(|_| rng.between(1, 2 + round % 8)).collect();
        let text = |k: usize| format!("{} {} {}\n{}", rows, cols, k, board::write_numbers(grid, &map));
        let scores = replayed_scores(&text(2000), grid, &map);
        let mut expected = 0u128;
        for k in 0..=2000 {
            let mut out = Vec::new();
            solve(&mut Scanner::new(text(k).as_bytes()), &mut out).unwrap();
            assert_eq!(
                String::from_utf8(out).unwrap(),
                format!("{}\n", expected),
                "{}",
                text(k)
            );
            expected += scores.get(k).copied().unwrap_or(0);
        }
    }
}

/// Whether `o` turns the six faces by an even permutation.
fn even(o: Orientation) -> bool {
    let at: Vec<usize> = Face::ALL.iter().map(|&p| o.face_at(p).index()).collect();
    let inversions = (0..6).flat_map(|i| (i + 1..6).map(move |j| (i, j)));
    inversions.filter(|&(i, j)| at[i] > at[j]).count() % 2 == 0
}

#[test]
fn a_roll_changes_the_parity_of_the_orientation_so_a_cell_sees_12_of_24() {
    // Every roll moves the die to a cell of the other colour of a chessboard and changes the
    // parity of its orientation: from the start (even, on a white cell), a white cell only sees
    // the even orientations, a black one the odd.
    for o in Orientation::all() {
        for &d in Direction::ALL.iter() {
            assert_ne!(even(o), even(o.roll(d)));
        }
    }
    assert!(even(Orientation::IDENTITY));
    assert_eq!(Orientation::all().filter(|&o| even(o)).count(), 12);
}
