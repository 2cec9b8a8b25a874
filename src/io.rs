//! Input and output helpers shared by the judge adapters: a streaming byte scanner that knows
//! which line it is on, a typed input error, and [`run`], the `main` every adapter uses.
//!
//! Adapters are written as `fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W)`
//! so tests can feed byte slices and compare bytes.
//!
//! The scanner reads what C's `scanf` and C++'s `cin` read, so that judge data a little off the
//! statement's format is still answered: a UTF-8 byte-order mark at the start is skipped, white
//! space is [`is_space`] (vertical tab and form feed included), a line ends at `\n`, `\r\n` or a
//! lone `\r`, and a number may have a `+` sign and leading zeros ([`parse_unsigned`]; a signed
//! one a `-` too, [`parse_signed`]). Every number an adapter reads goes through these two.

use std::fmt;
use std::io::{BufRead, Read, Write};

/// What went wrong with the input, and on which line (1-based), or a failed read or write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// The line the fault is on; `None` for read and write failures.
    pub line: Option<usize>,
    /// What is wrong, in words.
    pub message: String,
}

impl InputError {
    /// An error about `line` (1-based). O(1).
    pub fn at(line: usize, message: String) -> InputError {
        InputError {
            line: Some(line),
            message,
        }
    }

    /// The same error with `context` before its message (`cube 3: ...`), keeping its line.
    /// O(length of the message).
    pub fn within(self, context: &str) -> InputError {
        InputError {
            line: self.line,
            message: format!("{}: {}", context, self.message),
        }
    }

    fn io(what: &str, error: std::io::Error) -> InputError {
        InputError {
            line: None,
            message: format!("cannot {}: {}", what, error),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "input line {}: {}", line, self.message),
            None => write!(f, "{}", self.message),
        }
    }
}

impl From<std::io::Error> for InputError {
    fn from(error: std::io::Error) -> InputError {
        InputError::io("write the output", error)
    }
}

/// A streaming scanner over bytes: tokens separated by white space ([`is_space`]), or whole
/// lines. Memory is the reader's buffer plus the longest token or line; never the whole input.
pub struct Scanner<R> {
    reader: Source<R>,
    /// The line of the next unread byte, 1-based.
    line: usize,
    /// The last token or line read.
    piece: Vec<u8>,
    /// The line the last token or line started on.
    piece_line: usize,
}

impl<R: BufRead> Scanner<R> {
    /// A scanner over `reader`. O(1).
    pub fn new(reader: R) -> Scanner<R> {
        Scanner {
            reader: Source {
                inner: reader,
                head: [0; 3],
                at: 0,
                len: 0,
                started: false,
            },
            line: 1,
            piece: Vec::new(),
            piece_line: 1,
        }
    }

    /// The line (1-based) the last token or line read started on. O(1).
    pub fn token_line(&self) -> usize {
        self.piece_line
    }

    /// The next byte without consuming it; `None` at the end of the input. O(1) amortised.
    fn peek(&mut self) -> Result<Option<u8>, InputError> {
        let buf = self
            .reader
            .fill_buf()
            .map_err(|e| InputError::io("read the input", e))?;
        Ok(buf.first().copied())
    }

    /// The next white-space-separated token, or `None` at the end of the input.
    /// O(length of the white space and the token).
    pub fn token(&mut self) -> Result<Option<&[u8]>, InputError> {
        self.piece_line = self.next_token_line()?;
        let piece = &mut self.piece;
        piece.clear();
        feed(&mut self.reader, |buf| {
            let end = buf.iter().position(is_space);
            piece.extend_from_slice(&buf[..end.unwrap_or(buf.len())]);
            end
        })?;
        Ok(Some(&self.piece[..]).filter(|piece| !piece.is_empty()))
    }

    /// The bytes of the last token or line read. O(1).
    pub fn token_text(&self) -> &[u8] {
        &self.piece
    }

    /// Skips white space and gives the line of the next token (or of the end). A line ends at
    /// `\n`, `\r\n` or a lone `\r`. O(white space).
    pub fn next_token_line(&mut self) -> Result<usize, InputError> {
        // Whether the byte before is a `\r`, so a `\n` now ends no other line. Every way of
        // reading stops after a `\r\n`, never between, so this starts false.
        let (line, mut after_cr) = (&mut self.line, false);
        feed(&mut self.reader, |buf| {
            let end = buf.iter().position(|b| !is_space(b));
            for &b in &buf[..end.unwrap_or(buf.len())] {
                *line += usize::from(b == b'\r' || (b == b'\n' && !after_cr));
                after_cr = b == b'\r';
            }
            end
        })?;
        Ok(self.line)
    }

