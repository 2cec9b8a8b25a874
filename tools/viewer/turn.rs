//! A move of each family as one type: the pocket cube's face turn, the 3x3 cube's move, the
//! die's roll or spin; every move of a family, and what each turns for the page's animation.

use crate::viewer::nets::Family;
use cubesmith::cube3::moves::Move as Move3;
use cubesmith::die::orientation::Move;
use cubesmith::pocket::cube::Face;

/// A move of one of the three families, as the viewer replays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The pocket cube's: a face (F, R or U, the faces that keep its back-down-left corner where
    /// it is) turned clockwise 1 to 3 quarters.
    Pocket(Face, u8),
    /// The 3x3 cube's (faces U R F D L B).
    Cube3(Move3),
    /// A die's roll or spin.
    Die(Move),
}

/// The faces a pocket cube turns.
const POCKET_FACES: [Face; 3] = [Face::F, Face::R, Face::U];

impl Turn {
    /// Every move of `family`, face by face, a quarter, a half and three quarters each (a die's
    /// in the order of its `Move::ALL`). O(moves).
    pub fn all(family: Family) -> Vec<Turn> {
        match family {
            Family::Pocket => POCKET_FACES
                .iter()
                .flat_map(|&f| (1..=3).map(move |q| Turn::Pocket(f, q)))
                .collect(),
            Family::Cube3 => Move3::ALL.iter().map(|&m| Turn::Cube3(m)).collect(),
            Family::Die => Move::ALL.iter().map(|&m| Turn::Die(m)).collect(),
        }
    }

    /// The `i`-th move of `family` in the order of [`Turn::all`]. O(moves).
    ///
    /// # Panics
    /// If `family` has no `i`-th move.
    pub fn nth(family: Family, i: usize) -> Turn {
        Turn::all(family)[i]
    }

    /// The family it moves. O(1).
    pub fn family(self) -> Family {
        match self {
            Turn::Pocket(..) => Family::Pocket,
            Turn::Cube3(_) => Family::Cube3,
            Turn::Die(_) => Family::Die,
        }
    }

    /// What it turns, for the page's animation: the face (a letter of U R F D L B) whose layer
    /// turns, or about whose axis a whole die turns, by quarters clockwise seen from that face
    /// (-1 counter-clockwise), and whether the whole puzzle turns. O(1).
    ///
    /// # Panics
    /// If a cube's turn is not of 1, 2 or 3 quarters.
    pub fn motion(self) -> (char, i32, bool) {
        let signed = |quarters: u8| [1, 2, -1][usize::from(quarters) - 1];
        match self {
            Turn::Pocket(face, quarters) => (face.letter(), signed(quarters), false),
            Turn::Cube3(m) => (char::from(m.name().as_bytes()[0]), signed(m.quarters()), false),
            // Rolling north tips the top toward the back: clockwise seen from the east (R), and
            // so on; a right spin is clockwise seen from above.
            Turn::Die(m) => {
                let (face, quarters) =
                    [('R', 1), ('F', 1), ('R', -1), ('F', -1), ('U', 1), ('U', -1)][m.index()];
                (face, quarters, true)
            }
        }
    }
}
