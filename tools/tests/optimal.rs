//! `cubesmith optimal` as a user runs it, on a small table: every line's moves replay to solved
//! and are as long as the ball solver's shortest solution (an independent search); bad
//! arguments get one line and the usage status.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::moves::{Face, Move};
use cubesmith::cube3::notation::{singmaster, Separation};
use cubesmith::cube3::optimal::{Metric, Optimal};
use cubesmith::rng::Rng;
use std::process::{Command, Output};

fn cubesmith(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cubesmith"))
        .arg("optimal")
        .args(args)
        .env("CUBESMITH_CACHE", env!("CARGO_TARGET_TMPDIR"))
        .output()
        .expect("the cubesmith binary runs")
}

/// `n` random moves, no face twice in a row.
fn random_moves(rng: &mut Rng, n: usize) -> Vec<Move> {
    let mut moves: Vec<Move> = Vec::new();
    while moves.len() < n {
        let face = Face::ALL[rng.below(6) as usize];
        if moves.last().map_or(true, |m| m.face() != face) {
            moves.push(Move::new(face, rng.below(3) as u8 + 1));
        }
    }
    moves
}

#[test]
fn scrambles_get_shortest_solutions_that_replay() {
    let notation = singmaster(Separation::WhiteSpace);
    let ball = Optimal::new(Metric::Half);
    let mut rng = Rng::new(11);
    let scrambles: Vec<String> = (0..6)
        .map(|i| notation.write(&random_moves(&mut rng, 3 + i)))
        .collect();
    let mut args = vec!["0", "--table", "small"];
    for s in scrambles.iter() {
        args.push("--scramble");
        args.push(s);
    }
    let out = cubesmith(&args);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("scramble ")).collect();
    assert_eq!(lines.len(), scrambles.len(), "{}", text);
    for (line, scramble) in lines.iter().zip(scrambles.iter()) {
        let cube = Cubies::SOLVED.apply_all(&notation.parse(scramble).unwrap());
        let (head, moves) = line.split_once(" at the root: ").expect("the moves end the line");
        assert!(head.starts_with(&format!("scramble {}: ", scramble)), "{}", line);
        let moves = notation.parse(moves).unwrap();
        assert_eq!(cube.apply_all(&moves), Cubies::SOLVED, "{}", line);
        let shortest = ball.solve(&cube, 10).unwrap();
        assert_eq!(moves.len(), shortest.len(), "{}", line);
        assert!(head.contains(&format!(": {} moves, ", moves.len())), "{}", line);
    }
}

#[test]
fn bad_arguments_get_one_line() {
    for (args, says) in [
        (&["x"][..], "the number of cubes takes a whole number, found 'x'"),
        (
            &["1", "--table", "big"][..],
            "--table takes tiny, small, medium, huge, tiny-mod3, small-mod3, medium-mod3, huge-mod3, \
             tiny-based, huge-based, sorted-tiny, sorted-small, sorted-small-based, sorted-huge, \
             sorted-huge-based, sym48-tiny, sym48-3, sym48-4, sym48-5, sym48-6, sym48-6w3 or sym48-7, found 'big'",
        ),
        (
            &["0", "--table", "tiny", "--scramble", "R Q"][..],
            "--scramble 'R Q'",
        ),
        (
            &["1", "--skip", "x"][..],
            "--skip takes a whole number, found 'x'",
        ),
    ] {
        let out = cubesmith(args);
        let text = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(text.lines().count(), 1, "{:?}: {}", args, text);
        assert!(text.contains(says), "{:?}: {}", args, text);
        assert_ne!(out.status.code(), Some(0), "{:?}", args);
    }
}
