use super::*;
use crate::cube3::moves::{Face, Move};
use crate::cube3::notation::{singmaster, Separation};
use crate::rng::Rng;

/// The clockwise quarter turn of face `f` (0..6, U R F D L B) as cubies.
fn quarter(f: usize) -> Cubies {
    move_cubies(Move::new(Face::from_index(f), 1))
}

fn random_cubies(rng: &mut Rng, turns: usize) -> Cubies {
    (0..turns).fold(Cubies::SOLVED, |c, _| {
        c.apply(Move::from_index(rng.below(Move::COUNT as u64) as usize))
    })
}

fn corner(name: &str) -> u8 {
    CORNER_NAMES.iter().position(|&n| n == name).unwrap() as u8
}

fn edge(name: &str) -> u8 {
    EDGE_NAMES.iter().position(|&n| n == name).unwrap() as u8
}

#[test]
fn every_quarter_turn_has_order_four_and_half_turns_order_two() {
    for face in 0..6 {
        let q = quarter(face);
        let turn = |quarters| move_cubies(Move::new(Face::from_index(face), quarters));
        assert_ne!(q, Cubies::SOLVED);
        assert_ne!(q.then(&q), Cubies::SOLVED);
        assert_ne!(q.then(&q).then(&q), Cubies::SOLVED);
        assert_eq!(q.then(&q).then(&q).then(&q), Cubies::SOLVED);
        assert_eq!(turn(2), q.then(&q));
        assert_eq!(turn(3), q.inverse());
        assert_eq!(turn(2).then(&turn(2)), Cubies::SOLVED);
    }
}

#[test]
fn each_turn_moves_exactly_the_pieces_of_its_face() {
    // The four corners and four edges whose names contain the face's letter, and nothing else.
    for (face, letter) in Face::ALL.iter().map(|f| f.letter()).enumerate() {
        let q = quarter(face);
        for (i, name) in CORNER_NAMES.iter().enumerate() {
            let on_face = name.contains(letter);
            assert_eq!(q.cp[i] != i as u8, on_face, "{} corner {}", letter, name);
            assert!(on_face || q.co[i] == 0);
            assert!(CORNER_NAMES[q.cp[i] as usize].contains(letter) == on_face);
        }
        for (i, name) in EDGE_NAMES.iter().enumerate() {
            let on_face = name.contains(letter);
            assert_eq!(q.ep[i] != i as u8, on_face, "{} edge {}", letter, name);
            assert!(on_face || q.eo[i] == 0);
        }
    }
}

#[test]
fn up_and_down_neither_twist_nor_flip_and_only_front_and_back_flip() {
    for &m in Move::ALL.iter() {
        let c = move_cubies(m);
        let face = m.face().letter();
        let twists = c.co.iter().any(|&t| t != 0);
        let flips = c.eo.iter().any(|&f| f != 0);
        assert_eq!(
            twists,
            !"UD".contains(face) && !m.is_half_turn(),
            "move {}",
            m.name()
        );
        assert_eq!(
            flips,
            "FB".contains(face) && !m.is_half_turn(),
            "move {}",
            m.name()
        );
    }
}

