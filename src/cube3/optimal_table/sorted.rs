//! The index of the sorted-slice family of tables (the family of H48 and vcube): classes of the
//! corners (twist, U-layer corner places) under the 16 symmetries that keep the U-D axis, each
//! a row of (the four slice edges' places and order, the flips of the eight other edges).
//!
//! **The edge part.** The slice edges are told apart and their flips forgotten; the eight other
//! edges are told apart by nothing but their flips, read position by position over the
//! positions the slice edges leave free: 11,880 x 256 values. It is closed under moves (after a
//! move the eight are again where the slice edges are not, flipped as their positions say) and
//! under the symmetries, but where the eight flips go depends on where the slice edges are,
//! so their move and conjugation tables are indexed by the slice places (495) too.

use super::super::coord::{self, Coord, CORNER_COMBS, SLICES, SYMS, TWISTS};
use super::super::cubie::Cubies;
use super::super::moves::Move;
use super::{moved_conjugated, split, sym_classes, Ranks, Raw, Shape, MOVES};

/// The places and order of the four slice edges: 495 x 24.
pub const SORTED_SLICES: usize = SLICES * 24;
/// The flips of the eight edges outside the slice, position by position.
pub const UD_FLIPS: usize = 256;

/// The coordinate tables of a shape of the sorted-slice family, and the classes of its corners.
pub struct SortedIndex {
    shape: Shape,
    twist: Coord,
    places: Coord,
    sorted: Coord,
    /// The eight flips after move `m`, the slice edges at places `x` before it, as two
    /// nibble tables: see [`Nibbled`]; `flip_conj` the same for symmetry `s`.
    flip_moves: Nibbled,
    flip_conj: Nibbled,
    /// `corner_class[t * K + k]`: the class of corners (twist `t`, places `k`, K places in
    /// the shape) and the symmetry that takes them to its representative, `class << 4 | s`.
    corner_class: Vec<u32>,
    /// The symmetries other than the identity that fix each class's representative, as bits.
    stabilizers: Vec<u16>,
    /// `class_moves[c * 18 + m]`: the representative after move `m`, as `corner_class` has it.
    class_moves: Vec<u32>,
    /// `sorted_ms[(m * 16 + s) * 11880 + v]`: sorted slice `v` after move `m`, conjugated by `s`.
    sorted_ms: Vec<u16>,
    /// The slice and corner places read through masks; `order_rank[o]`: the rank of the
    /// slice edges' order, `o` holding the four (0-3) at 2 bits each, first position lowest.
    ranks: Ranks,
    order_rank: Vec<u8>,
}

impl SortedIndex {
    /// The tables of `shape` (a sorted-slice shape). O(495 * 256 * 34 * 20) for the flips' tables,
    /// the largest part.
    pub fn new(shape: Shape) -> SortedIndex {
        let all = Move::ALL;
        let one = || Coord::new(1, &all, |_| Cubies::SOLVED, |_| 0);
        let twist = if shape.twist {
            Coord::new(TWISTS, &all, coord::from_twist, coord::twist)
        } else {
            one()
        };
        let places = if shape.corner_places {
            Coord::new(CORNER_COMBS, &all, coord::from_corner_comb, coord::corner_comb)
        } else {
            one()
        };
        let sorted = Coord::new(SORTED_SLICES, &all, from_sorted_slice, sorted_slice);
        let (flip_moves, flip_conj) = if shape.flips {
            flip_tables()
        } else {
            (Nibbled::zero(SLICES * MOVES), Nibbled::zero(SLICES * SYMS))
        };
        let k_values = shape.place_values();
        let classes = sym_classes(twist.moves.len() / MOVES * k_values, |v, s| {
            let (t, k) = (v / k_values, v % k_values);
            twist.conj[t * SYMS + s] as usize * k_values + places.conj[k * SYMS + s] as usize
        });
        let class_moves = classes
            .reps
            .iter()
            .flat_map(|&v| (0..MOVES).map(move |m| (v as usize, m)))
            .map(|(v, m)| {
                let (t, k) = (v / k_values, v % k_values);
                let t2 = twist.moves[t * MOVES + m] as usize;
                classes.class_of[t2 * k_values + places.moves[k * MOVES + m] as usize]
            })
            .collect();
        let mut order_rank = vec![0; 1 << 8];
        for r in 0..24 {
            let mut p = [0u8; 4];
            coord::perm_unrank(r, &mut p);
            let o = p.iter().rev().fold(0, |o, &e| o << 2 | e as usize);
            order_rank[o] = r as u8;
        }
        SortedIndex {
            shape,
            sorted_ms: moved_conjugated(&sorted),
            twist,
            places,
            sorted,
            flip_moves,
            flip_conj,
            corner_class: classes.class_of,
            stabilizers: classes.stabilizers,
            class_moves,
            ranks: Ranks::new(),
            order_rank,
        }
    }

