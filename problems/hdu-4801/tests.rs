//! The adapter against an independent model that shares nothing with the library: the
//! statement's index picture (top, front, bottom and back in a column, left and right beside the
//! front), folded onto a cube by rolling it square by square in 3D; the face turns as
//! permutations of the 24 stickers, found by turning each sticker's corner and normal a quarter
//! turn about the face's axis; and plain breadth-first searches by the turns of the three faces
//! away from the back-down-left corner (the other three are the same turns of a cube turned
//! whole, which changes no complete face). The first, over colourings from the solved cube layer
//! by layer in sorted vectors, finds every cube; then, on the table of where each move takes each
//! cube, one for each k = 1 to 6 from every cube with at least k faces complete finds how far
//! each cube is from one. The answer for N is the largest k within N, or 0. A cube is looked up
//! after naming its colours by that corner (its colours there name the down, back and left faces;
//! the colour never on a corner with a colour is its opposite). Checked on the test files and
//! `beyond/` (N = 0, N over 7 up to 2^64 - 1), against every cube within N of a few cubes by all
//! twelve quarter turns, on random cubes at every distance, and on cubes with a corner twisted
//! or mirrored, which are refused.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::{HashMap, HashSet};
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
/// The statement's picture, stickers by index, seen from outside.
const NET: [&str; 8] = [
    " .  .  0  1  .  .",
    " .  .  2  3  .  .",
    " 4  5  6  7  8  9",
    "10 11 12 13 14 15",
    " .  . 16 17  .  .",
    " .  . 18 19  .  .",
    " .  . 20 21  .  .",
    " .  . 22 23  .  .",
];

/// The stickers 0..23 in input order.
fn stickers() -> Vec<Square> {
    let mut stickers = fold(&NET);
    stickers.sort_by_key(|(name, _)| name.parse::<usize>().unwrap());
    stickers.into_iter().map(|(_, square)| square).collect()
}

/// How many faces of a colouring are one colour: `faces` holds each face's four stickers.
fn complete(faces: &[[usize; 4]; 6], state: &[u8]) -> usize {
    faces
        .iter()
        .filter(|f| f.iter().all(|&i| state[i] == state[f[0]]))
        .count()
}

/// Each face's four stickers.
fn face_stickers(model: &Model) -> [[usize; 4]; 6] {
    FACES.map(|n| {
        let on: Vec<usize> = (0..24).filter(|&i| model.squares[i].normal == n).collect();
        [on[0], on[1], on[2], on[3]]
    })
}

/// A breadth-first search over the `neighbours` table from `sources`: each cube's distance.
fn nearest(neighbours: &[[u32; 6]], sources: &[usize]) -> Vec<u8> {
    let mut distance = vec![u8::MAX; neighbours.len()];
    let mut queue = Vec::with_capacity(neighbours.len());
    for &s in sources {
        distance[s] = 0;
        queue.push(s as u32);
    }
    let mut head = 0;
    while head < queue.len() {
        let at = queue[head] as usize;
        head += 1;
        for &to in &neighbours[at] {
            if distance[to as usize] == u8::MAX {
                distance[to as usize] = distance[at] + 1;
                queue.push(to);
            }
        }
    }
    distance
}

struct Faces {
    model: Model,
    faces: [[usize; 4]; 6],
    /// Every cube's key, sorted.
    all: Vec<u64>,
    /// `nearest[k - 1][i]`: how far cube `all[i]` is from a cube with at least k faces complete.
    nearest: Vec<Vec<u8>>,
}

