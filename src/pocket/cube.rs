//! The pocket cube (2x2x2) as 24 stickers: faces, corners, face turns, and reading a coloured
//! cube with a precise error for every way it can be impossible. Whole-cube rotations are in
//! `rotation`.
//!
//! Stickers are numbered as LambdaOJ numbers them: corner block `b` (0..8) holds stickers
//! `3b, 3b + 1, 3b + 2`, blocks ordered front before back, up before down, left before right.
//! Within every block the three stickers go round the corner in the same sense, which is what
//! makes twist well defined. A state is a permutation: `s[i]` is the sticker (named by its solved
//! slot) that sits in slot `i`; the solved cube is the identity. A move `m` maps `s` to `s'`
//! with `s'[i] = s[m[i]]`.

use super::super::io::{InputError, Scanner};
use super::super::layout::Layout;
use std::fmt;
use std::io::BufRead;

/// A face of the cube. Opposite faces differ in the lowest bit.
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

    /// The face's index, 0..6.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The opposite face.
    pub fn opposite(self) -> Face {
        Face::ALL[self.index() ^ 1]
    }

    /// The face's letter: `U`, `D`, `F`, `B`, `L` or `R`.
    pub fn letter(self) -> char {
        b"UDFBLR"[self.index()] as char
    }

    /// The face named by `letter` (upper case), if any.
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

/// The slot of the sticker named `name` in the layouts' notation: the face the sticker is on,
/// `@`, and the corner's three faces in any order (`U@UBL`, `F@FUR`). `None` for anything else.
/// O(24).
pub fn sticker_named(name: &str) -> Option<usize> {
    // Face letters are ASCII, so a name with any other byte is none.
    let face = |letter: &u8| Face::from_letter(char::from(*letter));
    match name.as_bytes() {
        [on, b'@', a, b, c] => sticker_at(face(on)?, [face(a)?, face(b)?, face(c)?]),
        _ => None,
    }
}

/// The usual cross net as a layout picture (`layout::Layout`): the top above the front with its
/// back edge at the top, the strip left, front, right, back, and the bottom below the front with
/// its front edge at the top, every face seen from outside.
pub const CROSS_NET: &str = "
    .     .     U@UBL U@UBR
    .     .     U@UFL U@UFR
    L@LUB L@LUF F@FUL F@FUR R@RUF R@RUB B@BUR B@BUL
    L@LDB L@LDF F@FDL F@FDR R@RDF R@RDB B@BDR B@BDL
    .     .     D@DFL D@DFR
    .     .     D@DBL D@DBR";

/// A cube state, or a move: a permutation of the 24 sticker slots (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stickers(pub [u8; 24]);

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
    pub fn then(&self, m: &Stickers) -> Stickers {
        let mut out = [0u8; 24];
        for (o, &from) in out.iter_mut().zip(m.0.iter()) {
            *o = self.0[from as usize];
        }
        Stickers(out)
    }

    /// The inverse permutation: `s.then(&s.inverse()) == SOLVED`. O(24).
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
    pub fn block(&self, b: usize) -> usize {
        self.0[3 * b] as usize / 3
    }

    /// The twist (0, 1 or 2) of the corner in block slot `b`: how far its up-or-down sticker is
    /// turned from the slot's up-or-down position, in the blocks' common sense. O(1).
    pub fn twist(&self, b: usize) -> u8 {
        SLOT_TWIST[24 * b + self.0[3 * b] as usize]
    }

    /// A legal state seen up to whole-cube rotation, with the reference corner solved: what
    /// [`normalize`] gives for this state's colours, without going through colours. O(24).
    ///
    /// # Panics
    /// If the state is not legal (debug builds check).
    pub fn normalized(&self) -> Stickers {
        // The faces the reference slot's stickers belong on play the roles of B, L and D.
        let mut role = [0usize; 6];
        let base = 3 * REFERENCE_BLOCK;
        for k in 0..3 {
            let face = STICKER_FACE[self.0[base + k] as usize];
            let target = STICKER_FACE[base + k];
            role[face.index()] = target.index();
            role[face.opposite().index()] = target.opposite().index();
        }
        let mut out = [0u8; 24];
        for block in 0..8 {
            let f = |k: usize| role[STICKER_FACE[self.0[3 * block + k] as usize].index()];
            let found = CORNER_OF_FACES[36 * f(0) + 6 * f(1) + f(2)] as usize;
            debug_assert!(found != NO_CORNER as usize, "normalized() of an illegal state");
            out[3 * block..3 * block + 3].copy_from_slice(&CORNER_STICKERS[found]);
        }
        Stickers(out)
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
const CORNER_STICKERS: [[u8; 3]; 24] = corner_stickers();

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

/// Which colour is on each face of the solved cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scheme {
    colour_of: [u8; 6],
    /// The face index of each colour byte; `NO_FACE` for colours the scheme lacks.
    face_of_colour: [u8; 256],
}

