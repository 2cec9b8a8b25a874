//! The adapter against an independent model that shares nothing with the library: each of the
//! four readings of the statement's lines (the sides read like a book from outside, top up;
//! top and bottom in either of their two orders) drawn as a cross net of named squares and folded
//! onto a cube by rolling it square by square in 3D; the face turns as permutations of the 24
//! squares, found by turning each square's corner and normal a quarter turn about the face's
//! axis; and a plain breadth-first search over colourings from the solved cube, layer by layer in
//! sorted vectors, by the turns of the three faces away from the back-down-left corner. A cube is
//! looked up after naming its colours by that corner (its colours there name the down, back and
//! left faces, their opposites in the statement's pairs the others). Every reading that gives a
//! legal cube must give one answer. Checked on the test files, on random cubes at every distance
//! in any orientation and colouring with the statement's opposite pairs, written in each
//! reading, on cubes with a corner twisted or mirrored or two side squares swapped, which are
//! refused, and on cubes with two top or bottom squares swapped, which another reading may make
//! legal.

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

    /// The key of a cube coloured by the statement's six letters, its colours named by the faces
    /// they are on when the back-down-left corner is solved; `None` if they cannot be.
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
        // The statement's opposite colours.
        let opposite = |a: u8| {
            OPPOSITES.iter().find_map(|&(x, y)| {
                if a == x {
                    Some(y)
                } else if a == y {
                    Some(x)
                } else {
                    None
                }
            })
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

    /// The quarter turns that solve a cube, `None` for no legal cube.
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

/// The statement's opposite colours.
const OPPOSITES: [(u8, u8); 3] = [(b'W', b'B'), (b'R', b'O'), (b'Y', b'G')];

/// The lines as a cross net seen from outside: square `LK` is letter K of line L (top 1, front
/// 2, right 3, bottom 4, back 5, left 6). `TOP` and `BOTTOM` are each face's two readings.
const NET: &str = "
    .  .  TOP1  .  .  .  .
    .  .  TOP2  .  .  .  .
    61 62 21 22 31 32 51 52
    63 64 23 24 33 34 53 54
    .  .  BOTTOM1 .  .  .  .
    .  .  BOTTOM2 .  .  .  .";
const TOPS: [[&str; 2]; 2] = [["11 12", "13 14"], ["11 13", "12 14"]];
const BOTTOMS: [[&str; 2]; 2] = [["41 42", "43 44"], ["42 41", "43 44"]];

/// The squares in input order, for each reading: the plausible one (top and bottom read like a
/// book) first.
fn readings() -> Vec<Vec<Square>> {
    let mut readings = Vec::new();
    for (top, bottom) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        let net = NET
            .replace("TOP1", TOPS[top][0])
            .replace("TOP2", TOPS[top][1])
            .replace("BOTTOM1", BOTTOMS[bottom][0])
            .replace("BOTTOM2", BOTTOMS[bottom][1]);
        let rows: Vec<&str> = net.lines().skip(1).collect();
        let mut squares = fold(&rows);
        squares.sort_by_key(|(name, _)| name.parse::<usize>().unwrap());
        readings.push(squares.into_iter().map(|(_, square)| square).collect());
    }
    readings
}

/// The model on the plausible reading, and where each reading's letter `i` is in it.
struct Readings {
    model: Model,
    places: Vec<Vec<usize>>,
}

/// Built once for all the tests (a second or so).
fn model() -> Arc<Readings> {
    static MODEL: Mutex<Option<Arc<Readings>>> = Mutex::new(None);
    let mut model = MODEL.lock().unwrap();
    model
        .get_or_insert_with(|| {
            let readings = readings();
            let places = readings
                .iter()
                .map(|r| {
                    r.iter()
                        .map(|s| readings[0].iter().position(|t| t == s).unwrap())
                        .collect()
                })
                .collect();
            Arc::new(Readings {
                model: Model::new(readings[0].clone()),
                places,
            })
        })
        .clone()
}

