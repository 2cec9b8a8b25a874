//! The adapter against an independent model and checker: the statement's net read as stickers in
//! space (faces 0 left, 1 front, 2 right, 3 back, 4 top, 5 bottom, each its outward normal and
//! the directions of its rows and columns seen from outside), a step the stickers of one layer
//! rotated a quarter about its face's normal, and every position within 5 steps of solved found
//! by a plain breadth-first search over the 12 steps. An answer is right when its count is the
//! position's distance (-1 beyond 5) and its steps, replayed on the model, solve the cube.
//! Nothing from the library: no move, layout, notation or solver of its own is used, only its
//! random numbers.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::hash_map::{Entry, HashMap};

type V = [i32; 3];

/// The most steps an answer may have: past them the answer is -1.
const MOST: usize = 5;

/// The faces by the statement's numbers (x right, y up, z to the front): outward normal, then the
/// directions of the columns (left to right) and rows (top to bottom) as seen from outside. The
/// top's first row touches the back, the bottom's the front; the four around stand with the top
/// above them.
const FACES: [(V, V, V); 6] = [
    ([-1, 0, 0], [0, 0, 1], [0, -1, 0]),
    ([0, 0, 1], [1, 0, 0], [0, -1, 0]),
    ([1, 0, 0], [0, 0, -1], [0, -1, 0]),
    ([0, 0, -1], [-1, 0, 0], [0, -1, 0]),
    ([0, 1, 0], [1, 0, 0], [0, 0, 1]),
    ([0, -1, 0], [1, 0, 0], [0, 0, -1]),
];

