//! Two cubes related: the turns from one to the other with whole-cube rotation free, as the
//! normalized state whose distance to solved is the number of turns between them. From two
//! states ([`relative`]), from two coloured cubes ([`between`]), and from many pairs of coloured
//! cubes whose opposite colours are known ([`Palette`]); all three relate the cubes' corners
//! ([`relative_corners`]).
//!
//! ```
//! use cubesmith::pocket::cube::{Face, Stickers};
//! use cubesmith::pocket::net::colours_of;
//! use cubesmith::pocket::relate::{between, relative};
//!
//! let from = Stickers::turn(Face::R, 1);
//! let to = from.then(&Stickers::turn(Face::U, 2));
//! assert_eq!(relative(&from, &to), Stickers::turn(Face::U, 2));
//! assert_eq!(between(&colours_of(&from), &colours_of(&to), None), Ok(Stickers::turn(Face::U, 2)));
//! ```

use super::cube::{Corners, CubeError, Stickers, CORNER_STICKERS};
use super::net::Scheme;

/// The state that takes `from` to `to` with whole-cube rotation free, normalized: its distance to
/// solved is the number of turns from `from` to `to`. Both must be legal states read in the same
/// scheme. O(24).
///
/// # Panics
/// If an entry of `from` or `to` is not a sticker (24 or more).
pub fn relative(from: &Stickers, to: &Stickers) -> Stickers {
    relative_corners(&Corners::of(from), &Corners::of(to)).stickers()
}

/// [`relative`] on corners: `from.inverse().then(to)` corner by corner, then
/// [`Corners::normalized`]. O(24).
///
/// # Panics
/// If an entry of `from` or `to` is not a sticker (24 or more).
pub fn relative_corners(from: &Corners, to: &Corners) -> Corners {
    // `slot_of[s]`: the slot where `from` shows sticker `s`.
    let mut slot_of = [0u8; 24];
    for (slot, &first) in from.0.iter().enumerate() {
        for (k, &s) in CORNER_STICKERS[usize::from(first)].iter().enumerate() {
            slot_of[usize::from(s)] = (3 * slot + k) as u8;
        }
    }
    // Where `to` shows sticker `s`, the composed state shows the slot of `from` holding it.
    let mut composed = [0u8; 8];
    for (c, &s) in composed.iter_mut().zip(to.0.iter()) {
        *c = slot_of[usize::from(s)];
    }
    Corners(composed).normalized()
}

/// The turns between two coloured cubes, rotation free: the normalized state whose distance to
/// solved is the number of turns from the cube coloured `from` to the one coloured `to`. Both are
/// read in `from`'s colour scheme (`net::Scheme::from_reference_corner`, which `opposites` is
/// given to), so `to` needs no solved orientation of its own. On a fault, which cube it is in (0
/// for `from`, 1 for `to`) and what it is. O(24 * 8).
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
        let scheme = |colour_of| Scheme::new(colour_of).expect("palette: six distinct colours");
        Palette {
            opposites,
            schemes: [scheme([u, d, f, b, l, r]), scheme([u, d, f, b, r, l])],
        }
    }

    /// [`between`] as corners (`coord::encode_corners` gives its coordinate): the same state, or
    /// the same fault. O(24), and O(24 * 8) for a pair it refuses.
    pub fn relate(&self, from: &[u8; 24], to: &[u8; 24]) -> Result<Corners, (usize, CubeError)> {
        // Reading both cubes in another scheme of the same handedness renames the pieces of
        // both alike, which the relative state does not see.
        if let Some((scheme, a)) = self.schemes.iter().find_map(|s| Some((s, s.corners(from)?))) {
            if let Some(b) = scheme.corners(to) {
                return Ok(relative_corners(&a, &b));
            }
        }
        // Any other pair is what `between` makes of it: its fault, named.
        between(from, to, Some(&self.opposites)).map(|state| Corners::of(&state))
    }
}

#[cfg(test)]
mod tests;