#[test]
fn the_cycles_give_kociembas_tables() {
    // Kociemba's cubie tables of the six clockwise quarter turns, as published.
    let tables = [
        (
            [3, 0, 1, 2, 4, 5, 6, 7],
            [0; 8],
            [3, 0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11],
            [0; 12],
        ),
        (
            [4, 1, 2, 0, 7, 5, 6, 3],
            [2, 0, 0, 1, 1, 0, 0, 2],
            [8, 1, 2, 3, 11, 5, 6, 7, 4, 9, 10, 0],
            [0; 12],
        ),
        (
            [1, 5, 2, 3, 0, 4, 6, 7],
            [1, 2, 0, 0, 2, 1, 0, 0],
            [0, 9, 2, 3, 4, 8, 6, 7, 1, 5, 10, 11],
            [0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0],
        ),
        (
            [0, 1, 2, 3, 5, 6, 7, 4],
            [0; 8],
            [0, 1, 2, 3, 5, 6, 7, 4, 8, 9, 10, 11],
            [0; 12],
        ),
        (
            [0, 2, 6, 3, 4, 1, 5, 7],
            [0, 1, 2, 0, 0, 2, 1, 0],
            [0, 1, 10, 3, 4, 5, 9, 7, 8, 2, 6, 11],
            [0; 12],
        ),
        (
            [0, 1, 3, 7, 4, 5, 2, 6],
            [0, 0, 1, 2, 0, 0, 2, 1],
            [0, 1, 2, 11, 4, 5, 6, 10, 8, 9, 3, 7],
            [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1],
        ),
    ];
    for (face, &(cp, co, ep, eo)) in tables.iter().enumerate() {
        assert_eq!(
            quarter(face),
            Cubies { cp, co, ep, eo },
            "face {}",
            Face::from_index(face).letter()
        );
    }
}

#[test]
fn hand_known_facts_about_the_generators() {
    // U sends the piece at UFL to URF (a clockwise turn seen from above).
    let u = quarter(0);
    assert_eq!(u.cp[corner("URF") as usize], corner("UBR"));
    assert_eq!(u.cp[corner("UFL") as usize], corner("URF"));
    assert_eq!(u.ep[edge("UF") as usize], edge("UR"));
    // R brings the DFR corner up to URF, twisted, and the FR edge to UR.
    let r = quarter(1);
    assert_eq!(r.cp[corner("URF") as usize], corner("DFR"));
    assert_eq!(r.co[corner("URF") as usize], 2);
    assert_eq!(r.ep[edge("UR") as usize], edge("FR"));
    // F brings UFL to URF and flips UF's new occupant, the FL edge.
    let f = quarter(2);
    assert_eq!(f.cp[corner("URF") as usize], corner("UFL"));
    assert_eq!(f.ep[edge("UF") as usize], edge("FL"));
    assert_eq!(f.eo[edge("UF") as usize], 1);
    // D (clockwise seen from below) brings DLF to DFR and DF to DR.
    let d = quarter(3);
    assert_eq!(d.cp[corner("DFR") as usize], corner("DLF"));
    assert_eq!(d.ep[edge("DR") as usize], edge("DF"));
    // L brings ULB to UFL and BL to UL.
    let l = quarter(4);
    assert_eq!(l.cp[corner("UFL") as usize], corner("ULB"));
    assert_eq!(l.ep[edge("UL") as usize], edge("BL"));
    // B brings UBR to ULB.
    let b = quarter(5);
    assert_eq!(b.cp[corner("ULB") as usize], corner("UBR"));
    assert_eq!(b.ep[edge("UB") as usize], edge("BR"));
    assert_eq!(b.eo[edge("UB") as usize], 1);
}

#[test]
fn opposite_faces_commute_and_adjacent_ones_do_not() {
    for a in 0..6 {
        for b in 0..6 {
            let (x, y) = (quarter(a), quarter(b));
            let commute = x.then(&y) == y.then(&x);
            assert_eq!(commute, a == b || a % 3 == b % 3, "faces {} {}", a, b);
        }
    }
}

#[test]
fn then_and_inverse_make_a_group() {
    let mut rng = Rng::new(7);
    for _ in 0..500 {
        let a = random_cubies(&mut rng, 25);
        let b = random_cubies(&mut rng, 25);
        let c = random_cubies(&mut rng, 25);
        assert_eq!(a.then(&b).then(&c), a.then(&b.then(&c)));
        assert_eq!(a.then(&a.inverse()), Cubies::SOLVED);
        assert_eq!(a.inverse().then(&a), Cubies::SOLVED);
        assert_eq!(a.then(&Cubies::SOLVED), a);
        assert_eq!(Cubies::SOLVED.then(&a), a);
        assert_eq!(a.then(&b).inverse(), b.inverse().then(&a.inverse()));
    }
}

