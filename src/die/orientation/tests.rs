//! The group facts, checked against an independent model: the die in space, each face an outward
//! normal vector, each move a rotation matrix.

use super::*;
use crate::rng::Rng;
use std::collections::HashSet;

/// A vector in space: x east, y north, z up.
type Vector = [i32; 3];

/// A linear map as a matrix (rows).
type Matrix = [[i32; 3]; 3];

/// The outward normal of a position.
fn normal(position: Face) -> Vector {
    match position {
        Face::Top => [0, 0, 1],
        Face::Bottom => [0, 0, -1],
        Face::North => [0, 1, 0],
        Face::South => [0, -1, 0],
        Face::East => [1, 0, 0],
        Face::West => [-1, 0, 0],
    }
}

/// The position whose outward normal is `v`.
fn position_facing(v: Vector) -> Face {
    *Face::ALL
        .iter()
        .find(|&&p| normal(p) == v)
        .expect("a face normal")
}

fn times(m: &Matrix, v: Vector) -> Vector {
    let mut out = [0; 3];
    for (o, row) in out.iter_mut().zip(m.iter()) {
        *o = row[0] * v[0] + row[1] * v[1] + row[2] * v[2];
    }
    out
}

fn determinant(m: &Matrix) -> i32 {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
}

/// Each move as a rotation of space, written from its physical description: rolling toward a
/// side turns the top's normal into that side's normal about the horizontal axis along the
/// edge it tips over; spinning right turns north into east about the vertical axis.
fn rotation(mv: Move) -> Matrix {
    match mv {
        // (x, y, z) -> (x, z, -y): up becomes north, north becomes down.
        Move::North => [[1, 0, 0], [0, 0, 1], [0, -1, 0]],
        // (x, y, z) -> (z, y, -x): up becomes east, east becomes down.
        Move::East => [[0, 0, 1], [0, 1, 0], [-1, 0, 0]],
        // (x, y, z) -> (x, -z, y): up becomes south.
        Move::South => [[1, 0, 0], [0, 0, -1], [0, 1, 0]],
        // (x, y, z) -> (-z, y, x): up becomes west.
        Move::West => [[0, 0, -1], [0, 1, 0], [1, 0, 0]],
        // (x, y, z) -> (y, -x, z): north becomes east, east becomes south.
        Move::Right => [[0, 1, 0], [-1, 0, 0], [0, 0, 1]],
        // (x, y, z) -> (-y, x, z): north becomes west.
        Move::Left => [[0, -1, 0], [1, 0, 0], [0, 0, 1]],
    }
}

/// The model's state: the outward normal of each physical face, in face order.
type Model = [Vector; 6];

fn model_start() -> Model {
    Face::ALL.map(normal)
}

fn model_apply(model: &Model, mv: Move) -> Model {
    let m = rotation(mv);
    model.map(|v| times(&m, v))
}

/// Whether the table's orientation puts every physical face where the model has it.
fn agrees(o: Orientation, model: &Model) -> bool {
    Face::ALL.iter().all(|&f| {
        let position = position_facing(model[f.index()]);
        o.position_of(f) == position && o.face_at(position) == f
    })
}

/// All 48 symmetries of the cube as signed permutation matrices.
fn symmetries() -> Vec<Matrix> {
    let perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let mut out = Vec::new();
    for p in perms.iter() {
        for signs in 0..8 {
            let mut m = [[0; 3]; 3];
            for row in 0..3 {
                m[row][p[row]] = if signs >> row & 1 == 1 { -1 } else { 1 };
            }
            out.push(m);
        }
    }
    out
}

#[test]
fn the_move_matrices_are_rotations_that_do_what_the_convention_says() {
    for &mv in Move::ALL.iter() {
        assert_eq!(determinant(&rotation(mv)), 1, "{:?}", mv);
    }
    for &d in Direction::ALL.iter() {
        // Rolling toward d: the top goes to side d, side d to the bottom.
        let m = rotation(d.roll());
        assert_eq!(times(&m, normal(Face::Top)), normal(d.face()));
        assert_eq!(times(&m, normal(d.face())), normal(Face::Bottom));
        // The edge it tips over is horizontal and perpendicular to d: its axis is fixed.
        let axis = normal(d.clockwise().face());
        assert_eq!(times(&m, axis), axis);
    }
    let right = rotation(Move::Right);
    for &d in Direction::ALL.iter() {
        assert_eq!(times(&right, normal(d.face())), normal(d.clockwise().face()));
    }
}

