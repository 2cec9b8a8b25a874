//! The adapter against an independent model: the die as six vectors in space (x east, y north,
//! z up), one per face, each carrying its number, rolled by quarter turns of space written from
//! the statement (east takes the top to the east and the east face down); the map a table of
//! rows and columns. No face tables, moves, grid or reading code are shared with the library or
//! the adapter. Checked on every test and beyond file, on generated inputs and on the
//! benchmark's (`write_input`'s); and the viewer's walk (`read_boards`) is the model's, roll by
//! roll, on every file.

use super::{read_boards, solve};
use cubesmith::cases::case_files;
use cubesmith::die::orientation::Face;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

/// A direction in space: x east, y north, z up.
type V = [i32; 3];

/// The six directions a face can point: up, down, north, south, east, west.
const AROUND: [V; 6] = [
    [0, 0, 1],
    [0, 0, -1],
    [0, 1, 0],
    [0, -1, 0],
    [1, 0, 0],
    [-1, 0, 0],
];
const UP: usize = 0;
const DOWN: usize = 1;

/// Where a face pointing along `v` points after the die rolls toward `way` (north, south, east
/// or west): a quarter turn taking up to `way` and `way` down.
fn rolled(v: V, way: V) -> V {
    let [x, y, z] = v;
    match way {
        [0, 1, 0] => [x, z, -y],
        [0, -1, 0] => [x, -z, y],
        [1, 0, 0] => [z, y, -x],
        _ => [-z, y, x],
    }
}

/// The input's tokens as numbers: white space as C's scanf skips it (vertical tab and form feed
/// included), after a byte-order mark if there is one.
fn numbers(input: &str) -> Vec<u64> {
    input
        .trim_start_matches('\u{feff}')
        .split(|c: char| c.is_ascii_whitespace() || c == '\u{b}')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect()
}

/// One roll the die makes: the name of its direction, and the numbers the die then shows up,
/// down, north, south, east and west.
type Roll = (&'static str, [u64; 6]);

/// The rolls the commands make (those that would leave the map make none).
fn play(input: &str) -> Vec<Roll> {
    let v = numbers(input);
    let (rows, cols, mut r, mut c, k) = (v[0], v[1], v[2], v[3], v[4] as usize);
    let mut map: Vec<Vec<u64>> = v[5..5 + (rows * cols) as usize]
        .chunks(cols as usize)
        .map(<[u64]>::to_vec)
        .collect();
    let commands = &v[5 + (rows * cols) as usize..][..k];
    // Each face: where it points and its number; 0 on every face at the start.
    let mut die: Vec<(V, u64)> = AROUND.iter().map(|&v| (v, 0)).collect();
    let mut rolls = Vec::new();
    for &command in commands {
        // 1 east, 2 west, 3 north, 4 south; a row is a step south, a column a step east.
        let (name, way) = match command {
            1 => ("East", [1, 0, 0]),
            2 => ("West", [-1, 0, 0]),
            3 => ("North", [0, 1, 0]),
            _ => ("South", [0, -1, 0]),
        };
        let (nr, nc) = (r as i64 - way[1] as i64, c as i64 + way[0] as i64);
        if nr < 0 || nc < 0 || nr >= rows as i64 || nc >= cols as i64 {
            continue;
        }
        (r, c) = (nr as u64, nc as u64);
        for face in die.iter_mut() {
            face.0 = rolled(face.0, way);
        }
        let bottom = die.iter_mut().find(|f| f.0 == AROUND[DOWN]).unwrap();
        let cell = &mut map[r as usize][c as usize];
        if *cell == 0 {
            *cell = bottom.1;
        } else {
            bottom.1 = *cell;
            *cell = 0;
        }
        let shown = AROUND.map(|p| die.iter().find(|f| f.0 == p).unwrap().1);
        rolls.push((name, shown));
    }
    rolls
}

fn model(input: &str) -> String {
    play(input)
        .iter()
        .map(|(_, shown)| format!("{}\n", shown[UP]))
        .collect()
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn a_roll_takes_the_top_its_way_and_that_side_down() {
    for way in AROUND[2..].iter().copied() {
        assert_eq!(rolled(AROUND[UP], way), way);
        assert_eq!(rolled(way, way), AROUND[DOWN]);
        for v in AROUND {
            assert_eq!((0..4).fold(v, |v, _| rolled(v, way)), v);
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
    assert!(checked >= 15, "{} files", checked);
}

#[test]
fn the_adapter_agrees_with_the_model_on_generated_inputs() {
    let mut rng = Rng::new(14499);
    let mut ignored = 0;
    for round in 0..400 {
        let (rows, cols) = match round % 8 {
            0 => (1, rng.between(1, 6)),
            1 => (rng.between(1, 6), 1),
            2 => (20, 20),
            _ => (rng.between(1, 7), rng.between(1, 7)),
        };
        let (x, y) = (rng.below(rows), rng.below(cols));
        let k = if round % 8 == 2 { 1000 } else { rng.between(1, 60) };
        // About half the cells hold 0; the start always does.
        let mut text = String::new();
        for r in 0..rows {
            let row: Vec<String> = (0..cols)
                .map(|c| {
                    if (r, c) == (x, y) {
                        0
                    } else {
                        rng.below(19).saturating_sub(9)
                    }
                })
                .map(|n| n.to_string())
                .collect();
            text += &(row.join(" ") + "\n");
        }
        let commands: Vec<String> = (0..k).map(|_| rng.between(1, 4).to_string()).collect();
        let input = format!(
            "{} {} {} {} {}\n{}{}\n",
            rows,
            cols,
            x,
            y,
            k,
            text,
            commands.join(" ")
        );
        let expected = model(&input);
        assert_eq!(adapter(&input), expected, "{}", input);
        ignored += k as usize - expected.lines().count();
    }
    assert!(ignored > 1000);
}

#[test]
fn the_viewer_s_walk_is_the_model_s() {
    let mut rolls = 0;
    for folder in ["test", "beyond"] {
        for (path, input, _) in case_files(folder) {
            let (grid, cells, start, die, walk) = read_boards(&mut Scanner::new(input.as_bytes()))
                .unwrap()
                .remove(0);
            let v = numbers(&input);
            let map: Vec<String> = v[5..5 + (v[0] * v[1]) as usize]
                .iter()
                .map(u64::to_string)
                .collect();
            assert_eq!(cells, map, "{}", path.display());
            assert_eq!(start, (v[2] * v[1] + v[3]) as usize, "{}", path.display());
            assert_eq!(grid.cols() as u64, v[1]);
            let positions = [
                Face::Top,
                Face::Bottom,
                Face::North,
                Face::South,
                Face::East,
                Face::West,
            ];
            assert_eq!(positions.map(|p| *die.get(p)), [0; 6]);
            let viewer: Vec<Roll> = walk
                .iter()
                .map(|(m, die)| (m.name(), positions.map(|p| *die.get(p))))
                .collect();
            assert_eq!(viewer, play(&input), "{}", path.display());
            rolls += viewer.len();
        }
    }
    assert!(rolls > 100, "{} rolls", rolls);
}

#[test]
fn the_model_agrees_on_the_inputs_write_input_makes() {
    // One case an input (the statement's); seeds 1 (`cubesmith gen`'s default) and 100
    // (`cubesmith test`'s) among them.
    for seed in (1..=60).chain([100]) {
        let input = super::write_input(&mut Rng::new(seed), 1);
        let expected = model(&input);
        assert!(!expected.is_empty(), "seed {}", seed);
        assert_eq!(adapter(&input), expected, "seed {}", seed);
    }
}
