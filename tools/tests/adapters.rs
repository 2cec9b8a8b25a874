//! Every problem's adapter, called in-process through the registry, so a new problem folder is
//! covered without editing this file:
//! - its test files (`problems/<id>/test/NAME.in` and `.out`) give their expected output, or pass
//!   the problem's checker;
//! - its bad inputs (`problems/<id>/bad/NAME.in`) are refused with exactly the message in
//!   `NAME.err`;
//! - its inputs beyond the statement (`problems/<id>/beyond/NAME.in`: more cases, larger
//!   numbers, other line ends...) are answered, with `NAME.out`;
//! - for a problem with a checker, each wrong answer `problems/<id>/wrong/NAME.out` to
//!   `NAME.in` is rejected for the reason that `NAME.why` starts with, and a refused test input
//!   is the test's fault, not the program's;
//! - inputs made by its generator at every distance give the generator's answers (known by
//!   construction or by an independent brute force), or pass the checker;
//! - random and mutated inputs get an answer or a one-line message naming a line of the input,
//!   never a panic.

use cubesmith::io::{InputError, Scanner};
use cubesmith::rng::Rng;
use cubesmith_tools::{checkers, compare, generate, meta, project, registry};
use meta::{Compare, Generator};
use project::{Problem, Project};
use registry::{Adapter, ADAPTERS};
use std::fs;
use std::path::Path;

fn project() -> Project {
    Project::built_from()
}

fn run(adapter: &Adapter, input: &[u8]) -> Result<Vec<u8>, InputError> {
    let mut out = Vec::new();
    (adapter.solve)(&mut Scanner::new(input), &mut out)?;
    Ok(out)
}

/// The `(name, input, expected)` of each `NAME.in` in `dir` with a file `NAME.<expected>`.
fn cases(dir: &Path, expected: &str) -> Vec<(String, Vec<u8>, Vec<u8>)> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.extension().map_or(false, |e| e == "in") {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let answer = fs::read(path.with_extension(expected))
                .unwrap_or_else(|_| panic!("{} has no .{}", path.display(), expected));
            found.push((name, fs::read(&path).unwrap(), answer));
        }
    }
    found.sort();
    found
}

/// Judges `output` as the problem's judge would (its comparison mode, or its checker); `Err`
/// says why not.
fn judged(
    problem: &Problem,
    checker: Option<&checkers::Checker>,
    input: &[u8],
    output: &[u8],
    expected: &[u8],
) -> Result<(), String> {
    let mode = match (&problem.meta.compare, checker) {
        (Compare::Checker(_), Some(checker)) => return checker.check(input, output, expected).unwrap(),
        (Compare::Checker(_), None) => panic!("{} has no checker", problem.id),
        (Compare::Exact, _) => compare::Mode::Exact,
        (Compare::Lines, _) => compare::Mode::Lines,
        (Compare::Tokens, _) => compare::Mode::Tokens,
    };
    compare::compare(mode, expected, output).unwrap()
}

fn checker_of(problem: &Problem) -> Option<checkers::Checker> {
    match problem.meta.compare {
        Compare::Checker(_) => Some(checkers::Checker::new(problem).unwrap()),
        _ => None,
    }
}

#[test]
fn every_problem_folder_has_an_adapter_in_the_registry() {
    let ids = project().problem_ids().unwrap();
    let registered: Vec<&str> = ADAPTERS.iter().map(|a| a.id).collect();
    assert_eq!(
        ids, registered,
        "a problem folder added since the build is not compiled in: run `touch tools/build.rs`"
    );
    assert!(ids.len() >= 4);
}

#[test]
fn every_adapter_passes_its_test_files() {
    for adapter in ADAPTERS {
        let problem = project().problem(adapter.id).unwrap();
        let checker = checker_of(&problem);
        let tests = cases(&problem.test_dir(), "out");
        assert!(!tests.is_empty(), "{} has no tests", adapter.id);
        for (name, input, expected) in tests {
            let output = run(adapter, &input).unwrap_or_else(|e| panic!("{}/{}: {}", adapter.id, name, e));
            if let Err(why) = judged(&problem, checker.as_ref(), &input, &output, &expected) {
                panic!("{}/{}: {}", adapter.id, name, why);
            }
        }
    }
}

