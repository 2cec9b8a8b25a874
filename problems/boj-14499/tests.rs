//! The viewer's replay (`read_boards`) against the expected outputs: the top of the die after
//! each roll it shows is the number the answer prints after that command, for every test and
//! beyond file; and its map is the input's.

use super::read_boards;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;

#[test]
fn the_walk_s_tops_are_the_expected_output() {
    let mut rolls = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let (grid, cells, start, _, walk) = read_boards(&mut Scanner::new(input.as_bytes()))
                .unwrap()
                .remove(0);
            let numbers: Vec<&str> = input.split_whitespace().collect();
            assert_eq!(cells, numbers[5..5 + grid.cells()], "{}", path.display());
            let at = |i: usize| numbers[i].parse::<usize>().unwrap();
            assert_eq!(start, grid.cell(at(2), at(3)));
            let tops: Vec<String> = walk.iter().map(|(_, die)| die.top().to_string()).collect();
            let want: Vec<&str> = expected.split_whitespace().collect();
            assert_eq!(tops, want, "{}", path.display());
            rolls += tops.len();
        }
    }
    assert!(rolls > 0, "no test rolls the die");
}
