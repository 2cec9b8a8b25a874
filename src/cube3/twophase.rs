//! Kociemba's two-phase solver: solutions of at most 21 moves (20.4 on average) for any cube in
//! milliseconds.
//!
//! Phase 1 searches (IDA*) for move sequences that bring the cube into the subgroup
//! H = <U, D, R2, L2, F2, B2>; for each one found, phase 2 searches depth-first, with moves of H
//! only, for a sequence that then solves it within the moves left, then for shorter ones. Both
//! phases prune with the exact distances of `prune`'s tables, and where a bound equals the moves
//! left they try only the moves that bring it one closer (phase 1 for its twist and flip bounds,
//! phase 2 for its corner bound); phase 2 reads the tables for the inverse cube too, which needs
//! as many moves. Phase-1 sequences are tried in order of length, so the total shrinks as the
//! search goes on; it stops when a solution is as short as the caller's target, or when the
//! caller's budget runs out.
//!
//! The search runs on several versions of the cube at once: the cube and its inverse, each
//! turned so that each of the three axes plays the U-D axis, and each of those with a tail of
//! moves to come at the end of the solution: one quarter turn of R, F, L or B, and, once phase 1
//! reaches 7 moves, every tail of two or three moves whose first move is such a turn.
//! They are different problems for phase 1 with the same answer up to renaming, which gives more
//! chances per length: a solution whose phase 2 sits in the middle, followed by a few moves
//! that are not moves of H, is found without a long phase 1.
//!
//! ```
//! use cubesmith::cube3::cubie::Cubies;
//! use cubesmith::cube3::notation::{singmaster, Separation};
//! use cubesmith::cube3::twophase::{Budget, TwoPhase};
//!
//! let solver = TwoPhase::new();
//! let cube = Cubies::SOLVED.apply_all(&singmaster(Separation::WhiteSpace).parse("R U R' U' F2 B2 D2").unwrap());
//! let moves = solver.solve(&cube, 21, Budget::UNLIMITED).unwrap();
//! assert!(moves.len() <= 21);
//! assert_eq!(cube.apply_all(&moves), Cubies::SOLVED);
//! ```

use super::coord::{self, Symmetries, H_MOVES, PHASE2_INDEX, PHASE2_MOVES};
use super::cubie::{move_cubies, Cubies};
use super::moves::{Face, Move, MoveSet};
use super::prune::{Node1, Node2, Phase1, Phase2};
use std::time::{Duration, Instant};

/// How much work one `solve` may do: a number of search nodes, a time, both, or neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most search nodes (moves tried), if limited.
    pub nodes: Option<u64>,
    /// The most time from the start of `solve`, if limited; checked every 1024 nodes.
    pub time: Option<Duration>,
}

impl Budget {
    /// No limit: the search runs until a solution meets the target.
    pub const UNLIMITED: Budget = Budget {
        nodes: None,
        time: None,
    };

    /// At most `n` search nodes: deterministic, whatever the machine. O(1).
    pub fn nodes(n: u64) -> Budget {
        Budget {
            nodes: Some(n),
            time: None,
        }
    }

    /// At most `limit` of wall-clock time. O(1).
    pub fn time(limit: Duration) -> Budget {
        Budget {
            nodes: None,
            time: Some(limit),
        }
    }
}

/// The longest solution the search considers: every cube has a two-phase solution of 30 moves
/// or fewer (phase 1 needs at most 12, phase 2 at most 18).
pub const MAX_LENGTH: usize = 30;
/// Phase 2 is tried only up to this depth unless the solver is built `with_phase2_cap`: deeper
/// phase-2 searches cost more than trying other phase-1 sequences, which soon give a shorter
/// phase 2. A cap of 11 finds shorter solutions (20.4 moves on average within 21) than 12 (20.6),
/// in about a third more time.
pub const PHASE2_CAP: usize = 11;

/// `moves` written in quarter turns: each half turn becomes two clockwise quarter turns of its
/// face, so the result's length is the quarter-turn length of `moves`, and it does the same.
/// O(n).
pub fn to_quarter_turns(moves: &[Move]) -> Vec<Move> {
    let mut out = Vec::with_capacity(2 * moves.len());
    for &m in moves {
        if m.is_half_turn() {
            let quarter = Move::new(m.face(), 1);
            out.extend_from_slice(&[quarter, quarter]);
        } else {
            out.push(m);
        }
    }
    out
}

