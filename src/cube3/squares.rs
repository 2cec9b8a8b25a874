//! The squares group G3 = <U2, D2, R2, L2, F2, B2> inside H = <U, D, R2, L2, F2, B2>, and two
//! exact distance tables that split a phase 2 (H to solved) into two short searches: how far each
//! of the 29,400 cosets of G3 in H is from G3 (at most 13 moves of H), and how far each of the
//! 663,552 cubes of G3 is from solved (at most 15 half turns).
//!
//! A cube `x` of H reaches G3 by the moves `w` exactly when `G3 x w = G3`, so what matters is
//! the coset `G3 x`: the pieces of `x` renamed by any cube of G3. The half turns keep each corner
//! in its tetrad (URF ULB DLF DRB, and the other four) and each edge in its slice, and G3 is the
//! direct product of its 96 corner permutations and 6912 edge permutations (both all even), so a
//! coset is one of 420 cosets of the corner permutations (70 ways to place the tetrads, times 6)
//! and the places of the four edges of the M slice (UF UB DF DB) among the eight U and D edge
//! positions (70); the edges' parity follows from the corners'.
//!
//! Both tables are breadth-first searches from their goal, built in a few milliseconds: the
//! coset table with 10 moves over 29,400 entries, the squares table with 6 half turns over
//! 663,552 entries.
//!
//! Outside H, the corner coset and the places of the M-slice edges among all 12 edge positions
//! ([`WideCoset`], 420 * 495 values moved by any of the 18 moves) are still the same for every
//! cube of a coset of G3, though no longer enough to tell cosets apart (they leave out the
//! orientations and the other edges): a phase-1 search follows them by table and reads the coset
//! where it reaches H, where they name it exactly.

use super::coord::{breadth_first, perm_rank, perm_unrank, PERMS, PHASE2_INDEX, PHASE2_MOVES};
use super::cubie::{move_cubies, Cubies};
use super::moves::{Face, Move};

/// The cosets of G3 in H: 420 corner cosets times 70 places of the M-slice edges.
pub const COSETS: usize = 29_400;
/// The cubes of G3: 96 corner permutations times 6912 edge permutations.
pub const SQUARES: usize = 663_552;
/// The six half turns: U2 R2 F2 D2 L2 B2.
pub const HALF_TURNS: [Move; 6] = {
    let mut moves = [Move::new(Face::U, 2); 6];
    let mut f = 1;
    while f < 6 {
        moves[f] = Move::new(Face::ALL[f], 2);
        f += 1;
    }
    moves
};
/// The corner cosets: 8! / 96.
pub const CORNER_COSETS: usize = 420;
/// The corner permutations of G3.
pub const SQUARE_CORNERS: usize = 96;
/// The U and D edge positions that make the M slice (UF UB DF DB) and the S slice (UR UL DR DL).
const M_SLICE: [usize; 4] = [1, 3, 5, 7];
const S_SLICE: [usize; 4] = [0, 2, 4, 6];
const E_SLICE: [usize; 4] = [8, 9, 10, 11];
/// Not a number of moves: an entry breadth-first search has not reached yet.
const UNSEEN: u8 = u8::MAX;

/// The cube of H that a phase-2 search holds: only the permutations (twists and flips are 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Perms {
    /// The corner in each corner position.
    pub cp: [u8; 8],
    /// The edge in each edge position.
    pub ep: [u8; 12],
}

impl Perms {
    /// The permutations of a cube. O(20).
    pub fn of(c: &Cubies) -> Perms {
        Perms { cp: c.cp, ep: c.ep }
    }

    /// This cube followed by `m`, a cube of H given by its permutations. O(20).
    ///
    /// # Panics
    /// If an entry of `m.cp` is 8 or more, or of `m.ep` 12 or more.
    #[inline]
    pub fn then(&self, m: &Perms) -> Perms {
        let mut out = *self;
        for i in 0..8 {
            out.cp[i] = self.cp[m.cp[i] as usize];
        }
        for i in 0..12 {
            out.ep[i] = self.ep[m.ep[i] as usize];
        }
        out
    }
}

/// The M-slice edges' places when they are home: positions 1, 3, 5 and 7.
const M_HOME: usize = 0b1010_1010;

