//! The pocket cube (2x2x2) as 24 stickers: faces, corners, face turns, legal states, and why a
//! cube can be impossible (`CubeError`). Reading a coloured cube is `net`'s; relating two cubes is
//! `relate`'s; whole-cube rotations are in `rotation`.
//!
//! Stickers are numbered as LambdaOJ numbers them: corner block `b` (0..8) holds stickers
//! `3b, 3b + 1, 3b + 2`, blocks ordered front before back, up before down, left before right.
//! Within every block the three stickers go round the corner in the same sense, which is what
//! makes twist well defined. A state is a permutation: `s[i]` is the sticker (named by its solved
//! slot) that sits in slot `i`; the solved cube is the identity. A move `m` maps `s` to `s'`
//! with `s'[i] = s[m[i]]`. A legal state is also [`Corners`]: 8 bytes, one a corner.

use std::fmt;

/// A face of the cube. Opposite faces differ in the lowest bit; the 3x3 and the die order their
/// faces otherwise, and a face converts between families by its letter (see the crate's
/// documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Face {
    /// Up.
    U = 0,
    /// Down.
    D = 1,
    /// Front.
    F = 2,
    /// Back.
    B = 3,
    /// Left.
    L = 4,
    /// Right.
    R = 5,
}

impl Face {
    /// All six faces, in index order.
    pub const ALL: [Face; 6] = [Face::U, Face::D, Face::F, Face::B, Face::L, Face::R];

    /// The face's index, 0..6. O(1).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The opposite face. O(1).
    pub fn opposite(self) -> Face {
        Face::ALL[self.index() ^ 1]
    }

    /// The face's letter: `U`, `D`, `F`, `B`, `L` or `R`. O(1).
    pub fn letter(self) -> char {
        b"UDFBLR"[self.index()] as char
    }

    /// The face named by `letter` (upper case), if any. O(6).
    pub fn from_letter(letter: char) -> Option<Face> {
        Face::ALL.iter().copied().find(|f| f.letter() == letter)
    }
}

/// The face each sticker slot lies on (LambdaOJ's numbering).
pub const STICKER_FACE: [Face; 24] = {
    use self::Face::*;
    [
        F, L, U, F, U, R, F, D, L, F, R, D, B, U, L, B, R, U, B, L, D, B, D, R,
    ]
};

/// The corner block that no move of the FRU metrics touches: back-down-left, stickers 18..21.
pub const REFERENCE_BLOCK: usize = 6;

/// The name of corner block `b`, e.g. `"front-up-left"`. O(1).
///
/// # Panics
/// If `b >= 8`.
pub fn corner_name(b: usize) -> &'static str {
    [
        "front-up-left",
        "front-up-right",
        "front-down-left",
        "front-down-right",
        "back-up-left",
        "back-up-right",
        "back-down-left",
        "back-down-right",
    ][b]
}

/// The slot of the sticker on `face` at the corner touching `corner` (three faces, any order),
/// e.g. `sticker_at(Face::U, [Face::U, Face::F, Face::L]) == Some(2)`. `None` if `face` is not one
/// of `corner` or `corner` is not a corner. O(24).
pub fn sticker_at(face: Face, corner: [Face; 3]) -> Option<usize> {
    let sorted = |faces: &[Face]| {
        let mut sorted = faces.to_vec();
        sorted.sort_unstable();
        sorted
    };
    let want = sorted(&corner);
    (0..24).find(|&s| STICKER_FACE[s] == face && sorted(&STICKER_FACE[s - s % 3..][..3]) == want)
}

/// A cube state, or a move: a permutation of the 24 sticker slots (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stickers(pub [u8; 24]);

impl Default for Stickers {
    /// The solved cube, [`Stickers::SOLVED`].
    fn default() -> Self {
        Stickers::SOLVED
    }
}

