//! Move names for the viewer: a problem's notation as a table of names, read from text with or
//! without white space between moves.
//!
//! A move is a [`Turn`] of its family (see `moves`). A problem's `notation` key gives the table, in
//! the form its checkers read: for the pocket cube `NAME=TURN` items separated by white space,
//! the turn a face (F, R or U) and `+`, `2` or `-` (`X=R- Y=U- Z=F-`); for the 3x3 cube `NAME=MOVE`
//! items separated by commas, the move in Singmaster and the name one word or more (`4 1=U, 4
//! -1=U'`); for a die `NAME=MOVE` items separated by white space, the move a letter `N E S W R L`.
//! Without one, each family has its usual names.

use crate::error::ToolError;
use crate::viewer::nets::Family;
use crate::viewer::turn::Turn;
use cubesmith::cube3::moves::{Face as Face3, Move as Move3};
use cubesmith::die::orientation::Move;
use cubesmith::pocket::cube::Face;

/// The faces a pocket cube turns, as the notation names them.
const POCKET_FACES: &str = "FRU";
/// The 3x3 cube's faces, as the notation names them, in `cube3::moves::Face::ALL`'s order.
const CUBE3_FACES: &str = "URFDLB";

/// How moves of one family are named: every name, as its words, with its move. A move is
/// written with the first name given for it.
pub struct Names {
    table: Vec<(Vec<String>, Turn)>,
    /// How many names, at the start of `table`, come from the problem's own notation.
    own: usize,
}

impl Names {
    /// The names of `notation` (a problem's `notation` key) for `family`, then the family's usual
    /// ones, which are read beside a problem's own (where a usual name is also a name of the
    /// problem's for another move, the problem's wins): for the cubes Singmaster's (`R`, `R2`,
    /// `R'`; for the pocket cube LambdaOJ's `R+`, `R-` too), for a die its move letters and words
    /// (`N`, `North`, `north`, `NORTH`). O(names^2).
    pub fn new(family: Family, notation: Option<&str>) -> Result<Names, ToolError> {
        Names::read(family, notation).map_err(ToolError::input)
    }

    /// [`Names::new`], its faults as text.
    fn read(family: Family, notation: Option<&str>) -> Result<Names, String> {
        let own: Vec<(String, Turn)> = match (family, notation) {
            (Family::Cube3, Some(text)) => text.split(',').map(cube3_item).collect::<Result<_, _>>()?,
            (_, Some(text)) => text
                .split_whitespace()
                .map(|item| spaced_item(family, item))
                .collect::<Result<_, _>>()?,
            (_, None) => Vec::new(),
        };
        let mut names = Names {
            table: Vec::new(),
            own: 0,
        };
        for (name, m) in own {
            if !names.add(&name, m) {
                return Err(format!("{:?} names two moves", name));
            }
        }
        names.own = names.table.len();
        for (name, m) in usual_names(family) {
            names.add(&name, m);
        }
        Ok(names)
    }

    /// Adds `name` for move `m` unless it is there already; false if it names another move.
    fn add(&mut self, name: &str, m: Turn) -> bool {
        let words: Vec<String> = name.split_whitespace().map(String::from).collect();
        match self.table.iter().find(|(w, _)| *w == words) {
            Some((_, other)) => *other == m,
            None => {
                self.table.push((words, m));
                true
            }
        }
    }

    /// The names moves are written with, each move's first, in the order given: for messages.
    /// O(names^2).
    pub fn listed(&self) -> String {
        let mut seen = Vec::new();
        let mut out = Vec::new();
        for (words, m) in self.table.iter() {
            if !seen.contains(m) {
                seen.push(*m);
                out.push(words.join(" "));
            }
        }
        out.join(", ")
    }

    /// The moves written in `text`: at each point the name with the most words that matches
    /// whole words there, or else the longest name the text starts with (so `RUR'` and
    /// `R U R'` read alike). O(text x names).
    pub fn parse(&self, text: &str) -> Result<Vec<Turn>, ToolError> {
        self.moves(text).map_err(ToolError::input)
    }

    /// [`Names::parse`], its faults as text.
    fn moves(&self, text: &str) -> Result<Vec<Turn>, String> {
        let mut moves = Vec::new();
        let mut at = 0;
        while let Some(skip) = text[at..].find(|c: char| !c.is_whitespace()) {
            at += skip;
            let rest = &text[at..];
            let words: Vec<&str> = rest.split_whitespace().collect();
            let found = match self.words(&words) {
                Some((m, n)) => Some((m, word_end(rest, n))),
                None => self.prefix(rest),
            };
            let (m, length) = found.ok_or_else(|| {
                format!(
                    "move {} ({:?} at byte {}) is not a move of this notation: the moves are {}",
                    moves.len() + 1,
                    words[0],
                    at,
                    self.listed()
                )
            })?;
            moves.push(m);
            at += length;
        }
        Ok(moves)
    }

    /// The name with the most words equal to the first of `words`: its move and word count.
    /// O(names x words).
    pub fn words(&self, words: &[&str]) -> Option<(Turn, usize)> {
        self.table
            .iter()
            .filter(|(name, _)| name.len() <= words.len() && name.iter().zip(words).all(|(a, b)| a == b))
            .max_by_key(|(name, _)| name.len())
            .map(|(name, m)| (*m, name.len()))
    }

    /// The most words a name has. O(names).
    pub fn most_words(&self) -> usize {
        self.table.iter().map(|(words, _)| words.len()).max().unwrap_or(1)
    }