#[test]
fn there_are_24_distinct_orientations_each_a_permutation_keeping_opposites() {
    let all: Vec<Orientation> = Orientation::all().collect();
    assert_eq!(all.len(), Orientation::COUNT);
    let mut arrangements = HashSet::new();
    for (i, &o) in all.iter().enumerate() {
        assert_eq!(o.index(), i);
        assert_eq!(Orientation::from_index(i), o);
        let at = Face::ALL.map(|p| o.face_at(p));
        let mut sorted = at;
        sorted.sort();
        assert_eq!(sorted, Face::ALL, "orientation {} is not a permutation", i);
        for &p in Face::ALL.iter() {
            assert_eq!(o.position_of(o.face_at(p)), p);
            assert_eq!(o.face_at(p.opposite()), o.face_at(p).opposite());
        }
        // The index is 4 * top + rank of the north face among top's neighbours.
        assert_eq!(i / 4, o.face_at(Face::Top).index());
        arrangements.insert(at);
    }
    assert_eq!(arrangements.len(), 24);
    assert_eq!(Orientation::IDENTITY.index(), 0);
    assert!(Face::ALL.iter().all(|&p| Orientation::IDENTITY.face_at(p) == p));
    assert_eq!(Orientation::default(), Orientation::IDENTITY);
}

#[test]
#[should_panic(expected = "orientation index 24 is not below 24")]
fn index_24_is_refused() {
    let _ = Orientation::from_index(24);
}

/// Breadth-first search over (table orientation, model) pairs with the given moves, checking
/// they agree at every step; returns the orientations reached.
fn reach(moves: &[Move]) -> HashSet<Orientation> {
    let mut seen = HashSet::new();
    let mut models = HashSet::new();
    let mut queue = vec![(Orientation::IDENTITY, model_start())];
    seen.insert(Orientation::IDENTITY);
    models.insert(model_start());
    while let Some((o, model)) = queue.pop() {
        assert!(agrees(o, &model), "orientation {:?} disagrees with the model", o);
        for &mv in moves {
            let (next, next_model) = (o.apply(mv), model_apply(&model, mv));
            assert!(agrees(next, &next_model), "{:?} after {:?} disagrees", o, mv);
            models.insert(next_model);
            if seen.insert(next) {
                queue.push((next, next_model));
            }
        }
    }
    // As many positions of the physical die as table orientations: the index loses nothing.
    assert_eq!(models.len(), seen.len());
    seen
}

#[test]
fn moves_reach_exactly_the_24_orientations_and_agree_with_the_rotations_of_space() {
    assert_eq!(reach(&Move::ALL).len(), 24);
    assert_eq!(reach(&Move::ROLLS).len(), 24);
    assert_eq!(reach(&[Move::North, Move::East]).len(), 24);
    // Spins alone keep the top: 4 orientations.
    assert_eq!(reach(&Move::SPINS).len(), 4);
    // The 24 are exactly the rotations among the 48 symmetries: no mirror image is reachable.
    let mut rotations = HashSet::new();
    for m in symmetries() {
        let model = model_start().map(|v| times(&m, v));
        let found = Orientation::all().find(|&o| agrees(o, &model));
        assert_eq!(found.is_some(), determinant(&m) == 1);
        if let Some(o) = found {
            rotations.insert(o);
        }
    }
    assert_eq!(rotations.len(), 24);
}

#[test]
fn every_random_move_sequence_lands_where_the_model_does() {
    let mut rng = Rng::new(24);
    for _ in 0..200 {
        let mut o = Orientation::IDENTITY;
        let mut model = model_start();
        let len = rng.below(60) as usize;
        let moves: Vec<Move> = (0..len).map(|_| Move::ALL[rng.below(6) as usize]).collect();
        for &mv in &moves {
            o = o.apply(mv);
            model = model_apply(&model, mv);
        }
        assert!(agrees(o, &model), "{:?}", moves);
        assert_eq!(Orientation::IDENTITY.apply_all(&moves), o);
    }
}

