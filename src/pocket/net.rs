//! Pocket cubes in a judge's input and output: sticker names for layouts (`sticker_named`, the
//! usual `CROSS_NET`), colour schemes, reading a coloured cube with a precise error for every way
//! it can be impossible, and a state's colours written back (`colours_of`, `paint`).
//!
//! A coloured cube is read in two steps. First its colour scheme: the one in which the corner in
//! the reference slot (back-down-left) is solved, its three colours naming B, L and D and their
//! opposites F, R and U ([`Scheme::from_reference_corner`]). Then each corner's three colours are
//! looked up as faces, and [`Scheme::corners`] accepts or refuses the cube: eight real corners,
//! each once, twists adding up. That is the one place a cube is accepted, in table lookups; when
//! it refuses, the checks run one by one only to say why, in the order that names the fault most
//! precisely ([`CubeError`]).
//!
//! ```
//! use cubesmith::pocket::cube::{CubeError, Stickers};
//! use cubesmith::pocket::net::{colours_of, normalize};
//!
//! // Colours as letters, sticker by sticker in LambdaOJ's order: a solved cube.
//! let mut colours = colours_of(&Stickers::SOLVED);
//! assert_eq!(normalize(&colours, None), Ok(Stickers::SOLVED));
//! colours.swap(0, 1);
//! assert_eq!(normalize(&colours, None), Err(CubeError::MirroredCorner { block: 0 }));
//! ```

use super::super::io::{parse_in, InputError, Scanner};
use super::super::layout::Layout;
use super::cube::{
    corner_on_faces, sticker_at, Corners, CubeError, Face, Stickers, REFERENCE_BLOCK, STICKER_FACE,
};
use std::io::BufRead;

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

/// The squares of [`CROSS_NET`] a face at a time, in the order up, front, down, left, right,
/// back, each face's four read row by row as the net shows them: a judge's 24 squares numbered
/// face by face.
pub const CROSS_NET_BY_FACE: &str = "
    U@UBL U@UBR U@UFL U@UFR
    F@FUL F@FUR F@FDL F@FDR
    D@DFL D@DFR D@DBL D@DBR
    L@LUB L@LUF L@LDB L@LDF
    R@RUF R@RUB R@RDF R@RDB
    B@BUR B@BUL B@BDR B@BDL";

/// Which colour is on each face of the solved cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scheme {
    colour_of: [u8; 6],
    /// The face index of each colour byte; `NO_FACE` for colours the scheme lacks.
    face_of_colour: [u8; 256],
}

const NO_FACE: u8 = 255;

impl Scheme {
    /// The scheme with these colours on the faces, by face index (U D F B L R); `None` unless
    /// they are six different colours. Every scheme is made here. O(1).
    pub fn new(colour_of: [u8; 6]) -> Option<Scheme> {
        let mut face_of_colour = [NO_FACE; 256];
        for (face, &colour) in colour_of.iter().enumerate() {
            let slot = &mut face_of_colour[usize::from(colour)];
            if *slot != NO_FACE {
                return None;
            }
            *slot = face as u8;
        }
        Some(Scheme {
            colour_of,
            face_of_colour,
        })
    }

    /// The colour on `face`. O(1).
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
    /// stickers' colours name B, L and D, and their opposites F, R and U. `opposites`, when the
    /// problem gives them, are the opposite colour pairs: then the reference corner alone makes
    /// the scheme, and the rest of the cube is [`Scheme::read`]'s to check. Otherwise the
    /// opposites come from the cube (the one colour that never shares a corner with each), which
    /// must first look like a cube: six colours four times each, no corner with a colour twice or
    /// two opposite colours. O(24), or O(24 * 6) without `opposites`.
    ///
    /// # Errors
    /// The first fault in that order: colour counts, a corner with a colour twice (any corner,
    /// then), a corner with two opposite colours or a colour with no opposite, then the reference
    /// corner's colours. With `opposites` given, these checks run only when the reference corner
    /// makes no scheme, to say why.
    pub fn from_reference_corner(
        colours: &[u8; 24],
        opposites: Option<&[(u8, u8)]>,
    ) -> Result<Scheme, CubeError> {
        match opposites {
            Some(pairs) => {
                let opposite = |colour| given_opposite(pairs, colour);
                reference_scheme(colours, opposite).or_else(|fault| {
                    palette(colours)?;
                    plausible(colours, opposite)?;
                    Err(fault)
                })
            }
            None => {
                let palette = palette(colours)?;
                let opposite = |colour| derived_opposite(colours, &palette, colour);
                plausible(colours, opposite)?;
                reference_scheme(colours, opposite)
            }
        }
    }

