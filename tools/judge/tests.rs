use super::*;

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
    Project::at(&root).unwrap()
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

fn compiler(version: Version) -> Compiler {
    Compiler {
        path: "rustc".to_string(),
        version,
        line: format!("rustc {}.0", version),
    }
}

#[test]
fn each_edition_gets_the_oldest_compiler_that_knows_it() {
    let compilers = vec![compiler(Version(1, 63)), compiler(Version(1, 95))];
    let pick = |e| Compiler::for_edition(&compilers, e).map(|c| c.version);
    assert_eq!(pick(Edition::E2015), Some(Version(1, 63)));
    assert_eq!(pick(Edition::E2021), Some(Version(1, 63)));
    assert_eq!(pick(Edition::E2024), Some(Version(1, 95)));
    assert!(missing_compilers(&compilers, true).is_empty());
    let old_only = vec![compiler(Version(1, 63))];
    assert_eq!(
        Compiler::for_edition(&old_only, Edition::E2024).map(|c| c.version),
        None
    );
    assert_eq!(missing_compilers(&old_only, false), Vec::<String>::new());
    let missing = missing_compilers(&old_only, true);
    assert_eq!(missing.len(), 1);
    assert!(
        missing[0].contains("edition 2024 was not compiled"),
        "{:?}",
        missing
    );
    let new_only = vec![compiler(Version(1, 95))];
    let missing = missing_compilers(&new_only, false);
    assert_eq!(missing.len(), 1);
    assert!(
        missing[0].starts_with("rustc 1.63 (editions 2015 to 2021 were compiled with rustc 1.95 instead)"),
        "{:?}",
        missing
    );
    assert!(missing[0].contains("apt-get install rustc"), "{:?}", missing);
}

#[test]
fn the_default_edition_is_the_newest_up_to_2021_and_all_starts_with_it() {
    let mut profile = crate::problem::profile::Profile::parse(
        Path::new("j.toml"),
        "j",
        "name = \"J\"\nurl = \"u\"\naccepts_rust = true\naccepts_rust_source = \"s\"\nrustc = \"1.89\"\n\
         rustc_source = \"s\"\neditions = \"2021 2024\"\neditions_source = \"s\"\nbuild = \"rustc -O\"\n\
         build_source = \"s\"\nos = \"Linux\"\nos_source = \"s\"\npointer_width = \"64\"\n\
         pointer_width_source = \"s\"\nsource_limit_bytes = 65536\nsource_limit_bytes_source = \"s\"\n",
    )
    .unwrap();
    assert_eq!(editions_of(&profile, Editions::Default), vec![Edition::E2021]);
    assert_eq!(
        editions_of(&profile, Editions::All),
        vec![Edition::E2021, Edition::E2024]
    );
    assert_eq!(
        editions_of(&profile, Editions::One(Edition::E2015)),
        vec![Edition::E2015]
    );
    profile.editions.value = vec![Edition::E2024];
    assert_eq!(editions_of(&profile, Editions::Default), vec![Edition::E2024]);
    profile.editions.value = Edition::ALL.to_vec();
    assert_eq!(
        editions_of(&profile, Editions::All),
        vec![Edition::E2021, Edition::E2015, Edition::E2018, Edition::E2024]
    );
}

#[test]
fn an_unoptimised_build_keeps_the_judges_other_flags() {
    let build = Build::Rustc(vec!["-O".into(), "--cfg".into(), "ONLINE_JUDGE".into()]);
    assert_eq!(
        debug_flags(&build),
        vec![
            "--cfg",
            "ONLINE_JUDGE",
            "-C",
            "overflow-checks=on",
            "-C",
            "debug-assertions=on"
        ]
    );
    assert_eq!(
        debug_flags(&Build::CargoRelease),
        vec!["-C", "overflow-checks=on", "-C", "debug-assertions=on"]
    );
}
