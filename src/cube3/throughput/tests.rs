use super::*;
use crate::cube3::squares::HALF_TURNS;
use crate::rng::Rng;

fn scramble(moves: &[usize]) -> Cubies {
    Cubies::SOLVED.apply_all(moves)
}

/// Solves, replays the answer with the cubie model, and returns its length.
fn check(solver: &Throughput, c: &Cubies, effort: Effort) -> usize {
    let moves = solver.solve(c, effort);
    assert!(moves.iter().all(|&m| m < MOVES));
    assert_eq!(
        c.apply_all(&moves),
        Cubies::SOLVED,
        "{:?} does not solve {:?}",
        moves,
        c
    );
    // Merged: no face twice in a row.
    assert!(moves.windows(2).all(|w| w[0] / 3 != w[1] / 3), "{:?}", moves);
    moves.len()
}

#[test]
fn random_cubes_are_solved_at_every_effort() {
    let solver = Throughput::new();
    let mut rng = Rng::new(31);
    for &effort in [
        Effort {
            phase1: 1,
            slack: 0,
            ..Effort::DEFAULT
        },
        Effort {
            phase1: 5,
            slack: 0,
            ..Effort::DEFAULT
        },
        Effort::DEFAULT,
        Effort {
            oriented: 32,
            phase1: 20,
            slack: 2,
            phase2_nodes: 2000,
        },
    ]
    .iter()
    {
        let mut total = 0;
        let n = 300;
        for _ in 0..n {
            let len = check(&solver, &Cubies::random(&mut rng), effort);
            // Phase 1 at most 7 + 10, the way into G3 at most 13 + slack, G3 at most 15.
            assert!(len <= 45 + effort.slack, "{} moves", len);
            total += len;
        }
        // Not a quality claim (the benchmark measures that): the search is not degenerate.
        assert!(
            total < n * 30,
            "{:?}: {} moves on average",
            effort,
            total as f64 / n as f64
        );
    }
}

#[test]
fn any_slack_is_cut_to_the_path_and_still_solves() {
    let solver = Throughput::new();
    let mut rng = Rng::new(35);
    let effort = Effort {
        slack: usize::MAX,
        ..Effort::DEFAULT
    };
    for _ in 0..20 {
        check(&solver, &Cubies::random(&mut rng), effort);
    }
}

#[test]
fn short_and_special_cubes_are_solved() {
    let solver = Throughput::new();
    assert_eq!(check(&solver, &Cubies::SOLVED, Effort::DEFAULT), 0);
    for m in 0..MOVES {
        assert_eq!(check(&solver, &scramble(&[m]), Effort::DEFAULT), 1, "move {}", m);
    }
    let superflip = scramble(&[0, 4, 6, 15, 3, 16, 3, 1, 12, 16, 3, 2, 11, 4, 6, 5, 12, 16, 1, 7]);
    check(&solver, &superflip, Effort::DEFAULT);
    let mut rng = Rng::new(32);
    for n in 0..300 {
        // Cubes of H, of G3, and near them.
        let h: Vec<usize> = (0..n % 25)
            .map(|_| PHASE2_MOVES[rng.below(10) as usize])
            .collect();
        check(&solver, &scramble(&h), Effort::DEFAULT);
        let g3: Vec<usize> = (0..n % 25).map(|_| HALF_TURNS[rng.below(6) as usize]).collect();
        check(
            &solver,
            &scramble(&g3),
            Effort {
                phase1: 1,
                slack: 0,
                ..Effort::DEFAULT
            },
        );
        let short: Vec<usize> = (0..n % 6).map(|_| rng.below(18) as usize).collect();
        check(&solver, &scramble(&short), Effort::DEFAULT);
    }
}

#[test]
fn a_cube_of_g3_gets_a_shortest_half_turn_solution() {
    let solver = Throughput::new();
    let squares = Squares::new();
    let mut rng = Rng::new(33);
    for n in 0..500 {
        let g3: Vec<usize> = (0..n % 30).map(|_| HALF_TURNS[rng.below(6) as usize]).collect();
        let c = scramble(&g3);
        let d = squares.squares_distance(&Perms::of(&c)).expect("a cube of G3");
        // The squares table is exact, so no search does better than it within G3; other
        // versions or phase-1 sequences may find shorter ways outside G3.
        assert!(
            check(
                &solver,
                &c,
                Effort {
                    phase1: 1,
                    slack: 0,
                    ..Effort::DEFAULT
                }
            ) <= usize::from(d)
        );
    }
}

#[test]
fn one_effort_gives_one_answer_every_time() {
    let solver = Throughput::new();
    let mut rng = Rng::new(34);
    for _ in 0..50 {
        let c = Cubies::random(&mut rng);
        assert_eq!(
            solver.solve(&c, Effort::DEFAULT),
            solver.solve(&c, Effort::DEFAULT)
        );
    }
}

#[test]
#[should_panic(expected = "illegal cube")]
fn an_illegal_cube_panics() {
    let mut c = Cubies::SOLVED;
    c.co[0] = 1;
    Throughput::new().solve(&c, Effort::DEFAULT);
}

#[test]
fn merged_turns_make_the_same_cube_without_a_face_twice_in_a_row() {
    let mut rng = Rng::new(35);
    for n in 0..5000 {
        // Few faces, so that merges and cancellations are common.
        let moves: Vec<usize> = (0..n % 12)
            .map(|_| [0, 1, 2, 9, 10, 11, 3, 4][rng.below(8) as usize])
            .collect();
        let merged = merge_turns(&moves);
        assert!(merged.len() <= moves.len());
        assert_eq!(scramble(&merged), scramble(&moves), "{:?} -> {:?}", moves, merged);
        assert!(merged.windows(2).all(|w| w[0] / 3 != w[1] / 3), "{:?}", merged);
    }
    assert_eq!(merge_turns(&[0, 9, 2]), vec![9]);
    assert_eq!(merge_turns(&[0, 0, 0, 0]), Vec::<usize>::new());
    assert_eq!(merge_turns(&[3, 0, 2, 5]), Vec::<usize>::new());
}

#[test]
fn the_default_effort_is_effort_default() {
    assert_eq!(Effort::default(), Effort::DEFAULT);
}
