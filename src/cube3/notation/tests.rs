use super::*;
use crate::cube3::moves::Face;
use crate::io::Scanner;
use crate::rng::Rng;

/// Singmaster's notation read as plain move indices: the notation's mechanics, whatever the type.
fn indexed(separation: Separation) -> Notation {
    singmaster(separation).typed()
}

#[test]
fn singmaster_reads_moves_as_named() {
    let notation = singmaster(Separation::WhiteSpace);
    for &m in Move::ALL.iter() {
        assert_eq!(notation.parse(m.name()).unwrap(), vec![m]);
        assert_eq!(
            notation.write(&[m, m.inverse()]),
            format!("{} {}", m.name(), m.inverse().name())
        );
    }
}

#[test]
fn singmaster_names_every_move_and_reads_them_back() {
    let notation = indexed(Separation::WhiteSpace);
    let expected = [
        "U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'", "D", "D2", "D'", "L", "L2", "L'", "B", "B2", "B'",
    ];
    for (m, name) in expected.iter().enumerate() {
        assert_eq!(notation.name(m), Some(*name));
        assert_eq!(notation.parse(name).unwrap(), vec![m]);
    }
    assert_eq!(notation.name(18), None);
    let all: Vec<usize> = (0..18).collect();
    assert_eq!(notation.write(&all), expected.join(" "));
    assert_eq!(notation.parse(&expected.join(" ")).unwrap(), all);
}

#[test]
fn singmaster_reads_a_counter_clockwise_half_turn_as_a_half_turn() {
    let notation = indexed(Separation::WhiteSpace);
    assert_eq!(notation.parse("R2' U2'").unwrap(), vec![4, 1]);
    assert_eq!(notation.write(&[4, 1]), "R2 U2");
    let joined = indexed(Separation::Concatenated);
    assert_eq!(joined.parse("R2'U2'F").unwrap(), vec![4, 1, 6]);
}

#[test]
fn concatenated_names_take_the_longest_match_and_skip_white_space() {
    let notation = indexed(Separation::Concatenated);
    assert_eq!(notation.parse("R'D2F").unwrap(), vec![5, 10, 6]);
    assert_eq!(notation.parse(" R' D2\nF ").unwrap(), vec![5, 10, 6]);
    assert_eq!(notation.write(&[5, 10, 6]), "R'D2F");
    assert_eq!(notation.parse("").unwrap(), Vec::<usize>::new());
    assert_eq!(notation.parse(" \n ").unwrap(), Vec::<usize>::new());
}

#[test]
fn white_space_separated_names_must_be_whole_words() {
    let notation = indexed(Separation::WhiteSpace);
    assert_eq!(notation.parse("  R\tU'\r\n\nF2 ").unwrap(), vec![3, 2, 7]);
    assert_eq!(
        notation.parse("R U'F").unwrap_err(),
        NotationError::UnknownMove {
            token: "U'F".to_string(),
            offset: 2,
            number: 2
        }
    );
}

#[test]
fn unknown_tokens_are_named_with_offset_and_move_number() {
    let notation = indexed(Separation::WhiteSpace);
    let error = notation.parse("R U\n  X2 F").unwrap_err();
    assert_eq!(
        error,
        NotationError::UnknownMove {
            token: "X2".to_string(),
            offset: 6,
            number: 3
        }
    );
    assert_eq!(
        error.to_string(),
        "move 3 ('X2' at byte 6) is not a move of this notation"
    );

    let joined = indexed(Separation::Concatenated);
    let error = joined.parse("RU2 x'F D").unwrap_err();
    assert_eq!(
        error,
        NotationError::UnknownMove {
            token: "x'F".to_string(),
            offset: 4,
            number: 3
        }
    );
    // A lone suffix is no move: `2` after a complete `R2` is the bad token.
    assert_eq!(
        joined.parse("R22").unwrap_err(),
        NotationError::UnknownMove {
            token: "2".to_string(),
            offset: 2,
            number: 2
        }
    );
}

