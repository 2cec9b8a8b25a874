//! A two-phase solver for many cubes in little time: about 25 microseconds a cube for 23.9
//! moves on average, for judges that give thousands of cubes a second and score by moves.
//!
//! Nothing here is a deep search: every step descends an exact distance table. Phase 1 (into
//! H = <U, D, R2, L2, F2, B2>) is two steps of `oriented`: the shortest ways to orient the edges,
//! on six versions of the cube (the cube and its inverse, each turned so that each axis plays
//! the U-D axis), then from each, a few of the shortest ways by the moves of G1 into H. Each
//! phase-1 sequence is ranked by what the whole solution through it needs at least: its own
//! moves and the fewest moves of H from the cube it reaches into the squares group
//! G3 = <U2, D2, R2, L2, F2, B2> (the exact coset table of `squares`). Ranking by phase 1 alone
//! would ignore that second part, which varies from 0 to 13 moves: the ranked order gives 0.8
//! fewer moves a cube for the same time. The best few get a phase 2, which walks the shortest
//! ways into G3, and at each cube of G3 it reaches, the squares table says exactly how many half
//! turns are left. The solver keeps the shortest solution of as many as the caller's `Effort`
//! allows, writes it out by descending the squares table, and merges turns of one face that end
//! up side by side.
//!
//! An optimal phase 1 on `prune::Phase1`'s bounds would be about 10 moves instead of about 11,
//! but its bounds are flat far from H (7 or 8 for most cubes), and finding even one optimal
//! phase 1 costs about 3000 bound evaluations, some 60 microseconds: twice the whole budget.
//!
//! ```
//! use cubesmith::cube3::cubie::Cubies;
//! use cubesmith::cube3::notation::{singmaster, Separation};
//! use cubesmith::cube3::throughput::{Effort, Throughput};
//!
//! let solver = Throughput::new();
//! let notation = singmaster(Separation::WhiteSpace);
//! let cube = Cubies::SOLVED.apply_all(&notation.parse("R U R' U' F2 B2 D2").unwrap());
//! let moves = solver.solve(&cube, Effort::DEFAULT);
//! assert_eq!(cube.apply_all(&moves), Cubies::SOLVED);
//! ```

use super::coord::{self, H_MOVES, PHASE2_INDEX};
use super::cubie::{move_cubies, Cubies};
use super::moves::{Face, Move, MoveSet};
use super::oriented::Oriented;
use super::squares::{Perms, Squares, WideCoset};

/// How much searching one `solve` does; the same effort gives the same answer on any machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effort {
    /// The shortest ways to orient the edges tried on each of the six versions of the cube:
    /// at least 1.
    pub oriented: usize,
    /// The shortest ways into H tried after each way to orient the edges: at least 1. Each
    /// costs a few table reads, so many phase-1 sequences are ranked for the few that get a
    /// phase 2.
    pub into_h: usize,
    /// The phase-1 sequences (into H) given a phase 2, those of the least bound first: at
    /// least 1.
    pub phase1: usize,
    /// The moves allowed, in phase 2, past the shortest way into G3: 0 tries only the
    /// shortest ways.
    pub slack: usize,
    /// The phase-2 search nodes after each phase-1 sequence, each node counting the moves it
    /// looks at: the search stops there, keeping the best way into G3 found so far (the first
    /// is found in about 10 nodes a move, so every phase-1 sequence gets one).
    pub phase2_nodes: usize,
}

