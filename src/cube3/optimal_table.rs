//! The pruning table of the deep optimal solver ([`super::optimal_search`]): for every cube, a
//! lower bound of its distance in the half-turn metric, read in one lookup. Its size is a
//! parameter, [`Shape`]: the same code builds a table of 98 thousand entries for the proofs and
//! one of ten billion for real use.
//!
//! **What an entry is.** A cube is projected onto four coordinates of `coord`: the edge flips
//! (2048, or left out), the places of the four middle-slice edges (495), the corner twists (2187)
//! and the places of the four U-layer corners (70, or left out). The projection is a smaller
//! puzzle of its own, and its distance (the fewest moves that solve those four coordinates) is a
//! lower bound of the cube's. The 16 symmetries that keep the U-D axis (`coord::Symmetries`)
//! map the projection to itself, so an entry is (class of (flip, slice) under the 16 symmetries)
//! x (twist, corner places conjugated into that class): 64,430 classes instead of 1,013,760
//! values. With everything in ([`Shape::HUGE`]) this is the table of Kociemba's Cube Explorer
//! "huge" optimal solver (9.9 billion entries); without the corner places ([`Shape::MEDIUM`]) it
//! is his older 140-million-entry table; without the flips ([`Shape::SMALL`], [`Shape::TINY`]) it
//! is small enough to check against a plain breadth-first search over raw coordinates.
//!
//! **How it is built.** Breadth-first search over the entries themselves, 4 bits each (15 marks
//! an entry not reached yet): layer `d + 1` is found forward (every neighbour of every entry at
//! `d`) while the layer is smaller than what is left, then backward (every entry not reached
//! that has a neighbour at `d`). Both directions split the classes into chunks that
//! `threads` workers take in turn; entries are atomic words, so workers never race.
//!
//! **How it is kept.** [`Table::write_to`] and [`Table::read_from`] write and check a header (a
//! format version, the shape, the entry count, a checksum) before the entries; where the bytes
//! live is the caller's business (the `cubesmith` tool keeps them under `target/`).

use super::super::memory::huge_vec;
use super::coord::{self, Coord, CORNER_COMBS, FLIPS, SLICES, SYMS, TWISTS};
use super::cubie::Cubies;
use super::moves::Move;
use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The table columns of the move tables: one per move, by [`Move::index`].
const MOVES: usize = Move::COUNT;

/// Which coordinates a table includes besides the slice places and the twist: its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// With the 2048 edge flips.
    pub flips: bool,
    /// With the 70 places of the U-layer corners.
    pub corner_places: bool,
    /// Entries of 2 bits, each the distance modulo 3, instead of 4 bits holding the distance:
    /// half the memory. A reader that knows a cube's distance in the projection knows each
    /// neighbour's, which is one less, the same or one more, three values apart modulo 3; so
    /// a search can follow the cube's readings exactly, but not the inverse's (a move acts on
    /// the inverse from the other side, which is no move of the projection).
    pub mod3: bool,
}