#[test]
fn every_adapter_answers_its_inputs_beyond_the_statement() {
    // Inputs a statement's bounds or format rule out (more cases, larger numbers, CR-only line
    // ends, a byte-order mark, vertical tabs...) that the submission answers all the same:
    // `problems/<id>/beyond/NAME.in` and the answer `NAME.out`, proved another way (each
    // problem's spec or the comment beside the case says how), judged as the test files are.
    let mut total = 0;
    for adapter in ADAPTERS {
        let problem = project().problem(adapter.id).unwrap();
        let checker = checker_of(&problem);
        for (name, input, expected) in cases(&problem.dir.join("beyond"), "out") {
            let output =
                run(adapter, &input).unwrap_or_else(|e| panic!("{}/beyond/{}: {}", adapter.id, name, e));
            if let Err(why) = judged(&problem, checker.as_ref(), &input, &output, &expected) {
                panic!("{}/beyond/{}: {}", adapter.id, name, why);
            }
            total += 1;
        }
    }
    assert!(total > 0, "no beyond/ cases at all");
}

#[test]
fn every_adapter_refuses_its_bad_inputs_with_their_messages() {
    for adapter in ADAPTERS {
        let problem = project().problem(adapter.id).unwrap();
        for (name, input, message) in cases(&problem.dir.join("bad"), "err") {
            let got = match run(adapter, &input) {
                Ok(out) => panic!(
                    "{}/bad/{}: answered {:?}",
                    adapter.id,
                    name,
                    String::from_utf8_lossy(&out)
                ),
                Err(e) => format!("{}: {}\n", adapter.id, e),
            };
            assert_eq!(
                got,
                String::from_utf8_lossy(&message),
                "{}/bad/{}",
                adapter.id,
                name
            );
        }
    }
}

#[test]
fn every_checker_rejects_its_wrong_answers_for_their_reasons() {
    for adapter in ADAPTERS {
        let problem = project().problem(adapter.id).unwrap();
        let checker = match checker_of(&problem) {
            Some(c) => c,
            None => continue,
        };
        let wrong = problem.dir.join("wrong");
        for (name, input, reason) in cases(&wrong, "why") {
            let output = fs::read(wrong.join(format!("{}.out", name))).unwrap();
            let why = checker.check(&input, &output, b"").unwrap().unwrap_err();
            let reason = String::from_utf8_lossy(&reason).trim_end().to_string();
            assert!(
                why.starts_with(&reason),
                "{}/wrong/{}: {:?} is not {:?}",
                adapter.id,
                name,
                why,
                reason
            );
        }
        let refused = checker.check(b"\x01", b"", b"").unwrap_err();
        assert_eq!(refused.code, 2, "{}", adapter.id);
        assert!(
            refused
                .message
                .starts_with("the test's input is refused: input line 1"),
            "{}",
            refused.message
        );
    }
}

