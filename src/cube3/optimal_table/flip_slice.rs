//! The index of the flip-slice family of tables (Cube Explorer's): classes of (edge flips,
//! slice places) under the 16 symmetries that keep the U-D axis, each a row of (twist, U-layer
//! corner places).

use super::super::coord::{self, Coord, CORNER_COMBS, FLIPS, SLICES, SYMS, TWISTS};
use super::super::cubie::Cubies;
use super::super::moves::Move;
use super::{edge_mask, moved_conjugated, split, sym_classes, Ranks, Raw, Shape, MOVES};

/// The coordinate tables of a shape, and the classes of (flip, slice) under the 16 symmetries:
/// where a cube's entry is, and where each move takes each entry.
pub struct FlipSliceIndex {
    shape: Shape,
    flip: Coord,
    slice: Coord,
    twist: Coord,
    places: Coord,
    /// `slice_flip[x * 16 + s]`: what the slice places `x` add to the flip conjugated by `s`
    /// (a quarter turn about U-D moves the slice edges' reference stickers off F and B).
    slice_flip: Vec<u16>,
    /// For each slice value: the class of slice values it is in (under the 16 symmetries) and
    /// the symmetry that takes it to that class's representative, as `class << 4 | symmetry`.
    slice_class: Vec<u16>,
    /// For each slice class `r` and flip `f`: the class of (flip, slice) value `(f, rep(r))`
    /// times 16 plus the symmetry that takes it to the class's representative. A (flip, slice)
    /// value is first taken to its slice's representative, then looked up here: the tables
    /// take a few hundred kilobytes and stay in a core's cache, where one table over every
    /// (flip, slice) value would take 4 MB and miss it on most of the search's lookups.
    pair_class: Vec<u32>,
    /// `product[a][b]`: conjugating by `a` then `b`.
    product: [[u8; SYMS]; SYMS],
    /// The representative of each class, as `f * 495 + x`.
    reps: Vec<u32>,
    /// The symmetries other than the identity that fix each class's representative, as bits.
    stabilizers: Vec<u16>,
    /// `class_moves[c * 18 + m]`: the representative after move `m`, as `class_of` has it.
    class_moves: Vec<u32>,
    /// `twist_ms[(m * 16 + s) * 2187 + t]`: twist `t` after move `m`, conjugated by `s`; the
    /// same for the corner places. The build reads them for every entry and every move.
    twist_ms: Vec<u16>,
    places_ms: Vec<u16>,
    /// The slice and corner places read through masks.
    ranks: Ranks,
}

impl FlipSliceIndex {
    /// The tables of `shape`: O(flip values * 495 * 16) for the classes (about 0.2 s with the
    /// flips, under a millisecond without).
    pub fn new(shape: Shape) -> FlipSliceIndex {
        let all = Move::ALL;
        let flip = if shape.flips {
            Coord::new(FLIPS, &all, coord::from_flip, coord::flip)
        } else {
            Coord::new(1, &all, |_| Cubies::SOLVED, |_| 0)
        };
        let places = if shape.corner_places {
            Coord::new(CORNER_COMBS, &all, coord::from_corner_comb, coord::corner_comb)
        } else {
            Coord::new(1, &all, |_| Cubies::SOLVED, |_| 0)
        };
        let slice = Coord::new(SLICES, &all, coord::from_slice, coord::slice);
        let twist = Coord::new(TWISTS, &all, coord::from_twist, coord::twist);
        let slice_flip = slice_flips(shape);
        let mut index = FlipSliceIndex {
            shape,
            flip,
            slice,
            twist,
            places,
            slice_flip,
            slice_class: Vec::new(),
            pair_class: Vec::new(),
            product: coord::Symmetries::new().product,
            reps: Vec::new(),
            stabilizers: Vec::new(),
            class_moves: Vec::new(),
            twist_ms: Vec::new(),
            places_ms: Vec::new(),
            ranks: Ranks::new(),
        };
        index.sort_classes();
        index.twist_ms = moved_conjugated(&index.twist);
        index.places_ms = moved_conjugated(&index.places);
        index
    }