impl Shape {
    /// Slice places and twist: 45 classes x 2187 = 98,415 entries (49 KB).
    pub const TINY: Shape = Shape {
        flips: false,
        corner_places: false,
        mod3: false,
    };
    /// Slice places, twist and corner places: 45 x 2187 x 70 = 6.9 million entries (3.4 MB).
    pub const SMALL: Shape = Shape {
        flips: false,
        corner_places: true,
        mod3: false,
    };
    /// Flip and slice places, twist: 64,430 x 2187 = 141 million entries (70 MB).
    pub const MEDIUM: Shape = Shape {
        flips: true,
        corner_places: false,
        mod3: false,
    };
    /// Everything: 64,430 x 2187 x 70 = 9.86 billion entries (4.9 GB).
    pub const HUGE: Shape = Shape {
        flips: true,
        corner_places: true,
        mod3: false,
    };
    /// Every shape, smallest first, with its name; each also at 2 bits an entry.
    pub const ALL: [(&'static str, Shape); 8] = [
        ("tiny", Shape::TINY),
        ("small", Shape::SMALL),
        ("medium", Shape::MEDIUM),
        ("huge", Shape::HUGE),
        ("tiny-mod3", Shape::TINY.in_mod3()),
        ("small-mod3", Shape::SMALL.in_mod3()),
        ("medium-mod3", Shape::MEDIUM.in_mod3()),
        ("huge-mod3", Shape::HUGE.in_mod3()),
    ];

    /// The same coordinates, stored as distances modulo 3 (2 bits an entry). O(1).
    pub const fn in_mod3(self) -> Shape {
        Shape { mod3: true, ..self }
    }

    /// The same coordinates, stored as distances (4 bits an entry). O(1).
    pub const fn exact(self) -> Shape {
        Shape { mod3: false, ..self }
    }

    /// Entries a 64-bit word holds: 16 of 4 bits, or 32 of 2 bits.
    fn per_word(self) -> usize {
        if self.mod3 {
            32
        } else {
            16
        }
    }

    /// The shape called `name` in [`Shape::ALL`]. O(1).
    pub fn named(name: &str) -> Option<Shape> {
        Shape::ALL.iter().find(|(n, _)| *n == name).map(|&(_, s)| s)
    }

    /// The shape's name in [`Shape::ALL`]. O(1).
    pub fn name(self) -> &'static str {
        Shape::ALL
            .iter()
            .find(|(_, s)| *s == self)
            .map_or("?", |&(n, _)| n)
    }

    /// Values of the flip part: 2048, or 1 without flips.
    fn flip_values(self) -> usize {
        if self.flips {
            FLIPS
        } else {
            1
        }
    }

    /// Values of the corner-places part: 70, or 1 without them.
    fn place_values(self) -> usize {
        if self.corner_places {
            CORNER_COMBS
        } else {
            1
        }
    }

    /// The shape as bits, for the file header.
    fn bits(self) -> u32 {
        u32::from(self.flips) | u32::from(self.corner_places) << 1 | u32::from(self.mod3) << 2
    }
}

/// The raw coordinates of a cube that a table reads: flip, slice places, twist, corner places
/// (flip and corner places are 0 when the shape leaves them out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Raw {
    pub flip: u16,
    pub slice: u16,
    pub twist: u16,
    pub places: u16,
}

/// The coordinate tables of a shape, and the classes of (flip, slice) under the 16 symmetries:
/// where a cube's entry is, and where each move takes each entry.
pub struct Index {
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
    /// `slice_rank[mask]`: the slice coordinate of the cube whose slice edges are at the
    /// positions of the 12-bit `mask`; `comb_rank[mask]` the same for the U-layer corners'
    /// positions. The search reads the inverse's coordinates from its cubies at most nodes: a
    /// mask and a lookup cost less than ranking the subset piece by piece.
    slice_rank: Vec<u16>,
    comb_rank: Vec<u8>,
}

impl Index {
    /// The tables of `shape`: O(flip values * 495 * 16) for the classes (about 0.2 s with the
    /// flips, under a millisecond without).
    pub fn new(shape: Shape) -> Index {
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
        let mut index = Index {
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
            slice_rank: vec![0; 1 << 12],
            comb_rank: vec![0; 1 << 8],
        };
        index.sort_classes();
        index.twist_ms = moved_conjugated(&index.twist);
        index.places_ms = moved_conjugated(&index.places);
        for x in 0..SLICES {
            index.slice_rank[edge_mask(&coord::from_slice(x))] = x as u16;
        }
        for r in 0..CORNER_COMBS {
            index.comb_rank[corner_mask(&coord::from_corner_comb(r))] = r as u8;
        }
        index
    }

    /// The shape these tables are for.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The number of classes of (flip, slice): 64,430 with flips, 45 without.
    pub fn classes(&self) -> usize {
        self.reps.len()
    }

    /// Entries per class: 2187 x (70 or 1).
    pub fn row(&self) -> usize {
        TWISTS * self.shape.place_values()
    }

