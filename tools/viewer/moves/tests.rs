use super::*;
use crate::viewer::nets::Family;
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{colours, Scheme};
use cubesmith::cube3::moves::Move as Move3;
use cubesmith::die::dice::Die;
use cubesmith::die::orientation::Move;
use cubesmith::pocket::cube::Face;

fn solved(family: Family) -> Puzzle {
    match family {
        Family::Pocket => Puzzle::pocket_letters(&Stickers::SOLVED),
        Family::Cube3 => Puzzle::cube3(&colours(&Cubies::SOLVED, &Scheme::LETTERS)),
        Family::Die => Puzzle::Die(Die::new(["1", "6", "5", "2", "3", "4"].map(String::from))),
    }
}

fn last(steps: &[Step]) -> &Puzzle {
    &steps[steps.len() - 1].puzzle
}

#[test]
fn moves_turn_each_puzzle_as_the_library_does() {
    let pocket = apply(&solved(Family::Pocket), Turn::Pocket(Face::R, 2));
    assert_eq!(pocket, Puzzle::pocket_letters(&Stickers::turn(Face::R, 2)));
    let cube3 = apply(&solved(Family::Cube3), Turn::Cube3(Move3::from_index(7)));
    assert_eq!(
        cube3,
        Puzzle::cube3(&colours(
            &Cubies::SOLVED.apply(Move3::from_index(7)),
            &Scheme::LETTERS
        ))
    );
    if let Puzzle::Die(die) = apply(&solved(Family::Die), Turn::Die(Move::East)) {
        assert_eq!(die.top(), "4"); // rolled east: the west face came up
    } else {
        unreachable!()
    }
}

#[test]
fn the_sexy_move_six_times_and_every_move_and_its_inverse_come_back() {
    for family in [Family::Pocket, Family::Cube3] {
        let names = Names::new(family, None).unwrap();
        let moves = names.parse(&"R U R' U' ".repeat(6)).unwrap();
        let steps = replay(&solved(family), &moves, &names);
        assert_eq!(steps.len(), 25);
        assert_eq!(last(&steps), &solved(family));
        assert!(steps[1..24].iter().all(|s| s.puzzle != solved(family)));
        assert_eq!(steps[3].name.as_deref(), Some("R'"));
    }
    let names = Names::new(Family::Die, None).unwrap();
    for (there, back) in [("N", "S"), ("E", "W"), ("R", "L")] {
        let moves = names.parse(&format!("{} {}", there, back)).unwrap();
        let steps = replay(&solved(Family::Die), &moves, &names);
        assert_ne!(steps[1].puzzle, solved(Family::Die));
        assert_eq!(last(&steps), &solved(Family::Die));
    }
}

/// LambdaOJ's answer for a cube two turns from solved, with `edit` applied to its lines.
fn steps_answer(edit: impl Fn(&mut Vec<String>)) -> (Puzzle, String) {
    let start = Stickers::SOLVED
        .then(&Stickers::turn(Face::R, 1))
        .then(&Stickers::turn(Face::U, 1));
    let once = start.then(&Stickers::turn(Face::U, 3));
    let numbers = |s: &Stickers| s.0.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ");
    let mut lines = vec![
        "2".to_string(),
        "U-".to_string(),
        numbers(&once),
        "R-".to_string(),
        numbers(&Stickers::SOLVED),
    ];
    edit(&mut lines);
    (Puzzle::pocket_numbered(&start), lines.join("\n") + "\n")
}

fn marks(steps: &[Step]) -> Vec<(usize, String)> {
    let marked = steps
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.mark.clone().map(|m| (i, m)));
    marked.collect()
}

#[test]
fn a_right_answer_replays_unmarked_to_the_solved_cube() {
    let names = Names::new(Family::Pocket, None).unwrap();
    let (start, output) = steps_answer(|_| {});
    let said = answer(Checker::PocketSteps, &output, 0, &names).unwrap();
    assert_eq!(said.moves.len(), 2);
    assert_eq!(said.moves[1].line, 4);
    let steps = replay_answer(&start, &said, &names);
    assert_eq!(steps.len(), 3);
    assert!(marks(&steps).is_empty());
    assert!(last(&steps).is_solved());
    assert_eq!(answer(Checker::PocketSteps, &output, 1, &names), None);
}

#[test]
fn the_first_illegal_or_wrong_step_is_marked() {
    let names = Names::new(Family::Pocket, None).unwrap();
    // A wrong state printed after the first move: marked there, the replay goes on.
    let (start, output) = steps_answer(|lines| lines[2] = "0 1 2".to_string());
    let steps = replay_answer(
        &start,
        &answer(Checker::PocketSteps, &output, 0, &names).unwrap(),
        &names,
    );
    assert_eq!(steps.len(), 3);
    let found = marks(&steps);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].0, 1);
    assert!(
        found[0].1.starts_with("line 3: the answer prints \"0 1 2\""),
        "{}",
        found[0].1
    );
    // A move that is none: marked, and the replay ends there with the state before it.
    let (start, output) = steps_answer(|lines| lines[3] = "Q+".to_string());
    let steps = replay_answer(
        &start,
        &answer(Checker::PocketSteps, &output, 0, &names).unwrap(),
        &names,
    );
    assert_eq!(
        marks(&steps),
        vec![(2, "line 4: \"Q+\" is not a move".to_string())]
    );
    assert_eq!(steps[2].puzzle, steps[1].puzzle);
    // A state missing after the last move.
    let (start, output) = steps_answer(|lines| lines.truncate(4));
    let steps = replay_answer(
        &start,
        &answer(Checker::PocketSteps, &output, 0, &names).unwrap(),
        &names,
    );
    assert_eq!(
        marks(&steps),
        vec![(2, "line 5: the state after this move is missing".to_string())]
    );
    // Right steps that stop short, whatever the count says: the last step is marked unsolved.
    let unsolved = vec![(1, "the cube is not solved after the last move".to_string())];
    for edit in [
        |lines: &mut Vec<String>| lines.truncate(3),
        |lines: &mut Vec<String>| lines[0] = "1".into(),
    ] {
        let (start, output) = steps_answer(edit);
        let steps = replay_answer(
            &start,
            &answer(Checker::PocketSteps, &output, 0, &names).unwrap(),
            &names,
        );
        assert_eq!(marks(&steps), unsolved);
    }
}

