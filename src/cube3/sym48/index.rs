//! Where a cube's entry is in a table over the projection all 48 symmetries keep: its corner
//! class, then its edge key conjugated by the symmetry that takes its corner key to the class's
//! representative, with some of its flips.
//!
//! Entries: 3,393 classes x 34,650 separations x `2^flip_bits`: with 6 flip bits 7.52 billion.
//! The classes need not keep as many flips each ([`Flips`]): each class's entries are a block of
//! their own, found from a table of the classes' starts. Which classes are worth more flips is
//! measured in docs/optimal.md.
//! Where a symmetry fixes a class's representative, the cubes of one entry and those of the
//! entries that symmetry's conjugation of the edge key gives are symmetric, so as far from the
//! goal: [`Index48::twins`] lists them, for a build that sets them together.

use super::{
    corner_key, edge_key, from_corner_key, from_edge_key, CornerClasses, Symmetries48, CORNER_KEYS,
    EDGE_KEYS, EDGE_SEPARATIONS, SYMS48,
};
use crate::cube3::coord::{self, FLIPS};
use crate::cube3::cubie::move_cubies;
use crate::cube3::moves::Move;
use crate::memory;

/// The bits of a class word ([`Index48::class_word`]) that hold the symmetry: 48 fit in 6.
const SYM_BITS: u32 = 6;

/// The symmetry's bits of a class word.
const SYM_MASK: u32 = (1 << SYM_BITS) - 1;

/// The bits of a class's start ([`Index48`]'s `starts`) that hold its entries' flip bits.
const START_BITS: u32 = 4;

/// The flips of an edge key: its low 11 bits.
const FLIP_MASK: u16 = (FLIPS - 1) as u16;

/// Where [`Index48`]'s `conj` table conjugates edge key `e`'s separation by symmetry `t`: a row
/// of 48 a separation. O(1).
#[inline]
fn conj_slot(e: usize, t: usize) -> usize {
    e / FLIPS * SYMS48 + t
}

/// How many of the eleven flips each corner class's entries keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flips {
    /// `bits` for every class, and one more for every `wide_every`-th class by number (0, then
    /// `wide_every`, ...; 0: none).
    Even { bits: u32, wide_every: u32 },
    /// `by_distance[d]` for a class whose corners are `d` half turns from the goal's (the
    /// farthest are 9).
    ByDistance([u8; 10]),
}

impl Flips {
    /// The flips kept by class `class`, whose corners are `distance` half turns from the
    /// goal's. O(1).
    ///
    /// # Panics
    /// If `distance` is over 9.
    pub fn of_class(self, class: u32, distance: u8) -> u32 {
        match self {
            Flips::Even { bits, wide_every } => bits + u32::from(wide_every > 0 && class % wide_every == 0),
            Flips::ByDistance(by_distance) => u32::from(by_distance[usize::from(distance)]),
        }
    }

    /// The most flips a class keeps. O(1).
    pub fn most(self) -> u32 {
        match self {
            Flips::Even { bits, wide_every } => bits + u32::from(wide_every > 0),
            Flips::ByDistance(by_distance) => u32::from(*by_distance.iter().max().expect("ten distances")),
        }
    }
}

