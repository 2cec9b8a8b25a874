//! The adapter judged by an independent model: the statement's net read as stickers in space
//! (each face its outward normal and the directions of its rows and columns as seen from
//! outside), a Singmaster turn the stickers of one layer rotated about that face's normal, a
//! quarter clockwise as seen looking at the face, `2` twice, `'` three times. An answer is right
//! when it is one line of the statement's pattern `([UDLRFB][2']?)*`, read by a parser of its
//! own, of at most 20 moves, and replayed on the model leaves every face one colour. Nothing
//! from the library: no move, layout, notation or solver of its own is used, only its random
//! numbers.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

type V = [i32; 3];

/// The longest answer taken: the statement's cap was lost from its copies, and every cube has
/// a solution of 20 moves.
const CAP: usize = 20;

/// The faces (x right, y up, z to the front): letter, outward normal, then the directions of the
/// columns (left to right) and rows (top to bottom) as seen from outside. U's first row touches
/// B, D's touches F; L, F, R and B stand with U above them.
const FACES: [(u8, V, V, V); 6] = [
    (b'U', [0, 1, 0], [1, 0, 0], [0, 0, 1]),
    (b'L', [-1, 0, 0], [0, 0, 1], [0, -1, 0]),
    (b'F', [0, 0, 1], [1, 0, 0], [0, -1, 0]),
    (b'R', [1, 0, 0], [0, 0, -1], [0, -1, 0]),
    (b'B', [0, 0, -1], [-1, 0, 0], [0, -1, 0]),
    (b'D', [0, -1, 0], [1, 0, 0], [0, 0, -1]),
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
    let (_, n, right, down) = FACES[f];
    (
        [0, 1, 2].map(|i| n[i] + (c - 1) * right[i] + (r - 1) * down[i]),
        n,
    )
}

/// The stickers in the net's reading order: U's rows, then each middle line across L, F, R and
/// B, then D's rows.
fn reading_order() -> Vec<(V, V)> {
    let mut order = Vec::new();
    for r in 0..3 {
        order.extend((0..3).map(|c| sticker(0, r, c)));
    }
    for r in 0..3 {
        for f in 1..5 {
            order.extend((0..3).map(|c| sticker(f, r, c)));
        }
    }
    for r in 0..3 {
        order.extend((0..3).map(|c| sticker(5, r, c)));
    }
    order
}

