//! The full distance table: every one of the 3,674,160 states with its distance to solved, built
//! by breadth-first search and kept in 2 bits per state (967,680 bytes with the padding below).
//!
//! A state stores its distance mod 3 (3 means not reached yet). That is enough: a neighbour of a
//! state at distance d is at d - 1, d or d + 1, and those three are told apart mod 3, so the
//! neighbours one step closer are exactly those holding (d - 1) mod 3. Following them reaches
//! the solved cube in d steps: the distance and an optimal solution, by descent.
//!
//! The layout follows the search. A move takes all the states of one arrangement to the states
//! of one arrangement (`p` to `perm[p]`, each twist through the same twist table), so the table
//! is kept by arrangement: a row of 729 twists padded to 768 bits, 12 words, each entry's two
//! bits in two bit planes, word by word (the low bits of 64 twists, then their high bits). A
//! layer or the unreached states of a row are then a few word operations away.
//!
//! Each layer is expanded top-down (from each state of the layer, mark its neighbours) while
//! the layer is small, bottom-up (each unreached state looks for a neighbour in the layer, moves
//! tried until one finds it) once the layer outnumbers the states still unreached. Either way
//! one row and one move touch one other row only: top-down gathers the marks of a row's layer
//! in 12 local words a move and ORs them into the target rows once, so the marks stay in the
//! fastest cache instead of missing all over a bitmap of half a megabyte; bottom-up reads one
//! row of the layer a move. The marks are then merged into the table a word at a time.
//!
//! Many states are looked up together with [`DistanceTable::distances`], or asked one by one
//! and answered a batch at a time with [`Distances`].

use super::coord::{Metric, MoveTables, PERMUTATIONS, STATES, TWISTS};

const UNREACHED: u64 = 3;

/// Words of a bitmap row: one arrangement's 729 twists, padded to 768 bits.
const ROW: usize = (TWISTS + 63) / 64;
/// The real twists in a row's last word.
const LAST_WORD: u64 = (1 << (TWISTS % 64)) - 1;

/// A word with every bit equal to `bit` (0 or 1).
fn fill(bit: u64) -> u64 {
    0u64.wrapping_sub(bit & 1)
}

/// The entry of arrangement `p`, twist `t` in a table of `planes` bit planes (plane `b` of
/// bitmap word `j` at `planes * j + b`).
fn entry(table: &[u64], planes: usize, p: usize, t: usize) -> u64 {
    let j = planes * (p * ROW + t / 64);
    (0..planes).fold(0, |v, b| v | (table[j + b] >> (t % 64) & 1) << b)
}

/// The twists set in a row's words, into the front of `out`, in order; returns how many.
fn list_row(row: &[u64; ROW], out: &mut [u16; TWISTS]) -> usize {
    let mut n = 0;
    for (i, &word) in row.iter().enumerate() {
        let mut w = word;
        while w != 0 {
            out[n] = 64 * i as u16 + w.trailing_zeros() as u16;
            n += 1;
            w &= w - 1;
        }
    }
    n
}

/// Every state's distance mod 3, with the move tables it was built with; optionally every
/// exact distance too, for answers in one lookup.
pub struct DistanceTable {
    tables: MoveTables,
    /// Two bit planes, word by word, in the row layout of the module's documentation.
    packed: Vec<u64>,
    histogram: Vec<u64>,
    /// Exact distances, when asked for: four bit planes in the same layout.
    exact: Option<Vec<u64>>,
}

impl DistanceTable {
    /// Builds the table for `metric`: move tables, then a breadth-first search of every state.
    /// O(states * moves) time, about 1.5 MB of memory. Timings: docs/benchmarks.md.
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
    ///
    /// # Panics
    /// If the metric has other than 6 or 9 moves (both metrics here have one or the other).
    pub fn new(metric: Metric) -> DistanceTable {
        DistanceTable::build(metric, false)
    }

