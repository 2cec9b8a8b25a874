//! The local judge: bundle, compile the bundle as the judge would (`rustc --edition E -O`), run
//! every `problems/<id>/test/*.in` under the problem's limits, and give one verdict per case.
//!
//! Each run works in a folder of its own, `target/judge/run-<pid>-<n>/`, removed when it ends
//! (and, if it was killed, by the next run), so runs at the same time never meet. A case that
//! fails gets a page, `target/judge/<id>/<case>.html` (`show::failure_page`), written atomically
//! beside the run folders and kept after the run.

pub mod cases;
pub mod checkers;
pub mod compare;
pub mod process;
pub mod report;
pub mod verdict;

pub use cases::{beyond_cases, test_cases, Case};
pub use verdict::Verdict;

use crate::bundle;
use crate::compile::cache::Cache;

use crate::compile::compiler::{compile_cached, Compiled, Compiler, OLDEST_RUSTC};
use crate::error::ToolError;
use crate::judge::process::{remove_left_by_ended, run_limited, End, Limits, Usage, SIGNAL_FILE_SIZE};
use crate::judge::report::Report;
use crate::problem::meta::Compare;
use crate::problem::profile::{Build, Edition, Profile, Version};
use crate::problem::project::{Problem, Project};
use crate::viewer::show;
use compare::Mode;
use std::fs::{self, File};
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Which editions a run compiles each bundle in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Editions {
    /// The profile's newest edition up to 2021 (the newest rustc 1.63 knows), else its oldest.
    Default,
    /// Every edition the profile offers (`--edition all`).
    All,
    /// This one (`--edition 2015`), whether the profile offers it or not.
    One(Edition),
}

/// Options of a judge run.
pub struct Options {
    /// The compilers found, oldest first; each edition is compiled by the oldest that knows it.
    pub compilers: Vec<Compiler>,
    /// The editions to compile in; the cases run with the first.
    pub editions: Editions,
    /// Build without optimisation and with overflow checks and debug assertions on, time limits
    /// times `DEBUG_TIME_SCALE` (`--debug-build`).
    pub debug_build: bool,
    /// What every time limit is multiplied by (`--time-scale K`, 1 by default): for a machine
    /// busy with other work, and for tests, whose verdicts must not depend on timing.
    pub time_scale: u64,
}

impl Options {
    /// What the problem's time limits are multiplied by in this run. O(1).
    pub fn scale(&self) -> u64 {
        let debug = if self.debug_build { DEBUG_TIME_SCALE } else { 1 };
        self.time_scale.saturating_mul(debug)
    }
}

/// How much longer a build without optimisation may take: the time limits are scaled by this.
pub const DEBUG_TIME_SCALE: u64 = 30;

/// What a run could not check, for its last lines: the compilers it lacked (a rustc for edition
/// 2024 only if `wanted_2024`: some problem asked for that edition). O(compilers).
pub fn missing_compilers(compilers: &[Compiler], wanted_2024: bool) -> Vec<String> {
    let mut missing = Vec::new();
    let oldest = compilers.first().map(|c| c.version);
    if oldest.map_or(true, |v| v > OLDEST_RUSTC) {
        missing.push(format!(
            "rustc {} (editions 2015 to 2021 were compiled with {} instead): `apt-get install rustc` on Debian 12, or `rustup toolchain install 1.63`, then --rustc PATH",
            OLDEST_RUSTC,
            oldest.map_or("nothing".to_string(), |v| format!("rustc {}", v))
        ));
    }
    if wanted_2024 && Compiler::for_edition(compilers, Edition::E2024).is_none() {
        missing.push(
            "a rustc of 1.85 or newer (edition 2024 was not compiled): `rustup toolchain install stable`"
                .to_string(),
        );
    }
    missing
}

/// The editions a problem is compiled in under `choice`; the cases run with the first.
/// O(editions).
///
/// # Panics
/// If `choice` is not `One` and the profile offers no edition (one read from its file offers at
/// least one).
pub fn editions_of(profile: &Profile, choice: Editions) -> Vec<Edition> {
    let offered = &profile.editions.value;
    match choice {
        Editions::One(edition) => vec![edition],
        Editions::Default => {
            let newest_old = offered.iter().rev().find(|e| **e <= Edition::E2021);
            vec![*newest_old.unwrap_or(&offered[0])]
        }
        Editions::All => {
            let first = editions_of(profile, Editions::Default)[0];
            let mut all = vec![first];
            all.extend(offered.iter().filter(|e| **e != first));
            all
        }
    }
}