/// The tables that find a cube's entry from its keys, and follow the keys through moves.
pub struct Index48 {
    classes: CornerClasses,
    /// `words[k]`: corner key `k`'s class and the symmetry into it, as [`Index48::class_word`]
    /// gives them: one read where the two tables of [`CornerClasses`] take two.
    words: Vec<u32>,
    flips: Flips,
    /// `starts[c]`: class `c`'s first entry (the high bits) and how many flips its entries keep
    /// (the low [`START_BITS`]), as `flips` says.
    starts: Vec<u64>,
    /// How many entries in all.
    entries: u64,
    /// `corner_moves[k * 18 + m]`: corner key `k` after move `m`.
    corner_moves: Vec<u32>,
    /// `separation_moves[s * 18 + m]`: edge separation `s` after move `m`.
    separation_moves: Vec<u16>,
    /// `flip_moves[f * 18 + m]`: flip `f` after move `m` (a move's flips do not depend on
    /// where the edges are).
    flip_moves: Vec<u16>,
    /// `conj[s * 48 + t]`: edge separation `s` conjugated by symmetry `t` (the high 16 bits),
    /// and what that conjugation adds to the flips of a cube of separation `s` (the low 16: a
    /// conjugation permutes the flips, [`Index48::flip_perm`], and adds this). One word, so
    /// that a conjugation misses the cache once.
    conj: Vec<u32>,
    /// `flip_perm[t][f]`: the flips `f` moved to the positions symmetry `t` takes them to.
    flip_perm: Vec<[u16; FLIPS]>,
}

impl Index48 {
    /// The tables for entries with `flip_bits` of the flips (0 to 11) in every class.
    /// O(153,090 * 18 + 34,650 * 66 + 2,048 * 66) cubie products and conjugations; about 20 MB,
    /// 11 MB of it the corner keys' move table.
    ///
    /// # Panics
    /// If `flip_bits > 11`.
    pub fn new(syms: &Symmetries48, flip_bits: u32) -> Index48 {
        Index48::with_flips(
            syms,
            Flips::Even {
                bits: flip_bits,
                wide_every: 0,
            },
        )
    }

    /// The tables for entries with the flips `flips` says, class by class. O(as
    /// [`Index48::new`]), and a breadth-first search over the corner keys for
    /// [`Flips::ByDistance`].
    ///
    /// # Panics
    /// If a class would keep more than 11 flips.
    pub fn with_flips(syms: &Symmetries48, flips: Flips) -> Index48 {
        assert!(flips.most() <= 11, "{} flip bits of 11", flips.most());
        let turns = Move::ALL.map(move_cubies);
        let mut corner_moves = Vec::with_capacity(CORNER_KEYS * Move::COUNT);
        for k in 0..CORNER_KEYS {
            let c = from_corner_key(k);
            corner_moves.extend(turns.iter().map(|t| corner_key(&c.then(t)) as u32));
        }
        let separation_moves = coord::move_table(
            EDGE_SEPARATIONS,
            &Move::ALL,
            |s| from_edge_key(s * FLIPS),
            |c| edge_key(c) / FLIPS,
        );
        let flip_moves = coord::move_table(FLIPS, &Move::ALL, coord::from_flip, coord::flip);
        let mut conj = vec![0u32; EDGE_SEPARATIONS * SYMS48];
        for s in 0..EDGE_SEPARATIONS {
            let cube = from_edge_key(s * FLIPS);
            for t in 0..SYMS48 {
                let key = edge_key(&syms.conjugate(&cube, t));
                conj[s * SYMS48 + t] = (((key / FLIPS) << 16) | (key % FLIPS)) as u32;
            }
        }
        // The flips' permutation: the solved separation's offset taken off.
        let flip_perm = (0..SYMS48)
            .map(|t| {
                let mut perm = [0u16; FLIPS];
                for (f, p) in perm.iter_mut().enumerate() {
                    let key = edge_key(&syms.conjugate(&from_edge_key(f), t)) % FLIPS;
                    *p = (key ^ conj[t] as usize) as u16 & FLIP_MASK;
                }
                perm
            })
            .collect();
        let classes = CornerClasses::new(syms);
        let words = (0..CORNER_KEYS)
            .map(|k| (classes.class[k] << SYM_BITS) | u32::from(classes.sym[k]))
            .collect();
        let distance = match flips {
            Flips::Even { .. } => vec![0; CORNER_KEYS],
            Flips::ByDistance(_) => corner_distances(&corner_moves),
        };
        let mut starts = Vec::with_capacity(classes.rep.len());
        let mut entries = 0u64;
        for (c, &rep) in classes.rep.iter().enumerate() {
            let bits = flips.of_class(c as u32, distance[rep as usize]);
            starts.push(entries << START_BITS | u64::from(bits));
            entries += (EDGE_SEPARATIONS as u64) << bits;
        }
        Index48 {
            classes,
            words,
            flips,
            starts,
            entries,
            corner_moves,
            separation_moves,
            flip_moves,
            conj,
            flip_perm,
        }
    }

