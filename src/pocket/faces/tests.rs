use super::*;
use crate::pocket::net::colours_of;
use crate::pocket::rotation::{geometric_quarter_turn, rotations};

fn solved() -> Vec<u8> {
    colours_of(&Stickers::SOLVED).to_vec()
}

#[test]
fn each_face_has_four_stickers_of_its_own() {
    for (f, slots) in FACE_SLOTS.iter().enumerate() {
        for &s in slots {
            assert_eq!(STICKER_FACE[s].index(), f);
        }
    }
    assert_eq!(completed_faces(&solved()), 6);
    assert!(is_restored(&solved()));
}

#[test]
fn one_quarter_turn_of_any_face_in_any_orientation_is_found() {
    let rots = rotations();
    for face in Face::ALL.iter() {
        let turn = geometric_quarter_turn(*face);
        for q in [turn, turn.inverse()].iter() {
            for r in rots.iter() {
                let cube = apply(&apply(&solved(), q), r);
                assert!(!is_restored(&cube));
                assert_eq!(completed_faces(&cube), 2, "a quarter turn leaves two faces whole");
                assert!(restored_by_one_turn(&cube), "{:?}", face);
            }
        }
        // A half turn needs two.
        let half = turn.then(&turn);
        assert!(!restored_by_one_turn(&apply(&solved(), &half)));
    }
    assert!(
        !restored_by_one_turn(&solved()),
        "a restored cube needs no turn, not one"
    );
}

#[test]
fn restored_needs_six_different_colours() {
    let mut cube = solved();
    let first_face_colour = cube[FACE_SLOTS[0][0]];
    for &s in FACE_SLOTS[1].iter() {
        cube[s] = first_face_colour;
    }
    assert_eq!(completed_faces(&cube), 6);
    assert!(!is_restored(&cube));
}
