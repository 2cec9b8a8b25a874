//! Move notations as data: a table of names, each naming one move, and a rule for how names
//! follow each other in text. Reading gives moves, writing gives text back.
//!
//! A notation knows nothing of any puzzle: it is built from names and moves of any
//! [`MoveIndex`] type, the 3x3 cube's [`Move`] ([`Notation::new`] with `Move::new(Face::U, 1)`
//! and so on) or plain `usize` indices, which the puzzle's own code gives meaning to.
//! [`Notation::face_turns`] builds a table of indices from face names and turn suffixes, which
//! [`Notation::typed`] reads as `Move` (index `3 * face + quarters - 1`, see `moves`).
//! [`singmaster`] is the 3x3 cube's usual notation. Judges name the same moves in their own
//! ways, and each is a small table:
//!
//! | judge's text | table |
//! |---|---|
//! | `R U R' U2` (Singmaster) | [`singmaster`]`(Separation::WhiteSpace)` |
//! | `R'D2F` (no spaces) | [`singmaster`]`(Separation::Concatenated)` |
//! | `U+ L-` | faces `U R F D L B`, turns `("+", 0)`, `("-", 2)` |
//! | `4 1` / `0 -1` (face number, direction) | faces `4 2 1 5 0 3`, turns `(" 1", 0)`, `(" -1", 2)` |
//! | `top right` / `front left` | faces `top right front bottom left back`, turns `(" right", 0)`, `(" left", 2)` |
//! | `F+ F2 F-` (a pocket cube's moves) | faces `F R U`, turns `("+", 0)`, `("2", 1)`, `("-", 2)` |
//! | `XYZ` or the die's `NESW` | one letter per move, [`Separation::Concatenated`] |
//!
//! From a judge's input, [`Notation::read_moves`] reads a count's worth of moves and
//! [`Notation::read_moves_until`] the moves up to an end token, each with the standard message
//! for a bad or missing move (`turn 4 of 7: expected one of U+ U- ..., found "X+"`).
//!
//! ```
//! use cubesmith::cube3::moves::{Face, Move};
//! use cubesmith::cube3::notation::{Notation, Separation};
//!
//! // A face letter, then `+` (clockwise) or `-`, read as the 3x3 cube's moves.
//! let (u, r) = (|q| Move::new(Face::U, q), |q| Move::new(Face::R, q));
//! let turns = Notation::new(&[("U+", u(1)), ("U-", u(3)), ("R+", r(1)), ("R-", r(3))], Separation::WhiteSpace)
//!     .unwrap();
//! assert_eq!(turns.parse("R+ U-").unwrap(), vec![r(1), u(3)]);
//!
//! // A die rolled north, east, south or west: moves 0..4, written without spaces.
//! let die = Notation::new(&[("N", 0), ("E", 1), ("S", 2), ("W", 3)], Separation::Concatenated).unwrap();
//! assert_eq!(die.parse("NNE W").unwrap(), vec![0, 0, 1, 3]);
//! assert_eq!(die.write(&[2, 2, 1]), "SSE");
//!
//! // Face number and direction, one step per line.
//! let steps = Notation::face_turns(&["4", "2", "1", "5", "0", "3"], &[(" 1", 0), (" -1", 2)], 3,
//!     Separation::WhiteSpace).unwrap();
//! assert_eq!(steps.parse("4 1\n0 -1").unwrap(), vec![0, 14]);
//! assert_eq!(steps.write_with(&[0, 14], "\n"), "4 1\n0 -1");
//! assert_eq!(steps.parse("4 1 0 2").unwrap_err().to_string(),
//!     "move 2 ('0 2' at byte 4) is not a move of this notation");
//! ```

use super::super::io::{is_space, shown, InputError, Scanner};
use super::moves::Move;
use std::fmt;
use std::io::BufRead;
use std::marker::PhantomData;

/// What a notation reads and writes: a move known by its index.
pub trait MoveIndex: Copy {
    /// The move's index. O(1).
    fn index(self) -> usize;
    /// The move with index `i`. O(1).
    ///
    /// # Panics
    /// If no move has index `i`.
    fn from_index(i: usize) -> Self;
}

