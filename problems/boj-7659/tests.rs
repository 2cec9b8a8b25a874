//! The adapter's answers checked on an independent model that shares nothing with the library.
//! The checker is the statement's: X, Y and Z are the author's permutations of his numbering of
//! the map, applied letter by letter; an answer is right when every face ends one colour. The
//! optimum is the model's own: the statement's map (the usual cross net, seen from outside)
//! folded onto a cube by rolling it square by square in 3D; the face turns as permutations of its
//! 24 squares, found by turning each square's corner and normal a quarter turn about the face's
//! axis (X, Y and Z are R', U' and F' among them); and a plain breadth-first search over
//! colourings from the solved cube, layer by layer in sorted vectors, by the turns of the three
//! faces away from one corner. A cube is looked up after naming its colours by that corner (its
//! colours there name its three faces; the colour never on a corner with a colour is its
//! opposite). The adapter promises optimal solutions: its quarter turns (XXX is one) are the
//! model's distance. Checked on the test files (whose expected answers must pass the checker),
//! on the answers in `wrong/` (which must not), and on random maps at every distance in any
//! orientation and colouring.

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
/// The statement's map: the author's number of each cell, seen from outside.
const MAP: [&str; 6] = [
    " .  .  0  1  .  .  .  .",
    " .  .  3  2  .  .  .  .",
    " 4  5  8  9 12 13 16 17",
    " 7  6 11 10 15 14 19 18",
    " .  . 20 21  .  .  .  .",
    " .  . 23 22  .  .  .  .",
];

/// The author's moves, on his numbering: `new[i] = old[p[i]]`.
const X: Perm = [
    0, 19, 16, 3, 4, 5, 6, 7, 8, 1, 2, 11, 13, 14, 15, 12, 22, 17, 18, 21, 20, 9, 10, 23,
];
const Y: Perm = [
    1, 2, 3, 0, 16, 17, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 18, 19, 20, 21, 22, 23,
];
const Z: Perm = [
    0, 1, 15, 12, 4, 2, 3, 7, 9, 10, 11, 8, 21, 13, 14, 20, 16, 17, 18, 19, 5, 6, 22, 23,
];

const COLOURS: &[u8] = b"RGBYOW";

/// The author's number of each cell, in reading order.
fn numbers() -> Vec<usize> {
    fold(&MAP).iter().map(|(name, _)| name.parse().unwrap()).collect()
}

/// Built once for all the tests (a second or so): the model on the cells in reading order.
fn model() -> Arc<Model> {
    static MODEL: Mutex<Option<Arc<Model>>> = Mutex::new(None);
    let mut model = MODEL.lock().unwrap();
    model
        .get_or_insert_with(|| Arc::new(Model::new(fold(&MAP).into_iter().map(|(_, s)| s).collect())))
        .clone()
}

/// The maps up to the all-`.` one, each its 24 letters in reading order: six tokens a map, as the
/// author reads them.
fn read_maps(input: &str) -> Vec<Vec<u8>> {
    let tokens: Vec<&str> = input
        .trim_start_matches('\u{feff}')
        .split(char::is_whitespace)
        .filter(|t| !t.is_empty())
        .collect();
    let mut maps = Vec::new();
    for map in tokens.chunks(6) {
        let letters: Vec<u8> = map
            .iter()
            .flat_map(|t| t.bytes())
            .filter(|&b| b != b'.')
            .collect();
        if letters.is_empty() {
            return maps;
        }
        assert_eq!(letters.len(), 24);
        maps.push(letters);
    }
    panic!("no all-. map at the end");
}

/// Six lines of eight characters a map, `.` around the letters, a blank line after each map or
/// not, then the all-`.` map.
fn write_maps(rng: &mut Rng, maps: &[Vec<u8>]) -> String {
    let mut text = String::new();
    for map in maps {
        let cells = |from: usize, to: usize| String::from_utf8(map[from..to].to_vec()).unwrap();
        for (r, row) in [(0, 2), (2, 4), (4, 12), (12, 20), (20, 22), (22, 24)]
            .iter()
            .enumerate()
        {
            let letters = cells(row.0, row.1);
            text += &if (2..4).contains(&r) {
                letters
            } else {
                format!("..{}....", letters)
            };
            text.push('\n');
        }
        if rng.below(2) == 0 {
            text.push('\n');
        }
    }
    text + &"........\n".repeat(6)
}

