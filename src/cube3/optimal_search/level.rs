//! A level of the deep search near the bound and how it is expanded: the nodes of a level
//! ([`Step`]: a node and how it was reached), the reads of their children in two batched rounds
//! ([`Deep::expand`]), and the search below a node a level at a time ([`Deep::search_levels`]).
//! Near the bound a node keeps few children, so one node at a time waits on the memory twice
//! for a handful of reads; a level's children are read together instead.

use super::{readings, Deep, End, Node, Path, Pruning, AXES, BRANCHES, CUBE, INVERSE};
use crate::cube3::moves::{Face, Move, MoveSet};

impl<T: Pruning> Deep<T> {
    /// Puts into `next` the children of the nodes of `level`, each by the moves its `plan`
    /// gives at the end it gives, whose bounds allow a solution of `left` more moves
    /// ([`Deep::allows`]), in the level's order, then in move order; returns how many children
    /// were read. The table is read in two rounds for the whole level: the side the moves are
    /// made after, for every child ([`Deep::read_moved_side`]), then the other side for those
    /// that pass ([`Deep::read_other_side`]). The reads of a round do not wait for each other,
    /// so their cache misses overlap: a level of many nodes waits on the memory twice, where
    /// its nodes one by one would wait twice each.
    #[inline]
    pub(super) fn expand(
        &self,
        level: &[Step<T>],
        plan: &[(End, MoveSet)],
        left: usize,
        next: &mut Vec<Step<T>>,
        batch: &mut Batch<T>,
    ) -> u64 {
        let left = left.min(u8::MAX as usize) as u8;
        next.clear();
        let read = self.read_moved_side(level, plan, left, next, batch);
        if self.inverse {
            self.read_other_side(left, next, batch);
        } else {
            // Only the front: the inverse along U-D is still followed, to tell when it is solved.
            for child in next.iter_mut() {
                let inverse = &mut child.node.sides[INVERSE].as_mut()[0].cube;
                *inverse = self.axis_cubies[0][child.m.inverse().index()].then(inverse);
            }
        }
        if self.both_ends() {
            // The moved side's cubies too, for a later move at the other end: only for the
            // children kept.
            for child in next.iter_mut() {
                let (after, _) = child.end.sides();
                let parent = level[child.parent].node.sides[after];
                let turn = child.end.seen(child.m).index();
                let moved = child.node.sides[after].as_mut().iter_mut().zip(parent.as_ref());
                for (k, (axis, parent)) in moved.enumerate() {
                    axis.cube = parent.cube.then(&self.axis_cubies[k][turn]);
                }
            }
        }
        read
    }

    /// Puts into `next` the children of `level`'s nodes by their `plan`'s moves whose readings
    /// of the side the moves are made after allow `left` more moves, with those readings and
    /// that side's keys (its cubies are the parent's); returns how many were read. The entries
    /// are found for every child first, then read in one loop. O(children * 3).
    #[inline]
    fn read_moved_side(
        &self,
        level: &[Step<T>],
        plan: &[(End, MoveSet)],
        left: u8,
        next: &mut Vec<Step<T>>,
        batch: &mut Batch<T>,
    ) -> u64 {
        let r = T::Axes::default().as_ref().len();
        batch.clear();
        for (p, (step, &(end, moves))) in level.iter().zip(plan).enumerate() {
            let (after, _) = end.sides();
            for m in moves {
                let seen = end.seen(m);
                for (k, axis) in step.node.sides[after].as_ref().iter().enumerate() {
                    let moved = self.table.moved(axis.keys, self.axis_moves[k][seen.index()]);
                    batch.keys.push(moved);
                    batch.words.push(self.table.class_word(moved));
                }
                batch.tried.push((p, m));
            }
        }
        batch.read_all(&self.table);
        let Batch {
            keys, bounds, tried, ..
        } = batch;
        for (i, &(p, m)) in tried.iter().enumerate() {
            let (end, _) = plan[p];
            let (after, _) = end.sides();
            let parent = &level[p];
            let readings = &mut bounds[i * r..i * r + r];
            if self.table.mod3() {
                // A neighbour is one nearer, as near or one farther: three values modulo 3.
                for (b, axis) in readings.iter_mut().zip(parent.node.sides[after].as_ref()) {
                    let parent = axis.reading;
                    *b = match (*b + 3 - parent % 3) % 3 {
                        0 => parent,
                        1 => parent + 1,
                        _ => parent - 1,
                    };
                }
            }
            if self.allows(readings.iter().copied(), left) {
                let mut child = parent.child(p, m, end);
                for (k, axis) in child.node.sides[after].as_mut().iter_mut().enumerate() {
                    axis.keys = keys[i * r + k];
                    axis.reading = readings[k];
                    self.table.prefetch_moves(axis.keys);
                }
                next.push(child);
            }
        }
        tried.len() as u64
    }

