//! The pruning table of the deep optimal solver ([`super::optimal_search`]): for every cube, a
//! lower bound of its distance in the half-turn metric, read in one lookup. Its size is a
//! parameter, [`Shape`]: the same code builds a table of a million entries for the proofs and
//! one of tens of billions for real use.
//!
//! **What an entry is.** A cube is projected onto a few coordinates; the projection is a
//! smaller puzzle of its own, and its distance (the fewest moves that solve those coordinates)
//! is a lower bound of the cube's. The 16 symmetries that keep the U-D axis
//! (`coord::Symmetries`) map the projection to itself, so an entry is (class of some
//! coordinates under the 16 symmetries) x (the others, conjugated into that class). Two
//! families, each at several sizes:
//!
//! - [`flip_slice`] (Cube Explorer's): classes of (edge flips 2048, slice places 495), 64,430
//!   of them, x (twist 2187, U-layer corner places 70). With everything in ([`Shape::HUGE`])
//!   this is the table of Kociemba's "huge" optimal solver (9.9 billion entries); without the
//!   corner places ([`Shape::MEDIUM`]) his older 140-million-entry table; without the flips
//!   ([`Shape::SMALL`], [`Shape::TINY`]) small enough to check against a plain breadth-first
//!   search over raw coordinates.
//! - [`sorted`] (the family of H48 and vcube): classes of the corners (twist, U-layer corner
//!   places), 9,930 of them, x (the slice edges' places and order 11,880, the flips of the
//!   eight other edges 256): 30.2 billion entries ([`Shape::SORTED_HUGE`]). It prunes better
//!   per entry; kept based ([`Storage::Based`]) it takes 7.67 GB.
//!
//! **How it is built.** Breadth-first search over the entries themselves, 4 bits each (15 marks
//! an entry not reached yet): layer `d + 1` is found forward (every neighbour of every entry at
//! `d`) while the layer is smaller than what is left, then backward (every entry not reached
//! that has a neighbour at `d`), each skipping the words of 16 entries that hold none it looks
//! for. Both directions split the classes into chunks that `threads` workers take in turn;
//! entries are atomic words, so workers never race. A table is then packed as its
//! [`Storage`] asks.
//!
//! **How it is kept.** [`Table::write_to`] and [`Table::read_from`] write and check a header (a
//! format version, the shape, the entry count, a checksum) before the entries; where the bytes
//! live is the caller's business (the `cubesmith` tool keeps them under `target/`).

use self::entries::{Entries, BLOCK, UNSET};
pub use self::file::FORMAT_VERSION;
use super::super::memory;
use super::coord::{self, Coord, CORNER_COMBS, FLIPS, SYMS};
use super::cubie::Cubies;
use super::moves::Move;
use std::io::{self, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The table columns of the move tables: one per move, by [`Move::index`].
const MOVES: usize = Move::COUNT;

/// How a table keeps its entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Storage {
    /// 4 bits an entry: its distance.
    Exact,
    /// 2 bits an entry, its distance modulo 3: half the memory. A reader that knows a cube's
    /// distance in the projection knows each neighbour's, which is one less, the same or one
    /// more, three values apart modulo 3; so a search can follow the cube's readings exactly,
    /// but not the inverse's (a move acts on the inverse from the other side, which is no move
    /// of the projection).
    Mod3,
    /// 2 bits an entry over a base: the entries in blocks of 252, each block one 64-byte line
    /// holding its smallest distance (a byte) and each entry's excess over it (3 meaning 3 or
    /// more). A reading is a lower bound of the distance, found in one cache line without
    /// knowing any other: the inverse can be read too.
    Based,
}

impl Storage {
    /// The 64-bit words that hold `n` entries kept so (both table families keep them alike).
    pub(crate) fn words(self, n: usize) -> usize {
        match self {
            Storage::Exact => (n + 15) / 16,
            Storage::Mod3 => (n + 31) / 32,
            Storage::Based => (n + BLOCK - 1) / BLOCK * 8,
        }
    }
}

/// Which coordinates a table includes, and how it keeps its entries: its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// The sorted-slice family (classes of the corners x the slice edges' places and order x
    /// the eight other edges' flips, [`sorted`]) instead of the flip-slice family (classes of
    /// the edge flips and slice places x the corners, [`flip_slice`]).
    pub sorted: bool,
    /// With the edge flips: all 2048 in the flip-slice family, the 256 of the eight edges
    /// outside the slice in the sorted-slice family.
    pub flips: bool,
    /// With the 70 places of the U-layer corners.
    pub corner_places: bool,
    /// With the 2187 corner twists (every shape of the flip-slice family has them).
    pub twist: bool,
    /// How the entries are kept.
    pub storage: Storage,
}