/// Clockwise quarter turns of F, R and U as LambdaOJ publishes them. The tests check them
/// against turns computed from geometry (`rotation::geometric_quarter_turn`).
const QUARTER_TURNS: [(Face, [u8; 24]); 3] = [
    (
        Face::F,
        [
            6, 7, 8, 0, 1, 2, 9, 10, 11, 3, 4, 5, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
        ],
    ),
    (
        Face::R,
        [
            0, 1, 2, 11, 9, 10, 6, 7, 8, 22, 23, 21, 12, 13, 14, 4, 5, 3, 18, 19, 20, 17, 15, 16,
        ],
    ),
    (
        Face::U,
        [
            5, 3, 4, 16, 17, 15, 6, 7, 8, 9, 10, 11, 1, 2, 0, 14, 12, 13, 18, 19, 20, 21, 22, 23,
        ],
    ),
];

impl Stickers {
    /// The solved cube, also the identity move.
    pub const SOLVED: Stickers = Stickers([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);

    /// `quarters` clockwise quarter turns (1, 2 or 3) of face F, R or U, as a move. O(24).
    ///
    /// # Panics
    /// If `face` is not F, R or U.
    pub fn turn(face: Face, quarters: u8) -> Stickers {
        let quarter = QUARTER_TURNS
            .iter()
            .find(|(f, _)| *f == face)
            .map(|(_, p)| Stickers(*p))
            .expect("the FRU metrics turn F, R and U only");
        let mut out = Stickers::SOLVED;
        for _ in 0..quarters % 4 {
            out = out.then(&quarter);
        }
        out
    }

    /// This state after move `m`: `s'[i] = s[m[i]]`. O(24).
    ///
    /// # Panics
    /// If an entry of `m` is not a sticker (24 or more).
    pub fn then(&self, m: &Stickers) -> Stickers {
        let mut out = [0u8; 24];
        for (o, &from) in out.iter_mut().zip(m.0.iter()) {
            *o = self.0[from as usize];
        }
        Stickers(out)
    }

    /// The inverse permutation: `s.then(&s.inverse()) == SOLVED`. O(24).
    ///
    /// # Panics
    /// If an entry is not a sticker (24 or more).
    pub fn inverse(&self) -> Stickers {
        let mut out = [0u8; 24];
        for (i, &v) in self.0.iter().enumerate() {
            out[v as usize] = i as u8;
        }
        Stickers(out)
    }

    /// Reads a state given as a permutation of 0..24 (LambdaOJ's input), checking that it is a
    /// real cube: a permutation, corners kept whole and unmirrored, total twist 0. O(24).
    pub fn from_permutation(values: &[u8; 24]) -> Result<Stickers, CubeError> {
        let mut seen = [false; 24];
        for (slot, &v) in values.iter().enumerate() {
            if v >= 24 {
                return Err(CubeError::NotASticker { slot, value: v });
            }
            if seen[v as usize] {
                return Err(CubeError::RepeatedSticker { value: v });
            }
            seen[v as usize] = true;
        }
        // Each corner slot must hold the three stickers of one corner in their cyclic order;
        // the same three in the other order are a mirrored corner.
        let state = Stickers(*values);
        for block in 0..8 {
            let first = values[3 * block] as usize;
            let home = first / 3;
            let r = first % 3;
            for k in 0..3 {
                let want = 3 * home + (k + r) % 3;
                if values[3 * block + k] as usize != want {
                    let mirrored = (0..3).all(|k| values[3 * block + k] as usize / 3 == home);
                    return Err(if mirrored {
                        CubeError::MirroredCorner { block }
                    } else {
                        CubeError::SplitCorner { block }
                    });
                }
            }
        }
        let total = (0..8).map(|b| state.twist(b)).sum::<u8>() % 3;
        if total != 0 {
            return Err(CubeError::Twisted { total });
        }
        Ok(state)
    }

    /// The corner block now in block slot `b` (0..8). O(1).
    ///
    /// # Panics
    /// If `b >= 8`.
    pub fn block(&self, b: usize) -> usize {
        self.0[3 * b] as usize / 3
    }

    /// The twist (0, 1 or 2) of the corner in block slot `b`: how far its up-or-down sticker is
    /// turned from the slot's up-or-down position, in the blocks' common sense. O(1).
    ///
    /// # Panics
    /// If `b >= 8`; may panic if the entry there is not a sticker (24 or more).
    pub fn twist(&self, b: usize) -> u8 {
        SLOT_TWIST[24 * b + self.0[3 * b] as usize]
    }

    /// Whether this is a real cube state: stickers of each corner kept together in their cyclic
    /// order and total twist 0. O(24).
    pub fn is_legal(&self) -> bool {
        Stickers::from_permutation(&self.0).is_ok()
    }
}

/// A legal state by its corners, 8 bytes instead of 24: for each block slot, the first sticker
/// (in block order) of the corner there, `3 home + r`; its other two follow in turning order.
/// What a path through many cubes carries from reading a cube to its coordinate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Corners(pub [u8; 8]);

impl Corners {
    /// The corners of a state. O(8).
    pub fn of(state: &Stickers) -> Corners {
        let mut first = [0u8; 8];
        for (b, f) in first.iter_mut().enumerate() {
            *f = state.0[3 * b];
        }
        Corners(first)
    }

