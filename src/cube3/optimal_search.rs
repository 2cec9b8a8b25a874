//! The deep optimal solver: IDA* in the half-turn metric on a pruning table of
//! [`super::optimal_table`] or [`super::sym48`], for cubes of any distance given a large enough
//! table. What it reads of a table is [`Pruning`]; the rules below are told for the
//! 16-symmetric tables, and [`Pruning`]'s documentation says how they carry over to the
//! 48-symmetric one (read once a side, its goal kept by every half turn).
//!
//! **The bound.** A table's entry is a lower bound of a cube's distance. The table treats the
//! U-D axis apart, so the cube is also read turned so that R-L, then F-B, plays U-D (conjugated by
//! the rotation about the URF-DBL diagonal, `coord::axes`), and so is its inverse, which is as
//! far from solved: up to six lookups, the largest taken. The three readings of the cube follow
//! the moves through move tables; the inverse (a move acts on it from the other side) is kept
//! as cubies, multiplied from the left, and read only when the cube's three readings did not
//! already prune the node (at the back end of the search, the other way round).
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
//! **Both ends.** The solution is searched from its two ends: a node is the cube with the
//! front's moves made after it and the back's made before it, and it is expanded at the end
//! with fewer moves to try (the inverse's tight readings rule out front moves, the cube's rule
//! out back moves). Children are searched with the smallest sum of readings first: the last
//! bound stops at its first solution, and finds it sooner where the readings leave room.
//!
//! **A level at a time near the bound.** Below a node `BREADTH_FIRST` (13) moves from the bound the
//! search expands a whole level of nodes at once (in parts of at most `LEVEL_WIDTH`, 64), so that
//! the reads of all their children wait on the memory together: near the bound a node keeps
//! few children, and one at a time each would wait for a handful of reads.
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

mod level;
mod pruning;

pub use self::pruning::{Axis, Keys48, Pruning};

use self::level::{most_promising_first, Batch, Scratch, Step, BREADTH_FIRST};

use super::coord;
use super::cubie::{move_cubies, Cubies};
use super::moves::{Move, MoveSet};
use super::optimal::Metric;
use super::optimal_table::Table;
use super::twophase::{Budget, TwoPhase};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// The three axes a cube is read along: U-D as it is, then R-L and F-B as U-D. A table the
/// same along all three is read along the first only ([`Pruning::Axes`]).
const AXES: usize = 3;

/// An optimal solver in the half-turn metric on one pruning table: a 16-symmetric [`Table`]
/// (the default) or the 48-symmetric [`crate::cube3::sym48::Table48`].
pub struct Deep<T: Pruning = Table> {
    table: T,
    /// The rotations that make each axis play U-D.
    rotations: [Cubies; AXES],
    /// `axis_moves[k][m.index()]`: what move `m` of the cube is on the cube read along axis `k`.
    axis_moves: [[Move; Move::COUNT]; AXES],
    /// `spare[k]`: the moves that keep the table's goal read along axis `k` (the two faces
    /// that play U-D there, or every half turn).
    spare: [MoveSet; AXES],
    /// `ruled_out[mask]`: the moves a side's solution cannot end with where the readings in
    /// `mask` are tight (equal to the moves left): the union of their spare moves.
    ruled_out: [MoveSet; 1 << AXES],
    /// `axis_cubies[k][m.index()]`: move `m` read along axis `k`, as cubies.
    axis_cubies: [[Cubies; Move::COUNT]; AXES],
    /// The 48 symmetries of the cube, each a rotation of `rotations` then one of the 16 of
    /// `coord::conjugate`, and `sym_moves[i][m.index()]`: move `m` conjugated by symmetry `i`.
    sym_moves: Vec<(usize, usize, [Move; Move::COUNT])>,
    /// Whether to read the inverse too.
    inverse: bool,
    /// Whether a node may also be expanded at the solution's far end (see [`End`]).
    both_ends: bool,
    /// The metric solutions are shortest in.
    metric: Metric,
    /// Workers a search is shared between.
    threads: usize,
    /// The two-phase solver that may end a search early (see [`Deep::with_two_phase`]).
    two_phase: Option<TwoPhase>,
}

