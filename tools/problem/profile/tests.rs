use super::*;

const GOOD: &str = "name = \"J\"\nurl = \"u\"\naccepts_rust = true\naccepts_rust_source = \"a page\"\n\
    rustc = \"1.73\"\nrustc_source = \"s\"\neditions = \"2021 2015\"\neditions_source = \"s\"\n\
    build = \"rustc -O --cfg ONLINE_JUDGE\"\nbuild_source = \"s\"\nos = \"Linux\"\nos_source = \"s\"\n\
    pointer_width = \"64\"\npointer_width_source = \"s\"\nsource_limit_bytes = 50_000\n\
    source_limit_bytes_source = \"s\"\n";

fn parse(text: &str) -> Result<Profile, ToolError> {
    Profile::parse(Path::new("j.toml"), "j", text)
}

#[test]
fn reads_every_fact_with_its_source() {
    let p = parse(GOOD).unwrap();
    assert_eq!((p.key.as_str(), p.name.as_str()), ("j", "J"));
    assert!(p.accepts_rust.value);
    assert_eq!(p.accepts_rust.source, "a page");
    assert_eq!(p.rustc.value, Some(Version(1, 73)));
    assert_eq!(p.editions.value, vec![Edition::E2015, Edition::E2021]);
    assert_eq!(p.editions_text(), "2015 2021");
    assert_eq!(
        p.build.value,
        Build::Rustc(vec!["-O".into(), "--cfg".into(), "ONLINE_JUDGE".into()])
    );
    assert_eq!(p.pointer_width.value, Some(64));
    assert_eq!(p.source_limit_bytes.value, 50_000);
    assert_eq!(p.rustc_text(), "1.73");
}

#[test]
fn a_fact_without_its_source_is_refused() {
    let err = parse(&GOOD.replace("rustc_source = \"s\"\n", "")).unwrap_err();
    assert_eq!(err.message, "j.toml: rustc_source is missing");
}

#[test]
fn faults_name_the_line_and_the_rule() {
    let cases = [
        (
            "editions = \"2021 2015\"",
            "editions = \"2019\"",
            "j.toml:7: editions must list editions among 2015 2018 2021 2024, each once",
        ),
        (
            "editions = \"2021 2015\"",
            "editions = \"2018 2018\"",
            "j.toml:7: editions must list editions among 2015 2018 2021 2024, each once",
        ),
        (
            "rustc = \"1.73\"",
            "rustc = \"new\"",
            "j.toml:5: rustc must be a version like \"1.63\", \"unknown\" or \"none\"",
        ),
        (
            "build = \"rustc -O --cfg ONLINE_JUDGE\"",
            "build = \"make\"",
            "j.toml:9: build must be \"rustc FLAGS...\", \"cargo build --release\" or \"unknown\"",
        ),
        (
            "build = \"rustc -O --cfg ONLINE_JUDGE\"",
            "build = \"rustc --edition 2018\"",
            "j.toml:9: build must not name --edition or -o: the judge adds them",
        ),
        (
            "pointer_width = \"64\"",
            "pointer_width = \"16\"",
            "j.toml:13: pointer_width must be \"32\", \"64\" or \"unknown\"",
        ),
    ];
    for (from, to, message) in cases.iter() {
        let err = parse(&GOOD.replace(from, to)).unwrap_err();
        assert_eq!(err.message, *message);
    }
    let err = parse(&format!("{}memory = 1\n", GOOD)).unwrap_err();
    assert_eq!(err.message, "j.toml:17: unknown key memory");
}

#[test]
fn builds_and_unknowns() {
    let p = parse(&GOOD.replace("rustc -O --cfg ONLINE_JUDGE", "cargo build --release")).unwrap();
    assert_eq!(p.build.value, Build::CargoRelease);
    assert_eq!(p.build.value.rustc_flags(), vec!["-C", "opt-level=3"]);
    let p = parse(
        &GOOD
            .replace("rustc -O --cfg ONLINE_JUDGE", "unknown")
            .replace("\"1.73\"", "\"unknown\""),
    )
    .unwrap();
    assert_eq!(p.build.value.rustc_flags(), vec!["-O"]);
    assert_eq!((p.rustc.value, p.rustc_text()), (None, "unknown".to_string()));
    let p = parse(&GOOD.replace("accepts_rust = true", "accepts_rust = false")).unwrap();
    assert_eq!(p.rustc_text(), "none");
}

#[test]
fn versions_and_editions() {
    assert_eq!(
        Version::parse("rustc 1.63.0 (4b91a6ea7 2022-08-08)"),
        Some(Version(1, 63))
    );
    assert_eq!(Version::parse("1.95.0-nightly"), Some(Version(1, 95)));
    assert_eq!(Version::parse("1.56"), Some(Version(1, 56)));
    assert_eq!(Version::parse("rustc"), None);
    assert!(Version(1, 63) < Version(1, 85));
    for e in Edition::ALL.iter() {
        assert_eq!(Edition::parse(e.name()), Some(*e));
    }
    assert_eq!(Edition::E2024.first_rustc(), Version(1, 85));
    assert_eq!(Edition::E2021.first_rustc(), Version(1, 56));
}

#[test]
fn every_profile_in_the_checkout_reads() {
    let project = crate::problem::project::Project::built_from();
    let mut count = 0;
    for entry in std::fs::read_dir(project.root.join("judges")).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let key = name.strip_suffix(".toml").expect("only profiles in judges/");
        let p = project.profile(key).unwrap_or_else(|e| panic!("{}", e));
        assert!(p.source_limit_bytes.value >= 50_000, "{}", key);
        // The profile built into the tools is the same file.
        let built_in = crate::problem::library::JUDGE_FILES
            .iter()
            .find(|(k, _)| *k == key)
            .unwrap()
            .1;
        assert_eq!(
            built_in,
            std::fs::read_to_string(entry.path()).unwrap(),
            "{}",
            key
        );
        count += 1;
    }
    assert!(count >= 10, "{} profiles", count);
    let err = project.profile("nowhere").unwrap_err();
    assert!(
        err.message
            .starts_with("no judge profile 'nowhere': known judges are aoj, "),
        "{}",
        err.message
    );
}
