//! Shortest paths for a die rolling on a board: breadth-first search (every step costs 1) and
//! Dijkstra's algorithm (each step its own cost) over states (cell, orientation, extra), where
//! `extra` (0..extras) is whatever else the problem tracks: colours visited so far, keys held.
//!
//! A problem gives its rules as two closures. `step(from, mv, to)` is asked about every move from
//! every state reached: `to` is `from` after the move (cell and orientation changed, `extra` as in
//! `from`); it answers `None` if the step is forbidden, else the extra state after it (and, for
//! Dijkstra, the step's cost). Rolls off the board are never asked about; spins keep the cell.
//! `goal(state)` says where to stop. The moves tried are the four rolls unless
//! [`Search::with_moves`] says otherwise.
//!
//! A [`Search`] keeps, for every state, its distance and how it was reached, so after a search
//! [`Search::distance`] answers for every state settled and [`Search::path`] gives the moves to
//! it; the goal found comes back as a [`Found`] with its distance. Memory: 14 bytes per state (`cells * 24 * extras` states) plus the queue.
//!
//! ```
//! use cubesmith::die::grid::Grid;
//! use cubesmith::die::orientation::{Face, Orientation};
//! use cubesmith::die::search::{Search, State};
//!
//! let start = State::new(0, Orientation::IDENTITY, 0);
//! let upside_down = |s: &State| s.cell == 0 && s.orientation.face_at(Face::Bottom) == Face::Top;
//! let anywhere = |_: &State, _, to: &State| Some(to.extra); // every roll allowed
//!
//! // On a 1 x 4 strip each cell holds the die one way only: it never comes back upside down.
//! let mut strip = Search::new(Grid::new(1, 4), 1);
//! assert_eq!(strip.breadth_first(&[start], anywhere, upside_down), None);
//!
//! // With a second row it takes six rolls.
//! let mut board = Search::new(Grid::new(2, 4), 1);
//! let found = board.breadth_first(&[start], anywhere, upside_down).unwrap();
//! assert_eq!(found.distance, 6);
//! let moves = board.path(&found.state).unwrap();
//! assert_eq!(Orientation::IDENTITY.apply_all(&moves), found.state.orientation);
//!
//! // Extra state: on a 3 x 3 board, touch the far corner (cell 8), then come back to the start
//! // cell with the start face on top. `extra` is 1 once the corner has been touched.
//! let mut search = Search::new(Grid::new(3, 3), 2);
//! let touch = |_: &State, _, to: &State| Some(if to.cell == 8 { 1 } else { to.extra });
//! let home = |s: &State| s.extra == 1 && s.cell == 0 && s.orientation.face_at(Face::Top) == Face::Top;
//! assert_eq!(search.breadth_first(&[start], touch, home).unwrap().distance, 8);
//! ```

use super::grid::Grid;
use super::orientation::{Move, Orientation};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// One state of a search: where the die is, how it lies, and the problem's extra state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct State {
    /// The cell (see [`Grid::cell`]).
    pub cell: usize,
    /// How the die lies.
    pub orientation: Orientation,
    /// The problem's own state, in `0..extras`.
    pub extra: usize,
}

impl State {
    /// The state of a die on `cell`, lying as `orientation`, with extra state `extra`. O(1).
    pub fn new(cell: usize, orientation: Orientation, extra: usize) -> State {
        State {
            cell,
            orientation,
            extra,
        }
    }
}

/// A goal reached by a search, and its distance from the nearest start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Found {
    /// The goal state.
    pub state: State,
    /// Its distance: the number of steps (breadth-first) or their total cost (Dijkstra).
    pub distance: u64,
}

impl Found {
    fn new(state: State, distance: u64) -> Found {
        Found { state, distance }
    }
}

/// No predecessor: a start state, or a state not reached.
const NONE: u32 = u32::MAX;

/// A search space (a grid, 24 orientations, `extras` extra states, the moves tried) and the
/// result of the last search on it.
#[derive(Clone, Debug)]
pub struct Search {
    grid: Grid,
    extras: usize,
    moves: Vec<Move>,
    /// Distance from the nearest start; `u64::MAX` if not reached.
    dist: Vec<u64>,
    /// Whether the distance is final.
    settled: Vec<bool>,
    /// The state this one was reached from, as an index; [`NONE`] for a start.
    parent: Vec<u32>,
    /// The index in `moves` of the move from the parent.
    via: Vec<u8>,
}

