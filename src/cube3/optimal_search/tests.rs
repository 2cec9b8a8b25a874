use super::*;
use crate::cube3::moves::{random_moves, Face};
use crate::cube3::notation::{singmaster, Separation};
use crate::cube3::optimal::{breadth_first, Metric, Optimal};
use crate::cube3::optimal_table::{Shape, Storage};
use crate::cube3::sym48::{Flips, Index48, Reach, Symmetries48, Table48};
use crate::rng::Rng;

/// `solver` solves `cube` in exactly `d` moves that replay to solved, and not within `d - 1`.
fn check_exact<T: Pruning>(solver: &Deep<T>, cube: &Cubies, d: usize) {
    let moves = solver
        .solve(cube, d)
        .unwrap_or_else(|| panic!("no solution within {} for {:?}", d, cube));
    assert_eq!(moves.len(), d, "{:?}", cube);
    assert_eq!(cube.apply_all(&moves), Cubies::SOLVED);
    if d > 0 {
        assert_eq!(solver.solve(cube, d - 1), None, "{:?}", cube);
    }
}

/// Every position within `depth` at exactly its breadth-first distance, every `step`-th.
fn agrees_with_breadth_first<T: Pruning>(solver: &Deep<T>, depth: usize, step: usize) {
    let layers = breadth_first(Metric::Half, depth);
    // OEIS A080601: positions at exactly 0, 1, ... half turns.
    let counts = [1, 18, 243, 3240, 43239, 574_908];
    let sizes: Vec<usize> = layers.iter().map(|l| l.len()).collect();
    assert_eq!(sizes[..], counts[..=depth]);
    for (d, layer) in layers.iter().enumerate() {
        for cube in layer.iter().step_by(step) {
            check_exact(solver, cube, d);
            assert!(solver.lower_bound(cube) <= d);
        }
    }
}

#[test]
fn agrees_with_breadth_first_everywhere_to_depth_4() {
    let tiny = Deep::new(Table::build(Shape::TINY, 2, |_| {}));
    agrees_with_breadth_first(&tiny, 4, 1);
    let front_only = tiny.with_both_ends(false);
    agrees_with_breadth_first(&front_only, 4, 7);
    let without_inverse = front_only.with_inverse(false);
    agrees_with_breadth_first(&without_inverse, 4, 7);
    let mod3 = Deep::new(Table::build(Shape::TINY.stored(Storage::Mod3), 2, |_| {}));
    agrees_with_breadth_first(&mod3, 4, 1);
    // The other family, and tables kept based (whose readings are lower bounds only).
    for shape in [Shape::TINY, Shape::SORTED_TINY] {
        let based = Deep::new(Table::build(shape.stored(Storage::Based), 2, |_| {}));
        agrees_with_breadth_first(&based, 4, 3);
    }
    let sorted = Deep::new(Table::build(Shape::SORTED_TINY, 2, |_| {}));
    agrees_with_breadth_first(&sorted, 4, 3);
}

/// A small 48-symmetric table: one flip bit, exact within 5 moves, kept as built or based.
fn small48(based: bool) -> Table48 {
    let index = Index48::new(&Symmetries48::new(), 1);
    let table = Table48::build(index, Reach { short: 3, ext: 2 }, 2, |_, _| {});
    if based {
        table.into_based()
    } else {
        table
    }
}

/// On the 48-symmetric table, read once a side: every position within 4 half turns, both ends
/// and the front only, exact and based; random scrambles of 7 and 8 moves on one and two
/// workers.
#[test]
fn agrees_with_breadth_first_and_the_ball_solver_on_the_48_symmetric_table() {
    let exact = Deep::new(small48(false));
    agrees_with_breadth_first(&exact, 4, 1);
    agrees_with_the_ball_solver(&exact, 7, 30, 48);
    let two = exact.with_threads(2);
    agrees_with_the_ball_solver(&two, 8, 10, 49);
    let front_only = two.with_both_ends(false);
    agrees_with_breadth_first(&front_only, 4, 5);
    let based = Deep::new(small48(true)).with_threads(2);
    agrees_with_breadth_first(&based, 4, 3);
    agrees_with_the_ball_solver(&based, 8, 10, 50);
}