    /// [`DistanceTable::new`] that also keeps every exact distance (1.9 MB more), so
    /// [`DistanceTable::distance`] is one lookup instead of a descent: for many queries. The
    /// distances are written as the search reaches each layer, about a millisecond more.
    /// O(states * moves), as [`DistanceTable::new`].
    ///
    /// # Panics
    /// As [`DistanceTable::new`].
    pub fn with_exact_distances(metric: Metric) -> DistanceTable {
        DistanceTable::build(metric, true)
    }

    fn build(metric: Metric, exact: bool) -> DistanceTable {
        let tables = MoveTables::new(metric);
        let moves = tables.moves();
        assert!(moves == 6 || moves == 9, "a metric of {} moves", moves);
        // The twist tables by move: one move's is one contiguous row, read in order.
        let by_move: Vec<u16> = (0..moves * TWISTS)
            .map(|j| tables.twist_row(j % TWISTS)[j / TWISTS])
            .collect();
        let size = PERMUTATIONS * ROW;
        let mut table = DistanceTable {
            tables,
            packed: vec![!0u64; 2 * size],
            histogram: vec![1],
            exact: if exact { Some(vec![0u64; 4 * size]) } else { None },
        };
        // The solved state, 0 at distance 0.
        table.packed[0] = !1;
        table.packed[1] = !1;
        // The marks of the layer being found, one bit per state.
        let mut next = vec![0u64; size];
        let (mut unreached, mut layer, mut depth) = (STATES as u64 - 1, 1u64, 0u8);
        while unreached > 0 {
            // Both directions cost about the same per neighbour looked at.
            if layer < unreached {
                if moves == 9 {
                    table.expand_top_down::<9>(depth, &mut next);
                } else {
                    table.expand_top_down::<6>(depth, &mut next);
                }
            } else {
                table.expand_bottom_up(&by_move, depth, &mut next);
            }
            depth += 1;
            let found = table.merge(&mut next, depth);
            if found == 0 {
                break;
            }
            table.histogram.push(found);
            unreached -= found;
            layer = found;
        }
        table
    }

    /// The move tables the table was built with. O(1).
    pub fn tables(&self) -> &MoveTables {
        &self.tables
    }

    /// How many states there are at each distance, from 0 to the largest. O(1).
    pub fn histogram(&self) -> &[u64] {
        &self.histogram
    }

    /// The entry of state `c`: its distance mod 3 (for the tests, which check every one).
    #[cfg(test)]
    fn get(&self, c: usize) -> u64 {
        entry(&self.packed, 2, c / TWISTS, c % TWISTS)
    }

    /// The states of bitmap word `j` holding `value`, as a mask.
    fn holding(&self, j: usize, value: u64) -> u64 {
        !(self.packed[2 * j] ^ fill(value)) & !(self.packed[2 * j + 1] ^ fill(value >> 1))
    }

    /// The twists of arrangement `p` holding `value`, as a bitmap row (no padding bits).
    fn row(&self, p: usize, value: u64) -> [u64; ROW] {
        let mut row = [0u64; ROW];
        for (i, word) in row.iter_mut().enumerate() {
            *word = self.holding(p * ROW + i, value);
        }
        row[ROW - 1] &= LAST_WORD;
        row
    }

    /// Writes the states marked in `next` and not reached yet as at `depth`, clearing `next`;
    /// returns how many. O(states / 64).
    fn merge(&mut self, next: &mut [u64], depth: u8) -> u64 {
        // Entries holding 3 become depth mod 3: the planes' bits that differ are flipped.
        let flip = UNREACHED ^ u64::from(depth % 3);
        let mut found = 0;
        for (j, marks) in next.iter_mut().enumerate() {
            let new = *marks & self.holding(j, UNREACHED);
            *marks = 0;
            if new == 0 {
                continue;
            }
            found += u64::from(new.count_ones());
            self.packed[2 * j] ^= new & fill(flip);
            self.packed[2 * j + 1] ^= new & fill(flip >> 1);
            if let Some(exact) = self.exact.as_mut() {
                for b in 0..4 {
                    exact[4 * j + b] |= new & fill(u64::from(depth) >> b);
                }
            }
        }
        found
    }

