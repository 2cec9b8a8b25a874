use super::*;
use crate::pocket::coord::{encode, HALF_TURN};
use crate::pocket::net::{colours_of, normalize};
use crate::pocket::rotation::rotations;
use crate::pocket::table::DistanceTable;
use crate::rng::Rng;

/// A random legal state reached by `turns` random F, R, U quarter turns.
fn scrambled(rng: &mut Rng, turns: usize) -> Stickers {
    let faces = [Face::F, Face::R, Face::U];
    let mut s = Stickers::SOLVED;
    for _ in 0..turns {
        s = s.then(&Stickers::turn(faces[rng.below(3) as usize], 1));
    }
    s
}

/// A random legal state, as [`scrambled`], then turned as a whole by one of `rots`.
fn turned(rng: &mut Rng, rots: &[Stickers], turns: usize) -> Stickers {
    scrambled(rng, turns).then(&rots[rng.below(24) as usize])
}

#[test]
fn stickers_are_named_by_face_and_corner() {
    use Face::*;
    assert_eq!(sticker_at(U, [U, F, L]), Some(2));
    assert_eq!(sticker_at(L, [F, U, L]), Some(1));
    assert_eq!(sticker_at(D, [B, D, R]), Some(22));
    assert_eq!(sticker_at(D, [U, F, L]), None);
    assert_eq!(sticker_at(U, [U, D, L]), None);
    for (s, &face) in STICKER_FACE.iter().enumerate() {
        let b = s / 3;
        let corner = [
            STICKER_FACE[3 * b],
            STICKER_FACE[3 * b + 1],
            STICKER_FACE[3 * b + 2],
        ];
        assert_eq!(sticker_at(face, corner), Some(s));
    }
}

#[test]
fn twists_of_legal_states_add_up_to_zero() {
    let mut rng = Rng::new(3);
    for _ in 0..1000 {
        let s = scrambled(&mut rng, 30);
        assert!(s.is_legal());
        assert_eq!((0..8).map(|b| s.twist(b)).sum::<u8>() % 3, 0);
        assert_eq!(s.block(REFERENCE_BLOCK), REFERENCE_BLOCK);
    }
}

#[test]
fn permutation_errors_name_the_fault() {
    let mut v = Stickers::SOLVED.0;
    v[5] = 30;
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::NotASticker { slot: 5, value: 30 })
    );
    let mut v = Stickers::SOLVED.0;
    v[5] = 4;
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::RepeatedSticker { value: 4 })
    );
    let mut v = Stickers::SOLVED.0;
    v.swap(0, 3);
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::SplitCorner { block: 0 })
    );
    let mut v = Stickers::SOLVED.0;
    v.swap(0, 1);
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::MirroredCorner { block: 0 })
    );
    let mut v = Stickers::SOLVED.0;
    v[0..3].rotate_left(1);
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::Twisted { total: 2 })
    );
    assert_eq!(
        CubeError::MirroredCorner { block: 0 }.to_string(),
        "the front-up-left corner (stickers 0, 1, 2) is mirrored: its colours go round the wrong way"
    );
}

#[test]
fn no_permutation_makes_reading_panic() {
    let mut rng = Rng::new(13);
    for _ in 0..100_000 {
        let mut perm = Stickers::SOLVED.0;
        for _ in 0..rng.between(0, 3) {
            let at = rng.below(24) as usize;
            if rng.below(2) == 0 {
                perm.swap(at, rng.below(24) as usize);
            } else {
                perm[at] = rng.below(30) as u8;
            }
        }
        let _ = Stickers::from_permutation(&perm);
    }
}

/// Whether `values` is a state the cube can reach, shown by a witness rather than by rules: a
/// whole-cube rotation that brings the reference corner home, then the turns the full table
/// gives for its coordinate, end at the solved cube. (The coordinate is read from the corners'
/// slots and twists only; the turns solve exactly the state it stands for, so they solve
/// `values` only if `values` is that state.)
fn reachable(values: &[u8; 24], rots: &[Stickers], table: &DistanceTable) -> bool {
    let mut seen = [false; 24];
    for &v in values.iter() {
        if v >= 24 || seen[v as usize] {
            return false;
        }
        seen[v as usize] = true;
    }
    let base = 3 * REFERENCE_BLOCK;
    rots.iter().any(|r| {
        let turned = Stickers(*values).then(r);
        let mut blocks: Vec<usize> = (0..8).map(|b| turned.block(b)).collect();
        blocks.sort_unstable();
        blocks.dedup();
        if turned.0[base..base + 3] != Stickers::SOLVED.0[base..base + 3] || blocks.len() != 8 {
            return false;
        }
        let mut now = turned;
        for m in table.solve(encode(&turned)) {
            now = now.then(&HALF_TURN.turns[m].stickers());
        }
        now == Stickers::SOLVED
    })
}