    /// The state as stickers. O(24).
    ///
    /// # Panics
    /// If an entry is not a sticker (24 or more).
    pub fn stickers(&self) -> Stickers {
        let mut out = [0u8; 24];
        for (three, &first) in out.chunks_exact_mut(3).zip(self.0.iter()) {
            three.copy_from_slice(&CORNER_STICKERS[usize::from(first)]);
        }
        Stickers(out)
    }

    /// The corner block now in block slot `b`, as [`Stickers::block`]. O(1).
    ///
    /// # Panics
    /// If `b >= 8`.
    pub fn block(&self, b: usize) -> usize {
        usize::from(self.0[b]) / 3
    }

    /// The twist of the corner in block slot `b`, as [`Stickers::twist`]. O(1).
    ///
    /// # Panics
    /// If `b >= 8`.
    pub fn twist(&self, b: usize) -> u8 {
        SLOT_TWIST[24 * b + usize::from(self.0[b])]
    }

    /// Whether these are eight different corners whose twists add up to 0 mod 3: a state the
    /// turns reach. O(8).
    ///
    /// # Panics
    /// If an entry is not a sticker (24 or more).
    pub fn is_legal(&self) -> bool {
        let (mut homes, mut total) = (0u32, 0u8);
        for (b, &first) in self.0.iter().enumerate() {
            homes |= 1 << (first / 3);
            total += self.twist(b);
        }
        // Eight corners with no home twice are each home once.
        homes == 0xff && total % 3 == 0
    }