/// What one solve cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Nodes whose bound was read (the root and every child tried).
    pub nodes: u64,
    /// The bound of the root: the largest of its readings, or one more (see [`Deep::lower_bound`]).
    pub root_bound: usize,
    /// Whether the solution is the two-phase solver's, found once every shorter bound was
    /// searched (see [`Deep::with_two_phase`]).
    pub by_two_phase: bool,
}

/// A node of the search: the cube `z` still to solve (side [`CUBE`]) and its inverse (side
/// [`INVERSE`]). The search looks for `z`'s solution of the moves left; the moves found so far
/// are a front (made after the scrambled cube) and a back (made before solved), and `z` is the
/// cube with the front made, the back undone: `z = back · cube · front`.
///
/// A side is read along each axis the table needs ([`Pruning::Axes`], conjugated by the axis'
/// rotation): a move made after it acts on an [`Axis`]'s keys through the move tables and on
/// its cubies from the right; a move made before it acts on its cubies from the left, and its
/// keys are found again from them. A table in mod 3 gives a child's readings from its
/// parent's.
struct Node<T: Pruning> {
    sides: [T::Axes; 2],
}

// Not derived: a derive would ask `T` itself to be `Copy`.
impl<T: Pruning> Clone for Node<T> {
    fn clone(&self) -> Node<T> {
        *self
    }
}

impl<T: Pruning> Copy for Node<T> {}

/// A side's readings, in axis order.
fn readings<K>(side: &[Axis<K>]) -> impl Iterator<Item = u8> + Clone + '_ {
    side.iter().map(|axis| axis.reading)
}

/// The side of a node that is the cube to solve, and the side that is its inverse.
const CUBE: usize = 0;
const INVERSE: usize = 1;

/// Which end of the solution a step adds a move to. A move `m` at the front is made after
/// `z`; at the back, before it (`z` becomes `m · z`), which is `m`'s inverse made after the
/// inverse. So each end moves one side through the move tables and the other from the left.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    Front,
    Back,
}

impl End {
    /// The side a move at this end is made after (read through the move tables), and the
    /// other side.
    fn sides(self) -> (usize, usize) {
        match self {
            End::Front => (CUBE, INVERSE),
            End::Back => (INVERSE, CUBE),
        }
    }

    /// Move `m` at this end, as made after its side.
    fn seen(self, m: Move) -> Move {
        match self {
            End::Front => m,
            End::Back => m.inverse(),
        }
    }
}

/// The moves a search has found, at each end: the solution is the front, then the back read
/// from its end (the back's first move found is the solution's last).
#[derive(Clone, Default)]
struct Path {
    front: Vec<Move>,
    back: Vec<Move>,
}

impl Path {
    fn len(&self) -> usize {
        self.front.len() + self.back.len()
    }

    fn push(&mut self, end: End, m: Move) {
        match end {
            End::Front => self.front.push(m),
            End::Back => self.back.push(m),
        }
    }

    fn pop(&mut self, end: End) {
        match end {
            End::Front => self.front.pop(),
            End::Back => self.back.pop(),
        };
    }

    /// The solution's moves in order.
    fn moves(&self) -> Vec<Move> {
        self.front.iter().chain(self.back.iter().rev()).copied().collect()
    }
}

/// The most moves a node has: every move after no move.
const BRANCHES: usize = Move::COUNT;

