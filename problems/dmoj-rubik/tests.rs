//! The adapter on random cubes, from the input the generator writes to the printed line: every
//! answer solves its cube in at most 20 moves, the statement's cap.

use super::{solve, write_input, MAX_MOVES};
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::notation::{singmaster, Separation};
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// Solves `count` random cubes from `seed` through the adapter and checks each answer.
fn answers_solve_within_the_cap(seed: u64, count: usize) {
    let notation = singmaster(Separation::Concatenated);
    let mut rng = Rng::new(seed);
    for i in 0..count {
        let cube = Cubies::random(&mut rng);
        let input = write_input(&[cube]);
        let mut out = Vec::new();
        solve(&mut Scanner::new(input.as_bytes()), &mut out).expect("an answer");
        let line = String::from_utf8(out).expect("text");
        assert!(line.ends_with('\n') && line.lines().count() == 1, "{:?}", line);
        let moves = notation.parse(line.trim_end()).expect("Singmaster moves");
        assert!(
            moves.len() <= MAX_MOVES,
            "cube {}: {} moves: {}",
            i,
            moves.len(),
            line
        );
        assert_eq!(cube.apply_all(&moves), Cubies::SOLVED, "cube {}: {}", i, line);
    }
}

#[test]
fn random_cubes_get_at_most_20_moves_that_solve_them() {
    answers_solve_within_the_cap(1, 60);
}

/// About a minute in release mode: `cargo test --release -p cubesmith-tools dmoj -- --ignored`.
#[test]
#[ignore]
fn two_thousand_random_cubes_get_at_most_20_moves_that_solve_them() {
    answers_solve_within_the_cap(2, 2000);
}
