//! Phase 1 of the two-phase algorithm (into H = <U, D, R2, L2, F2, B2>) in two steps with exact
//! tables, as Thistlethwaite's first two stages: orient the edges (into G1 = <U, D, R, L, F2,
//! B2>, where the flip is 0), then, with the moves of G1, bring the twist and the slice home.
//!
//! The flip table (2048 entries, at most 7 moves of all 18) and the twist-slice table (2187 *
//! 495 = 1,082,565 entries, at most 10 moves of the 14 of G1) are breadth-first searches, so
//! every entry is exact and a search descends them without wasted nodes. The twist-slice table
//! keeps, for each entry, the set of moves that come one move closer (2 bytes an entry): a search
//! reads one entry a step instead of the distances after each of the 14 moves. Two exact steps are
//! longer than one optimal phase 1 (about 10 moves), but they are found at once, where an
//! optimal phase 1 costs thousands of search nodes on the bounds of `prune::Phase1`.

use super::coord::{self, FLIPS, SLICES, TWISTS};
use super::moves::{Face, Move, MoveSet};

/// The moves of G1: every turn but the quarter turns of F and B.
pub const G1_MOVES: MoveSet = MoveSet::ALL.minus(MoveSet::of(&[
    Move::new(Face::F, 1),
    Move::new(Face::F, 3),
    Move::new(Face::B, 1),
    Move::new(Face::B, 3),
]));
/// Columns of the move tables: one a move.
const MOVES: usize = Move::COUNT;

/// Not a number of moves: an entry breadth-first search has not reached yet.
const UNSEEN: u8 = u8::MAX;

/// The move tables of twist, flip and slice (18 moves each), the flip distances and the
/// twist-slice closer moves.
pub struct Oriented {
    /// `twist[t * 18 + m]`: the twist after move `m`; likewise `flip` and `slice`.
    pub twist: Vec<u16>,
    pub flip: Vec<u16>,
    pub slice: Vec<u16>,
    /// Moves (of all 18) from each flip to flip 0.
    flip_dist: Vec<u8>,
    /// For each `twist * 495 + slice`, the moves of G1 one move closer to twist 0 and slice 0:
    /// bit `i` for the move of index `i`, but B2 (index 16) in bit 15 (B's, not a move of G1).
    twist_slice_closer: Vec<u16>,
}

impl Oriented {
    /// Builds the move tables, the flip distances and the twist-slice closer moves. O(2048 * 18
    /// + 1,082,565 * 14).
    // No `Default`: building the tables costs time, which a `Default` would hide (see lib.rs).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Oriented {
        let all = &Move::ALL;
        let twist = coord::move_table(TWISTS, all, coord::from_twist, coord::twist);
        let flip = coord::move_table(FLIPS, all, coord::from_flip, coord::flip);
        let slice = coord::move_table(SLICES, all, coord::from_slice, coord::slice);
        let flip_dist = coord::breadth_first(FLIPS, MOVES, |v, m| flip[v * MOVES + m] as usize);
        let twist_slice_closer = twist_slice_closer(&twist, &slice);
        Oriented {
            twist,
            flip,
            slice,
            flip_dist,
            twist_slice_closer,
        }
    }

    /// The fewest moves that bring flip `f` to 0 (orient every edge): 0..=7. O(1).
    ///
    /// # Panics
    /// If `f >= FLIPS`.
    #[inline]
    pub fn flip_distance(&self, f: usize) -> u8 {
        self.flip_dist[f]
    }

    /// The moves of G1 that bring twist `t` and slice `x` one move closer to 0 (where a cube of
    /// G1 is in H): none at 0, at least one elsewhere. O(1).
    ///
    /// # Panics
    /// If `t * 495 + x` is past the table (`t >= TWISTS`, or `x >= SLICES` at the last twist);
    /// other values out of range read another entry's moves.
    #[inline]
    pub fn closer_moves(&self, t: usize, x: usize) -> MoveSet {
        let bits = u32::from(self.twist_slice_closer[t * SLICES + x]);
        MoveSet::of_bits((bits & 0x7fff) | (bits & 0x8000) << 1)
    }

    /// The fewest moves of G1 that bring twist `t` and slice `x` to 0: 0..=10, found by
    /// descending the closer moves. O(distance).
    ///
    /// # Panics
    /// If `t >= TWISTS` or `x >= SLICES`.
    pub fn twist_slice_distance(&self, mut t: usize, mut x: usize) -> u8 {
        let mut d = 0;
        while let Some(m) = self.closer_moves(t, x).next() {
            t = self.twist[t * MOVES + m.index()] as usize;
            x = self.slice[x * MOVES + m.index()] as usize;
            d += 1;
        }
        d
    }
}