    /// This legal state seen up to whole-cube rotation, with the reference corner solved: the
    /// faces are renamed so that the corner in the reference slot is at home, which is what
    /// reading the state's colours in the scheme of that corner gives (`net::normalize`). Its
    /// distance to solved, in F, R and U turns, is the state's distance to any solved orientation.
    /// O(8).
    ///
    /// # Panics
    /// If an entry is not a sticker (24 or more).
    pub fn normalized(&self) -> Corners {
        let renamed = &RENAMED[24 * usize::from(self.0[REFERENCE_BLOCK])..];
        let mut out = [0u8; 8];
        for (o, &first) in out.iter_mut().zip(self.0.iter()) {
            *o = renamed[usize::from(first)];
        }
        Corners(out)
    }
}

/// For each block, the index within it (0..3) of its up-or-down sticker.
const UD_INDEX: [usize; 8] = [2, 1, 1, 2, 1, 2, 2, 1];

/// `SLOT_TWIST[24 * b + s]`: the twist of the corner in block slot `b` whose first sticker (in
/// block order) is `s`, as [`Stickers::twist`] gives it; a table, as it is asked for on every
/// cube read and every coordinate.
const SLOT_TWIST: [u8; 192] = slot_twists();

const fn slot_twists() -> [u8; 192] {
    let mut table = [0u8; 192];
    let mut b = 0;
    while b < 8 {
        let mut s = 0;
        while s < 24 {
            let (home, r) = (s / 3, s % 3);
            // The slot k holding sticker 3 * home + UD[home] has (k + r) % 3 == UD[home].
            let k = (UD_INDEX[home] + 3 - r) % 3;
            table[24 * b + s] = ((k + 3 - UD_INDEX[b]) % 3) as u8;
            s += 1;
        }
        b += 1;
    }
    table
}

/// `CORNER_STICKERS[s]`: the three stickers of a corner read in block order from its sticker
/// `s`: `3 home + r, 3 home + (r + 1) % 3, 3 home + (r + 2) % 3` for `s = 3 home + r`.
pub const CORNER_STICKERS: [[u8; 3]; 24] = corner_stickers();

const fn corner_stickers() -> [[u8; 3]; 24] {
    let mut table = [[0u8; 3]; 24];
    let mut s = 0;
    while s < 24 {
        let (home, r) = (s / 3, s % 3);
        let mut k = 0;
        while k < 3 {
            table[s][k] = (3 * home + (k + r) % 3) as u8;
            k += 1;
        }
        s += 1;
    }
    table
}

/// The corner whose stickers, read in block order from its sticker `r`, lie on the faces with
/// indices `f0, f1, f2` (see [`Face::index`]), given as `index = 36 f0 + 6 f1 + f2`: its sticker
/// `3 home + r`, as [`Corners`] holds it. `None` for faces that are no corner in that turning
/// order (a face twice, two opposite faces, a mirrored corner), and for an index past 215, where
/// a face index of 216 or more sends it (a reader's mark for a colour of no face). O(1).
pub fn corner_on_faces(index: usize) -> Option<u8> {
    match CORNER_OF_FACES.get(index) {
        Some(&NO_CORNER) | None => None,
        Some(&first) => Some(first),
    }
}

/// `CORNER_OF_FACES[36 f0 + 6 f1 + f2]`: as [`corner_on_faces`] gives it, `NO_CORNER` for none.
const CORNER_OF_FACES: [u8; 216] = corner_of_faces();
const NO_CORNER: u8 = 255;

const fn corner_of_faces() -> [u8; 216] {
    let mut table = [NO_CORNER; 216];
    let mut s = 0;
    while s < 24 {
        // The faces of the corner's stickers read from `s`, as an index of the table.
        let (mut faces, mut k) = (0, 0);
        while k < 3 {
            faces = 6 * faces + STICKER_FACE[CORNER_STICKERS[s][k] as usize] as usize;
            k += 1;
        }
        table[faces] = s as u8;
        s += 1;
    }
    table
}

/// `RENAMED[24 r + s]`: in a state whose reference slot holds the corner `r` (its first sticker,
/// as in [`Corners`]), the corner `s` after [`Corners::normalized`] renames the faces: its
/// renaming depends on the reference slot alone, and acts on each corner alone.
const RENAMED: [u8; 576] = renamed();

const fn renamed() -> [u8; 576] {
    let mut table = [0u8; 576];
    let base = 3 * REFERENCE_BLOCK;
    let mut r = 0;
    while r < 24 {
        // The faces of the reference slot's stickers play B, L and D, their opposites F, R, U.
        let mut role = [0usize; 6];
        let mut k = 0;
        while k < 3 {
            let face = STICKER_FACE[CORNER_STICKERS[r][k] as usize] as usize;
            let target = STICKER_FACE[base + k] as usize;
            // Opposite faces differ in the lowest bit.
            role[face] = target;
            role[face ^ 1] = target ^ 1;
            k += 1;
        }
        let mut s = 0;
        while s < 24 {
            // The corner's three faces renamed, as an index of `CORNER_OF_FACES`.
            let (mut faces, mut k) = (0, 0);
            while k < 3 {
                faces = 6 * faces + role[STICKER_FACE[CORNER_STICKERS[s][k] as usize] as usize];
                k += 1;
            }
            table[24 * r + s] = CORNER_OF_FACES[faces];
            s += 1;
        }
        r += 1;
    }
    table
}

/// Why a cube cannot be read. Blocks are named by [`corner_name`] in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubeError {
    /// A colour is not seen exactly four times (`count` 0: a colour the scheme does not have).
    ColourCount {
        /// The colour, as its input byte.
        colour: u8,
        /// How often it was seen.
        count: usize,
    },
    /// A corner shows the same colour twice.
    RepeatedColour {
        /// The corner block slot.
        block: usize,
        /// The colour.
        colour: u8,
    },
    /// A corner shows two opposite colours.
    OppositeColours {
        /// The corner block slot.
        block: usize,
        /// One colour.
        a: u8,
        /// Its opposite.
        b: u8,
    },
    /// No single colour can be opposite this one.
    NoOpposite {
        /// The colour.
        colour: u8,
    },
    /// A corner's colours are those of a real corner, but in mirrored turning order.
    MirroredCorner {
        /// The corner block slot.
        block: usize,
    },
    /// Two corner slots hold the same corner. The colour counts can still be right (four
    /// copies each of two opposite corners), so this is reported when the opposite pairs are
    /// given; without them such colours have no single opposite per colour (`NoOpposite`).
    RepeatedCorner {
        /// The later slot.
        block: usize,
        /// The earlier slot with the same corner.
        other: usize,
    },
    /// The twists do not add up to 0 mod 3: a corner was turned in place.
    Twisted {
        /// The total twist mod 3.
        total: u8,
    },
    /// A permutation entry is not a sticker number.
    NotASticker {
        /// The slot.
        slot: usize,
        /// The value found there.
        value: u8,
    },
    /// A sticker number appears twice.
    RepeatedSticker {
        /// The sticker.
        value: u8,
    },
    /// A corner slot holds stickers of different corners.
    SplitCorner {
        /// The corner block slot.
        block: usize,
    },
}

