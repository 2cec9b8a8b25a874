//! The pruning table over [`Index48`]'s entries: for each, the fewest moves that bring a cube of
//! that entry to the goal of all 48 symmetries (corners in their tetrads and twisted right,
//! edges in their slices and unflipped), capped.
//!
//! **Why it is not built breadth-first.** An entry keeps only some of the eleven flips, so it
//! stands for several cosets of the goal (one for each value of the flips it forgets), and
//! each of those has its own neighbours: the entries next to an entry depend on which of its
//! cosets one starts from. So the table is a function of the cosets, whose projection is
//! closed under moves but has 240.8 billion classes, too many to search over. An entry holds
//! the least distance of the cosets it stands for: a lower bound of any of its cubes'
//! distance.
//!
//! **How it is built** ([`Reach`]), as H48 builds its tables: the cosets within `short` moves
//! of the goal, one of each class under the 48 symmetries, are found breadth-first and kept in
//! a hash map (6.2 million at 8 moves, and those nearer); each sets its entries. Then from
//! every coset at exactly `short` moves, every sequence of up to `ext` more moves is walked
//! depth-first, setting each coset's entries to the lower of what they hold and the sequence's
//! length. A walk stops where it comes back to a kept coset (what lies beyond it is reached
//! from the kept cosets at `short`). Every coset within `short + ext` moves is so reached along
//! a shortest sequence (its first `short` moves end at a kept coset, up to a symmetry), so an
//! entry within that distance holds it exactly; the others hold `short + ext + 1`, a lower
//! bound.

use super::super::moves::{Face, Move};
use super::{Flips, Index48, Symmetries48};
use crate::cube3::optimal_table::entries::{self, Entries, BLOCK};
use crate::cube3::optimal_table::{file, LoadError, Storage};
use crate::memory;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::io::{self, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How far a build reaches: cosets within `short` moves found breadth-first, then `ext` moves
/// walked from each at `short`. Entries farther than `short + ext` read `short + ext + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reach {
    /// The breadth-first part's depth.
    pub short: u8,
    /// The walks' length.
    pub ext: u8,
}

impl Reach {
    /// What an entry farther than the build reaches reads. O(1).
    pub fn cap(self) -> u8 {
        self.short + self.ext + 1
    }
}

/// A 48-symmetric table's size: the flips its entries keep, and how far its build reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape48 {
    /// How many of the eleven flips each corner class's entries keep ([`Index48::with_flips`]).
    pub flips: Flips,
    /// How far the build reaches ([`Table48::build`]).
    pub reach: Reach,
}

impl Shape48 {
    /// Every 48-symmetric table with a name, kept based: a small one for the proofs (0 flip
    /// bits, exact within 5 moves: 29 MB), then 3 flip bits (239 MB), 4 (478 MB), 5 (955 MB),
    /// 6 (1.91 GB, H48's `h48h6` size), 6 with every third corner class keeping 7
    /// (`sym48-6w3`: 2.55 GB, inside vcube 112's 2.60 GB) and 7 (3.82 GB), all exact within 11
    /// moves. Each flip bit fewer halves the memory for about 1.8 times the nodes; `sym48-6w3`
    /// searches 0.80 times `sym48-6`'s (docs/optimal.md).
    pub const ALL: [(&'static str, Shape48); 7] = [
        ("sym48-tiny", Shape48::even(0, 0, 3, 2)),
        ("sym48-3", Shape48::even(3, 0, 8, 3)),
        ("sym48-4", Shape48::even(4, 0, 8, 3)),
        ("sym48-5", Shape48::even(5, 0, 8, 3)),
        ("sym48-6", Shape48::even(6, 0, 8, 3)),
        ("sym48-6w3", Shape48::even(6, 3, 8, 3)),
        ("sym48-7", Shape48::even(7, 0, 8, 3)),
    ];

    const fn even(bits: u32, wide_every: u32, short: u8, ext: u8) -> Shape48 {
        Shape48 {
            flips: Flips::Even { bits, wide_every },
            reach: Reach { short, ext },
        }
    }

    /// The shape called `name` in [`Shape48::ALL`]. O(1).
    pub fn named(name: &str) -> Option<Shape48> {
        Shape48::ALL.iter().find(|(n, _)| *n == name).map(|&(_, s)| s)
    }

    /// The shape's name in [`Shape48::ALL`], or "?". O(1).
    pub fn name(self) -> &'static str {
        Shape48::ALL
            .iter()
            .find(|(_, s)| *s == self)
            .map_or("?", |&(n, _)| n)
    }

