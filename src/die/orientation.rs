//! How a die lies: the six face positions, the compass directions, the moves (four rolls and two
//! spins), and the 24 orientations as a compact index with every move a table lookup.
//!
//! # Conventions
//!
//! The die stands on a map with north up and east right. Its six positions are [`Face::Top`],
//! [`Face::Bottom`] and the four sides [`Face::North`], [`Face::South`], [`Face::East`] and
//! [`Face::West`]. The cube-notation names are aliases: `U` = top, `D` = bottom, `F` (front) =
//! south, `B` (back) = north, `R` (right) = east, `L` (left) = west, as for a viewer standing south
//! of the die and looking north (the "front" and "right" of AOJ ITP1_11).
//!
//! - **Rolling toward direction d** tips the die over its edge on side d: the top goes to side d,
//!   side d to the bottom, the bottom to the opposite side and that side to the top. After rolling
//!   east the new top is the old west face.
//! - **Spinning right** turns the die clockwise seen from above (north goes to east, east to south,
//!   south to west, west to north); **spinning left** is the opposite. Top and bottom stay.
//!
//! Every roll and spin has its inverse among the six moves ([`Move::inverse`]).
//!
//! # Orientations
//!
//! The physical faces of a die are named by the position they hold at the start, so an
//! [`Orientation`] is a rotation: which physical face is at each position. There are 24 (6 faces
//! can be on top, then 4 on the north side); a mirror image is not among them. The index of an
//! orientation is `4 * top + k`, with `top` the index of the face on top and `k` the rank of the
//! face on the north side among the four faces next to `top`; the start is index 0. Moves are
//! precomputed tables over the index (computed when compiling, from the cycles above), so
//! [`Orientation`] is one byte and every move is one lookup.
//!
//! ```
//! use cubesmith::die::orientation::{Direction, Face, Move, Orientation};
//!
//! let o = Orientation::IDENTITY.roll(Direction::East);
//! assert_eq!(o.face_at(Face::Top), Face::West); // the old west face is on top
//! assert_eq!(o.face_at(Face::East), Face::Top);
//! assert_eq!(o.apply(Move::West), Orientation::IDENTITY);
//! assert_eq!(Orientation::all().count(), 24);
//! assert_eq!(o.apply(Move::Right).face_at(Face::South), Face::Top); // spun right: east went south
//! ```

/// A position on the die, also the name of a physical face (by the position it starts at).
/// Opposite positions differ in the lowest bit of their index, so `index / 2` names the axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Face {
    /// The face looking up.
    Top = 0,
    /// The face on the board.
    Bottom = 1,
    /// The side facing north.
    North = 2,
    /// The side facing south (the front, `F`).
    South = 3,
    /// The side facing east (the right, `R`).
    East = 4,
    /// The side facing west (the left, `L`).
    West = 5,
}

impl Face {
    /// The six faces in index order: top, bottom, north, south, east, west.
    pub const ALL: [Face; 6] = [
        Face::Top,
        Face::Bottom,
        Face::North,
        Face::South,
        Face::East,
        Face::West,
    ];
    /// Up: the top.
    pub const U: Face = Face::Top;
    /// Down: the bottom.
    pub const D: Face = Face::Bottom;
    /// Front: the south side.
    pub const F: Face = Face::South;
    /// Back: the north side.
    pub const B: Face = Face::North;
    /// Right (seen from the front): the east side.
    pub const R: Face = Face::East;
    /// Left (seen from the front): the west side.
    pub const L: Face = Face::West;

    /// The face's index, 0..6, in the order of [`Face::ALL`]. O(1).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The face with index `index`. O(1).
    ///
    /// # Panics
    /// If `index >= 6`.
    pub const fn from_index(index: usize) -> Face {
        Face::ALL[index]
    }

    /// The opposite face. O(1).
    pub const fn opposite(self) -> Face {
        Face::ALL[self.index() ^ 1]
    }

