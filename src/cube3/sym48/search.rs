//! IDA* in the half-turn metric on the 48-symmetric table ([`Table48`]): the first solver to
//! read it, kept plain so that its nodes and their cost can be set beside the deep solver's
//! ([`crate::cube3::optimal_search::Deep`]) before the two are merged.
//!
//! **A node** is the cube still to solve: its keys ([`Index48`]), which follow moves made after
//! it through the move tables, and its inverse as cubies, which a move multiplies from the left
//! (the inverse of `x m` is `m⁻¹ x⁻¹`). Each is read once: the table's projection is the same
//! along every axis. A child's cube is read first, for all children at once (their cache misses
//! in flight together); the inverse only of the children it did not prune.
//!
//! **Tight readings.** Every half turn keeps the goal (corners in their tetrads, edges in their
//! slices, all oriented), so a solution that reaches the goal in as few moves as the table says
//! does not end with one. Where the inverse reads exactly the moves left, its last move, the
//! cube's next one inverted, is no half turn: only quarter turns are tried next. (H48's rule.)

use super::super::cubie::{move_cubies, Cubies};
use super::super::moves::{Face, Move};
use super::table::follows;
use super::{corner_key, edge_key, Index48, Table48};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// An optimal solver in the half-turn metric on a [`Table48`].
pub struct Search48<'a> {
    index: &'a Index48,
    table: &'a Table48,
    turns: [Cubies; Move::COUNT],
    threads: usize,
}

/// A node: the cube's keys and its inverse.
#[derive(Clone, Copy)]
struct Node {
    k: usize,
    e: usize,
    inverse: Cubies,
}

/// One bound's search, shared by the workers.
struct Round<'s> {
    bound: usize,
    found: &'s Mutex<Option<Vec<Move>>>,
    stop: &'s AtomicBool,
    nodes: &'s AtomicU64,
}

impl<'a> Search48<'a> {
    /// A solver on `table` with `threads` workers (at least 1). O(18 * 100).
    ///
    /// # Panics
    /// If `threads` is 0.
    pub fn new(table: &'a Table48, threads: usize) -> Search48<'a> {
        assert!(threads > 0, "a search needs a thread");
        Search48 {
            index: table.index(),
            table,
            turns: Move::ALL.map(move_cubies),
            threads,
        }
    }

    /// A lower bound of `cube`'s distance: the larger of the table's readings of the cube and
    /// of its inverse. O(2 lookups).
    pub fn lower_bound(&self, cube: &Cubies) -> usize {
        usize::from(self.read(cube).max(self.read(&cube.inverse())))
    }

    /// A shortest solution of `cube` in the half-turn metric, if one has at most `max_depth`
    /// moves, and the nodes read. O(nodes * 18) moves and lookups, the nodes exponential in the
    /// distance: on the table of 6 flip bits, 0.15 to 26 s for the benchmark's first 10
    /// random cubes (docs/optimal.md).
    ///
    /// # Panics
    /// May panic if `cube` is not legal: its keys are then out of the tables' range.
    pub fn solve(&self, cube: &Cubies, max_depth: usize) -> (Option<Vec<Move>>, u64) {
        let root = Node {
            k: corner_key(cube),
            e: edge_key(cube),
            inverse: cube.inverse(),
        };
        let nodes = AtomicU64::new(1);
        for bound in self.lower_bound(cube)..=max_depth {
            let (found, stop) = (Mutex::new(None), AtomicBool::new(false));
            let round = Round {
                bound,
                found: &found,
                stop: &stop,
                nodes: &nodes,
            };
            self.round(&root, &round);
            let found = found.into_inner().expect("a worker panicked");
            if found.is_some() {
                return (found, nodes.into_inner());
            }
        }
        (None, nodes.into_inner())
    }

    /// Searches `bound` from `root`: the workers take the root's children one at a time.
    fn round(&self, root: &Node, round: &Round) {
        if round.bound == 0 {
            if root.inverse == Cubies::SOLVED {
                *round.found.lock().expect("a worker panicked") = Some(Vec::new());
            }
            return;
        }
        let next = AtomicUsize::new(0);
        let work = || {
            let mut path = Vec::with_capacity(round.bound);
            let mut nodes = 0;
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= Move::COUNT || round.stop.load(Ordering::Relaxed) {
                    break;
                }
                let m = Move::ALL[i];
                let child = self.child(root, m);
                nodes += 1;
                let left = round.bound - 1;
                if usize::from(self.read_node(&child)) > left {
                    continue;
                }
                path.push(m);
                if self.dfs(&child, left, m.face(), false, &mut path, &mut nodes, round) {
                    round.stop.store(true, Ordering::Relaxed);
                    *round.found.lock().expect("a worker panicked") = Some(path.clone());
                }
                path.pop();
            }
            round.nodes.fetch_add(nodes, Ordering::Relaxed);
        };
        std::thread::scope(|scope| {
            for _ in 1..self.threads {
                scope.spawn(work);
            }
            work();
        });
    }