    /// The cube these colours show in this scheme, as corners: each corner's colours those of a
    /// real corner in the right turning order, each real corner once, twists adding up to 0 mod
    /// 3; `None` for any other colours. The one test of a coloured cube: table lookups only.
    /// O(8).
    pub fn corners(&self, colours: &[u8; 24]) -> Option<Corners> {
        let mut first = [0u8; 8];
        for (block, f) in first.iter_mut().enumerate() {
            // A colour of no face is `NO_FACE` (255), which sends the index past every corner.
            let face = |k: usize| usize::from(self.face_of_colour[usize::from(colours[3 * block + k])]);
            *f = corner_on_faces(36 * face(0) + 6 * face(1) + face(2))?;
        }
        let corners = Corners(first);
        if corners.is_legal() {
            Some(corners)
        } else {
            None
        }
    }

    /// The state of a coloured cube in this scheme: which solved sticker sits in each slot, as
    /// [`Scheme::corners`] accepts it. O(24).
    ///
    /// # Errors
    /// Why [`Scheme::corners`] refused it, looked for in turn: colour counts; then corner by
    /// corner, a colour the scheme lacks, a colour twice or two opposite colours, a mirrored
    /// corner, a corner seen before; last the total twist. O(24 * 8) then.
    pub fn read(&self, colours: &[u8; 24]) -> Result<Stickers, CubeError> {
        match self.corners(colours) {
            Some(corners) => Ok(corners.stickers()),
            None => Err(self.fault(colours)),
        }
    }

    /// Why [`Scheme::corners`] refused these colours: the checks of [`Scheme::read`] in turn.
    /// They only word the fault: past the corners, only the twists can be what was refused.
    fn fault(&self, colours: &[u8; 24]) -> CubeError {
        match self.distinct_corners(colours) {
            Ok(corners) => CubeError::Twisted {
                total: (0..8).map(|b| corners.twist(b)).sum::<u8>() % 3,
            },
            Err(fault) => fault,
        }
    }

    /// The corners these colours show, each a real corner seen once, or the first fault among
    /// the colours and corners (see [`Scheme::read`]); twists are not looked at. O(24 * 8).
    fn distinct_corners(&self, colours: &[u8; 24]) -> Result<Corners, CubeError> {
        palette(colours)?;
        let face = |colour: u8| usize::from(self.face_of_colour[usize::from(colour)]);
        let mut first = [0u8; 8];
        let mut found_at = [None; 8];
        for (block, c) in colours.chunks(3).enumerate() {
            if let Some(&colour) = c.iter().find(|&&colour| face(colour) == usize::from(NO_FACE)) {
                return Err(CubeError::ColourCount { colour, count: 0 });
            }
            pair_fault(block, c, |a| Some(self.colour_of[face(a) ^ 1]))?;
            let found = corner_on_faces(36 * face(c[0]) + 6 * face(c[1]) + face(c[2]));
            let found = found.ok_or(CubeError::MirroredCorner { block })?;
            let home = usize::from(found / 3);
            if let Some(other) = found_at[home] {
                return Err(CubeError::RepeatedCorner { block, other });
            }
            found_at[home] = Some(block);
            first[block] = found;
        }
        Ok(Corners(first))
    }
}

/// The scheme with the reference corner's colours on B, L and D and their opposites on F, R and
/// U, as `opposite` gives them. O(1) lookups of `opposite`.
fn reference_scheme(colours: &[u8; 24], opposite: impl Fn(u8) -> Option<u8>) -> Result<Scheme, CubeError> {
    let base = 3 * REFERENCE_BLOCK;
    let mut colour_of = [0u8; 6];
    for k in 0..3 {
        let (face, colour) = (STICKER_FACE[base + k], colours[base + k]);
        colour_of[face.index()] = colour;
        colour_of[face.opposite().index()] = opposite(colour).ok_or(CubeError::NoOpposite { colour })?;
    }
    // Opposites that are not three more colours: colours that are no cube's.
    Scheme::new(colour_of).ok_or(CubeError::NoOpposite { colour: colour_of[0] })
}

