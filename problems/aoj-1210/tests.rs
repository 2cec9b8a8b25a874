//! The adapter against an independent model: the die as six vectors in space (x east, y north,
//! z up), one per face, starting as the statement says (1 up, 2 north, 3 west), each command a
//! quarter turn of space (`north` takes the top to the north and the north face down); the top
//! is the face pointing up. No face tables, moves or reading code are shared with the library or
//! the adapter. Checked on every test and beyond file, on generated inputs and on the
//! benchmark's (`write_input`'s); and the viewer's commands (`read_rolls`), replayed on the
//! model's die, give the expected tops.

use super::{read_rolls, solve};
use cubesmith::cases::case_files;
use cubesmith::die::orientation::Face;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// A direction in space: x east, y north, z up.
type V = [i32; 3];
const UP: V = [0, 0, 1];

/// Where faces 1..6 point at the start: 1 up, 2 north, 3 west, 4 east, 5 south, 6 down
/// (opposite faces sum to 7).
const START: [V; 6] = [
    [0, 0, 1],
    [0, 1, 0],
    [-1, 0, 0],
    [1, 0, 0],
    [0, -1, 0],
    [0, 0, -1],
];

const WORDS: [&str; 4] = ["north", "east", "south", "west"];

/// Where a face pointing along `v` points after the command `word`.
fn turned(v: V, word: &str) -> V {
    let [x, y, z] = v;
    match word {
        "north" => [x, z, -y], // up goes north, north goes down
        "south" => [x, -z, y],
        "east" => [z, y, -x], // up goes east, east goes down
        "west" => [-z, y, x],
        _ => panic!("not a command: {}", word),
    }
}

/// The number on top after the commands `words`.
fn top<'a>(words: impl Iterator<Item = &'a str>) -> usize {
    let mut faces = START;
    for word in words {
        faces = faces.map(|v| turned(v, word));
    }
    faces.iter().position(|&v| v == UP).unwrap() + 1
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

/// The model's output: each game's top, up to the line 0 or the end of the input.
fn model(input: &str) -> String {
    let tokens = tokens(input);
    let mut out = String::new();
    let mut i = 0;
    while let Some(n) = tokens.get(i).map(|t| t.parse::<usize>().unwrap()) {
        if n == 0 {
            break;
        }
        out += &format!("{}\n", top(tokens[i + 1..i + 1 + n].iter().copied()));
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
fn the_commands_tumble_the_die_as_the_statement_says() {
    // north: the top becomes the north face, the north face the bottom; the south face comes up.
    let after = START.map(|v| turned(v, "north"));
    assert_eq!((after[0], after[1], after[4]), ([0, 1, 0], [0, 0, -1], UP));
    for (word, back) in [("north", "south"), ("east", "west")] {
        for face in START {
            assert_eq!(turned(turned(face, word), back), face);
            assert_eq!((0..4).fold(face, |f, _| turned(f, word)), face);
        }
    }
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
    let mut rng = Rng::new(1210);
    let mut tops = [0; 6];
    for round in 0..100 {
        let mut input = String::new();
        for _ in 0..rng.between(1, 8) {
            let n = match rng.below(10) {
                0 => 1024,
                1 | 2 => rng.between(1, 3),
                _ => rng.between(1, 40),
            };
            input += &format!("{}\n", n);
            for _ in 0..n {
                input += WORDS[rng.below(4) as usize];
                input += "\n";
            }
        }
        // The closing 0 is sometimes left out.
        if round % 7 != 0 {
            input += "0\n";
        }
        let expected = model(&input);
        assert_eq!(adapter(&input), expected, "{}", input);
        for line in expected.lines() {
            tops[line.parse::<usize>().unwrap() - 1] += 1;
        }
    }
    // Every number came to the top, many times.
    assert!(tops.iter().all(|&count| count >= 20), "{:?}", tops);
}

#[test]
fn the_viewer_s_commands_on_the_model_s_die_give_the_expected_tops() {
    let mut games = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let rolled = read_rolls(&mut Scanner::new(input.as_bytes())).unwrap();
            let mut tops = String::new();
            for (die, moves) in rolled {
                // The viewer's die starts as the statement's: 1 on top, 2 north, 3 west.
                let shown = [
                    Face::Top,
                    Face::North,
                    Face::West,
                    Face::East,
                    Face::South,
                    Face::Bottom,
                ]
                .map(|p| *die.get(p));
                assert_eq!(shown, [1, 2, 3, 4, 5, 6], "{}", path.display());
                let words = moves.iter().map(|m| m.name().to_ascii_lowercase());
                let words: Vec<String> = words.collect();
                tops += &format!("{}\n", top(words.iter().map(String::as_str)));
                games += 1;
            }
            assert_eq!(tops, expected, "{}", path.display());
        }
    }
    assert!(games >= 10);
}

#[test]
fn the_model_agrees_on_the_inputs_write_input_makes() {
    // Seeds 1 (`cubesmith gen`'s default) and 100 (`cubesmith test`'s) among them; 100 games of
    // 1024 commands make the benchmark.
    for (seed, games) in [(1, 100), (100, 3), (2, 1), (3, 10), (4, 100)] {
        let input = super::write_input(&mut Rng::new(seed), games);
        let expected = model(&input);
        assert_eq!(expected.lines().count(), games, "seed {}", seed);
        assert_eq!(adapter(&input), expected, "seed {}, {} games", seed, games);
    }
}
