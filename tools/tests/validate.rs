//! Every problem's validator (`problems/<id>/validator.txt`) against the problem's inputs, found
//! by listing `problems/`, so a new problem folder is covered without editing this file:
//! - every test input (`problems/<id>/test/*.in`) is valid;
//! - every input beyond the statement (`problems/<id>/beyond/NAME.in`, which the submission still
//!   answers) is refused, with a message that contains the text of `NAME.why` where there is one;
//! - mutated copies of the test inputs are refused where they break the statement: a trailing
//!   space and a number pushed under or over its bound at their line, a removed line at its place
//!   or later (unless the format lets that line go);
//! - the inputs the problem's generator makes are valid.

use cubesmith_tools::hooks::Hooks;
use cubesmith_tools::problem::{meta, project};
use cubesmith_tools::suite::generate;
use cubesmith_tools::validate;
use project::{Problem, Project};
use std::fs;
use std::path::Path;
use validate::{Validator, Violation};

fn project() -> Project {
    Project::built_from()
}

/// Every problem with its validator.
fn problems() -> Vec<(Problem, Validator)> {
    let project = project();
    let ids = project.problem_ids().unwrap();
    assert!(!ids.is_empty(), "no problems found");
    ids.iter()
        .map(|id| {
            let problem = project.problem(id).unwrap();
            let validator = Validator::load(&problem).unwrap_or_else(|e| panic!("{}", e));
            (problem, validator)
        })
        .collect()
}

/// The `(name, bytes)` of every `*.in` in `dir`, sorted by name.
fn inputs(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut found: Vec<(String, Vec<u8>)> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().map_or(false, |e| e == "in"))
        .map(|p| {
            (
                p.file_stem().unwrap().to_string_lossy().into_owned(),
                fs::read(&p).unwrap(),
            )
        })
        .collect();
    found.sort();
    found
}

/// The lines of a valid input (each ends with `\n`, the last one too).
fn lines(bytes: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    assert_eq!(lines.pop(), Some(&b""[..]), "a valid input ends with a newline");
    lines
}

fn joined(lines: &[Vec<u8>]) -> Vec<u8> {
    lines
        .iter()
        .flat_map(|l| l.iter().copied().chain(Some(b'\n')))
        .collect()
}

/// The most lines of a test input that the mutation tests take: each mutation is validated
/// whole, so a file costs its lines squared (the max-size inputs of 10,000 lines are checked
/// whole by `every_test_input_is_valid` and left out here).
const MUTATED_LINES: usize = 1_000;

/// The test inputs of a problem that its validator takes, with their lines, up to
/// `MUTATED_LINES` lines.
fn valid_tests(problem: &Problem, validator: &Validator) -> Vec<(String, Vec<Vec<u8>>)> {
    inputs(&problem.dir.join("test"))
        .into_iter()
        .filter(|(_, bytes)| lines(bytes).len() <= MUTATED_LINES)
        .filter(|(_, bytes)| validator.check(bytes).is_ok())
        .map(|(name, bytes)| (name, lines(&bytes).iter().map(|l| l.to_vec()).collect()))
        .collect()
}

#[test]
fn every_test_input_is_valid() {
    let mut faults = Vec::new();
    let mut checked = 0;
    for (problem, validator) in problems() {
        for (name, bytes) in inputs(&problem.dir.join("test")) {
            checked += 1;
            if let Err(v) = validator.check(&bytes) {
                faults.push(format!(
                    "problems/{}/test/{}.in:{}: {}",
                    problem.id, name, v.line, v.message
                ));
            }
        }
    }
    assert!(checked > 0);
    assert!(
        faults.is_empty(),
        "{} of {} test inputs break their statement (inputs beyond it belong in beyond/):\n{}",
        faults.len(),
        checked,
        faults.join("\n")
    );
}