const NO_FACE: u8 = 255;

impl Scheme {
    /// The colour on `face`.
    pub fn colour(&self, face: Face) -> u8 {
        self.colour_of[face.index()]
    }

    /// The face whose colour is `colour`, if any. O(1).
    pub fn face_of(&self, colour: u8) -> Option<Face> {
        Face::ALL
            .get(self.face_of_colour[colour as usize] as usize)
            .copied()
    }

    /// The scheme in which the corner in the reference slot (back-down-left) is solved: its
    /// stickers' colours name B, L and D, and their opposites F, R and U. Checks that the
    /// colours are a plausible cube first: six colours four times each, no corner with a colour
    /// twice or two opposite colours. `opposites`, when the problem gives them, are the opposite
    /// colour pairs; otherwise they come from the cube (colours that never share a corner).
    /// O(24).
    pub fn from_reference_corner(
        colours: &[u8; 24],
        opposites: Option<&[(u8, u8)]>,
    ) -> Result<Scheme, CubeError> {
        // The common case, given opposites and a sound reference corner, takes a few lookups;
        // anything else goes through every check, for the most precise fault. `read` checks
        // the rest of the cube.
        if let Some(pairs) = opposites {
            let colour_of = reference_colours(colours, |c| given_opposite(pairs, c).ok_or(()));
            if let Some(scheme) = colour_of.ok().and_then(Scheme::with_colours) {
                return Ok(scheme);
            }
        }
        Scheme::from_reference_corner_checked(colours, opposites)
    }

    /// A scheme with these face colours, if they are six distinct colours.
    fn with_colours(colour_of: [u8; 6]) -> Option<Scheme> {
        let mut face_of_colour = [NO_FACE; 256];
        for face in Face::ALL.iter() {
            let slot = &mut face_of_colour[colour_of[face.index()] as usize];
            if *slot != NO_FACE {
                return None;
            }
            *slot = face.index() as u8;
        }
        Some(Scheme {
            colour_of,
            face_of_colour,
        })
    }

    /// [`Scheme::from_reference_corner`] checking everything in turn: colour counts, corners with
    /// a colour twice, opposites, corners with opposite colours.
    fn from_reference_corner_checked(
        colours: &[u8; 24],
        opposites: Option<&[(u8, u8)]>,
    ) -> Result<Scheme, CubeError> {
        let palette = palette(colours)?;
        for (block, c) in colours.chunks(3).enumerate() {
            for &(i, j) in PAIRS.iter() {
                if c[i] == c[j] {
                    return Err(CubeError::RepeatedColour { block, colour: c[i] });
                }
            }
        }
        let opposite = |a: u8| -> Result<u8, CubeError> {
            match opposites {
                Some(pairs) => given_opposite(pairs, a).ok_or(CubeError::NoOpposite { colour: a }),
                None => derived_opposite(colours, &palette, a),
            }
        };
        // No corner repeats a colour now, so this finds only opposite ones.
        for (block, c) in colours.chunks(3).enumerate() {
            pair_fault(block, c, &opposite)?;
        }
        let colour_of = reference_colours(colours, opposite)?;
        // Six distinct colours passed the checks above, so this cannot fail.
        Scheme::with_colours(colour_of).ok_or(CubeError::NoOpposite { colour: colour_of[0] })
    }