#[test]
fn multi_word_names_match_word_by_word_and_the_longest_wins() {
    // BOJ 9972's operations.
    let faces = ["top", "right", "front", "bottom", "left", "back"];
    let notation =
        Notation::face_turns(&faces, &[(" right", 0), (" left", 2)], 3, Separation::WhiteSpace).unwrap();
    assert_eq!(notation.parse("front left\ntop   right\n").unwrap(), vec![8, 0]);
    assert_eq!(notation.write_with(&[8, 0], "\n"), "front left\ntop right");
    assert_eq!(
        notation.parse("front left top up").unwrap_err(),
        NotationError::UnknownMove {
            token: "top up".to_string(),
            offset: 11,
            number: 2
        }
    );
    // A one-word name and a two-word name sharing the first word.
    let overlap = Notation::new(&[("a", 0), ("a b", 1), ("b", 2)], Separation::WhiteSpace).unwrap();
    assert_eq!(overlap.parse("a b a b b a").unwrap(), vec![1, 1, 2, 0]);
}

#[test]
fn the_judges_notations_are_expressible() {
    // BOJ 5373: `U+ L-`, quarter turns only.
    let faces = ["U", "R", "F", "D", "L", "B"];
    let boj = Notation::face_turns(&faces, &[("+", 0), ("-", 2)], 3, Separation::WhiteSpace).unwrap();
    assert_eq!(boj.parse("U+ L- B+").unwrap(), vec![0, 14, 15]);
    assert_eq!(boj.name(1), None);
    // ZOJ 2477: face number then direction, faces numbered L F R B U D = 0..6.
    let zoj = Notation::face_turns(
        &["4", "2", "1", "5", "0", "3"],
        &[(" 1", 0), (" -1", 2)],
        3,
        Separation::WhiteSpace,
    )
    .unwrap();
    assert_eq!(zoj.parse("1 1\n0 -1\n4 1").unwrap(), vec![6, 14, 0]);
    // DMOJ: Singmaster without spaces.
    let dmoj = indexed(Separation::Concatenated);
    assert_eq!(dmoj.write(&[12, 1, 17]), "LU2B'");
    // LambdaOJ's pocket cube: F R U with + 2 -, nine moves.
    let lambda = Notation::face_turns(
        &["F", "R", "U"],
        &[("+", 0), ("2", 1), ("-", 2)],
        3,
        Separation::WhiteSpace,
    )
    .unwrap();
    assert_eq!(lambda.parse("F+ R2 U-").unwrap(), vec![0, 4, 8]);
    // BOJ 7659: three letters, no spaces.
    let xyz = Notation::new(&[("X", 0), ("Y", 1), ("Z", 2)], Separation::Concatenated).unwrap();
    assert_eq!(xyz.parse("XXYZZZ").unwrap(), vec![0, 0, 1, 2, 2, 2]);
    assert_eq!(xyz.write(&[2, 1, 0]), "ZYX");
}

#[test]
fn random_sequences_round_trip_in_every_notation() {
    let notations = [
        (indexed(Separation::WhiteSpace), 18),
        (indexed(Separation::Concatenated), 18),
        (
            Notation::face_turns(
                &["4", "2", "1", "5", "0", "3"],
                &[(" 1", 0), (" -1", 2)],
                3,
                Separation::WhiteSpace,
            )
            .unwrap(),
            18,
        ),
        (
            Notation::new(
                &[("N", 0), ("E", 1), ("S", 2), ("W", 3)],
                Separation::Concatenated,
            )
            .unwrap(),
            4,
        ),
    ];
    let mut rng = Rng::new(10);
    for (notation, moves) in notations.iter() {
        let named: Vec<usize> = (0..*moves).filter(|&m| notation.name(m).is_some()).collect();
        for _ in 0..200 {
            let len = rng.below(30) as usize;
            let seq: Vec<usize> = (0..len)
                .map(|_| named[rng.below(named.len() as u64) as usize])
                .collect();
            assert_eq!(notation.parse(&notation.write(&seq)).unwrap(), seq);
            assert_eq!(notation.parse(&notation.write_with(&seq, " \n\t")).unwrap(), seq);
        }
    }
}

