//! The 18 face turns of the 3x3x3 cube by name: [`Face`], [`Move`] and [`MoveSet`].
//!
//! Faces are in Kociemba's order U R F D L B (opposite faces 3 apart), the order of his tables
//! and of facelet strings. The pocket cube and the die order theirs otherwise (the crate's
//! documentation says why); between families a face converts by its letter ([`Face::letter`],
//! [`Face::from_letter`] in each).
//!
//! A move is a face and 1, 2 or 3 clockwise quarter turns seen from outside that face (3 is a
//! counter-clockwise quarter turn). Its index `3 * face + quarters - 1` (0..18) orders the moves
//! U U2 U' R R2 R' ... B' and is the column of every move table.
//!
//! ```
//! use cubesmith::cube3::moves::{Face, Move, MoveSet};
//!
//! let r = Move::new(Face::R, 1);
//! assert_eq!((r.index(), r.name(), r.inverse().name()), (3, "R", "R'"));
//! // After R a shortest sequence never turns R again; L may follow R, but R never follows L
//! // (the two commute, so only one order is searched).
//! let next = MoveSet::after(Some(Face::R));
//! assert!(!next.contains(Move::new(Face::R, 2)) && next.contains(Move::new(Face::L, 1)));
//! assert!(!MoveSet::after(Some(Face::L)).contains(r));
//! ```

/// A face of the cube, in Kociemba's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Face {
    /// Up.
    U = 0,
    /// Right.
    R = 1,
    /// Front.
    F = 2,
    /// Down.
    D = 3,
    /// Left.
    L = 4,
    /// Back.
    B = 5,
}

impl Face {
    /// The six faces in index order: U R F D L B.
    pub const ALL: [Face; 6] = [Face::U, Face::R, Face::F, Face::D, Face::L, Face::B];

    /// The face's index, 0..6. O(1).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The face with index `i`. O(1).
    ///
    /// # Panics
    /// If `i >= 6`.
    pub const fn from_index(i: usize) -> Face {
        Face::ALL[i]
    }

    /// The opposite face: U and D, R and L, F and B. O(1).
    pub const fn opposite(self) -> Face {
        Face::ALL[(self.index() + 3) % 6]
    }

    /// The face's letter: `U`, `R`, `F`, `D`, `L` or `B`. O(1).
    pub const fn letter(self) -> char {
        b"URFDLB"[self.index()] as char
    }

    /// The face named by `letter` (upper case), if any. O(1).
    pub fn from_letter(letter: char) -> Option<Face> {
        Face::ALL.iter().copied().find(|f| f.letter() == letter)
    }
}

/// A face turn: a face and 1, 2 or 3 clockwise quarter turns (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move(u8);

/// Every move's Singmaster name by index: the face letter for a clockwise quarter turn, with `2`
/// for a half turn, with `'` for a counter-clockwise quarter turn.
const NAMES: [&str; Move::COUNT] = [
    "U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'", "D", "D2", "D'", "L", "L2", "L'", "B", "B2", "B'",
];

impl Move {
    /// The number of moves: 6 faces times 3 amounts of turn.
    pub const COUNT: usize = 18;

    /// Every move, in index order.
    pub const ALL: [Move; Move::COUNT] = {
        let mut all = [Move(0); Move::COUNT];
        let mut i = 0;
        while i < Move::COUNT {
            all[i] = Move(i as u8);
            i += 1;
        }
        all
    };

    /// The turn of `face` by `quarters` clockwise quarter turns. O(1).
    ///
    /// # Panics
    /// If `quarters` is not 1, 2 or 3.
    pub const fn new(face: Face, quarters: u8) -> Move {
        // Indexing, not `assert!`, so that it stays a `const fn` for rustc 1.56 (SPOJ).
        Move(3 * face as u8 + [0, 1, 2][quarters as usize - 1])
    }

    /// The move with index `i`. O(1).
    ///
    /// # Panics
    /// If `i >= 18`.
    pub const fn from_index(i: usize) -> Move {
        Move::ALL[i]
    }

    /// The move's index, `3 * face + quarters - 1`, in 0..18. O(1).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The face turned. O(1).
    #[inline]
    pub const fn face(self) -> Face {
        Face::ALL[self.0 as usize / 3]
    }

    /// Clockwise quarter turns: 1, 2 (a half turn) or 3 (a counter-clockwise quarter turn). O(1).
    #[inline]
    pub const fn quarters(self) -> u8 {
        self.0 % 3 + 1
    }

    /// Whether this is a half turn. O(1).
    #[inline]
    pub const fn is_half_turn(self) -> bool {
        self.0 % 3 == 1
    }

