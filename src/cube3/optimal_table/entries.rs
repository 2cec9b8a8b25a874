//! A table's entries in atomic words: the build's workers share them safely, and reading one
//! costs what a plain load costs. Every table of the deep solver keeps its entries here, as
//! distances (4 bits), in mod 3 (2 bits) or based (2 bits over a base per 64-byte line).

use crate::memory::{self, huge_vec};
use std::sync::atomic::{AtomicU64, Ordering};

/// Entries in a block of a table kept based ([`Storage::Based`](super::Storage::Based)): a
/// 64-byte line holds a byte of base and 252 entries of 2 bits.
pub(crate) const BLOCK: usize = 252;

/// How many of the first `n` entries read each value, 0 first, as `read` reads entry `i`;
/// without the trailing values none reads. O(n).
pub(crate) fn histogram(n: usize, read: impl Fn(usize) -> u8) -> Vec<usize> {
    let mut counts = vec![0usize; 16];
    for i in 0..n {
        counts[usize::from(read(i))] += 1;
    }
    while counts.last() == Some(&0) {
        counts.pop();
    }
    counts
}

/// An entry not reached yet while the table is built.
pub(crate) const UNSET: u8 = 15;

/// A table's entries in atomic words, so that the build's workers share them safely; reading
/// one costs what a plain load costs. Exact, 4 bits an entry, 16 to a word; in mod 3, 2 bits,
/// 32 to a word; kept based, a base byte and 252 entries of 2 bits in each 8-word line.
pub(crate) struct Entries {
    pub(crate) words: Vec<AtomicU64>,
}

impl Entries {
    /// `n` entries, all unset, in memory advised to be huge pages before it is first touched.
    pub(crate) fn unset(n: usize) -> Entries {
        Entries {
            words: huge_vec((n + 15) / 16, || AtomicU64::new(!0)),
        }
    }

    /// `n` entries, each `d` (below 16), in memory advised to be huge pages. O(n / 16).
    pub(crate) fn filled(n: usize, d: u8) -> Entries {
        let word = 0x1111_1111_1111_1111 * u64::from(d & 15);
        Entries {
            words: huge_vec((n + 15) / 16, || AtomicU64::new(word)),
        }
    }

    /// The bytes of the words. O(1).
    pub(crate) fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// The share of the words' memory in huge pages, 0 to 1, as the system says (Linux);
    /// `None` where it does not say. O(the process's mappings).
    pub(crate) fn huge_page_share(&self) -> Option<f64> {
        let huge = memory::huge_page_bytes(self.words.as_ptr(), self.bytes())?;
        Some(huge as f64 / self.bytes().max(1) as f64)
    }

    /// Moves the words into huge pages where they are not all there, and returns their share
    /// in huge pages then. O(bytes) where it moves them.
    pub(crate) fn settle_in_huge_pages(&self) -> Option<f64> {
        let share = self.huge_page_share()?;
        // The 2 MiB pages the words only partly cover, at either end, may never be huge.
        let partial = (4 << 20) as f64 / self.bytes().max(1) as f64;
        if share < 1.0 - partial {
            memory::collapse_into_huge_pages(self.words.as_ptr(), self.bytes());
            return self.huge_page_share();
        }
        Some(share)
    }

    #[inline]
    pub(crate) fn get(&self, i: usize) -> u8 {
        (self.words[i >> 4].load(Ordering::Relaxed) >> ((i & 15) << 2)) as u8 & 15
    }

    /// Entry `i` of 2 bits, where the words hold 32 entries each (a table in mod 3).
    #[inline]
    pub(crate) fn crumb(&self, i: usize) -> u8 {
        (self.words[i >> 5].load(Ordering::Relaxed) >> ((i & 31) << 1)) as u8 & 3
    }

    /// Entry `i` of a table kept based: its block's base plus its 2 bits, both in
    /// the block's 64-byte line.
    #[inline]
    pub(crate) fn based(&self, i: usize) -> u8 {
        let (line, j) = (i / BLOCK * 8, i % BLOCK);
        let bit = 8 + 2 * j;
        let base = self.words[line].load(Ordering::Relaxed) as u8;
        let excess = (self.words[line + bit / 64].load(Ordering::Relaxed) >> (bit % 64)) as u8 & 3;
        base + excess
    }