#[test]
fn aliases_are_read_and_the_first_name_is_written() {
    let notation = Notation::new(&[("R", 0), ("R1", 0), ("R", 0)], Separation::WhiteSpace).unwrap();
    assert_eq!(notation.parse("R1 R").unwrap(), vec![0, 0]);
    assert_eq!(notation.write(&[0, 0]), "R R");
}

#[test]
fn bad_tables_are_refused_with_the_name() {
    let conflict = Notation::new(&[("R", 0), ("R", 1)], Separation::WhiteSpace).unwrap_err();
    assert_eq!(
        conflict,
        NotationError::Conflict {
            name: "R".to_string(),
            first: 0,
            second: 1
        }
    );
    assert_eq!(
        conflict.to_string(),
        "the move name 'R' is given for two moves, 0 and 1"
    );
    // Names equal word by word are the same name.
    assert!(Notation::new(&[("a b", 0), ("a  b", 1)], Separation::WhiteSpace).is_err());
    for (name, separation) in [
        ("", Separation::WhiteSpace),
        ("  ", Separation::WhiteSpace),
        ("", Separation::Concatenated),
        ("U 1", Separation::Concatenated),
        ("U ", Separation::Concatenated),
    ]
    .iter()
    {
        let error = Notation::new(&[(name, 0)], *separation).unwrap_err();
        assert_eq!(
            error,
            NotationError::BadName {
                name: name.to_string()
            }
        );
        assert!(error
            .to_string()
            .starts_with(&format!("'{}' cannot be a move name", name)));
    }
}

#[test]
fn names_are_written_with_single_spaces() {
    let notation = Notation::new(&[("  top \t right ", 0)], Separation::WhiteSpace).unwrap();
    assert_eq!(notation.name(0), Some("top right"));
    assert_eq!(notation.parse("top\nright").unwrap(), vec![0]);
}

#[test]
#[should_panic(expected = "move 3 has no name in this notation")]
fn writing_an_unnamed_move_panics() {
    let notation = Notation::new(&[("a", 0)], Separation::WhiteSpace).unwrap();
    notation.write(&[0, 3]);
}

#[test]
fn non_utf8_input_is_an_error_not_a_panic() {
    let notation = indexed(Separation::WhiteSpace);
    let error = notation.parse_bytes(b"R \xff\xfe U").unwrap_err();
    assert_eq!(
        error,
        NotationError::UnknownMove {
            token: "?".to_string(),
            offset: 2,
            number: 2
        }
    );
    let joined = indexed(Separation::Concatenated);
    assert!(joined.parse_bytes(b"R\xff").is_err());
}

/// BOJ 5373's turns, in the statement's order (faces U D F B L R).
fn boj_turns() -> Notation {
    let pairs = [
        ("U+", 0),
        ("U-", 2),
        ("D+", 9),
        ("D-", 11),
        ("F+", 6),
        ("F-", 8),
        ("B+", 15),
        ("B-", 17),
        ("L+", 12),
        ("L-", 14),
        ("R+", 3),
        ("R-", 5),
    ];
    Notation::new(&pairs, Separation::WhiteSpace).unwrap()
}

#[test]
fn listed_names_are_the_written_ones_in_the_order_given() {
    assert_eq!(boj_turns().listed(), "U+ U- D+ D- F+ F- B+ B- L+ L- R+ R-");
    // Singmaster's alias R2' is left out.
    let sing = indexed(Separation::WhiteSpace).listed();
    assert!(sing.starts_with("U U2 U' R R2 R' F") && sing.ends_with("B B2 B'"));
    assert_eq!(sing.split(' ').count(), 18);
    let aliases = Notation::new(&[("+1", 0), ("1", 0), ("-1", 2)], Separation::WhiteSpace).unwrap();
    assert_eq!(aliases.listed(), "+1 -1");
}

