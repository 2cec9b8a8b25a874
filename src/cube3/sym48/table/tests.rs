use super::*;
use crate::cube3::cubie::{move_cubies, Cubies};
use crate::cube3::optimal_table::LoadError;
use crate::cube3::sym48::{corner_key, edge_key, Flips, Symmetries48};
use std::collections::hash_map::Entry;

/// Every entry of a small build holds the least distance of the cubes it stands for (its own
/// and its twins'), capped, as a plain breadth-first search over cubes finds it: no symmetry,
/// no kept cosets, no walks; one flip bit, so an entry forgets ten flips.
#[test]
fn a_small_build_holds_each_entrys_least_distance() {
    check_small_build(Index48::new(&Symmetries48::new(), 1));
}

/// The same where every second class keeps two flips ([`Flips::Even`]).
#[test]
fn a_small_build_with_wide_classes_holds_each_entrys_least_distance() {
    let flips = Flips::Even {
        bits: 1,
        wide_every: 2,
    };
    check_small_build(Index48::with_flips(&Symmetries48::new(), flips));
}

/// The same where the classes near the goal keep more flips ([`Flips::ByDistance`]).
#[test]
fn a_small_build_with_flips_by_distance_holds_each_entrys_least_distance() {
    let flips = Flips::ByDistance([3, 2, 1, 1, 0, 0, 0, 0, 0, 0]);
    check_small_build(Index48::with_flips(&Symmetries48::new(), flips));
}

/// Builds on `index` with a reach of 3 + 2 and checks every entry against a breadth-first
/// search over cubes, exact and kept based.
fn check_small_build(index: Index48) {
    let reach = Reach { short: 3, ext: 2 };
    let table = Table48::build(index, reach, 2, |_, _| {});
    let index = table.index();
    let turns = Move::ALL.map(move_cubies);
    let mut distance = HashMap::new();
    distance.insert((0, 0), 0u8);
    let mut layer = vec![Cubies::SOLVED];
    for d in 1..reach.cap() {
        let mut next = Vec::new();
        for cube in &layer {
            for turn in &turns {
                let c = cube.then(turn);
                if let Entry::Vacant(v) = distance.entry((corner_key(&c), edge_key(&c))) {
                    v.insert(d);
                    next.push(c);
                }
            }
        }
        layer = next;
    }
    let mut least: HashMap<u64, u8> = HashMap::new();
    for (&(k, e), &d) in &distance {
        for entry in index.twins(k, e) {
            let at = least.entry(entry).or_insert(d);
            *at = (*at).min(d);
        }
    }
    for (&entry, &d) in &least {
        assert_eq!(table.get(entry as usize), d, "entry {}", entry);
    }
    // Every other entry is farther than the build reaches.
    let histogram = table.histogram();
    assert_eq!(histogram.len(), usize::from(reach.cap()) + 1);
    assert_eq!(
        histogram[..usize::from(reach.cap())].iter().sum::<usize>(),
        least.len()
    );
    assert!(least.values().any(|&d| d == reach.cap() - 1));
    // Kept based, an entry reads its distance or, 3 or more above its line's least, that
    // least plus 3 (every fifth line checked).
    let exact: Vec<u8> = (0..table.len()).map(|i| table.get(i)).collect();
    let based = table.into_based();
    assert_eq!(based.bytes(), (exact.len() + 251) / 252 * 64);
    for (line, entries) in exact.chunks(252).enumerate().step_by(5) {
        let least = *entries.iter().min().unwrap();
        for (j, &d) in entries.iter().enumerate() {
            let i = line * 252 + j;
            assert_eq!(based.get(i), d.min(least + 3), "entry {}", i);
        }
    }
}

/// The kept cosets are one a class under the 48 symmetries: the goal, which every half turn
/// keeps, then one class of quarter turns, then more at each depth.
#[test]
fn the_kept_cosets_are_the_near_ones() {
    let index = Index48::new(&Symmetries48::new(), 0);
    let kept = short_cosets(&index, 3);
    let mut counts = [0usize; 4];
    for &d in kept.values() {
        counts[usize::from(d)] += 1;
    }
    assert_eq!(counts[0], 1);
    // Half turns keep the goal: the quarter turns are one class.
    assert_eq!(counts[1], 1);
    assert!(counts[2] > 2 && counts[3] > counts[2], "{:?}", counts);
}

/// Of two moves, the second never turns the first's face, and of opposite faces only one
/// order is walked.
#[test]
fn a_walk_counts_each_position_once() {
    for a in Face::ALL {
        assert!(!follows(Some(a), a));
        assert!(follows(Some(a), a.opposite()) != follows(Some(a.opposite()), a));
        assert!(follows(None, a));
    }
}

/// A table written and read back is the same table, exact and based; a file of another shape,
/// another keeping, or a 16-symmetric table is refused with a line that says why.
#[test]
fn a_written_table_reads_back_and_others_are_refused() {
    let shape = Shape48::named("sym48-tiny").expect("a named shape");
    assert_eq!(shape.name(), "sym48-tiny");
    let exact = Table48::build(shape.index(), shape.reach, 2, |_, _| {});
    assert_eq!(exact.shape(), shape);
    let mut bytes = Vec::new();
    exact.write_to(&mut bytes).unwrap();
    let back = Table48::read_from(shape, false, &mut &bytes[..]).unwrap();
    assert!((0..exact.len()).step_by(997).all(|i| back.get(i) == exact.get(i)));
    assert_eq!(back.histogram(), exact.histogram());
    let refused =
        |bytes: &[u8], shape: Shape48, based: bool| match Table48::read_from(shape, based, &mut &bytes[..]) {
            Err(LoadError::Damaged(why)) => why,
            Err(LoadError::Io(e)) => panic!("{}", e),
            Ok(_) => panic!("read as {:?}, based {}", shape, based),
        };
    assert!(refused(&bytes, shape, true).starts_with("its shape is "));
    let other = Shape48 {
        reach: Reach { short: 3, ext: 1 },
        ..shape
    };
    assert!(refused(&bytes, other, false).starts_with("its shape is "));
    let wider = Shape48 {
        flips: Flips::Even {
            bits: 0,
            wide_every: 2,
        },
        ..shape
    };
    assert!(refused(&bytes, wider, false).starts_with("its shape is "));
    let near = Shape48 {
        flips: Flips::ByDistance([0; 10]),
        ..shape
    };
    assert!(refused(&bytes, near, false).starts_with("its shape is "));
    let based = back.into_based();
    assert!(based.is_based());
    let mut packed = Vec::new();
    based.write_to(&mut packed).unwrap();
    assert_eq!(packed.len(), bytes.len() - exact.bytes() + based.bytes());
    let again = Table48::read_from(shape, true, &mut &packed[..]).unwrap();
    assert_eq!(again.histogram(), based.histogram());
    let mut cut = packed.clone();
    cut.truncate(packed.len() - 1);
    assert_eq!(refused(&cut, shape, true), "it ends inside the entries");
    let mut flipped = packed;
    let last = flipped.len() - 1;
    flipped[last] ^= 1;
    assert_eq!(
        refused(&flipped, shape, true),
        "its checksum differs from its entries'"
    );
    let mut sixteen = Vec::new();
    let tiny = crate::cube3::optimal_table::Table::build(crate::cube3::optimal_table::Shape::TINY, 1, |_| {});
    tiny.write_to(&mut sixteen).unwrap();
    assert!(refused(&sixteen, shape, false).starts_with("its shape is "));
}