    /// The shape these tables are for. O(1).
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The number of classes of (flip, slice): 64,430 with flips, 45 without. O(1).
    pub fn classes(&self) -> usize {
        self.reps.len()
    }

    /// Entries per class: 2187 x (70 or 1). O(1).
    pub fn row(&self) -> usize {
        TWISTS * self.shape.place_values()
    }

    /// The symmetries other than the identity that fix each class's representative, as bits.
    pub(super) fn stabilizers(&self) -> &[u16] {
        &self.stabilizers
    }

    /// The raw coordinates of `cube` that this shape reads. O(12).
    pub fn raw(&self, cube: &Cubies) -> Raw {
        Raw {
            flip: if self.shape.flips {
                coord::flip(cube) as u16
            } else {
                0
            },
            slice: self.ranks.slice(edge_mask(cube)),
            twist: coord::twist(cube) as u16,
            places: self.ranks.places(cube, self.shape),
        }
    }

    /// The raw coordinates after move `m`. O(1).
    ///
    /// # Panics
    /// If `r` is not raw coordinates this shape reads (a coordinate out of range).
    #[inline]
    pub fn moved(&self, r: Raw, m: Move) -> Raw {
        let m = m.index();
        Raw {
            flip: self.flip.moves[r.flip as usize * MOVES + m],
            slice: self.slice.moves[r.slice as usize * MOVES + m],
            twist: self.twist.moves[r.twist as usize * MOVES + m],
            places: self.places.moves[r.places as usize * MOVES + m],
        }
    }

    /// The class of `r`'s (flip, slice) and the symmetry into it, as one word for
    /// [`FlipSliceIndex::entry_in`]: `class << 4 | symmetry`. A caller with many entries to find gets
    /// every word first, then every entry. O(1).
    ///
    /// # Panics
    /// If `r` is not raw coordinates this shape reads (a coordinate out of range).
    #[inline]
    pub fn class_word(&self, r: Raw) -> u32 {
        let x = r.slice as usize;
        let (rc, s1) = split(u32::from(self.slice_class[x]));
        let f = self.conj_flip(r.flip as usize, x, s1);
        let w = self.pair_class[rc * self.shape.flip_values() + f];
        w & !15 | u32::from(self.product[s1][w as usize & 15])
    }

    /// The entry of a cube with raw coordinates `r`, given `class_word(r)`. O(1).
    ///
    /// # Panics
    /// If `r` is not raw coordinates this shape reads (a coordinate out of range).
    #[inline]
    pub fn entry_in(&self, r: Raw, word: u32) -> usize {
        let (c, s) = split(word);
        let t = self.twist.conj[r.twist as usize * SYMS + s] as usize;
        let k = self.places.conj[r.places as usize * SYMS + s] as usize;
        c * self.row() + t * self.shape.place_values() + k
    }

    /// (flip, slice) value `e = f * 495 + x` conjugated by symmetry `s`. O(1).
    pub(super) fn conj_edges(&self, e: usize, s: usize) -> usize {
        let (f, x) = (e / SLICES, e % SLICES);
        self.conj_flip(f, x, s) * SLICES + self.slice.conj[x * SYMS + s] as usize
    }

    /// The flip of a cube with flip `f` and slice places `x`, conjugated by symmetry `s` (0
    /// without flips). O(1).
    #[inline]
    fn conj_flip(&self, f: usize, x: usize, s: usize) -> usize {
        let f2 = self.flip.conj[f * SYMS + s] ^ self.slice_flip[x * SYMS + s] ^ self.slice_flip[s];
        if self.shape.flips {
            f2 as usize
        } else {
            0
        }
    }

