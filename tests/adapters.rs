//! The judge adapters, called directly on bytes: samples, bad input, and a fuzz pass that
//! checks no input makes an adapter panic.

#[allow(dead_code)]
#[path = "../problems/aoj-1197/main.rs"]
mod aoj_1197;

use cubesmith::io::{InputError, Scanner};
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
    for (input, want) in cases.iter() {
        assert_eq!(
            run(aoj_1197::solve, input).unwrap_err().to_string(),
            *want,
            "{:?}",
            input
        );
    }
    // A missing terminator between datasets is forgiven.
    assert_eq!(run(aoj_1197::solve, "1 1 1 1 1 1\n1 6\n").unwrap(), "EEENEE\n");
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
