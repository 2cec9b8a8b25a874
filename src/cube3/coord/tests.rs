use super::*;
use crate::rng::Rng;

const MOVES: usize = Move::COUNT;

fn random_cube(rng: &mut Rng) -> Cubies {
    (0..40).fold(Cubies::SOLVED, |c, _| {
        c.apply(Move::from_index(rng.below(MOVES as u64) as usize))
    })
}

fn random_h_cube(rng: &mut Rng) -> Cubies {
    (0..40).fold(Cubies::SOLVED, |c, _| {
        c.apply(PHASE2_MOVES[rng.below(10) as usize])
    })
}

#[test]
fn coordinates_round_trip() {
    for t in 0..TWISTS {
        let c = from_twist(t);
        assert!(c.is_legal());
        assert_eq!(twist(&c), t);
    }
    for f in 0..FLIPS {
        let c = from_flip(f);
        assert!(c.is_legal());
        assert_eq!(flip(&c), f);
    }
    let mut seen = std::collections::HashSet::new();
    for x in 0..SLICES {
        let c = from_slice(x);
        assert_eq!(slice(&c), x);
        assert!(seen.insert(c.ep.iter().map(|&e| e >= 8).collect::<Vec<_>>()));
    }
    assert_eq!(slice(&Cubies::SOLVED), 0);
    let mut seen = std::collections::HashSet::new();
    for r in 0..CORNER_COMBS {
        let c = from_corner_comb(r);
        assert_eq!(corner_comb(&c), r);
        assert!(seen.insert(c.cp.iter().map(|&x| x < 4).collect::<Vec<_>>()));
    }
    assert_eq!(corner_comb(&Cubies::SOLVED), 0);
    for p in (0..PERMS).step_by(7) {
        let c = from_perms(p, (p * 31) % PERMS, p % SLICE_PERMS);
        assert_eq!(corner_perm(&c), p);
        assert_eq!(edge_perm(&c), (p * 31) % PERMS);
        assert_eq!(slice_perm(&c), p % SLICE_PERMS);
    }
    let mut p = [0u8; 8];
    perm_unrank(PERMS - 1, &mut p);
    assert_eq!(p, [7, 6, 5, 4, 3, 2, 1, 0]);
}

#[test]
fn move_tables_equal_cubie_moves() {
    let all = &Move::ALL;
    let twists = move_table(TWISTS, all, from_twist, twist);
    let flips = move_table(FLIPS, all, from_flip, flip);
    let slices = move_table(SLICES, all, from_slice, slice);
    let mut rng = Rng::new(11);
    for _ in 0..300 {
        let c = random_cube(&mut rng);
        for m in 0..MOVES {
            let d = c.apply(Move::from_index(m));
            assert_eq!(twists[twist(&c) * MOVES + m] as usize, twist(&d));
            assert_eq!(flips[flip(&c) * MOVES + m] as usize, flip(&d));
            assert_eq!(slices[slice(&c) * MOVES + m] as usize, slice(&d));
        }
    }
    // The half and counter-clockwise turns of U and D come from the quarter turns' entries.
    let n = PHASE2_MOVES.len();
    let slice_perms = move_table(SLICE_PERMS, &PHASE2_MOVES, |x| from_perms(0, 0, x), slice_perm);
    let combs = move_table(CORNER_COMBS, &PHASE2_MOVES, from_corner_comb, corner_comb);
    for _ in 0..300 {
        let c = random_h_cube(&mut rng);
        for (j, &m) in PHASE2_MOVES.iter().enumerate() {
            let d = c.apply(m);
            assert_eq!(slice_perms[slice_perm(&c) * n + j] as usize, slice_perm(&d));
            assert_eq!(combs[corner_comb(&c) * n + j] as usize, corner_comb(&d));
        }
    }
}

#[test]
fn symmetries_form_a_group_and_map_moves_to_moves() {
    let syms = Symmetries::new();
    let mut rng = Rng::new(12);
    let mut images = std::collections::HashSet::new();
    for _ in 0..50 {
        let a = random_cube(&mut rng);
        let b = random_cube(&mut rng);
        for s in 0..SYMS {
            let ca = conjugate(&a, s);
            assert!(ca.is_legal());
            // A homomorphism: conjugating a product is the product of the conjugates.
            assert_eq!(conjugate(&a.then(&b), s), ca.then(&conjugate(&b, s)));
            for s2 in 0..SYMS {
                assert_eq!(conjugate(&ca, s2), conjugate(&a, syms.product[s][s2] as usize));
            }
            assert_eq!(conjugate(&ca, syms.inverse[s] as usize), a);
            assert_eq!(syms.conj_perm(&a.cp, s, false), ca.cp);
            // The U-D edges of a cube of H stay among the first 8 positions.
            let h = random_h_cube(&mut rng);
            let mut ep = [0u8; 8];
            ep.copy_from_slice(&h.ep[..8]);
            assert_eq!(syms.conj_perm(&ep, s, true)[..], conjugate(&h, s).ep[..8]);
        }
        images.insert((0..SYMS).map(|s| conjugate(&a, s)).collect::<Vec<_>>().len());
    }
    for s in 0..SYMS {
        for &m in Move::ALL.iter() {
            assert_eq!(
                conjugate(&move_cubies(m), s),
                move_cubies(syms.moves[s][m.index()])
            );
        }
        // H is kept: moves of H go to moves of H.
        for &m in PHASE2_MOVES.iter() {
            assert!(H_MOVES.contains(syms.moves[s][m.index()]));
        }
    }
    // The 16 symmetries are distinct.
    let probe = random_cube(&mut rng);
    let distinct: std::collections::HashSet<_> = (0..SYMS).map(|s| conjugate(&probe, s)).collect();
    assert_eq!(distinct.len(), SYMS);
    let h = random_h_cube(&mut rng);
    for s in 0..SYMS {
        let c = conjugate(&h, s);
        assert_eq!((twist(&c), flip(&c), slice(&c)), (0, 0, 0));
    }
}

/// The binomials' table is the product formula's C(n, k), 0 where `k > n`.
#[test]
fn binomials_are_the_product_formula() {
    for n in 0..13 {
        for k in 0..5 {
            let want = if k > n {
                0
            } else {
                (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
            };
            assert_eq!(choose(n, k), want, "C({}, {})", n, k);
        }
    }
    assert_eq!(choose(12, 4), 495);
}