#[test]
fn read_moves_reads_exactly_n_moves_across_lines() {
    let turns = boj_turns();
    let mut input = Scanner::new(&b"U+ L-\r\n\n B+  R+ 7\n"[..]);
    assert_eq!(turns.read_moves(&mut input, 3, "turn").unwrap(), vec![0, 14, 15]);
    assert_eq!(turns.read_moves(&mut input, 1, "turn").unwrap(), vec![3]);
    assert_eq!(input.number("the next count", 0, 9), Ok(7));
    assert_eq!(
        turns.read_moves(&mut input, 0, "turn").unwrap(),
        Vec::<usize>::new()
    );
}

#[test]
fn read_moves_names_the_move_the_line_and_what_was_found() {
    let turns = boj_turns();
    let listed = "U+ U- D+ D- F+ F- B+ B- L+ L- R+ R-";
    let mut input = Scanner::new(&b"U+\nR+ u+\n"[..]);
    let error = turns.read_moves(&mut input, 4, "turn").unwrap_err();
    assert_eq!(
        error.to_string(),
        format!(
            "input line 2: turn 3 of 4: expected one of {}, found \"u+\"",
            listed
        )
    );
    let mut input = Scanner::new(&b"U+\nR+\n\n"[..]);
    let error = turns.read_moves(&mut input, 3, "turn").unwrap_err();
    assert_eq!(
        error.to_string(),
        format!(
            "input line 4: turn 3 of 3: expected one of {}, found the end of the input",
            listed
        )
    );
    // A count far past the input is an error at its end, not an allocation.
    let mut input = Scanner::new(&b"U+"[..]);
    let error = turns.read_moves(&mut input, u64::MAX, "turn").unwrap_err();
    assert!(error.message.starts_with("turn 2 of 18446744073709551615: "));
    // Glued names are one token, and no name.
    let glued = indexed(Separation::Concatenated);
    let error = glued
        .read_moves(&mut Scanner::new(&b"R U2F"[..]), 3, "move")
        .unwrap_err();
    assert!(
        error
            .message
            .starts_with("move 2 of 3: expected one of U U2 U' R")
            && error.message.ends_with("found \"U2F\"")
    );
    assert_eq!(
        glued
            .read_moves(&mut Scanner::new(&b"R U2 F'"[..]), 3, "move")
            .unwrap(),
        vec![3, 1, 8]
    );
}

#[test]
fn read_moves_takes_names_of_several_words_token_by_token() {
    // ZOJ 2477's steps, one a line; BOJ 9972's operations.
    let zoj = Notation::face_turns(
        &["4", "2", "1", "5", "0", "3"],
        &[(" 1", 0), (" -1", 2)],
        3,
        Separation::WhiteSpace,
    )
    .unwrap();
    let mut input = Scanner::new(&b"1 1\n0\n-1\n4 1\n0 2\n"[..]);
    assert_eq!(zoj.read_moves(&mut input, 3, "step").unwrap(), vec![6, 14, 0]);
    let error = zoj.read_moves(&mut input, 1, "step").unwrap_err();
    assert_eq!(
        (error.line, error.message.ends_with("found \"0 2\"")),
        (Some(5), true)
    );
    let error = zoj
        .read_moves(&mut Scanner::new(&b"4"[..]), 1, "step")
        .unwrap_err();
    assert!(error.message.ends_with("found \"4\""));
    let faces = ["top", "right", "front", "bottom", "left", "back"];
    let boj =
        Notation::face_turns(&faces, &[(" right", 0), (" left", 2)], 3, Separation::WhiteSpace).unwrap();
    let mut input = Scanner::new(&b"front left\ntop\nright\n"[..]);
    assert_eq!(boj.read_moves(&mut input, 2, "operation").unwrap(), vec![8, 0]);
    // A name that starts a longer one is taken at once: no read ahead.
    let overlap = Notation::new(&[("a", 0), ("a b", 1), ("b", 2)], Separation::WhiteSpace).unwrap();
    assert_eq!(
        overlap
            .read_moves(&mut Scanner::new(&b"a b"[..]), 2, "move")
            .unwrap(),
        vec![0, 2]
    );
}

