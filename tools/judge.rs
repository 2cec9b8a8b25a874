//! The local judge: bundle, compile the bundle as the judge would (`rustc --edition E -O`), run
//! every `problems/<id>/test/*.in` under the problem's limits, and give one verdict per case.
//!
//! Each run works in a folder of its own, `target/judge/run-<pid>-<n>/`, removed when it ends
//! (and, if it was killed, by the next run), so runs at the same time never meet.

use crate::bundle;
use crate::checkers;
use crate::compare::{self, Mode};
use crate::process::{process_exists, run_limited, End, Limits, Usage, SIGNAL_FILE_SIZE};
use crate::project::{Compare, Problem, Project, ToolError};
use std::fmt;
use std::fs::{self, File};
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
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
    /// Memory limit exceeded, with which measure.
    Mle(String),
    /// Output limit exceeded, with which stream.
    Ole(String),
    /// The case itself is broken (no expected output, a checker that refuses the test's input,
    /// a file that cannot be read): what is wrong.
    Error(String),
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Ac => "AC",
            Verdict::Wa(_) => "WA",
            Verdict::Re(_) => "RE",
            Verdict::Tle => "TLE",
            Verdict::Mle(_) => "MLE",
            Verdict::Ole(_) => "OLE",
            Verdict::Error(_) => "ERR",
        })
    }
}

impl Verdict {
    /// The explanation printed under the verdict line, if any.
    fn detail(&self) -> Option<&str> {
        match self {
            Verdict::Ac | Verdict::Tle => None,
            Verdict::Wa(why)
            | Verdict::Re(why)
            | Verdict::Mle(why)
            | Verdict::Ole(why)
            | Verdict::Error(why) => Some(why),
        }
    }
}

/// Options of a judge run.
pub struct Options {
    /// The compiler to use, `rustc` on the PATH unless given.
    pub rustc: String,
}

/// Judges one problem, printing as it goes. `Ok(true)` when the bundle compiled without
/// warnings and every case is AC. A broken case gets the verdict ERR and the run goes on.
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
    let work = WorkDir::create(project)?;
    let binary = work.path.join("main");
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
        _ => None,
    };
    let meta = &problem.meta;
    let run = CaseRun {
        problem,
        checker: checker.as_ref(),
        dir: &work.path,
        binary: &binary,
        limits: Limits {
            time: Duration::from_millis(meta.time_limit_ms),
            // One byte more than the cap, so that going over it is seen.
            file_bytes: meta.output_limit_kb * 1024 + 1,
            address_space_bytes: meta.address_space_limit_kb.map(|kb| kb * 1024),
        },
    };
    let mut passed = 0;
    for case in &cases {
        let (verdict, usage) = run.judge(case);
        let (ms, kib) = match usage {
            Some(u) => (
                u.cpu_ms
                    .max(if u.end == End::TimedOut { u.wall_ms } else { 0 })
                    .to_string(),
                u.peak_kib.to_string(),
            ),
            None => ("-".to_string(), "-".to_string()),
        };
        println!(
            "  {:<4}{:<16}{:>7} ms {:>8} KiB",
            verdict.to_string(),
            case.name,
            ms,
            kib
        );
        if let Some(why) = verdict.detail() {
            println!("{}", indent(&cut_lines(why)));
        }
        if verdict == Verdict::Ac {
            passed += 1;
        }
    }
    println!(
        "  {}/{} AC (limits {} ms, {} KiB{}, output {} KiB)",
        passed,
        cases.len(),
        meta.time_limit_ms,
        meta.memory_limit_kb,
        match meta.address_space_limit_kb {
            Some(kb) => format!(", address space {} KiB", kb),
            None => String::new(),
        },
        meta.output_limit_kb
    );
    Ok(clean && passed == cases.len())
}

/// One test case: `name.in` and `name.out`, if there is one.
pub struct Case {
    /// The file stem, e.g. `sample-1`.
    pub name: String,
    /// The input file.
    pub input: PathBuf,
    /// The expected output file, if present.
    pub expected: Option<PathBuf>,
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
                let expected = path.with_extension("out");
                Some(Case {
                    expected: if expected.is_file() { Some(expected) } else { None },
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

/// A run's own folder under `target/judge`, removed when dropped.
struct WorkDir {
    path: PathBuf,
}

impl WorkDir {
    /// Creates `target/judge/run-<pid>-<n>`, first removing the folders of runs whose process
    /// no longer exists.
    fn create(project: &Project) -> Result<WorkDir, ToolError> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let base = project.root.join("target").join("judge");
        remove_stale_runs(&base);
        let path = base.join(format!(
            "run-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path)
            .map_err(|e| ToolError::failed(format!("cannot create {}: {}", path.display(), e)))?;
        Ok(WorkDir { path })
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
    }
}

/// Removes the `run-<pid>-<n>` folders under `base` whose process has ended.
fn remove_stale_runs(base: &Path) {
    for entry in fs::read_dir(base).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = name
            .strip_prefix("run-")
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok());
        if let Some(pid) = pid {
            if pid != std::process::id() && !process_exists(pid) {
                let _ = fs::remove_dir_all(entry.path());
            }
        }
    }
}

/// What every case of one problem shares.
struct CaseRun<'a> {
    problem: &'a Problem,
    checker: Option<&'a checkers::Checker>,
    dir: &'a Path,
    binary: &'a Path,
    limits: Limits,
}

impl CaseRun<'_> {
    /// Runs `case` and judges it; the usage is `None` if it could not be run.
    fn judge(&self, case: &Case) -> (Verdict, Option<Usage>) {
        let output = self.dir.join(format!("{}.out", case.name));
        let errors = self.dir.join(format!("{}.err", case.name));
        let usage = match run_limited(self.binary, self.dir, &case.input, &output, &errors, &self.limits) {
            Ok(usage) => usage,
            Err(e) => return (Verdict::Error(format!("cannot run {}: {}", case.name, e)), None),
        };
        let verdict = self
            .verdict(case, &usage, &output, &errors)
            .unwrap_or_else(Verdict::Error);
        let _ = fs::remove_file(&output);
        let _ = fs::remove_file(&errors);
        (verdict, Some(usage))
    }

