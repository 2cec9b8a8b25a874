//! The tests every problem gets, whatever folder it is in: run by `cubesmith test [ID|DIR]` and,
//! for every folder of the catalogue, by `cargo test` (`tests/adapters.rs`). The adapter runs
//! through its hook program (`hooks`), compiled on demand, so a new or edited problem needs no
//! rebuild of the tools and a problem that does not compile fails its own checks only.
//!
//! - `test files`: every `test/NAME.in` gets its `NAME.out`, or passes the problem's checker;
//! - `beyond`: every `beyond/NAME.in` (past the statement's bounds) is answered, with `NAME.out`;
//! - `bad`: every `bad/NAME.in` is refused with exactly the message in `NAME.err`;
//! - `wrong`: for a checker problem, every `wrong/NAME.out` is rejected for the reason `NAME.why`
//!   starts with, and a refused test input is the test's fault;
//! - `generated`: inputs of the problem's generator at every distance get the generator's
//!   answers (known by construction or by an independent brute force), or pass the checker;
//! - `scrambles`: a 3x3 scramble generator makes cubes at exactly their distance;
//! - `fuzz`: random and mutated inputs get an answer or a one-line message naming a line of the
//!   input, never a panic, a crash or a hang;
//! - `lenient numbers`: every test file with each number written with `+` and leading zeros
//!   (`+05`, `-04`) gets the same answer (not for problems whose digits may be symbols,
//!   `digit_symbols = true`);
//! - `huge numbers`: each number of the smallest test files made 2^32 or 2^64 - 1 in turn is
//!   answered or refused in one line within ten times the time limit, never a hang;
//! - `own tests`: the problem's own unit tests (`tests.rs`, a model of the statement that
//!   shares nothing with the library), compiled with `rustc --test` and run in its folder.

pub mod generate;

use crate::compile::cache::Cache;
use crate::compile::compiler::{folder_sources, program, Recipe};
use crate::error::{Kind, ToolError};
use crate::hooks::wire::{Ending, Reply};
use crate::hooks::Hooks;
use crate::judge::checkers::Checker;
use crate::judge::compare;
use crate::problem::meta::{Compare, Generator};
use crate::problem::project::{Problem, Project};
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::optimal::Optimal;
use cubesmith::rng::Rng;
use generate::Request;
use std::fs;
use std::path::Path;
use std::process::Command;

/// The checks, by name, in the order `cubesmith test` runs them.
pub const CHECKS: [&str; 10] = [
    "test files",
    "beyond",
    "bad",
    "wrong",
    "generated",
    "scrambles",
    "fuzz",
    "lenient numbers",
    "huge numbers",
    "own tests",
];

/// One problem's suite: its adapter compiled, its checker built.
pub struct Suite<'a> {
    project: &'a Project,
    problem: &'a Problem,
    hooks: Hooks,
    checker: Option<Checker>,
}

