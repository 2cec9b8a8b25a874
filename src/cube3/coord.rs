//! Coordinates of the two-phase algorithm, their move tables, and the 16 symmetries that keep the
//! U-D axis.
//!
//! Phase 1 brings a cube into the subgroup H = <U, D, R2, L2, F2, B2>; a cube is in H exactly when
//! its `twist` (0..2187), `flip` (0..2048) and `slice` (0..495, where the four middle-layer edges
//! FR FL BL BR are) are all 0. Phase 2 solves a cube of H; there the coordinates are the corner
//! permutation (0..40320), the permutation of the 8 U and D edges (0..40320) and of the 4 slice
//! edges (0..24), all 0 when solved. Each coordinate of a cube changes under a move as a function
//! of that coordinate alone (for the phase-2 ones, under the 10 moves of H), so a move is a table
//! lookup.
//!
//! The 16 symmetries (turning the cube about the U-D axis, turning it upside down about the F-B
//! axis, mirroring left and right) map H to itself, so cubes that are conjugate by one of them are
//! equally far from H and from solved: the pruning tables store one entry per class.

use super::cubie::{move_cubies, Cubies, MOVES};

/// Corner twists: 3^7.
pub const TWISTS: usize = 2187;
/// Edge flips: 2^11.
pub const FLIPS: usize = 2048;
/// Places of the 4 slice edges among 12 positions: C(12, 4).
pub const SLICES: usize = 495;
/// Permutations of 8 pieces: 8!.
pub const PERMS: usize = 40320;
/// Permutations of the 4 slice edges: 4!.
pub const SLICE_PERMS: usize = 24;
/// The moves of H, as move indices: U, U2, U', D, D2, D', R2, L2, F2, B2.
pub const PHASE2_MOVES: [usize; 10] = [0, 1, 2, 9, 10, 11, 4, 13, 7, 16];
/// The number of symmetries kept: 16.
pub const SYMS: usize = 16;

/// The corner twists as a number: the first 7 twists in base 3 (the eighth follows). O(8).
pub fn twist(c: &Cubies) -> usize {
    c.co[..7].iter().fold(0, |t, &x| 3 * t + x as usize)
}

/// A cube with twist `t` and everything else solved. O(8).
///
/// # Panics
/// If `t >= TWISTS`.
pub fn from_twist(t: usize) -> Cubies {
    assert!(t < TWISTS, "twist {} out of range", t);
    let mut c = Cubies::SOLVED;
    let (mut t, mut sum) = (t, 0);
    for i in (0..7).rev() {
        c.co[i] = (t % 3) as u8;
        sum += t % 3;
        t /= 3;
    }
    c.co[7] = ((3 - sum % 3) % 3) as u8;
    c
}

/// The edge flips as a number: the first 11 flips in base 2 (the twelfth follows). O(12).
pub fn flip(c: &Cubies) -> usize {
    c.eo[..11].iter().fold(0, |f, &x| 2 * f + x as usize)
}

/// A cube with flip `f` and everything else solved. O(12).
///
/// # Panics
/// If `f >= FLIPS`.
pub fn from_flip(f: usize) -> Cubies {
    assert!(f < FLIPS, "flip {} out of range", f);
    let mut c = Cubies::SOLVED;
    for i in 0..11 {
        c.eo[i] = ((f >> (10 - i)) & 1) as u8;
    }
    c.eo[11] = (f.count_ones() & 1) as u8;
    c
}

/// Binomial coefficient C(n, k) for the small numbers used here. O(k).
fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The rank of a 4-element subset of `0..n`, given as marks, in the combinatorial number
/// system: the subset {0, 1, 2, 3} has rank 0. O(n).
fn subset_rank(marks: impl Iterator<Item = bool>) -> usize {
    let (mut rank, mut k) = (0, 0);
    for (q, marked) in marks.enumerate() {
        if marked {
            k += 1;
            rank += choose(q, k);
        }
    }
    rank
}

/// The marks of the 4-element subset of `0..12` with rank `r`. O(12).
fn subset_unrank(r: usize) -> [bool; 12] {
    let mut marks = [false; 12];
    let mut rest = r;
    for k in (1..=4).rev() {
        let mut q = k - 1;
        while choose(q + 1, k) <= rest {
            q += 1;
        }
        rest -= choose(q, k);
        marks[q] = true;
    }
    marks
}

/// Which 4 positions hold the slice edges (FR FL BL BR, pieces 8..12), as the rank of the set
/// {11 - p}, so the solved cube has slice 0. O(12).
pub fn slice(c: &Cubies) -> usize {
    subset_rank((0..12).map(|q| c.ep[11 - q] >= 8))
}