/// The moves that may end phase 1: a move of H would have reached H a move earlier, so a
/// quarter turn of R, F, L or B.
const LEAVING_H: MoveSet = MoveSet::ALL.minus(H_MOVES);
/// The clockwise quarter turns that take a cube out of H, one a face: a solution's last move is
/// one of them or its inverse, which differs by a half turn, a move of H.
const OUT_OF_H: [Move; 4] = [
    Move::new(Face::R, 1),
    Move::new(Face::F, 1),
    Move::new(Face::L, 1),
    Move::new(Face::B, 1),
];

/// The two-phase solver: its tables, built once by `new`, then shared by any number of solves.
pub struct TwoPhase {
    syms: Symmetries,
    p1: Phase1,
    p2: Phase2,
    /// `axes[k]`: the rotation that lets axis `k` play U-D (`coord::axes`).
    axes: [Cubies; 3],
    /// `back[k][m.index()]`: the move that move `m` of the cube rotated by `axes[k]` is on the
    /// cube.
    back: [[Move; Move::COUNT]; 3],
    /// The deepest phase 2 tried.
    phase2_cap: usize,
    /// The longest tail of the versions searched.
    max_tail: usize,
}

impl TwoPhase {
    /// Builds every table (about 2.9 MB), in about 25 ms: see docs/benchmarks.md. O(the
    /// tables' entries x moves): [`Phase1::new`], [`Phase2::new`].
    // No `Default`: building the tables costs time, which a `Default` would hide (see lib.rs).
    #[allow(clippy::new_without_default)]
    pub fn new() -> TwoPhase {
        let syms = Symmetries::new();
        let p1 = Phase1::new(&syms);
        let p2 = Phase2::new(&syms);
        let (axes, back) = coord::axes();
        TwoPhase {
            syms,
            p1,
            p2,
            axes,
            back,
            phase2_cap: PHASE2_CAP,
            max_tail: DEFAULT_TAIL,
        }
    }

    /// The same solver trying phase 2 up to `cap` moves instead of `PHASE2_CAP`: 12 is faster
    /// and gives slightly longer solutions, 13 or more suits `improve` with a generous budget.
    /// O(1).
    ///
    /// # Panics
    /// If `cap` is 0 or more than 18 (the longest phase 2).
    pub fn with_phase2_cap(mut self, cap: usize) -> TwoPhase {
        assert!((1..=18).contains(&cap), "phase-2 cap {} out of 1..=18", cap);
        self.phase2_cap = cap;
        self
    }

    /// The same solver searching versions of the cube with tails of up to `n` moves instead of
    /// `DEFAULT_TAIL` (see `Version`): 1 searches only the cube's six versions and their tails of
    /// one quarter turn, 4 also every tail of 4 moves once phase 1 gets to 7 moves (about 60,000
    /// versions, 15 MB). O(1).
    ///
    /// # Panics
    /// If `n` is 0 or more than 4.
    pub fn with_tails(mut self, n: usize) -> TwoPhase {
        assert!((1..=MAX_TAIL).contains(&n), "tails of {} moves", n);
        self.max_tail = n;
        self
    }

    /// A solution of `cube` of at most `max_length` moves: move indices (see `cubie`) that take
    /// it to solved, in the half-turn metric; the first one the search finds. O(budget) nodes
    /// below 20 moves; from 20, until the first solution, exponential in the phase-1 depth
    /// (about a millisecond: see below).
    ///
    /// With `max_length` 20 or more this always returns a solution, whatever the budget: every
    /// cube has one of at most 20 moves (God's number), so the budget is not looked at before
    /// the first one is found (within 21 that takes about a millisecond, within 20 a few
    /// milliseconds for most cubes, under 0.1 s for 99 % of them and up to 0.7 s for the
    /// slowest of 2,000 on a loaded machine: see docs/benchmarks.md). Below 20 the cube may have no such solution, or one the search
    /// takes forever to find: the budget counts from the start, and `None` says it ran out, or
    /// that the search ended without one (a `max_length` below the cube's distance, or one it
    /// cannot reach within its phase-2 cap).
    ///
    /// # Panics
    /// If `cube` is not legal (`Cubies::is_legal`).
    pub fn solve(&self, cube: &Cubies, max_length: usize, budget: Budget) -> Option<Vec<Move>> {
        // God's number: every cube has a solution of 20 moves.
        let must_find = max_length >= 20;
        let mut search = self.search(max_length.min(MAX_LENGTH) + 1, max_length, budget, must_find);
        search.run(cube);
        search.best
    }