    /// Moves the other side of each of `children` from the left, reads it, and keeps the
    /// children whose readings allow `left` more moves, in order. Its readings whose goal the
    /// move keeps are the parent's (a turn of U or D made first does not change an entry, nor,
    /// with the 48-symmetric table, a half turn), so they are not read. The entries are found
    /// in two rounds, as in [`Deep::read_moved_side`]: every class word first, then every
    /// entry. O(children * 3) cubie products.
    #[inline]
    fn read_other_side(&self, left: u8, children: &mut Vec<Step<T>>, batch: &mut Batch<T>) {
        batch.clear();
        for (i, child) in children.iter_mut().enumerate() {
            let (_, before) = child.end.sides();
            let turn = child.end.seen(child.m).inverse().index();
            for (k, axis) in child.node.sides[before].as_mut().iter_mut().enumerate() {
                axis.cube = self.axis_cubies[k][turn].then(&axis.cube);
                if !self.spare[k].contains(child.m) {
                    axis.keys = self.table.keys(&axis.cube);
                    self.table.prefetch_moves(axis.keys);
                    batch.keys.push(axis.keys);
                    batch.words.push(self.table.class_word(axis.keys));
                    batch.slots.push(i * AXES + k);
                }
            }
        }
        batch.read_all(&self.table);
        for (&slot, &b) in batch.slots.iter().zip(batch.bounds.iter()) {
            let child = &mut children[slot / AXES];
            let (_, before) = child.end.sides();
            child.node.sides[before].as_mut()[slot % AXES].reading = b;
        }
        children.retain(|child| {
            let (_, before) = child.end.sides();
            self.allows(readings(child.node.sides[before].as_ref()), left)
        });
    }

    /// The search below `node` for a solution of `bound` moves in all, a level at a time: the
    /// children of every node of a level are read together ([`Deep::expand`]), so the last
    /// moves' many small expansions, most of whose children are pruned, wait on the memory
    /// together. A level of more than [`LEVEL_WIDTH`] nodes is searched a part at a time, so
    /// that a subtree the bound prunes little (a node whose readings are far below the moves
    /// left) is not held whole. Every node is expanded at the end with fewer moves to try, as
    /// in [`Deep::search`], which calls this where both ends are searched; on success `path`
    /// holds the solution.
    pub(super) fn search_levels(
        &self,
        node: &Node<T>,
        bound: usize,
        path: &mut Path,
        nodes: &mut u64,
        scratch: &mut Scratch<T>,
    ) -> bool {
        let left = bound - path.len();
        let root = [Step::root(node, path)];
        let (levels, batch) = (&mut scratch.levels[path.len()..], &mut scratch.batch);
        let mut below = Vec::new();
        if self
            .search_part(&root, left, nodes, levels, batch, &mut below)
            .is_none()
        {
            return false;
        }
        for &(end, m) in below.iter().rev() {
            path.push(end, m);
        }
        true
    }

    /// The search below the nodes of `part` (a level's, `left` moves from the bound) for a
    /// solution: the place in `part` of the node that has one, its moves below it in `below`
    /// (last first). `levels` holds the levels below, one a move left. O(the nodes below).
    fn search_part(
        &self,
        part: &[Step<T>],
        left: usize,
        nodes: &mut u64,
        levels: &mut [Vec<Step<T>>],
        batch: &mut Batch<T>,
        below: &mut Vec<(End, Move)>,
    ) -> Option<usize> {
        if left == 0 {
            return part.iter().position(|step| step.node.is_solved());
        }
        let mut plan = std::mem::take(&mut batch.plan);
        plan.clear();
        plan.extend(part.iter().map(|step| {
            let back = MoveSet::before(step.last[1]);
            self.end_and_moves(&step.node, MoveSet::after(step.last[0]), Some(back), left)
        }));
        let (next, levels) = levels.split_first_mut().expect("a level a move left");
        *nodes += self.expand(part, &plan, left - 1, next, batch);
        batch.plan = plan;
        most_promising_first(next);
        for (k, part) in next.chunks(LEVEL_WIDTH).enumerate() {
            if let Some(at) = self.search_part(part, left - 1, nodes, levels, batch, below) {
                let step = &next[k * LEVEL_WIDTH + at];
                below.push((step.end, step.m));
                return Some(step.parent);
            }
        }
        None
    }
}

