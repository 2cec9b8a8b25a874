use super::*;
use crate::pocket::net::sticker_named;

/// The common cross net, every face seen from outside.
const CROSS: &str = "
    .     .     U@UBL U@UBR
    .     .     U@UFL U@UFR
    L@LUB L@LUF F@FUL F@FUR R@RUF R@RUB B@BUR B@BUL
    L@LDB L@LDF F@FDL F@FDR R@RDF R@RDB B@BDR B@BDL
    .     .     D@DFL D@DFR
    .     .     D@DBL D@DBR
";

fn cross() -> Layout {
    Layout::new(CROSS, 24, sticker_named)
}

fn scanner(text: &str) -> Scanner<&[u8]> {
    Scanner::new(text.as_bytes())
}

#[test]
fn cells_come_in_reading_order_with_their_positions() {
    let layout = cross();
    assert_eq!((layout.len(), layout.rows(), layout.width()), (24, 6, 8));
    assert!(!layout.is_empty());
    assert_eq!(
        layout.cells()[0],
        Cell {
            row: 0,
            column: 2,
            slot: sticker_named("U@UBL").unwrap()
        }
    );
    assert_eq!(layout.cells()[4].column, 0);
    assert_eq!(
        layout.cells()[23],
        Cell {
            row: 5,
            column: 3,
            slot: sticker_named("D@DBR").unwrap()
        }
    );
}

#[test]
fn reading_order_and_slots_are_inverse() {
    let layout = cross();
    let reading: Vec<u8> = (0..24).map(|i| i as u8 * 3).collect();
    let slots = layout.by_slot(&reading);
    assert_ne!(slots, reading);
    assert_eq!(layout.in_reading_order(&slots), reading);
}

#[test]
fn letters_are_read_whatever_the_white_space() {
    let layout = cross();
    let letters = "ABCDEFGHIJKLMNOPQRSTUVWX";
    let spaced: String = letters.chars().flat_map(|c| vec![c, ' ', '\n']).collect();
    let tight = layout
        .read_letters(&mut scanner(letters), letters.as_bytes())
        .unwrap();
    assert_eq!(
        layout
            .read_letters(&mut scanner(&spaced), letters.as_bytes())
            .unwrap(),
        tight
    );
    assert_eq!(layout.in_reading_order(&tight), letters.as_bytes().to_vec());
}

#[test]
fn letter_errors_say_what_and_where() {
    let layout = cross();
    let err = |text: &str| {
        layout
            .read_letters(&mut scanner(text), b"WRYBOG")
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        err("WWWW\nRRXR\n"),
        "input line 2: 'X' is not a colour (W R Y B O G)"
    );
    assert_eq!(
        err("WWWW\n\nRRRR\n"),
        "input line 4: the input ends after 8 of the 24 letters"
    );
    assert_eq!(
        err("WWWWRRRRYYYYBBBBOOOOGGGGW\n"),
        "input line 1: \"WWWWRRRRYYYYBBBBOOOOGGGGW\" runs past the 24 letters"
    );
}

#[test]
fn symbols_are_any_printable_bytes_whatever_the_white_space() {
    let layout = cross();
    let symbols = "ab#1ab#1ab#1ab#1ab#1ab#1";
    let spaced: String = symbols.chars().flat_map(|c| vec![c, ' ']).collect();
    let tight = layout.read_symbols(&mut scanner(symbols)).unwrap();
    assert_eq!(layout.read_symbols(&mut scanner(&spaced)).unwrap(), tight);
    assert_eq!(layout.in_reading_order(&tight), symbols.as_bytes().to_vec());
    let err = |text: &[u8]| {
        layout
            .read_symbols(&mut Scanner::new(text))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        err(b"abab\nab\xc3ab"),
        "input line 2: byte 195 is not a colour: not a printable ASCII symbol"
    );
    assert_eq!(
        err(b"ab\n\nab"),
        "input line 3: the input ends after 4 of the 24 symbols"
    );
    assert_eq!(
        err(b"abababababababababababab#"),
        "input line 1: \"abababababababababababab#\" runs past the 24 symbols"
    );
}