/// The same where every second class keeps two flips ([`Flips::Even`]), and where the classes
/// near the goal keep more ([`Flips::ByDistance`]): within 4 half turns everywhere, random
/// scrambles of 8 moves, based.
#[test]
fn agrees_with_breadth_first_and_the_ball_solver_with_flips_per_class() {
    let wide = Flips::Even {
        bits: 1,
        wide_every: 2,
    };
    let near = Flips::ByDistance([3, 2, 1, 1, 0, 0, 0, 0, 0, 0]);
    for (flips, seed) in [(wide, 51), (near, 52)] {
        let index = Index48::with_flips(&Symmetries48::new(), flips);
        let table = Table48::build(index, Reach { short: 3, ext: 2 }, 2, |_, _| {});
        let deep = Deep::new(table.into_based()).with_threads(2);
        agrees_with_breadth_first(&deep, 4, 3);
        agrees_with_the_ball_solver(&deep, 8, 10, seed);
    }
}

/// Every position within 5 half turns (620 thousand), on the small table.
#[test]
#[ignore]
fn agrees_with_breadth_first_everywhere_to_depth_5() {
    let small = Deep::new(Table::build(Shape::SMALL, 2, |_| {}));
    agrees_with_breadth_first(&small, 5, 1);
}

/// Random scrambles of `length` moves: the same length as the ball solver finds, and nothing
/// shorter.
fn agrees_with_the_ball_solver<T: Pruning>(solver: &Deep<T>, length: usize, cubes: usize, seed: u64) {
    let ball = Optimal::new(Metric::Half);
    let mut rng = Rng::new(seed);
    for _ in 0..cubes {
        let scramble = random_moves(&mut rng, length);
        let cube = Cubies::SOLVED.apply_all(&scramble);
        let best = ball
            .solve(&cube, length)
            .expect("a scramble's length bounds its distance");
        check_exact(solver, &cube, best.len());
    }
}

#[test]
fn agrees_with_the_ball_solver_on_random_scrambles() {
    let small = Deep::new(Table::build(Shape::SMALL, 2, |_| {}));
    agrees_with_the_ball_solver(&small, 7, 40, 1);
    agrees_with_the_ball_solver(&small, 8, 10, 2);
    let mod3 = Deep::new(Table::build(Shape::SMALL.stored(Storage::Mod3), 2, |_| {}));
    agrees_with_the_ball_solver(&mod3, 7, 40, 3);
    agrees_with_the_ball_solver(&mod3, 8, 10, 4);
    let sorted = Table::build(Shape::SORTED_SMALL.stored(Storage::Based), 2, |_| {});
    let sorted = Deep::new(sorted);
    agrees_with_the_ball_solver(&sorted, 7, 40, 5);
    agrees_with_the_ball_solver(&sorted, 8, 10, 6);
}

/// Depths 9 and 10, where the ball solver takes up to a second a cube.
#[test]
#[ignore]
fn agrees_with_the_ball_solver_at_depths_9_and_10() {
    let small = Deep::new(Table::build(Shape::SMALL, 2, |_| {}));
    agrees_with_the_ball_solver(&small, 9, 20, 3);
    agrees_with_the_ball_solver(&small, 10, 10, 4);
}

#[test]
fn every_reading_is_a_lower_bound_and_the_inverse_helps() {
    // A cube and its inverse are equally far; the bound with the inverse is the larger.
    let table = Table::build(Shape::SMALL, 2, |_| {});
    let solver = Deep::new(table);
    let mut rng = Rng::new(5);
    let mut larger = 0;
    for _ in 0..200 {
        let scramble = random_moves(&mut rng, 6);
        let cube = Cubies::SOLVED.apply_all(&scramble);
        let with = solver.lower_bound(&cube);
        assert_eq!(with, solver.lower_bound(&cube.inverse()));
        assert!(with <= 6);
        let node = solver.node(&cube);
        let forward = node.sides[CUBE]
            .iter()
            .map(|axis| solver.table().bound(axis.keys))
            .max()
            .unwrap() as usize;
        assert!(forward <= with);
        larger += usize::from(forward < with);
    }
    assert!(larger > 0, "the inverse never raised a bound");
}

