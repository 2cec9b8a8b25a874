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

use super::cubie::{move_cubies, Cubies};
use super::moves::{Face, Move, MoveSet};

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
/// The moves of H: U, U2, U', D, D2, D', R2, L2, F2, B2 (the columns of phase 2's move tables).
pub const PHASE2_MOVES: [Move; 10] = [
    Move::new(Face::U, 1),
    Move::new(Face::U, 2),
    Move::new(Face::U, 3),
    Move::new(Face::D, 1),
    Move::new(Face::D, 2),
    Move::new(Face::D, 3),
    Move::new(Face::R, 2),
    Move::new(Face::L, 2),
    Move::new(Face::F, 2),
    Move::new(Face::B, 2),
];
/// The moves of H as a set.
pub const H_MOVES: MoveSet = MoveSet::of(&PHASE2_MOVES);
/// `PHASE2_INDEX[m.index()]`: the index of move `m` in `PHASE2_MOVES`, for a move of H; 0 (the
/// index of U) for the others, which callers never look up. Computed from `PHASE2_MOVES` when
/// compiling.
pub const PHASE2_INDEX: [u8; Move::COUNT] = {
    let mut index = [0; Move::COUNT];
    let mut j = 0;
    while j < PHASE2_MOVES.len() {
        index[PHASE2_MOVES[j].index()] = j as u8;
        j += 1;
    }
    index
};
/// The number of symmetries kept: 16.
pub const SYMS: usize = 16;

/// `digits` read as a number in base `base`, most significant first. O(n).
fn number(digits: &[u8], base: usize) -> usize {
    digits.iter().fold(0, |x, &d| base * x + d as usize)
}

/// Writes `x` in base `base` into all of `out` but the last digit, most significant first; the
/// last digit makes the digits' sum a multiple of `base`. O(n).
fn write_digits(mut x: usize, base: usize, out: &mut [u8]) {
    let last = out.len() - 1;
    let mut sum = 0;
    for d in out[..last].iter_mut().rev() {
        *d = (x % base) as u8;
        sum += x % base;
        x /= base;
    }
    out[last] = ((base - sum % base) % base) as u8;
}

/// The corner twists as a number: the first 7 twists in base 3 (the eighth follows). O(8).
pub fn twist(c: &Cubies) -> usize {
    number(&c.co[..7], 3)
}

/// A cube with twist `t` and everything else solved. O(8).
///
/// # Panics
/// If `t >= TWISTS`.
pub fn from_twist(t: usize) -> Cubies {
    assert!(t < TWISTS, "twist {} out of range", t);
    let mut c = Cubies::SOLVED;
    write_digits(t, 3, &mut c.co);
    c
}

/// The edge flips as a number: the first 11 flips in base 2 (the twelfth follows). O(12).
pub fn flip(c: &Cubies) -> usize {
    number(&c.eo[..11], 2)
}

/// A cube with flip `f` and everything else solved. O(12).
///
/// # Panics
/// If `f >= FLIPS`.
pub fn from_flip(f: usize) -> Cubies {
    assert!(f < FLIPS, "flip {} out of range", f);
    let mut c = Cubies::SOLVED;
    write_digits(f, 2, &mut c.eo);
    c
}

/// `BINOMIALS[n][k]`: C(n, k) for n up to 12 and k up to 4, the subsets ranked here (a
/// table, for a search that ranks every child it reads from cubies).
const BINOMIALS: [[u16; 5]; 13] = binomials();