#[test]
fn tokens_are_checked_by_the_caller_s_rule() {
    let layout = cross();
    let digit = |t: &[u8]| match t {
        [d @ b'1'..=b'6'] => Some(d - b'0'),
        _ => None,
    };
    let text = "1 1 1 1 2 2 2 2 3 3 3 3 4 4 4 4 5 5 5 5 6 6 6 6";
    let got = layout
        .read_tokens(&mut scanner(text), "a colour 1..6", digit)
        .unwrap();
    assert_eq!(layout.in_reading_order(&got)[4], 2);
    let err = layout
        .read_tokens(&mut scanner("1 1\n7"), "a colour 1..6", digit)
        .unwrap_err()
        .to_string();
    assert_eq!(err, "input line 2: value 3: expected a colour 1..6, found \"7\"");
    let err = layout
        .read_tokens(&mut scanner("1 1"), "a colour 1..6", digit)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "input line 1: the input ends after 2 of the 24 values"
    );
}

#[test]
fn rows_are_read_by_position_and_written_back() {
    let layout = cross();
    let by_slot: Vec<char> = (0..24).map(|s| (b'a' + s as u8) as char).collect();
    let rows = layout.write(&by_slot, " ", "");
    assert_eq!(
        rows[0],
        format!(
            "  {}{}",
            by_slot[sticker_named("U@UBL").unwrap()],
            by_slot[sticker_named("U@UBR").unwrap()]
        )
    );
    assert_eq!(rows[2].len(), 8);
    let bytes: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
    let alphabet: Vec<u8> = (b'a'..b'a' + 24).collect();
    let back = layout.read_rows(&bytes, 1, 0, &alphabet).unwrap();
    assert_eq!(back, alphabet);
    // Shifted right by two columns, as the second of two nets side by side.
    let shifted: Vec<Vec<u8>> = rows.iter().map(|r| format!("##{}", r).into_bytes()).collect();
    assert_eq!(layout.read_rows(&shifted, 1, 2, &alphabet).unwrap(), alphabet);
    let err = layout
        .read_rows(&shifted, 7, 0, &alphabet)
        .unwrap_err()
        .to_string();
    assert_eq!(err, "input line 7: column 3: expected a colour letter (a b c d e f g h i j k l m n o p q r s t u v w x), found ' '");
    // Into a caller's buffer: the same letters, the same first fault (a refused byte in a later
    // row does not hide an earlier one).
    let mut out = [0u8; 24];
    layout
        .read_rows_into(&shifted, 1, 2, &alphabet, &mut out)
        .unwrap();
    assert_eq!(&out[..], &alphabet[..]);
    let mut faulty = shifted.clone();
    faulty[5][3] = b'?';
    faulty[2][4] = 0xFF;
    let err = layout
        .read_rows_into(&faulty, 1, 2, &alphabet, &mut out)
        .unwrap_err();
    assert_eq!(err, layout.read_rows(&faulty, 1, 2, &alphabet).unwrap_err());
    assert_eq!(err.to_string(), "input line 3: column 5: expected a colour letter (a b c d e f g h i j k l m n o p q r s t u v w x), found byte 255");
    // Separated cells: a net written with spaces between letters.
    assert_eq!(
        layout.write(&by_slot, " ", " ")[4],
        format!(
            "    {} {}",
            by_slot[sticker_named("D@DFL").unwrap()],
            by_slot[sticker_named("D@DFR").unwrap()]
        )
    );
}

#[test]
#[should_panic(expected = "\"U@UBL\" is drawn twice")]
fn a_sticker_drawn_twice_is_a_bug() {
    Layout::new(&CROSS.replace("U@UBR", "U@UBL"), 24, sticker_named);
}

#[test]
#[should_panic(expected = "\"U@UXL\" is not a sticker")]
fn an_unknown_name_is_a_bug() {
    Layout::new(&CROSS.replace("U@UBR", "U@UXL"), 24, sticker_named);
}