/// The quarter turns that solve the cube whose letters are `letters` in input order, the same in
/// every reading that makes it legal; `None` if none does.
fn distance(model: &Readings, letters: &[u8]) -> Option<usize> {
    let mut found = None;
    for places in &model.places {
        let mut colours = [0; 24];
        for (i, &at) in places.iter().enumerate() {
            colours[at] = letters[i];
        }
        if let Some(d) = model.model.distance(&colours) {
            assert!(
                found.map_or(true, |f| f == d),
                "{:?}: two readings, two answers",
                letters
            );
            found = Some(d);
        }
    }
    found
}

/// The input's cubes, each its 24 letters in input order: white space is free.
fn read(input: &str) -> Vec<Vec<u8>> {
    let mut tokens = input.trim_start_matches('\u{feff}').split(char::is_whitespace);
    let count: usize = tokens.find(|t| !t.is_empty()).unwrap().parse().unwrap();
    let letters: Vec<u8> = tokens.flat_map(str::bytes).collect();
    assert_eq!(letters.len(), 24 * count);
    letters.chunks(24).map(<[u8]>::to_vec).collect()
}

/// The statement's format: the count, then a blank line and six lines of four letters a cube.
fn write(cubes: &[Vec<u8>]) -> String {
    let mut text = format!("{}\n", cubes.len());
    for cube in cubes {
        text.push('\n');
        for line in cube.chunks(4) {
            text += &format!("{}\n", String::from_utf8(line.to_vec()).unwrap());
        }
    }
    text
}

fn answers(model: &Readings, input: &str) -> String {
    read(input)
        .iter()
        .map(|c| format!("{}\n", distance(model, c).expect("a legal cube")))
        .collect()
}

