//! The cases read in place (`read_alike`) against the same cases read line by line (`read_case`):
//! inputs whose cases change shape (trailing spaces cut or added, `\r\n` or a lone `\r`, extra
//! blank lines),
//! some with a fault, read through buffers of many sizes, get the same bytes out and the same
//! error as through a buffer too small for any case to be read in place.

use super::{read_alike, solve, write_input, Shape, OPPOSITES};
use cubesmith::io::{InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::cube::{Face, Stickers};
use cubesmith::pocket::net::{sticker_named, CROSS_NET};
use cubesmith::pocket::relate::Palette;
use cubesmith::pocket::rotation::rotations;
use cubesmith::rng::Rng;
use std::io::BufReader;

fn cube(rng: &mut Rng, rots: &[Stickers]) -> Stickers {
    let mut state = rots[rng.below(24) as usize];
    for _ in 0..20 {
        let face = [Face::F, Face::R, Face::U][rng.below(3) as usize];
        state = state.then(&Stickers::turn(face, 1));
    }
    state.then(&rots[rng.below(24) as usize])
}

/// `write_input`'s text with each line reshaped at random, and now and then a sticker changed.
fn reshaped(rng: &mut Rng, text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut line = line.to_string();
        match rng.below(8) {
            0 => line = line.trim_end().to_string(),
            1 => line.push_str("  "),
            2 => line.push('\r'),
            3 if line.is_empty() => line.push_str(" \n"),
            // A line ended by a lone CR (a line end of old Macs, read as a newline).
            5 if rng.below(4) == 0 => {
                out.push_str(&line);
                out.push('\r');
                continue;
            }
            4 if rng.below(40) == 0 && !line.is_empty() => {
                let at = rng.below(line.len() as u64) as usize;
                let by = ["G", "O", "Y", "R", "W", "B", "X", " "][rng.below(8) as usize];
                line.replace_range(at..at + 1, by);
            }
            _ => {}
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

fn answers(input: &[u8], capacity: usize) -> Result<Vec<u8>, InputError> {
    let mut out = Vec::new();
    solve(
        &mut Scanner::new(BufReader::with_capacity(capacity, input)),
        &mut out,
    )?;
    Ok(out)
}

#[test]
fn cases_read_in_place_are_answered_as_cases_read_line_by_line() {
    let mut rng = Rng::new(20781);
    let rots = rotations();
    for round in 0..60 {
        let pairs: Vec<(Stickers, Stickers)> = (0..rng.between(1, 30))
            .map(|_| (cube(&mut rng, &rots), cube(&mut rng, &rots)))
            .collect();
        let text = write_input(&pairs);
        let input = if round % 4 == 0 {
            text
        } else {
            reshaped(&mut rng, &text)
        };
        // Eight bytes hold no case: every one is read line by line.
        let expected = answers(input.as_bytes(), 8);
        for &capacity in [64, 200, 1000, 1 << 16].iter() {
            assert_eq!(
                answers(input.as_bytes(), capacity),
                expected,
                "{:?}, buffer {}",
                input,
                capacity
            );
        }
    }
}

#[test]
fn a_case_like_the_one_before_is_read_in_place() {
    // Not only read alike: the in-place reading is the one taken, for the shape `write_input`
    // gives every case, and not for a case of another shape.
    let mut rng = Rng::new(5);
    let rots = rotations();
    let pairs = [(cube(&mut rng, &rots), cube(&mut rng, &rots))];
    let text = write_input(&pairs);
    let case = &text[text.find('\n').unwrap() + 1..];
    let (net, palette) = (Layout::new(CROSS_NET, 24, sticker_named), Palette::new(OPPOSITES));
    let mut shape = (Vec::new(), None);
    let read =
        |text: &str, shape: &mut Shape| read_alike(&mut Scanner::new(text.as_bytes()), &net, &palette, shape);
    assert!(read(case, &mut shape).is_some());
    assert!(read(case, &mut shape).is_some());
    assert!(
        read(&format!("\n{}", case), &mut shape).is_none(),
        "two blank lines"
    );
    assert!(read(&case.replacen('Y', "X", 1), &mut shape).is_none(), "a fault");
}

#[test]
fn more_cases_than_the_statement_allows_are_answered() {
    // T = 250,008, over the statement's 250,000: a test file's 8 cases 31,251 times, their
    // answers as many times (cases are answered one by one). The input is 31 MB, too large to
    // keep in `beyond/`.
    let dir = std::path::Path::new("test");
    let input = String::from_utf8(std::fs::read(dir.join("extra-1.in")).unwrap()).unwrap();
    let expected = std::fs::read(dir.join("extra-1.out")).unwrap();
    let (first, cases) = input.split_at(input.find('\n').unwrap());
    assert_eq!(first.trim(), "8");
    let repeats = 31_251;
    let text = format!("{}{}", 8 * repeats, cases.repeat(repeats));
    assert_eq!(
        answers(text.as_bytes(), 1 << 16).unwrap(),
        expected.repeat(repeats)
    );
}
