//! The 48 symmetries of the cube and a projection they all keep, for a pruning table read
//! once for all three axes: the corners by tetrad and the edges by slice.
//!
//! **Corners.** The eight corners fall into two tetrads of four, no two of a tetrad on one
//! edge: {URF, ULB, DLF, DRB} and {UFL, UBR, DFR, DBL}. A cube's **corner key** is which four
//! positions hold the first tetrad's corners (C(8, 4) = 70) and the corners' twists (3^7 =
//! 2187): 153,090 values.
//!
//! **Edges.** The twelve edges fall into three slices of four: M (UF, UB, DB, DF), S (UR, UL,
//! DL, DR) and E (FR, FL, BL, BR). A cube's **edge key** is which slice's edge each position
//! holds (12! / (4! 4! 4!) = 34,650) and the edges' flips (2^11 = 2048): 70,963,200 values.
//!
//! Conjugating a cube by any of the 48 symmetries (a rotation about the URF-DBL diagonal, then
//! one of the 16 of [`super::coord::conjugate`]) acts on each key: cubes of one key have
//! conjugates of one key. So the symmetries sort the corner keys into 3,393 classes
//! ([`CornerClasses`]), each key reached from its class's representative by a symmetry.
//!
//! [`Index48`] finds a cube's entry (its corner class, its edge key in that class's frame, some
//! of the flips); [`Table48`] holds, for each entry, the least distance of the cosets it stands
//! for, built from the cosets near the goal outwards; [`Search48`] is an IDA* that reads it
//! once for the cube and once for its inverse. docs/optimal.md says what they cost.

mod index;
mod search;
mod table;

pub use self::index::{Flips, Index48};
pub use self::search::Search48;
pub use self::table::{Reach, Shape48, Table48};

use super::coord::{self, conjugate, conjugate_by, SYMS, TWISTS};
use super::cubie::Cubies;
use super::moves::Move;

/// The symmetries of the cube: 3 rotations about the URF-DBL diagonal, each then one of the
/// 16 that keep the U-D axis.
pub const SYMS48: usize = 3 * SYMS;

/// The first tetrad's corners (URF, ULB, DLF, DRB), then the second's (UFL, UBR, DFR, DBL):
/// positions and pieces alike, so a separation ranks the solved cube's first.
const TETRAD_ORDER: [usize; 8] = [0, 2, 5, 7, 1, 3, 4, 6];

/// Whether each corner is of the first tetrad (in the first half of [`TETRAD_ORDER`]), looked
/// up as [`SLICE_OF`] is.
const FIRST_TETRAD: [bool; 8] = [true, false, true, false, false, true, false, true];

/// Whether corner `x` is of the first tetrad.
fn first_tetrad(x: u8) -> bool {
    FIRST_TETRAD[usize::from(x)]
}

/// Which positions hold the first tetrad's corners: C(8, 4).
pub const SEPARATIONS: usize = 70;

/// Corner keys: a separation and a twist.
pub const CORNER_KEYS: usize = SEPARATIONS * TWISTS;

/// The 48 symmetries of the cube, as conjugations of cubies.
pub struct Symmetries48 {
    /// The rotations about the URF-DBL diagonal, 0, 1 and 2 times.
    rotations: [Cubies; 3],
    /// `inverse[s]`: the symmetry that undoes `s`.
    pub inverse: [u8; SYMS48],
}

impl Symmetries48 {
    /// The symmetries and their inverses. O(48 * 48) conjugations.
    // No `Default`: building the tables costs time, which a `Default` would hide (see lib.rs).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Symmetries48 {
        let (rotations, _) = coord::axes();
        let mut syms = Symmetries48 {
            rotations,
            inverse: [0; SYMS48],
        };
        // A cube no symmetry but the identity fixes tells the inverses apart.
        let probe = Cubies::SOLVED.apply_all(&Move::ALL[..7]);
        for s in 0..SYMS48 {
            let image = syms.conjugate(&probe, s);
            let undo = (0..SYMS48).find(|&t| syms.conjugate(&image, t) == probe);
            syms.inverse[s] = undo.expect("the symmetries form a group") as u8;
        }
        syms
    }

    /// `c` conjugated by symmetry `s`: `s / 16` rotations about the URF-DBL diagonal, then
    /// symmetry `s % 16` of [`coord::conjugate`]. O(200).
    ///
    /// # Panics
    /// If `s >= SYMS48`.
    pub fn conjugate(&self, c: &Cubies, s: usize) -> Cubies {
        assert!(s < SYMS48, "symmetry {} out of range", s);
        conjugate(&conjugate_by(c, &self.rotations[s / SYMS]), s % SYMS)
    }
}

/// The cube's corner key: its separation (the rank of the positions holding first-tetrad
/// corners, taken in [`TETRAD_ORDER`]) times 2187 plus its twist, 0 when solved. O(8).
pub fn corner_key(c: &Cubies) -> usize {
    let separation = coord::subset_rank(TETRAD_ORDER.iter().map(|&p| first_tetrad(c.cp[p])));
    separation * TWISTS + coord::twist(c)
}

