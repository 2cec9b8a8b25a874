//! The adapter against an independent model sharing nothing with the library: the N^3 dice
//! placed one by one, each turned (over its 24 rotations, the closure of two permutations of
//! its positions) to show the least sum on its own visible faces, the net folded as a mirror
//! image of the adapter's (only the opposite pairs A-F, B-E, C-D are known).

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// Labels at top, bottom, north, south, east, west.
type Die = [u64; 6];

fn rotations(die: Die) -> Vec<Die> {
    // The closure acts on the positions (labels may repeat): rots[k][p] is the position whose
    // label a rotation brings to p.
    let spin = |d: [usize; 6]| [d[0], d[1], d[5], d[4], d[2], d[3]];
    let roll = |d: [usize; 6]| [d[3], d[2], d[0], d[1], d[4], d[5]];
    let mut all = vec![[0, 1, 2, 3, 4, 5]];
    let mut i = 0;
    while i < all.len() {
        for next in [spin(all[i]), roll(all[i])] {
            if !all.contains(&next) {
                all.push(next);
            }
        }
        i += 1;
    }
    assert_eq!(all.len(), 24);
    all.iter()
        .map(|r| [0, 1, 2, 3, 4, 5].map(|p| die[r[p]]))
        .collect()
}

/// The least visible sum of the big cube, die by die.
fn model(n: u64, values: &[u64]) -> u128 {
    // D top, C bottom, A north, F south, E east, B west.
    let die = [values[3], values[2], values[0], values[5], values[4], values[1]];
    let rots = rotations(die);
    let mut total = 0u128;
    for x in 0..n {
        for y in 0..n {
            for z in 0..n {
                // Visible positions: top at z = n - 1; the four sides at the borders; never the
                // bottom (the table).
                let shown = [z == n - 1, false, y == n - 1, y == 0, x == n - 1, x == 0];
                let cost = |r: &Die| {
                    (0..6)
                        .filter(|&p| shown[p])
                        .map(|p| u128::from(r[p]))
                        .sum::<u128>()
                };
                total += rots.iter().map(cost).min().unwrap();
            }
        }
    }
    total
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn parse(input: &str) -> (u64, Vec<u64>) {
    let numbers: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    (numbers[0], numbers[1..].to_vec())
}

#[test]
fn the_adapter_agrees_with_placing_every_die_on_random_small_cubes() {
    let mut rng = Rng::new(1041);
    for round in 0..300 {
        let n = 1 + round % 6;
        let top = [3, 6, 50][rng.below(3) as usize];
        let values: Vec<u64> = (0..6).map(|_| rng.between(1, top)).collect();
        let input = format!(
            "{}\n{}\n",
            n,
            values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
        );
        assert_eq!(adapter(&input), format!("{}\n", model(n, &values)), "{}", input);
    }
}

#[test]
fn the_model_gives_the_expected_output_of_every_small_test_file() {
    let mut checked = 0;
    for (path, input, expected) in case_files("test") {
        let (n, values) = parse(&input);
        // Dice one by one: up to 60^3 of them.
        if n <= 60 {
            assert_eq!(format!("{}\n", model(n, &values)), expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 7);
}