    /// The number of entries: classes x row.
    pub fn len(&self) -> usize {
        self.classes() * self.row()
    }

    /// Never: every shape has entries (for clippy's `len_without_is_empty`).
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The raw coordinates of `cube` that this shape reads. O(12).
    pub fn raw(&self, cube: &Cubies) -> Raw {
        Raw {
            flip: if self.shape.flips {
                coord::flip(cube) as u16
            } else {
                0
            },
            slice: self.slice_rank[edge_mask(cube)],
            twist: coord::twist(cube) as u16,
            places: if self.shape.corner_places {
                u16::from(self.comb_rank[corner_mask(cube)])
            } else {
                0
            },
        }
    }

    /// The raw coordinates after move `m`. O(1).
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

    /// The entry of a cube with raw coordinates `r`. O(1).
    #[inline]
    pub fn entry(&self, r: Raw) -> usize {
        self.entry_in(r, self.class_word(r))
    }

    /// The class of `r`'s (flip, slice) and the symmetry into it, as one word for
    /// [`Index::entry_in`]: `class << 4 | symmetry`. A caller with many entries to find gets
    /// every word first, then every entry. O(1).
    #[inline]
    pub fn class_word(&self, r: Raw) -> u32 {
        let x = r.slice as usize;
        let v = self.slice_class[x] as usize;
        let (rc, s1) = (v >> 4, v & 15);
        let f = self.conj_flip(r.flip as usize, x, s1);
        let w = self.pair_class[rc * self.shape.flip_values() + f];
        w & !15 | u32::from(self.product[s1][w as usize & 15])
    }

    /// The entry of a cube with raw coordinates `r`, given `class_word(r)`. O(1).
    #[inline]
    pub fn entry_in(&self, r: Raw, word: u32) -> usize {
        let v = word as usize;
        let (c, s) = (v >> 4, v & 15);
        let t = self.twist.conj[r.twist as usize * SYMS + s] as usize;
        let k = self.places.conj[r.places as usize * SYMS + s] as usize;
        c * self.row() + t * self.shape.place_values() + k
    }

