//! Optimal short solutions of the 3x3x3 cube: the exact shortest solution in the half-turn or
//! the quarter-turn metric, for positions up to about ten moves from solved.
//!
//! **How.** A ball: every position within `B` moves of solved, found by breadth-first search and
//! kept in a hash table with its distance (B = 4: 46,741 positions in the half-turn metric,
//! 11,206 in the quarter-turn metric). It is a perfect heuristic: inside the ball the distance is
//! known exactly, outside it is at least `B + 1`. An iterative-deepening search (IDA*) from the
//! cube, bound 0, 1, 2, ..., prunes every node whose depth plus heuristic exceeds the bound and
//! stops at the first node in the ball; the ball's distances then lead to solved (descent). Every
//! smaller bound has failed by then, so the first solution is a shortest one. This is a
//! meet-in-the-middle search: the ball is the backward half, kept for every cube.
//!
//! Only canonical sequences are searched: never a face twice in a row (in the quarter-turn
//! metric: a half turn is made as two clockwise quarter turns, nothing else repeats a face), and
//! of two opposite faces, which commute, U before D, R before L, F before B. A cube at distance
//! `d > B` costs about as many ball lookups as there are canonical sequences of `d - B` moves
//! (13.3 more per move in the half-turn metric, 9.4 in the quarter-turn metric), most of them
//! answered by a small bitmap in front of the table.
//!
//! ```
//! use cubesmith::cube3::cubie::Cubies;
//! use cubesmith::cube3::notation::{singmaster, Separation};
//! use cubesmith::cube3::optimal::{shortest, Metric, Optimal};
//!
//! let cube = Cubies::SOLVED.apply_all(&singmaster(Separation::WhiteSpace).parse("R U R' U' F2").unwrap());
//! let moves = shortest(&cube, Metric::Half, 7).unwrap();
//! assert_eq!(moves.len(), 5);
//! assert_eq!(cube.apply_all(&moves), Cubies::SOLVED);
//!
//! // In the quarter-turn metric a solution is quarter turns only: F2 is two of them.
//! let solver = Optimal::new(Metric::Quarter); // build once, solve many
//! let quarters = solver.solve(&cube, 7).unwrap();
//! assert_eq!(quarters.len(), 6);
//! assert_eq!(Metric::Half.length(&quarters), 6);
//! assert_eq!(solver.solve(&cube, 5), None); // more than 5 quarter turns
//! ```

use super::cubie::{move_cubies, Cubies};
use super::moves::{Face, Move};

/// How the length of a move sequence is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Metric {
    /// The half-turn metric (HTM): every face turn, quarter or half, is one move.
    Half,
    /// The quarter-turn metric (QTM): a quarter turn is one move, a half turn two.
    Quarter,
}

/// The quarter turns, clockwise and counter-clockwise, in index order.
const QUARTER_MOVES: [Move; 12] = {
    let mut moves = [Move::new(Face::U, 1); 12];
    let mut i = 0;
    while i < 12 {
        moves[i] = Move::new(Face::ALL[i / 2], [1, 3][i % 2]);
        i += 1;
    }
    moves
};

impl Metric {
    /// The moves a search in this metric takes, each costing one: all 18 face turns, or the 12
    /// quarter turns (a half turn is then two quarter turns). O(1).
    pub fn moves(self) -> &'static [Move] {
        match self {
            Metric::Half => &Move::ALL,
            Metric::Quarter => &QUARTER_MOVES,
        }
    }

    /// What move `m` costs: 1, or 2 for a half turn in the quarter-turn metric. O(1).
    pub fn cost(self, m: Move) -> usize {
        if self == Metric::Quarter && m.is_half_turn() {
            2
        } else {
            1
        }
    }

    /// The length of a move sequence in this metric. O(moves).
    pub fn length(self, moves: &[Move]) -> usize {
        moves.iter().map(|&m| self.cost(m)).sum()
    }

    /// The largest distance of any position: 20 in the half-turn metric, 26 in the quarter-turn
    /// metric (both proved by computer searches, 2010 and 2014). O(1).
    pub fn gods_number(self) -> usize {
        match self {
            Metric::Half => 20,
            Metric::Quarter => 26,
        }
    }

    /// The ball depth [`Optimal::new`] uses: 4 in both metrics (46,741 positions in 2.25 MiB in
    /// the half-turn metric, 11,206 in 576 KiB in the quarter-turn metric). O(1).
    pub fn default_ball_depth(self) -> usize {
        4
    }
}