    /// Marks in `next` every neighbour of the states at `depth`, reached or not. For each
    /// arrangement with states in the layer: each move leads to one target row, so the marks
    /// are gathered in 12 local words a move, with no test and no branch (about half are new,
    /// which no branch predictor guesses), then OR-ed in. `MOVES` is the metric's number of
    /// moves. O(layer * moves + arrangements).
    fn expand_top_down<const MOVES: usize>(&self, depth: u8, next: &mut [u64]) {
        let here = u64::from(depth % 3);
        for p in 0..PERMUTATIONS {
            let layer = self.row(p, here);
            if layer == [0; ROW] {
                continue;
            }
            // A twist's moves go to different words: no mark waits for the one before. The
            // number of moves is a constant, so the loop over them is unrolled.
            let mut marks = [[0u64; ROW]; MOVES];
            for (i, &word) in layer.iter().enumerate() {
                let mut w = word;
                while w != 0 {
                    let moved = &self.tables.twist_row(64 * i + w.trailing_zeros() as usize)[..MOVES];
                    w &= w - 1;
                    for (mark, &u) in marks.iter_mut().zip(moved) {
                        mark[usize::from(u / 64)] |= 1 << (u % 64);
                    }
                }
            }
            for (mark, &q) in marks.iter().zip(self.tables.perm_row(p)) {
                for (n, k) in next[usize::from(q) * ROW..][..ROW].iter_mut().zip(mark.iter()) {
                    *n |= *k;
                }
            }
        }
    }

    /// Marks in `next` every unreached state with a neighbour at `depth`. For each arrangement,
    /// its unreached twists try one move after another, each move's neighbours in one row; a
    /// twist that finds the layer leaves the list, and the row's unreached twists but those
    /// left are marked. Branch-free inside: whether a look finds the layer is a coin toss.
    /// O(unreached states * moves).
    fn expand_bottom_up(&self, by_move: &[u16], depth: u8, next: &mut [u64]) {
        // A neighbour of an unreached state is at `depth` or deeper, so holding `here` mod 3
        // settles it.
        let here = u64::from(depth % 3);
        let mut twists = [0u16; TWISTS];
        for p in 0..PERMUTATIONS {
            let unreached = self.row(p, UNREACHED);
            let mut left = list_row(&unreached, &mut twists);
            for (m, &q) in self.tables.perm_row(p).iter().enumerate() {
                if left == 0 {
                    break;
                }
                // The layer's states in the row this move reaches, if any (a quarter turn
                // changes the arrangement's parity, so half the rows have none).
                let layer = self.row(usize::from(q), here);
                if layer == [0; ROW] {
                    continue;
                }
                let moved = &by_move[m * TWISTS..][..TWISTS];
                let mut kept = 0;
                for i in 0..left {
                    let t = twists[i];
                    let u = moved[usize::from(t)];
                    let hit = layer[usize::from(u / 64)] >> (u % 64);
                    twists[kept] = t;
                    kept += (!hit & 1) as usize;
                }
                left = kept;
            }
            let row = &mut next[p * ROW..][..ROW];
            row.copy_from_slice(&unreached);
            // The unreached twists that found no neighbour in the layer are not marked.
            for &t in &twists[..left] {
                row[usize::from(t / 64)] &= !(1 << (t % 64));
            }
        }
    }

    /// The distance of state `c` to solved. O(1) with exact distances, else O(distance * moves).
    ///
    /// # Panics
    /// If `c >= STATES`.
    pub fn distance(&self, c: u32) -> u8 {
        if let Some(exact) = &self.exact {
            return entry(exact, 4, c as usize / TWISTS, c as usize % TWISTS) as u8;
        }
        let mut steps = 0;
        self.descend(c, |_| steps += 1);
        steps
    }