impl<'a> Suite<'a> {
    /// The suite of `problem`, its hook program compiled (from the cache when unchanged). O(the
    /// problem's sources) to find the program in the cache, a compile if it is not there, and
    /// its checker's tables ([`Checker::new`]).
    pub fn new(project: &'a Project, problem: &'a Problem) -> Result<Suite<'a>, ToolError> {
        let hooks = Hooks::of(project, problem)?;
        let checker = match problem.meta.compare {
            Compare::Checker(_) | Compare::Command => Some(Checker::new(project, problem)?),
            _ => None,
        };
        Ok(Suite {
            project,
            problem,
            hooks,
            checker,
        })
    }

    /// Runs check `name` (one of [`CHECKS`]): how many cases it checked, or what failed first.
    /// O(cases) answers of the adapter's hook program, each judged.
    pub fn run(&self, name: &str) -> Result<usize, ToolError> {
        self.check(name).map_err(ToolError::failed)
    }

    /// [`Suite::run`], what failed as text.
    fn check(&self, name: &str) -> Result<usize, String> {
        match name {
            "test files" => self.test_files(),
            "beyond" => self.beyond(),
            "bad" => self.bad(),
            "wrong" => self.wrong(),
            "generated" => self.generated(),
            "scrambles" => self.scrambles(),
            "fuzz" => self.fuzz(),
            "lenient numbers" => self.lenient_numbers(),
            "huge numbers" => self.huge_numbers(),
            "own tests" => self.own_tests(),
            _ => Err(format!("no check named '{}'", name)),
        }
    }

    /// The adapter's answers to `inputs`, in one run of its hook program.
    fn solve_all(&self, inputs: &[Vec<u8>]) -> Result<Vec<Reply>, String> {
        let requests = inputs.iter().map(|i| ("solve", i.clone())).collect();
        let replies = self.hooks.call_all(requests).map_err(|e| e.message)?;
        if let Some(why) = replies.stopped {
            let input = inputs
                .get(replies.replies.len())
                .map(|i| String::from_utf8_lossy(i).into_owned());
            return Err(format!(
                "the adapter's program stopped on the input {:?}: {}",
                input.unwrap_or_default(),
                why
            ));
        }
        Ok(replies.replies)
    }

    /// Judges `output` as the problem's judge would (its comparison mode, or its checker).
    fn judged(&self, input: &[u8], output: &[u8], expected: &[u8]) -> Result<(), String> {
        let mode = match (&self.problem.meta.compare, &self.checker) {
            (Compare::Checker(_) | Compare::Command, Some(checker)) => {
                return checker.check(input, output, expected).map_err(|e| e.message)?
            }
            (Compare::Checker(_) | Compare::Command, None) => return Err("no checker".to_string()),
            (Compare::Exact, _) => compare::Mode::Exact,
            (Compare::Lines, _) => compare::Mode::Lines,
            (Compare::Tokens, _) => compare::Mode::Tokens,
        };
        compare::compare(mode, expected, output).map_err(|e| e.to_string())?
    }

    /// Every case of folder `folder` (`test`, `beyond`) answered as its judge wants.
    fn answered(&self, folder: &str) -> Result<usize, String> {
        let cases = cases(&self.problem.dir.join(folder), "out")?;
        let inputs: Vec<Vec<u8>> = cases.iter().map(|c| c.1.clone()).collect();
        let replies = self.solve_all(&inputs)?;
        for ((name, input, expected), reply) in cases.iter().zip(replies) {
            let place = format!("{}/{}", folder, name);
            let output = answer(&reply).map_err(|why| format!("{}: {}", place, why))?;
            self.judged(input, &output, expected)
                .map_err(|why| format!("{}: {}", place, why))?;
        }
        Ok(cases.len())
    }

    fn test_files(&self) -> Result<usize, String> {
        match self.answered("test")? {
            0 => Err("no test files: add test/NAME.in and NAME.out".to_string()),
            n => Ok(n),
        }
    }

    fn beyond(&self) -> Result<usize, String> {
        self.answered("beyond")
    }

    fn bad(&self) -> Result<usize, String> {
        let cases = cases(&self.problem.dir.join("bad"), "err")?;
        let inputs: Vec<Vec<u8>> = cases.iter().map(|c| c.1.clone()).collect();
        for ((name, _, message), reply) in cases.iter().zip(self.solve_all(&inputs)?) {
            let got = match reply.ending {
                Ending::Refused(e) => format!("{}: {}\n", self.problem.id, e),
                Ending::Done => format!("answered {:?}", String::from_utf8_lossy(&reply.output)),
                Ending::Panicked(m) | Ending::Internal(m) => format!("panicked: {}", m),
            };
            let want = String::from_utf8_lossy(message);
            if got != want {
                return Err(format!("bad/{}: {:?}, not {:?}", name, got, want));
            }
        }
        Ok(cases.len())
    }

    fn wrong(&self) -> Result<usize, String> {
        let checker = match &self.checker {
            Some(c) => c,
            None => return Ok(0),
        };
        let wrong = self.problem.dir.join("wrong");
        let cases = cases(&wrong, "why")?;
        for (name, input, reason) in &cases {
            let output = fs::read(wrong.join(format!("{}.out", name))).map_err(|e| e.to_string())?;
            let reason = String::from_utf8_lossy(reason).trim_end().to_string();
            match checker.check(input, &output, b"").map_err(|e| e.message)? {
                Ok(()) => return Err(format!("wrong/{}: accepted", name)),
                Err(why) if !why.starts_with(&reason) => {
                    return Err(format!("wrong/{}: {:?} is not {:?}", name, why, reason))
                }
                Err(_) => {}
            }
        }
        // A program of the problem's own judges its own test inputs as it sees fit.
        if self.problem.meta.checker_command.is_some() {
            return Ok(cases.len());
        }
        match checker.check(b"\x01", b"", b"") {
            Err(e)
                if e.kind == Kind::Input
                    && e.message.starts_with("the test's input is refused: input line 1") =>
            {
                Ok(cases.len() + 1)
            }
            Err(e) => Err(format!("a broken test input: {}", e.message)),
            Ok(_) => Err("a broken test input is judged, not refused".to_string()),
        }
    }

    fn generated(&self) -> Result<usize, String> {
        let problem = self.problem;
        let kind = match problem.meta.generator {
            Some(kind) => kind,
            None => return Ok(0),
        };
        let mut checked = 0;
        for (k, &depth) in depths(problem, kind)?.iter().enumerate() {
            let request = Request {
                seed: 100 + k as u64,
                depth,
                count: Some(problem.meta.max_cases.min(3)),
            };
            let place = format!("generated at depth {:?}", depth);
            let made = generate::generate(&self.hooks, problem, &request)
                .map_err(|e| format!("{}: {}", place, e.message))?;
            let reply = self.solve_all(&[made.input.clone().into_bytes()])?.remove(0);
            let output = answer(&reply).map_err(|why| format!("{}: {}\n{}", place, why, made.input))?;
            // Random inputs with no answer known are judged by the checker, if any.
            if made.output.is_some() || self.checker.is_some() {
                let expected = made.output.clone().unwrap_or_default();
                self.judged(made.input.as_bytes(), &output, expected.as_bytes())
                    .map_err(|why| format!("{}: {}\ninput:\n{}", place, why, made.input))?;
            }
            checked += 1;
        }
        Ok(checked)
    }

    fn scrambles(&self) -> Result<usize, String> {
        let problem = self.problem;
        if problem.meta.generator != Some(Generator::Cube3Scramble) {
            return Ok(0);
        }
        if !matches!(problem.meta.compare, Compare::Checker(_)) {
            return Err("a 3x3 scramble generator needs a checker's read_cubes".to_string());
        }
        let metric = generate::metric3_of(problem).map_err(|e| e.message)?;
        let optimal = Optimal::new(metric);
        let mut checked = 0;
        for depth in 0..=6u8 {
            let count = problem.meta.max_cases.min(3);
            let request = Request {
                seed: 7 + u64::from(depth),
                depth: Some(depth),
                count: Some(count),
            };
            let made = generate::generate(&self.hooks, problem, &request).map_err(|e| e.message)?;
            let cubes: Vec<Cubies> = self
                .hooks
                .read_cubes(made.input.as_bytes())
                .map_err(|e| e.message)?
                .map_err(|e| e.to_string())?;
            if cubes.len() as u64 != count {
                return Err(format!("{} cubes asked, {} made", count, cubes.len()));
            }
            for cube in cubes {
                let shortest = optimal.solve(&cube, 6).ok_or("no solution within 6")?;
                if metric.length(&shortest) != usize::from(depth) {
                    return Err(format!(
                        "a cube asked at distance {} is at {}",
                        depth,
                        metric.length(&shortest)
                    ));
                }
                checked += 1;
            }
        }
        Ok(checked)
    }

    fn fuzz(&self) -> Result<usize, String> {
        // The smallest test input, so each run is quick; a seed per problem.
        let valid = cases(&self.problem.dir.join("test"), "out")?
            .into_iter()
            .map(|(_, input, _)| input)
            .min_by_key(Vec::len)
            .ok_or("no test files to mutate")?;
        let mut rng = Rng::new(9);
        let inputs = mutations(&valid, &mut rng, 600);
        let replies = self.solve_all(&inputs)?;
        for (bytes, reply) in inputs.iter().zip(&replies) {
            let shown = String::from_utf8_lossy(bytes);
            match &reply.ending {
                Ending::Done => {}
                Ending::Panicked(m) | Ending::Internal(m) => {
                    return Err(format!("panicked on {:?}: {}", shown, m))
                }
                Ending::Refused(e) => {
                    let text = e.to_string();
                    let line = e.line.unwrap_or(0);
                    if line < 1
                        || line > lines(bytes)
                        || text.contains('\n')
                        || !text.starts_with("input line ")
                    {
                        return Err(format!("{:?} for input {:?}", text, shown));
                    }
                }
            }
        }
        Ok(inputs.len())
    }

    fn lenient_numbers(&self) -> Result<usize, String> {
        if self.problem.meta.digit_symbols {
            return Ok(0);
        }
        let cases = cases(&self.problem.dir.join("test"), "out")?;
        let inputs: Vec<Vec<u8>> = cases
            .iter()
            .map(|(_, input, _)| rewrite_numbers(input, |_, n| padded(n)))
            .collect();
        let replies = self.solve_all(&inputs)?;
        for (((name, _, expected), input), reply) in cases.iter().zip(&inputs).zip(replies) {
            let place = format!("test/{} with + and leading zeros", name);
            let output = answer(&reply).map_err(|why| format!("{}: {}", place, why))?;
            self.judged(input, &output, expected)
                .map_err(|why| format!("{}: {}", place, why))?;
        }
        Ok(inputs.len())
    }

    fn huge_numbers(&self) -> Result<usize, String> {
        let mut files: Vec<Vec<u8>> = cases(&self.problem.dir.join("test"), "out")?
            .into_iter()
            .map(|(_, input, _)| input)
            .collect();
        files.sort_by_key(Vec::len);
        let mut inputs = Vec::new();
        for file in files.iter().take(2) {
            let count = numbers_in(file).min(30);
            for k in 0..count {
                for huge in ["4294967296", "18446744073709551615"].iter() {
                    inputs.push(rewrite_numbers(file, |i, n| {
                        if i == k {
                            huge.to_string()
                        } else {
                            n.to_string()
                        }
                    }));
                }
            }
        }
        let guard = 10_000 * self.problem.meta.time_limit_ms;
        for (input, reply) in inputs.iter().zip(self.solve_all(&inputs)?) {
            let shown = String::from_utf8_lossy(input);
            match &reply.ending {
                Ending::Panicked(m) | Ending::Internal(m) => {
                    return Err(format!("panicked on {:?}: {}", shown, m))
                }
                Ending::Refused(e) if e.to_string().contains('\n') || e.line.is_none() => {
                    return Err(format!("{:?} for input {:?}", e.to_string(), shown))
                }
                _ if reply.micros > guard => {
                    return Err(format!(
                        "{} ms on {:?}, over ten times the time limit",
                        reply.micros / 1000,
                        shown
                    ))
                }
                _ => {}
            }
        }
        Ok(inputs.len())
    }

    fn own_tests(&self) -> Result<usize, String> {
        let checker = match self.problem.meta.checker_command.as_deref() {
            Some(file) if file.ends_with(".rs") => {
                run_tests_of(self.project, &self.problem.dir.join(file), false)?
            }
            _ => 0,
        };
        match run_tests_of(self.project, &self.problem.adapter_path(), true)? + checker {
            // The catalogue proves every problem by a model of its statement.
            0 if self.project.checkout => Err(
                "no unit tests: add `#[cfg(test)] mod tests;` and tests.rs, a model of the statement that shares nothing with the library (docs/adding-a-problem.md)"
                    .to_string(),
            ),
            n => Ok(n),
        }
    }
}