/// A cube whose slice edges, in order, fill the positions of slice coordinate `s`, the other
/// edges in order filling the rest; corners solved. O(12).
///
/// # Panics
/// If `s >= SLICES`.
pub fn from_slice(s: usize) -> Cubies {
    assert!(s < SLICES, "slice {} out of range", s);
    let marks = subset_unrank(s);
    let mut c = Cubies::SOLVED;
    let (mut next_slice, mut next_other) = (8, 0);
    for p in 0..12 {
        if marks[11 - p] {
            c.ep[p] = next_slice;
            next_slice += 1;
        } else {
            c.ep[p] = next_other;
            next_other += 1;
        }
    }
    c
}

/// Corner places: which 4 of the 8 corner positions hold U-layer corners, C(8, 4).
pub const CORNER_COMBS: usize = 70;

/// Which 4 positions hold the U-layer corners (pieces 0..4), 0 when solved. O(8).
pub fn corner_comb(c: &Cubies) -> usize {
    subset_rank(c.cp.iter().map(|&x| x < 4))
}

/// A cube whose U-layer corners, in order, fill the positions of `corner_comb` value `r`, the
/// D-layer ones in order filling the rest; edges solved. O(12).
///
/// # Panics
/// If `r >= CORNER_COMBS`.
pub fn from_corner_comb(r: usize) -> Cubies {
    assert!(r < CORNER_COMBS, "corner places {} out of range", r);
    let marks = subset_unrank(r);
    let mut c = Cubies::SOLVED;
    let (mut next_up, mut next_down) = (0, 4);
    for (p, &up) in marks.iter().take(8).enumerate() {
        if up {
            c.cp[p] = next_up;
            next_up += 1;
        } else {
            c.cp[p] = next_down;
            next_down += 1;
        }
    }
    c
}

/// The rank of a permutation of `0..p.len()` (at most 12 long) in lexicographic order (Lehmer
/// code). O(n).
pub fn perm_rank(p: &[u8]) -> usize {
    let (mut rank, mut seen) = (0, 0u32);
    for (i, &v) in p.iter().enumerate() {
        // Entries after i smaller than v: those smaller than v, less the ones already seen.
        let smaller_before = (seen & ((1 << v) - 1)).count_ones() as usize;
        rank = rank * (p.len() - i) + v as usize - smaller_before;
        seen |= 1 << v;
    }
    rank
}

/// The permutation of `0..out.len()` (at most 12 long) with rank `r`, written into `out`.
/// O(n^2).
pub fn perm_unrank(mut r: usize, out: &mut [u8]) {
    let n = out.len();
    for i in (0..n).rev() {
        out[i] = (r % (n - i)) as u8;
        r /= n - i;
    }
    // Each digit counts the unused values below: take the digit-th unused value.
    let mut used = 0u32;
    for o in out.iter_mut() {
        let mut k = *o;
        let mut v = 0;
        loop {
            if used & (1 << v) == 0 {
                if k == 0 {
                    break;
                }
                k -= 1;
            }
            v += 1;
        }
        used |= 1 << v;
        *o = v as u8;
    }
}

/// The corner permutation as a number, 0..40320. O(8^2).
pub fn corner_perm(c: &Cubies) -> usize {
    perm_rank(&c.cp)
}

/// The permutation of the 8 U and D edges, 0..40320, for a cube whose slice edges are in the
/// slice (a cube of H). O(8^2).
pub fn edge_perm(c: &Cubies) -> usize {
    perm_rank(&c.ep[..8])
}

/// The permutation of the 4 slice edges within the slice, 0..24, for a cube of H. O(4^2).
pub fn slice_perm(c: &Cubies) -> usize {
    let mut p = [0u8; 4];
    for (x, &e) in p.iter_mut().zip(c.ep[8..].iter()) {
        *x = e - 8;
    }
    perm_rank(&p)
}

/// A cube of H with the given corner, U-D edge and slice edge permutations, all twists and flips
/// zero. O(8^2).
///
/// # Panics
/// If a coordinate is out of range.
pub fn from_perms(corners: usize, edges: usize, slice_edges: usize) -> Cubies {
    assert!(corners < PERMS && edges < PERMS && slice_edges < SLICE_PERMS);
    let mut c = Cubies::SOLVED;
    perm_unrank(corners, &mut c.cp);
    perm_unrank(edges, &mut c.ep[..8]);
    perm_unrank(slice_edges, &mut c.ep[8..]);
    for e in c.ep[8..].iter_mut() {
        *e += 8;
    }
    c
}