    /// A solution of `cube` that keeps getting shorter while the budget lasts: the search finds
    /// a first solution whatever the budget (within `MAX_LENGTH` moves, usually in well under a
    /// millisecond), then looks for shorter ones until one has at most `target` moves, the
    /// budget runs out, or no shorter two-phase solution is left; it returns the shortest found.
    /// The first solution as [`TwoPhase::solve`] finds it from 20 moves, then O(budget).
    ///
    /// # Panics
    /// If `cube` is not legal (`Cubies::is_legal`).
    pub fn improve(&self, cube: &Cubies, target: usize, budget: Budget) -> Vec<Move> {
        self.improve_within(cube, MAX_LENGTH, target, budget)
            .expect("every cube has a two-phase solution within MAX_LENGTH")
    }

    /// `improve` with a first solution of at most `max_length` moves, then shorter ones until
    /// one has at most `target` moves or the budget runs out. As for `solve`, with `max_length`
    /// 20 or more a first solution is always found, whatever the budget (the budget counts
    /// only once there is one); below 20 the budget counts from the start and `None` says it
    /// ran out first (or that the search ended without one). With `max_length` 21,
    /// `target` 20, a phase-2 cap of 12 and 25,000 nodes this is the fastest way to 21 moves at
    /// most and under 20.6 on average (see docs/benchmarks.md). O(budget) after the first
    /// solution.
    ///
    /// # Panics
    /// If `cube` is not legal (`Cubies::is_legal`).
    pub fn improve_within(
        &self,
        cube: &Cubies,
        max_length: usize,
        target: usize,
        budget: Budget,
    ) -> Option<Vec<Move>> {
        self.improve_within_until(cube, max_length, target, budget, &|| false)
    }

    /// [`TwoPhase::improve_within`], which also stops, with what it has, once `quit` says so
    /// (asked every 1,024 nodes, as the budget), even before a first solution: for a caller
    /// that races the search against another that may answer first. O(budget) after the
    /// first solution, as `improve_within`.
    ///
    /// # Panics
    /// If `cube` is not legal (`Cubies::is_legal`).
    pub fn improve_within_until(
        &self,
        cube: &Cubies,
        max_length: usize,
        target: usize,
        budget: Budget,
        quit: &dyn Fn() -> bool,
    ) -> Option<Vec<Move>> {
        // God's number: every cube has a solution of 20 moves.
        let must_find = max_length >= 20;
        let mut search = self.search(max_length.min(MAX_LENGTH) + 1, target, budget, must_find);
        search.quit = quit;
        search.run(cube);
        search.best
    }

    /// `solve`, with the length of the tail of the version that gave the solution: for tests.
    #[cfg(test)]
    fn solve_with_tail(&self, cube: &Cubies, max_length: usize) -> Option<(Vec<Move>, usize)> {
        let mut search = self.search(max_length + 1, max_length, Budget::UNLIMITED, true);
        search.run(cube);
        let tail = search.best_tail;
        search.best.map(|moves| (moves, tail))
    }

    /// The number of phase-1 sequences of exactly `depth` moves that the search tries on `cube`
    /// itself (not its other versions), without phase 2: for tests.
    #[cfg(test)]
    fn phase1_leaves(&self, cube: &Cubies, depth: usize) -> u64 {
        // No length is short enough for a phase 2 to be tried.
        let mut search = self.search(0, 0, Budget::UNLIMITED, false);
        search.prefix[0] = *cube;
        let root = self
            .p1
            .node(coord::twist(cube), coord::flip(cube), coord::slice(cube));
        search.phase1(root, 0, depth, None, Tight::of(&self.p1, &root, depth));
        search.leaves
    }

    /// A search for solutions shorter than `bound`, that stops at `target` or less.
    fn search(&self, bound: usize, target: usize, budget: Budget, must_find: bool) -> Search<'_> {
        Search {
            t: self,
            target,
            must_find,
            best: None,
            best_len: bound,
            version: Version {
                cube: Cubies::SOLVED,
                axis: 0,
                inverse: false,
                tail: [Move::ALL[0]; MAX_TAIL],
                tail_len: 0,
            },
            path: [Move::ALL[0]; 2 * MAX_LENGTH],
            prefix: [Cubies::SOLVED; MAX_LENGTH + 1],
            valid: 0,
            nodes: 0,
            budget,
            quit: &|| false,
            start: Instant::now(),
            stopped: false,
            leaves: 0,
            best_tail: 0,
        }
    }
}