/// The statement's checker: one line of X, Y and Z for each map, which leaves it with every face
/// one colour. The quarter turns of each line (three letters in a row are one turn) if so.
fn check(maps: &[Vec<u8>], output: &str) -> Result<Vec<usize>, String> {
    let numbers = numbers();
    let mut lines: Vec<&str> = output.split('\n').map(|l| l.trim_end_matches('\r')).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    if lines.len() > maps.len() {
        return Err(format!("{} lines for {} maps", lines.len(), maps.len()));
    }
    let mut turns = Vec::new();
    for (k, map) in maps.iter().enumerate() {
        let line = lines.get(k).copied().unwrap_or("");
        let mut cube = [0; 24];
        for (&n, &colour) in numbers.iter().zip(map) {
            cube[n] = colour;
        }
        for letter in line.bytes() {
            cube = match letter {
                b'X' => apply(&cube, &X),
                b'Y' => apply(&cube, &Y),
                b'Z' => apply(&cube, &Z),
                _ => return Err(format!("map {}: {:?} is not a move", k + 1, letter as char)),
            };
        }
        // A run of k letters is a face turned k quarter turns one way: k mod 4 = 1, 2 or 3 is
        // one, two or one quarter turns.
        let mut count = 0;
        let mut rest = line.as_bytes();
        while let Some(&letter) = rest.first() {
            let run = rest.iter().take_while(|&&b| b == letter).count();
            count += [0, 1, 2, 1][run % 4];
            rest = &rest[run..];
        }
        // The author's numbering goes face by face: up, left, front, right, back, down.
        if !cube.chunks(4).all(|face| face.iter().all(|&c| c == face[0])) {
            return Err(format!("map {}: {:?} leaves it unsolved", k + 1, line));
        }
        turns.push(count);
    }
    Ok(turns)
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// Checks the adapter's answer to `input`, and that each has the model's number of turns.
fn check_adapter(model: &Model, input: &str) {
    let maps = read_maps(input);
    let output = adapter(input);
    let turns = check(&maps, &output).unwrap_or_else(|e| panic!("{}\n{}\n{}", e, input, output));
    for (map, turns) in maps.iter().zip(turns) {
        assert_eq!(Some(turns), model.distance(map), "{:?}\n{}", map, output);
    }
}

/// A random map `depth` quarter turns from solved, turned whole and coloured at random.
fn random_map(model: &Model, rng: &mut Rng, rotations: &[Perm], depth: usize) -> Vec<u8> {
    let layer = &model.layers[depth];
    let state = model.decode(layer[rng.below(layer.len() as u64) as usize]);
    let state = apply(&state, &rotations[rng.below(24) as usize]);
    let mut paint = COLOURS.to_vec();
    rng.shuffle(&mut paint);
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
fn the_authors_moves_are_counter_clockwise_turns_of_the_folded_map() {
    // The folded map's squares by the author's numbers.
    let mut by_number = fold(&MAP);
    by_number.sort_by_key(|(name, _)| name.parse::<usize>().unwrap());
    let squares: Vec<Square> = by_number.into_iter().map(|(_, s)| s).collect();
    let counter = |face: usize| {
        let p = quarter(&squares, squares[face].normal, false);
        then(&then(&p, &p), &p)
    };
    // Right (12), up (0) and front (8), by the author's numbers.
    assert_eq!(X, counter(12));
    assert_eq!(Y, counter(0));
    assert_eq!(Z, counter(8));
    // All three keep the corner of the left (7), back (18) and down (23) faces.
    for p in [X, Y, Z] {
        for i in [7, 18, 23] {
            assert_eq!(p[i], i);
        }
    }
}

#[test]
fn every_test_files_answers_pass_the_checker_and_the_adapters_are_optimal() {
    let model = model();
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let maps = read_maps(&input);
            check(&maps, &expected).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
            check_adapter(&model, &input);
            checked += 1;
        }
    }
    assert!(checked >= 15);
}

#[test]
fn every_wrong_answer_fails_the_checker() {
    let mut checked = 0;
    for (path, input, output) in case_files("wrong") {
        assert!(check(&read_maps(&input), &output).is_err(), "{}", path.display());
        checked += 1;
    }
    assert!(checked >= 8);
}

#[test]
fn random_maps_at_every_distance_are_solved_optimally() {
    let (model, mut rng) = (model(), Rng::new(7659));
    let rotations = model.rotations();
    assert_eq!(rotations.len(), 24);
    for _ in 0..3 {
        let mut maps: Vec<Vec<u8>> = (0..15)
            .map(|d| random_map(&model, &mut rng, &rotations, d))
            .collect();
        for _ in 0..15 {
            let depth = rng.below(15) as usize;
            maps.push(random_map(&model, &mut rng, &rotations, depth));
        }
        rng.shuffle(&mut maps);
        let input = write_maps(&mut rng, &maps);
        check_adapter(&model, &input);
    }
}