/// The exact shortest solution of `cube` in `metric`, if it has at most `max_depth` moves (in the
/// quarter-turn metric: quarter turns only, so the length is the number of moves). `None` if it
/// is longer, or the cube is not legal. Builds an [`Optimal`] solver first (a few milliseconds);
/// keep one to solve many cubes. O(ball x moves) to build the solver, then
/// [`Optimal::solve`]'s cost, exponential in the distance.
pub fn shortest(cube: &Cubies, metric: Metric, max_depth: usize) -> Option<Vec<Move>> {
    Optimal::new(metric).solve(cube, max_depth)
}

/// An optimal solver for one metric: the ball of positions near solved, and the search.
#[derive(Clone, Debug)]
pub struct Optimal {
    metric: Metric,
    ball: Ball,
    ball_depth: usize,
    /// Every move as lookups on a [`State`].
    turns: [Turn; Move::COUNT],
}

impl Optimal {
    /// A solver with the metric's default ball (see [`Metric::default_ball_depth`]): 2.25 MiB,
    /// built in 5-15 ms, in the half-turn metric; 576 KiB, built in 1-5 ms, in the quarter-turn
    /// metric. O(ball x moves), the ball's positions times the metric's moves.
    pub fn new(metric: Metric) -> Optimal {
        Optimal::with_ball_depth(metric, metric.default_ball_depth())
    }

    /// A solver whose ball holds every position within `depth` moves. Time and memory grow about
    /// 13 times (half turns) or 9 times (quarter turns) per unit of depth; 0 is a plain IDA*.
    /// O(ball x moves): O(13.3^depth x 18) in the half-turn metric, O(9.4^depth x 12) in the
    /// quarter-turn metric.
    ///
    /// # Panics
    /// If `depth > 15` (a ball that deep would not fit in memory anyway).
    pub fn with_ball_depth(metric: Metric, depth: usize) -> Optimal {
        assert!(depth <= 15, "ball depth {} is over 15", depth);
        let mut turns = [Turn::of(&Cubies::SOLVED); Move::COUNT];
        for (t, &m) in turns.iter_mut().zip(Move::ALL.iter()) {
            *t = Turn::of(&move_cubies(m));
        }
        let mut solver = Optimal {
            metric,
            ball: Ball::with_capacity(1),
            ball_depth: depth,
            turns,
        };
        solver.grow_ball();
        solver
    }

    /// The metric this solver counts in. O(1).
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// The ball's depth: every position within it is known with its distance. O(1).
    pub fn ball_depth(&self) -> usize {
        self.ball_depth
    }

    /// Breadth-first search from solved to the ball's depth, layer by layer.
    fn grow_ball(&mut self) {
        let solved = State::of(&Cubies::SOLVED);
        self.ball.insert(solved.key(), 0);
        let mut layer = vec![solved];
        for d in 1..=self.ball_depth {
            let mut next = Vec::new();
            for state in layer.iter() {
                for &m in self.metric.moves() {
                    let child = state.turned(&self.turns[m.index()]);
                    if self.ball.insert(child.key(), d as u8) {
                        next.push(child);
                    }
                }
            }
            layer = next;
        }
    }

    /// The exact shortest solution of `cube` if it has at most `max_depth` moves: a move
    /// sequence (in the quarter-turn metric, quarter turns only) taking `cube` to solved. `None`
    /// if every solution is longer, or the cube is not legal. Exponential in the depth:
    /// O(13.3^(k - B)) lookups in the half-turn metric, O(9.4^(k - B)) in the quarter-turn
    /// metric, for `k` the smaller of the cube's distance and `max_depth` and `B` the ball's depth;
    /// O(1) inside the ball.
    ///
    /// Time: one lookup for a cube within the ball; beyond it, for a cube at distance `d`, about
    /// `13.3^(d - B)` (half turns) or `9.4^(d - B)` (quarter turns) lookups of about 0.05 µs, and
    /// as many again to learn that a cube is farther than `max_depth`. With the default ball, a
    /// cube at distance 7 takes about 0.3 ms (half turns) or 0.1 ms (quarter turns), at distance
    /// 9 about 35 ms or 6 ms.
    pub fn solve(&self, cube: &Cubies, max_depth: usize) -> Option<Vec<Move>> {
        if !cube.is_legal() {
            return None;
        }
        let start = State::of(cube);
        let mut path = Vec::new();
        for bound in 0..=max_depth {
            if self.search(&start, bound, &mut path, None, 0) {
                let end = path.iter().fold(start, |s, &m| s.turned(&self.turns[m.index()]));
                path.extend(self.descend(&end));
                return Some(path);
            }
        }
        None
    }

    /// The heuristic: the exact distance inside the ball, `B + 1` (a lower bound) outside.
    fn estimate(&self, state: &State) -> usize {
        match self.ball.get(state.key()) {
            Some(d) => d as usize,
            None => self.ball_depth + 1,
        }
    }

