//! The 3x3x3 cube at the cubie level, in Kociemba's conventions: 8 corners with a twist and 12
//! edges with a flip, and the 18 face turns.
//!
//! Positions and pieces share names, Kociemba's ([`Corner`] and [`Edge`], spelt `CORNER_NAMES`
//! and `EDGE_NAMES`): corner `i` is the piece that belongs in corner position `i`. A state says,
//! for each position `i`, which piece sits there (`cp[i]`, `ep[i]`) and how it is oriented
//! (`co[i]` in 0..3, `eo[i]` in 0..2). A corner's twist counts clockwise turns of its U/D-coloured
//! sticker away from the U/D face; an edge is flipped when its reference sticker (the U/D one, or
//! for the four middle-layer edges the F/B one) is off its reference face.
//!
//! The moves are `moves::Move`: a face of U R F D L B and 1, 2 or 3 clockwise quarter turns.

use super::super::rng::Rng;
use super::moves::{Face, Move};

/// A corner position, and the corner piece that belongs there, by Kociemba's name: its faces,
/// the U or D face first, then clockwise round the corner as seen from outside. `corner as
/// usize` is its index (0..8), the order of `cp` and `co`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Corner {
    /// Up, right, front.
    URF,
    /// Up, front, left.
    UFL,
    /// Up, left, back.
    ULB,
    /// Up, back, right.
    UBR,
    /// Down, front, right.
    DFR,
    /// Down, left, front.
    DLF,
    /// Down, back, left.
    DBL,
    /// Down, right, back.
    DRB,
}

/// An edge position, and the edge piece that belongs there, by Kociemba's name: its faces, the
/// reference face first (U or D; F or B for the four middle-layer edges). `edge as usize` is its
/// index (0..12), the order of `ep` and `eo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// Up, right.
    UR,
    /// Up, front.
    UF,
    /// Up, left.
    UL,
    /// Up, back.
    UB,
    /// Down, right.
    DR,
    /// Down, front.
    DF,
    /// Down, left.
    DL,
    /// Down, back.
    DB,
    /// Front, right.
    FR,
    /// Front, left.
    FL,
    /// Back, left.
    BL,
    /// Back, right.
    BR,
}

impl Corner {
    /// The eight corners in index order.
    pub const ALL: [Corner; 8] = {
        use self::Corner::*;
        [URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB]
    };
}

impl Edge {
    /// The twelve edges in index order.
    pub const ALL: [Edge; 12] = {
        use self::Edge::*;
        [UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR]
    };
}

/// Corner positions and pieces by name, in index order: the names of [`Corner`]'s variants.
pub const CORNER_NAMES: [&str; 8] = ["URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DBL", "DRB"];
/// Edge positions and pieces by name, in index order: the names of [`Edge`]'s variants.
pub const EDGE_NAMES: [&str; 12] = [
    "UR", "UF", "UL", "UB", "DR", "DF", "DL", "DB", "FR", "FL", "BL", "BR",
];
/// A cube state at the cubie level; see the module documentation for the meaning of each field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cubies {
    /// `cp[i]`: the corner in position `i`.
    pub cp: [u8; 8],
    /// `co[i]`: the twist, 0..3, of the corner in position `i`.
    pub co: [u8; 8],
    /// `ep[i]`: the edge in position `i`.
    pub ep: [u8; 12],
    /// `eo[i]`: the flip, 0..2, of the edge in position `i`.
    pub eo: [u8; 12],
}

impl Default for Cubies {
    /// The solved cube, [`Cubies::SOLVED`].
    fn default() -> Self {
        Cubies::SOLVED
    }
}

/// The pieces each clockwise quarter turn U R F D L B moves: a 4-cycle of corner positions and
/// one of edge positions, the piece at each position going to the next (the last to the first).
/// The side faces' cycles start where a corner gains a twist of 1 (see [`quarter_turn`]).
const CYCLES: [([Corner; 4], [Edge; 4]); 6] = {
    use self::{Corner::*, Edge::*};
    [
        ([URF, UFL, ULB, UBR], [UR, UF, UL, UB]), // U
        ([URF, UBR, DRB, DFR], [UR, BR, DR, FR]), // R
        ([UFL, URF, DFR, DLF], [UF, FR, DF, FL]), // F
        ([DFR, DRB, DBL, DLF], [DR, DB, DL, DF]), // D
        ([ULB, UFL, DLF, DBL], [UL, FL, DL, BL]), // L
        ([UBR, ULB, DBL, DRB], [UB, BL, DB, BR]), // B
    ]
};

/// The clockwise quarter turn of `face` as a cubie state (Kociemba's tables). U and D move
/// pieces within their layer and turn none. A side face moves each corner between the U and D
/// layers, twisting it by 1 and 2 alternately along its cycle; F and B flip the four edges they
/// move, R and L none. O(1), at compile time.
const fn quarter_turn(face: Face) -> Cubies {
    let (corners, edges) = CYCLES[face.index()];
    let mut c = Cubies::SOLVED;
    let mut k = 0;
    while k < 4 {
        let (to, next) = (corners[(k + 1) % 4] as usize, edges[(k + 1) % 4] as usize);
        c.cp[to] = corners[k] as u8;
        c.ep[next] = edges[k] as u8;
        if face.index() % 3 != 0 {
            c.co[to] = 1 + (k % 2) as u8;
        }
        if face.index() % 3 == 2 {
            c.eo[next] = 1;
        }
        k += 1;
    }
    c
}