fn adapter(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

/// A random cube `depth` quarter turns from solved, turned at random and coloured with the
/// statement's opposite pairs on opposite faces (either hand), its letters written in `reading`.
fn random_cube(model: &Readings, rng: &mut Rng, rotations: &[Perm], depth: usize, reading: usize) -> Vec<u8> {
    let layer = &model.model.layers[depth];
    let state = model.model.decode(layer[rng.below(layer.len() as u64) as usize]);
    let state = apply(&state, &rotations[rng.below(24) as usize]);
    let mut pairs = OPPOSITES;
    rng.shuffle(&mut pairs);
    let mut paint = [0; 6];
    for (axis, &(a, b)) in pairs.iter().enumerate() {
        // FACES lists opposite faces side by side.
        let (a, b) = if rng.below(2) == 0 { (a, b) } else { (b, a) };
        paint[2 * axis] = a;
        paint[2 * axis + 1] = b;
    }
    model.places[reading]
        .iter()
        .map(|&at| paint[state[at] as usize])
        .collect()
}

#[test]
fn the_search_finds_every_cube_at_its_known_distance() {
    // The pocket cube's quarter-turn distances: 3,674,160 positions, at most 14 turns.
    let counts: Vec<usize> = model().model.layers.iter().map(Vec::len).collect();
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
    assert!(checked >= 9);
}

#[test]
fn random_cubes_at_every_distance_in_every_reading_are_answered_as_the_model_does() {
    let (model, mut rng) = (model(), Rng::new(11007));
    let rotations = model.model.rotations();
    assert_eq!(rotations.len(), 24);
    for reading in 0..4 {
        for round in 0..2 {
            let mut cubes: Vec<Vec<u8>> = (0..15)
                .map(|d| random_cube(&model, &mut rng, &rotations, d, reading))
                .collect();
            while cubes.len() < 30 + 20 * round {
                let depth = rng.below(15) as usize;
                cubes.push(random_cube(&model, &mut rng, &rotations, depth, reading));
            }
            rng.shuffle(&mut cubes);
            let input = write(&cubes);
            assert_eq!(adapter(&input), Ok(answers(&model, &input)), "{}", input);
        }
    }
}

#[test]
fn random_turns_from_solved_are_undone_in_no_more_turns() {
    let (model, mut rng) = (model(), Rng::new(3));
    let rotations = model.model.rotations();
    let all: Vec<Perm> = FACES
        .iter()
        .map(|&axis| quarter(&model.model.squares, axis, false))
        .collect();
    for turns in 0..16 {
        let mut cubes = Vec::new();
        for _ in 0..5 {
            // Any face either way: a counter-clockwise turn is three clockwise ones.
            let mut state = apply(&model.model.solved(), &rotations[rng.below(24) as usize]);
            for _ in 0..turns {
                let m = all[rng.below(6) as usize];
                for _ in 0..[1, 3][rng.below(2) as usize] {
                    state = apply(&state, &m);
                }
            }
            // The samples' colours: top W, front R, right Y, bottom B, back O, left G.
            let paint = [b'W', b'B', b'R', b'O', b'G', b'Y'];
            cubes.push(state.iter().map(|&f| paint[f as usize]).collect::<Vec<u8>>());
        }
        let input = write(&cubes);
        let expected = answers(&model, &input);
        assert!(expected.lines().all(|d| d.parse::<usize>().unwrap() <= turns));
        assert_eq!(adapter(&input), Ok(expected), "{}", input);
    }
}

#[test]
fn cubes_no_turns_can_solve_are_refused_by_both() {
    let (model, mut rng) = (model(), Rng::new(1));
    let rotations = model.model.rotations();
    let squares = &model.model.squares;
    // Squares of the side lines: swapping two squares of the top (or bottom) may only read it
    // another way.
    let sides: Vec<usize> = (4..12).chain(16..24).collect();
    for _ in 0..100 {
        let depth = rng.below(15) as usize;
        let mut cube = random_cube(&model, &mut rng, &rotations, depth, 0);
        let at = sides[rng.below(16) as usize];
        let on_corner: Vec<usize> = (0..24)
            .filter(|&i| squares[i].corner == squares[at].corner)
            .collect();
        match rng.below(3) {
            0 => {
                // A corner twisted in place.
                let c = [cube[on_corner[0]], cube[on_corner[1]], cube[on_corner[2]]];
                cube[on_corner[0]] = c[1];
                cube[on_corner[1]] = c[2];
                cube[on_corner[2]] = c[0];
            }
            1 => {
                // A corner mirrored: two of its squares swapped.
                cube.swap(on_corner[0], on_corner[1]);
            }
            _ => {
                // Two side squares of different colours on different corners swapped.
                let other = sides
                    .iter()
                    .copied()
                    .find(|&i| cube[i] != cube[at] && squares[i].corner != squares[at].corner)
                    .unwrap();
                cube.swap(at, other);
            }
        }
        assert_eq!(distance(&model, &cube), None, "{:?}", cube);
        let input = write(&[cube]);
        assert!(adapter(&input).is_err(), "{}", input);
    }
}

#[test]
fn two_top_or_bottom_squares_swapped_are_read_as_the_model_reads_them() {
    // Such a cube may be a legal cube read another way (the swap of the top's second and third
    // letters is the other reading of the top): then both answer it, else both refuse it.
    let (model, mut rng) = (model(), Rng::new(12));
    let rotations = model.model.rotations();
    let (mut answered, mut refused) = (0, 0);
    for _ in 0..200 {
        let depth = rng.below(15) as usize;
        let mut cube = random_cube(&model, &mut rng, &rotations, depth, 0);
        let face = [0, 12][rng.below(2) as usize];
        let (a, b) = (face + rng.below(4) as usize, face + rng.below(4) as usize);
        if cube[a] == cube[b] {
            continue;
        }
        cube.swap(a, b);
        let input = write(&[cube.clone()]);
        match distance(&model, &cube) {
            Some(d) => {
                answered += 1;
                assert_eq!(adapter(&input), Ok(format!("{}\n", d)), "{}", input);
            }
            None => {
                refused += 1;
                assert!(adapter(&input).is_err(), "{}", input);
            }
        }
    }
    assert!(
        answered > 10 && refused > 10,
        "{} answered, {} refused",
        answered,
        refused
    );
}