    /// The first `n` entries, each modulo 3, at 2 bits an entry, with `threads` workers.
    /// O(n / threads).
    pub(crate) fn in_mod3(&self, n: usize, threads: usize) -> Entries {
        let out = Entries {
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

    /// The first `n` entries kept based, packed in place: block `b`'s line is
    /// written at byte `64 b`, below where its entries were read (`126 b`), and never over an
    /// entry of a later block; so no second table of this size is ever held. O(n), one thread.
    pub(crate) fn into_based(mut self, n: usize) -> Entries {
        let blocks = (n + BLOCK - 1) / BLOCK;
        let mut entries = [0u8; BLOCK];
        for b in 0..blocks {
            let first = b * BLOCK;
            let count = BLOCK.min(n - first);
            for (j, e) in entries[..count].iter_mut().enumerate() {
                *e = self.get(first + j);
            }
            let base = entries[..count].iter().copied().min().unwrap_or(0);
            let mut line = [u64::from(base), 0, 0, 0, 0, 0, 0, 0];
            for (j, &e) in entries[..count].iter().enumerate() {
                let bit = 8 + 2 * j;
                line[bit / 64] |= u64::from((e - base).min(3)) << (bit % 64);
            }
            for (k, &w) in line.iter().enumerate() {
                self.words[b * 8 + k].store(w, Ordering::Relaxed);
            }
        }
        self.words.truncate(blocks * 8);
        self.words.shrink_to_fit();
        self
    }

    /// Where entry `i` starts a word (16 entries) that holds no entry equal to `d` and lies
    /// within the `left` entries from `i`: 16, the entries a scan may skip; else None. The
    /// build's forward layers look for few entries among billions, word by word.
    #[inline]
    pub(crate) fn skip_without(&self, i: usize, left: usize, d: u8) -> Option<usize> {
        const ONES: u64 = 0x1111_1111_1111_1111;
        if i & 15 != 0 || left < 16 {
            return None;
        }
        // A nibble equal to d becomes 0; a word with a zero nibble has its high bit set here.
        let x = self.words[i >> 4].load(Ordering::Relaxed) ^ (ONES * u64::from(d));
        let zero = x.wrapping_sub(ONES) & !x & (ONES << 3);
        if zero == 0 {
            Some(16)
        } else {
            None
        }
    }

    /// Sets an unset entry to `d`; whether it was unset. A set entry is left alone.
    #[inline]
    pub(crate) fn set_if_unset(&self, i: usize, d: u8) -> bool {
        let shift = (i & 15) << 2;
        // An unset entry is all ones: and-ing in `d` sets it; no other bits change.
        let mask = !((15 ^ u64::from(d)) << shift);
        let before = self.words[i >> 4].fetch_and(mask, Ordering::Relaxed);
        (before >> shift) & 15 == u64::from(UNSET)
    }

    /// Lowers each entry of `at` to `d` where it is higher, every entry's word asked of the
    /// memory first ([`crate::memory::prefetch`]), so that the batch's misses are in flight at
    /// once. O(`at.len()`).
    pub(crate) fn lower_all_to(&self, at: &[usize], d: u8) {
        for &i in at {
            crate::memory::prefetch(&self.words[i >> 4]);
        }
        for &i in at {
            self.lower_to(i, d);
        }
    }

    /// Lowers entry `i` to `d` where it is higher; whether it was. Workers may lower entries
    /// of one word at once: each change is a compare-and-swap of the whole word.
    #[inline]
    pub(crate) fn lower_to(&self, i: usize, d: u8) -> bool {
        let (word, shift) = (&self.words[i >> 4], (i & 15) << 2);
        let mut old = word.load(Ordering::Relaxed);
        loop {
            if (old >> shift) as u8 & 15 <= d {
                return false;
            }
            let new = old & !(15 << shift) | u64::from(d) << shift;
            match word.compare_exchange_weak(old, new, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => return true,
                Err(now) => old = now,
            }
        }
    }
}