    /// The shape these tables are for. O(1).
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The number of classes of corners: about 9,930 with the places, 200 or so without. O(1).
    pub fn classes(&self) -> usize {
        self.stabilizers.len()
    }

    /// Entries per class: 11,880 x (256 or 1). O(1).
    pub fn row(&self) -> usize {
        SORTED_SLICES * self.shape.flip_values()
    }

    /// The symmetries other than the identity that fix each class's representative, as bits.
    pub(super) fn stabilizers(&self) -> &[u16] {
        &self.stabilizers
    }

    /// The raw coordinates of `cube` that this shape reads: `slice` is the sorted slice,
    /// `flip` the eight flips. O(12).
    ///
    /// # Panics
    /// May panic if `cube` is not legal ([`Cubies::is_legal`]): more than four slice edges.
    pub fn raw(&self, cube: &Cubies) -> Raw {
        // Without branches: whether a position holds a slice edge is unpredictable.
        let (mut mask, mut order, mut n, mut flips, mut k) = (0, 0, 0, 0, 0);
        for (p, (&e, &o)) in cube.ep.iter().zip(cube.eo.iter()).enumerate() {
            let slice = usize::from(e >= 8);
            mask |= slice << p;
            order |= ((usize::from(e) & 3) * slice) << (2 * n);
            n += slice;
            flips |= (usize::from(o) * (1 - slice)) << k;
            k += 1 - slice;
        }
        let x = self.ranks.slice(mask) as usize;
        Raw {
            flip: if self.shape.flips { flips as u16 } else { 0 },
            slice: (x * 24 + self.order_rank[order] as usize) as u16,
            twist: if self.shape.twist {
                coord::twist(cube) as u16
            } else {
                0
            },
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
        let v = r.slice as usize;
        Raw {
            flip: self.flip_moves.get((v / 24) * MOVES + m, r.flip as usize) as u16,
            slice: self.sorted.moves[v * MOVES + m],
            twist: self.twist.moves[r.twist as usize * MOVES + m],
            places: self.places.moves[r.places as usize * MOVES + m],
        }
    }

    /// The class of `r`'s corners and the symmetry into it: `class << 4 | symmetry`. O(1).
    ///
    /// # Panics
    /// If `r` is not raw coordinates this shape reads (a coordinate out of range).
    #[inline]
    pub fn class_word(&self, r: Raw) -> u32 {
        self.corner_class[r.twist as usize * self.shape.place_values() + r.places as usize]
    }

    /// The entry of a cube with raw coordinates `r`, given `class_word(r)`. O(1).
    ///
    /// # Panics
    /// If `r` is not raw coordinates this shape reads (a coordinate out of range).
    #[inline]
    pub fn entry_in(&self, r: Raw, word: u32) -> usize {
        let (c, s) = split(word);
        c * self.row() + self.row_conj(r.slice as usize, r.flip as usize, s)
    }

    /// The row position of (sorted slice `v`, flips `f`) conjugated by `s`. O(1).
    #[inline]
    fn row_conj(&self, v: usize, f: usize, s: usize) -> usize {
        let v2 = self.sorted.conj[v * SYMS + s] as usize;
        let f2 = self.flip_conj.get((v / 24) * SYMS + s, f);
        v2 * self.shape.flip_values() + f2
    }

    /// Where move `m` takes class `c`: the class and the symmetry into it. O(1).
    #[inline]
    pub(super) fn class_move(&self, c: usize, m: usize) -> (usize, usize) {
        split(self.class_moves[c * MOVES + m])
    }

    /// The entry that move `m` takes entry `(c, y)` to, given `class_move(c, m) = (c2, s)`.
    #[inline]
    pub(super) fn neighbour(&self, c2: usize, s: usize, m: usize, y: usize) -> usize {
        let f_values = self.shape.flip_values();
        let (v, f) = (y / f_values, y % f_values);
        let v2 = self.sorted_ms[(m * SYMS + s) * SORTED_SLICES + v] as usize;
        let f_moved = self.flip_moves.get((v / 24) * MOVES + m, f);
        let x_moved = self.sorted.moves[v * MOVES + m] as usize / 24;
        let f2 = self.flip_conj.get(x_moved * SYMS + s, f_moved);
        c2 * self.row() + v2 * f_values + f2
    }

    /// The twin of `y` in a class whose representative symmetry `s` fixes: the same cubes.
    pub(super) fn twin(&self, y: usize, s: usize) -> usize {
        let f_values = self.shape.flip_values();
        self.row_conj(y / f_values, y % f_values, s)
    }
}

/// The sorted slice of `cube`: its slice places times 24 plus the rank of the order the slice
/// edges are met in, position by position. O(12).
pub fn sorted_slice(cube: &Cubies) -> usize {
    let order: Vec<u8> = cube.ep.iter().filter(|&&e| e >= 8).map(|&e| e - 8).collect();
    coord::slice(cube) * 24 + coord::perm_rank(&order)
}

/// A cube with sorted slice `v`, the other edges in order and unflipped; corners solved. O(12).
///
/// # Panics
/// If `v >= 11880`.
pub fn from_sorted_slice(v: usize) -> Cubies {
    let mut cube = coord::from_slice(v / 24);
    let mut order = [0u8; 4];
    coord::perm_unrank(v % 24, &mut order);
    let slots = cube.ep.iter_mut().filter(|e| **e >= 8);
    for (e, &o) in slots.zip(order.iter()) {
        *e = 8 + o;
    }
    cube
}

/// The flips of the edges outside the slice, position by position: bit `k` is the flip of the
/// `k`th position not holding a slice edge. O(12).
pub fn ud_flips(cube: &Cubies) -> usize {
    let outside = cube.ep.iter().zip(cube.eo.iter()).filter(|&(&e, _)| e < 8);
    outside
        .enumerate()
        .fold(0, |f, (k, (_, &o))| f | usize::from(o) << k)
}

/// A cube with its slice edges at places `x` and the eight flips `f` (the first slice edge
/// flipped where needed to keep the flips' sum even). O(12).
fn from_ud_flips(x: usize, f: usize) -> Cubies {
    let mut cube = coord::from_slice(x);
    let mut k = 0;
    for (e, o) in cube.ep.iter().zip(cube.eo.iter_mut()) {
        if *e < 8 {
            *o = (f >> k) as u8 & 1;
            k += 1;
        }
    }
    let first_slice = cube.ep.iter().position(|&e| e >= 8).unwrap_or(0);
    cube.eo[first_slice] = (f.count_ones() & 1) as u8;
    cube
}

/// Maps of the eight flips, one for each of a number of cases (a slice place and a move, or a
/// slice place and a symmetry). Each map permutes the flips and adds some (it is affine over
/// bits), so it is kept as two tables of 16: `f` maps to `lo[f & 15] ^ hi[f >> 4]`. 32 bytes a
/// case instead of 256: the tables stay in a core's cache, where whole ones (2 MB each) did
/// not.
struct Nibbled {
    tables: Vec<u8>,
}

impl Nibbled {
    /// `cases` maps that take every flip to 0.
    fn zero(cases: usize) -> Nibbled {
        Nibbled {
            tables: vec![0; cases * 32],
        }
    }

