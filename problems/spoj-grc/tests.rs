//! The adapter against an independent model: every sticker a place and an outward normal in
//! space, read off the net by the statement's picture, a face turn a rotation of the stickers on
//! that face's layer, nothing from the library (its cubes and moves only make inputs for the
//! adapter's own generator, whose answers the model gives).

use super::{read_rotations, rotations, solve, write_input};
use cubesmith::cases::case_files;
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::moves::{Face, Move};
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

type V = [i32; 3];

/// The stickers in the net's reading order, each its place and outward normal (x right, y up,
/// z to the front): the top's rows from the back, then each side row (left, front, right,
/// back, each seen from outside with the top up), then the bottom's rows from the front.
fn reading_order() -> Vec<(V, V)> {
    let mut order = Vec::new();
    for r in 0..3 {
        for c in 0..3 {
            order.push(([c - 1, 1, r - 1], [0, 1, 0]));
        }
    }
    for r in 0..3 {
        for c in 0..3 {
            order.push(([-1, 1 - r, c - 1], [-1, 0, 0]));
        }
        for c in 0..3 {
            order.push(([c - 1, 1 - r, 1], [0, 0, 1]));
        }
        for c in 0..3 {
            order.push(([1, 1 - r, 1 - c], [1, 0, 0]));
        }
        for c in 0..3 {
            order.push(([1 - c, 1 - r, -1], [0, 0, -1]));
        }
    }
    for r in 0..3 {
        for c in 0..3 {
            order.push(([c - 1, -1, 1 - r], [0, -1, 0]));
        }
    }
    order
}

/// The outward normals of faces 1..6 as the statement numbers them: left, front, right, back,
/// top, bottom.
const NUMBERED: [V; 6] = [
    [-1, 0, 0],
    [0, 0, 1],
    [1, 0, 0],
    [0, 0, -1],
    [0, 1, 0],
    [0, -1, 0],
];

fn dot(a: V, b: V) -> i32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// `v` turned a quarter clockwise as seen from outside the face with normal `n`: -90 degrees
/// about `n`, that is `-(n x v) + n (n . v)`.
fn clockwise(n: V, v: V) -> V {
    let cross = [
        n[1] * v[2] - n[2] * v[1],
        n[2] * v[0] - n[0] * v[2],
        n[0] * v[1] - n[1] * v[0],
    ];
    let along = dot(n, v);
    [0, 1, 2].map(|i| -cross[i] + n[i] * along)
}

/// Where each face's clockwise quarter turn takes each sticker: `(normal, to)`, `to[k]` the
/// place in reading order that sticker `k` goes to (itself off the face's layer).
fn quarter_turns() -> Vec<(V, Vec<usize>)> {
    let stickers = reading_order();
    let to = |n: V| -> Vec<usize> {
        let moved = |&(place, normal): &(V, V)| match dot(place, n) {
            1 => (clockwise(n, place), clockwise(n, normal)),
            _ => (place, normal),
        };
        stickers
            .iter()
            .map(|s| stickers.iter().position(|t| *t == moved(s)).unwrap())
            .collect()
    };
    NUMBERED.iter().map(|&n| (n, to(n))).collect()
}

/// A cube: each sticker's colour, in reading order.
struct Cube {
    colours: Vec<u8>,
}

impl Cube {
    fn new(colours: &[u8]) -> Cube {
        Cube {
            colours: colours.to_vec(),
        }
    }

    /// Face `n`'s layer turned a quarter, clockwise or not, as seen from outside it.
    fn turn(&mut self, turns: &[(V, Vec<usize>)], n: V, clockwise_turn: bool) {
        let to = &turns.iter().find(|t| t.0 == n).unwrap().1;
        for _ in 0..if clockwise_turn { 1 } else { 3 } {
            let mut next = self.colours.clone();
            for (k, &j) in to.iter().enumerate() {
                next[j] = self.colours[k];
            }
            self.colours = next;
        }
    }

    /// Every face one colour, the six different.
    fn won(&self) -> bool {
        let mut seen = Vec::new();
        for n in NUMBERED.iter() {
            let on = reading_order().iter().map(|s| s.1 == *n).collect::<Vec<_>>();
            let face: Vec<u8> = self
                .colours
                .iter()
                .zip(on)
                .filter(|p| p.1)
                .map(|p| *p.0)
                .collect();
            if face.iter().any(|&c| c != face[0]) || seen.contains(&face[0]) {
                return false;
            }
            seen.push(face[0]);
        }
        true
    }
}

/// The answers to an input, read as tokens (after a byte-order mark, if any): the count, then per
/// test 54 colours and numbers up to 0; face numbers and directions as `numbered` and
/// `plus_is_clockwise` say.
fn model_with(input: &str, numbered: &[V; 6], plus_is_clockwise: bool) -> String {
    let turns = quarter_turns();
    let mut tokens = input.trim_start_matches('\u{feff}').split_whitespace();
    let tests: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..tests {
        let colours: Vec<u8> = (0..54).map(|_| tokens.next().unwrap().as_bytes()[0]).collect();
        let mut cube = Cube::new(&colours);
        loop {
            let r: i32 = tokens.next().unwrap().parse().unwrap();
            if r == 0 {
                break;
            }
            cube.turn(
                &turns,
                numbered[r.unsigned_abs() as usize - 1],
                (r > 0) == plus_is_clockwise,
            );
        }
        out += if cube.won() {
            "Yes, grandpa!\n"
        } else {
            "No, you are wrong!\n"
        };
    }
    out
}