/// One of the problems a search solves for a cube: the cube or its inverse, turned so that
/// `axis` plays the U-D axis, maybe with a tail of moves to add at the end of the solution:
/// the problem's cube is then the tail applied first, then the turned cube, so that a solution
/// `w` of it makes `w` then the tail a solution of the turned cube. A tail's first move is a
/// quarter turn that takes a cube out of H (`OUT_OF_H`), which also stands for its inverse: the
/// two differ by a half turn, a move of H, so they share every phase 1.
#[derive(Clone, Copy)]
struct Version {
    cube: Cubies,
    axis: usize,
    inverse: bool,
    tail: [Move; MAX_TAIL],
    tail_len: usize,
}

/// The longest tail a version may have.
const MAX_TAIL: usize = 4;
/// The longest tail searched unless the solver is built `with_tails`.
pub const DEFAULT_TAIL: usize = 3;
/// Tails of two moves or more are tried only with a phase 1 of at least this many moves: their
/// number grows thirteenfold a move, and a shorter phase 1 rarely reaches H from a cube.
const TAIL_PHASE1: usize = 7;

/// Every version made of `v`, whose tail's moves from `fill` on are set and applied, by choosing
/// the tail's first `fill` moves (following the rules of `MoveSet::after`), into `out`.
fn add_tails(v: &Version, fill: usize, out: &mut Vec<Version>) {
    let next = v.tail[fill..v.tail_len].first().copied();
    let choices = if fill == 1 {
        MoveSet::of(&OUT_OF_H)
    } else {
        MoveSet::ALL
    };
    for m in choices {
        if next.map_or(false, |n| !MoveSet::after(Some(m.face())).contains(n)) {
            continue;
        }
        let mut w = *v;
        w.tail[fill - 1] = m;
        w.cube = move_cubies(m).then(&v.cube);
        if fill == 1 {
            out.push(w);
        } else {
            add_tails(&w, fill - 1, out);
        }
    }
}

/// The state of one `solve`.
struct Search<'a> {
    t: &'a TwoPhase,
    target: usize,
    /// Whether the budget may stop the search only once it has a solution.
    must_find: bool,
    best: Option<Vec<Move>>,
    best_len: usize,
    /// The version of the cube being searched.
    version: Version,
    /// The moves of the current phase-1 then phase-2 sequence.
    path: [Move; 2 * MAX_LENGTH],
    /// `prefix[k]`: `cube` after `path[..k]`, for `k <= valid`.
    prefix: [Cubies; MAX_LENGTH + 1],
    valid: usize,
    nodes: u64,
    budget: Budget,
    /// Whether to stop now, whatever the budget ([`TwoPhase::improve_within_until`]).
    quit: &'a dyn Fn() -> bool,
    start: Instant,
    stopped: bool,
    /// Phase-1 sequences that reached H (statistics).
    leaves: u64,
    /// The length of the tail of the best solution's version (statistics).
    best_tail: usize,
}

