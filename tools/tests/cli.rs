//! The `cubesmith` command as a user runs it: bundle and judge every problem, the errors, and the
//! judge's verdicts on programs that misbehave. No verdict here depends on how fast the machine
//! is: limits are either generous (a run that takes milliseconds under a limit of seconds) or
//! met by programs that never end.

use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

mod common;

use common::temp_dir::TempDir;
use common::{copy_tree, cubesmith, root, text};

fn problem_ids() -> Vec<String> {
    let mut ids: Vec<String> = fs::read_dir(root().join("problems"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().join("problem.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    ids.sort();
    ids
}

#[test]
fn every_problem_bundles_deterministically_and_names_its_commit() {
    let out = cubesmith(&root(), &["bundle"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    for id in problem_ids() {
        let path = root().join("dist").join(&id).join("main.rs");
        let first = fs::read_to_string(&path).unwrap();
        assert!(
            listed.contains(&format!("dist/{}/main.rs {} bytes", id, first.len())),
            "{}",
            listed
        );
        assert!(first.starts_with(&format!("// {} \"", id)));
        assert!(first.lines().next().unwrap().contains("from commit "));
        assert!(!first.contains("#[cfg(test)]"));
        let again = cubesmith(&root(), &["bundle", &id]);
        assert!(again.status.success());
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            first,
            "{} is not deterministic",
            id
        );
    }
}

#[test]
fn every_bundle_passes_its_tests_under_the_local_judge() {
    // The compiler on the PATH; CI also runs the judge with the oldest supported rustc.
    // Time limits x20: a verdict here must not depend on how busy the machine is.
    let out = cubesmith(&root(), &["judge", "--time-scale", "20"]);
    let report = text(&out.stdout);
    assert!(out.status.success(), "{}\n{}", report, text(&out.stderr));
    assert!(report.contains(" ms x 20, "), "{}", report);
    for id in problem_ids() {
        assert!(
            report.contains(&format!("{}: ", id)),
            "{} was not judged:\n{}",
            id,
            report
        );
    }
    assert!(!report.contains("WARN") && !report.contains("  WA ") && !report.contains("  RE "));
}

fn assert_usage_error(out: &Output, says: &str) {
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{}", err);
    assert!(err.contains(says), "{:?} does not say {:?}", err, says);
}

#[test]
fn unknown_problem_compiler_or_command_is_a_one_line_usage_error() {
    let out = cubesmith(&root(), &["judge", "no-such-problem"]);
    assert_usage_error(
        &out,
        &format!(
            "unknown problem 'no-such-problem': known problems are {}",
            problem_ids().join(", ")
        ),
    );
    let out = cubesmith(&root(), &["bundle", "../src"]);
    assert_usage_error(&out, "unknown problem '../src'");
    let out = cubesmith(&root(), &["judge", "aoj-1197", "--rustc", "/no/such/rustc"]);
    assert_usage_error(&out, "cannot run the compiler '/no/such/rustc'");
    let out = cubesmith(&root(), &["judge", "aoj-1197", "--rustc=/no/such/rustc"]);
    assert_usage_error(&out, "cannot run the compiler '/no/such/rustc'");
}

#[test]
fn usage_errors_are_one_line_with_a_hint_and_no_debug_text() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["frobnicate"],
            "cubesmith: unknown command 'frobnicate'; see `cubesmith help`",
        ),
        (&[], "cubesmith: no command given; see `cubesmith help`"),
        (
            &["judge", "--fast"],
            "cubesmith: unknown option '--fast'; see `cubesmith help`",
        ),
        (
            &["judge", "--rustc"],
            "cubesmith: --rustc needs a compiler path; see `cubesmith help`",
        ),
        (
            &["new", "x", "--judge"],
            "cubesmith: --judge needs a judge profile's key; see `cubesmith help`",
        ),
        (
            &["list", "x"],
            "cubesmith: list takes no arguments; see `cubesmith help`",
        ),
        (
            &["bench", "--runs", "0"],
            "cubesmith: --runs takes a whole number from 1, found '0'; see",
        ),
        (
            &["gen", "aoj-1197", "--seed", "x"],
            "cubesmith: --seed takes a whole number, found 'x'; see",
        ),
        (
            &["gen", "lambdaoj-2", "--depth", "-1"],
            "cubesmith: --depth takes a whole number up to 255, found '-1'; see",
        ),
        (
            &["gen", "lambdaoj-2", "--depth"],
            "cubesmith: --depth needs a whole number; see",
        ),
    ];
    for (args, says) in cases {
        let out = cubesmith(&root(), args);
        assert_usage_error(&out, says);
        let err = text(&out.stderr);
        assert!(err.starts_with(says), "{:?}: {:?}", args, err);
        assert!(
            !err.contains("Some(") && !err.contains("None"),
            "{:?}: {:?}",
            args,
            err
        );
    }
}

#[test]
fn help_comes_after_any_command() {
    for args in [&["help"][..], &["-h"], &["--help"]].iter() {
        let out = cubesmith(&root(), args);
        assert!(out.status.success(), "{:?}: {}", args, text(&out.stderr));
        assert!(
            text(&out.stdout).starts_with("usage: cubesmith COMMAND"),
            "{:?}",
            args
        );
    }
    // After a command, or named to help: that command's help only.
    for args in [
        &["judge", "-h"][..],
        &["bundle", "aoj-1197", "--help"],
        &["gen", "-h"],
        &["check", "--help"],
        &["bench", "-h"],
        &["help", "bench"],
    ]
    .iter()
    {
        let out = cubesmith(&root(), args);
        assert!(out.status.success(), "{:?}: {}", args, text(&out.stderr));
        let name = if args[0] == "help" { args[1] } else { args[0] };
        let said = text(&out.stdout);
        assert!(
            said.starts_with(&format!("usage: cubesmith {}", name)),
            "{:?}: {}",
            args,
            said
        );
        assert!(!said.contains("\n  list"), "{:?}: {}", args, said);
    }
}

/// A pipe nobody reads: its only reader has already exited, so writing to it fails.
fn closed_pipe() -> Stdio {
    let mut reader = Command::new("true").stdin(Stdio::piped()).spawn().unwrap();
    let write_end = reader.stdin.take().unwrap();
    reader.wait().unwrap();
    Stdio::from(write_end)
}

#[test]
fn a_closed_pipe_on_standard_output_ends_the_command_quietly() {
    let dir = fixture("pipe", "fn main() {}\n", &[], "", &[("a-1", "", Some(""))]);
    for args in [&["--help"][..], &["list"], &["bundle", "x"], &["judge", "x"]].iter() {
        let out = Command::new(env!("CARGO_BIN_EXE_cubesmith"))
            .args(*args)
            .current_dir(&dir)
            .stdout(closed_pipe())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        // Ended by SIGPIPE as Unix tools are (a shell shows status 141), or exited normally.
        let quiet = out.status.signal() == Some(13) || out.status.success();
        assert!(quiet, "{:?}: {:?}", args, out.status);
        assert_eq!(text(&out.stderr), "", "{:?}", args);
    }
}

/// A throwaway checkout with an empty library and one problem `x` whose adapter is `program`:
/// AOJ 1197's metadata with `replacements` applied, then `extra` lines, and the test cases
/// `(name, input, expected output or None)`.
fn fixture(
    tag: &str,
    program: &str,
    replacements: &[(&str, &str)],
    extra: &str,
    cases: &[(&str, &str, Option<&str>)],
) -> TempDir {
    let dir = TempDir::new(&format!("{}-test", tag));
    fs::create_dir_all(dir.join("src")).unwrap();
    fs::create_dir_all(dir.join("problems/x")).unwrap();
    fs::write(dir.join("src/lib.rs"), "").unwrap();
    let mut meta = fs::read_to_string(root().join("problems/aoj-1197/problem.toml")).unwrap();
    for (from, to) in replacements {
        assert!(meta.contains(from), "{}", from);
        meta = meta.replace(from, to);
    }
    meta.push_str(extra);
    fs::write(dir.join("problems/x/problem.toml"), meta).unwrap();
    copy_tree(&root().join("judges"), &dir.join("judges"));
    fs::write(dir.join("problems/x/main.rs"), program).unwrap();
    if !cases.is_empty() {
        fs::create_dir_all(dir.join("problems/x/test")).unwrap();
    }
    for (name, input, expected) in cases {
        fs::write(dir.join(format!("problems/x/test/{}.in", name)), input).unwrap();
        if let Some(expected) = expected {
            fs::write(dir.join(format!("problems/x/test/{}.out", name)), expected).unwrap();
        }
    }
    dir
}

#[test]
fn a_problem_without_tests_or_outside_a_checkout_is_a_usage_error() {
    let dir = fixture("cli", "fn main() {}\n", &[], "", &[]);
    let out = cubesmith(&dir, &["judge", "x"]);
    assert_usage_error(&out, "no test folder");
    let out = cubesmith(&std::env::temp_dir(), &["bundle"]);
    assert_usage_error(&out, "no problem named, and no catalogue here");
}

#[test]
fn a_problem_named_twice_is_judged_once_and_the_work_folder_goes() {
    let dir = fixture("twice", "fn main() {}\n", &[], "", &[("a-1", "", Some(""))]);
    let out = cubesmith(&dir, &["judge", "x", "x", "--rustc=rustc"]);
    let report = text(&out.stdout);
    assert!(out.status.success(), "{}\n{}", report, text(&out.stderr));
    assert_eq!(report.matches("x: A Die Maker").count(), 1, "{}", report);
    assert_eq!(report.matches("  AC  a-1").count(), 1, "{}", report);
    let left: Vec<_> = fs::read_dir(dir.join("target/judge")).unwrap().collect();
    assert!(left.is_empty(), "{:?}", left);
}

/// A program for the verdict tests: what it does depends on its input.
const MISBEHAVING: &str = r#"use std::io::Write;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_line(&mut s).unwrap();
    match s.trim() {
        "crash" => std::process::exit(3),
        "hog" => {
            let v = vec![7u8; 64 << 20];
            println!("{}", v.iter().map(|&b| u64::from(b)).sum::<u64>());
        }
        "huge" => {
            let v = vec![1u8; 1 << 30];
            println!("{}", v.iter().map(|&b| u64::from(b)).sum::<u64>());
        }
        "flood" => {
            let out = std::io::stdout();
            let mut out = out.lock();
            loop {
                if out.write_all(b"y\n").is_err() {
                    return;
                }
            }
        }
        other => println!("1\n{}", other),
    }
}
"#;