/// What one problem's judging came to.
pub struct Outcome {
    /// Every compile was clean and every case AC.
    pub passed: bool,
    /// Editions that could not be compiled for want of a compiler that knows them.
    pub skipped: Vec<Edition>,
}

/// Judges one problem, reporting as it goes. `passed` when the bundle is within the source
/// limit, compiled without warnings in every edition asked for, and every case is AC. A broken
/// case gets the verdict ERR and the run goes on. O(cases) runs of the program, each within the
/// problem's time limit, after the bundle ([`bundle::write`]) and a compile per edition.
pub fn judge(
    project: &Project,
    problem: &Problem,
    options: &Options,
    report: &mut dyn Report,
) -> Result<Outcome, ToolError> {
    let cases = test_cases(&problem.test_dir())?;
    let beyond = beyond_cases(&problem.dir.join("beyond"))?;
    let written = bundle::write(project, problem)?;
    report.bundle(problem, &shown_path(project, &written.path), written.size as u64);
    let work = WorkDir::create(project)?;
    let cache = Cache::new(project.cache_dir());
    let mut binary = None;
    let mut clean = true;
    let mut skipped = Vec::new();
    for (k, &edition) in editions_of(&problem.profile, options.editions).iter().enumerate() {
        let compiler = match Compiler::for_edition(&options.compilers, edition) {
            Some(c) => c,
            None => {
                skipped.push(edition);
                report.skipped(problem, edition);
                continue;
            }
        };
        let build = &problem.profile.build.value;
        let flags = if options.debug_build {
            debug_flags(build)
        } else {
            build.rustc_flags()
        };
        let (mut compiled, program) = compile_cached(&cache, compiler, edition, &flags, &written.path)?;
        if !compiled.messages.is_empty() {
            compiled.messages = bundle::annotated(project, problem, &written.path, &compiled.messages);
        }
        report.compiled(problem, compiler, edition, &flags, &compiled);
        clean &= compiled.ok && compiled.messages.trim().is_empty();
        if k == 0 {
            binary = program;
        }
    }
    if let Some(msrv) = msrv_check(problem, &options.compilers) {
        let checked = clippy_msrv(msrv, &problem.profile, &written.path, &work.path)?;
        report.msrv(problem, msrv, &checked);
        clean &= checked.ok && checked.messages.trim().is_empty();
    }
    let binary = match binary {
        Some(b) => b,
        None => {
            report.summary(problem, 0, 0, &limits_text(problem, options));
            return Ok(Outcome {
                passed: false,
                skipped,
            });
        }
    };
    // Built once for all cases: a checker may hold a whole distance table.
    let checker = match &problem.meta.compare {
        Compare::Checker(_) | Compare::Command => Some(checkers::Checker::new(project, problem)?),
        _ => None,
    };
    let meta = &problem.meta;
    let scale = options.scale();
    let run = CaseRun {
        project,
        problem,
        checker: checker.as_ref(),
        dir: &work.path,
        binary: &binary,
        pages: project.root.join("target").join("judge").join(&problem.id),
        time_limit_ms: meta.time_limit_ms * scale,
        limits: Limits {
            time: Duration::from_millis(meta.time_limit_ms * scale),
            // One byte more than the cap, so that going over it is seen.
            file_bytes: meta.output_limit_kb * 1024 + 1,
            address_space_bytes: meta.address_space_limit_kb.map(|kb| kb * 1024),
        },
    };
    let mut passed = 0;
    let all: Vec<&Case> = cases.iter().chain(beyond.iter()).collect();
    report.cases(&all.iter().map(|c| c.name.as_str()).collect::<Vec<_>>());
    for case in &all {
        let (verdict, usage, page) = run.judge(case);
        report.case(problem, case, &verdict, usage.as_ref(), page.as_deref());
        if verdict == Verdict::Ac {
            passed += 1;
        }
    }
    report.summary(problem, passed, all.len(), &limits_text(problem, options));
    Ok(Outcome {
        passed: clean && passed == all.len(),
        skipped,
    })
}

