use super::*;
use crate::cube3::coord::{self, FLIPS};
use crate::rng::Rng;

const MOVES: usize = Move::COUNT;

fn random_moves(rng: &mut Rng, moves: &[Move], n: usize) -> Cubies {
    (0..n).fold(Cubies::SOLVED, |c, _| {
        c.apply(moves[rng.below(moves.len() as u64) as usize])
    })
}

#[test]
fn phase2_bounds_never_exceed_the_moves_that_made_the_cube() {
    let syms = Symmetries::new();
    let p2 = Phase2::new(&syms);
    let mut rng = Rng::new(3);
    for _ in 0..20000 {
        let k = rng.below(12) as usize;
        let c = random_moves(&mut rng, &PHASE2_MOVES, k);
        let x = coord::slice_perm(&c);
        let (cc, cs) = p2.corners.get(coord::corner_perm(&c));
        let (ec, es) = p2.edges.get(coord::edge_perm(&c));
        let comb = coord::corner_comb(&c);
        assert!(
            usize::from(p2.corner_bound(cc, cs, x)) <= k,
            "k {} corner bound {} {:?}",
            k,
            p2.corner_bound(cc, cs, x),
            c
        );
        assert!(
            usize::from(p2.edge_bound(ec, es, comb, x)) <= k,
            "k {} edge bound {} {:?}",
            k,
            p2.edge_bound(ec, es, comb, x),
            c
        );
        // The inverse needs as many moves.
        let b = p2.inverse_edge_comb_bound(&syms, &p2.node(&c));
        assert!(usize::from(b) <= k, "k {} inverse's edge bound {} {:?}", k, b, c);
    }
}

#[test]
fn phase2_moves_conjugate_into_phase2_moves() {
    let syms = Symmetries::new();
    let p2 = Phase2::new(&syms);
    let n = PHASE2_MOVES.len();
    for s in 0..SYMS {
        for (j, &m) in PHASE2_MOVES.iter().enumerate() {
            let image = coord::conjugate(&move_cubies(m), s);
            assert_eq!(
                move_cubies(PHASE2_MOVES[usize::from(p2.move_conj[s * n + j])]),
                image
            );
        }
    }
}

#[test]
fn phase2_inverse_bounds_are_the_inverse_cubes_bounds() {
    let syms = Symmetries::new();
    let p2 = Phase2::new(&syms);
    let mut rng = Rng::new(6);
    for _ in 0..5000 {
        let k = rng.below(30) as usize;
        let c = random_moves(&mut rng, &PHASE2_MOVES, k);
        let inverse = p2.node(&c.inverse());
        assert_eq!(
            p2.inverse_edge_comb_bound(&syms, &p2.node(&c)),
            p2.edge_comb_bound(inverse.edges, inverse.edge_sym, inverse.comb),
            "{:?}",
            c
        );
    }
}

#[test]
fn phase1_bounds_never_exceed_the_moves_that_made_the_cube() {
    let syms = Symmetries::new();
    let p1 = Phase1::new(&syms);
    let all = Move::ALL;
    let mut rng = Rng::new(4);
    for _ in 0..20000 {
        let k = rng.below(10) as usize;
        let c = random_moves(&mut rng, &all, k);
        let b = p1.bound(coord::twist(&c), coord::flip(&c), coord::slice(&c));
        assert!(usize::from(b) <= k, "k {} bound {} {:?}", k, b, c);
    }
}

#[test]
fn conjugation_tables_agree_with_conjugated_cubes() {
    let syms = Symmetries::new();
    let p1 = Phase1::new(&syms);
    let p2 = Phase2::new(&syms);
    let all = Move::ALL;
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let c = random_moves(&mut rng, &all, 30);
        let (t, f, x) = (coord::twist(&c), coord::flip(&c), coord::slice(&c));
        for s in 0..SYMS {
            let d = coord::conjugate(&c, s);
            assert_eq!(p1.conj_twist(t, s), coord::twist(&d), "twist, symmetry {}", s);
            assert_eq!(p1.conj_flip(f, x, s), coord::flip(&d), "flip, symmetry {}", s);
        }
        let (class, s) = p1.flips.get(f);
        assert_eq!(
            coord::flip(&coord::conjugate(&c, s)),
            p1.flips.reps[class] as usize
        );
        let h = random_moves(&mut rng, &PHASE2_MOVES, 30);
        for (perms, read) in [
            (&p2.corners, coord::corner_perm as fn(&Cubies) -> usize),
            (&p2.edges, coord::edge_perm),
        ]
        .iter()
        {
            let (class, s) = perms.get(read(&h));
            assert_eq!(read(&coord::conjugate(&h, s)), perms.reps[class] as usize);
        }
        for s in 0..SYMS {
            let d = coord::conjugate(&h, s);
            assert_eq!(
                p2.slice.conj[coord::slice_perm(&h) * SYMS + s] as usize,
                coord::slice_perm(&d)
            );
            assert_eq!(
                p2.comb.conj[coord::corner_comb(&h) * SYMS + s] as usize,
                coord::corner_comb(&d)
            );
        }
    }
}

