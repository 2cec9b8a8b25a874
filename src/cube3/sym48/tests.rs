use super::*;
use crate::rng::Rng;

/// Every key is its cube's, the solved cube's is 0, and a separation's cube has its tetrads
/// where the key says.
#[test]
fn keys_round_trip_and_solved_is_zero() {
    assert_eq!(corner_key(&Cubies::SOLVED), 0);
    for k in 0..CORNER_KEYS {
        let cube = from_corner_key(k);
        assert_eq!(corner_key(&cube), k);
        assert_eq!(coord::twist(&cube), k % TWISTS);
    }
}

/// Every edge key is its cube's, the solved cube's is 0; a few million keys, every separation.
#[test]
fn edge_keys_round_trip_and_solved_is_zero() {
    assert_eq!(edge_key(&Cubies::SOLVED), 0);
    for k in (0..EDGE_KEYS).step_by(31) {
        let cube = from_edge_key(k);
        assert_eq!(edge_key(&cube), k);
    }
    for separation in 0..EDGE_SEPARATIONS {
        let k = separation * coord::FLIPS + separation % coord::FLIPS;
        assert_eq!(edge_key(&from_edge_key(k)), k);
    }
}

/// Cubes of one key have conjugates of one key, under each of the 48 symmetries, which are 48
/// different conjugations, each undone by its inverse.
#[test]
fn the_48_symmetries_act_on_keys() {
    let syms = Symmetries48::new();
    let mut rng = Rng::new(5);
    let probe = Cubies::random(&mut rng);
    let mut images: Vec<Cubies> = (0..SYMS48).map(|s| syms.conjugate(&probe, s)).collect();
    for (s, image) in images.iter().enumerate() {
        assert_eq!(syms.conjugate(image, usize::from(syms.inverse[s])), probe);
    }
    images.sort_by_key(|c| (c.cp, c.co, c.ep, c.eo));
    images.dedup();
    assert_eq!(images.len(), SYMS48);
    for _ in 0..2000 {
        let g = Cubies::random(&mut rng);
        let (h, k) = (from_corner_key(corner_key(&g)), from_edge_key(edge_key(&g)));
        for s in 0..SYMS48 {
            let (a, b, c) = (
                syms.conjugate(&g, s),
                syms.conjugate(&h, s),
                syms.conjugate(&k, s),
            );
            assert_eq!(corner_key(&a), corner_key(&b), "symmetry {}", s);
            assert_eq!(edge_key(&a), edge_key(&c), "symmetry {}", s);
        }
    }
}

/// The 48 symmetries sort the 153,090 keys into 3,393 classes (the count H48 gives for its
/// corner coordinate), each key taken to its class's representative by its symmetry.
#[test]
fn the_keys_fall_into_3393_classes() {
    let syms = Symmetries48::new();
    let classes = CornerClasses::new(&syms);
    assert_eq!(classes.rep.len(), 3393);
    assert_eq!(classes.rep[0], 0);
    // The solved corners are fixed by every symmetry; each class has as many keys as 48 over
    // its representative's symmetries, the identity (0) among them.
    assert_eq!(classes.stabilizer[0], (1 << SYMS48) - 1);
    let mut sizes = vec![0u32; classes.rep.len()];
    for &c in classes.class.iter() {
        sizes[c as usize] += 1;
    }
    for (c, &bits) in classes.stabilizer.iter().enumerate() {
        assert_eq!(bits & 1, 1, "class {}", c);
        assert_eq!(sizes[c] * bits.count_ones(), SYMS48 as u32, "class {}", c);
    }
    for k in 0..CORNER_KEYS {
        let to_rep = usize::from(classes.sym[k]);
        let image = corner_key(&syms.conjugate(&from_corner_key(k), to_rep));
        assert_eq!(image as u32, classes.rep[classes.class[k] as usize], "key {}", k);
    }
}

/// Each move acts on both keys: cubes of one key have, after a move, one key (so the keys
/// have move tables).
#[test]
fn moves_act_on_keys() {
    let mut rng = Rng::new(6);
    for _ in 0..2000 {
        let g = Cubies::random(&mut rng);
        let (h, k) = (from_corner_key(corner_key(&g)), from_edge_key(edge_key(&g)));
        for m in Move::ALL {
            assert_eq!(corner_key(&g.apply(m)), corner_key(&h.apply(m)), "{:?}", m);
            assert_eq!(edge_key(&g.apply(m)), edge_key(&k.apply(m)), "{:?}", m);
        }
    }
}

/// The lookup tables agree with the orders: each edge's slice is its place in the slice
/// order over 4, each corner's tetrad its place in the tetrad order over 4.
#[test]
fn each_edge_has_its_slice_and_each_corner_its_tetrad() {
    for (place, &edge) in SLICE_ORDER.iter().enumerate() {
        assert_eq!(slice_of(edge as u8), place / 4, "edge {}", edge);
    }
    for (place, &corner) in TETRAD_ORDER.iter().enumerate() {
        assert_eq!(first_tetrad(corner as u8), place < 4, "corner {}", corner);
    }
}