/// The first fault of colours that cannot be a cube whatever its scheme: a corner with a colour
/// twice (any corner first), then a corner with two colours `opposite` pairs, or a colour it
/// has no opposite for. O(24), `opposite` called at most 24 times.
fn plausible(colours: &[u8; 24], opposite: impl Fn(u8) -> Option<u8>) -> Result<(), CubeError> {
    for (block, c) in colours.chunks(3).enumerate() {
        for &(i, j) in PAIRS.iter() {
            if c[i] == c[j] {
                return Err(CubeError::RepeatedColour { block, colour: c[i] });
            }
        }
    }
    // No corner repeats a colour now, so this finds only opposite ones.
    for (block, c) in colours.chunks(3).enumerate() {
        pair_fault(block, c, &opposite)?;
    }
    Ok(())
}

/// The pairs of a corner's three stickers, in the order their faults are looked for.
const PAIRS: [(usize, usize); 3] = [(0, 1), (0, 2), (1, 2)];

/// The first fault of corner block `block`, whose stickers show colours `c`, pair by pair:
/// the same colour twice, or two colours that `opposite` pairs (a colour it has no opposite
/// for is a fault too).
fn pair_fault(block: usize, c: &[u8], opposite: impl Fn(u8) -> Option<u8>) -> Result<(), CubeError> {
    for &(i, j) in PAIRS.iter() {
        let (a, b) = (c[i], c[j]);
        if a == b {
            return Err(CubeError::RepeatedColour { block, colour: a });
        }
        if opposite(a).ok_or(CubeError::NoOpposite { colour: a })? == b {
            return Err(CubeError::OppositeColours { block, a, b });
        }
    }
    Ok(())
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

/// The one colour of `palette` that never shares a corner with `a`, if there is exactly one.
fn derived_opposite(colours: &[u8; 24], palette: &[u8], a: u8) -> Option<u8> {
    let mut candidates = palette
        .iter()
        .copied()
        .filter(|&b| b != a && !colours.chunks(3).any(|c| c.contains(&a) && c.contains(&b)));
    match (candidates.next(), candidates.next()) {
        (Some(b), None) => Some(b),
        _ => None,
    }
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
/// use cubesmith::pocket::cube::Stickers;
/// use cubesmith::pocket::net::normalize;
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
/// `layout`: the colours by slot (as ASCII digits) and the line they start on. A colour is read
/// as any number is (`io::parse_in`: `+5` and `05` are 5). The colours need
/// not make a legal cube (judges that ask only about faces promise only the counts). Faults name
/// the line: a token that is no colour, a count other than four, anything after the 24.
/// O(input read).
pub fn read_numbered_colours<R: BufRead>(
    input: &mut Scanner<R>,
    layout: &Layout,
) -> Result<([u8; 24], usize), InputError> {
    let line = input.next_token_line()?;
    // A number 1..6 as every number is read (`+5`, `05`), kept as its digit.
    let colour = |t: &[u8]| parse_in(t, 1, 6).map(|v| b'0' + v as u8);
    let mut colours = [0u8; 24];
    colours.copy_from_slice(&layout.read_tokens(input, "a colour 1..6", colour)?);
    palette(&colours).map_err(|fault| InputError::at(line, fault.to_string()))?;
    input.end("the 24 colours")?;
    Ok((colours, line))
}

/// A state's colours, each sticker coloured by the face it belongs on (the byte of its letter).
/// O(24).
///
/// # Panics
/// If an entry of `state` is not a sticker (24 or more).
pub fn colours_of(state: &Stickers) -> [u8; 24] {
    let mut colours = [0u8; 24];
    for (c, &s) in colours.iter_mut().zip(state.0.iter()) {
        *c = STICKER_FACE[s as usize].letter() as u8;
    }
    colours
}

/// The colours of a state, each sticker coloured by the face it belongs on: `colour_of` gives
/// each face's colour, by face index (U D F B L R). O(24).
///
/// # Panics
/// If an entry of `state` is not a sticker (24 or more).
pub fn paint<T: Copy>(state: &Stickers, colour_of: &[T; 6]) -> Vec<T> {
    state
        .0
        .iter()
        .map(|&s| colour_of[STICKER_FACE[s as usize].index()])
        .collect()
}

#[cfg(test)]
mod tests;