    /// Whether `other` is this face or its opposite: the two lie on one axis. O(1).
    pub const fn same_axis(self, other: Face) -> bool {
        self.index() / 2 == other.index() / 2
    }

    /// The four sides around the axis through this face and its opposite, going round clockwise
    /// as seen from outside this face: for the top north, east, south, west (the way spinning
    /// right turns them); for the bottom north, west, south, east. Each is a side next to this
    /// face, so a die standing on `self.opposite()` shows exactly these four. O(1).
    ///
    /// ```
    /// use cubesmith::die::orientation::Face;
    ///
    /// assert_eq!(Face::Top.around(), [Face::North, Face::East, Face::South, Face::West]);
    /// assert_eq!(Face::East.around(), [Face::Top, Face::North, Face::Bottom, Face::South]);
    /// ```
    pub fn around(self) -> [Face; 4] {
        use self::Face::*;
        match self {
            Top => [North, East, South, West],
            Bottom => [North, West, South, East],
            North => [Top, West, Bottom, East],
            South => [Top, East, Bottom, West],
            East => [Top, North, Bottom, South],
            West => [Top, South, Bottom, North],
        }
    }

    /// The lower-case name: `"top"`, `"bottom"`, `"north"`, `"south"`, `"east"` or `"west"`. O(1).
    pub fn name(self) -> &'static str {
        ["top", "bottom", "north", "south", "east", "west"][self.index()]
    }

    /// The face's cube-notation letter (see the aliases): `U`, `D`, `B`, `F`, `R` or `L`, by
    /// which a face converts to the other families' (the crate's documentation says why their
    /// orders differ). O(1).
    pub const fn letter(self) -> char {
        b"UDBFRL"[self.index()] as char
    }

    /// The face named by the cube-notation letter `letter` (upper case), if any. O(6).
    pub fn from_letter(letter: char) -> Option<Face> {
        Face::ALL.iter().copied().find(|f| f.letter() == letter)
    }
}

/// A compass direction on the board: where a die rolls, or which way it heads.
/// The declaration order is clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Direction {
    /// Up the map (row - 1).
    North = 0,
    /// Right on the map (column + 1).
    East = 1,
    /// Down the map (row + 1).
    South = 2,
    /// Left on the map (column - 1).
    West = 3,
}

impl Direction {
    /// The four directions, clockwise from north.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The direction's index, 0..4, clockwise from north. O(1).
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The opposite direction. O(1).
    pub fn opposite(self) -> Direction {
        Direction::ALL[(self.index() + 2) % 4]
    }

    /// The next direction clockwise on the map (north to east, east to south...). O(1).
    pub fn clockwise(self) -> Direction {
        Direction::ALL[(self.index() + 1) % 4]
    }

    /// The next direction counter-clockwise on the map (north to west...). O(1).
    pub fn counter_clockwise(self) -> Direction {
        Direction::ALL[(self.index() + 3) % 4]
    }

    /// The change of (row, column) one step this way: rows grow southward, columns eastward. O(1).
    #[inline]
    pub fn delta(self) -> (isize, isize) {
        [(-1, 0), (0, 1), (1, 0), (0, -1)][self.index()]
    }

    /// The side of the die that faces this way. O(1).
    pub fn face(self) -> Face {
        [Face::North, Face::East, Face::South, Face::West][self.index()]
    }

    /// The roll toward this direction. O(1).
    #[inline]
    pub fn roll(self) -> Move {
        Move::ROLLS[self.index()]
    }
}

/// One move of the die: a roll toward a compass direction, or a spin about the vertical axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Move {
    /// Roll toward the north: the top goes north, the south side comes up.
    North = 0,
    /// Roll toward the east: the top goes east, the west side comes up.
    East = 1,
    /// Roll toward the south: the top goes south, the north side comes up.
    South = 2,
    /// Roll toward the west: the top goes west, the east side comes up.
    West = 3,
    /// Spin clockwise seen from above: north goes east, east south, south west, west north.
    Right = 4,
    /// Spin counter-clockwise seen from above: north goes west; the inverse of [`Move::Right`].
    Left = 5,
}

