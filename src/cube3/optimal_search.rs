//! The deep optimal solver: IDA* in the half-turn metric on a pruning table of
//! [`super::optimal_table`], for cubes of any distance given a large enough table.
//!
//! **The bound.** A table's entry is a lower bound of a cube's distance. The table treats the
//! U-D axis apart, so the cube is also read turned so that R-L, then F-B, plays U-D (conjugated by
//! the rotation about the URF-DBL diagonal, `coord::axes`), and so is its inverse, which is as
//! far from solved: up to six lookups, the largest taken. The three readings of the cube follow
//! the moves through move tables; the inverse (a move acts on it from the other side) is kept
//! as cubies, multiplied from the left, and read only when the cube's three readings did not
//! already prune the node.
//! A table in mod 3 holds each distance modulo 3: the cube's readings are then followed exactly
//! from the parent's (a move changes them by at most one), and the inverse is not read.
//!
//! **Tight readings.** The table's goal is the same after a turn of U or D, so a solution that
//! reaches the goal in as few moves as the table says does not end with one (it would be
//! spare); read along each axis, the same holds for that axis' two faces. When every smaller
//! bound has failed, a solution from a node is exactly as long as the moves left, so: three
//! readings of the cube all equal to the moves left rule the node out (its last move could be
//! of no face); the same of the inverse; and where the inverse's reading along an axis equals
//! the moves left, the next move is not of that axis' faces (it is the inverse's last move,
//! inverted). The root's bound is one more than its largest reading where the cube's three, or
//! the inverse's three, are all that largest. A turn of U or D made first does not change an
//! entry either, so a child's inverse along its move's axis is not read: it is the parent's.
//! These are the observations of Rokicki's nxopt.
//!
//! **The search.** Bound `b = h(cube), h + 1, ...`; a node `g` moves deep is pruned when `g +
//! h > b`. Only canonical sequences are searched, as in [`super::optimal`]: never a face twice
//! in a row, and of two opposite faces U before D, R before L, F before B. Every smaller bound
//! has failed when a solution is found, so the first is a shortest one. A cube fixed by some of
//! the 48 symmetries starts from one first move of each class they map to each other. In the
//! quarter-turn metric the moves are quarter turns and the same table bounds the distance.
//!
//! ```
//! use cubesmith::cube3::cubie::Cubies;
//! use cubesmith::cube3::moves::{Face, Move};
//! use cubesmith::cube3::optimal_search::Deep;
//! use cubesmith::cube3::optimal_table::{Shape, Table};
//!
//! let table = Table::build(Shape::TINY, 1, |_| {});
//! let solver = Deep::new(table);
//! let (r, u, f) = (Move::new(Face::R, 1), Move::new(Face::U, 1), Move::new(Face::F, 2));
//! let cube = Cubies::SOLVED.apply_all(&[r, u, r.inverse(), u.inverse(), f]); // R U R' U' F2
//! let moves = solver.solve(&cube, 20).unwrap();
//! assert_eq!(moves.len(), 5);
//! assert_eq!(cube.apply_all(&moves), Cubies::SOLVED);
//! ```

use super::coord;
use super::cubie::{move_cubies, Cubies};
use super::moves::{Face, Move, MoveSet};
use super::optimal::Metric;
use super::optimal_table::{Raw, Table};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// The three axes a cube is read along: U-D as it is, then R-L and F-B as U-D.
const AXES: usize = 3;

/// An optimal solver in the half-turn metric on one pruning table.
pub struct Deep {
    table: Table,
    /// The rotations that make each axis play U-D.
    rotations: [Cubies; AXES],
    /// `axis_moves[k][m.index()]`: what move `m` of the cube is on the cube read along axis `k`.
    axis_moves: [[Move; Move::COUNT]; AXES],
    /// `axis_faces[k]`: the moves of the two faces that play U-D along axis `k`.
    axis_faces: [MoveSet; AXES],
    /// `axis_turns[k][m.index()]`: the inverse of move `m` read along axis `k`, as cubies:
    /// what a node's inverse along axis `k` is multiplied by, from the left, when `m` is made.
    axis_turns: [[Cubies; Move::COUNT]; AXES],
    /// The 48 symmetries of the cube, each a rotation of `rotations` then one of the 16 of
    /// `coord::conjugate`, and `sym_moves[i][m.index()]`: move `m` conjugated by symmetry `i`.
    sym_moves: Vec<(usize, usize, [Move; Move::COUNT])>,
    /// Whether to read the inverse too.
    inverse: bool,
    /// The metric solutions are shortest in.
    metric: Metric,
    /// Workers a search is shared between.
    threads: usize,
}