impl Shape {
    /// Flip-slice family: slice places and twist: 45 classes x 2187 = 98,415 entries (49 KB).
    pub const TINY: Shape = Shape::flip_slice(false, false);
    /// Slice places, twist and corner places: 45 x 2187 x 70 = 6.9 million entries (3.4 MB).
    pub const SMALL: Shape = Shape::flip_slice(false, true);
    /// Flip and slice places, twist: 64,430 x 2187 = 141 million entries (70 MB).
    pub const MEDIUM: Shape = Shape::flip_slice(true, false);
    /// Everything: 64,430 x 2187 x 70 = 9.86 billion entries (4.9 GB).
    pub const HUGE: Shape = Shape::flip_slice(true, true);
    /// Sorted-slice family: twist classes x sorted slice: 2.0 million entries (1 MB).
    pub const SORTED_TINY: Shape = Shape::sorted_slice(true, false, false);
    /// Corner-place classes x sorted slice x the eight flips: 24.3 million entries (12 MB).
    pub const SORTED_SMALL: Shape = Shape::sorted_slice(false, true, true);
    /// Everything: 9,930 corner classes x 11,880 x 256 = 30.2 billion entries (15.1 GB
    /// exact, 7.67 GB based).
    pub const SORTED_HUGE: Shape = Shape::sorted_slice(true, true, true);
    /// Every shape with a name, smallest first in each family.
    pub const ALL: [(&'static str, Shape); 15] = [
        ("tiny", Shape::TINY),
        ("small", Shape::SMALL),
        ("medium", Shape::MEDIUM),
        ("huge", Shape::HUGE),
        ("tiny-mod3", Shape::TINY.stored(Storage::Mod3)),
        ("small-mod3", Shape::SMALL.stored(Storage::Mod3)),
        ("medium-mod3", Shape::MEDIUM.stored(Storage::Mod3)),
        ("huge-mod3", Shape::HUGE.stored(Storage::Mod3)),
        ("tiny-based", Shape::TINY.stored(Storage::Based)),
        ("huge-based", Shape::HUGE.stored(Storage::Based)),
        ("sorted-tiny", Shape::SORTED_TINY),
        ("sorted-small", Shape::SORTED_SMALL),
        ("sorted-small-based", Shape::SORTED_SMALL.stored(Storage::Based)),
        ("sorted-huge", Shape::SORTED_HUGE),
        ("sorted-huge-based", Shape::SORTED_HUGE.stored(Storage::Based)),
    ];

    /// A shape of the flip-slice family, exact.
    const fn flip_slice(flips: bool, corner_places: bool) -> Shape {
        Shape {
            sorted: false,
            flips,
            corner_places,
            twist: true,
            storage: Storage::Exact,
        }
    }

    /// A shape of the sorted-slice family, exact.
    const fn sorted_slice(twist: bool, corner_places: bool, flips: bool) -> Shape {
        Shape {
            sorted: true,
            flips,
            corner_places,
            twist,
            storage: Storage::Exact,
        }
    }

    /// The same coordinates, kept as `storage` says. O(1).
    pub const fn stored(self, storage: Storage) -> Shape {
        Shape { storage, ..self }
    }

    /// The same coordinates, stored as distances (4 bits an entry). O(1).
    pub const fn exact(self) -> Shape {
        self.stored(Storage::Exact)
    }

    /// Whether entries are distances modulo 3. O(1).
    pub fn mod3(self) -> bool {
        self.storage == Storage::Mod3
    }

    /// The 64-bit words that hold `n` entries.
    fn words(self, n: usize) -> usize {
        self.storage.words(n)
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

    /// Values of the flip part: 2048 or 256, or 1 without flips.
    fn flip_values(self) -> usize {
        match (self.flips, self.sorted) {
            (false, _) => 1,
            (true, false) => FLIPS,
            (true, true) => sorted::UD_FLIPS,
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
        u32::from(self.flips)
            | u32::from(self.corner_places) << 1
            | u32::from(self.storage == Storage::Mod3) << 2
            | u32::from(self.sorted) << 3
            | u32::from(!self.twist) << 4
            | u32::from(self.storage == Storage::Based) << 5
    }
}

/// The raw coordinates of a cube that a table reads: flip, slice places, twist, corner places
/// (flip and corner places are 0 when the shape leaves them out).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Raw {
    pub flip: u16,
    pub slice: u16,
    pub twist: u16,
    pub places: u16,
}

pub(crate) mod entries;
pub(crate) mod file;
mod flip_slice;
pub mod sorted;

pub use self::flip_slice::FlipSliceIndex;
pub use self::sorted::SortedIndex;

/// The coordinate tables of a shape of either family: where a cube's entry is, and where each
/// move takes each entry. Every method passes to the family's own. (One index a table, made
/// once: the variants' sizes do not matter, and a box would put a pointer before every read.)
#[allow(clippy::large_enum_variant)]
pub enum Index {
    FlipSlice(FlipSliceIndex),
    Sorted(SortedIndex),
}

/// `each!(index, i => expression)`: the expression on whichever family's index `index` holds.
macro_rules! each {
    ($index:expr, $i:ident => $e:expr) => {
        match $index {
            Index::FlipSlice($i) => $e,
            Index::Sorted($i) => $e,
        }
    };
}

impl Index {
    /// The tables of `shape`: under a second for every shape. O(each family's `new`):
    /// [`FlipSliceIndex::new`], [`SortedIndex::new`].
    pub fn new(shape: Shape) -> Index {
        if shape.sorted {
            Index::Sorted(SortedIndex::new(shape.exact()))
        } else {
            Index::FlipSlice(FlipSliceIndex::new(shape.exact()))
        }
    }

    /// The shape these tables are for (kept exact: the tables do not depend on the storage).
    /// O(1).
    pub fn shape(&self) -> Shape {
        each!(self, i => i.shape())
    }

    /// The number of classes. O(1).
    pub fn classes(&self) -> usize {
        each!(self, i => i.classes())
    }

    /// Entries per class. O(1).
    pub fn row(&self) -> usize {
        each!(self, i => i.row())
    }

    /// The number of entries: classes x row. O(1).
    pub fn len(&self) -> usize {
        self.classes() * self.row()
    }

    /// Never: every shape has entries (for clippy's `len_without_is_empty`). O(1).
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The raw coordinates of `cube` that this shape reads. O(12).
    ///
    /// # Panics
    /// May panic if `cube` is not legal ([`Cubies::is_legal`]), as [`SortedIndex::raw`].
    #[inline(always)]
    pub fn raw(&self, cube: &Cubies) -> Raw {
        each!(self, i => i.raw(cube))
    }

    /// The raw coordinates after move `m`. O(1).
    ///
    /// # Panics
    /// If `r` is not raw coordinates this shape reads (a coordinate out of range).
    #[inline(always)]
    pub fn moved(&self, r: Raw, m: Move) -> Raw {
        each!(self, i => i.moved(r, m))
    }

    /// The entry of a cube with raw coordinates `r`. O(1).
    ///
    /// # Panics
    /// If `r` is not raw coordinates this shape reads (a coordinate out of range).
    #[inline(always)]
    pub fn entry(&self, r: Raw) -> usize {
        self.entry_in(r, self.class_word(r))
    }

    /// The class of `r` and the symmetry into it, as one word for [`Index::entry_in`]:
    /// `class << 4 | symmetry`. A caller with many entries to find gets every word first,
    /// then every entry. O(1).
    ///
    /// # Panics
    /// If `r` is not raw coordinates this shape reads (a coordinate out of range).
    #[inline(always)]
    pub fn class_word(&self, r: Raw) -> u32 {
        each!(self, i => i.class_word(r))
    }

    /// The entry of a cube with raw coordinates `r`, given `class_word(r)`. O(1).
    ///
    /// # Panics
    /// If `r` is not raw coordinates this shape reads (a coordinate out of range).
    #[inline(always)]
    pub fn entry_in(&self, r: Raw, word: u32) -> usize {
        each!(self, i => i.entry_in(r, word))
    }

    /// Where move `m` takes class `c`: the class and the symmetry into it. O(1).
    #[inline]
    fn class_move(&self, c: usize, m: usize) -> (usize, usize) {
        each!(self, i => i.class_move(c, m))
    }

    /// The entry that move `m` takes entry `(c, y)` to, given `class_move(c, m) = (c2, s)`.
    #[inline]
    fn neighbour(&self, c2: usize, s: usize, m: usize, y: usize) -> usize {
        each!(self, i => i.neighbour(c2, s, m, y))
    }

    /// The twin of row position `y` in a class whose representative symmetry `s` fixes.
    fn twin(&self, y: usize, s: usize) -> usize {
        each!(self, i => i.twin(y, s))
    }

    /// The symmetries other than the identity that fix each class's representative, as bits.
    fn stabilizers(&self) -> &[u16] {
        each!(self, i => i.stabilizers())
    }
}

/// A class word, `class << 4 | symmetry`, split into its class and its symmetry. O(1).
#[inline]
fn split(word: u32) -> (usize, usize) {
    (word as usize >> 4, word as usize & 15)
}

/// Values sorted into classes under the 16 symmetries: the first value met of each class is
/// its representative.
struct Classes {
    /// `class_of[v]`: `class << 4 | s`, `s` the symmetry that takes `v` to its representative.
    class_of: Vec<u32>,
    /// The representative of each class.
    reps: Vec<u32>,
    /// The symmetries other than the identity that fix each representative, as bits.
    stabilizers: Vec<u16>,
}

/// The classes of the values `0..n` under `conj(v, s)`, `v` conjugated by symmetry `s`.
/// O(n * 16).
fn sym_classes(n: usize, conj: impl Fn(usize, usize) -> usize) -> Classes {
    const UNSET: u32 = u32::MAX;
    let inverse = coord::Symmetries::new().inverse;
    let mut out = Classes {
        class_of: vec![UNSET; n],
        reps: Vec::new(),
        stabilizers: Vec::new(),
    };
    for v in 0..n {
        if out.class_of[v] != UNSET {
            continue;
        }
        let class = out.reps.len() as u32;
        out.reps.push(v as u32);
        let mut stabilizer = 0u16;
        for (s, &back) in inverse.iter().enumerate() {
            let y = conj(v, s);
            if y == v && s != 0 {
                stabilizer |= 1 << s;
            }
            if out.class_of[y] == UNSET {
                // Conjugating y by the inverse of s gives back v.
                out.class_of[y] = class << 4 | u32::from(back);
            }
        }
        out.stabilizers.push(stabilizer);
    }
    out
}

/// Subset coordinates read through bit masks: the search reads the inverse's coordinates from
/// its cubies at most nodes, and a mask and a lookup cost less than ranking the subset piece by
/// piece.
struct Ranks {
    /// `slice[mask]`: the slice places whose positions are the 12-bit `mask`.
    slice: Vec<u16>,
    /// `corners[mask]`: the U-layer corners' places whose positions are the 8-bit `mask`.
    corners: Vec<u8>,
}

impl Ranks {
    /// Both tables. O(495 + 70).
    fn new() -> Ranks {
        let mut ranks = Ranks {
            slice: vec![0; 1 << 12],
            corners: vec![0; 1 << 8],
        };
        for x in 0..coord::SLICES {
            ranks.slice[edge_mask(&coord::from_slice(x))] = x as u16;
        }
        for r in 0..CORNER_COMBS {
            ranks.corners[corner_mask(&coord::from_corner_comb(r))] = r as u8;
        }
        ranks
    }

    /// The slice places of a cube whose slice edges are at the positions of `mask`. O(1).
    #[inline]
    fn slice(&self, mask: usize) -> u16 {
        self.slice[mask]
    }

    /// The places of `cube`'s U-layer corners, 0 where `shape` leaves them out. O(8).
    #[inline]
    fn places(&self, cube: &Cubies, shape: Shape) -> u16 {
        if shape.corner_places {
            u16::from(self.corners[corner_mask(cube)])
        } else {
            0
        }
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
    /// O(1).
    ///
    /// # Panics
    /// If `done > chunks`.
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
    shape: Shape,
    index: Index,
    entries: Entries,
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

impl Table {
    /// Builds the table of `shape` with `threads` workers (at least 1), calling `progress`
    /// from the calling thread after each chunk it finishes. Time: O(entries * 18) lookups,
    /// most of them cache misses on the large shapes; measured figures are in
    /// docs/optimal.md. Memory: half a byte an entry.
    ///
    /// # Panics
    /// If an entry is 15 or more moves away (no shape has one), or `threads` is 0.
    pub fn build(shape: Shape, threads: usize, progress: impl FnMut(&Progress)) -> Table {
        Table::build_exact(shape.exact(), threads, progress).stored(shape.storage, threads)
    }

    /// The same table kept as `storage` says, packed from a table of distances:
    /// [`Storage::Mod3`] by `threads` workers (at least 1), the new table's quarter of a byte
    /// an entry beside this one's; [`Storage::Based`] in place, on one thread. A table already
    /// kept so is returned as it is. Time: O(entries / threads) or O(entries).
    ///
    /// # Panics
    /// If `threads` is 0, or this table is packed already and `storage` asks for another
    /// packing (only distances can be packed).
    pub fn stored(self, storage: Storage, threads: usize) -> Table {
        assert!(threads > 0, "packing needs a thread");
        if self.shape.storage == storage {
            return self;
        }
        assert!(
            self.shape.storage == Storage::Exact,
            "only a table of distances can be packed"
        );
        let n = self.index.len();
        let entries = match storage {
            Storage::Exact => unreachable!("a table of distances is returned as it is"),
            Storage::Mod3 => self.entries.in_mod3(n, threads),
            Storage::Based => self.entries.into_based(n),
        };
        Table {
            shape: self.shape.stored(storage),
            index: self.index,
            entries,
        }
    }

    /// [`Table::build`] of a table of distances.
    fn build_exact(shape: Shape, threads: usize, mut progress: impl FnMut(&Progress)) -> Table {
        assert!(threads > 0, "a build needs a thread");
        let index = Index::new(shape);
        let entries = Entries::unset(index.len());
        let table = Table {
            shape,
            index,
            entries,
        };
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
        let finished = AtomicUsize::new(0);
        let layer_start = Instant::now();
        // The calling thread reports after each of its chunks but the layer's last; the
        // others do not. The layer's end is reported once, when every worker is done.
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
            let done = finished.fetch_add(1, Ordering::Relaxed) + 1;
            if let Some(r) = report.as_mut().filter(|_| done < chunks) {
                r(done, chunks, layer_start);
            }
        };
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(|| work(None));
            }
            work(Some(&mut *report));
        });
        report(chunks, chunks, layer_start);
        found.into_inner()
    }