    /// The state of a coloured cube in this scheme: which solved sticker sits in each slot.
    /// Every corner must show the colours of a real corner in the right turning order, each real
    /// corner once, with total twist 0. O(24 * 8).
    pub fn read(&self, colours: &[u8; 24]) -> Result<Stickers, CubeError> {
        self.read_sound(colours).ok_or_else(|| self.diagnose(colours))
    }

    /// The state if every corner is a distinct real corner and the twists add up: table
    /// lookups only. O(24).
    fn read_sound(&self, colours: &[u8; 24]) -> Option<Stickers> {
        self.corners(colours).map(|c| c.stickers())
    }

    /// [`Scheme::read_sound`] as corners: the first sticker of each, which is what
    /// `CORNER_OF_FACES` finds. O(8).
    fn corners(&self, colours: &[u8; 24]) -> Option<Corners> {
        let mut first = [0u8; 8];
        let (mut homes_seen, mut total) = (0u32, 0u8);
        for (block, f) in first.iter_mut().enumerate() {
            let face = |k: usize| self.face_of_colour[usize::from(colours[3 * block + k])] as usize;
            // A colour of no face (`NO_FACE`, 255) sends the index past the table: one test.
            *f = match CORNER_OF_FACES.get(36 * face(0) + 6 * face(1) + face(2)) {
                Some(&found) if found != NO_CORNER => found,
                _ => return None,
            };
            homes_seen |= 1 << (*f / 3);
            total += SLOT_TWIST[24 * block + usize::from(*f)];
        }
        // Eight corners with no home twice are each home once.
        if homes_seen == 0xff && total % 3 == 0 {
            Some(Corners(first))
        } else {
            None
        }
    }

    /// The first fault of a cube that [`Scheme::read_sound`] refused, checked in the order that
    /// names it most precisely. O(24 * 8).
    fn diagnose(&self, colours: &[u8; 24]) -> CubeError {
        let fault = self.read_checked(colours).err();
        fault.expect("read_sound and read_checked accept the same cubes")
    }

    fn read_checked(&self, colours: &[u8; 24]) -> Result<Stickers, CubeError> {
        palette(colours)?;
        let face = |colour: u8| usize::from(self.face_of_colour[usize::from(colour)]);
        let mut state = Stickers([0; 24]);
        let mut found_at = [None; 8];
        for (block, c) in colours.chunks(3).enumerate() {
            if let Some(&colour) = c.iter().find(|&&colour| face(colour) == usize::from(NO_FACE)) {
                return Err(CubeError::ColourCount { colour, count: 0 });
            }
            pair_fault(block, c, |a| Ok(self.colour_of[face(a) ^ 1]))?;
            let found = CORNER_OF_FACES[36 * face(c[0]) + 6 * face(c[1]) + face(c[2])];
            if found == NO_CORNER {
                return Err(CubeError::MirroredCorner { block });
            }
            let home = usize::from(found / 3);
            if let Some(other) = found_at[home] {
                return Err(CubeError::RepeatedCorner { block, other });
            }
            found_at[home] = Some(block);
            state.0[3 * block..3 * block + 3].copy_from_slice(&CORNER_STICKERS[usize::from(found)]);
        }
        let total = (0..8).map(|b| state.twist(b)).sum::<u8>() % 3;
        if total != 0 {
            return Err(CubeError::Twisted { total });
        }
        Ok(state)
    }
}

/// The pairs of a corner's three stickers, in the order their faults are looked for.
const PAIRS: [(usize, usize); 3] = [(0, 1), (0, 2), (1, 2)];

/// The first fault of corner block `block`, whose stickers show colours `c`, pair by pair:
/// the same colour twice, or two colours that `opposite` pairs.
fn pair_fault(
    block: usize,
    c: &[u8],
    mut opposite: impl FnMut(u8) -> Result<u8, CubeError>,
) -> Result<(), CubeError> {
    for &(i, j) in PAIRS.iter() {
        if c[i] == c[j] {
            return Err(CubeError::RepeatedColour { block, colour: c[i] });
        }
        if opposite(c[i])? == c[j] {
            let (a, b) = (c[i], c[j]);
            return Err(CubeError::OppositeColours { block, a, b });
        }
    }
    Ok(())
}

