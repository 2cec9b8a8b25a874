use super::*;
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{colours, facelet_named, Scheme};
use cubesmith::cube3::moves::{Face as Face3, Move as Move3};
use cubesmith::die::orientation::Direction;
use cubesmith::pocket::cube::Face;

fn solved3() -> Puzzle {
    Puzzle::cube3(&colours(&Cubies::SOLVED, &Scheme::LETTERS))
}

/// The usual die: 1 on top, 2 south, 3 east, 4 west, 5 north, 6 at the bottom.
fn die() -> Die<String> {
    let labels = ["1", "6", "5", "2", "3", "4"].map(String::from);
    Die::new(labels)
}

fn shown(puzzle: &Puzzle, ansi: bool) -> String {
    text(puzzle, &Palette::of(puzzle), ansi)
}

fn cell<'a>(cells: &'a [Cell], face: &str, index: usize) -> &'a Cell {
    cells.iter().find(|c| c.face == face && c.index == index).unwrap()
}

#[test]
fn nets_hold_every_sticker_once_numbered_in_reading_order_within_its_face() {
    for (puzzle, faces, per_face) in [
        (Puzzle::pocket_letters(&Stickers::SOLVED), 6, 4),
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
    let solved = shown(&Puzzle::pocket_letters(&Stickers::SOLVED), false);
    assert_eq!(
        solved,
        "    U U\n    U U\nL L F F R R B B\nL L F F R R B B\n    D D\n    D D\n"
    );
    // R lifts the front's right column to the top, the top's to the back, and so on.
    let turned = Puzzle::pocket_letters(&Stickers::SOLVED.then(&Stickers::turn(Face::R, 1)));
    assert_eq!(
        shown(&turned, false),
        "    U F\n    U F\nL L F D R R U B\nL L F D R R U B\n    D B\n    D B\n"
    );
    assert!(!turned.is_solved());
}

#[test]
fn pocket_cells_name_their_stickers_as_the_cross_net_reads_them() {
    // The top face read with its back edge first: UBL, UBR, UFL, UFR.
    let state = Stickers::SOLVED.then(&Stickers::turn(Face::U, 1));
    let cells = Puzzle::pocket_letters(&state).cells();
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
    let after = Puzzle::cube3(&facelet::turn(
        &colours(&Cubies::SOLVED, &Scheme::LETTERS),
        Move3::new(Face3::R, 1),
    ));
    let cells = after.cells();
    for index in [2, 5, 8] {
        assert_eq!(cell(&cells, "U", index).colour, "F");
        assert_eq!(cell(&cells, "B", 8 - index).colour, "U");
    }
    assert_eq!(cell(&cells, "U", 0).colour, "U");
    let lines: Vec<String> = shown(&after, false).lines().map(String::from).collect();
    assert_eq!(lines[0], "      U U F");
    assert_eq!(lines[3], "L L L F F D R R R U B B");
    assert_eq!(lines.len(), 9);
}

#[test]
fn a_3x3_cube_shows_the_input_s_own_symbols_and_colours() {
    let scheme = Scheme::new(*b"wrgyob").unwrap();
    let mut seen = colours(&Cubies::SOLVED.apply(Move3::new(Face3::U, 1)), &scheme);
    seen[facelet_named("D@DFR").unwrap()] = b'x'; // a symbol no centre shows
    let puzzle = Puzzle::cube3(&seen);
    let cells = puzzle.cells();
    assert_eq!(cell(&cells, "F", 0).colour, "r"); // U took the right face's red to the front
    assert_eq!(cell(&cells, "F", 0).symbol, "r");
    assert_eq!(cell(&cells, "D", 2).colour, "x");
    assert_eq!(shown(&puzzle, false).lines().next().unwrap(), "      w w w");
    let palette = Palette::of(&puzzle);
    assert_eq!(palette.fill("w"), WHITE);
    assert_eq!(palette.fill("r"), RED);
    assert_eq!(palette.fill("o"), ORANGE);
    // `x` names no colour: it gets a fill no named colour has, and stickers carry their symbols.
    assert!(!NAMED.iter().any(|(_, f)| *f == palette.fill("x")));
    assert!(palette.labelled);
}

#[test]
fn palettes_draw_colour_names_as_named_face_letters_as_the_scheme_and_numbers_labelled() {
    let cube = |symbols: &[u8; 6]| Puzzle::cube3(&colours(&Cubies::SOLVED, &Scheme::new(*symbols).unwrap()));
    let named = Palette::of(&cube(b"WRGYOB"));
    assert_eq!(
        ["W", "R", "G", "Y", "O", "B"].map(|c| named.fill(c)),
        [WHITE, RED, GREEN, YELLOW, ORANGE, BLUE]
    );
    assert!(!named.labelled);
    let faces = Palette::of(&cube(b"URFDLB"));
    assert_eq!(
        ["U", "R", "F", "D", "L", "B"].map(|c| faces.fill(c)),
        [WHITE, RED, GREEN, YELLOW, ORANGE, BLUE]
    );
    let digits = Palette::of(&cube(b"123456"));
    assert!(digits.labelled);
    let mut fills: Vec<&str> = digits.fills.iter().map(|(_, f)| f.rgb).collect();
    fills.sort_unstable();
    fills.dedup();
    assert_eq!(fills.len(), 6, "six symbols, six fills");
    // Spoj's magenta `M` beside five named colours: a sixth fill, not one of theirs.
    let grc = Palette::of(&cube(b"YRMWGB"));
    assert_eq!(grc.fill("Y"), YELLOW);
    assert!(![WHITE, YELLOW, RED, GREEN, BLUE].contains(&grc.fill("M")));
}

#[test]
fn numbered_pocket_stickers_show_their_numbers_coloured_by_their_face() {
    let state = Stickers::SOLVED.then(&Stickers::turn(Face::R, 1));
    let puzzle = Puzzle::pocket_numbered(&state);
    for (slot, sticker) in puzzle.stickers().iter().enumerate() {
        assert_eq!(sticker.symbol, state.0[slot].to_string());
        assert_eq!(
            sticker.colour,
            STICKER_FACE[state.0[slot] as usize].letter().to_string()
        );
    }
    assert!(Palette::of(&puzzle).labelled);
    assert!(!puzzle.is_solved());
    assert!(Puzzle::pocket_numbered(&Stickers::SOLVED).is_solved());
}

#[test]
fn a_die_is_drawn_as_a_map_with_the_bottom_under_the_south_side() {
    let mut rolled = die();
    rolled.roll(Direction::East);
    let drawn = shown(&Puzzle::Die(rolled.clone()), false);
    assert_eq!(drawn, "   [5]\n[6][4][1]\n   [2]\n   [3]\n");
    let cells = Puzzle::Die(rolled).cells();
    assert_eq!(cell(&cells, "top", 0).colour, "4");
    assert_eq!(cell(&cells, "bottom", 0).colour, "3");
}

#[test]
fn colours_come_as_ansi_backgrounds_only_when_asked() {
    let plain = shown(&solved3(), false);
    assert!(!plain.contains('\x1b'));
    let coloured = shown(&solved3(), true);
    assert_eq!(coloured.matches("\x1b[30;48;5;29m F \x1b[0m").count(), 9);
    assert_eq!(coloured.matches("\x1b[0m").count(), 54);
    let die_text = shown(&Puzzle::Die(die()), true);
    assert_eq!(die_text.matches("\x1b[30;48;5;231m[1]\x1b[0m").count(), 1);
}

#[test]
fn a_board_as_text_brackets_the_start_and_parenthesizes_the_way() {
    let board = Board {
        rows: 2,
        cols: 3,
        cells: ["1", "22", "3", "4", "5", "6"].map(String::from).to_vec(),
        path: vec![1, 2, 5, 2],
    };
    assert_eq!(board_text(&board), "  1 [22]( 3)\n  4   5 ( 6)\n");
}
