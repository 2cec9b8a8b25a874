use super::*;
use crate::thread_memory;
use std::io::{BufReader, Read};

fn check(mode: Mode, expected: &str, actual: &str) -> Result<(), String> {
    compare(mode, expected.as_bytes(), actual.as_bytes()).unwrap()
}

#[test]
fn exact_means_byte_for_byte() {
    assert_eq!(check(Mode::Exact, "1\n2\n", "1\n2\n"), Ok(()));
    assert_eq!(
        check(Mode::Exact, "1\n2\n", "1\n2 \n"),
        Err("line 2: expected \"2\\n\", got \"2 \\n\"".to_string())
    );
    assert_eq!(
        check(Mode::Exact, "1\n2\n", "1\n2"),
        Err("line 2: expected \"2\\n\", got \"2\"".to_string())
    );
    assert_eq!(
        check(Mode::Exact, "1\n2\n", "1\n2\n\n"),
        Err("line 3: expected (no line), got \"\\n\"".to_string())
    );
    assert_eq!(
        check(Mode::Exact, "1\n2\n", "1\r\n2\n"),
        Err("line 1: expected \"1\\n\", got \"1\\r\\n\"".to_string())
    );
    assert_eq!(
        check(Mode::Exact, "1\n2\n", "1\n"),
        Err("line 2: expected \"2\\n\", got (no line)".to_string())
    );
}

#[test]
fn lines_ignore_only_trailing_white_space_and_blank_lines_at_the_end() {
    for same in ["1\n2\n", "1  \r\n2\n\n\n", "1\n2", "1\t\n2 \n \n\t\n"].iter() {
        assert_eq!(check(Mode::Lines, "1\n2\n", same), Ok(()), "{:?}", same);
        assert_eq!(check(Mode::Lines, same, "1\n2\n"), Ok(()), "{:?}", same);
    }
    let cases = [
        ("1\n2\n", "1\n 2\n", "line 2: expected \"2\", got \" 2\""),
        ("1\n2\n", "1\n", "line 2: expected \"2\", got (no line)"),
        ("1\n2\n", "1\n\n2\n", "line 2: expected \"2\", got \"\""),
        ("a b\n", "a  b\n", "line 1: expected \"a b\", got \"a  b\""),
        (
            "a \tb\n",
            "a\t b\n",
            "line 1: expected \"a \\tb\", got \"a\\t b\"",
        ),
        ("1\n", "1\n\n\n5\n", "line 4: expected (no line), got \"5\""),
        ("1\n\n\n5", "1 \n", "line 4: expected \"5\", got (no line)"),
    ];
    for (want, got, says) in cases.iter() {
        assert_eq!(
            check(Mode::Lines, want, got),
            Err(says.to_string()),
            "{:?} {:?}",
            want,
            got
        );
    }
}

#[test]
fn tokens_ignore_all_spacing() {
    assert_eq!(check(Mode::Tokens, "1 2\n3\n", "1\n2 3"), Ok(()));
    assert_eq!(check(Mode::Tokens, "", " \n\n"), Ok(()));
    assert_eq!(
        check(Mode::Tokens, "1 22 3\n", "1\n23 3\n"),
        Err("token 2 (output line 2): expected \"22\", got \"23\"".to_string())
    );
    assert_eq!(
        check(Mode::Tokens, "1 2\n", "1 2 3\n"),
        Err("token 3 (output line 1): expected (no more tokens), got \"3\"".to_string())
    );
    assert_eq!(
        check(Mode::Tokens, "1 2\n", "1 2x\n"),
        Err("token 2 (output line 1): expected \"2\", got \"2x\"".to_string())
    );
}

#[test]
fn long_lines_are_quoted_around_the_difference_only() {
    let want = format!("{}a{}\n", "x".repeat(1000), "y".repeat(1000));
    let got = format!("{}b{}\n", "x".repeat(1000), "y".repeat(1000));
    for mode in [Mode::Exact, Mode::Lines, Mode::Tokens].iter() {
        let why = check(*mode, &want, &got).unwrap_err();
        let quoted = format!("...\"{}a{}\"...", "x".repeat(40), "y".repeat(39));
        assert!(why.contains(&quoted), "{:?}: {}", mode, why);
        assert!(why.len() < 250, "{:?}: {}", mode, why);
    }
}

/// `pattern` repeated until `total` bytes, made as it is read.
struct Repeated {
    pattern: &'static [u8],
    at: usize,
    left: usize,
}

impl Read for Repeated {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = buf.len().min(self.left);
        for b in buf[..n].iter_mut() {
            *b = self.pattern[self.at];
            self.at = (self.at + 1) % self.pattern.len();
        }
        self.left -= n;
        Ok(n)
    }
}

fn repeated(pattern: &'static [u8], total: usize) -> BufReader<Repeated> {
    BufReader::new(Repeated {
        pattern,
        at: 0,
        left: total,
    })
}

/// The peak resident memory of this process so far, KiB (Linux).
#[test]
fn huge_outputs_are_compared_in_little_memory() {
    const SIZE: usize = 96 << 20;
    let before = thread_memory::held_now();
    thread_memory::reset_peak();
    // 96 MiB of blank lines after the expected answer: accepted, line by line.
    let blank = compare(
        Mode::Lines,
        &b"42\n"[..],
        (&b"42\n"[..]).chain(repeated(b"\n", SIZE)),
    );
    assert_eq!(blank.unwrap(), Ok(()));
    // One 96 MiB line: rejected, quoted in a few dozen bytes.
    for mode in [Mode::Exact, Mode::Lines, Mode::Tokens].iter() {
        let why = compare(*mode, &b"42\n"[..], repeated(b"4", SIZE))
            .unwrap()
            .unwrap_err();
        assert!(why.len() < 200 && why.ends_with("444\"..."), "{}", why);
    }
    // Reading either output whole would raise the peak by 96 MiB. The count is this thread's
    // own allocations: the tests running beside it do not change it.
    let grown = thread_memory::peak() - before;
    assert!(grown < 4 << 20, "the peak grew by {} bytes", grown);
}