/// For three faces `f0, f1, f2` (index `36 f0 + 6 f1 + f2`), the corner block whose stickers,
/// read in block order from its sticker `r`, lie on them: `3 block + r`; `NO_CORNER` for faces
/// that are no corner in that turning order (repeated, opposite, or mirrored).
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

/// The colour of each face in the scheme where the reference corner is solved: its stickers'
/// colours on B, L and D, and their opposites on F, R and U.
fn reference_colours<E>(
    colours: &[u8; 24],
    mut opposite: impl FnMut(u8) -> Result<u8, E>,
) -> Result<[u8; 6], E> {
    let base = 3 * REFERENCE_BLOCK;
    let mut colour_of = [0u8; 6];
    for k in 0..3 {
        let face = STICKER_FACE[base + k];
        let colour = colours[base + k];
        colour_of[face.index()] = colour;
        colour_of[face.opposite().index()] = opposite(colour)?;
    }
    Ok(colour_of)
}

/// The colour opposite `colour` in the given pairs.
fn given_opposite(pairs: &[(u8, u8)], colour: u8) -> Option<u8> {
    pairs.iter().find_map(|&(x, y)| {
        if x == colour {
            Some(y)
        } else if y == colour {
            Some(x)
        } else {
            None
        }
    })
}

/// The six colours, each seen exactly four times, in order of first appearance: the colour
/// counts a cube must have, checked alone (on any 24 colours, legal cube or not). O(24).
///
/// # Errors
/// [`CubeError::ColourCount`] for the first colour, in slot order, seen other than four times.
pub fn palette(colours: &[u8; 24]) -> Result<[u8; 6], CubeError> {
    let mut count = [0u8; 256];
    for &c in colours.iter() {
        count[c as usize] += 1;
    }
    let mut seen = [0u8; 6];
    let mut distinct = 0;
    for &c in colours.iter() {
        let n = count[c as usize];
        if n != 4 {
            return Err(CubeError::ColourCount {
                colour: c,
                count: n as usize,
            });
        }
        if !seen[..distinct].contains(&c) {
            seen[distinct] = c;
            distinct += 1;
        }
    }
    Ok(seen)
}

/// The one colour that never shares a corner with `a`.
fn derived_opposite(colours: &[u8; 24], palette: &[u8], a: u8) -> Result<u8, CubeError> {
    let mut candidates = palette.iter().copied().filter(|&b| {
        b != a
            && !(0..8).any(|block| {
                let c = &colours[3 * block..3 * block + 3];
                c.contains(&a) && c.contains(&b)
            })
    });
    match (candidates.next(), candidates.next()) {
        (Some(b), None) => Ok(b),
        _ => Err(CubeError::NoOpposite { colour: a }),
    }
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

/// The first of several readings of one cube's colours (a judge whose layout is ambiguous) that is
/// a legal cube, normalized as by [`normalize`]; if none is, the first reading's fault. O(24 * 8
/// per reading).
///
/// # Panics
/// If `readings` is empty or a reading does not hold 24 colours.
pub fn normalize_first<'a>(
    readings: impl IntoIterator<Item = &'a [u8]>,
    opposites: Option<&[(u8, u8)]>,
) -> Result<Stickers, CubeError> {
    let mut first_fault = None;
    for reading in readings {
        let mut colours = [0u8; 24];
        colours.copy_from_slice(reading);
        match normalize(&colours, opposites) {
            Ok(state) => return Ok(state),
            Err(fault) => first_fault = first_fault.or(Some(fault)),
        }
    }
    Err(first_fault.expect("at least one reading"))
}