    /// The verdict, in the order judges give them: TLE, MLE, OLE, RE, then the answer.
    fn verdict(&self, case: &Case, usage: &Usage, output: &Path, errors: &Path) -> Result<Verdict, String> {
        let meta = &self.problem.meta;
        if usage.end == End::TimedOut || usage.cpu_ms > meta.time_limit_ms {
            return Ok(Verdict::Tle);
        }
        if usage.peak_kib > meta.memory_limit_kb {
            return Ok(Verdict::Mle(format!(
                "peak resident memory {} KiB, over {} KiB",
                usage.peak_kib, meta.memory_limit_kb
            )));
        }
        let cap = meta.output_limit_kb * 1024;
        for (path, stream) in [(output, "standard output"), (errors, "standard error")].iter() {
            if fs::metadata(path).map_or(0, |m| m.len()) > cap {
                return Ok(Verdict::Ole(format!(
                    "more than {} KiB on {}",
                    meta.output_limit_kb, stream
                )));
            }
        }
        let how = match usage.end {
            End::Exited(0) => None,
            End::Exited(code) => Some(format!("exit status {}", code)),
            End::Signal(signal) => Some(format!("killed by signal {}{}", signal, signal_name(signal))),
            End::TimedOut => unreachable!("a timed-out run is TLE"),
        };
        if let Some(how) = how {
            let stderr = stderr_head(errors);
            if let Some(kb) = meta.address_space_limit_kb {
                if allocation_failed(&stderr) {
                    return Ok(Verdict::Mle(format!(
                        "an allocation failed under the address-space limit of {} KiB ({}); stderr: {}",
                        kb, how, stderr
                    )));
                }
            }
            return Ok(Verdict::Re(format!("{}; stderr: {}", how, stderr)));
        }
        let open = |p: &Path| File::open(p).map_err(|e| format!("cannot read {}: {}", p.display(), e));
        let mode = match &meta.compare {
            Compare::Exact => Mode::Exact,
            Compare::Lines => Mode::Lines,
            Compare::Tokens => Mode::Tokens,
            Compare::Checker(_) => return self.check(case, output),
        };
        let expected = case.expected.as_ref().ok_or_else(|| {
            format!(
                "no expected output {}.out: add it next to {}.in",
                case.name, case.name
            )
        })?;
        let result = compare::compare(
            mode,
            BufReader::with_capacity(1 << 16, open(expected)?),
            BufReader::with_capacity(1 << 16, open(output)?),
        )
        .map_err(|e| format!("cannot compare the output of {}: {}", case.name, e))?;
        Ok(match result {
            Ok(()) => Verdict::Ac,
            Err(why) => Verdict::Wa(why),
        })
    }

    /// The checker's verdict. The output is at most the output cap, so reading it whole is
    /// bounded.
    fn check(&self, case: &Case, output: &Path) -> Result<Verdict, String> {
        let read = |p: &Path| fs::read(p).map_err(|e| format!("cannot read {}: {}", p.display(), e));
        let checker = self.checker.ok_or("a checker problem has its checker")?;
        let expected = match &case.expected {
            Some(path) => read(path)?,
            None => Vec::new(),
        };
        let result = checker
            .check(&read(&case.input)?, &read(output)?, &expected)
            .map_err(|e| e.message)?;
        Ok(match result {
            Ok(()) => Verdict::Ac,
            Err(why) => Verdict::Wa(why),
        })
    }
}

/// Whether standard error says an allocation failed (Rust's or C++'s runtime message).
fn allocation_failed(stderr: &str) -> bool {
    stderr.contains("memory allocation of") || stderr.contains("bad_alloc")
}

/// The name of the signals a judged program is likely to die of, as ` (NAME: meaning)`.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        6 => " (SIGABRT: aborted)",
        8 => " (SIGFPE: arithmetic error)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV: bad memory access, or stack overflow)",
        24 => " (SIGXCPU: CPU time limit)",
        SIGNAL_FILE_SIZE => " (SIGXFSZ: a file over the output cap)",
        _ => "",
    }
}

/// The first lines of standard error (at most 5 lines of the first 4 KiB), joined.
fn stderr_head(errors: &Path) -> String {
    let mut head = Vec::new();
    if let Ok(file) = File::open(errors) {
        let _ = file.take(4096).read_to_end(&mut head);
    }
    let text = String::from_utf8_lossy(&head);
    text.lines().take(5).collect::<Vec<_>>().join("\n")
}

/// Lines longer than 200 characters cut there, so that no message quotes a huge line.
fn cut_lines(text: &str) -> String {
    const MAX: usize = 200;
    text.lines()
        .map(|line| {
            if line.chars().count() > MAX {
                format!("{}...", line.chars().take(MAX).collect::<String>())
            } else {
                line.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
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
mod tests;