/// What one solve cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Nodes whose bound was read (the root and every child tried).
    pub nodes: u64,
    /// The bound of the root: the largest of its readings.
    pub root_bound: usize,
}

/// A node of the search: the cube's raw coordinates along each axis, and its inverse read
/// along each axis (conjugated by the axis' rotation). A move `m` acts on the coordinates through
/// the move tables and on the inverses from the left, by `m`'s inverse.
#[derive(Clone, Copy)]
struct Node {
    axes: [Raw; AXES],
    inverses: [Cubies; AXES],
    /// The cube's reading along each axis: a table in mod 3 gives a child's from this one.
    readings: [u8; AXES],
    /// The inverse's reading along each axis; 0 where the inverse is not read.
    inverse_readings: [u8; AXES],
}

/// The most moves a node has: every move after no move.
const BRANCHES: usize = Move::COUNT;

impl Deep {
    /// A solver on `table`, reading the inverse too. O(18 * 3 * 100) besides the table.
    pub fn new(table: Table) -> Deep {
        let (rotations, _) = coord::axes();
        let table_mod3 = table.shape().mod3;
        let turns = Move::ALL.map(move_cubies);
        let mut axis_moves = [Move::ALL; AXES];
        for (k, row) in axis_moves.iter_mut().enumerate() {
            for m in Move::ALL {
                let image = coord::conjugate_by(&move_cubies(m), &rotations[k]);
                row[m.index()] = *Move::ALL
                    .iter()
                    .find(|&&n| turns[n.index()] == image)
                    .expect("a rotation maps moves to moves");
            }
        }
        let axis_faces = axis_moves.map(|row| {
            let vertical = |m: &&Move| matches!(row[m.index()].face(), Face::U | Face::D);
            MoveSet::of(&Move::ALL.iter().filter(vertical).copied().collect::<Vec<_>>())
        });
        let axis_turns = axis_moves.map(|row| Move::ALL.map(|m| turns[row[m.inverse().index()].index()]));
        // A symmetry is an axis' rotation, then one of the 16: its moves are composed so.
        let symmetries = coord::Symmetries::new();
        let mut sym_moves = Vec::with_capacity(AXES * coord::SYMS);
        for (k, row) in axis_moves.iter().enumerate() {
            for (s, sym) in symmetries.moves.iter().enumerate() {
                sym_moves.push((k, s, row.map(|m| sym[m.index()])));
            }
        }
        Deep {
            table,
            rotations,
            axis_moves,
            axis_faces,
            axis_turns,
            sym_moves,
            inverse: !table_mod3,
            metric: Metric::Half,
            threads: 1,
        }
    }

    /// The same solver sharing each search between `threads` workers (at least 1). The answer
    /// is the one a single worker finds: the first solution in the search's order.
    ///
    /// # Panics
    /// If `threads` is 0.
    pub fn with_threads(mut self, threads: usize) -> Deep {
        assert!(threads > 0, "a search needs a thread");
        self.threads = threads;
        self
    }

    /// The same solver, reading the inverse or not (a weaker bound, cheaper nodes). A table
    /// in mod 3 ([`super::optimal_table::Shape::mod3`]) cannot be read for the inverse, so a
    /// solver on one never reads it.
    pub fn with_inverse(mut self, inverse: bool) -> Deep {
        self.inverse = inverse && !self.table.shape().mod3;
        self
    }

    /// The same solver, finding solutions shortest in `metric`. In the quarter-turn metric a
    /// solution is quarter turns only (a half turn is two clockwise ones, as in
    /// [`super::optimal`]); the table's half-turn distance bounds it too, and only bounds of
    /// the cube's parity are searched (every quarter turn changes the corners' parity).
    pub fn with_metric(mut self, metric: Metric) -> Deep {
        self.metric = metric;
        self
    }