impl<T: Pruning> Deep<T> {
    /// A solver on `table`, reading the inverse too. O(18 * 3 * 100) besides the table.
    pub fn new(table: T) -> Deep<T> {
        let (rotations, _) = coord::axes();
        let table_mod3 = table.mod3();
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
        let goal_keeps = table.spare();
        let mut spare = [MoveSet::EMPTY; AXES];
        let axes_read = T::Axes::default().as_ref().len();
        for (k, row) in axis_moves.iter().enumerate().take(axes_read) {
            spare[k] = MoveSet::ALL.keep_if(|m| goal_keeps.contains(row[m.index()]));
        }
        let mut ruled_out = [MoveSet::EMPTY; 1 << AXES];
        for (mask, out) in ruled_out.iter_mut().enumerate() {
            for (k, &moves) in spare.iter().enumerate() {
                if mask >> k & 1 == 1 {
                    *out = out.union(moves);
                }
            }
        }
        let axis_cubies = axis_moves.map(|row| row.map(|m| turns[m.index()]));
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
            spare,
            ruled_out,
            axis_cubies,
            sym_moves,
            inverse: !table_mod3,
            both_ends: true,
            metric: Metric::Half,
            threads: 1,
            two_phase: None,
        }
    }

    /// The same solver sharing each search between `threads` workers (at least 1). The answer
    /// is the one a single worker finds: the first solution in the search's order. O(1).
    ///
    /// # Panics
    /// If `threads` is 0.
    pub fn with_threads(mut self, threads: usize) -> Deep<T> {
        assert!(threads > 0, "a search needs a thread");
        self.threads = threads;
        self
    }

    /// The same solver, reading the inverse or not (a weaker bound, cheaper nodes). A table
    /// in mod 3 ([`super::optimal_table::Shape::mod3`]) cannot be read for the inverse, so a
    /// solver on one never reads it. O(1).
    pub fn with_inverse(mut self, inverse: bool) -> Deep<T> {
        self.inverse = inverse && !self.table.mod3();
        self
    }

    /// The same solver, expanding nodes at both ends of the solution (the default) or at its
    /// front only. At both ends, a node is expanded at the end with fewer moves to try, the
    /// other side's tight readings ruling moves out at each; this needs the inverse read and
    /// the half-turn metric, and is off without them. The answer may differ between the two
    /// (another solution as short). O(1).
    pub fn with_both_ends(mut self, both_ends: bool) -> Deep<T> {
        self.both_ends = both_ends;
        self
    }

    /// The same solver, finding solutions shortest in `metric`. In the quarter-turn metric a
    /// solution is quarter turns only (a half turn is two clockwise ones, as in
    /// [`super::optimal`]); the table's half-turn distance bounds it too, and only bounds of
    /// the cube's parity are searched (every quarter turn changes the corners' parity). O(1).
    pub fn with_metric(mut self, metric: Metric) -> Deep<T> {
        self.metric = metric;
        self
    }

    /// The same solver, trying the two-phase solver at each bound (in the half-turn metric).
    /// Once every bound up to `b` is searched to its end, a solution of `b + 1` moves is a
    /// shortest one, whoever finds it: while bound `b + 1` is searched, one worker first gives
    /// the two-phase solver a budget of two of its nodes for each node the search has made
    /// so far (a two-phase node costs several times less); a lone worker tries it before
    /// searching. Where it finds one, that is the answer and the search of the bound stops (it
    /// is the longest search but one); where the search finds one first, the try stops. The
    /// answer may differ from the search's (another as short): on several workers, which of
    /// the two finds one first decides it, on one worker it is always the same (the budget
    /// counts whole bounds). Building the two-phase solver's tables takes about 40 ms: O(1)
    /// off, O(the two-phase tables) on.
    pub fn with_two_phase(mut self, on: bool) -> Deep<T> {
        self.two_phase = if on { Some(TwoPhase::new()) } else { None };
        self
    }

    /// A solution of exactly `shortcut.length` moves by the two-phase solver within its budget,
    /// if it has one and finds it before `quit` says to stop. O(budget).
    fn two_phase_shortcut(&self, shortcut: &Shortcut, quit: &dyn Fn() -> bool) -> Option<Vec<Move>> {
        let solver = self.two_phase.as_ref().filter(|_| self.metric == Metric::Half)?;
        let Shortcut { cube, length, budget } = *shortcut;
        let found = solver.improve_within_until(cube, length, length, Budget::nodes(budget), quit)?;
        Some(found).filter(|moves| moves.len() == length)
    }

    /// The table the solver reads. O(1).
    pub fn table(&self) -> &T {
        &self.table
    }

    /// The exact shortest solution of `cube` in the half-turn metric if it has at most
    /// `max_depth` moves; `None` if every solution is longer, or the cube is not legal.
    /// Exponential in the depth: O(13.3^(k - h)) nodes for `k` the smaller of the cube's distance
    /// and `max_depth`, `h` its lower bound ([`Deep::lower_bound`]).
    ///
    /// Time: about `13.3^(d - h)` nodes for a cube at distance `d` whose bound is typically `h`
    /// (see docs/optimal.md for measured figures by table), each a few table lookups.
    pub fn solve(&self, cube: &Cubies, max_depth: usize) -> Option<Vec<Move>> {
        self.solve_counted(cube, max_depth).0
    }

    /// [`Deep::solve`], and what it cost. O(13.3^(k - h)) nodes, as [`Deep::solve`].
    pub fn solve_counted(&self, cube: &Cubies, max_depth: usize) -> (Option<Vec<Move>>, Stats) {
        self.solve_watched(cube, max_depth, |_| {})
    }

    /// [`Deep::solve_counted`], calling `searched` after each bound searched to the end without
    /// a solution, with the cost so far (`root_bound` then being that bound): a long search can
    /// say how far it has come. O(13.3^(k - h)) nodes, as [`Deep::solve`], and a call of
    /// `searched` per bound.
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
        let mut history = TaskHistory::new();
        // The two-phase solver's try at the next bound: its budget, once a bound has failed.
        let mut budget = None;
        for bound in (first..=max_depth).step_by(step) {
            let shortcut = budget.take().map(|budget| Shortcut {
                cube,
                length: bound,
                budget,
            });
            let found = if bound >= SHARED_DEPTH {
                self.shared_search(&root, &start, bound, shortcut, &mut history, &mut stats.nodes)
            } else if let Some(moves) = shortcut.and_then(|s| self.two_phase_shortcut(&s, &|| false)) {
                Some((moves, true))
            } else {
                let mut path = Path::default();
                let mut scratch = Scratch::new(bound);
                let root = Step::root(&root, &path);
                let task = Task {
                    start: &start,
                    moot: &|| false,
                };
                let found = self.search(&root, &task, bound, &mut path, &mut stats.nodes, &mut scratch);
                Some((path.moves(), false)).filter(|_| found)
            };
            if let Some((moves, by_two_phase)) = found {
                stats.by_two_phase = by_two_phase;
                return (Some(moves), stats);
            }
            searched(&Stats {
                nodes: stats.nodes,
                root_bound: bound,
                by_two_phase: false,
            });
            budget = Some(stats.nodes * TWO_PHASE_BUDGET);
        }
        (None, stats)
    }

    /// The search to `bound` shared between the workers: every canonical sequence of
    /// `SHARED_DEPTH` moves is a task. The tasks are taken busiest first: by the nodes each
    /// took at the bound before (`history`, which this search's counts replace), in the
    /// search's order among equals. A task whose subtree was large at the bound before is
    /// where the search came closest to a solution most often, so the last bound, which stops
    /// at its first solution, finds one sooner. A worker skips the tasks after the first one
    /// known to hold a solution, and gives up the one it is in ([`Task`]), and of the
    /// solutions found the first task's is kept: without a `shortcut` the answer does not
    /// depend on the number of workers, nor on which finishes first.
    ///
    /// With a `shortcut`, one worker first gives the two-phase solver its try while the others
    /// search (a lone worker tries it before searching); the two-phase solver's solution, if it
    /// finds one within its budget before the search finds one, is the answer (marked `true`),
    /// and stops the search; a solution of the search stops the try. Waiting for the try to
    /// end instead, the search's solution in hand, left a core idle for 4.5% of the time of
    /// the benchmark's 100 cubes (docs/optimal.md).
    fn shared_search(
        &self,
        root: &Node<T>,
        start: &Start,
        bound: usize,
        shortcut: Option<Shortcut>,
        history: &mut TaskHistory,
        nodes: &mut u64,
    ) -> Option<(Vec<Move>, bool)> {
        let mut tasks = self.prefixes(root, start, bound, nodes);
        busiest_first(&mut tasks, history);
        let next = AtomicUsize::new(0);
        let counts: Vec<AtomicU64> = tasks.iter().map(|_| AtomicU64::new(0)).collect();
        let best: Mutex<Option<(usize, Vec<Move>)>> = Mutex::new(None);
        let first_found = AtomicUsize::new(usize::MAX);
        let two_phase: Mutex<Option<Vec<Move>>> = Mutex::new(None);
        let settled = AtomicBool::new(false);
        // Task `i` is moot once another task before it or the two-phase solver holds the
        // answer kept: a worker neither takes it nor goes on with it.
        let moot = |i: usize| settled.load(Ordering::Relaxed) || first_found.load(Ordering::Relaxed) < i;
        let work = |shortcut: Option<&Shortcut>| {
            // The two-phase solver gives up once the search has a solution.
            let found = || first_found.load(Ordering::Relaxed) != usize::MAX;
            if let Some(moves) = shortcut.and_then(|s| self.two_phase_shortcut(s, &found)) {
                *two_phase.lock().expect("no worker panics") = Some(moves);
                settled.store(true, Ordering::Relaxed);
            }
            let mut scratch = Scratch::new(bound);
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= tasks.len() || moot(i) {
                    break;
                }
                let (node, ref prefix) = tasks[i];
                let mut path = Path {
                    front: prefix.clone(),
                    back: Vec::new(),
                };
                let mut count = 0;
                let node = Step::root(&node, &path);
                let task = Task {
                    start,
                    moot: &|| moot(i),
                };
                let found = self.search(&node, &task, bound, &mut path, &mut count, &mut scratch);
                counts[i].store(count, Ordering::Relaxed);
                if found {
                    first_found.fetch_min(i, Ordering::Relaxed);
                    let mut best = best.lock().expect("no worker panics");
                    if best.as_ref().map_or(true, |(j, _)| i < *j) {
                        *best = Some((i, path.moves()));
                    }
                }
            }
        };
        let work = &work;
        let shortcut = shortcut.as_ref();
        std::thread::scope(|scope| {
            for w in 1..self.threads {
                scope.spawn(move || work(shortcut.filter(|_| w == 1)));
            }
            work(shortcut.filter(|_| self.threads == 1));
        });
        history.clear();
        for ((_, prefix), count) in tasks.into_iter().zip(counts) {
            let count = count.into_inner();
            *nodes += count;
            history.insert(prefix, count);
        }
        if let Some(moves) = two_phase.into_inner().expect("no worker panics") {
            return Some((moves, true));
        }
        let best = best.into_inner().expect("no worker panics");
        best.map(|(_, path)| (path, false))
    }

    /// The canonical sequences of `SHARED_DEPTH` moves from `root` that the bound does not
    /// prune on the way, in the search's order, each with the node it leads to.
    fn prefixes(
        &self,
        root: &Node<T>,
        start: &Start,
        bound: usize,
        nodes: &mut u64,
    ) -> Vec<(Node<T>, Vec<Move>)> {
        let mut level: Vec<(Node<T>, Vec<Move>)> = vec![(*root, Vec::new())];
        for depth in 0..SHARED_DEPTH {
            let left = bound - depth;
            let mut next = Vec::new();
            let (mut children, mut batch) = (Vec::new(), Batch::new());
            for (node, path) in level.iter() {
                let moves = self.moves_at(node, End::Front, start.moves_after(path), left);
                let node = [Step::root(node, &Path::default())];
                *nodes += self.expand(&node, &[(End::Front, moves)], left - 1, &mut children, &mut batch);
                most_promising_first(&mut children);
                for child in children.iter() {
                    let mut longer = path.clone();
                    longer.push(child.m);
                    next.push((child.node, longer));
                }
            }
            level = next;
        }
        level
    }

    /// The lower bound the solver starts from: the largest of the table's readings of `cube`,
    /// one more where the cube's three readings, or its inverse's, are all that largest.
    /// O(6 lookups).
    ///
    /// # Panics
    /// May panic if `cube` is not legal ([`Cubies::is_legal`]): its coordinates are then out of
    /// the tables' range.
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
    fn node(&self, cube: &Cubies) -> Node<T> {
        let side = |cube: &Cubies, read: bool| {
            let mut side = T::Axes::default();
            for (axis, rotation) in side.as_mut().iter_mut().zip(self.rotations.iter()) {
                axis.cube = coord::conjugate_by(cube, rotation);
                axis.keys = self.table.keys(&axis.cube);
                if read {
                    axis.reading = self.table.read(axis.keys);
                }
            }
            side
        };
        Node {
            sides: [side(cube, true), side(&cube.inverse(), self.inverse)],
        }
    }

    /// The bound of `node`: the largest of its readings, one more where the readings of the
    /// cube, or of its inverse, that are that largest leave its solution no last move (see
    /// [`Deep::dead_end`]). O(1).
    fn bound(&self, node: &Node<T>) -> usize {
        node.sides
            .iter()
            .map(|side| {
                let h = readings(side.as_ref()).max().unwrap_or(0);
                h + u8::from(self.dead_end(readings(side.as_ref()), h))
            })
            .max()
            .unwrap_or(0) as usize
    }

    /// The moves a side's solution of exactly `left` moves cannot end with: the spare moves of
    /// each of its readings equal to `left` (such a solution reaches that reading's goal in as
    /// few moves as the table says, so a last move that keeps the goal would be one too many).
    /// O(1).
    #[inline]
    fn ruled_out(&self, readings: impl Iterator<Item = u8>, left: u8) -> MoveSet {
        let mut mask = 0;
        for (k, r) in readings.enumerate() {
            mask |= usize::from(r == left) << k;
        }
        self.ruled_out[mask]
    }

    /// Whether a side's readings leave a solution of exactly `h` moves (at least 1) no last
    /// move: with the 16-symmetric tables, all three readings are `h` (nxopt's observation,
    /// Rokicki); the 48-symmetric table's single reading rules out half turns only. O(1).
    #[inline]
    fn dead_end(&self, readings: impl Iterator<Item = u8>, h: u8) -> bool {
        h > 0 && self.ruled_out(readings, h) == MoveSet::ALL
    }

    /// Whether a side's readings allow a solution of exactly `left` moves: none is more than
    /// `left`, and they leave it a last move ([`Deep::dead_end`]). O(1).
    #[inline]
    fn allows(&self, readings: impl Iterator<Item = u8> + Clone, left: u8) -> bool {
        readings.clone().all(|h| h <= left) && !self.dead_end(readings, left)
    }

    /// Whether nodes are expanded at either end: only with both sides read, in the half-turn
    /// metric (the quarter-turn order of moves is kept at the front only).
    fn both_ends(&self) -> bool {
        self.both_ends && self.inverse && self.metric == Metric::Half
    }

    /// The moves of `next` (canonical at `end`) that a solution of exactly `left` moves from
    /// `node` can make at `end`. A side whose reading along an axis is `left` reaches the
    /// table's goal along it in as few moves as the table says, so its solution cannot end
    /// with a move that keeps that goal (a turn of the two faces that play U-D there, or with
    /// the 48-symmetric table any half turn: the move would be spare). The cube's solution ends
    /// with the back's next move, the inverse's with the front's next move inverted: each end
    /// is ruled by the other side. O(1).
    fn moves_at(&self, node: &Node<T>, end: End, next: MoveSet, left: usize) -> MoveSet {
        let (_, ruling) = end.sides();
        // No reading is as large as u8::MAX: a longer search has no tight reading.
        let left = left.min(usize::from(u8::MAX)) as u8;
        next.minus(self.ruled_out(readings(node.sides[ruling].as_ref()), left))
    }

    /// The end to expand `node` at, and the moves to make there: the front's of `front`
    /// ([`Deep::moves_at`]), or, where the back is searched too (`back`), the back's of `back`
    /// where they are fewer. O(1).
    fn end_and_moves(
        &self,
        node: &Node<T>,
        front: MoveSet,
        back: Option<MoveSet>,
        left: usize,
    ) -> (End, MoveSet) {
        let front = self.moves_at(node, End::Front, front, left);
        match back.map(|back| self.moves_at(node, End::Back, back, left)) {
            Some(back) if back.len() < front.len() => (End::Back, back),
            _ => (End::Front, front),
        }
    }

    /// Depth-first search below `node` for a solution of `bound` moves in all, the moves of
    /// `path` found from `start`; on success `path` holds the solution. A node is expanded at
    /// the end with fewer moves to try, the front while its moves are still the shared
    /// tasks' (and always where only the front is searched): a solution is found at either
    /// end, as long as each end keeps the canonical order of its moves. The last
    /// [`BREADTH_FIRST`] moves are searched a level at a time ([`Deep::search_levels`]).
    ///
    /// `scratch` holds the children of each depth, and the reads of an expansion. A search
    /// whose `task` turns moot returns without a solution at its next node above the last
    /// [`BREADTH_FIRST`] moves.
    fn search(
        &self,
        node: &Step<T>,
        task: &Task,
        bound: usize,
        path: &mut Path,
        nodes: &mut u64,
        scratch: &mut Scratch<T>,
    ) -> bool {
        let left = bound - path.len();
        if left == 0 {
            return node.node.is_solved();
        }
        if (task.moot)() {
            return false;
        }
        let both_ends = self.both_ends() && path.front.len() >= SHARED_DEPTH;
        if both_ends && left <= BREADTH_FIRST {
            return self.search_levels(&node.node, bound, path, nodes, scratch);
        }
        let front = task.start.moves_after(&path.front);
        let back = MoveSet::before(path.back.last().map(|m| m.face()));
        let (end, moves) = self.end_and_moves(&node.node, front, Some(back).filter(|_| both_ends), left);
        // Taken out of the scratch while the children are searched, and put back.
        let depth = path.len();
        let mut children = std::mem::take(&mut scratch.levels[depth]);
        let level = std::slice::from_ref(node);
        *nodes += self.expand(
            level,
            &[(end, moves)],
            left - 1,
            &mut children,
            &mut scratch.batch,
        );
        most_promising_first(&mut children);
        let mut found = false;
        for child in children.iter() {
            path.push(end, child.m);
            found = self.search(child, task, bound, path, nodes, scratch);
            if found {
                break;
            }
            path.pop(end);
        }
        scratch.levels[depth] = children;
        found
    }
}

