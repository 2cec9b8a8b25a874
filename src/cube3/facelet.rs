//! The 3x3x3 cube as 54 facelets: Kociemba's facelet order and names for every facelet, reading a
//! coloured cube into cubies with a precise error for every way it can be impossible, and
//! writing cubies back as colours.
//!
//! **Order.** Faces U R F D L B, nine facelets each, every face read row by row as seen from
//! outside: U with B at the top, D with F at the top, the four sides with U at the top. Facelet
//! `9 * face + 3 * row + column`. The solved cube, written with face letters, is Kociemba's
//! `UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB`.
//!
//! **Names.** Every facelet has Kociemba's name, its face and its place on that face (a
//! [`Facelet`]: `U1` to `B9`), and a name `face@piece`: `U@URF` is the facelet on face U of the
//! URF corner, `F@UF` the one on face F of the UF edge, `U@U` the centre of U. The piece's
//! letters may come in any order (`U@RFU` is `U@URF`), so judges' layouts can be written in
//! whatever order their pictures suggest; [`facelet_name`] writes Kociemba's piece names (see
//! `cubie`).
//!
//! **Colours** are any six bytes; the centres tell which colour belongs to which face (a
//! [`Scheme`]). Face turns never move centres, so a cube is read in its own centres' scheme.
//!
//! ```
//! use cubesmith::cube3::cubie::Cubies;
//! use cubesmith::cube3::facelet::{colours, facelet_named, read, Scheme};
//! use cubesmith::cube3::moves::{Face, Move};
//!
//! let scheme = Scheme::new(*b"WRGYOB").unwrap(); // U white, R red, F green, D yellow, ...
//! let cube = Cubies::SOLVED.apply_all(&[Move::new(Face::R, 1), Move::new(Face::U, 1)]);
//! let seen = colours(&cube, &scheme);
//! assert_eq!(seen[facelet_named("U@UFL").unwrap()], b'G'); // R brought F's colour up, U took it left
//! let (back, found) = read(&seen).unwrap();
//! assert_eq!((back, found), (cube, scheme));
//!
//! let mut broken = seen;
//! broken.swap(facelet_named("U@URF").unwrap(), facelet_named("R@URF").unwrap());
//! assert_eq!(read(&broken).unwrap_err().to_string(),
//!     "the URF corner shows 'W', 'G', 'R' (on U, R, F): no corner has these colours in this turning order (a mirrored corner)");
//! ```

use super::cubie::{Cubies, CORNER_NAMES, EDGE_NAMES};
use super::moves::{Face, Move};
use std::fmt;

/// The number of facelets.
pub const FACELETS: usize = 54;

/// A facelet by Kociemba's name: its face's letter and its place on that face, 1 to 9 row by row
/// as seen from outside (`U1` is U's corner by L and B, `F5` F's centre). `facelet as usize` is
/// its index (0..54), `9 * face + place - 1`, the order of every 54-byte cube here. Each variant
/// says which facelet it is by its `face@piece` name ([`facelet_name`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Facelet {
    /// `U@ULB`.
    U1,
    /// `U@UB`.
    U2,
    /// `U@UBR`.
    U3,
    /// `U@UL`.
    U4,
    /// `U@U`.
    U5,
    /// `U@UR`.
    U6,
    /// `U@UFL`.
    U7,
    /// `U@UF`.
    U8,
    /// `U@URF`.
    U9,
    /// `R@URF`.
    R1,
    /// `R@UR`.
    R2,
    /// `R@UBR`.
    R3,
    /// `R@FR`.
    R4,
    /// `R@R`.
    R5,
    /// `R@BR`.
    R6,
    /// `R@DFR`.
    R7,
    /// `R@DR`.
    R8,
    /// `R@DRB`.
    R9,
    /// `F@UFL`.
    F1,
    /// `F@UF`.
    F2,
    /// `F@URF`.
    F3,
    /// `F@FL`.
    F4,
    /// `F@F`.
    F5,
    /// `F@FR`.
    F6,
    /// `F@DLF`.
    F7,
    /// `F@DF`.
    F8,
    /// `F@DFR`.
    F9,
    /// `D@DLF`.
    D1,
    /// `D@DF`.
    D2,
    /// `D@DFR`.
    D3,
    /// `D@DL`.
    D4,
    /// `D@D`.
    D5,
    /// `D@DR`.
    D6,
    /// `D@DBL`.
    D7,
    /// `D@DB`.
    D8,
    /// `D@DRB`.
    D9,
    /// `L@ULB`.
    L1,
    /// `L@UL`.
    L2,
    /// `L@UFL`.
    L3,
    /// `L@BL`.
    L4,
    /// `L@L`.
    L5,
    /// `L@FL`.
    L6,
    /// `L@DBL`.
    L7,
    /// `L@DL`.
    L8,
    /// `L@DLF`.
    L9,
    /// `B@UBR`.
    B1,
    /// `B@UB`.
    B2,
    /// `B@ULB`.
    B3,
    /// `B@BR`.
    B4,
    /// `B@B`.
    B5,
    /// `B@BL`.
    B6,
    /// `B@DRB`.
    B7,
    /// `B@DB`.
    B8,
    /// `B@DBL`.
    B9,
}