/// A move table over a coordinate with `n` values: `table[x * moves.len() + i]` is the coordinate
/// after `moves[i]`. `cube(x)` must build a cube with coordinate `x` and `coordinate` read it
/// back; the coordinate after a move must depend on the coordinate alone. O(n * moves * 20).
pub fn move_table(
    n: usize,
    moves: &[usize],
    cube: impl Fn(usize) -> Cubies,
    coordinate: impl Fn(&Cubies) -> usize,
) -> Vec<u16> {
    let turns: Vec<Cubies> = moves.iter().map(|&m| move_cubies(m)).collect();
    let mut table = vec![0u16; n * moves.len()];
    for x in 0..n {
        let c = cube(x);
        for (i, t) in turns.iter().enumerate() {
            table[x * moves.len() + i] = coordinate(&c.then(t)) as u16;
        }
    }
    table
}

/// A move table over all 18 moves, computed from the 6 clockwise quarter turns: the half and
/// counter-clockwise turns are the quarter turn's table applied twice and three times.
/// O(n * 6 * 20).
pub fn move_table_18(
    n: usize,
    cube: impl Fn(usize) -> Cubies,
    coordinate: impl Fn(&Cubies) -> usize,
) -> Vec<u16> {
    let quarters = move_table(n, &[0, 3, 6, 9, 12, 15], cube, coordinate);
    let mut table = vec![0u16; n * MOVES];
    for x in 0..n {
        for f in 0..6 {
            let mut y = x;
            for k in 0..3 {
                y = quarters[y * 6 + f] as usize;
                table[x * MOVES + 3 * f + k] = y as u16;
            }
        }
    }
    table
}

/// The turn of the whole cube by 180 degrees about the F-B axis.
const ROT_F2: Cubies = Cubies {
    cp: [5, 4, 7, 6, 1, 0, 3, 2],
    co: [0; 8],
    ep: [6, 5, 4, 7, 2, 1, 0, 3, 9, 8, 11, 10],
    eo: [0; 12],
};
/// The turn of the whole cube by 90 degrees clockwise about the U-D axis. The slice edges' F/B
/// stickers land on R/L faces, hence their flips.
const ROT_U4: Cubies = Cubies {
    cp: [3, 0, 1, 2, 7, 4, 5, 6],
    co: [0; 8],
    ep: [3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10],
    eo: [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1],
};
/// The mirror that swaps left and right: the corners and edges it exchanges.
const MIRROR_LR_CORNERS: [u8; 8] = [1, 0, 3, 2, 5, 4, 7, 6];
const MIRROR_LR_EDGES: [u8; 12] = [2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10];

/// `c` seen in the mirror that swaps left and right (the mirror is its own inverse). A mirror
/// reverses the sense in which a corner is twisted. O(20).
fn mirror_lr(c: &Cubies) -> Cubies {
    let mut out = Cubies::SOLVED;
    for (i, &j) in MIRROR_LR_CORNERS.iter().enumerate() {
        let j = j as usize;
        out.cp[i] = MIRROR_LR_CORNERS[c.cp[j] as usize];
        out.co[i] = (3 - c.co[j]) % 3;
    }
    for (i, &j) in MIRROR_LR_EDGES.iter().enumerate() {
        let j = j as usize;
        out.ep[i] = MIRROR_LR_EDGES[c.ep[j] as usize];
        out.eo[i] = c.eo[j];
    }
    out
}

/// `s⁻¹ c s` for a whole-cube rotation `s` (a state with its own twists and flips). O(40).
pub fn conjugate_by(c: &Cubies, s: &Cubies) -> Cubies {
    s.inverse().then(c).then(s)
}

/// The steps of symmetry `s` (0..16): `s = 8 b + 2 u + m` is F2 `b` times, then U4 `u` times,
/// then the mirror `m` times.
fn sym_steps(s: usize) -> [usize; 3] {
    [s >> 3, (s >> 1) & 3, s & 1]
}

/// `c` conjugated by symmetry `s`: `S⁻¹ c S` with `S = F2^b U4^u LR^m` (see `Symmetries`).
/// O(100).
///
/// # Panics
/// If `s >= SYMS`.
pub fn conjugate(c: &Cubies, s: usize) -> Cubies {
    assert!(s < SYMS, "symmetry {} out of range", s);
    let [b, u, m] = sym_steps(s);
    let mut out = *c;
    for _ in 0..b {
        out = conjugate_by(&out, &ROT_F2);
    }
    for _ in 0..u {
        out = conjugate_by(&out, &ROT_U4);
    }
    if m == 1 {
        out = mirror_lr(&out);
    }
    out
}

