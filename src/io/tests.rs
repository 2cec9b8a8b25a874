use super::*;

fn scanner(text: &str) -> Scanner<&[u8]> {
    Scanner::new(text.as_bytes())
}

#[test]
fn tokens_know_their_lines() {
    let mut sc = scanner("  12 ab\r\n\n  x\n");
    assert_eq!(sc.token().unwrap(), Some(&b"12"[..]));
    assert_eq!(sc.token_line(), 1);
    assert_eq!(sc.token().unwrap(), Some(&b"ab"[..]));
    assert_eq!(sc.token().unwrap(), Some(&b"x"[..]));
    assert_eq!(sc.token_line(), 3);
    assert_eq!(sc.token().unwrap(), None);
}

#[test]
fn tokens_span_reader_buffers() {
    // A one-byte buffer makes every token cross a buffer boundary.
    let reader = std::io::BufReader::with_capacity(1, &b"123456 789\n"[..]);
    let mut sc = Scanner::new(reader);
    assert_eq!(sc.number("a", 0, u64::MAX).unwrap(), 123_456);
    assert_eq!(sc.number("b", 0, u64::MAX).unwrap(), 789);
    assert_eq!(sc.number_or_end("c", 0, 1).unwrap(), None);
}

#[test]
fn lines_drop_their_endings() {
    let mut sc = scanner("a b\r\n\nlast");
    assert_eq!(sc.next_line().unwrap(), Some(&b"a b"[..]));
    assert_eq!(sc.next_line().unwrap(), Some(&b""[..]));
    assert_eq!(sc.next_line().unwrap(), Some(&b"last"[..]));
    assert_eq!(sc.token_line(), 3);
    assert_eq!(sc.next_line().unwrap(), None);
}

#[test]
fn numbers_report_what_and_where() {
    let mut sc = scanner("5\n\n  x7\n");
    assert_eq!(sc.number("n", 1, 9).unwrap(), 5);
    let err = sc.number("t1", 0, 9).unwrap_err();
    assert_eq!(err.line, Some(3));
    assert_eq!(
        err.to_string(),
        "input line 3: t1 must be an integer, found \"x7\""
    );
    let err = sc.number("t2", 0, 9).unwrap_err();
    assert_eq!(
        err.to_string(),
        "input line 4: expected t2, found the end of the input"
    );
    let err = scanner("10").number("q", 1, 9).unwrap_err();
    assert_eq!(err.to_string(), "input line 1: q = 10 is out of range 1..=9");
}

#[test]
fn parse_unsigned_rejects_signs_and_overflow() {
    assert_eq!(parse_unsigned(b"0"), Some(0));
    assert_eq!(parse_unsigned(b"18446744073709551615"), None);
    assert_eq!(
        parse_unsigned(b"1234567890123456789"),
        Some(1_234_567_890_123_456_789)
    );
    assert_eq!(parse_unsigned(b"-1"), None);
    assert_eq!(parse_unsigned(b"+1"), None);
    assert_eq!(parse_unsigned(b""), None);
}

#[test]
fn shown_cuts_long_input() {
    assert_eq!(shown(b"abc"), "abc");
    assert_eq!(shown(&[b'x'; 50]), format!("{}...", "x".repeat(40)));
}

#[test]
fn blocks_are_read_until_the_closing_block() {
    let mut input = scanner("ab\ncd\n\n\nef\ngh\r\n..  \n..\n\n");
    let mut rows = vec![Vec::new(); 2];
    assert_eq!(input.block_until(&mut rows, b"..").unwrap(), Some(1));
    assert_eq!(rows, [b"ab".to_vec(), b"cd".to_vec()]);
    assert_eq!(input.block_until(&mut rows, b"..").unwrap(), Some(5));
    assert_eq!(rows, [b"ef".to_vec(), b"gh".to_vec()]);
    assert_eq!(input.block_until(&mut rows, b"..").unwrap(), None);
    // Rows of the closing block among others are data.
    let mut input = scanner("..\nab\n..\n..\n");
    assert_eq!(input.block_until(&mut rows, b"..").unwrap(), Some(1));
    assert_eq!(input.block_until(&mut rows, b"..").unwrap(), None);
}

#[test]
fn an_input_without_its_closing_block_or_with_more_after_it_is_refused() {
    let mut rows = vec![Vec::new(); 2];
    let mut input = scanner("ab\ncd\n");
    assert_eq!(input.block_until(&mut rows, b"..").unwrap(), Some(1));
    assert_eq!(
        input.block_until(&mut rows, b"..").unwrap_err().to_string(),
        "input line 3: the input ends after 0 of the 2 rows; it must end with 2 rows \"..\""
    );
    assert_eq!(
        scanner("ab\n")
            .block_until(&mut rows, b"..")
            .unwrap_err()
            .to_string(),
        "input line 2: the input ends after 1 of the 2 rows; it must end with 2 rows \"..\""
    );
    assert_eq!(
        scanner("..\n..\n\nx\n")
            .block_until(&mut rows, b"..")
            .unwrap_err()
            .to_string(),
        "input line 4: unexpected \"x\" after the closing 2 rows"
    );
}

#[test]
fn expected_names_what_was_found_instead() {
    let mut sc = scanner("STRAT\n\nx");
    sc.token().unwrap();
    assert_eq!(
        sc.expected("START").to_string(),
        "input line 1: expected START, found \"STRAT\""
    );
    sc.next_line().unwrap();
    sc.next_line().unwrap();
    assert_eq!(
        sc.expected("END").to_string(),
        "input line 2: expected END, found an empty line"
    );
    assert_eq!(sc.token().unwrap(), Some(&b"x"[..]));
    assert_eq!(sc.token().unwrap(), None);
    assert_eq!(
        sc.expected("END").to_string(),
        "input line 3: expected END, found the end of the input"
    );
}