/// The facelets of each corner position (`cubie::Corner` order), in Kociemba's order: the U or
/// D facelet first, then clockwise round the corner (as seen from outside).
pub const CORNER_FACELETS: [[Facelet; 3]; 8] = {
    use self::Facelet::*;
    [
        [U9, R1, F3], // URF
        [U7, F1, L3], // UFL
        [U1, L1, B3], // ULB
        [U3, B1, R3], // UBR
        [D3, F9, R7], // DFR
        [D1, L9, F7], // DLF
        [D7, B9, L7], // DBL
        [D9, R9, B7], // DRB
    ]
};

/// The facelets of each edge position (`cubie::Edge` order), in Kociemba's order: the reference
/// facelet first (U or D; F or B for the four middle-layer edges).
pub const EDGE_FACELETS: [[Facelet; 2]; 12] = {
    use self::Facelet::*;
    [
        [U6, R2], // UR
        [U8, F2], // UF
        [U4, L2], // UL
        [U2, B2], // UB
        [D6, R8], // DR
        [D2, F8], // DF
        [D4, L8], // DL
        [D8, B8], // DB
        [F6, R4], // FR
        [F4, L6], // FL
        [B6, L4], // BL
        [B4, R6], // BR
    ]
};

/// The usual cross net as a picture of Kociemba's facelet names (`kociemba_named`) for
/// `layout`: U above F, the strip L F R B, D below F, every face read row by row from outside
/// (U's row 0 touches B, the sides' row 0 touches U, D's row 0 touches F).
pub const CROSS_NET: &str = "
    .  .  .  U1 U2 U3
    .  .  .  U4 U5 U6
    .  .  .  U7 U8 U9
    L1 L2 L3 F1 F2 F3 R1 R2 R3 B1 B2 B3
    L4 L5 L6 F4 F5 F6 R4 R5 R6 B4 B5 B6
    L7 L8 L9 F7 F8 F9 R7 R8 R9 B7 B8 B9
    .  .  .  D1 D2 D3
    .  .  .  D4 D5 D6
    .  .  .  D7 D8 D9";

/// The facelet (0..54) with Kociemba's name `name`: a face letter and the facelet's place on
/// that face, 1 to 9 row by row (`U1`, `R5`, `B9`): the canonical text's order. `None` for
/// anything else. Another naming function for layouts, shorter than `facelet_named`. O(1).
pub fn kociemba_named(name: &str) -> Option<usize> {
    match name.as_bytes() {
        &[face, place @ b'1'..=b'9'] => {
            Some(9 * Face::from_letter(char::from(face))?.index() + usize::from(place - b'1'))
        }
        _ => None,
    }
}

/// The face (0..6, U R F D L B) a facelet lies on. O(1).
///
/// # Panics
/// If `facelet >= 54`.
pub fn face_of(facelet: usize) -> usize {
    assert!(facelet < FACELETS, "facelet {} out of range", facelet);
    facelet / 9
}

/// The face opposite `face` (U-D, R-L, F-B). O(1).
pub fn opposite(face: usize) -> usize {
    (face + 3) % 6
}