#[test]
fn random_sequences_stay_legal_and_reach_both_parities() {
    let mut rng = Rng::new(8);
    let mut parities = [0; 2];
    for _ in 0..2000 {
        let turns = rng.below(30) as usize;
        let c = random_cubies(&mut rng, turns);
        assert!(c.is_legal(), "{:?}", c);
        parities[c.corner_parity() as usize] += 1;
    }
    assert!(parities[0] > 0 && parities[1] > 0);
}

#[test]
fn illegal_states_are_refused() {
    let legal = random_cubies(&mut Rng::new(9), 40);
    let mut twisted = legal;
    twisted.co[0] = (twisted.co[0] + 1) % 3;
    let mut flipped = legal;
    flipped.eo[3] ^= 1;
    let mut swapped = legal;
    swapped.ep.swap(0, 1);
    let mut repeated = legal;
    repeated.cp[0] = repeated.cp[1];
    let mut bad_twist = legal;
    bad_twist.co[2] = 3;
    let mut bad_flip = legal;
    bad_flip.eo[2] = 2;
    for c in [twisted, flipped, swapped, repeated, bad_twist, bad_flip].iter() {
        assert!(!c.is_legal(), "{:?}", c);
    }
}

#[test]
fn the_sexy_move_six_times_is_the_identity() {
    // R U R' U'
    let sexy = Cubies::SOLVED.apply_all(&singmaster(Separation::WhiteSpace).parse("R U R' U'").unwrap());
    assert_ne!(sexy, Cubies::SOLVED);
    let mut c = Cubies::SOLVED;
    for k in 1..=6 {
        c = c.then(&sexy);
        assert_eq!(c == Cubies::SOLVED, k == 6);
    }
}

#[test]
fn the_superflip_flips_every_edge_in_place() {
    // U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2 (a known 20-move superflip)
    let seq = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";
    // Read by hand, not by the notation, which has tests of its own.
    let moves: Vec<Move> = seq
        .split(' ')
        .map(|t| {
            let face = Face::from_letter(t.chars().next().unwrap()).unwrap();
            let q = match &t[1..] {
                "" => 1,
                "2" => 2,
                _ => 3,
            };
            Move::new(face, q)
        })
        .collect();
    let c = Cubies::SOLVED.apply_all(&moves);
    assert_eq!(c.cp, Cubies::SOLVED.cp);
    assert_eq!(c.co, [0; 8]);
    assert_eq!(c.ep, Cubies::SOLVED.ep);
    assert_eq!(c.eo, [1; 12]);
    assert!(c.is_legal());
}

#[test]
fn random_states_are_legal_and_varied() {
    let mut rng = Rng::new(10);
    let mut seen = std::collections::HashSet::new();
    let mut twisted_last = [0; 3];
    for _ in 0..3000 {
        let c = Cubies::random(&mut rng);
        assert!(c.is_legal(), "{:?}", c);
        seen.insert(c);
        twisted_last[c.co[7] as usize] += 1;
    }
    assert_eq!(seen.len(), 3000);
    assert!(twisted_last.iter().all(|&n| n > 800));
}

#[test]
fn move_names_are_singmaster_s() {
    let sing = singmaster(Separation::WhiteSpace);
    for &m in Move::ALL.iter() {
        assert_eq!(sing.name(m), Some(m.name()));
        assert_eq!(sing.parse(m.name()).unwrap(), vec![m]);
    }
}

#[test]
fn the_default_cube_is_the_solved_cube() {
    assert_eq!(Cubies::default(), Cubies::SOLVED);
}

#[test]
fn the_piece_enums_are_the_names_in_index_order() {
    for (i, c) in Corner::ALL.iter().enumerate() {
        assert_eq!(
            (*c as usize, format!("{:?}", c)),
            (i, CORNER_NAMES[i].to_string())
        );
    }
    for (i, e) in Edge::ALL.iter().enumerate() {
        assert_eq!((*e as usize, format!("{:?}", e)), (i, EDGE_NAMES[i].to_string()));
    }
}