    /// How many of the eleven flips each class's entries keep. O(1).
    pub fn flips(&self) -> Flips {
        self.flips
    }

    /// How many flips class `class`'s entries keep. O(1).
    ///
    /// # Panics
    /// If `class` is not below the number of classes (3,393).
    pub fn class_flips(&self, class: usize) -> u32 {
        (self.starts[class] & ((1 << START_BITS) - 1)) as u32
    }

    /// Each corner key's distance in half turns from the goal's (a breadth-first search over
    /// the keys' moves); the keys of a class are all as far. O(153,090 * 18).
    pub fn corner_distances(&self) -> Vec<u8> {
        corner_distances(&self.corner_moves)
    }

    /// How many entries: for each class, separations x `2^` its flip bits. O(1).
    pub fn entries(&self) -> u64 {
        self.entries
    }

    /// The edge key `e` conjugated by symmetry `t`. O(1).
    #[inline]
    pub fn conjugate_edges(&self, e: usize, t: usize) -> usize {
        let conj = self.conj[conj_slot(e, t)] as usize;
        let f = e % FLIPS;
        let flips = usize::from(self.flip_perm[t][f]) ^ (conj & usize::from(FLIP_MASK));
        (conj >> 16) * FLIPS + flips
    }

    /// The entry of a cube of corner key `k` and edge key `e`. O(1).
    #[inline]
    pub fn entry(&self, k: usize, e: usize) -> u64 {
        self.entry_in(e, self.word(k))
    }

    /// The class of corner key `k` and the symmetry that takes `k` into it, as one word. O(1).
    #[inline]
    fn word(&self, k: usize) -> u32 {
        self.words[k]
    }

    /// The first half of [`Index48::entry`]: the class of corner key `k` and the symmetry that
    /// takes `k` into it, as one word, the cache line that conjugates edge key `e` by that
    /// symmetry asked for. A caller with many entries to find gets every word first, then
    /// every entry ([`Index48::entry_in`]): the misses of each round are in flight together.
    /// O(1).
    #[inline]
    pub fn class_word(&self, k: usize, e: usize) -> u32 {
        let word = self.word(k);
        memory::prefetch(&self.conj[conj_slot(e, (word & SYM_MASK) as usize)]);
        word
    }

    /// The entry of a cube of edge key `e` whose corner key's word is `word`
    /// ([`Index48::class_word`]). O(1).
    #[inline]
    pub fn entry_in(&self, e: usize, word: u32) -> u64 {
        let t = (word & SYM_MASK) as usize;
        let edges = self.conjugate_edges(e, t);
        self.entry_of(u64::from(word >> SYM_BITS), edges)
    }

    /// The entry of class `class` and edge key `edges` (in the class's frame). O(1).
    #[inline]
    fn entry_of(&self, class: u64, edges: usize) -> u64 {
        let (s, f) = (edges / FLIPS, edges % FLIPS);
        let start = self.starts[class as usize];
        let bits = start & ((1 << START_BITS) - 1);
        let kept = f as u64 & ((1 << bits) - 1);
        (start >> START_BITS) + ((s as u64) << bits | kept)
    }

    /// Asks for the cache lines that move corner key `k` and edge key `e` ([`Index48::moved_corners`],
    /// [`Index48::moved_edges`]), for a node whose children are made later. O(1).
    #[inline]
    pub fn prefetch_moves(&self, k: usize, e: usize) {
        let corners = &self.corner_moves[k * Move::COUNT..(k + 1) * Move::COUNT];
        memory::prefetch(&corners[0]);
        memory::prefetch(&corners[Move::COUNT - 1]);
        memory::prefetch(&self.separation_moves[e / FLIPS * Move::COUNT]);
    }

