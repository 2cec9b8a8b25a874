//! The adapter against an independent model: the die as six vectors in space (x east, y north,
//! z up), one per face, each command a quarter turn of space written from the statement (`North`
//! takes the top to the north, `Right` turns the die clockwise seen from above, north to east);
//! the top is the face pointing up. No face tables, moves or reading code are shared with the
//! library or the adapter. Checked on every test and beyond file, on generated inputs and on the
//! benchmark's (`write_input`'s); and the viewer's commands (`read_rolls`), replayed on the
//! model's die, give the expected totals.

use super::{read_rolls, solve};
use cubesmith::cases::case_files;
use cubesmith::die::orientation::Face;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// A direction in space: x east, y north, z up.
type V = [i32; 3];
const UP: V = [0, 0, 1];

/// Where faces 1..6 point at the start: 1 up, 2 south, 3 east, 4 west, 5 north, 6 down.
const START: [V; 6] = [
    [0, 0, 1],
    [0, -1, 0],
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, 0, -1],
];

/// The six commands as the statement writes them.
const WORDS: [&str; 6] = ["North", "East", "South", "West", "Right", "Left"];

/// Where a face pointing along `v` points after the command `word` (in any letter case).
fn turned(v: V, word: &str) -> V {
    let [x, y, z] = v;
    match word.to_ascii_lowercase().as_str() {
        "north" => [x, z, -y], // up goes north, north goes down
        "south" => [x, -z, y],
        "east" => [z, y, -x], // up goes east, east goes down
        "west" => [-z, y, x],
        "right" => [y, -x, z], // north goes east, east goes south
        "left" => [-y, x, z],
        _ => panic!("not a command: {}", word),
    }
}

/// The total of the tops, the start's included, over the commands `words`.
fn total<'a>(words: impl Iterator<Item = &'a str>) -> u64 {
    let mut faces = START;
    let top = |faces: &[V; 6]| faces.iter().position(|&v| v == UP).unwrap() as u64 + 1;
    let mut sum = top(&faces);
    for word in words {
        faces = faces.map(|v| turned(v, word));
        sum += top(&faces);
    }
    sum
}

/// The input's tokens: white space as C's scanf skips it (vertical tab and form feed included),
/// after a byte-order mark if there is one.
fn tokens(input: &str) -> Vec<&str> {
    input
        .trim_start_matches('\u{feff}')
        .split(|c: char| c.is_ascii_whitespace() || c == '\u{b}')
        .filter(|t| !t.is_empty())
        .collect()
}

/// The model's output: each dataset's total, up to n = 0 or the end of the input.
fn model(input: &str) -> String {
    let tokens = tokens(input);
    let mut out = String::new();
    let mut i = 0;
    while let Some(n) = tokens.get(i).map(|t| t.parse::<usize>().unwrap()) {
        if n == 0 {
            break;
        }
        out += &format!("{}\n", total(tokens[i + 1..i + 1 + n].iter().copied()));
        i += 1 + n;
    }
    out
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn the_commands_are_quarter_turns_and_right_is_clockwise() {
    for (word, back) in [("North", "South"), ("East", "West"), ("Right", "Left")] {
        for face in START {
            assert_eq!(turned(turned(face, word), back), face);
            assert_eq!((0..4).fold(face, |f, _| turned(f, word)), face);
        }
    }
    // Seen from above, Right takes the north side east and the east side south: 5 faces east
    // after it, 3 south; 1 stays on top.
    let after = START.map(|v| turned(v, "Right"));
    assert_eq!((after[4], after[2], after[0]), ([1, 0, 0], [0, -1, 0], UP));
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
fn the_adapter_agrees_with_the_model_on_generated_inputs() {
    let mut rng = Rng::new(502);
    for round in 0..100 {
        let mut input = String::new();
        let mut sizes = Vec::new();
        for _ in 0..rng.between(1, 5) {
            let n = match rng.below(10) {
                0 => 10_000,
                1 => 1,
                _ => rng.between(1, 60),
            };
            input += &format!("{}\n", n);
            sizes.push(n);
            // Spins only, now and then: 1 stays on top.
            let first = if round % 10 == 0 { 4 } else { 0 };
            for _ in 0..n {
                input += WORDS[rng.between(first, 5) as usize];
                input += "\n";
            }
        }
        input += "0\n";
        let expected = model(&input);
        assert_eq!(adapter(&input), expected, "{}", input);
        if round % 10 == 0 {
            let ones: String = sizes.iter().map(|n| format!("{}\n", n + 1)).collect();
            assert_eq!(expected, ones);
        }
    }
}

#[test]
fn the_viewer_s_commands_on_the_model_s_die_give_the_expected_totals() {
    let mut datasets = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let rolled = read_rolls(&mut Scanner::new(input.as_bytes())).unwrap();
            let mut totals = String::new();
            for (die, moves) in rolled {
                // The viewer's die starts as the statement's: 1 on top, 2 south, 3 east.
                let shown = [
                    Face::Top,
                    Face::South,
                    Face::East,
                    Face::West,
                    Face::North,
                    Face::Bottom,
                ]
                .map(|p| *die.get(p));
                assert_eq!(shown, [1, 2, 3, 4, 5, 6], "{}", path.display());
                totals += &format!("{}\n", total(moves.iter().map(|m| m.name())));
                datasets += 1;
            }
            assert_eq!(totals, expected, "{}", path.display());
        }
    }
    assert!(datasets >= 10);
}

#[test]
fn the_model_agrees_on_the_inputs_write_input_makes() {
    // Seeds 1 (`cubesmith gen`'s default) and 100 (`cubesmith test`'s) among them; 5 datasets
    // are the statement's most.
    for (seed, datasets) in [(1, 5), (100, 3), (2, 1), (3, 2), (4, 5)] {
        let input = super::write_input(&mut Rng::new(seed), datasets);
        let expected = model(&input);
        assert_eq!(expected.lines().count(), datasets, "seed {}", seed);
        assert_eq!(adapter(&input), expected, "seed {}, {} datasets", seed, datasets);
    }
}
