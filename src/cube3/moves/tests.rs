use super::*;
use crate::cube3::cubie::{move_cubies, Cubies};

#[test]
fn a_move_is_its_face_and_quarters_and_back() {
    for (i, &m) in Move::ALL.iter().enumerate() {
        assert_eq!(m.index(), i);
        assert_eq!(Move::from_index(i), m);
        assert_eq!(Move::new(m.face(), m.quarters()), m);
        assert_eq!(m.is_half_turn(), m.quarters() == 2);
        assert_eq!(m.inverse().face(), m.face());
        assert_eq!(m.inverse().quarters(), 4 - m.quarters());
        let name = m.name();
        assert!(name.starts_with(m.face().letter()), "{}", name);
    }
}

#[test]
fn an_inverse_undoes_its_move_on_the_cubies() {
    for &m in Move::ALL.iter() {
        assert_eq!(
            move_cubies(m).then(&move_cubies(m.inverse())),
            Cubies::SOLVED,
            "{}",
            m.name()
        );
    }
}

#[test]
fn faces_convert_by_letter_and_pair_with_their_opposites() {
    for &f in Face::ALL.iter() {
        assert_eq!(Face::from_letter(f.letter()), Some(f));
        assert_eq!(Face::from_index(f.index()), f);
        assert_ne!(f.opposite(), f);
        assert_eq!(f.opposite().opposite(), f);
    }
    let pairs: String = Face::ALL[..3]
        .iter()
        .flat_map(|f| vec![f.letter(), f.opposite().letter()])
        .collect();
    assert_eq!(pairs, "UDRLFB");
    assert_eq!(Face::from_letter('X'), None);
    // The other families name the same faces by the same letters, both ways.
    for &f in crate::pocket::cube::Face::ALL.iter() {
        let here = Face::from_letter(f.letter()).expect("a pocket face letter");
        assert_eq!(here.opposite().letter(), f.opposite().letter());
        assert_eq!(crate::pocket::cube::Face::from_letter(here.letter()), Some(f));
    }
    for &f in crate::die::orientation::Face::ALL.iter() {
        let here = Face::from_letter(f.letter()).expect("a die face letter");
        assert_eq!(here.opposite().letter(), f.opposite().letter());
        assert_eq!(crate::die::orientation::Face::from_letter(here.letter()), Some(f));
    }
}

#[test]
#[should_panic]
fn a_turn_of_four_quarters_is_refused() {
    Move::new(Face::U, 4);
}

#[test]
fn after_a_face_neither_it_nor_an_earlier_opposite_follows() {
    for prev in Face::ALL.iter().map(|&f| Some(f)).chain(Some(None)) {
        let set = MoveSet::after(prev);
        let listed: Vec<Move> = set.collect();
        assert_eq!(listed.len(), set.len());
        assert!(listed.windows(2).all(|w| w[0] < w[1]), "in index order");
        for &m in Move::ALL.iter() {
            let expected = match prev {
                None => true,
                Some(p) => m.face() != p && !(m.face() == p.opposite() && m.face() < p),
            };
            assert_eq!(set.contains(m), expected, "{} after {:?}", m.name(), prev);
        }
    }
    assert_eq!(MoveSet::after(None), MoveSet::ALL);
}

/// A face may come before another exactly when the other may come after it.
#[test]
fn before_mirrors_after() {
    for &f in Face::ALL.iter() {
        for &g in Face::ALL.iter() {
            let first = Move::new(f, 1);
            let second = Move::new(g, 1);
            assert_eq!(
                MoveSet::before(Some(g)).contains(first),
                MoveSet::after(Some(f)).contains(second),
                "{:?} before {:?}",
                f,
                g
            );
        }
    }
    assert_eq!(MoveSet::before(None), MoveSet::ALL);
}

#[test]
fn sets_combine() {
    let r = MoveSet::face(Face::R);
    assert_eq!(r.len(), 3);
    assert_eq!(
        r,
        MoveSet::of(&[
            Move::new(Face::R, 1),
            Move::new(Face::R, 2),
            Move::new(Face::R, 3)
        ])
    );
    assert!(r.and(MoveSet::face(Face::L)).is_empty());
    assert_eq!(MoveSet::ALL.minus(r).len(), 15);
    assert!(!MoveSet::EMPTY.contains(Move::new(Face::U, 1)));
    let mut empty = MoveSet::EMPTY;
    assert_eq!(empty.next(), None);
}

#[test]
fn keep_if_keeps_exactly_the_moves_kept_and_asks_each_once() {
    let half = MoveSet::ALL.keep_if(|m| m.is_half_turn());
    assert_eq!(
        half,
        MoveSet::ALL
            .filter(|m| m.is_half_turn())
            .fold(MoveSet::EMPTY, |s, m| s.union(MoveSet::of(&[m])))
    );
    assert_eq!(half.len(), 6);
    let mut asked = Vec::new();
    let kept = MoveSet::face(Face::F).keep_if(|m| {
        asked.push(m);
        m.quarters() != 2
    });
    assert_eq!(asked, MoveSet::face(Face::F).collect::<Vec<_>>());
    assert_eq!(kept, MoveSet::of(&[Move::new(Face::F, 1), Move::new(Face::F, 3)]));
    assert!(MoveSet::EMPTY.keep_if(|_| true).is_empty());
}

#[test]
fn of_bits_takes_each_bit_as_the_move_of_its_index_and_drops_the_rest() {
    assert_eq!(MoveSet::of_bits(u32::MAX), MoveSet::ALL);
    assert_eq!(MoveSet::of_bits(0), MoveSet::EMPTY);
    for m in Move::ALL.iter() {
        assert_eq!(MoveSet::of_bits(1 << m.index()), MoveSet::of(&[*m]));
    }
    assert_eq!(MoveSet::of_bits(1 << 18 | 1 << 31), MoveSet::EMPTY);
}
