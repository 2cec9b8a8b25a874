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
fn parse_unsigned_takes_a_plus_and_leading_zeros_and_rejects_minus_and_overflow() {
    assert_eq!(parse_unsigned(b"0"), Some(0));
    assert_eq!(parse_unsigned(b"18446744073709551615"), Some(u64::MAX));
    assert_eq!(parse_unsigned(b"18446744073709551616"), None);
    assert_eq!(parse_unsigned(b"99999999999999999999"), None);
    assert_eq!(
        parse_unsigned(b"1234567890123456789"),
        Some(1_234_567_890_123_456_789)
    );
    assert_eq!(parse_unsigned(b"+64"), Some(64));
    assert_eq!(parse_unsigned(b"007"), Some(7));
    assert_eq!(parse_unsigned(b"+0000000000000000000000000042"), Some(42));
    assert_eq!(parse_unsigned(b"-1"), None);
    assert_eq!(parse_unsigned(b"-0"), None);
    assert_eq!(parse_unsigned(b"+"), None);
    assert_eq!(parse_unsigned(b"++1"), None);
    assert_eq!(parse_unsigned(b"+-1"), None);
    assert_eq!(parse_unsigned(b"1+"), None);
    assert_eq!(parse_unsigned(b" 1"), None);
    assert_eq!(parse_unsigned(b""), None);
}

#[test]
fn parse_signed_takes_either_sign_and_leading_zeros_and_rejects_overflow() {
    assert_eq!(parse_signed(b"+4"), Some(4));
    assert_eq!(parse_signed(b"-04"), Some(-4));
    assert_eq!(parse_signed(b"4"), Some(4));
    for zero in [&b"0"[..], b"00", b"+0", b"-0", b"-000", b"+00"].iter() {
        assert_eq!(parse_signed(zero), Some(0), "{:?}", String::from_utf8_lossy(zero));
    }
    assert_eq!(parse_signed(b"9223372036854775807"), Some(i64::MAX));
    assert_eq!(parse_signed(b"-9223372036854775808"), Some(i64::MIN));
    assert_eq!(parse_signed(b"-0009223372036854775808"), Some(i64::MIN));
    assert_eq!(parse_signed(b"9223372036854775808"), None);
    assert_eq!(parse_signed(b"-9223372036854775809"), None);
    assert_eq!(parse_signed(b"-18446744073709551616"), None);
    for bad in [
        &b""[..],
        b"+",
        b"-",
        b"--1",
        b"-+1",
        b"+-1",
        b"++1",
        b"1-",
        b"- 1",
        b"4x",
        b"0x4",
    ]
    .iter()
    {
        assert_eq!(parse_signed(bad), None, "{:?}", String::from_utf8_lossy(bad));
    }
}

#[test]
fn parse_signed_reads_every_small_number_as_its_decimal_form() {
    // Every value in -1000..=1000 written with and without a sign and with leading zeros.
    for v in -1000i64..=1000 {
        let digits = v.unsigned_abs().to_string();
        let sign = if v < 0 { "-" } else { "+" };
        let forms = [
            v.to_string(),
            format!("{}{}", sign, digits),
            format!("{}000{}", sign, digits),
        ];
        for form in forms.iter() {
            assert_eq!(parse_signed(form.as_bytes()), Some(v), "{}", form);
        }
    }
}

#[test]
fn parse_in_is_parse_unsigned_within_bounds() {
    assert_eq!(parse_in(b"+5", 1, 6), Some(5));
    assert_eq!(parse_in(b"05", 1, 6), Some(5));
    assert_eq!(parse_in(b"1", 1, 6), Some(1));
    assert_eq!(parse_in(b"6", 1, 6), Some(6));
    assert_eq!(parse_in(b"0", 1, 6), None);
    assert_eq!(parse_in(b"7", 1, 6), None);
    assert_eq!(parse_in(b"-5", 1, 6), None);
    assert_eq!(parse_in(b"5.", 1, 6), None);
}

