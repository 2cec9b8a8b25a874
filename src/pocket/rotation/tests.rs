use super::*;

#[test]
fn published_turns_are_clockwise_quarter_turns_of_their_layer() {
    for &face in [Face::F, Face::R, Face::U].iter() {
        assert_eq!(
            Stickers::turn(face, 1),
            geometric_quarter_turn(face),
            "{:?}",
            face
        );
        assert_eq!(Stickers::turn(face, 4), Stickers::SOLVED);
        assert_eq!(Stickers::turn(face, 3), Stickers::turn(face, 1).inverse());
    }
}

#[test]
fn there_are_24_distinct_rotations_forming_a_group() {
    let rots = rotations();
    assert_eq!(rots.len(), 24);
    assert_eq!(rots[0], Stickers::SOLVED);
    for (i, a) in rots.iter().enumerate() {
        assert!(rots[..i].iter().all(|b| b != a));
        for b in rots.iter() {
            assert!(rots.contains(&a.then(b)));
        }
    }
}

#[test]
fn a_rotation_is_the_product_of_opposite_face_turns() {
    // Turning L counter-clockwise and R clockwise turns the whole cube about the x axis.
    let l_ccw = geometric_quarter_turn(Face::L).inverse();
    let whole = l_ccw.then(&geometric_quarter_turn(Face::R));
    assert!(rotations().contains(&whole));
}
