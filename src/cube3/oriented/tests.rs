use super::*;
use crate::cube3::cubie::Cubies;
use crate::rng::Rng;

#[test]
fn every_flip_distance_is_the_search_over_cubies() {
    let oriented = Oriented::new();
    let dist = distances_by_cubies(FLIPS, MoveSet::ALL, coord::flip);
    for (f, &d) in dist.iter().enumerate() {
        assert_eq!(oriented.flip_distance(f), d, "flip {}", f);
    }
    assert_eq!(dist.iter().max(), Some(&7));
}

/// Every entry's distance and closer moves against a breadth-first search over cubies: the
/// closer moves are exactly those that come one move closer by that search.
#[test]
fn every_twist_slice_entry_agrees_with_the_search_over_cubies() {
    let oriented = Oriented::new();
    let dist = distances_by_cubies(TWISTS * SLICES, G1_MOVES, |c| {
        coord::twist(c) * SLICES + coord::slice(c)
    });
    for t in 0..TWISTS {
        for x in 0..SLICES {
            let d = dist[t * SLICES + x];
            assert_eq!(oriented.twist_slice_distance(t, x), d, "twist {} slice {}", t, x);
            let expected = G1_MOVES.keep_if(|m| {
                let (t2, x2) = (
                    oriented.twist[t * MOVES + m.index()],
                    oriented.slice[x * MOVES + m.index()],
                );
                dist[usize::from(t2) * SLICES + usize::from(x2)] + 1 == d
            });
            assert_eq!(oriented.closer_moves(t, x), expected, "twist {} slice {}", t, x);
            assert_eq!(expected.is_empty(), d == 0);
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