/// The bit of move index `m` in a set of closer moves: B2 (16) takes B's bit (15). O(1).
#[inline]
fn closer_bit(m: usize) -> u16 {
    1 << if m == 16 { 15 } else { m }
}

/// For each `twist * 495 + slice`, the moves of G1 one move closer to twist 0 and slice 0
/// (`closer_bit`), by a breadth-first search by the moves of G1 from there, one level at a
/// time: a move from an entry of level d to one of level d + 1 makes its inverse, from there, a
/// closer move (G1 holds every move's inverse). Each level is taken a twist at a time: a move
/// takes all its entries into one twist's row, which stays in the fastest cache, where entries
/// in the order found would each land anywhere in the table. O(1,082,565 * 14).
fn twist_slice_closer(twist: &[u16], slice: &[u16]) -> Vec<u16> {
    let mut dist = vec![UNSEEN; TWISTS * SLICES];
    let mut closer = vec![0u16; TWISTS * SLICES];
    dist[0] = 0;
    // The level's slices, grouped by twist: `slices[start[t]..start[t + 1]]`.
    let mut level: Vec<u32> = vec![0];
    let mut reached = 1;
    let mut d = 0;
    while !level.is_empty() {
        let mut start = vec![0usize; TWISTS + 1];
        for &v in level.iter() {
            start[v as usize / SLICES + 1] += 1;
        }
        for t in 0..TWISTS {
            start[t + 1] += start[t];
        }
        let mut slices = vec![0u16; level.len()];
        let mut fill = start.clone();
        for &v in level.iter() {
            let t = v as usize / SLICES;
            slices[fill[t]] = (v as usize % SLICES) as u16;
            fill[t] += 1;
        }
        let mut next = Vec::new();
        for t in 0..TWISTS {
            let group = &slices[start[t]..start[t + 1]];
            if group.is_empty() {
                continue;
            }
            for m in G1_MOVES {
                let i = m.index();
                // From the entry reached, the inverse comes back one move closer.
                let back = closer_bit(m.inverse().index());
                let row = twist[t * MOVES + i] as usize * SLICES;
                for &x in group.iter() {
                    let v = row + slice[x as usize * MOVES + i] as usize;
                    if dist[v] == UNSEEN {
                        dist[v] = d + 1;
                        next.push(v as u32);
                    }
                    // Without a branch: half the entries reached are on this level's.
                    closer[v] |= back * u16::from(dist[v] == d + 1);
                }
            }
        }
        reached += next.len();
        level = next;
        d += 1;
    }
    assert_eq!(reached, TWISTS * SLICES, "the twist-slice graph is not connected");
    closer
}

/// Distances by a breadth-first search over cubies from the solved cube by `moves` (a set
/// closed under inverses, so they are distances to it too), one cube per value of `read`: the
/// value after a move depends on the value alone, so any cube with that value stands for all of
/// them. Nothing is shared with the tables but the cubie model and the raw coordinates. For
/// tests. O(n * moves).
#[cfg(test)]
pub(crate) fn distances_by_cubies(
    n: usize,
    moves: MoveSet,
    read: impl Fn(&super::cubie::Cubies) -> usize,
) -> Vec<u8> {
    let turns: Vec<super::cubie::Cubies> = moves.map(super::cubie::move_cubies).collect();
    let mut dist = vec![u8::MAX; n];
    dist[read(&super::cubie::Cubies::SOLVED)] = 0;
    let mut level = vec![super::cubie::Cubies::SOLVED];
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

#[cfg(test)]
mod tests;
