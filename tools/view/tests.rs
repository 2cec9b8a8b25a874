use super::*;
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{colours, facelet_named, Scheme};
use cubesmith::cube3::moves::{Face as Face3, Move as Move3};
use cubesmith::die::orientation::Direction;
use cubesmith::pocket::cube::Face;

fn solved3() -> Puzzle {
    Puzzle::Cube3(colours(&Cubies::SOLVED, &Scheme::LETTERS))
}

/// The usual die: 1 on top, 2 south, 3 east, 4 west, 5 north, 6 at the bottom.
fn die() -> Die<String> {
    let labels = ["1", "6", "5", "2", "3", "4"].map(String::from);
    Die::new(labels)
}

fn cell<'a>(cells: &'a [Cell], face: &str, index: usize) -> &'a Cell {
    cells.iter().find(|c| c.face == face && c.index == index).unwrap()
}

#[test]
fn nets_hold_every_sticker_once_numbered_in_reading_order_within_its_face() {
    for (puzzle, faces, per_face) in [
        (Puzzle::Pocket(Stickers::SOLVED), 6, 4),
        (solved3(), 6, 9),
        (Puzzle::Die(die()), 6, 1),
    ] {
        let cells = puzzle.cells();
        assert_eq!(cells.len(), faces * per_face);
        let mut places: Vec<(usize, usize)> = cells.iter().map(|c| (c.row, c.column)).collect();
        let sorted = places.clone();
        places.sort_unstable();
        places.dedup();
        assert_eq!(places, sorted, "cells are in grid reading order, one per place");
        for c in &cells {
            // A face's earlier index is on an earlier row, or the same row further left.
            for d in cells.iter().filter(|d| d.face == c.face && d.index < c.index) {
                assert!((d.row, d.column) < (c.row, c.column));
            }
            assert!(c.index < per_face);
        }
        assert!(puzzle.is_solved());
    }
}

#[test]
fn a_solved_pocket_cube_and_one_turn_of_r_as_letters() {
    let solved = text(&Puzzle::Pocket(Stickers::SOLVED), false);
    assert_eq!(
        solved,
        "    U U\n    U U\nL L F F R R B B\nL L F F R R B B\n    D D\n    D D\n"
    );
    // R lifts the front's right column to the top, the top's to the back, and so on.
    let turned = Puzzle::Pocket(Stickers::SOLVED.then(&Stickers::turn(Face::R, 1)));
    assert_eq!(
        text(&turned, false),
        "    U F\n    U F\nL L F D R R U B\nL L F D R R U B\n    D B\n    D B\n"
    );
    assert!(!turned.is_solved());
}

#[test]
fn pocket_cells_name_their_stickers_as_the_cross_net_reads_them() {
    // The top face read with its back edge first: UBL, UBR, UFL, UFR.
    let state = Stickers::SOLVED.then(&Stickers::turn(Face::U, 1));
    let cells = Puzzle::Pocket(state).cells();
    for (index, name) in ["U@UBL", "U@UBR", "U@UFL", "U@UFR"].iter().enumerate() {
        let slot = sticker_named(name).unwrap();
        let want = STICKER_FACE[state.0[slot] as usize].letter().to_string();
        assert_eq!(cell(&cells, "U", index).colour, want);
    }
    // After U, the front's top row shows the right face's colour.
    assert_eq!(cell(&cells, "F", 0).colour, "R");
    assert_eq!(cell(&cells, "F", 2).colour, "F");
}

#[test]
fn a_3x3_cube_after_r_shows_the_front_colour_on_the_right_of_the_top() {
    let after = Puzzle::Cube3(facelet::turn(
        &colours(&Cubies::SOLVED, &Scheme::LETTERS),
        Move3::new(Face3::R, 1),
    ));
    let cells = after.cells();
    for index in [2, 5, 8] {
        assert_eq!(cell(&cells, "U", index).colour, "F");
        assert_eq!(cell(&cells, "B", 8 - index).colour, "U");
    }
    assert_eq!(cell(&cells, "U", 0).colour, "U");
    let lines: Vec<String> = text(&after, false).lines().map(String::from).collect();
    assert_eq!(lines[0], "      U U F");
    assert_eq!(lines[3], "L L L F F D R R R U B B");
    assert_eq!(lines.len(), 9);
}

#[test]
fn a_3x3_colour_is_named_by_the_centre_that_shows_it() {
    let scheme = Scheme::new(*b"wrgyob").unwrap();
    let mut seen = colours(&Cubies::SOLVED.apply(Move3::new(Face3::U, 1)), &scheme);
    seen[facelet_named("D@DFR").unwrap()] = b'x'; // no centre shows x
    let cells = Puzzle::Cube3(seen).cells();
    assert_eq!(cell(&cells, "F", 0).colour, "R"); // U took the right face's red to the front
    assert_eq!(cell(&cells, "D", 2).colour, "?");
}

#[test]
fn a_die_is_drawn_as_a_map_with_the_bottom_under_the_south_side() {
    let mut rolled = die();
    rolled.roll(Direction::East);
    let drawn = text(&Puzzle::Die(rolled.clone()), false);
    assert_eq!(drawn, "   [5]\n[6][4][1]\n   [2]\n   [3]\n");
    let cells = Puzzle::Die(rolled).cells();
    assert_eq!(cell(&cells, "top", 0).colour, "4");
    assert_eq!(cell(&cells, "bottom", 0).colour, "3");
}

#[test]
fn colours_come_as_ansi_backgrounds_only_when_asked() {
    let plain = text(&solved3(), false);
    assert!(!plain.contains('\x1b'));
    let coloured = text(&solved3(), true);
    assert_eq!(coloured.matches("\x1b[30;48;5;34m F \x1b[0m").count(), 9);
    assert_eq!(coloured.matches("\x1b[0m").count(), 54);
    let die_text = text(&Puzzle::Die(die()), true);
    assert_eq!(die_text.matches("\x1b[30;48;5;231m[1]\x1b[0m").count(), 1);
}
