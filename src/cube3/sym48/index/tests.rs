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

/// With every third class wide, each class's entries are one block after the one before,
/// `2^6` or (for classes 0, 3, 6, ...) `2^7` a separation, and the blocks fill the table:
/// every edge key of a class lands inside its block, the first at its start, the last (every
/// flip kept set) at its end.
#[test]
fn wide_classes_keep_a_flip_more_in_blocks_of_their_own() {
    let syms = Symmetries48::new();
    let index = Index48::with_flips(
        &syms,
        Flips::Even {
            bits: 6,
            wide_every: 3,
        },
    );
    let classes = index.classes().rep.len() as u64;
    let wide = (classes + 2) / 3;
    let separations = EDGE_SEPARATIONS as u64;
    assert_eq!(index.entries(), (classes * 64 + wide * 64) * separations);
    let last = EDGE_SEPARATIONS * FLIPS - 1;
    let mut start = 0;
    for class in 0..classes {
        let size = separations << (6 + u32::from(class % 3 == 0));
        assert_eq!(index.entry_of(class, 0), start, "class {}", class);
        assert_eq!(index.entry_of(class, last), start + size - 1, "class {}", class);
        start += size;
    }
    assert_eq!(start, index.entries());
    // A wide class tells apart edge keys that differ in the seventh flip alone; others not.
    let seventh = 1 << 6;
    assert_ne!(index.entry_of(0, 0), index.entry_of(0, seventh));
    assert_eq!(index.entry_of(1, 0), index.entry_of(1, seventh));
}

/// With flips by distance, a class keeps the flips its corners' distance says, its entries a
/// block of that size, the blocks in order and filling the table.
#[test]
fn classes_keep_the_flips_their_corners_distance_says() {
    let syms = Symmetries48::new();
    let by_distance = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
    let index = Index48::with_flips(&syms, Flips::ByDistance(by_distance));
    let distance = index.corner_distances();
    let classes = index.classes();
    let last = EDGE_SEPARATIONS * FLIPS - 1;
    let mut start = 0;
    for (class, &rep) in classes.rep.iter().enumerate() {
        let bits = u32::from(by_distance[usize::from(distance[rep as usize])]);
        assert_eq!(index.class_flips(class), bits, "class {}", class);
        let size = (EDGE_SEPARATIONS as u64) << bits;
        assert_eq!(index.entry_of(class as u64, 0), start, "class {}", class);
        assert_eq!(
            index.entry_of(class as u64, last),
            start + size - 1,
            "class {}",
            class
        );
        start += size;
    }
    assert_eq!(start, index.entries());
    // The solved corners' class keeps 9 flips: edge keys that differ in the ninth alone differ.
    let solved = classes.class[corner_key(&Cubies::SOLVED)] as u64;
    assert_ne!(index.entry_of(solved, 0), index.entry_of(solved, 1 << 8));
    assert_eq!(index.entry_of(solved, 0), index.entry_of(solved, 1 << 9));
}

/// The corner keys' distances are those of a breadth-first search over cubes (without the
/// index's move table): every key reached, at most 9 half turns out, a class's keys alike.
#[test]
fn corner_distances_agree_with_a_search_over_cubes() {
    let index = Index48::new(&Symmetries48::new(), 0);
    let distance = index.corner_distances();
    let turns = Move::ALL.map(move_cubies);
    let mut seen = vec![u8::MAX; CORNER_KEYS];
    seen[corner_key(&Cubies::SOLVED)] = 0;
    let mut layer = vec![Cubies::SOLVED];
    let mut d = 0;
    while !layer.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for cube in &layer {
            for turn in &turns {
                let c = cube.then(turn);
                if seen[corner_key(&c)] == u8::MAX {
                    seen[corner_key(&c)] = d;
                    next.push(c);
                }
            }
        }
        layer = next;
    }
    assert_eq!(distance, seen);
    assert_eq!(distance.iter().max(), Some(&9));
    let classes = index.classes();
    for (k, &class) in classes.class.iter().enumerate() {
        assert_eq!(
            distance[k], distance[classes.rep[class as usize] as usize],
            "key {}",
            k
        );
    }
}
