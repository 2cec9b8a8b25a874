//! The adapter against an independent model sharing nothing with the library: the N^3 dice
//! placed one by one, each turned (over its 24 rotations, the closure of two permutations of
//! its positions) to show the least sum on its own visible faces, the net folded as a mirror
//! image of the adapter's (only the opposite pairs A-F, B-E, C-D are known). For large N the
//! same placement is made once for each kind of place (each coordinate first, last, or in
//! between) and multiplied by how many places are of that kind; the two agree on small cubes.
//! Checked on every test and beyond file, on random cubes of any size and on the benchmark's
//! (`write_input`'s).

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

/// The least sum of die `rots` (its rotations) placed at x, y, z of the big cube; each given as
/// whether it is the first coordinate and whether it is the last.
fn least(rots: &[Die], x: (bool, bool), y: (bool, bool), z: (bool, bool)) -> u128 {
    // Visible positions: top at the last z; the four sides at the borders; never the bottom
    // (the table).
    let shown = [z.1, false, y.1, y.0, x.1, x.0];
    let cost = |r: &Die| {
        (0..6)
            .filter(|&p| shown[p])
            .map(|p| u128::from(r[p]))
            .sum::<u128>()
    };
    rots.iter().map(cost).min().unwrap()
}

/// D top, C bottom, A north, F south, B east, E west: the adapter's folding (A south, B east)
/// turned half round, then seen in a mirror.
fn die(values: &[u64]) -> Die {
    [values[3], values[2], values[0], values[5], values[1], values[4]]
}

/// The least visible sum of the big cube, die by die.
fn model(n: u64, values: &[u64]) -> u128 {
    let rots = rotations(die(values));
    let mut total = 0u128;
    for x in 0..n {
        for y in 0..n {
            for z in 0..n {
                let at = |c: u64| (c == 0, c == n - 1);
                total += least(&rots, at(x), at(y), at(z));
            }
        }
    }
    total
}

/// The same, each kind of place once: a coordinate is first and last (N = 1), or first, last or
/// in between (N - 2 of those).
fn by_kinds(n: u64, values: &[u64]) -> u128 {
    let rots = rotations(die(values));
    let kinds: Vec<((bool, bool), u128)> = match n {
        0 => vec![],
        1 => vec![((true, true), 1)],
        _ => vec![
            ((true, false), 1),
            ((false, true), 1),
            ((false, false), u128::from(n - 2)),
        ],
    };
    let mut total = 0;
    for &(x, nx) in &kinds {
        for &(y, ny) in &kinds {
            for &(z, nz) in &kinds {
                total += nx * ny * nz * least(&rots, x, y, z);
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

/// The input's numbers: white space as C's scanf skips it (vertical tab and form feed included),
/// after a byte-order mark if there is one.
fn parse(input: &str) -> (u64, Vec<u64>) {
    let numbers: Vec<u64> = input
        .trim_start_matches('\u{feff}')
        .split(|c: char| c.is_ascii_whitespace() || c == '\u{b}')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect();
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
        let expected = model(n, &values);
        assert_eq!(by_kinds(n, &values), expected, "{}", input);
        assert_eq!(adapter(&input), format!("{}\n", expected), "{}", input);
    }
}

#[test]
fn the_adapter_agrees_with_placing_each_kind_of_die_on_random_large_cubes() {
    let mut rng = Rng::new(10_041);
    for round in 0..300 {
        let n = match round % 3 {
            0 => rng.between(7, 100),
            1 => rng.between(100, 1_000_000),
            _ => 1_000_000 - rng.below(3),
        };
        let values: Vec<u64> = (0..6).map(|_| rng.between(1, 50)).collect();
        let input = format!(
            "{}\n{}\n",
            n,
            values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
        );
        assert_eq!(
            adapter(&input),
            format!("{}\n", by_kinds(n, &values)),
            "{}",
            input
        );
    }
}

#[test]
fn the_models_give_every_files_expected_output_and_the_adapter_agrees() {
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let (n, values) = parse(&input);
            assert_eq!(
                format!("{}\n", by_kinds(n, &values)),
                expected,
                "{}",
                path.display()
            );
            // Dice one by one: up to 60^3 of them.
            if n <= 60 {
                assert_eq!(format!("{}\n", model(n, &values)), expected, "{}", path.display());
            }
            assert_eq!(adapter(&input), expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 14, "{} files", checked);
}

#[test]
fn the_model_agrees_on_the_inputs_write_input_makes() {
    // One case an input (the statement's); seeds 1 (`cubesmith gen`'s default) and 100
    // (`cubesmith test`'s) among them.
    for seed in (1..=60).chain([100]) {
        let input = super::write_input(&mut Rng::new(seed), 1);
        let (n, values) = parse(&input);
        assert_eq!(n, 1_000_000, "seed {}", seed);
        let expected = format!("{}\n", by_kinds(n, &values));
        assert_eq!(adapter(&input), expected, "seed {}", seed);
    }
}
