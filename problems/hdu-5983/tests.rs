//! The adapter against an independent model that shares nothing with the library: each small
//! face at the corner the statement's coordinates (h, k, l) give its piece, on the side of the
//! cube all four pieces of its line share; the twelve quarter turns as permutations of the 24
//! small faces, found by turning each one's corner and normal a quarter turn about the face's
//! axis; YES when the cube or one of its turns is restored: every face one value, the six values
//! different. The statement's drawn development, folded onto a cube by rolling it square by
//! square, gives the same twelve turns. Checked on the test files, on every cube zero, one or two
//! quarter turns from restored in every orientation (random values up to 2^64 - 1), on random
//! fillings with four small faces of each value, on cubes one turn from restored with two small
//! faces swapped, and on restored cubes with two faces of one value.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::HashMap;

type Vector = [i32; 3];
/// The 24 values, in input order.
type State = [u64; 24];
/// A permutation of the squares: `new[i] = old[p[i]]`.
type Perm = [usize; 24];

/// One square of the cube: the corner it is on (coordinates -1 or 1: x right, y up, z front)
/// and its face's outward normal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Square {
    corner: Vector,
    normal: Vector,
}

/// The six faces' normals.
const FACES: [Vector; 6] = [
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 1],
    [0, 0, -1],
    [-1, 0, 0],
    [1, 0, 0],
];

