use super::*;

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

/// Every `NAME.in` of a problem's test folder with its `NAME.out`, as text.
fn case_files(problem: &Problem) -> Vec<(std::path::PathBuf, String, String)> {
    let mut files: Vec<_> = std::fs::read_dir(problem.test_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().map_or(false, |x| x == "in"))
        .map(|p| {
            let input = String::from_utf8_lossy(&std::fs::read(&p).unwrap()).into_owned();
            let expected = std::fs::read_to_string(p.with_extension("out")).unwrap();
            (p, input, expected)
        })
        .collect();
    files.sort();
    files
}

/// Every problem whose puzzles can be drawn, with its first test input.
fn drawable() -> Vec<(Problem, Vec<u8>)> {
    let mut found = Vec::new();
    let project = project();
    for id in project.problem_ids().unwrap() {
        let problem = project.problem(&id).unwrap();
        if problem.meta.view.is_none() {
            continue;
        }
        let input = inputs(&problem).swap_remove(0);
        found.push((problem, input));
    }
    found
}

#[test]
fn every_test_input_is_drawn_or_refused_with_its_line() {
    for (problem, _) in drawable() {
        for input in inputs(&problem) {
            match puzzles(&project(), &problem, &input) {
                Ok(puzzles) => assert!(puzzles.iter().all(|p| p.cells().len() >= 6)),
                // A test of an illegal cube, which the program answers but cannot be drawn.
                Err(why) => assert!(why.message.starts_with("input line "), "{}: {}", problem.id, why),
            }
        }
    }
}

