//! A judge's names for turns, as data. `X=R- Y=U- Z=F-` says that `X` turns R a quarter turn
//! counter-clockwise, and so on; LambdaOJ's notation is `F+=F+ F2=F2 F-=F- ...`. One notation
//! reads a judge's answers name by name and writes a solution in the judge's names, spelling a
//! turn the judge has no single name for with the fewest names that make it (with only `X` for
//! R', R is `XXX`).

use super::coord::Turn;
use super::cube::Face;

/// A judge's move names, each making one turn of F, R or U.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notation {
    names: Vec<(String, Turn)>,
}

impl Notation {
    /// Reads `NAME=TURN` items separated by white space; a turn is a face (F, R or U) and `+`,
    /// `2` or `-` (a quarter turn clockwise, a half turn, a quarter turn counter-clockwise).
    /// The error names the item at fault. O(length of `text` x names).
    pub fn parse(text: &str) -> Result<Notation, String> {
        let mut names: Vec<(String, Turn)> = Vec::new();
        for item in text.split_whitespace() {
            let (name, turn) = match item.split_once('=') {
                Some((name, turn)) if !name.is_empty() => (name, turn),
                _ => return Err(format!("{:?} is not NAME=TURN", item)),
            };
            let turn = parse_turn(turn).ok_or_else(|| format!("{:?} is not a turn of F, R or U", turn))?;
            if names.iter().any(|(n, _)| n == name) {
                return Err(format!("{:?} is named twice", name));
            }
            names.push((name.to_string(), turn));
        }
        Ok(Notation { names })
    }

    /// The names with their turns, in the order given. O(1) per item.
    pub fn names(&self) -> impl Iterator<Item = (&str, Turn)> + '_ {
        self.names.iter().map(|(n, t)| (n.as_str(), *t))
    }

    /// The turn named `name`, if any. O(names).
    pub fn turn(&self, name: &str) -> Option<Turn> {
        self.names.iter().find(|(n, _)| n == name).map(|(_, t)| *t)
    }

    /// The fewest names whose turns, one after the other, make `turn` (the same spelling every
    /// time); `None` if no sequence of the names makes it (none turns that face, or only by half
    /// turns). O(names): a breadth-first search over the four quarter counts of the face, since
    /// turns of one face commute and no turn of another face can help.
    pub fn spell(&self, turn: Turn) -> Option<Vec<&str>> {
        let of_face: Vec<(&str, u8)> = self
            .names
            .iter()
            .filter(|(_, t)| t.face == turn.face)
            .map(|(n, t)| (n.as_str(), t.quarters))
            .collect();
        // `reached[q]`: the name last added on a shortest way to q quarters, and where from.
        let mut reached: [Option<(&str, u8)>; 4] = [None; 4];
        let mut layer = vec![0u8];
        let goal = turn.quarters % 4;
        while reached[goal as usize].is_none() && !layer.is_empty() {
            let mut next = Vec::new();
            for &q in &layer {
                for &(name, quarters) in &of_face {
                    let r = (q + quarters) % 4;
                    if r != 0 && reached[r as usize].is_none() {
                        reached[r as usize] = Some((name, q));
                        next.push(r);
                    }
                }
            }
            layer = next;
        }
        let mut spelled = Vec::new();
        let mut q = goal;
        while q != 0 {
            let (name, from) = reached[q as usize]?;
            spelled.push(name);
            q = from;
        }
        spelled.reverse();
        Some(spelled)
    }

    /// `turns` written in this notation, each spelled as [`Notation::spell`] does, all names
    /// joined by `separator`. O(names per turn).
    ///
    /// # Panics
    /// If a turn cannot be spelled: a program writing its judge's notation names every face it
    /// turns, so this is a mistake in the program's constants.
    pub fn write(&self, turns: impl IntoIterator<Item = Turn>, separator: &str) -> String {
        let mut names: Vec<&str> = Vec::new();
        for turn in turns {
            match self.spell(turn) {
                Some(spelled) => names.extend(spelled),
                None => panic!("notation: no names make {:?}", turn),
            }
        }
        names.join(separator)
    }
}

/// A turn written as a face letter (F, R or U) and `+`, `2` or `-`.
fn parse_turn(text: &str) -> Option<Turn> {
    let mut chars = text.chars();
    let face = Face::from_letter(chars.next()?).filter(|f| [Face::F, Face::R, Face::U].contains(f))?;
    let quarters = match chars.as_str() {
        "+" => 1,
        "2" => 2,
        "-" => 3,
        _ => return None,
    };
    Some(Turn { face, quarters })
}

#[cfg(test)]
mod tests;