fn model(input: &str) -> String {
    model_with(input, &NUMBERED, true)
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// A test as the statement lays it out: the net (top and bottom indented by six spaces), the
/// rotations on one line.
fn written(colours: &[u8], rotations: &[i32]) -> String {
    written_with(colours, rotations, &mut |r| format!("{:+}", r))
}

/// [`written`] with each rotation and the closing 0 spelled by `spell`.
fn written_with(colours: &[u8], rotations: &[i32], spell: &mut dyn FnMut(i32) -> String) -> String {
    let row = |k: usize, n: usize| -> String {
        let cells: Vec<String> = colours[k..k + n]
            .iter()
            .map(|&c| (c as char).to_string())
            .collect();
        cells.join(" ")
    };
    let mut text = String::new();
    for r in 0..3 {
        text += &format!("      {}\n", row(3 * r, 3));
    }
    for r in 0..3 {
        text += &format!("{}\n", row(9 + 12 * r, 12));
    }
    for r in 0..3 {
        text += &format!("      {}\n", row(45 + 3 * r, 3));
    }
    let numbers: Vec<String> = rotations.iter().chain(Some(&0)).map(|&r| spell(r)).collect();
    text + &numbers.join(" ") + "\n"
}

/// The found copies of the sample's first and third tests, each with its answer (the second
/// test's lines were lost in the copies).
const SAMPLE: &str = "2
      G Y Y
      G Y Y
      G Y Y
W W W Y R R M M M G G B
W W W Y R R M M M G G B
W W W Y R R M M M G G B
      R B B
      R B B
      R B B
-1 0
      M W M
      W W G
      W W Y
G Y Y M M B M B G W R B
B Y Y M M B M G G W R R
Y M G W B B R R G R R W
      R Y Y
      G B Y
      R G B
+4 +6 -2 +3 -4 +2 -3 -6 0
";

#[test]
fn the_sample_fixes_the_face_numbers_and_the_direction() {
    assert_eq!(model(SAMPLE), "Yes, grandpa!\nYes, grandpa!\n");
    assert_eq!(adapter(SAMPLE), model(SAMPLE));
    // Of the 720 ways to number the faces and the two directions, only the statement's (as the
    // public solutions have it) solves both cubes.
    let mut solving = Vec::new();
    let mut numbering = [0, 1, 2, 3, 4, 5];
    for _ in 0..720 {
        for &plus in [true, false].iter() {
            let normals = numbering.map(|k| NUMBERED[k]);
            if model_with(SAMPLE, &normals, plus) == "Yes, grandpa!\nYes, grandpa!\n" {
                solving.push((numbering, plus));
            }
        }
        next_permutation(&mut numbering);
    }
    assert_eq!(solving, vec![([0, 1, 2, 3, 4, 5], true)]);
}

/// The next permutation in lexicographic order (the first after the last).
fn next_permutation(p: &mut [usize; 6]) {
    match (0..5).rev().find(|&i| p[i] < p[i + 1]) {
        Some(i) => {
            let j = (i + 1..6).rev().find(|&j| p[j] > p[i]).unwrap();
            p.swap(i, j);
            p[i + 1..].reverse();
        }
        None => p.reverse(),
    }
}

#[test]
fn the_model_gives_every_expected_output_and_so_does_the_adapter() {
    let mut count = 0;
    for folder in ["test", "beyond"].iter() {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(model(&input), expected, "{}", path.display());
            assert_eq!(adapter(&input), expected, "{}", path.display());
            count += 1;
        }
    }
    assert!(count >= 12, "{} files", count);
}

#[test]
fn the_adapter_agrees_with_the_model_on_random_tests() {
    let (mut rng, turns) = (Rng::new(5781), quarter_turns());
    let mut input = String::new();
    let tests = 1500;
    let one = |rng: &mut Rng| (rng.below(6) as i32 + 1) * if rng.below(2) == 0 { 1 } else { -1 };
    for t in 0..tests {
        let (colours, rotations) = match t % 3 {
            // A solved cube in random colours, scrambled by random rotations of the model's own,
            // then those rotations undone (with one of them changed, at times), or others.
            0 | 1 => {
                let mut scheme = *b"YRBGWM";
                for i in (1..6).rev() {
                    scheme.swap(i, rng.below(i as u64 + 1) as usize);
                }
                let solved: Vec<u8> = reading_order()
                    .iter()
                    .map(|s| scheme[NUMBERED.iter().position(|&n| n == s.1).unwrap()])
                    .collect();
                let mut cube = Cube::new(&solved);
                let scramble: Vec<i32> = (0..rng.below(6)).map(|_| one(&mut rng)).collect();
                for &r in scramble.iter() {
                    cube.turn(&turns, NUMBERED[r.unsigned_abs() as usize - 1], r > 0);
                }
                let mut undo: Vec<i32> = scramble.iter().rev().map(|r| -r).collect();
                if t % 3 == 1 && !undo.is_empty() && rng.below(2) == 0 {
                    let k = rng.below(undo.len() as u64) as usize;
                    undo[k] = one(&mut rng);
                }
                let rotations = if rng.below(4) == 0 {
                    (0..rng.below(8)).map(|_| one(&mut rng)).collect()
                } else {
                    undo
                };
                (cube.colours, rotations)
            }
            // Any symbols: a few colours, no real cube.
            _ => {
                let colours = (0..54).map(|_| b"YRB"[rng.below(3) as usize]).collect();
                (colours, (0..rng.below(8)).map(|_| one(&mut rng)).collect())
            }
        };
        input += &written(&colours, &rotations);
    }
    let input = format!("{}\n{}", tests, input);
    let expected = model(&input);
    assert!(
        expected.matches("Yes").count() > 400,
        "{}",
        expected.matches("Yes").count()
    );
    assert_eq!(adapter(&input), expected);
}