    /// The table the solver reads.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The exact shortest solution of `cube` in the half-turn metric if it has at most
    /// `max_depth` moves; `None` if every solution is longer, or the cube is not legal.
    ///
    /// Time: about `13.3^(d - h)` nodes for a cube at distance `d` whose bound is typically `h`
    /// (see docs/optimal.md for measured figures by table), each a few table lookups.
    pub fn solve(&self, cube: &Cubies, max_depth: usize) -> Option<Vec<Move>> {
        self.solve_counted(cube, max_depth).0
    }

    /// [`Deep::solve`], and what it cost.
    pub fn solve_counted(&self, cube: &Cubies, max_depth: usize) -> (Option<Vec<Move>>, Stats) {
        self.solve_watched(cube, max_depth, |_| {})
    }

    /// [`Deep::solve_counted`], calling `searched` after each bound searched to the end without
    /// a solution, with the cost so far (`root_bound` then being that bound): a long search can
    /// say how far it has come.
    pub fn solve_watched(
        &self,
        cube: &Cubies,
        max_depth: usize,
        mut searched: impl FnMut(&Stats),
    ) -> (Option<Vec<Move>>, Stats) {
        let mut stats = Stats::default();
        if !cube.is_legal() {
            return (None, stats);
        }
        let root = self.node(cube);
        let start = self.start(cube);
        let root_bound = self.bound(&root);
        stats.root_bound = root_bound;
        stats.nodes = 1;
        // In the quarter-turn metric a cube's distance has its corners' parity.
        let (first, step) = match self.metric {
            Metric::Half => (root_bound, 1),
            Metric::Quarter => (root_bound + (root_bound + corner_parity(cube)) % 2, 2),
        };
        for bound in (first..=max_depth).step_by(step) {
            let found = if self.threads > 1 && bound >= SHARED_DEPTH {
                self.shared_search(&root, &start, bound, &mut stats.nodes)
            } else {
                let mut path = Vec::new();
                let found = self.search(&root, &start, bound, &mut path, &mut stats.nodes);
                Some(path).filter(|_| found)
            };
            if found.is_some() {
                return (found, stats);
            }
            searched(&Stats {
                nodes: stats.nodes,
                root_bound: bound,
            });
        }
        (None, stats)
    }

