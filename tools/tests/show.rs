//! `cubesmith show` and the judge's pages, run as a user runs them: nets as letters in a pipe
//! and in colour on a terminal, pages written where asked, one-line errors, and the page of a
//! failed case under `target/judge/<id>/`. Problems are chosen by what they export, never by name.

use std::fs;
use std::path::Path;
use std::process::Command;

mod common;

use common::temp_dir::TempDir;
use common::{copy_tree, cubesmith, root, text};

/// The name of problem `id`'s first test case, by name.
fn first_case(id: &str) -> String {
    let dir = root().join("problems").join(id).join("test");
    let names = fs::read_dir(dir).unwrap().flatten();
    let cases = names.filter_map(|e| {
        e.file_name()
            .to_string_lossy()
            .strip_suffix(".in")
            .map(String::from)
    });
    cases.min().expect("every problem has a test case")
}

/// The problems that declare a view (`view = "KIND"` in `problem.toml`, naming the adapter's
/// puzzle reader), each with its first test case's name.
fn drawable() -> Vec<(String, String)> {
    let mut found = Vec::new();
    for entry in fs::read_dir(root().join("problems")).unwrap().flatten() {
        let meta = fs::read_to_string(entry.path().join("problem.toml")).unwrap_or_default();
        if !meta.lines().any(|l| l.starts_with("view = ")) {
            continue;
        }
        let id = entry.file_name().to_string_lossy().into_owned();
        let case = first_case(&id);
        found.push((id, case));
    }
    found.sort();
    assert!(!found.is_empty(), "no problem declares a view");
    found
}

fn input_of(id: &str, case: &str) -> String {
    format!("problems/{}/test/{}.in", id, case)
}

#[test]
fn nets_are_letters_in_a_pipe_and_colours_on_a_terminal() {
    for (id, case) in drawable() {
        let out = cubesmith(&root(), &["show", &id, &input_of(&id, &case), "--case", "1"]);
        let shown = text(&out.stdout);
        assert!(out.status.success(), "{}: {}", id, text(&out.stderr));
        assert!(shown.starts_with(&format!("{}: ", id)), "{}", shown);
        assert!(!shown.contains('\x1b'), "{}", shown);
        assert!(shown.lines().count() >= 5, "{}", shown);
    }
    // `script` gives the command a terminal (util-linux, on every Debian system).
    let (id, case) = &drawable()[0];
    let command = format!(
        "{} show {} {} --case 1",
        env!("CARGO_BIN_EXE_cubesmith"),
        id,
        input_of(id, case)
    );
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env_remove("NO_COLOR")
        .current_dir(root())
        .output();
    match out {
        Ok(out) => {
            assert!(out.status.success(), "{}", text(&out.stderr));
            assert!(
                text(&out.stdout).contains("\x1b[30;48;5;"),
                "{}",
                text(&out.stdout)
            );
        }
        Err(e) => println!("note: no terminal test, `script` cannot run: {}", e),
    }
}

#[test]
fn moves_are_shown_step_by_step_and_a_page_is_written_where_asked() {
    let (id, case) = &drawable()[0];
    let page = root().join(format!("target/show-test-{}/page.html", std::process::id()));
    let page_arg = page.to_string_lossy().into_owned();
    let input = input_of(id, case);
    let out = cubesmith(&root(), &["show", id, &input, "--case", "1", "--html", &page_arg]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), format!("{}\n", page_arg));
    let html = fs::read_to_string(&page).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>") && html.contains("data-view"));
    fs::remove_dir_all(page.parent().unwrap()).unwrap();
    // Moves in a notation every family reads differently fail with the notation's message.
    let out = cubesmith(&root(), &["show", id, &input, "--case", "1", "--moves", "%"]);
    assert_eq!(out.status.code(), Some(2));
    let error = text(&out.stderr);
    assert!(
        error.starts_with("cubesmith: --moves: ") && error.lines().count() == 1,
        "{}",
        error
    );
}

#[test]
fn every_problem_shows_its_first_test_case() {
    let mut shown = 0;
    for entry in fs::read_dir(root().join("problems")).unwrap().flatten() {
        let id = entry.file_name().to_string_lossy().into_owned();
        let input = input_of(&id, &first_case(&id));
        let out = cubesmith(&root(), &["show", &id, &input]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{} {}: {}",
            id,
            input,
            text(&out.stderr)
        );
        let drawn = text(&out.stdout);
        assert!(drawn.starts_with(&format!("{}: ", id)), "{}: {}", id, drawn);
        assert!(drawn.lines().count() >= 3, "{}: {}", id, drawn);
        shown += 1;
    }
    assert!(shown > 0, "no problem folder");
}

