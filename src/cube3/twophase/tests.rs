use super::*;
use crate::cube3::moves::random_moves;
use crate::rng::Rng;

fn random_cube(rng: &mut Rng) -> Cubies {
    Cubies::random(rng)
}

/// The cube after `moves` in Singmaster's notation.
fn scramble(moves: &str) -> Cubies {
    let moves =
        crate::cube3::notation::singmaster(crate::cube3::notation::Separation::WhiteSpace).parse(moves);
    Cubies::SOLVED.apply_all(&moves.expect("moves"))
}

/// `n` random moves of H.
fn random_h_moves(rng: &mut Rng, n: usize) -> Vec<Move> {
    (0..n).map(|_| PHASE2_MOVES[rng.below(10) as usize]).collect()
}

/// Solves, replays the answer with the cubie model, and returns its length.
fn check(solver: &TwoPhase, c: &Cubies, max_length: usize) -> usize {
    let moves = solver
        .solve(c, max_length, Budget::UNLIMITED)
        .expect("a solution");
    assert!(moves.len() <= max_length, "{} moves for {:?}", moves.len(), c);
    assert_eq!(
        c.apply_all(&moves),
        Cubies::SOLVED,
        "{:?} does not solve {:?}",
        moves,
        c
    );
    moves.len()
}

#[test]
fn random_cubes_are_solved_in_at_most_21_moves() {
    let solver = TwoPhase::new();
    let mut rng = Rng::new(2024);
    let mut total = 0;
    for _ in 0..1500 {
        total += check(&solver, &random_cube(&mut rng), 21);
    }
    // Not a speed claim: a sanity check that the search is not settling for 21 every time.
    assert!(total < 1500 * 21);
}

#[test]
fn special_cubes_are_solved() {
    let solver = TwoPhase::new();
    let superflip = scramble("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2");
    assert_eq!(superflip.eo, [1; 12]);
    assert_eq!(check(&solver, &superflip, 20), 20);
    assert_eq!(check(&solver, &Cubies::SOLVED, 21), 0);
    // One move, and cubes already in H or with only the slice edges out of place.
    for &m in Move::ALL.iter() {
        assert_eq!(check(&solver, &Cubies::SOLVED.apply(m), 21), 1);
    }
    let mut rng = Rng::new(7);
    for _ in 0..200 {
        let h = random_h_moves(&mut rng, 30);
        check(&solver, &Cubies::SOLVED.apply_all(&h), 21);
        let mut slice_only = Cubies::SOLVED;
        let mut p = [8u8, 9, 10, 11];
        for i in (1..4).rev() {
            p.swap(i, rng.below(i as u64 + 1) as usize);
        }
        slice_only.ep[8..].copy_from_slice(&p);
        if slice_only.edge_parity() == 0 {
            check(&solver, &slice_only, 21);
        }
        let mut flipped = slice_only;
        flipped.ep[8..].sort_unstable();
        flipped.eo[8] = 1;
        flipped.eo[10] = 1;
        check(&solver, &flipped, 21);
    }
}

#[test]
fn short_scrambles_get_solutions_no_longer_than_the_scramble() {
    // solve returns the first solution within the length asked for, so asking for the
    // scramble's length must succeed.
    let solver = TwoPhase::new();
    let mut rng = Rng::new(9);
    for n in 1..=9 {
        for _ in 0..20 {
            let moves = random_moves(&mut rng, n);
            check(&solver, &Cubies::SOLVED.apply_all(&moves), n);
        }
    }
}

#[test]
fn budgets_stop_the_search_and_improve_never_gets_longer() {
    let solver = TwoPhase::new();
    let mut rng = Rng::new(10);
    for _ in 0..30 {
        let c = random_cube(&mut rng);
        // A target no cube needs cannot be met: the node budget ends the search.
        assert_eq!(solver.solve(&c, 10, Budget::nodes(5000)), None);
        let first = solver.improve(&c, 0, Budget::nodes(1));
        let better = solver.improve(&c, 0, Budget::nodes(300_000));
        for moves in [&first, &better].iter() {
            assert_eq!(c.apply_all(moves), Cubies::SOLVED);
        }
        assert!(better.len() <= first.len());
        assert!(solver.improve(&c, 21, Budget::UNLIMITED).len() <= 21);
    }
}