/// Pascal's triangle, [`BINOMIALS`]. O(13 * 5).
const fn binomials() -> [[u16; 5]; 13] {
    let mut table = [[0u16; 5]; 13];
    let mut n = 0;
    while n < 13 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 5 && k <= n {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
}

/// Binomial coefficient C(n, k), 0 where `k > n`. O(1).
///
/// # Panics
/// If `n > 12` or `k > 4`.
fn choose(n: usize, k: usize) -> usize {
    usize::from(BINOMIALS[n][k])
}

/// The rank of a 4-element subset of `0..n`, given as marks, in the combinatorial number
/// system: the subset {0, 1, 2, 3} has rank 0. O(n).
///
/// # Panics
/// If `n > 13` or more than four places are marked.
pub(crate) fn subset_rank(marks: impl Iterator<Item = bool>) -> usize {
    let (mut rank, mut k) = (0, 0);
    // Without a branch: the marks of a random cube's subsets are as good as random.
    for (q, marked) in marks.enumerate() {
        let marked = usize::from(marked);
        k += marked;
        rank += marked * choose(q, k);
    }
    rank
}

/// The marks of the 4-element subset of `0..12` with rank `r`. O(12).
pub(crate) fn subset_unrank(r: usize) -> [bool; 12] {
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
///
/// # Panics
/// If more than four positions hold slice edges (the edges are no permutation, so the cube is
/// not legal: [`Cubies::is_legal`]).
pub fn slice(c: &Cubies) -> usize {
    subset_rank((0..12).map(|q| c.ep[11 - q] >= 8))
}

/// Fills `out` with pieces: the positions `p` where `marked(p)` get `a, a + 1, ...` in order,
/// the others `b, b + 1, ...`. O(n).
fn place(out: &mut [u8], marked: impl Fn(usize) -> bool, mut a: u8, mut b: u8) {
    for (p, o) in out.iter_mut().enumerate() {
        let next = if marked(p) { &mut a } else { &mut b };
        *o = *next;
        *next += 1;
    }
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
    place(&mut c.ep, |p| marks[11 - p], 8, 0);
    c
}

/// Corner places: which 4 of the 8 corner positions hold U-layer corners, C(8, 4).
pub const CORNER_COMBS: usize = 70;

/// Which 4 positions hold the U-layer corners (pieces 0..4), 0 when solved. O(8).
///
/// # Panics
/// If more than four positions hold U-layer corners (the cube is not legal).
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
    place(&mut c.cp, |p| marks[p], 0, 4);
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

/// Distances from value 0 over `n` values, where `next(v, i)` is the value after the move of
/// column `i` of a move table with `columns` columns (the moves closed under inverses): a plain
/// breadth-first search, for small coordinates. O(n * columns).
///
/// # Panics
/// If some value is not reached, if `n` is 0, or if `next` gives a value of `n` or more.
pub fn breadth_first(n: usize, columns: usize, next: impl Fn(usize, usize) -> usize) -> Vec<u8> {
    let mut dist = vec![u8::MAX; n];
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    dist[0] = 0;
    queue.push(0);
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head] as usize;
        head += 1;
        let d = dist[v] + 1;
        for i in 0..columns {
            let w = next(v, i);
            if dist[w] == u8::MAX {
                dist[w] = d;
                queue.push(w as u32);
            }
        }
    }
    assert_eq!(queue.len(), n, "a distance table's graph is not connected");
    dist
}

/// The tables of a coordinate with `n` values: where each move takes each value, and what
/// each symmetry makes of it.
pub struct Coord {
    /// `moves[x * k + i]`: the value after the `i`th of the `k` moves the table was built for.
    pub moves: Vec<u16>,
    /// `conj[x * 16 + s]`: the value conjugated by symmetry `s`.
    pub conj: Vec<u16>,
}

impl Coord {
    /// The tables of a coordinate with `n` values under `moves`, where `cube(x)` builds a cube
    /// with value `x` and `read` reads the value back: the value after a move or a symmetry
    /// must depend on the value alone. O(n * (moves + 3) * 20).
    ///
    /// # Panics
    /// If `read` gives a value of `n` or more.
    pub fn new(
        n: usize,
        moves: &[Move],
        cube: impl Fn(usize) -> Cubies,
        read: impl Fn(&Cubies) -> usize,
    ) -> Coord {
        let steps = generator_steps(n, &cube, &read);
        Coord {
            moves: move_table(n, moves, cube, read),
            conj: (0..n * SYMS)
                .map(|v| sym_walk(v / SYMS, v % SYMS, |x, k| steps[x * 3 + k] as usize) as u16)
                .collect(),
        }
    }

    /// Value `x` conjugated by every symmetry, then after every move, as `SymClasses::new`
    /// reads them. O(16 + moves).
    ///
    /// # Panics
    /// If `x` is not a value of the coordinate.
    pub fn images(&self, x: usize) -> Vec<usize> {
        let k = self.moves.len() * SYMS / self.conj.len();
        let conj = self.conj[x * SYMS..][..SYMS].iter();
        conj.chain(self.moves[x * k..][..k].iter())
            .map(|&y| y as usize)
            .collect()
    }
}

/// The whole cube turned as each of the three generators of the symmetries: F2, U4 and the
/// mirror LR (`generator_steps` and `sym_walk` number them 0, 1 and 2).
const GENERATORS: [Cubies; 3] = [ROT_F2, ROT_U4, MIRROR_LR];

/// For each of `n` values, the value of the cube `cube(x)` conjugated by each of the three
/// generators: `[x * 3 + k]`. O(n * 100).
pub fn generator_steps(
    n: usize,
    cube: impl Fn(usize) -> Cubies,
    read: impl Fn(&Cubies) -> usize,
) -> Vec<u16> {
    let mut steps = Vec::with_capacity(n * 3);
    for x in 0..n {
        let c = cube(x);
        for k in 0..3 {
            steps.push(read(&conjugate_step(&c, k)) as u16);
        }
    }
    steps
}