/// The two kinds of piece that move. Positions and pieces of a kind are numbered alike, by
/// `cubie`'s `CORNER_NAMES` and `EDGE_NAMES`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A corner: three facelets.
    Corner,
    /// An edge: two facelets.
    Edge,
}

impl Kind {
    /// The facelets of position `i` of this kind: a row of [`CORNER_FACELETS`] or
    /// [`EDGE_FACELETS`]. O(1).
    ///
    /// # Panics
    /// If there is no position `i` (8 corners, 12 edges).
    pub fn facelets(self, i: usize) -> &'static [Facelet] {
        match self {
            Kind::Corner => &CORNER_FACELETS[i],
            Kind::Edge => &EDGE_FACELETS[i],
        }
    }

    /// The names of the positions (and pieces) of this kind: `CORNER_NAMES` or `EDGE_NAMES`.
    /// O(1).
    pub fn names(self) -> &'static [&'static str] {
        match self {
            Kind::Corner => &CORNER_NAMES,
            Kind::Edge => &EDGE_NAMES,
        }
    }
}

/// `corner` or `edge`.
impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if *self == Kind::Corner { "corner" } else { "edge" })
    }
}

/// What a facelet is part of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Facelet `k` (0..3, in [`CORNER_FACELETS`] order) of corner position `c`.
    Corner(usize, usize),
    /// Facelet `k` (0..2, in [`EDGE_FACELETS`] order) of edge position `e`.
    Edge(usize, usize),
    /// The centre of a face.
    Centre(usize),
}

/// The piece position and place within it of `facelet`. O(20).
///
/// # Panics
/// If `facelet >= 54`.
pub fn piece_of(facelet: usize) -> Piece {
    assert!(facelet < FACELETS, "facelet {} out of range", facelet);
    for (c, fs) in CORNER_FACELETS.iter().enumerate() {
        if let Some(k) = fs.iter().position(|&x| x as usize == facelet) {
            return Piece::Corner(c, k);
        }
    }
    for (e, fs) in EDGE_FACELETS.iter().enumerate() {
        if let Some(k) = fs.iter().position(|&x| x as usize == facelet) {
            return Piece::Edge(e, k);
        }
    }
    Piece::Centre(facelet / 9)
}

/// The name of `facelet` (0..54), as `face@piece` with Kociemba's piece names: `U@URF`, `R@UR`,
/// `F@F`. O(20).
///
/// # Panics
/// If `facelet >= 54`.
pub fn facelet_name(facelet: usize) -> String {
    let piece = match piece_of(facelet) {
        Piece::Corner(c, _) => CORNER_NAMES[c].to_string(),
        Piece::Edge(e, _) => EDGE_NAMES[e].to_string(),
        Piece::Centre(f) => Face::from_index(f).letter().to_string(),
    };
    format!("{}@{}", Face::from_index(face_of(facelet)).letter(), piece)
}

/// The facelet (0..54, Kociemba's order) named `name`: `face@piece`, with the piece's face
/// letters in any order (`U@URF`, `U@FUR`, `F@UF`, `L@L`). `None` if it names no facelet: unknown
/// letters, a face that is not on the piece, a letter twice, or no such piece (`U@UD`). This is
/// the naming function judges' layouts use. O(20).
pub fn facelet_named(name: &str) -> Option<usize> {
    let bytes = name.as_bytes();
    if bytes.len() < 3 || bytes[1] != b'@' {
        return None;
    }
    let face = face_index(bytes[0])?;
    // The piece as a set of faces, one bit each; a letter twice names no piece.
    let mut piece = 0u8;
    for &letter in &bytes[2..] {
        let bit = 1 << face_index(letter)?;
        if piece & bit != 0 {
            return None;
        }
        piece |= bit;
    }
    (9 * face..9 * face + 9).find(|&x| faces_of_piece(x) == piece)
}

/// The faces of the piece that facelet `x` is part of, one bit each. O(20).
fn faces_of_piece(x: usize) -> u8 {
    let corners = CORNER_FACELETS.iter().map(|c| &c[..]);
    let mut pieces = corners.chain(EDGE_FACELETS.iter().map(|e| &e[..]));
    match pieces.find(|p| p.iter().any(|&y| y as usize == x)) {
        Some(p) => p.iter().fold(0, |faces, &y| faces | 1 << (y as usize / 9)),
        None => 1 << (x / 9), // A centre.
    }
}

