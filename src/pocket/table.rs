//! The full distance table: every one of the 3,674,160 states with its distance to solved, built
//! by breadth-first search and packed in 2 bits per state (918,540 bytes).
//!
//! A state stores its distance mod 3 (3 means not reached yet). That is enough: a neighbour of a
//! state at distance d is at d - 1, d or d + 1, and those three are told apart mod 3, so the
//! neighbours one step closer are exactly those holding (d - 1) mod 3. Following them reaches
//! the solved cube in d steps: the distance and an optimal solution, by descent.
//!
//! The search expands each layer in whichever direction is cheaper: top-down (from each state
//! of the layer, mark its unreached neighbours) while the layer is small, bottom-up (for each
//! unreached state, look for a neighbour in the layer and stop at the first) once the layer
//! outnumbers the states still unreached. Scans go 32 states per 64-bit word, skipping words
//! with nothing to do.

use super::coord::{Metric, MoveTables, PERMUTATIONS, STATES, TWISTS};

const UNREACHED: u64 = 3;
/// The largest list a small layer's expansion may produce (256 KB).
const LIST_LIMIT: usize = 1 << 16;

/// Words of 32 two-bit entries.
const WORDS: usize = (STATES + 31) / 32;
const LOW_BITS: u64 = 0x5555_5555_5555_5555;

/// The move tables reshaped for the search's inner loop: fixed-size rows (no bounds checks) and
/// arrangements pre-multiplied into coordinate offsets. About 200 KB, dropped after the build.
struct Rows {
    moves: usize,
    perm: Vec<[u32; 9]>,
    twist: Vec<[u16; 9]>,
}

impl Rows {
    fn new(tables: &MoveTables) -> Rows {
        let moves = tables.moves();
        assert!(moves <= 9, "metrics have at most 9 moves");
        let mut perm = vec![[0u32; 9]; PERMUTATIONS];
        for (p, row) in perm.iter_mut().enumerate() {
            for (k, &q) in tables.perm_row(p).iter().enumerate() {
                row[k] = u32::from(q) * TWISTS as u32;
            }
        }
        let mut twist = vec![[0u16; 9]; TWISTS];
        for (t, row) in twist.iter_mut().enumerate() {
            row[..moves].copy_from_slice(tables.twist_row(t));
        }
        Rows { moves, perm, twist }
    }

    /// The neighbours of state `c` through each move, in the first `moves` entries.
    fn neighbours(&self, c: usize) -> [usize; 9] {
        let (p, t) = (&self.perm[c / TWISTS], &self.twist[c % TWISTS]);
        let mut out = [0usize; 9];
        for k in 0..9 {
            out[k] = p[k] as usize + usize::from(t[k]);
        }
        out
    }
}

/// Writes `distance` for the states of packed word `w` whose low bits are set in `new`: the
/// 32 two-bit entries become two words of 16 nibbles, each set bit spread to its nibble and
/// multiplied by the distance (no carries: at most one bit a nibble). Branch-free.
fn record_word(exact: &mut [u64], w: usize, new: u64, distance: u8) {
    let d = u64::from(distance);
    exact[2 * w] |= spread_to_even_bits(new & 0xFFFF_FFFF) * d;
    exact[2 * w + 1] |= spread_to_even_bits(new >> 32) * d;
}

/// Bit `i` of `x` (i < 32) moved to bit `2i`.
fn spread_to_even_bits(x: u64) -> u64 {
    let mut x = x & 0xFFFF_FFFF;
    x = (x | x << 16) & 0x0000_FFFF_0000_FFFF;
    x = (x | x << 8) & 0x00FF_00FF_00FF_00FF;
    x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0F;
    x = (x | x << 2) & 0x3333_3333_3333_3333;
    (x | x << 1) & LOW_BITS
}

/// Every state's distance mod 3, packed, with the move tables it was built with; optionally
/// every exact distance too, 4 bits each, for answers in one lookup.
pub struct DistanceTable {
    tables: MoveTables,
    packed: Vec<u64>,
    histogram: Vec<u64>,
    /// Exact distances, 16 states a word (state `c` in nibble `c % 16`), when asked for.
    exact: Option<Vec<u64>>,
}

impl DistanceTable {
    /// Builds the table for `metric`: move tables, then a breadth-first search of every state.
    /// O(states * moves) time, about 1 MB of memory. See the crate's README for timings.
    ///
    /// # Example
    /// ```
    /// use cubesmith::pocket::coord::{encode, QUARTER_TURN};
    /// use cubesmith::pocket::cube::{Face, Stickers};
    /// use cubesmith::pocket::table::DistanceTable;
    /// let table = DistanceTable::new(QUARTER_TURN);
    /// let scrambled = Stickers::SOLVED.then(&Stickers::turn(Face::R, 2));
    /// assert_eq!(table.distance(encode(&scrambled)), 2);
    /// assert_eq!(table.histogram().len(), 15); // God's number 14
    /// ```
    pub fn new(metric: Metric) -> DistanceTable {
        DistanceTable::build(metric, false)
    }

