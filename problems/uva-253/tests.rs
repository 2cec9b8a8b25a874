//! The adapter against an independent model: the 24 rotations as the closure of two quarter
//! turns written on the statement's face numbers (faces 1-6, 2-5 and 3-4 opposite; around 1-6
//! the sides go 2 3 5 4, around 3-4 they go 1 2 6 5), nothing from the library or the adapter
//! (its own reading: the colours are the input's symbols, twelve to a pair, wherever the white
//! space falls). Checked on every test and beyond file, on every colouring against a few
//! patterns, on pairs made by its own generator and on the benchmark's (`write_input`'s).

use super::solve;
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
    let symbols: Vec<u8> = input
        .trim_start_matches('\u{feff}')
        .bytes()
        .filter(|&b| !b.is_ascii_whitespace() && b != 0x0b)
        .collect();
    let mut out = String::new();
    for c in symbols.chunks(12) {
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

/// `lines` random pairs over r, g, b: a third of the second cubes the first turned, a third its
/// mirror image turned, a third its colours in any order. The turns are quarter turns about the
/// statement's three axes, as cycles of the face numbers: about 1-6 the sides go 2 3 5 4, about
/// 2-5 they go 1 3 6 4, about 3-4 they go 1 2 6 5.
fn random_pairs(rng: &mut Rng, lines: usize) -> String {
    let cycles = [[2, 3, 5, 4], [1, 3, 6, 4], [1, 2, 6, 5]];
    let mut text = String::new();
    for line in 0..lines {
        let first: Vec<u8> = (0..6).map(|_| b"rgb"[rng.below(3) as usize]).collect();
        let mut second = first.clone();
        match line % 3 {
            0 => {}
            1 => second.swap(2, 3), // faces 3 and 4 change places: the mirror image
            _ => rng.shuffle(&mut second),
        }
        for _ in 0..rng.below(10) {
            // The colour on face a moves to face b, for each step a -> b of the cycle.
            let cycle = cycles[rng.below(3) as usize];
            let before = second.clone();
            for k in 0..4 {
                second[cycle[(k + 1) % 4] - 1] = before[cycle[k] - 1];
            }
        }
        text += &format!(
            "{}{}\n",
            String::from_utf8_lossy(&first),
            String::from_utf8_lossy(&second)
        );
    }
    text
}

#[test]
fn the_adapter_agrees_with_the_model_on_generated_pairs() {
    let mut rng = Rng::new(253);
    let input = random_pairs(&mut rng, 3000);
    let expected = model(&input);
    // Every turned cube is TRUE, and some mirror images and shuffles are not.
    let answers: Vec<&str> = expected.lines().collect();
    assert!((0..3000).step_by(3).all(|line| answers[line] == "TRUE"));
    assert!(answers.iter().filter(|&&a| a == "FALSE").count() >= 500);
    assert_eq!(adapter(&input), expected);
}

#[test]
fn the_model_gives_every_files_expected_output_and_the_adapter_agrees() {
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(model(&input), expected, "{}", path.display());
            assert_eq!(adapter(&input), expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 10, "{} files", checked);
}

#[test]
fn the_model_agrees_on_the_inputs_write_input_makes() {
    // Seeds 1 (`cubesmith gen`'s default) and 100 (`cubesmith test`'s) among them; 10,000 lines
    // make the benchmark.
    let (mut same, mut different) = (0, 0);
    for (seed, lines) in [(1, 10_000), (100, 3), (2, 1), (3, 100), (4, 10_000)] {
        let input = super::write_input(&mut Rng::new(seed), lines);
        let expected = model(&input);
        assert_eq!(expected.lines().count(), lines, "seed {}", seed);
        assert_eq!(adapter(&input), expected, "seed {}, {} lines", seed, lines);
        same += expected.matches("TRUE").count();
        different += expected.matches("FALSE").count();
    }
    assert!(
        same >= 5000 && different >= 5000,
        "{} TRUE, {} FALSE",
        same,
        different
    );
}
