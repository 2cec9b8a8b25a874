use super::*;
use crate::registry::ADAPTERS;

fn project() -> Project {
    Project::built_from()
}

/// The test inputs of a problem, by name.
fn inputs(problem: &Problem) -> Vec<Vec<u8>> {
    let mut paths: Vec<_> = std::fs::read_dir(problem.test_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().map_or(false, |x| x == "in"))
        .collect();
    paths.sort();
    paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

/// Every problem whose puzzles can be drawn, with its first test input.
fn drawable() -> Vec<(Problem, Vec<u8>)> {
    let mut found = Vec::new();
    for adapter in ADAPTERS.iter().filter(|a| a.view.is_some()) {
        let problem = project().problem(adapter.id).unwrap();
        let input = inputs(&problem).swap_remove(0);
        found.push((problem, input));
    }
    found
}

#[test]
fn every_test_input_is_drawn_or_refused_with_its_line() {
    for (problem, _) in drawable() {
        for input in inputs(&problem) {
            match puzzles(&problem, &input) {
                Ok(puzzles) => assert!(puzzles.iter().all(|p| p.cells().len() >= 6)),
                // A test of an illegal cube, which the program answers but cannot be drawn.
                Err(why) => assert!(why.starts_with("input line "), "{}: {}", problem.id, why),
            }
        }
    }
}

/// The command line after `show`, parsed by the command table, then read.
fn read(text: &str) -> Result<Request, ToolError> {
    let words: Vec<String> = text.split(' ').map(String::from).collect();
    let args = Args::parse(crate::args::command("show").unwrap(), &words).map_err(|e| usage(&e))?;
    parse_args(&args)
}

#[test]
fn options_come_with_a_space_or_an_equals_sign() {
    let r = read("p in.txt --case=3 --moves R --html out.html").unwrap();
    assert_eq!((r.id.as_str(), r.case), ("p", Some(3)));
    assert_eq!(
        (r.moves.as_deref(), r.html),
        (Some("R"), Some(PathBuf::from("out.html")))
    );
    for (bad, says) in [
        ("p", "show takes ID INPUT"),
        ("p in --case 0", "--case takes a whole number from 1, found '0'"),
        ("p in --case", "--case needs a case number"),
        ("p in --moves R --output o", "not both"),
        ("p in --colour", "unknown option '--colour'"),
    ] {
        let error = read(bad).err().unwrap();
        assert!(error.message.contains(says), "{}: {}", bad, error.message);
        assert_eq!(error.code, 2);
    }
}

#[test]
fn every_drawable_problem_reads_its_tests_with_its_own_adapter() {
    let found = drawable();
    assert!(!found.is_empty());
    for (problem, input) in &found {
        let puzzles = puzzles(problem, input).unwrap();
        assert!(!puzzles.is_empty(), "{}", problem.id);
        let names = Names::new(puzzles[0].family(), problem.meta.notation.as_deref());
        assert!(names.is_ok(), "{}: {:?}", problem.id, names.err());
        let shown = terminal(
            &problem.id,
            &[PageView {
                title: "t".into(),
                steps: replay(&puzzles[0], &[], &names.unwrap()),
            }],
        );
        assert_eq!(
            shown.lines().count(),
            1 + puzzles[0].cells().iter().map(|c| c.row + 1).max().unwrap() + 1
        );
    }
}

#[test]
fn a_failed_case_gets_a_page_with_its_texts_and_the_replay_marked() {
    for (problem, input) in drawable() {
        let replays = replayed_kind(&problem).is_ok();
        let actual = b"2\nQ\n".repeat(20_000);
        let failure = Failure {
            case: "sample-1",
            verdict: "WA".to_string(),
            why: Some("line 2: \"Q\" is not a move"),
            input: &input,
            expected: None,
            actual: &actual,
        };
        let page = failure_page(&problem, &failure);
        assert!(page.contains(&format!("<h1>{} sample-1: WA</h1>", problem.id)));
        assert!(page.contains("WA: line 2: &quot;Q&quot; is not a move"));
        assert!(page.contains("(none: a checker judges the output)"));
        assert!(
            page.contains(&format!("... ({} bytes in all)", actual.len())),
            "the output is cut"
        );
        assert!(page.contains(&page::escape(&String::from_utf8_lossy(&input))));
        // The answer's first lines hold a move that is none, in either kind of answer.
        assert_eq!(
            page.contains("is not a move\",\"colours\""),
            replays,
            "{}",
            problem.id
        );
        let broken = Failure {
            input: b"junk",
            ..failure
        };
        assert!(failure_page(&problem, &broken).contains("the input cannot be drawn: "));
    }
    // A problem whose input holds no puzzle gets a page too, with its texts.
    if let Some(adapter) = ADAPTERS.iter().find(|a| a.view.is_none()) {
        let problem = project().problem(adapter.id).unwrap();
        let failure = Failure {
            case: "x",
            verdict: "RE".to_string(),
            why: None,
            input: b"1 2 3",
            expected: Some(b"4"),
            actual: b"",
        };
        let page = failure_page(&problem, &failure);
        assert!(page.contains("declares no view") && page.contains("<pre>1 2 3</pre>"));
        assert!(page.contains("RE: (no detail)") && page.contains("<pre>4</pre>"));
    }
}
