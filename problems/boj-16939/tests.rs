//! The adapter against an independent model that shares nothing with the library: the
//! statement's numbered cross net, folded onto a cube by rolling it square by square in 3D; the
//! twelve quarter turns as permutations of the 24 squares, found by turning each square's corner
//! and normal a quarter turn about the face's axis; 1 when one of them leaves every face one
//! colour (a solved cube is not: no turn leaves it solved). Checked on the test files, on every
//! cube zero, one or two quarter turns from solved in every orientation (coloured at random), on
//! random colourings with four squares of each colour, and on cubes one turn from solved with two
//! squares swapped.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::HashMap;

type Vector = [i32; 3];
/// A colouring of the 24 squares, in input order.
type State = [u8; 24];
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
/// The statement's picture, squares by number, seen from outside.
const NET: [&str; 6] = [
    " .  .  1  2  .  .  .  .",
    " .  .  3  4  .  .  .  .",
    "13 14  5  6 17 18 21 22",
    "15 16  7  8 19 20 23 24",
    " .  .  9 10  .  .  .  .",
    " .  . 11 12  .  .  .  .",
];

/// The squares 1..24 in input order.
fn squares() -> Vec<Square> {
    let mut squares = fold(&NET);
    squares.sort_by_key(|(name, _)| name.parse::<usize>().unwrap());
    squares.into_iter().map(|(_, square)| square).collect()
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

    fn solved(&self, colours: &State) -> bool {
        FACES.iter().all(|&n| {
            let on: Vec<u8> = (0..24)
                .filter(|&i| self.squares[i].normal == n)
                .map(|i| colours[i])
                .collect();
            on.iter().all(|&c| c == on[0])
        })
    }

    fn answer(&self, colours: &State) -> &'static str {
        if self.turns.iter().any(|t| self.solved(&apply(colours, t))) {
            "1"
        } else {
            "0"
        }
    }
}

fn read(input: &str) -> State {
    let colours: Vec<u8> = input
        .trim_start_matches('\u{feff}')
        .split(char::is_whitespace)
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect();
    let mut state = [0; 24];
    state.copy_from_slice(&colours);
    state
}

fn write(colours: &State) -> String {
    let numbers: Vec<String> = colours.iter().map(u8::to_string).collect();
    numbers.join(" ") + "\n"
}

fn adapter(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

/// The cube `moves` turn away from solved, turned whole by `rotation`, coloured 1..6 at random.
fn cube(model: &Model, rng: &mut Rng, moves: &[usize], rotation: &Perm) -> State {
    let mut colours = [1, 2, 3, 4, 5, 6];
    rng.shuffle(&mut colours);
    let mut state = [0; 24];
    for (s, square) in state.iter_mut().zip(&model.squares) {
        *s = colours[FACES.iter().position(|&n| n == square.normal).unwrap()];
    }
    for &m in moves {
        state = apply(&state, &model.turns[m]);
    }
    apply(&state, rotation)
}

#[test]
fn the_model_and_the_adapter_give_every_test_files_expected_output() {
    let model = Model::new();
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(
                format!("{}\n", model.answer(&read(&input))),
                expected,
                "{}",
                path.display()
            );
            assert_eq!(adapter(&input).as_ref(), Ok(&expected), "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 10);
}

#[test]
fn every_cube_up_to_two_turns_from_solved_is_answered_as_the_model_does() {
    let (model, mut rng) = (Model::new(), Rng::new(16939));
    let mut sequences: Vec<Vec<usize>> = vec![vec![]];
    sequences.extend((0..12).map(|m| vec![m]));
    sequences.extend((0..144).map(|m| vec![m / 12, m % 12]));
    let mut yes = 0;
    for rotation in rotations(&model.squares) {
        for moves in &sequences {
            let state = cube(&model, &mut rng, moves, &rotation);
            let expected = model.answer(&state);
            match moves.len() {
                0 => assert_eq!(expected, "0"),
                1 => assert_eq!(expected, "1"),
                _ => yes += usize::from(expected == "1"),
            }
            let input = write(&state);
            assert_eq!(adapter(&input), Ok(format!("{}\n", expected)), "{}", input);
        }
    }
    // Each quarter turn changes the parity of the corners' places: two turns from solved are
    // never one turn from solved.
    assert_eq!(yes, 0);
}

#[test]
fn random_colourings_are_answered_as_the_model_does() {
    let (model, mut rng) = (Model::new(), Rng::new(44));
    let rotations = rotations(&model.squares);
    for round in 0..3000 {
        let state = if round % 2 == 0 {
            // Four squares of each colour anywhere: no legal cube, as a rule.
            let mut state: State = std::array::from_fn(|i| (i / 4 + 1) as u8);
            rng.shuffle(&mut state);
            state
        } else {
            // A few random turns from solved.
            let moves: Vec<usize> = (0..rng.between(3, 6)).map(|_| rng.below(12) as usize).collect();
            let rotation = rotations[rng.below(24) as usize];
            cube(&model, &mut rng, &moves, &rotation)
        };
        let input = write(&state);
        assert_eq!(
            adapter(&input),
            Ok(format!("{}\n", model.answer(&state))),
            "{}",
            input
        );
    }
}

#[test]
fn a_cube_one_turn_from_solved_with_two_squares_swapped_is_answered_as_the_model_does() {
    let (model, mut rng) = (Model::new(), Rng::new(2));
    let rotations = rotations(&model.squares);
    for _ in 0..500 {
        let rotation = rotations[rng.below(24) as usize];
        let turn = [rng.below(12) as usize];
        let mut state = cube(&model, &mut rng, &turn, &rotation);
        let (a, b) = (rng.below(24) as usize, rng.below(24) as usize);
        state.swap(a, b);
        let expected = model.answer(&state);
        assert_eq!(expected == "1", state[a] == state[b]);
        let input = write(&state);
        assert_eq!(adapter(&input), Ok(format!("{}\n", expected)), "{}", input);
    }
}