#[test]
fn improve_within_keeps_to_the_length_and_the_budget_only_after_a_first_solution() {
    let solver = TwoPhase::new().with_phase2_cap(12);
    let mut rng = Rng::new(11);
    for _ in 0..40 {
        let c = random_cube(&mut rng);
        // A budget of one node still gives a solution within the length asked for.
        let first = solver
            .improve_within(&c, 21, 0, Budget::nodes(1))
            .expect("a solution");
        let better = solver
            .improve_within(&c, 21, 19, Budget::nodes(200_000))
            .expect("a solution");
        for moves in [&first, &better].iter() {
            assert!(moves.len() <= 21);
            assert_eq!(c.apply_all(moves), Cubies::SOLVED);
        }
        assert!(better.len() <= first.len());
    }
    // Within 20, which every cube has, a first solution is found whatever the budget.
    for _ in 0..20 {
        let c = random_cube(&mut rng);
        let moves = solver
            .improve_within(&c, 20, 0, Budget::nodes(1))
            .expect("a solution");
        assert!(moves.len() <= 20);
        assert_eq!(c.apply_all(&moves), Cubies::SOLVED);
    }
    // Below 20 moves a first solution may take forever: the budget counts from the start.
    let far = random_cube(&mut rng);
    assert_eq!(solver.improve_within(&far, 16, 0, Budget::nodes(5000)), None);
    // Below the distance there is nothing to find: the search ends with none.
    let three = scramble("U R F");
    assert_eq!(solver.improve_within(&three, 2, 0, Budget::UNLIMITED), None);
    assert_eq!(
        solver
            .improve_within(&three, 3, 0, Budget::UNLIMITED)
            .map(|m| m.len()),
        Some(3)
    );
}

/// A search told to quit stops the first time it asks, even before a first solution within
/// 20 moves, which the budget never stops; told never to, it is `improve_within`.
#[test]
fn improve_within_until_stops_when_told_even_before_a_first_solution() {
    let solver = TwoPhase::new();
    let mut rng = Rng::new(29);
    for _ in 0..10 {
        let c = random_cube(&mut rng);
        let asked = std::cell::Cell::new(0);
        let quit = || {
            asked.set(asked.get() + 1);
            true
        };
        // 1,024 nodes come long before a first solution within 17 moves (if there is one).
        assert_eq!(
            solver.improve_within_until(&c, 17, 0, Budget::UNLIMITED, &quit),
            None
        );
        assert_eq!(asked.get(), 1);
        let never = solver.improve_within_until(&c, 21, 19, Budget::nodes(20_000), &|| false);
        assert_eq!(never, solver.improve_within(&c, 21, 19, Budget::nodes(20_000)));
    }
}

#[test]
fn a_length_of_20_or_more_always_gets_a_solution_whatever_the_budget() {
    // Every cube has a solution of 20 moves: asking for 20 or more with a budget of one node
    // still gets one, from both entry points and with the fast setting's phase-2 cap.
    let mut rng = Rng::new(23);
    let solvers = [TwoPhase::new(), TwoPhase::new().with_phase2_cap(12)];
    for i in 0..150 {
        let c = random_cube(&mut rng);
        let solver = &solvers[i % 2];
        let first = solver.solve(&c, 20, Budget::nodes(1)).expect("a solution");
        let improved = solver
            .improve_within(&c, 20, 19, Budget::nodes(1))
            .expect("a solution");
        let timed = solver
            .improve_within(&c, 20, 0, Budget::time(std::time::Duration::from_nanos(1)))
            .expect("a solution");
        for moves in [&first, &improved, &timed].iter() {
            assert!(moves.len() <= 20, "{} moves for {:?}", moves.len(), c);
            assert_eq!(c.apply_all(moves), Cubies::SOLVED);
        }
    }
    let c = random_cube(&mut rng);
    assert!(solvers[1]
        .solve(&c, 21, Budget::nodes(1))
        .map_or(false, |m| m.len() <= 21));
    // Below 20 the budget counts from the start.
    assert_eq!(solvers[0].solve(&c, 19, Budget::nodes(1)), None);
}