#[test]
fn a_case_beyond_the_input_or_a_problem_without_a_reader_is_a_one_line_error() {
    let (id, case) = &drawable()[0];
    let out = cubesmith(&root(), &["show", id, &input_of(id, case), "--case", "100000"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("--case 100000: "),
        "{}",
        text(&out.stderr)
    );
    // Every problem declares a view, so one is copied without it.
    let dir = fixture("noview", id, case, "");
    without_view(&dir, id);
    let out = cubesmith(&dir, &["show", id, &input_of(id, case)]);
    assert_eq!(out.status.code(), Some(2));
    let error = text(&out.stderr);
    assert!(
        error.contains("declares no view") && error.lines().count() == 1,
        "{}",
        error
    );
}

/// A checkout (named by `tag`) with this one's library and problem `id` copied from it (its
/// metadata, its adapter, its checker and its test case `case`), the adapter's `main` made to
/// print `answer` instead of answering: its bundle prints that, and its hooks (the viewer's
/// reader) still read the input.
fn fixture(tag: &str, id: &str, case: &str, answer: &str) -> TempDir {
    let dir = TempDir::new(&format!("show-{}-test", tag));
    copy_problem(&dir, id, case, answer);
    dir
}

/// Copies problem `id` into checkout `dir` as [`fixture`] does, over what was there.
fn copy_problem(dir: &Path, id: &str, case: &str, answer: &str) {
    let problem = dir.join("problems").join(id);
    fs::create_dir_all(problem.join("test")).unwrap();
    copy_tree(&root().join("src"), &dir.join("src"));
    let from = root().join("problems").join(id);
    fs::copy(from.join("problem.toml"), problem.join("problem.toml")).unwrap();
    // A checker of the problem's own, if it has one, judges there too.
    let _ = fs::copy(from.join("checker.rs"), problem.join("checker.rs"));
    copy_tree(&root().join("judges"), &dir.join("judges"));
    for ext in ["in", "out"] {
        let name = format!("{}.{}", case, ext);
        let _ = fs::copy(from.join("test").join(&name), problem.join("test").join(&name));
    }
    let adapter = fs::read_to_string(from.join("main.rs")).unwrap();
    let main = adapter.find("\nfn main() {").expect("an adapter has a main");
    let end = main + adapter[main..].find("\n}\n").unwrap() + 3;
    let printing = format!("\nfn main() {{\n    print!(\"{{}}\", {:?});\n}}\n", answer);
    let adapter = format!("{}{}{}", &adapter[..main], printing, &adapter[end..])
        .replace("\n#[cfg(test)]\nmod tests;\n", "\n");
    fs::write(problem.join("main.rs"), adapter).unwrap();
}

/// Removes the `view = ...` line from problem `id`'s `problem.toml` in checkout `dir`: a problem
/// whose adapter exports no puzzle reader.
fn without_view(dir: &Path, id: &str) {
    let toml = dir.join("problems").join(id).join("problem.toml");
    let meta = fs::read_to_string(&toml).unwrap();
    let kept: Vec<&str> = meta.lines().filter(|l| !l.starts_with("view = ")).collect();
    assert_ne!(kept.len(), meta.lines().count(), "{} declares a view", id);
    fs::write(&toml, kept.join("\n") + "\n").unwrap();
}

#[test]
fn a_failed_case_gets_a_page_that_a_passing_run_removes() {
    // A problem whose answers are replayed, if there is one: its page marks the bad move.
    let replayed = |id: &String| {
        let meta = fs::read_to_string(root().join("problems").join(id).join("problem.toml")).unwrap();
        meta.contains("checker = \"pocket-steps\"") || meta.contains("checker = \"pocket-moves\"")
    };
    let all = drawable();
    let (id, case) = all.iter().find(|(id, _)| replayed(id)).unwrap_or(&all[0]).clone();
    let right = fs::read_to_string(
        root()
            .join("problems")
            .join(&id)
            .join("test")
            .join(format!("{}.out", case)),
    );
    let dir = fixture("replay", &id, &case, "2\nQ\n");
    let out = cubesmith(&dir, &["judge", &id]);
    let report = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{}\n{}", report, text(&out.stderr));
    let page = format!("target/judge/{}/{}.html", id, case);
    let lines: Vec<&str> = report.lines().collect();
    let verdict = lines
        .iter()
        .position(|l| l.starts_with(&format!("  WA  {}", case)))
        .unwrap();
    assert!(
        lines[verdict + 1..].contains(&format!("      page: file://{}", dir.join(&page).display()).as_str()),
        "{}",
        report
    );
    let html = fs::read_to_string(dir.join(&page)).unwrap();
    assert!(html.contains("<h2>the program's output</h2>"));
    // The output quoted, the line the judge names highlighted.
    let quoted = html
        .split("<h2>the program's output</h2><pre>")
        .nth(1)
        .and_then(|rest| rest.split("</pre>").next())
        .unwrap();
    assert!(
        quoted.contains("<mark class=\"differs\" data-line=\""),
        "{}",
        quoted
    );
    // The text without its tags.
    let mut plain = String::new();
    let mut inside = false;
    for c in quoted.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            c if !inside => plain.push(c),
            _ => {}
        }
    }
    assert_eq!(plain, "2\nQ\n", "{}", quoted);
    if replayed(&id) {
        assert!(html.contains("is not a move\",\"colours\""), "{}", html);
    }
    // The right answer, in the same checkout, passes, and the page of the failure is gone.
    if let Ok(right) = right {
        copy_problem(&dir, &id, &case, &right);
        let out = cubesmith(&dir, &["judge", &id]);
        assert!(out.status.success(), "{}", text(&out.stdout));
        assert!(!text(&out.stdout).contains("page:"));
        assert!(!dir.join(&page).exists());
        assert!(dir.join("target/judge").is_dir(), "the pages' folder stays");
    }
}