    /// (flip, slice) value `e = f * 495 + x` conjugated by symmetry `s`. O(1).
    fn conj_edges(&self, e: usize, s: usize) -> usize {
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

    /// Sorts the (flip, slice) values into classes, as `prune::SymClasses` does with 16-bit
    /// values, and finds where each move takes each representative.
    fn sort_classes(&mut self) {
        const UNSET: u32 = u32::MAX;
        let n = self.shape.flip_values() * SLICES;
        let syms = coord::Symmetries::new();
        let mut class_of = vec![UNSET; n];
        for e in 0..n {
            if class_of[e] != UNSET {
                continue;
            }
            let class = self.reps.len() as u32;
            self.reps.push(e as u32);
            let mut stabilizer = 0u16;
            for s in 0..SYMS {
                let y = self.conj_edges(e, s);
                if y == e && s != 0 {
                    stabilizer |= 1 << s;
                }
                if class_of[y] == UNSET {
                    // Conjugating y by the inverse of s gives back e.
                    class_of[y] = class << 4 | u32::from(syms.inverse[s]);
                }
            }
            self.stabilizers.push(stabilizer);
        }
        let mut class_moves = Vec::with_capacity(self.reps.len() * MOVES);
        for &e in self.reps.iter() {
            let (f, x) = (e as usize / SLICES, e as usize % SLICES);
            for m in 0..MOVES {
                let f2 = self.flip.moves[f * MOVES + m] as usize;
                let x2 = self.slice.moves[x * MOVES + m] as usize;
                class_moves.push(class_of[f2 * SLICES + x2]);
            }
        }
        self.class_moves = class_moves;
        self.sort_slices(&class_of, &syms);
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
    fn class_move(&self, c: usize, m: usize) -> (usize, usize) {
        let v = self.class_moves[c * MOVES + m] as usize;
        (v >> 4, v & 15)
    }

    /// The entry that move `m` takes entry `(c, y)` to, given `class_move(c, m) = (c2, s)`.
    #[inline]
    fn neighbour(&self, c2: usize, s: usize, m: usize, y: usize) -> usize {
        let k_values = self.shape.place_values();
        let (t, k) = (y / k_values, y % k_values);
        let at = (m * SYMS + s) * TWISTS;
        let t2 = self.twist_ms[at + t] as usize;
        let k2 = self.places_ms[(m * SYMS + s) * k_values + k] as usize;
        c2 * self.row() + t2 * k_values + k2
    }

    /// The twin of `y` in a class whose representative symmetry `s` fixes: the same cubes.
    fn twin(&self, y: usize, s: usize) -> usize {
        let k_values = self.shape.place_values();
        let (t, k) = (y / k_values, y % k_values);
        let t2 = self.twist.conj[t * SYMS + s] as usize;
        let k2 = self.places.conj[k * SYMS + s] as usize;
        t2 * k_values + k2
    }
}

/// Bit `p` set where position `p` holds a middle-slice edge. O(12), no branches.
#[inline]
fn edge_mask(cube: &Cubies) -> usize {
    let mut mask = 0;
    for (p, &e) in cube.ep.iter().enumerate() {
        mask |= usize::from(e >= 8) << p;
    }
    mask
}

/// Bit `p` set where position `p` holds a U-layer corner. O(8), no branches.
#[inline]
fn corner_mask(cube: &Cubies) -> usize {
    let mut mask = 0;
    for (p, &c) in cube.cp.iter().enumerate() {
        mask |= usize::from(c < 4) << p;
    }
    mask
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

/// `[(m * 16 + s) * n + v]`: value `v` of `c` after move `m`, conjugated by `s`. O(n * 288).
fn moved_conjugated(c: &Coord) -> Vec<u16> {
    let n = c.conj.len() / SYMS;
    let mut out = Vec::with_capacity(MOVES * SYMS * n);
    for m in 0..MOVES {
        for s in 0..SYMS {
            for v in 0..n {
                out.push(c.conj[c.moves[v * MOVES + m] as usize * SYMS + s]);
            }
        }
    }
    out
}

/// An entry not reached yet while the table is built.
const UNSET: u8 = 15;

/// Entries of 4 bits, 16 to an atomic word, so that the build's workers share them safely;
/// reading one costs what a plain load costs. A table in mod 3 keeps its 2-bit entries in the
/// same words, 32 to a word.
struct Nibbles {
    words: Vec<AtomicU64>,
}

impl Nibbles {
    /// `n` entries, all unset, in memory advised to be huge pages before it is first touched.
    fn unset(n: usize) -> Nibbles {
        Nibbles {
            words: huge_vec((n + 15) / 16, || AtomicU64::new(!0)),
        }
    }

    #[inline]
    fn get(&self, i: usize) -> u8 {
        (self.words[i >> 4].load(Ordering::Relaxed) >> ((i & 15) << 2)) as u8 & 15
    }

    /// Entry `i` of 2 bits, where the words hold 32 entries each (a table in mod 3).
    #[inline]
    fn crumb(&self, i: usize) -> u8 {
        (self.words[i >> 5].load(Ordering::Relaxed) >> ((i & 31) << 1)) as u8 & 3
    }

    /// The first `n` entries, each modulo 3, at 2 bits an entry, with `threads` workers.
    /// O(n / threads).
    fn in_mod3(&self, n: usize, threads: usize) -> Nibbles {
        let out = Nibbles {
            words: huge_vec((n + 31) / 32, || AtomicU64::new(0)),
        };
        let per = ((out.words.len() + threads - 1) / threads).max(1);
        std::thread::scope(|scope| {
            for (p, part) in out.words.chunks(per).enumerate() {
                let first = p * per;
                scope.spawn(move || {
                    for (w, word) in part.iter().enumerate() {
                        let mut packed = 0;
                        for j in 0..32 {
                            let i = (first + w) * 32 + j;
                            if i < n {
                                packed |= u64::from(self.get(i) % 3) << (2 * j);
                            }
                        }
                        word.store(packed, Ordering::Relaxed);
                    }
                });
            }
        });
        out
    }

    /// Sets an unset entry to `d`; whether it was unset. A set entry is left alone.
    #[inline]
    fn set_if_unset(&self, i: usize, d: u8) -> bool {
        let shift = (i & 15) << 2;
        // An unset entry is all ones: and-ing in `d` sets it; no other bits change.
        let mask = !((15 ^ u64::from(d)) << shift);
        let before = self.words[i >> 4].fetch_and(mask, Ordering::Relaxed);
        (before >> shift) & 15 == u64::from(UNSET)
    }
}

/// How far a build has come, for a progress line.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// The layer being found: entries at this distance.
    pub depth: u8,
    /// Whether this layer goes backward (from the entries not reached).
    pub backward: bool,
    /// Chunks of classes done in this layer, of `chunks`.
    pub done: usize,
    pub chunks: usize,
    /// Entries reached before this layer, of `entries`.
    pub reached: usize,
    pub entries: usize,
    /// Time since the build began, and since this layer began.
    pub elapsed: Duration,
    pub layer_elapsed: Duration,
}

impl Progress {
    /// The time this layer still needs, from its pace so far (None before a chunk is done).
    pub fn layer_left(&self) -> Option<Duration> {
        if self.done == 0 {
            return None;
        }
        let per_chunk = self.layer_elapsed.as_secs_f64() / self.done as f64;
        Some(Duration::from_secs_f64(
            per_chunk * (self.chunks - self.done) as f64,
        ))
    }
}

/// The pruning table: a bound for every entry of an [`Index`].
pub struct Table {
    index: Index,
    entries: Nibbles,
}

/// What went wrong reading a table: one line for a message.
#[derive(Debug)]
pub enum LoadError {
    /// Reading failed.
    Io(io::Error),
    /// The bytes are not a table of the expected shape and format: why.
    Damaged(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            LoadError::Io(e) => write!(f, "{}", e),
            LoadError::Damaged(why) => write!(f, "{}", why),
        }
    }
}

/// The first bytes of a table file.
const MAGIC: &[u8; 16] = b"cubesmith-table\n";
/// The format version: raise it whenever the entries' meaning or layout changes.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes of the header: magic, version, shape, entries, words, checksum.
const HEADER: usize = 16 + 4 + 4 + 8 + 8 + 8;

impl Table {
    /// Builds the table of `shape` with `threads` workers (at least 1), calling `progress`
    /// from the calling thread after each chunk it finishes. Time: O(entries * 18) lookups,
    /// most of them cache misses on the large shapes; measured figures are in
    /// docs/optimal.md. Memory: half a byte an entry.
    ///
    /// # Panics
    /// If an entry is 15 or more moves away (no shape has one), or `threads` is 0.
    pub fn build(shape: Shape, threads: usize, progress: impl FnMut(&Progress)) -> Table {
        let exact = Table::build_exact(shape.exact(), threads, progress);
        if shape.mod3 {
            exact.in_mod3(threads)
        } else {
            exact
        }
    }

