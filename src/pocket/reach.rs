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
//!
//! For a legal cube [`FaceDistances`] answers the same question for any number of turns by
//! lookups: for every state, how far the nearest state with one, two, three and six faces
//! complete is, from four breadth-first searches over all 3,674,160 states made once.

use super::coord::{decode, MoveTables, QUARTER_TURN, STATES};
use super::faces::completed_faces;
use super::net::colours_of;

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

/// How many canonical sequences [`walk`] visits for `twists` turns: 1 + 6 + 27 + ... up to
/// sequences of `twists` turns ([`SEQUENCES`]), about 4.45 times more a turn; saturates at
/// `u64::MAX`. For telling a search's cost before making it. O(twists).
pub fn sequences_within(twists: usize) -> u64 {
    // Sequences of the current length by how they end: a clockwise quarter, an anticlockwise
    // one, a half turn (summed over the three faces); the empty sequence first.
    let (mut clockwise, mut anticlockwise, mut half) = (0u64, 0u64, 0u64);
    let mut total = 1u64;
    for length in 1..=twists {
        let (c, a, h) = (clockwise, anticlockwise, half);
        // Any sequence goes on with a quarter of either other face, either way; a clockwise
        // quarter also with its own face again, making a half turn; the empty one with any of six.
        let other = c.saturating_add(a).saturating_add(h).saturating_mul(2);
        let first = if length == 1 { 3 } else { 0 };
        clockwise = other.saturating_add(first);
        anticlockwise = other.saturating_add(first);
        half = c;
        total = total
            .saturating_add(clockwise)
            .saturating_add(anticlockwise)
            .saturating_add(half);
    }
    total
}

/// The fewest faces complete that [`FaceDistances`] keeps a distance for: a legal cube never has
/// four or five ([`THREE_FACES_WITHIN`]).
const LEVELS: [usize; 4] = [1, 2, 3, 6];

/// For every legal state, the fewest quarter turns to a state with at least one, two, three and
/// six faces complete (at most 6, 9, 11 and 14): [`most_completed_faces`] for a legal cube and
/// any number of turns, by lookups.
pub struct FaceDistances {
    /// By state (its coordinate), the distances to one face or more in bits 0..4, two in 4..8,
    /// three in 8..12, six in 12..16.
    packed: Vec<u16>,
}

impl FaceDistances {
    /// Counts the complete faces of every state, then searches breadth first from the states with
    /// at least one, two, three and six. About 4 x 22 million move-table lookups and a decoding of
    /// every state (about half a second in a release build); 7.3 MB kept, 7.3 MB more while built.
    /// O(4 x states x moves).
    // Builds tables: no `Default` (see the crate root).
    #[allow(clippy::new_without_default)]
    pub fn new() -> FaceDistances {
        let tables = MoveTables::new(QUARTER_TURN);
        let faces: Vec<u8> = (0..STATES as u32)
            .map(|c| completed_faces(&colours_of(&decode(c))) as u8)
            .collect();
        let mut packed = vec![0u16; STATES];
        for (level, &least) in LEVELS.iter().enumerate() {
            let distances = nearest(&tables, |c| usize::from(faces[c]) >= least);
            for (p, &d) in packed.iter_mut().zip(distances.iter()) {
                *p |= u16::from(d) << (4 * level);
            }
        }
        FaceDistances { packed }
    }

    /// The fewest quarter turns from state `c` (a `coord` coordinate) to a state with at least
    /// `faces` faces complete. O(1).
    ///
    /// # Panics
    /// If `c` is not below `coord::STATES`, or `faces` is not 1, 2, 3 or 6.
    pub fn distance(&self, c: u32, faces: usize) -> u8 {
        let level = LEVELS.iter().position(|&f| f == faces);
        let level = level.expect("a distance is kept to 1, 2, 3 or 6 faces");
        (self.packed[c as usize] >> (4 * level) & 15) as u8
    }

    /// The most faces complete within `twists` quarter turns of state `c` (a `coord`
    /// coordinate): what [`most_completed_faces`] gives for the cube's colours. O(1).
    ///
    /// # Panics
    /// If `c` is not below `coord::STATES`.
    pub fn most_completed_faces(&self, c: u32, twists: u64) -> usize {
        let packed = self.packed[c as usize];
        let within = |level: usize| u64::from(packed >> (4 * level) & 15) <= twists;
        let level = (0..LEVELS.len()).rev().find(|&level| within(level));
        level.map_or(0, |level| LEVELS[level])
    }
}

/// Every state's quarter-turn distance to the nearest state where `source` holds, layer by layer
/// over the whole coordinate range (a byte a state, no queue). Every legal state reaches the
/// solved one, so every distance is found. O(STATES x (layers + 6)).
fn nearest(tables: &MoveTables, source: impl Fn(usize) -> bool) -> Vec<u8> {
    const UNSEEN: u8 = u8::MAX;
    let mut distance: Vec<u8> = (0..STATES).map(|c| if source(c) { 0 } else { UNSEEN }).collect();
    let mut depth = 0;
    loop {
        let mut grew = false;
        for c in 0..STATES {
            if distance[c] != depth {
                continue;
            }
            for m in 0..tables.moves() {
                let to = tables.apply(c as u32, m) as usize;
                if distance[to] == UNSEEN {
                    distance[to] = depth + 1;
                    grew = true;
                }
            }
        }
        if !grew {
            return distance;
        }
        depth += 1;
    }
}

#[cfg(test)]
mod tests;