    /// Whether `node`, `left` moves from the bound after a move on `last`, has a solution of
    /// exactly `left` moves (every shorter one was ruled out by the rounds before); pushes it
    /// onto `path`. `quarters_only`: the inverse's reading is tight, so the next move is no
    /// half turn.
    #[allow(clippy::too_many_arguments)]
    fn dfs(
        &self,
        node: &Node,
        left: usize,
        last: Face,
        quarters_only: bool,
        path: &mut Vec<Move>,
        nodes: &mut u64,
        round: &Round,
    ) -> bool {
        if left == 0 {
            return node.inverse == Cubies::SOLVED;
        }
        if round.stop.load(Ordering::Relaxed) {
            return false;
        }
        let mut moves = [Move::ALL[0]; Move::COUNT];
        let mut entries = [0usize; Move::COUNT];
        let mut keys = [(0usize, 0usize); Move::COUNT];
        let mut n = 0;
        for m in Move::ALL {
            if !follows(Some(last), m.face()) || (quarters_only && m.is_half_turn()) {
                continue;
            }
            let (k, e) = (
                self.index.moved_corners(node.k, m),
                self.index.moved_edges(node.e, m),
            );
            moves[n] = m;
            keys[n] = (k, e);
            entries[n] = self.index.entry(k, e) as usize;
            n += 1;
        }
        *nodes += n as u64;
        let mut readings = [0u8; Move::COUNT];
        self.table.get_many(&entries[..n], &mut readings[..n]);
        let below = left - 1;
        // The inverses of the children the cube's readings keep.
        let mut kept = [Node {
            k: 0,
            e: 0,
            inverse: Cubies::SOLVED,
        }; Move::COUNT];
        let mut kept_moves = [Move::ALL[0]; Move::COUNT];
        let mut kept_n = 0;
        for j in 0..n {
            if usize::from(readings[j]) > below {
                continue;
            }
            let m = moves[j];
            kept[kept_n] = Node {
                k: keys[j].0,
                e: keys[j].1,
                inverse: self.turns[m.inverse().index()].then(&node.inverse),
            };
            kept_moves[kept_n] = m;
            entries[kept_n] = if below == 0 {
                0
            } else {
                let inv = &kept[kept_n].inverse;
                self.index.entry(corner_key(inv), edge_key(inv)) as usize
            };
            kept_n += 1;
        }
        if below > 0 {
            self.table.get_many(&entries[..kept_n], &mut readings[..kept_n]);
        }
        for j in 0..kept_n {
            let inverse_reading = if below == 0 { 0 } else { usize::from(readings[j]) };
            if inverse_reading > below {
                continue;
            }
            let m = kept_moves[j];
            path.push(m);
            let tight = inverse_reading == below;
            if self.dfs(&kept[j], below, m.face(), tight, path, nodes, round) {
                return true;
            }
            path.pop();
        }
        false
    }

    /// A child of `node` by move `m` made after it.
    fn child(&self, node: &Node, m: Move) -> Node {
        Node {
            k: self.index.moved_corners(node.k, m),
            e: self.index.moved_edges(node.e, m),
            inverse: self.turns[m.inverse().index()].then(&node.inverse),
        }
    }

    /// The larger of a node's two readings.
    fn read_node(&self, node: &Node) -> u8 {
        let cube = self.table.get(self.index.entry(node.k, node.e) as usize);
        cube.max(self.read(&node.inverse))
    }

    /// The table's reading of `cube`.
    fn read(&self, cube: &Cubies) -> u8 {
        self.table
            .get(self.index.entry(corner_key(cube), edge_key(cube)) as usize)
    }
}

#[cfg(test)]
mod tests;
