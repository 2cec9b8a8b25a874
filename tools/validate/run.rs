//! Running a validator's program on an input: each line taken and each piece read and bounded,
//! loops counted, names bound for the expressions and checks after them.

use super::grammar::*;
use super::{violation, Violation};
use std::collections::HashMap;

/// Where a value was read: its line, its token on a `line` (counted from 1), its column.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pos {
    pub(super) line: usize,
    pub(super) token: Option<usize>,
    pub(super) column: usize,
}

#[derive(Debug, Clone)]
pub(super) enum Kind {
    Int(i64),
    Text(String),
}

#[derive(Debug, Clone)]
pub(super) struct Value {
    pub(super) kind: Kind,
    pub(super) at: Pos,
}

pub(super) type Frame = HashMap<String, Vec<Value>>;

pub(super) struct Run<'a> {
    pub(super) lines: &'a [&'a [u8]],
    pub(super) next: usize,
    /// The values bound: one frame for the whole input and one for each pass of an open loop.
    pub(super) frames: Vec<Frame>,
}

/// `'text'`, cut to 30 characters.
pub(super) fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut cut: String = text.chars().take(30).collect();
    if cut.len() < text.len() {
        cut.push_str("...");
    }
    format!("'{}'", cut)
}

/// How a piece's value is named in a message: its name and where it is.
pub(super) fn subject(name: Option<&str>, at: Pos, alone: bool) -> Subject<'_> {
    Subject { name, at, alone }
}

/// How a value is named in a message (`N`, `x (token 3)`, `column 5`), written only when a
/// message needs it.
pub(super) struct Subject<'a> {
    pub(super) name: Option<&'a str>,
    pub(super) at: Pos,
    /// Whether the value is alone on its line: then its place goes without saying.
    pub(super) alone: bool,
}

impl std::fmt::Display for Subject<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let place = match self.at.token {
            Some(t) => format!("token {}", t),
            None => format!("column {}", self.at.column),
        };
        match (self.name, self.alone) {
            (Some(n), true) => f.write_str(n),
            (Some(n), false) => write!(f, "{} ({})", n, place),
            (None, true) if self.at.token.is_some() => f.write_str("the token"),
            (None, _) => f.write_str(&place),
        }
    }
}

/// The bound `lo..=hi` as the validator writes it, and its values when they differ.
pub(super) fn bound_text(lo: (&Expr, i64), hi: Option<(&Expr, i64)>) -> String {
    let written = format!(
        "{}..{}",
        lo.0.text(),
        hi.map_or(String::new(), |h| format!("={}", h.0.text()))
    );
    let values = format!("{}..{}", lo.1, hi.map_or(String::new(), |h| format!("={}", h.1)));
    if written == values {
        written
    } else {
        format!("{}, here {}", written, values)
    }
}

/// What is wrong with a whole number as written, if anything: not one, a sign `+`, leading
/// zeros, too large.
pub(super) fn parse_int(token: &[u8]) -> Result<i64, &'static str> {
    let digits = token.strip_prefix(b"-").unwrap_or(token);
    if token.starts_with(b"+") && token.len() > 1 && token[1..].iter().all(u8::is_ascii_digit) {
        return Err("numbers are written without a sign +");
    }
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err("it is not a whole number");
    }
    if (digits.len() > 1 && digits[0] == b'0') || token == b"-0" {
        return Err("numbers are written without leading zeros");
    }
    std::str::from_utf8(token)
        .ok()
        .and_then(|t| t.parse().ok())
        .ok_or("it is too large to read")
}

impl<'a> Run<'a> {
    pub(super) fn eval(&self, expr: &Expr) -> i64 {
        let values = |name: &str| {
            self.frames
                .iter()
                .rev()
                .find_map(|f| f.get(name))
                .map_or(&[][..], |v| &v[..])
        };
        let int = |v: &Value| match v.kind {
            Kind::Int(n) => n,
            Kind::Text(_) => 0,
        };
        let factor = |f: &Factor| match f {
            Factor::Number(n) => *n,
            Factor::Last(name) => values(name).last().map_or(0, int),
            Factor::Sum(name) => values(name).iter().map(int).fold(0i64, i64::saturating_add),
        };
        expr.terms.iter().fold(0i64, |total, (sign, factors)| {
            let product = factors.iter().map(factor).fold(1i64, i64::saturating_mul);
            total.saturating_add(sign.saturating_mul(product))
        })
    }

