//! The adapter against an independent count: Burnside's lemma with the cube's rotation group
//! written as its conjugacy classes (cycle types on the six faces), for every string of six
//! colours from R O Y G B V (46,656 of them), and on every test and beyond file.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;

/// The ways to colour cycles of these lengths with colour counts `counts` (each cycle one colour).
fn fill(cycles: &[usize], counts: &mut [usize]) -> u64 {
    let (first, rest) = match cycles.split_first() {
        Some(split) => split,
        None => return u64::from(counts.iter().all(|&c| c == 0)),
    };
    let mut ways = 0;
    for c in 0..counts.len() {
        if counts[c] >= *first {
            counts[c] -= first;
            ways += fill(rest, counts);
            counts[c] += first;
        }
    }
    ways
}

/// Burnside: the identity (1^6), 6 quarter turns about face axes (1^2 4), 3 half turns about face
/// axes (1^2 2^2), 8 turns about corner diagonals (3^2), 6 half turns about edge axes (2^3).
fn model(input: &str) -> u64 {
    // How many gems of each colour: the input's symbols, wherever the white space falls (any
    // symbol is a colour).
    let mut gems: Vec<u8> = input
        .trim_start_matches('\u{feff}')
        .bytes()
        .filter(|&b| !b.is_ascii_whitespace() && b != 0x0b)
        .collect();
    assert_eq!(gems.len(), 6);
    gems.sort_unstable();
    let mut counts: Vec<usize> = Vec::new();
    for (i, &gem) in gems.iter().enumerate() {
        if i > 0 && gems[i - 1] == gem {
            *counts.last_mut().unwrap() += 1;
        } else {
            counts.push(1);
        }
    }
    let classes: [(u64, &[usize]); 5] = [
        (1, &[1, 1, 1, 1, 1, 1]),
        (6, &[1, 1, 4]),
        (3, &[1, 1, 2, 2]),
        (8, &[3, 3]),
        (6, &[2, 2, 2]),
    ];
    let fixed: u64 = classes
        .iter()
        .map(|&(k, cycles)| k * fill(cycles, &mut counts))
        .sum();
    assert_eq!(fixed % 24, 0);
    fixed / 24
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn the_adapter_agrees_with_burnside_on_every_input() {
    for code in 0..6u32.pow(6) {
        let input: String = (0..6)
            .map(|k| "ROYGBV".as_bytes()[(code / 6u32.pow(k) % 6) as usize] as char)
            .collect();
        assert_eq!(adapter(&input), format!("{}\n", model(&input)), "{}", input);
    }
}

#[test]
fn the_model_gives_every_files_expected_output_and_the_adapter_agrees() {
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(format!("{}\n", model(&input)), expected, "{}", path.display());
            assert_eq!(adapter(&input), expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 13, "{} files", checked);
}