impl Search {
    /// The space of states on `grid` with `extras` extra states, trying the four rolls.
    /// O(states) to allocate.
    ///
    /// # Panics
    /// If `extras == 0`, or there are `2^32 - 1` states or more.
    pub fn new(grid: Grid, extras: usize) -> Search {
        assert!(extras > 0, "a search needs at least one extra state");
        let states = grid
            .cells()
            .checked_mul(Orientation::COUNT * extras)
            .filter(|&n| n < NONE as usize)
            .expect("a die search space must have fewer than 2^32 - 1 states");
        Search {
            grid,
            extras,
            moves: Move::ROLLS.to_vec(),
            dist: vec![u64::MAX; states],
            settled: vec![false; states],
            parent: vec![NONE; states],
            via: vec![0; states],
        }
    }

    /// The same space, trying `moves` (in this order) from every state: for example
    /// `&Move::ALL` to allow spins in place. O(moves).
    ///
    /// # Panics
    /// If `moves` is empty or longer than 255.
    #[must_use]
    pub fn with_moves(mut self, moves: &[Move]) -> Search {
        assert!(
            !moves.is_empty() && moves.len() < 256,
            "a search tries 1 to 255 moves, not {}",
            moves.len()
        );
        self.moves = moves.to_vec();
        self
    }

    /// The number of states, `cells * 24 * extras`. O(1).
    pub fn states(&self) -> usize {
        self.dist.len()
    }

    /// The dense index of `state`, in `0..states()`. O(1).
    ///
    /// # Panics
    /// If the state's cell or extra is out of range.
    #[inline]
    pub fn index(&self, state: &State) -> usize {
        assert!(
            state.cell < self.grid.cells() && state.extra < self.extras,
            "state {:?} is outside a search of {} cells and {} extra states",
            state,
            self.grid.cells(),
            self.extras
        );
        (state.cell * Orientation::COUNT + state.orientation.index()) * self.extras + state.extra
    }

    /// The state with dense index `index`. O(1).
    ///
    /// # Panics
    /// If `index >= states()`.
    #[inline]
    pub fn state(&self, index: usize) -> State {
        assert!(index < self.states(), "state index {} out of range", index);
        let extra = index % self.extras;
        let rest = index / self.extras;
        State::new(
            rest / Orientation::COUNT,
            Orientation::from_index(rest % Orientation::COUNT),
            extra,
        )
    }

    /// The state after `mv` from `from`, at (`row`, `col`), extra unchanged; `None` if it
    /// rolls off the board.
    #[inline]
    fn after(&self, from: &State, row: usize, col: usize, mv: Move) -> Option<State> {
        let cell = match mv.direction() {
            Some(direction) => {
                let (row, col) = self.grid.step(row, col, direction)?;
                row * self.grid.cols() + col
            }
            None => from.cell,
        };
        Some(State::new(cell, from.orientation.apply(mv), from.extra))
    }

    /// Forgets the last search. O(states).
    fn reset(&mut self) {
        for d in self.dist.iter_mut() {
            *d = u64::MAX;
        }
        for s in self.settled.iter_mut() {
            *s = false;
        }
        for p in self.parent.iter_mut() {
            *p = NONE;
        }
    }

    /// Records that state `j` is reached at distance `d` by move number `k` from state `i`.
    fn reach(&mut self, j: usize, d: u64, i: u32, k: usize) {
        self.dist[j] = d;
        self.parent[j] = i;
        self.via[j] = k as u8;
    }