#[test]
fn a_failed_case_of_a_problem_without_a_reader_gets_a_page_of_its_texts() {
    let (id, case) = drawable()[0].clone();
    let dir = fixture("texts", &id, &case, "junk\n");
    without_view(&dir, &id);
    let out = cubesmith(&dir, &["judge", &id]);
    let report = text(&out.stdout);
    let page = format!("target/judge/{}/{}.html", id, case);
    assert!(
        report.contains(&format!("      page: file://{}\n", dir.join(&page).display())),
        "{}",
        report
    );
    let html = fs::read_to_string(dir.join(&page)).unwrap();
    assert!(html.contains("declares no view"), "{}", html);
    assert!(!report.contains('\x1b'), "no colour in a pipe: {}", report);
    // On a terminal (`script`) the verdict is coloured, unless NO_COLOR is set.
    let command = format!("{} judge {}", env!("CARGO_BIN_EXE_cubesmith"), id);
    for (no_colour, coloured) in [(false, true), (true, false)] {
        let mut script = Command::new("script");
        script.args(["-qec", &command, "/dev/null"]).current_dir(&dir);
        if no_colour {
            script.env("NO_COLOR", "1");
        } else {
            script.env_remove("NO_COLOR");
        }
        match script.output() {
            Ok(out) => assert_eq!(
                text(&out.stdout).contains("\x1b[1;31mWA\x1b[0m"),
                coloured,
                "{}",
                text(&out.stdout)
            ),
            Err(e) => println!("note: no terminal test, `script` cannot run: {}", e),
        }
    }
    assert!(
        html.contains(
            "<h2>the program's output</h2><pre><mark class=\"differs\" data-line=\"1\">junk</mark>\n</pre>"
        ),
        "{}",
        html
    );
}

#[test]
fn an_input_that_makes_its_own_moves_is_replayed_without_being_asked() {
    let mut replayed = 0;
    for (id, _) in drawable() {
        let meta = fs::read_to_string(root().join("problems").join(&id).join("problem.toml")).unwrap();
        let own = ["cube3-turns", "dice-rolls", "dice-walks", "dice-boards"];
        if !own.iter().any(|v| meta.contains(&format!("view = \"{}\"", v))) {
            continue;
        }
        // Some test of the problem makes a move (its first may make none, a die on one cell).
        let tests = fs::read_dir(root().join("problems").join(&id).join("test")).unwrap();
        let mut cases: Vec<String> = tests
            .flatten()
            .filter_map(|e| {
                e.file_name()
                    .to_string_lossy()
                    .strip_suffix(".in")
                    .map(String::from)
            })
            .collect();
        cases.sort();
        let moved = cases.iter().any(|case| {
            let out = cubesmith(&root(), &["show", &id, &input_of(&id, case), "--case", "1"]);
            assert!(out.status.success(), "{}: {}", id, text(&out.stderr));
            let shown = text(&out.stdout);
            // A die on a board: the board first, then where the die is at each step.
            if meta.contains("view = \"dice-boards\"") {
                assert!(
                    shown.contains(", the board (the die starts in [ ]"),
                    "{}: {}",
                    id,
                    shown
                );
                assert!(shown.contains(" (row "), "{}: {}", id, shown);
            }
            shown.contains(", start") && shown.contains(", step 1: ")
        });
        assert!(moved, "{}: no test replayed", id);
        replayed += 1;
    }
    assert!(
        replayed > 0,
        "no problem declares a view with the input's own moves"
    );
}