    /// The same table with its entries modulo 3 ([`Shape::mod3`]), packed by `threads`
    /// workers (at least 1); a table already in mod 3 is returned as it is. Memory: the
    /// new table's quarter of a byte an entry beside this one's; time: O(entries / threads).
    ///
    /// # Panics
    /// If `threads` is 0.
    pub fn in_mod3(self, threads: usize) -> Table {
        assert!(threads > 0, "packing needs a thread");
        if self.shape().mod3 {
            return self;
        }
        let entries = self.entries.in_mod3(self.index.len(), threads);
        let mut index = self.index;
        index.shape = index.shape.in_mod3();
        Table { index, entries }
    }

    /// [`Table::build`] of a table of distances.
    fn build_exact(shape: Shape, threads: usize, mut progress: impl FnMut(&Progress)) -> Table {
        assert!(threads > 0, "a build needs a thread");
        let index = Index::new(shape);
        let entries = Nibbles::unset(index.len());
        let table = Table { index, entries };
        let start = Instant::now();
        let solved = table.index.entry(table.index.raw(&Cubies::SOLVED));
        table.entries.set_if_unset(solved, 0);
        let (mut reached, mut layer, mut depth) = (1, 1, 0u8);
        while reached < table.index.len() {
            assert!(depth + 1 < UNSET, "an entry is 15 or more moves away");
            let backward = table.index.len() - reached < layer;
            let mut report = |done, chunks, layer_start: Instant| {
                progress(&Progress {
                    depth: depth + 1,
                    backward,
                    done,
                    chunks,
                    reached,
                    entries: table.index.len(),
                    elapsed: start.elapsed(),
                    layer_elapsed: layer_start.elapsed(),
                })
            };
            layer = table.layer(depth, backward, threads, &mut report);
            if !backward {
                layer += table.add_twins(depth + 1);
            }
            assert!(layer > 0, "a pruning table's graph is not connected");
            reached += layer;
            depth += 1;
        }
        table
    }

