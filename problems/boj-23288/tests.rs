//! The adapter against an independent model: the die as six vectors in space (x east, y north,
//! z up), one per face, rolled by quarter turns of space written from the statement (east takes
//! the top to the east and the east face down), its heading a vector turned a quarter clockwise
//! or counter-clockwise; each cell's region of equal numbers found by a union-find over the map's
//! rows and columns, where the adapter counts regions with the library's board code. Nothing of
//! the library (dice, grid, regions) or of the adapter's reading is used. Checked on every test
//! and beyond file, on the benchmark's inputs (`write_input`'s) and on generated inputs, K up to
//! 2^64 - 1 (the model finds the game's cycle by keeping every whole state it saw, the adapter
//! by the library's period); and the viewer's walk (`read_boards`) is the model's, roll by roll,
//! on every file.

use super::{read_boards, solve, MAX_SHOWN_MOVES};
use cubesmith::cases::case_files;
use cubesmith::die::orientation::Face;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::HashMap;

/// A direction in space: x east, y north, z up.
type V = [i32; 3];
const UP: V = [0, 0, 1];
const DOWN: V = [0, 0, -1];

/// Where faces 1..6 point at the start: 1 up, 2 north, 3 east, 4 west, 5 south, 6 down.
const START: [V; 6] = [
    [0, 0, 1],
    [0, 1, 0],
    [1, 0, 0],
    [-1, 0, 0],
    [0, -1, 0],
    [0, 0, -1],
];

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

/// The size of each cell's region of side-adjacent cells holding its number, by union-find.
fn regions(map: &[Vec<u64>]) -> Vec<Vec<u64>> {
    let (rows, cols) = (map.len(), map[0].len());
    let mut parent: Vec<usize> = (0..rows * cols).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for r in 0..rows {
        for c in 0..cols {
            for (nr, nc) in [(r + 1, c), (r, c + 1)] {
                if nr < rows && nc < cols && map[nr][nc] == map[r][c] {
                    let (a, b) = (root(&mut parent, r * cols + c), root(&mut parent, nr * cols + nc));
                    parent[a] = b;
                }
            }
        }
    }
    let mut size = vec![0u64; rows * cols];
    for i in 0..rows * cols {
        size[root(&mut parent, i)] += 1;
    }
    (0..rows)
        .map(|r| (0..cols).map(|c| size[root(&mut parent, r * cols + c)]).collect())
        .collect()
}

/// One move of the die: the name of its heading, and the numbers the die then shows up, down,
/// north, south, east and west.
type Roll = (&'static str, [usize; 6]);

/// The name of a heading.
fn name(way: V) -> &'static str {
    match way {
        [0, 1, 0] => "North",
        [0, -1, 0] => "South",
        [1, 0, 0] => "East",
        _ => "West",
    }
}

/// The game on one map: the die's faces, its cell and heading, each cell's region size.
struct Game {
    map: Vec<Vec<u64>>,
    size: Vec<Vec<u64>>,
    faces: [V; 6],
    at: (i64, i64),
    way: V,
}

impl Game {
    /// The map of `input` and its K.
    fn new(input: &str) -> (Game, u64) {
        let v = numbers(input);
        let (rows, cols, k) = (v[0] as usize, v[1] as usize, v[2]);
        let map: Vec<Vec<u64>> = v[3..3 + rows * cols].chunks(cols).map(<[u64]>::to_vec).collect();
        let size = regions(&map);
        let game = Game {
            map,
            size,
            faces: START,
            at: (0, 0),
            way: [1, 0, 0],
        };
        (game, k)
    }

    /// One move: the roll it makes and its score.
    fn step(&mut self) -> (Roll, u128) {
        let (rows, cols) = (self.map.len() as i64, self.map[0].len() as i64);
        let inside = |r: i64, c: i64| r >= 0 && c >= 0 && r < rows && c < cols;
        let (r, c) = self.at;
        // A row is a step south, a column a step east; off the map, the heading turns back.
        if !inside(r - self.way[1] as i64, c + self.way[0] as i64) {
            self.way = self.way.map(|w| -w);
        }
        let way = self.way;
        let (r, c) = (r - way[1] as i64, c + way[0] as i64);
        self.at = (r, c);
        self.faces = self.faces.map(|f| rolled(f, way));
        let b = self.map[r as usize][c as usize];
        let score = u128::from(b) * u128::from(self.size[r as usize][c as usize]);
        let shown = [UP, DOWN, [0, 1, 0], [0, -1, 0], [1, 0, 0], [-1, 0, 0]]
            .map(|p| self.faces.iter().position(|&f| f == p).unwrap() + 1);
        let a = shown[1] as u64;
        let [x, y, _] = way;
        if a > b {
            self.way = [y, -x, 0]; // clockwise seen from above: east to south
        } else if a < b {
            self.way = [-y, x, 0]; // counter-clockwise: east to north
        }
        ((name(way), shown), score)
    }

    /// Everything that decides the rest of the game.
    fn state(&self) -> ([V; 6], (i64, i64), V) {
        (self.faces, self.at, self.way)
    }
}

/// The first `most` moves of the game (all K if fewer) and their total score.
fn play(input: &str, most: u64) -> (Vec<Roll>, u128) {
    let (mut game, k) = Game::new(input);
    let mut rolls = Vec::new();
    let mut score = 0u128;
    for _ in 0..k.min(most) {
        let (roll, s) = game.step();
        rolls.push(roll);
        score += s;
    }
    (rolls, score)
}