#[test]
fn phase1_nodes_follow_the_cube_and_give_the_raw_bounds() {
    // A node moved by `child` along random walks stays the node of the cube the same moves
    // make: its classes, symmetries that take the cube to the representatives, and slice; and
    // its four bounds are those the raw coordinates give.
    let syms = Symmetries::new();
    let p1 = Phase1::new(&syms);
    let mut rng = Rng::new(8);
    let mut checked_sym = [false; SYMS];
    for _ in 0..200 {
        let mut c = Cubies::SOLVED;
        let mut n = p1.node(0, 0, 0);
        for _ in 0..40 {
            let m = Move::ALL[rng.below(18) as usize];
            c = c.apply(m);
            n = p1.child(&n, m.index());
            let (t, f, x) = (coord::twist(&c), coord::flip(&c), coord::slice(&c));
            assert_eq!(usize::from(n.twist), p1.twists.get(t).0);
            assert_eq!(usize::from(n.flip), p1.flips.get(f).0);
            assert_eq!(usize::from(n.slice), x);
            let by_twist = coord::conjugate(&c, usize::from(n.twist_sym));
            assert_eq!(
                coord::twist(&by_twist),
                p1.twists.reps[usize::from(n.twist)] as usize
            );
            let by_flip = coord::conjugate(&c, usize::from(n.flip_sym));
            assert_eq!(coord::flip(&by_flip), p1.flips.reps[usize::from(n.flip)] as usize);
            assert_eq!(FLIP_SYMS >> n.flip_sym & 1, 1);
            checked_sym[usize::from(n.twist_sym)] = true;
            assert_eq!(p1.node_twist_bound(&n), p1.twist_bound(t, x));
            assert_eq!(p1.node_flip_bound(&n), p1.flip_bound(f, x));
            assert_eq!(p1.node_twist_flip_bound(&n), p1.twist_flip_bound(t, f));
            assert_eq!(
                p1.node_turned_twist_flip_bound(&n),
                p1.turned_twist_flip_bound(t, f, x)
            );
            assert_eq!(p1.node_bound(&n), p1.bound(t, f, x));
            assert_eq!(n.in_h(), t == 0 && f == 0 && x == 0);
        }
    }
    // Every symmetry came up, so none of their tables' rows went untested.
    assert!(checked_sym.iter().all(|&b| b));
}

#[test]
fn phase1_closer_moves_are_the_moves_that_lower_the_twist_or_flip_bound() {
    // From every node of random walks, the moves whose child reads one less in the twist
    // table, and likewise in the flip table, are exactly the closer moves the tables give,
    // and there is one unless the bound is 0: the distances are exact.
    let syms = Symmetries::new();
    let p1 = Phase1::new(&syms);
    let mut rng = Rng::new(21);
    let mut seen = [[false; 16]; 2];
    for _ in 0..300 {
        let mut n = p1.node(0, 0, 0);
        for _ in 0..25 {
            let lower = |bound: &dyn Fn(&Node1) -> u8| {
                MoveSet::ALL.keep_if(|m| bound(&p1.child(&n, m.index())) + 1 == bound(&n))
            };
            let twist = lower(&|c| p1.node_twist_bound(c));
            let flip = lower(&|c| p1.node_flip_bound(c));
            assert_eq!(p1.node_twist_closer(&n), twist, "{:?}", n);
            assert_eq!(p1.node_flip_closer(&n), flip, "{:?}", n);
            assert_eq!(twist.is_empty(), p1.node_twist_bound(&n) == 0);
            assert_eq!(flip.is_empty(), p1.node_flip_bound(&n) == 0);
            seen[0][usize::from(n.twist_sym)] = true;
            seen[1][usize::from(n.flip_sym)] = true;
            n = p1.child(&n, rng.below(18) as usize);
        }
    }
    // Every symmetry took sets back to the node's frame.
    assert!(seen[0].iter().all(|&b| b));
    assert_eq!(seen[1].iter().filter(|&&b| b).count(), 8);
}

#[test]
fn phase2_closer_moves_are_the_moves_of_h_that_lower_the_corner_bound() {
    // From cubes of H made by random phase-2 moves, the moves whose cube reads one less in the
    // corner table (read afresh from the moved cube) are exactly the corner table's closer
    // moves, and there is one unless the bound is 0.
    let syms = Symmetries::new();
    let p2 = Phase2::new(&syms);
    let mut rng = Rng::new(5);
    let mut seen = [false; SYMS];
    let bound = |c: &Cubies| {
        let n = p2.node(c);
        p2.corner_bound(n.corners, n.corner_sym, n.slice)
    };
    for _ in 0..3000 {
        let k = rng.below(20) as usize;
        let c = random_moves(&mut rng, &PHASE2_MOVES, k);
        let lower = MoveSet::of(&PHASE2_MOVES).keep_if(|m| bound(&c.apply(m)) + 1 == bound(&c));
        let n = p2.node(&c);
        assert_eq!(p2.node_corner_closer(&syms, &n), lower, "{:?}", c);
        assert_eq!(lower.is_empty(), bound(&c) == 0);
        seen[n.corner_sym] = true;
    }
    // Every symmetry took sets back to the node's frame.
    assert!(seen.iter().all(|&b| b));
}