#[test]
fn every_input_beyond_the_statement_is_refused_for_its_reason() {
    let mut faults = Vec::new();
    for (problem, validator) in problems() {
        let dir = problem.dir.join("beyond");
        for (name, bytes) in inputs(&dir) {
            let shown = format!("problems/{}/beyond/{}.in", problem.id, name);
            let why = fs::read_to_string(dir.join(format!("{}.why", name))).ok();
            match (validator.check(&bytes), why) {
                (Ok(()), _) => faults.push(format!("{} is valid: it is not beyond the statement", shown)),
                (Err(v), Some(why)) if !v.message.contains(why.trim()) => faults.push(format!(
                    "{}:{}: {}\n  expected a message containing: {}",
                    shown,
                    v.line,
                    v.message,
                    why.trim()
                )),
                _ => {}
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn a_trailing_space_is_refused_at_its_line() {
    for (problem, validator) in problems() {
        let tests = valid_tests(&problem, &validator);
        assert!(!tests.is_empty(), "{} has no valid test input", problem.id);
        for (name, lines) in tests {
            for k in 0..lines.len() {
                let mut mutated = lines.clone();
                mutated[k].push(b' ');
                let v = validator.check(&joined(&mutated)).err();
                assert!(
                    matches!(&v, Some(Violation { line, .. }) if *line == k + 1),
                    "{}/test/{}.in with a space after line {}: {:?}",
                    problem.id,
                    name,
                    k + 1,
                    v
                );
            }
        }
    }
}

/// The whole-number tokens of a line: their start and end.
fn numbers(line: &[u8]) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut start = 0;
    for token in line.split(|&b| b == b' ') {
        if !token.is_empty() && token.iter().all(u8::is_ascii_digit) {
            found.push((start, start + token.len()));
        }
        start += token.len() + 1;
    }
    found
}

fn replaced(lines: &[Vec<u8>], k: usize, (from, to): (usize, usize), with: &[u8]) -> Vec<u8> {
    let mut mutated = lines.to_vec();
    mutated[k].splice(from..to, with.iter().copied());
    joined(&mutated)
}

#[test]
fn a_number_under_its_bound_is_refused_at_its_line() {
    // No bound of these statements goes below -10^12 (some take -1: a wild square).
    for (problem, validator) in problems() {
        for (name, lines) in valid_tests(&problem, &validator) {
            for k in 0..lines.len() {
                for span in numbers(&lines[k]) {
                    let v = validator
                        .check(&replaced(&lines, k, span, b"-1000000000001"))
                        .err();
                    assert!(
                        matches!(&v, Some(Violation { line, .. }) if *line == k + 1),
                        "{}/test/{}.in with -1000000000001 at line {}: {:?}",
                        problem.id,
                        name,
                        k + 1,
                        v
                    );
                }
            }
        }
    }
}

#[test]
fn the_first_number_pushed_over_its_bound_is_refused() {
    let mut seen = 0;
    for (problem, validator) in problems() {
        for (name, lines) in valid_tests(&problem, &validator) {
            let span = match lines.first().and_then(|l| numbers(l).first().copied()) {
                Some(span) => span,
                None => continue,
            };
            seen += 1;
            let v = validator.check(&replaced(&lines, 0, span, b"10000001")).err();
            // Over the bound on line 1 (a colour written as a digit: too long); or, for a count
            // the statement leaves open, too few cases.
            let found = match &v {
                Some(v) if v.line == 1 => {
                    v.message.contains("over the statement's bound")
                        || v.message.contains("should be one character")
                }
                Some(v) => v.message.starts_with("the input ends here") && v.line == lines.len() + 1,
                None => false,
            };
            assert!(
                found,
                "{}/test/{}.in with 10000001 first: {:?}",
                problem.id, name, v
            );
        }
    }
    assert!(seen > 0);
}

/// A line's shape: its tokens, numbers written `0` and words of letters `a`.
fn shape(line: &[u8]) -> Vec<Vec<u8>> {
    line.split(|&b| b == b' ')
        .map(|t| {
            if !t.is_empty() && t.iter().all(u8::is_ascii_digit) {
                b"0".to_vec()
            } else if !t.is_empty() && t.iter().all(u8::is_ascii_alphabetic) {
                b"a".to_vec()
            } else {
                t.to_vec()
            }
        })
        .collect()
}

#[test]
fn a_removed_line_is_found_at_its_place_or_later() {
    let mut refused = 0;
    for (problem, validator) in problems() {
        for (name, lines) in valid_tests(&problem, &validator) {
            for k in 0..lines.len() {
                let mut mutated = lines.clone();
                let removed = mutated.remove(k);
                match validator.check(&joined(&mutated)) {
                    Err(v) => {
                        refused += 1;
                        assert!(
                            v.line > k,
                            "{}/test/{}.in without line {}: {}: {}",
                            problem.id,
                            name,
                            k + 1,
                            v.line,
                            v.message
                        );
                    }
                    // Only a line the format lets go may go unnoticed: an empty line, the last
                    // line, or one of a run of lines alike (the format counts that run loosely).
                    Ok(()) => {
                        let alike = |j: Option<&Vec<u8>>| j.map_or(false, |l| shape(l) == shape(&removed));
                        assert!(
                            removed.is_empty()
                                || k == lines.len() - 1
                                || alike(k.checked_sub(1).map(|j| &lines[j]))
                                || alike(lines.get(k + 1)),
                            "{}/test/{}.in without line {} is valid",
                            problem.id,
                            name,
                            k + 1
                        );
                    }
                }
            }
        }
    }
    assert!(refused > 0);
}

#[test]
fn every_generated_input_is_valid() {
    let mut generated = 0;
    for (problem, validator) in problems() {
        if problem.meta.generator.is_none() {
            continue;
        }
        let kind = problem.meta.generator.unwrap();
        // Random puzzles, and puzzles at a few distances where the generator takes one.
        let mut depths = vec![None];
        if kind.needs_metric() {
            // Each case of cube3-top-face is at least one turn.
            let first = if kind == meta::Generator::Cube3TopFace {
                1
            } else {
                0
            };
            depths.extend([first, 1, 3].iter().map(|&d| Some(d)));
        }
        let hooks = Hooks::of(&project(), &problem).unwrap();
        for (k, &depth) in depths.iter().enumerate() {
            let request = generate::Request {
                seed: 1 + k as u64,
                depth,
                count: Some(problem.meta.max_cases.min(3)),
            };
            let made = generate::generate(&hooks, &problem, &request)
                .unwrap_or_else(|e| panic!("{} at depth {:?}: {}", problem.id, depth, e));
            generated += 1;
            if let Err(v) = validator.check(made.input.as_bytes()) {
                panic!(
                    "{}'s generated input (seed {}, depth {:?}) is invalid: line {}: {}\n{}",
                    problem.id, request.seed, depth, v.line, v.message, made.input
                );
            }
        }
    }
    assert!(generated > 0);
}