/// `turns[3 * f + q - 1][k]`: where face `f` turned `q` quarters clockwise (seen from outside:
/// -90 degrees each about its normal `n`, `v -> -(n x v) + n (n . v)`) takes sticker `k`.
fn turns() -> Vec<Vec<usize>> {
    let order = reading_order();
    let mut all = Vec::new();
    for &(_, n, _, _) in FACES.iter() {
        let quarter = |v: V| {
            let (c, along) = (cross(n, v), dot(n, v));
            [0, 1, 2].map(|i| -c[i] + n[i] * along)
        };
        for q in 1..=3 {
            let to = order.iter().map(|&(mut p, mut m)| {
                if dot(p, n) == 1 {
                    for _ in 0..q {
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

/// A cube: each sticker's colour as the index of the face whose centre has it, in reading order.
type Cube = [u8; 54];

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
        cube[k] = FACES.iter().position(|f| f.1 == n).unwrap() as u8;
    }
    cube
}

/// Every face one colour.
fn is_solved(cube: &Cube) -> bool {
    *cube == solved()
}

/// The cube of an input: 54 white-space separated symbols (after a byte-order mark, if any),
/// each recoloured as the face whose centre has it.
fn read_cube(input: &str) -> Cube {
    let symbols: Vec<&str> = input.trim_start_matches('\u{feff}').split_whitespace().collect();
    assert_eq!(symbols.len(), 54, "54 symbols");
    let order = reading_order();
    let centres: Vec<&str> = FACES
        .iter()
        .map(|f| symbols[order.iter().position(|s| *s == (f.1, f.1)).unwrap()])
        .collect();
    let mut cube = [0; 54];
    for k in 0..54 {
        cube[k] = centres
            .iter()
            .position(|&c| c == symbols[k])
            .expect("a centre's symbol") as u8;
    }
    cube
}

/// The moves of an answer by the statement's pattern: a face letter, then `2`, `'` or nothing;
/// each a turn index as `turns` numbers them.
fn parse(line: &str) -> Result<Vec<usize>, String> {
    let mut moves = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        let f = FACES
            .iter()
            .position(|f| f.0 as char == c)
            .ok_or(format!("{:?} is no face", c))?;
        let q = match chars.peek() {
            Some('2') => 2,
            Some('\'') => 3,
            _ => 1,
        };
        if q != 1 {
            chars.next();
        }
        moves.push(3 * f + q - 1);
    }
    Ok(moves)
}

/// Judges `output` for the cube of `input`: one line of moves, at most `CAP`, that solve it.
fn check(input: &str, output: &str, turns: &[Vec<usize>]) -> Result<usize, String> {
    let mut lines = output.lines();
    let line = lines.next().unwrap_or("");
    if let Some(more) = lines.find(|l| !l.trim().is_empty()) {
        return Err(format!("{:?} after the answer's line", more));
    }
    let moves = parse(line)?;
    if moves.len() > CAP {
        return Err(format!("{} moves, over {}", moves.len(), CAP));
    }
    let end = moves
        .iter()
        .fold(read_cube(input), |cube, &m| apply(&cube, &turns[m]));
    if !is_solved(&end) {
        return Err(format!("{:?} leaves the cube unsolved", line));
    }
    Ok(moves.len())
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// A cube as the statement lays it out: U's and D's rows indented by `indent` spaces, a space
/// between two symbols.
fn written(symbols: &[u8], indent: usize) -> String {
    let row = |k: usize, n: usize| {
        let cells: Vec<String> = symbols[k..k + n]
            .iter()
            .map(|&c| (c as char).to_string())
            .collect();
        cells.join(" ")
    };
    let mut text = String::new();
    for r in 0..3 {
        text += &format!("{}{}\n", " ".repeat(indent), row(3 * r, 3));
    }
    for r in 0..3 {
        text += &format!("{}\n", row(9 + 12 * r, 12));
    }
    for r in 0..3 {
        text += &format!("{}{}\n", " ".repeat(indent), row(45 + 3 * r, 3));
    }
    text
}

#[test]
fn the_model_reads_the_net_from_outside_and_turns_as_a_cube_does() {
    for &(letter, n, right, down) in FACES.iter() {
        // Columns then rows, seen from outside: right x down points inwards.
        assert_eq!(cross(right, down).map(|v| -v), n, "{}", letter as char);
    }
    let turns = turns();
    let start = solved();
    for f in 0..6 {
        let quarter = &turns[3 * f];
        assert_eq!((0..54).filter(|&k| quarter[k] != k).count(), 20);
        let twice = apply(&apply(&start, quarter), quarter);
        assert_eq!(twice, apply(&start, &turns[3 * f + 1]));
        assert_eq!(apply(&apply(&start, quarter), &turns[3 * f + 2]), start);
    }
    // R U R' U' has order 6 (as any sequence, read by the parser).
    let sexy = parse("RUR'U'").unwrap();
    let mut cube = start;
    for k in 1..=6 {
        cube = sexy.iter().fold(cube, |c, &m| apply(&c, &turns[m]));
        assert_eq!(cube == start, k == 6, "after {} times", k);
    }
}

#[test]
fn the_statements_example_takes_a_clockwise_l() {
    let files = case_files("test");
    let example = read_cube(&files.iter().find(|f| f.0.ends_with("extra-1.in")).unwrap().1);
    let turns = turns();
    let one: Vec<usize> = (0..18)
        .filter(|&m| is_solved(&apply(&example, &turns[m])))
        .collect();
    assert_eq!(one, parse("L").unwrap());
}

#[test]
fn the_checker_takes_every_expected_output_and_the_adapters() {
    let turns = turns();
    let mut count = 0;
    for folder in ["test", "beyond"].iter() {
        for (path, input, expected) in case_files(folder) {
            let at = |e: String| format!("{}: {}", path.display(), e);
            check(&input, &expected, &turns).map_err(at).unwrap();
            check(&input, &adapter(&input), &turns).map_err(at).unwrap();
            count += 1;
        }
    }
    assert!(count >= 10, "{} files", count);
}

#[test]
fn the_checker_refuses_every_wrong_answer() {
    let turns = turns();
    let files = case_files("wrong");
    assert!(files.len() >= 6);
    for (path, input, wrong) in files {
        assert!(check(&input, &wrong, &turns).is_err(), "{}", path.display());
    }
}

/// Scrambles `count` cubes from `seed`, by the model, at depths 0 to 20 and then 60 random
/// turns, each in the statement's digits or random letters, and checks the adapter's answers.
fn answers_solve_within_the_cap(seed: u64, count: usize) {
    let (turns, mut rng) = (turns(), Rng::new(seed));
    let mut moves = 0;
    for k in 0..count {
        let depth = if k <= 20 { k } else { 60 };
        let mut cube = solved();
        for _ in 0..depth {
            cube = apply(&cube, &turns[rng.below(18) as usize]);
        }
        let mut scheme = if k % 2 == 0 { *b"123456" } else { *b"WRBOGY" };
        if k % 4 == 3 {
            rng.shuffle(&mut scheme);
        }
        let symbols: Vec<u8> = cube.iter().map(|&f| scheme[f as usize]).collect();
        let input = written(&symbols, rng.below(7) as usize);
        let output = adapter(&input);
        moves += check(&input, &output, &turns)
            .map_err(|e| format!("{}{}: {}", input, output, e))
            .unwrap();
    }
    assert!(moves >= 10 * count, "{} moves in all", moves);
}

#[test]
fn scrambled_cubes_get_at_most_20_moves_that_solve_them() {
    answers_solve_within_the_cap(1, 60);
}

/// About a minute: `cargo test -p cubesmith-tools --lib problem_dmoj_rubik -- --ignored`.
#[test]
#[ignore]
fn two_thousand_scrambled_cubes_get_at_most_20_moves_that_solve_them() {
    answers_solve_within_the_cap(2, 2000);
}
