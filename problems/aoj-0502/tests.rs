//! The viewer's replay (`read_rolls`) against the expected outputs: each dataset's total is the
//! sum of the tops its die shows, at the start and after each command, for every test and
//! beyond file the reader accepts.

use super::read_rolls;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;

#[test]
fn the_replayed_tops_sum_to_the_expected_totals() {
    let mut datasets = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let rolled = read_rolls(&mut Scanner::new(input.as_bytes())).unwrap();
            let totals: Vec<String> = rolled
                .into_iter()
                .map(|(mut die, moves)| {
                    let mut total = *die.top();
                    for m in moves {
                        die.apply(m);
                        total += *die.top();
                    }
                    total.to_string()
                })
                .collect();
            let want: Vec<&str> = expected.split_whitespace().collect();
            assert_eq!(totals, want, "{}", path.display());
            datasets += totals.len();
        }
    }
    assert!(datasets > 0, "no dataset");
}