fn cross(a: Vector, b: Vector) -> Vector {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn dot(a: Vector, b: Vector) -> i32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn minus(a: Vector) -> Vector {
    [-a[0], -a[1], -a[2]]
}

/// `v` turned a quarter turn clockwise as seen from the tip of the unit vector `axis`
/// (Rodrigues' formula at -90 degrees).
fn clockwise(v: Vector, axis: Vector) -> Vector {
    let (c, d) = (cross(v, axis), dot(axis, v));
    [c[0] + axis[0] * d, c[1] + axis[1] * d, c[2] + axis[2] * d]
}

/// The squares of a net seen from outside, by name in reading order: rows of names, `.` where
/// there is no square, each 2 x 2 block a face. The first block faces the viewer (+z) upright;
/// every other block is reached by rolling the cube over the edge between the two.
fn fold(rows: &[&str]) -> Vec<(String, Square)> {
    let grid: Vec<Vec<&str>> = rows.iter().map(|r| r.split_whitespace().collect()).collect();
    let has = |r: usize, c: usize| {
        grid.get(2 * r)
            .and_then(|row| row.get(2 * c))
            .map_or(false, |&name| name != ".")
    };
    let first = (0..grid.len() / 2)
        .flat_map(|r| (0..grid[2 * r].len() / 2).map(move |c| (r, c)))
        .find(|&(r, c)| has(r, c))
        .unwrap();
    // Each block's outward normal, right and down directions.
    let mut frames: HashMap<(usize, usize), [Vector; 3]> = HashMap::new();
    frames.insert(first, [[0, 0, 1], [1, 0, 0], [0, -1, 0]]);
    let mut stack = vec![first];
    while let Some((r, c)) = stack.pop() {
        let [n, right, down] = frames[&(r, c)];
        let next = [
            (Some(r), Some(c + 1), [right, minus(n), down]),
            (Some(r + 1), Some(c), [down, right, minus(n)]),
            (Some(r), c.checked_sub(1), [minus(right), n, down]),
            (r.checked_sub(1), Some(c), [minus(down), right, n]),
        ];
        for (r, c, frame) in next {
            let (r, c) = match (r, c) {
                (Some(r), Some(c)) => (r, c),
                _ => continue,
            };
            if has(r, c) && !frames.contains_key(&(r, c)) {
                frames.insert((r, c), frame);
                stack.push((r, c));
            }
        }
    }
    let mut squares = Vec::new();
    for (r, row) in grid.iter().enumerate() {
        for (c, &name) in row.iter().enumerate().filter(|&(_, &name)| name != ".") {
            let [n, right, down] = frames[&(r / 2, c / 2)];
            let (i, j) = (2 * (r % 2) as i32 - 1, 2 * (c % 2) as i32 - 1);
            let corner = [0, 1, 2].map(|k| n[k] + right[k] * j + down[k] * i);
            squares.push((name.to_string(), Square { corner, normal: n }));
        }
    }
    assert_eq!(squares.len(), 24);
    for (k, s) in squares.iter().enumerate() {
        assert!(
            squares[..k].iter().all(|t| t.1 != s.1),
            "two squares of the net fold onto one"
        );
    }
    squares
}

fn apply(state: &State, p: &Perm) -> State {
    let mut next = [0; 24];
    for (n, &from) in next.iter_mut().zip(p.iter()) {
        *n = state[from];
    }
    next
}

/// `p` then `q`.
fn then(p: &Perm, q: &Perm) -> Perm {
    let mut r = [0; 24];
    for (r, &from) in r.iter_mut().zip(q.iter()) {
        *r = p[from];
    }
    r
}

/// A quarter turn clockwise, seen from outside, of the face whose normal is `axis` (or of the
/// whole cube): each square it moves goes where its corner and normal are turned.
fn quarter(squares: &[Square], axis: Vector, whole: bool) -> Perm {
    let mut p = [usize::MAX; 24];
    for (from, s) in squares.iter().enumerate() {
        let to = if whole || dot(s.corner, axis) > 0 {
            Square {
                corner: clockwise(s.corner, axis),
                normal: clockwise(s.normal, axis),
            }
        } else {
            *s
        };
        p[squares.iter().position(|&t| t == to).unwrap()] = from;
    }
    p
}

/// The 12 quarter turns: each face clockwise and counter-clockwise (three times clockwise).
fn turns(squares: &[Square]) -> Vec<Perm> {
    let mut all = Vec::new();
    for axis in FACES {
        let p = quarter(squares, axis, false);
        all.push(p);
        all.push(then(&then(&p, &p), &p));
    }
    all
}

/// The 24 turns of the whole cube.
fn rotations(squares: &[Square]) -> Vec<Perm> {
    let turns = [
        quarter(squares, [1, 0, 0], true),
        quarter(squares, [0, 1, 0], true),
    ];
    let mut all: Vec<Perm> = vec![std::array::from_fn(|i| i)];
    let mut i = 0;
    while i < all.len() {
        for t in &turns {
            let next = then(&all[i], t);
            if !all.contains(&next) {
                all.push(next);
            }
        }
        i += 1;
    }
    assert_eq!(all.len(), 24);
    all
}
/// The statement's table: the pieces (h, k, l) of lines 1-6 (top, front, bottom, back, left,
/// right), in input order.
const PIECES: [[[i32; 3]; 4]; 6] = [
    [[0, 0, 1], [0, 1, 1], [1, 0, 1], [1, 1, 1]],
    [[1, 0, 1], [1, 1, 1], [1, 0, 0], [1, 1, 0]],
    [[1, 0, 0], [1, 1, 0], [0, 0, 0], [0, 1, 0]],
    [[0, 0, 0], [0, 1, 0], [0, 0, 1], [0, 1, 1]],
    [[0, 0, 0], [0, 0, 1], [1, 0, 0], [1, 0, 1]],
    [[0, 1, 1], [0, 1, 0], [1, 1, 1], [1, 1, 0]],
];

/// The statement's surface development, small faces by letter (a..x in input order), seen from
/// outside.
const DEVELOPMENT: [&str; 8] = [
    "q r a b u v",
    "s t c d w x",
    ". . e f . .",
    ". . g h . .",
    ". . i j . .",
    ". . k l . .",
    ". . m n . .",
    ". . o p . .",
];

/// The small faces in input order, from the coordinates: on the corner (2h - 1, 2k - 1, 2l - 1),
/// facing along the axis whose coordinate the line's four pieces share.
fn squares() -> Vec<Square> {
    let mut squares = Vec::new();
    for line in PIECES {
        let axis = (0..3).find(|&a| line.iter().all(|p| p[a] == line[0][a])).unwrap();
        let mut normal = [0; 3];
        normal[axis] = 2 * line[0][axis] - 1;
        for p in line {
            squares.push(Square {
                corner: p.map(|c| 2 * c - 1),
                normal,
            });
        }
    }
    squares
}

struct Model {
    squares: Vec<Square>,
    turns: Vec<Perm>,
}

impl Model {
    fn new() -> Model {
        let squares = squares();
        let turns = turns(&squares);
        Model { squares, turns }
    }

    /// Every face one value, the six values different.
    fn restored(&self, values: &State) -> bool {
        let mut faces = Vec::new();
        for n in FACES {
            let on: Vec<u64> = (0..24)
                .filter(|&i| self.squares[i].normal == n)
                .map(|i| values[i])
                .collect();
            if on.iter().any(|&v| v != on[0]) {
                return false;
            }
            faces.push(on[0]);
        }
        faces.sort_unstable();
        faces.dedup();
        faces.len() == 6
    }

    fn answer(&self, values: &State) -> &'static str {
        if self.restored(values) || self.turns.iter().any(|t| self.restored(&apply(values, t))) {
            "YES"
        } else {
            "NO"
        }
    }
}

fn read(input: &str) -> Vec<State> {
    let mut numbers = input
        .trim_start_matches('\u{feff}')
        .split(char::is_whitespace)
        .filter(|t| !t.is_empty())
        .map(|t| t.parse::<u64>().unwrap());
    let count = numbers.next().unwrap();
    let values: Vec<u64> = numbers.collect();
    assert_eq!(values.len() as u64, 24 * count);
    values
        .chunks(24)
        .map(|c| {
            let mut state = [0; 24];
            state.copy_from_slice(c);
            state
        })
        .collect()
}

/// N, then six lines of four values a cube.
fn write(cubes: &[State]) -> String {
    let mut text = format!("{}\n", cubes.len());
    for cube in cubes {
        for line in cube.chunks(4) {
            let numbers: Vec<String> = line.iter().map(u64::to_string).collect();
            text += &format!("{}\n", numbers.join(" "));
        }
    }
    text
}

