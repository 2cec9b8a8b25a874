//! Bidirectional breadth-first search: an optimal solution of one state without the full table,
//! in under 1 MiB.
//!
//! Two balls grow, one around the start (forward) and one around the solved state (backward), a
//! whole layer at a time, while the other stands still and is complete. Say the forward ball is
//! complete to depth `a`, the backward one to depth `b`, and they never met: the distance is more
//! than `a + b`. A state found at forward depth `a + 1` that the backward ball holds at depth `d`
//! gives a path of `a + 1 + d`, which is more than `a + b` only if `d = b`. So every meeting found
//! while a layer grows has the same, optimal, length, and the first one can be taken; the same
//! holds with the sides swapped. (Taking a meeting while *both* sides are mid-layer is what makes
//! some published solutions one or two moves too long.) The tests check every state against the
//! full distance table.
//!
//! The backward ball is the same for every query, so a searcher keeps it: it grows by whole
//! layers as queries need it, up to half of God's number, and a layer interrupted by a meeting is
//! finished before the answer is returned, so the ball is always complete. The forward ball is
//! removed after each query. A search never applies a turn right after one of the same face that
//! it could be merged with: that state is already known.
//!
//! Visited states live in an open-addressing hash table of 2^17 32-bit entries (512 KiB):
//! coordinate, side and the move that reached the state, packed. Forward entries are removed by
//! backward-shift deletion, which keeps every other entry findable.

use super::coord::{Metric, MoveTables};

const SLOTS_LOG: u32 = 17;
const SLOTS: usize = 1 << SLOTS_LOG;
/// The largest backward ball: 62,360 states (half-turn, depth 6).
const BACKWARD_CAPACITY: usize = 63 * 1024;
/// The largest forward ball: 44,971 states (quarter-turn, depth 7).
const FORWARD_CAPACITY: usize = 46 * 1024;

const OCCUPIED: u32 = 1 << 31;
const COORD_BITS: u32 = 22;
const COORD_MASK: u32 = (1 << COORD_BITS) - 1;
const BACKWARD: u32 = 1 << COORD_BITS;
const MOVE_SHIFT: u32 = 27;
/// The move of a ball's centre, which no move reached.
const NO_MOVE: u32 = 15;

/// A reusable bidirectional searcher for one metric; it keeps the backward ball between queries.
pub struct BidirectionalSearch {
    tables: MoveTables,
    /// `allowed[last]`: the moves worth trying right after move `last` (bit `m` for move `m`;
    /// entry `NO_MOVE` for a ball's centre: every move).
    allowed: [u16; 16],
    slots: Vec<u32>,
    /// Backward states by layer: `coordinate | move << 22`.
    backward: Vec<u32>,
    /// Where the backward ball's last layer starts in `backward`.
    backward_last: usize,
    /// How deep the backward ball is complete.
    backward_depth: u32,
    /// Forward states of the current query: `coordinate | move << 22`.
    forward: Vec<u32>,
}

/// Where a layer expansion stopped: at a meeting, or at its end.
enum Expansion {
    Complete,
    /// The state being expanded (index in its list), the move, and the state met.
    Met {
        index: usize,
        m: usize,
        met: u32,
    },
}

impl BidirectionalSearch {
    /// A searcher for `metric`: move tables and empty balls. O(move tables); 0.5 MiB of table,
    /// 0.45 MiB of lists.
    pub fn new(metric: Metric) -> BidirectionalSearch {
        let tables = MoveTables::new(metric);
        let moves = tables.moves();
        let mut allowed = [0u16; 16];
        for (last, mask) in allowed.iter_mut().enumerate().take(moves) {
            for next in 0..moves {
                if !metric.redundant_after(last, next) {
                    *mask |= 1 << next;
                }
            }
        }
        allowed[NO_MOVE as usize] = (1 << moves) - 1;
        let mut search = BidirectionalSearch {
            tables,
            allowed,
            slots: vec![0; SLOTS],
            backward: Vec::with_capacity(BACKWARD_CAPACITY),
            backward_last: 0,
            backward_depth: 0,
            forward: Vec::with_capacity(FORWARD_CAPACITY),
        };
        search.insert(0, BACKWARD, NO_MOVE);
        search.backward.push(NO_MOVE << COORD_BITS);
        search
    }

    /// The move tables the searcher uses. O(1).
    pub fn tables(&self) -> &MoveTables {
        &self.tables
    }