/// The unit tests of the program `main` (an adapter, which links the library, or a problem's
/// own checker, std only), compiled with `rustc --test` and run in its folder.
fn run_tests_of(project: &Project, main: &Path, library: bool) -> Result<usize, String> {
    let main = fs::canonicalize(main).map_err(|e| format!("{}: {}", main.display(), e))?;
    let dir = main.parent().map(Path::to_path_buf).unwrap_or_default();
    let recipe = Recipe {
        kind: "tests",
        files: Vec::new(),
        main,
        inputs: folder_sources(&dir),
        test: true,
        strict: project.checkout,
        library,
    };
    let cache = Cache::new(project.cache_dir());
    let binary = program(project, &cache, &recipe).map_err(|e| e.message)?;
    let out = Command::new(&binary)
        .args(["--test-threads", "2"])
        .current_dir(&dir)
        .output()
        .map_err(|e| format!("cannot run the unit tests: {}", e))?;
    let text = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        let failures = text
            .find("failures:")
            .map_or(text.as_ref(), |at| &text[at..])
            .trim_end();
        return Err(format!(
            "{}{}",
            failures,
            String::from_utf8_lossy(&out.stderr).trim_end()
        ));
    }
    let passed = text
        .lines()
        .filter_map(|l| l.strip_prefix("test result: ok. "))
        .filter_map(|rest| rest.split_whitespace().next()?.parse::<usize>().ok())
        .sum();
    Ok(passed)
}