    /// Finds the entries at `depth + 1`, forward or backward, and returns how many.
    fn layer<R: FnMut(usize, usize, Instant)>(
        &self,
        depth: u8,
        backward: bool,
        threads: usize,
        report: &mut R,
    ) -> usize {
        let classes = self.index.classes();
        // About a million entries a chunk: small enough to share out evenly.
        let per_chunk = ((1 << 20) / self.index.row()).max(1);
        let chunks = (classes + per_chunk - 1) / per_chunk;
        let next = AtomicUsize::new(0);
        let found = AtomicUsize::new(0);
        let layer_start = Instant::now();
        // The calling thread reports after each of its chunks; the others do not.
        let work = |mut report: Option<&mut R>| loop {
            let chunk = next.fetch_add(1, Ordering::Relaxed);
            if chunk >= chunks {
                break;
            }
            let mut count = 0;
            for c in chunk * per_chunk..((chunk + 1) * per_chunk).min(classes) {
                count += if backward {
                    self.backward_row(c, depth)
                } else {
                    self.forward_row(c, depth)
                };
            }
            found.fetch_add(count, Ordering::Relaxed);
            if let Some(r) = report.as_mut() {
                r(next.load(Ordering::Relaxed).min(chunks), chunks, layer_start);
            }
        };
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(|| work(None));
            }
            work(Some(report));
        });
        found.into_inner()
    }

    /// Marks every unset neighbour of class `c`'s entries at `depth`; how many it marked.
    fn forward_row(&self, c: usize, depth: u8) -> usize {
        let (row, index) = (self.index.row(), &self.index);
        let moves: Vec<(usize, usize)> = (0..MOVES).map(|m| index.class_move(c, m)).collect();
        let mut count = 0;
        for y in 0..row {
            if self.entries.get(c * row + y) != depth {
                continue;
            }
            for (m, &(c2, s)) in moves.iter().enumerate() {
                let j = index.neighbour(c2, s, m, y);
                // Test first: most neighbours are set, and a test is cheaper than a write.
                if self.entries.get(j) == UNSET && self.entries.set_if_unset(j, depth + 1) {
                    count += 1;
                }
            }
        }
        count
    }

    /// Sets every unset entry of class `c` with a neighbour at `depth` to `depth + 1`; how many.
    /// The twins of an entry (see `add_twins`) have neighbours at the same distances, so they
    /// are found in the same layer.
    fn backward_row(&self, c: usize, depth: u8) -> usize {
        let (row, index) = (self.index.row(), &self.index);
        let moves: Vec<(usize, usize)> = (0..MOVES).map(|m| index.class_move(c, m)).collect();
        let mut count = 0;
        for y in 0..row {
            if self.entries.get(c * row + y) != UNSET {
                continue;
            }
            let near = moves
                .iter()
                .enumerate()
                .any(|(m, &(c2, s))| self.entries.get(index.neighbour(c2, s, m, y)) == depth);
            if near && self.entries.set_if_unset(c * row + y, depth + 1) {
                count += 1;
            }
        }
        count
    }

    /// After a forward layer: where a symmetry fixes a class's representative, the entries
    /// `(c, y)` and `(c, y conjugated)` are the same cubes, but the moves may reach only one of
    /// them. Gives the unset twins of the entries at `depth` that depth; how many. O(row of
    /// each class with a symmetric representative).
    fn add_twins(&self, depth: u8) -> usize {
        let row = self.index.row();
        let mut count = 0;
        for (c, &stabilizer) in self.index.stabilizers.iter().enumerate() {
            if stabilizer == 0 {
                continue;
            }
            for y in 0..row {
                if self.entries.get(c * row + y) != depth {
                    continue;
                }
                for s in (1..SYMS).filter(|s| stabilizer >> s & 1 == 1) {
                    if self.entries.set_if_unset(c * row + self.index.twin(y, s), depth) {
                        count += 1;
                    }
                }
            }
        }
        count
    }

    /// The coordinate tables this table is indexed by.
    pub fn index(&self) -> &Index {
        &self.index
    }

    /// The shape of this table.
    pub fn shape(&self) -> Shape {
        self.index.shape
    }

    /// Entry `i`: the distance of its projection, or that distance modulo 3 in a table in
    /// mod 3 ([`Shape::mod3`]). O(1).
    ///
    /// # Panics
    /// If `i` is not below `index().len()`.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        if self.index.shape.mod3 {
            self.entries.crumb(i)
        } else {
            self.entries.get(i)
        }
    }

    /// The entries at `at`, into `out` (as long): the reads do not wait for each other, so the
    /// processor overlaps their cache misses. O(`at.len()`).
    ///
    /// # Panics
    /// If an index is not below `index().len()`, or `out` is shorter than `at`.
    #[inline]
    pub fn get_many(&self, at: &[usize], out: &mut [u8]) {
        let out = out[..at.len()].iter_mut().zip(at);
        if self.index.shape.mod3 {
            out.for_each(|(o, &i)| *o = self.entries.crumb(i));
        } else {
            out.for_each(|(o, &i)| *o = self.entries.get(i));
        }
    }

    /// A lower bound of the distance of a cube with raw coordinates `r`: the distance of its
    /// projection. O(1) lookup; in mod 3, O(that distance * 18) lookups, walking to the
    /// solved entry through a neighbour one nearer at each step.
    pub fn bound(&self, r: Raw) -> u8 {
        let mut e = self.index.entry(r);
        if !self.index.shape.mod3 {
            return self.get(e);
        }
        let (row, index) = (self.index.row(), &self.index);
        let mut d = 0;
        loop {
            let nearer = (self.get(e) + 2) % 3;
            let (c, y) = (e / row, e % row);
            let step = (0..MOVES)
                .map(|m| {
                    let (c2, s) = index.class_move(c, m);
                    index.neighbour(c2, s, m, y)
                })
                .find(|&j| self.get(j) == nearer);
            match step {
                Some(j) => (e, d) = (j, d + 1),
                // Only the solved entry has no neighbour one nearer.
                None => return d,
            }
        }
    }

    /// How many entries are at each distance, 0 first (in mod 3: at each distance modulo 3).
    /// O(entries).
    pub fn histogram(&self) -> Vec<usize> {
        let mut counts = vec![0usize; 16];
        for i in 0..self.index.len() {
            counts[self.get(i) as usize] += 1;
        }
        while counts.last() == Some(&0) {
            counts.pop();
        }
        counts
    }

    /// The bytes of the entries' memory: half a byte an entry (a quarter in mod 3), rounded
    /// up to 8 bytes.
    pub fn bytes(&self) -> usize {
        self.entries.words.len() * 8
    }

    /// A 64-bit checksum of the entries (FNV-1a over the words). O(entries / 16).
    pub fn checksum(&self) -> u64 {
        checksum(self.entries.words.iter().map(|w| w.load(Ordering::Relaxed)))
    }

    /// Writes the header and the entries. O(entries / 16).
    pub fn write_to(&self, out: &mut impl Write) -> io::Result<()> {
        out.write_all(&self.header())?;
        let mut buffer = Vec::with_capacity(1 << 16);
        for chunk in self.entries.words.chunks(1 << 13) {
            buffer.clear();
            for w in chunk {
                buffer.extend_from_slice(&w.load(Ordering::Relaxed).to_le_bytes());
            }
            out.write_all(&buffer)?;
        }
        Ok(())
    }

    /// The header: magic, version, shape, entry count, word count, checksum.
    fn header(&self) -> Vec<u8> {
        let mut h = Vec::with_capacity(HEADER);
        h.extend_from_slice(MAGIC);
        h.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        h.extend_from_slice(&self.shape().bits().to_le_bytes());
        h.extend_from_slice(&(self.index.len() as u64).to_le_bytes());
        h.extend_from_slice(&(self.entries.words.len() as u64).to_le_bytes());
        h.extend_from_slice(&self.checksum().to_le_bytes());
        h
    }

    /// Reads a table of `shape` written by [`Table::write_to`], checking the header against the
    /// shape and the entries against the checksum, and that nothing follows. O(entries / 16),
    /// and the [`Index`] of the shape.
    pub fn read_from(shape: Shape, input: &mut impl Read) -> Result<Table, LoadError> {
        let index = Index::new(shape);
        let mut header = [0u8; HEADER];
        read_exact(input, &mut header, "the header")?;
        let field = |at: usize, len: usize| {
            let mut b = [0u8; 8];
            b[..len].copy_from_slice(&header[at..at + len]);
            u64::from_le_bytes(b)
        };
        let words = (index.len() + shape.per_word() - 1) / shape.per_word();
        let expected = [
            ("format version", field(16, 4), u64::from(FORMAT_VERSION)),
            ("shape", field(20, 4), u64::from(shape.bits())),
            ("entry count", field(24, 8), index.len() as u64),
            ("word count", field(32, 8), words as u64),
        ];
        if &header[..16] != MAGIC {
            return Err(LoadError::Damaged(
                "not a cubesmith table (its first bytes differ)".to_string(),
            ));
        }
        for &(what, found, wanted) in expected.iter() {
            if found != wanted {
                return Err(LoadError::Damaged(format!(
                    "its {} is {}, not {}",
                    what, found, wanted
                )));
            }
        }
        let entries = Nibbles {
            words: huge_vec(words, || AtomicU64::new(0)),
        };
        let mut buffer = vec![0u8; 1 << 16];
        for chunk in entries.words.chunks(1 << 13) {
            let bytes = &mut buffer[..chunk.len() * 8];
            read_exact(input, bytes, "the entries")?;
            for (w, b) in chunk.iter().zip(bytes.chunks(8)) {
                let mut le = [0u8; 8];
                le.copy_from_slice(b);
                w.store(u64::from_le_bytes(le), Ordering::Relaxed);
            }
        }
        if input.read(&mut buffer[..1]).map_err(LoadError::Io)? != 0 {
            return Err(LoadError::Damaged(
                "it is longer than its header says".to_string(),
            ));
        }
        let table = Table { index, entries };
        if table.checksum() != field(40, 8) {
            return Err(LoadError::Damaged(
                "its checksum differs from its entries'".to_string(),
            ));
        }
        Ok(table)
    }
}

/// Fills `buf`, saying a short read damaged `what`.
fn read_exact(input: &mut impl Read, buf: &mut [u8], what: &str) -> Result<(), LoadError> {
    input.read_exact(buf).map_err(|e| match e.kind() {
        io::ErrorKind::UnexpectedEof => LoadError::Damaged(format!("it ends inside {}", what)),
        _ => LoadError::Io(e),
    })
}

/// FNV-1a over 64-bit words. O(words).
fn checksum(words: impl Iterator<Item = u64>) -> u64 {
    words.fold(0xcbf2_9ce4_8422_2325, |h, w| {
        (h ^ w).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests;