    /// [`DistanceTable::new`] that also keeps every exact distance (1.8 MB more), so
    /// [`DistanceTable::distance`] is one lookup instead of a descent: for many queries. The
    /// distances are written as the search reaches each state, a few milliseconds more.
    pub fn with_exact_distances(metric: Metric) -> DistanceTable {
        DistanceTable::build(metric, true)
    }

    fn build(metric: Metric, exact: bool) -> DistanceTable {
        let tables = MoveTables::new(metric);
        let mut table = DistanceTable {
            tables,
            packed: vec![!0u64; WORDS],
            histogram: vec![1],
            exact: if exact { Some(vec![0u64; 2 * WORDS]) } else { None },
        };
        table.set(0, 0);
        let rows = Rows::new(&table.tables);
        // Top-down marks neighbours here, one bit per state, without looking at them first.
        let mut reached = vec![0u64; (STATES + 63) / 64];
        let mut unreached = STATES as u64 - 1;
        let mut layer = 1u64;
        let mut depth = 0u8;
        // Small layers are kept as lists, so they cost nothing like a scan of the whole table.
        let mut list = vec![0u32];
        while unreached > 0 {
            // Both directions cost about the same per neighbour looked at.
            let found = if !list.is_empty() {
                list = table.expand_list(&rows, &list, depth);
                list.len() as u64
            } else if layer < unreached {
                table.expand_top_down(&rows, &mut reached, depth)
            } else {
                table.expand_bottom_up(&rows, depth)
            };
            if found == 0 {
                break;
            }
            table.histogram.push(found);
            unreached -= found;
            layer = found;
            depth += 1;
            if layer * rows.moves as u64 > LIST_LIMIT as u64 {
                list = Vec::new();
            }
        }
        table
    }

    /// The move tables the table was built with.
    pub fn tables(&self) -> &MoveTables {
        &self.tables
    }

    /// How many states there are at each distance, from 0 to the largest.
    pub fn histogram(&self) -> &[u64] {
        &self.histogram
    }

    fn get(&self, c: usize) -> u64 {
        self.packed[c >> 5] >> ((c & 31) * 2) & 3
    }

    /// Sets an unreached entry to `value`.
    fn set(&mut self, c: usize, value: u64) {
        self.packed[c >> 5] ^= (UNREACHED ^ value) << ((c & 31) * 2);
    }

    /// Writes state `c`'s exact distance, when exact distances are kept.
    fn record(&mut self, c: usize, distance: u8) {
        if let Some(exact) = self.exact.as_mut() {
            exact[c / 16] |= u64::from(distance) << (4 * (c % 16));
        }
    }

    /// The entries of word `w` holding `value`, as a mask of their low bits.
    fn matches(&self, w: usize, value: u64) -> u64 {
        let x = self.packed[w] ^ (value * LOW_BITS);
        let mut m = !(x | x >> 1) & LOW_BITS;
        if w == WORDS - 1 {
            // Entries past the last state are never real.
            let live = (STATES - 32 * w) * 2;
            if live < 64 {
                m &= (1u64 << live) - 1;
            }
        }
        m
    }

    /// Marks the unreached neighbours of the states in `layer` (all at `depth`) and returns
    /// them as the next layer's list.
    fn expand_list(&mut self, rows: &Rows, layer: &[u32], depth: u8) -> Vec<u32> {
        let next = u64::from((depth + 1) % 3);
        let mut found = Vec::with_capacity(layer.len() * rows.moves);
        for &c in layer {
            for &n in &rows.neighbours(c as usize)[..rows.moves] {
                if self.get(n) == UNREACHED {
                    self.set(n, next);
                    self.record(n, depth + 1);
                    found.push(n as u32);
                }
            }
        }
        found
    }