    /// Skips white space and tells whether the input ends there: for inputs that run "until the
    /// end of the file". O(white space).
    pub fn at_end(&mut self) -> Result<bool, InputError> {
        self.next_token_line()?;
        Ok(self.peek()?.is_none())
    }

    /// Checks that nothing but white space is left; `after` names what came last, for the
    /// error (`unexpected "7" after the last case`). O(rest of the input up to a token).
    pub fn end(&mut self, after: &str) -> Result<(), InputError> {
        if self.token()?.is_none() {
            return Ok(());
        }
        Err(InputError::at(
            self.piece_line,
            format!("unexpected {:?} after {}", shown(&self.piece), after),
        ))
    }

    /// The error for the last token or line read when it is not what was `wanted`, on its line:
    /// `expected START, found "STRAT"`; `found an empty line`, or `found the end of the input`
    /// when nothing is left. O(1), or the cost of reading ahead for an empty piece.
    pub fn expected(&mut self, wanted: &str) -> InputError {
        let found = if !self.piece.is_empty() {
            format!("{:?}", shown(&self.piece))
        } else if let Ok(None) = self.peek() {
            "the end of the input".to_string()
        } else {
            "an empty line".to_string()
        };
        InputError::at(self.piece_line, format!("expected {}, found {}", wanted, found))
    }

    /// The next line without its `\n`, `\r\n` or `\r`, or `None` at the end of the input.
    /// O(length).
    pub fn next_line(&mut self) -> Result<Option<&[u8]>, InputError> {
        self.piece_line = self.line;
        let mut piece = std::mem::take(&mut self.piece);
        let found = self.line_into(&mut piece);
        self.piece = piece;
        Ok(if found? { Some(&self.piece) } else { None })
    }

    /// The next line that is not blank (all white space), without its line end, or `None` at the
    /// end of the input: for one command a line, with blank lines between commands forgiven.
    /// O(length of the lines).
    pub fn next_filled_line(&mut self) -> Result<Option<&[u8]>, InputError> {
        loop {
            self.piece_line = self.line;
            let mut piece = std::mem::take(&mut self.piece);
            let found = self.line_into(&mut piece);
            self.piece = piece;
            if !found? {
                return Ok(None);
            }
            if !self.piece.iter().all(is_space) {
                return Ok(Some(&self.piece));
            }
        }
    }

    /// Reads the next line into `line`, without its `\n`, `\r\n` or lone `\r`; `false` at the
    /// end of the input. The reader's buffer is searched and copied from directly, a line usually
    /// in one piece: no per-line call of the standard library's line reader, which costs more
    /// than a short line. After a `\r` the next byte is looked at, to take a `\n` with it.
    /// O(length).
    fn line_into(&mut self, line: &mut Vec<u8>) -> Result<bool, InputError> {
        line.clear();
        let mut ended = None;
        feed(&mut self.reader, |buf| {
            let end = line_end_in(buf);
            line.extend_from_slice(&buf[..end.unwrap_or(buf.len())]);
            ended = end.map(|i| buf[i]);
            end.map(|i| i + 1)
        })?;
        if ended == Some(b'\r') && self.peek()? == Some(b'\n') {
            self.reader.consume(1);
        }
        self.line += usize::from(ended.is_some());
        Ok(ended.is_some() || !line.is_empty())
    }

    /// The next token as an unsigned integer in `lo..=hi` (as [`parse_unsigned`] reads it; `hi`
    /// = `u64::MAX` for no upper bound); `what` names it in errors. `Ok(None)` at the end of the
    /// input. O(length of the white space and the token).
    pub fn number_or_end(&mut self, what: &str, lo: u64, hi: u64) -> Result<Option<u64>, InputError> {
        if self.token()?.is_none() {
            return Ok(None);
        }
        let message = match parse_unsigned(&self.piece) {
            Some(value) if lo <= value && value <= hi => return Ok(Some(value)),
            // No upper bound (`u64::MAX`) is written as an open range.
            Some(value) if hi == u64::MAX => format!("{} = {} is out of range {}..", what, value, lo),
            Some(value) => format!("{} = {} is out of range {}..={}", what, value, lo, hi),
            None => format!("{} must be an integer, found {:?}", what, shown(&self.piece)),
        };
        Err(InputError::at(self.piece_line, message))
    }