#[test]
fn every_verdict_is_reported_and_a_broken_case_does_not_stop_the_run() {
    // Limits far beyond what the runs take (milliseconds), so that no verdict depends on the
    // machine's speed: 20 s, 32 MiB of memory, 1 MiB of output, 256 MiB of address space.
    let dir = fixture(
        "verdicts",
        MISBEHAVING,
        &[
            ("time_limit_ms = 8000", "time_limit_ms = 20000"),
            ("memory_limit_kb = 262144", "memory_limit_kb = 32768"),
            ("compare = \"exact\"", "compare = \"lines\""),
        ],
        "output_limit_kb = 1024\naddress_space_limit_kb = 262144\n",
        &[
            ("a-1", "2", Some("1\n2\n")),
            ("a-2", "3", Some("1\n4\n")),
            ("a-3", "crash", Some("")),
            ("a-4", "hog", Some("")),
            ("a-5", "huge", Some("")),
            ("a-6", "flood", Some("")),
            ("a-7", "4", None),
            ("a-8", "5", Some("1\n5 \n\n")),
        ],
    );
    let out = cubesmith(&dir, &["judge", "x"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    let expect = [
        "  AC  a-1",
        "  WA  a-2",
        "line 2: expected \"4\", got \"3\"",
        "  RE  a-3",
        "exit status 3",
        "  MLE a-4",
        "peak resident memory",
        "  MLE a-5",
        "an allocation failed under the address-space limit of 262144 KiB",
        "  OLE a-6",
        "more than 1024 KiB on standard output",
        "  ERR a-7",
        "no expected output a-7.out",
        "  AC  a-8",
        "2/8 AC (limits 20000 ms, 32768 KiB, address space 262144 KiB, output 1024 KiB)",
    ];
    for line in expect.iter() {
        assert!(report.contains(line), "no {:?} in\n{}", line, report);
    }
}

#[test]
fn exact_comparison_is_byte_for_byte() {
    let dir = fixture(
        "exact",
        "fn main() { print!(\"1 \\n2\\n\\n\"); }\n",
        &[],
        "",
        &[("a-1", "", Some("1\n2\n"))],
    );
    let out = cubesmith(&dir, &["judge", "x"]);
    let report = text(&out.stdout);
    assert!(report.contains("  WA  a-1"), "{}", report);
    assert!(
        report.contains("line 1: expected \"1\\n\", got \"1 \\n\""),
        "{}",
        report
    );
}

/// Spawns itself as a sleeper marked by the input's second word, writes the sleeper's pid into
/// the file named by the first, then exits or waits for ever, as the third word says.
const SPAWNER: &str = r#"fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() > 1 {
        std::thread::sleep(std::time::Duration::from_secs(1000));
        return;
    }
    let mut s = String::new();
    std::io::stdin().read_line(&mut s).unwrap();
    let words: Vec<&str> = s.split_whitespace().collect();
    let child = std::process::Command::new(std::env::current_exe().unwrap())
        .arg(words[1])
        .spawn()
        .unwrap();
    std::fs::write(words[0], child.id().to_string()).unwrap();
    if words[2] == "hang" {
        std::thread::sleep(std::time::Duration::from_secs(1000));
    }
    println!("done");
}
"#;