impl MoveIndex for usize {
    fn index(self) -> usize {
        self
    }
    fn from_index(i: usize) -> usize {
        i
    }
}

impl MoveIndex for Move {
    fn index(self) -> usize {
        Move::index(self)
    }
    fn from_index(i: usize) -> Move {
        Move::from_index(i)
    }
}

/// How the moves of a sequence are told apart in text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Separation {
    /// Moves are separated by white space (any run of spaces, tabs and line breaks). A name may
    /// itself be several words (`front left`, `0 -1`); it then matches the same words with any
    /// white space between them. When several names match, the one with the most words wins.
    WhiteSpace,
    /// Names follow each other with nothing between them (`R'D2F`); at each point the longest
    /// name that fits is taken (so `R2` is one move, not `R` then a bad `2`). White space between
    /// moves is allowed and skipped. Names may not hold white space.
    Concatenated,
}

/// A move notation: names for moves of type `M`, and how names are separated in text.
///
/// A move may have several names (aliases, e.g. Singmaster's `R2` and `R2'`): all are read, the
/// first given is written. A name stands for one move only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notation<M = usize> {
    /// Every name, each as its words (one word under [`Separation::Concatenated`]).
    names: Vec<Name>,
    separation: Separation,
    /// For each move index, the position in `names` of the name it is written with.
    written: Vec<Option<usize>>,
    moves: PhantomData<M>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Name {
    /// The name as given, written out as is.
    text: String,
    /// The name's words: the parts between white space.
    words: Vec<Vec<u8>>,
    /// The index of the move it names.
    index: usize,
}

impl Notation {
    /// A notation for face turns: every face name followed by every turn suffix, naming move
    /// `per_face * f + k` for face `faces[f]` and turn `(suffix, k)`. For Singmaster:
    /// faces `U R F D L B`, turns `("", 0)`, `("2", 1)`, `("'", 2)`, 3 moves per face. Errors as
    /// for [`Notation::new`]. O(n^2) in the number of names.
    pub fn face_turns(
        faces: &[&str],
        turns: &[(&str, usize)],
        per_face: usize,
        separation: Separation,
    ) -> Result<Notation, NotationError> {
        let mut pairs = Vec::with_capacity(faces.len() * turns.len());
        for (f, face) in faces.iter().enumerate() {
            for &(suffix, k) in turns.iter() {
                pairs.push((format!("{}{}", face, suffix), per_face * f + k));
            }
        }
        Notation::new(&pairs, separation)
    }
}

impl<M: MoveIndex> Notation<M> {
    /// A notation from `(name, move)` pairs: the 3x3 cube's [`Move`]s (`("U+", Move::new(Face::U,
    /// 1))`), or the plain move indices (`usize`) of any puzzle. A name is any string type
    /// (`&str`, `String`). Errors: an empty name, a name with white space under
    /// [`Separation::Concatenated`], one name for two different moves. O(n^2) in the number of
    /// names (tables are small).
    pub fn new<S: AsRef<str>>(
        names: &[(S, M)],
        separation: Separation,
    ) -> Result<Notation<M>, NotationError> {
        let mut out = Notation {
            names: Vec::with_capacity(names.len()),
            separation,
            written: Vec::new(),
            moves: PhantomData,
        };
        for (text, m) in names.iter() {
            out.add(text.as_ref(), m.index())?;
        }
        Ok(out)
    }

    /// Adds one name, checking it against the rule and the names already there.
    fn add(&mut self, text: &str, index: usize) -> Result<(), NotationError> {
        let words: Vec<Vec<u8>> = text.split_whitespace().map(|w| w.as_bytes().to_vec()).collect();
        let spaced = words.len() != 1 || words[0].len() != text.len();
        if words.is_empty() || (self.separation == Separation::Concatenated && spaced) {
            return Err(NotationError::BadName {
                name: text.to_string(),
            });
        }
        if let Some(same) = self.names.iter().find(|n| n.words == words) {
            if same.index != index {
                return Err(NotationError::Conflict {
                    name: text.to_string(),
                    first: same.index,
                    second: index,
                });
            }
        }
        if self.written.len() <= index {
            self.written.resize(index + 1, None);
        }
        if self.written[index].is_none() {
            self.written[index] = Some(self.names.len());
        }
        // Written with single spaces between its words, however it was given.
        let written: Vec<&str> = words.iter().map(|w| lossy(w)).collect();
        self.names.push(Name {
            text: written.join(" "),
            words,
            index,
        });
        Ok(())
    }