fn answers(model: &Model, input: &str) -> String {
    read(input)
        .iter()
        .map(|c| format!("{}\n", model.answer(c)))
        .collect()
}

fn adapter(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

/// Six different positive values, some of them huge.
fn values(rng: &mut Rng) -> [u64; 6] {
    loop {
        let v = [0; 6].map(|_| match rng.below(3) {
            0 => rng.between(1, 9),
            1 => rng.between(1, 1_000_000_007),
            _ => u64::MAX - rng.below(4),
        });
        if (0..6).all(|i| (0..i).all(|j| v[i] != v[j])) {
            return v;
        }
    }
}

/// The cube `moves` turns away from restored with face values `paint`, turned whole by
/// `rotation`.
fn cube(model: &Model, paint: [u64; 6], moves: &[usize], rotation: &Perm) -> State {
    let mut state = [0; 24];
    for (s, square) in state.iter_mut().zip(&model.squares) {
        *s = paint[FACES.iter().position(|&n| n == square.normal).unwrap()];
    }
    for &m in moves {
        state = apply(&state, &model.turns[m]);
    }
    apply(&state, rotation)
}

/// Checks the cubes with the adapter, at most 30 to an input, as the statement allows.
fn check(model: &Model, cubes: &[State]) {
    for chunk in cubes.chunks(30) {
        let input = write(chunk);
        assert_eq!(adapter(&input), Ok(answers(model, &input)), "{}", input);
    }
}

#[test]
fn the_development_folds_onto_the_coordinates_turns() {
    let folded: Vec<Square> = {
        let mut squares = fold(&DEVELOPMENT);
        squares.sort_by(|a, b| a.0.cmp(&b.0));
        squares.into_iter().map(|(_, square)| square).collect()
    };
    let (mut by_coordinates, mut by_development) = (turns(&squares()), turns(&folded));
    by_coordinates.sort_unstable();
    by_development.sort_unstable();
    assert_eq!(by_coordinates, by_development);
}

#[test]
fn the_model_and_the_adapter_give_every_test_files_expected_output() {
    let model = Model::new();
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(answers(&model, &input), expected, "{}", path.display());
            assert_eq!(adapter(&input).as_ref(), Ok(&expected), "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 20);
}

#[test]
fn every_cube_up_to_two_turns_from_restored_is_answered_as_the_model_does() {
    let (model, mut rng) = (Model::new(), Rng::new(5983));
    let mut sequences: Vec<Vec<usize>> = vec![vec![]];
    sequences.extend((0..12).map(|m| vec![m]));
    sequences.extend((0..144).map(|m| vec![m / 12, m % 12]));
    let mut cubes = Vec::new();
    for rotation in rotations(&model.squares) {
        for moves in &sequences {
            let state = cube(&model, values(&mut rng), moves, &rotation);
            if moves.len() < 2 {
                assert_eq!(model.answer(&state), "YES");
            }
            cubes.push(state);
        }
    }
    check(&model, &cubes);
}

#[test]
fn random_fillings_are_answered_as_the_model_does() {
    let (model, mut rng) = (Model::new(), Rng::new(2016));
    let rotations = rotations(&model.squares);
    let mut cubes = Vec::new();
    for round in 0..3000 {
        let paint = values(&mut rng);
        cubes.push(if round % 2 == 0 {
            // Four small faces of each value anywhere: no legal cube, as a rule.
            let mut state: State = std::array::from_fn(|i| paint[i / 4]);
            rng.shuffle(&mut state);
            state
        } else {
            // A few random turns from restored.
            let moves: Vec<usize> = (0..rng.between(3, 6)).map(|_| rng.below(12) as usize).collect();
            cube(&model, paint, &moves, &rotations[rng.below(24) as usize])
        });
    }
    check(&model, &cubes);
}

#[test]
fn near_misses_are_answered_as_the_model_does() {
    let (model, mut rng) = (Model::new(), Rng::new(7));
    let rotations = rotations(&model.squares);
    let mut cubes = Vec::new();
    for _ in 0..500 {
        let rotation = rotations[rng.below(24) as usize];
        let turn = [rng.below(12) as usize];
        // One turn from restored, two small faces swapped.
        let mut state = cube(&model, values(&mut rng), &turn, &rotation);
        let (a, b) = (rng.below(24) as usize, rng.below(24) as usize);
        state.swap(a, b);
        assert_eq!(model.answer(&state) == "YES", state[a] == state[b]);
        cubes.push(state);
        // Zero or one turn from restored, two faces of one value.
        let mut paint = values(&mut rng);
        paint[rng.below(6) as usize] = paint[rng.below(6) as usize];
        let turns = &turn[..rng.below(2) as usize];
        let state = cube(&model, paint, turns, &rotation);
        let same = (0..6).any(|i| (0..i).any(|j| paint[i] == paint[j]));
        assert_eq!(model.answer(&state) == "YES", !same);
        cubes.push(state);
    }
    check(&model, &cubes);
}