/// The face index of a face letter (`U R F D L B`).
fn face_index(letter: u8) -> Option<usize> {
    Face::from_letter(char::from(letter)).map(Face::index)
}

/// Which colour is on each face: six distinct bytes, for faces U R F D L B.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scheme {
    colours: [u8; 6],
}

impl Scheme {
    /// The face letters as colours: `U R F D L B` on their own faces.
    pub const LETTERS: Scheme = Scheme { colours: *b"URFDLB" };

    /// The scheme with `colours[f]` on face `f` (U R F D L B), if the six are distinct. O(1).
    pub fn new(colours: [u8; 6]) -> Option<Scheme> {
        for i in 0..6 {
            if colours[..i].contains(&colours[i]) {
                return None;
            }
        }
        Some(Scheme { colours })
    }

    /// The scheme of a coloured cube's centres. Errors: two centres of one colour. O(1).
    pub fn of_centres(colours: &[u8; FACELETS]) -> Result<Scheme, FaceletError> {
        let mut centres = [0u8; 6];
        for f in 0..6 {
            centres[f] = colours[9 * f + 4];
            if let Some(g) = centres[..f].iter().position(|&c| c == centres[f]) {
                return Err(FaceletError::SameCentres {
                    first: Face::from_index(g),
                    second: Face::from_index(f),
                    colour: centres[f],
                });
            }
        }
        Ok(Scheme { colours: centres })
    }

    /// The colour on face `face` (0..6). O(1).
    ///
    /// # Panics
    /// If `face >= 6`.
    pub fn colour(&self, face: usize) -> u8 {
        self.colours[face]
    }

    /// The six colours, for faces U R F D L B. O(1).
    pub fn colours(&self) -> [u8; 6] {
        self.colours
    }

    /// The face whose colour is `colour`, if any. O(6).
    pub fn face_with(&self, colour: u8) -> Option<usize> {
        self.colours.iter().position(|&c| c == colour)
    }
}

/// The colours a cube shows, facelet by facelet in Kociemba's order, in `scheme`. O(54).
///
/// # Panics
/// If a piece index is out of range (`cp[i] >= 8`, `ep[i] >= 12`); orientations are taken mod 3
/// and mod 2.
pub fn colours(cube: &Cubies, scheme: &Scheme) -> [u8; FACELETS] {
    let home = stickers(cube);
    let mut out = [0u8; FACELETS];
    for (o, &h) in out.iter_mut().zip(home.iter()) {
        *o = scheme.colours[h as usize / 9];
    }
    out
}

/// Where every sticker is: `out[x]` is the facelet where the sticker now on facelet `x` is when
/// the cube is solved. This is the cube as a permutation of the 54 facelets; for a move, the
/// colours after it are `after[x] = before[out[x]]` (see [`turn`]). O(54).
///
/// # Panics
/// If a piece index is out of range (`cp[i] >= 8`, `ep[i] >= 12`).
pub fn stickers(cube: &Cubies) -> [u8; FACELETS] {
    let mut out = [0u8; FACELETS];
    for (x, o) in out.iter_mut().enumerate() {
        *o = x as u8;
    }
    // Position i holds piece j twisted by o: the facelet (n + o) mod 3 of the position shows the
    // sticker that is facelet n of the piece at home (Kociemba's convention).
    for i in 0..8 {
        let (j, o) = (cube.cp[i] as usize, cube.co[i] as usize);
        for n in 0..3 {
            out[CORNER_FACELETS[i][(n + o) % 3] as usize] = CORNER_FACELETS[j][n] as u8;
        }
    }
    for i in 0..12 {
        let (j, o) = (cube.ep[i] as usize, cube.eo[i] as usize);
        for n in 0..2 {
            out[EDGE_FACELETS[i][(n + o) % 2] as usize] = EDGE_FACELETS[j][n] as u8;
        }
    }
    out
}

/// The colours after move `m`, whatever they are: any 54 bytes, a real cube or not. O(54).
pub fn turn(colours: &[u8; FACELETS], m: Move) -> [u8; FACELETS] {
    turn_all(colours, &[m])
}