impl Move {
    /// The six moves in index order: the four rolls (clockwise from north), then the two spins.
    pub const ALL: [Move; 6] = [
        Move::North,
        Move::East,
        Move::South,
        Move::West,
        Move::Right,
        Move::Left,
    ];
    /// The four rolls, clockwise from north (the same order as [`Direction::ALL`]).
    pub const ROLLS: [Move; 4] = [Move::North, Move::East, Move::South, Move::West];
    /// The two spins: right (clockwise seen from above), then left.
    pub const SPINS: [Move; 2] = [Move::Right, Move::Left];

    /// The move's index, 0..6, in the order of [`Move::ALL`]. O(1).
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The move that undoes this one: north and south, east and west, right and left. O(1).
    pub fn inverse(self) -> Move {
        [
            Move::South,
            Move::West,
            Move::North,
            Move::East,
            Move::Left,
            Move::Right,
        ][self.index()]
    }

    /// The direction of a roll; `None` for a spin. O(1).
    #[inline]
    pub fn direction(self) -> Option<Direction> {
        Direction::ALL.get(self.index()).copied()
    }

    /// The move's letter: `b'N'`, `b'E'`, `b'S'`, `b'W'`, `b'R'` or `b'L'`. O(1).
    pub fn letter(self) -> u8 {
        b"NESWRL"[self.index()]
    }

    /// The move's name: `"North"`, `"East"`, `"South"`, `"West"`, `"Right"` or `"Left"`. O(1).
    pub fn name(self) -> &'static str {
        ["North", "East", "South", "West", "Right", "Left"][self.index()]
    }
}

/// An orientation of the die, one of 24: which physical face is at each position. One byte;
/// equality, order and hashing are those of [`Orientation::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Orientation(u8);

impl Default for Orientation {
    fn default() -> Self {
        Orientation::IDENTITY
    }
}

impl Orientation {
    /// How many orientations there are.
    pub const COUNT: usize = 24;

    /// The start: every face at the position it is named after. Index 0.
    pub const IDENTITY: Orientation = Orientation(0);

    /// All 24 orientations in index order. O(1) each.
    pub fn all() -> impl Iterator<Item = Orientation> {
        (0..Orientation::COUNT as u8).map(Orientation)
    }

    /// The orientation's index, 0..24 (see the module documentation). O(1).
    #[inline]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The orientation with index `index`. O(1).
    ///
    /// # Panics
    /// If `index >= 24`.
    pub fn from_index(index: usize) -> Orientation {
        assert!(
            index < Orientation::COUNT,
            "orientation index {} is not below 24",
            index
        );
        Orientation(index as u8)
    }

    /// The physical face (named by where it started) now at `position`. O(1).
    #[inline]
    pub fn face_at(self, position: Face) -> Face {
        Face::from_index(usize::from(FACE_AT[self.index()][position.index()]))
    }

    /// The position the physical face `face` is now at. O(1).
    #[inline]
    pub fn position_of(self, face: Face) -> Face {
        Face::from_index(usize::from(POSITION_OF[self.index()][face.index()]))
    }

    /// The orientation after `mv`. O(1): one table lookup.
    #[inline]
    #[must_use]
    pub fn apply(self, mv: Move) -> Orientation {
        Orientation(AFTER[self.index()][mv.index()])
    }

    /// The orientation after rolling toward `direction`. O(1).
    #[inline]
    #[must_use]
    pub fn roll(self, direction: Direction) -> Orientation {
        self.apply(direction.roll())
    }

    /// The orientation after every move of `moves`, in order. O(moves).
    #[must_use]
    pub fn apply_all(self, moves: &[Move]) -> Orientation {
        moves.iter().fold(self, |o, &mv| o.apply(mv))
    }