#[test]
fn every_drawable_problem_reads_its_tests_with_its_own_adapter() {
    let found = drawable();
    assert!(!found.is_empty());
    for (problem, input) in &found {
        let puzzles = puzzles(&project(), problem, input).unwrap();
        assert!(!puzzles.is_empty(), "{}", problem.id);
        let names = Names::new(puzzles[0].family(), problem.meta.notation.as_deref());
        assert!(names.is_ok(), "{}: {:?}", problem.id, names.err());
        let shown = terminal(
            &problem.id,
            &[PageView {
                title: "t".into(),
                steps: replay(&puzzles[0], &[], &names.unwrap()),
                board: None,
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
            why: Some("line 2: \"Q\" is not a move"),
            actual_len: 1 << 30,
            ..Failure::wrong_answer("sample-1", &input, None, &actual)
        };
        let page = failure_page(&project(), &problem, &failure);
        assert!(page.contains(&format!("<h1>{} sample-1: WA</h1>", problem.id)));
        assert!(page.contains("WA: line 2: &quot;Q&quot; is not a move"));
        assert!(page.contains("(none: a checker judges the output)"));
        // A window around line 2, which is highlighted, from the part read of 1 GiB.
        assert!(
            page.contains(&format!(
                "lines 1 to 7 of {} read ({} bytes in all)",
                40_000,
                1u64 << 30
            )),
            "the output is cut"
        );
        assert!(
            page.contains("<pre>2\n<mark class=\"differs\" data-line=\"2\">Q</mark>\n2\nQ\n2\nQ\n2\n</pre>")
        );
        assert!(page.contains(&page::escape(&String::from_utf8_lossy(&input))));
        // Where answers are moves, the replay marks the move that is none; elsewhere the page may
        // mark the dataset the failing line answers, with the same reason.
        if replays {
            assert!(page.contains("is not a move\",\"colours\""), "{}", problem.id);
        }
        let broken = Failure {
            input: b"junk",
            ..failure
        };
        assert!(failure_page(&project(), &problem, &broken).contains("the input cannot be drawn: "));
    }
    // A run error that printed nothing: said so, standard error quoted as a block, and no
    // replay of an answer that is not there.
    let (problem, input) = drawable().swap_remove(0);
    let failure = Failure {
        case: "x",
        verdict: "RE".to_string(),
        why: None,
        input: &input,
        expected: Some(b"4\n"),
        actual: b"",
        actual_len: 0,
        errors: b"thread 'main' panicked at <src/main.rs>\n",
    };
    let page = failure_page(&project(), &problem, &failure);
    assert!(
        page.contains("<p class=\"note\">no answer printed</p>"),
        "{}",
        page
    );
    assert!(
        page.contains("<h2>standard error</h2><pre>thread 'main' panicked at &lt;src/main.rs&gt;\n</pre>"),
        "{}",
        page
    );
    assert!(page.contains("<h2>the program's output</h2><pre>(nothing printed)\n</pre>"));
    assert!(
        page.contains("RE: (no detail)")
            && page.contains("<pre><mark class=\"differs\" data-line=\"1\">4</mark>\n</pre>")
    );
    assert!(!page.contains("not solved after the last move"));
}

#[test]
fn a_failing_line_opens_the_page_on_the_puzzles_it_answers() {
    // A problem whose answers are not replayed, with more than one puzzle in a test.
    let found = drawable().into_iter().find_map(|(problem, _)| {
        let input = inputs(&problem)
            .into_iter()
            .find(|i| puzzles(&project(), &problem, i).map_or(false, |p| p.len() >= 2))?;
        replayed_kind(&problem).is_err().then_some((problem, input))
    });
    let (problem, input) = found.expect("a problem with tests of two puzzles or more");
    let count = puzzles(&project(), &problem, &input).unwrap().len();
    // One expected line per puzzle, the last one wrong.
    let expected = "x\n".repeat(count);
    let actual = format!("{}y\n", "x\n".repeat(count - 1));
    let failure = Failure::wrong_answer("c", &input, Some(expected.as_bytes()), actual.as_bytes());
    let page = failure_page(&project(), &problem, &failure);
    let (from, noun) = (
        count.saturating_sub(PAGE_PUZZLES / 2),
        puzzles(&project(), &problem, &input).unwrap()[0].noun(),
    );
    let from = if count > PAGE_PUZZLES { from } else { 0 };
    // It opens on the last step of the puzzle: the state its own moves, if any, end on.
    let last = match &replays(&project(), &problem, &input).unwrap()[count - 1].1 {
        Own::Moves(moves) => moves.len(),
        Own::Steps(steps) | Own::Tour(_, steps) => steps.len() - 1,
    };
    assert!(
        page.contains(&format!("\"focus\":[{},{}]", count - 1 - from, last)),
        "{}: {}",
        problem.id,
        page
    );
    assert!(
        page.contains(&format!("output line {} answers {} {}", count, noun, count)),
        "{}",
        page
    );
    assert!(page.contains(&format!("{} {} (output line {})", noun, count, count)));
    // The puzzle itself says so, where the page opens.
    let said = format!("\"mark\":\"output line {} answers {} {}\"", count, noun, count);
    assert_eq!(page.matches(&said).count(), 1, "{}", page);
    assert!(page.contains(&format!(
        "<mark class=\"differs\" data-line=\"{}\">y</mark>",
        count
    )));
}

#[test]
fn the_failing_line_is_the_one_the_judge_names_or_the_first_that_differs() {
    assert_eq!(
        differing_line(Some("line 5: expected 3, got 4"), None, ""),
        Some(5)
    );
    assert_eq!(
        differing_line(Some("cube 1 (line 12): unsolved"), None, ""),
        Some(12)
    );
    assert_eq!(differing_line(None, Some("1\n2\n3\n"), "1\n2 \n4\n"), Some(3));
    assert_eq!(differing_line(None, Some("1\n2\n"), "1\n"), Some(2));
    assert_eq!(differing_line(None, Some("1\n"), "1\n"), None);
    // The window: three lines each side, cut lines, the line marked.
    let text: String = (1..=100).map(|n| format!("{}\n", n)).collect();
    let w = window("out", &text, Some(50), text.len() as u64);
    assert_eq!((w.first, w.lines.len(), w.highlight), (47, 7, Some(50)));
    assert_eq!(
        w.more.as_deref(),
        Some("lines 47 to 53 of 100 (292 bytes in all)")
    );
    let long = "x".repeat(1000);
    assert_eq!(window("out", &long, Some(1), 1000).lines[0].len(), LINE_CHARS + 3);
}

#[test]
fn a_die_s_walk_is_its_rolls_with_only_the_bottom_relabelled() {
    let mut walked = 0;
    for (problem, _) in drawable() {
        let walks = [
            crate::problem::meta::View::DiceWalks,
            crate::problem::meta::View::DiceBoards,
        ];
        if !walks.iter().any(|&w| problem.meta.view == Some(w)) {
            continue;
        }
        for input in inputs(&problem) {
            for (_, own) in replays(&project(), &problem, &input).unwrap() {
                let steps = match own {
                    Own::Steps(steps) | Own::Tour(_, steps) => steps,
                    Own::Moves(_) => panic!("{}: a walk without its steps", problem.id),
                };
                for pair in steps.windows(2) {
                    let name = pair[1].name.as_deref().unwrap();
                    let m = cubesmith::die::orientation::Move::ALL
                        .iter()
                        .find(|m| m.letter() == name.as_bytes()[0])
                        .map(|&m| crate::viewer::moves::Turn::Die(m))
                        .unwrap();
                    let (rolled, after) = (crate::viewer::moves::apply(&pair[0].puzzle, m), &pair[1].puzzle);
                    for (a, b) in rolled.cells().iter().zip(after.cells()) {
                        assert!(
                            a.face == "bottom" || a.symbol == b.symbol,
                            "{}: {:?}",
                            problem.id,
                            pair
                        );
                    }
                    walked += 1;
                }
            }
        }
    }
    assert!(walked > 0, "no problem's walk makes a roll");
}

#[test]
fn a_failure_page_replays_the_input_s_own_moves_and_opens_where_they_end() {
    let (mut opened, mut boards) = (0, 0);
    for (problem, _) in drawable() {
        if replayed_kind(&problem).is_ok() {
            continue;
        }
        // A test whose first puzzle moves.
        let moved = |own: &Own| match own {
            Own::Moves(moves) => moves.len(),
            Own::Steps(steps) | Own::Tour(_, steps) => steps.len() - 1,
        };
        let found = inputs(&problem).into_iter().find_map(|input| {
            let replays = replays(&project(), &problem, &input).ok()?;
            let last = moved(&replays.first()?.1);
            (last > 0).then_some((input, replays, last))
        });
        let (input, replays, last) = match found {
            Some(found) => found,
            None => continue,
        };
        // One expected line per puzzle, the first wrong.
        let expected = "x\n".repeat(replays.len());
        let failure = Failure {
            why: Some("line 1: expected \"x\", got \"y\""),
            ..Failure::wrong_answer("c", &input, Some(expected.as_bytes()), b"y\n")
        };
        let page = failure_page(&project(), &problem, &failure);
        assert!(
            page.contains(&format!("\"focus\":[0,{}]", last)),
            "{}: {}",
            problem.id,
            page
        );
        // The page's data, view by view: the first holds the start and every step.
        let first_view = page.split("{\"title\":").nth(1).unwrap();
        assert_eq!(
            first_view.matches("\"colours\":").count(),
            last + 1,
            "{}",
            problem.id
        );
        if let Own::Tour(..) = replays[0].1 {
            assert!(first_view.contains("\"board\":{\"rows\":"), "{}", problem.id);
            boards += 1;
        }
        opened += 1;
    }
    assert!(
        opened >= 5 && boards >= 2,
        "{} replayed, {} with boards",
        opened,
        boards
    );
}

#[test]
fn an_output_that_prints_a_face_is_drawn_beside_the_real_state_where_it_differs() {
    let mut families = Vec::new();
    for (problem, _) in drawable() {
        if replayed_kind(&problem).is_ok() {
            continue;
        }
        for (path, _, expected) in case_files(&problem) {
            let input = std::fs::read(&path).unwrap();
            let replays = match replays(&project(), &problem, &input) {
                Ok(r) if !r.is_empty() => r,
                _ => continue,
            };
            // Outputs that are one face of each last state, and agree with themselves.
            let face = match printed_faces(&replays, &expected, &expected) {
                Some((face, printed)) => {
                    assert!(printed.iter().all(Option::is_none), "{}", problem.id);
                    face
                }
                None => continue,
            };
            // The first symbol printed wrong: that puzzle's face drawn beside its real state.
            let at = expected.find(|c: char| !c.is_whitespace()).unwrap();
            let width = expected[at..].chars().next().unwrap().len_utf8();
            let actual = format!("{}Z{}", &expected[..at], &expected[at + width..]);
            let failure = Failure::wrong_answer("c", &input, Some(expected.as_bytes()), actual.as_bytes());
            let page = failure_page(&project(), &problem, &failure);
            let last = match &replays[0].1 {
                Own::Moves(moves) => moves.len(),
                Own::Steps(steps) | Own::Tour(_, steps) => steps.len() - 1,
            };
            assert!(
                page.contains(&format!("\"focus\":[0,{}]", last)),
                "{}: {}",
                problem.id,
                page
            );
            assert_eq!(page.matches("\"printed\":{").count(), 1, "{}", problem.id);
            assert!(page.contains(&format!("the output shows {} otherwise", face_named(&face))));
            assert!(
                page.contains("\"symbols\":[\"Z\"") || page.contains(",\"Z\""),
                "{}",
                problem.id
            );
            families.push(replays[0].0.family());
            break;
        }
    }
    assert!(
        families.contains(&Family::Cube3) && families.contains(&Family::Die),
        "{:?}",
        families
    );
}

#[test]
fn one_number_a_die_happens_to_show_is_not_read_as_a_face() {
    let die = |top: &str| {
        let labels = [top, "b", "n", "s", "e", "w"].map(String::from);
        (
            Puzzle::Die(cubesmith::die::dice::Die::new(labels)),
            Own::Moves(Vec::new()),
        )
    };
    assert!(printed_faces(&[die("7")], "7\n", "8\n").is_none());
    // Three dice whose tops the output prints: read as the top, the second printed otherwise.
    let dice = [die("1"), die("2"), die("3")];
    let (face, printed) = printed_faces(&dice, "1\n2\n3\n", "1\n5\n3\n").unwrap();
    assert_eq!(face, "top");
    assert!(printed[0].is_none() && printed[2].is_none());
    let cells = printed[1].as_ref().unwrap().cells();
    assert!(cells.iter().any(|c| c.face == "top" && c.symbol == "5"));
    // An output that stops short prints nothing in place of the rest.
    let (_, short) = printed_faces(&dice, "1\n2\n3\n", "1\n").unwrap();
    assert!(short.iter().all(Option::is_none));
}

#[test]
fn the_adapter_s_answers_dataset_by_dataset_tell_which_lines_answer_which_puzzle() {
    // A problem whose answer to each case is the three rows of its cube's top face (the
    // cube3-top-face generator's), answered case by case as it reads them.
    let project = project();
    let problem = project
        .problem_ids()
        .unwrap()
        .iter()
        .map(|id| project.problem(id).unwrap())
        .find(|p| p.meta.generator == Some(crate::problem::meta::Generator::Cube3TopFace))
        .expect("a problem that prints a top face a case");
    let input = inputs(&problem).swap_remove(0);
    let cases = puzzles(&project, &problem, &input).unwrap().len();
    let starts = Hooks::of(&project, &problem)
        .unwrap()
        .answer_lines(&input)
        .unwrap();
    assert!(cases > 1, "{}", problem.id);
    assert_eq!(starts, (0..cases).map(|k| 3 * k).collect::<Vec<_>>());
    // Answers of uneven lengths: the line tells the puzzle, the puzzle its lines.
    let answering = Answering::of(3, 6, Some(vec![0, 1, 4]));
    let of_line: Vec<Option<usize>> = (1..=6).map(|l| answering.puzzle_of(l, 6)).collect();
    assert_eq!(of_line, [Some(0), Some(1), Some(1), Some(1), Some(2), Some(2)]);
    assert_eq!(answering.lines_of(1, 6).unwrap(), "output lines 2 to 4");
    assert_eq!(answering.lines_of(0, 6).unwrap(), "output line 1");
    // Without such answers, lines that divide evenly; else nothing is claimed.
    assert_eq!(Answering::of(4, 2, Some(vec![0])).puzzle_of(2, 2), Some(2));
    assert!(Answering::of(3, 2, None).lines_of(0, 2).is_none());
}
