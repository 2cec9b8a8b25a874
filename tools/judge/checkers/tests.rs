use super::*;
use cubesmith::cube3::moves::Face as Face3;
use cubesmith::pocket::cube::Face;

#[test]
fn notations_are_read_and_refused() {
    let names = notation(Some("X=R- Y=U- Z=F-")).unwrap();
    assert_eq!(names[0], ("X".to_string(), Stickers::turn(Face::R, 3)));
    assert!(notation(Some("X=D+"))
        .unwrap_err()
        .contains("not a turn of F, R or U"));
    assert!(notation(Some("X")).unwrap_err().contains("not NAME=TURN"));
    assert_eq!(notation(None).unwrap().len(), 9);
}

#[test]
fn quoted_output_is_cut() {
    assert_eq!(cut(&"x".repeat(100)), format!("\"{}...\"", "x".repeat(40)));
}

#[test]
fn notations_of_the_3x3_cube_are_read_and_refused() {
    let names = notation3(Some("4 1=U, 4 -1=U', 0 1=L")).unwrap();
    assert_eq!(
        names[1],
        (vec!["4".to_string(), "-1".to_string()], Move::new(Face3::U, 3))
    );
    assert_eq!(
        names[2],
        (vec!["0".to_string(), "1".to_string()], Move::new(Face3::L, 1))
    );
    let singmaster = notation3(None).unwrap();
    assert_eq!(singmaster.len(), 18);
    assert_eq!(singmaster[5], (vec!["R'".to_string()], Move::new(Face3::R, 3)));
    assert!(notation3(Some("X=R3"))
        .unwrap_err()
        .contains("not a move in Singmaster"));
    assert!(notation3(Some("X")).unwrap_err().contains("not NAME=MOVE"));
    assert!(notation3(Some(" =R")).unwrap_err().contains("names no move"));
}

#[test]
fn replaying_3x3_moves_finds_unsolved_cubes() {
    let (r, u) = (Move::new(Face3::R, 1), Move::new(Face3::U, 1));
    let cube = Cubies::SOLVED.apply_all(&[r, u]);
    assert_eq!(solves(cube, &[u.inverse(), r.inverse()]), Ok(()));
    assert_eq!(
        solves(cube, &[r.inverse(), u.inverse()]),
        Err("the moves leave the cube unsolved".to_string())
    );
}