impl Effort {
    /// The setting for BOJ 24902's pace, about 25 microseconds a cube here (30,000 cubes in
    /// about 0.8 s, tables included, 23.94 moves on average): 8 ways to orient each version,
    /// 5 ways into H after each, the 8 best of these 240 phase-1 sequences, 250 phase-2 nodes
    /// each, no slack.
    pub const DEFAULT: Effort = Effort {
        oriented: 8,
        into_h: 5,
        phase1: 8,
        slack: 0,
        phase2_nodes: 250,
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
/// 35 ms), then shared by any number of solves.
pub struct Throughput {
    oriented: Oriented,
    squares: Squares,
    /// `axes[k]`: the rotation that lets axis `k` play U-D (`coord::axes`).
    axes: [Cubies; 3],
    /// `back[k][m.index()]`: the move that move `m` of the cube rotated by `axes[k]` is on the
    /// cube.
    back: [[Move; MOVES]; 3],
    /// The permutations of the 18 moves.
    turns: Vec<Perms>,
}

impl Throughput {
    /// Builds every table: the two steps of phase 1 and the squares group's. O(1,082,565 * 14
    /// + 663,552 * 6 + 8! * 10).
    // No `Default`: building the tables costs time, which a `Default` would hide (see lib.rs).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Throughput {
        let (axes, back) = coord::axes();
        let turns: Vec<Perms> = Move::ALL.iter().map(|&m| Perms::of(&move_cubies(m))).collect();
        Throughput {
            oriented: Oriented::new(),
            squares: Squares::new(),
            axes,
            back,
            turns,
        }
    }

    /// A solution of `cube` (in the half-turn metric): the shortest the search finds
    /// within `effort`. About 25 microseconds a cube at `Effort::DEFAULT` (see
    /// docs/benchmarks.md); the time grows with `effort.oriented` times `effort.into_h`, and
    /// with `effort.phase1` times `effort.phase2_nodes`. O(versions * oriented * into_h * 17 +
    /// phase1 * (40 + phase2_nodes)).
    ///
    /// # Panics
    /// If `cube` is not legal (`Cubies::is_legal`), or `effort.oriented`, `effort.into_h` or
    /// `effort.phase1` is 0.
    pub fn solve(&self, cube: &Cubies, effort: Effort) -> Vec<Move> {
        assert!(cube.is_legal(), "throughput search of an illegal cube");
        assert!(
            effort.phase1 > 0 && effort.oriented > 0 && effort.into_h > 0,
            "an effort of no phase-1 sequence, no way to orient or no way into H"
        );
        let mut search = Search::new(self, effort);
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

/// The versions of `cube`: it and its inverse, each turned by `axes[k]` so that axis `k` plays
/// U-D; a symmetric cube's equal versions once. O(6 * 20).
fn versions(cube: &Cubies, axes: &[Cubies; 3]) -> Vec<Version> {
    let mut versions: Vec<Version> = Vec::with_capacity(6);
    for &inverse in [false, true].iter() {
        let base = if inverse { cube.inverse() } else { *cube };
        for (axis, turn) in axes.iter().enumerate() {
            let c = coord::conjugate_by(&base, turn);
            // A symmetric cube gives equal versions: one search is enough.
            if versions.iter().all(|v| v.cube != c) {
                versions.push(Version {
                    cube: c,
                    axis,
                    inverse,
                });
            }
        }
    }
    versions
}

/// The most moves of phase 1: at most 7 to orient the edges, then at most 10 of G1 into H.
const MAX_PHASE1: usize = 17;

/// A phase-1 sequence: the moves that take a version into H, the coset of G3 they reach, and
/// what the whole solution needs at least (those moves and the shortest way into G3).
#[derive(Clone, Copy)]
struct Candidate {
    bound: u8,
    /// Its place among the candidates found: the last key of the ranking, so that the ranking
    /// is the same whatever the sort.
    order: u32,
    version: u8,
    length: u8,
    coset: u16,
    moves: [Move; MAX_PHASE1],
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
    /// Phase-1 sequences, each with the least length of a solution through it.
    candidates: Vec<Candidate>,
    /// Ways to orient the edges left to find on the current version.
    oriented_left: usize,
    /// Phase-1 sequences still to make from the current way to orient the edges.
    into_h_left: usize,
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
    /// A search on the tables of `t` at `effort`, nothing found yet. O(1).
    fn new(t: &'a Throughput, effort: Effort) -> Search<'a> {
        Search {
            t,
            effort,
            version: 0,
            versions: Vec::new(),
            path: [Move::ALL[0]; MAX_PATH],
            // Room for the usual efforts; a huge one grows the vector as it goes.
            candidates: Vec::with_capacity((6 * effort.oriented.min(64) * effort.into_h.min(64)).min(4096)),
            oriented_left: 0,
            into_h_left: 0,
            best_len: usize::MAX,
            best: Vec::new(),
            best_end: Perms::of(&Cubies::SOLVED),
            best_version: 0,
            phase2_left: 0,
        }
    }

    /// Finds phase-1 sequences on every version, ranks them by the least length of a solution
    /// through them, and gives the best ones a phase 2.
    fn run(&mut self, cube: &Cubies) {
        self.versions = versions(cube, &self.t.axes);
        let o = &self.t.oriented;
        for v in 0..self.versions.len() {
            let c = self.versions[v].cube;
            let (t, f, x) = (coord::twist(&c), coord::flip(&c), coord::slice(&c));
            self.version = v;
            self.oriented_left = self.effort.oriented;
            let depth = usize::from(o.flip_distance(f));
            let w = self.t.squares.wide_coset(&Perms::of(&c));
            self.orient(w, (t, f, x), 0, depth, None);
        }
        // The least bound first; among equals, the shorter phase 1, then the order found.
        let n = self.candidates.len().min(self.effort.phase1);
        let key = |c: &Candidate| (c.bound, c.length, c.order);
        if n < self.candidates.len() {
            self.candidates.select_nth_unstable_by_key(n, key);
        }
        self.candidates[..n].sort_unstable_by_key(key);
        for i in 0..n {
            let candidate = self.candidates[i];
            if usize::from(candidate.bound) >= self.best_len {
                break;
            }
            self.version = usize::from(candidate.version);
            let depth1 = usize::from(candidate.length);
            let moves = &candidate.moves[..depth1];
            self.path[..depth1].copy_from_slice(moves);
            // The cube itself only for the few that get a phase 2.
            let mut c = Perms::of(&self.versions[self.version].cube);
            for m in moves.iter() {
                c = c.then(&self.t.turns[m.index()]);
            }
            let limit = usize::from(candidate.bound)
                .saturating_add(self.effort.slack)
                .min(MAX_PATH);
            self.phase2_left = self.effort.phase2_nodes;
            // Any first move: the shortest ways into G3 may all begin on the face phase 1
            // ended on (`merge_turns` joins the two turns).
            self.phase2(&c, usize::from(candidate.coset), depth1, limit, None);
        }
    }

    /// The ways of `remaining` moves that orient every edge of a cube whose coset of G3 reads
    /// `w`, from twist, flip and slice `tfx`, at `depth`: each goes on into H (`reach_h`).
    /// Stops after `effort.oriented` ways.
    fn orient(
        &mut self,
        w: WideCoset,
        tfx: (usize, usize, usize),
        depth: usize,
        remaining: usize,
        prev: Option<Face>,
    ) {
        let o = &self.t.oriented;
        let (t, f, x) = tfx;
        if remaining == 0 {
            self.oriented_left -= 1;
            self.into_h_left = self.effort.into_h;
            // Any first move: a way to orient ends on F or B, and the shortest ways into H
            // may all begin on that face (`merge_turns` joins the two turns).
            self.reach_h(w, t, x, depth, None);
            return;
        }
        // Which moves come closer, without a branch a move: half of them would be guessed wrong.
        let closer = MoveSet::after(prev).keep_if(|m| {
            usize::from(o.flip_distance(o.flip[f * MOVES + m.index()] as usize)) + 1 == remaining
        });
        for m in closer {
            if self.oriented_left == 0 {
                return;
            }
            let i = m.index();
            let f2 = o.flip[f * MOVES + i] as usize;
            self.path[depth] = m;
            let tfx2 = (
                o.twist[t * MOVES + i] as usize,
                f2,
                o.slice[x * MOVES + i] as usize,
            );
            let w2 = self.t.squares.wide_coset_move(w, m);
            self.orient(w2, tfx2, depth + 1, remaining - 1, Some(m.face()));
        }
    }

    /// The shortest ways by the moves of G1 into H from a cube whose coset of G3 reads `w`
    /// (edges oriented, twist `t`, slice `x`) at `depth`: each becomes a candidate. Stops after
    /// `effort.into_h` ways.
    fn reach_h(&mut self, w: WideCoset, t: usize, x: usize, depth: usize, prev: Option<Face>) {
        let o = &self.t.oriented;
        if t == 0 && x == 0 {
            let squares = &self.t.squares;
            let coset = squares.coset_in_h(w).expect("a cube of H");
            let mut moves = [Move::ALL[0]; MAX_PHASE1];
            moves[..depth].copy_from_slice(&self.path[..depth]);
            self.candidates.push(Candidate {
                bound: (depth + usize::from(squares.coset_distance(coset))) as u8,
                order: self.candidates.len() as u32,
                version: self.version as u8,
                length: depth as u8,
                coset: coset as u16,
                moves,
            });
            self.into_h_left -= 1;
            return;
        }
        let closer = o.closer_moves(t, x).and(MoveSet::after(prev));
        for m in closer {
            if self.into_h_left == 0 {
                return;
            }
            let i = m.index();
            let (t2, x2) = (o.twist[t * MOVES + i] as usize, o.slice[x * MOVES + i] as usize);
            self.path[depth] = m;
            let w2 = self.t.squares.wide_coset_move(w, m);
            self.reach_h(w2, t2, x2, depth + 1, Some(m.face()));
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
        // The first way into G3 is always finished: it is the only one whose end is not
        // known yet when the budget runs out.
        if self.phase2_left == 0 && self.best_len < usize::MAX {
            return;
        }
        let allowed = MoveSet::after(prev).and(H_MOVES);
        self.phase2_left = self.phase2_left.saturating_sub(allowed.len());
        // Room for the way into G3, and for a shorter solution than the best.
        let room = limit.min(self.best_len.saturating_sub(1));
        let next = allowed.keep_if(|m| {
            let coset2 = squares.coset_move(coset, usize::from(PHASE2_INDEX[m.index()]));
            depth + 1 + usize::from(squares.coset_distance(coset2)) <= room
        });
        for m in next {
            let j = usize::from(PHASE2_INDEX[m.index()]);
            self.path[depth] = m;
            self.phase2(
                &c.then(&turns[j]),
                squares.coset_move(coset, j),
                depth + 1,
                limit,
                Some(m.face()),
            );
        }
    }

    /// The best solution found, as moves of the cube itself.
    fn solution(&self) -> Vec<Move> {
        let v = self.versions[self.best_version];
        let mut moves = self.best.clone();
        // Every version has a way to orient and a way into H, and each gets its first way
        // into G3 whatever the budget: a solution was found.
        assert!(
            self.best_len < usize::MAX,
            "no phase-1 sequence was given a phase 2"
        );
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
