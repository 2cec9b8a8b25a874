//! The local judge: bundle, compile the bundle as the judge would (`rustc --edition E -O`), run
//! every `problems/<id>/test/*.in` under the problem's limits, and give one verdict per case.

use crate::bundle;
use crate::checkers;
use crate::process::{run_limited, End, Usage};
use crate::project::{Compare, Problem, Project, ToolError};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A test case's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer, with what differs.
    Wa(String),
    /// Runtime error: non-zero exit or a signal, with what it printed to standard error.
    Re(String),
    /// Time limit exceeded.
    Tle,
    /// Memory limit exceeded.
    Mle,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Ac => "AC",
            Verdict::Wa(_) => "WA",
            Verdict::Re(_) => "RE",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
        })
    }
}

/// Options of a judge run.
pub struct Options {
    /// The compiler to use, `rustc` on the PATH unless given.
    pub rustc: String,
}

/// Judges one problem, printing as it goes. `Ok(true)` when the bundle compiled without
/// warnings and every case is AC.
pub fn judge(project: &Project, problem: &Problem, options: &Options) -> Result<bool, ToolError> {
    let cases = test_cases(&problem.test_dir())?;
    let version = compiler_version(&options.rustc)?;
    let written = bundle::write(project, problem)?;
    let bundle_path = written.path;
    println!(
        "{}: {} ({}), {}, {} bytes",
        problem.id,
        problem.meta.title,
        problem.meta.judge,
        shown_path(project, &bundle_path),
        written.size
    );
    let work = project.root.join("target").join("judge").join(&problem.id);
    fs::create_dir_all(&work)
        .map_err(|e| ToolError::failed(format!("cannot create {}: {}", work.display(), e)))?;
    let binary = work.join("main");
    let compiled = compile(&options.rustc, &problem.meta.edition, &bundle_path, &binary)?;
    println!(
        "  compiled with {} (edition {}, -O)",
        version, problem.meta.edition
    );
    if !compiled.ok {
        println!(
            "  CE: the compiler refused the bundle:\n{}",
            indent(&compiled.messages)
        );
        return Ok(false);
    }
    let clean = compiled.messages.trim().is_empty();
    if !clean {
        println!(
            "  WARN: the bundle compiles with warnings:\n{}",
            indent(&compiled.messages)
        );
    }
    // Built once for all cases: a checker may hold a whole distance table.
    let checker = match &problem.meta.compare {
        Compare::Checker(_) => Some(checkers::Checker::new(problem)?),
        Compare::Exact => None,
    };
    let limit = Duration::from_millis(problem.meta.time_limit_ms);
    let mut passed = 0;
    for case in &cases {
        let output = work.join(format!("{}.out", case.name));
        let errors = work.join(format!("{}.err", case.name));
        let usage = run_limited(&binary, &case.input, &output, &errors, limit)
            .map_err(|e| ToolError::failed(format!("cannot run {}: {}", binary.display(), e)))?;
        let verdict = verdict(problem, checker.as_ref(), case, &usage, &output, &errors)?;
        println!(
            "  {:<4}{:<16}{:>7} ms {:>8} KiB",
            verdict.to_string(),
            case.name,
            usage.cpu_ms.max(if usage.end == End::TimedOut {
                usage.wall_ms
            } else {
                0
            }),
            usage.peak_kib
        );
        match &verdict {
            Verdict::Wa(why) | Verdict::Re(why) if !why.is_empty() => println!("{}", indent(why)),
            _ => {}
        }
        if verdict == Verdict::Ac {
            passed += 1;
        }
    }
    println!(
        "  {}/{} AC (limits {} ms, {} KiB)",
        passed,
        cases.len(),
        problem.meta.time_limit_ms,
        problem.meta.memory_limit_kb
    );
    Ok(clean && passed == cases.len())
}

/// One test case: `name.in` and, if present, `name.out`.
pub struct Case {
    /// The file stem, e.g. `sample-1`.
    pub name: String,
    /// The input file.
    pub input: PathBuf,
    /// The expected output file.
    pub expected: PathBuf,
}

/// The cases of a test folder in the online-judge-tools layout, in natural order (`x-2` before
/// `x-10`). A missing or empty folder is a usage error.
pub fn test_cases(dir: &Path) -> Result<Vec<Case>, ToolError> {
    let entries = fs::read_dir(dir).map_err(|_| {
        ToolError::usage(format!(
            "no test folder {}: add NAME.in and NAME.out files there",
            dir.display()
        ))
    })?;
    let mut cases: Vec<Case> = entries
        .flatten()
        .filter_map(|e| {
            let path = e.path();
            if path.extension().map_or(false, |x| x == "in") {
                let name = path.file_stem()?.to_string_lossy().into_owned();
                Some(Case {
                    expected: path.with_extension("out"),
                    input: path,
                    name,
                })
            } else {
                None
            }
        })
        .collect();
    if cases.is_empty() {
        return Err(ToolError::usage(format!(
            "no test cases in {}: add NAME.in and NAME.out files there",
            dir.display()
        )));
    }
    cases.sort_by_key(|c| natural_key(&c.name));
    Ok(cases)
}

/// Sort key that orders digit runs by value: `sample-2` before `sample-10`.
fn natural_key(name: &str) -> Vec<(String, u64)> {
    let mut key = Vec::new();
    let mut text = String::new();
    let mut digits = String::new();
    for c in name.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            if !digits.is_empty() {
                key.push((std::mem::take(&mut text), digits.parse().unwrap_or(u64::MAX)));
                digits.clear();
            }
            text.push(c);
        }
    }
    key.push((text, digits.parse().unwrap_or(0)));
    key
}

