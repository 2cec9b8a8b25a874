//! The adapter's answers checked on an independent model that shares nothing with the library.
//! The checker is the statement's: the moves F+, R+, U+ as its tables, X2 and X- as X+ applied
//! twice and three times, each printed state the one the move gives, the last the solved one,
//! and the number of moves the least there is. The least is the model's own: each sticker at its
//! block's corner (front or back, up or down, left or right, as the statement numbers blocks) on
//! the face the statement names; the face turns as permutations of the 24 stickers, found by
//! turning each sticker's corner and normal a quarter turn about the face's axis (they are the
//! statement's tables); and a plain breadth-first search over colourings from the solved cube,
//! layer by layer in sorted vectors, by the nine moves. A state is looked up by the colours of
//! the faces its stickers belong to. Checked on the test files (whose expected answers must
//! pass the checker), on the answers in `wrong/` (which must not), on random states at every
//! distance, and on states no moves can solve, which are refused.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::sync::{Arc, Mutex};

type Vector = [i32; 3];
/// The 24 places' colours, or the sticker at each place (a state of the statement).
type State = [u8; 24];
/// A move, as the statement writes one: `new[i] = old[p[i]]`.
type Perm = [usize; 24];

/// One sticker of the cube: the corner it is on (coordinates -1 or 1: x right, y up, z front)
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

fn face(normal: Vector) -> u8 {
    FACES.iter().position(|&f| f == normal).unwrap() as u8
}