impl fmt::Display for CubeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use self::CubeError::*;
        let corner = |b: usize| {
            format!(
                "the {} corner (stickers {}, {}, {})",
                corner_name(b),
                3 * b,
                3 * b + 1,
                3 * b + 2
            )
        };
        let colour = shown_colour;
        match *self {
            ColourCount { colour: c, count: 0 } => {
                write!(f, "colour {} is not one of the cube's six colours", colour(c))
            }
            ColourCount { colour: c, count } => {
                write!(f, "colour {} appears {} times; every colour must appear 4 times", colour(c), count)
            }
            RepeatedColour { block, colour: c } => {
                write!(f, "{} shows colour {} twice", corner(block), colour(c))
            }
            OppositeColours { block, a, b } => {
                write!(f, "{} shows opposite colours {} and {}", corner(block), colour(a), colour(b))
            }
            NoOpposite { colour: c } => write!(
                f,
                "cannot tell which colour is opposite {}: exactly one colour must never share a corner with it",
                colour(c)
            ),
            MirroredCorner { block } => {
                write!(f, "{} is mirrored: its colours go round the wrong way", corner(block))
            }
            RepeatedCorner { block, other } => {
                write!(f, "{} shows the same corner as {}", corner(block), corner(other))
            }
            Twisted { total } => write!(
                f,
                "the corners are twisted by {} third(s) of a turn in all: a corner was turned in place",
                total
            ),
            NotASticker { slot, value } => {
                write!(f, "sticker {} is {}, not a sticker number 0..23", slot, value)
            }
            RepeatedSticker { value } => write!(f, "sticker number {} appears twice", value),
            SplitCorner { block } => {
                write!(f, "{} holds stickers of different corners", corner(block))
            }
        }
    }
}

/// A colour byte as text for a message: the letter if printable, else its number.
fn shown_colour(c: u8) -> String {
    if c.is_ascii_graphic() {
        format!("'{}'", c as char)
    } else {
        format!("#{}", c)
    }
}

#[cfg(test)]
mod tests;
