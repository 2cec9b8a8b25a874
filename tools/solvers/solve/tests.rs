use super::*;

/// The command line after `solve`, parsed by the command table, then read.
fn read(text: &[&str]) -> Result<Request, String> {
    let args = crate::cli::args::parse_words("solve", text)?;
    Ok(parse(&args)?)
}

#[test]
fn options_are_read_in_any_order() {
    let request = read(&["--optimal", "--scramble", "R U", "--metric", "quarter"]).unwrap();
    assert_eq!(
        request,
        Request {
            metric: Metric::Quarter,
            optimal: Some(11),
            table: None,
            default_depth: true,
            cube: Cube::Scramble("R U".to_string())
        }
    );
    let request = read(&["UUU UUU", "--optimal", "--max-depth", "7"]).unwrap();
    assert_eq!(request.cube, Cube::Symbols("UUUUUU".to_string()));
    assert_eq!((request.metric, request.optimal), (Metric::Half, Some(7)));
    assert!(!request.default_depth);
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

#[test]
fn a_table_goes_with_optimal_and_reaches_every_cube() {
    let request = read(&["x", "--optimal", "--table", "medium"]).unwrap();
    assert_eq!(
        (request.table, request.optimal),
        (Some(Choice::Sym16(Shape::MEDIUM)), Some(20))
    );
    let request = read(&["x", "--optimal", "--table", "tiny", "--max-depth", "12"]).unwrap();
    assert_eq!(
        (request.table, request.optimal),
        (Some(Choice::Sym16(Shape::TINY)), Some(12))
    );
    let request = read(&["x", "--optimal", "--table", "sym48-6"]).unwrap();
    let sym48 = cubesmith::cube3::sym48::Shape48::named("sym48-6").map(Choice::Sym48);
    assert_eq!((request.table, request.optimal), (sym48, Some(20)));
    let err = |text: &[&str]| read(text).unwrap_err();
    assert_eq!(err(&["x", "--table", "tiny"]), "--table goes with --optimal");
    assert_eq!(
        err(&["x", "--optimal", "--table", "big"]),
        "--table takes tiny, small, medium, huge, tiny-mod3, small-mod3, medium-mod3, huge-mod3, \
         tiny-based, huge-based, sorted-tiny, sorted-small, sorted-small-based, sorted-huge, \
         sorted-huge-based, sym48-tiny, sym48-3, sym48-4, sym48-5, sym48-6, sym48-6w3 or sym48-7, found 'big'"
    );
    let quarter = read(&["x", "--optimal", "--table", "tiny", "--metric", "quarter"]).unwrap();
    assert_eq!((quarter.metric, quarter.optimal), (Metric::Quarter, Some(26)));
}

#[test]
fn the_deep_solver_answers_through_the_command() {
    // The tables' cache is the command's own (in the `target` directory the tests were built
    // in), not a folder set through `CUBESMITH_CACHE`: a variable set here would be every other
    // test's in this process too.
    let request = read(&["--optimal", "--table", "tiny", "--scramble", "R U R' U' F2"]).unwrap();
    let solution = solve(&request).unwrap();
    assert_eq!(solution.summary, "5 moves (half-turn metric, optimal)");
    // The same on the 48-symmetric table.
    let sym48 = read(&["--optimal", "--table", "sym48-tiny", "--scramble", "R U R' U' F2"]).unwrap();
    let solution = solve(&sym48).unwrap();
    assert_eq!(solution.summary, "5 moves (half-turn metric, optimal)");
    let too_far = read(&[
        "--optimal",
        "--table",
        "tiny",
        "--max-depth",
        "4",
        "--scramble",
        "R U R' U' F2",
    ]);
    assert!(solve(&too_far.unwrap()).is_err());
    // In quarter turns: R U R' U' F2 is 6 of them, F2 made as F F.
    let quarter = read(&[
        "--optimal",
        "--table",
        "tiny",
        "--metric",
        "quarter",
        "--scramble",
        "R U R' U' F2",
    ]);
    let solution = solve(&quarter.unwrap()).unwrap();
    assert_eq!(solution.summary, "6 moves (quarter-turn metric, optimal)");
    assert_eq!(solution.moves, "F F U R U' R'");
}