/// The rank of the 4 positions of 0..8 marked in `mask` among the C(8, 4) = 70 such sets, by
/// table: `rank[mask]`, 255 where `mask` has not 4 bits. `M_HOME` has rank 0, so that G3 is
/// coset 0.
fn four_of_eight_ranks() -> [u8; 256] {
    let mut rank = [u8::MAX; 256];
    let mut next = 0;
    for (mask, r) in rank.iter_mut().enumerate() {
        if mask.count_ones() == 4 {
            *r = next;
            next += 1;
        }
    }
    rank.swap(M_HOME, 0b1111);
    rank
}

/// The places of the M-slice edges among all 12 edge positions, as a bit mask; in H they are
/// among the U and D positions, bits 0..8. O(12).
#[inline]
fn m_places(ep: &[u8; 12]) -> usize {
    let mut mask = 0;
    for (i, &e) in ep.iter().enumerate() {
        // M-slice pieces are the odd U and D edges: UF UB DF DB.
        mask |= usize::from(e < 8 && e & 1 == 1) << i;
    }
    mask
}

/// The rank (0..24) of the pieces at `positions`, each renamed by its place in its slice. O(4).
#[inline]
fn slice_rank(ep: &[u8; 12], positions: &[usize; 4]) -> usize {
    let mut p = [0u8; 4];
    for (x, &i) in p.iter_mut().zip(positions.iter()) {
        let e = ep[i];
        *x = if e >= 8 { e - 8 } else { e >> 1 };
    }
    perm_rank(&p)
}

/// The two tables and what they read: the coset and squares coordinates of a cube of H, their
/// move tables, the distances, and the wide coset's move tables.
pub struct Squares {
    /// For each corner permutation (its rank), its coset of G3's corner permutations, 0..420.
    corner_coset: Vec<u16>,
    /// `coset_moves[c * 10 + j]`: the corner coset after the `j`th move of H.
    coset_moves: Vec<u16>,
    /// Bit mask of 4 of 8 positions to its rank 0..70, and back.
    comb_rank: [u8; 256],
    /// `comb_moves[r * 10 + j]`: the places of the M-slice edges after the `j`th move of H.
    comb_moves: Vec<u8>,
    /// Moves of H from each coset (`corner coset * 70 + places`) to G3.
    coset_dist: Vec<u8>,
    /// For each corner permutation (its rank), its index among G3's 96, or 255 outside G3.
    square_corner: Vec<u8>,
    /// Half turns from each cube of G3 (see `square_index`) to solved.
    square_dist: Vec<u8>,
    /// The moves of H as permutations, in `PHASE2_MOVES` order.
    turns: [Perms; 10],
    /// `wide_corner_moves[c * 18 + m]`: the corner coset after move `m` (any of the 18).
    wide_corner_moves: Vec<u16>,
    /// A 12-bit mask of the M-slice edges' places to its rank 0..495, and back.
    place_rank: Vec<u16>,
    place_masks: Vec<u16>,
    /// `place_moves[r * 18 + m]`: the places' rank after move `m`.
    place_moves: Vec<u16>,
}

/// What the coset of G3 of any cube, not only of H, says of its permutations: the corner coset
/// (of 420) and the places of the M-slice edges among all 12 edge positions (of 495). Every cube
/// of a coset gives the same value and any move moves it by table, so a search outside H can
/// follow it without the cube's permutations; in H it names the coset exactly
/// ([`Squares::coset_in_h`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WideCoset {
    corners: u16,
    places: u16,
}

