//! The faces of a coloured pocket cube taken as it is, legal or not: which faces are complete
//! (one colour), whether the cube is restored, and whether one quarter turn restores it. What the
//! "is it one turn from solved" problems ask, on stickers alone, with no legality check.

use super::cube::{Face, Stickers, STICKER_FACE};

/// The four sticker slots of each face, by face index (U D F B L R).
pub const FACE_SLOTS: [[usize; 4]; 6] = face_slots();

const fn face_slots() -> [[usize; 4]; 6] {
    let mut slots = [[0usize; 4]; 6];
    let mut filled = [0usize; 6];
    let mut s = 0;
    while s < 24 {
        let f = STICKER_FACE[s] as usize;
        slots[f][filled[f]] = s;
        filled[f] += 1;
        s += 1;
    }
    slots
}

/// The number of faces whose four stickers share one colour. O(24).
///
/// # Panics
/// If `colours` holds fewer than 24 colours.
pub fn completed_faces<T: PartialEq>(colours: &[T]) -> usize {
    FACE_SLOTS
        .iter()
        .filter(|slots| slots.iter().all(|&s| colours[s] == colours[slots[0]]))
        .count()
}

/// Whether every face is one colour, and the six colours differ. O(24).
///
/// # Panics
/// If `colours` holds fewer than 24 colours.
pub fn is_restored<T: PartialEq>(colours: &[T]) -> bool {
    completed_faces(colours) == 6
        && (0..6).all(|a| (a + 1..6).all(|b| colours[FACE_SLOTS[a][0]] != colours[FACE_SLOTS[b][0]]))
}

/// The colours after move `m` (a sticker permutation): `out[i] = colours[m[i]]`. O(24).
///
/// # Panics
/// If an entry of `m` is not below `colours.len()`.
pub fn apply<T: Copy>(colours: &[T], m: &Stickers) -> Vec<T> {
    m.0.iter().map(|&from| colours[from as usize]).collect()
}

/// Whether some single quarter turn of a face, either way, restores the cube. Turning D, B or L
/// is turning U, F or R and rotating the whole cube, which keeps faces complete, so the six
/// quarter turns of F, R and U decide. O(6 x 24).
///
/// # Panics
/// If `colours` holds fewer than 24 colours.
pub fn restored_by_one_turn<T: Copy + PartialEq>(colours: &[T]) -> bool {
    [Face::F, Face::R, Face::U].iter().any(|&face| {
        [1, 3]
            .iter()
            .any(|&q| is_restored(&apply(colours, &Stickers::turn(face, q))))
    })
}

#[cfg(test)]
mod tests;
