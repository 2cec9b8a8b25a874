//! The adapter against an independent model: the 24 rotations as the closure of two quarter
//! turns written on the statement's face numbers (faces 1-6, 2-5 and 3-4 opposite; around 1-6
//! the sides go 2 3 5 4, around 3-4 they go 1 2 6 5), nothing from the library.

use super::{solve, write_input};
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// `r[k]`: the face whose colour a rotation brings to face k (0-based).
fn rotations() -> Vec<[usize; 6]> {
    let spin = [0, 3, 1, 4, 2, 5]; // faces 2 -> 3 -> 5 -> 4 -> 2, read as "k shows spin[k]"
    let roll = [4, 0, 2, 3, 5, 1]; // faces 1 -> 2 -> 6 -> 5 -> 1
    let mut all = vec![[0, 1, 2, 3, 4, 5]];
    let mut i = 0;
    while i < all.len() {
        for t in [spin, roll] {
            let next = [0, 1, 2, 3, 4, 5].map(|k| all[i][t[k]]);
            if !all.contains(&next) {
                all.push(next);
            }
        }
        i += 1;
    }
    assert_eq!(all.len(), 24);
    all
}

fn model(input: &str) -> String {
    let rots = rotations();
    let mut out = String::new();
    for line in input.lines().filter(|l| !l.trim().is_empty()) {
        let c = line.trim().as_bytes();
        let same = rots.iter().any(|r| (0..6).all(|k| c[6 + k] == c[r[k]]));
        out += if same { "TRUE\n" } else { "FALSE\n" };
    }
    out
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn every_colouring_against_every_colouring_of_a_few_patterns() {
    // Every first cube over r, g, b against every second cube with at most two colours.
    let colouring = |code: usize, alphabet: &[u8]| -> String {
        (0..6)
            .map(|k| alphabet[code / alphabet.len().pow(k as u32) % alphabet.len()] as char)
            .collect()
    };
    let mut input = String::new();
    for first in 0..729 {
        for second in 0..64 {
            input += &format!("{}{}\n", colouring(first, b"rgb"), colouring(second, b"rg"));
        }
    }
    let expected = model(&input);
    // TRUE only for the two-colour first cubes rotated: the sum of the squares of their orbits.
    assert_eq!(expected.matches("TRUE").count(), 588);
    assert_eq!(adapter(&input), expected);
}

#[test]
fn the_generated_inputs_are_answered_as_the_model_does() {
    let mut rng = Rng::new(253);
    let input = write_input(&mut rng, 2000);
    let expected = model(&input);
    assert!(expected.matches("TRUE").count() >= 1000);
    assert_eq!(adapter(&input), expected);
}

#[test]
fn the_model_gives_every_test_files_expected_output() {
    let files = case_files("test");
    let count = files.len();
    for (path, input, expected) in files {
        assert_eq!(model(&input), expected, "{}", path.display());
    }
    assert!(count >= 6);
}