    /// The search to `bound` shared between the workers: every canonical sequence of
    /// `SHARED_DEPTH` moves is a task, taken in order. A worker skips the tasks after the first
    /// one known to hold a solution, and of the solutions found the first task's is kept:
    /// the one a single worker would have found.
    fn shared_search(&self, root: &Node, start: &Start, bound: usize, nodes: &mut u64) -> Option<Vec<Move>> {
        let tasks = self.prefixes(root, start, bound, nodes);
        let next = AtomicUsize::new(0);
        let counted = AtomicU64::new(0);
        let best: Mutex<Option<(usize, Vec<Move>)>> = Mutex::new(None);
        let first_found = AtomicUsize::new(usize::MAX);
        let work = || {
            let mut count = 0;
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= tasks.len() || i > first_found.load(Ordering::Relaxed) {
                    break;
                }
                let (node, ref prefix) = tasks[i];
                let mut path = prefix.clone();
                if self.search(&node, start, bound, &mut path, &mut count) {
                    first_found.fetch_min(i, Ordering::Relaxed);
                    let mut best = best.lock().expect("no worker panics");
                    if best.as_ref().map_or(true, |(j, _)| i < *j) {
                        *best = Some((i, path));
                    }
                }
            }
            counted.fetch_add(count, Ordering::Relaxed);
        };
        std::thread::scope(|scope| {
            for _ in 1..self.threads {
                scope.spawn(work);
            }
            work();
        });
        *nodes += counted.into_inner();
        let best = best.into_inner().expect("no worker panics");
        best.map(|(_, path)| path)
    }

    /// The canonical sequences of `SHARED_DEPTH` moves from `root` that the bound does not
    /// prune on the way, in the search's order, each with the node it leads to.
    fn prefixes(&self, root: &Node, start: &Start, bound: usize, nodes: &mut u64) -> Vec<(Node, Vec<Move>)> {
        let mut level: Vec<(Node, Vec<Move>)> = vec![(*root, Vec::new())];
        for depth in 0..SHARED_DEPTH {
            let left = bound - depth - 1;
            let mut next = Vec::new();
            for (node, path) in level.iter() {
                let mut children = Children::new();
                *nodes += self.expand(node, start.moves_after(path), left, &mut children);
                for &(m, child) in children.iter() {
                    let mut longer = path.clone();
                    longer.push(m);
                    next.push((child, longer));
                }
            }
            level = next;
        }
        level
    }

    /// The lower bound the solver starts from: the largest of the table's readings of `cube`.
    /// O(6 lookups).
    pub fn lower_bound(&self, cube: &Cubies) -> usize {
        self.bound(&self.node(cube))
    }

    /// Where the search of `cube` starts: the first moves worth trying. A symmetry `S` that
    /// fixes the cube (`S⁻¹ c S = c`) maps each solution to a solution as long, starting with
    /// the first move conjugated by `S`; so of the first moves that the symmetries fixing the
    /// cube map to each other, only the first (by index) is tried. The superflip, fixed by all
    /// 48, starts with U or U2 only. O(48 * 100).
    fn start(&self, cube: &Cubies) -> Start {
        let all = MoveSet::of(self.metric.moves());
        let mut first = all;
        // Symmetry 0 is the identity.
        for &(k, s, ref images) in self.sym_moves.iter().skip(1) {
            let image = coord::conjugate(&coord::conjugate_by(cube, &self.rotations[k]), s);
            if image != *cube {
                continue;
            }
            for m in Move::ALL {
                if images[m.index()].index() < m.index() {
                    first = first.minus(MoveSet::of(&[m]));
                }
            }
        }
        Start {
            first,
            all,
            metric: self.metric,
        }
    }

    /// The node of `cube`. O(3 * 100).
    fn node(&self, cube: &Cubies) -> Node {
        let index = self.table.index();
        let inverse = cube.inverse();
        let mut node = Node {
            axes: [index.raw(cube); AXES],
            inverses: [inverse; AXES],
            readings: [0; AXES],
            inverse_readings: [0; AXES],
        };
        for k in 0..AXES {
            node.axes[k] = index.raw(&coord::conjugate_by(cube, &self.rotations[k]));
            node.inverses[k] = coord::conjugate_by(&inverse, &self.rotations[k]);
            node.readings[k] = self.table.bound(node.axes[k]);
            if self.inverse {
                node.inverse_readings[k] = self.table.bound(index.raw(&node.inverses[k]));
            }
        }
        node
    }

    /// The bound of `node`: the largest of its readings, one more where the three readings of
    /// the cube, or of its inverse, are all that largest (see [`all_tight`]). O(1).
    fn bound(&self, node: &Node) -> usize {
        [node.readings, node.inverse_readings]
            .iter()
            .map(|r| {
                let h = r.iter().copied().max().unwrap_or(0);
                h + u8::from(all_tight(r, h))
            })
            .max()
            .unwrap_or(0) as usize
    }

    /// The moves of `next` a solution of exactly `left` moves from `node` can start with: not
    /// a move of the faces that play U-D along an axis where the inverse's reading is `left`.
    /// Such a solution's inverse solves the inverse, and reaches the table's goal in as few
    /// moves as the table says, so it cannot end with a turn of U or D (the goal is the same
    /// after one: the move would be spare); its last move is the first one's inverse. O(1).
    fn may_start(&self, node: &Node, left: usize, next: MoveSet) -> MoveSet {
        let mut next = next;
        for k in 0..AXES {
            if usize::from(node.inverse_readings[k]) == left {
                next = next.minus(self.axis_faces[k]);
            }
        }
        next
    }

    /// Fills `children` with the children of `node` by the moves of `next` that may start a
    /// solution of `left + 1` moves ([`Deep::may_start`]) and whose bound is at most `left`, in
    /// the search's order; returns how many children were read. The table is read in two
    /// rounds, the cube's readings of every child and then the inverse's of those that pass:
    /// the reads of a round do not wait for each other, so their cache misses overlap. A
    /// child's inverse along the axis of its move is read as the parent's: a turn of U or D
    /// made first does not change the table's entry.
    #[inline]
    fn expand(&self, node: &Node, next: MoveSet, left: usize, children: &mut Children) -> u64 {
        let index = self.table.index();
        let next = self.may_start(node, left + 1, next);
        let left = left.min(u8::MAX as usize) as u8;
        let mut moves = [Move::ALL[0]; BRANCHES];
        let mut axes = [node.axes; BRANCHES];
        let mut readings = [node.readings; BRANCHES];
        let mut words = [0u32; BRANCHES * AXES];
        let mut n = 0;
        for m in next {
            for k in 0..AXES {
                let raw = index.moved(node.axes[k], self.axis_moves[k][m.index()]);
                axes[n][k] = raw;
                words[n * AXES + k] = index.class_word(raw);
            }
            moves[n] = m;
            n += 1;
        }
        let mut entries = [0usize; BRANCHES * AXES];
        for i in 0..n * AXES {
            entries[i] = index.entry_in(axes[i / AXES][i % AXES], words[i]);
        }
        let mut bounds = [0u8; BRANCHES * AXES];
        self.table.get_many(&entries[..n * AXES], &mut bounds[..n * AXES]);
        if self.table.shape().mod3 {
            // A neighbour is one nearer, as near or one farther: three values modulo 3.
            for (i, b) in bounds[..n * AXES].iter_mut().enumerate() {
                let parent = node.readings[i % AXES];
                *b = match (*b + 3 - parent % 3) % 3 {
                    0 => parent,
                    1 => parent + 1,
                    _ => parent - 1,
                };
            }
        }
        let mut kept = 0;
        for i in 0..n {
            let b = &bounds[i * AXES..i * AXES + AXES];
            if allows(b, left) {
                moves[kept] = moves[i];
                axes[kept] = axes[i];
                readings[kept].copy_from_slice(b);
                kept += 1;
            }
        }
        children.len = 0;
        if !self.inverse {
            // The inverse along U-D is still followed: it says when the cube is solved.
            for i in 0..kept {
                let mut inverses = node.inverses;
                inverses[0] = self.axis_turns[0][moves[i].index()].then(&inverses[0]);
                children.push(
                    moves[i],
                    Node {
                        axes: axes[i],
                        inverses,
                        readings: readings[i],
                        inverse_readings: [0; AXES],
                    },
                );
            }
            return n as u64;
        }
        let mut inverses = [node.inverses; BRANCHES];
        let mut inverse_readings = [node.inverse_readings; BRANCHES];
        // Which child and axis each read is for: the axis of the child's move is not read.
        let mut slots = [0usize; BRANCHES * AXES];
        let mut reads = 0;
        for (i, &m) in moves[..kept].iter().enumerate() {
            for (k, inverse) in inverses[i].iter_mut().enumerate() {
                *inverse = self.axis_turns[k][m.index()].then(&node.inverses[k]);
                if !self.axis_faces[k].contains(m) {
                    entries[reads] = index.entry(index.raw(inverse));
                    slots[reads] = i * AXES + k;
                    reads += 1;
                }
            }
        }
        self.table.get_many(&entries[..reads], &mut bounds[..reads]);
        for (&slot, &b) in slots[..reads].iter().zip(bounds[..reads].iter()) {
            inverse_readings[slot / AXES][slot % AXES] = b;
        }
        for i in 0..kept {
            if allows(&inverse_readings[i], left) {
                children.push(
                    moves[i],
                    Node {
                        axes: axes[i],
                        inverses: inverses[i],
                        readings: readings[i],
                        inverse_readings: inverse_readings[i],
                    },
                );
            }
        }
        n as u64
    }

    /// Depth-first search below `node` for a solution of `bound` moves in all, the moves of
    /// `path` made from `start`. On success `path` is the solution.
    fn search(
        &self,
        node: &Node,
        start: &Start,
        bound: usize,
        path: &mut Vec<Move>,
        nodes: &mut u64,
    ) -> bool {
        if path.len() == bound {
            return node.inverses[0] == Cubies::SOLVED;
        }
        let mut children = Children::new();
        *nodes += self.expand(
            node,
            start.moves_after(path),
            bound - path.len() - 1,
            &mut children,
        );
        for &(m, ref child) in children.iter() {
            path.push(m);
            if self.search(child, start, bound, path, nodes) {
                return true;
            }
            path.pop();
        }
        false
    }
}