impl Squares {
    /// Builds both tables. O(8! * 10 + 29,400 * 10 + 663,552 * 6 + (420 + 495) * 18): a few
    /// milliseconds.
    // No `Default`: building the tables costs time, which a `Default` would hide (see lib.rs).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Squares {
        let mut turns = [Perms::of(&Cubies::SOLVED); 10];
        for (t, &m) in turns.iter_mut().zip(PHASE2_MOVES.iter()) {
            *t = Perms::of(&move_cubies(m));
        }
        let square_corners = square_corner_perms();
        let mut square_corner = vec![u8::MAX; PERMS];
        for (i, p) in square_corners.iter().enumerate() {
            square_corner[perm_rank(p)] = i as u8;
        }
        let (corner_coset, reps) = corner_cosets(&square_corners);
        let coset_moves = move_rows(&reps, &turns, |p| corner_coset[perm_rank(p)]);
        let comb_rank = four_of_eight_ranks();
        let mut comb_reps = vec![0usize; 70];
        for mask in 0..256 {
            if comb_rank[mask] != u8::MAX {
                comb_reps[comb_rank[mask] as usize] = mask;
            }
        }
        let mut comb_moves = Vec::with_capacity(70 * 10);
        for &mask in comb_reps.iter() {
            for t in turns.iter() {
                // Position i receives what stood at t.ep[i].
                let moved = (0..8).fold(0, |acc, i| acc | (mask >> t.ep[i] & 1) << i);
                comb_moves.push(comb_rank[moved]);
            }
        }
        // Distances from G3 (coset 0) by the 10 moves of H, over `corner coset * 70 + places`.
        let coset_dist = breadth_first(COSETS, PHASE2_MOVES.len(), |x, j| {
            let (corners, comb) = (x / 70, x % 70);
            coset_moves[corners * 10 + j] as usize * 70 + comb_moves[comb * 10 + j] as usize
        });
        let all: Vec<Perms> = Move::ALL.iter().map(|&m| Perms::of(&move_cubies(m))).collect();
        let wide_corner_moves = move_rows(&reps, &all, |p| corner_coset[perm_rank(p)]);
        let place_masks: Vec<u16> = (0..1u16 << 12).filter(|m| m.count_ones() == 4).collect();
        let mut place_rank = vec![u16::MAX; 1 << 12];
        for (r, &mask) in place_masks.iter().enumerate() {
            place_rank[usize::from(mask)] = r as u16;
        }
        let mut place_moves = Vec::with_capacity(place_masks.len() * Move::COUNT);
        for &mask in place_masks.iter() {
            for t in all.iter() {
                // Position i receives what stood at t.ep[i].
                let moved = (0..12).fold(0, |acc, i| acc | (mask >> t.ep[i] & 1) << i);
                place_moves.push(place_rank[usize::from(moved)]);
            }
        }
        let mut squares = Squares {
            wide_corner_moves,
            place_rank,
            place_masks,
            place_moves,
            corner_coset,
            coset_moves,
            comb_rank,
            comb_moves,
            coset_dist,
            square_corner,
            square_dist: Vec::new(),
            turns,
        };
        squares.square_dist = squares.square_distances(&square_corners);
        squares
    }

    /// The moves of H as permutations, in `PHASE2_MOVES` order. O(1).
    pub fn turns(&self) -> &[Perms; 10] {
        &self.turns
    }

    /// The coset coordinate of a cube of H, `corner coset * 70 + places of the M-slice edges`:
    /// 0 for the cubes of G3. O(12). For a cube not in H the value means nothing.
    ///
    /// # Panics
    /// May panic if `c.cp` is not a permutation of 0..8.
    pub fn coset(&self, c: &Perms) -> usize {
        let corners = self.corner_coset[perm_rank(&c.cp)] as usize;
        corners * 70 + self.comb_rank[m_places(&c.ep) & 0xff] as usize
    }

    /// The [`WideCoset`] of any cube given by its permutations. O(12).
    ///
    /// # Panics
    /// May panic if `c.cp` is not a permutation of 0..8; if `c.ep` is not a permutation of
    /// 0..12, the value means nothing, and moving or reading it may panic.
    pub fn wide_coset(&self, c: &Perms) -> WideCoset {
        WideCoset {
            corners: self.corner_coset[perm_rank(&c.cp)],
            places: self.place_rank[m_places(&c.ep)],
        }
    }

    /// The coset after move `m` (any of the 18). O(1).
    #[inline]
    pub fn wide_coset_move(&self, w: WideCoset, m: Move) -> WideCoset {
        let i = m.index();
        WideCoset {
            corners: self.wide_corner_moves[usize::from(w.corners) * Move::COUNT + i],
            places: self.place_moves[usize::from(w.places) * Move::COUNT + i],
        }
    }

    /// The coset coordinate (as [`Squares::coset`] gives it) of the cubes of H in coset `w`, or
    /// `None` when the M-slice edges are not all in U and D positions, so that no cube of `w`
    /// is in H. O(1).
    #[inline]
    pub fn coset_in_h(&self, w: WideCoset) -> Option<usize> {
        let mask = usize::from(self.place_masks[usize::from(w.places)]);
        if mask >> 8 != 0 {
            return None;
        }
        Some(usize::from(w.corners) * 70 + self.comb_rank[mask] as usize)
    }

    /// The coset after the `j`th move of H (in `PHASE2_MOVES` order). O(1).
    ///
    /// # Panics
    /// If `coset >= COSETS` or `j >= 10`.
    #[inline]
    pub fn coset_move(&self, coset: usize, j: usize) -> usize {
        let (corners, comb) = (coset / 70, coset % 70);
        let corners2 = self.coset_moves[corners * 10 + j] as usize;
        corners2 * 70 + self.comb_moves[comb * 10 + j] as usize
    }

    /// The fewest moves of H that take a cube of this coset into G3 (0..=13). O(1).
    ///
    /// # Panics
    /// If `coset >= COSETS`.
    #[inline]
    pub fn coset_distance(&self, coset: usize) -> u8 {
        self.coset_dist[coset]
    }

    /// The index 0..663,552 of a cube of G3, or `None` for a cube of H outside G3. O(8).
    ///
    /// # Panics
    /// May panic if `c.cp` is not a permutation of 0..8.
    pub fn square_index(&self, c: &Perms) -> Option<usize> {
        let corners = self.square_corner[perm_rank(&c.cp)];
        if corners == u8::MAX {
            return None;
        }
        // In H the E-slice edges stay in their slice; the others must stay in theirs.
        let in_slice =
            |positions: &[usize; 4], odd: u8| positions.iter().all(|&i| c.ep[i] < 8 && c.ep[i] & 1 == odd);
        let in_slices = in_slice(&M_SLICE, 1) && in_slice(&S_SLICE, 0);
        if !in_slices {
            return None;
        }
        let (m, s, e) = (
            slice_rank(&c.ep, &M_SLICE),
            slice_rank(&c.ep, &S_SLICE),
            slice_rank(&c.ep, &E_SLICE),
        );
        Some(Self::pack(corners as usize, m, s, e))
    }

    /// The index of the cube of G3 with corner permutation `corners` (of 96) and slice
    /// permutations `m`, `s`, `e` (of 24 each); the parity of `e` follows from the others, so
    /// only `e / 2` is kept. O(1).
    #[inline]
    fn pack(corners: usize, m: usize, s: usize, e: usize) -> usize {
        ((corners * 24 + m) * 24 + s) * 12 + e / 2
    }

    /// The fewest half turns that solve the cube of G3 with index `i` (0..=15). O(1).
    ///
    /// # Panics
    /// If `i >= SQUARES`.
    #[inline]
    pub fn square_distance(&self, i: usize) -> u8 {
        self.square_dist[i]
    }

    /// The fewest half turns that solve `c`, a cube of G3, or `None` outside G3. O(8).
    ///
    /// # Panics
    /// May panic if `c.cp` is not a permutation of 0..8.
    pub fn squares_distance(&self, c: &Perms) -> Option<u8> {
        self.square_index(c).map(|i| self.square_dist[i])
    }

    /// A shortest solution of `c`, a cube of G3, in half turns, appended to `out`; false (and
    /// nothing appended) outside G3. O(15 * 6 * 8).
    ///
    /// # Panics
    /// May panic if `c.cp` is not a permutation of 0..8.
    pub fn solve_square(&self, c: &Perms, out: &mut Vec<Move>) -> bool {
        let mut d = match self.squares_distance(c) {
            Some(d) => d,
            None => return false,
        };
        let mut cube = *c;
        while d > 0 {
            let next = HALF_TURNS.iter().find_map(|&m| {
                let j = usize::from(PHASE2_INDEX[m.index()]);
                let c2 = cube.then(&self.turns[j]);
                self.squares_distance(&c2)
                    .filter(|&d2| d2 + 1 == d)
                    .map(|d2| (m, c2, d2))
            });
            let (m, c2, d2) = next.expect("a half turn one move closer: the table is exact");
            out.push(m);
            cube = c2;
            d = d2;
        }
        true
    }

    /// Breadth-first search over G3 from solved, by half turns, on the index of `pack`.
    /// O(663,552 * 6).
    fn square_distances(&self, square_corners: &[[u8; 8]]) -> Vec<u8> {
        let half: Vec<&Perms> = HALF_TURNS
            .iter()
            .map(|&m| &self.turns[usize::from(PHASE2_INDEX[m.index()])])
            .collect();
        // The moves of each part: corners among the 96, each slice's permutation.
        let mut corner_moves = vec![0u8; SQUARE_CORNERS * 6];
        for (i, p) in square_corners.iter().enumerate() {
            for (k, t) in half.iter().enumerate() {
                let mut q = [0u8; 8];
                for (x, &from) in q.iter_mut().zip(t.cp.iter()) {
                    *x = p[from as usize];
                }
                corner_moves[i * 6 + k] = self.square_corner[perm_rank(&q)];
            }
        }
        let mut slice_moves = vec![[0u8; 6]; 3 * 24];
        for (which, positions) in [M_SLICE, S_SLICE, E_SLICE].iter().enumerate() {
            for r in 0..24 {
                let mut cube = Perms::of(&Cubies::SOLVED);
                let mut p = [0u8; 4];
                perm_unrank(r, &mut p);
                for (&i, &x) in positions.iter().zip(p.iter()) {
                    cube.ep[i] = positions[x as usize] as u8;
                }
                for (k, t) in half.iter().enumerate() {
                    slice_moves[which * 24 + r][k] = slice_rank(&cube.then(t).ep, positions) as u8;
                }
            }
        }
        let mut dist = vec![UNSEEN; SQUARES];
        // The queue holds unpacked cubes: corners, m, s, e (with its parity), 8 bits each.
        let mut queue: Vec<u32> = Vec::with_capacity(SQUARES);
        dist[0] = 0;
        queue.push(0);
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head] as usize;
            head += 1;
            let (corners, m, s, e) = (v >> 24, v >> 16 & 255, v >> 8 & 255, v & 255);
            let d = dist[Self::pack(corners, m, s, e)] + 1;
            for k in 0..6 {
                let c2 = corner_moves[corners * 6 + k] as usize;
                let (m2, s2, e2) = (
                    slice_moves[m][k] as usize,
                    slice_moves[24 + s][k] as usize,
                    slice_moves[48 + e][k] as usize,
                );
                let i = Self::pack(c2, m2, s2, e2);
                if dist[i] == UNSEEN {
                    dist[i] = d;
                    queue.push((c2 << 24 | m2 << 16 | s2 << 8 | e2) as u32);
                }
            }
        }
        assert_eq!(queue.len(), SQUARES, "G3 has 663,552 cubes");
        dist
    }
}