/// The six clockwise quarter turns U R F D L B as cubie states.
const GENERATORS: [Cubies; 6] = [
    quarter_turn(Face::U),
    quarter_turn(Face::R),
    quarter_turn(Face::F),
    quarter_turn(Face::D),
    quarter_turn(Face::L),
    quarter_turn(Face::B),
];

/// The state reached from the solved cube by move `m`. O(1).
pub fn move_cubies(m: Move) -> Cubies {
    let g = &GENERATORS[m.face().index()];
    let mut c = *g;
    for _ in 1..m.quarters() {
        c = c.then(g);
    }
    c
}

/// The number of inversions of a permutation, mod 2. O(n^2).
fn parity(p: &[u8]) -> u8 {
    let mut odd = 0;
    for i in 0..p.len() {
        for j in i + 1..p.len() {
            odd ^= u8::from(p[i] > p[j]);
        }
    }
    odd
}

/// Whether `p` holds each of `0..p.len()` exactly once. O(n).
fn is_permutation(p: &[u8]) -> bool {
    let mut seen = [false; 12];
    p.iter().all(|&x| {
        let fresh = (x as usize) < p.len() && !seen[x as usize];
        if fresh {
            seen[x as usize] = true;
        }
        fresh
    })
}

impl Cubies {
    /// The solved cube.
    pub const SOLVED: Cubies = Cubies {
        cp: [0, 1, 2, 3, 4, 5, 6, 7],
        co: [0; 8],
        ep: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        eo: [0; 12],
    };

    /// A uniformly random legal state: random permutations and orientations, with one edge swap
    /// when the parities differ and the last twist and flip set to make the sums right. O(20).
    pub fn random(rng: &mut Rng) -> Cubies {
        let mut c = Cubies::SOLVED;
        for i in (1..8).rev() {
            c.cp.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for i in (1..12).rev() {
            c.ep.swap(i, rng.below(i as u64 + 1) as usize);
        }
        if c.corner_parity() != c.edge_parity() {
            c.ep.swap(0, 1);
        }
        for i in 0..7 {
            c.co[i] = rng.below(3) as u8;
        }
        c.co[7] = (21 - c.co[..7].iter().sum::<u8>()) % 3;
        for i in 0..11 {
            c.eo[i] = rng.below(2) as u8;
        }
        c.eo[11] = c.eo[..11].iter().sum::<u8>() % 2;
        c
    }

    /// This state followed by `m` (Kociemba's multiplication `self * m`). O(20).
    ///
    /// # Panics
    /// If `m` names a position that is not one: an entry of `m.cp` of 8 or more, of `m.ep` of 12
    /// or more.
    pub fn then(&self, m: &Cubies) -> Cubies {
        let mut out = Cubies::SOLVED;
        for i in 0..8 {
            let from = m.cp[i] as usize;
            out.cp[i] = self.cp[from];
            let twist = self.co[from] + m.co[i];
            out.co[i] = if twist >= 3 { twist - 3 } else { twist };
        }
        for i in 0..12 {
            let from = m.ep[i] as usize;
            out.ep[i] = self.ep[from];
            out.eo[i] = self.eo[from] ^ m.eo[i];
        }
        out
    }

    /// The state `x` with `self.then(&x) == SOLVED`. O(20).
    ///
    /// # Panics
    /// If an entry of `cp` is 8 or more, or of `ep` 12 or more.
    pub fn inverse(&self) -> Cubies {
        let mut out = Cubies::SOLVED;
        for i in 0..8 {
            let piece = self.cp[i] as usize;
            out.cp[piece] = i as u8;
            out.co[piece] = (3 - self.co[i]) % 3;
        }
        for i in 0..12 {
            let piece = self.ep[i] as usize;
            out.ep[piece] = i as u8;
            out.eo[piece] = self.eo[i];
        }
        out
    }

    /// This state followed by move `m`. O(20).
    pub fn apply(&self, m: Move) -> Cubies {
        self.then(&move_cubies(m))
    }

    /// This state followed by the moves of `moves`, in order. O(20 * moves.len()).
    pub fn apply_all(&self, moves: &[Move]) -> Cubies {
        moves.iter().fold(*self, |c, &m| c.apply(m))
    }

    /// The parity (0 even, 1 odd) of the corner permutation. O(8^2).
    pub fn corner_parity(&self) -> u8 {
        parity(&self.cp)
    }

    /// The parity (0 even, 1 odd) of the edge permutation. O(12^2).
    pub fn edge_parity(&self) -> u8 {
        parity(&self.ep)
    }

    /// Whether a real cube can be in this state: `cp` and `ep` are permutations, twists are in
    /// 0..3 and add up to 0 mod 3, flips are in 0..2 and add up to 0 mod 2, and the two
    /// permutation parities are equal. O(12^2).
    pub fn is_legal(&self) -> bool {
        is_permutation(&self.cp)
            && is_permutation(&self.ep)
            && self.co.iter().all(|&t| t < 3)
            && self.eo.iter().all(|&f| f < 2)
            && self.co.iter().map(|&t| u32::from(t)).sum::<u32>() % 3 == 0
            && self.eo.iter().map(|&f| u32::from(f)).sum::<u32>() % 2 == 0
            && self.corner_parity() == self.edge_parity()
    }
}

#[cfg(test)]
mod tests;