    /// The index of this shape's entries. O(153,090 * 18 + 34,650 * 66) cubie products: about
    /// a second ([`Index48::new`]).
    pub fn index(self) -> Index48 {
        Index48::with_flips(&Symmetries48::new(), self.flips)
    }

    /// The table's kind in a file's header: apart from every 16-symmetric shape's (bit 8), with
    /// its flips (for even ones the bits and the wide classes; for flips by distance the most a
    /// class keeps, bit 31 and a digest of them), its reach and whether it is kept based.
    fn kind(self, based: bool) -> u32 {
        let (bits, flips) = match self.flips {
            Flips::Even { bits, wide_every } => (bits, wide_every),
            Flips::ByDistance(by_distance) => {
                let digest = by_distance.iter().fold(0, |h, &b| (h * 12 + u32::from(b)) % 509);
                (self.flips.most(), 1 << 9 | digest)
            }
        };
        1 << 8
            | u32::from(based) << 9
            | bits << 10
            | u32::from(self.reach.short) << 14
            | u32::from(self.reach.ext) << 18
            | flips << 22
    }
}

/// The pruning table over [`Index48`]'s entries: 4 bits an entry as built, or kept based (2
/// bits over a base per 64-byte line, as the other tables' [`Storage::Based`]).
///
/// [`Storage::Based`]: crate::cube3::optimal_table::Storage::Based
pub struct Table48 {
    index: Index48,
    reach: Reach,
    entries: Entries,
    len: usize,
    based: bool,
}