#[test]
fn every_rotation_name_reads_as_the_move_it_names() {
    let names = rotations();
    for name in names
        .listed()
        .split(' ')
        .chain(["1", "2", "3", "4", "5", "6"].iter().copied())
    {
        let read = read_rotations(&mut Scanner::new(format!("{} 0", name).as_bytes())).unwrap();
        assert_eq!(read, names.parse_bytes(name.as_bytes()).unwrap(), "{}", name);
    }
}

#[test]
fn rotations_are_numbers_read_with_either_sign_and_leading_zeros() {
    // The same tests with every rotation and closing 0 spelled another way a number may be
    // (`+04`, `-004`, `4`, `00`, `+0`, `-0`): the model reads them with Rust's own integer
    // parser, and the answers do not change.
    let mut rng = Rng::new(41);
    let tests = 300;
    let mut input = format!("{}\n", tests);
    let mut spell = |r: i32| {
        let zeros = "0".repeat(rng.below(3) as usize);
        let digits = format!("{}{}", zeros, r.unsigned_abs());
        match (r.signum(), rng.below(3)) {
            (-1, _) => format!("-{}", digits),
            (_, 0) => format!("+{}", digits),
            (0, 1) => format!("-{}", digits),
            _ => digits,
        }
    };
    // Solved cubes scrambled by the model and the scramble undone, one undoing rotation in
    // three changed: the answers turn on every rotation being read right.
    let (mut rolls, turns) = (Rng::new(42), quarter_turns());
    let solved: Vec<u8> = reading_order()
        .iter()
        .map(|s| b"YRBGWM"[NUMBERED.iter().position(|&n| n == s.1).unwrap()])
        .collect();
    for t in 0..tests {
        let mut cube = Cube::new(&solved);
        let scramble: Vec<i32> = (0..rolls.between(1, 6))
            .map(|_| (rolls.below(6) as i32 + 1) * [1, -1][rolls.below(2) as usize])
            .collect();
        for &r in scramble.iter() {
            cube.turn(&turns, NUMBERED[r.unsigned_abs() as usize - 1], r > 0);
        }
        let mut undo: Vec<i32> = scramble.iter().rev().map(|r| -r).collect();
        if t % 3 == 0 {
            undo[0] = -undo[0];
        }
        input += &written_with(&cube.colours, &undo, &mut spell);
    }
    for form in ["+04", "-004", "00", "+0", "-0"].iter() {
        assert!(
            input.contains(&format!(" {} ", form)) || input.contains(&format!(" {}\n", form)),
            "{}",
            form
        );
    }
    let expected = model(&input);
    assert_eq!(expected.matches("Yes").count(), 200);
    assert_eq!(adapter(&input), expected);
}

/// A random quarter turn, as a move index `3 * face + quarters - 1`: the statement has no half
/// turns.
fn quarter(rng: &mut Rng) -> Move {
    let face = Face::from_index(rng.below(6) as usize);
    Move::new(face, [1, 3][rng.below(2) as usize])
}

#[test]
fn the_generated_inputs_are_answered_as_the_model_does() {
    let mut rng = Rng::new(1290);
    let cases: Vec<(Cubies, Vec<Move>)> = (0..300)
        .map(|k| {
            let moves: Vec<Move> = (0..k % 12).map(|_| quarter(&mut rng)).collect();
            (Cubies::random(&mut rng), moves)
        })
        .collect();
    let input = write_input(&cases);
    assert_eq!(adapter(&input), model(&input));
    // Scrambles undone: all solved.
    let undone: Vec<(Cubies, Vec<Move>)> = (0..50)
        .map(|k| {
            let scramble: Vec<Move> = (0..k % 9).map(|_| quarter(&mut rng)).collect();
            let undo = scramble.iter().rev().map(|m| m.inverse()).collect();
            (Cubies::SOLVED.apply_all(&scramble), undo)
        })
        .collect();
    let input = write_input(&undone);
    assert_eq!(model(&input), "Yes, grandpa!\n".repeat(50));
    assert_eq!(adapter(&input), model(&input));
}
