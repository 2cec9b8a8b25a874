//! The adapter against an independent model: the die as six vectors in space (x east, y north,
//! z up), one per face, each roll a quarter turn of space written from the statement (`N` takes
//! the top to the north, `E` the top to the east); the value on top is the one whose face points
//! up. No face tables, permutations or reading code are shared with the library or the adapter.
//! Checked on every test and beyond file, on generated inputs and on the benchmark's
//! (`write_input`'s).

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// A direction in space: x east, y north, z up.
type V = [i32; 3];

/// Where faces 1..6 point at the start: 1 up, 2 south (the front), 3 east (the right), 4 west,
/// 5 north, 6 down.
const START: [V; 6] = [
    [0, 0, 1],
    [0, -1, 0],
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, 0, -1],
];

/// Where a face pointing along `v` points after the roll `letter`.
fn rolled(v: V, letter: u8) -> V {
    let [x, y, z] = v;
    match letter {
        b'N' => [x, z, -y], // up goes north, north goes down
        b'S' => [x, -z, y], // up goes south
        b'E' => [z, y, -x], // up goes east, east goes down
        b'W' => [-z, y, x], // up goes west
        _ => panic!("not a roll: {}", letter as char),
    }
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

/// The value on top after the rolls, for a whole input.
fn model(input: &str) -> String {
    let tokens = tokens(input);
    let values: Vec<u64> = tokens[..6].iter().map(|t| t.parse().unwrap()).collect();
    let commands = tokens.get(6).copied().unwrap_or("");
    let mut faces = START;
    for letter in commands.bytes() {
        for face in faces.iter_mut() {
            *face = rolled(*face, letter);
        }
    }
    let up = faces.iter().position(|&f| f == [0, 0, 1]).unwrap();
    format!("{}\n", values[up])
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn the_rolls_are_quarter_turns_that_keep_the_die_whole() {
    for letter in b"NESW".iter().copied() {
        let back = match letter {
            b'N' => b'S',
            b'S' => b'N',
            b'E' => b'W',
            _ => b'E',
        };
        for face in START {
            assert_eq!(rolled(rolled(face, letter), back), face);
            assert_eq!((0..4).fold(face, |f, _| rolled(f, letter)), face);
            assert_ne!(rolled(face, letter), face.map(|c| -c));
        }
    }
    // After N the south face is on top; after E the west face.
    assert_eq!(rolled(START[1], b'N'), [0, 0, 1]);
    assert_eq!(rolled(START[3], b'E'), [0, 0, 1]);
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
    assert!(checked >= 18, "{} files", checked);
}

#[test]
fn the_adapter_agrees_with_the_model_on_generated_inputs() {
    let mut rng = Rng::new(1111);
    let mut tops = [false; 6];
    for round in 0..600 {
        // Distinct values (powers of two) a third of the time, to see which face is on top.
        let values: Vec<u64> = (0..6)
            .map(|k| match round % 3 {
                0 => 1 << k,
                1 => rng.below(101),
                _ => rng.below(3),
            })
            .collect();
        let length = match round % 5 {
            0 => rng.below(3),
            1 => 100,
            _ => rng.below(101),
        };
        let commands: String = (0..length)
            .map(|_| b"ENSW"[rng.below(4) as usize] as char)
            .collect();
        let numbers: Vec<String> = values.iter().map(u64::to_string).collect();
        let mut input = format!("{}\n{}\n", numbers.join(" "), commands);
        if commands.is_empty() && rng.below(2) == 0 {
            input = format!("{}\n", numbers.join(" "));
        }
        let expected = model(&input);
        assert_eq!(adapter(&input), expected, "{}", input);
        if round % 3 == 0 {
            let top: u64 = expected.trim().parse().unwrap();
            tops[top.trailing_zeros() as usize] = true;
        }
    }
    // Every face came to the top.
    assert_eq!(tops, [true; 6]);
}

#[test]
fn the_model_agrees_on_the_inputs_write_input_makes() {
    // One case an input (the statement's); seeds 1 (`cubesmith gen`'s default) and 100
    // (`cubesmith test`'s) among them.
    for seed in (1..=60).chain([100]) {
        let input = super::write_input(&mut Rng::new(seed), 1);
        assert_eq!(adapter(&input), model(&input), "seed {}", seed);
    }
}
