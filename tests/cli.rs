//! The `cubesmith` command as a user runs it: bundle and judge every problem, and the errors.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn cubesmith(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cubesmith"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the cubesmith binary runs")
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

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
        assert!(first.lines().nth(1).unwrap().contains("from commit "));
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
    let out = cubesmith(&root(), &["judge"]);
    let report = text(&out.stdout);
    assert!(out.status.success(), "{}\n{}", report, text(&out.stderr));
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
    let out = cubesmith(&root(), &["gen", "aoj-1197", "--seed", "x"]);
    assert_usage_error(
        &out,
        "--seed takes a whole number up to 18446744073709551615, found 'x'",
    );
    let out = cubesmith(&root(), &["frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("cubesmith: unknown command 'frobnicate'"));
}

/// A throwaway checkout with an empty library and one problem `x` (AOJ 1197's limits) whose
/// adapter is `program`, and no test folder.
fn fixture(tag: &str, program: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cubesmith-{}-test-{}", tag, std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("src")).unwrap();
    fs::create_dir_all(dir.join("problems/x")).unwrap();
    fs::write(dir.join("src/lib.rs"), "").unwrap();
    fs::copy(
        root().join("problems/aoj-1197/problem.toml"),
        dir.join("problems/x/problem.toml"),
    )
    .unwrap();
    fs::write(dir.join("problems/x/main.rs"), program).unwrap();
    dir
}

#[test]
fn a_problem_without_tests_or_outside_a_checkout_is_a_usage_error() {
    let dir = fixture("cli", "fn main() {}\n");
    let out = cubesmith(&dir, &["judge", "x"]);
    assert_usage_error(&out, "no test folder");
    let out = cubesmith(&std::env::temp_dir(), &["bundle"]);
    assert_usage_error(&out, "no cubesmith checkout here");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_wrong_answer_is_reported_with_the_first_differing_line() {
    let dir = fixture(
        "wa",
        "fn main() {\n    let mut s = String::new();\n    std::io::stdin().read_line(&mut s).unwrap();\n    if s.trim() == \"crash\" { std::process::exit(3); }\n    if s.trim() == \"spin\" { loop { std::hint::spin_loop(); } }\n    if s.trim() == \"hog\" { let v = vec![7u8; 64 << 20]; println!(\"{}\", v.iter().map(|&b| b as u64).sum::<u64>()); return; }\n    println!(\"1\\n{}\", s.trim());\n}\n",
    );
    fs::create_dir_all(dir.join("problems/x/test")).unwrap();
    fs::write(
        dir.join("problems/x/problem.toml"),
        fs::read_to_string(dir.join("problems/x/problem.toml"))
            .unwrap()
            .replace("time_limit_ms = 8000", "time_limit_ms = 300")
            .replace("memory_limit_kb = 262144", "memory_limit_kb = 32768"),
    )
    .unwrap();
    for (name, input, expected) in &[
        ("a-1", "2", "1\n2\n"),
        ("a-2", "3", "1\n4\n"),
        ("a-3", "crash", ""),
        ("a-4", "spin", ""),
        ("a-5", "hog", ""),
    ] {
        fs::write(dir.join(format!("problems/x/test/{}.in", name)), input).unwrap();
        fs::write(dir.join(format!("problems/x/test/{}.out", name)), expected).unwrap();
    }
    let out = cubesmith(&dir, &["judge", "x"]);
    assert_eq!(out.status.code(), Some(1));
    let report = text(&out.stdout);
    assert!(report.contains("  AC  a-1"), "{}", report);
    assert!(report.contains("  WA  a-2"), "{}", report);
    assert!(report.contains("line 2: expected \"4\", got \"3\""), "{}", report);
    assert!(report.contains("  RE  a-3"), "{}", report);
    assert!(report.contains("exit status 3"), "{}", report);
    assert!(report.contains("  TLE a-4"), "{}", report);
    assert!(report.contains("  MLE a-5"), "{}", report);
    assert!(report.contains("1/5 AC"), "{}", report);
    fs::remove_dir_all(&dir).unwrap();
}