#[test]
#[should_panic(expected = "23 of the puzzle's 24 stickers are drawn")]
fn a_missing_sticker_is_a_bug() {
    Layout::new(&CROSS.replace("U@UBR", "."), 24, sticker_named);
}

/// `read_rows` as its definition says: each cell's byte, or a space past the end of its row, in
/// reading order, the first byte outside the alphabet refused.
fn read_rows_plainly(
    layout: &Layout,
    rows: &[Vec<u8>],
    first_line: usize,
    offset: usize,
    alphabet: &[u8],
) -> Result<Vec<u8>, String> {
    let mut in_order = Vec::new();
    for cell in layout.cells() {
        let b = rows
            .get(cell.row)
            .and_then(|r| r.get(cell.column + offset))
            .copied()
            .unwrap_or(b' ');
        if !alphabet.contains(&b) {
            return Err(format!(
                "input line {}: column {}: expected a colour letter ({}), found {}",
                first_line + cell.row,
                cell.column + offset + 1,
                spaced(alphabet),
                quoted(b)
            ));
        }
        in_order.push(b);
    }
    Ok(layout.by_slot(&in_order))
}

/// Five to seven rows of bytes from `byte`, each of `shortest` to 20 bytes, or one time in
/// `rare` of 0 to 20 (cut short, or empty).
fn random_rows(
    rng: &mut crate::rng::Rng,
    rare: u64,
    shortest: u64,
    mut byte: impl FnMut(&mut crate::rng::Rng) -> u8,
) -> Vec<Vec<u8>> {
    (0..rng.between(5, 7))
        .map(|_| {
            let shortest = if rng.below(rare) == 0 { 0 } else { shortest };
            (0..rng.between(shortest, 20)).map(|_| byte(rng)).collect()
        })
        .collect()
}

#[test]
fn rows_are_read_as_their_definition_says() {
    // Rows of any length (cut short or missing), any bytes, some outside the alphabet.
    let layout = Layout::new(
        crate::pocket::net::CROSS_NET,
        24,
        crate::pocket::net::sticker_named,
    );
    let alphabet = b"GOYRWB\xff";
    let mut rng = crate::rng::Rng::new(5);
    let mut refused = 0;
    for round in 0..20_000 {
        // Faults rare enough that about half the rounds have none.
        let rows = random_rows(&mut rng, 30, 17, |rng| match rng.below(200) {
            0 => rng.below(256) as u8,
            1 => b' ',
            _ => alphabet[rng.below(alphabet.len() as u64) as usize],
        });
        let offset = rng.below(4) as usize * 3;
        let mut out = [0u8; 24];
        let fast = layout.read_rows_into(&rows, round, offset, alphabet, &mut out);
        let plain = read_rows_plainly(&layout, &rows, round, offset, alphabet);
        assert_eq!(
            fast.map(|_| out.to_vec()).map_err(|e| e.to_string()),
            plain,
            "{:?}",
            rows
        );
        refused += usize::from(plain.is_err());
    }
    assert!(refused > 2000 && refused < 18_000, "{}", refused);
}

#[test]
fn offsets_find_each_cell_in_the_text_of_its_rows() {
    // Rows of any length as one text, each with its newline: a cell's offset holds the byte
    // `read_rows` reads there, and the offsets exist exactly when every cell is inside its row.
    let layout = Layout::new(
        crate::pocket::net::CROSS_NET,
        24,
        crate::pocket::net::sticker_named,
    );
    let mut rng = crate::rng::Rng::new(6);
    let mut found = 0;
    for _ in 0..20_000 {
        let rows = random_rows(&mut rng, 20, 13, |rng| b'A' + rng.below(26) as u8);
        let mut text = b"\r\n".to_vec();
        let mut starts = vec![text.len()];
        for row in &rows {
            text.extend_from_slice(row);
            text.push(b'\n');
            starts.push(text.len());
        }
        let offset = rng.below(4) as usize * 3;
        let inside = layout
            .cells()
            .iter()
            .all(|c| rows.get(c.row).map_or(false, |r| c.column + offset < r.len()));
        match layout.offsets(&starts, offset) {
            Some(offsets) => {
                let read: Vec<u8> = offsets.iter().map(|&at| text[at]).collect();
                let alphabet: Vec<u8> = (b'A'..=b'Z').collect();
                assert_eq!(Ok(read), read_rows_plainly(&layout, &rows, 1, offset, &alphabet));
                found += 1;
            }
            None => assert!(!inside, "{:?} at {}", rows, offset),
        }
    }
    assert!(found > 2000 && found < 18_000, "{}", found);
}

