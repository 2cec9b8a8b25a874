//! A two-phase solver for many cubes in little time: about 30 microseconds a cube for 25.4
//! moves on average, for judges that give thousands of cubes a second and score by moves.
//!
//! Nothing here is a deep search: every step descends an exact distance table. Phase 1 (into
//! H = <U, D, R2, L2, F2, B2>) is two steps of `oriented`: the shortest ways to orient the edges,
//! on six versions of the cube (the cube and its inverse, each turned so that each axis plays
//! the U-D axis), each ranked by the moves of G1 it then needs to reach H; the best few are
//! taken into H. Phase 2 walks the shortest ways from that cube into the squares group
//! G3 = <U2, D2, R2, L2, F2, B2> on the exact coset table of `squares`, and at each cube of G3
//! it reaches, the squares table says exactly how many half turns are left. Every phase-1
//! sequence gives a solution; the solver keeps the shortest of as many as the caller's
//! `Effort` allows, writes it out by descending the squares table, and merges turns of one
//! face that end up side by side.
//!
//! An optimal phase 1 on `prune::Phase1`'s bounds would be about 10 moves instead of about 12,
//! but its bounds are flat far from H (7 or 8 for most cubes), and finding even one optimal
//! phase 1 costs about 3000 bound evaluations, some 60 microseconds: twice the whole budget.
//!
//! ```
//! use cubesmith::cube3::cubie::Cubies;
//! use cubesmith::cube3::notation::{singmaster, Separation};
//! use cubesmith::cube3::throughput::{Effort, Throughput};
//!
//! let solver = Throughput::new();
//! let cube = Cubies::SOLVED.apply_all(&singmaster(Separation::WhiteSpace).parse("R U R' U' F2 B2 D2").unwrap());
//! let moves = solver.solve(&cube, Effort::DEFAULT);
//! assert_eq!(cube.apply_all(&moves), Cubies::SOLVED);
//! ```

use super::coord::{self, PHASE2_MOVES};
use super::cubie::{move_cubies, Cubies};
use super::moves::{Face, Move, MoveSet};
use super::oriented::{Oriented, G1_MOVES};
use super::squares::{Perms, Squares};

/// How much searching one `solve` does; the same effort gives the same answer on any machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effort {
    /// The shortest ways to orient the edges tried on each of the six versions of the cube:
    /// at least 1.
    pub oriented: usize,
    /// The phase-1 sequences (into H) given a phase 2, shortest first: at least 1.
    pub phase1: usize,
    /// The moves allowed, in phase 2, past the shortest way into G3: 0 tries only the
    /// shortest ways.
    pub slack: usize,
    /// The phase-2 search nodes (moves tried) after each phase-1 sequence: the search stops
    /// there, keeping the best way into G3 found so far (the first is found in about 10 nodes
    /// a move, so every phase-1 sequence gets one).
    pub phase2_nodes: usize,
}

impl Effort {
    /// The setting for about 30 microseconds a cube on a 2 GHz machine (30,000 cubes in under
    /// a second, tables included): 8 ways to orient each version, the 5 best phase-1
    /// sequences, 300 phase-2 nodes each, no slack.
    pub const DEFAULT: Effort = Effort {
        oriented: 8,
        phase1: 5,
        slack: 0,
        phase2_nodes: 300,
    };
}

impl Default for Effort {
    /// [`Effort::DEFAULT`].
    fn default() -> Self {
        Effort::DEFAULT
    }
}

/// The most moves the search holds: phase 1 in two steps needs at most 7 + 10 moves, the way
/// into G3 at most 13 more, and the slack (cut to fit) comes on top.
const MAX_PATH: usize = 48;

/// Columns of the move tables: one a move.
const MOVES: usize = Move::COUNT;

/// `moves` with every run of turns of one face merged into one turn (or none), also across a
/// turn of the opposite face, which commutes with them: the same cube, never more moves.
/// O(n).
pub fn merge_turns(moves: &[Move]) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::with_capacity(moves.len());
    for &m in moves {
        let face = m.face();
        let n = out.len();
        // The same face right before, or before a turn of the opposite face.
        let at = if n >= 1 && out[n - 1].face() == face {
            Some(n - 1)
        } else if n >= 2 && out[n - 1].face() == face.opposite() && out[n - 2].face() == face {
            Some(n - 2)
        } else {
            None
        };
        match at {
            Some(i) => match (out[i].quarters() + m.quarters()) % 4 {
                0 => {
                    out.remove(i);
                }
                quarters => out[i] = Move::new(face, quarters),
            },
            None => out.push(m),
        }
    }
    out
}

/// The throughput solver: the tables of `oriented` and `squares`, built once by `new` (about
/// 50 ms), then shared by any number of solves.
pub struct Throughput {
    oriented: Oriented,
    squares: Squares,
    /// `axes[k]`: the rotation that lets axis `k` play U-D (`coord::axes`).
    axes: [Cubies; 3],
    /// `back[k][m.index()]`: the move that move `m` of the cube rotated by `axes[k]` is on the
    /// cube.
    back: [[Move; MOVES]; 3],
    /// The 18 moves as cubies.
    turns: Vec<Cubies>,
}