/// The first moves a search tries (see [`Deep::start`]), and so the moves after each path.
struct Start {
    /// The first moves: fewer than `all` where a symmetry of the cube stands some for others.
    first: MoveSet,
    /// The moves of the metric.
    all: MoveSet,
    metric: Metric,
}

impl Start {
    /// The moves to try after `path`: the first moves; then, after a first move that stands
    /// for others, every move that does not turn its face back (a solution's image under a
    /// symmetry need not keep the canonical order at its start); then the canonical
    /// successors. O(1), O(path) in the quarter-turn metric.
    fn moves_after(&self, path: &[Move]) -> MoveSet {
        let reduced = self.first != self.all;
        match (path, self.metric) {
            ([], _) => self.first,
            ([m], Metric::Half) if reduced => self.all.minus(MoveSet::face(m.face())),
            ([m], Metric::Quarter) if reduced => self.all.minus(MoveSet::of(&[m.inverse()])),
            (_, Metric::Half) => MoveSet::after(path.last().map(|m| m.face())),
            ([.., last], Metric::Quarter) => {
                let run = path.iter().rev().take_while(|&m| m == last).count();
                quarter_turns_after(*last, run)
            }
        }
    }
}

/// The quarter turns that may follow `last`, made `run` times in a row, in a shortest
/// sequence, searched once per class of sequences that do the same (the ball solver's rule): a
/// face again only as a second clockwise quarter turn (a half turn), and of two opposite faces
/// U before D, R before L, F before B. O(1).
fn quarter_turns_after(last: Move, run: usize) -> MoveSet {
    let mut next = MoveSet::of(Metric::Quarter.moves()).minus(MoveSet::face(last.face()));
    if last.face().index() >= 3 {
        next = next.minus(MoveSet::face(last.face().opposite()));
    }
    if last.quarters() == 1 && run < 2 {
        next = MoveSet::of(&[last]).union(next);
    }
    next
}