/// Two cross nets side by side, `|` between them: the second's column 0 is column 9.
fn side_by_side() -> Blocks<24, 2> {
    Blocks::new(&cross(), 1, [0, 9])
}

/// `cases` pairs of nets of random letters from `alphabet`, each case a blank line and six
/// rows, the lines reshaped at random: trailing spaces cut or added, `\r\n` or a lone `\r`,
/// extra blank lines, and now and then a byte changed to one outside the alphabet.
fn random_cases(rng: &mut crate::rng::Rng, cases: usize, alphabet: &[u8]) -> String {
    let layout = cross();
    let mut text = String::new();
    for _ in 0..cases {
        let net = |rng: &mut crate::rng::Rng| {
            let letters: Vec<char> = (0..24)
                .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize] as char)
                .collect();
            layout.write(&letters, " ", "")
        };
        let (left, right) = (net(rng), net(rng));
        text.push('\n');
        for (l, r) in left.iter().zip(&right) {
            text.push_str(&format!("{:<8}|{}\n", l, r));
        }
    }
    let mut out = String::new();
    for line in text.lines() {
        let mut line = line.to_string();
        match rng.below(12) {
            0 => line = line.trim_end().to_string(),
            1 => line.push_str("  "),
            2 => line.push('\r'),
            3 if line.is_empty() => line.push_str(" \n"),
            4 if rng.below(4) == 0 => {
                out.push_str(&line);
                out.push('\r');
                continue;
            }
            5 if rng.below(30) == 0 && !line.is_empty() => {
                let at = rng.below(line.len() as u64) as usize;
                line.replace_range(at..at + 1, "?");
            }
            _ => {}
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// A case as read: its puzzles and the line of its first row (`None` when read in place, which
/// tells no line), or the fault.
type Read = Result<([[u8; 24]; 2], Option<usize>), InputError>;

/// Every case of `text` up to the first fault, through a buffer of `capacity` bytes: read by
/// `read_in_place` when it reads it (`in_place`; its `read` checks the alphabet), else by
/// `read`; and how many were read in place.
fn read_all(text: &str, cases: usize, capacity: usize, in_place: bool) -> (Vec<Read>, usize) {
    let alphabet = b"ABCDEF";
    let mut input = Scanner::new(std::io::BufReader::with_capacity(capacity, text.as_bytes()));
    let mut blocks = side_by_side();
    let (mut read, mut placed) = (Vec::new(), 0);
    for _ in 0..cases {
        let found = if in_place {
            blocks.read_in_place(&mut input, |p: &[[u8; 24]; 2]| {
                let sound = p.iter().flatten().all(|b| alphabet.contains(b));
                Some(*p).filter(|_| sound)
            })
        } else {
            None
        };
        let case = match found {
            Some(p) => Ok((p, None)),
            None => blocks.read(&mut input, alphabet).map(|(p, line)| (p, Some(line))),
        };
        placed += usize::from(found.is_some());
        let fault = case.is_err();
        read.push(case);
        if fault {
            break;
        }
    }
    (read, placed)
}

#[test]
fn cases_read_in_place_are_the_cases_read_line_by_line() {
    // The same puzzles, the same lines after cases read in place, the same first fault.
    let mut rng = crate::rng::Rng::new(38);
    let (mut placed, mut faults) = (0, 0);
    for round in 0..200 {
        let cases = rng.between(1, 30) as usize;
        let text = random_cases(&mut rng, cases, b"ABCDEF");
        let (expected, _) = read_all(&text, cases, 1 << 16, false);
        faults += usize::from(expected.last().map_or(false, Result::is_err));
        for &capacity in [8, 64, 200, 1000, 1 << 16].iter() {
            let (read, n) = read_all(&text, cases, capacity, true);
            assert_eq!(read.len(), expected.len());
            for (k, (a, b)) in read.iter().zip(&expected).enumerate() {
                let same = match (a, b) {
                    (Ok((p, None)), Ok((q, _))) => p == q,
                    _ => a == b,
                };
                assert!(
                    same,
                    "round {}, buffer {}, case {}: {:?}",
                    round,
                    capacity,
                    k + 1,
                    text
                );
            }
            placed += n;
        }
    }
    assert!(
        placed > 1000 && faults > 10,
        "{} in place, {} faults",
        placed,
        faults
    );
}

#[test]
fn a_case_is_read_in_place_only_when_laid_out_alike_and_taken() {
    let layout = cross();
    let letters: Vec<char> = (0..24).map(|s| (b'a' + s as u8) as char).collect();
    let rows = layout.write(&letters, " ", "");
    let case_of = |right: &[String]| -> String {
        let lines: Vec<String> = rows
            .iter()
            .zip(right)
            .map(|(l, r)| format!("{:<8}|{}\n", l, r))
            .collect();
        format!("\n{}", lines.concat())
    };
    let case = case_of(&rows);
    let alphabet: Vec<u8> = (b'a'..b'a' + 24).collect();
    let by_slot = |p: [[u8; 24]; 2]| [p[0].to_vec(), p[1].to_vec()];
    let expected = [alphabet.clone(), alphabet.clone()];
    let take = |p: &[[u8; 24]; 2]| Some(*p);
    let mut blocks = side_by_side();

    // Alike: read in place, case after case; then line by line, the lines counted on.
    let text = case.repeat(3);
    let mut input = scanner(&text);
    for _ in 0..2 {
        assert_eq!(
            blocks.read_in_place(&mut input, take).map(by_slot),
            Some(expected.clone())
        );
    }
    let (p, line) = blocks.read(&mut input, &alphabet).unwrap();
    assert_eq!((by_slot(p), line), (expected.clone(), 16));
    assert_eq!(blocks.read_in_place(&mut input, take), None, "the end");

    // Declined: nothing consumed, the case read line by line next.
    let mut input = scanner(&case);
    assert_eq!(blocks.read_in_place(&mut input, |_| None::<()>), None);
    assert_eq!(blocks.read(&mut input, &alphabet).unwrap().1, 2);

    // Not alike: two blank lines, no blank line, a sticker past the end of its line; nothing
    // consumed.
    let mut cut = rows.clone();
    cut[0].truncate(3);
    for (text, why) in [
        (format!("\n{}", case), "two blank lines"),
        (case[1..].to_string(), "no blank line"),
        (case_of(&cut), "a row cut short"),
    ] {
        let mut input = scanner(&text);
        assert_eq!(blocks.read_in_place(&mut input, take), None, "{}", why);
        let first = text.split('\n').next().unwrap().as_bytes();
        assert_eq!(input.next_line().unwrap(), Some(first), "{}", why);
    }

    // A block of lines not whole in the reader's buffer.
    let mut input = Scanner::new(std::io::BufReader::with_capacity(20, case.as_bytes()));
    assert_eq!(blocks.read_in_place(&mut input, take), None);
    assert_eq!(blocks.read(&mut input, &alphabet).unwrap().1, 2);
}

#[test]
#[should_panic(expected = "blocks: the layout shows 24 stickers")]
fn blocks_of_another_puzzle_size_are_a_bug() {
    let _: Blocks<8, 1> = Blocks::new(&cross(), 0, [0]);
}

#[test]
#[should_panic(expected = "blocks: 9 lines a case, more than 8")]
fn blocks_of_more_than_eight_lines_are_a_bug() {
    let _: Blocks<24, 1> = Blocks::new(&cross(), 3, [0]);
}