/// The total score of all K moves, by another way than the adapter's: every whole state seen is
/// kept in a map with the move and total it was seen at; at the first repeat the cycle is
/// known, and whole cycles are added at once.
fn score(input: &str) -> u128 {
    let (mut game, k) = Game::new(input);
    let mut seen = HashMap::new();
    let mut totals = vec![0u128];
    let mut step = 0u64;
    while step < k {
        if let Some(&first) = seen.get(&game.state()) {
            let (first, cycle) = (first as usize, step - first);
            let per_cycle = totals[step as usize] - totals[first];
            let left = k - step;
            let rest = totals[first + (left % cycle) as usize] - totals[first];
            return totals[step as usize] + u128::from(left / cycle) * per_cycle + rest;
        }
        seen.insert(game.state(), step);
        let total = totals[step as usize] + game.step().1;
        totals.push(total);
        step += 1;
    }
    totals[k as usize]
}

fn model(input: &str) -> String {
    format!("{}\n", score(input))
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn a_roll_takes_the_top_its_way_and_that_side_down() {
    for way in [[0, 1, 0], [0, -1, 0], [1, 0, 0], [-1, 0, 0]] {
        assert_eq!(rolled(UP, way), way);
        assert_eq!(rolled(way, way), DOWN);
        for v in START {
            assert_eq!((0..4).fold(v, |v, _| rolled(v, way)), v);
        }
    }
}

#[test]
fn the_regions_are_counted_by_the_union_find() {
    // A ring of eight 1s around a 2, and a column of 3s.
    let map = vec![vec![1, 1, 1, 3], vec![1, 2, 1, 3], vec![1, 1, 1, 3]];
    let expected = vec![vec![8, 8, 8, 3], vec![8, 1, 8, 3], vec![8, 8, 8, 3]];
    assert_eq!(regions(&map), expected);
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
fn the_cycle_gives_what_playing_every_move_gives_and_so_does_the_adapter_for_every_k_to_2000() {
    let mut rng = Rng::new(2000);
    for round in 0..12 {
        // Small maps, so most K go round the cycle many times.
        let (rows, cols) = (rng.between(2, 4), rng.between(2, 5));
        let mut map = String::new();
        for _ in 0..rows {
            let row: Vec<String> = (0..cols)
                .map(|_| rng.between(1, 2 + round % 8).to_string())
                .collect();
            map += &(row.join(" ") + "\n");
        }
        let text = |k: u64| format!("{} {} {}\n{}", rows, cols, k, map);
        let (mut game, _) = Game::new(&text(0));
        let mut total = 0u128;
        for k in 0..=2000 {
            let expected = format!("{}\n", total);
            assert_eq!(model(&text(k)), expected, "{}", text(k));
            assert_eq!(adapter(&text(k)), expected, "{}", text(k));
            total += game.step().1;
        }
    }
}

#[test]
fn the_adapter_agrees_with_the_model_on_generated_inputs() {
    let mut rng = Rng::new(23288);
    let mut turned_back = false;
    for round in 0..400 {
        let (rows, cols) = match round % 8 {
            0 => (2, 2),
            1 => (20, 20),
            _ => (rng.between(2, 8), rng.between(2, 8)),
        };
        let k = if round % 8 == 1 { 1000 } else { rng.between(1, 100) };
        // Few numbers make large regions; 1..9 is the statement's range.
        let top = [2, 3, 9][round % 3];
        let mut input = format!("{} {} {}\n", rows, cols, k);
        for _ in 0..rows {
            let row: Vec<String> = (0..cols).map(|_| rng.between(1, top).to_string()).collect();
            input += &(row.join(" ") + "\n");
        }
        let expected = model(&input);
        assert_eq!(adapter(&input), expected, "{}", input);
        let rolls = play(&input, u64::MAX).0;
        turned_back |= rolls.windows(2).any(|w| name_back(w[0].0) == w[1].0);
    }
    assert!(turned_back);
}

/// The name of the opposite heading.
fn name_back(heading: &str) -> &'static str {
    match heading {
        "North" => "South",
        "South" => "North",
        "East" => "West",
        _ => "East",
    }
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
            let map: Vec<String> = v[3..3 + (v[0] * v[1]) as usize]
                .iter()
                .map(u64::to_string)
                .collect();
            assert_eq!((cells, start), (map, 0), "{}", path.display());
            assert_eq!(grid.cols() as u64, v[1]);
            let positions = [
                Face::Top,
                Face::Bottom,
                Face::North,
                Face::South,
                Face::East,
                Face::West,
            ];
            // 1 on top, 6 down, 2 north, 5 south, 3 east, 4 west.
            assert_eq!(positions.map(|p| *die.get(p)), [1, 6, 2, 5, 3, 4]);
            let viewer: Vec<Roll> = walk
                .iter()
                .map(|(m, die)| (m.name(), positions.map(|p| *die.get(p) as usize)))
                .collect();
            // The viewer replays the first million moves at most.
            assert_eq!(viewer, play(&input, MAX_SHOWN_MOVES).0, "{}", path.display());
            rolls += viewer.len();
        }
    }
    assert!(rolls > 1000, "{} rolls", rolls);
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
