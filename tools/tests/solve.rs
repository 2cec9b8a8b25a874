//! `cubesmith solve` as a user runs it: every solution it prints is replayed with the library's
//! models (cubies for the 3x3 cube, stickers for the pocket cube) and must solve the cube, with
//! the length it prints; optimal lengths are checked against the optimal solver and the pocket
//! cube's full distance table; bad input gets one line saying what is wrong.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{self, Scheme};
use cubesmith::cube3::moves::Move;
use cubesmith::cube3::notation::{singmaster, Separation};
use cubesmith::cube3::optimal::{Metric, Optimal};
use cubesmith::pocket::coord::{decode, encode, HALF_TURN, QUARTER_TURN, STATES};
use cubesmith::pocket::cube::{Face, Stickers};
use cubesmith::pocket::faces::{apply, is_restored};
use cubesmith::pocket::net::{colours_of, paint};
use cubesmith::pocket::table::DistanceTable;
use cubesmith::rng::Rng;
use std::process::{Command, Output};

mod common;

use common::temp_dir::TempDir;

fn cubesmith(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cubesmith"))
        .arg("solve")
        .args(args)
        .output()
        .expect("the cubesmith binary runs")
}

/// The two lines `solve` prints: the moves, and `N moves (metric, how)`.
fn solved(args: &[&str]) -> (String, usize, String) {
    let out = cubesmith(args);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{:?}: {}",
        args,
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{:?}", text);
    let (count, rest) = lines[1].split_once(' ').unwrap();
    (lines[0].to_string(), count.parse().unwrap(), rest.to_string())
}

/// The refusal `solve` prints: its one line on standard error, and the exit status.
fn refused(args: &[&str]) -> (String, i32) {
    let out = cubesmith(args);
    assert!(out.stdout.is_empty());
    let text = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(text.lines().count(), 1, "{:?}", text);
    (text.trim_end().to_string(), out.status.code().unwrap())
}

fn moves_3x3(text: &str) -> Vec<Move> {
    let moves = singmaster(Separation::WhiteSpace).parse(text).unwrap();
    assert_eq!(
        singmaster(Separation::WhiteSpace).write(&moves),
        text,
        "written as read"
    );
    moves
}

fn scramble(rng: &mut Rng, n: usize) -> Vec<Move> {
    (0..n).map(|_| Move::from_index(rng.below(18) as usize)).collect()
}

#[test]
fn two_phase_solutions_of_scrambles_and_facelet_strings_replay_to_solved() {
    let mut rng = Rng::new(3);
    let sing = singmaster(Separation::WhiteSpace);
    for k in 0..6 {
        let moves = scramble(&mut rng, [0, 1, 3, 8, 20, 40][k]);
        let cube = Cubies::SOLVED.apply_all(&moves);
        // The same cube three ways: a scramble, Kociemba's string, colours of a scheme.
        let colours = facelet::colours(&cube, &Scheme::new(*b"WRGYOB").unwrap());
        let inputs = [
            vec!["--scramble".to_string(), sing.write(&moves)],
            vec![facelet::to_text(&cube)],
            vec![String::from_utf8(colours.to_vec()).unwrap()],
        ];
        for input in inputs.iter() {
            let args: Vec<&str> = input.iter().map(String::as_str).collect();
            let (text, count, how) = solved(&args);
            let solution = moves_3x3(&text);
            assert_eq!(cube.apply_all(&solution), Cubies::SOLVED, "{:?}", args);
            assert_eq!(count, solution.len());
            assert!(
                count <= moves.len().min(21),
                "{} moves for a {}-move scramble",
                count,
                moves.len()
            );
            assert_eq!(
                how,
                format!(
                    "move{} (half-turn metric, two-phase)",
                    if count == 1 { "" } else { "s" }
                )
            );
        }
    }
}

#[test]
fn quarter_turn_lengths_count_half_turns_twice() {
    let (text, count, how) = solved(&["--metric", "quarter", "--scramble", "R2 U F2"]);
    let solution = moves_3x3(&text);
    assert_eq!(
        Cubies::SOLVED
            .apply_all(&moves_3x3("R2 U F2"))
            .apply_all(&solution),
        Cubies::SOLVED
    );
    assert_eq!(count, Metric::Quarter.length(&solution));
    assert_eq!(how, "moves (quarter-turn metric, two-phase)");
}

#[test]
fn optimal_solutions_have_the_optimal_solver_s_length_in_either_metric() {
    let mut rng = Rng::new(4);
    for &(metric, name) in [(Metric::Half, "half"), (Metric::Quarter, "quarter")].iter() {
        let optimal = Optimal::new(metric);
        for n in [0, 1, 2, 5, 7].iter() {
            let moves = scramble(&mut rng, *n);
            let cube = Cubies::SOLVED.apply_all(&moves);
            let shortest = optimal.solve(&cube, 14).unwrap();
            let written: Vec<&str> = moves.iter().map(|m| m.name()).collect();
            let (text, count, how) =
                solved(&["--optimal", "--metric", name, "--scramble", &written.join("")]);
            let solution = moves_3x3(&text);
            assert_eq!(cube.apply_all(&solution), Cubies::SOLVED);
            assert_eq!(
                (count, metric.length(&solution)),
                (shortest.len(), shortest.len())
            );
            assert!(
                how.ends_with(&format!("({}-turn metric, optimal)", name)),
                "{}",
                how
            );
        }
    }
}