#[test]
fn every_generated_test_is_answered_right() {
    for adapter in ADAPTERS {
        let problem = project().problem(adapter.id).unwrap();
        if problem.meta.generator.is_none() || adapter.writer.is_none() {
            continue;
        }
        let checker = checker_of(&problem);
        let kind = problem.meta.generator.unwrap();
        let depths: Vec<Option<u8>> = match generate::metric_of(&problem) {
            Ok(metric) if kind.needs_metric() && !kind.is_cube3() => {
                (0..=metric.gods_number).map(Some).chain(Some(None)).collect()
            }
            // 3x3 cubes: every distance the optimal solver confirms, a long scramble, random.
            _ if kind == Generator::Cube3Scramble => {
                let confirmed = generate::confirmed_depth(generate::metric3_of(&problem).unwrap()) as u8;
                (0..=confirmed.min(8))
                    .chain(Some(20))
                    .map(Some)
                    .chain(Some(None))
                    .collect()
            }
            // Sequences of a few turns (at least one where a case needs one), and the longest.
            _ if kind.is_cube3() => {
                let first = if kind == Generator::Cube3TopFace { 1 } else { 0 };
                (first..=3).chain(Some(12)).map(Some).chain(Some(None)).collect()
            }
            _ => vec![None],
        };
        for (k, &depth) in depths.iter().enumerate() {
            let count = Some(problem.meta.max_cases.min(3));
            let request = generate::Request {
                seed: 100 + k as u64,
                depth,
                count,
            };
            let made = generate::generate(&problem, &request).unwrap();
            let output = run(adapter, made.input.as_bytes())
                .unwrap_or_else(|e| panic!("{} at depth {:?}: {}\n{}", adapter.id, depth, e, made.input));
            let expected = made.output.clone().unwrap_or_default();
            if made.output.is_some() || checker.is_some() {
                if let Err(why) = judged(
                    &problem,
                    checker.as_ref(),
                    made.input.as_bytes(),
                    &output,
                    expected.as_bytes(),
                ) {
                    panic!(
                        "{} at depth {:?}: {}\ninput:\n{}",
                        adapter.id, depth, why, made.input
                    );
                }
            }
        }
    }
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

#[test]
fn every_adapter_answers_or_names_a_line_of_the_input_never_panics() {
    let mut rng = Rng::new(9);
    for adapter in ADAPTERS {
        let problem = project().problem(adapter.id).unwrap();
        // The smallest test input, so each run is quick.
        let valid = cases(&problem.test_dir(), "out")
            .into_iter()
            .map(|(_, input, _)| input)
            .min_by_key(Vec::len)
            .unwrap();
        for bytes in mutations(&valid, &mut rng, 600) {
            let outcome = std::panic::catch_unwind(|| run(adapter, &bytes));
            // Lines end at `\n`, `\r\n` or a lone `\r`, as the scanner reads them.
            let ends = bytes
                .iter()
                .enumerate()
                .filter(|&(i, &b)| b == b'\r' || (b == b'\n' && (i == 0 || bytes[i - 1] != b'\r')))
                .count();
            let lines = ends + 1;
            match outcome {
                Err(_) => panic!("{} panicked on {:?}", adapter.id, String::from_utf8_lossy(&bytes)),
                Ok(Ok(_)) => {}
                Ok(Err(e)) => {
                    let text = e.to_string();
                    let line = e.line.unwrap_or(0);
                    assert!(
                        line >= 1 && line <= lines && !text.contains('\n') && text.starts_with("input line "),
                        "{}: {:?} for input {:?}",
                        adapter.id,
                        text,
                        String::from_utf8_lossy(&bytes)
                    );
                }
            }
        }
    }
}

#[test]
fn every_3x3_scramble_generator_makes_cubes_at_exactly_their_distance() {
    use cubesmith::cube3::optimal::Optimal;
    for adapter in ADAPTERS {
        let problem = project().problem(adapter.id).unwrap();
        let read = match (problem.meta.generator, adapter.reader) {
            (Some(Generator::Cube3Scramble), Some(registry::Reader::Cubies(read))) => read,
            _ => continue,
        };
        let metric = generate::metric3_of(&problem).unwrap();
        let optimal = Optimal::new(metric);
        for depth in 0..=6u8 {
            let count = problem.meta.max_cases.min(3);
            let request = generate::Request {
                seed: 7 + u64::from(depth),
                depth: Some(depth),
                count: Some(count),
            };
            let made = generate::generate(&problem, &request).unwrap();
            let cubes = read(&mut Scanner::new(made.input.as_bytes())).unwrap();
            assert_eq!(cubes.len() as u64, count);
            for cube in cubes {
                let shortest = optimal.solve(&cube, 6).unwrap();
                assert_eq!(metric.length(&shortest), usize::from(depth), "{}", adapter.id);
            }
        }
    }
}
