//! What a few quarter turns can reach from a coloured cube: every colouring within N quarter
//! turns, visited once per canonical move sequence, and the most faces any of them has complete.
//!
//! Which sequences suffice, and why:
//! - Only F, R and U are turned. Turning D, B or L a quarter is turning U, F or R the same way
//!   and then the whole cube; a whole-cube rotation keeps every face's colours together, and the
//!   moves after it can be conjugated by it (the twelve quarter turns are one set under any
//!   rotation), so every colouring reachable with all twelve quarter turns is, up to rotation,
//!   reachable with these six in as many moves.
//! - A run of turns of one face is worth its total: a quarter either way or a half turn (or
//!   nothing). So a run is only ever `X`, `X'` or `X X`: a turn never follows the turn that
//!   undoes it, never makes a third quarter of one face in a row, and never follows a `X'`
//!   with `X'` (that half turn is `X X`). Every sequence of at most N turns reaches a state that
//!   such a canonical sequence of at most N turns reaches too.
//!
//! F, R and U share no axis, so no two turns of different faces commute and nothing more can be
//! skipped without remembering states.

use super::coord::QUARTER_TURN;
use super::faces::completed_faces;

/// A colouring of the 24 stickers in the library's numbering (`cube`), one byte per sticker.
pub type Colours = [u8; 24];

/// Within this many quarter turns every legal cube reaches a colouring with three faces complete
/// or more; no legal colouring has four or five (five complete leave the sixth face one colour;
/// four the tests find on no state), so from this many turns on the answer of
/// [`most_completed_faces`] for a legal cube is 6 if it is solved within them and 3 otherwise.
/// The tests check both facts on every state, by a breadth-first search from the 37 states with
/// three faces or six. (With two faces or more the same radius is 9, with one or more 6.)
pub const THREE_FACES_WITHIN: usize = 11;

/// The canonical sequences of each length 0..=7: how many colourings [`walk`] visits at each
/// depth (the quarter-turn distances' counts up to depth 4, where no two sequences meet yet).
pub const SEQUENCES: [u64; 8] = [1, 6, 27, 120, 534, 2376, 10_572, 47_040];

/// The six quarter turns in `QUARTER_TURN`'s order (F, F', R, R', U, U') as sticker moves.
fn quarter_turns() -> [Colours; 6] {
    let mut moves = [[0u8; 24]; 6];
    for (m, turn) in moves.iter_mut().zip(QUARTER_TURN.turns.iter()) {
        *m = turn.stickers().0;
    }
    moves
}

/// What came last in a sequence, which decides the turns that may follow.
#[derive(Clone, Copy)]
enum Last {
    /// Nothing yet.
    Start,
    /// One quarter turn, by its index in `QUARTER_TURN`.
    Quarter(usize),
    /// A half turn of the face of this (clockwise) turn's index.
    Half(usize),
}

impl Last {
    /// The sequence state after turn `next`, or `None` if `next` may not follow (see the module
    /// docs). Indices `2f` and `2f + 1` are face `f` clockwise and anticlockwise.
    fn then(self, next: usize) -> Option<Last> {
        let same_face = |m: usize| m / 2 == next / 2;
        match self {
            Last::Quarter(m) if same_face(m) => {
                if m == next && m % 2 == 0 {
                    Some(Last::Half(next))
                } else {
                    None
                }
            }
            Last::Half(m) if same_face(m) => None,
            _ => Some(Last::Quarter(next)),
        }
    }
}

/// Calls `visit` on `colours` and on the colouring after every canonical sequence of 1..=`twists`
/// quarter turns of F, R and U (see the module docs): every colouring reachable within `twists`
/// quarter turns of any face is visited, up to whole-cube rotation. Colours are bytes compared as
/// they are; the cube need not be legal. Stops as soon as `visit` returns `true`, and returns
/// whether it did.
///
/// O(S x 24) time for the S = 1 + 6 + 27 + ... sequences of length up to `twists` (about 4.45
/// times more per extra turn, [`SEQUENCES`]: 60,676 for 7 turns), O(24 x `twists`) stack.
pub fn walk(colours: &Colours, twists: usize, visit: &mut impl FnMut(&Colours) -> bool) -> bool {
    descend(colours, twists, Last::Start, &quarter_turns(), visit)
}

fn descend(
    colours: &Colours,
    left: usize,
    last: Last,
    moves: &[Colours; 6],
    visit: &mut impl FnMut(&Colours) -> bool,
) -> bool {
    if visit(colours) {
        return true;
    }
    if left == 0 {
        return false;
    }
    for (next, m) in moves.iter().enumerate() {
        if let Some(after) = last.then(next) {
            let mut turned = [0u8; 24];
            for (t, &from) in turned.iter_mut().zip(m.iter()) {
                *t = colours[from as usize];
            }
            if descend(&turned, left - 1, after, moves, visit) {
                return true;
            }
        }
    }
    false
}

/// The most faces complete (four stickers of one colour) over every colouring reachable from
/// `colours` by at most `twists` quarter turns of any face, either way, none included. Colours
/// are compared as they are; the cube need not be legal. The search stops at the first colouring
/// with all six faces complete.
///
/// O(S x 24) for the S canonical sequences of [`walk`] (60,676 for 7 turns, about 4.45 times
/// more per extra turn); no heap memory.
///
/// # Panics
/// If `colours` does not hold 24 colours.
///
/// # Example
/// ```
/// use cubesmith::pocket::cube::{Face, Stickers};
/// use cubesmith::pocket::net::colours_of;
/// use cubesmith::pocket::reach::most_completed_faces;
/// // A half turn of R leaves L and R complete; two quarter turns undo it.
/// let cube = colours_of(&Stickers::turn(Face::R, 2));
/// assert_eq!(most_completed_faces(&cube, 1), 2);
/// assert_eq!(most_completed_faces(&cube, 2), 6);
/// ```
pub fn most_completed_faces(colours: &[u8], twists: usize) -> usize {
    let mut start = [0u8; 24];
    start.copy_from_slice(colours);
    let mut best = 0;
    walk(&start, twists, &mut |c: &Colours| {
        best = best.max(completed_faces(c));
        best == 6
    });
    best
}

#[cfg(test)]
mod tests;
