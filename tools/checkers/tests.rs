use super::*;
use crate::project::Project;

const SAMPLE_IN: &[u8] = b"10 11 9 5 3 4 6 7 8 22 23 21 1 2 0 14 12 13 18 19 20 17 15 16\n";
const SAMPLE_OUT: &str = "2\nU-\n0 1 2 11 9 10 6 7 8 22 23 21 12 13 14 4 5 3 18 19 20 17 15 16\nR-\n\
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n";

fn checker(id: &str) -> Checker {
    let project = Project {
        root: std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")),
    };
    Checker::new(&project.problem(id).unwrap()).unwrap()
}

fn verdict(output: &str) -> Result<(), String> {
    checker("lambdaoj-2")
        .check(SAMPLE_IN, output.as_bytes(), b"")
        .unwrap()
}

#[test]
fn steps_accept_the_official_sample_answer() {
    assert_eq!(verdict(SAMPLE_OUT), Ok(()));
    assert_eq!(verdict(&SAMPLE_OUT.replace('\n', "  \r\n")), Ok(()));
}

#[test]
fn steps_reject_each_kind_of_wrong_answer() {
    let long = "4\nU-\n0 1 2 11 9 10 6 7 8 22 23 21 12 13 14 4 5 3 18 19 20 17 15 16\nR-\n\
        0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n";
    let cases = [
        (long, "4 moves, but the optimum is 2"),
        ("x\n", "line 1: expected the number of moves"),
        (
            &SAMPLE_OUT.replace("U-", "U3")[..],
            "line 2: \"U3\" is not a move",
        ),
        (
            &SAMPLE_OUT.replace("R-", "R+")[..],
            "line 5: the state after R+ should be",
        ),
        (
            &SAMPLE_OUT.replace("22 23 21 12", "22 23 21 13")[..],
            "line 3: the state after U-",
        ),
        (
            "2\nU-\n0 1 2 11 9 10 6 7 8 22 23 21 12 13 14 4 5 3 18 19 20 17 15 16\n",
            "move 2 of 2 is missing",
        ),
        ("2\nU-\n", "the state after move 1 is missing"),
        (
            &format!("{}junk\n", SAMPLE_OUT)[..],
            "line 6: unexpected \"junk\"",
        ),
    ];
    for (output, says) in cases.iter() {
        let why = verdict(output).unwrap_err();
        assert!(why.starts_with(says), "{:?} does not start with {:?}", why, says);
    }
}

#[test]
fn a_refused_test_input_is_a_usage_error() {
    let err = checker("lambdaoj-2").check(b"1 2 3", b"0\n", b"").unwrap_err();
    assert_eq!(err.code, 2);
    assert!(
        err.message
            .starts_with("the test's input is refused: input line 1"),
        "{}",
        err.message
    );
}

#[test]
fn notations_are_read_and_refused() {
    let names = notation(Some("X=R- Y=U- Z=F-")).unwrap();
    assert_eq!(names[0], ("X".to_string(), Stickers::turn(Face::R, 3)));
    assert!(notation(Some("X=D+"))
        .unwrap_err()
        .contains("not a turn of F, R or U"));
    assert!(notation(Some("X")).unwrap_err().contains("not NAME=TURN"));
    assert_eq!(notation(None).unwrap().len(), 9);
}