/// The rules on tight readings, checked against the ball solver's exact distances: a bound
/// raised for three equal readings is still at most the distance, and a first move ruled out
/// by a tight reading of the inverse, or a last move ruled out by one of the cube, is in no
/// shortest solution. Both happen.
#[test]
fn tight_readings_raise_bounds_and_rule_out_first_moves_rightly() {
    let solver = Deep::new(Table::build(Shape::SMALL, 2, |_| {}));
    let (raised, ruled_out) = tight_readings_rule_rightly(&solver);
    assert!(raised > 0 && ruled_out > 0, "{} {}", raised, ruled_out);
    // The 48-symmetric table rules out half turns, and never raises a bound.
    let (raised, ruled_out) = tight_readings_rule_rightly(&Deep::new(small48(false)));
    assert!(raised == 0 && ruled_out > 0, "{} {}", raised, ruled_out);
}

/// Checks [`tight_readings_raise_bounds_and_rule_out_first_moves_rightly`]'s rules on 300
/// scrambles of 6 moves; returns how many bounds were raised and how many moves ruled out.
fn tight_readings_rule_rightly<T: Pruning>(solver: &Deep<T>) -> (usize, usize) {
    let ball = Optimal::new(Metric::Half);
    let mut rng = Rng::new(11);
    let (mut raised, mut ruled_out) = (0, 0);
    for _ in 0..300 {
        let cube = Cubies::SOLVED.apply_all(&random_moves(&mut rng, 6));
        let d = ball.solve(&cube, 6).expect("within its scramble's length").len();
        let node = solver.node(&cube);
        let largest = node.sides.iter().flat_map(|side| readings(side.as_ref())).max();
        let bound = solver.bound(&node);
        assert!(bound <= d, "{:?}", cube);
        raised += usize::from(bound > usize::from(largest.unwrap()));
        for m in MoveSet::ALL.minus(solver.moves_at(&node, End::Front, MoveSet::ALL, d)) {
            let after = ball.solve(&cube.apply(m), d + 1).expect("a move away");
            assert!(after.len() >= d, "{:?} first", m);
            ruled_out += 1;
        }
        // At the back: the cube with a move made before it.
        for m in MoveSet::ALL.minus(solver.moves_at(&node, End::Back, MoveSet::ALL, d)) {
            let before = Cubies::SOLVED.apply(m).then(&cube);
            let after = ball.solve(&before, d + 1).expect("a move away");
            assert!(after.len() >= d, "{:?} last", m);
            ruled_out += 1;
        }
    }
    (raised, ruled_out)
}

/// A node's children come with the smallest sums of readings first, and each end's are the
/// moves its rules allow whose readings allow the moves left.
#[test]
fn children_come_most_promising_first() {
    let solver = Deep::new(Table::build(Shape::SMALL, 2, |_| {}));
    let mut rng = Rng::new(12);
    let (mut children, mut batch) = (Vec::new(), Batch::new());
    for _ in 0..100 {
        let cube = Cubies::SOLVED.apply_all(&random_moves(&mut rng, 8));
        let node = solver.node(&cube);
        for end in [End::Front, End::Back] {
            let moves = solver.moves_at(&node, end, MoveSet::ALL, 9);
            let level = [Step::root(&node, &Path::default())];
            let read = solver.expand(&level, &[(end, moves)], 8, &mut children, &mut batch);
            assert_eq!(read as usize, moves.len());
            most_promising_first(&mut children);
            let sums: Vec<u32> = children
                .iter()
                .map(|c| {
                    c.node
                        .sides
                        .iter()
                        .flat_map(|s| readings(s.as_ref()))
                        .map(u32::from)
                        .sum()
                })
                .collect();
            assert!(sums.windows(2).all(|w| w[0] <= w[1]), "{:?}", sums);
            for child in children.iter() {
                assert!(moves.contains(child.m));
                assert_eq!((child.end, child.parent), (end, 0));
                let sides = &child.node.sides;
                assert!(sides.iter().all(|s| readings(s.as_ref()).all(|r| r <= 8)));
                // The child is the cube with the move made at its end.
                let made = match end {
                    End::Front => cube.apply(child.m),
                    End::Back => Cubies::SOLVED.apply(child.m).then(&cube),
                };
                assert_eq!(sides[INVERSE][0].cube, made.inverse());
                assert_eq!(sides[CUBE][0].cube, made);
            }
        }
    }
}