    /// Corner key `k` after move `m`. O(1).
    pub fn moved_corners(&self, k: usize, m: Move) -> usize {
        self.corner_moves[k * Move::COUNT + m.index()] as usize
    }

    /// Edge key `e` after move `m`. O(1).
    pub fn moved_edges(&self, e: usize, m: Move) -> usize {
        let (s, f) = (e / FLIPS, e % FLIPS);
        let s = self.separation_moves[s * Move::COUNT + m.index()];
        let f = self.flip_moves[f * Move::COUNT + m.index()];
        usize::from(s) * FLIPS + usize::from(f)
    }

    /// The entries as far from the goal as a cube of corner key `k` and edge key `e`, sorted:
    /// its own and, where symmetries fix its class's representative, those of its edge key
    /// (in the class's frame) conjugated by them. O(48).
    pub fn twins(&self, k: usize, e: usize) -> Vec<u64> {
        let mut twins = Vec::new();
        self.for_each_twin(k, e, |entry| twins.push(entry));
        twins.sort_unstable();
        twins.dedup();
        twins
    }

    /// Calls `f` with each of [`Index48::twins`], in no order, some maybe twice; without
    /// allocating, for a build's inner loop. O(1) for the classes no symmetry but the identity
    /// fixes, O(48) for the others.
    #[inline]
    pub fn for_each_twin(&self, k: usize, e: usize, mut f: impl FnMut(u64)) {
        let class = self.classes.class[k];
        self.each_frame_edges(k, e, |edges| f(self.entry_of(u64::from(class), edges)));
    }

    /// The coset of a cube of corner key `k` and edge key `e` under all 48 symmetries, as one
    /// number: its class, then the least of its twins' edge keys (all 11 flips). Cubes have
    /// one coset exactly when their keys are conjugates. O(48).
    pub fn coset(&self, k: usize, e: usize) -> u64 {
        let mut least = usize::MAX;
        self.each_frame_edges(k, e, |edges| least = least.min(edges));
        u64::from(self.classes.class[k]) * EDGE_KEYS as u64 + least as u64
    }

    /// Calls `f` with edge key `e` in the frame of corner key `k`'s class (conjugated by the
    /// symmetry that takes `k` to the class's representative), then conjugated by each other
    /// symmetry that fixes the representative. O(1), or O(48) where one does.
    #[inline]
    fn each_frame_edges(&self, k: usize, e: usize, mut f: impl FnMut(usize)) {
        let edges = self.conjugate_edges(e, usize::from(self.classes.sym[k]));
        f(edges);
        // The identity (symmetry 0) fixes every representative.
        let mut fixing = self.classes.stabilizer[self.classes.class[k] as usize] & !1;
        while fixing != 0 {
            f(self.conjugate_edges(edges, fixing.trailing_zeros() as usize));
            fixing &= fixing - 1;
        }
    }

    /// A corner key and an edge key of coset `coset` ([`Index48::coset`]): its class's
    /// representative and the edge key in that frame. O(1).
    pub fn coset_keys(&self, coset: u64) -> (usize, usize) {
        let class = (coset / EDGE_KEYS as u64) as usize;
        (
            self.classes.rep[class] as usize,
            (coset % EDGE_KEYS as u64) as usize,
        )
    }

    /// The corner classes the index is over. O(1).
    pub fn classes(&self) -> &CornerClasses {
        &self.classes
    }
}

/// Each corner key's distance from the solved cube's key (key 0), by [`coord::breadth_first`]
/// over `corner_moves` ([`Index48`]'s). O(keys * 18).
fn corner_distances(corner_moves: &[u32]) -> Vec<u8> {
    coord::breadth_first(CORNER_KEYS, Move::COUNT, |k, m| {
        corner_moves[k * Move::COUNT + m] as usize
    })
}

#[cfg(test)]
mod tests;