fn dot(a: V, b: V) -> i32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: V, b: V) -> V {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

/// Face `f`'s sticker in row `r`, column `c`: its place and normal.
fn sticker(f: usize, r: i32, c: i32) -> (V, V) {
    let (n, right, down) = FACES[f];
    (
        [0, 1, 2].map(|i| n[i] + (c - 1) * right[i] + (r - 1) * down[i]),
        n,
    )
}

/// The stickers in the net's reading order: the top's rows, then each middle line across faces
/// 0, 1, 2 and 3, then the bottom's rows.
fn reading_order() -> Vec<(V, V)> {
    let mut order = Vec::new();
    for r in 0..3 {
        order.extend((0..3).map(|c| sticker(4, r, c)));
    }
    for r in 0..3 {
        for f in 0..4 {
            order.extend((0..3).map(|c| sticker(f, r, c)));
        }
    }
    for r in 0..3 {
        order.extend((0..3).map(|c| sticker(5, r, c)));
    }
    order
}

/// A position: the face (by number) whose centre has each sticker's colour, in reading order.
type Cube = [u8; 54];

/// `steps[2 * f + (0 clockwise, 1 counter-clockwise)][k]`: where the step takes sticker `k`.
/// Clockwise as seen from outside face `f`: -90 degrees about its normal `n`,
/// `v -> -(n x v) + n (n . v)`, for the stickers whose place lies on that face's side.
fn steps() -> Vec<Vec<usize>> {
    let order = reading_order();
    let mut all = Vec::new();
    for &(n, _, _) in FACES.iter() {
        let quarter = |v: V| {
            let (c, along) = (cross(n, v), dot(n, v));
            [0, 1, 2].map(|i| -c[i] + n[i] * along)
        };
        for &turns in [1, 3].iter() {
            let to = order.iter().map(|&(mut p, mut m)| {
                if dot(p, n) == 1 {
                    for _ in 0..turns {
                        p = quarter(p);
                        m = quarter(m);
                    }
                }
                order.iter().position(|&s| s == (p, m)).unwrap()
            });
            all.push(to.collect());
        }
    }
    all
}

fn apply(cube: &Cube, to: &[usize]) -> Cube {
    let mut next = [0; 54];
    for (k, &j) in to.iter().enumerate() {
        next[j] = cube[k];
    }
    next
}

fn solved() -> Cube {
    let mut cube = [0; 54];
    for (k, &(_, n)) in reading_order().iter().enumerate() {
        cube[k] = FACES.iter().position(|f| f.0 == n).unwrap() as u8;
    }
    cube
}

/// Every position within `MOST` steps of solved, with its distance: breadth-first from solved.
fn distances(steps: &[Vec<usize>]) -> HashMap<Cube, usize> {
    let mut known = HashMap::new();
    known.insert(solved(), 0);
    let mut layer = vec![solved()];
    for d in 1..=MOST {
        let mut next = Vec::new();
        for cube in &layer {
            for to in steps {
                let reached = apply(cube, to);
                if let Entry::Vacant(e) = known.entry(reached) {
                    e.insert(d);
                    next.push(reached);
                }
            }
        }
        layer = next;
    }
    known
}

/// The cubes of an input read as white-space separated tokens (after a byte-order mark, if any):
/// the count, then 54 colours per cube, each recoloured as the face whose centre has it.
fn read_cubes(input: &str) -> Vec<Cube> {
    let mut tokens = input.trim_start_matches('\u{feff}').split_whitespace();
    let count: usize = tokens.next().unwrap().parse().unwrap();
    let order = reading_order();
    let centres: Vec<usize> = FACES
        .iter()
        .map(|f| order.iter().position(|s| *s == (f.0, f.0)).unwrap())
        .collect();
    let cubes = (0..count).map(|_| {
        let colours: Vec<&str> = (0..54).map(|_| tokens.next().expect("a colour")).collect();
        let face = |c: &str| {
            centres
                .iter()
                .position(|&k| colours[k] == c)
                .expect("a centre's colour")
        };
        let mut cube = [0; 54];
        for k in 0..54 {
            cube[k] = face(colours[k]) as u8;
        }
        cube
    });
    let cubes = cubes.collect();
    assert!(tokens.next().is_none(), "nothing after the last cube");
    cubes
}

/// Judges `output` for the cubes of `input` by the statement: per cube the count, the position's
/// distance or -1 beyond `MOST`, then that many lines `face direction` that solve it.
fn check(
    input: &str,
    output: &str,
    steps: &[Vec<usize>],
    known: &HashMap<Cube, usize>,
) -> Result<(), String> {
    let mut lines = output.lines().map(str::trim);
    for (i, cube) in read_cubes(input).iter().enumerate() {
        let case = i + 1;
        let line = lines.next().ok_or(format!("case {}: no count", case))?;
        let count: i64 = line
            .parse()
            .map_err(|_| format!("case {}: {:?} is no count", case, line))?;
        let right = known.get(cube).map_or(-1, |&d| d as i64);
        if count != right {
            return Err(format!(
                "case {}: {} steps, the fewest are {}",
                case, count, right
            ));
        }
        let mut now = *cube;
        for s in 0..count.max(0) {
            let line = lines
                .next()
                .ok_or(format!("case {}: step {} missing", case, s + 1))?;
            let words: Vec<&str> = line.split_whitespace().collect();
            let step = match words[..] {
                [f, "1"] | [f, "-1"] => f
                    .parse::<usize>()
                    .ok()
                    .filter(|&f| f < 6)
                    .map(|f| 2 * f + (words[1] == "-1") as usize),
                _ => None,
            };
            now = apply(
                &now,
                &steps[step.ok_or(format!("case {}: {:?} is no step", case, line))?],
            );
        }
        if count >= 0 && now != solved() {
            return Err(format!("case {}: the steps leave the cube unsolved", case));
        }
    }
    match lines.find(|l| !l.is_empty()) {
        Some(l) => Err(format!("{:?} after the last case", l)),
        None => Ok(()),
    }
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// An input as the statement lays it out: the count, then per cube an empty line and the net
/// of colour letters, a space between two, the top and bottom rows indented by 6 spaces.
fn written(cubes: &[Vec<u8>]) -> String {
    let mut text = format!("{}\n", cubes.len());
    for colours in cubes {
        let row = |k: usize, n: usize| {
            let letters: Vec<String> = colours[k..k + n]
                .iter()
                .map(|&c| (c as char).to_string())
                .collect();
            letters.join(" ")
        };
        text += "\n";
        for r in 0..3 {
            text += &format!("      {}\n", row(3 * r, 3));
        }
        for r in 0..3 {
            text += &format!("{}\n", row(9 + 12 * r, 12));
        }
        for r in 0..3 {
            text += &format!("      {}\n", row(45 + 3 * r, 3));
        }
    }
    text
}

#[test]
fn the_search_finds_as_many_positions_at_each_distance_as_a_cube_has() {
    for &(n, right, down) in FACES.iter() {
        // Columns then rows, seen from outside: right x down points inwards.
        assert_eq!(cross(right, down).map(|v| -v), n);
    }
    let steps = steps();
    for to in &steps {
        let moved = (0..54).filter(|&k| to[k] != k).count();
        assert_eq!(moved, 20);
    }
    let known = distances(&steps);
    let mut at = [0; MOST + 1];
    for &d in known.values() {
        at[d] += 1;
    }
    // The counts of positions at each distance in quarter turns, as known for the real cube.
    assert_eq!(at, [1, 12, 114, 1068, 10011, 93840]);
}

#[test]
fn the_sample_fixes_the_clockwise_front_step() {
    let files = case_files("test");
    let sample = &files.iter().find(|f| f.0.ends_with("sample-1.in")).unwrap().1;
    let steps = steps();
    let cubes = read_cubes(sample);
    assert_eq!(cubes[0], solved());
    // The second cube: the statement's example, one clockwise turn of the front (face 1) away.
    let one: Vec<usize> = (0..12)
        .filter(|&s| apply(&cubes[1], &steps[s]) == solved())
        .collect();
    assert_eq!(one, vec![2]);
}

#[test]
fn the_checker_takes_every_expected_output_and_the_adapters() {
    let steps = steps();
    let known = distances(&steps);
    let mut count = 0;
    for folder in ["test", "beyond"].iter() {
        for (path, input, expected) in case_files(folder) {
            check(&input, &expected, &steps, &known)
                .map_err(|e| format!("{}: {}", path.display(), e))
                .unwrap();
            check(&input, &adapter(&input), &steps, &known)
                .map_err(|e| format!("{}: {}", path.display(), e))
                .unwrap();
            count += 1;
        }
    }
    assert!(count >= 15, "{} files", count);
}

#[test]
fn the_checker_refuses_every_wrong_answer() {
    let steps = steps();
    let known = distances(&steps);
    let files = case_files("wrong");
    assert!(files.len() >= 8);
    for (path, input, wrong) in files {
        assert!(
            check(&input, &wrong, &steps, &known).is_err(),
            "{}",
            path.display()
        );
    }
}

#[test]
fn the_adapter_answers_random_cubes_as_the_search_does() {
    let (steps, mut rng) = (steps(), Rng::new(2477));
    let known = distances(&steps);
    let mut cubes = Vec::new();
    for depth in 0..=7 {
        for _ in 0..40 {
            let mut cube = solved();
            for _ in 0..depth {
                cube = apply(&cube, &steps[rng.below(12) as usize]);
            }
            let mut letters = *b"wrgboy";
            rng.shuffle(&mut letters);
            cubes.push(cube.iter().map(|&f| letters[f as usize]).collect::<Vec<u8>>());
        }
    }
    let input = written(&cubes);
    let output = adapter(&input);
    check(&input, &output, &steps, &known).unwrap();
    // Every distance up to 5 is met, and cubes beyond it.
    let mut at = HashMap::new();
    for cube in read_cubes(&input) {
        *at.entry(known.get(&cube).copied()).or_insert(0) += 1;
    }
    for d in (0..=MOST).map(Some).chain(Some(None)) {
        assert!(at.get(&d).copied().unwrap_or(0) >= 10, "{:?}: {:?}", d, at);
    }
}