    /// Breadth-first search from `starts` (distance 0) with every step costing 1; returns the
    /// first goal state reached (one of least distance) with its distance, or `None` if no goal
    /// is reachable. A
    /// goal is tested when a state is first reached, so the search stops as soon as one is; with
    /// a goal that never holds it settles every reachable state.
    ///
    /// `step(from, mv, to)`: `None` forbids the step, `Some(extra)` allows it and gives the
    /// extra state after it (see the module documentation).
    ///
    /// O(S * m) calls of `step` and O(S) of `goal`, S the states reached and m the moves tried,
    /// plus O(states) to reset the tables; 4 bytes of queue per state reached.
    ///
    /// # Panics
    /// If a start or a returned extra state is out of range.
    pub fn breadth_first<F, G>(&mut self, starts: &[State], mut step: F, mut goal: G) -> Option<Found>
    where
        F: FnMut(&State, Move, &State) -> Option<usize>,
        G: FnMut(&State) -> bool,
    {
        self.reset();
        let mut queue: Vec<u32> = Vec::new();
        for start in starts {
            let i = self.index(start);
            if !self.settled[i] {
                self.dist[i] = 0;
                self.settled[i] = true;
                if goal(start) {
                    return Some(Found::new(*start, 0));
                }
                queue.push(i as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let i = queue[head];
            head += 1;
            let from = self.state(i as usize);
            let (row, col) = self.grid.row_col(from.cell);
            let d = self.dist[i as usize] + 1;
            for k in 0..self.moves.len() {
                let mv = self.moves[k];
                let moved = match self.after(&from, row, col, mv) {
                    Some(s) => s,
                    None => continue,
                };
                let to = match step(&from, mv, &moved) {
                    Some(extra) => State { extra, ..moved },
                    None => continue,
                };
                let j = self.index(&to);
                if self.settled[j] {
                    continue;
                }
                self.reach(j, d, i, k);
                self.settled[j] = true;
                if goal(&to) {
                    return Some(Found::new(to, d));
                }
                queue.push(j as u32);
            }
        }
        None
    }

    /// Dijkstra's algorithm from `starts` (distance 0): returns a goal state of least total cost
    /// with that cost, or `None` if no goal is reachable. A goal is tested when its distance becomes final (the
    /// state leaves the queue); with a goal that never holds it settles every reachable state.
    ///
    /// `step(from, mv, to)`: `None` forbids the step, `Some((extra, cost))` allows it, with the
    /// extra state after it and its cost (costs may be 0).
    ///
    /// O(E log E) with E <= S * m the steps allowed, S the states settled and m the moves tried,
    /// plus O(states) to reset; the queue holds at most E + starts entries of 16 bytes.
    ///
    /// # Panics
    /// If a start or a returned extra state is out of range, or a distance overflows `u64`.
    pub fn dijkstra<F, G>(&mut self, starts: &[State], mut step: F, mut goal: G) -> Option<Found>
    where
        F: FnMut(&State, Move, &State) -> Option<(usize, u64)>,
        G: FnMut(&State) -> bool,
    {
        self.reset();
        let mut queue: BinaryHeap<Reverse<(u64, u32)>> = BinaryHeap::new();
        for start in starts {
            let i = self.index(start);
            if self.dist[i] != 0 {
                self.dist[i] = 0;
                queue.push(Reverse((0, i as u32)));
            }
        }
        while let Some(Reverse((d, i))) = queue.pop() {
            if self.settled[i as usize] {
                continue;
            }
            self.settled[i as usize] = true;
            let from = self.state(i as usize);
            if goal(&from) {
                return Some(Found::new(from, d));
            }
            let (row, col) = self.grid.row_col(from.cell);
            for k in 0..self.moves.len() {
                let mv = self.moves[k];
                let moved = match self.after(&from, row, col, mv) {
                    Some(s) => s,
                    None => continue,
                };
                let (to, cost) = match step(&from, mv, &moved) {
                    Some((extra, cost)) => (State { extra, ..moved }, cost),
                    None => continue,
                };
                let j = self.index(&to);
                let nd = d.checked_add(cost).expect("a die search distance overflows u64");
                if !self.settled[j] && nd < self.dist[j] {
                    self.reach(j, nd, i, k);
                    queue.push(Reverse((nd, j as u32)));
                }
            }
        }
        None
    }

    /// The distance of `state` found by the last search, if it was settled. O(1).
    ///
    /// # Panics
    /// If the state's cell or extra is out of range.
    pub fn distance(&self, state: &State) -> Option<u64> {
        let i = self.index(state);
        if self.settled[i] {
            Some(self.dist[i])
        } else {
            None
        }
    }

    /// The moves from a start to `state` along a shortest path found by the last search, if the
    /// state was settled. O(length of the path).
    ///
    /// # Panics
    /// If the state's cell or extra is out of range.
    pub fn path(&self, state: &State) -> Option<Vec<Move>> {
        let mut i = self.index(state);
        if !self.settled[i] {
            return None;
        }
        let mut moves = Vec::new();
        while self.parent[i] != NONE {
            moves.push(self.moves[usize::from(self.via[i])]);
            i = self.parent[i] as usize;
        }
        moves.reverse();
        Some(moves)
    }
}

#[cfg(test)]
mod tests;
