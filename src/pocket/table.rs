//! The full distance table: every one of the 3,674,160 states with its distance to solved, built
//! by breadth-first search and packed in 2 bits per state (918,540 bytes).
//!
//! A state stores its distance mod 3 (3 means not reached yet). That is enough: a neighbour of a
//! state at distance d is at d - 1, d or d + 1, and those three are told apart mod 3, so the
//! neighbours one step closer are exactly those holding (d - 1) mod 3. Following them reaches
//! the solved cube in d steps: the distance and an optimal solution, by descent.
//!
//! The search keeps its layers as bitmaps, one row of 729 bits (padded to 12 words) per
//! arrangement, because a move takes a whole row to one row: arrangement `p` to `perm[p]`, its
//! twists each through the same twist table. So one frontier row and one move mark bits of one
//! target row only, gathered in 12 local words and OR-ed in once, with that move's twist table
//! (1.5 KB) read in order: the marks stay in the fastest cache instead of missing all over a
//! bitmap of half a megabyte. Each layer is expanded top-down (from each state of the layer,
//! mark its neighbours) while the layer is small, bottom-up (each unreached state looks for a
//! neighbour in the layer, moves tried until one finds it) once the layer outnumbers the
//! states still unreached. A layer's new states are then written into the packed table a word
//! at a time.

use super::coord::{Metric, MoveTables, PERMUTATIONS, STATES, TWISTS};

const UNREACHED: u64 = 3;

/// Words of 32 two-bit entries.
const WORDS: usize = (STATES + 31) / 32;
/// Words of a bitmap row: one arrangement's 729 twists, padded to 768 bits.
const ROW: usize = (TWISTS + 63) / 64;

/// Bit `i` of `x` (i < 32) moved to bit `2i`.
fn spread_to_even_bits(x: u64) -> u64 {
    let mut x = x & 0xFFFF_FFFF;
    x = (x | x << 16) & 0x0000_FFFF_0000_FFFF;
    x = (x | x << 8) & 0x00FF_00FF_00FF_00FF;
    x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0F;
    x = (x | x << 2) & 0x3333_3333_3333_3333;
    (x | x << 1) & 0x5555_5555_5555_5555
}

/// XORs `x` into `table` from bit `pos` on, spilling into the next word when `pos` is not at a
/// word's start. Bits that would land past the table's end are dropped (they must be 0).
fn xor_at(table: &mut [u64], pos: usize, x: u64) {
    let (i, shift) = (pos / 64, pos % 64);
    // Two shifts for the spill, as a shift by 64 is not 0.
    for &(j, part) in [(i, x << shift), (i + 1, x >> 1 >> (63 - shift))].iter() {
        if let Some(word) = table.get_mut(j) {
            *word ^= part;
        }
    }
}