    /// Sorts the (flip, slice) values into classes and finds where each move takes each
    /// representative.
    fn sort_classes(&mut self) {
        let n = self.shape.flip_values() * SLICES;
        let classes = sym_classes(n, |e, s| self.conj_edges(e, s));
        let mut class_moves = Vec::with_capacity(classes.reps.len() * MOVES);
        for &e in classes.reps.iter() {
            let (f, x) = (e as usize / SLICES, e as usize % SLICES);
            for m in 0..MOVES {
                let f2 = self.flip.moves[f * MOVES + m] as usize;
                let x2 = self.slice.moves[x * MOVES + m] as usize;
                class_moves.push(classes.class_of[f2 * SLICES + x2]);
            }
        }
        self.class_moves = class_moves;
        self.sort_slices(&classes.class_of, &coord::Symmetries::new());
        self.reps = classes.reps;
        self.stabilizers = classes.stabilizers;
    }

    /// Sorts the slice values into classes and keeps, for each slice class and flip, the
    /// class word of `class_of` (the (flip, slice) classes just sorted).
    fn sort_slices(&mut self, class_of: &[u32], syms: &coord::Symmetries) {
        const UNSET: u16 = u16::MAX;
        let mut slice_class = vec![UNSET; SLICES];
        let mut reps = Vec::new();
        for x in 0..SLICES {
            if slice_class[x] != UNSET {
                continue;
            }
            let class = reps.len() as u16;
            reps.push(x);
            for s in 0..SYMS {
                let y = self.slice.conj[x * SYMS + s] as usize;
                if slice_class[y] == UNSET {
                    slice_class[y] = class << 4 | u16::from(syms.inverse[s]);
                }
            }
        }
        let flips = self.shape.flip_values();
        self.pair_class = reps
            .iter()
            .flat_map(|&x| (0..flips).map(move |f| f * SLICES + x))
            .map(|e| class_of[e])
            .collect();
        self.slice_class = slice_class;
    }

    /// Where move `m` takes entry `i`'s neighbours are found: the row start of the class the
    /// move leads to and the symmetry into it, for class `c`. O(1).
    #[inline]
    pub(super) fn class_move(&self, c: usize, m: usize) -> (usize, usize) {
        split(self.class_moves[c * MOVES + m])
    }

    /// The entry that move `m` takes entry `(c, y)` to, given `class_move(c, m) = (c2, s)`.
    #[inline]
    pub(super) fn neighbour(&self, c2: usize, s: usize, m: usize, y: usize) -> usize {
        let k_values = self.shape.place_values();
        let (t, k) = (y / k_values, y % k_values);
        let at = (m * SYMS + s) * TWISTS;
        let t2 = self.twist_ms[at + t] as usize;
        let k2 = self.places_ms[(m * SYMS + s) * k_values + k] as usize;
        c2 * self.row() + t2 * k_values + k2
    }

    /// The twin of `y` in a class whose representative symmetry `s` fixes: the same cubes.
    pub(super) fn twin(&self, y: usize, s: usize) -> usize {
        let k_values = self.shape.place_values();
        let (t, k) = (y / k_values, y % k_values);
        let t2 = self.twist.conj[t * SYMS + s] as usize;
        let k2 = self.places.conj[k * SYMS + s] as usize;
        t2 * k_values + k2
    }
}

/// `slice_flip[x * 16 + s]`: the flip of the cube with slice places `x` (no flips) conjugated by
/// `s`. Flips add modulo 2, and a conjugation permutes them, so a cube with flip `f` and slice
/// `x` conjugated by `s` has flip `conj(f with slice 0) ^ slice_flip[0, s] ^ slice_flip[x, s]`.
/// O(495 * 16 * 100).
fn slice_flips(shape: Shape) -> Vec<u16> {
    let mut out = vec![0u16; SLICES * SYMS];
    if shape.flips {
        for x in 0..SLICES {
            let cube = coord::from_slice(x);
            for s in 0..SYMS {
                out[x * SYMS + s] = coord::flip(&coord::conjugate(&cube, s)) as u16;
            }
        }
    }
    out
}