impl Throughput {
    /// Builds every table: the two steps of phase 1 and the squares group's. O(1,082,565 * 14
    /// + 663,552 * 6 + 8! * 10).
    // No `Default`: building the tables costs time, which a `Default` would hide (see lib.rs).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Throughput {
        let (axes, back) = coord::axes();
        let turns: Vec<Cubies> = Move::ALL.iter().map(|&m| move_cubies(m)).collect();
        Throughput {
            oriented: Oriented::new(),
            squares: Squares::new(),
            axes,
            back,
            turns,
        }
    }

    /// A solution of `cube` (in the half-turn metric): the shortest the search finds
    /// within `effort`. About 30 microseconds a cube at `Effort::DEFAULT` (see
    /// docs/benchmarks.md); the time grows with `effort.phase1` times `effort.phase2_nodes`, and with
    /// `effort.oriented`. O(versions * oriented + phase1 * (40 + phase2_nodes)).
    ///
    /// # Panics
    /// If `cube` is not legal (`Cubies::is_legal`), or `effort.phase1` or `effort.oriented` is 0.
    pub fn solve(&self, cube: &Cubies, effort: Effort) -> Vec<Move> {
        assert!(cube.is_legal(), "throughput search of an illegal cube");
        assert!(
            effort.phase1 > 0 && effort.oriented > 0,
            "an effort of no phase-1 sequence or no way to orient"
        );
        let mut search = Search {
            t: self,
            effort,
            version: 0,
            versions: Vec::with_capacity(6),
            path: [Move::ALL[0]; MAX_PATH],
            candidates: Vec::with_capacity(6 * effort.oriented),
            oriented_left: 0,
            best_len: usize::MAX,
            best: Vec::new(),
            best_end: Perms::of(&Cubies::SOLVED),
            best_version: 0,
            phase2_left: 0,
        };
        search.run(cube);
        search.solution()
    }
}

/// One of the problems a search solves for a cube: the cube or its inverse, turned so that
/// `axis` plays the U-D axis.
#[derive(Clone, Copy)]
struct Version {
    cube: Cubies,
    axis: usize,
    inverse: bool,
}

/// A way to orient the edges of a version: its moves, and the length of phase 1 it gives.
#[derive(Clone, Copy)]
struct Candidate {
    length1: u8,
    version: u8,
    oriented: u8,
    moves: [Move; 8],
}

/// The state of one `solve`.
struct Search<'a> {
    t: &'a Throughput,
    effort: Effort,
    versions: Vec<Version>,
    /// The version being searched.
    version: usize,
    /// The moves of the current phase-1 then phase-2 sequence.
    path: [Move; MAX_PATH],
    /// Ways to orient the edges, with the phase-1 length each leads to.
    candidates: Vec<Candidate>,
    /// Ways to orient the edges left to find on the current version.
    oriented_left: usize,
    /// The shortest solution so far: its length, its moves up to G3 (on its version), the cube
    /// of G3 they reach, and its version.
    best_len: usize,
    best: Vec<Move>,
    best_end: Perms,
    best_version: usize,
    /// Phase-2 nodes left for the current phase-1 sequence.
    phase2_left: usize,
}

impl<'a> Search<'a> {
    /// Orients the edges of every version, ranks the ways by the phase-1 length they lead to,
    /// and gives the best ones a phase 2.
    fn run(&mut self, cube: &Cubies) {
        for &inverse in [false, true].iter() {
            let base = if inverse { cube.inverse() } else { *cube };
            for axis in 0..3 {
                let c = coord::conjugate_by(&base, &self.t.axes[axis]);
                // A symmetric cube gives equal versions: one search is enough.
                if self.versions.iter().all(|v| v.cube != c) {
                    self.versions.push(Version {
                        cube: c,
                        axis,
                        inverse,
                    });
                }
            }
        }
        let o = &self.t.oriented;
        for v in 0..self.versions.len() {
            let c = self.versions[v].cube;
            let (t, f, x) = (coord::twist(&c), coord::flip(&c), coord::slice(&c));
            self.version = v;
            self.oriented_left = self.effort.oriented;
            let depth = usize::from(o.flip_distance(f));
            self.orient(t, f, x, 0, depth, None);
        }
        // Shortest phase 1 first; among equals, in the order found.
        self.candidates.sort_by_key(|c| c.length1);
        let n = self.candidates.len().min(self.effort.phase1);
        for i in 0..n {
            let candidate = self.candidates[i];
            self.version = usize::from(candidate.version);
            let depth = usize::from(candidate.oriented);
            self.path[..depth].copy_from_slice(&candidate.moves[..depth]);
            let depth1 = self.reach_h(depth);
            self.leaf(depth1);
        }
    }