/// A move table over a coordinate with `n` values: `table[x * moves.len() + i]` is the coordinate
/// after `moves[i]`. `cube(x)` must build a cube with coordinate `x` and `coordinate` read it
/// back; the coordinate after a move must depend on the coordinate alone. A half turn or a
/// counter-clockwise turn listed right after the turn of the same face by a quarter less is that
/// turn followed by the quarter turn, two lookups: O(n * moves * 20) for the others.
///
/// # Panics
/// If `coordinate` gives a value of `n` or more.
pub fn move_table(
    n: usize,
    moves: &[Move],
    cube: impl Fn(usize) -> Cubies,
    coordinate: impl Fn(&Cubies) -> usize,
) -> Vec<u16> {
    let k = moves.len();
    let follows = |i: usize| {
        let m = moves[i];
        i > 0 && m.quarters() > 1 && moves[i - 1] == Move::new(m.face(), m.quarters() - 1)
    };
    let turns: Vec<Cubies> = moves.iter().map(|&m| move_cubies(m)).collect();
    let mut table = vec![0u16; n * k];
    for x in 0..n {
        let c = cube(x);
        for (i, t) in turns.iter().enumerate() {
            if !follows(i) {
                table[x * k + i] = coordinate(&c.then(t)) as u16;
            }
        }
    }
    for i in (0..k).filter(|&i| follows(i)) {
        // The quarter turn of this face is `quarters - 1` places before it.
        let quarter = i - usize::from(moves[i].quarters() - 1);
        for x in 0..n {
            let y = table[x * k + i - 1] as usize;
            table[x * k + i] = table[y * k + quarter];
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
/// The mirror that swaps left and right, as the corners and edges it exchanges (it is its own
/// inverse). A mirror also reverses the sense in which a corner is twisted, which a `Cubies`
/// cannot say: `conjugate_step` does that.
const MIRROR_LR: Cubies = Cubies {
    cp: [1, 0, 3, 2, 5, 4, 7, 6],
    co: [0; 8],
    ep: [2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10],
    eo: [0; 12],
};

/// The turn of the whole cube by 120 degrees about the URF-DBL diagonal: it takes the U-D axis
/// to the R-L axis and that to the F-B axis.
const ROT_URF3: Cubies = Cubies {
    cp: [0, 4, 5, 1, 3, 7, 6, 2],
    co: [1, 2, 1, 2, 2, 1, 2, 1],
    ep: [1, 8, 5, 9, 3, 11, 7, 10, 0, 4, 6, 2],
    eo: [1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1],
};

/// The rotations that let each axis play the U-D axis, `ROT_URF3` 0, 1 and 2 times, and
/// `back[k][m]`: the move that move `m` of a cube conjugated by rotation `k`
/// (`conjugate_by(c, &rotations[k])`) is on the cube itself. A solver solves the three
/// versions and maps the moves back. O(3 * 18 * 18 * 40).
pub fn axes() -> ([Cubies; 3], [[Move; Move::COUNT]; 3]) {
    let rotations = [Cubies::SOLVED, ROT_URF3, ROT_URF3.then(&ROT_URF3)];
    let mut back = [Move::ALL; 3];
    for k in 0..3 {
        for &m in Move::ALL.iter() {
            // A move m after rotating by S is S m S⁻¹ on the cube itself.
            back[k][m.index()] = move_of(&conjugate_by(&move_cubies(m), &rotations[k].inverse()));
        }
    }
    (rotations, back)
}

/// The move whose cubie state is `c`.
///
/// # Panics
/// If `c` is no move's state.
fn move_of(c: &Cubies) -> Move {
    let found = Move::ALL.iter().find(|&&m| move_cubies(m) == *c);
    *found.expect("a symmetry or rotation maps moves to moves")
}

/// `s⁻¹ c s` for a whole-cube rotation `s` (a state with its own twists and flips). O(40).
pub fn conjugate_by(c: &Cubies, s: &Cubies) -> Cubies {
    s.inverse().then(c).then(s)
}

/// `c` conjugated by generator `k` of the symmetries (0: F2, 1: U4, 2: the mirror). O(40).
fn conjugate_step(c: &Cubies, k: usize) -> Cubies {
    let mut out = conjugate_by(c, &GENERATORS[k]);
    if k == 2 {
        for t in out.co.iter_mut() {
            *t = (3 - *t) % 3;
        }
    }
    out
}

/// `x` taken through symmetry `s = 8 b + 2 u + m` as generator steps: `step(x, k)` takes one
/// step of generator `k`, F2 (0) `b` times, then U4 (1) `u` times, then the mirror (2) `m`
/// times. Conjugating by `s` is such a walk, and so is a value's conjugate in a table of
/// generator steps. O(5 steps).
pub fn sym_walk<T>(x: T, s: usize, step: impl Fn(T, usize) -> T) -> T {
    let mut y = x;
    for (k, &times) in [s >> 3, (s >> 1) & 3, s & 1].iter().enumerate() {
        for _ in 0..times {
            y = step(y, k);
        }
    }
    y
}

/// `c` conjugated by symmetry `s`: `S⁻¹ c S` with `S = F2^b U4^u LR^m` (see `Symmetries`).
/// O(100).
///
/// # Panics
/// If `s >= SYMS`.
pub fn conjugate(c: &Cubies, s: usize) -> Cubies {
    assert!(s < SYMS, "symmetry {} out of range", s);
    sym_walk(*c, s, |c, k| conjugate_step(&c, k))
}

/// The 16 symmetries that keep the U-D axis, as tables. Symmetry `s` conjugates a cube `c` into
/// `conjugate(c, s)`; conjugating by `a` then by `b` is conjugating by `product[a][b]`.
pub struct Symmetries {
    /// `product[a][b]`: conjugating by `a` then `b`.
    pub product: [[u8; SYMS]; SYMS],
    /// `inverse[s]`: the symmetry that undoes `s`.
    pub inverse: [u8; SYMS],
    /// `moves[s][m.index()]`: the move `conjugate(m, s)`.
    pub moves: [[Move; Move::COUNT]; SYMS],
    /// `perms[s]`: the pieces' places under `F2^b U4^u LR^m`, composed as `Cubies::then`
    /// composes (twists and flips ignored): conjugating by `s` moves the piece at
    /// `perms[s].cp[i]` to position `i`, renamed by `perms[inverse[s]]`. Likewise for edges.
    perms: [Cubies; SYMS],
}

impl Symmetries {
    /// Computes the tables by conjugating cubes. O(16^2 * 100).
    // No `Default`: building the tables costs time, which a `Default` would hide (see lib.rs).
    #[allow(clippy::new_without_default)]
    pub fn new() -> Symmetries {
        // A cube no symmetry fixes tells symmetries apart.
        let probe = [
            (Face::U, 1),
            (Face::R, 1),
            (Face::F, 2),
            (Face::L, 3),
            (Face::B, 2),
            (Face::D, 1),
            (Face::R, 3),
        ]
        .iter()
        .fold(Cubies::SOLVED, |c, &(f, q)| c.apply(Move::new(f, q)));
        let images: Vec<Cubies> = (0..SYMS).map(|s| conjugate(&probe, s)).collect();
        let find = |list: &[Cubies], c: &Cubies| list.iter().position(|x| x == c).expect("an image") as u8;
        let mut syms = Symmetries {
            product: [[0; SYMS]; SYMS],
            inverse: [0; SYMS],
            moves: [Move::ALL; SYMS],
            perms: [Cubies::SOLVED; SYMS],
        };
        for s in 0..SYMS {
            for b in 0..SYMS {
                syms.product[s][b] = find(&images, &conjugate(&images[s], b));
            }
            syms.inverse[s] = (0..SYMS)
                .position(|b| syms.product[s][b] == 0)
                .expect("an inverse") as u8;
            for &m in Move::ALL.iter() {
                syms.moves[s][m.index()] = move_of(&conjugate(&move_cubies(m), s));
            }
            syms.perms[s] = sym_walk(Cubies::SOLVED, s, |c, k| c.then(&GENERATORS[k]));
        }
        syms
    }

    /// The permutation `p` of the first 8 corners (`edges` false) or of the first 8 edges, the
    /// U and D ones (`edges` true, for a cube of H), conjugated by symmetry `s` (twists and
    /// flips ignored): the symmetries keep the U-D edges among the first 8 positions. O(8).
    ///
    /// # Panics
    /// If `s >= SYMS`, or if an entry of `p` is not a place (8 or more for corners, 12 or more
    /// for edges).
    pub fn conj_perm(&self, p: &[u8; 8], s: usize, edges: bool) -> [u8; 8] {
        let (fwd, back) = (&self.perms[s], &self.perms[self.inverse[s] as usize]);
        let (fwd, back) = if edges {
            (&fwd.ep[..], &back.ep[..])
        } else {
            (&fwd.cp[..], &back.cp[..])
        };
        let mut out = [0; 8];
        for i in 0..8 {
            out[i] = back[p[fwd[i] as usize] as usize];
        }
        out
    }
}

#[cfg(test)]
mod tests;