/// The limits a problem's cases ran under, as the summary states them.
fn limits_text(problem: &Problem, options: &Options) -> String {
    let meta = &problem.meta;
    format!(
        "limits {} ms{}, {} KiB{}, output {} KiB",
        meta.time_limit_ms,
        match (options.debug_build, options.time_scale) {
            (false, 1) => String::new(),
            (true, 1) => format!(" x {} for the unoptimised build", DEBUG_TIME_SCALE),
            (false, k) => format!(" x {}", k),
            (true, k) => format!(" x {} for the unoptimised build x {}", DEBUG_TIME_SCALE, k),
        },
        meta.memory_limit_kb,
        match meta.address_space_limit_kb {
            Some(kb) => format!(", address space {} KiB", kb),
            None => String::new(),
        },
        meta.output_limit_kb
    )
}

/// rustc's flags for a build without optimisation, overflow checks and debug assertions on,
/// with the judge's other flags (`--cfg ONLINE_JUDGE`) kept.
fn debug_flags(build: &Build) -> Vec<String> {
    let mut flags = Vec::new();
    let given = build.rustc_flags();
    let mut i = 0;
    while i < given.len() {
        if given[i] == "-O" {
            i += 1;
        } else if given[i] == "-C" && given.get(i + 1).map_or(false, |v| v.starts_with("opt-level")) {
            i += 2;
        } else {
            flags.push(given[i].clone());
            i += 1;
        }
    }
    flags.extend(
        ["-C", "overflow-checks=on", "-C", "debug-assertions=on"]
            .iter()
            .map(|f| f.to_string()),
    );
    flags
}

/// The judge's rustc, when it is older than every compiler here: what compiling cannot prove
/// (that nothing stabilised after it is used) clippy's `incompatible_msrv` checks.
fn msrv_check(problem: &Problem, compilers: &[Compiler]) -> Option<Version> {
    let judge = problem.profile.rustc.value?;
    let oldest = compilers.first()?.version;
    if problem.profile.accepts_rust.value && judge < oldest.min(OLDEST_RUSTC).max(judge) || judge < oldest {
        Some(judge)
    } else {
        None
    }
}

/// Runs clippy on the bundle with the judge's rustc as its minimum version, only its
/// `incompatible_msrv` lint on, in `dir` (where it writes its `clippy.toml`).
fn clippy_msrv(msrv: Version, profile: &Profile, source: &Path, dir: &Path) -> Result<Compiled, ToolError> {
    let conf = dir.join("clippy-msrv");
    fs::create_dir_all(&conf)
        .map_err(|e| ToolError::io(format!("cannot create {}: {}", conf.display(), e)))?;
    fs::write(conf.join("clippy.toml"), format!("msrv = \"{}\"\n", msrv))
        .map_err(|e| ToolError::io(format!("cannot write clippy.toml: {}", e)))?;
    let edition = profile.editions.value[0];
    // Under cargo, CARGO_PKG_RUST_VERSION would be cubesmith's own minimum, not the judge's.
    let out = Command::new("clippy-driver")
        .env("CLIPPY_CONF_DIR", &conf)
        .env_remove("CARGO_PKG_RUST_VERSION")
        .args([
            "--edition",
            edition.name(),
            "-A",
            "clippy::all",
            "-W",
            "clippy::incompatible_msrv",
        ])
        .args(["--emit=metadata", "-o"])
        .arg(conf.join("main.rmeta"))
        .arg(source)
        .output()
        .map_err(|e| {
            ToolError::usage(format!(
                "cannot run clippy-driver for {}'s rustc {}: {}; `rustup component add clippy`",
                profile.name, msrv, e
            ))
        })?;
    Ok(Compiled {
        ok: out.status.success(),
        messages: String::from_utf8_lossy(&out.stderr).into_owned(),
    })
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
        remove_left_by_ended(&base, |name| name.strip_prefix("run-")?.split('-').next());
        let path = base.join(format!(
            "run-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path)
            .map_err(|e| ToolError::io(format!("cannot create {}: {}", path.display(), e)))?;
        Ok(WorkDir { path })
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
    }
}

/// What every case of one problem shares.
struct CaseRun<'a> {
    project: &'a Project,
    problem: &'a Problem,
    checker: Option<&'a checkers::Checker>,
    dir: &'a Path,
    binary: &'a Path,
    /// Where the pages of failed cases go: `target/judge/<id>`.
    pages: PathBuf,
    /// The time limit the cases run under (scaled for an unoptimised build).
    time_limit_ms: u64,
    limits: Limits,
}