/// Reads a coloured cube up to whole-cube rotation: the state, with the back-down-left corner
/// solved, whose distance to solved (in F, R, U turns) is the cube's distance to any solved
/// orientation. `opposites`: see [`Scheme::from_reference_corner`]. O(24 * 8).
///
/// # Example
/// ```
/// use cubesmith::pocket::cube::{normalize, Stickers};
/// // Colours as letters, sticker by sticker in LambdaOJ's order: a solved cube.
/// let colours = *b"FLUFURFDLFRDBULBRUBLDBDR";
/// assert_eq!(normalize(&colours, None).unwrap(), Stickers::SOLVED);
/// ```
pub fn normalize(colours: &[u8; 24], opposites: Option<&[(u8, u8)]>) -> Result<Stickers, CubeError> {
    Scheme::from_reference_corner(colours, opposites)?.read(colours)
}

/// [`normalize`] for a cube read from the input at `line`: its 24 colours by slot, as a
/// `layout::Layout` reads them. The state, or the fault as an input error at that line
/// (`not a legal cube: ...`). O(24 * 8).
///
/// # Panics
/// If `colours` does not hold 24 colours.
pub fn normalize_at(
    colours: &[u8],
    opposites: Option<&[(u8, u8)]>,
    line: usize,
) -> Result<Stickers, InputError> {
    let mut fixed = [0u8; 24];
    fixed.copy_from_slice(colours);
    normalize(&fixed, opposites).map_err(|fault| InputError::at(line, format!("not a legal cube: {}", fault)))
}

/// Reads a whole input that is one cube as 24 colour numbers `1..6`, four of each, placed by
/// `layout`: the colours by slot (as ASCII digits) and the line they start on. The colours need
/// not make a legal cube (judges that ask only about faces promise only the counts). Faults name
/// the line: a token that is no colour, a count other than four, anything after the 24.
/// O(input read).
pub fn read_numbered_colours<R: BufRead>(
    input: &mut Scanner<R>,
    layout: &Layout,
) -> Result<([u8; 24], usize), InputError> {
    let line = input.next_token_line()?;
    let colour = |t: &[u8]| match t {
        [c @ b'1'..=b'6'] => Some(*c),
        _ => None,
    };
    let mut colours = [0u8; 24];
    colours.copy_from_slice(&layout.read_tokens(input, "a colour 1..6", colour)?);
    palette(&colours).map_err(|fault| InputError::at(line, fault.to_string()))?;
    input.end("the 24 colours")?;
    Ok((colours, line))
}

/// A state's colours, each sticker coloured by the face it belongs on (the byte of its letter).
/// O(24).
pub fn colours_of(state: &Stickers) -> [u8; 24] {
    let mut colours = [0u8; 24];
    for (c, &s) in colours.iter_mut().zip(state.0.iter()) {
        *c = STICKER_FACE[s as usize].letter() as u8;
    }
    colours
}

/// The colours of a state, each sticker coloured by the face it belongs on: `colour_of` gives
/// each face's colour, by face index (U D F B L R). O(24).
pub fn paint<T: Copy>(state: &Stickers, colour_of: &[T; 6]) -> Vec<T> {
    state
        .0
        .iter()
        .map(|&s| colour_of[STICKER_FACE[s as usize].index()])
        .collect()
}

/// The turns between two coloured cubes, rotation free: the normalized state whose distance to
/// solved is the number of turns from the cube coloured `from` to the one coloured `to`. Both are
/// read in `from`'s colour scheme, so `to` needs no solved orientation of its own. On a fault,
/// which cube it is in (0 for `from`, 1 for `to`) and what it is. O(24 * 8).
pub fn between(
    from: &[u8; 24],
    to: &[u8; 24],
    opposites: Option<&[(u8, u8)]>,
) -> Result<Stickers, (usize, CubeError)> {
    let scheme = Scheme::from_reference_corner(from, opposites).map_err(|e| (0, e))?;
    let a = scheme.read(from).map_err(|e| (0, e))?;
    let b = scheme.read(to).map_err(|e| (1, e))?;
    Ok(relative(&a, &b))
}

