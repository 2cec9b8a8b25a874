//! The adapter against an independent model sharing nothing with the library: the 24 rotations
//! of a die as the closure of two permutations of its six positions, the statement's net read
//! as a mirror image of the adapter's (only opposite faces are given, so the answer must not
//! depend on it), and every stacking tried: all 24^n for a few dice, and for any number of dice
//! a dynamic programme over (die, rotation) per side of the tower. Checked on every test and
//! beyond file, on random towers and on the benchmark's (`write_input`'s).

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// Labels at top, bottom, north, south, east, west.
type Die = [u64; 6];
const TOP: usize = 0;
const BOTTOM: usize = 1;
const SIDES: [usize; 4] = [2, 3, 4, 5];

/// Every rotation of `die`: the closure of a quarter turn about the vertical axis and a roll.
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

/// The statement's A..F, folded the mirror way from the adapter: A top, F bottom, B east, D west,
/// C south, E north (A-F, B-D, C-E opposite).
fn die(v: &[u64]) -> Die {
    [v[0], v[5], v[4], v[2], v[1], v[3]]
}

/// The input's dice: its numbers (white space as C's scanf skips it, vertical tab and form feed
/// included, after a byte-order mark if there is one), n and then six to a die.
fn parse(input: &str) -> Vec<Die> {
    let numbers: Vec<u64> = input
        .trim_start_matches('\u{feff}')
        .split(|c: char| c.is_ascii_whitespace() || c == '\u{b}')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect();
    let dice: Vec<Die> = numbers[1..].chunks(6).map(die).collect();
    assert_eq!(dice.len() as u64, numbers[0]);
    dice
}

/// Every stacking of every rotation: the largest sum of one side.
fn brute_force(dice: &[Die]) -> u64 {
    fn go(dice: &[Die], below: Option<&Die>, sums: [u64; 4], best: &mut u64) {
        let (first, rest) = match dice.split_first() {
            Some(split) => split,
            None => {
                *best = (*best).max(*sums.iter().max().unwrap());
                return;
            }
        };
        for r in rotations(*first) {
            if below.map_or(true, |b| b[TOP] == r[BOTTOM]) {
                let mut next = sums;
                for (s, &side) in next.iter_mut().zip(SIDES.iter()) {
                    *s += r[side];
                }
                go(rest, Some(&r), next, best);
            }
        }
    }
    let mut best = 0;
    go(dice, None, [0; 4], &mut best);
    best
}

/// The same by a dynamic programme: for each side of the tower, the best sum of that side with
/// the top die in each rotation.
fn model(dice: &[Die]) -> u64 {
    let mut best = 0;
    for &side in SIDES.iter() {
        let mut layer: Vec<(Die, u64)> = Vec::new();
        for d in dice {
            layer = rotations(*d)
                .into_iter()
                .filter_map(|r| {
                    let below = layer
                        .iter()
                        .filter(|(b, _)| b[TOP] == r[BOTTOM])
                        .map(|&(_, s)| s)
                        .max();
                    let below = if layer.is_empty() { Some(0) } else { below };
                    below.map(|s| (r, s + r[side]))
                })
                .collect();
        }
        best = best.max(layer.iter().map(|&(_, s)| s).max().unwrap_or(0));
    }
    best
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn random_input(rng: &mut Rng, n: u64) -> String {
    let mut text = format!("{}\n", n);
    for _ in 0..n {
        let mut labels = [1, 2, 3, 4, 5, 6];
        rng.shuffle(&mut labels);
        let labels: Vec<String> = labels.iter().map(u64::to_string).collect();
        text += &(labels.join(" ") + "\n");
    }
    text
}

#[test]
fn the_adapter_agrees_with_every_stacking_on_random_small_towers() {
    let mut rng = Rng::new(2116);
    for round in 0..60 {
        let input = random_input(&mut rng, 1 + round % 4);
        let dice = parse(&input);
        let expected = brute_force(&dice);
        assert_eq!(model(&dice), expected, "{}", input);
        assert_eq!(adapter(&input), format!("{}\n", expected), "{}", input);
    }
}

#[test]
fn the_adapter_agrees_with_the_model_on_random_towers() {
    let mut rng = Rng::new(21_160);
    for round in 0..300 {
        let n = match round % 3 {
            0 => rng.between(1, 10),
            1 => rng.between(10, 200),
            _ => rng.between(1, 50),
        };
        let mut input = random_input(&mut rng, n);
        if round % 3 == 2 {
            // One die n times: every die has the same opposite pairs.
            let lines: Vec<&str> = input.lines().collect();
            input = format!("{}\n{}", n, format!("{}\n", lines[1]).repeat(n as usize));
        }
        let expected = format!("{}\n", model(&parse(&input)));
        assert_eq!(adapter(&input), expected, "{}", input);
    }
}

#[test]
fn the_model_gives_every_files_expected_output_and_the_adapter_agrees() {
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let modelled = format!("{}\n", model(&parse(&input)));
            assert_eq!(modelled, expected, "{}", path.display());
            assert_eq!(adapter(&input), expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 10, "{} files", checked);
}

#[test]
fn the_model_agrees_on_the_inputs_write_input_makes() {
    // One case an input (the statement's), of 10,000 dice: a quarter of a second for the model.
    // Seeds 1 (`cubesmith gen`'s default) and 100 (`cubesmith test`'s) among them.
    for seed in [1, 2, 3, 100] {
        let input = super::write_input(&mut Rng::new(seed), 1);
        let expected = format!("{}\n", model(&parse(&input)));
        assert_eq!(adapter(&input), expected, "seed {}", seed);
    }
}
