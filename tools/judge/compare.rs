//! Comparing a program's output with the expected output, as a stream: memory stays a few
//! buffers whatever either side holds (a gigabyte of blank lines, a single 100 MB line), and a
//! difference is quoted in a few dozen bytes around where it is.

use std::collections::VecDeque;
use std::io::{self, BufRead};

/// How two outputs must agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Byte for byte.
    Exact,
    /// Line by line, ignoring white space at the end of each line and blank lines at the end.
    Lines,
    /// Token by token, tokens being separated by any white space (newlines included).
    Tokens,
}

/// Bytes of context quoted on each side of a difference.
const CONTEXT: usize = 40;

/// Compares `actual` with `expected` in `mode`: `Ok(Ok(()))` when they agree, `Ok(Err(why))`
/// with the first difference (its line or token, both sides quoted around it, cut to about
/// 80 bytes), `Err` if either cannot be read. O(length of both); memory O(1) beyond the readers'
/// buffers.
pub fn compare<E: BufRead, A: BufRead>(mode: Mode, expected: E, actual: A) -> io::Result<Result<(), String>> {
    let mut want = Side::new(expected);
    let mut got = Side::new(actual);
    match mode {
        Mode::Exact => exact(&mut want, &mut got),
        Mode::Lines => lines(&mut want, &mut got),
        Mode::Tokens => tokens(&mut want, &mut got),
    }
}

/// White space within a line.
fn is_blank(b: u8) -> bool {
    b != b'\n' && b.is_ascii_whitespace()
}

fn exact<E: BufRead, A: BufRead>(want: &mut Side<E>, got: &mut Side<A>) -> io::Result<Result<(), String>> {
    loop {
        let a = want.peek()?;
        if a != got.peek()? {
            return line_difference(want.line, want.excerpt(None, true)?, got.excerpt(None, true)?);
        }
        if a.is_none() {
            return Ok(Ok(()));
        }
        want.bump()?;
        got.bump()?;
    }
}

fn lines<E: BufRead, A: BufRead>(want: &mut Side<E>, got: &mut Side<A>) -> io::Result<Result<(), String>> {
    loop {
        let a = want.peek()?;
        if a == got.peek()? {
            if a.is_none() {
                return Ok(Ok(()));
            }
            want.bump()?;
            got.bump()?;
            continue;
        }
        // Different bytes: the outputs still agree if both lines end here, but for white space.
        want.skip_while(is_blank)?;
        got.skip_while(is_blank)?;
        match (want.peek()?, got.peek()?) {
            (Some(b'\n'), Some(b'\n')) => {
                want.bump()?;
                got.bump()?;
            }
            (None, None) => return Ok(Ok(())),
            // One output has ended: the other may only have blank lines left.
            (None, Some(b'\n')) => {
                got.skip_while(|b| b.is_ascii_whitespace())?;
                if got.peek()?.is_none() {
                    return Ok(Ok(()));
                }
                return line_difference(got.line, None, got.excerpt(None, false)?);
            }
            (Some(b'\n'), None) => {
                want.skip_while(|b| b.is_ascii_whitespace())?;
                if want.peek()?.is_none() {
                    return Ok(Ok(()));
                }
                return line_difference(want.line, want.excerpt(None, false)?, None);
            }
            _ => return line_difference(want.line, want.excerpt(None, false)?, got.excerpt(None, false)?),
        }
    }
}

fn line_difference(line: usize, want: Option<String>, got: Option<String>) -> io::Result<Result<(), String>> {
    let shown = |s: Option<String>| s.unwrap_or_else(|| "(no line)".to_string());
    Ok(Err(format!(
        "line {}: expected {}, got {}",
        line,
        shown(want),
        shown(got)
    )))
}