    /// The next token as an unsigned integer in `lo..=hi`; the end of the input is an error.
    /// O(length of the white space and the token).
    pub fn number(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64, InputError> {
        let found = self.number_or_end(what, lo, hi)?;
        found.ok_or_else(|| self.ended(what))
    }

    /// The next token as a signed integer in `lo..=hi`, as [`parse_signed`] reads it (`+4`,
    /// `-04`; `-0` and `+0` are 0); `what` names it in errors; the end of the input is an
    /// error. O(length of the white space and the token).
    pub fn signed(&mut self, what: &str, lo: i64, hi: i64) -> Result<i64, InputError> {
        if self.token()?.is_none() {
            return Err(self.ended(what));
        }
        let message = match parse_signed(&self.piece) {
            Some(value) if lo <= value && value <= hi => return Ok(value),
            Some(value) => format!("{} = {} is out of range {}..={}", what, value, lo, hi),
            None => format!("{} must be an integer, found {:?}", what, shown(&self.piece)),
        };
        Err(InputError::at(self.piece_line, message))
    }

    /// The error for `what` missing at the end of the input, on the last line. O(1).
    fn ended(&self, what: &str) -> InputError {
        InputError::at(
            self.line,
            format!("expected {}, found the end of the input", what),
        )
    }
}

impl<R: BufRead> Scanner<R> {
    /// Fills `rows` with the next lines after any blank ones: a block of rows such as a net drawn
    /// over several lines. Returns the line number of the first. The rows' buffers are reused, so
    /// reading many blocks allocates nothing. O(length of the lines).
    pub fn block(&mut self, rows: &mut [Vec<u8>]) -> Result<usize, InputError> {
        let (mut first, mut filled) = (0, 0);
        while filled < rows.len() {
            self.piece_line = self.line;
            if !self.line_into(&mut rows[filled])? {
                return Err(InputError::at(
                    self.line,
                    format!("the input ends after {} of the {} rows", filled, rows.len()),
                ));
            }
            // Blank lines before the block are skipped.
            if filled > 0 || !rows[filled].iter().all(is_space) {
                first = if filled == 0 { self.piece_line } else { first };
                filled += 1;
            }
        }
        // The last line read stays the scanner's last piece, as after `next_line`.
        if let Some(last) = rows.last() {
            self.piece.clear();
            self.piece.extend_from_slice(last);
        }
        Ok(first)
    }

    /// The next `count` lines (at most 8) when they are whole in the reader's buffer, handed to
    /// `read` as one slice, newlines included, with the offset where each starts and where the
    /// last ends; they are consumed if `read` returns a value, and line numbers go on after them.
    /// `None`, with nothing consumed, when they run past the buffer, a lone `\r` ends one of
    /// them (or may: a `\r` last in the buffer), or `read` declines: for inputs of many blocks,
    /// most read in place with no copy, the rest another way. O(length of the lines).
    pub fn lines_with<T>(
        &mut self,
        count: usize,
        read: impl FnOnce(&[u8], &[usize]) -> Option<T>,
    ) -> Option<T> {
        let mut starts = [0; 9];
        let buf = self.reader.fill_buf().ok()?;
        for i in 0..count {
            let start = *starts.get(i)?;
            let mut end = start + line_end_in(&buf[start..])?;
            // A `\r` ends the line only with the `\n` after it.
            if buf[end] == b'\r' {
                end += 1;
                if buf.get(end) != Some(&b'\n') {
                    return None;
                }
            }
            *starts.get_mut(i + 1)? = end + 1;
        }
        let value = read(&buf[..starts[count]], &starts[..=count])?;
        self.reader.consume(starts[count]);
        self.line += count;
        Some(value)
    }

    /// Fills `rows` with the next block, as [`Scanner::block`] does, and returns the line of its
    /// first row; or returns `None` at the closing block that ends the input: rows that are each
    /// `end` (trailing white space aside), after which only white space may follow. An input
    /// that ends without its closing block is refused. O(length of the lines).
    pub fn block_until(&mut self, rows: &mut [Vec<u8>], end: &[u8]) -> Result<Option<usize>, InputError> {
        let count = rows.len();
        let first = self.block(rows).map_err(|e| InputError {
            line: e.line,
            message: format!("{}; it must end with {} rows {:?}", e.message, count, shown(end)),
        })?;
        let trimmed = |r: &[u8]| r.len() - r.iter().rev().take_while(|b| is_space(b)).count();
        if rows.iter().any(|r| r[..trimmed(r)] != *end) {
            return Ok(Some(first));
        }
        self.end(&format!("the closing {} rows", count))?;
        Ok(None)
    }