#[test]
fn tails_are_every_sequence_the_rules_allow_applied_first() {
    // Brute force: every sequence of k moves whose first is R, F, L or B clockwise and whose
    // moves follow one another as `MoveSet::after` allows.
    let base = Version {
        cube: scramble("R U F' D2 L B'"),
        axis: 1,
        inverse: true,
        tail: [Move::ALL[0]; MAX_TAIL],
        tail_len: 0,
    };
    for k in 1..=MAX_TAIL {
        let mut expected: Vec<Vec<Move>> = OUT_OF_H.iter().map(|&m| vec![m]).collect();
        for _ in 1..k {
            let mut longer = Vec::new();
            for seq in expected.iter() {
                let last = *seq.last().expect("a move");
                for m in MoveSet::after(Some(last.face())) {
                    let mut s = seq.clone();
                    s.push(m);
                    longer.push(s);
                }
            }
            expected = longer;
        }
        let mut v = base;
        v.tail_len = k;
        let mut out = Vec::new();
        add_tails(&v, k, &mut out);
        let mut got: Vec<Vec<Move>> = out.iter().map(|w| w.tail[..k].to_vec()).collect();
        for w in out.iter() {
            assert_eq!(w.cube, Cubies::SOLVED.apply_all(&w.tail[..k]).then(&base.cube));
            assert_eq!((w.axis, w.inverse, w.tail_len), (1, true, k));
        }
        got.sort_by_key(|t| t.iter().map(|m| m.index()).collect::<Vec<_>>());
        expected.sort_by_key(|t| t.iter().map(|m| m.index()).collect::<Vec<_>>());
        assert_eq!(got, expected, "tails of {} moves", k);
    }
}

#[test]
fn solutions_through_long_tails_solve_the_cube() {
    // Within 20 moves, some cubes get their solution from a version with a tail of two moves
    // or more: the tail's moves come at the end of the solution, turned back and inverted as
    // the version is.
    let mut rng = Rng::new(29);
    let solver = TwoPhase::new().with_tails(MAX_TAIL);
    let mut long_tails = 0;
    for _ in 0..60 {
        let c = random_cube(&mut rng);
        let (moves, tail) = solver.solve_with_tail(&c, 20).expect("a solution");
        assert!(moves.len() <= 20);
        assert_eq!(c.apply_all(&moves), Cubies::SOLVED);
        long_tails += usize::from(tail >= 2);
    }
    assert!(long_tails >= 5, "{} solutions through long tails", long_tails);
    for n in 1..=MAX_TAIL {
        let solver = TwoPhase::new().with_tails(n);
        for _ in 0..10 {
            check(&solver, &random_cube(&mut rng), 20);
        }
    }
}

#[test]
#[should_panic(expected = "tails of 5 moves")]
fn tails_past_the_longest_are_refused() {
    let _ = TwoPhase::new().with_tails(MAX_TAIL + 1);
}

#[test]
fn phase2_finds_every_cube_of_h_within_its_scramble() {
    // Phase 2 skips the rest of a face when one turn of it is too far: exact only if no
    // solution is lost, which a cube of H scrambled by k moves of H shows (k up to the cap).
    let solver = TwoPhase::new();
    let mut rng = Rng::new(17);
    for k in 1..=PHASE2_CAP {
        for _ in 0..100 {
            let h = random_h_moves(&mut rng, k);
            check(&solver, &Cubies::SOLVED.apply_all(&h), k);
        }
    }
}

#[test]
fn phase2_finds_exactly_the_distance_in_h_of_every_cube_within_6_moves_of_h() {
    // Every bound phase 2 reads (the cube's and its inverse's) must be a lower bound: a
    // breadth-first search over H with moves of H gives each cube's distance, and phase 2 must
    // find no solution one move shorter and one of exactly that length.
    let solver = TwoPhase::new();
    let mut seen = std::collections::HashSet::new();
    seen.insert(Cubies::SOLVED);
    let mut layer = vec![Cubies::SOLVED];
    for d in 1..=6 {
        let mut next = Vec::new();
        for c in layer.iter() {
            for &m in PHASE2_MOVES.iter() {
                let child = c.apply(m);
                if seen.insert(child) {
                    next.push(child);
                }
            }
        }
        for c in next.iter() {
            let node = solver.p2.node(c);
            let mut search = solver.search(MAX_LENGTH, 0, Budget::UNLIMITED, false);
            // Tight where the corner bound equals the room, as the search passes it.
            let corner = usize::from(solver.p2.corner_bound(node.corners, node.corner_sym, node.slice));
            let short = search.phase2(node, 0, d - 1, None, corner == d - 1);
            assert_eq!(short, None, "{:?} at {}", c, d);
            let exact = search.phase2(node, 0, d, None, corner == d);
            assert_eq!(exact, Some(d), "{:?} at {}", c, d);
            assert_eq!(c.apply_all(&search.path[..d]), Cubies::SOLVED);
        }
        if d == 2 {
            // Two moves of different faces, opposite faces' commuting pairs once: 78 - 11.
            assert_eq!(next.len(), 67);
        }
        layer = next;
    }
}