/// A node of a level of the search, and how it was reached: by move `m` at `end` from the node
/// at `parent` in the level above; `last` holds the face of the last move at each end (front,
/// back), which the next moves at that end follow.
pub(super) struct Step<T: Pruning> {
    pub(super) node: Node<T>,
    pub(super) m: Move,
    pub(super) end: End,
    pub(super) parent: usize,
    pub(super) last: [Option<Face>; 2],
}

// Not derived, as for `Node`.
impl<T: Pruning> Clone for Step<T> {
    fn clone(&self) -> Step<T> {
        *self
    }
}

impl<T: Pruning> Copy for Step<T> {}

impl<T: Pruning> Step<T> {
    /// `node` reached by `path`, as the first level of a search below it. O(1).
    pub(super) fn root(node: &Node<T>, path: &Path) -> Step<T> {
        Step {
            node: *node,
            m: Move::ALL[0],
            end: End::Front,
            parent: 0,
            last: [path.front.last(), path.back.last()].map(|m| m.map(|m| m.face())),
        }
    }

    /// This node's child by `m` at `end`, this node being at `parent` in its level: a copy of
    /// the node, to be moved in place. O(1).
    fn child(&self, parent: usize, m: Move, end: End) -> Step<T> {
        let mut last = self.last;
        last[end as usize] = Some(m.face());
        Step {
            node: self.node,
            m,
            end,
            parent,
            last,
        }
    }
}

/// A worker's room for the reads of one expansion ([`Deep::expand`]): for each read, the keys,
/// the class word, the entry and what it holds; which child and axis a read of the other side
/// is for; which parent and move a read of the moved side is for; and the moves each node of a
/// level is expanded by.
pub(super) struct Batch<T: Pruning> {
    keys: Vec<T::Keys>,
    words: Vec<u32>,
    entries: Vec<usize>,
    bounds: Vec<u8>,
    slots: Vec<usize>,
    tried: Vec<(usize, Move)>,
    plan: Vec<(End, MoveSet)>,
}

impl<T: Pruning> Batch<T> {
    pub(super) fn new() -> Batch<T> {
        Batch {
            keys: Vec::new(),
            words: Vec::new(),
            entries: Vec::new(),
            bounds: Vec::new(),
            slots: Vec::new(),
            tried: Vec::new(),
            plan: Vec::new(),
        }
    }

    /// Finds the entry of every read from its keys and class word, then reads them all from
    /// `table` into `bounds`, their cache misses in flight together. O(reads).
    fn read_all(&mut self, table: &T) {
        let Batch {
            keys,
            words,
            entries,
            bounds,
            ..
        } = self;
        entries.extend(keys.iter().zip(words.iter()).map(|(&k, &w)| table.entry_in(k, w)));
        bounds.resize(entries.len(), 0);
        table.get_many(entries, bounds);
    }

    /// Empties the reads, keeping the room (not the plan, which its owner clears).
    fn clear(&mut self) {
        self.keys.clear();
        self.words.clear();
        self.entries.clear();
        self.bounds.clear();
        self.slots.clear();
        self.tried.clear();
    }
}

/// A worker's room for a search: the nodes of each depth (`levels[d]`: those `d` moves from
/// the root), and the reads of an expansion.
pub(super) struct Scratch<T: Pruning> {
    pub(super) levels: Vec<Vec<Step<T>>>,
    pub(super) batch: Batch<T>,
}

impl<T: Pruning> Scratch<T> {
    /// Room for a search to `bound`. O(bound).
    pub(super) fn new(bound: usize) -> Scratch<T> {
        Scratch {
            levels: (0..bound).map(|_| Vec::with_capacity(BRANCHES)).collect(),
            batch: Batch::new(),
        }
    }
}

/// Puts the children with the smallest sum of their six readings first, in move order among
/// equals. In the last bound the search stops at its first solution, which it finds sooner
/// where the readings leave more room: on 12 random cubes this halved the median time. The
/// order is the same for any number of workers. O(n log n).
pub(super) fn most_promising_first<T: Pruning>(children: &mut [Step<T>]) {
    children.sort_by_key(|child| {
        let sum = |side: &T::Axes| readings(side.as_ref()).map(u32::from).sum::<u32>();
        sum(&child.node.sides[CUBE]) + sum(&child.node.sides[INVERSE])
    });
}

/// The moves left below which a search goes a level at a time ([`Deep::search_levels`]).
pub(super) const BREADTH_FIRST: usize = 13;

/// The most nodes of a level searched together ([`Deep::search_levels`]): a level near the
/// bound holds tens of nodes (a node 12 moves from it keeps 7.5 children on `sym48-6`), and a
/// wider part's reads outgrow the core's caches (13 and 64 did best of 12 and 13, 32 and 64,
/// measured with `bench/sym48 --prove`).
pub(super) const LEVEL_WIDTH: usize = 64;