    /// Checks that the rest of the current line is blank (after a count such as `T`, whose
    /// line must hold nothing else); `after` names it for the error. O(length of the line).
    pub fn rest_of_line(&mut self, after: &str) -> Result<(), InputError> {
        let line = self.line;
        let rest = self.next_line()?.unwrap_or(&[]);
        match rest.iter().position(|b| !is_space(b)) {
            Some(start) => Err(InputError::at(
                line,
                format!("unexpected {:?} after {}", shown(&rest[start..]), after),
            )),
            None => Ok(()),
        }
    }
}

/// Feeds the input to `step` a buffer at a time, until `step` returns the place in the buffer
/// where it is done (the bytes before it are consumed) or the input ends (`step` sees an empty
/// buffer); a buffer `step` is not done in is consumed whole. A read interrupted by a signal is
/// tried again. O(bytes consumed).
fn feed<R: BufRead>(reader: &mut R, mut step: impl FnMut(&[u8]) -> Option<usize>) -> Result<(), InputError> {
    loop {
        let buf = match reader.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(InputError::io("read the input", e)),
        };
        // An empty buffer is the end of the input.
        let (used, done) = match step(buf) {
            Some(end) => (end, true),
            None => (buf.len(), buf.is_empty()),
        };
        reader.consume(used);
        if done {
            return Ok(());
        }
    }
}

/// The index of the first `\n` or `\r` in `bytes`, looked for 8 bytes at a time: the scanner's
/// lines are found by it. Measured, not assumed: on an input of 1.75 million short lines read in
/// place, `position` byte by byte made the whole program run 18 % more instructions and about 5 %
/// more CPU time (docs/benchmarks.md). O(length / 8).
fn line_end_in(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut chunks = bytes.chunks_exact(8);
    let mut start = 0;
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let word = u64::from_le_bytes(word);
        // A byte of `x` is 0 where the byte is `\n` (of `y`, `\r`); the lowest such byte sets
        // the lowest high bit of `zeros` (bits above it may be set by the borrow, never bits
        // below), so the lowest bit of the two searches together is the first line end.
        let (x, y) = (word ^ (ONES * u64::from(b'\n')), word ^ (ONES * u64::from(b'\r')));
        let zeros = (x.wrapping_sub(ONES) & !x | y.wrapping_sub(ONES) & !y) & (ONES << 7);
        if zeros != 0 {
            return Some(start + zeros.trailing_zeros() as usize / 8);
        }
        start += 8;
    }
    chunks
        .remainder()
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .map(|i| start + i)
}

/// `bytes` without the white space ([`is_space`]) at either end. O(length).
pub fn trimmed(bytes: &[u8]) -> &[u8] {
    let start = bytes.iter().position(|b| !is_space(b)).unwrap_or(bytes.len());
    let end = bytes.iter().rposition(|b| !is_space(b)).map_or(start, |i| i + 1);
    &bytes[start..end]
}

/// Whether a byte is white space as C's `isspace` has it: space, `\t`, `\n`, vertical tab,
/// form feed and `\r` (Rust's `is_ascii_whitespace` leaves out the vertical tab). O(1).
pub fn is_space(byte: &u8) -> bool {
    matches!(*byte, b' ' | b'\t'..=b'\r')
}

/// Parses a whole token as a u64, as `scanf("%llu")` would take it whole: ASCII digits after an
/// optional `+`, leading zeros allowed (`+007` is 7). `None` for anything else (a `-`, no
/// digit, another byte) or a value above `u64::MAX`. O(length).
pub fn parse_unsigned(token: &[u8]) -> Option<u64> {
    let digits = match token.split_first() {
        Some((&b'+', rest)) => rest,
        _ => token,
    };
    if digits.is_empty() {
        return None;
    }
    let mut value = 0u64;
    for &b in digits {
        if !b.is_ascii_digit() {
            return None;
        }
        value = value.checked_mul(10)?.checked_add(u64::from(b - b'0'))?;
    }
    Some(value)
}