#[test]
fn move_masks_match_the_rules() {
    for (j, &m) in PHASE2_MOVES.iter().enumerate() {
        assert_eq!(usize::from(PHASE2_INDEX[m.index()]), j);
    }
    // H: the turns of U and D, and half turns of the others.
    for &m in Move::ALL.iter() {
        let in_h = m.face() == Face::U || m.face() == Face::D || m.is_half_turn();
        assert_eq!(H_MOVES.contains(m), in_h, "{}", m.name());
        assert_eq!(LEAVING_H.contains(m), !in_h, "{}", m.name());
    }
    assert_eq!(H_MOVES.len(), 10);
    for &m in OUT_OF_H.iter() {
        assert!(LEAVING_H.contains(m) && m.quarters() == 1);
    }
    let faces: Vec<Face> = OUT_OF_H.iter().map(|m| m.face()).collect();
    assert_eq!(faces, [Face::R, Face::F, Face::L, Face::B]);
}

/// Phase-1 sequences of exactly `depth` moves that end in H, counted by brute force over cubies
/// with the search's rules: no face twice in a row, opposite faces in index order, the last move
/// not a move of H, and no visit to H within the last four moves before the end.
fn brute_force_leaves(c: &Cubies, depth: usize, prev: Option<usize>) -> u64 {
    let in_h = coord::twist(c) == 0 && coord::flip(c) == 0 && coord::slice(c) == 0;
    if depth == 0 {
        return u64::from(in_h);
    }
    if in_h && prev.is_some() && depth < 5 {
        return 0;
    }
    let mut n = 0;
    for &m in Move::ALL.iter() {
        // Faces by number, U R F D L B: not the same face, not a face after its opposite's lower one.
        let face = m.index() / 3;
        let allowed = prev.map_or(true, |p| face != p && face + 3 != p);
        if allowed && (depth > 1 || !PHASE2_MOVES.contains(&m)) {
            n += brute_force_leaves(&c.apply(m), depth - 1, Some(face));
        }
    }
    n
}

#[test]
fn phase1_finds_every_sequence_into_h() {
    let solver = TwoPhase::new();
    let mut rng = Rng::new(13);
    for depth in 0..=5 {
        for _ in 0..4 {
            let c = random_cube(&mut rng);
            let near = random_moves(&mut rng, depth);
            for cube in [c, Cubies::SOLVED.apply_all(&near)].iter() {
                assert_eq!(
                    solver.phase1_leaves(cube, depth),
                    brute_force_leaves(cube, depth, None),
                    "depth {} {:?}",
                    depth,
                    cube
                );
            }
        }
    }
}

#[test]
fn quarter_turn_expansion_does_the_same_with_quarter_turns_only() {
    let solver = TwoPhase::new();
    let mut rng = Rng::new(14);
    for _ in 0..100 {
        let c = random_cube(&mut rng);
        let moves = solver.solve(&c, 21, Budget::UNLIMITED).expect("a solution");
        let quarters = to_quarter_turns(&moves);
        assert!(quarters.iter().all(|&m| !m.is_half_turn()));
        let halves = moves.iter().filter(|&&m| m.is_half_turn()).count();
        assert_eq!(quarters.len(), moves.len() + halves);
        assert_eq!(c.apply_all(&quarters), Cubies::SOLVED);
    }
}

#[test]
fn other_phase2_caps_give_solutions_too() {
    let mut rng = Rng::new(15);
    for &cap in [8, 12, 13].iter() {
        let solver = TwoPhase::new().with_phase2_cap(cap);
        for _ in 0..50 {
            check(&solver, &random_cube(&mut rng), 21);
        }
    }
}

#[test]
#[should_panic(expected = "out of 1..=18")]
fn a_phase2_cap_of_zero_is_refused() {
    let _ = TwoPhase::new().with_phase2_cap(0);
}