/// The 96 corner permutations of G3, the identity first: breadth-first search by half turns.
/// O(96 * 6 * 8).
fn square_corner_perms() -> Vec<[u8; 8]> {
    let half: Vec<Cubies> = HALF_TURNS.iter().map(|&m| move_cubies(m)).collect();
    let mut perms = vec![[0, 1, 2, 3, 4, 5, 6, 7]];
    let mut head = 0;
    while head < perms.len() {
        let p = perms[head];
        head += 1;
        for t in half.iter() {
            let mut q = [0u8; 8];
            for (x, &from) in q.iter_mut().zip(t.cp.iter()) {
                *x = p[from as usize];
            }
            if !perms.contains(&q) {
                perms.push(q);
            }
        }
    }
    assert_eq!(perms.len(), SQUARE_CORNERS, "G3 has 96 corner permutations");
    perms
}

/// Each corner permutation's coset `G3 p` (its pieces renamed by a corner permutation of G3),
/// numbered in order of the smallest rank in it, and a permutation of each coset. O(8! * 8).
fn corner_cosets(square_corners: &[[u8; 8]]) -> (Vec<u16>, Vec<[u8; 8]>) {
    let mut coset = vec![u16::MAX; PERMS];
    let mut reps = Vec::with_capacity(CORNER_COSETS);
    for r in 0..PERMS {
        if coset[r] != u16::MAX {
            continue;
        }
        let mut p = [0u8; 8];
        perm_unrank(r, &mut p);
        for g in square_corners.iter() {
            // g then p renames p's pieces by g: position i holds g[p[i]].
            let mut q = [0u8; 8];
            for (x, &piece) in q.iter_mut().zip(p.iter()) {
                *x = g[piece as usize];
            }
            coset[perm_rank(&q)] = reps.len() as u16;
        }
        reps.push(p);
    }
    assert_eq!(reps.len(), CORNER_COSETS, "8! / 96 corner cosets");
    (coset, reps)
}

/// For each corner permutation of `reps`, the value `read` gives after each of the moves
/// `turns`: `[i * turns.len() + j]`. O(reps * turns * 8).
fn move_rows(reps: &[[u8; 8]], turns: &[Perms], read: impl Fn(&[u8; 8]) -> u16) -> Vec<u16> {
    let mut rows = Vec::with_capacity(reps.len() * turns.len());
    for p in reps.iter() {
        for t in turns.iter() {
            let mut q = [0u8; 8];
            for (x, &from) in q.iter_mut().zip(t.cp.iter()) {
                *x = p[from as usize];
            }
            rows.push(read(&q));
        }
    }
    rows
}

#[cfg(test)]
mod tests;