/// A whole token as a u64 in `lo..=hi`, as [`parse_unsigned`] reads it (`+5` and `05` are 5);
/// `None` for anything else: for tokens read through a closure, such as colour numbers.
/// O(length).
pub fn parse_in(token: &[u8], lo: u64, hi: u64) -> Option<u64> {
    parse_unsigned(token).filter(|&value| lo <= value && value <= hi)
}

/// Parses a whole token as an i64, as `scanf("%lld")` would take it whole: ASCII digits after
/// an optional `+` or `-`, leading zeros allowed (`-04` is -4; `-0`, `+0` and `00` are 0).
/// `None` for anything else (no digit, a second sign, another byte) or a value outside the
/// i64 range. O(length).
pub fn parse_signed(token: &[u8]) -> Option<i64> {
    let (negative, digits) = match token.split_first() {
        Some((&b'-', rest)) => (true, rest),
        _ => (false, token),
    };
    // `parse_unsigned` takes the `+`, and refuses a sign after a `-`.
    if negative && digits.first() == Some(&b'+') {
        return None;
    }
    let magnitude = parse_unsigned(digits)?;
    match (negative, magnitude) {
        (_, m) if m <= i64::MAX as u64 => Some(if negative { -(m as i64) } else { m as i64 }),
        // -2^63 is an i64; 2^63 is not.
        (true, m) if m == i64::MIN.unsigned_abs() => Some(i64::MIN),
        _ => None,
    }
}

/// Input bytes as text for an error message, cut to 40 characters. O(length).
pub fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut cut: String = text.chars().take(40).collect();
    if cut.len() < text.len() {
        cut.push_str("...");
    }
    cut
}

/// The scanner's reader: `inner` with a UTF-8 byte-order mark at its start skipped. The mark is
/// looked for at the first read; bytes that begin like one but are cut short by the reader's
/// buffer are kept in `head` until the rest is seen, and given back first if it is no mark.
struct Source<R> {
    inner: R,
    head: [u8; 3],
    /// `head[at..len]` are to be read before `inner`.
    at: usize,
    len: usize,
    started: bool,
}

/// The UTF-8 encoding of U+FEFF, which some editors put at the start of a text file.
const BYTE_ORDER_MARK: [u8; 3] = [0xef, 0xbb, 0xbf];

impl<R: BufRead> Source<R> {
    /// Reads past a byte-order mark at the start, if there is one. O(1).
    fn start(&mut self) -> std::io::Result<()> {
        while self.len < 3 {
            let buf = match self.inner.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            // The bytes of the mark seen so far, and those of this buffer that go on matching.
            let wanted = &BYTE_ORDER_MARK[self.len..];
            let matching = buf.iter().zip(wanted).take_while(|(a, b)| a == b).count();
            if matching == 0 || (matching < wanted.len() && matching < buf.len()) {
                break; // no mark (or the end of the input): `head` is read first as it is
            }
            self.head[self.len..self.len + matching].copy_from_slice(&buf[..matching]);
            self.len += matching;
            self.inner.consume(matching);
        }
        if self.len == 3 {
            self.len = 0; // the whole mark: dropped
        }
        self.started = true;
        Ok(())
    }
}

impl<R: BufRead> Read for Source<R> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = {
            let buf = self.fill_buf()?;
            let n = buf.len().min(out.len());
            out[..n].copy_from_slice(&buf[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Source<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if !self.started {
            self.start()?;
        }
        if self.at < self.len {
            return Ok(&self.head[self.at..self.len]);
        }
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        if self.at < self.len {
            self.at += amount;
        } else {
            self.inner.consume(amount);
        }
    }
}

/// The whole `main` of an adapter: runs `solve` on buffered standard input and output; on an
/// error prints `<name>: <error>` to standard error and exits with status 1 (no backtrace).
/// O(1) besides `solve` and writing out what it answered.
pub fn run<F>(name: &str, solve: F)
where
    F: FnOnce(
        &mut Scanner<std::io::StdinLock<'static>>,
        &mut std::io::BufWriter<std::io::StdoutLock<'static>>,
    ) -> Result<(), InputError>,
{
    let mut scanner = Scanner::new(std::io::stdin().lock());
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let result = solve(&mut scanner, &mut out).and_then(|_| Ok(out.flush()?));
    if let Err(error) = result {
        // Keep what was answered before the fault; the error goes to standard error.
        let _ = out.flush();
        eprintln!("{}: {}", name, error);
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests;
