//! 3x3 cubes in a judge's input and output: 54 colour symbols placed by a `layout` (for
//! instance `facelet::CROSS_NET`), read into cubies with every fault named with its input line,
//! and cubies written back in a colour scheme.
//!
//! ```
//! use cubesmith::cube3::cubie::Cubies;
//! use cubesmith::cube3::facelet::{kociemba_named, Scheme, CROSS_NET};
//! use cubesmith::cube3::moves::{Face, Move};
//! use cubesmith::cube3::net;
//! use cubesmith::io::Scanner;
//! use cubesmith::layout::Layout;
//!
//! let layout = Layout::new(CROSS_NET, 54, kociemba_named);
//! let cube = Cubies::SOLVED.apply(Move::new(Face::R, 1));
//! let text = net::write_cube(&cube, &Scheme::new(*b"WRGYOB").unwrap(), &layout, " ", "");
//! assert!(text.starts_with("   WWG\n   WWG\n   WWG\nOOOGGY"));
//! assert_eq!(net::read_cube(&mut Scanner::new(text.as_bytes()), &layout, "cube 1"), Ok(cube));
//! let broken = text.replacen('G', "W", 1);
//! assert_eq!(
//!     net::read_cube(&mut Scanner::new(broken.as_bytes()), &layout, "cube 1").unwrap_err().to_string(),
//!     "input line 1: cube 1 is not a legal cube: colour 'W' is seen 10 times, not 9"
//! );
//! ```

use super::super::io::{InputError, Scanner};
use super::super::layout::Layout;
use super::cubie::Cubies;
use super::facelet::{self, Scheme, FACELETS};
use std::io::BufRead;

/// Reads one cube's colours, by facelet: 54 printable symbols in the layout's reading order,
/// white space anywhere ignored, whatever they are (a cube turns reach or not). Errors name the
/// input line and start with `name` ("case 3"). O(input read).
///
/// # Panics
/// If the layout does not show 54 facelets.
pub fn read_colours<R: BufRead>(
    input: &mut Scanner<R>,
    layout: &Layout,
    name: &str,
) -> Result<[u8; FACELETS], InputError> {
    let mut colours = [0u8; FACELETS];
    colours.copy_from_slice(&layout.read_symbols(input).map_err(|e| e.within(name))?);
    Ok(colours)
}

/// Reads one cube as [`read_colours`] does, any six colours told apart by the centres; it must
/// be a cube face turns can reach (`facelet::read`). A fault of the cube as a whole is reported on
/// its first line. O(input read).
///
/// # Panics
/// If the layout does not show 54 facelets.
pub fn read_cube<R: BufRead>(
    input: &mut Scanner<R>,
    layout: &Layout,
    name: &str,
) -> Result<Cubies, InputError> {
    let line = input.next_token_line()?;
    let colours = read_colours(input, layout, name)?;
    let fault = |fault| InputError::at(line, format!("{} is not a legal cube: {}", name, fault));
    facelet::read(&colours).map(|(cube, _)| cube).map_err(fault)
}

/// The layout's picture with the cube's colours in `scheme` written in, its rows joined by line
/// breaks (no break after the last): empty cells hold `filler`, cells are joined by `separator`
/// (see `Layout::write`). O(54).
///
/// # Panics
/// If the layout does not show 54 facelets.
pub fn write_cube(cube: &Cubies, scheme: &Scheme, layout: &Layout, filler: &str, separator: &str) -> String {
    let colours: Vec<char> = facelet::colours(cube, scheme)
        .iter()
        .map(|&c| c as char)
        .collect();
    layout.write(&colours, filler, separator).join("\n")
}

#[cfg(test)]
mod tests;