#[test]
fn signed_numbers_report_what_and_where() {
    let mut input = scanner("+4 -04\n-0 +0 00\n7 x");
    let got: Vec<i64> = (0..5).map(|_| input.signed("rotation", -6, 6).unwrap()).collect();
    assert_eq!(got, vec![4, -4, 0, 0, 0]);
    assert_eq!(
        input.signed("rotation", -6, 6).unwrap_err().to_string(),
        "input line 3: rotation = 7 is out of range -6..=6"
    );
    assert_eq!(
        input.signed("rotation", -6, 6).unwrap_err().to_string(),
        "input line 3: rotation must be an integer, found \"x\""
    );
    assert_eq!(
        input.signed("rotation", -6, 6).unwrap_err().to_string(),
        "input line 3: expected rotation, found the end of the input"
    );
}

#[test]
fn numbers_without_an_upper_bound_say_so_in_their_range() {
    let err = scanner("0").number("T", 1, u64::MAX).unwrap_err();
    assert_eq!(err.to_string(), "input line 1: T = 0 is out of range 1..");
    assert_eq!(scanner("+0099").number("T", 1, u64::MAX).unwrap(), 99);
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

/// A block as its first line and its rows.
type Block = (usize, Vec<Vec<u8>>);

/// Every block of `text`, then the error that ends them, read through a reader buffer of
/// `capacity` bytes.
fn blocks_read(text: &str, rows: usize, capacity: usize) -> (Vec<Block>, String) {
    let mut sc = Scanner::new(std::io::BufReader::with_capacity(capacity, text.as_bytes()));
    let mut buffers = vec![Vec::new(); rows];
    let mut blocks = Vec::new();
    loop {
        match sc.block(&mut buffers) {
            Ok(first) => {
                assert_eq!(
                    sc.token_text(),
                    &buffers[rows - 1][..],
                    "the last row is the last piece"
                );
                blocks.push((first, buffers.clone()));
            }
            Err(e) => return (blocks, e.to_string()),
        }
    }
}

#[test]
fn blocks_read_the_same_whatever_the_buffer() {
    // Small buffers cut blocks, rows and `\r\n` anywhere; a large one holds every block whole.
    let text = "\n\nab\r\ncd\n  \n\nef\n\r\ngh\n\n\n ij \nkl";
    let whole = blocks_read(text, 2, 1 << 16);
    assert_eq!(
        whole.0,
        vec![
            (3, vec![b"ab".to_vec(), b"cd".to_vec()]),
            (7, vec![b"ef".to_vec(), b"".to_vec()]),
            (9, vec![b"gh".to_vec(), b"".to_vec()]),
            (12, vec![b" ij ".to_vec(), b"kl".to_vec()]),
        ]
    );
    assert_eq!(whole.1, "input line 13: the input ends after 0 of the 2 rows");
    for capacity in 1..text.len() + 2 {
        assert_eq!(
            blocks_read(text, 2, capacity),
            whole,
            "buffer of {} bytes",
            capacity
        );
    }
    // Line numbers go on after blocks, for tokens and lines read next.
    let mut sc = scanner("x\ny\n\nz 5\n");
    let mut rows = vec![Vec::new(); 2];
    assert_eq!(sc.block(&mut rows).unwrap(), 1);
    assert_eq!(
        sc.number("n", 0, 9).unwrap_err().to_string(),
        "input line 4: n must be an integer, found \"z\""
    );
}

#[test]
fn line_ends_are_found_as_a_byte_by_byte_search_finds_them() {
    // Every length to 40 and every place of one or two line ends (`\n` or `\r`), among bytes
    // that differ from them by one bit or by a borrow (`\x0b`, `\x0c`, `\t`, 0x8a, 0x8d, 0xff),
    // which a word search could confuse.
    let fillers = [b'a', b'\t', 0x0b, 0x0c, 0x0e, 0x8a, 0x8d, 0xff, 0x00];
    for len in 0..40 {
        for &filler in fillers.iter() {
            for first in 0..=len {
                for second in first..=len {
                    for &(a, b) in [(b'\n', b'\n'), (b'\r', b'\n'), (b'\n', b'\r'), (b'\r', b'\r')].iter() {
                        let mut bytes = vec![filler; len];
                        for &(at, end) in [(second, b), (first, a)].iter() {
                            if at < len {
                                bytes[at] = end;
                            }
                        }
                        let expected = bytes.iter().position(|&b| b == b'\n' || b == b'\r');
                        assert_eq!(line_end_in(&bytes), expected, "{:?}", bytes);
                    }
                }
            }
        }
    }
}

#[test]
fn white_space_is_what_c_isspace_says() {
    for b in 0..=255u8 {
        let c_isspace = b == b' ' || (9..=13).contains(&b);
        assert_eq!(is_space(&b), c_isspace, "byte {}", b);
    }
    let mut sc = scanner("1\x0b2\x0c3\t4\x0b\n5");
    for k in 1..=5 {
        assert_eq!(sc.number("k", 0, 9).unwrap(), k);
    }
    assert_eq!(sc.token_line(), 2);
    // A line of vertical tabs is blank, as blocks and the rest of a line see it.
    let mut rows = vec![Vec::new(); 1];
    let mut sc = scanner("7\x0b\n\x0b\x0c\nab\n");
    assert_eq!(sc.number("n", 0, 9).unwrap(), 7);
    sc.rest_of_line("n").unwrap();
    assert_eq!(sc.block(&mut rows).unwrap(), 3);
}

/// What a scanner reads of `bytes` through a buffer of `capacity`: every token with its line,
/// then the line the end is on.
fn tokens_read(bytes: &[u8], capacity: usize) -> (Vec<(Vec<u8>, usize)>, usize) {
    let mut sc = Scanner::new(std::io::BufReader::with_capacity(capacity, bytes));
    let mut tokens = Vec::new();
    while let Some(token) = sc.token().unwrap() {
        let token = token.to_vec();
        tokens.push((token, sc.token_line()));
    }
    let end = sc.next_token_line().unwrap();
    (tokens, end)
}

/// Every line of `bytes` (without its ending) read through a buffer of `capacity`, with its
/// line number.
fn lines_read(bytes: &[u8], capacity: usize) -> Vec<(Vec<u8>, usize)> {
    let mut sc = Scanner::new(std::io::BufReader::with_capacity(capacity, bytes));
    let mut lines = Vec::new();
    while let Some(line) = sc.next_line().unwrap() {
        let line = line.to_vec();
        lines.push((line, sc.token_line()));
    }
    lines
}

#[test]
fn a_byte_order_mark_at_the_start_is_skipped_whatever_the_buffer() {
    let owned = |t: &[(&str, usize)]| -> Vec<(Vec<u8>, usize)> {
        t.iter().map(|&(s, l)| (s.as_bytes().to_vec(), l)).collect()
    };
    for capacity in 1..8 {
        assert_eq!(
            tokens_read(b"\xef\xbb\xbf12 x\n3", capacity),
            (owned(&[("12", 1), ("x", 1), ("3", 2)]), 2)
        );
        assert_eq!(
            lines_read(b"\xef\xbb\xbfab\ncd", capacity),
            owned(&[("ab", 1), ("cd", 2)])
        );
        // Only at the start, and only whole: bytes that begin like a mark are kept.
        assert_eq!(
            tokens_read(b"1 \xef\xbb\xbf2", capacity).0,
            vec![(b"1".to_vec(), 1), (b"\xef\xbb\xbf2".to_vec(), 1)]
        );
        for cut in 0..3 {
            let mut bytes = b"\xef\xbb\xbf".to_vec();
            bytes.truncate(cut);
            bytes.extend_from_slice(b"7 8");
            let expected = bytes[..cut + 1].to_vec();
            assert_eq!(
                tokens_read(&bytes, capacity).0,
                vec![(expected, 1), (b"8".to_vec(), 1)],
                "cut {}, buffer of {}",
                cut,
                capacity
            );
        }
        assert_eq!(
            tokens_read(b"\xef\xbb", capacity).0,
            vec![(b"\xef\xbb".to_vec(), 1)]
        );
        assert_eq!(tokens_read(b"\xef\xbb\xbf", capacity), (vec![], 1));
    }
    assert_eq!(scanner("\u{feff}5").number("n", 0, 9).unwrap(), 5);
}

#[test]
fn a_lone_cr_ends_a_line_as_a_newline_does_and_cr_lf_ends_one() {
    let text = b"1 2\r3\r\n4\n\r5\r\r\n\r6";
    let (tokens, end) = tokens_read(text, 1 << 16);
    let lines: Vec<usize> = tokens.iter().map(|t| t.1).collect();
    assert_eq!((lines, end), (vec![1, 1, 2, 3, 5, 8], 8));
    let owned = |t: &[(&str, usize)]| -> Vec<(Vec<u8>, usize)> {
        t.iter().map(|&(s, l)| (s.as_bytes().to_vec(), l)).collect()
    };
    let lines = owned(&[
        ("1 2", 1),
        ("3", 2),
        ("4", 3),
        ("", 4),
        ("5", 5),
        ("", 6),
        ("", 7),
        ("6", 8),
    ]);
    for capacity in 1..text.len() + 2 {
        assert_eq!(
            tokens_read(text, capacity),
            tokens_read(text, 1 << 16),
            "buffer of {}",
            capacity
        );
        assert_eq!(lines_read(text, capacity), lines, "buffer of {}", capacity);
    }
    // A CR-only input reads as its LF twin, by tokens, lines and blocks.
    let lf = "3\nab\ncd\n\nef\ngh\n";
    let cr = lf.replace('\n', "\r");
    assert_eq!(tokens_read(cr.as_bytes(), 3), tokens_read(lf.as_bytes(), 3));
    assert_eq!(lines_read(cr.as_bytes(), 3), lines_read(lf.as_bytes(), 3));
    assert_eq!(blocks_read(&cr, 2, 3), blocks_read(lf, 2, 3));
}

#[test]
fn lines_with_declines_lines_a_lone_cr_ends() {
    for &(text, count, handed) in [
        ("ab\r\ncd\n", 2, true),
        ("ab\rcd\n", 1, false),
        ("ab\r", 1, false),
        ("ab\n\r\n", 2, true),
        ("ab\n\rx\n", 2, false),
    ]
    .iter()
    {
        let mut sc = scanner(text);
        let got = sc.lines_with(count, |t, _| Some(t.to_vec()));
        assert_eq!(got.is_some(), handed, "{:?}", text);
        // Declined, nothing is consumed: the lines are read as lines.
        if !handed {
            assert_eq!(sc.next_line().unwrap(), Some(&b"ab"[..]));
        }
    }
}

/// `block` as its definition says, through `next_line`: blank lines skipped before a block, then
/// `rows` lines whatever they hold.
fn blocks_read_by_lines(text: &str, rows: usize) -> (Vec<Block>, String) {
    let mut sc = scanner(text);
    let mut blocks = Vec::new();
    loop {
        let mut block: Vec<Vec<u8>> = Vec::new();
        let mut first = 0;
        while block.len() < rows {
            match sc.next_line().unwrap().map(|line| line.to_vec()) {
                Some(line) if block.is_empty() && line.iter().all(|b| b.is_ascii_whitespace()) => {}
                Some(line) => {
                    first = if block.is_empty() { sc.token_line() } else { first };
                    block.push(line);
                }
                None => {
                    let at = sc.next_token_line().unwrap();
                    let message = format!("the input ends after {} of the {} rows", block.len(), rows);
                    return (blocks, format!("input line {}: {}", at, message));
                }
            }
        }
        blocks.push((first, block));
    }
}

#[test]
fn random_blocks_read_as_line_by_line_whatever_the_buffer() {
    let mut rng = crate::rng::Rng::new(3);
    let pieces = ["ab", "", " ", "\r", "xyz  ", "\t", "0123456789"];
    for _ in 0..300 {
        let mut text = String::new();
        for _ in 0..rng.between(0, 12) {
            text.push_str(pieces[rng.below(pieces.len() as u64) as usize]);
            text.push_str(if rng.below(4) == 0 { "\r\n" } else { "\n" });
        }
        if rng.below(2) == 0 {
            text.push_str(pieces[rng.below(pieces.len() as u64) as usize]);
        }
        let rows = rng.between(1, 3) as usize;
        let expected = blocks_read_by_lines(&text, rows);
        for capacity in 1..text.len() + 2 {
            assert_eq!(
                blocks_read(&text, rows, capacity),
                expected,
                "{:?}, buffer of {}",
                text,
                capacity
            );
        }
    }
}

#[test]
fn lines_with_hands_over_the_next_lines_in_place_or_reads_nothing() {
    // Random lines read by `lines_with` (accepted or declined) between lines read one by one,
    // through buffers of every kind: the lines handed over are the next ones, with their
    // newlines, and a call that returns nothing reads nothing.
    let mut rng = crate::rng::Rng::new(5);
    let pieces = ["ab", "", " ", "x\r", "0123456789abcdef", "\t"];
    for _ in 0..200 {
        let mut text = String::new();
        for _ in 0..rng.between(0, 20) {
            text.push_str(pieces[rng.below(pieces.len() as u64) as usize]);
            text.push('\n');
        }
        let ended = text.len();
        if rng.below(2) == 0 {
            text.push_str("tail");
        }
        let whole: Vec<&str> = text[..ended].split_terminator('\n').collect();
        for &capacity in [1, 2, 5, 8, 13, 40, 1 << 16].iter() {
            let mut sc = Scanner::new(std::io::BufReader::with_capacity(capacity, text.as_bytes()));
            let mut next = 0;
            loop {
                let (count, accept) = (rng.below(10) as usize, rng.below(3) != 0);
                let handed = sc.lines_with(count, |text, starts| {
                    assert_eq!(
                        (starts.len(), starts.last().copied()),
                        (count + 1, Some(text.len()))
                    );
                    let lines: Vec<Vec<u8>> = starts.windows(2).map(|w| text[w[0]..w[1]].to_vec()).collect();
                    if accept {
                        Some(lines)
                    } else {
                        None
                    }
                });
                match handed {
                    Some(lines) => {
                        assert!(
                            count == 0 || next + count <= whole.len(),
                            "{:?}: past the end",
                            text
                        );
                        for (line, expected) in lines.iter().zip(whole.iter().skip(next)) {
                            assert_eq!(line, format!("{}\n", expected).as_bytes());
                        }
                        next += count;
                    }
                    // A whole input in the buffer hands over any 8 whole lines asked for.
                    None => assert!(
                        capacity < text.len() || !accept || count > 8 || next + count > whole.len(),
                        "{:?}: {} lines at line {}",
                        text,
                        count,
                        next + 1
                    ),
                }
                match sc.next_line().unwrap() {
                    Some(line) => {
                        let expected = whole.get(next).copied().unwrap_or("tail");
                        assert_eq!(line, expected.strip_suffix('\r').unwrap_or(expected).as_bytes());
                        assert_eq!(sc.token_line(), next + 1, "{:?}", text);
                        next += 1;
                    }
                    None => break,
                }
            }
            assert!(next >= whole.len(), "{:?}: stopped at line {}", text, next + 1);
        }
    }
}

#[test]
fn filled_lines_skip_blank_ones_and_trimmed_cuts_white_space() {
    let mut sc = scanner("a\n\n \x0b\r\n\rb c \n\t\n");
    assert_eq!(sc.next_filled_line().unwrap(), Some(&b"a"[..]));
    assert_eq!(sc.token_line(), 1);
    assert_eq!(sc.next_filled_line().unwrap(), Some(&b"b c "[..]));
    assert_eq!(sc.token_line(), 5);
    assert_eq!(sc.next_filled_line().unwrap(), None);
    assert_eq!(
        sc.expected("x").to_string(),
        "input line 7: expected x, found the end of the input"
    );
    assert_eq!(trimmed(b" \x0b a b\x0c\r\n"), b"a b");
    assert_eq!(trimmed(b" \t "), b"");
    assert_eq!(trimmed(b""), b"");
}

#[test]
fn at_end_skips_white_space_and_sees_the_end() {
    let mut input = Scanner::new(&b" \r\n a\r\n\t\x0b\n"[..]);
    assert!(!input.at_end().unwrap());
    assert_eq!(input.token().unwrap(), Some(&b"a"[..]));
    assert_eq!(input.token_line(), 2);
    assert!(input.at_end().unwrap());
    assert!(Scanner::new(&b""[..]).at_end().unwrap());
}