    /// Marks every unset neighbour of class `c`'s entries at `depth`; how many it marked.
    fn forward_row(&self, c: usize, depth: u8) -> usize {
        let (row, index) = (self.index.row(), &self.index);
        let moves: Vec<(usize, usize)> = (0..MOVES).map(|m| index.class_move(c, m)).collect();
        let mut count = 0;
        let mut y = 0;
        while y < row {
            if let Some(skip) = self.entries.skip_without(c * row + y, row - y, depth) {
                y += skip;
                continue;
            }
            if self.entries.get(c * row + y) == depth {
                for (m, &(c2, s)) in moves.iter().enumerate() {
                    let j = index.neighbour(c2, s, m, y);
                    // Test first: most neighbours are set, and a test is cheaper than a write.
                    if self.entries.get(j) == UNSET && self.entries.set_if_unset(j, depth + 1) {
                        count += 1;
                    }
                }
            }
            y += 1;
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
        let mut y = 0;
        while y < row {
            if let Some(skip) = self.entries.skip_without(c * row + y, row - y, UNSET) {
                y += skip;
                continue;
            }
            let near = self.entries.get(c * row + y) == UNSET
                && moves
                    .iter()
                    .enumerate()
                    .any(|(m, &(c2, s))| self.entries.get(index.neighbour(c2, s, m, y)) == depth);
            if near && self.entries.set_if_unset(c * row + y, depth + 1) {
                count += 1;
            }
            y += 1;
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
        for (c, &stabilizer) in self.index.stabilizers().iter().enumerate() {
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

    /// The coordinate tables this table is indexed by. O(1).
    pub fn index(&self) -> &Index {
        &self.index
    }

    /// The shape of this table. O(1).
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Entry `i`: the distance of its projection, or that distance modulo 3 in a table in
    /// mod 3, or a lower bound of it in a table kept based ([`Storage`]). O(1).
    ///
    /// # Panics
    /// If `i` is not below `index().len()`.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        match self.shape.storage {
            Storage::Exact => self.entries.get(i),
            Storage::Mod3 => self.entries.crumb(i),
            Storage::Based => self.entries.based(i),
        }
    }

    /// The entries at `at`, into `out` (as long). Every entry's word is asked of the memory
    /// first ([`memory::prefetch`]), then read: the cache misses of the whole batch are in
    /// flight at once, where plain reads one after the other keep only as many as the
    /// processor's window of instructions holds (on `huge-based`, 0.88 of the search's time).
    /// O(`at.len()`).
    ///
    /// # Panics
    /// If an index is not below `index().len()`, or `out` is shorter than `at`.
    #[inline]
    pub fn get_many(&self, at: &[usize], out: &mut [u8]) {
        for &i in at {
            memory::prefetch(&self.entries.words[self.word(i)]);
        }
        let out = out[..at.len()].iter_mut().zip(at);
        match self.shape.storage {
            Storage::Exact => out.for_each(|(o, &i)| *o = self.entries.get(i)),
            Storage::Mod3 => out.for_each(|(o, &i)| *o = self.entries.crumb(i)),
            Storage::Based => out.for_each(|(o, &i)| *o = self.entries.based(i)),
        }
    }

    /// The word that holds entry `i` (kept based, its line's first word, which holds the
    /// base). O(1).
    #[inline]
    fn word(&self, i: usize) -> usize {
        match self.shape.storage {
            Storage::Exact => i >> 4,
            Storage::Mod3 => i >> 5,
            Storage::Based => i / BLOCK * 8,
        }
    }

    /// A lower bound of the distance of a cube with raw coordinates `r`: the distance of its
    /// projection (kept based: a lower bound of it). O(1) lookup; in mod 3, O(that distance *
    /// 18) lookups, walking to the solved entry through a neighbour one nearer at each step.
    ///
    /// # Panics
    /// If `r` is not raw coordinates this table's shape reads (a coordinate out of range).
    pub fn bound(&self, r: Raw) -> u8 {
        let mut e = self.index.entry(r);
        if !self.shape.mod3() {
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

    /// How many entries are at each distance, 0 first (in mod 3: at each distance modulo 3;
    /// kept based: at each reading).
    /// O(entries).
    pub fn histogram(&self) -> Vec<usize> {
        entries::histogram(self.index.len(), |i| self.get(i))
    }

    /// The bytes of the entries' memory: half a byte an entry, a quarter in mod 3, 64 bytes a
    /// block of 252 kept based; rounded up to 8 bytes. O(1).
    pub fn bytes(&self) -> usize {
        self.entries.bytes()
    }

    /// The share of the entries' memory in huge pages, 0 to 1, as the system says (Linux);
    /// `None` where it does not say. A table read at random out of ordinary pages waits
    /// longer on each read (see [`memory`]). O(the process's mappings).
    pub fn huge_page_share(&self) -> Option<f64> {
        self.entries.huge_page_share()
    }

    /// Moves the entries into huge pages where they are not all there (Linux 6.1 and later:
    /// the memory was too fragmented when they were first touched), and returns their share
    /// in huge pages then, as [`Table::huge_page_share`]. Nothing changes where the system
    /// cannot. O(bytes) where it moves them.
    pub fn settle_in_huge_pages(&self) -> Option<f64> {
        self.entries.settle_in_huge_pages()
    }

    /// A 64-bit checksum of the entries (FNV-1a over the words). O(entries / 16).
    pub fn checksum(&self) -> u64 {
        file::checksum(&self.entries.words)
    }

    /// Writes the header (a format version, the shape, the entry count, a checksum) and the
    /// entries ([`file`]). O(entries / 16).
    pub fn write_to(&self, out: &mut impl Write) -> io::Result<()> {
        file::write(out, self.shape.bits(), self.index.len(), &self.entries.words)
    }

    /// What a file of `shape`'s table must hold.
    fn expected(shape: Shape, index: &Index) -> file::Expected {
        file::Expected {
            kind: shape.bits(),
            entries: index.len(),
            words: shape.words(index.len()),
        }
    }

    /// Reads a table of `shape` written by [`Table::write_to`], checking the header against the
    /// shape and the entries against the checksum, and that nothing follows. O(entries / 16),
    /// and the [`Index`] of the shape.
    pub fn read_from(shape: Shape, input: &mut impl Read) -> Result<Table, LoadError> {
        let index = Index::new(shape);
        let words = file::read(input, Table::expected(shape, &index))?;
        Ok(Table {
            shape,
            index,
            entries: Entries { words },
        })
    }

    /// [`Table::read_from`] on the file at `path`, its entries read by `threads` workers (at
    /// least 1) at once, each its own part of the file: the system's work of giving the table
    /// its memory and copying the file into it is shared between the cores. O(entries / 16 /
    /// threads), and the checksum's O(entries / 16).
    pub fn read_file(shape: Shape, path: &Path, threads: usize) -> Result<Table, LoadError> {
        let index = Index::new(shape);
        let words = file::read_file(path, Table::expected(shape, &index), threads)?;
        Ok(Table {
            shape,
            index,
            entries: Entries { words },
        })
    }
}

#[cfg(test)]
mod tests;
