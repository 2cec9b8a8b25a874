//! The adapter judged by an independent model: the net (U above L F R B, D below) read as
//! stickers in space (each face its outward normal and the directions of its rows and columns
//! as seen from outside), a Singmaster turn the stickers of one layer rotated about that face's
//! normal, a quarter clockwise as seen looking at the face, `2` twice, `'` three times. Each
//! cube's answer is right when its length is -1 (a skip) or 0 to 1000 and the next line holds
//! that many moves, read by a parser of its own, that leave every face one colour on the model;
//! not every cube may be skipped. Nothing from the library: no move, layout, notation or solver
//! of its own is used, only its random numbers.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

type V = [i32; 3];

/// The longest answer the statement takes for one cube.
const MOST: usize = 1000;

/// The faces (x right, y up, z to the front): letter, colour in the default orientation (white
/// top, green front), outward normal, then the directions of the columns (left to right) and of
/// the rows (top to bottom) as seen from outside. U's first row touches B, D's touches F; L, F,
/// R and B stand with U above them.
const FACES: [(u8, u8, V, V, V); 6] = [
    (b'U', b'W', [0, 1, 0], [1, 0, 0], [0, 0, 1]),
    (b'L', b'O', [-1, 0, 0], [0, 0, 1], [0, -1, 0]),
    (b'F', b'G', [0, 0, 1], [1, 0, 0], [0, -1, 0]),
    (b'R', b'R', [1, 0, 0], [0, 0, -1], [0, -1, 0]),
    (b'B', b'B', [0, 0, -1], [-1, 0, 0], [0, -1, 0]),
    (b'D', b'Y', [0, -1, 0], [1, 0, 0], [0, 0, -1]),
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

/// The stickers in the net's reading order, each its place and normal: U's rows, then each
/// middle line across L, F, R and B, then D's rows.
fn reading_order() -> Vec<(V, V)> {
    let at = |f: usize, r: i32, c: i32| {
        let (_, _, n, right, down) = FACES[f];
        (
            [0, 1, 2].map(|i| n[i] + (c - 1) * right[i] + (r - 1) * down[i]),
            n,
        )
    };
    let mut order = Vec::new();
    for r in 0..3 {
        order.extend((0..3).map(|c| at(0, r, c)));
    }
    for r in 0..3 {
        for f in 1..5 {
            order.extend((0..3).map(|c| at(f, r, c)));
        }
    }
    for r in 0..3 {
        order.extend((0..3).map(|c| at(5, r, c)));
    }
    order
}

/// `turns[3 * f + q - 1][k]`: where face `f` turned `q` quarters clockwise (seen from outside:
/// -90 degrees each about its normal `n`, `v -> -(n x v) + n (n . v)`) takes sticker `k`.
fn turns() -> Vec<Vec<usize>> {
    let order = reading_order();
    let mut all = Vec::new();
    for &(_, _, n, _, _) in FACES.iter() {
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
        cube[k] = FACES.iter().position(|f| f.2 == n).unwrap() as u8;
    }
    cube
}

/// The cubes of an input: n, then 54 characters other than white space per cube (after a
/// byte-order mark, if any), each recoloured as the face whose centre has it.
fn read_cubes(input: &str) -> Vec<Cube> {
    let mut words = input.trim_start_matches('\u{feff}').split_whitespace();
    let n: usize = words.next().unwrap().parse().unwrap();
    let mut symbols = words.flat_map(str::chars);
    let order = reading_order();
    let centres: Vec<usize> = FACES
        .iter()
        .map(|f| order.iter().position(|s| *s == (f.2, f.2)).unwrap())
        .collect();
    let cubes = (0..n)
        .map(|_| {
            let colours: Vec<char> = (0..54).map(|_| symbols.next().expect("a colour")).collect();
            let mut cube = [0; 54];
            for k in 0..54 {
                let face = centres.iter().position(|&c| colours[c] == colours[k]);
                cube[k] = face.expect("a centre's colour") as u8;
            }
            cube
        })
        .collect();
    assert!(symbols.next().is_none(), "nothing after the last cube");
    cubes
}

/// A move as the statement's notation writes it: a face letter, then `'`, `2` or nothing; its
/// index as `turns` numbers them.
fn parse_move(token: &str) -> Option<usize> {
    let b = token.as_bytes();
    let f = FACES.iter().position(|f| Some(&f.0) == b.first())?;
    let q = match &b[1..] {
        b"" => 1,
        b"2" => 2,
        b"'" => 3,
        _ => return None,
    };
    Some(3 * f + q - 1)
}

/// Judges `output` for the cubes of `input`: per cube a line with the length, then (unless it
/// is -1) a line of that many moves that solve the cube. The score: the lengths' sum, a skip
/// counting `MOST`.
fn check(input: &str, output: &str, turns: &[Vec<usize>]) -> Result<usize, String> {
    let mut lines = output.lines();
    let (mut score, mut skipped, cubes) = (0, 0, read_cubes(input));
    for (i, cube) in cubes.iter().enumerate() {
        let k = i + 1;
        let line = lines.next().ok_or(format!("cube {}: no length", k))?.trim();
        let length: i64 = line
            .parse()
            .map_err(|_| format!("cube {}: {:?} is no length", k, line))?;
        if length == -1 {
            skipped += 1;
            score += MOST;
            continue;
        }
        if !(0..=MOST as i64).contains(&length) {
            return Err(format!("cube {}: length {}", k, length));
        }
        let line = lines.next().ok_or(format!("cube {}: no moves", k))?;
        let tokens: Vec<&str> = line.split_whitespace().collect();
        if tokens.len() != length as usize {
            return Err(format!("cube {}: {} moves, not {}", k, tokens.len(), length));
        }
        let mut now = *cube;
        for t in tokens {
            let m = parse_move(t).ok_or(format!("cube {}: {:?} is no move", k, t))?;
            now = apply(&now, &turns[m]);
        }
        if now != solved() {
            return Err(format!("cube {}: the moves leave it unsolved", k));
        }
        score += length as usize;
    }
    if let Some(more) = lines.find(|l| !l.trim().is_empty()) {
        return Err(format!("{:?} after the last answer", more));
    }
    if skipped == cubes.len() && skipped > 0 {
        return Err("every cube skipped".to_string());
    }
    Ok(score)
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// Cubes as the net is most plausibly laid out: n, then per cube U's and D's rows indented by
/// three spaces, each row's colours side by side.
fn written(cubes: &[Cube]) -> String {
    let mut text = format!("{}\n", cubes.len());
    for cube in cubes {
        let colours: Vec<char> = cube.iter().map(|&f| FACES[f as usize].1 as char).collect();
        let row = |k: usize, n: usize| colours[k..k + n].iter().collect::<String>();
        for r in 0..3 {
            text += &format!("   {}\n", row(3 * r, 3));
        }
        for r in 0..3 {
            text += &format!("{}\n", row(9 + 12 * r, 12));
        }
        for r in 0..3 {
            text += &format!("   {}\n", row(45 + 3 * r, 3));
        }
    }
    text
}

#[test]
fn the_model_reads_the_net_from_outside_and_turns_as_a_cube_does() {
    for &(letter, _, n, right, down) in FACES.iter() {
        // Columns then rows, seen from outside: right x down points inwards.
        assert_eq!(cross(right, down).map(|v| -v), n, "{}", letter as char);
    }
    let (turns, start) = (turns(), solved());
    for f in 0..6 {
        let quarter = &turns[3 * f];
        assert_eq!((0..54).filter(|&k| quarter[k] != k).count(), 20);
        assert_eq!(
            apply(&apply(&start, quarter), quarter),
            apply(&start, &turns[3 * f + 1])
        );
        assert_eq!(apply(&apply(&start, quarter), &turns[3 * f + 2]), start);
    }
    // The setter's judge turns U with the cycles L00 B00 R00 F00 (each sticker to the next)
    // and U00 U02 U22 U20: as the model's clockwise U does.
    let order = reading_order();
    let index = |f: usize, r: i32, c: i32| {
        let (_, _, n, right, down) = FACES[f];
        let place = [0, 1, 2].map(|i| n[i] + (c - 1) * right[i] + (r - 1) * down[i]);
        order.iter().position(|&s| s == (place, n)).unwrap()
    };
    let u = &turns[0];
    for &(from, to) in [
        ((1, 0, 0), (4, 0, 0)),
        ((4, 0, 0), (3, 0, 0)),
        ((3, 0, 0), (2, 0, 0)),
    ]
    .iter()
    {
        assert_eq!(u[index(from.0, from.1, from.2)], index(to.0, to.1, to.2));
    }
    assert_eq!(u[index(0, 0, 0)], index(0, 0, 2));
    assert_eq!(u[index(0, 0, 2)], index(0, 2, 2));
}

#[test]
fn the_checker_takes_every_expected_output_and_the_adapters() {
    let turns = turns();
    let mut count = 0;
    for (path, input, expected) in case_files("test") {
        let at = |e: String| format!("{}: {}", path.display(), e);
        check(&input, &expected, &turns).map_err(at).unwrap();
        let output = adapter(&input);
        check(&input, &output, &turns).map_err(at).unwrap();
        assert!(!output.lines().any(|l| l == "-1"), "a cube skipped");
        count += 1;
    }
    assert!(count >= 6, "{} files", count);
}

#[test]
fn the_checker_refuses_every_wrong_answer() {
    let turns = turns();
    let files = case_files("wrong");
    assert!(files.len() >= 7);
    for (path, input, wrong) in files {
        assert!(check(&input, &wrong, &turns).is_err(), "{}", path.display());
    }
}

#[test]
fn scrambled_cubes_are_all_solved_within_the_bound() {
    let (turns, mut rng) = (turns(), Rng::new(20));
    // Every depth from 0 to 40 in one input, then the statement's most cubes, 50 turns each (as
    // the judge first made them), then a few inputs of one cube.
    let mut inputs: Vec<Vec<usize>> = vec![(0..=40).collect(), vec![50; 99]];
    inputs.extend((0..5).map(|k| vec![10 * k]));
    for depths in inputs {
        let cubes: Vec<Cube> = depths
            .iter()
            .map(|&d| (0..d).fold(solved(), |c, _| apply(&c, &turns[rng.below(18) as usize])))
            .collect();
        let input = written(&cubes);
        let output = adapter(&input);
        let score = check(&input, &output, &turns).unwrap();
        assert!(!output.lines().any(|l| l == "-1"), "a cube skipped");
        // Far from skips: each cube takes far fewer moves than a skip costs.
        assert!(
            score < 30 * cubes.len(),
            "{} moves for {} cubes",
            score,
            cubes.len()
        );
    }
}
