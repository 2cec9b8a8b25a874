//! Checkers for problems that accept more than one right answer, written once for all problems:
//! a problem names a kind in its `problem.toml` (`checker = "pocket-steps"`, with parameters
//! such as `metric` and `notation`), and the checker reads the test's input with the problem's
//! own adapter (`read_cubes`, through its hook program), then replays the program's output on it
//! with the library's model (the pocket cube's stickers, the 3x3 cube's cubies).
//! `cubesmith check ID INPUT OUTPUT EXPECTED` runs one from the command line, which is also the
//! interface of `oj test --judge-command`.

use crate::compile::cache::Cache;
use crate::compile::compiler::{self, Recipe};
use crate::error::ToolError;
use crate::hooks::Hooks;
use crate::problem::fields::Kind as _;
use crate::problem::meta::{self, Compare};
use crate::problem::project::{Problem, Project};
use crate::suite::generate::{metric3_of, metric_of};
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::moves::Move;
use cubesmith::cube3::optimal::Optimal;
use cubesmith::io::InputError;
use cubesmith::pocket::coord::encode;
use cubesmith::pocket::cube::Stickers;
use cubesmith::pocket::faces::is_restored;
use cubesmith::pocket::net::colours_of;
use cubesmith::pocket::notation::Notation;
use cubesmith::pocket::table::DistanceTable;
use std::path::PathBuf;
use std::process::Command;

/// A problem's checker, ready to judge many outputs.
pub struct Checker {
    kind: Kind,
    /// The adapter's hooks, for the built-in kinds, which read the input's puzzles with them.
    hooks: Option<Hooks>,
    /// Each move's name and the turn it makes (pocket cube kinds).
    names: Vec<(String, Stickers)>,
    /// Each move's name, as its words, and the 3x3 move it makes (3x3 kinds).
    moves3: Vec<(Vec<String>, Move)>,
}

enum Kind {
    /// The number of moves, then each move's name and the 24 sticker numbers after it; the count
    /// must be the optimum, which the table tells.
    Steps(DistanceTable),
    /// One line of move names per cube, any length, ending restored.
    Moves,
    /// Per 3x3 cube, white-space separated: the number of moves, which must be the optimum in
    /// the metric, or -1 when that is over `max_depth`; then the moves, ending solved.
    Optimal3 { solver: Box<Optimal>, max_depth: usize },
    /// Per 3x3 cube, white-space separated: the number of moves, 0..=`max_moves` (or -1 to skip
    /// the cube, not every cube), then the moves, ending solved.
    Counted3 { max_moves: usize },
    /// Per 3x3 cube, one line: the moves with nothing between them, ending solved.
    Line3,
    /// A program of the problem's own, run as `COMMAND INPUT OUTPUT EXPECTED` on files: exit
    /// status 0 accepts; what it prints first says why not.
    Command(PathBuf),
}

impl Checker {
    /// The checker `problem` names; a usage error if it names none or an unknown one. Builds
    /// what the checker needs once (a full distance table: about 40 ms). O(the checker's
    /// tables): the pocket cube's distance table, or the 3x3's ball, and the hook program
    /// from the cache or compiled.
    pub fn new(project: &Project, problem: &Problem) -> Result<Checker, ToolError> {
        if problem.meta.checker_command.is_some() {
            return Checker::command(project, problem);
        }
        let kind_name = match problem.meta.compare {
            Compare::Checker(kind) => kind,
            _ => {
                return Err(ToolError::usage(format!(
                    "{} is judged without a checker",
                    problem.id
                )))
            }
        };
        let hooks = Some(Hooks::of(project, problem)?);
        let required = |value: Option<u64>, key: &str| {
            value.map(|v| v as usize).ok_or_else(|| {
                ToolError::usage(format!("{}: {} needs {}", problem.id, kind_name.name(), key))
            })
        };
        let kind = match kind_name {
            meta::Checker::PocketSteps => Kind::Steps(DistanceTable::new(metric_of(problem)?)),
            meta::Checker::PocketMoves => Kind::Moves,
            meta::Checker::Cube3Optimal => Kind::Optimal3 {
                solver: Box::new(Optimal::new(metric3_of(problem)?)),
                max_depth: required(problem.meta.max_depth, "max_depth")?,
            },
            meta::Checker::Cube3Counted => Kind::Counted3 {
                max_moves: required(problem.meta.max_moves, "max_moves")?,
            },
            meta::Checker::Cube3Line => Kind::Line3,
        };
        let notation_error = |why| ToolError::usage(format!("{}: notation: {}", problem.id, why));
        let cube3 = matches!(kind, Kind::Optimal3 { .. } | Kind::Counted3 { .. } | Kind::Line3);
        let (names, moves3) = if cube3 {
            let moves3 = notation3(problem.meta.notation.as_deref()).map_err(notation_error)?;
            if matches!(kind, Kind::Line3) && moves3.iter().any(|(words, _)| words.len() != 1) {
                return Err(notation_error(
                    "names of moves written together hold no space".to_string(),
                ));
            }
            (Vec::new(), moves3)
        } else {
            (
                notation(problem.meta.notation.as_deref()).map_err(notation_error)?,
                Vec::new(),
            )
        };
        Ok(Checker {
            kind,
            hooks,
            names,
            moves3,
        })
    }

