//! Reading a die from a judge's input: six numbers in the order the problem lists the faces
//! (its net, or "top, front, right, ..."), each in a range, perhaps all different.
//!
//! ```
//! use cubesmith::die::input::{read_die, DieFormat};
//! use cubesmith::die::orientation::Face;
//! use cubesmith::io::Scanner;
//!
//! // Six values 0..=100 on top, south, east, west, north, bottom (AOJ ITP1_11), all different.
//! let format = DieFormat {
//!     layout: [Face::Top, Face::South, Face::East, Face::West, Face::North, Face::Bottom],
//!     names: ["face 1", "face 2", "face 3", "face 4", "face 5", "face 6"],
//!     lo: 0,
//!     hi: 100,
//!     distinct: true,
//! };
//! let die = read_die(&mut Scanner::new(&b"1 2 4 8 16 32\n"[..]), &format).unwrap();
//! assert_eq!((*die.top(), *die.get(Face::East), *die.bottom()), (1, 4, 32));
//! let fault = read_die(&mut Scanner::new(&b"1 2 3\n4 2 6\n"[..]), &format).unwrap_err();
//! assert_eq!(fault.to_string(), "input line 2: face 5 = 2 repeats face 2");
//! ```

use super::super::io::{InputError, Scanner};
use super::dice::Die;
use super::orientation::Face;
use std::io::BufRead;

/// How a problem lists a die's six values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DieFormat<'a> {
    /// Where the die shows each value, in input order (as for [`Die::from_layout`]).
    pub layout: [Face; 6],
    /// Each value's name in messages, in input order (`"face 1"`, `"A"`).
    pub names: [&'a str; 6],
    /// The smallest value allowed.
    pub lo: u64,
    /// The largest value allowed (`u64::MAX`: no bound).
    pub hi: u64,
    /// Whether the six values must all be different (a die whose labels are looked up by
    /// value, as with [`Die::find`], needs it).
    pub distinct: bool,
}

/// Reads six white-space separated numbers (as [`Scanner::number`] reads them) and makes the
/// die that shows them as `format` lists them, in the start orientation. A fault names the
/// line and the value: `B = 7 is out of range 1..=6`, `expected F, found the end of the input`,
/// `D = 3 repeats B`. O(1).
///
/// # Panics
/// If `format.layout` names a face twice.
pub fn read_die<R: BufRead>(input: &mut Scanner<R>, format: &DieFormat) -> Result<Die<u64>, InputError> {
    let mut values = [0u64; 6];
    for i in 0..6 {
        let value = input.number(format.names[i], format.lo, format.hi)?;
        if format.distinct {
            if let Some(j) = values[..i].iter().position(|&v| v == value) {
                let message = format!("{} = {} repeats {}", format.names[i], value, format.names[j]);
                return Err(InputError::at(input.token_line(), message));
            }
        }
        values[i] = value;
    }
    Ok(Die::from_layout(values, format.layout))
}

#[cfg(test)]
mod tests;
