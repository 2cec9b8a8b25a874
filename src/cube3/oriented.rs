//! Phase 1 of the two-phase algorithm (into H = <U, D, R2, L2, F2, B2>) in two steps with exact
//! tables, as Thistlethwaite's first two stages: orient the edges (into G1 = <U, D, R, L, F2,
//! B2>, where the flip is 0), then, with the moves of G1, bring the twist and the slice home.
//!
//! The flip table (2048 entries, at most 7 moves of all 18) and the twist-slice table (2187 *
//! 495 = 1,082,565 entries, at most 10 moves of the 14 of G1) are breadth-first searches, so
//! every entry is exact and a search descends them without wasted nodes. Two exact steps are
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

/// The move tables of twist, flip and slice (18 moves each), and the two distance tables.
pub struct Oriented {
    /// `twist[t * 18 + m]`: the twist after move `m`; likewise `flip` and `slice`.
    pub twist: Vec<u16>,
    pub flip: Vec<u16>,
    pub slice: Vec<u16>,
    /// Moves (of all 18) from each flip to flip 0.
    flip_dist: Vec<u8>,
    /// Moves of G1 from each `twist * 495 + slice` to twist 0 and slice 0, modulo 3, four
    /// entries a byte (264 KB, where the distances a byte each would not stay in the second-level
    /// cache): a move changes the distance by at most one, so the residue tells which moves come
    /// closer.
    twist_slice_mod3: Vec<u8>,
}

impl Oriented {
    /// Builds the move tables and both distance tables. O(2048 * 18 + 1,082,565 * 14).
    // No `Default`: building the tables costs time, which a `Default` would hide (see lib.rs).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Oriented {
        let all = &Move::ALL;
        let twist = coord::move_table(TWISTS, all, coord::from_twist, coord::twist);
        let flip = coord::move_table(FLIPS, all, coord::from_flip, coord::flip);
        let slice = coord::move_table(SLICES, all, coord::from_slice, coord::slice);
        let flip_dist = coord::breadth_first(FLIPS, MOVES, |v, m| flip[v * MOVES + m] as usize);
        let twist_slice_mod3 = pack_mod3(&twist_slice_distances(&twist, &slice));
        Oriented {
            twist,
            flip,
            slice,
            flip_dist,
            twist_slice_mod3,
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

    /// The fewest moves of G1 that bring twist `t` and slice `x` to 0 (which takes a cube of G1
    /// into H), modulo 3: a move of G1 comes one move closer exactly when it takes the residue
    /// `r` to `(r + 2) % 3`. O(1).
    ///
    /// # Panics
    /// If `t >= TWISTS` or `x >= SLICES`.
    #[inline]
    pub fn twist_slice_residue(&self, t: usize, x: usize) -> u8 {
        let i = t * SLICES + x;
        self.twist_slice_mod3[i >> 2] >> ((i & 3) * 2) & 3
    }

    /// The fewest moves of G1 that bring twist `t` and slice `x` to 0: 0..=10, found by
    /// descending the residues. O(distance * 14).
    ///
    /// # Panics
    /// If `t >= TWISTS` or `x >= SLICES`.
    pub fn twist_slice_distance(&self, mut t: usize, mut x: usize) -> u8 {
        let mut d = 0;
        while t != 0 || x != 0 {
            let closer = (self.twist_slice_residue(t, x) + 2) % 3;
            let m = G1_MOVES
                .map(Move::index)
                .find(|&m| {
                    self.twist_slice_residue(
                        self.twist[t * MOVES + m] as usize,
                        self.slice[x * MOVES + m] as usize,
                    ) == closer
                })
                .expect("a move one closer: the table is exact");
            t = self.twist[t * MOVES + m] as usize;
            x = self.slice[x * MOVES + m] as usize;
            d += 1;
        }
        d
    }
}

/// Distances modulo 3, four a byte, the first in the lowest bits. O(n).
fn pack_mod3(dist: &[u8]) -> Vec<u8> {
    dist.chunks(4)
        .map(|four| four.iter().rev().fold(0, |acc, &d| (acc << 2) | (d % 3)))
        .collect()
}

/// Distances by the moves of G1 from twist 0 and slice 0 over `twist * 495 + slice`, one
/// level at a time. Each level is taken a twist at a time: a move takes all its entries into one
/// twist's row of 495 bytes, which stays in the fastest cache, where entries in the order found
/// would each land anywhere in the megabyte. O(1,082,565 * 14).
fn twist_slice_distances(twist: &[u16], slice: &[u16]) -> Vec<u8> {
    let mut dist = vec![UNSEEN; TWISTS * SLICES];
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
            for m in G1_MOVES.map(Move::index) {
                let row = twist[t * MOVES + m] as usize * SLICES;
                for &x in group.iter() {
                    let v = row + slice[x as usize * MOVES + m] as usize;
                    if dist[v] == UNSEEN {
                        dist[v] = d + 1;
                        next.push(v as u32);
                    }
                }
            }
        }
        reached += next.len();
        level = next;
        d += 1;
    }
    assert_eq!(reached, TWISTS * SLICES, "the twist-slice graph is not connected");
    dist
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
