//! The viewer's replay (`read_rolls`) against the expected outputs: the top each game's die
//! shows after its commands, for every test and beyond file.

use super::read_rolls;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;

#[test]
fn the_replayed_tops_are_the_expected_output() {
    let mut games = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let rolled = read_rolls(&mut Scanner::new(input.as_bytes())).unwrap();
            let tops: Vec<String> = rolled
                .into_iter()
                .map(|(mut die, moves)| {
                    die.apply_all(&moves);
                    die.top().to_string()
                })
                .collect();
            let want: Vec<&str> = expected.split_whitespace().collect();
            assert_eq!(tops, want, "{}", path.display());
            games += tops.len();
        }
    }
    assert!(games > 0, "no game");
}
