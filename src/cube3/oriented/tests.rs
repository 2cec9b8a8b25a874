use super::*;
use crate::cube3::cubie::{move_cubies, Cubies};
use crate::rng::Rng;

/// Distances by a breadth-first search over cubies, one cube per value of `read`: the value
/// after a move depends on the value alone, so any cube with that value stands for all of them.
/// Nothing is shared with the tables but the cubie model and the raw coordinates.
fn by_cubies(n: usize, moves: MoveSet, read: impl Fn(&Cubies) -> usize) -> Vec<u8> {
    let turns: Vec<Cubies> = moves.map(move_cubies).collect();
    let mut dist = vec![u8::MAX; n];
    dist[read(&Cubies::SOLVED)] = 0;
    let mut level = vec![Cubies::SOLVED];
    let mut d = 0;
    while !level.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for c in level.iter() {
            for t in turns.iter() {
                let c2 = c.then(t);
                let v = read(&c2);
                if dist[v] == u8::MAX {
                    dist[v] = d;
                    next.push(c2);
                }
            }
        }
        level = next;
    }
    dist
}

#[test]
fn every_flip_distance_is_the_search_over_cubies() {
    let oriented = Oriented::new();
    let dist = by_cubies(FLIPS, MoveSet::ALL, coord::flip);
    for (f, &d) in dist.iter().enumerate() {
        assert_eq!(oriented.flip_distance(f), d, "flip {}", f);
    }
    assert_eq!(dist.iter().max(), Some(&7));
}

#[test]
fn every_twist_slice_distance_is_the_search_over_cubies() {
    let oriented = Oriented::new();
    let dist = by_cubies(TWISTS * SLICES, G1_MOVES, |c| {
        coord::twist(c) * SLICES + coord::slice(c)
    });
    for t in 0..TWISTS {
        for x in 0..SLICES {
            assert_eq!(
                oriented.twist_slice_distance(t, x),
                dist[t * SLICES + x],
                "twist {} slice {}",
                t,
                x
            );
        }
    }
    assert_eq!(dist.iter().max(), Some(&10));
}

#[test]
fn move_tables_agree_with_moved_cubes() {
    let oriented = Oriented::new();
    let mut rng = Rng::new(41);
    for _ in 0..2000 {
        let c = Cubies::random(&mut rng);
        for m in 0..MOVES {
            let c2 = c.apply(Move::from_index(m));
            assert_eq!(
                oriented.twist[coord::twist(&c) * MOVES + m] as usize,
                coord::twist(&c2)
            );
            assert_eq!(
                oriented.flip[coord::flip(&c) * MOVES + m] as usize,
                coord::flip(&c2)
            );
            assert_eq!(
                oriented.slice[coord::slice(&c) * MOVES + m] as usize,
                coord::slice(&c2)
            );
        }
    }
}