fn tokens<E: BufRead, A: BufRead>(want: &mut Side<E>, got: &mut Side<A>) -> io::Result<Result<(), String>> {
    let is_space = |b: u8| b.is_ascii_whitespace();
    let mut index = 0;
    loop {
        want.skip_while(is_space)?;
        got.skip_while(is_space)?;
        if want.peek()?.is_none() && got.peek()?.is_none() {
            return Ok(Ok(()));
        }
        index += 1;
        let mut matched = 0;
        loop {
            let a = want.peek()?.filter(|&b| !is_space(b));
            let b = got.peek()?.filter(|&b| !is_space(b));
            if a.is_none() && b.is_none() {
                break;
            }
            if a != b {
                let line = got.line;
                let shown = |s: Option<String>| s.unwrap_or_else(|| "(no more tokens)".to_string());
                return Ok(Err(format!(
                    "token {} (output line {}): expected {}, got {}",
                    index,
                    line,
                    shown(want.excerpt(Some(matched), false)?),
                    shown(got.excerpt(Some(matched), false)?)
                )));
            }
            want.bump()?;
            got.bump()?;
            matched += 1;
        }
    }
}

/// One output being read: where it is, and the last bytes of its current line, for quoting.
struct Side<R> {
    input: R,
    /// 1-based line of the next byte.
    line: usize,
    /// The current line's last bytes read, at most `CONTEXT`.
    recent: VecDeque<u8>,
    /// Whether the current line has bytes before `recent`.
    cut: bool,
}

impl<R: BufRead> Side<R> {
    fn new(input: R) -> Side<R> {
        Side {
            input,
            line: 1,
            recent: VecDeque::with_capacity(CONTEXT),
            cut: false,
        }
    }

    fn peek(&mut self) -> io::Result<Option<u8>> {
        Ok(self.input.fill_buf()?.first().copied())
    }

    /// Moves past the next byte, if any.
    fn bump(&mut self) -> io::Result<()> {
        if let Some(b) = self.peek()? {
            self.input.consume(1);
            if b == b'\n' {
                self.line += 1;
                self.recent.clear();
                self.cut = false;
            } else {
                if self.recent.len() == CONTEXT {
                    self.recent.pop_front();
                    self.cut = true;
                }
                self.recent.push_back(b);
            }
        }
        Ok(())
    }

    fn skip_while(&mut self, skip: impl Fn(u8) -> bool) -> io::Result<()> {
        while let Some(b) = self.peek()? {
            if !skip(b) {
                break;
            }
            self.bump()?;
        }
        Ok(())
    }

    /// The text around the next byte, quoted: the last `before` bytes read on this line (all
    /// that are kept if `None`), then up to `CONTEXT` more up to the end of the line or, for a
    /// token (`before` given), up to white space; the newline itself if `newline`. `...` marks
    /// a cut. `None` if nothing is there: the output has ended, with nothing before on this
    /// line. Reads on, so call it last.
    fn excerpt(&mut self, before: Option<usize>, newline: bool) -> io::Result<Option<String>> {
        let (shown, cut_before) = match before {
            None => (self.recent.len(), self.cut),
            Some(n) => (n.min(self.recent.len()), n > self.recent.len()),
        };
        let mut text: Vec<u8> = self
            .recent
            .iter()
            .skip(self.recent.len() - shown)
            .copied()
            .collect();
        let stop = |b: u8| {
            if before.is_some() {
                b.is_ascii_whitespace()
            } else {
                b == b'\n'
            }
        };
        let mut cut_after = false;
        let mut ended = false;
        let mut after = 0;
        loop {
            match self.peek()? {
                None => {
                    ended = true;
                    break;
                }
                Some(b) if stop(b) => {
                    if b == b'\n' && newline {
                        text.push(b);
                    }
                    break;
                }
                Some(_) if after == CONTEXT => {
                    cut_after = true;
                    break;
                }
                Some(b) => {
                    text.push(b);
                    after += 1;
                    self.input.consume(1);
                }
            }
        }
        if text.is_empty() && ended {
            return Ok(None);
        }
        Ok(Some(format!(
            "{}{:?}{}",
            if cut_before { "..." } else { "" },
            String::from_utf8_lossy(&text),
            if cut_after { "..." } else { "" }
        )))
    }
}

// Named by path so the file is found when the adapter tests include this module too.
#[cfg(test)]
mod tests;