    /// The distances of `states`, in order, appended to `out`: for many queries. With exact
    /// distances the lookups are made in one loop that depends on nothing but the states, so
    /// that their cache misses in the table overlap instead of coming one after another: collect
    /// states, a few hundred at a time, and ask for them together ([`Distances`] does). O(1) a
    /// state with exact distances, else O(distance * moves).
    ///
    /// # Panics
    /// If a state is `>= STATES`.
    pub fn distances(&self, states: &[u32], out: &mut Vec<u8>) {
        out.reserve(states.len());
        out.extend(states.iter().map(|&c| self.distance(c)));
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
    fn descend(&self, c: u32, mut step: impl FnMut(usize)) {
        assert!((c as usize) < STATES, "coordinate {} out of range", c);
        // The state as arrangement and twist, as the table and the move tables take them.
        let (mut p, mut t) = (c as usize / TWISTS, c as usize % TWISTS);
        while (p, t) != (0, 0) {
            let closer = (entry(&self.packed, 2, p, t) + 2) % 3;
            let (prow, trow) = (self.tables.perm_row(p), self.tables.twist_row(t));
            let (m, (q, u)) = prow
                .iter()
                .zip(trow.iter())
                .map(|(&q, &u)| (usize::from(q), usize::from(u)))
                .enumerate()
                .find(|&(_, (q, u))| entry(&self.packed, 2, q, u) == closer)
                .expect("every state but the solved one has a neighbour one step closer");
            step(m);
            p = q;
            t = u;
        }
    }
}

/// The states asked for in a batch of [`Distances`].
const BATCH: usize = 256;

/// The distances of many states asked one after another, from a table with exact distances
/// built at the first answer (so an input refused before it builds nothing), looked up 256 at a
/// time ([`DistanceTable::distances`]): for inputs of many cases, each case's state pushed as it
/// is read and the distances written as each batch is full.
///
/// ```
/// use cubesmith::pocket::coord::{encode, QUARTER_TURN};
/// use cubesmith::pocket::cube::{Face, Stickers};
/// use cubesmith::pocket::table::Distances;
///
/// let mut distances = Distances::new(QUARTER_TURN);
/// let mut answers = Vec::new();
/// for quarters in [1, 2, 3].iter().cycle().take(1000) {
///     let state = encode(&Stickers::turn(Face::R, *quarters));
///     if let Some(batch) = distances.push(state) {
///         answers.extend_from_slice(batch);
///     }
/// }
/// answers.extend_from_slice(distances.flush());
/// assert_eq!(answers.len(), 1000);
/// assert_eq!(answers[..3], [1, 2, 1]);
/// ```
pub struct Distances {
    metric: Metric,
    table: Option<DistanceTable>,
    /// The states asked for since the last batch was answered.
    states: Vec<u32>,
    /// The last batch's distances.
    distances: Vec<u8>,
}

impl Distances {
    /// Distances in `metric`, the table not built yet. O(1).
    pub fn new(metric: Metric) -> Distances {
        Distances {
            metric,
            table: None,
            states: Vec::with_capacity(BATCH),
            distances: Vec::with_capacity(BATCH),
        }
    }

    /// Asks for the distance of state `c`: `None` while the batch is not full, then the
    /// distances of its 256 states, in the order asked. Amortised O(1), and the table's build
    /// ([`DistanceTable::with_exact_distances`]) at the first full batch or [`Distances::flush`]
    /// that has a state.
    ///
    /// # Panics
    /// When the batch is answered, if a state in it is `>= STATES`.
    pub fn push(&mut self, c: u32) -> Option<&[u8]> {
        self.states.push(c);
        if self.states.len() < BATCH {
            return None;
        }
        Some(self.flush())
    }

    /// The distances of the states asked for since the last full batch, in order; empty,
    /// building nothing, if there are none: call it at the end of the input, and before
    /// reporting a fault, so that every case before it is answered. O(states waiting), and the
    /// table's build if it has not been made and a state is waiting.
    ///
    /// # Panics
    /// If a waiting state is `>= STATES`.
    pub fn flush(&mut self) -> &[u8] {
        self.distances.clear();
        if !self.states.is_empty() {
            let metric = self.metric;
            let table = self
                .table
                .get_or_insert_with(|| DistanceTable::with_exact_distances(metric));
            table.distances(&self.states, &mut self.distances);
            self.states.clear();
        }
        &self.distances
    }

    /// The table, once an answer has built it. O(1).
    pub fn table(&self) -> Option<&DistanceTable> {
        self.table.as_ref()
    }
}

#[cfg(test)]
mod tests;