    /// Judges `output` for `input`: `Ok(Ok(()))` accepts, `Ok(Err(why))` rejects, `Err` means
    /// the test's own input is broken. `expected` is one right answer; these checkers need none.
    /// O(input + output) besides the adapter's reading of `input` and the checker's own work on
    /// each cube (a solve, for the optimal 3x3 checker: see [`Optimal::solve`]).
    pub fn check(
        &self,
        input: &[u8],
        output: &[u8],
        expected: &[u8],
    ) -> Result<Result<(), String>, ToolError> {
        let hooks = match (&self.kind, &self.hooks) {
            (Kind::Command(program), _) => return run_command(program, input, output, expected),
            (_, Some(hooks)) => hooks,
            (_, None) => unreachable!("a built-in checker has the adapter's hooks"),
        };
        let refused = |e: InputError| ToolError::input(format!("the test's input is refused: {}", e));
        let text = String::from_utf8_lossy(output);
        if matches!(
            self.kind,
            Kind::Optimal3 { .. } | Kind::Counted3 { .. } | Kind::Line3
        ) {
            let cubes: Vec<Cubies> = hooks.read_cubes(input)?.map_err(refused)?;
            return Ok(self.cube3(&cubes, &text));
        }
        let cubes: Vec<Stickers> = hooks.read_cubes(input)?.map_err(refused)?;
        let mut lines = text
            .lines()
            .map(str::trim_end)
            .enumerate()
            .map(|(i, l)| (i + 1, l));
        let verdict = match (&self.kind, cubes.first()) {
            (Kind::Steps(_), None) => {
                return Err(ToolError::input("the test's input holds no cube".to_string()))
            }
            (Kind::Steps(table), Some(&cube)) => self.steps(table, cube, &mut lines),
            (_, _) => cubes.iter().enumerate().try_for_each(|(k, &cube)| {
                let (line, moves) = lines.next().unwrap_or((0, ""));
                self.moves(cube, moves)
                    .map_err(|why| format!("cube {} (line {}): {}", k + 1, line, why))
            }),
        };
        Ok(verdict.and_then(|_| nothing_after(&mut lines)))
    }

    /// The checker of a problem judged by its own program (`compare = "command"`).
    /// A `.rs` program is compiled on demand (std only, kept in the cache).
    fn command(project: &Project, problem: &Problem) -> Result<Checker, ToolError> {
        let named = problem.meta.checker_command.clone().unwrap_or_default();
        let beside = problem.dir.join(&named);
        let program = if named.ends_with(".rs") {
            let source = std::fs::canonicalize(&beside).map_err(|e| {
                ToolError::usage(format!(
                    "{}: cannot read the checker {}: {}",
                    problem.id,
                    beside.display(),
                    e
                ))
            })?;
            let recipe = Recipe {
                kind: "checkers",
                files: Vec::new(),
                inputs: vec![std::fs::read(&source).unwrap_or_default()],
                main: source,
                test: false,
                strict: project.checkout,
                library: false,
            };
            let cache = Cache::new(project.cache_dir());
            compiler::program(project, &cache, &recipe)
                .map_err(|e| e.within(&format!("{}'s checker", problem.id)))?
        } else if named.contains('/') || beside.is_file() {
            beside
        } else {
            PathBuf::from(named)
        };
        Ok(Checker {
            kind: Kind::Command(program),
            hooks: None,
            names: Vec::new(),
            moves3: Vec::new(),
        })
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

/// Anything but blank lines left after an answer is refused.
fn nothing_after<'a>(lines: &mut impl Iterator<Item = (usize, &'a str)>) -> Result<(), String> {
    match lines.find(|(_, l)| !l.trim().is_empty()) {
        Some((line, extra)) => Err(format!(
            "line {}: unexpected {} after the answer",
            line,
            cut(extra)
        )),
        None => Ok(()),
    }
}