/// Whether process `pid` is alive and is the sleeper marked `marker` (a zombie has no command
/// line, and a reused pid another one: both count as gone).
fn sleeper_alive(pid: &str, marker: &str) -> bool {
    let cmdline = fs::read(format!("/proc/{}/cmdline", pid)).unwrap_or_default();
    String::from_utf8_lossy(&cmdline).contains(marker)
}

#[test]
fn what_a_program_started_does_not_outlive_its_case() {
    let dir = std::env::temp_dir().join(format!("cubesmith-spawn-test-{}", std::process::id()));
    let marker = format!("sleeper-{}", std::process::id());
    let pid_file = |case: &str| dir.join(format!("{}.pid", case));
    let input = |case: &str, how: &str| format!("{} {} {}\n", pid_file(case).display(), marker, how);
    // A program that never ends is TLE whatever the machine's speed; the one that ends takes
    // milliseconds of the 5 s.
    let dir = fixture(
        "spawn",
        SPAWNER,
        &[("time_limit_ms = 8000", "time_limit_ms = 5000")],
        "",
        &[
            ("a-1", &input("a-1", "exit"), Some("done\n")),
            ("a-2", &input("a-2", "hang"), Some("done\n")),
        ],
    );
    let out = cubesmith(&dir, &["judge", "x"]);
    let report = text(&out.stdout);
    let pids: Vec<String> = ["a-1", "a-2"]
        .iter()
        .map(|case| fs::read_to_string(pid_file(case)).unwrap_or_default())
        .collect();
    // However long the machine takes to deliver the kill (up to a minute), the sleepers go.
    let mut survivors = pids.clone();
    for _ in 0..600 {
        survivors.retain(|pid| !pid.is_empty() && sleeper_alive(pid, &marker));
        if survivors.is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    for pid in &survivors {
        let _ = Command::new("kill").arg("-9").arg(pid).status();
    }
    assert!(report.contains("  AC  a-1"), "{}\n{}", report, text(&out.stderr));
    assert!(report.contains("  TLE a-2"), "{}", report);
    assert!(report.contains("over the limit of 5000 ms: killed"), "{}", report);
    assert!(pids.iter().all(|p| !p.is_empty()), "{:?}", pids);
    assert!(
        survivors.is_empty(),
        "sleepers {:?} outlived the judge",
        survivors
    );
}

/// Judges problem `x` again from inside its own test case, as a second run at the same time,
/// then says whether both runs kept to their own files: its own binary still in place, and the
/// inner run passed.
const NESTED: &str = r#"fn main() {
    if std::env::var_os("CUBESMITH_NESTED").is_some() {
        println!("separate");
        return;
    }
    let mut s = String::new();
    std::io::stdin().read_line(&mut s).unwrap();
    let inner = std::process::Command::new(s.trim())
        .args(["judge", "x"])
        .env("CUBESMITH_NESTED", "1")
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    let exe = std::env::current_exe().unwrap();
    let intact = !exe.to_string_lossy().ends_with("(deleted)");
    println!("{}", if inner.success() && intact { "separate" } else { "shared" });
}
"#;