/// A level of nodes expanded together gives the children its nodes give one by one, in the
/// level's order, each knowing its parent and the last move at each end; on both tables.
#[test]
fn a_level_expands_as_its_nodes_one_by_one() {
    fn check<T: Pruning>(solver: &Deep<T>, seed: u64) {
        let mut rng = Rng::new(seed);
        let (mut together, mut alone, mut batch) = (Vec::new(), Vec::new(), Batch::new());
        for round in 0..40 {
            let mut level = Vec::new();
            let mut plan = Vec::new();
            for i in 0..1 + round % 6 {
                let cube = Cubies::SOLVED.apply_all(&random_moves(&mut rng, 7));
                let mut step = Step::root(&solver.node(&cube), &Path::default());
                step.last = [Some(Face::from_index(i % 6)), None];
                let end = if (round + i) % 2 == 0 {
                    End::Front
                } else {
                    End::Back
                };
                let next = match end {
                    End::Front => MoveSet::after(step.last[0]),
                    End::Back => MoveSet::before(step.last[1]),
                };
                plan.push((end, solver.moves_at(&step.node, end, next, 8)));
                level.push(step);
            }
            solver.expand(&level, &plan, 7, &mut together, &mut batch);
            let mut expected = Vec::new();
            for (p, (step, &task)) in level.iter().zip(plan.iter()).enumerate() {
                solver.expand(std::slice::from_ref(step), &[task], 7, &mut alone, &mut batch);
                for child in alone.iter() {
                    let mut last = step.last;
                    last[task.0 as usize] = Some(child.m.face());
                    expected.push((p, child.m, child.end, last, child.node.sides));
                }
            }
            let got: Vec<_> = together
                .iter()
                .map(|c| (c.parent, c.m, c.end, c.last, c.node.sides))
                .collect();
            assert_eq!(got.len(), expected.len());
            for (g, e) in got.iter().zip(expected.iter()) {
                assert_eq!((g.0, g.1, g.2, g.3), (e.0, e.1, e.2, e.3));
                for (gs, es) in g.4.iter().zip(e.4.iter()) {
                    for (ga, ea) in gs.as_ref().iter().zip(es.as_ref()) {
                        assert_eq!((ga.cube, ga.reading), (ea.cube, ea.reading));
                    }
                }
            }
        }
    }
    check(&Deep::new(Table::build(Shape::SMALL, 2, |_| {})), 5);
    check(&Deep::new(small48(true)), 6);
}

/// Each axis' spare moves are its two faces' six, the three axes' all eighteen: three tight
/// readings leave no last move. The 48-symmetric table's, read once, are the six half turns.
#[test]
fn the_axes_share_the_moves_out() {
    let solver = Deep::new(Table::build(Shape::TINY, 1, |_| {}));
    let faces = solver.spare;
    assert!(faces.iter().all(|f| f.len() == 6));
    assert_eq!(faces[0].union(faces[1]).union(faces[2]), MoveSet::ALL);
    assert_eq!(solver.ruled_out[0b111], MoveSet::ALL);
    let dead_end = |readings: [u8; 3]| solver.dead_end(readings.iter().copied(), 4);
    assert!(dead_end([4, 4, 4]) && !dead_end([4, 4, 3]));
    let sym48 = Deep::new(small48(false));
    let half_turns = MoveSet::ALL.keep_if(|m| m.is_half_turn());
    assert_eq!(sym48.spare, [half_turns, MoveSet::EMPTY, MoveSet::EMPTY]);
    assert_eq!(sym48.ruled_out[0b001], half_turns);
    assert!(!sym48.dead_end([4].iter().copied(), 4));
}