impl Checker {
    /// Judges the answers to 3x3 cubes.
    fn cube3(&self, cubes: &[Cubies], text: &str) -> Result<(), String> {
        if let Kind::Line3 = self.kind {
            let mut lines = text
                .lines()
                .map(str::trim_end)
                .enumerate()
                .map(|(i, l)| (i + 1, l));
            for (k, &cube) in cubes.iter().enumerate() {
                // A missing line is an empty one: right for a solved cube.
                let (line, written) = lines.next().unwrap_or((0, ""));
                let place = match line {
                    0 => format!("cube {} (no line)", k + 1),
                    _ => format!("cube {} (line {})", k + 1, line),
                };
                let moves = self
                    .together(written)
                    .map_err(|why| format!("{}: {}", place, why))?;
                solves(cube, &moves).map_err(|why| format!("{}: {}", place, why))?;
            }
            return nothing_after(&mut lines);
        }
        let tokens: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .flat_map(|(i, l)| l.split_whitespace().map(move |t| (i + 1, t)))
            .collect();
        let mut at = 0;
        let mut skipped = 0;
        for (k, &cube) in cubes.iter().enumerate() {
            let name = format!("cube {}", k + 1);
            let (line, shown) = tokens.get(at).copied().unwrap_or((0, ""));
            let count: i64 = shown.parse().map_err(|_| match line {
                0 => format!("{}: the number of moves is missing", name),
                _ => format!(
                    "line {}: {}: expected the number of moves, got {}",
                    line,
                    name,
                    cut(shown)
                ),
            })?;
            at += 1;
            match self.kind {
                Kind::Optimal3 {
                    ref solver,
                    max_depth,
                } => {
                    let optimum = solver.solve(&cube, max_depth).map(|m| solver.metric().length(&m));
                    let wanted = optimum.map_or(-1, |d| d as i64);
                    if count != wanted {
                        return Err(match optimum {
                            Some(d) => format!("{}: {} moves, but the optimum is {}", name, count, d),
                            None => format!(
                                "{}: {} moves, but the optimum is over {}: the answer is -1",
                                name, count, max_depth
                            ),
                        });
                    }
                }
                Kind::Counted3 { max_moves } if count > max_moves as i64 || count < -1 => {
                    return Err(format!(
                        "{}: {} moves, not 0..={} or -1 (skipped)",
                        name, count, max_moves
                    ))
                }
                _ => {}
            }
            if count == -1 {
                skipped += 1;
                continue;
            }
            let mut moves = Vec::new();
            for j in 0..count as usize {
                let (m, words) =
                    self.spaced(&tokens[at.min(tokens.len())..])
                        .map_err(|found| match found {
                            None => format!("{}: move {} of {} is missing", name, j + 1, count),
                            Some((line, words)) => {
                                format!("line {}: {}: {} is not a move", line, name, cut(&words))
                            }
                        })?;
                moves.push(m);
                at += words;
            }
            if let Kind::Optimal3 { ref solver, .. } = self.kind {
                let length = solver.metric().length(&moves);
                if length != count as usize {
                    return Err(format!("{}: the moves count {}, not {}", name, length, count));
                }
            }
            solves(cube, &moves).map_err(|why| format!("{}: {}", name, why))?;
        }
        if let Some(&(line, extra)) = tokens.get(at) {
            return Err(format!(
                "line {}: unexpected {} after the answer",
                line,
                cut(extra)
            ));
        }
        if matches!(self.kind, Kind::Counted3 { .. }) && skipped == cubes.len() && !cubes.is_empty() {
            return Err("every cube is skipped".to_string());
        }
        Ok(())
    }