impl Faces {
    fn new() -> Faces {
        let model = Model::new(stickers());
        let faces = face_stickers(&model);
        let mut all: Vec<u64> = model.layers.concat();
        all.sort_unstable();
        // Each move takes the cubes onto the cubes: sorted, its images are `all` again, so the
        // place of a cube's image in that order is the image's index. Moves 2a and 2a + 1 are
        // one face's turn and its inverse.
        let mut neighbours = vec![[0u32; 6]; all.len()];
        for m in [0, 2, 4] {
            let p = &model.moves[m];
            let mut images: Vec<(u64, u32)> = all
                .iter()
                .enumerate()
                .map(|(i, &key)| (model.encode(&apply(&model.decode(key), p)), i as u32))
                .collect();
            images.sort_unstable();
            for (to, &(key, from)) in images.iter().enumerate() {
                assert_eq!(key, all[to]);
                neighbours[from as usize][m] = to as u32;
                neighbours[to][m + 1] = from;
            }
        }
        let count: Vec<usize> = all
            .iter()
            .map(|&key| complete(&faces, &model.decode(key)))
            .collect();
        let nearest: Vec<Vec<u8>> = (1..=6)
            .map(|k| {
                let sources: Vec<usize> = (0..all.len()).filter(|&i| count[i] >= k).collect();
                nearest(&neighbours, &sources)
            })
            .collect();
        Faces {
            model,
            faces,
            all,
            nearest,
        }
    }

    /// The most faces complete within `twists` quarter turns of a legal cube.
    fn most(&self, colours: &[u8], twists: u64) -> usize {
        let key = self.model.key(colours).expect("a legal cube");
        let i = self.all.binary_search(&key).expect("a legal cube");
        (1..=6)
            .filter(|&k| u64::from(self.nearest[k - 1][i]) <= twists)
            .max()
            .unwrap_or(0)
    }
}

/// Built once for all the tests (a few seconds).
fn faces() -> Arc<Faces> {
    static FACES_WITHIN: Mutex<Option<Arc<Faces>>> = Mutex::new(None);
    let mut faces = FACES_WITHIN.lock().unwrap();
    faces.get_or_insert_with(|| Arc::new(Faces::new())).clone()
}

/// The cases up to the end of the input: N and the 24 colours, white space of any kind between.
fn read(input: &str) -> Vec<(u64, Vec<u8>)> {
    let numbers: Vec<u64> = input
        .trim_start_matches('\u{feff}')
        .split(char::is_whitespace)
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(numbers.len() % 25, 0);
    numbers
        .chunks(25)
        .map(|c| (c[0], c[1..].iter().map(|&v| v as u8).collect()))
        .collect()
}

fn write(cases: &[(u64, Vec<u8>)]) -> String {
    let mut text = String::new();
    for (twists, colours) in cases {
        let numbers: Vec<String> = colours.iter().map(u8::to_string).collect();
        text += &format!("{}\n{}\n", twists, numbers.join(" "));
    }
    text
}

fn answers(faces: &Faces, input: &str) -> String {
    read(input)
        .iter()
        .map(|(twists, colours)| format!("{}\n", faces.most(colours, *twists)))
        .collect()
}