/// The colours after the moves `moves`, in order, whatever the colours are: any 54 bytes, a real
/// cube or not. The moves are composed on cubies, then every sticker is moved once. O(20 *
/// moves + 54).
pub fn turn_all(colours: &[u8; FACELETS], moves: &[Move]) -> [u8; FACELETS] {
    let from = stickers(&Cubies::SOLVED.apply_all(moves));
    let mut out = [0u8; FACELETS];
    for (o, &x) in out.iter_mut().zip(from.iter()) {
        *o = colours[x as usize];
    }
    out
}

/// Whether every face shows one colour, whatever the colours are (a real cube or not). O(54).
pub fn is_solved(colours: &[u8; FACELETS]) -> bool {
    colours.chunks(9).all(|face| face.iter().all(|&c| c == face[4]))
}

/// The cube as Kociemba's facelet string: face letters `U R F D L B` as colours. O(54).
///
/// # Panics
/// As [`colours`].
pub fn to_text(cube: &Cubies) -> String {
    colours(cube, &Scheme::LETTERS)
        .iter()
        .map(|&b| b as char)
        .collect()
}

/// Reads a facelet string: 54 bytes, any six symbols (Kociemba's `UUU...BBB` or colours). Errors
/// as for [`read`], and a text that is not 54 bytes long. O(54).
pub fn from_text(text: &str) -> Result<(Cubies, Scheme), FaceletError> {
    let bytes = text.as_bytes();
    if bytes.len() != FACELETS {
        return Err(FaceletError::Length { found: bytes.len() });
    }
    let mut colours = [0u8; FACELETS];
    colours.copy_from_slice(bytes);
    read(&colours)
}

/// Reads a coloured cube, facelet by facelet in Kociemba's order: its state, and the scheme its
/// centres show. Checks, in this order, returning the first fault found: every colour seen
/// exactly 9 times; six centres of six colours; every corner and edge showing the colours of a
/// real piece (no colour twice, no two opposite colours, a corner's colours in the right turning
/// order), corners first, each in position order; no piece seen twice; the corners' twists adding
/// to 0 mod 3; the edges' flips adding to 0 mod 2; the corner and edge permutations of equal
/// parity. What passes is exactly what face turns can reach from solved. O(54).
pub fn read(colours: &[u8; FACELETS]) -> Result<(Cubies, Scheme), FaceletError> {
    // Every colour seen exactly nine times; the first in facelet order that is not is named.
    let mut count = [0; 256];
    for &c in colours.iter() {
        count[c as usize] += 1;
    }
    if let Some(&colour) = colours.iter().find(|&&c| count[c as usize] != 9) {
        let count = count[colour as usize];
        return Err(FaceletError::ColourCount { colour, count });
    }
    let scheme = Scheme::of_centres(colours)?;
    // Every colour is on a centre now: six colours nine times each, six distinct centres.
    let faces: Vec<usize> = colours
        .iter()
        .map(|&c| scheme.face_with(c).unwrap_or(0))
        .collect();
    let mut cube = Cubies::SOLVED;
    read_pieces(Kind::Corner, &faces, colours, &mut cube.cp, &mut cube.co)?;
    read_pieces(Kind::Edge, &faces, colours, &mut cube.ep, &mut cube.eo)?;
    check_twice(Kind::Corner, &cube.cp, &scheme)?;
    check_twice(Kind::Edge, &cube.ep, &scheme)?;
    let (total, corners) = (cube.co.iter().sum::<u8>() % 3, cube.corner_parity());
    Err(if total != 0 {
        FaceletError::Twisted { total }
    } else if cube.eo.iter().sum::<u8>() % 2 != 0 {
        FaceletError::Flipped
    } else if corners != cube.edge_parity() {
        FaceletError::Parity {
            corners_odd: corners == 1,
        }
    } else {
        return Ok((cube, scheme));
    })
}

