use super::*;

/// The command line after `solve`, parsed by the command table, then read.
fn read(text: &[&str]) -> Result<Request, String> {
    let words: Vec<String> = text.iter().map(|s| s.to_string()).collect();
    Args::parse(crate::args::command("solve").unwrap(), &words).and_then(|args| parse(&args))
}

#[test]
fn options_are_read_in_any_order() {
    let request = read(&["--optimal", "--scramble", "R U", "--metric", "quarter"]).unwrap();
    assert_eq!(
        request,
        Request {
            metric: Metric::Quarter,
            optimal: Some(11),
            cube: Cube::Scramble("R U".to_string())
        }
    );
    let request = read(&["UUU UUU", "--optimal", "--max-depth", "7"]).unwrap();
    assert_eq!(request.cube, Cube::Symbols("UUUUUU".to_string()));
    assert_eq!((request.metric, request.optimal), (Metric::Half, Some(7)));
    assert_eq!(read(&["x"]).unwrap().optimal, None);
}

#[test]
fn faults_say_what_is_wrong() {
    let err = |text: &[&str]| read(text).unwrap_err();
    assert_eq!(
        err(&[]),
        "no cube given: 54 facelets, 24 stickers or --scramble MOVES"
    );
    assert_eq!(
        err(&["a", "b"]),
        "give one cube: facelets, stickers or --scramble"
    );
    assert_eq!(
        err(&["a", "--scramble", "R"]),
        "give one cube: facelets, stickers or --scramble"
    );
    assert_eq!(
        err(&["a", "--metric", "slice"]),
        "--metric takes half or quarter, found 'slice'"
    );
    assert_eq!(err(&["a", "--metric"]), "--metric needs a value");
    assert_eq!(err(&["a", "--max-depth", "5"]), "--max-depth goes with --optimal");
    assert_eq!(
        err(&["a", "--optimal", "--max-depth", "x"]),
        "--max-depth takes a whole number, found 'x'"
    );
    assert_eq!(
        err(&["a", "--optimal", "--max-depth", "21"]),
        "--max-depth is at most 20 in the half-turn metric: no cube is farther"
    );
    assert_eq!(err(&["a", "--fast"]), "unknown option '--fast'");
}

#[test]
fn a_cube_of_another_length_is_refused_with_its_length() {
    let request = read(&["UUUU"]).unwrap();
    assert_eq!(
        solve(&request).unwrap_err().message,
        "a cube is 54 facelets (a 3x3 cube, faces U R F D L B) or 24 stickers (a 2x2 cube, \
         LambdaOJ's order); this one has 4"
    );
}