/// Exact distances over the product of two raw coordinates (`a * n2 + b`), by plain
/// breadth-first search with raw move tables: no symmetry anywhere.
fn raw_distances(n1: usize, n2: usize, moves: usize, move1: &[u16], move2: &[u16]) -> Vec<u8> {
    let mut dist = vec![u8::MAX; n1 * n2];
    dist[0] = 0;
    let mut frontier = vec![0usize];
    let mut depth = 0;
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &v in frontier.iter() {
            let (a, b) = (v / n2, v % n2);
            for m in 0..moves {
                let w = move1[a * moves + m] as usize * n2 + move2[b * moves + m] as usize;
                if dist[w] == u8::MAX {
                    dist[w] = depth + 1;
                    next.push(w);
                }
            }
        }
        frontier = next;
        depth += 1;
    }
    assert!(dist.iter().all(|&d| d != u8::MAX));
    dist
}

#[test]
fn phase1_tables_equal_a_breadth_first_search_without_symmetry() {
    let syms = Symmetries::new();
    let p1 = Phase1::new(&syms);
    let twist_slice = raw_distances(TWISTS, SLICES, MOVES, &p1.twist.moves, &p1.slice.moves);
    let flip_slice = raw_distances(FLIPS, SLICES, MOVES, &p1.flip.moves, &p1.slice.moves);
    for x in 0..SLICES {
        for t in 0..TWISTS {
            assert_eq!(
                p1.twist_bound(t, x),
                twist_slice[t * SLICES + x],
                "twist {} slice {}",
                t,
                x
            );
        }
        for f in 0..FLIPS {
            assert_eq!(
                p1.flip_bound(f, x),
                flip_slice[f * SLICES + x],
                "flip {} slice {}",
                f,
                x
            );
        }
    }
}

#[test]
fn the_twist_flip_table_equals_a_breadth_first_search_without_symmetry_up_to_its_cap() {
    let syms = Symmetries::new();
    let p1 = Phase1::new(&syms);
    let twist_flip = raw_distances(TWISTS, FLIPS, MOVES, &p1.twist.moves, &p1.flip.moves);
    for t in 0..TWISTS {
        for f in 0..FLIPS {
            assert_eq!(
                p1.twist_flip_bound(t, f),
                twist_flip[t * FLIPS + f].min(TWIST_FLIP_CAP),
                "twist {} flip {}",
                t,
                f
            );
        }
    }
}

#[test]
fn the_flip_symmetries_change_a_flip_by_the_flip_alone() {
    let syms = Symmetries::new();
    let p1 = Phase1::new(&syms);
    let all = Move::ALL;
    let mut rng = Rng::new(6);
    for _ in 0..300 {
        let c = random_moves(&mut rng, &all, 30);
        let d = random_moves(&mut rng, &all, 30);
        for s in (0..SYMS).filter(|&s| FLIP_SYMS >> s & 1 == 1) {
            // Same flip, different slices: the same conjugated flip.
            let with_slice = |x: &Cubies| {
                let mut y = *x;
                y.eo = c.eo;
                coord::flip(&coord::conjugate(&y, s))
            };
            assert_eq!(with_slice(&c), with_slice(&d), "symmetry {}", s);
        }
    }
    assert_eq!(p1.flips.reps.len(), 336);
}

#[test]
fn phase2_tables_equal_a_breadth_first_search_without_symmetry() {
    let syms = Symmetries::new();
    let p2 = Phase2::new(&syms);
    let corner_move = coord::move_table(
        PERMS,
        &PHASE2_MOVES,
        |p| coord::from_perms(p, 0, 0),
        coord::corner_perm,
    );
    let edge_move = coord::move_table(
        PERMS,
        &PHASE2_MOVES,
        |p| coord::from_perms(0, p, 0),
        coord::edge_perm,
    );
    let n = PHASE2_MOVES.len();
    let corners = raw_distances(PERMS, SLICE_PERMS, n, &corner_move, &p2.slice.moves);
    let edges = raw_distances(PERMS, coord::CORNER_COMBS, n, &edge_move, &p2.comb.moves);
    let edge_slices = raw_distances(PERMS, SLICE_PERMS, n, &edge_move, &p2.slice.moves);
    for p in 0..PERMS {
        let (c, s) = p2.corners.get(p);
        for x in 0..SLICE_PERMS {
            assert_eq!(p2.corner_bound(c, s, x), corners[p * SLICE_PERMS + x]);
        }
        let (c, s) = p2.edges.get(p);
        for comb in 0..coord::CORNER_COMBS {
            for x in 0..SLICE_PERMS {
                let exact = edges[p * coord::CORNER_COMBS + comb].max(edge_slices[p * SLICE_PERMS + x]);
                assert_eq!(
                    p2.edge_bound(c, s, comb, x),
                    exact,
                    "edges {} comb {} slice {}",
                    p,
                    comb,
                    x
                );
            }
        }
    }
}
