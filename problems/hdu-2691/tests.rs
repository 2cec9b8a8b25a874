//! The adapter against an independent model that shares nothing with the library: the cross net
//! of the statement (top above the front, the strip left, front, right, back, bottom below the
//! front), folded onto a cube by rolling it square by square in 3D; the face turns as
//! permutations of its 24 squares, found by turning each square's corner and normal a quarter
//! turn about the face's axis; and a plain breadth-first search over colourings from the solved
//! cube, layer by layer in sorted vectors, by the turns of the three faces away from the
//! back-down-left corner. The initial cube's squares are named by the faces they are on in the
//! destination (a square is known by its colour and its corner's colours), which makes the
//! destination the solved cube; then the colours are named again by the back-down-left corner
//! (its colours there name the down, back and left faces; the colour never on a corner with a
//! colour is its opposite) and looked up. Checked on the test files, on random pairs of cubes at
//! every distance in any orientation and colouring, and on pairs with a corner twisted or
//! mirrored, which are refused.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

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

/// The six faces' normals; a colouring by faces numbers them so.
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

fn face(normal: Vector) -> u8 {
    FACES.iter().position(|&f| f == normal).unwrap() as u8
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

/// The keys of `a` not in `b`, both sorted.
fn without(a: Vec<u64>, b: &[u64]) -> Vec<u64> {
    let mut j = 0;
    a.into_iter()
        .filter(|&k| {
            while j < b.len() && b[j] < k {
                j += 1;
            }
            j == b.len() || b[j] != k
        })
        .collect()
}

/// Which of the `layers` holds `key`.
fn layer(layers: &[Vec<u64>], key: u64) -> Option<usize> {
    layers.iter().position(|l| l.binary_search(&key).is_ok())
}

struct Model {
    squares: Vec<Square>,
    /// The squares of the back-down-left corner, which the six moves keep, and the others.
    fixed: Vec<usize>,
    free: Vec<usize>,
    /// Quarter turns of the right, up and front faces, clockwise and counter-clockwise.
    moves: Vec<Perm>,
    /// Every colouring by faces with the back-down-left corner solved, by distance, sorted.
    layers: Vec<Vec<u64>>,
}

impl Model {
    fn new(squares: Vec<Square>) -> Model {
        let (fixed, free) = (0..24).partition(|&i| squares[i].corner == [-1, -1, -1]);
        let mut moves = Vec::new();
        for axis in [[1, 0, 0], [0, 1, 0], [0, 0, 1]] {
            let p = quarter(&squares, axis, false);
            moves.push(p);
            moves.push(then(&then(&p, &p), &p));
        }
        let mut model = Model {
            squares,
            fixed,
            free,
            moves,
            layers: Vec::new(),
        };
        let solved = model.solved();
        model.layers = model.breadth_first(vec![model.encode(&solved)]);
        model
    }

    fn solved(&self) -> State {
        let mut state = [0; 24];
        for (s, q) in state.iter_mut().zip(&self.squares) {
            *s = face(q.normal);
        }
        state
    }

    /// The 21 squares off the fixed corner, three bits each.
    fn encode(&self, state: &State) -> u64 {
        self.free.iter().fold(0, |key, &i| key << 3 | u64::from(state[i]))
    }

    fn decode(&self, mut key: u64) -> State {
        let mut state = self.solved();
        for &i in self.free.iter().rev() {
            state[i] = (key & 7) as u8;
            key >>= 3;
        }
        state
    }

    /// Layers of a breadth-first search from `sources`: the neighbours of a layer are in the
    /// layer before, the layer itself or the layer after.
    fn breadth_first(&self, sources: Vec<u64>) -> Vec<Vec<u64>> {
        let mut layers = vec![sources];
        loop {
            let last = layers.last().unwrap();
            let mut next = Vec::with_capacity(last.len() * self.moves.len());
            for &key in last {
                let state = self.decode(key);
                next.extend(self.moves.iter().map(|m| self.encode(&apply(&state, m))));
            }
            next.sort_unstable();
            next.dedup();
            for seen in layers.iter().rev().take(2) {
                next = without(next, seen);
            }
            if next.is_empty() {
                return layers;
            }
            layers.push(next);
        }
    }

    /// The key of a cube coloured by any six symbols, its colours named by the faces they are
    /// on when the back-down-left corner is solved; `None` if they cannot be (no legal cube).
    fn key(&self, colours: &[u8]) -> Option<u64> {
        let mut symbols = colours.to_vec();
        symbols.sort_unstable();
        symbols.dedup();
        if symbols.len() != 6
            || symbols
                .iter()
                .any(|s| colours.iter().filter(|&c| c == s).count() != 4)
        {
            return None;
        }
        // The colours on each square's corner.
        let corners: Vec<Vec<u8>> = self
            .squares
            .iter()
            .map(|s| {
                (0..24)
                    .filter(|&i| self.squares[i].corner == s.corner)
                    .map(|i| colours[i])
                    .collect()
            })
            .collect();
        // The opposite of a colour is the one colour never on a corner with it.
        let opposite = |a: u8| {
            let apart: Vec<u8> = symbols
                .iter()
                .copied()
                .filter(|&b| b != a && !corners.iter().any(|c| c.contains(&a) && c.contains(&b)))
                .collect();
            if apart.len() == 1 {
                Some(apart[0])
            } else {
                None
            }
        };
        let mut names: Vec<(u8, u8)> = Vec::new();
        for &i in &self.fixed {
            let n = self.squares[i].normal;
            names.push((colours[i], face(n)));
            names.push((opposite(colours[i])?, face(minus(n))));
        }
        names.sort_unstable();
        names.dedup();
        if names.len() != 6 || (0..5).any(|k| names[k].0 == names[k + 1].0) {
            return None;
        }
        let mut state = [0; 24];
        for (s, c) in state.iter_mut().zip(colours) {
            *s = names.iter().find(|n| n.0 == *c).unwrap().1;
        }
        Some(self.encode(&state))
    }

    /// The quarter turns that solve a cube coloured by any six symbols, `None` for no legal cube.
    fn distance(&self, colours: &[u8]) -> Option<usize> {
        layer(&self.layers, self.key(colours)?)
    }

    /// The initial cube's squares named by the faces they are on in the destination: a square
    /// is known by its colour and the colours of its corner, which a legal cube has once each.
    /// `None` if the destination has no such square, or two.
    fn relabel(&self, initial: &[u8], destination: &[u8]) -> Option<State> {
        let known = |cube: &[u8], i: usize| {
            let mut corner: Vec<u8> = (0..24)
                .filter(|&j| self.squares[j].corner == self.squares[i].corner)
                .map(|j| cube[j])
                .collect();
            corner.sort_unstable();
            (cube[i], corner)
        };
        let mut state = [0; 24];
        for (i, s) in state.iter_mut().enumerate() {
            let own = known(initial, i);
            let at: Vec<usize> = (0..24).filter(|&p| known(destination, p) == own).collect();
            if at.len() != 1 {
                return None;
            }
            *s = face(self.squares[at[0]].normal);
        }
        Some(state)
    }

    /// The 24 turns of the whole cube.
    fn rotations(&self) -> Vec<Perm> {
        let turns = [
            quarter(&self.squares, [1, 0, 0], true),
            quarter(&self.squares, [0, 1, 0], true),
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
        all
    }
}

/// The statement's example: top, the four side blocks in a row, bottom; top and bottom on the
/// The statement's net, seen from outside.
const NET: [&str; 6] = [
    ". . # # . . . .",
    ". . # # . . . .",
    "# # # # # # # #",
    "# # # # # # # #",
    ". . # # . . . .",
    ". . # # . . . .",
];
const COLOURS: &[u8] = b"WYROGB";

/// Built once for all the tests (a second or so).
fn model() -> Arc<Model> {
    static MODEL: Mutex<Option<Arc<Model>>> = Mutex::new(None);
    let mut model = MODEL.lock().unwrap();
    model
        .get_or_insert_with(|| Arc::new(Model::new(fold(&NET).into_iter().map(|(_, s)| s).collect())))
        .clone()
}

/// The input's cases, each the initial and the destination cube's letters in reading order:
/// white space is free.
fn read(input: &str) -> Vec<[Vec<u8>; 2]> {
    let mut tokens = input.trim_start_matches('\u{feff}').split(char::is_whitespace);
    let count: usize = tokens.find(|t| !t.is_empty()).unwrap().parse().unwrap();
    let letters: Vec<u8> = tokens.flat_map(str::bytes).collect();
    assert_eq!(letters.len(), 48 * count);
    letters
        .chunks(48)
        .map(|c| [c[..24].to_vec(), c[24..].to_vec()])
        .collect()
}

/// As the statement draws a cube: letters a space apart, top and bottom indented by four.
fn write(pairs: &[[Vec<u8>; 2]]) -> String {
    let mut text = format!("{}\n", pairs.len());
    for cube in pairs.iter().flatten() {
        let row = |from: usize, to: usize| {
            let letters: Vec<String> = cube[from..to].iter().map(|&c| (c as char).to_string()).collect();
            letters.join(" ")
        };
        text += &format!(
            "    {}\n    {}\n{}\n{}\n    {}\n    {}\n",
            row(0, 2),
            row(2, 4),
            row(4, 12),
            row(12, 20),
            row(20, 22),
            row(22, 24)
        );
    }
    text
}

fn distance(model: &Model, pair: &[Vec<u8>; 2]) -> Option<usize> {
    model.distance(&model.relabel(&pair[0], &pair[1])?)
}

fn answers(model: &Model, input: &str) -> String {
    read(input)
        .iter()
        .map(|pair| format!("{}\n", distance(model, pair).expect("legal cubes")))
        .collect()
}

fn adapter(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

/// A random cube `depth` quarter turns from solved, turned at random and coloured by `paint`.
fn random_cube(model: &Model, rng: &mut Rng, rotations: &[Perm], depth: usize, paint: &[u8]) -> Vec<u8> {
    let layer = &model.layers[depth];
    let state = model.decode(layer[rng.below(layer.len() as u64) as usize]);
    let state = apply(&state, &rotations[rng.below(24) as usize]);
    state.iter().map(|&f| paint[f as usize]).collect()
}

#[test]
fn the_search_finds_every_cube_at_its_known_distance() {
    // The pocket cube's quarter-turn distances: 3,674,160 positions, at most 14 turns.
    let counts: Vec<usize> = model().layers.iter().map(Vec::len).collect();
    let known = [
        1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276,
    ];
    assert_eq!(counts, known);
}

#[test]
fn the_model_and_the_adapter_give_every_test_files_expected_output() {
    let model = model();
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(answers(&model, &input), expected, "{}", path.display());
            assert_eq!(adapter(&input).as_ref(), Ok(&expected), "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 14);
}

#[test]
fn a_solved_destination_in_any_orientation_gives_the_initial_cubes_distance() {
    let (model, mut rng) = (model(), Rng::new(2691));
    let rotations = model.rotations();
    assert_eq!(rotations.len(), 24);
    for round in 0..8 {
        let mut paint = COLOURS.to_vec();
        rng.shuffle(&mut paint);
        let pairs: Vec<[Vec<u8>; 2]> = (0..10)
            .map(|k| {
                let depth = [k, 14 - k][round % 2];
                let initial = random_cube(&model, &mut rng, &rotations, depth, &paint);
                let destination = random_cube(&model, &mut rng, &rotations, 0, &paint);
                assert_eq!(
                    distance(&model, &[initial.clone(), destination.clone()]),
                    Some(depth)
                );
                [initial, destination]
            })
            .collect();
        let input = write(&pairs);
        assert_eq!(adapter(&input), Ok(answers(&model, &input)), "{}", input);
    }
}

#[test]
fn random_pairs_are_answered_as_the_model_does() {
    let (model, mut rng) = (model(), Rng::new(4));
    let rotations = model.rotations();
    for _ in 0..10 {
        let mut paint = COLOURS.to_vec();
        rng.shuffle(&mut paint);
        let pairs: Vec<[Vec<u8>; 2]> = (0..10)
            .map(|_| {
                let (a, b) = (rng.below(15) as usize, rng.below(15) as usize);
                [
                    random_cube(&model, &mut rng, &rotations, a, &paint),
                    random_cube(&model, &mut rng, &rotations, b, &paint),
                ]
            })
            .collect();
        let input = write(&pairs);
        assert_eq!(adapter(&input), Ok(answers(&model, &input)), "{}", input);
    }
}

#[test]
fn random_turns_of_the_destination_are_undone_in_no_more_turns() {
    let (model, mut rng) = (model(), Rng::new(10));
    let rotations = model.rotations();
    let all: Vec<Perm> = FACES
        .iter()
        .map(|&axis| quarter(&model.squares, axis, false))
        .collect();
    for turns in 0..16 {
        let mut paint = COLOURS.to_vec();
        rng.shuffle(&mut paint);
        let depth = rng.below(15) as usize;
        let destination = random_cube(&model, &mut rng, &rotations, depth, &paint);
        // Any face either way (a counter-clockwise turn is three clockwise ones), then the whole
        // cube turned.
        let mut initial = [0; 24];
        initial.copy_from_slice(&destination);
        for _ in 0..turns {
            let m = all[rng.below(6) as usize];
            for _ in 0..[1, 3][rng.below(2) as usize] {
                initial = apply(&initial, &m);
            }
        }
        let initial = apply(&initial, &rotations[rng.below(24) as usize]).to_vec();
        let pair = [initial, destination];
        assert!(distance(&model, &pair).unwrap() <= turns);
        let input = write(&[pair]);
        assert_eq!(adapter(&input), Ok(answers(&model, &input)), "{}", input);
    }
}

#[test]
fn a_cube_with_a_corner_twisted_or_mirrored_is_refused_by_both() {
    let (model, mut rng) = (model(), Rng::new(6));
    let rotations = model.rotations();
    for round in 0..40 {
        let mut paint = COLOURS.to_vec();
        rng.shuffle(&mut paint);
        let (a, b) = (rng.below(15) as usize, rng.below(15) as usize);
        let mut pair = [
            random_cube(&model, &mut rng, &rotations, a, &paint),
            random_cube(&model, &mut rng, &rotations, b, &paint),
        ];
        let corner = model.squares[rng.below(24) as usize].corner;
        let on: Vec<usize> = (0..24).filter(|&i| model.squares[i].corner == corner).collect();
        let cube = &mut pair[round % 2];
        if round % 4 < 2 {
            // Twisted in place.
            let c = [cube[on[0]], cube[on[1]], cube[on[2]]];
            cube[on[0]] = c[1];
            cube[on[1]] = c[2];
            cube[on[2]] = c[0];
        } else {
            // Mirrored: two of its squares swapped.
            cube.swap(on[0], on[1]);
        }
        assert_eq!(distance(&model, &pair), None);
        let input = write(&[pair]);
        assert!(adapter(&input).is_err(), "{}", input);
    }
}
