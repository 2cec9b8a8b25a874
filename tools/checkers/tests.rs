use super::*;
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
