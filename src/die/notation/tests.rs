use super::*;

fn error(text: &str) -> (usize, String) {
    let e = parse(text.as_bytes()).unwrap_err();
    (e.position, e.found)
}

#[test]
fn letters_and_words_name_every_move_and_nothing_else() {
    for &mv in Move::ALL.iter() {
        assert_eq!(letter(mv.letter()), Some(mv));
        assert_eq!(word(mv.name().as_bytes()), Some(mv));
        assert_eq!(word(mv.name().to_lowercase().as_bytes()), Some(mv));
        assert_eq!(word(mv.name().to_uppercase().as_bytes()), Some(mv));
    }
    for byte in 0..=255u8 {
        let expected = b"NESWRL".contains(&byte);
        assert_eq!(letter(byte).is_some(), expected, "byte {}", byte);
    }
    for bad in [
        &b""[..],
        b"n",
        b"Nort",
        b"Northh",
        b"up",
        b"Up",
        b"Rightt",
        b" North",
    ]
    .iter()
    {
        assert_eq!(word(bad), None, "{:?}", bad);
    }
}

#[test]
fn parse_reads_letters_words_and_any_white_space() {
    use Move::*;
    assert_eq!(parse(b"EESWN").unwrap(), vec![East, East, South, West, North]);
    assert_eq!(parse(b"").unwrap(), vec![]);
    assert_eq!(parse(b" \r\n\t ").unwrap(), vec![]);
    assert_eq!(parse(b"RL").unwrap(), vec![Right, Left]);
    assert_eq!(
        parse(b"North\r\nnorth\n EAST  right\tW NS\n").unwrap(),
        vec![North, North, East, Right, West, North, South]
    );
}

#[test]
fn unknown_moves_are_named_with_their_position() {
    assert_eq!(error("EESXN"), (4, "X".to_string()));
    assert_eq!(error("x"), (1, "x".to_string()));
    assert_eq!(error("North Nroth"), (7, "Nroth".to_string()));
    assert_eq!(error("NE\nSW\nNEX"), (9, "X".to_string()));
    assert_eq!(error("N 3"), (3, "3".to_string()));
    assert_eq!(error("NORHT"), (2, "O".to_string()));
    assert_eq!(
        error("abcdefghijklmnopqrstuvwxyz"),
        (1, "abcdefghijklmnopqrst...".to_string())
    );
    assert_eq!(
        parse(b"N\xffS").unwrap_err().to_string(),
        "unknown die move \"N\u{fffd}S\" at position 1 (moves: N E S W R L, or the words North East South \
         West Right Left)"
    );
}

/// `read_word` on `text` until the end: the moves read, then the error that stopped it.
fn read_words(text: &str, allowed: &[Move]) -> (Vec<Move>, String) {
    let mut input = crate::io::Scanner::new(text.as_bytes());
    let mut moves = Vec::new();
    loop {
        match read_word(&mut input, allowed) {
            Ok(mv) => moves.push(mv),
            Err(e) => return (moves, e.to_string()),
        }
    }
}

#[test]
fn read_word_reads_the_allowed_words_one_token_each() {
    use Move::*;
    // Every word in three letter cases, against `word`, one per line with any white space.
    let text: String = Move::ALL
        .iter()
        .flat_map(|mv| {
            vec![
                mv.name().to_string(),
                mv.name().to_lowercase(),
                mv.name().to_uppercase(),
            ]
        })
        .collect::<Vec<_>>()
        .join(" \r\n\t");
    let expected: Vec<Move> = Move::ALL.iter().flat_map(|&mv| vec![mv; 3]).collect();
    let (moves, end) = read_words(&text, &Move::ALL);
    assert_eq!(moves, expected);
    assert_eq!(
        end,
        "input line 18: expected North, East, South, West, Right or Left, found the end of the input"
    );
    // Only the allowed moves: a spin among rolls is refused as a word like any other.
    assert_eq!(
        read_words("north\nEast\n\nRight\n", &Move::ROLLS),
        (
            vec![North, East],
            "input line 4: expected North, East, South or West, found \"Right\"".to_string()
        )
    );
    assert_eq!(
        read_words("Left Nroth", &Move::SPINS),
        (
            vec![Left],
            "input line 1: expected Right or Left, found \"Nroth\"".to_string()
        )
    );
    assert_eq!(
        read_words("NE", &[North]),
        (vec![], "input line 1: expected North, found \"NE\"".to_string())
    );
    assert_eq!(
        read_words("\n\nabcdefghijklmnopqrstuvwxyz", &[East]).1,
        "input line 3: expected East, found \"abcdefghijklmnopqrst...\""
    );
}