#[test]
fn illegal_cubes_and_too_short_limits_get_none() {
    let solver = Deep::new(Table::build(Shape::TINY, 1, |_| {}));
    let mut bad = Cubies::SOLVED;
    bad.co[0] = 1;
    assert_eq!(solver.solve(&bad, 20), None);
    let cube = Cubies::SOLVED.apply_all(&[
        Move::new(Face::U, 1),
        Move::new(Face::R, 1),
        Move::new(Face::F, 1),
    ]);
    assert_eq!(solver.solve(&cube, 2), None);
    assert_eq!(solver.solve(&Cubies::SOLVED, 0), Some(vec![]));
}

/// Two workers find the very moves one finds.
#[test]
fn two_workers_find_what_one_finds() {
    let table = Table::build(Shape::SMALL, 2, |_| {});
    let one = Deep::new(table);
    let mut rng = Rng::new(9);
    let cubes: Vec<Cubies> = (0..12)
        .map(|_| {
            let scramble = random_moves(&mut rng, 8);
            Cubies::SOLVED.apply_all(&scramble)
        })
        .collect();
    let single: Vec<Option<Vec<Move>>> = cubes.iter().map(|c| one.solve(c, 20)).collect();
    let two = one.with_threads(2);
    for (cube, moves) in cubes.iter().zip(single.iter()) {
        assert_eq!(&two.solve(cube, 20), moves);
    }
}

/// The 48 symmetries map products to products (each is an automorphism), the identity fixes
/// everything, and a symmetry fixing a cube maps a solution to a solution.
#[test]
fn the_48_symmetries_map_moves_of_a_cube_to_moves_of_its_image() {
    let solver = Deep::new(Table::build(Shape::TINY, 1, |_| {}));
    assert_eq!(solver.sym_moves.len(), 48);
    let (rotations, _) = coord::axes();
    let image = |c: &Cubies, k: usize, s: usize| coord::conjugate(&coord::conjugate_by(c, &rotations[k]), s);
    let mut rng = Rng::new(48);
    let mut seen = Vec::new();
    for &(k, s, ref moves) in solver.sym_moves.iter() {
        let cube = Cubies::random(&mut rng);
        for m in Move::ALL {
            assert_eq!(
                image(&cube.apply(m), k, s),
                image(&cube, k, s).apply(moves[m.index()])
            );
        }
        let probe = image(&cube, k, s);
        assert!(!seen.contains(&probe), "symmetry ({}, {}) repeats another", k, s);
        seen.push(probe);
    }
    assert_eq!(solver.sym_moves[0].2, Move::ALL);
}

/// A cube fixed by symmetries starts from fewer first moves: the superflip from U and U2
/// only (every quarter turn is U's image, every half turn U2's), a random cube from all 18.
/// Symmetric cubes are still solved exactly: each pattern below against the ball solver.
#[test]
fn symmetric_cubes_start_from_fewer_moves_and_are_still_solved_exactly() {
    let solver = Deep::new(Table::build(Shape::SMALL, 1, |_| {}));
    let superflip = Cubies {
        eo: [1; 12],
        ..Cubies::SOLVED
    };
    let first: Vec<Move> = solver.start(&superflip).first.collect();
    assert_eq!(first, vec![Move::new(Face::U, 1), Move::new(Face::U, 2)]);
    let mut rng = Rng::new(5);
    assert_eq!(solver.start(&Cubies::random(&mut rng)).first, MoveSet::ALL);
    let ball = Optimal::new(Metric::Half);
    let two = Deep::new(Table::build(Shape::SMALL, 1, |_| {})).with_threads(2);
    for pattern in [
        "U2 D2 F2 B2 R2 L2",
        "U D'",
        "U2 D2",
        "R2 L2 U2 D2",
        "F B' U D' R L'",
        "R L U2 R' L' U2",
        "U D' R L' F B' U D'",
    ] {
        let moves = singmaster(Separation::WhiteSpace).parse(pattern).unwrap();
        let cube = Cubies::SOLVED.apply_all(&moves);
        let expected = ball.solve(&cube, 10).expect("within 10").len();
        for deep in [&solver, &two] {
            let found = deep.solve(&cube, 10).expect("a solution");
            assert_eq!(found.len(), expected, "{}", pattern);
            assert_eq!(cube.apply_all(&found), Cubies::SOLVED, "{}", pattern);
        }
    }
}

