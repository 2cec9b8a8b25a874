use super::*;
use crate::cube3::coord;
use crate::rng::Rng;

fn random_moves(rng: &mut Rng, moves: &[usize], n: usize) -> Cubies {
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
        let (cc, cs) = p2.corners.classes.get(coord::corner_perm(&c));
        let (ec, es) = p2.edges.classes.get(coord::edge_perm(&c));
        let comb = coord::corner_comb(&c);
        assert!(
            usize::from(p2.corner_bound(cc, cs, x)) <= k,
            "k {} corner bound {} {:?}",
            k,
            p2.corner_bound(cc, cs, x),
            c
        );
        assert!(
            usize::from(p2.edge_bound(ec, es, comb)) <= k,
            "k {} edge bound {} {:?}",
            k,
            p2.edge_bound(ec, es, comb),
            c
        );
    }
}

#[test]
fn phase1_bounds_never_exceed_the_moves_that_made_the_cube() {
    let syms = Symmetries::new();
    let p1 = Phase1::new(&syms);
    let all: Vec<usize> = (0..MOVES).collect();
    let mut rng = Rng::new(4);
    for _ in 0..20000 {
        let k = rng.below(10) as usize;
        let c = random_moves(&mut rng, &all, k);
        let b = p1.bound(coord::twist(&c), coord::flip(&c), coord::slice(&c));
        assert!(
            usize::from(b) <= k,
            "k {} bound {} {} {} {:?}",
            k,
            b,
            p1.twist_bound(coord::twist(&c), coord::slice(&c)),
            p1.flip_bound(coord::flip(&c), coord::slice(&c)),
            c
        );
    }
}

#[test]
fn conjugation_tables_agree_with_conjugated_cubes() {
    let syms = Symmetries::new();
    let p1 = Phase1::new(&syms);
    let p2 = Phase2::new(&syms);
    let all: Vec<usize> = (0..MOVES).collect();
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let c = random_moves(&mut rng, &all, 30);
        let (t, f, x) = (coord::twist(&c), coord::flip(&c), coord::slice(&c));
        for s in 0..SYMS {
            let d = coord::conjugate(&c, s);
            assert_eq!(p1.conj_twist(t, s), coord::twist(&d), "twist, symmetry {}", s);
            assert_eq!(p1.conj_flip(f, x, s), coord::flip(&d), "flip, symmetry {}", s);
        }
        let (class, s) = p1.slices.get(x);
        assert_eq!(
            coord::slice(&coord::conjugate(&c, s)),
            p1.slices.reps[class] as usize
        );
        let h = random_moves(&mut rng, &PHASE2_MOVES, 30);
        for (perms, read) in [
            (&p2.corners, coord::corner_perm as fn(&Cubies) -> usize),
            (&p2.edges, coord::edge_perm),
        ]
        .iter()
        {
            let (class, s) = perms.classes.get(read(&h));
            assert_eq!(read(&coord::conjugate(&h, s)), perms.classes.reps[class] as usize);
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