    /// The same names read and written as moves of type `T`. O(names).
    ///
    /// # Panics
    /// If a name's index is no move of `T`.
    pub fn typed<T: MoveIndex>(self) -> Notation<T> {
        for n in self.names.iter() {
            T::from_index(n.index);
        }
        Notation {
            names: self.names,
            separation: self.separation,
            written: self.written,
            moves: PhantomData,
        }
    }

    /// How this notation separates moves. O(1).
    pub fn separation(&self) -> Separation {
        self.separation
    }

    /// The name move `m` is written with, if it has one. O(1).
    pub fn name(&self, m: M) -> Option<&str> {
        let at = (*self.written.get(m.index())?)?;
        Some(&self.names[at].text)
    }

    /// Reads a move sequence. Empty text (or only white space) is the empty sequence. Errors name
    /// the bad token, its byte offset and which move it was meant to be. O(text length * names).
    pub fn parse(&self, text: &str) -> Result<Vec<M>, NotationError> {
        self.parse_bytes(text.as_bytes())
    }

    /// [`Notation::parse`] on bytes, as judges' input comes. O(text length * names).
    pub fn parse_bytes(&self, text: &[u8]) -> Result<Vec<M>, NotationError> {
        match self.separation {
            Separation::WhiteSpace => self.parse_words(text),
            Separation::Concatenated => self.parse_concatenated(text),
        }
    }

    /// Moves separated by white space: the name with the most words matching from each word on.
    fn parse_words(&self, text: &[u8]) -> Result<Vec<M>, NotationError> {
        let words = words_of(text);
        let mut moves = Vec::new();
        let mut w = 0;
        while w < words.len() {
            let rest = &words[w..];
            let best = self
                .names
                .iter()
                .filter(|n| {
                    n.words.len() <= rest.len()
                        && n.words
                            .iter()
                            .zip(rest.iter())
                            .all(|(a, &(_, b))| a.as_slice() == b)
                })
                .max_by_key(|n| n.words.len());
            match best {
                Some(name) => {
                    moves.push(M::from_index(name.index));
                    w += name.words.len();
                }
                None => {
                    // Show as many words as the longest name has, so `0 2` reads as one bad step.
                    let longest = self.names.iter().map(|n| n.words.len()).max().unwrap_or(1);
                    let shown = &rest[..longest.min(rest.len())];
                    let token: Vec<&str> = shown.iter().map(|&(_, b)| lossy(b)).collect();
                    return Err(NotationError::UnknownMove {
                        token: token.join(" "),
                        offset: rest[0].0,
                        number: moves.len() + 1,
                    });
                }
            }
        }
        Ok(moves)
    }

    /// Names with nothing between them: the longest name starting at each point.
    fn parse_concatenated(&self, text: &[u8]) -> Result<Vec<M>, NotationError> {
        let mut moves = Vec::new();
        let mut at = 0;
        while at < text.len() {
            if is_space(&text[at]) {
                at += 1;
                continue;
            }
            let rest = &text[at..];
            let best = self
                .names
                .iter()
                .filter(|n| rest.starts_with(&n.words[0]))
                .max_by_key(|n| n.words[0].len());
            match best {
                Some(name) => {
                    moves.push(M::from_index(name.index));
                    at += name.words[0].len();
                }
                None => {
                    let end = rest.iter().position(is_space).unwrap_or(rest.len());
                    return Err(NotationError::UnknownMove {
                        token: lossy(&rest[..end]).to_string(),
                        offset: at,
                        number: moves.len() + 1,
                    });
                }
            }
        }
        Ok(moves)
    }