    /// The move whose name's words start `tokens`, the longest such, and how many words it has;
    /// `Err(None)` when no token is left, `Err(Some((line, words)))` when none matches, with as
    /// many words as the longest name has.
    fn spaced(&self, tokens: &[(usize, &str)]) -> Result<(Move, usize), Option<(usize, String)>> {
        let line = tokens.first().ok_or(None)?.0;
        let longest = self
            .moves3
            .iter()
            .map(|(words, _)| words.len())
            .max()
            .unwrap_or(1);
        let shown: Vec<&str> = tokens.iter().take(longest).map(|&(_, t)| t).collect();
        self.moves3
            .iter()
            .filter(|(words, _)| {
                words.len() <= tokens.len() && words.iter().zip(tokens).all(|(w, (_, t))| w == t)
            })
            .max_by_key(|(words, _)| words.len())
            .map(|(words, m)| (*m, words.len()))
            .ok_or_else(|| Some((line, shown.join(" "))))
    }

    /// The moves written together on one line, read by longest names; no white space between.
    fn together(&self, line: &str) -> Result<Vec<Move>, String> {
        let mut moves = Vec::new();
        let mut rest = line;
        while !rest.is_empty() {
            let (words, m) = self
                .moves3
                .iter()
                .filter(|(words, _)| rest.starts_with(words[0].as_str()))
                .max_by_key(|(words, _)| words[0].len())
                .ok_or_else(|| {
                    let at = line.len() - rest.len();
                    format!(
                        "character {}: {} is not a move",
                        at + 1,
                        cut(&rest[..rest.chars().next().map_or(0, char::len_utf8)])
                    )
                })?;
            moves.push(*m);
            rest = &rest[words[0].len()..];
        }
        Ok(moves)
    }
}

/// Whether `moves` take `cube` to solved, replayed on cubies.
fn solves(cube: Cubies, moves: &[Move]) -> Result<(), String> {
    if cube.apply_all(moves) == Cubies::SOLVED {
        Ok(())
    } else {
        Err("the moves leave the cube unsolved".to_string())
    }
}

/// The moves of a 3x3 notation: `NAME=MOVE` items separated by commas, a name of one word or
/// more, each move in Singmaster (`4 1=U, 4 -1=U'`); without one, Singmaster's 18 names.
fn notation3(text: Option<&str>) -> Result<Vec<(Vec<String>, Move)>, String> {
    let text = match text {
        Some(t) => t.to_string(),
        None => Move::ALL
            .iter()
            .map(|m| format!("{}={}", m.name(), m.name()))
            .collect::<Vec<_>>()
            .join(", "),
    };
    text.split(',')
        .map(|item| {
            let (name, m) = item
                .split_once('=')
                .ok_or_else(|| format!("{:?} is not NAME=MOVE", item.trim()))?;
            let words: Vec<String> = name.split_whitespace().map(str::to_string).collect();
            let index = Move::ALL
                .iter()
                .copied()
                .find(|n| n.name() == m.trim())
                .ok_or_else(|| format!("{:?} is not a move in Singmaster (U, U2, U', R ...)", m.trim()))?;
            if words.is_empty() {
                return Err(format!("{:?} names no move", item.trim()));
            }
            Ok((words, index))
        })
        .collect()
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
mod tests;

/// Runs a problem's own checker `program` on the three texts, written to a temporary folder:
/// exit status 0 accepts; 2 says the test's input is broken; any other rejects; the first line
/// it printed (standard output, else standard error) says why.
fn run_command(
    program: &std::path::Path,
    input: &[u8],
    output: &[u8],
    expected: &[u8],
) -> Result<Result<(), String>, ToolError> {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "cubesmith-check-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst)
    ));
    let io = |e: std::io::Error| ToolError::io(format!("cannot write into {}: {}", dir.display(), e));
    std::fs::create_dir_all(&dir).map_err(io)?;
    let files = [("input", input), ("output", output), ("expected", expected)];
    for (name, bytes) in files.iter() {
        std::fs::write(dir.join(name), bytes).map_err(io)?;
    }
    let ran = Command::new(program)
        .args(files.iter().map(|(name, _)| dir.join(name)))
        .output();
    let _ = std::fs::remove_dir_all(&dir);
    let out =
        ran.map_err(|e| ToolError::usage(format!("cannot run the checker {}: {}", program.display(), e)))?;
    if out.status.success() {
        return Ok(Ok(()));
    }
    let said = [&out.stdout, &out.stderr]
        .iter()
        .map(|b| {
            String::from_utf8_lossy(b)
                .trim()
                .lines()
                .next()
                .unwrap_or("")
                .to_string()
        })
        .find(|l| !l.is_empty())
        .unwrap_or_else(|| format!("the checker rejects it ({})", out.status));
    Ok(Err(said))
}
