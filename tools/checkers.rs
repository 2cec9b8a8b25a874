//! Checkers for problems that accept more than one right answer, written once for all problems:
//! a problem names a kind in its `problem.toml` (`checker = "pocket-steps"`, with parameters
//! such as `metric` and `notation`), and the checker reads the test's input with the problem's
//! own adapter (`read_cubes`, through the registry), then replays the program's output on it.
//! `cubesmith check ID INPUT OUTPUT EXPECTED` runs one from the command line, which is also the
//! interface of `oj test --judge-command`.

use crate::generate::metric_of;
use crate::project::{Compare, Problem, ToolError};
use crate::registry::{adapter, Reader};
use cubesmith::io::Scanner;
use cubesmith::pocket::coord::encode;
use cubesmith::pocket::cube::{colours_of, Stickers};
use cubesmith::pocket::faces::is_restored;
use cubesmith::pocket::notation::Notation;
use cubesmith::pocket::table::DistanceTable;

/// The checker kinds.
pub const KINDS: &[&str] = &["pocket-steps", "pocket-moves"];

/// A problem's checker, ready to judge many outputs.
pub struct Checker {
    kind: Kind,
    reader: Reader,
    /// Each move's name and the turn it makes.
    names: Vec<(String, Stickers)>,
}

enum Kind {
    /// The number of moves, then each move's name and the 24 sticker numbers after it; the count
    /// must be the optimum, which the table tells.
    Steps(DistanceTable),
    /// One line of move names per cube, any length, ending restored.
    Moves,
}

impl Checker {
    /// The checker `problem` names; a usage error if it names none or an unknown one. Builds
    /// what the checker needs once (a full distance table: about 40 ms).
    pub fn new(problem: &Problem) -> Result<Checker, ToolError> {
        let kind_name = match &problem.meta.compare {
            Compare::Checker(kind) => kind.as_str(),
            _ => {
                return Err(ToolError::usage(format!(
                    "{} is judged without a checker",
                    problem.id
                )))
            }
        };
        let reader = adapter(&problem.id)
            .and_then(|a| a.reader)
            .ok_or_else(|| ToolError::usage(format!("{}'s adapter exports no read_cubes", problem.id)))?;
        let kind = match kind_name {
            "pocket-steps" => Kind::Steps(DistanceTable::new(metric_of(problem)?)),
            "pocket-moves" => Kind::Moves,
            other => {
                return Err(ToolError::usage(format!(
                    "{}: unknown checker {:?} (kinds: {})",
                    problem.id,
                    other,
                    KINDS.join(", ")
                )))
            }
        };
        let names = notation(problem.meta.notation.as_deref())
            .map_err(|why| ToolError::usage(format!("{}: notation: {}", problem.id, why)))?;
        Ok(Checker { kind, reader, names })
    }

    /// Judges `output` for `input`: `Ok(Ok(()))` accepts, `Ok(Err(why))` rejects, `Err` means
    /// the test's own input is broken. `expected` is one right answer; these checkers need none.
    pub fn check(
        &self,
        input: &[u8],
        output: &[u8],
        expected: &[u8],
    ) -> Result<Result<(), String>, ToolError> {
        let _ = expected;
        let Reader::Cubes(read) = self.reader;
        let cubes = read(&mut Scanner::new(input))
            .map_err(|e| ToolError::usage(format!("the test's input is refused: {}", e)))?;
        let text = String::from_utf8_lossy(output);
        let mut lines = text
            .lines()
            .map(str::trim_end)
            .enumerate()
            .map(|(i, l)| (i + 1, l));
        let verdict = match &self.kind {
            Kind::Steps(table) => self.steps(table, cubes[0], &mut lines),
            Kind::Moves => cubes.iter().enumerate().try_for_each(|(k, &cube)| {
                let (line, moves) = lines.next().unwrap_or((0, ""));
                self.moves(cube, moves)
                    .map_err(|why| format!("cube {} (line {}): {}", k + 1, line, why))
            }),
        };
        Ok(
            verdict.and_then(|_| match lines.find(|(_, l)| !l.trim().is_empty()) {
                Some((line, extra)) => Err(format!(
                    "line {}: unexpected {} after the answer",
                    line,
                    cut(extra)
                )),
                None => Ok(()),
            }),
        )
    }

    /// The turn named `name`.
    fn turn(&self, name: &str) -> Option<Stickers> {
        self.names.iter().find(|(n, _)| n == name).map(|(_, t)| *t)
    }

    fn steps<'a>(
        &self,
        table: &DistanceTable,
        start: Stickers,
        lines: &mut impl Iterator<Item = (usize, &'a str)>,
    ) -> Result<(), String> {
        let optimal = table.distance(encode(&start));
        let count_line = lines.next().map_or("", |(_, l)| l);
        let count: usize = count_line
            .trim()
            .parse()
            .map_err(|_| format!("line 1: expected the number of moves, got {}", cut(count_line)))?;
        if count != usize::from(optimal) {
            return Err(format!("{} moves, but the optimum is {}", count, optimal));
        }
        let mut now = start;
        for k in 0..count {
            let (line, name) = lines
                .next()
                .ok_or_else(|| format!("move {} of {} is missing", k + 1, count))?;
            let turn = self.turn(name.trim()).ok_or_else(|| {
                let names: Vec<&str> = self.names.iter().map(|(n, _)| n.as_str()).collect();
                format!("line {}: {} is not a move ({})", line, cut(name), names.join(" "))
            })?;
            now = now.then(&turn);
            let (line, shown) = lines
                .next()
                .ok_or_else(|| format!("the state after move {} is missing", k + 1))?;
            let numbers: Option<Vec<u8>> = shown.split_whitespace().map(|t| t.parse().ok()).collect();
            if numbers.as_deref() != Some(&now.0[..]) {
                return Err(format!(
                    "line {}: the state after {} should be {:?}, got {}",
                    line,
                    name.trim(),
                    now.0,
                    cut(shown)
                ));
            }
        }
        if now != Stickers::SOLVED {
            return Err("the last state is not solved".to_string());
        }
        Ok(())
    }

    /// Replays one line of move names, one character each, on `cube`.
    fn moves(&self, cube: Stickers, line: &str) -> Result<(), String> {
        let mut now = cube;
        for (i, c) in line.chars().enumerate() {
            let turn = self
                .turn(&c.to_string())
                .ok_or_else(|| format!("character {}: {:?} is not a move", i + 1, c))?;
            now = now.then(&turn);
        }
        if !is_restored(&colours_of(&now)) {
            return Err("the moves leave the cube unsolved".to_string());
        }
        Ok(())
    }
}

/// The moves of a notation (`X=R- Y=U- Z=F-`, read by the library's `Notation`); without one,
/// LambdaOJ's names `F+ F2 F- R+ R2 R- U+ U2 U-`.
fn notation(text: Option<&str>) -> Result<Vec<(String, Stickers)>, String> {
    let default = "F+=F+ F2=F2 F-=F- R+=R+ R2=R2 R-=R- U+=U+ U2=U2 U-=U-";
    let notation = Notation::parse(text.unwrap_or(default))?;
    Ok(notation
        .names()
        .map(|(name, turn)| (name.to_string(), turn.stickers()))
        .collect())
}

/// Output text for a message: quoted, cut to 40 characters.
fn cut(text: &str) -> String {
    format!("{:?}", cubesmith::io::shown(text.as_bytes()))
}

// Named by path so the file is found when the adapter tests include this module too.
#[cfg(test)]
#[path = "checkers/tests.rs"]
mod tests;
