//! The adapter against an independent model: every tower that looks as the input says, counted.
//! A die is one of the 48 placements of a standard die (its 24 rotations, as the closure of two
//! permutations of its positions, of both mirror images); Bob sees the top of die 1 and, on
//! every die, the south and east sides. Touching faces must differ. The answer is YES exactly
//! when one tower fits. Checked on every test and beyond file, on random towers and on the
//! benchmark's (`write_input`'s).

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// Numbers at top, bottom, north, south, east, west.
type Die = [u64; 6];
const TOP: usize = 0;
const BOTTOM: usize = 1;
const SOUTH: usize = 3;
const EAST: usize = 4;

fn placements() -> Vec<Die> {
    let spin = |d: Die| [d[0], d[1], d[5], d[4], d[2], d[3]];
    let roll = |d: Die| [d[3], d[2], d[0], d[1], d[4], d[5]];
    // 1 top, 2 south, 3 east, and its mirror image (3 west).
    let mut all = vec![[1, 6, 5, 2, 3, 4], [1, 6, 5, 2, 4, 3]];
    let mut i = 0;
    while i < all.len() {
        for next in [spin(all[i]), roll(all[i])] {
            if !all.contains(&next) {
                all.push(next);
            }
        }
        i += 1;
    }
    assert_eq!(all.len(), 48);
    all
}

/// The number of towers that look like `x` on top and `sides`, capped at 2.
fn towers(x: u64, sides: &[(u64, u64)]) -> u64 {
    let all = placements();
    // For each placement of the die reached so far, how many towers (capped) end with it.
    let mut layer: Vec<(Die, u64)> = all.iter().filter(|d| d[TOP] == x).map(|&d| (d, 1)).collect();
    for (i, &(a, b)) in sides.iter().enumerate() {
        let fits: Vec<Die> = all
            .iter()
            .copied()
            .filter(|d| d[SOUTH] == a && d[EAST] == b)
            .collect();
        layer = if i == 0 {
            layer.into_iter().filter(|(d, _)| fits.contains(d)).collect()
        } else {
            fits.iter()
                .map(|&d| {
                    let ways = layer
                        .iter()
                        .filter(|(above, _)| above[BOTTOM] != d[TOP])
                        .map(|&(_, w)| w)
                        .sum::<u64>();
                    (d, ways.min(2))
                })
                .filter(|&(_, w)| w > 0)
                .collect()
        };
    }
    layer.iter().map(|&(_, w)| w).sum::<u64>().min(2)
}

/// The input's numbers (white space as C's scanf skips it, vertical tab and form feed included,
/// after a byte-order mark if there is one): x and the sides of each die.
fn parse(input: &str) -> (u64, Vec<(u64, u64)>) {
    let v: Vec<u64> = input
        .trim_start_matches('\u{feff}')
        .split(|c: char| c.is_ascii_whitespace() || c == '\u{b}')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect();
    let sides: Vec<(u64, u64)> = v[2..].chunks(2).map(|p| (p[0], p[1])).collect();
    assert_eq!(sides.len() as u64, v[0]);
    (v[1], sides)
}

fn model(input: &str) -> String {
    let (x, sides) = parse(input);
    match towers(x, &sides) {
        0 => panic!("no tower looks like this: {}", input),
        1 => "YES\n".to_string(),
        _ => "NO\n".to_string(),
    }
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn the_adapter_agrees_with_counting_the_towers_on_random_inputs() {
    let mut rng = Rng::new(225);
    let (mut yes, mut no) = (0, 0);
    for round in 0..400 {
        // Random towers as Alice builds them: each die a random placement whose top differs
        // from the bottom of the die above; then what Bob sees.
        let all = placements();
        let n = if round % 20 == 19 { 100 } else { 1 + round % 5 };
        let mut tower: Vec<Die> = Vec::new();
        while tower.len() < n {
            let d = all[rng.below(48) as usize];
            if tower.last().map_or(true, |above| above[BOTTOM] != d[TOP]) {
                tower.push(d);
            }
        }
        let mut input = format!("{}\n{}\n", n, tower[0][TOP]);
        for d in &tower {
            input += &format!("{} {}\n", d[SOUTH], d[EAST]);
        }
        let expected = model(&input);
        assert_eq!(adapter(&input), expected, "{}", input);
        if expected == "YES\n" {
            yes += 1
        } else {
            no += 1
        }
    }
    assert!(yes >= 50 && no >= 50, "{} {}", yes, no);
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
    // One case an input (the statement's); seeds 1 (`cubesmith gen`'s default) and 100
    // (`cubesmith test`'s) among them.
    let (mut yes, mut no) = (0, 0);
    for seed in (1..=60).chain([100]) {
        let input = super::write_input(&mut Rng::new(seed), 1);
        let expected = model(&input);
        assert_eq!(adapter(&input), expected, "seed {}", seed);
        if expected == "YES\n" {
            yes += 1;
        } else {
            no += 1;
        }
    }
    assert!(yes >= 10 && no >= 10, "{} YES, {} NO", yes, no);
}