    /// The orientation with physical face `top` on top and physical face `front` on the south
    /// side (the front); `None` if the two are the same face or opposite faces. O(1).
    pub fn from_top_front(top: Face, front: Face) -> Option<Orientation> {
        if top.index() / 2 == front.index() / 2 {
            return None;
        }
        Some(Orientation(index_of(
            top.index() as u8,
            front.opposite().index() as u8,
        )))
    }
}

/// The moves as 4-cycles of positions `[a, b, c, d]`: what is at `a` goes to `b`, `b` to `c`,
/// `c` to `d` and `d` to `a`. This table is the whole convention; everything else follows.
const MOVE_CYCLES: [[Face; 4]; 6] = {
    use self::Face::*;
    [
        // A roll toward side s: top -> s -> bottom -> opposite of s -> top.
        [Top, North, Bottom, South],
        [Top, East, Bottom, West],
        [Top, South, Bottom, North],
        [Top, West, Bottom, East],
        // Right, clockwise seen from above; Left, the other way.
        [North, East, South, West],
        [North, West, South, East],
    ]
};

/// The index of the orientation with face `top` on top and face `north` on the north side:
/// `4 * top + rank`, the rank of `north` among the four faces next to `top` in index order (the
/// two faces of `top`'s axis, `top & !1` and `top | 1`, are skipped).
const fn index_of(top: u8, north: u8) -> u8 {
    let rank = if north > (top | 1) { north - 2 } else { north };
    4 * top + rank
}

/// `at` (the face at each position) after move number `mv`.
const fn moved(at: [u8; 6], mv: usize) -> [u8; 6] {
    let cycle = MOVE_CYCLES[mv];
    let mut out = at;
    let mut k = 0;
    while k < 4 {
        let from = cycle[k].index();
        let to = cycle[(k + 1) % 4].index();
        out[to] = at[from];
        k += 1;
    }
    out
}

/// The face at each position, for every orientation in index order: found by a breadth-first
/// search over the six moves from the start, each orientation stored at its index.
const fn orientations() -> [[u8; 6]; 24] {
    let mut found = [[0u8; 6]; 24];
    found[0] = [0, 1, 2, 3, 4, 5];
    let mut len = 1;
    let mut next = 0;
    while next < len {
        let mut mv = 0;
        while mv < 6 {
            let at = moved(found[next], mv);
            let mut seen = false;
            let mut i = 0;
            while i < len {
                let mut same = true;
                let mut p = 0;
                while p < 6 {
                    same = same && found[i][p] == at[p];
                    p += 1;
                }
                seen = seen || same;
                i += 1;
            }
            if !seen {
                // A 25th orientation would index past the end: a compile-time error.
                found[len] = at;
                len += 1;
            }
            mv += 1;
        }
        next += 1;
    }
    let mut by_index = [[0u8; 6]; 24];
    let mut i = 0;
    while i < 24 {
        let at = found[i];
        by_index[index_of(at[0], at[2]) as usize] = at;
        i += 1;
    }
    by_index
}

/// `FACE_AT[o][position]`: the physical face at `position` in orientation `o`.
const FACE_AT: [[u8; 6]; 24] = orientations();

/// `POSITION_OF[o][face]`: the position of physical face `face` in orientation `o`.
const POSITION_OF: [[u8; 6]; 24] = {
    let mut table = [[0u8; 6]; 24];
    let mut o = 0;
    while o < 24 {
        let mut p = 0;
        while p < 6 {
            table[o][FACE_AT[o][p] as usize] = p as u8;
            p += 1;
        }
        o += 1;
    }
    table
};

/// `AFTER[o][mv]`: the index of orientation `o` after move number `mv`.
const AFTER: [[u8; 6]; 24] = {
    let mut table = [[0u8; 6]; 24];
    let mut o = 0;
    while o < 24 {
        let mut mv = 0;
        while mv < 6 {
            let at = moved(FACE_AT[o], mv);
            table[o][mv] = index_of(at[0], at[2]);
            mv += 1;
        }
        o += 1;
    }
    table
};

#[cfg(test)]
mod tests;
