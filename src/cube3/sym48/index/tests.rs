use super::*;
use crate::cube3::cubie::Cubies;
use crate::rng::Rng;

/// The symmetries, an index with 6 flip bits, and a generator seeded with `seed`.
fn setup(seed: u64) -> (Symmetries48, Index48, Rng) {
    let syms = Symmetries48::new();
    let index = Index48::new(&syms, 6);
    (syms, index, Rng::new(seed))
}

/// The move tables follow the keys: a cube's keys after a move are the tables' images of its
/// keys.
#[test]
fn moves_follow_the_keys() {
    let (_, index, mut rng) = setup(11);
    for _ in 0..2000 {
        let g = Cubies::random(&mut rng);
        for m in Move::ALL {
            let moved = g.apply(m);
            assert_eq!(index.moved_corners(corner_key(&g), m), corner_key(&moved));
            assert_eq!(index.moved_edges(edge_key(&g), m), edge_key(&moved));
        }
    }
}

/// Conjugating the edge key by a symmetry through the tables is conjugating the cube.
#[test]
fn the_tables_conjugate_edge_keys() {
    let (syms, index, mut rng) = setup(12);
    for _ in 0..2000 {
        let g = Cubies::random(&mut rng);
        for t in 0..SYMS48 {
            assert_eq!(
                index.conjugate_edges(edge_key(&g), t),
                edge_key(&syms.conjugate(&g, t)),
                "symmetry {}",
                t
            );
        }
    }
}

/// A cube's 48 conjugates have entries among its twins, and every entry is in range; a cube
/// whose class has no symmetry has one twin, its own entry.
#[test]
fn symmetric_cubes_share_their_twins() {
    let (syms, index, mut rng) = setup(13);
    assert_eq!(index.entries(), 3393 * 34_650 * 64);
    let mut with_symmetry = 0;
    for i in 0..3000 {
        // Half the cubes with a representative's corners, to meet classes with symmetries.
        let mut g = Cubies::random(&mut rng);
        if i % 2 == 0 {
            let reps = &index.classes().rep;
            let rep = from_corner_key(reps[i % reps.len()] as usize);
            g.cp = rep.cp;
            g.co = rep.co;
            if !g.is_legal() {
                g.ep.swap(0, 1);
            }
        }
        let (k, e) = (corner_key(&g), edge_key(&g));
        let twins = index.twins(k, e);
        assert!(twins.contains(&index.entry(k, e)));
        assert!(twins.iter().all(|&x| x < index.entries()));
        with_symmetry += usize::from(twins.len() > 1);
        let class = index.classes().class[k] as usize;
        if index.classes().stabilizer[class] == 1 {
            assert_eq!(twins.len(), 1, "cube {}: a class without symmetries", i);
        }
        for t in 0..SYMS48 {
            let image = syms.conjugate(&g, t);
            let entry = index.entry(corner_key(&image), edge_key(&image));
            assert!(twins.contains(&entry), "cube {} symmetry {}", i, t);
        }
    }
    assert!(with_symmetry > 0, "no class with symmetries met");
}

/// Conjugate cubes share a coset and no others do among random cubes; a coset's keys give it
/// back.
#[test]
fn conjugates_share_a_coset() {
    let (syms, index, mut rng) = setup(14);
    let mut seen = std::collections::HashMap::new();
    for _ in 0..300 {
        let g = Cubies::random(&mut rng);
        let coset = index.coset(corner_key(&g), edge_key(&g));
        let (k, e) = index.coset_keys(coset);
        assert_eq!(index.coset(k, e), coset);
        for s in 0..SYMS48 {
            let c = syms.conjugate(&g, s);
            assert_eq!(index.coset(corner_key(&c), edge_key(&c)), coset, "symmetry {}", s);
        }
        // Random cubes are conjugates of one another almost never.
        assert!(seen.insert(coset, g).is_none());
    }
}
