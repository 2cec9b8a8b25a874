//! Whole-cube rotations and face turns computed from the cube's geometry: stickers as points in
//! space (a corner's coordinates and a face's outward normal), moved by rotation matrices. The
//! solvers never need this at run time; it defines the 24 rotations and lets the tests check the
//! published turn tables.

use super::cube::{Face, Stickers, STICKER_FACE};

/// The outward normal of a face as integer coordinates (x right, y up, z front).
fn normal(face: Face) -> [i32; 3] {
    match face {
        Face::U => [0, 1, 0],
        Face::D => [0, -1, 0],
        Face::F => [0, 0, 1],
        Face::B => [0, 0, -1],
        Face::L => [-1, 0, 0],
        Face::R => [1, 0, 0],
    }
}

/// The position of a sticker slot in space: its corner's coordinates and its face's normal.
fn sticker_position(slot: usize) -> ([i32; 3], [i32; 3]) {
    let block = slot / 3;
    let mut corner = [0; 3];
    for face in &STICKER_FACE[3 * block..3 * block + 3] {
        let n = normal(*face);
        for axis in 0..3 {
            corner[axis] += n[axis];
        }
    }
    (corner, normal(STICKER_FACE[slot]))
}

/// The slot at a position in space.
fn slot_at(corner: [i32; 3], normal: [i32; 3]) -> usize {
    (0..24)
        .find(|&s| sticker_position(s) == (corner, normal))
        .expect("a rotation maps stickers to stickers")
}

/// A 3x3 integer matrix applied to a vector.
fn apply_matrix(m: &[[i32; 3]; 3], v: [i32; 3]) -> [i32; 3] {
    let mut out = [0; 3];
    for (row, o) in m.iter().zip(out.iter_mut()) {
        *o = row[0] * v[0] + row[1] * v[1] + row[2] * v[2];
    }
    out
}

/// The move that moves every sticker for which `moves` holds by the matrix `m`: the sticker in
/// slot `k` goes to the slot at `m` times its position.
fn move_from_geometry(m: &[[i32; 3]; 3], moves: impl Fn(usize) -> bool) -> Stickers {
    let mut perm = [0u8; 24];
    for k in 0..24 {
        let to = if moves(k) {
            let (corner, normal) = sticker_position(k);
            slot_at(apply_matrix(m, corner), apply_matrix(m, normal))
        } else {
            k
        };
        // The sticker from slot k now sits in slot `to`: s'[to] = s[k].
        perm[to] = k as u8;
    }
    Stickers(perm)
}

/// The 24 rotations of space that map the cube onto itself, as matrices. Identity first.
fn rotation_matrices() -> Vec<[[i32; 3]; 3]> {
    let mut out = Vec::with_capacity(24);
    let perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    for p in perms.iter() {
        for signs in 0..8 {
            let mut m = [[0; 3]; 3];
            for row in 0..3 {
                m[row][p[row]] = if signs >> row & 1 == 1 { -1 } else { 1 };
            }
            let det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
            if det == 1 {
                out.push(m);
            }
        }
    }
    out
}

/// The 24 whole-cube rotations as moves (the identity first). O(24 * 24 * 24), computed on call.
pub fn rotations() -> Vec<Stickers> {
    rotation_matrices()
        .iter()
        .map(|m| move_from_geometry(m, |_| true))
        .collect()
}

/// The quarter turn of `face`'s layer, clockwise seen from outside that face, computed from
/// geometry. The FRU metrics use the published tables in [`Stickers::turn`]; tests check that
/// the two agree. O(24 * 24).
pub fn geometric_quarter_turn(face: Face) -> Stickers {
    let n = normal(face);
    // Clockwise seen from outside is a rotation by -90 degrees about the outward normal:
    // v -> v cos + (n x v) sin + n (n . v)(1 - cos) with cos = 0, sin = -1.
    let mut m = [[0; 3]; 3];
    for col in 0..3 {
        let mut e = [0; 3];
        e[col] = 1;
        let cross = [
            n[1] * e[2] - n[2] * e[1],
            n[2] * e[0] - n[0] * e[2],
            n[0] * e[1] - n[1] * e[0],
        ];
        let dot = n[0] * e[0] + n[1] * e[1] + n[2] * e[2];
        for row in 0..3 {
            m[row][col] = -cross[row] + n[row] * dot;
        }
    }
    move_from_geometry(&m, |k| {
        let (corner, _) = sticker_position(k);
        corner[0] * n[0] + corner[1] * n[1] + corner[2] * n[2] > 0
    })
}

#[cfg(test)]
mod tests;