    /// Depth-first search below `state`, `path.len()` moves from the start, for a solution of
    /// at most `bound` moves in all. On success `path` leads to a position of the ball from which
    /// the descent completes the solution. `last` is the previous move and `run` how many times
    /// in a row it was made.
    fn search(&self, state: &State, bound: usize, path: &mut Vec<Move>, last: Option<Move>, run: u8) -> bool {
        let h = self.estimate(state);
        if path.len() + h > bound {
            return false;
        }
        if h <= self.ball_depth {
            return true;
        }
        for &m in self.metric.moves() {
            if !self.canonical(last, run, m) {
                continue;
            }
            let child = state.turned(&self.turns[m.index()]);
            path.push(m);
            let next_run = if Some(m) == last { run + 1 } else { 1 };
            if self.search(&child, bound, path, Some(m), next_run) {
                return true;
            }
            path.pop();
        }
        false
    }

    /// Whether move `next` may follow `last` (made `run` times in a row) in a canonical sequence:
    /// every sequence has a canonical one at most as long that does the same.
    fn canonical(&self, last: Option<Move>, run: u8, next: Move) -> bool {
        let last = match last {
            Some(m) => m,
            None => return true,
        };
        let (a, b) = (last.face(), next.face());
        if a == b {
            // Half-turn metric: two turns of one face are one turn or none. Quarter-turn metric:
            // a half turn is made as two clockwise quarter turns; a third, or an inverse, undoes
            // work.
            return self.metric == Metric::Quarter && next == last && last.quarters() == 1 && run < 2;
        }
        // Opposite faces commute: the lower-numbered face (U, R, F) goes first, so never a face
        // right after its opposite of 3 more.
        b.index() + 3 != a.index()
    }

    /// The moves from a position of the ball to solved, following the distances down.
    fn descend(&self, start: &State) -> Vec<Move> {
        let mut state = *start;
        let mut d = self.ball.get(state.key()).unwrap_or(0);
        let mut moves = Vec::with_capacity(d as usize);
        while d > 0 {
            let closer = self.metric.moves().iter().copied().find_map(|m| {
                let child = state.turned(&self.turns[m.index()]);
                if self.ball.get(child.key()) == Some(d - 1) {
                    Some((m, child))
                } else {
                    None
                }
            });
            // A position at distance d in a ball built by breadth-first search has a neighbour
            // at d - 1.
            let (m, child) = closer.expect("the ball is closed under descent");
            moves.push(m);
            state = child;
            d -= 1;
        }
        moves
    }
}

/// A position as the search keeps it: each corner position holds `3 * piece + twist`, each edge
/// position `2 * piece + flip`, so a turn is twenty lookups and no arithmetic on orientations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct State {
    corners: [u8; 8],
    edges: [u8; 12],
}

/// A move as lookups: where each position's piece comes from, and the twist or flip it gains.
#[derive(Clone, Copy, Debug)]
struct Turn {
    corner_from: [u8; 8],
    twist: [u8; 8],
    edge_from: [u8; 12],
    flip: [u8; 12],
}

impl Turn {
    /// The move whose cubie state is `m` (Kociemba's multiplication: position `i` takes the piece
    /// of position `m.cp[i]` and adds `m.co[i]` to its twist).
    fn of(m: &Cubies) -> Turn {
        Turn {
            corner_from: m.cp,
            twist: m.co,
            edge_from: m.ep,
            flip: m.eo,
        }
    }
}

/// `TWISTED[3 * v + t]`: corner value `v = 3 * piece + twist` with `t` more twist.
const TWISTED: [u8; 72] = twisted();

const fn twisted() -> [u8; 72] {
    let mut table = [0u8; 72];
    let mut i = 0;
    while i < 72 {
        let (v, t) = (i / 3, i % 3);
        table[i] = (v / 3 * 3 + (v % 3 + t) % 3) as u8;
        i += 1;
    }
    table
}

impl State {
    fn of(c: &Cubies) -> State {
        let mut s = State {
            corners: [0; 8],
            edges: [0; 12],
        };
        for i in 0..8 {
            s.corners[i] = 3 * c.cp[i] + c.co[i];
        }
        for i in 0..12 {
            s.edges[i] = 2 * c.ep[i] + c.eo[i];
        }
        s
    }

    /// This position followed by move `t`.
    fn turned(&self, t: &Turn) -> State {
        let mut out = *self;
        for i in 0..8 {
            let v = self.corners[t.corner_from[i] as usize];
            out.corners[i] = TWISTED[3 * v as usize + t.twist[i] as usize];
        }
        for i in 0..12 {
            out.edges[i] = self.edges[t.edge_from[i] as usize] ^ t.flip[i];
        }
        out
    }

