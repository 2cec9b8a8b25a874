use super::*;
use crate::pocket::coord::{decode, STATES};
use crate::pocket::net::{colours_of, normalize};
use crate::pocket::rotation::rotations;
use crate::rng::Rng;

/// A uniformly random legal state, turned as a whole by one of `rots`.
fn turned(rng: &mut Rng, rots: &[Stickers]) -> Stickers {
    decode(rng.below(STATES as u64) as u32).then(&rots[rng.below(24) as usize])
}

/// Whether `a = p b q` for rotations `p` and `q`: `b q` is `b` turned in space, and `p` renames
/// which solved orientation its stickers belong to. Neither changes the distance to the nearest
/// solved orientation.
fn same_up_to_rotations(a: &Stickers, b: &Stickers, rots: &[Stickers]) -> bool {
    rots.iter().any(|p| rots.iter().any(|q| p.then(b).then(q) == *a))
}

#[test]
fn relative_state_measures_from_one_cube_to_another() {
    let mut rng = Rng::new(12);
    for _ in 0..200 {
        let a = decode(rng.below(STATES as u64) as u32);
        let b = decode(rng.below(STATES as u64) as u32);
        assert_eq!(relative(&a, &a), Stickers::SOLVED);
        assert_eq!(relative(&Stickers::SOLVED, &b), b);
        // Turning `a` by the relative state's moves reaches `b` (up to rotation).
        let r = relative(&a, &b);
        assert!(same_up_to_rotations(&r, &a.inverse().then(&b), &rotations()));
    }
}

#[test]
fn relating_is_normalizing_the_composed_state() {
    // Any two legal states, each turned anyhow: not only states with the reference corner solved.
    let mut rng = Rng::new(17);
    let rots = rotations();
    for _ in 0..20_000 {
        let (a, b) = (turned(&mut rng, &rots), turned(&mut rng, &rots));
        let composed = colours_of(&a.inverse().then(&b));
        assert_eq!(relative(&a, &b), normalize(&composed, None).unwrap());
    }
}

#[test]
fn a_palette_relates_cube_pairs_as_between_does() {
    // Pairs of coloured cubes in any orientation, of either handedness, some damaged: the same
    // states, the same faults.
    let mut rng = Rng::new(18);
    let rots = rotations();
    let pairs = [(b'U', b'D'), (b'F', b'B'), (b'L', b'R')];
    let palette = Palette::new(pairs);
    let (mut accepted, mut faults) = ([0; 2], [0; 2]);
    for round in 0..40_000 {
        // Half the rounds mirror both cubes' colours, a few only one.
        let mirrored = [round % 2 == 1, (round % 2 == 1) != (rng.below(20) == 0)];
        let mut cube = |mirror: bool| {
            let mut colours = colours_of(&turned(&mut rng, &rots));
            if mirror {
                for c in colours.iter_mut() {
                    *c = match *c {
                        b'L' => b'R',
                        b'R' => b'L',
                        other => other,
                    };
                }
            }
            if rng.below(4) == 0 {
                for _ in 0..rng.between(1, 2) {
                    let at = rng.below(24) as usize;
                    if rng.below(2) == 0 {
                        colours.swap(at, rng.below(24) as usize);
                    } else {
                        colours[at] = b"UDFBLRX"[rng.below(7) as usize];
                    }
                }
            }
            colours
        };
        let (from, to) = (cube(mirrored[0]), cube(mirrored[1]));
        let slow = between(&from, &to, Some(&pairs));
        assert_eq!(
            palette.relate(&from, &to).map(|c| c.stickers()),
            slow,
            "{:?} {:?}",
            String::from_utf8_lossy(&from),
            String::from_utf8_lossy(&to)
        );
        match slow {
            Ok(_) => accepted[round % 2] += 1,
            Err((which, _)) => faults[which] += 1,
        }
    }
    // Every outcome occurs often enough for the comparison to mean something.
    assert!(
        accepted.iter().chain(faults.iter()).all(|&n| n > 2000),
        "{:?} {:?}",
        accepted,
        faults
    );
}