/// The distances a problem's generator is asked for: every distance of the pocket metric, a
/// few confirmed ones and a long scramble for 3x3 cubes, a few turns for 3x3 sequences; random
/// puzzles (`None`) for every kind.
fn depths(problem: &Problem, kind: Generator) -> Result<Vec<Option<u8>>, String> {
    Ok(match generate::metric_of(problem) {
        Ok(metric) if kind.needs_metric() && !kind.is_cube3() => {
            (0..=metric.gods_number).map(Some).chain(Some(None)).collect()
        }
        _ if kind == Generator::Cube3Scramble => {
            let metric = generate::metric3_of(problem).map_err(|e| e.message)?;
            let confirmed = generate::confirmed_depth(metric) as u8;
            (0..=confirmed.min(8))
                .chain(Some(20))
                .map(Some)
                .chain(Some(None))
                .collect()
        }
        _ if kind.is_cube3() => {
            let first = if kind == Generator::Cube3TopFace { 1 } else { 0 };
            (first..=3).chain(Some(12)).map(Some).chain(Some(None)).collect()
        }
        _ => vec![None],
    })
}

/// A reply's output, or why there is none to judge.
fn answer(reply: &Reply) -> Result<Vec<u8>, String> {
    match &reply.ending {
        Ending::Done => Ok(reply.output.clone()),
        Ending::Refused(e) => Err(format!("refused: {}", e)),
        Ending::Panicked(m) | Ending::Internal(m) => Err(format!("panicked: {}", m)),
    }
}