    pub(super) fn bind(&mut self, name: &Option<String>, kind: Kind, at: Pos) {
        if let Some(name) = name {
            let frame = self.frames.last_mut().expect("a frame");
            let value = Value { kind, at };
            match frame.get_mut(name) {
                Some(values) => values.push(value),
                None => {
                    frame.insert(name.clone(), vec![value]);
                }
            }
        }
    }

    pub(super) fn block(&mut self, body: &[Statement]) -> Result<(), Violation> {
        for statement in body {
            match statement {
                Statement::Line {
                    pieces,
                    spaced,
                    source,
                } => {
                    let (number, line) = self.take(Some(source))?;
                    if *spaced {
                        self.spaced(pieces, number, line)?;
                    } else {
                        self.glued(pieces, number, line)?;
                    }
                }
                Statement::Blank { optional } => match self.lines.get(self.next) {
                    Some([]) => self.next += 1,
                    _ if *optional => {}
                    Some(l) => {
                        let (number, _) = self.take(None)?;
                        return Err(violation(
                            number,
                            &format!("expected an empty line, found {}", shown(l)),
                        ));
                    }
                    None => {
                        self.take(None)?;
                    }
                },
                Statement::Loop(l) => self.looped(l)?,
                Statement::Check { name, property } => self.check(name, property)?,
            }
        }
        Ok(())
    }

    /// The next line and its number, checked for bytes no statement allows.
    /// `expected`: the source of the `line` or `text` that reads it, `None` for an empty line.
    pub(super) fn take(&mut self, expected: Option<&str>) -> Result<(usize, &'a [u8]), Violation> {
        let number = self.next + 1;
        let line = match self.lines.get(self.next) {
            Some(line) => *line,
            None => {
                let what = expected.map_or("an empty line".to_string(), |s| format!("a line: {}", s));
                return Err(violation(
                    number,
                    &format!("the input ends here, expected {}", what),
                ));
            }
        };
        self.next += 1;
        for (i, &b) in line.iter().enumerate() {
            let what = match b {
                b'\r' if i + 1 == line.len() => {
                    "the line ends with a carriage return (\\r); the statement's lines end with \\n alone"
                        .to_string()
                }
                b'\r' => format!(
                    "a carriage return (\\r) at column {}; the statement's lines end with \\n alone",
                    i + 1
                ),
                b'\t' => format!(
                    "a tab at column {}; the statement separates with single spaces",
                    i + 1
                ),
                0..=31 | 127 => format!("the control character 0x{:02x} at column {}", b, i + 1),
                128..=255 => format!("the non-ASCII byte 0x{:02x} at column {}", b, i + 1),
                _ => continue,
            };
            return Err(violation(number, &what));
        }
        Ok((number, line))
    }