fn verdict(
    problem: &Problem,
    checker: Option<&checkers::Checker>,
    case: &Case,
    usage: &Usage,
    output: &Path,
    errors: &Path,
) -> Result<Verdict, ToolError> {
    if usage.end == End::TimedOut || usage.cpu_ms > problem.meta.time_limit_ms {
        return Ok(Verdict::Tle);
    }
    if usage.peak_kib > problem.meta.memory_limit_kb {
        return Ok(Verdict::Mle);
    }
    let stderr_tail = || {
        let text = fs::read(errors).unwrap_or_default();
        let text = String::from_utf8_lossy(&text);
        text.lines().take(5).collect::<Vec<_>>().join("\n")
    };
    match usage.end {
        End::Exited(0) => {}
        End::Exited(code) => {
            return Ok(Verdict::Re(format!(
                "exit status {}; stderr: {}",
                code,
                stderr_tail()
            )))
        }
        End::Signal(sig) => {
            return Ok(Verdict::Re(format!(
                "killed by signal {}; stderr: {}",
                sig,
                stderr_tail()
            )))
        }
        End::TimedOut => unreachable!(),
    }
    let read =
        |p: &Path| fs::read(p).map_err(|e| ToolError::failed(format!("cannot read {}: {}", p.display(), e)));
    let actual = read(output)?;
    let expected = if case.expected.is_file() {
        Some(read(&case.expected)?)
    } else {
        None
    };
    let result = match &problem.meta.compare {
        Compare::Exact => match &expected {
            Some(e) => compare_exact(e, &actual),
            None => {
                return Err(ToolError::usage(format!(
                    "{} has no expected output {}",
                    case.name,
                    case.expected.display()
                )))
            }
        },
        Compare::Checker(_) => {
            let checker = checker.expect("a checker problem has its checker");
            checker.check(&read(&case.input)?, &actual, expected.as_deref().unwrap_or(b""))?
        }
    };
    Ok(match result {
        Ok(()) => Verdict::Ac,
        Err(why) => Verdict::Wa(why),
    })
}

/// Exact comparison that ignores trailing white space on each line and blank lines at the end.
/// On a difference, says where: the first differing line, both sides cut to 80 characters.
pub fn compare_exact(expected: &[u8], actual: &[u8]) -> Result<(), String> {
    let lines = |bytes: &'_ [u8]| -> Vec<String> {
        let text = String::from_utf8_lossy(bytes);
        let mut lines: Vec<String> = text.lines().map(|l| l.trim_end().to_string()).collect();
        while lines.last().map_or(false, |l| l.is_empty()) {
            lines.pop();
        }
        lines
    };
    let (want, got) = (lines(expected), lines(actual));
    for i in 0..want.len().max(got.len()) {
        let (w, g) = (want.get(i), got.get(i));
        if w != g {
            let show = |l: Option<&String>| match l {
                None => "(no line)".to_string(),
                Some(l) if l.chars().count() > 80 => {
                    format!("{:?}...", l.chars().take(80).collect::<String>())
                }
                Some(l) => format!("{:?}", l),
            };
            return Err(format!("line {}: expected {}, got {}", i + 1, show(w), show(g)));
        }
    }
    Ok(())
}

/// What compiling produced.
struct Compiled {
    ok: bool,
    messages: String,
}

fn missing_compiler(rustc: &str, e: std::io::Error) -> ToolError {
    ToolError::usage(format!(
        "cannot run the compiler '{}': {}; install rustc or pass --rustc PATH",
        rustc, e
    ))
}

/// The compiler's `--version` line; a usage error if it cannot be run.
fn compiler_version(rustc: &str) -> Result<String, ToolError> {
    let out = Command::new(rustc)
        .arg("--version")
        .output()
        .map_err(|e| missing_compiler(rustc, e))?;
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn compile(rustc: &str, edition: &str, source: &Path, binary: &Path) -> Result<Compiled, ToolError> {
    let missing = |e| missing_compiler(rustc, e);
    let out = Command::new(rustc)
        .args(["--edition", edition, "-O", "-o"])
        .arg(binary)
        .arg(source)
        .output()
        .map_err(missing)?;
    Ok(Compiled {
        ok: out.status.success(),
        messages: String::from_utf8_lossy(&out.stderr).into_owned(),
    })
}

fn indent(text: &str) -> String {
    text.trim_end()
        .lines()
        .map(|l| format!("      {}", l))
        .collect::<Vec<_>>()
        .join("\n")
}

fn shown_path(project: &Project, path: &Path) -> String {
    path.strip_prefix(&project.root)
        .unwrap_or(path)
        .display()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_comparison_ignores_trailing_space_only() {
        assert_eq!(compare_exact(b"1\n2\n", b"1  \r\n2\n\n\n"), Ok(()));
        assert_eq!(compare_exact(b"1\n2\n", b"1\n2"), Ok(()));
        assert_eq!(
            compare_exact(b"1\n2\n", b"1\n 2\n"),
            Err("line 2: expected \"2\", got \" 2\"".to_string())
        );
        assert_eq!(
            compare_exact(b"1\n2\n", b"1\n"),
            Err("line 2: expected \"2\", got (no line)".to_string())
        );
    }

    #[test]
    fn cases_sort_naturally() {
        let mut names = vec!["sample-10", "sample-2", "extra-1", "sample-1"];
        names.sort_by_key(|n| natural_key(n));
        assert_eq!(names, vec!["extra-1", "sample-1", "sample-2", "sample-10"]);
    }
}