    /// The move that undoes this one: the same face turned the other way. O(1).
    #[inline]
    pub const fn inverse(self) -> Move {
        Move(self.0 / 3 * 3 + 2 - self.0 % 3)
    }

    /// The move's Singmaster name: `R`, `R2` or `R'`. O(1).
    pub fn name(self) -> &'static str {
        NAMES[self.index()]
    }
}

/// A set of moves, one bit per move index. Iterating takes the moves out in index order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveSet(u32);

impl MoveSet {
    /// No move.
    pub const EMPTY: MoveSet = MoveSet(0);
    /// All 18 moves.
    pub const ALL: MoveSet = MoveSet((1 << Move::COUNT) - 1);

    /// The set of `moves`. O(moves).
    pub const fn of(moves: &[Move]) -> MoveSet {
        let mut bits = 0;
        let mut i = 0;
        while i < moves.len() {
            bits |= 1 << moves[i].0;
            i += 1;
        }
        MoveSet(bits)
    }

    /// The moves whose indices are the bits set in `bits` (bits from 18 up are left out). O(1).
    #[inline]
    pub const fn of_bits(bits: u32) -> MoveSet {
        MoveSet(bits & MoveSet::ALL.0)
    }

    /// The three turns of `face`. O(1).
    #[inline]
    pub const fn face(face: Face) -> MoveSet {
        MoveSet(7 << (3 * face as u32))
    }

    /// The moves that may follow a move of `prev` (`None`: the first move) in a shortest
    /// sequence, searched once per class of sequences that do the same: never the same face
    /// twice in a row, and of two opposite faces (which commute) U before D, R before L, F before
    /// B, so after D, L or B neither it nor its opposite. O(1).
    #[inline]
    pub const fn after(prev: Option<Face>) -> MoveSet {
        match prev {
            None => MoveSet::ALL,
            Some(f) if f.index() < 3 => MoveSet::ALL.minus(MoveSet::face(f)),
            Some(f) => MoveSet::ALL
                .minus(MoveSet::face(f))
                .minus(MoveSet::face(f.opposite())),
        }
    }

    /// The moves that may come before a move of `next` (`None`: the last move) in a sequence
    /// [`MoveSet::after`] allows: a face `f` may come before `next` exactly when `next` may come
    /// after `f`. O(1).
    #[inline]
    pub const fn before(next: Option<Face>) -> MoveSet {
        match next {
            None => MoveSet::ALL,
            Some(f) if f.index() < 3 => MoveSet::ALL
                .minus(MoveSet::face(f))
                .minus(MoveSet::face(f.opposite())),
            Some(f) => MoveSet::ALL.minus(MoveSet::face(f)),
        }
    }

    /// Whether `m` is in the set. O(1).
    #[inline]
    pub const fn contains(self, m: Move) -> bool {
        self.0 >> m.0 & 1 != 0
    }

    /// The moves in both sets. O(1).
    #[inline]
    pub const fn and(self, other: MoveSet) -> MoveSet {
        MoveSet(self.0 & other.0)
    }

    /// The moves in either set. O(1).
    #[inline]
    pub const fn union(self, other: MoveSet) -> MoveSet {
        MoveSet(self.0 | other.0)
    }

    /// The moves of this set that are not in `other`. O(1).
    #[inline]
    pub const fn minus(self, other: MoveSet) -> MoveSet {
        MoveSet(self.0 & !other.0)
    }

    /// The moves of the set for which `keep` holds, `keep` called on each: without a branch
    /// a move, which pays when `keep` is hard to guess (a search's test of which moves come
    /// closer). Not named `retain`: a bundle keeps every method named like one its code calls,
    /// and `Vec::retain` is called in many. O(moves).
    #[inline]
    pub fn keep_if(self, mut keep: impl FnMut(Move) -> bool) -> MoveSet {
        let mut bits = 0;
        for m in self {
            bits |= u32::from(keep(m)) << m.0;
        }
        MoveSet(bits)
    }

    /// The number of moves in the set. O(1).
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no move. O(1).
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl Iterator for MoveSet {
    type Item = Move;

    /// Takes out the move of the lowest index. O(1).
    #[inline]
    fn next(&mut self) -> Option<Move> {
        if self.0 == 0 {
            return None;
        }
        let m = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Move(m))
    }
}

/// `n` uniformly random moves, for tests.
#[cfg(test)]
pub(crate) fn random_moves(rng: &mut crate::rng::Rng, n: usize) -> Vec<Move> {
    (0..n)
        .map(|_| Move::from_index(rng.below(Move::COUNT as u64) as usize))
        .collect()
}

#[cfg(test)]
mod tests;