/// The twists in a bitmap row whose bits differ from `invert`'s, into `out`, in order.
fn list_row(row: &[u64], invert: u64, out: &mut Vec<u16>) {
    out.clear();
    for (i, &word) in row.iter().enumerate() {
        let mut w = word ^ invert;
        while w != 0 {
            out.push(64 * i as u16 + w.trailing_zeros() as u16);
            w &= w - 1;
        }
    }
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
        // The twist tables by move: one move's is one contiguous row, read in order.
        let by_move: Vec<u16> = (0..tables.moves() * TWISTS)
            .map(|j| tables.twist_row(j % TWISTS)[j / TWISTS])
            .collect();
        let mut table = DistanceTable {
            tables,
            packed: vec![!0u64; WORDS],
            histogram: vec![1],
            exact: if exact { Some(vec![0u64; 2 * WORDS]) } else { None },
        };
        let size = PERMUTATIONS * ROW;
        let (mut seen, mut frontier, mut next) = (vec![0u64; size], vec![0u64; size], vec![0u64; size]);
        // The padding past each row's twists is seen from the start: never listed, never counted.
        for row in seen.chunks_mut(ROW) {
            row[ROW - 1] = !0 << (TWISTS % 64);
        }
        seen[0] |= 1;
        frontier[0] = 1;
        table.settle(0, &frontier[..ROW], 0);
        let (mut unreached, mut layer, mut depth) = (STATES as u64 - 1, 1u64, 0u8);
        while unreached > 0 {
            // Both directions cost about the same per neighbour looked at.
            if layer < unreached {
                table.expand_top_down(&by_move, &frontier, &mut next);
            } else {
                table.expand_bottom_up(&by_move, &seen, &frontier, &mut next);
            }
            depth += 1;
            let mut found = 0;
            for (p, (row, seen_row)) in next.chunks_mut(ROW).zip(seen.chunks_mut(ROW)).enumerate() {
                for (n, s) in row.iter_mut().zip(seen_row.iter_mut()) {
                    *n &= !*s;
                    *s |= *n;
                    found += u64::from(n.count_ones());
                }
                table.settle(p, row, depth);
            }
            if found == 0 {
                break;
            }
            table.histogram.push(found);
            unreached -= found;
            layer = found;
            std::mem::swap(&mut frontier, &mut next);
            for n in next.iter_mut() {
                *n = 0;
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

    /// Writes the states of arrangement `p` whose bits are set in `new` (a bitmap row, all
    /// unreached so far) as at `depth`: in the packed table, and in the exact distances when
    /// kept. A word of the row at a time, its bits spread to 2-bit (and 4-bit) entries.
    fn settle(&mut self, p: usize, new: &[u64], depth: u8) {
        // Entries holding 3 become depth mod 3: no carries, as the spread bits are apart.
        let value = UNREACHED ^ u64::from(depth % 3);
        for (i, &bits) in new.iter().enumerate() {
            if bits == 0 {
                continue;
            }
            let first = p * TWISTS + 64 * i;
            for half in 0..2 {
                let x = spread_to_even_bits(bits >> (32 * half));
                let entry = first + 32 * half;
                xor_at(&mut self.packed, 2 * entry, x * value);
                if let Some(exact) = self.exact.as_mut() {
                    for quarter in 0..2 {
                        let y = spread_to_even_bits(x >> (32 * quarter));
                        xor_at(exact, 4 * (entry + 16 * quarter), y * u64::from(depth));
                    }
                }
            }
        }
    }

    /// Marks in `next` every neighbour of the states in `frontier`, seen or not. For each
    /// arrangement with states in the layer, and each move: one target row, its marks gathered
    /// in local words with no test and no branch (about half are new, which no branch predictor
    /// guesses), then OR-ed in. O(layer * moves + arrangements).
    fn expand_top_down(&self, by_move: &[u16], frontier: &[u64], next: &mut [u64]) {
        let mut twists = Vec::with_capacity(TWISTS);
        for (p, row) in frontier.chunks(ROW).enumerate() {
            list_row(row, 0, &mut twists);
            if twists.is_empty() {
                continue;
            }
            for (m, &q) in self.tables.perm_row(p).iter().enumerate() {
                let moved = &by_move[m * TWISTS..][..TWISTS];
                let mut marks = [0u64; ROW];
                for &t in &twists {
                    let u = moved[usize::from(t)];
                    marks[usize::from(u / 64)] |= 1 << (u % 64);
                }
                for (n, k) in next[usize::from(q) * ROW..][..ROW].iter_mut().zip(marks.iter()) {
                    *n |= *k;
                }
            }
        }
    }

    /// Marks in `next` every state not `seen` that has a neighbour in `frontier`. For each
    /// arrangement, its unseen twists try one move after another, each move's neighbours in one
    /// frontier row; a twist that finds the layer is marked and leaves the list. Branch-free
    /// inside: whether a look finds the layer is a coin toss. O(unseen states * moves).
    fn expand_bottom_up(&self, by_move: &[u16], seen: &[u64], frontier: &[u64], next: &mut [u64]) {
        let mut twists = Vec::with_capacity(TWISTS);
        for (p, row) in seen.chunks(ROW).enumerate() {
            // A neighbour of an unseen state is at the layer's depth or deeper, so being in the
            // layer's bitmap settles it.
            list_row(row, !0, &mut twists);
            let mut found = [0u64; ROW];
            for (m, &q) in self.tables.perm_row(p).iter().enumerate() {
                if twists.is_empty() {
                    break;
                }
                let moved = &by_move[m * TWISTS..][..TWISTS];
                let layer = &frontier[usize::from(q) * ROW..][..ROW];
                let mut kept = 0;
                for i in 0..twists.len() {
                    let t = twists[i];
                    let u = moved[usize::from(t)];
                    let hit = layer[usize::from(u / 64)] >> (u % 64) & 1;
                    found[usize::from(t / 64)] |= hit << (t % 64);
                    twists[kept] = t;
                    kept += (hit ^ 1) as usize;
                }
                twists.truncate(kept);
            }
            next[p * ROW..][..ROW].copy_from_slice(&found);
        }
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