impl<'a> Search<'a> {
    /// Tries phase-1 lengths in increasing order, each on every version of the cube.
    fn run(&mut self, cube: &Cubies) {
        assert!(cube.is_legal(), "two-phase search of an illegal cube");
        let mut versions: Vec<Version> = Vec::with_capacity(30);
        for &inverse in [false, true].iter() {
            let base = if inverse { cube.inverse() } else { *cube };
            for axis in 0..3 {
                let c = coord::conjugate_by(&base, &self.t.axes[axis]);
                // A symmetric cube gives equal versions: one search is enough.
                if versions.iter().all(|v| v.cube != c) {
                    versions.push(Version {
                        cube: c,
                        axis,
                        inverse,
                        tail: [Move::ALL[0]; MAX_TAIL],
                        tail_len: 0,
                    });
                }
            }
        }
        // The same versions with one more move at the end of the solution, on each face that
        // takes a cube out of H (its two quarter turns give the same phase 1).
        let bases = versions.len();
        for i in 0..bases {
            for &m in OUT_OF_H.iter() {
                let mut v = versions[i];
                v.cube = move_cubies(m).then(&v.cube);
                v.tail[0] = m;
                v.tail_len = 1;
                versions.push(v);
            }
        }
        let p1 = &self.t.p1;
        let root = |v: &Version| {
            let n = p1.node(coord::twist(&v.cube), coord::flip(&v.cube), coord::slice(&v.cube));
            (n, p1.node_bound(&n))
        };
        let roots: Vec<(Node1, u8)> = versions.iter().map(root).collect();
        // Versions with longer tails, by length, made when first needed: (version, root node
        // and bound), lowest bound first.
        let mut tails: Vec<Vec<(Version, Node1, u8)>> = Vec::new();
        let mut length1 = 0;
        while length1 < self.best_len && !self.stopped {
            for (v, &(node, bound)) in versions.iter().zip(roots.iter()) {
                if length1 < v.tail_len {
                    continue;
                }
                let depth1 = length1 - v.tail_len;
                if self.try_version(v, node, bound, depth1) {
                    return;
                }
            }
            for k in 2..=self.t.max_tail {
                if length1 < k + TAIL_PHASE1 {
                    break;
                }
                if tails.len() < k - 1 {
                    let mut more = Vec::new();
                    for base in versions[..bases].iter() {
                        let mut v = *base;
                        v.tail_len = k;
                        add_tails(&v, k, &mut more);
                    }
                    let mut with_roots: Vec<(Version, Node1, u8)> = more
                        .iter()
                        .map(|v| {
                            let (n, b) = root(v);
                            (*v, n, b)
                        })
                        .collect();
                    with_roots.sort_by_key(|r| r.2);
                    tails.push(with_roots);
                }
                let depth1 = length1 - k;
                for &(v, node, bound) in tails[k - 2].iter() {
                    if usize::from(bound) > depth1 {
                        break;
                    }
                    if self.try_version(&v, node, bound, depth1) {
                        return;
                    }
                }
            }
            length1 += 1;
        }
    }

    /// Phase 1 of `depth1` moves on version `v`, whose root is `node` with bound `bound`; true
    /// to stop the search.
    fn try_version(&mut self, v: &Version, node: Node1, bound: u8, depth1: usize) -> bool {
        if usize::from(bound) > depth1 {
            return false;
        }
        self.version = *v;
        self.prefix[0] = v.cube;
        self.valid = 0;
        self.phase1(node, 0, depth1, None, Tight::of(&self.t.p1, &node, depth1))
    }