#[test]
fn two_runs_at_once_keep_to_their_own_folders() {
    // The case compiles and judges the problem once more: a second or so, under 120 s.
    let dir = fixture(
        "nested",
        NESTED,
        &[
            ("time_limit_ms = 8000", "time_limit_ms = 120000"),
            ("memory_limit_kb = 262144", "memory_limit_kb = 16777216"),
        ],
        "",
        &[(
            "a-1",
            &format!("{}\n", env!("CARGO_BIN_EXE_cubesmith")),
            Some("separate\n"),
        )],
    );
    let out = cubesmith(&dir, &["judge", "x"]);
    let report = text(&out.stdout);
    assert!(report.contains("  AC  a-1"), "{}\n{}", report, text(&out.stderr));
}

#[test]
fn the_benchmark_script_says_what_it_needs() {
    let missing = std::env::temp_dir().join(format!("cubesmith-no-baselines-{}", std::process::id()));
    let out = Command::new("bash")
        .arg(root().join("tools/solvers/bench.sh"))
        .arg("aoj-1197")
        .env("BASELINES", &missing)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{}", err);
    assert!(
        err.contains("reference solutions") && err.contains("BASELINES"),
        "{}",
        err
    );
    assert_eq!(text(&out.stdout), "");
}

/// Reads a number from standard input and adds 200 to it as a byte: wraps in an optimised
/// build, panics on overflow in an unoptimised one. `dyn` is a name in edition 2015 only.
const OVERFLOWING: &str = r#"fn main() {
    let mut s = String::new();
    std::io::stdin().read_line(&mut s).unwrap();
    let n: u8 = s.trim().parse().unwrap();
    let sum = n + 200;
    println!("{}", sum);
}
"#;

