//! The viewer's replay (`read_walks`) against the expected outputs: the top of the die after
//! each roll it shows is the number the answer prints after that command, for every test and
//! beyond file.

use super::read_walks;
use crate::registry::case_files;
use cubesmith::io::Scanner;

#[test]
fn the_walk_s_tops_are_the_expected_output() {
    let mut rolls = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files("boj-14499", folder) {
            let walks = read_walks(&mut Scanner::new(input.as_bytes())).unwrap();
            let tops: Vec<String> = walks[0].1.iter().map(|(_, die)| die.top().to_string()).collect();
            let want: Vec<&str> = expected.split_whitespace().collect();
            assert_eq!(tops, want, "{}", path.display());
            rolls += tops.len();
        }
    }
    assert!(rolls > 0, "no test rolls the die");
}