    /// Counts a node; true when the budget has run out.
    #[inline]
    fn spent(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            let over_nodes = self.budget.nodes.map_or(false, |n| self.nodes >= n);
            let over_time = self.budget.time.map_or(false, |d| self.start.elapsed() >= d);
            // A search for improvements always finds its first solution.
            let spent = (over_nodes || over_time) && (self.best.is_some() || !self.must_find);
            self.stopped = spent || (self.quit)();
        }
        self.stopped
    }

    /// Phase 1 from node `n` at `depth` with `remaining` moves to go, `tight` saying which of
    /// its bounds equal `remaining`; true to stop the search.
    fn phase1(&mut self, n: Node1, depth: usize, remaining: usize, prev: Option<Face>, tight: Tight) -> bool {
        if remaining == 0 {
            // In H at exactly this depth; the last move is not one of H's (`LEAVING_H`), else the
            // cube was in H one move earlier and this sequence was tried at a smaller depth.
            return n.in_h() && self.leaf(depth, prev);
        }
        if depth > 0 && remaining < 5 && n.in_h() {
            // Leaving H and coming back within a few moves rarely gives a new short solution.
            return false;
        }
        let p1 = &self.t.p1;
        let after = MoveSet::after(prev);
        let mut todo = if remaining == 1 {
            after.and(LEAVING_H)
        } else {
            after
        };
        // A bound equal to the moves left must come one closer at every move: most nodes
        // whose bounds all allow the moves left have few such moves, or none.
        if tight.twist {
            todo = todo.and(p1.node_twist_closer(&n));
        }
        if tight.flip {
            todo = todo.and(p1.node_flip_closer(&n));
        }
        while let Some(m) = todo.next() {
            if self.spent() {
                return true;
            }
            let child = p1.child(&n, m.index());
            if remaining == 1 {
                // Every bound is 0 in H and only there.
                if child.in_h() {
                    self.path[depth] = m;
                    self.valid = self.valid.min(depth);
                    if self.phase1(child, depth + 1, 0, Some(m.face()), Tight::NONE) {
                        return true;
                    }
                }
                continue;
            }
            // Each bound may rule out this move (bound = remaining) or the whole face (bound
            // > remaining: the other turns of the face are one move from this child).
            let mut bound = usize::from(p1.node_twist_flip_bound(&child));
            let mut twist = 0;
            if bound < remaining {
                twist = usize::from(p1.node_twist_bound(&child));
                bound = bound.max(twist);
            }
            let mut flip = 0;
            if bound < remaining {
                flip = usize::from(p1.node_flip_bound(&child));
                bound = bound.max(flip);
            }
            if bound < remaining {
                bound = bound.max(usize::from(p1.node_turned_twist_flip_bound(&child)));
            }
            if pruned(bound, remaining, m, &mut todo) {
                continue;
            }
            self.path[depth] = m;
            self.valid = self.valid.min(depth);
            // A child that passed has all its bounds read, each at most `remaining - 1`.
            let tight = Tight {
                twist: twist == remaining - 1,
                flip: flip == remaining - 1,
            };
            if self.phase1(child, depth + 1, remaining - 1, Some(m.face()), tight) {
                return true;
            }
        }
        false
    }

    /// A phase-1 sequence of `depth1` moves reached H: look for a phase 2 that makes the total
    /// shorter than the best so far. True to stop the search.
    fn leaf(&mut self, depth1: usize, prev: Option<Face>) -> bool {
        self.leaves += 1;
        for k in self.valid..depth1 {
            self.prefix[k + 1] = self.prefix[k].apply(self.path[k]);
        }
        self.valid = depth1;
        let end = self.prefix[depth1];
        match self.version.tail[..self.version.tail_len].first().copied() {
            None => self.try_phase2(&end, depth1, None, prev),
            Some(m) => {
                // The quarter turn the other way differs by a half turn, a move of H.
                let half = move_cubies(Move::new(m.face(), 2));
                self.try_phase2(&end, depth1, Some(m), prev)
                    || self.try_phase2(&half.then(&end), depth1, Some(m.inverse()), prev)
            }
        }
    }

    /// Phase 2 on `c`, a cube of H reached by `depth1` phase-1 moves, to be followed by the
    /// move `last` if any and the rest of the version's tail: records every shorter solution
    /// found. True to stop the search.
    fn try_phase2(&mut self, c: &Cubies, depth1: usize, last: Option<Move>, prev: Option<Face>) -> bool {
        let extra = self.version.tail_len;
        if self.best_len <= depth1 + extra {
            return false;
        }
        let mut room = (self.best_len - 1 - depth1 - extra).min(self.t.phase2_cap);
        let p2 = &self.t.p2;
        let node = p2.node(c);
        let bound_c = usize::from(p2.corner_bound(node.corners, node.corner_sym, node.slice));
        if bound_c > room {
            return false;
        }
        let bound = bound_c.max(usize::from(p2.edge_bound(
            node.edges,
            node.edge_sym,
            node.comb,
            node.slice,
        )));
        // Depth-first to the full room finds some solution; then look for shorter ones.
        let mut improved = false;
        while bound <= room {
            match self.phase2(node, depth1, room, prev, bound_c == room) {
                Some(len2) => {
                    self.found(depth1 + len2, last);
                    improved = true;
                    if len2 == 0 {
                        break;
                    }
                    room = len2 - 1;
                }
                None => break,
            }
        }
        self.stopped || (improved && self.best_len <= self.target)
    }

    /// Phase 2 from `node` at `depth` of the whole path, within `room` moves, its corner bound
    /// equal to `room` if `tight`: the length of a solution found (its moves are in `path`), if
    /// any.
    fn phase2(
        &mut self,
        node: Node2,
        depth: usize,
        room: usize,
        prev: Option<Face>,
        tight: bool,
    ) -> Option<usize> {
        if node.is_solved() {
            return Some(0);
        }
        let t = self.t;
        let (p2, syms) = (&t.p2, &t.syms);
        let n = PHASE2_MOVES.len();
        // This node's rows of the tables, looked up once.
        let slice_moves = &p2.slice.moves[node.slice * n..][..n];
        let comb_moves = &p2.comb.moves[node.comb * n..][..n];
        let corner_moves = &p2.corners.moves[node.corners * n..][..n];
        let edge_moves = &p2.edges.moves[node.edges * n..][..n];
        let corner_conj = &p2.move_conj[node.corner_sym * n..][..n];
        let edge_conj = &p2.move_conj[node.edge_sym * n..][..n];
        let mut todo = MoveSet::after(prev).and(H_MOVES);
        if tight {
            // As in phase 1: a bound equal to the moves left must come one closer.
            todo = todo.and(p2.node_corner_closer(syms, &node));
        }
        while let Some(m) = todo.next() {
            if self.spent() {
                return None;
            }
            let j = usize::from(PHASE2_INDEX[m.index()]);
            let slice = slice_moves[j] as usize;
            let cm = corner_moves[corner_conj[j] as usize] as usize;
            let (corners, corner_sym) = (cm >> 4, syms.product[node.corner_sym][cm & 15] as usize);
            let corner_bound = usize::from(p2.corner_bound(corners, corner_sym, slice));
            if pruned(corner_bound, room, m, &mut todo) {
                continue;
            }
            let em = edge_moves[edge_conj[j] as usize] as usize;
            let (edges, edge_sym) = (em >> 4, syms.product[node.edge_sym][em & 15] as usize);
            let comb = comb_moves[j] as usize;
            // The smaller table first: the larger is read only when it has to be.
            let mut bound = usize::from(p2.edge_slice_bound(edges, edge_sym, slice));
            if bound < room {
                bound = bound.max(usize::from(p2.edge_comb_bound(edges, edge_sym, comb)));
            }
            if pruned(bound, room, m, &mut todo) {
                continue;
            }
            let child = Node2 {
                corners,
                corner_sym,
                edges,
                edge_sym,
                slice,
                comb,
            };
            // The inverse has the same distance; its edges with the corner places often
            // need more moves than the cube's own readings say.
            let bound = usize::from(p2.inverse_edge_comb_bound(syms, &child));
            if pruned(bound, room, m, &mut todo) {
                continue;
            }
            self.path[depth] = m;
            let tight = corner_bound == room - 1;
            if let Some(len) = self.phase2(child, depth + 1, room - 1, Some(m.face()), tight) {
                return Some(len + 1);
            }
        }
        None
    }

    /// Records `path[..len]`, a solution of the current version, then `last` and the rest of
    /// the version's tail, as a solution of the cube.
    fn found(&mut self, len: usize, last: Option<Move>) {
        let v = self.version;
        let back = &self.t.back[v.axis];
        let rest = v.tail[..v.tail_len].iter().skip(1).copied();
        let mut moves: Vec<Move> = self.path[..len]
            .iter()
            .copied()
            .chain(last)
            .chain(rest)
            .map(|m| back[m.index()])
            .collect();
        if v.inverse {
            moves.reverse();
            for m in moves.iter_mut() {
                *m = m.inverse();
            }
        }
        self.best_len = moves.len();
        self.best = Some(moves);
        self.best_tail = v.tail_len;
    }
}