    /// The maps of `full`, 256 values a case.
    ///
    /// # Panics
    /// If a map is not affine.
    fn of(full: &[u8]) -> Nibbled {
        let mut tables = Vec::with_capacity(full.len() / 8);
        for map in full.chunks(UD_FLIPS) {
            tables.extend((0..16).map(|f| map[f]));
            tables.extend((0..16).map(|f| map[f << 4] ^ map[0]));
            let halves = &tables[tables.len() - 32..];
            let affine = (0..UD_FLIPS).all(|f| map[f] == halves[f & 15] ^ halves[16 + (f >> 4)]);
            assert!(affine, "a map of the eight flips is not affine");
        }
        Nibbled { tables }
    }

    /// Flips `f` under the map of case `case`. O(1).
    #[inline]
    fn get(&self, case: usize, f: usize) -> usize {
        let t = &self.tables[case * 32..case * 32 + 32];
        (t[f & 15] ^ t[16 + (f >> 4)]) as usize
    }
}

/// The eight flips' move and conjugation tables, for every slice place. O(495 * 256 * 34 * 20).
fn flip_tables() -> (Nibbled, Nibbled) {
    let mut moves = vec![0u8; SLICES * MOVES * UD_FLIPS];
    let mut conj = vec![0u8; SLICES * SYMS * UD_FLIPS];
    for x in 0..SLICES {
        for f in 0..UD_FLIPS {
            let cube = from_ud_flips(x, f);
            for (m, &mv) in Move::ALL.iter().enumerate() {
                moves[(x * MOVES + m) * UD_FLIPS + f] = ud_flips(&cube.apply(mv)) as u8;
            }
            for s in 0..SYMS {
                conj[(x * SYMS + s) * UD_FLIPS + f] = ud_flips(&coord::conjugate(&cube, s)) as u8;
            }
        }
    }
    (Nibbled::of(&moves), Nibbled::of(&conj))
}