#[test]
fn from_permutation_accepts_exactly_the_reachable_states() {
    let table = DistanceTable::new(HALF_TURN);
    let rots = rotations();
    let mut rng = Rng::new(16);
    let (mut accepted, mut refused) = (0, 0);
    for _ in 0..20_000 {
        let legal = turned(&mut rng, &rots, 20);
        let mut values = legal.0;
        for _ in 0..rng.between(0, 3) {
            let at = rng.below(24) as usize;
            let block = 3 * (at / 3);
            match rng.below(4) {
                0 => values.swap(at, rng.below(24) as usize),
                1 => values[block..block + 3].rotate_left(1),
                2 => values[block..block + 3].rotate_right(1),
                _ => values[at] = rng.below(30) as u8,
            }
        }
        let ok = Stickers::from_permutation(&values).is_ok();
        assert_eq!(ok, reachable(&values, &rots, &table), "{:?}", values);
        if ok {
            accepted += 1;
        } else {
            refused += 1;
        }
    }
    // Both answers come often enough for the agreement to mean something.
    assert!(accepted > 2_000 && refused > 2_000, "{} {}", accepted, refused);
}

#[test]
fn corners_carry_a_state_whole() {
    let mut rng = Rng::new(16);
    let rots = rotations();
    for _ in 0..2000 {
        let s = turned(&mut rng, &rots, 25);
        let corners = Corners::of(&s);
        assert_eq!(corners.stickers(), s);
        for b in 0..8 {
            assert_eq!((corners.block(b), corners.twist(b)), (s.block(b), s.twist(b)));
        }
    }
}

#[test]
fn corners_are_legal_exactly_when_their_stickers_are() {
    // Legal states with a few corners changed anyhow: repeated corners, twisted ones.
    let mut rng = Rng::new(20);
    let rots = rotations();
    let mut legal = 0;
    for _ in 0..20_000 {
        let mut corners = Corners::of(&turned(&mut rng, &rots, 20));
        for _ in 0..rng.between(0, 2) {
            corners.0[rng.below(8) as usize] = rng.below(24) as u8;
        }
        let is_legal = corners.is_legal();
        assert_eq!(is_legal, corners.stickers().is_legal(), "{:?}", corners);
        legal += usize::from(is_legal);
    }
    assert!(legal > 5_000 && legal < 15_000, "{}", legal);
}

#[test]
fn normalized_equals_reading_the_colours() {
    let mut rng = Rng::new(14);
    let rots = rotations();
    for _ in 0..2000 {
        let s = turned(&mut rng, &rots, 25);
        let normalized = Corners::of(&s).normalized().stickers();
        assert_eq!(normalized, normalize(&colours_of(&s), None).unwrap());
    }
}

#[test]
fn corners_are_found_by_their_faces_in_turning_order() {
    let indices: Vec<u8> = (0..8).chain([216, 255].iter().copied()).collect();
    let mut found = 0;
    for &a in indices.iter() {
        for &b in indices.iter() {
            for &c in indices.iter() {
                // The sticker whose corner, read round from it, lies on these faces.
                let faces = |s: usize| CORNER_STICKERS[s].map(|t| STICKER_FACE[usize::from(t)] as u8);
                let want = (0..24).find(|&s| faces(s) == [a, b, c]).map(|s| s as u8);
                let index = 36 * usize::from(a) + 6 * usize::from(b) + usize::from(c);
                if a < 6 && b < 6 && c < 6 || index > 215 {
                    assert_eq!(corner_on_faces(index), want, "{:?}", [a, b, c]);
                }
                found += usize::from(want.is_some());
            }
        }
    }
    assert_eq!(found, 24);
}

#[test]
fn the_default_state_is_the_solved_cube() {
    assert_eq!(Stickers::default(), Stickers::SOLVED);
}
