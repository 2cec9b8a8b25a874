//! Reading die moves as judges write them: letters (`"EESWN"`), words (`North`, `east`, `Right`),
//! or a mix separated by white space, with an error that names the unknown move and its place.
//!
//! Letters are `N`, `E`, `S`, `W` (the rolls) and `R`, `L` (the spins right and left), upper case.
//! Words are the move names of [`Move::name`] in any letter case; [`read_word`] reads one from a
//! scanner, among the moves a judge allows. What a move does is in [`super::orientation`].
//!
//! ```
//! use cubesmith::die::notation::{parse, word};
//! use cubesmith::die::orientation::Move;
//!
//! assert_eq!(parse(b"SE").unwrap(), vec![Move::South, Move::East]);
//! assert_eq!(parse(b"North\nright").unwrap(), vec![Move::North, Move::Right]);
//! assert_eq!(word(b"west"), Some(Move::West));
//! let error = parse(b"EESXN").unwrap_err();
//! assert_eq!((error.position, error.found.as_str()), (4, "X"));
//! assert_eq!(
//!     error.to_string(),
//!     "unknown die move \"X\" at position 4 (moves: N E S W R L, or the words North East South West Right Left)"
//! );
//! ```

use super::super::io::{is_space, InputError, Scanner};
use super::orientation::Move;
use std::fmt;
use std::io::BufRead;

/// A move that is not in the notation, and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownMove {
    /// The 1-based byte position where it starts in the text read.
    pub position: usize,
    /// What was found there: one byte inside a string of letters, otherwise the whole word (cut
    /// to 20 characters).
    pub found: String,
}

impl fmt::Display for UnknownMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown die move {:?} at position {} (moves: N E S W R L, or the words North East South West \
             Right Left)",
            self.found, self.position
        )
    }
}

/// The move written as the upper-case letter `byte` (`N E S W R L`), if any. O(1).
pub fn letter(byte: u8) -> Option<Move> {
    Move::ALL.iter().copied().find(|mv| mv.letter() == byte)
}

/// The move named `word` (`North`, `EAST`, `right`...: any letter case), if any. O(length).
pub fn word(word: &[u8]) -> Option<Move> {
    Move::ALL
        .iter()
        .copied()
        .find(|mv| mv.name().as_bytes().eq_ignore_ascii_case(word))
}

/// Every move in `text`, in order: white-space-separated tokens, each a move word or a string of
/// move letters. O(length).
///
/// An unknown move is reported at its 1-based byte position: inside a token of upper-case letters
/// the first letter that is not a move (`"EESXN"`: `X` at 4); any other token as a whole
/// (`"Nroth"`).
pub fn parse(text: &[u8]) -> Result<Vec<Move>, UnknownMove> {
    let mut moves = Vec::new();
    let mut start = 0;
    while start < text.len() {
        if is_space(&text[start]) {
            start += 1;
            continue;
        }
        let end = text[start..]
            .iter()
            .position(is_space)
            .map_or(text.len(), |n| start + n);
        read_token(&text[start..end], start, &mut moves)?;
        start = end;
    }
    Ok(moves)
}

/// Reads the next white-space-separated token of `input` as the word of one of the moves in
/// `allowed` (any letter case, as [`word`]): for judges that write one command per line, such as
/// `North` or `Right`. O(length of the token).
///
/// # Errors
/// At the token's line, naming the allowed words and what was found: `expected North, East,
/// South or West, found "Nroth"`, or `... found the end of the input`; also an error of `input`.
pub fn read_word<R: BufRead>(input: &mut Scanner<R>, allowed: &[Move]) -> Result<Move, InputError> {
    if let Some(token) = input.token()? {
        if let Some(mv) = word(token).filter(|mv| allowed.contains(mv)) {
            return Ok(mv);
        }
    }
    let found = match input.token_text() {
        b"" => "the end of the input".to_string(),
        token => format!("{:?}", shown(token)),
    };
    let message = format!("expected {}, found {}", names(allowed), found);
    Err(InputError::at(input.token_line(), message))
}

/// The names of `moves` as a list in words: `"North, East, South or West"`.
fn names(moves: &[Move]) -> String {
    let names: Vec<&str> = moves.iter().map(|mv| mv.name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {}", rest.join(", "), last),
        _ => names.concat(),
    }
}

/// Appends the moves of one token that starts at byte `offset` of the text.
fn read_token(token: &[u8], offset: usize, moves: &mut Vec<Move>) -> Result<(), UnknownMove> {
    if let Some(mv) = word(token) {
        moves.push(mv);
        return Ok(());
    }
    if !token.iter().all(u8::is_ascii_uppercase) {
        return Err(UnknownMove {
            position: offset + 1,
            found: shown(token),
        });
    }
    for (i, &b) in token.iter().enumerate() {
        match letter(b) {
            Some(mv) => moves.push(mv),
            None => {
                return Err(UnknownMove {
                    position: offset + i + 1,
                    found: shown(&token[i..i + 1]),
                })
            }
        }
    }
    Ok(())
}

/// A token as text for a message, cut to 20 characters.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    if text.chars().count() > 20 {
        let cut: String = text.chars().take(20).collect();
        format!("{}...", cut)
    } else {
        text.into_owned()
    }
}

#[cfg(test)]
mod tests;