fn adapter(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

/// A random cube `depth` quarter turns from solved, turned and coloured 0..5 at random.
fn random_cube(model: &Model, rng: &mut Rng, rotations: &[Perm], depth: usize) -> Vec<u8> {
    let layer = &model.layers[depth];
    let state = model.decode(layer[rng.below(layer.len() as u64) as usize]);
    let state = apply(&state, &rotations[rng.below(24) as usize]);
    let mut colours = [0, 1, 2, 3, 4, 5];
    rng.shuffle(&mut colours);
    state.iter().map(|&f| colours[f as usize]).collect()
}

#[test]
fn the_search_finds_every_cube_at_its_known_distance() {
    // The pocket cube's quarter-turn distances: 3,674,160 positions, at most 14 turns.
    let faces = faces();
    let counts: Vec<usize> = faces.model.layers.iter().map(Vec::len).collect();
    let known = [
        1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276,
    ];
    assert_eq!(counts, known);
    // The search over the table of moves from the solved cube finds the same distances.
    for (d, layer) in faces.model.layers.iter().enumerate() {
        let mut i = 0;
        for &key in layer {
            while faces.all[i] < key {
                i += 1;
            }
            assert_eq!((faces.all[i], faces.nearest[5][i] as usize), (key, d));
        }
    }
}

#[test]
fn the_model_and_the_adapter_give_every_test_files_expected_output() {
    let faces = faces();
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(answers(&faces, &input), expected, "{}", path.display());
            assert_eq!(adapter(&input).as_ref(), Ok(&expected), "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 19);
}

#[test]
fn the_searches_agree_with_every_cube_within_n_turns_of_a_few() {
    // Every cube within N of the input, by all twelve quarter turns, as a set of colourings.
    let (faces, mut rng) = (faces(), Rng::new(4801));
    let rotations = faces.model.rotations();
    let all: Vec<Perm> = FACES
        .iter()
        .map(|&axis| quarter(&faces.model.squares, axis, false))
        .collect();
    for round in 0..24 {
        let twists = [3, 4, 5][round % 3];
        let depth = rng.below(15) as usize;
        let cube = random_cube(&faces.model, &mut rng, &rotations, depth);
        let mut start = [0; 24];
        start.copy_from_slice(&cube);
        let (mut seen, mut layer, mut best) = (HashSet::new(), vec![start], complete(&faces.faces, &start));
        seen.insert(start);
        for _ in 0..twists {
            let mut next = Vec::new();
            for state in &layer {
                for m in &all {
                    let mut s = *state;
                    for turns in 0..3 {
                        s = apply(&s, m);
                        // One and three turns are the two quarter turns.
                        if turns != 1 && seen.insert(s) {
                            best = best.max(complete(&faces.faces, &s));
                            next.push(s);
                        }
                    }
                }
            }
            layer = next;
        }
        assert_eq!(faces.most(&cube, twists), best, "{:?} within {}", cube, twists);
    }
}

#[test]
fn random_cubes_at_every_distance_are_answered_as_the_model_does() {
    let (faces, mut rng) = (faces(), Rng::new(2013));
    let rotations = faces.model.rotations();
    assert_eq!(rotations.len(), 24);
    for round in 0..4 {
        // N within the statement's 1..=7 but for a few over it.
        let mut cases: Vec<(u64, Vec<u8>)> = (0..15)
            .map(|d| {
                (
                    rng.between(1, 7),
                    random_cube(&faces.model, &mut rng, &rotations, d),
                )
            })
            .collect();
        for _ in 0..10 {
            let depth = rng.below(15) as usize;
            let twists = [0, 8, 9, 12, 14, 100][rng.below(6) as usize];
            cases.push((twists, random_cube(&faces.model, &mut rng, &rotations, depth)));
        }
        rng.shuffle(&mut cases);
        let input = write(&cases[..20 + round]);
        assert_eq!(adapter(&input), Ok(answers(&faces, &input)), "{}", input);
    }
}

#[test]
fn illegal_cubes_are_refused() {
    let (faces, mut rng) = (faces(), Rng::new(7));
    let rotations = faces.model.rotations();
    for round in 0..30 {
        let depth = rng.below(15) as usize;
        let mut cube = random_cube(&faces.model, &mut rng, &rotations, depth);
        let corner = faces.model.squares[rng.below(24) as usize].corner;
        let on: Vec<usize> = (0..24)
            .filter(|&i| faces.model.squares[i].corner == corner)
            .collect();
        if round % 2 == 0 {
            // A corner twisted in place.
            let c = [cube[on[0]], cube[on[1]], cube[on[2]]];
            cube[on[0]] = c[1];
            cube[on[1]] = c[2];
            cube[on[2]] = c[0];
        } else {
            // A corner mirrored: two of its stickers swapped.
            cube.swap(on[0], on[1]);
        }
        assert_eq!(faces.model.distance(&cube), None);
        let input = write(&[(rng.between(1, 7), cube)]);
        assert!(adapter(&input).is_err(), "{}", input);
    }
}