#[test]
fn inverses_undo_and_every_move_has_order_four() {
    for o in Orientation::all() {
        for &mv in Move::ALL.iter() {
            assert_eq!(o.apply(mv).apply(mv.inverse()), o, "{:?} {:?}", o, mv);
            assert_eq!(o.apply(mv.inverse()).apply(mv), o);
            assert_eq!(mv.inverse().inverse(), mv);
            let mut after = o;
            for k in 1..=4 {
                after = after.apply(mv);
                // Exactly four: no fewer repetitions give the identity.
                assert_eq!(after == o, k == 4, "{:?} {:?} x{}", o, mv, k);
            }
        }
    }
    for &d in Direction::ALL.iter() {
        assert_eq!(d.roll().inverse(), d.opposite().roll());
        assert_eq!(
            Orientation::IDENTITY.roll(d),
            Orientation::IDENTITY.apply(d.roll())
        );
    }
}

#[test]
fn moves_commute_exactly_when_they_turn_about_the_same_axis() {
    for &a in Move::ALL.iter() {
        for &b in Move::ALL.iter() {
            let same_axis = a == b || a == b.inverse();
            for o in Orientation::all() {
                let commute = o.apply(a).apply(b) == o.apply(b).apply(a);
                assert_eq!(commute, same_axis, "{:?} {:?} from {:?}", a, b, o);
            }
        }
    }
}

#[test]
fn rolls_and_spins_move_the_faces_as_the_convention_says() {
    let start = Orientation::IDENTITY;
    let east = start.roll(Direction::East);
    assert_eq!(east.face_at(Face::Top), Face::West);
    assert_eq!(east.face_at(Face::East), Face::Top);
    assert_eq!(east.face_at(Face::Bottom), Face::East);
    assert_eq!(east.face_at(Face::West), Face::Bottom);
    assert_eq!(east.face_at(Face::North), Face::North);
    let north = start.roll(Direction::North);
    assert_eq!(north.face_at(Face::Top), Face::South);
    assert_eq!(north.face_at(Face::North), Face::Top);
    assert_eq!(north.face_at(Face::Bottom), Face::North);
    let south = start.roll(Direction::South);
    assert_eq!(south.face_at(Face::Top), Face::North);
    let west = start.roll(Direction::West);
    assert_eq!(west.face_at(Face::Top), Face::East);
    let right = start.apply(Move::Right);
    assert_eq!(right.face_at(Face::East), Face::North);
    assert_eq!(right.face_at(Face::South), Face::East);
    assert_eq!(right.face_at(Face::West), Face::South);
    assert_eq!(right.face_at(Face::North), Face::West);
    assert_eq!(right.face_at(Face::Top), Face::Top);
    assert_eq!(start.apply(Move::Left).face_at(Face::West), Face::North);
}

#[test]
fn from_top_front_matches_a_search_over_all_orientations() {
    for &top in Face::ALL.iter() {
        for &front in Face::ALL.iter() {
            let brute =
                Orientation::all().find(|o| o.face_at(Face::Top) == top && o.face_at(Face::South) == front);
            assert_eq!(
                Orientation::from_top_front(top, front),
                brute,
                "{:?} {:?}",
                top,
                front
            );
        }
    }
    // Adjacent pairs: 6 * 4 = 24, one orientation each.
    let found = Face::ALL
        .iter()
        .flat_map(|&t| Face::ALL.iter().map(move |&f| Orientation::from_top_front(t, f)))
        .flatten()
        .collect::<HashSet<_>>();
    assert_eq!(found.len(), 24);
}