/// `v` turned a quarter turn clockwise as seen from the tip of the unit vector `axis`
/// (Rodrigues' formula at -90 degrees).
fn clockwise(v: Vector, axis: Vector) -> Vector {
    let (c, d) = (cross(v, axis), dot(axis, v));
    [c[0] + axis[0] * d, c[1] + axis[1] * d, c[2] + axis[2] * d]
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

/// A quarter turn clockwise, seen from outside, of the face whose normal is `axis`: each sticker
/// it moves goes where its corner and normal are turned.
fn quarter(squares: &[Square], axis: Vector) -> Perm {
    let mut p = [usize::MAX; 24];
    for (from, s) in squares.iter().enumerate() {
        let to = if dot(s.corner, axis) > 0 {
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
    /// The stickers off the back-down-left corner, which no move moves.
    free: Vec<usize>,
    /// Quarter and half turns of the right, up and front faces.
    moves: Vec<Perm>,
    /// Every colouring by faces with the back-down-left corner solved, by distance, sorted.
    layers: Vec<Vec<u64>>,
}

impl Model {
    fn new(squares: Vec<Square>) -> Model {
        let free = (0..24).filter(|&i| squares[i].corner != [-1, -1, -1]).collect();
        let mut moves = Vec::new();
        for axis in [[1, 0, 0], [0, 1, 0], [0, 0, 1]] {
            let p = quarter(&squares, axis);
            moves.push(p);
            moves.push(then(&p, &p));
            moves.push(then(&then(&p, &p), &p));
        }
        let mut model = Model {
            squares,
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
}
/// The statement's blocks (front or back, up or down, left or right) and the faces of their
/// three stickers, in the statement's order.
const BLOCKS: [(&str, &str); 8] = [
    ("FUL", "FLU"),
    ("FUR", "FUR"),
    ("FDL", "FDL"),
    ("FDR", "FRD"),
    ("BUL", "BUL"),
    ("BUR", "BRU"),
    ("BDL", "BLD"),
    ("BDR", "BDR"),
];

/// The statement's moves.
const F: Perm = [
    6, 7, 8, 0, 1, 2, 9, 10, 11, 3, 4, 5, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
];
const R: Perm = [
    0, 1, 2, 11, 9, 10, 6, 7, 8, 22, 23, 21, 12, 13, 14, 4, 5, 3, 18, 19, 20, 17, 15, 16,
];
const U: Perm = [
    5, 3, 4, 16, 17, 15, 6, 7, 8, 9, 10, 11, 1, 2, 0, 14, 12, 13, 18, 19, 20, 21, 22, 23,
];

fn direction(letter: u8) -> Vector {
    match letter {
        b'F' => [0, 0, 1],
        b'B' => [0, 0, -1],
        b'U' => [0, 1, 0],
        b'D' => [0, -1, 0],
        b'L' => [-1, 0, 0],
        _ => [1, 0, 0],
    }
}

/// The stickers 0..23: on their block's corner, facing the way their face letter says.
fn stickers() -> Vec<Square> {
    let mut stickers = Vec::new();
    for (block, faces) in BLOCKS {
        let corner = block.bytes().fold([0; 3], |c, letter| {
            let d = direction(letter);
            [c[0] + d[0], c[1] + d[1], c[2] + d[2]]
        });
        for letter in faces.bytes() {
            stickers.push(Square {
                corner,
                normal: direction(letter),
            });
        }
    }
    stickers
}

/// Built once for all the tests (a second or so).
fn model() -> Arc<Model> {
    static MODEL: Mutex<Option<Arc<Model>>> = Mutex::new(None);
    let mut model = MODEL.lock().unwrap();
    model
        .get_or_insert_with(|| Arc::new(Model::new(stickers())))
        .clone()
}

/// The colours of a state: at each place, the face its sticker belongs to.
fn colours(model: &Model, state: &State) -> State {
    state.map(|s| face(model.squares[s as usize].normal))
}

/// The least number of moves that solve a state, `None` if none do: its colours are a cube's
/// with the back-down-left block in place, and it is the state they show (stickers of one face
/// on other blocks swapped show the same colours).
fn distance(model: &Model, state: &State) -> Option<usize> {
    if state.iter().any(|&s| s > 23) || state[18..21] != [18, 19, 20] {
        return None;
    }
    let colours = colours(model, state);
    let d = layer(&model.layers, model.encode(&colours))?;
    if state_of(model, &colours) != *state {
        return None;
    }
    Some(d)
}

fn numbers(text: &str) -> Option<State> {
    let values: Vec<u8> = text
        .split(char::is_whitespace)
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().ok())
        .collect::<Option<_>>()?;
    if values.len() != 24 {
        return None;
    }
    let mut state = [0; 24];
    state.copy_from_slice(&values);
    Some(state)
}

fn read(input: &str) -> State {
    numbers(input.trim_start_matches('\u{feff}')).unwrap()
}

fn write(state: &State) -> String {
    let numbers: Vec<String> = state.iter().map(u8::to_string).collect();
    numbers.join(" ") + "\n"
}

/// The statement's checker: the count, then each move's name and the state after it, the last
/// solved, as many moves as the model's least. The count if so.
fn check(model: &Model, input: &State, output: &str) -> Result<usize, String> {
    let mut lines: Vec<&str> = output.split('\n').map(str::trim).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    let count: usize = lines
        .first()
        .and_then(|l| l.parse().ok())
        .ok_or_else(|| format!("no count: {:?}", lines.first()))?;
    if lines.len() != 1 + 2 * count {
        return Err(format!("{} moves, {} lines", count, lines.len()));
    }
    let mut state = *input;
    for step in lines[1..].chunks(2) {
        let name = step[0].as_bytes();
        let table = match name.first() {
            Some(b'F') => F,
            Some(b'R') => R,
            Some(b'U') => U,
            _ => return Err(format!("{:?} is not a move", step[0])),
        };
        let times = match &name[1..] {
            b"+" => 1,
            b"2" => 2,
            b"-" => 3,
            _ => return Err(format!("{:?} is not a move", step[0])),
        };
        for _ in 0..times {
            state = apply(&state, &table);
        }
        if numbers(step[1]) != Some(state) {
            return Err(format!("after {}: {:?}, not {:?}", step[0], step[1], state));
        }
    }
    if state != std::array::from_fn(|i| i as u8) {
        return Err("not solved".to_string());
    }
    let least = distance(model, input).ok_or("no solution")?;
    if count != least {
        return Err(format!("{} moves, but {} do", count, least));
    }
    Ok(count)
}

fn adapter(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

/// The state whose colours are `colours`: each place's sticker is the one of its colour on the
/// block whose faces its corner shows.
fn state_of(model: &Model, colours: &State) -> State {
    let corner = |cube: &State, i: usize| {
        let mut faces: Vec<u8> = (0..24)
            .filter(|&j| model.squares[j].corner == model.squares[i].corner)
            .map(|j| cube[j])
            .collect();
        faces.sort_unstable();
        faces
    };
    let solved = model.solved();
    std::array::from_fn(|i| {
        (0..24)
            .find(|&s| solved[s] == colours[i] && corner(&solved, s) == corner(colours, i))
            .unwrap() as u8
    })
}

#[test]
fn the_search_finds_every_state_at_its_known_distance() {
    // The pocket cube's half-turn distances: 3,674,160 positions, at most 11 moves.
    let counts: Vec<usize> = model().layers.iter().map(Vec::len).collect();
    let known = [
        1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644,
    ];
    assert_eq!(counts, known);
}

#[test]
fn the_statements_moves_are_clockwise_quarter_turns_of_the_stickers() {
    let stickers = stickers();
    assert_eq!(F, quarter(&stickers, [0, 0, 1]));
    assert_eq!(R, quarter(&stickers, [1, 0, 0]));
    assert_eq!(U, quarter(&stickers, [0, 1, 0]));
}

#[test]
fn every_test_files_answers_pass_the_checker_and_so_do_the_adapters() {
    let model = model();
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let state = read(&input);
            check(&model, &state, &expected).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
            let output = adapter(&input).unwrap();
            check(&model, &state, &output)
                .unwrap_or_else(|e| panic!("{}: {}\n{}", path.display(), e, output));
            checked += 1;
        }
    }
    assert!(checked >= 25);
}

#[test]
fn every_wrong_answer_fails_the_checker() {
    let model = model();
    let mut checked = 0;
    for (path, input, output) in case_files("wrong") {
        assert!(
            check(&model, &read(&input), &output).is_err(),
            "{}",
            path.display()
        );
        checked += 1;
    }
    assert!(checked >= 8);
}

#[test]
fn random_states_at_every_distance_are_solved_in_the_fewest_moves() {
    let (model, mut rng) = (model(), Rng::new(2));
    for depth in (0..12).chain(0..12).chain(9..12) {
        let layer = &model.layers[depth];
        let colours = model.decode(layer[rng.below(layer.len() as u64) as usize]);
        let state = state_of(&model, &colours);
        assert_eq!(distance(&model, &state), Some(depth));
        let output = adapter(&write(&state)).unwrap();
        assert_eq!(
            check(&model, &state, &output),
            Ok(depth),
            "{:?}\n{}",
            state,
            output
        );
    }
}

#[test]
fn random_moves_are_undone_in_no_more_moves() {
    let (model, mut rng) = (model(), Rng::new(11));
    for moves in 0..20 {
        let mut state: State = std::array::from_fn(|i| i as u8);
        for _ in 0..moves {
            let table = [F, R, U][rng.below(3) as usize];
            for _ in 0..rng.between(1, 3) {
                state = apply(&state, &table);
            }
        }
        let output = adapter(&write(&state)).unwrap();
        let count =
            check(&model, &state, &output).unwrap_or_else(|e| panic!("{:?}: {}\n{}", state, e, output));
        assert!(count <= moves);
    }
}

#[test]
fn states_no_moves_can_solve_are_refused_by_both() {
    let (model, mut rng) = (model(), Rng::new(3));
    for round in 0..60 {
        let layer = &model.layers[rng.below(12) as usize];
        let colours = model.decode(layer[rng.below(layer.len() as u64) as usize]);
        let mut state = state_of(&model, &colours);
        // A block other than the back-down-left one (6) twisted in place, two stickers swapped,
        // or the back-down-left block moved.
        let block = [0, 1, 2, 3, 4, 5, 7][rng.below(7) as usize];
        match round % 3 {
            0 => state[3 * block..3 * block + 3].rotate_left(1),
            1 => state.swap(3 * block, (3 * block + 3 + rng.below(18) as usize) % 24),
            _ => {
                let to = 3 * block + rng.below(3) as usize;
                state.swap(18 + rng.below(3) as usize, to);
            }
        }
        assert_eq!(distance(&model, &state), None, "{:?}", state);
        assert!(adapter(&write(&state)).is_err(), "{:?}", state);
    }
}
