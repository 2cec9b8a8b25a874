use super::*;

#[test]
fn cases_sort_naturally() {
    let mut names = vec!["sample-10", "sample-2", "extra-1", "sample-1"];
    names.sort_by_key(|n| natural_key(n));
    assert_eq!(names, vec!["extra-1", "sample-1", "sample-2", "sample-10"]);
}

#[test]
fn quoted_lines_are_cut() {
    let long = format!("line 1: got \"{}\"\nshort", "x".repeat(10_000));
    let cut = cut_lines(&long);
    assert_eq!(cut.lines().count(), 2);
    assert!(cut.lines().all(|l| l.chars().count() <= 203), "{}", cut);
    assert!(cut.ends_with("...\nshort"));
}

/// A throwaway checkout root under the system's temporary folder.
fn scratch(tag: &str) -> Project {
    let root = std::env::temp_dir().join(format!("cubesmith-judge-test-{}-{}", tag, std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(&root).unwrap();
    Project { root }
}

#[test]
fn each_run_has_its_own_folder_removed_at_the_end() {
    let project = scratch("workdir");
    let first = WorkDir::create(&project).unwrap();
    let second = WorkDir::create(&project).unwrap();
    assert_ne!(first.path, second.path);
    assert!(first.path.is_dir() && second.path.is_dir());
    let path = first.path.clone();
    drop(first);
    assert!(!path.exists());
    assert!(second.path.is_dir());
    drop(second);
    fs::remove_dir_all(&project.root).unwrap();
}

#[test]
fn folders_of_ended_runs_are_removed_and_live_ones_kept() {
    let project = scratch("stale");
    let base = project.root.join("target/judge");
    // Above any pid Linux hands out (at most 2^22), so that process does not exist.
    let dead = base.join("run-4294967295-0");
    let alive = base.join(format!("run-{}-999", std::process::id()));
    let other = base.join("notes");
    for dir in [&dead, &alive, &other].iter() {
        fs::create_dir_all(dir.join("x")).unwrap();
    }
    let run = WorkDir::create(&project).unwrap();
    assert!(!dead.exists());
    assert!(alive.is_dir() && other.is_dir());
    drop(run);
    fs::remove_dir_all(&project.root).unwrap();
}

#[test]
fn a_missing_expected_output_is_a_case_not_a_stop() {
    let project = scratch("cases");
    let dir = project.root.join("test");
    fs::create_dir_all(&dir).unwrap();
    for name in ["a-1.in", "a-1.out", "a-2.in", "notes.txt"].iter() {
        fs::write(dir.join(name), "").unwrap();
    }
    let cases = test_cases(&dir).unwrap();
    let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, vec!["a-1", "a-2"]);
    assert_eq!(cases[0].expected, Some(dir.join("a-1.out")));
    assert_eq!(cases[1].expected, None);
    fs::remove_dir_all(&project.root).unwrap();
}