/// The piece in each position of `kind` and its twist or flip (`pieces[i]`, `turns[i]`), from
/// the faces its colours belong to (`faces`, facelet by facelet); the first position in order
/// that shows no real piece is the error.
fn read_pieces(
    kind: Kind,
    faces: &[usize],
    colours: &[u8; FACELETS],
    pieces: &mut [u8],
    turns: &mut [u8],
) -> Result<(), FaceletError> {
    'positions: for i in 0..pieces.len() {
        let at = kind.facelets(i);
        let n = at.len();
        // Piece j turned by o shows its facelet k on the position's facelet (k + o) mod n.
        for j in 0..pieces.len() {
            let home = kind.facelets(j);
            for o in 0..n {
                if (0..n).all(|k| faces[at[(k + o) % n] as usize] == home[k] as usize / 9) {
                    pieces[i] = j as u8;
                    turns[i] = o as u8;
                    continue 'positions;
                }
            }
        }
        let seen: Vec<usize> = at.iter().map(|&x| faces[x as usize]).collect();
        let colours = at.iter().map(|&x| colours[x as usize]).collect();
        return Err(no_piece(kind, i, colours, &seen));
    }
    Ok(())
}

/// Why position `position` of `kind`, showing `colours` of the faces `seen`, holds no piece: a
/// colour twice, two opposite colours, or else (three different faces, no two opposite: the
/// faces of a corner; two such faces are an edge's either way round) the wrong turning order.
fn no_piece(kind: Kind, position: usize, colours: Vec<u8>, seen: &[usize]) -> FaceletError {
    for a in 0..seen.len() {
        for b in a + 1..seen.len() {
            if seen[a] == seen[b] {
                return FaceletError::RepeatedColour {
                    kind,
                    position,
                    colours,
                };
            }
            if seen[a] == opposite(seen[b]) {
                return FaceletError::OppositeColours {
                    kind,
                    position,
                    colours,
                };
            }
        }
    }
    FaceletError::MirroredCorner { position, colours }
}

/// No piece of `kind` in two positions (`pieces`, position by position); the first position
/// that repeats a piece is named, with the position it is first seen at.
fn check_twice(kind: Kind, pieces: &[u8], scheme: &Scheme) -> Result<(), FaceletError> {
    for (i, &piece) in pieces.iter().enumerate() {
        if let Some(first) = pieces[..i].iter().position(|&p| p == piece) {
            let piece = piece as usize;
            let colours = kind
                .facelets(piece)
                .iter()
                .map(|&x| scheme.colours[x as usize / 9]);
            return Err(FaceletError::RepeatedPiece {
                kind,
                piece,
                first,
                second: i,
                colours: colours.collect(),
            });
        }
    }
    Ok(())
}

/// Why a coloured cube cannot be read: the first fault [`read`] finds, with what its message
/// needs. Positions and pieces are indices of `cubie::Corner` or `cubie::Edge` (by `kind`),
/// colours the input's bytes. The message (`Display`) names the colours, faces, pieces and
/// positions at fault: `the URF corner shows 'W', 'G', 'R' (on U, R, F): no corner has these
/// colours in this turning order (a mirrored corner)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaceletError {
    /// A facelet string ([`from_text`]) that is not 54 bytes long.
    Length {
        /// Its length in bytes.
        found: usize,
    },
    /// A colour not seen exactly 9 times: the first such in facelet order.
    ColourCount {
        /// The colour.
        colour: u8,
        /// How often it is seen.
        count: usize,
    },
    /// Two centres of one colour.
    SameCentres {
        /// The first face, in U R F D L B order, with the colour.
        first: Face,
        /// The other face.
        second: Face,
        /// The colour.
        colour: u8,
    },
    /// A corner or an edge showing one colour twice.
    RepeatedColour {
        /// Corner or edge.
        kind: Kind,
        /// The position.
        position: usize,
        /// The colours on its facelets, in [`CORNER_FACELETS`] or [`EDGE_FACELETS`] order.
        colours: Vec<u8>,
    },
    /// A corner or an edge showing the colours of two opposite centres.
    OppositeColours {
        /// Corner or edge.
        kind: Kind,
        /// The position.
        position: usize,
        /// The colours on its facelets, in [`CORNER_FACELETS`] or [`EDGE_FACELETS`] order.
        colours: Vec<u8>,
    },
    /// A corner showing the three colours of a real corner in the mirrored turning order.
    MirroredCorner {
        /// The corner position.
        position: usize,
        /// The colours on its facelets, in [`CORNER_FACELETS`] order.
        colours: Vec<u8>,
    },
    /// One piece seen in two positions.
    RepeatedPiece {
        /// Corner or edge.
        kind: Kind,
        /// The piece.
        piece: usize,
        /// The first position showing it.
        first: usize,
        /// The later one.
        second: usize,
        /// The piece's colours, in [`CORNER_FACELETS`] or [`EDGE_FACELETS`] order.
        colours: Vec<u8>,
    },
    /// The corners' twists do not add up to 0 mod 3: a corner is twisted in place.
    Twisted {
        /// Their sum mod 3, 1 or 2.
        total: u8,
    },
    /// The edges' flips do not add up to 0 mod 2: an edge is flipped in place.
    Flipped,
    /// The corner and the edge permutations differ in parity: two pieces are swapped.
    Parity {
        /// Whether the corner permutation is the odd one.
        corners_odd: bool,
    },
}