    /// An optimal solution of state `start`: move indices of the metric, in order. The work
    /// grows with the distance (the forward ball reaches about half of it), plus, on the first
    /// queries, growing the shared backward ball. Exponential in the distance `d`: O(the states
    /// within about `d / 2` moves of `start` and of solved), at most all 3,674,160.
    ///
    /// # Panics
    /// If `start` is not a coordinate (`>= coord::STATES`).
    ///
    /// # Example
    /// ```
    /// use cubesmith::pocket::bidir::BidirectionalSearch;
    /// use cubesmith::pocket::coord::{encode, HALF_TURN};
    /// use cubesmith::pocket::cube::{Face, Stickers};
    /// let mut search = BidirectionalSearch::new(HALF_TURN);
    /// let state = Stickers::SOLVED.then(&Stickers::turn(Face::U, 1)).then(&Stickers::turn(Face::R, 2));
    /// let moves = search.solve(encode(&state));
    /// assert_eq!(moves.len(), 2);
    /// ```
    pub fn solve(&mut self, start: u32) -> Vec<usize> {
        assert!(
            (start as usize) < super::coord::STATES,
            "coordinate {} out of range",
            start
        );
        self.clear_forward();
        if self.find(start).is_some() {
            // Inside the backward ball: its chain is a shortest way home.
            return self.backward_chain(start);
        }
        self.insert(start, 0, NO_MOVE);
        self.forward.push(start | NO_MOVE << COORD_BITS);
        let mut forward_layer = (0usize, 1usize);
        let mut forward_depth = 0u32;
        let metric = self.tables.metric;
        let cap = (u32::from(metric.gods_number) + 1) / 2;
        loop {
            let backward_size = self.backward.len() - self.backward_last;
            let forward_size = forward_layer.1 - forward_layer.0;
            let grow_backward = self.backward_depth < cap
                && (backward_size <= forward_size || forward_depth >= u32::from(metric.gods_number) - cap);
            if grow_backward {
                if let Some(path) = self.grow_backward() {
                    return path;
                }
            } else {
                let first_new = self.forward.len();
                // Past this layer the balls would span God's number: it must hold a meeting, so
                // its new states need not be kept.
                let last = forward_depth + 1 + self.backward_depth >= u32::from(metric.gods_number);
                let (from, to) = forward_layer;
                if let Expansion::Met { index, m, met } = self.expand(false, from, 0, to, !last) {
                    let here = self.forward[index] & COORD_MASK;
                    return self.path(here, m, met);
                }
                assert!(
                    first_new < self.forward.len(),
                    "the search ran out of states without meeting"
                );
                forward_layer = (first_new, self.forward.len());
                forward_depth += 1;
            }
        }
    }

    /// Grows the backward ball by one whole layer. If it meets the forward ball on the way, the
    /// path through the first meeting is kept, the forward ball is removed, and the layer is
    /// finished all the same, so the ball stays complete.
    fn grow_backward(&mut self) -> Option<Vec<usize>> {
        let (from, to) = (self.backward_last, self.backward.len());
        let mut path = None;
        let mut resume = (from, 0);
        loop {
            match self.expand(true, resume.0, resume.1, to, true) {
                Expansion::Complete => break,
                Expansion::Met { index, m, met } => {
                    let here = self.backward[index] & COORD_MASK;
                    // The meeting oriented forward: met --inverse(m)--> here.
                    path = Some(self.path(met, self.tables.inverse(m), here));
                    self.clear_forward();
                    resume = (index, m);
                }
            }
        }
        self.backward_last = to;
        self.backward_depth += 1;
        path
    }

    /// Expands the states `list[from..to]` of one side (from move `first_move` of the first
    /// one), adding unseen neighbours to that side if `keep`. Stops at the first state of the
    /// other side.
    fn expand(&mut self, backward: bool, from: usize, first_move: usize, to: usize, keep: bool) -> Expansion {
        let side = if backward { BACKWARD } else { 0 };
        for index in from..to {
            let entry = if backward {
                self.backward[index]
            } else {
                self.forward[index]
            };
            let (c, last) = (entry & COORD_MASK, (entry >> COORD_BITS) as usize);
            let start_move = if index == from { first_move } else { 0 };
            // The moves still to try, lowest first.
            let mut todo = self.allowed[last] >> start_move << start_move;
            while todo != 0 {
                let m = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                let n = self.tables.apply(c, m);
                match self.probe(n) {
                    Ok(slot) => {
                        if self.slots[slot] & BACKWARD != side {
                            return Expansion::Met { index, m, met: n };
                        }
                    }
                    Err(_) if !keep => {}
                    Err(empty) => {
                        self.insert_at(empty, n, side, m as u32);
                        let listed = n | (m as u32) << COORD_BITS;
                        if backward {
                            self.backward.push(listed);
                        } else {
                            self.forward.push(listed);
                        }
                    }
                }
            }
        }
        Expansion::Complete
    }