/// In the quarter-turn metric, on the tiny table and on tiny-mod3: every position within 5
/// quarter turns (104,306) at exactly its breadth-first distance in quarter turns, and nothing
/// shorter; random scrambles and symmetric patterns at the ball solver's length; the answer is
/// quarter turns only.
#[test]
fn solves_in_the_quarter_turn_metric() {
    let layers = breadth_first(Metric::Quarter, 5);
    // OEIS A080583: positions at exactly 0, 1, ... quarter turns.
    let sizes: Vec<usize> = layers.iter().map(|l| l.len()).collect();
    assert_eq!(sizes, vec![1, 12, 114, 1068, 10011, 93840]);
    let tiny = Deep::new(Table::build(Shape::TINY, 2, |_| {})).with_metric(Metric::Quarter);
    let mod3 =
        Deep::new(Table::build(Shape::TINY.stored(Storage::Mod3), 2, |_| {})).with_metric(Metric::Quarter);
    for (solver, step) in [(&tiny, 1), (&mod3, 5)] {
        for (d, layer) in layers.iter().enumerate() {
            for cube in layer.iter().step_by(step) {
                let moves = solver.solve(cube, d).expect("a solution within its distance");
                assert_eq!(moves.len(), d);
                assert!(moves.iter().all(|m| !m.is_half_turn()));
                assert_eq!(cube.apply_all(&moves), Cubies::SOLVED);
                if d > 0 {
                    assert_eq!(solver.solve(cube, d - 1), None);
                }
            }
        }
    }
    let ball = Optimal::new(Metric::Quarter);
    let small = Deep::new(Table::build(Shape::SMALL, 2, |_| {})).with_metric(Metric::Quarter);
    let two = Deep::new(Table::build(Shape::SMALL, 2, |_| {}))
        .with_metric(Metric::Quarter)
        .with_threads(2);
    let mut rng = Rng::new(12);
    let mut cubes: Vec<Cubies> = (0..30)
        .map(|_| Cubies::SOLVED.apply_all(&random_moves(&mut rng, 6)))
        .collect();
    for pattern in ["U D'", "U2 D2", "F B' U D' R L'", "R2 L2 U2 D2", "U R U' R' F2"] {
        let moves = singmaster(Separation::WhiteSpace).parse(pattern).unwrap();
        cubes.push(Cubies::SOLVED.apply_all(&moves));
    }
    for cube in cubes {
        let expected = ball.solve(&cube, 12).expect("within 12 quarter turns").len();
        for deep in [&small, &two] {
            let found = deep.solve(&cube, 12).expect("a solution");
            assert_eq!(found.len(), expected);
            assert_eq!(cube.apply_all(&found), Cubies::SOLVED);
        }
    }
}

/// A watched search reports each bound it finished without a solution, in order, with the
/// nodes so far; the last report is one bound short of the solution.
#[test]
fn a_watched_search_reports_each_bound_it_finished() {
    let solver = Deep::new(Table::build(Shape::TINY, 1, |_| {}));
    let moves = singmaster(Separation::WhiteSpace)
        .parse("R U F D L B R2 U2")
        .unwrap();
    let cube = Cubies::SOLVED.apply_all(&moves);
    let mut reports = Vec::new();
    let (found, stats) = solver.solve_watched(&cube, 20, |s| reports.push(*s));
    let length = found.expect("a solution").len();
    let bounds: Vec<usize> = reports.iter().map(|s| s.root_bound).collect();
    assert_eq!(bounds, (stats.root_bound..length).collect::<Vec<_>>());
    assert!(reports.windows(2).all(|w| w[0].nodes < w[1].nodes));
    assert!(reports.last().map_or(true, |s| s.nodes < stats.nodes));
    assert_eq!(solver.solve_counted(&cube, 20).1, stats);
}