/// The 16 symmetries that keep the U-D axis, as tables. Symmetry `s` conjugates a cube `c` into
/// `conjugate(c, s)`; conjugating by `a` then by `b` is conjugating by `product[a][b]`.
#[derive(Clone, Debug)]
pub struct Symmetries {
    /// `product[a][b]`: conjugating by `a` then `b`.
    pub product: [[u8; SYMS]; SYMS],
    /// `inverse[s]`: the symmetry that undoes `s`.
    pub inverse: [u8; SYMS],
    /// `moves[s][m]`: the move `conjugate(move m, s)`.
    pub moves: [[u8; MOVES]; SYMS],
    /// Where a symmetry takes corner positions: conjugating moves the piece at `corners[s][i]` to
    /// position `i`, renamed by `corners[inverse[s]]`. Likewise for edges.
    corners: [[u8; 8]; SYMS],
    edges: [[u8; 12]; SYMS],
}

impl Symmetries {
    /// Computes the tables by conjugating cubes. O(16^2 * 100).
    pub fn new() -> Symmetries {
        // A cube no symmetry fixes tells symmetries apart.
        let probe = Cubies::SOLVED.apply_all(&[0, 3, 7, 14, 16, 9, 5]);
        let images: Vec<Cubies> = (0..SYMS).map(|s| conjugate(&probe, s)).collect();
        let find = |c: &Cubies| images.iter().position(|x| x == c).expect("a symmetry") as u8;
        let mut product = [[0; SYMS]; SYMS];
        for (row, image) in product.iter_mut().zip(images.iter()) {
            for (b, p) in row.iter_mut().enumerate() {
                *p = find(&conjugate(image, b));
            }
        }
        let mut inverse = [0; SYMS];
        for a in 0..SYMS {
            inverse[a] = (0..SYMS).position(|b| product[a][b] == 0).expect("an inverse") as u8;
        }
        let turns: Vec<Cubies> = (0..MOVES).map(move_cubies).collect();
        let mut moves = [[0; MOVES]; SYMS];
        for (s, row) in moves.iter_mut().enumerate() {
            for (m, turn) in row.iter_mut().zip(turns.iter()) {
                let image = conjugate(turn, s);
                *m = turns.iter().position(|t| *t == image).expect("a move") as u8;
            }
        }
        let mut corners = [[0; 8]; SYMS];
        let mut edges = [[0; 12]; SYMS];
        for s in 0..SYMS {
            // The permutation part of F2^b U4^u LR^m, composed as `Cubies::then` composes.
            let [b, u, m] = sym_steps(s);
            let mut c = Cubies::SOLVED;
            for _ in 0..b {
                c = c.then(&ROT_F2);
            }
            for _ in 0..u {
                c = c.then(&ROT_U4);
            }
            for i in 0..8 {
                corners[s][i] = if m == 1 {
                    c.cp[MIRROR_LR_CORNERS[i] as usize]
                } else {
                    c.cp[i]
                };
            }
            for i in 0..12 {
                edges[s][i] = if m == 1 {
                    c.ep[MIRROR_LR_EDGES[i] as usize]
                } else {
                    c.ep[i]
                };
            }
        }
        Symmetries {
            product,
            inverse,
            moves,
            corners,
            edges,
        }
    }

    /// The corner permutation `cp` conjugated by symmetry `s` (twists ignored). O(8).
    pub fn corner_perm(&self, cp: &[u8; 8], s: usize) -> [u8; 8] {
        let (fwd, back) = (&self.corners[s], &self.corners[self.inverse[s] as usize]);
        let mut out = [0; 8];
        for i in 0..8 {
            out[i] = back[cp[fwd[i] as usize] as usize];
        }
        out
    }

    /// The edge permutation `ep` conjugated by symmetry `s` (flips ignored). O(12).
    pub fn edge_perm(&self, ep: &[u8; 12], s: usize) -> [u8; 12] {
        let (fwd, back) = (&self.edges[s], &self.edges[self.inverse[s] as usize]);
        let mut out = [0; 12];
        for i in 0..12 {
            out[i] = back[ep[fwd[i] as usize] as usize];
        }
        out
    }
}

impl Default for Symmetries {
    fn default() -> Self {
        Symmetries::new()
    }
}

#[cfg(test)]
mod tests;
