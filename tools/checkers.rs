//! Built-in checkers for problems that accept more than one right answer. A checker reads the
//! test's input, the program's output and the expected output, and says why an output is wrong.
//! `cubesmith check NAME INPUT OUTPUT EXPECTED` runs one from the command line, which is also
//! the interface of `oj test --judge-command`.

use crate::project::ToolError;
use cubesmith::pocket::coord::{encode, HALF_TURN};
use cubesmith::pocket::cube::Stickers;
use cubesmith::pocket::table::DistanceTable;

/// The names of the built-in checkers.
pub const CHECKERS: &[&str] = &["lambdaoj-2"];

/// A built-in checker, ready to judge many outputs.
pub enum Checker {
    /// LambdaOJ 2, with the half-turn distance table that says what is optimal.
    LambdaOj2(DistanceTable),
}

impl Checker {
    /// The checker named `name`; an error if there is none. Builds what the checker needs once
    /// (for `lambdaoj-2`, the full table: about 40 ms).
    pub fn new(name: &str) -> Result<Checker, ToolError> {
        match name {
            "lambdaoj-2" => Ok(Checker::LambdaOj2(DistanceTable::new(HALF_TURN))),
            _ => Err(ToolError::usage(format!(
                "unknown checker '{}': known checkers are {}",
                name,
                CHECKERS.join(", ")
            ))),
        }
    }

    /// Judges `output` for `input`: `Ok(Ok(()))` accepts, `Ok(Err(why))` rejects, `Err` means
    /// the test's own input is broken. `expected` is one right answer; checkers here need none.
    pub fn check(
        &self,
        input: &[u8],
        output: &[u8],
        expected: &[u8],
    ) -> Result<Result<(), String>, ToolError> {
        let _ = expected;
        match self {
            Checker::LambdaOj2(table) => lambdaoj_2(table, input, output),
        }
    }
}

/// Numbers separated by white space.
fn numbers(line: &str) -> Option<Vec<u8>> {
    line.split_whitespace().map(|t| t.parse().ok()).collect()
}

/// LambdaOJ 2: the output must be an optimal solution in the half-turn metric, every move one of
/// the nine names, every printed state the previous one after that move, the last one solved.
fn lambdaoj_2(table: &DistanceTable, input: &[u8], output: &[u8]) -> Result<Result<(), String>, ToolError> {
    let broken = |why: String| ToolError::usage(format!("the test's input is not a cube: {}", why));
    let values = numbers(&String::from_utf8_lossy(input)).ok_or_else(|| broken("not numbers".to_string()))?;
    let mut state = [0u8; 24];
    if values.len() != 24 {
        return Err(broken(format!("{} numbers, not 24", values.len())));
    }
    state.copy_from_slice(&values);
    let start = Stickers::from_permutation(&state).map_err(|e| broken(e.to_string()))?;
    let optimal = table.distance(encode(&start));

    let text = String::from_utf8_lossy(output);
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    let mut lines = lines.iter().enumerate().map(|(i, l)| (i + 1, *l));
    let count_line = lines.next().map(|(_, l)| l).unwrap_or("");
    let count: usize = match count_line.trim().parse() {
        Ok(n) => n,
        Err(_) => {
            return Ok(Err(format!(
                "line 1: expected the number of moves, got {:?}",
                count_line
            )))
        }
    };
    if count != usize::from(optimal) {
        return Ok(Err(format!("{} moves, but the optimum is {}", count, optimal)));
    }
    let mut now = start;
    for k in 0..count {
        let (line, name) = match lines.next() {
            Some(l) => l,
            None => return Ok(Err(format!("move {} of {} is missing", k + 1, count))),
        };
        let turn = match HALF_TURN
            .turns
            .iter()
            .find(|t| t.name(["+", "2", "-"]) == name.trim())
        {
            Some(t) => *t,
            None => {
                return Ok(Err(format!(
                    "line {}: {:?} is not a move (F+ F2 F- R+ R2 R- U+ U2 U-)",
                    line, name
                )))
            }
        };
        now = now.then(&turn.stickers());
        let (line, shown) = match lines.next() {
            Some(l) => l,
            None => return Ok(Err(format!("the state after move {} is missing", k + 1))),
        };
        if numbers(shown).as_deref() != Some(&now.0[..]) {
            return Ok(Err(format!(
                "line {}: the state after {} should be {:?}, got {:?}",
                line,
                name.trim(),
                now.0,
                shown
            )));
        }
    }
    if now != Stickers::SOLVED {
        return Ok(Err("the last state is not solved".to_string()));
    }
    if let Some((line, extra)) = lines.find(|(_, l)| !l.trim().is_empty()) {
        return Ok(Err(format!(
            "line {}: unexpected {:?} after the solution",
            line, extra
        )));
    }
    Ok(Ok(()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE_IN: &[u8] = b"10 11 9 5 3 4 6 7 8 22 23 21 1 2 0 14 12 13 18 19 20 17 15 16\n";
    const SAMPLE_OUT: &str = "2\nU-\n0 1 2 11 9 10 6 7 8 22 23 21 12 13 14 4 5 3 18 19 20 17 15 16\nR-\n\
        0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n";

    fn verdict(output: &str) -> Result<(), String> {
        Checker::new("lambdaoj-2")
            .unwrap()
            .check(SAMPLE_IN, output.as_bytes(), b"")
            .unwrap()
    }

    #[test]
    fn accepts_the_official_sample_answer() {
        assert_eq!(verdict(SAMPLE_OUT), Ok(()));
        assert_eq!(verdict(&SAMPLE_OUT.replace('\n', "  \r\n")), Ok(()));
    }

    #[test]
    fn rejects_each_kind_of_wrong_answer() {
        let long = "4\nU-\n0 1 2 11 9 10 6 7 8 22 23 21 12 13 14 4 5 3 18 19 20 17 15 16\nR-\n\
            0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n";
        let cases = [
            (long, "4 moves, but the optimum is 2"),
            ("x\n", "line 1: expected the number of moves"),
            (
                &SAMPLE_OUT.replace("U-", "U3")[..],
                "line 2: \"U3\" is not a move",
            ),
            (
                &SAMPLE_OUT.replace("R-", "R+")[..],
                "line 5: the state after R+ should be",
            ),
            (
                &SAMPLE_OUT.replace("22 23 21 12", "22 23 21 13")[..],
                "line 3: the state after U-",
            ),
            (
                "2\nU-\n0 1 2 11 9 10 6 7 8 22 23 21 12 13 14 4 5 3 18 19 20 17 15 16\n",
                "move 2 of 2 is missing",
            ),
            ("2\nU-\n", "the state after move 1 is missing"),
            (
                &format!("{}junk\n", SAMPLE_OUT)[..],
                "line 6: unexpected \"junk\"",
            ),
        ];
        for (output, says) in cases.iter() {
            let why = verdict(output).unwrap_err();
            assert!(why.starts_with(says), "{:?} does not start with {:?}", why, says);
        }
    }

    #[test]
    fn a_broken_test_input_is_a_usage_error() {
        let err = Checker::new("lambdaoj-2")
            .unwrap()
            .check(b"1 2 3", b"0\n", b"")
            .unwrap_err();
        assert_eq!(err.code, 2);
        assert!(Checker::new("nope").is_err());
    }
}