/// Which of a phase-1 node's twist and flip bounds equal its moves left: the search then takes
/// only the moves that bring them one closer (`Phase1::node_twist_closer`). The twist-flip
/// table's closer moves would rule out more moves, but they take 2.9 MB, which costs more
/// than it saves (see docs/benchmarks.md).
#[derive(Clone, Copy)]
struct Tight {
    twist: bool,
    flip: bool,
}

impl Tight {
    /// No bound read as tight.
    const NONE: Tight = Tight {
        twist: false,
        flip: false,
    };

    /// The tight bounds of `n` with `remaining` moves left. O(1).
    fn of(p1: &Phase1, n: &Node1, remaining: usize) -> Tight {
        Tight {
            twist: usize::from(p1.node_twist_bound(n)) == remaining,
            flip: usize::from(p1.node_flip_bound(n)) == remaining,
        }
    }
}

/// Whether a phase prunes a child by move `m` whose bound is `bound`, with `room` moves left
/// before the move: a bound beyond the room also rules out the other turns of the face, which
/// are one move from this child, so they leave `todo`. O(1).
#[inline]
fn pruned(bound: usize, room: usize, m: Move, todo: &mut MoveSet) -> bool {
    if bound > room {
        *todo = todo.minus(MoveSet::face(m.face()));
    }
    bound >= room
}

#[cfg(test)]
mod tests;