#[test]
fn every_edition_a_profile_offers_is_compiled_and_the_last_line_names_the_failures() {
    // The AOJ profile offers 2015 and 2018; `dyn` as a name compiles only in 2015.
    let program = "fn main() {\n    let dyn = 1;\n    println!(\"{}\", dyn);\n}\n";
    let dir = fixture("editions", program, &[], "", &[("a-1", "", Some("1\n"))]);
    let out = cubesmith(&dir, &["judge", "x"]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{}", report);
    assert!(
        report.contains("(edition 2018, -O)") && report.contains("  CE: "),
        "{}",
        report
    );
    let out = cubesmith(&dir, &["judge", "x", "--edition", "2015"]);
    assert!(out.status.success(), "{}", text(&out.stdout));
    let out = cubesmith(&dir, &["judge", "x", "x", "--edition=all"]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1));
    assert!(report.contains("(edition 2015, -O)"), "{}", report);
    assert!(report.trim_end().ends_with("1 of 1 FAILED: x"), "{}", report);
    let out = cubesmith(&dir, &["judge", "x", "--edition", "2019"]);
    assert_usage_error(
        &out,
        "--edition takes all, 2015, 2018, 2021 or 2024, found '2019'",
    );
}

#[test]
fn an_unoptimised_build_has_overflow_checks_and_scaled_limits() {
    let dir = fixture(
        "debug-build",
        OVERFLOWING,
        &[("time_limit_ms = 8000", "time_limit_ms = 20000")],
        "",
        &[("a-1", "100\n", Some("44\n")), ("a-2", "10\n", Some("210\n"))],
    );
    let out = cubesmith(&dir, &["judge", "x"]);
    assert!(out.status.success(), "{}", text(&out.stdout));
    let out = cubesmith(&dir, &["judge", "x", "--debug-build"]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{}", report);
    assert!(
        report.contains("-C overflow-checks=on -C debug-assertions=on"),
        "{}",
        report
    );
    assert!(report.contains("  RE  a-1"), "{}", report);
    assert!(report.contains("overflow"), "{}", report);
    assert!(report.contains("  AC  a-2"), "{}", report);
    assert!(
        report.contains("limits 20000 ms x 30 for the unoptimised build"),
        "{}",
        report
    );
}

#[test]
fn json_output_is_one_object_a_line_with_each_case() {
    let dir = fixture(
        "json",
        OVERFLOWING,
        &[("time_limit_ms = 8000", "time_limit_ms = 20000")],
        "",
        &[("a-1", "1\n", Some("201\n")), ("a-2", "2\n", Some("9\n"))],
    );
    fs::create_dir_all(dir.join("problems/x/beyond")).unwrap();
    fs::write(dir.join("problems/x/beyond/big.in"), "+0003\n").unwrap();
    fs::write(dir.join("problems/x/beyond/big.out"), "203\n").unwrap();
    let out = cubesmith(&dir, &["judge", "x", "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let report = text(&out.stdout);
    let lines: Vec<&str> = report.lines().collect();
    assert!(
        lines
            .iter()
            .all(|l| l.starts_with("{\"event\":\"") && l.ends_with('}')),
        "{}",
        report
    );
    let case = |name: &str| {
        lines
            .iter()
            .find(|l| l.contains(&format!("\"case\":\"{}\"", name)))
            .copied()
    };
    let a1 = case("a-1").expect("a-1 reported");
    assert!(
        a1.contains("\"verdict\":\"AC\"") && a1.contains("\"detail\":null"),
        "{}",
        a1
    );
    let a2 = case("a-2").expect("a-2 reported");
    assert!(
        a2.contains("\"verdict\":\"WA\"") && a2.contains("expected \\\"9"),
        "{}",
        a2
    );
    assert!(a2.contains("\"page\":\"file:///"), "{}", a2);
    // Rust's parse takes a `+` and leading zeros: the beyond case runs, and passes.
    let big = case("beyond/big").expect("beyond cases run");
    assert!(big.contains("\"verdict\":\"AC\""), "{}", big);
    assert!(
        lines
            .last()
            .unwrap()
            .contains("\"event\":\"end\",\"judged\":1,\"failed\":[\"x\"]"),
        "{}",
        report
    );
}

#[test]
fn a_new_problem_compiles_and_is_judged_and_a_taken_id_is_refused() {
    let dir = fixture("new", "fn main() {}\n", &[], "", &[]);
    copy_tree(&root().join("src"), &dir.join("src"));
    copy_tree(&root().join("problems/cf-98a"), &dir.join("problems/cf-98a"));
    // From nothing: an adapter that answers a number a case, judged on one case.
    let out = cubesmith(&dir, &["new", "fresh-1", "--judge", "boj"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("wrote problems/fresh-1/"));
    let made = dir.join("problems/fresh-1");
    let meta = fs::read_to_string(made.join("problem.toml")).unwrap();
    assert!(meta.contains("profile = \"boj\"\n"), "{}", meta);
    assert_eq!(fs::read_dir(made.join("test")).unwrap().count(), 0);
    fs::write(made.join("test/a.in"), "7\n8\n").unwrap();
    fs::write(made.join("test/a.out"), "7\n8\n").unwrap();
    let out = cubesmith(&dir, &["judge", "fresh-1", "--rustc=rustc"]);
    assert!(
        out.status.success(),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let out = cubesmith(&dir, &["validate", "fresh-1", "problems/fresh-1/test/a.in"]);
    assert!(
        out.status.success(),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    // Like another problem: its adapter, without its own tests, passes that problem's sample.
    let out = cubesmith(&dir, &["new", "like-1", "--judge", "cf", "--like", "cf-98a"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let like = dir.join("problems/like-1");
    let adapter = fs::read_to_string(like.join("main.rs")).unwrap();
    assert!(adapter.contains("io::run(\"like-1\"") && !adapter.contains("mod tests;"));
    for ext in ["in", "out"].iter() {
        let sample = format!("test/sample-3.{}", ext);
        fs::copy(dir.join("problems/cf-98a").join(&sample), like.join(&sample)).unwrap();
    }
    let out = cubesmith(&dir, &["judge", "like-1", "--rustc=rustc"]);
    assert!(
        out.status.success(),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    // Like another problem without --judge: that problem's judge, its limits marked to check.
    let out = cubesmith(&dir, &["new", "like-2", "--like", "cf-98a"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("every key marked CHECK (copied from cf-98a)"),
        "{}",
        text(&out.stdout)
    );
    let meta = fs::read_to_string(dir.join("problems/like-2/problem.toml")).unwrap();
    assert!(meta.contains("profile = \"cf\"\n"), "{}", meta);
    assert!(
        meta.contains("# CHECK: cf-98a's time_limit_ms, not yet this statement's\ntime_limit_ms = "),
        "{}",
        meta
    );
    // The commands it prints next run as printed (here through the binary under test).
    // The lines after `then:`, each a command then what it does.
    let said = text(&out.stdout);
    let next: Vec<String> = said
        .lines()
        .skip_while(|l| *l != "then:")
        .skip(1)
        .map(|l| {
            let command = l.trim().split("   ").next().unwrap();
            let at = command
                .find(" judge ")
                .or_else(|| command.find(" test "))
                .unwrap();
            command[at + 1..].trim().to_string()
        })
        .collect();
    assert_eq!(next.len(), 2, "{}", said);
    for sample in ["in", "out"].iter() {
        let name = format!("test/sample-3.{}", sample);
        fs::copy(
            dir.join("problems/cf-98a").join(&name),
            dir.join("problems/like-2").join(&name),
        )
        .unwrap();
    }
    let words: Vec<&str> = next[0].split_whitespace().collect();
    assert_eq!(words[..2], ["judge", "like-2"]);
    let out = cubesmith(&dir, &words);
    assert!(
        out.status.success(),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    // Refused, with nothing written: a taken id, a bad id, an unknown judge or model.
    assert_usage_error(
        &cubesmith(&dir, &["new", "fresh-1", "--judge", "boj"]),
        "exists already",
    );
    assert_usage_error(
        &cubesmith(&dir, &["new", "../up", "--judge", "boj"]),
        "cannot be a problem id",
    );
    assert_usage_error(
        &cubesmith(&dir, &["new", "z-1", "--judge", "nope"]),
        "no judge profile 'nope'",
    );
    assert_usage_error(
        &cubesmith(&dir, &["new", "z-1", "--judge", "boj", "--like", "nope"]),
        "unknown problem 'nope'",
    );
    assert_usage_error(&cubesmith(&dir, &["new", "z-1"]), "new takes ID --judge KEY");
    let mut left: Vec<String> = fs::read_dir(dir.join("problems"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(left, ["cf-98a", "fresh-1", "like-1", "like-2", "x"]);
}

#[test]
fn new_outside_a_checkout_makes_a_folder_here_that_is_judged_there() {
    let dir = TempDir::new("new-outside");
    let out = cubesmith(&dir, &["new", "mine-1", "--judge", "atcoder"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("cubesmith judge mine-1/ --edition all"),
        "{}",
        text(&out.stdout)
    );
    fs::write(dir.join("mine-1/test/a.in"), "7\n").unwrap();
    fs::write(dir.join("mine-1/test/a.out"), "7\n").unwrap();
    let out = cubesmith(&dir, &["judge", "mine-1/", "--rustc=rustc"]);
    assert!(
        out.status.success(),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert!(text(&out.stdout).contains("1/1 AC"), "{}", text(&out.stdout));
    assert!(dir.join("dist/mine-1/main.rs").is_file());
}

#[test]
fn run_answers_as_the_bundle_does_from_a_file_or_standard_input() {
    let dir = root().join("problems/cf-98a");
    let sample = dir.join("test/sample-3.in");
    let out = cubesmith(&root(), &["run", "cf-98a", sample.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        fs::read_to_string(dir.join("test/sample-3.out")).unwrap()
    );
    // A bad input on standard input: the adapter's one line, exit 1.
    let bad = dir.join("bad/control-character.in");
    let out = Command::new(env!("CARGO_BIN_EXE_cubesmith"))
        .current_dir(root())
        .args(["run", "cf-98a"])
        .stdin(fs::File::open(&bad).unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        fs::read_to_string(bad.with_extension("err")).unwrap()
    );
    assert_usage_error(&cubesmith(&root(), &["run"]), "run takes ID [INPUT]");
}