#[test]
fn names_letters_and_directions_are_consistent() {
    assert_eq!((Face::U, Face::D, Face::F, Face::B, Face::R, Face::L), {
        use Face::*;
        (Top, Bottom, South, North, East, West)
    });
    for (i, &f) in Face::ALL.iter().enumerate() {
        assert_eq!(f.index(), i);
        assert_eq!(Face::from_index(i), f);
        assert_ne!(f.opposite(), f);
        assert_eq!(f.opposite().opposite(), f);
    }
    assert_eq!(Face::South.name(), "south");
    // The letters are the aliases'.
    let aliases = [Face::U, Face::D, Face::F, Face::B, Face::R, Face::L];
    let letters: String = aliases.iter().map(|f| f.letter()).collect();
    assert_eq!(letters, "UDFBRL");
    for &f in Face::ALL.iter() {
        assert_eq!(Face::from_letter(f.letter()), Some(f));
    }
    assert_eq!(Face::from_letter('u'), None);
    for (i, &d) in Direction::ALL.iter().enumerate() {
        assert_eq!(d.index(), i);
        assert_eq!(d.clockwise().counter_clockwise(), d);
        assert_eq!(d.clockwise().clockwise(), d.opposite());
        assert_eq!(d.face().opposite(), d.opposite().face());
        assert_eq!(d.roll().direction(), Some(d));
        // One step each way comes back.
        let (dr, dc) = d.delta();
        let (or, oc) = d.opposite().delta();
        assert_eq!((dr + or, dc + oc), (0, 0));
        assert_eq!(dr.abs() + dc.abs(), 1);
    }
    assert_eq!(Direction::North.delta(), (-1, 0));
    assert_eq!(Direction::East.clockwise(), Direction::South);
    let letters: Vec<u8> = Move::ALL.iter().map(|m| m.letter()).collect();
    assert_eq!(letters, b"NESWRL".to_vec());
    assert_eq!(Move::Right.direction(), None);
    assert_eq!(Move::Left.name(), "Left");
    for (i, &m) in Move::ALL.iter().enumerate() {
        assert_eq!(m.index(), i);
    }
}

fn cross(a: Vector, b: Vector) -> Vector {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

#[test]
fn the_sides_around_a_face_go_clockwise_seen_from_outside_it() {
    for &f in Face::ALL.iter() {
        let n = normal(f);
        let sides = f.around();
        for i in 0..4 {
            // Clockwise seen from outside: each next side is the one before crossed with the
            // outward normal (a quarter turn the other way from the right-hand rule).
            assert_eq!(normal(sides[(i + 1) % 4]), cross(normal(sides[i]), n), "{:?}", f);
            assert!(sides[i] != f && sides[i] != f.opposite());
        }
    }
    // Spinning right (clockwise from above) takes each side around the top to the next one.
    let spun = Orientation::IDENTITY.apply(Move::Right);
    let around = Face::Top.around();
    for i in 0..4 {
        assert_eq!(spun.position_of(around[i]), around[(i + 1) % 4]);
    }
    // A rotation keeps the order: the sides around a face land around its new position in the
    // same cyclic order.
    for o in Orientation::all() {
        for &f in Face::ALL.iter() {
            let moved: Vec<Face> = f.around().iter().map(|&s| o.position_of(s)).collect();
            let target = o.position_of(f).around();
            let shift = target.iter().position(|&s| s == moved[0]).unwrap();
            for i in 0..4 {
                assert_eq!(moved[i], target[(shift + i) % 4]);
            }
        }
    }
}

#[test]
fn same_axis_is_the_face_and_its_opposite() {
    for &f in Face::ALL.iter() {
        for &g in Face::ALL.iter() {
            assert_eq!(f.same_axis(g), g == f || g == f.opposite());
            assert_eq!(f.same_axis(g), !f.around().contains(&g));
        }
    }
}

/// Whether `o` turns the six faces by an even permutation.
fn even(o: Orientation) -> bool {
    let at: Vec<usize> = Face::ALL.iter().map(|&p| o.face_at(p).index()).collect();
    let inversions = (0..6).flat_map(|i| (i + 1..6).map(move |j| (i, j)));
    inversions.filter(|&(i, j)| at[i] > at[j]).count() % 2 == 0
}

#[test]
fn a_roll_changes_the_parity_of_the_orientation_so_a_cell_sees_12_of_24() {
    // Every roll moves the die to a cell of the other colour of a chessboard and changes the
    // parity of its orientation: from the start (even, on a white cell), a white cell only sees
    // the even orientations, a black one the odd (what bounds a walk's period on a board).
    for o in Orientation::all() {
        for &d in Direction::ALL.iter() {
            assert_ne!(even(o), even(o.roll(d)));
        }
    }
    assert!(even(Orientation::IDENTITY));
    assert_eq!(Orientation::all().filter(|&o| even(o)).count(), 12);
}