#[test]
fn list_says_what_show_draws_for_each_problem() {
    let out = cubesmith(&root(), &["list"]);
    assert!(out.status.success());
    let listed = text(&out.stdout);
    // Every column before it is ASCII, so the header's byte offset is the cell's.
    let column = listed
        .lines()
        .next()
        .unwrap()
        .find("show draws")
        .expect("the column");
    for entry in fs::read_dir(root().join("problems")).unwrap().flatten() {
        let id = entry.file_name().to_string_lossy().into_owned();
        let meta = fs::read_to_string(entry.path().join("problem.toml")).unwrap_or_default();
        let row = listed
            .lines()
            .find(|l| l.starts_with(&format!("{} ", id)))
            .unwrap_or_else(|| panic!("{} is not listed", id));
        let declared = meta.lines().any(|l| l.starts_with("view = "));
        // A problem without a reader says `-`; one with a reader names what it draws.
        let cell = row[column..].split("  ").next().unwrap();
        let drawn = ["pocket cube", "3x3 cubes", "dice"]
            .iter()
            .any(|w| cell.starts_with(w));
        assert_eq!(drawn, declared, "{}", row);
    }
}

#[test]
fn a_replayed_answer_says_solved_when_right_and_exits_1_when_marked() {
    let (id, case) = drawable()
        .into_iter()
        .find(|(id, _)| {
            let meta = fs::read_to_string(root().join("problems").join(id).join("problem.toml")).unwrap();
            meta.contains("compare = \"checker\"")
        })
        .expect("a problem whose answers are replayed");
    let input = input_of(&id, &case);
    let right = format!("problems/{}/test/{}.out", id, case);
    let out = cubesmith(&root(), &["show", &id, &input, "--case", "1", "--output", &right]);
    assert_eq!(out.status.code(), Some(0), "{}: {}", id, text(&out.stderr));
    assert!(
        text(&out.stdout).contains(" <- solved\n"),
        "{}",
        text(&out.stdout)
    );
    // `#` is no move and no count in any notation: the replay is marked, and the exit says so.
    let wrong = std::env::temp_dir().join(format!("cubesmith-show-wrong-{}", std::process::id()));
    fs::write(&wrong, "#\n").unwrap();
    let out = cubesmith(
        &root(),
        &[
            "show",
            &id,
            &input,
            "--case",
            "1",
            "--output",
            &wrong.to_string_lossy(),
        ],
    );
    fs::remove_file(&wrong).unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains(" <- "), "{}", text(&out.stdout));
    assert!(!text(&out.stdout).contains(" <- solved"), "{}", text(&out.stdout));
}

#[test]
fn singmaster_is_read_beside_a_problem_s_own_3x3_notation_and_steps_show_both() {
    // A 3x3 problem that names its moves in its own notation, found by its problem.toml.
    let mut found = None;
    for entry in fs::read_dir(root().join("problems")).unwrap().flatten() {
        let meta = fs::read_to_string(entry.path().join("problem.toml")).unwrap_or_default();
        let own = meta
            .lines()
            .any(|l| l.starts_with("notation = ") && l.contains("=L'"));
        if own && meta.lines().any(|l| l.starts_with("view = \"cube3")) {
            found = Some(entry.file_name().to_string_lossy().into_owned());
        }
    }
    let id = found.expect("a 3x3 problem with a notation of its own");
    let input = input_of(&id, &first_case(&id));
    let out = cubesmith(
        &root(),
        &["show", &id, &input, "--case", "1", "--moves", "D L' U"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    let labels: Vec<&str> = shown.lines().filter(|l| l.contains(", step ")).collect();
    assert_eq!(labels.len(), 3, "{}", shown);
    assert!(labels[1].contains(" (L')"), "{}", labels[1]);
    // A name that is no move of either is refused with the names.
    let out = cubesmith(&root(), &["show", &id, &input, "--moves", "D Q"]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("the moves are "),
        "{}",
        text(&out.stderr)
    );
}