    /// A `line`: tokens separated by single spaces, after an optional indentation.
    pub(super) fn spaced(&mut self, pieces: &[Piece], number: usize, line: &[u8]) -> Result<(), Violation> {
        let fail = |what: String| Err(violation(number, &what));
        let mut pieces = pieces;
        let mut rest = line;
        let mut column = 1;
        if let Some(Piece {
            atom: Atom::Literal { times, .. },
            ..
        }) = pieces.first()
        {
            if pieces[0].source.starts_with("indent") {
                let width = rest.iter().take_while(|&&b| b == b' ').count();
                let (lo, hi) = (self.eval(&times.lo), times.hi.as_ref().map(|h| self.eval(h)));
                if (width as i64) < lo || hi.map_or(false, |h| width as i64 > h) {
                    let hi = times.hi.as_ref().map(|h| (h, hi.unwrap_or(0)));
                    return fail(format!(
                        "the line is indented by {} spaces, the statement's indentation is {}",
                        width,
                        bound_text((&times.lo, lo), hi)
                    ));
                }
                rest = &rest[width..];
                column += width;
                pieces = &pieces[1..];
            }
        }
        // The pieces' counts; a piece repeated *{MIN,MAX} (`None` here) takes the tokens the
        // others leave.
        let counts: Vec<Option<usize>> = pieces
            .iter()
            .map(|p| match p.runs {
                Some(_) => None,
                None => Some(p.repeat.as_ref().map_or(1, |r| self.eval(r).max(0) as usize)),
            })
            .collect();
        let fixed: usize = counts.iter().flatten().sum();
        let runs = pieces.iter().find_map(|p| p.runs.as_ref()).map(|span| {
            let hi = span.hi.as_ref().map(|h| fixed + self.eval(h).max(0) as usize);
            (fixed + self.eval(&span.lo).max(0) as usize, hi)
        });
        let (least, most) = runs.unwrap_or((fixed, Some(fixed)));
        let shape = || pieces.iter().map(shape).collect::<Vec<_>>().join(" ");
        let tokens: Vec<&[u8]> = if rest.is_empty() {
            Vec::new()
        } else {
            rest.split(|&b| b == b' ').collect()
        };
        if let Some(k) = tokens.iter().position(|t| t.is_empty()) {
            return fail(if k == 0 {
                "the line starts with a space".to_string()
            } else if k + 1 == tokens.len() {
                "the line ends with a space".to_string()
            } else {
                format!(
                    "two spaces after token {}; the statement separates tokens by single spaces",
                    k
                )
            });
        }
        let empty_word = matches!(pieces, [Piece { atom: Atom::Word { length, .. }, repeat: None, runs: None, .. }]
            if self.eval(&length.lo) <= 0);
        if tokens.is_empty() && empty_word {
            let at = Pos {
                line: number,
                token: Some(1),
                column,
            };
            self.bind(&pieces[0].name, Kind::Text(String::new()), at);
            return Ok(());
        }
        let fits = tokens.len() >= least && most.map_or(true, |m| tokens.len() <= m);
        if tokens.is_empty() && line.is_empty() && !(fits && runs.is_some()) {
            return fail(format!("an empty line, expected {}", shape()));
        }
        if !fits {
            let expected = match most {
                Some(m) if m == least => m.to_string(),
                Some(m) if tokens.len() > m => format!("at most {}", m),
                _ => format!("at least {}", least),
            };
            return fail(format!(
                "the line has {} token{}, expected {}: {}",
                tokens.len(),
                if tokens.len() == 1 { "" } else { "s" },
                expected,
                shape()
            ));
        }
        let alone = least == 1 && most == Some(1);
        let runs = tokens.len() - fixed;
        let mut tokens = tokens.into_iter();
        let mut index = 0;
        for (piece, count) in pieces.iter().zip(counts) {
            for _ in 0..count.unwrap_or(runs) {
                let token = tokens.next().expect("counted");
                index += 1;
                let at = Pos {
                    line: number,
                    token: Some(index),
                    column,
                };
                column += token.len() + 1;
                let kind = self.token(piece, token, at, alone)?;
                self.bind(&piece.name, kind, at);
            }
        }
        Ok(())
    }

    /// One token of a `line` against its piece: its value, or what is wrong.
    pub(super) fn token(&self, piece: &Piece, token: &[u8], at: Pos, alone: bool) -> Result<Kind, Violation> {
        let who = subject(piece.name.as_deref(), at, alone);
        let fail = |what: String| Err(violation(at.line, &what));
        match &piece.atom {
            Atom::Int { lo, hi } => self.int(token, &who, lo, hi.as_ref(), at.line),
            Atom::Char(set) => match token {
                [b] if set.has(*b) => Ok(Kind::Text((*b as char).to_string())),
                [_] => fail(format!("{} is {}, not one of {}", who, shown(token), set.source)),
                _ => fail(format!(
                    "{} should be one character of {}, found {}",
                    who,
                    set.source,
                    shown(token)
                )),
            },
            Atom::Word { set, length } => {
                if let Some(i) = token.iter().position(|&b| !set.has(b)) {
                    return fail(format!(
                        "{} holds {} at column {}, not one of {}",
                        who,
                        shown(&token[i..=i]),
                        at.column + i,
                        set.source
                    ));
                }
                if let Some(what) = self.length_fault(token.len(), length, &who) {
                    return fail(what);
                }
                Ok(Kind::Text(String::from_utf8_lossy(token).into_owned()))
            }
            Atom::OneOf(words) => {
                if words.iter().any(|w| w.as_bytes() == token) {
                    Ok(Kind::Text(String::from_utf8_lossy(token).into_owned()))
                } else {
                    fail(format!(
                        "{} is {}, not one of {}",
                        who,
                        shown(token),
                        words.join(", ")
                    ))
                }
            }
            Atom::Literal { text, .. } => {
                if text.as_bytes() == token {
                    Ok(Kind::Text(text.clone()))
                } else {
                    fail(format!("{} should be '{}', found {}", who, text, shown(token)))
                }
            }
        }
    }