/// With the two-phase solver at each bound: the same lengths as the ball solver, and the
/// two-phase solver gives some of the answers (after every shorter bound was searched), on one
/// worker (the two-phase solver first) and on two (racing the search: an answer as short,
/// whoever finds it).
#[test]
fn the_two_phase_shortcut_keeps_answers_shortest() {
    let solver = Deep::new(Table::build(Shape::SMALL, 2, |_| {})).with_two_phase(true);
    let two = Deep::new(Table::build(Shape::SMALL, 2, |_| {}))
        .with_two_phase(true)
        .with_threads(2);
    agrees_with_the_ball_solver(&solver, 8, 20, 7);
    agrees_with_the_ball_solver(&two, 8, 20, 7);
    let mut rng = Rng::new(8);
    let mut shortcuts = 0;
    for _ in 0..20 {
        let cube = Cubies::SOLVED.apply_all(&random_moves(&mut rng, 9));
        let (moves, stats) = solver.solve_counted(&cube, 9);
        let moves = moves.expect("a scramble's length bounds its distance");
        assert_eq!(cube.apply_all(&moves), Cubies::SOLVED);
        let twos = two.solve(&cube, 9).expect("a solution on two workers too");
        assert_eq!(cube.apply_all(&twos), Cubies::SOLVED);
        assert_eq!(twos.len(), moves.len());
        if stats.by_two_phase {
            shortcuts += 1;
            assert_eq!(solver.solve(&cube, moves.len() - 1), None);
        }
    }
    assert!(shortcuts > 0, "the two-phase solver never ended a search");
}

/// Tasks are taken by the nodes they took at the bound before, most first; unseen tasks count
/// 0; equals keep the search's order.
#[test]
fn tasks_come_busiest_first() {
    let m = |i: usize| Move::ALL[i];
    let mut tasks: Vec<(usize, Vec<Move>)> = (0..5).map(|i| (i, vec![m(i), m(i + 3)])).collect();
    let mut history = TaskHistory::new();
    history.insert(vec![m(1), m(4)], 10);
    history.insert(vec![m(3), m(6)], 70);
    history.insert(vec![m(4), m(7)], 10);
    history.insert(vec![m(9), m(2)], 99); // no such task at this bound
    busiest_first(&mut tasks, &history);
    let order: Vec<usize> = tasks.iter().map(|&(i, _)| i).collect();
    assert_eq!(order, [3, 1, 4, 0, 2]);
}

/// A shared search that finds nothing records every task it took with its nodes, which are
/// all the nodes below the tasks' own; the next bound, ordered by them, still finds a shortest
/// solution, the same on one worker and on two.
#[test]
fn a_shared_search_records_what_each_task_took() {
    let one = Deep::new(Table::build(Shape::SMALL, 2, |_| {}));
    let two = Deep::new(Table::build(Shape::SMALL, 2, |_| {})).with_threads(2);
    let mut rng = Rng::new(21);
    for _ in 0..6 {
        let cube = Cubies::SOLVED.apply_all(&random_moves(&mut rng, 9));
        let distance = Optimal::new(Metric::Half)
            .solve(&cube, 9)
            .expect("within 9")
            .len();
        assert!(distance > SHARED_DEPTH, "a 9-move scramble this far out");
        let (root, start) = (one.node(&cube), one.start(&cube));
        let mut history = TaskHistory::new();
        let mut nodes = 0;
        let below = distance - 1;
        assert_eq!(
            one.shared_search(&root, &start, below, None, &mut history, &mut nodes),
            None
        );
        let mut prefix_nodes = 0;
        let tasks = one.prefixes(&root, &start, below, &mut prefix_nodes);
        assert_eq!(history.len(), tasks.len());
        assert!(tasks.iter().all(|(_, prefix)| history.contains_key(prefix)));
        assert_eq!(history.values().sum::<u64>(), nodes - prefix_nodes);
        let found = [&one, &two].map(|solver| {
            let mut history = history.clone();
            solver.shared_search(&root, &start, distance, None, &mut history, &mut 0)
        });
        let (moves, _) = found[0].clone().expect("a solution at the distance");
        assert_eq!((moves.len(), cube.apply_all(&moves)), (distance, Cubies::SOLVED));
        assert_eq!(found[1], found[0]);
    }
}