    /// The longest one-word name `text` starts with: its move and length in bytes. O(names x
    /// name length).
    pub fn prefix(&self, text: &str) -> Option<(Turn, usize)> {
        self.table
            .iter()
            .filter(|(name, _)| name.len() == 1 && text.starts_with(name[0].as_str()))
            .max_by_key(|(name, _)| name[0].len())
            .map(|(name, m)| (*m, name[0].len()))
    }

    /// The one move `name` names, if it is exactly one name. O(names x words).
    pub fn one(&self, name: &str) -> Option<Turn> {
        let words: Vec<&str> = name.split_whitespace().collect();
        self.words(&words)
            .filter(|&(_, n)| n == words.len())
            .map(|(m, _)| m)
    }

    /// How move `m` is written: its first name, words separated by a space. O(names).
    pub fn name(&self, m: Turn) -> String {
        self.first_name(&self.table, m)
    }

    /// Move `m` as a step is labelled: its first name, and beside it its usual name when the
    /// problem's own notation names it otherwise (`4 -1 (U')`). O(names).
    pub fn label(&self, m: Turn) -> String {
        let (own, usual) = (self.name(m), self.first_name(&self.table[self.own..], m));
        if self.own == 0 || own == usual || usual == "?" {
            own
        } else {
            format!("{} ({})", own, usual)
        }
    }

    /// The first name of move `m` in `table`, words separated by a space; `?` for none.
    fn first_name(&self, table: &[(Vec<String>, Turn)], m: Turn) -> String {
        table
            .iter()
            .find(|(_, n)| *n == m)
            .map_or("?".to_string(), |(words, _)| words.join(" "))
    }
}

/// A family's usual names (see [`Names::new`]).
fn usual_names(family: Family) -> Vec<(String, Turn)> {
    match family {
        Family::Pocket => usual(Family::Pocket, &["", "2", "'", "+", "-"]),
        Family::Cube3 => usual(Family::Cube3, &["", "2", "'", "2'"]),
        Family::Die => Move::ALL
            .iter()
            .flat_map(|m| {
                let word = m.name();
                let letter = char::from(m.letter()).to_string();
                let forms = vec![letter, word.to_string(), word.to_lowercase(), word.to_uppercase()];
                forms.into_iter().map(move |name| (name, Turn::Die(*m)))
            })
            .collect(),
    }
}

/// Where the `n`-th white-space separated word of `text` (which starts with a word) ends.
fn word_end(text: &str, n: usize) -> usize {
    let mut end = 0;
    for _ in 0..n {
        let start = end + text[end..].find(|c: char| !c.is_whitespace()).unwrap_or(0);
        end = start
            + text[start..]
                .find(char::is_whitespace)
                .unwrap_or(text.len() - start);
    }
    end
}

/// Every face a cube of `family` turns with every suffix; a suffix `2` is a half turn, `'` and
/// `-` counter-clockwise, others clockwise.
fn usual(family: Family, suffixes: &[&str]) -> Vec<(String, Turn)> {
    let faces = if family == Family::Pocket {
        POCKET_FACES
    } else {
        CUBE3_FACES
    };
    let mut pairs = Vec::new();
    for face in faces.chars() {
        for suffix in suffixes {
            let quarters = match *suffix {
                "2" | "2'" => 2,
                "'" | "-" => 3,
                _ => 1,
            };
            if let Some(turn) = cube_turn(family, face, quarters) {
                pairs.push((format!("{}{}", face, suffix), turn));
            }
        }
    }
    pairs
}

/// The turn of the face named `letter` by `quarters` clockwise quarter turns, for a cube of
/// `family`; `None` for a face it does not turn.
fn cube_turn(family: Family, letter: char, quarters: u8) -> Option<Turn> {
    match family {
        Family::Pocket if POCKET_FACES.contains(letter) => {
            Face::from_letter(letter).map(|f| Turn::Pocket(f, quarters))
        }
        Family::Cube3 => CUBE3_FACES
            .find(letter)
            .map(|f| Turn::Cube3(Move3::new(Face3::ALL[f], quarters))),
        _ => None,
    }
}

/// A `NAME=TURN` item of a pocket cube's or a die's notation.
fn spaced_item(family: Family, item: &str) -> Result<(String, Turn), String> {
    let (name, turn) = item
        .split_once('=')
        .filter(|(name, _)| !name.is_empty())
        .ok_or_else(|| format!("{:?} is not NAME=TURN", item))?;
    let m = match family {
        Family::Die => Move::ALL
            .iter()
            .find(|m| char::from(m.letter()).to_string() == turn)
            .map(|&m| Turn::Die(m)),
        _ => {
            let face = turn.chars().next();
            let quarters = ["+", "2", "-"].iter().position(|&s| Some(s) == turn.get(1..));
            face.zip(quarters)
                .and_then(|(f, q)| cube_turn(Family::Pocket, f, q as u8 + 1))
        }
    };
    let m = m.ok_or_else(|| format!("{:?} is not a move of this puzzle", turn))?;
    Ok((name.to_string(), m))
}

/// A `NAME=MOVE` item of a 3x3 notation, the move in Singmaster.
fn cube3_item(item: &str) -> Result<(String, Turn), String> {
    let (name, turn) = item
        .split_once('=')
        .filter(|(name, _)| !name.trim().is_empty())
        .ok_or_else(|| format!("{:?} is not NAME=MOVE", item.trim()))?;
    let singmaster = usual(Family::Cube3, &["", "2", "'"]);
    let m = singmaster.iter().find(|(n, _)| n == turn.trim()).map(|(_, m)| *m);
    let m = m.ok_or_else(|| format!("{:?} is not a move in Singmaster (U, U2, U' ...)", turn.trim()))?;
    Ok((name.trim().to_string(), m))
}

// Named by path so the file is found when the browser tests include this module too.
#[cfg(test)]
mod tests;