    /// The names moves are written with, in the order they were given, separated by single
    /// spaces; aliases left out. For messages: `U+ U- D+ D-`. O(total length).
    pub fn listed(&self) -> String {
        let written = self
            .names
            .iter()
            .enumerate()
            .filter(|&(at, n)| self.written[n.index] == Some(at));
        let names: Vec<&str> = written.map(|(_, n)| n.text.as_str()).collect();
        names.join(" ")
    }

    /// Reads exactly `n` moves from `input`, a count then that many moves as judges give them.
    /// A move is one name read as whole tokens, one per word of the name (in a concatenated
    /// notation a token holds one name; names glued together are refused); line breaks may fall
    /// anywhere between tokens. A name that is the start of a longer one is taken as soon as its
    /// words are read: a scanner does not read ahead. `what` names a move in messages ("turn");
    /// the error, on the line of the token at fault, is `turn 4 of 7: expected one of U+ U- ...,
    /// found "X+"` (or `found the end of the input`). O(tokens read * names).
    pub fn read_moves<R: BufRead>(
        &self,
        input: &mut Scanner<R>,
        n: u64,
        what: &str,
    ) -> Result<Vec<M>, InputError> {
        self.read_list(input, Some(n), None, what)
    }

    /// Reads moves from `input` up to the token `end`, which is read too and ends the list (a
    /// list of rotations ending with `0`). Moves are read as by [`Notation::read_moves`]; a token
    /// equal to `end` is the end even where a name could begin with it. The error, on the line
    /// of the token at fault, is `rotation 3: expected one of +1 -1 ... or 0, found "7"` (or
    /// `found the end of the input`). O(tokens read * names).
    pub fn read_moves_until<R: BufRead>(
        &self,
        input: &mut Scanner<R>,
        end: &str,
        what: &str,
    ) -> Result<Vec<M>, InputError> {
        self.read_list(input, None, Some(end), what)
    }

    /// Moves read name by name: `count` of them, or up to the token `end`.
    fn read_list<R: BufRead>(
        &self,
        input: &mut Scanner<R>,
        count: Option<u64>,
        end: Option<&str>,
        what: &str,
    ) -> Result<Vec<M>, InputError> {
        // A count is the input's word: only what is read is stored.
        let mut moves = Vec::new();
        while count.map_or(true, |n| (moves.len() as u64) < n) {
            let mut words: Vec<Vec<u8>> = Vec::new();
            let mut line = 0;
            // The words of one name, each read while some name goes on with the words so far.
            let found = loop {
                let token = match input.token()? {
                    Some(token) => token.to_vec(),
                    None => break None,
                };
                if words.is_empty() {
                    line = input.token_line();
                    if end.map(str::as_bytes) == Some(&token[..]) {
                        return Ok(moves);
                    }
                }
                words.push(token);
                let read = words.len();
                let mut names = self
                    .names
                    .iter()
                    .filter(|n| n.words.len() >= read && n.words[..read] == words[..]);
                let mut whole = names.clone().filter(|n| n.words.len() == read);
                match (whole.next(), names.next()) {
                    (Some(name), _) => break Some(name.index),
                    (None, None) => break None,
                    (None, Some(_)) => {}
                }
            };
            if let Some(m) = found {
                moves.push(M::from_index(m));
                continue;
            }
            let found = if words.is_empty() {
                line = input.token_line();
                "the end of the input".to_string()
            } else {
                let text: Vec<String> = words
                    .iter()
                    .map(|w| String::from_utf8_lossy(w).into_owned())
                    .collect();
                format!("{:?}", shown(text.join(" ").as_bytes()))
            };
            let k = moves.len() + 1;
            let (which, wanted) = match (count, end) {
                (Some(n), _) => (format!("{} {} of {}", what, k, n), self.listed()),
                (None, end) => (
                    format!("{} {}", what, k),
                    format!("{} or {}", self.listed(), end.unwrap_or("")),
                ),
            };
            let why = format!("{}: expected one of {}, found {}", which, wanted, found);
            return Err(InputError::at(line, why));
        }
        Ok(moves)
    }

