//! The judge adapters, called directly on bytes: samples, bad input, and a fuzz pass that
//! checks no input makes an adapter panic.

#[allow(dead_code)]
#[path = "../problems/aoj-1197/main.rs"]
mod aoj_1197;
#[allow(dead_code)]
#[path = "../problems/boj-20781/main.rs"]
mod boj_20781;
#[allow(dead_code)]
#[path = "../problems/lambdaoj-2/main.rs"]
mod lambdaoj_2;
#[allow(dead_code)]
#[path = "../problems/uva-11007/main.rs"]
mod uva_11007;

use cubesmith::io::{InputError, Scanner};
use cubesmith::pocket::coord::{decode, encode, QUARTER_TURN, STATES};
use cubesmith::pocket::cube::{Stickers, STICKER_FACE};
use cubesmith::pocket::rotation::rotations;
use cubesmith::pocket::table::DistanceTable;
use cubesmith::rng::Rng;

/// An adapter's `solve` on in-memory bytes (leaked: tests are short-lived).
type Solve = fn(&mut Scanner<&'static [u8]>, &mut Vec<u8>) -> Result<(), InputError>;

fn leak(bytes: Vec<u8>) -> &'static [u8] {
    Box::leak(bytes.into_boxed_slice())
}

fn run(solve: Solve, input: &str) -> Result<String, InputError> {
    let mut out = Vec::new();
    solve(&mut Scanner::new(leak(input.as_bytes().to_vec())), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

fn shared(path: &str) -> String {
    std::fs::read_to_string(format!("{}/problems/{}", env!("CARGO_MANIFEST_DIR"), path)).unwrap()
}

#[test]
fn aoj_1197_sample() {
    let got = run(aoj_1197::solve, &shared("aoj-1197/test/sample-1.in")).unwrap();
    assert_eq!(got, shared("aoj-1197/test/sample-1.out"));
}

#[test]
fn aoj_1197_bad_input_says_what_and_where() {
    let cases = [
        ("1 1 1 1 1 1\n1 7\n", "input line 2: q = 7 is out of range 1..=6"),
        ("1 1 1 1 1 1\n0 1\n", "input line 2: p = 0 is out of range 1..=6"),
        ("1 1 1 1 1 1\n3 2\n", "input line 2: q = 2 is out of range 3..=6"),
        (
            "1 1 1 1 1 5001\n",
            "input line 1: t6 = 5001 is out of range 0..=5000",
        ),
        (
            "1 1 1 x 1 1\n",
            "input line 1: t4 must be an integer, found \"x\"",
        ),
        (
            "1 1 1 1\n",
            "input line 2: expected t5, found the end of the input",
        ),
        (
            "1 1 1 1 1 1\n2\n",
            "input line 3: expected q, found the end of the input",
        ),
    ];
    assert_reports(aoj_1197::solve, &cases, Whole);
    // A missing terminator between datasets is forgiven.
    assert_eq!(run(aoj_1197::solve, "1 1 1 1 1 1\n1 6\n").unwrap(), "EEENEE\n");
}

/// How much of an error message a case gives.
#[derive(Clone, Copy, PartialEq)]
enum Says {
    /// The whole message.
    Whole,
    /// Its start (the rest names details such as a corner).
    Start,
}
use Says::{Start, Whole};

/// Each input is refused with its message.
fn assert_reports<S: AsRef<str>>(solve: Solve, cases: &[(S, &str)], says: Says) {
    for (input, want) in cases {
        let got = run(solve, input.as_ref()).unwrap_err().to_string();
        let ok = if says == Whole {
            got == *want
        } else {
            got.starts_with(want)
        };
        assert!(ok, "input {:?}: got {:?}, want {:?}", input.as_ref(), got, want);
    }
}

/// Random bytes and random edits of a valid input: every call returns (answer or error).
fn fuzz(solve: Solve, valid: &str, seed: u64, rounds: usize) {
    let mut rng = Rng::new(seed);
    let alphabet = b"0123456789 \n\r\t-+xWRYBOG|.";
    for round in 0..rounds {
        let mut bytes: Vec<u8> = if round % 2 == 0 {
            valid.as_bytes().to_vec()
        } else {
            (0..rng.below(200))
                .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
                .collect()
        };
        for _ in 0..rng.between(1, 4) {
            if bytes.is_empty() {
                break;
            }
            let at = rng.below(bytes.len() as u64) as usize;
            match rng.below(3) {
                0 => bytes[at] = alphabet[rng.below(alphabet.len() as u64) as usize],
                1 => {
                    bytes.remove(at);
                }
                _ => bytes.truncate(at),
            }
        }
        let mut out = Vec::new();
        let _ = solve(&mut Scanner::new(leak(bytes)), &mut out);
    }
}

#[test]
fn aoj_1197_never_panics() {
    fuzz(aoj_1197::solve, &shared("aoj-1197/test/sample-1.in"), 1, 3000);
}

#[test]
fn lambdaoj_2_sample_passes_the_checker_format() {
    let got = run(lambdaoj_2::solve, &shared("lambdaoj-2/test/sample-1.in")).unwrap();
    // The sample's own answer is one of the optimal ones; ours has the same length and shape.
    assert_eq!(got.lines().next(), Some("2"));
    assert_eq!(got.lines().count(), 5);
    assert_eq!(
        got.lines().last(),
        Some("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23")
    );
}

#[test]
fn lambdaoj_2_bad_input_says_what_and_where() {
    let solved: Vec<String> = (0..24).map(|v| v.to_string()).collect();
    let with = |i: usize, v: &str| {
        let mut s = solved.clone();
        s[i] = v.to_string();
        s.join(" ")
    };
    let cases = [
        (with(3, "24"), "input line 1: sticker 3 = 24 is out of range 0..=23"),
        (with(3, "4"), "input line 1: sticker number 4 appears twice"),
        (solved[..20].join(" "), "input line 1: expected sticker 20, found the end of the input"),
        (format!("{} 7", solved.join(" ")), "input line 1: unexpected \"7\" after the 24 stickers"),
        (
            "1 2 0 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23".to_string(),
            "input line 1: the corners are twisted by 2 third(s) of a turn in all: a corner was turned in place",
        ),
        (
            "0 2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23".to_string(),
            "input line 1: the front-up-left corner (stickers 0, 1, 2) is mirrored: its colours go round the wrong way",
        ),
        (
            "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 21 22 23 18 19 20".to_string(),
            "input line 1: stickers 18, 19 and 20 (the back-down-left corner) must be in place: F, R and U never move them",
        ),
    ];
    assert_reports(lambdaoj_2::solve, &cases, Whole);
}

#[test]
fn lambdaoj_2_never_panics() {
    fuzz(lambdaoj_2::solve, &shared("lambdaoj-2/test/sample-1.in"), 2, 3000);
}

#[test]
fn uva_11007_samples() {
    for name in ["sample-1", "extra-1"].iter() {
        let got = run(uva_11007::solve, &shared(&format!("uva-11007/test/{}.in", name))).unwrap();
        assert_eq!(got, shared(&format!("uva-11007/test/{}.out", name)), "{}", name);
    }
}

/// The colour of each face on the solved cube of the statement's samples.
fn uva_colour(face_index: usize) -> u8 {
    // U D F B L R
    b"WBROGY"[face_index]
}

/// A cube's 24 letters in input order, written in reading (top, bottom).
fn uva_letters(colours: &[u8; 24], top: usize, bottom: usize) -> String {
    let slots = uva_11007::layout(top, bottom);
    let mut text = String::new();
    for line in 0..6 {
        text.push('\n');
        for k in 0..4 {
            text.push(colours[slots[4 * line + k]] as char);
        }
    }
    text
}

#[test]
fn uva_11007_answers_alike_in_all_four_readings() {
    let table = DistanceTable::new(QUARTER_TURN);
    let rots = rotations();
    let mut rng = Rng::new(11007);
    let mut expected = Vec::new();
    let mut inputs = vec![String::from("200\n"); 4];
    for _ in 0..200 {
        let c = rng.below(STATES as u64) as u32;
        // Any orientation of the cube in space.
        let cube: Stickers = decode(c).then(&rots[rng.below(24) as usize]);
        let mut colours = [0u8; 24];
        for (slot, &home) in cube.0.iter().enumerate() {
            colours[slot] = uva_colour(STICKER_FACE[home as usize].index());
        }
        expected.push(table.distance(c).to_string());
        for (r, &(top, bottom)) in [(0, 0), (1, 0), (0, 1), (1, 1)].iter().enumerate() {
            inputs[r].push_str(&uva_letters(&colours, top, bottom));
            inputs[r].push('\n');
        }
    }
    let want = expected.join("\n") + "\n";
    for (r, input) in inputs.iter().enumerate() {
        assert_eq!(run(uva_11007::solve, input).unwrap(), want, "reading {}", r);
    }
    // The readings really differ: otherwise the test proves nothing.
    assert_ne!(inputs[0], inputs[3]);
    assert_eq!(encode(&Stickers::SOLVED), 0);
}

#[test]
fn uva_11007_is_whitespace_tolerant_and_reports_bad_cubes() {
    let sample = shared("uva-11007/test/sample-1.in");
    let messy = sample.replace('\n', "\r\n\r\n  ");
    assert_eq!(run(uva_11007::solve, &messy).unwrap(), "2\n6\n");
    let cases = [
        ("1\nWWWW\nRRRR\nYYYY\nBBBB\nOOOO\n", "input line 7: cube 1 ends after 20 of its 24 letters"),
        ("1\n\nWWWW\nRRXR\n", "input line 4: cube 1: 'X' is not a colour (W R Y B O G)"),
        (
            "1\nWWWW\nRRRR\nYYYY\nBBBB\nOOOO\nGGGW\n",
            "input line 2: cube 1 is not a legal cube: colour 'G' appears 3 times; every colour must appear 4 times",
        ),
        ("x\n", "input line 1: the number of cubes must be an integer, found \"x\""),
    ];
    assert_reports(uva_11007::solve, &cases, Whole);
}

#[test]
fn uva_11007_never_panics() {
    fuzz(uva_11007::solve, &shared("uva-11007/test/sample-1.in"), 3, 2000);
}

#[test]
fn boj_20781_extra_cases() {
    let got = run(boj_20781::solve, &shared("boj-20781/test/extra-1.in")).unwrap();
    assert_eq!(got, shared("boj-20781/test/extra-1.out"));
}

#[test]
fn boj_20781_tolerates_crlf_and_missing_trailing_spaces() {
    let input = shared("boj-20781/test/extra-1.in");
    let trimmed: String = input.lines().map(|l| format!("{}\r\n", l.trim_end())).collect();
    assert!(trimmed.len() < input.len());
    assert_eq!(
        run(boj_20781::solve, &trimmed).unwrap(),
        shared("boj-20781/test/extra-1.out")
    );
}

#[test]
fn boj_20781_bad_input_says_what_and_where() {
    let one = "1\n\n  RR    |  BB    \n  YY    |  BB    \nWRGGOYBB|WWRRYYOO\nBBWRGGOY|RRYYOOWW\n  OW    |  GG    \n  OW    |  GG    \n";
    assert_eq!(run(boj_20781::solve, one).unwrap(), "1\n");
    let cases = [
        (
            one.replace("WRGGOYBB", "WRGGOXBB"),
            "input line 5: case 1, column 6: expected a colour letter (G O Y R W B), found 'X'",
        ),
        (
            one.replace("|WWRRYYOO", "|WWRRYY"),
            "input line 5: case 1, column 16: expected a colour letter (G O Y R W B), found ' '",
        ),
        (
            one.replace("  OW    |  GG    \n  OW", "  OW    |  GG    \n  WO"),
            "input line 3: case 1: the initial cube is not legal",
        ),
        (
            one.replace("|  GG    \n  OW    |  GG", "|  GG    \n  OW    |  GB"),
            "input line 3: case 1: the final cube is not legal",
        ),
        (
            one.replace("1\n", "2\n"),
            "input line 9: case 2 ends after 0 of its 6 rows",
        ),
        (
            "0\n".to_string(),
            "input line 1: T = 0 is out of range 1..=250000",
        ),
    ];
    assert_reports(boj_20781::solve, &cases, Start);
}

#[test]
fn boj_20781_never_panics() {
    fuzz(boj_20781::solve, &shared("boj-20781/test/extra-1.in"), 4, 400);
}