    /// The position packed into 100 bits, five per piece. Never has bits above the hundredth.
    fn key(&self) -> u128 {
        let mut k = 0u128;
        for &v in self.corners.iter().chain(self.edges.iter()) {
            k = k << 5 | u128::from(v);
        }
        k
    }
}

/// Positions and their distances: an open-addressing hash table with linear probing, kept at
/// most half full. An entry is a key (100 bits) with the distance in the bits above, so a lookup
/// touches one cache line. In front of it, a bitmap of 32 bits per entry (one bit set per key)
/// answers most lookups of positions outside the ball, the search's usual case, from a sixteenth
/// of the memory, which stays in cache.
#[derive(Clone, Debug)]
struct Ball {
    entries: Vec<u128>,
    filter: Vec<u64>,
    len: usize,
}

const EMPTY: u128 = u128::MAX;
const KEY_BITS: u32 = 100;
const KEY_MASK: u128 = (1 << KEY_BITS) - 1;

/// 64 well-mixed bits of a key: every key bit reaches the low bits that pick a slot (keys of
/// nearby positions differ in a few bits only). SplitMix64's finaliser.
fn mix(k: u128) -> u64 {
    let mut x = (k as u64) ^ ((k >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl Ball {
    fn with_capacity(n: usize) -> Ball {
        let slots = (2 * n).next_power_of_two().max(16);
        Ball {
            entries: vec![EMPTY; slots],
            filter: vec![0; slots / 4],
            len: 0,
        }
    }

    /// The filter's word and bit for a key's mixed bits `h`: high bits, apart from the slot's.
    fn filter_bit(&self, h: u64) -> (usize, u64) {
        let bit = h.rotate_left(24) as usize & (64 * self.filter.len() - 1);
        (bit / 64, 1 << (bit % 64))
    }

    /// The slot holding key `k` (mixed bits `h`), or the empty slot where it would go.
    fn slot(&self, k: u128, h: u64) -> usize {
        let mask = self.entries.len() - 1;
        let mut i = h as usize & mask;
        while self.entries[i] != EMPTY && self.entries[i] & KEY_MASK != k {
            i = (i + 1) & mask;
        }
        i
    }

    fn get(&self, k: u128) -> Option<u8> {
        let h = mix(k);
        let (word, bit) = self.filter_bit(h);
        if self.filter[word] & bit == 0 {
            return None;
        }
        let e = self.entries[self.slot(k, h)];
        if e == EMPTY {
            None
        } else {
            Some((e >> KEY_BITS) as u8)
        }
    }

    /// Adds key `k` at distance `d` (under 16) unless it is there already; whether it was added.
    fn insert(&mut self, k: u128, d: u8) -> bool {
        if 2 * (self.len + 1) > self.entries.len() {
            self.grow();
        }
        self.place(k | u128::from(d) << KEY_BITS)
    }

    /// Puts an entry (key and distance) in its slot and the filter, unless its key is there.
    fn place(&mut self, entry: u128) -> bool {
        let k = entry & KEY_MASK;
        let h = mix(k);
        let i = self.slot(k, h);
        if self.entries[i] != EMPTY {
            return false;
        }
        self.entries[i] = entry;
        let (word, bit) = self.filter_bit(h);
        self.filter[word] |= bit;
        self.len += 1;
        true
    }

    /// Twice the slots, every entry placed again.
    fn grow(&mut self) {
        let mut bigger = Ball::with_capacity(self.entries.len());
        for &e in self.entries.iter() {
            if e != EMPTY {
                bigger.place(e);
            }
        }
        *self = bigger;
    }
}

/// Every position within `depth` moves of solved in `metric`, by distance: a plain
/// breadth-first search with the standard library's hash map and `Cubies::apply`, apart from
/// every solver's tables and move representation. For the solvers' tests.
#[cfg(test)]
pub(crate) fn breadth_first(metric: Metric, depth: usize) -> Vec<Vec<Cubies>> {
    let mut distance = std::collections::HashMap::new();
    distance.insert(Cubies::SOLVED, 0);
    let mut layers = vec![vec![Cubies::SOLVED]];
    for d in 1..=depth {
        let mut next = Vec::new();
        for state in layers[d - 1].iter() {
            for &m in metric.moves() {
                let child = state.apply(m);
                if let std::collections::hash_map::Entry::Vacant(slot) = distance.entry(child) {
                    slot.insert(d);
                    next.push(child);
                }
            }
        }
        layers.push(next);
    }
    layers
}

#[cfg(test)]
mod tests;