#[test]
fn pocket_cubes_get_the_full_table_s_distance_and_replay_to_solved() {
    let mut rng = Rng::new(5);
    for &(metric, name) in [(HALF_TURN, "half"), (QUARTER_TURN, "quarter")].iter() {
        let table = DistanceTable::new(metric);
        for k in 0..8 {
            let state = if k == 0 {
                Stickers::SOLVED
            } else {
                decode(rng.below(STATES as u64) as u32)
            };
            // Face letters, then other colours: any six symbols do.
            let letters = colours_of(&state);
            let other: Vec<u8> = paint(&state, b"ygrbow");
            for colours in [letters.to_vec(), other].iter() {
                let text = String::from_utf8(colours.clone()).unwrap();
                let (moves, count, how) = solved(&["--metric", name, &text]);
                let mut now = colours.clone();
                for word in moves.split_whitespace() {
                    let face = Face::from_letter(word.chars().next().unwrap()).unwrap();
                    let quarters = match &word[1..] {
                        "" => 1,
                        "2" => 2,
                        "'" => 3,
                        other => panic!("{:?} is not a turn", other),
                    };
                    now = apply(&now, &Stickers::turn(face, quarters));
                }
                assert!(is_restored(&now), "{} after {}", text, moves);
                assert_eq!(count, usize::from(table.distance(encode(&state))));
                assert!(
                    how.ends_with(&format!("({}-turn metric, optimal)", name)),
                    "{}",
                    how
                );
            }
        }
    }
}

#[test]
fn past_the_depth_limit_the_optimal_search_refuses() {
    let (message, code) = refused(&["--optimal", "--max-depth", "3", "--scramble", "R U F D"]);
    assert!(
        message.starts_with(
            "cubesmith: no solution of at most 3 moves in the half-turn metric: --table huge-based \
             reaches every cube (a 2.5 GB table, built once in about 4 minutes and kept in "
        ),
        "{}",
        message
    );
    assert!(message.ends_with(
        "), or raise --max-depth (each move more costs about ten times the time), or leave out --optimal"
    ));
    assert_eq!(code, 1);
    // The pocket cube F R U (3 half turns) with a limit of 2.
    let state = Stickers::turn(Face::U, 3)
        .then(&Stickers::turn(Face::R, 3))
        .then(&Stickers::turn(Face::F, 3));
    let text = String::from_utf8(colours_of(&state).to_vec()).unwrap();
    let (message, _) = refused(&["--optimal", "--max-depth", "2", &text]);
    assert!(
        message.starts_with("cubesmith: no solution of at most 2 moves"),
        "{}",
        message
    );
    assert_eq!(solved(&["--optimal", "--max-depth", "3", &text]).1, 3);
}

#[test]
fn past_the_default_reach_a_table_kept_in_the_cache_carries_the_search_on() {
    let cache = TempDir::new("solve-cache");
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_cubesmith"))
            .arg("solve")
            .args(args)
            .env("CUBESMITH_CACHE", &*cache)
            .output()
            .unwrap()
    };
    // Eleven half turns: past the ball solver's default ten.
    let far = ["--optimal", "--scramble", "R U F D L B R2 U2 F' D' L'"];
    let out = run(&far);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--table huge-based reaches every cube"));
    // Once a table is kept, the same request is answered by it, optimally.
    assert!(run(&["--optimal", "--table", "tiny", "--scramble", "R U"])
        .status
        .success());
    let out = run(&far);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        text.ends_with("11 moves (half-turn metric, optimal, by the table in the cache)\n"),
        "{}",
        text
    );
    let moves = moves_3x3(text.lines().next().unwrap());
    let scrambled = Cubies::SOLVED.apply_all(&moves_3x3("R U F D L B R2 U2 F' D' L'"));
    assert_eq!(scrambled.apply_all(&moves), Cubies::SOLVED);
    // An explicit limit is kept to.
    assert_eq!(
        run(&["--optimal", "--max-depth", "10", far[1], far[2]])
            .status
            .code(),
        Some(1)
    );
}

#[test]
fn bad_cubes_are_refused_with_one_line_naming_the_fault() {
    let solved_text = facelet::to_text(&Cubies::SOLVED);
    let mut twisted = solved_text.clone().into_bytes();
    // The URF corner turned in place: U9 R1 F3 are facelets 8, 9, 20.
    let (u, r, f) = (twisted[8], twisted[9], twisted[20]);
    twisted[8] = f;
    twisted[9] = u;
    twisted[20] = r;
    let cases: Vec<(Vec<String>, &str, i32)> = vec![
        (
            vec![String::from_utf8(twisted).unwrap()],
            "cubesmith: the 3x3 cube is not a real cube: the corners' twists add up to 1 mod 3, not 0: a corner is twisted in place",
            2,
        ),
        (
            vec![solved_text[..53].to_string()],
            "cubesmith: a cube is 54 facelets (a 3x3 cube, faces U R F D L B) or 24 stickers (a 2x2 cube, LambdaOJ's order); this one has 53",
            2,
        ),
        (
            vec!["FDLFLUFRDFURBULBRUBLDBDF".to_string()],
            "cubesmith: the 2x2 cube is not a real cube: ",
            2,
        ),
        (
            vec!["--scramble".to_string(), "R U2 Q".to_string()],
            "cubesmith: --scramble: move 3 ('Q' at byte 5) is not a move of this notation",
            2,
        ),
        (
            vec!["--max-depth".to_string(), "3".to_string(), solved_text],
            "cubesmith: --max-depth goes with --optimal; see `cubesmith help`",
            2,
        ),
    ];
    for (args, message, code) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (got, got_code) = refused(&args);
        assert!(got.starts_with(message), "{:?}: {}", args, got);
        assert_eq!(got_code, code, "{:?}", args);
    }
}