/// The parity of the corners' permutation: 0 even, 1 odd. O(8 * 8).
fn corner_parity(cube: &Cubies) -> usize {
    let cp = &cube.cp;
    let inversions = (0..8)
        .flat_map(|i| (i + 1..8).map(move |j| (i, j)))
        .filter(|&(i, j)| cp[i] > cp[j])
        .count();
    inversions % 2
}

/// Whether three readings (of a cube, or of its inverse) allow a solution of exactly `left`
/// moves: none is more than `left`, and not all three are `left` ([`all_tight`]). O(1).
#[inline]
fn allows(readings: &[u8], left: u8) -> bool {
    readings.iter().all(|&h| h <= left) && !all_tight(readings, left)
}

/// Whether all three readings are `h`, at least 1: then the cube is at least `h + 1` moves
/// from solved. A solution of `h` moves would reach each axis' goal in as few moves as the
/// table says, so its last move could be of no face: the goal of the table read along an
/// axis is the same after a turn of the two faces that play U-D there, which would be spare
/// (nxopt's observation, Rokicki). O(1).
#[inline]
fn all_tight(readings: &[u8], h: u8) -> bool {
    h > 0 && readings.iter().all(|&r| r == h)
}

/// The children of a node that its bound keeps, in the search's order.
struct Children {
    len: usize,
    items: [(Move, Node); BRANCHES],
}

impl Children {
    fn new() -> Children {
        let blank = Node {
            axes: [Raw {
                flip: 0,
                slice: 0,
                twist: 0,
                places: 0,
            }; AXES],
            inverses: [Cubies::SOLVED; AXES],
            readings: [0; AXES],
            inverse_readings: [0; AXES],
        };
        Children {
            len: 0,
            items: [(Move::ALL[0], blank); BRANCHES],
        }
    }

    fn push(&mut self, m: Move, node: Node) {
        self.items[self.len] = (m, node);
        self.len += 1;
    }

    fn iter(&self) -> std::slice::Iter<'_, (Move, Node)> {
        self.items[..self.len].iter()
    }
}

/// The length of the sequences a shared search hands out: 2 gives 243 tasks, enough to keep
/// a few workers busy to the end.
const SHARED_DEPTH: usize = 2;

#[cfg(test)]
mod tests;