#[test]
fn one_line_of_moves_per_cube_is_replayed_letter_by_letter() {
    let names = Names::new(Family::Pocket, Some("X=R- Y=U- Z=F-")).unwrap();
    let start = Puzzle::pocket_letters(&Stickers::turn(Face::R, 1));
    let said = answer(Checker::PocketMoves, "Y\nX\nXQ\n", 1, &names).unwrap();
    assert_eq!(
        said.moves[0],
        Said {
            line: 2,
            name: "X".to_string(),
            state: None
        }
    );
    assert!(marks(&replay_answer(&start, &said, &names)).is_empty());
    let bad = replay_answer(
        &start,
        &answer(Checker::PocketMoves, "Y\nX\nXQ\n", 2, &names).unwrap(),
        &names,
    );
    assert_eq!(marks(&bad), vec![(2, "line 3: \"Q\" is not a move".to_string())]);
    let unsolved = replay_answer(
        &start,
        &answer(Checker::PocketMoves, "Y\n", 0, &names).unwrap(),
        &names,
    );
    assert_eq!(marks(&unsolved)[0].0, 1);
    // A missing line is an empty answer, as the checker reads it.
    assert_eq!(
        answer(Checker::PocketMoves, "Y\n", 1, &names).unwrap().moves,
        vec![]
    );
}

/// The 3x3 cube that `moves` (Singmaster) solve.
fn solved_by(moves: &str) -> Puzzle {
    let names = Names::new(Family::Cube3, None).unwrap();
    let undo: Vec<Move3> = names
        .parse(moves)
        .unwrap()
        .iter()
        .rev()
        .map(|&m| match m {
            Turn::Cube3(m) => m.inverse(),
            _ => unreachable!("a 3x3 name"),
        })
        .collect();
    Puzzle::cube3(&colours(&Cubies::SOLVED.apply_all(&undo), &Scheme::LETTERS))
}

#[test]
fn a_3x3_answer_on_one_line_is_read_by_the_longest_names() {
    let names = Names::new(Family::Cube3, None).unwrap();
    let output = "RUR'F2\nRXU\n";
    let said = answer(Checker::Cube3Line, output, 0, &names).unwrap();
    let read: Vec<&str> = said.moves.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(read, vec!["R", "U", "R'", "F2"]);
    assert!(marks(&replay_answer(&solved_by("R U R' F2"), &said, &names)).is_empty());
    let bad = answer(Checker::Cube3Line, output, 1, &names).unwrap();
    let steps = replay_answer(&solved_by("R"), &bad, &names);
    assert_eq!(
        marks(&steps),
        vec![(2, "line 2: \"X\" is not a move".to_string())]
    );
}

#[test]
fn counted_3x3_answers_are_followed_cube_by_cube_through_names_of_several_words() {
    let names = Names::new(Family::Cube3, Some("4 1=U, 4 -1=U', 2 1=R, 2 -1=R'")).unwrap();
    let output = "2\n4 1\n2 1\n-1\n1 9 9\n";
    let first = answer(Checker::Cube3Counted, output, 0, &names).unwrap();
    assert_eq!(
        first.moves[1],
        Said {
            line: 3,
            name: "2 1".to_string(),
            state: None
        }
    );
    assert!(marks(&replay_answer(&solved_by("U R"), &first, &names)).is_empty());
    let skipped = replay_answer(
        &solved_by("U"),
        &answer(Checker::Cube3Optimal, output, 1, &names).unwrap(),
        &names,
    );
    assert_eq!(
        marks(&skipped),
        vec![(0, "line 4: -1, no answer for this cube".to_string())]
    );
    let bad = replay_answer(
        &solved_by("U"),
        &answer(Checker::Cube3Counted, output, 2, &names).unwrap(),
        &names,
    );
    assert_eq!(marks(&bad), vec![(1, "line 5: \"9\" is not a move".to_string())]);
    // Past a move that is none, or a count that is none, the answer cannot be followed.
    assert_eq!(answer(Checker::Cube3Counted, output, 3, &names), None);
    assert_eq!(answer(Checker::Cube3Counted, "x 4 1", 1, &names), None);
    let missing = answer(Checker::Cube3Counted, "", 0, &names).unwrap();
    assert_eq!(missing.note.as_deref(), Some("the number of moves is missing"));
}