    /// Marks the unreached neighbours of every state at `depth`; returns how many it marked.
    /// Each neighbour's bit is set in `reached` with no test and no branch (about half are new,
    /// which no branch predictor guesses), then `reached` is merged into the table 32 states a
    /// word, keeping only states still unreached, and cleared again.
    fn expand_top_down(&mut self, rows: &Rows, reached: &mut [u64], depth: u8) -> u64 {
        let (here, next) = (u64::from(depth % 3), u64::from((depth + 1) % 3));
        for w in 0..WORDS {
            let mut m = self.matches(w, here);
            while m != 0 {
                let c = 32 * w + m.trailing_zeros() as usize / 2;
                m &= m - 1;
                // Each neighbour straight from the two rows, no array in between.
                let (p, t) = (&rows.perm[c / TWISTS], &rows.twist[c % TWISTS]);
                for k in 0..rows.moves {
                    let n = p[k] as usize + usize::from(t[k]);
                    reached[n >> 6] |= 1 << (n & 63);
                }
            }
        }
        let mut found = 0;
        for (w, word) in self.packed.iter_mut().enumerate() {
            let bits = reached[w / 2] >> (32 * (w % 2)) & 0xFFFF_FFFF;
            let unreached = *word & (*word >> 1) & LOW_BITS;
            let new = spread_to_even_bits(bits) & unreached;
            // Entries holding 3 become `next`: no carries, as `new` has only even bits.
            *word ^= new * (UNREACHED ^ next);
            found += u64::from(new.count_ones());
            if let Some(exact) = self.exact.as_mut() {
                record_word(exact, w, new, depth + 1);
            }
        }
        for r in reached.iter_mut() {
            *r = 0;
        }
        found
    }

    /// Marks every unreached state that has a neighbour at `depth`; returns how many.
    fn expand_bottom_up(&mut self, rows: &Rows, depth: u8) -> u64 {
        let (here, next) = (u64::from(depth % 3), u64::from((depth + 1) % 3));
        let mut found = 0;
        for w in 0..WORDS {
            let mut m = self.matches(w, UNREACHED);
            let mut new = 0u64;
            while m != 0 {
                let bit = m.trailing_zeros();
                m &= m - 1;
                let c = 32 * w + bit as usize / 2;
                // A neighbour of an unreached state is at depth >= `depth`, so `here` mod 3
                // can only mean exactly `depth`. The moves are looked at a face (three moves,
                // or two) at a time, with no branch inside: whether a look finds the layer is
                // a coin toss no branch predictor guesses, and most states find it among the
                // first face's moves.
                let (p, t) = (&rows.perm[c / TWISTS], &rows.twist[c % TWISTS]);
                let step = rows.moves / 3;
                let mut k = 0;
                while k < rows.moves {
                    let mut hit = false;
                    for j in k..k + step {
                        hit |= self.get(p[j] as usize + usize::from(t[j])) == here;
                    }
                    if hit {
                        new |= 1 << bit;
                        break;
                    }
                    k += step;
                }
            }
            // Entries holding 3 become `next`: no carries, as `new` has only even bits. Later
            // states of this word look only for `here`, which no new entry holds.
            self.packed[w] ^= new * (UNREACHED ^ next);
            found += u64::from(new.count_ones());
            if let Some(exact) = self.exact.as_mut() {
                record_word(exact, w, new, depth + 1);
            }
        }
        found
    }

    /// The distance of state `c` to solved. O(1) with exact distances, else O(distance * moves).
    ///
    /// # Panics
    /// If `c >= STATES`.
    pub fn distance(&self, c: u32) -> u8 {
        if let Some(exact) = &self.exact {
            return (exact[c as usize / 16] >> (4 * (c % 16)) & 15) as u8;
        }
        let mut steps = 0;
        self.descend(c, |_| steps += 1);
        steps
    }

    /// An optimal solution of state `c`: move indices of the table's metric, in order.
    /// O(distance * moves).
    ///
    /// # Panics
    /// If `c >= STATES`.
    pub fn solve(&self, c: u32) -> Vec<usize> {
        let mut moves = Vec::new();
        self.descend(c, |m| moves.push(m));
        moves
    }

    /// Walks from `c` to solved, each step to a neighbour one closer, calling `step` with the
    /// move taken.
    fn descend(&self, mut c: u32, mut step: impl FnMut(usize)) {
        assert!((c as usize) < STATES, "coordinate {} out of range", c);
        while c != 0 {
            let closer = (self.get(c as usize) + 2) % 3;
            let (p, t) = (c as usize / TWISTS, c as usize % TWISTS);
            let (prow, trow) = (self.tables.perm_row(p), self.tables.twist_row(t));
            let (m, n) = prow
                .iter()
                .zip(trow.iter())
                .map(|(&q, &u)| usize::from(q) * TWISTS + usize::from(u))
                .enumerate()
                .find(|&(_, n)| self.get(n) == closer)
                .expect("every state but the solved one has a neighbour one step closer");
            step(m);
            c = n as u32;
        }
    }
}

#[cfg(test)]
mod tests;