    /// Writes a move sequence: names separated by one space ([`Separation::WhiteSpace`]) or by
    /// nothing ([`Separation::Concatenated`]). O(total length).
    ///
    /// # Panics
    /// If a move has no name in this notation.
    pub fn write(&self, moves: &[M]) -> String {
        let separator = match self.separation {
            Separation::WhiteSpace => " ",
            Separation::Concatenated => "",
        };
        self.write_with(moves, separator)
    }

    /// Writes a move sequence with `separator` between names (e.g. `"\n"` for one move a line).
    /// O(total length).
    ///
    /// # Panics
    /// If a move has no name in this notation.
    pub fn write_with(&self, moves: &[M], separator: &str) -> String {
        let mut out = String::new();
        for (i, &m) in moves.iter().enumerate() {
            if i > 0 {
                out.push_str(separator);
            }
            match self.name(m) {
                Some(name) => out.push_str(name),
                None => panic!("move {} has no name in this notation", m.index()),
            }
        }
        out
    }
}

/// The words of `text` with their byte offsets.
fn words_of(text: &[u8]) -> Vec<(usize, &[u8])> {
    let mut words = Vec::new();
    let mut at = 0;
    while at < text.len() {
        if is_space(&text[at]) {
            at += 1;
            continue;
        }
        let start = at;
        while at < text.len() && !is_space(&text[at]) {
            at += 1;
        }
        words.push((start, &text[start..at]));
    }
    words
}

/// Bytes as text for a message; bytes that are not UTF-8 show as `?`.
fn lossy(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap_or("?")
}

/// The 3x3 cube's Singmaster notation: `U R F D L B`, a letter alone for a clockwise quarter turn
/// (as seen looking at that face), with `2` for a half turn, with `'` for a counter-clockwise
/// quarter turn. `R2'` is read as `R2` (the same turn), which is always written `R2`. Each is one
/// move in the half-turn metric. O(1).
///
/// ```
/// use cubesmith::cube3::moves::{Face, Move};
/// use cubesmith::cube3::notation::{singmaster, Separation};
///
/// let moves = singmaster(Separation::WhiteSpace).parse("R U R' U2'").unwrap();
/// let r = |q| Move::new(Face::R, q);
/// assert_eq!(moves, vec![r(1), Move::new(Face::U, 1), r(3), Move::new(Face::U, 2)]);
/// assert_eq!(singmaster(Separation::WhiteSpace).write(&moves), "R U R' U2");
/// assert_eq!(singmaster(Separation::Concatenated).write(&moves), "RUR'U2");
/// ```
pub fn singmaster(separation: Separation) -> Notation<Move> {
    let turns = [("", 0), ("2", 1), ("'", 2), ("2'", 1)];
    Notation::face_turns(&["U", "R", "F", "D", "L", "B"], &turns, 3, separation)
        .expect("Singmaster's names are distinct and hold no white space")
        .typed()
}

/// Why a notation cannot be built, or text cannot be read in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Reading: a token that is no name in the notation.
    UnknownMove {
        /// The token as found: the words at that point (as many as the longest name has), or,
        /// for concatenated names, the text up to the next white space.
        token: String,
        /// Its byte offset in the text read.
        offset: usize,
        /// Which move it was meant to be, counting from 1.
        number: usize,
    },
    /// Building: an empty name, or a name with white space in a concatenated notation.
    BadName {
        /// The name.
        name: String,
    },
    /// Building: one name given for two different moves.
    Conflict {
        /// The name.
        name: String,
        /// The move it was first given for.
        first: usize,
        /// The other move.
        second: usize,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::UnknownMove {
                token,
                offset,
                number,
            } => write!(
                f,
                "move {} ('{}' at byte {}) is not a move of this notation",
                number, token, offset
            ),
            NotationError::BadName { name } => write!(
                f,
                "'{}' cannot be a move name: it is empty or holds white space between concatenated names",
                name
            ),
            NotationError::Conflict { name, first, second } => {
                write!(
                    f,
                    "the move name '{}' is given for two moves, {} and {}",
                    name, first, second
                )
            }
        }
    }
}

impl std::error::Error for NotationError {}

#[cfg(test)]
mod tests;