    /// The moves from the start to solved through `f --step--> b`, with `f` in the forward
    /// ball and `b` in the backward ball.
    fn path(&self, f: u32, step: usize, b: u32) -> Vec<usize> {
        let mut moves = self.forward_chain(f);
        moves.push(step);
        moves.extend(self.backward_chain(b));
        moves
    }

    /// The moves from the start to forward state `c`.
    fn forward_chain(&self, mut c: u32) -> Vec<usize> {
        let mut moves = Vec::new();
        while let Some(m) = self.move_into(c) {
            moves.push(m);
            c = self.tables.apply(c, self.tables.inverse(m));
        }
        moves.reverse();
        moves
    }

    /// The moves from backward state `c` to solved.
    fn backward_chain(&self, mut c: u32) -> Vec<usize> {
        let mut moves = Vec::new();
        while let Some(m) = self.move_into(c) {
            let back = self.tables.inverse(m);
            moves.push(back);
            c = self.tables.apply(c, back);
        }
        moves
    }

    /// The move that reached visited state `c`, or `None` at a ball's centre.
    fn move_into(&self, c: u32) -> Option<usize> {
        let entry = self.slots[self.find(c).expect("chains stay inside the balls")];
        let m = entry >> MOVE_SHIFT & 15;
        if m == NO_MOVE {
            None
        } else {
            Some(m as usize)
        }
    }

    fn home_slot(c: u32) -> usize {
        (c.wrapping_mul(0x9E37_79B1) >> (32 - SLOTS_LOG)) as usize
    }

    /// The slot holding coordinate `c`, if it was visited.
    fn find(&self, c: u32) -> Option<usize> {
        self.probe(c).ok()
    }

    /// The slot holding coordinate `c` (`Ok`), or the empty slot where its probe ends, where it
    /// would go (`Err`).
    fn probe(&self, c: u32) -> Result<usize, usize> {
        let mut slot = Self::home_slot(c);
        loop {
            let entry = self.slots[slot];
            if entry == 0 {
                return Err(slot);
            }
            if entry & COORD_MASK == c {
                return Ok(slot);
            }
            slot = (slot + 1) & (SLOTS - 1);
        }
    }

    fn insert(&mut self, c: u32, side: u32, m: u32) {
        match self.probe(c) {
            Err(empty) => self.insert_at(empty, c, side, m),
            Ok(_) => unreachable!("a state is inserted once"),
        }
    }

    /// Puts coordinate `c` into `slot`, the empty slot that ends its probe.
    fn insert_at(&mut self, slot: usize, c: u32, side: u32, m: u32) {
        assert!(
            self.backward.len() < BACKWARD_CAPACITY && self.forward.len() < FORWARD_CAPACITY,
            "bidirectional search balls are larger than the metric allows"
        );
        self.slots[slot] = OCCUPIED | m << MOVE_SHIFT | side | c;
    }

    /// Removes the forward ball from the table. O(forward states).
    fn clear_forward(&mut self) {
        while let Some(entry) = self.forward.pop() {
            let slot = self
                .find(entry & COORD_MASK)
                .expect("every forward state is in the table");
            self.remove_at(slot);
        }
    }

    /// Backward-shift deletion: empties `slot` and moves later entries of its probe run back
    /// into any gap their own probe passed, so every remaining entry stays findable.
    fn remove_at(&mut self, mut slot: usize) {
        loop {
            self.slots[slot] = 0;
            let mut next = slot;
            loop {
                next = (next + 1) & (SLOTS - 1);
                let entry = self.slots[next];
                if entry == 0 {
                    return;
                }
                let home = Self::home_slot(entry & COORD_MASK);
                // The entry stays if its home lies cyclically in (slot, next].
                let stays = if slot <= next {
                    slot < home && home <= next
                } else {
                    slot < home || home <= next
                };
                if !stays {
                    self.slots[slot] = entry;
                    slot = next;
                    break;
                }
            }
        }
    }

    /// Bytes the search state occupies, all allocated when the searcher is made: the hash table
    /// and the two lists at their largest. Under 1 MiB. O(1).
    pub fn memory_bound() -> usize {
        SLOTS * 4 + (BACKWARD_CAPACITY + FORWARD_CAPACITY) * 4
    }
}

#[cfg(test)]
mod tests;
