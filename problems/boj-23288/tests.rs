//! The viewer's replay (`read_boards`) against the expected outputs: walking the map by the
//! rolls it gives, from the top-left cell, and scoring each cell landed on (its number times the
//! size of its region of equal numbers) gives every test and beyond file's expected score; its
//! map is the input's.

use super::read_boards;
use cubesmith::cases::case_files;
use cubesmith::die::{board, grid::Grid};
use cubesmith::io::Scanner;

#[test]
fn the_replayed_rolls_score_the_expected_output() {
    let mut files = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            // The numbers, after a byte-order mark if there is one.
            let text = input.trim_start_matches('\u{feff}');
            let numbers: Vec<u64> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
            let grid = Grid::new(numbers[0] as usize, numbers[1] as usize);
            let map = &numbers[3..3 + grid.cells()];
            let regions = board::region_sizes(grid, map);
            let (board, cells, start, _, rolls) = read_boards(&mut Scanner::new(input.as_bytes()))
                .unwrap()
                .remove(0);
            assert_eq!(board, grid);
            let shown: Vec<String> = map.iter().map(u64::to_string).collect();
            assert_eq!((cells, start), (shown, 0));
            let (mut cell, mut score) = (0, 0u128);
            for (roll, _) in rolls {
                let direction = roll.direction().expect("a roll, not a spin");
                cell = grid
                    .neighbour(cell, direction)
                    .expect("every roll stays on the map");
                score += u128::from(map[cell]) * regions[cell] as u128;
            }
            assert_eq!(score.to_string(), expected.trim(), "{}", path.display());
            files += 1;
        }
    }
    assert!(files > 0);
}