#[test]
fn read_moves_until_stops_at_its_end_token() {
    let pairs = [("+1", 12), ("-1", 14), ("+5", 0), ("-5", 2), ("1", 12), ("5", 0)];
    let rotations = Notation::new(&pairs, Separation::WhiteSpace).unwrap();
    let mut input = Scanner::new(&b"+1 5\n-5 0 -1 0\n0\n+1"[..]);
    assert_eq!(
        rotations.read_moves_until(&mut input, "0", "rotation").unwrap(),
        vec![12, 0, 2]
    );
    assert_eq!(
        rotations.read_moves_until(&mut input, "0", "rotation").unwrap(),
        vec![14]
    );
    assert_eq!(
        rotations.read_moves_until(&mut input, "0", "rotation").unwrap(),
        Vec::<usize>::new()
    );
    let error = rotations
        .read_moves_until(&mut input, "0", "rotation")
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "input line 4: rotation 2: expected one of +1 -1 +5 -5 or 0, found the end of the input"
    );
    let error = rotations
        .read_moves_until(&mut Scanner::new(&b"-5\n+7 0"[..]), "0", "rotation")
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "input line 2: rotation 2: expected one of +1 -1 +5 -5 or 0, found \"+7\""
    );
    // The end token wins over a name it starts.
    let words = Notation::new(&[("end of", 0), ("x", 1)], Separation::WhiteSpace).unwrap();
    let mut input = Scanner::new(&b"x end of"[..]);
    assert_eq!(
        words.read_moves_until(&mut input, "end", "word").unwrap(),
        vec![1]
    );
    assert_eq!(input.token().unwrap(), Some(&b"of"[..]));
}

#[test]
fn read_moves_reads_what_write_writes() {
    let notations = [
        indexed(Separation::WhiteSpace),
        indexed(Separation::Concatenated),
        boj_turns(),
        Notation::face_turns(
            &["4", "2", "1", "5", "0", "3"],
            &[(" 1", 0), (" -1", 2)],
            3,
            Separation::WhiteSpace,
        )
        .unwrap(),
    ];
    let mut rng = Rng::new(11);
    for notation in notations.iter() {
        let named: Vec<usize> = (0..18).filter(|&m| notation.name(m).is_some()).collect();
        for _ in 0..100 {
            let len = rng.below(20) as usize;
            let seq: Vec<usize> = (0..len)
                .map(|_| named[rng.below(named.len() as u64) as usize])
                .collect();
            let text = notation.write_with(&seq, "\n") + " END";
            let mut input = Scanner::new(text.as_bytes());
            assert_eq!(notation.read_moves(&mut input, len as u64, "move").unwrap(), seq);
            let mut input = Scanner::new(text.as_bytes());
            assert_eq!(notation.read_moves_until(&mut input, "END", "move").unwrap(), seq);
        }
    }
}

#[test]
fn a_table_of_typed_moves_is_the_table_of_their_indices_read_as_moves() {
    // BOJ 5373's turns named move by move, and as faces and suffixes over move indices.
    let faces = [Face::U, Face::R, Face::F, Face::D, Face::L, Face::B];
    let mut names = Vec::new();
    for &face in faces.iter() {
        names.push((format!("{}+", face.letter()), Move::new(face, 1)));
        names.push((format!("{}-", face.letter()), Move::new(face, 3)));
    }
    let typed = Notation::new(&names, Separation::WhiteSpace).unwrap();
    let letters = ["U", "R", "F", "D", "L", "B"];
    let indexed = Notation::face_turns(&letters, &[("+", 0), ("-", 2)], 3, Separation::WhiteSpace);
    assert_eq!(typed, indexed.unwrap().typed::<Move>());
    let r = Move::new(Face::R, 1);
    assert_eq!(typed.parse("R+ R-").unwrap(), vec![r, r.inverse()]);
    // A name given for two moves is refused, by the moves' indices.
    let twice = Notation::new(&[("R", r), ("R", r.inverse())], Separation::WhiteSpace);
    assert_eq!(
        twice.unwrap_err(),
        NotationError::Conflict {
            name: "R".to_string(),
            first: 3,
            second: 5
        }
    );
}