/// A cube of corner key `k`: the first tetrad's corners, in order, fill its separation's
/// positions (in position order), the second's fill the rest, twisted as the key says; edges
/// solved. O(12).
///
/// # Panics
/// If `k >= CORNER_KEYS`.
pub fn from_corner_key(k: usize) -> Cubies {
    assert!(k < CORNER_KEYS, "corner key {} out of range", k);
    let marks = coord::subset_unrank(k / TWISTS);
    let mut first = [false; 8];
    for (q, &p) in TETRAD_ORDER.iter().enumerate() {
        first[p] = marks[q];
    }
    let mut c = coord::from_twist(k % TWISTS);
    let (mut a, mut b) = (TETRAD_ORDER[..4].iter(), TETRAD_ORDER[4..].iter());
    for (p, piece) in c.cp.iter_mut().enumerate() {
        let next = if first[p] { a.next() } else { b.next() };
        *piece = *next.expect("four corners a tetrad") as u8;
    }
    c
}

/// The M slice's edges (UF, UB, DF, DB), then the S slice's (UR, UL, DR, DL), then the E
/// slice's (FR, FL, BL, BR): positions and pieces alike, so the solved cube's separation ranks
/// first.
const SLICE_ORDER: [usize; 12] = [1, 3, 5, 7, 0, 2, 4, 6, 8, 9, 10, 11];

/// Which slice each position's edge belongs to: 12! / (4! 4! 4!).
pub const EDGE_SEPARATIONS: usize = 34_650;

/// Edge keys: a separation and a flip.
pub const EDGE_KEYS: usize = EDGE_SEPARATIONS * coord::FLIPS;

/// The slice of each edge: 0 for M, 1 for S, 2 for E (its place in [`SLICE_ORDER`] over 4,
/// looked up: an edge key is found for every child a search reads from cubies).
const SLICE_OF: [u8; 12] = [1, 0, 1, 0, 1, 0, 1, 0, 2, 2, 2, 2];

/// The slice of edge `x`: 0 for M, 1 for S, 2 for E.
fn slice_of(x: u8) -> usize {
    usize::from(SLICE_OF[usize::from(x)])
}

/// The cube's edge key: its separation (the rank of the positions holding E-slice edges, 495,
/// then of those holding M-slice edges among the other eight, 70, both in [`SLICE_ORDER`]) times 2048
/// plus its flip, 0 when solved. O(12).
pub fn edge_key(c: &Cubies) -> usize {
    let slices = SLICE_ORDER.map(|p| slice_of(c.ep[p]));
    let e = coord::subset_rank(slices.iter().rev().map(|&s| s == 2));
    // The other eight places' slices, gathered without a branch.
    let mut others = [0; 12];
    let mut n = 0;
    for &s in slices.iter() {
        others[n] = s;
        n += usize::from(s != 2);
    }
    let m = coord::subset_rank(others[..8].iter().map(|&s| s == 0));
    (e * 70 + m) * coord::FLIPS + coord::flip(c)
}

/// A cube of edge key `k`: each slice's edges, in [`SLICE_ORDER`], fill the positions the
/// separation gives it (in position order), flipped as the key says; corners solved. O(12).
///
/// # Panics
/// If `k >= EDGE_KEYS`.
pub fn from_edge_key(k: usize) -> Cubies {
    assert!(k < EDGE_KEYS, "edge key {} out of range", k);
    let separation = k / coord::FLIPS;
    let (e_marks, m_marks) = (
        coord::subset_unrank(separation / 70),
        coord::subset_unrank(separation % 70),
    );
    let mut slice = [1usize; 12];
    for (q, &p) in SLICE_ORDER.iter().rev().enumerate() {
        if e_marks[q] {
            slice[p] = 2;
        }
    }
    let others: Vec<usize> = SLICE_ORDER.iter().copied().filter(|&p| slice[p] != 2).collect();
    for (q, &p) in others.iter().enumerate() {
        if m_marks[q] {
            slice[p] = 0;
        }
    }
    let mut c = coord::from_flip(k % coord::FLIPS);
    let mut pieces = [
        SLICE_ORDER[..4].iter(),
        SLICE_ORDER[4..8].iter(),
        SLICE_ORDER[8..].iter(),
    ];
    for (p, piece) in c.ep.iter_mut().enumerate() {
        *piece = *pieces[slice[p]].next().expect("four edges a slice") as u8;
    }
    c
}

/// The corner keys sorted into classes by the 48 symmetries.
pub struct CornerClasses {
    /// `class[k]`: the class of key `k`.
    pub class: Vec<u32>,
    /// `sym[k]`: a symmetry that takes key `k` to its class's representative.
    pub sym: Vec<u8>,
    /// `rep[c]`: class `c`'s representative, its smallest key.
    pub rep: Vec<u32>,
    /// `stabilizer[c]`: the symmetries that fix class `c`'s representative, as bits.
    pub stabilizer: Vec<u64>,
}

impl CornerClasses {
    /// Sorts every key: O(CORNER_KEYS) and 48 conjugations a class (3,393 classes).
    pub fn new(syms: &Symmetries48) -> CornerClasses {
        let mut class = vec![u32::MAX; CORNER_KEYS];
        let mut sym = vec![0u8; CORNER_KEYS];
        let (mut rep, mut stabilizer) = (Vec::new(), Vec::new());
        for k in 0..CORNER_KEYS {
            if class[k] != u32::MAX {
                continue;
            }
            let c = rep.len() as u32;
            rep.push(k as u32);
            let cube = from_corner_key(k);
            let mut fixing = 0u64;
            for s in 0..SYMS48 {
                let image = corner_key(&syms.conjugate(&cube, s));
                if image == k {
                    fixing |= 1 << s;
                }
                if class[image] == u32::MAX {
                    class[image] = c;
                    sym[image] = syms.inverse[s];
                }
            }
            stabilizer.push(fixing);
        }
        CornerClasses {
            class,
            sym,
            rep,
            stabilizer,
        }
    }
}

#[cfg(test)]
mod tests;