    /// A whole number within its bounds.
    pub(super) fn int(
        &self,
        token: &[u8],
        who: &Subject,
        lo: &Expr,
        hi: Option<&Expr>,
        line: usize,
    ) -> Result<Kind, Violation> {
        let n = parse_int(token)
            .map_err(|why| violation(line, &format!("{} is written {}: {}", who, shown(token), why)))?;
        let (low, high) = (self.eval(lo), hi.map(|h| self.eval(h)));
        let bound = bound_text((lo, low), hi.map(|h| (h, high.unwrap_or(0))));
        if n < low {
            let what = if hi.is_some() { "bound" } else { "lower bound" };
            return Err(violation(
                line,
                &format!("{} is {}, under the statement's {} {}", who, n, what, bound),
            ));
        }
        if high.map_or(false, |h| n > h) {
            return Err(violation(
                line,
                &format!("{} is {}, over the statement's bound {}", who, n, bound),
            ));
        }
        Ok(Kind::Int(n))
    }

    /// What is wrong with a word's length, if anything.
    pub(super) fn length_fault(&self, length: usize, span: &Span, who: &Subject) -> Option<String> {
        let (lo, hi) = (self.eval(&span.lo), span.hi.as_ref().map(|h| self.eval(h)));
        let n = length as i64;
        if n >= lo && hi.map_or(true, |h| n <= h) {
            return None;
        }
        let what = if hi == Some(lo) {
            let exactly = match span.lo.constant() {
                Some(_) => lo.to_string(),
                None => format!("{} = {}", span.lo.text(), lo),
            };
            format!("the statement says exactly {}", exactly)
        } else {
            let hi = span.hi.as_ref().map(|h| (h, hi.unwrap_or(0)));
            format!("the statement's bound is {}", bound_text((&span.lo, lo), hi))
        };
        let plural = if length == 1 { "" } else { "s" };
        Some(format!("{} has {} character{}, {}", who, length, plural, what))
    }

    /// A `text`: pieces one after the other, each taking as many characters as it may.
    pub(super) fn glued(&mut self, pieces: &[Piece], number: usize, line: &[u8]) -> Result<(), Violation> {
        let mut i = 0;
        let fail = |what: String| Err(violation(number, &what));
        let end_or = |i: usize| {
            if i < line.len() {
                format!("found {}", shown(&line[i..]))
            } else {
                "the line ends there".to_string()
            }
        };
        for piece in pieces {
            let times = piece.repeat.as_ref().map_or(1, |r| self.eval(r).max(0) as usize);
            for _ in 0..times {
                let at = Pos {
                    line: number,
                    token: None,
                    column: i + 1,
                };
                let who = subject(piece.name.as_deref(), at, false);
                let start = i;
                let kind = match &piece.atom {
                    Atom::Literal { text, times } => {
                        let (lo, hi) = (self.eval(&times.lo), times.hi.as_ref().map(|h| self.eval(h)));
                        let t = text.as_bytes();
                        let mut n = 0;
                        while hi.map_or(true, |h| n < h) && line[i..].starts_with(t) {
                            i += t.len();
                            n += 1;
                        }
                        if n < lo {
                            let wanted = if lo == 1 && hi == Some(1) {
                                format!("'{}'", text)
                            } else {
                                format!("{} times '{}'", lo, text)
                            };
                            return fail(format!(
                                "column {}: expected {}, {}",
                                start + 1,
                                wanted,
                                end_or(start)
                            ));
                        }
                        Kind::Text(text.repeat(n as usize))
                    }
                    Atom::Char(set) => match line.get(i) {
                        Some(&b) if set.has(b) => {
                            i += 1;
                            Kind::Text((b as char).to_string())
                        }
                        _ => return fail(format!("{}: expected one of {}, {}", who, set.source, end_or(i))),
                    },
                    Atom::Word { set, length } => {
                        let hi = length.hi.as_ref().map(|h| self.eval(h).max(0) as usize);
                        while i < line.len() && set.has(line[i]) && hi.map_or(true, |h| i - start < h) {
                            i += 1;
                        }
                        match self.length_fault(i - start, length, &who) {
                            None => Kind::Text(String::from_utf8_lossy(&line[start..i]).into_owned()),
                            Some(_) if i < line.len() => {
                                let found = shown(&line[i..=i]);
                                return fail(format!(
                                    "column {}: {} is not one of {}",
                                    i + 1,
                                    found,
                                    set.source
                                ));
                            }
                            Some(what) => return fail(what),
                        }
                    }
                    Atom::Int { lo, hi } => {
                        while i < line.len() && (line[i].is_ascii_digit() || (i == start && line[i] == b'-'))
                        {
                            i += 1;
                        }
                        self.int(&line[start..i], &who, lo, hi.as_ref(), number)?
                    }
                    Atom::OneOf(words) => {
                        let mut sorted: Vec<&String> = words.iter().collect();
                        sorted.sort_by_key(|w| std::cmp::Reverse(w.len()));
                        match sorted.into_iter().find(|w| line[i..].starts_with(w.as_bytes())) {
                            Some(w) => {
                                i += w.len();
                                Kind::Text(w.clone())
                            }
                            None => {
                                return fail(format!(
                                    "{}: expected one of {}, {}",
                                    who,
                                    words.join(", "),
                                    end_or(i)
                                ))
                            }
                        }
                    }
                };
                self.bind(&piece.name, kind, at);
            }
        }
        if i < line.len() {
            let rest = &line[i..];
            return fail(if rest.iter().all(|&b| b == b' ') {
                format!("the line ends with a space (column {})", i + 1)
            } else {
                format!(
                    "column {}: {} after the end of the line's pattern",
                    i + 1,
                    shown(rest)
                )
            });
        }
        Ok(())
    }

