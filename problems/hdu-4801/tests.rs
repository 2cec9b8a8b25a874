//! The answers for N beyond the statement's 7 (`beyond/`), against a plain breadth-first search:
//! every state within N quarter turns of the cube, found on the move tables' coordinates, each
//! one's complete faces counted from its stickers. It shares nothing with the walk over move
//! sequences (`reach::walk`) nor with the shortcut from 11 turns on (`THREE_FACES_WITHIN` and the
//! distance table) that the adapter uses.

use super::{read_case, NET};
use cubesmith::io::Scanner;
use cubesmith::layout::Layout;
use cubesmith::pocket::coord::{decode, encode, MoveTables, QUARTER_TURN, STATES};
use cubesmith::pocket::faces::completed_faces;
use cubesmith::pocket::net::{colours_of, sticker_named};

/// The most faces complete over the states within `twists` quarter turns of coordinate `start`.
fn by_breadth_first_search(tables: &MoveTables, start: u32, twists: u64) -> usize {
    let faces = |c: u32| completed_faces(&colours_of(&decode(c)));
    let mut seen = vec![false; STATES];
    seen[start as usize] = true;
    let (mut layer, mut best, mut depth) = (vec![start], faces(start), 0);
    while depth < twists && !layer.is_empty() && best < 6 {
        let mut next = Vec::new();
        for &c in &layer {
            for m in 0..tables.moves() {
                let to = tables.apply(c, m);
                if !seen[to as usize] {
                    seen[to as usize] = true;
                    best = best.max(faces(to));
                    next.push(to);
                }
            }
        }
        layer = next;
        depth += 1;
    }
    best
}

#[test]
fn every_beyond_answer_is_the_breadth_first_searchs() {
    let dir = std::path::Path::new("beyond");
    let (tables, net) = (MoveTables::new(QUARTER_TURN), Layout::new(NET, 24, sticker_named));
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "in") {
            continue;
        }
        let input = std::fs::read(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let mut scanner = Scanner::new(&input[..]);
        let mut answers = String::new();
        let mut case = 0;
        while let Some(twists) = scanner.number_or_end("N", 0, u64::MAX).unwrap() {
            case += 1;
            let (_, state) = read_case(&mut scanner, &net, case).unwrap();
            answers += &format!("{}\n", by_breadth_first_search(&tables, encode(&state), twists));
            checked += 1;
        }
        assert_eq!(answers, expected, "{}", path.display());
    }
    assert!(checked >= 15);
}