impl Table48 {
    /// Builds the table over `index`'s entries as far as `reach` says, with `threads` workers (at least
    /// 1), calling `progress(done, of)` from the calling thread with the kept cosets walked
    /// from. Time: O(kept cosets * 13^ext) moves and entry updates (with 6 flip bits and
    /// `Reach { short: 8, ext: 3 }`: walks from 6.2 million cosets, about a quarter of an hour
    /// on two cores; figures in docs/optimal.md). Memory: half a byte an entry (3.76 GB with 6
    /// flip bits), and the kept cosets' map (over 6.2 million with `short` 8, about 16 bytes each).
    ///
    /// # Panics
    /// If `threads` is 0, or `reach.cap()` is 15 or more.
    pub fn build(
        index: Index48,
        reach: Reach,
        threads: usize,
        mut progress: impl FnMut(usize, usize),
    ) -> Table48 {
        assert!(threads > 0, "a build needs a thread");
        assert!(reach.cap() < 15, "entries hold at most 14");
        assert!(index.entries() <= usize::MAX as u64, "the table fits in memory");
        let len = index.entries() as usize;
        let table = Table48 {
            index,
            reach,
            entries: Entries::filled(len, reach.cap()),
            len,
            based: false,
        };
        let index = &table.index;
        let kept = short_cosets(index, reach.short);
        for (&coset, &d) in &kept {
            let (k, e) = index.coset_keys(coset);
            index.for_each_twin(k, e, |entry| {
                table.entries.lower_to(entry as usize, d);
            });
        }
        let starts: Vec<u64> = kept
            .iter()
            .filter(|&(_, &d)| d == reach.short && reach.ext > 0)
            .map(|(&c, _)| c)
            .collect();
        let next = AtomicUsize::new(0);
        let walk = Walk {
            index,
            table: &table,
            kept: &kept,
            reach,
        };
        let work = |report: &mut dyn FnMut(usize)| loop {
            let first = next.fetch_add(CHUNK, Ordering::Relaxed);
            if first >= starts.len() {
                return;
            }
            for &coset in &starts[first..starts.len().min(first + CHUNK)] {
                let (k, e) = index.coset_keys(coset);
                walk.from(k, e, 0, None);
            }
            report(first + CHUNK);
        };
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(|| work(&mut |_| {}));
            }
            work(&mut |done| progress(done.min(starts.len()), starts.len()));
        });
        table
    }

    /// The same table kept based, packed in place: a quarter of a byte an entry (with 6 flip
    /// bits, 1.91 GB), each entry read as its line's least plus at most 3. A table kept based
    /// is returned as it is. O(entries), one thread.
    pub fn into_based(self) -> Table48 {
        if self.based {
            return self;
        }
        Table48 {
            index: self.index,
            reach: self.reach,
            entries: self.entries.into_based(self.len),
            len: self.len,
            based: true,
        }
    }

    /// The index that finds a cube's entry. O(1).
    pub fn index(&self) -> &Index48 {
        &self.index
    }

    /// The table's flip bits and reach. O(1).
    pub fn shape(&self) -> Shape48 {
        Shape48 {
            flips: self.index.flips(),
            reach: self.reach,
        }
    }

    /// Whether the table is kept based ([`Table48::into_based`]). O(1).
    pub fn is_based(&self) -> bool {
        self.based
    }

    /// Writes the table as the 16-symmetric tables are written (a header with the shape, then
    /// the entries; see [`crate::cube3::optimal_table::Table::write_to`]). O(entries / 16).
    pub fn write_to(&self, out: &mut impl Write) -> io::Result<()> {
        let kind = self.shape().kind(self.based);
        file::write(out, kind, self.len, &self.entries.words)
    }

    /// Reads a table of `shape` written by [`Table48::write_to`], kept based or not, checking
    /// its header and checksum. O(entries / 16), and the index ([`Shape48::index`]).
    pub fn read_from(shape: Shape48, based: bool, input: &mut impl Read) -> Result<Table48, LoadError> {
        let index = shape.index();
        let words = file::read(input, Table48::expected(shape, based, &index))?;
        Ok(Table48::of_words(index, shape.reach, based, words))
    }

    /// [`Table48::read_from`] on the file at `path`, read by `threads` workers (at least 1), each
    /// its own part. O(entries / 16 / threads), the checksum's O(entries / 16) and the index.
    pub fn read_file(shape: Shape48, based: bool, path: &Path, threads: usize) -> Result<Table48, LoadError> {
        let index = shape.index();
        let words = file::read_file(path, Table48::expected(shape, based, &index), threads)?;
        Ok(Table48::of_words(index, shape.reach, based, words))
    }

    /// What a file of this table must hold.
    fn expected(shape: Shape48, based: bool, index: &Index48) -> file::Expected {
        let len = index.entries() as usize;
        let storage = if based { Storage::Based } else { Storage::Exact };
        file::Expected {
            kind: shape.kind(based),
            entries: len,
            words: storage.words(len),
        }
    }

    /// The table of `words` read from a file.
    fn of_words(
        index: Index48,
        reach: Reach,
        based: bool,
        words: Vec<std::sync::atomic::AtomicU64>,
    ) -> Table48 {
        Table48 {
            len: index.entries() as usize,
            index,
            reach,
            entries: Entries { words },
            based,
        }
    }

    /// Entry `i` ([`Index48::entry`]): a lower bound of the distance of its cubes. O(1).
    ///
    /// # Panics
    /// If `i` is not below [`Table48::len`].
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        assert!(i < self.len, "entry {} of {}", i, self.len);
        if self.based {
            self.entries.based(i)
        } else {
            self.entries.get(i)
        }
    }

    /// The entries at `at`, into `out` (as long): every entry's word is asked of the memory
    /// first, then read, so that the batch's cache misses are in flight at once. O(`at.len()`).
    ///
    /// # Panics
    /// If an index is not below [`Table48::len`], or `out` is shorter than `at`.
    #[inline]
    pub fn get_many(&self, at: &[usize], out: &mut [u8]) {
        for &i in at {
            let word = if self.based { i / BLOCK * 8 } else { i >> 4 };
            memory::prefetch(&self.entries.words[word]);
        }
        for (o, &i) in out[..at.len()].iter_mut().zip(at) {
            *o = self.get(i);
        }
    }

    /// The bytes of the entries' memory. O(1).
    pub fn bytes(&self) -> usize {
        self.entries.bytes()
    }

    /// The share of the entries' memory in huge pages, 0 to 1, as the system says (Linux);
    /// `None` where it does not say. O(the process's mappings).
    pub fn huge_page_share(&self) -> Option<f64> {
        self.entries.huge_page_share()
    }

    /// Moves the entries into huge pages where they are not all there, and returns their share
    /// in huge pages then, as [`crate::cube3::optimal_table::Table::settle_in_huge_pages`].
    /// O(bytes) where it moves them.
    pub fn settle_in_huge_pages(&self) -> Option<f64> {
        self.entries.settle_in_huge_pages()
    }

    /// How many entries. O(1).
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the table has no entries (never: the goal has one). O(1).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many entries read each distance, 0 first (kept based: each reading). O(entries).
    pub fn histogram(&self) -> Vec<usize> {
        entries::histogram(self.len, |i| self.get(i))
    }
}