    /// The ways of `remaining` moves that orient every edge, from twist `t`, flip `f` and
    /// slice `x` at `depth`: each becomes a candidate, ranked by the moves of G1 it leaves
    /// to H. Stops after `effort.oriented` ways.
    fn orient(&mut self, t: usize, f: usize, x: usize, depth: usize, remaining: usize, prev: Option<Face>) {
        let o = &self.t.oriented;
        if remaining == 0 {
            let mut moves = [Move::ALL[0]; 8];
            moves[..depth].copy_from_slice(&self.path[..depth]);
            self.candidates.push(Candidate {
                length1: (depth + usize::from(o.twist_slice_distance(t, x))) as u8,
                version: self.version as u8,
                oriented: depth as u8,
                moves,
            });
            self.oriented_left -= 1;
            return;
        }
        for m in MoveSet::after(prev) {
            if self.oriented_left == 0 {
                return;
            }
            let i = m.index();
            let f2 = o.flip[f * MOVES + i] as usize;
            if usize::from(o.flip_distance(f2)) + 1 != remaining {
                continue;
            }
            self.path[depth] = m;
            let (t2, x2) = (o.twist[t * MOVES + i] as usize, o.slice[x * MOVES + i] as usize);
            self.orient(t2, f2, x2, depth + 1, remaining - 1, Some(m.face()));
        }
    }

    /// From the cube of the current version after `path[..depth]` (edges oriented), a shortest
    /// way into H by the moves of G1, appended to `path`: the new depth.
    fn reach_h(&mut self, mut depth: usize) -> usize {
        let o = &self.t.oriented;
        let mut c = self.versions[self.version].cube;
        for &m in self.path[..depth].iter() {
            c = c.then(&self.t.turns[m.index()]);
        }
        let (mut t, mut x) = (coord::twist(&c), coord::slice(&c));
        let mut d = o.twist_slice_distance(t, x);
        while d > 0 {
            // The table is exact: some move of G1 is one move closer.
            for m in G1_MOVES {
                let i = m.index();
                let (t2, x2) = (o.twist[t * MOVES + i] as usize, o.slice[x * MOVES + i] as usize);
                if o.twist_slice_distance(t2, x2) + 1 == d {
                    self.path[depth] = m;
                    depth += 1;
                    t = t2;
                    x = x2;
                    d -= 1;
                    break;
                }
            }
        }
        depth
    }

    /// A phase-1 sequence of `depth1` moves reached H: the best phase 2 after it.
    fn leaf(&mut self, depth1: usize) {
        let mut c = self.versions[self.version].cube;
        for &m in self.path[..depth1].iter() {
            c = c.then(&self.t.turns[m.index()]);
        }
        let start = Perms::of(&c);
        let squares = &self.t.squares;
        let coset = squares.coset(&start);
        let d = usize::from(squares.coset_distance(coset));
        // The whole solution is at least depth1 + d: skip when that cannot beat the best.
        if depth1 + d < self.best_len {
            let limit = (depth1 + d).saturating_add(self.effort.slack).min(MAX_PATH);
            self.phase2_left = self.effort.phase2_nodes;
            // Any first move: the shortest ways into G3 may all begin on the face phase 1
            // ended on (`merge_turns` joins the two turns).
            self.phase2(&start, coset, depth1, limit, None);
        }
    }

    /// Phase 2 from cube `c` of H (coset `coset`) at `depth` of the whole path, moving at most
    /// up to `limit`: at every cube of G3 on the way, the squares table ends the solution.
    fn phase2(&mut self, c: &Perms, coset: usize, depth: usize, limit: usize, prev: Option<Face>) {
        let squares = &self.t.squares;
        if coset == 0 {
            let i = squares.square_index(c).expect("coset 0 is G3");
            let total = depth + usize::from(squares.square_distance(i));
            if total < self.best_len {
                self.best_len = total;
                self.best.clear();
                self.best.extend_from_slice(&self.path[..depth]);
                self.best_end = *c;
                self.best_version = self.version;
            }
        }
        let turns = squares.turns();
        let allowed = MoveSet::after(prev);
        for (j, &m) in PHASE2_MOVES.iter().enumerate() {
            if !allowed.contains(m) {
                continue;
            }
            // The first way into G3 is always finished: it is the only one whose end is not
            // known yet when the budget runs out.
            if self.phase2_left == 0 && self.best_len < usize::MAX {
                return;
            }
            self.phase2_left = self.phase2_left.saturating_sub(1);
            let coset2 = squares.coset_move(coset, j);
            let d2 = usize::from(squares.coset_distance(coset2));
            // Room for the way into G3, and for a shorter solution than the best.
            if depth + 1 + d2 > limit || depth + 1 + d2 >= self.best_len {
                continue;
            }
            self.path[depth] = m;
            self.phase2(&c.then(&turns[j]), coset2, depth + 1, limit, Some(m.face()));
        }
    }

    /// The best solution found, as moves of the cube itself.
    fn solution(&self) -> Vec<Move> {
        let v = self.versions[self.best_version];
        let mut moves = self.best.clone();
        let solved = self.t.squares.solve_square(&self.best_end, &mut moves);
        debug_assert!(solved, "the best solution ends in G3");
        for m in moves.iter_mut() {
            *m = self.t.back[v.axis][m.index()];
        }
        if v.inverse {
            moves.reverse();
            for m in moves.iter_mut() {
                *m = m.inverse();
            }
        }
        merge_turns(&moves)
    }
}

#[cfg(test)]
mod tests;