/// Colour bytes for a message: `'W', 'G'`, with `'\x07'` for a byte that does not print.
fn shown(colours: &[u8]) -> String {
    let shown: Vec<String> = colours
        .iter()
        .map(|&c| format!("'{}'", std::ascii::escape_default(c)))
        .collect();
    shown.join(", ")
}

/// The name of position `i` of `kind`: its faces' letters in its facelets' order (`URF`), as
/// `cubie`'s `CORNER_NAMES` and `EDGE_NAMES` spell them.
fn name(kind: Kind, i: usize) -> String {
    let faces = kind.facelets(i).iter();
    faces
        .map(|&x| Face::from_index(x as usize / 9).letter())
        .collect()
}

/// The message of position `position` of `kind` showing `colours`, which no piece does: `why`.
fn no_such_piece(
    f: &mut fmt::Formatter<'_>,
    kind: Kind,
    position: usize,
    colours: &[u8],
    why: &str,
) -> fmt::Result {
    let name = name(kind, position);
    let on: Vec<String> = name.chars().map(String::from).collect();
    let (shown, on) = (shown(colours), on.join(", "));
    write!(
        f,
        "the {} {} shows {} (on {}): no {} {}",
        name, kind, shown, on, kind, why
    )
}

/// The fault in words, as the type's documentation shows.
impl fmt::Display for FaceletError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use self::FaceletError::*;
        match self {
            Length { found } => write!(f, "a facelet string has 54 symbols, this one has {}", found),
            ColourCount { colour, count: 1 } => {
                write!(f, "colour {} is seen once, not 9 times", shown(&[*colour]))
            }
            ColourCount { colour, count } => {
                write!(f, "colour {} is seen {} times, not 9", shown(&[*colour]), count)
            }
            SameCentres {
                first,
                second,
                colour,
            } => write!(
                f,
                "the {} and {} centres are both {}: the centres must be six different colours",
                first.letter(),
                second.letter(),
                shown(&[*colour])
            ),
            RepeatedColour {
                kind,
                position,
                colours,
            } => no_such_piece(f, *kind, *position, colours, "has a colour twice"),
            OppositeColours {
                kind,
                position,
                colours,
            } => no_such_piece(
                f,
                *kind,
                *position,
                colours,
                "has two colours of opposite centres",
            ),
            MirroredCorner { position, colours } => {
                let why = "has these colours in this turning order (a mirrored corner)";
                no_such_piece(f, Kind::Corner, *position, colours, why)
            }
            RepeatedPiece {
                kind,
                piece,
                first,
                second,
                colours,
            } => write!(
                f,
                "the {} {} ({}) is seen twice, at {} and at {}",
                name(*kind, *piece),
                kind,
                shown(colours),
                name(*kind, *first),
                name(*kind, *second)
            ),
            Twisted { total } => write!(
                f,
                "the corners' twists add up to {} mod 3, not 0: a corner is twisted in place",
                total
            ),
            Flipped => f.write_str("the edges' flips add up to 1 mod 2, not 0: an edge is flipped in place"),
            Parity { corners_odd } => {
                let (corners, edges) = if *corners_odd {
                    ("odd", "even")
                } else {
                    ("even", "odd")
                };
                write!(
                    f,
                    "the corner permutation is {} and the edge permutation {}: two pieces are swapped",
                    corners, edges
                )
            }
        }
    }
}

impl std::error::Error for FaceletError {}

#[cfg(test)]
mod tests;