/// What a worker searches for ([`Deep::search`]): a solution whose first moves `start`
/// gives, until `moot` says the answer kept will be another's. In the last bound of a shared
/// search, a task after the first one with a solution, or any once the two-phase solver has
/// one, cannot give the answer kept: left to its end it would hold the search up for nothing.
struct Task<'a> {
    start: &'a Start,
    moot: &'a dyn Fn() -> bool,
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

impl<T: Pruning> Node<T> {
    /// Whether the node is the solved cube. O(1).
    fn is_solved(&self) -> bool {
        self.sides[INVERSE].as_ref()[0].cube == Cubies::SOLVED
    }
}

/// The two-phase solver's budget at a bound, in nodes for each node the search made in the
/// bounds below. It runs beside the search, on one worker, and where the bound has no solution
/// of its length (every bound but the last) its budget is that worker's time lost: on the
/// benchmark's first 20 cubes on `sym48-6`, twice took 0.84 of the time of three times (212.6
/// and 215.4 s against 253.9 s), once 218.2 s and five times 281.8 s (docs/optimal.md).
const TWO_PHASE_BUDGET: u64 = 2;

/// The two-phase solver's try at a bound: a solution of `length` moves for `cube` within
/// `budget` of its nodes ([`TWO_PHASE_BUDGET`] times those the search made in the bounds
/// below).
struct Shortcut<'a> {
    cube: &'a Cubies,
    length: usize,
    budget: u64,
}

/// The nodes each task of a shared search took, by its moves: the next bound's order.
type TaskHistory = std::collections::HashMap<Vec<Move>, u64>;

/// Sorts a shared search's tasks by the nodes each took at the bound before (`history`), most
/// first; a task not in it (pruned then) counts 0, and equals keep their order. O(t log t) for
/// `t` tasks.
fn busiest_first<T>(tasks: &mut [(T, Vec<Move>)], history: &TaskHistory) {
    tasks.sort_by_key(|(_, prefix)| std::cmp::Reverse(history.get(prefix).copied().unwrap_or(0)));
}

/// The length of the sequences a shared search hands out: 3 gives up to 3,240 tasks, enough to
/// keep a few workers busy to the end and to order the last bound finely (2 and 4 did as well
/// within this machine's noise).
const SHARED_DEPTH: usize = 3;

#[cfg(test)]
mod tests;
