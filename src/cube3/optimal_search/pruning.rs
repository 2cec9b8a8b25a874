//! What the deep solver reads of a pruning table, and how each family of tables gives it: the
//! 16-symmetric tables of [`crate::cube3::optimal_table`], which treat the U-D axis apart and
//! are read along each of the three axes, and the 48-symmetric table of
//! [`crate::cube3::sym48`], the same along all three and read once.
//!
//! Both families bound a cube's distance to a **goal**: a set of cubes that some moves keep,
//! the table's **spare** moves (U and D turns for the first family, every half turn for the
//! second). Two facts follow, and the solver leans on both:
//! - a solution that reaches the goal in exactly as many moves as the table reads does not end
//!   with a spare move (the goal would have been reached one move sooner);
//! - a spare move made *before* a cube changes neither its keys nor its reading: the keys are
//!   a function of the cube's coset of the goal, which a spare move made first keeps.

use crate::cube3::cubie::Cubies;
use crate::cube3::moves::{Face, Move, MoveSet};
use crate::cube3::optimal_table::{Raw, Table};
use crate::cube3::sym48::{corner_key, edge_key, Table48};

/// A pruning table as the deep solver ([`super::Deep`]) reads it: each reading of a cube, found
/// through its keys, is a lower bound of its distance to the table's goal, which the moves of
/// [`Pruning::spare`] keep (see the module's documentation).
pub trait Pruning: Sync {
    /// A cube's keys for the table: they follow moves made after the cube through move tables,
    /// and are the same for the cube with a spare move made before it.
    type Keys: Copy + Default + Send + Sync;

    /// What a side of a search node keeps: an [`Axis`] for each reading of the cube,
    /// `[Axis<Self::Keys>; 3]` where the table treats the U-D axis apart (the cube is read
    /// turned so that each axis plays U-D), `[Axis<Self::Keys>; 1]` where it is the same along
    /// all three. An array of the table's own length, so that a node copied for each child
    /// carries no reading the table does not make.
    type Axes: Copy + Default + Send + Sync + AsRef<[Axis<Self::Keys>]> + AsMut<[Axis<Self::Keys>]>;

    /// The moves that keep the table's goal (read as it is, U-D playing U-D). O(1).
    fn spare(&self) -> MoveSet;

    /// Whether the entries are distances modulo 3: a reader then follows a cube's readings
    /// from its parent's, and cannot read its inverse. O(1).
    fn mod3(&self) -> bool;

    /// The keys of `cube`. O(12).
    ///
    /// # Panics
    /// May panic if `cube` is not legal ([`Cubies::is_legal`]).
    fn keys(&self, cube: &Cubies) -> Self::Keys;

    /// The keys after move `m`, made after the cube. O(1).
    fn moved(&self, keys: Self::Keys, m: Move) -> Self::Keys;

    /// Asks for the cache lines that [`Pruning::moved`] reads for `keys`: the search does
    /// so for each child it keeps, whose own children are made a little later. O(1); by
    /// default nothing.
    #[inline(always)]
    fn prefetch_moves(&self, keys: Self::Keys) {
        let _ = keys;
    }

    /// The first half of finding an entry (a class and a symmetry into it, or nothing): a
    /// caller with many entries to find gets every word first, then every entry. O(1).
    fn class_word(&self, keys: Self::Keys) -> u32;

    /// The entry of `keys`, given `class_word(keys)`. O(1).
    fn entry_in(&self, keys: Self::Keys, word: u32) -> usize;

    /// The entry of `keys`. O(1).
    fn entry(&self, keys: Self::Keys) -> usize {
        self.entry_in(keys, self.class_word(keys))
    }

    /// The entries at `at`, into `out`, their cache misses in flight together. O(`at.len()`).
    ///
    /// # Panics
    /// If an entry is out of the table, or `out` is shorter than `at`.
    fn get_many(&self, at: &[usize], out: &mut [u8]);

    /// The reading of a cube of `keys`: a lower bound of its distance, found afresh (in mod 3,
    /// by walking to the goal). O(1) lookups; in mod 3, O(the distance * 18).
    fn read(&self, keys: Self::Keys) -> u8;
}

/// One reading of a side of a search node (the cube to solve, or its inverse): the side read
/// along an axis (turned so that the axis plays U-D), as cubies and as the table's keys, and
/// its reading (0 where it is not read).
#[derive(Clone, Copy, Debug, Default)]
pub struct Axis<K> {
    pub(super) keys: K,
    pub(super) cube: Cubies,
    pub(super) reading: u8,
}

/// The 16-symmetric tables: U and D turns keep their goal.
impl Pruning for Table {
    type Keys = Raw;
    type Axes = [Axis<Raw>; 3];

    fn spare(&self) -> MoveSet {
        MoveSet::face(Face::U).union(MoveSet::face(Face::D))
    }

    fn mod3(&self) -> bool {
        self.shape().mod3()
    }

    #[inline(always)]
    fn keys(&self, cube: &Cubies) -> Raw {
        self.index().raw(cube)
    }

    #[inline(always)]
    fn moved(&self, keys: Raw, m: Move) -> Raw {
        self.index().moved(keys, m)
    }

    #[inline(always)]
    fn class_word(&self, keys: Raw) -> u32 {
        self.index().class_word(keys)
    }

    #[inline(always)]
    fn entry_in(&self, keys: Raw, word: u32) -> usize {
        self.index().entry_in(keys, word)
    }

    #[inline(always)]
    fn get_many(&self, at: &[usize], out: &mut [u8]) {
        Table::get_many(self, at, out)
    }

    fn read(&self, keys: Raw) -> u8 {
        self.bound(keys)
    }
}

/// The keys of the 48-symmetric table: a corner key and an edge key ([`crate::cube3::sym48`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keys48 {
    corners: u32,
    edges: u32,
}

/// The 48-symmetric table: every half turn keeps its goal (corners in their tetrads, edges in
/// their slices, all oriented).
impl Pruning for Table48 {
    type Keys = Keys48;
    type Axes = [Axis<Keys48>; 1];

    fn spare(&self) -> MoveSet {
        MoveSet::ALL.keep_if(|m| m.is_half_turn())
    }

    fn mod3(&self) -> bool {
        false
    }

    #[inline(always)]
    fn keys(&self, cube: &Cubies) -> Keys48 {
        Keys48 {
            corners: corner_key(cube) as u32,
            edges: edge_key(cube) as u32,
        }
    }

    #[inline(always)]
    fn moved(&self, keys: Keys48, m: Move) -> Keys48 {
        let index = self.index();
        let edges = index.moved_edges(keys.edges as usize, m);
        Keys48 {
            corners: index.moved_corners(keys.corners as usize, m) as u32,
            edges: edges as u32,
        }
    }

    #[inline(always)]
    fn prefetch_moves(&self, keys: Keys48) {
        self.index()
            .prefetch_moves(keys.corners as usize, keys.edges as usize)
    }

    #[inline(always)]
    fn class_word(&self, keys: Keys48) -> u32 {
        self.index()
            .class_word(keys.corners as usize, keys.edges as usize)
    }

    #[inline(always)]
    fn entry_in(&self, keys: Keys48, word: u32) -> usize {
        self.index().entry_in(keys.edges as usize, word) as usize
    }

    #[inline(always)]
    fn get_many(&self, at: &[usize], out: &mut [u8]) {
        Table48::get_many(self, at, out)
    }

    fn read(&self, keys: Keys48) -> u8 {
        self.get(self.entry(keys))
    }
}