/// A case file's name, its input and the file beside it (an output, a message, a reason).
type CaseFiles = (String, Vec<u8>, Vec<u8>);

/// The `(name, input, expected)` of each `NAME.in` in `dir` with a file `NAME.<expected>`,
/// sorted by name; none if `dir` does not exist.
fn cases(dir: &Path, expected: &str) -> Result<Vec<CaseFiles>, String> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.extension().map_or(false, |e| e == "in") {
            let name = path
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let answer = fs::read(path.with_extension(expected))
                .map_err(|_| format!("{} has no .{}", path.display(), expected))?;
            let input = fs::read(&path).map_err(|e| format!("cannot read {}: {}", path.display(), e))?;
            found.push((name, input, answer));
        }
    }
    found.sort();
    Ok(found)
}

/// `input` with its `k`-th number (a token of digits, with a `-` perhaps) made `write(k, it)`;
/// the rest, white space included, as it was.
fn rewrite_numbers(input: &[u8], write: impl Fn(usize, &str) -> String) -> Vec<u8> {
    let mut out = Vec::with_capacity(input.len() * 2);
    let mut k = 0;
    let mut i = 0;
    while i < input.len() {
        if input[i].is_ascii_whitespace() {
            out.push(input[i]);
            i += 1;
            continue;
        }
        let end = input[i..]
            .iter()
            .position(u8::is_ascii_whitespace)
            .map_or(input.len(), |n| i + n);
        let token = &input[i..end];
        match std::str::from_utf8(token).ok().filter(|t| is_number(t)) {
            Some(number) => {
                out.extend_from_slice(write(k, number).as_bytes());
                k += 1;
            }
            None => out.extend_from_slice(token),
        }
        i = end;
    }
    out
}

/// How many numbers `input` holds, as [`rewrite_numbers`] counts them.
fn numbers_in(input: &[u8]) -> usize {
    let text = String::from_utf8_lossy(input);
    text.split_ascii_whitespace().filter(|t| is_number(t)).count()
}

/// Whether `token` is a number: digits, after a `-` perhaps.
fn is_number(token: &str) -> bool {
    let digits = token.strip_prefix('-').unwrap_or(token);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// `number` with a sign and a leading zero: `5` as `+05`, `-4` as `-04`.
fn padded(number: &str) -> String {
    match number.strip_prefix('-') {
        Some(digits) => format!("-0{}", digits),
        None => format!("+0{}", number),
    }
}

/// The lines of `bytes`, ends at `\n`, `\r\n` or a lone `\r` as the scanner reads them.
fn lines(bytes: &[u8]) -> usize {
    let ends = bytes
        .iter()
        .enumerate()
        .filter(|&(i, &b)| b == b'\r' || (b == b'\n' && (i == 0 || bytes[i - 1] != b'\r')))
        .count();
    ends + 1
}

/// Random bytes and random edits of a valid input.
fn mutations(valid: &[u8], rng: &mut Rng, rounds: usize) -> Vec<Vec<u8>> {
    let alphabet = b"0123456789 \n\r\t\x0b\x0c-+xWRYBOGUDFLXYZ|.";
    (0..rounds)
        .map(|round| {
            let mut bytes: Vec<u8> = if round % 2 == 0 {
                valid.to_vec()
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
                match rng.below(4) {
                    0 => bytes[at] = alphabet[rng.below(alphabet.len() as u64) as usize],
                    1 => {
                        bytes.remove(at);
                    }
                    2 => bytes.insert(at, alphabet[rng.below(alphabet.len() as u64) as usize]),
                    _ => bytes.truncate(at),
                }
            }
            bytes
        })
        .collect()
}
