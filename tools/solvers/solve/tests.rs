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
    assert_eq!((request.table, request.optimal), (Some(Shape::MEDIUM), Some(20)));
    let request = read(&["x", "--optimal", "--table", "tiny", "--max-depth", "12"]).unwrap();
    assert_eq!((request.table, request.optimal), (Some(Shape::TINY), Some(12)));
    let err = |text: &[&str]| read(text).unwrap_err();
    assert_eq!(err(&["x", "--table", "tiny"]), "--table goes with --optimal");
    assert_eq!(
        err(&["x", "--optimal", "--table", "big"]),
        "--table takes tiny, small, medium, huge, tiny-mod3, small-mod3, medium-mod3, huge-mod3, \
         tiny-based, huge-based, sorted-tiny, sorted-small, sorted-small-based, sorted-huge or \
         sorted-huge-based, found 'big'"
    );
    let quarter = read(&["x", "--optimal", "--table", "tiny", "--metric", "quarter"]).unwrap();
    assert_eq!((quarter.metric, quarter.optimal), (Metric::Quarter, Some(26)));
}

/// The cache is the variable's, else the `target` directory the program is in (from any
/// current directory), else the user's cache, else `target/` here.
#[test]
fn the_cache_is_found_from_the_program_not_the_current_directory() {
    let p = |s: &str| Some(PathBuf::from(s));
    let exe = p("/w/repo/target/release/cubesmith");
    let (xdg, home) = (p("/x/cache"), p("/home/u"));
    let dir = cache_dir_from;
    assert_eq!(
        dir(p("/c"), exe.clone(), xdg.clone(), home.clone()),
        PathBuf::from("/c")
    );
    let built_in = PathBuf::from("/w/repo/target/cubesmith-cache");
    assert_eq!(dir(None, exe.clone(), xdg.clone(), home.clone()), built_in);
    let test_binary = p("/w/repo/target/debug/deps/solve-0123");
    assert_eq!(dir(None, test_binary, None, None), built_in);
    let installed = p("/usr/local/bin/cubesmith");
    assert_eq!(
        dir(None, installed.clone(), xdg, home.clone()),
        PathBuf::from("/x/cache/cubesmith")
    );
    assert_eq!(
        dir(None, installed.clone(), None, home),
        PathBuf::from("/home/u/.cache/cubesmith")
    );
    assert_eq!(
        dir(None, installed, None, None),
        PathBuf::from("target/cubesmith-cache")
    );
    assert_eq!(
        dir(None, None, None, None),
        PathBuf::from("target/cubesmith-cache")
    );
}

/// A table is written once, read back, and built again when its file is damaged.
#[test]
fn the_cache_keeps_a_table_and_rebuilds_a_damaged_one() {
    let dir = std::env::temp_dir().join(format!("cubesmith-cache-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let built = load_or_build(Shape::TINY, &dir).unwrap();
    let path = table_path(&dir, Shape::TINY);
    let bytes = std::fs::read(&path).unwrap();
    let listed: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(listed.len(), 1, "nothing but the table is left: {:?}", listed);
    let read = load_or_build(Shape::TINY, &dir).unwrap();
    assert_eq!(read.checksum(), built.checksum());
    let mut damaged = bytes.clone();
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    std::fs::write(&path, &damaged).unwrap();
    assert!(Table::read_from(Shape::TINY, &mut &damaged[..]).is_err());
    let rebuilt = load_or_build(Shape::TINY, &dir).unwrap();
    assert_eq!(rebuilt.checksum(), built.checksum());
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A table in mod 3 is packed from the table of distances, which is kept too; the next load
/// reads the packed file, equal to what was packed.
#[test]
fn a_table_in_mod_3_is_packed_from_the_kept_table_of_distances() {
    let dir = std::env::temp_dir().join(format!("cubesmith-cache-mod3-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let shape = Shape::TINY.stored(Storage::Mod3);
    let packed = load_or_build(shape, &dir).unwrap();
    assert_eq!(packed.shape(), shape);
    let mut listed: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    listed.sort();
    assert_eq!(
        listed,
        vec![table_path(&dir, shape), table_path(&dir, Shape::TINY)]
    );
    let exact = load_or_build(Shape::TINY, &dir).unwrap();
    assert!((0..exact.index().len()).all(|i| packed.get(i) == exact.get(i) % 3));
    assert_eq!(load_or_build(shape, &dir).unwrap().checksum(), packed.checksum());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_deep_solver_answers_through_the_command() {
    std::env::set_var(
        "CUBESMITH_CACHE",
        std::env::temp_dir().join("cubesmith-solve-tiny"),
    );
    let request = read(&["--optimal", "--table", "tiny", "--scramble", "R U R' U' F2"]).unwrap();
    let solution = solve(&request).unwrap();
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