    pub(super) fn looped(&mut self, l: &Loop) -> Result<(), Violation> {
        let (min, max) = (
            l.min.as_ref().map(|e| self.eval(e)),
            l.max.as_ref().map(|e| self.eval(e)),
        );
        let count = match &l.kind {
            LoopKind::Repeat(e) => Some(self.eval(e).max(0)),
            _ => None,
        };
        let mut passes = 0i64;
        loop {
            match &l.kind {
                LoopKind::Repeat(_) if Some(passes) == count => break,
                LoopKind::Until(end) => match self.lines.get(self.next) {
                    Some(line) if *line == end.as_bytes() => {
                        self.next += 1;
                        break;
                    }
                    None => {
                        return Err(violation(
                            self.next + 1,
                            &format!("the input ends without the closing line '{}'", end),
                        ))
                    }
                    Some(_) => {}
                },
                LoopKind::UntilEof if self.next == self.lines.len() => break,
                _ => {}
            }
            passes += 1;
            if let Some(max) = max.filter(|&m| passes > m) {
                return Err(violation(
                    self.next + 1,
                    &format!(
                        "{} {} begins here, over the statement's bound of at most {} {}s",
                        l.item, passes, max, l.item
                    ),
                ));
            }
            self.frames.push(Frame::new());
            self.block(&l.body)?;
            let mut pass = self.frames.pop().expect("the pass's frame");
            let parent = self.frames.last_mut().expect("a frame");
            for name in &l.exports {
                if let Some(values) = pass.remove(name) {
                    parent.entry(name.clone()).or_default().extend(values);
                }
            }
        }
        if let Some(min) = min.filter(|&m| passes < m) {
            return Err(violation(
                self.next.max(1),
                &format!(
                    "{} {}{}, the statement needs at least {}",
                    passes,
                    l.item,
                    if passes == 1 { "" } else { "s" },
                    min
                ),
            ));
        }
        Ok(())
    }
}

/// A piece as shown in "expected" messages: its name, or its source, and how often it repeats.
pub(super) fn shape(piece: &Piece) -> String {
    let base = match &piece.name {
        Some(n) => n.clone(),
        None => piece.source.split('*').next().unwrap_or("").to_string(),
    };
    match (&piece.repeat, &piece.runs) {
        (Some(r), _) => format!("{}*{}", base, r.text()),
        (None, Some(span)) => {
            let hi = span.hi.as_ref().map_or("", |h| h.text());
            format!("{}*{{{},{}}}", base, span.lo.text(), hi)
        }
        (None, None) => base,
    }
}