/// The state that takes `from` to `to` with whole-cube rotation free, normalized: its distance to
/// solved is the number of turns from `from` to `to`. Both must be read in the same scheme.
/// O(24 * 8).
pub fn relative(from: &Stickers, to: &Stickers) -> Stickers {
    from.inverse().then(to).normalized()
}

/// The colours of cubes whose opposite colours are known: every such cube is coloured as one
/// of two schemes turned as a whole, one per handedness. Both are made once, so relating a pair
/// of cubes is lookups only: for inputs of many cube pairs.
pub struct Palette {
    opposites: [(u8, u8); 3],
    schemes: [Scheme; 2],
}

impl Palette {
    /// The palette whose opposite colours are these three pairs, read as the colours of U and D,
    /// F and B, L and R of the scheme tried first (the other is its mirror image): give the
    /// judge's usual scheme, and most cubes are read at the first try. O(1).
    ///
    /// # Panics
    /// If the pairs are not six distinct colours: a palette is a constant of its program.
    pub fn new(opposites: [(u8, u8); 3]) -> Palette {
        let [(u, d), (f, b), (l, r)] = opposites;
        // Faces in `Face::ALL` order; swapping L and R is the mirror image.
        let scheme = |colour_of| Scheme::with_colours(colour_of).expect("palette: six distinct colours");
        Palette {
            opposites,
            schemes: [scheme([u, d, f, b, l, r]), scheme([u, d, f, b, r, l])],
        }
    }

    /// [`between`] as corners (`coord::encode_corners` gives its coordinate): the same state, or
    /// the same fault. O(24).
    pub fn relate(&self, from: &[u8; 24], to: &[u8; 24]) -> Result<Corners, (usize, CubeError)> {
        // Reading both cubes in another scheme of the same handedness renames the pieces of
        // both alike, which the relative state does not see.
        if let Some((scheme, a)) = self.schemes.iter().find_map(|s| Some((s, s.corners(from)?))) {
            if let Some(b) = scheme.corners(to) {
                return Ok(relative_corners(&a, &b));
            }
        }
        // A refused pair: its fault as `between` finds it. A cube of this palette is read in one
        // of its schemes, so when `from` is read, `to` is the one refused.
        let scheme = Scheme::from_reference_corner(from, Some(&self.opposites)).map_err(|e| (0, e))?;
        Err(match scheme.corners(from) {
            None => (0, scheme.diagnose(from)),
            Some(_) => (1, scheme.diagnose(to)),
        })
    }
}

/// [`relative`] on corners: `from.inverse().then(to)` corner by corner, then normalized by one
/// lookup per corner. O(24).
fn relative_corners(from: &Corners, to: &Corners) -> Corners {
    // `slot_of[s]`: the slot where `from` shows sticker `s`.
    let mut slot_of = [0u8; 24];
    for (slot, &first) in from.0.iter().enumerate() {
        for (k, &s) in CORNER_STICKERS[usize::from(first)].iter().enumerate() {
            slot_of[usize::from(s)] = (3 * slot + k) as u8;
        }
    }
    // Where `to` shows sticker `s`, the composed state shows the slot of `from` holding it.
    let composed = |b: usize| usize::from(slot_of[usize::from(to.0[b])]);
    let renamed = &RENAMED[24 * composed(REFERENCE_BLOCK)..];
    let mut out = [0u8; 8];
    for (b, o) in out.iter_mut().enumerate() {
        *o = renamed[composed(b)];
    }
    Corners(out)
}

/// `RENAMED[24 r + s]`: in a state whose reference slot holds the corner `r` (its first sticker,
/// as in [`Corners`]), the corner `s` after [`Stickers::normalized`] renames the faces: its
/// renaming depends on the reference slot alone, and acts on each corner alone.
const RENAMED: [u8; 576] = renamed();

const fn renamed() -> [u8; 576] {
    let mut table = [0u8; 576];
    let base = 3 * REFERENCE_BLOCK;
    let mut r = 0;
    while r < 24 {
        // As in `normalized`: the faces of the reference slot's stickers play B, L and D.
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

#[cfg(test)]
mod tests;