impl CaseRun<'_> {
    /// Runs `case` and judges it; the usage is `None` if it could not be run. The path is the
    /// case's page, if it failed.
    fn judge(&self, case: &Case) -> (Verdict, Option<Usage>, Option<PathBuf>) {
        let file = case.name.replace('/', "-");
        let output = self.dir.join(format!("{}.out", file));
        let errors = self.dir.join(format!("{}.err", file));
        let usage = match run_limited(self.binary, self.dir, &case.input, &output, &errors, &self.limits) {
            Ok(usage) => usage,
            Err(e) => {
                return (
                    Verdict::Error(format!("cannot run {}: {}", case.name, e)),
                    None,
                    None,
                )
            }
        };
        let verdict = self
            .verdict(case, &usage, &output, &errors)
            .unwrap_or_else(Verdict::Error);
        let page = self.page(case, &verdict, &output, &errors);
        let _ = fs::remove_file(&output);
        let _ = fs::remove_file(&errors);
        (verdict, Some(usage), page)
    }

    /// Writes the page of a failed case and returns its path; removes an older page of a case
    /// that passes, so no page tells of a failure that is gone. A broken case (ERR) gets none.
    fn page(&self, case: &Case, verdict: &Verdict, output: &Path, errors: &Path) -> Option<PathBuf> {
        let path = self.pages.join(format!("{}.html", case.name.replace('/', "-")));
        if matches!(verdict, Verdict::Ac | Verdict::Error(_)) {
            let _ = fs::remove_file(&path);
            return None;
        }
        // Only the start of each output is read, so a page costs a bounded amount of memory.
        let input = fs::read(&case.input).ok()?;
        let actual = read_head(output, show::PAGE_READ);
        let expected = case.expected.as_ref().map(|p| read_head(p, show::PAGE_READ));
        let failure = show::Failure {
            case: &case.name,
            verdict: verdict.to_string(),
            why: verdict.detail(),
            input: &input,
            expected: expected.as_deref(),
            actual: &actual,
            actual_len: fs::metadata(output).map_or(0, |m| m.len()),
            errors: &read_head(errors, 4096),
        };
        let html = show::failure_page(self.project, self.problem, &failure);
        crate::problem::files::write_atomically(&path, html.as_bytes()).ok()?;
        Some(path)
    }

    /// The verdict, in the order judges give them: TLE, MLE, OLE, RE, then the answer.
    fn verdict(&self, case: &Case, usage: &Usage, output: &Path, errors: &Path) -> Result<Verdict, String> {
        let meta = &self.problem.meta;
        if usage.end == End::TimedOut || usage.cpu_ms > self.time_limit_ms {
            return Ok(Verdict::Tle(if usage.end == End::TimedOut {
                format!(
                    "still running at {} ms of wall clock ({} ms of CPU), over the limit of {} ms: killed",
                    usage.wall_ms, usage.cpu_ms, self.time_limit_ms
                )
            } else {
                format!(
                    "{} ms of CPU time, over the limit of {} ms",
                    usage.cpu_ms, self.time_limit_ms
                )
            }));
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
            Compare::Checker(_) | Compare::Command => return self.check(case, output),
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

/// The first `most` bytes of file `path` (none if it cannot be read).
fn read_head(path: &Path, most: usize) -> Vec<u8> {
    let mut head = Vec::new();
    if let Ok(file) = File::open(path) {
        let _ = file.take(most as u64).read_to_end(&mut head);
    }
    head
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
/// O(length of `text`).
pub fn cut_lines(text: &str) -> String {
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

fn shown_path(project: &Project, path: &Path) -> String {
    path.strip_prefix(&project.root)
        .unwrap_or(path)
        .display()
        .to_string()
}

#[cfg(test)]
mod tests;