/// Kept cosets a worker takes at a time.
const CHUNK: usize = 1 << 10;

/// The walks of a build: what every walk reads and sets.
struct Walk<'a> {
    index: &'a Index48,
    table: &'a Table48,
    kept: &'a HashMap<u64, u8, Fast>,
    reach: Reach,
}

impl Walk<'_> {
    /// Walks every sequence of moves from a cube of keys `k`, `e`, `done` moves past a kept
    /// coset at `reach.short`, after a move on face `last`, while the sequence is at most
    /// `reach.ext` long: sets each coset's entries to the lower of theirs and its moves.
    fn from(&self, k: usize, e: usize, done: u8, last: Option<Face>) {
        let d = self.reach.short + done + 1;
        if done + 1 == self.reach.ext {
            return self.last_step(k, e, d, last);
        }
        for m in Move::ALL {
            if !follows(last, m.face()) {
                continue;
            }
            let (k2, e2) = (self.index.moved_corners(k, m), self.index.moved_edges(e, m));
            if self.kept.contains_key(&self.index.coset(k2, e2)) {
                continue;
            }
            self.index.for_each_twin(k2, e2, |entry| {
                self.table.entries.lower_to(entry as usize, d);
            });
            self.from(k2, e2, done + 1, Some(m.face()));
        }
    }

    /// The walks' last step, where most of a build's time goes: every child's entries are
    /// lowered to `d` in batches, their cache misses in flight together. Nothing comes after
    /// it, so it looks up no kept coset (a kept coset's entries are already lower).
    fn last_step(&self, k: usize, e: usize, d: u8, last: Option<Face>) {
        let mut batch = [0usize; BATCH];
        let mut n = 0;
        for m in Move::ALL {
            if !follows(last, m.face()) {
                continue;
            }
            let (k2, e2) = (self.index.moved_corners(k, m), self.index.moved_edges(e, m));
            self.index.for_each_twin(k2, e2, |entry| {
                if n == BATCH {
                    self.table.entries.lower_all_to(&batch, d);
                    n = 0;
                }
                batch[n] = entry as usize;
                n += 1;
            });
        }
        self.table.entries.lower_all_to(&batch[..n], d);
    }
}

/// Entries a walk's last step lowers together: a move's children, and more where twins add.
const BATCH: usize = 32;

/// Whether a move on `face` may follow one on `last` in a sequence that counts each position
/// once: never the same face twice, and of two opposite faces, which commute, one order only.
pub(super) fn follows(last: Option<Face>, face: Face) -> bool {
    match last {
        None => true,
        Some(l) => face != l && !(face == l.opposite() && face.index() < l.index()),
    }
}

/// The cosets within `depth` moves of the goal, one of each class under the 48 symmetries
/// ([`Index48::coset`]), with their distances: breadth-first, one thread. O(cosets * 18)
/// moves and hash look-ups.
pub(crate) fn short_cosets(index: &Index48, depth: u8) -> HashMap<u64, u8, Fast> {
    let mut seen = HashMap::with_hasher(Fast::default());
    seen.insert(index.coset(0, 0), 0);
    let mut layer = vec![index.coset(0, 0)];
    for d in 1..=depth {
        let mut next = Vec::new();
        for &coset in &layer {
            let (k, e) = index.coset_keys(coset);
            for m in Move::ALL {
                let c = index.coset(index.moved_corners(k, m), index.moved_edges(e, m));
                if let std::collections::hash_map::Entry::Vacant(v) = seen.entry(c) {
                    v.insert(d);
                    next.push(c);
                }
            }
        }
        layer = next;
    }
    seen
}

/// A hasher for coset numbers (below 3,393 x [`super::EDGE_KEYS`], under 2^38), spread by one
/// multiplication: the kept cosets' map is read at nearly every step of a build, where std's
/// default hasher (keyed, made for untrusted keys) would cost more than the walk.
pub(crate) type Fast = BuildHasherDefault<CosetHasher>;

/// See [`Fast`].
#[derive(Default)]
pub(crate) struct CosetHasher(u64);

impl Hasher for CosetHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }

    fn write_u64(&mut self, x: u64) {
        // The high bits pick the bucket in std's map (SwissTable), so they must mix well.
        self.0 = (x ^ x >> 29).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

#[cfg(test)]
mod tests;
