use super::*;
use crate::pocket::cube::Stickers;
use crate::rng::Rng;

fn random_fru_state(rng: &mut Rng) -> Stickers {
    let faces = [Face::F, Face::R, Face::U];
    let mut s = Stickers::SOLVED;
    for _ in 0..40 {
        s = s.then(&Stickers::turn(
            faces[rng.below(3) as usize],
            rng.between(1, 3) as u8,
        ));
    }
    s
}

#[test]
fn every_coordinate_decodes_to_a_legal_state_and_back() {
    assert_eq!(encode(&Stickers::SOLVED), 0);
    for c in 0..STATES as u32 {
        let s = decode(c);
        assert_eq!(encode(&s), c);
        if c % 997 == 0 {
            assert!(s.is_legal());
            assert_eq!(s.block(REFERENCE_BLOCK), REFERENCE_BLOCK);
        }
    }
}

#[test]
fn move_tables_agree_with_sticker_moves() {
    let mut rng = Rng::new(21);
    for metric in [HALF_TURN, QUARTER_TURN].iter() {
        let tables = MoveTables::new(*metric);
        assert_eq!(tables.moves(), metric.turns.len());
        for _ in 0..2000 {
            let s = random_fru_state(&mut rng);
            let c = encode(&s);
            for (m, t) in metric.turns.iter().enumerate() {
                assert_eq!(tables.apply(c, m), encode(&s.then(&t.stickers())));
                assert_eq!(tables.apply(tables.apply(c, m), tables.inverse(m)), c);
            }
        }
    }
}

#[test]
fn arrangements_step_in_the_order_they_are_numbered() {
    let mut corners = arrangement(0);
    for p in 0..PERMUTATIONS {
        assert_eq!(corners, arrangement(p));
        assert_eq!(arrangement_index(&corners), p);
        next_arrangement(&mut corners);
    }
    assert_eq!(corners, arrangement(0), "the last arrangement wraps to the first");
}

#[test]
fn move_tables_agree_with_sticker_moves_on_every_arrangement_and_twist() {
    for metric in [HALF_TURN, QUARTER_TURN].iter() {
        let tables = MoveTables::new(*metric);
        // Every arrangement with some twist, and every twist with some arrangement.
        let states = (0..PERMUTATIONS)
            .map(|p| (p, p % TWISTS))
            .chain((0..TWISTS).map(|t| (7 * t % PERMUTATIONS, t)));
        for (p, t) in states {
            let c = (p * TWISTS + t) as u32;
            let s = decode(c);
            for (m, turn) in metric.turns.iter().enumerate() {
                assert_eq!(tables.apply(c, m), encode(&s.then(&turn.stickers())));
            }
        }
    }
}

#[test]
fn turns_are_named_as_judges_spell_them() {
    let names: Vec<String> = HALF_TURN.turns.iter().map(|t| t.name(["+", "2", "-"])).collect();
    assert_eq!(names, ["F+", "F2", "F-", "R+", "R2", "R-", "U+", "U2", "U-"]);
    assert_eq!(QUARTER_TURN.inverse(0), 1);
    assert_eq!(HALF_TURN.inverse(1), 1);
}

#[test]
fn the_first_arrangement_is_the_identity() {
    // Move tables start stepping from it without decoding it.
    assert_eq!(arrangement(0), [0, 1, 2, 3, 4, 5, 6]);
}
