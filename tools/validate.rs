//! Validators: a problem statement's input format and bounds, checked strictly, as testlib's
//! validators do it. The submissions are lenient (they answer what they can: more datasets, `\r\n`,
//! blank lines); whether an input is one the statement allows is told here, from the problem's
//! `problems/<id>/validator.txt`, a small line-oriented program this module interprets.
//!
//! Every validator is strict about the bytes: lines end with `\n` alone and the last one too,
//! there is no byte order mark, no tab, no control or non-ASCII byte, no empty line the program
//! does not ask for, and in a `line` the tokens are separated by single spaces with no space
//! before the first or after the last.
//!
//! # The format
//!
//! One statement a line; `#` starts a comment line; blocks end with a line `}`.
//!
//! ```text
//! line PIECE...                 the next line: these pieces, separated by single spaces
//! text PIECE...                 the next line: these pieces, one after the other (no separators)
//! blank [optional]              the next line is empty (optional: if the next line is empty)
//! repeat EXPR {                 the block, EXPR times
//! until "LINE" [min EXPR] [max EXPR] [ITEM] {
//!                               the block again and again, until a line that is exactly LINE
//!                               (read, and the loop ends); ITEM names one pass in messages
//!                               ("dataset" unless given)
//! until-eof [min EXPR] [max EXPR] [ITEM] {
//!                               the block again and again, until the input ends
//! check NAME distinct           the values bound to NAME are all different
//! check NAME sorted             ... are in non-decreasing order
//! check NAME each EXPR          ... each value (each character of a word) occurs exactly EXPR times
//! check NAME once "CHARS"       ... each of CHARS occurs exactly once among their characters
//! check NAME at EXPR is EXPR    ... the value number EXPR (counted from 0) is the second EXPR
//!
//! PIECE := [NAME:]ATOM[*EXPR]   NAME binds the value; *EXPR repeats the atom EXPR times
//!        | [NAME:]ATOM*{MIN,MAX}
//!                               in a `line`, MIN..=MAX times ({MIN,}: no maximum): as many as
//!                               the line's tokens leave after the other pieces (one such piece
//!                               a line)
//! ATOM  := int[LO,HI]           a whole number LO..=HI, no sign `+`, no leading zeros
//!                               (`int[1,]`: no upper bound)
//!        | char[SET]            one character of SET
//!        | word[SET]{MIN,MAX}   MIN..=MAX characters of SET ({N}: exactly N; {MIN,}: no maximum)
//!        | one-of(A,B,...)      exactly one of these words
//!        | "TEXT"[{MIN,MAX}]    this text (in `text`, repeated MIN..=MAX times)
//!        | indent{MIN,MAX}      MIN..=MAX spaces: first piece of a `line`, or anywhere in a `text`
//! SET   := characters and ranges: GOYRWB, a-z, 0-9A-Z, rgbcmykw#
//! EXPR  := TERM (+|- TERM)*     TERM := FACTOR (* FACTOR)*     FACTOR := 12 | NAME | sum(NAME)
//! ```
//!
//! A `line` with a single `word` piece of minimum length 0 may be an empty line.
//!
//! Names: a bound name holds a list of values, in input order. In an expression it means its
//! last value (`sum(NAME)`: their sum); bounds may name pieces before them on the same line,
//! repeat counts only earlier lines. Every pass of a block has its own values: a `check` inside a
//! block sees the values of the current pass, a `check` after a block those of all its passes.
//! A `text` piece takes as many characters as it may (no backtracking).
//!
//! Messages name the line and the token (or column), use the names given in the validator and
//! say which rule is broken: `N is 8, over the statement's bound 1..=7`.

use crate::error::ToolError;
use crate::problem::project::{read_text, Problem};
use std::collections::HashMap;

/// The first thing wrong with an input: its line (1-based) and what is wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The line, counted from 1; one past the last line when the input ends too early.
    pub line: usize,
    /// What is wrong, in words.
    pub message: String,
}

/// A problem's validator, read from its `validator.txt`.
#[derive(Debug)]
pub struct Validator {
    body: Vec<Statement>,
}

impl Validator {
    /// The validator of `problem`, from `problems/<id>/validator.txt`.
    pub fn load(problem: &Problem) -> Result<Validator, ToolError> {
        let path = problem.dir.join("validator.txt");
        if !path.is_file() {
            return Err(ToolError::usage(format!(
                "{} has no validator: write problems/{}/validator.txt",
                problem.id, problem.id
            )));
        }
        Validator::parse(&read_text(&path)?).map_err(|(line, what)| {
            ToolError::usage(format!(
                "problems/{}/validator.txt:{}: {}",
                problem.id, line, what
            ))
        })
    }

    /// Reads a validator's text; an error names the line of the text and what is wrong.
    pub fn parse(text: &str) -> Result<Validator, (usize, String)> {
        let lines: Vec<&str> = text.lines().collect();
        let mut parser = Parser {
            lines: &lines,
            next: 0,
            scopes: vec![HashMap::new()],
        };
        let mut body = parser.block()?;
        if parser.next < lines.len() {
            return Err((parser.next + 1, "a '}' that closes no block".to_string()));
        }
        let mut all = HashMap::new();
        count_references(&body, &mut all);
        set_exports(&mut body, &all);
        Ok(Validator { body })
    }

    /// Checks `input`: `Err` holds its first violation.
    pub fn check(&self, input: &[u8]) -> Result<(), Violation> {
        if input.starts_with(b"\xef\xbb\xbf") {
            return Err(violation(
                1,
                "the file starts with a byte order mark (EF BB BF); the statement's input has none",
            ));
        }
        let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
        let final_newline = input.ends_with(b"\n");
        if final_newline || input.is_empty() {
            lines.pop();
        }
        let mut run = Run {
            lines: &lines,
            next: 0,
            frames: vec![HashMap::new()],
        };
        run.block(&self.body)?;
        if run.next < lines.len() {
            return Err(violation(
                run.next + 1,
                &format!(
                    "a line after the end of the input (the statement's input ends at line {})",
                    run.next
                ),
            ));
        }
        if !final_newline && !lines.is_empty() {
            return Err(violation(
                lines.len(),
                "the last line does not end with a newline",
            ));
        }
        Ok(())
    }
}

fn violation(line: usize, message: &str) -> Violation {
    Violation {
        line,
        message: message.to_string(),
    }
}

// ---------------------------------------------------------------------------------------------
// The program

#[derive(Debug)]
enum Statement {
    /// `line` (separated by spaces) or `text` (glued): the pieces and their source text.
    Line {
        pieces: Vec<Piece>,
        spaced: bool,
        source: String,
    },
    Blank {
        optional: bool,
    },
    Loop(Loop),
    Check {
        name: String,
        property: Property,
    },
}

#[derive(Debug)]
struct Loop {
    kind: LoopKind,
    min: Option<Expr>,
    max: Option<Expr>,
    /// What one pass is called in messages.
    item: String,
    body: Vec<Statement>,
    /// Names bound in the body that statements outside it use: kept after each pass.
    exports: Vec<String>,
}

#[derive(Debug)]
enum LoopKind {
    Repeat(Expr),
    Until(String),
    UntilEof,
}

#[derive(Debug)]
enum Property {
    Distinct,
    Sorted,
    Each(Expr),
    Once(String),
    /// The value at a place (counted from 0) is a given number.
    At(Expr, Expr),
}

#[derive(Debug)]
struct Piece {
    name: Option<String>,
    atom: Atom,
    repeat: Option<Expr>,
    /// `*{MIN,MAX}`: in a `line`, as many times as the line's tokens leave for it, within these
    /// bounds.
    runs: Option<Span>,
    /// The piece as written, for messages.
    source: String,
}

#[derive(Debug)]
enum Atom {
    Int {
        lo: Expr,
        hi: Option<Expr>,
    },
    Char(Set),
    Word {
        set: Set,
        length: Span,
    },
    OneOf(Vec<String>),
    /// A literal text (`indent` is the literal " "), `times` times in a `text`.
    Literal {
        text: String,
        times: Span,
    },
}

/// `{MIN,MAX}`: a count from `lo` to `hi` (no maximum when `None`).
#[derive(Debug)]
struct Span {
    lo: Expr,
    hi: Option<Expr>,
}

#[derive(Debug)]
struct Set {
    bytes: Vec<u8>,
    source: String,
}

/// An expression: a sum of terms, each a product of factors, e.g. `x*M+y`, `N-1`, `sum(t)`.
#[derive(Debug, Clone)]
struct Expr {
    /// As written.
    source: String,
    /// The terms, each with its sign.
    terms: Vec<(i64, Vec<Factor>)>,
}

#[derive(Debug, Clone)]
enum Factor {
    Number(i64),
    /// A name's last value.
    Last(String),
    /// The sum of a name's values.
    Sum(String),
}

impl Expr {
    fn number(n: i64) -> Expr {
        Expr {
            source: n.to_string(),
            terms: vec![(1, vec![Factor::Number(n)])],
        }
    }

    /// Reads `text`; `None` if it is no expression.
    fn parse(text: &str) -> Option<Expr> {
        let mut terms = Vec::new();
        let mut sign = 1;
        let mut rest = text;
        if let Some(r) = rest.strip_prefix('-') {
            sign = -1;
            rest = r;
        }
        loop {
            let end = rest.find(['+', '-']).unwrap_or(rest.len());
            let factors = rest[..end]
                .split('*')
                .map(|f| {
                    if let Ok(n) = f.parse::<i64>() {
                        Some(Factor::Number(n))
                    } else if let Some(name) = f.strip_prefix("sum(").and_then(|f| f.strip_suffix(')')) {
                        Some(Factor::Sum(name.to_string())).filter(|_| is_name(name))
                    } else {
                        Some(Factor::Last(f.to_string())).filter(|_| is_name(f))
                    }
                })
                .collect::<Option<Vec<Factor>>>()?;
            terms.push((sign, factors));
            if end == rest.len() {
                break;
            }
            sign = if rest.as_bytes()[end] == b'-' { -1 } else { 1 };
            rest = &rest[end + 1..];
        }
        Some(Expr {
            source: text.to_string(),
            terms,
        })
    }

    /// The names it uses.
    fn names(&self) -> Vec<&str> {
        fn name(f: &Factor) -> Option<&str> {
            match f {
                Factor::Number(_) => None,
                Factor::Last(n) | Factor::Sum(n) => Some(n),
            }
        }
        self.terms
            .iter()
            .flat_map(|t| t.1.iter().filter_map(name))
            .collect()
    }

    fn text(&self) -> &str {
        &self.source
    }

    /// Its value if it names nothing.
    fn constant(&self) -> Option<i64> {
        match &self.terms[..] {
            [(sign, factors)] => match &factors[..] {
                [Factor::Number(n)] => Some(sign * n),
                _ => None,
            },
            _ => None,
        }
    }
}

impl Set {
    fn parse(source: &str) -> Result<Set, String> {
        let chars = source.as_bytes();
        let mut bytes = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            if i + 2 < chars.len() && chars[i + 1] == b'-' {
                if chars[i] > chars[i + 2] {
                    return Err(format!(
                        "the range {}-{} is empty",
                        chars[i] as char,
                        chars[i + 2] as char
                    ));
                }
                bytes.extend(chars[i]..=chars[i + 2]);
                i += 3;
            } else {
                bytes.push(chars[i]);
                i += 1;
            }
        }
        if bytes.is_empty() || !bytes.iter().all(|b| b.is_ascii_graphic()) {
            return Err(format!("[{}] is no set of visible ASCII characters", source));
        }
        Ok(Set {
            bytes,
            source: source.to_string(),
        })
    }

    fn has(&self, byte: u8) -> bool {
        self.bytes.contains(&byte)
    }
}

// ---------------------------------------------------------------------------------------------
// Reading the program

struct Parser<'a> {
    lines: &'a [&'a str],
    next: usize,
    /// The names bound so far, one map per open block; `true` for whole numbers.
    scopes: Vec<HashMap<String, bool>>,
}

type ParseError = (usize, String);

impl<'a> Parser<'a> {
    /// Statements up to a `}` (left for the caller) or the end.
    fn block(&mut self) -> Result<Vec<Statement>, ParseError> {
        let mut body = Vec::new();
        while self.next < self.lines.len() {
            let text = self.lines[self.next].trim();
            if text == "}" {
                break;
            }
            self.next += 1;
            if text.is_empty() || text.starts_with('#') {
                continue;
            }
            let at = self.next;
            let words = split_words(text).map_err(|what| (at, what))?;
            if words.iter().any(|w| w.starts_with('#')) {
                return Err((at, "a comment takes a line of its own".to_string()));
            }
            let statement = match words[0].as_str() {
                "repeat" | "until" | "until-eof" => self.loop_statement(&words)?,
                _ => self.statement(&words).map_err(|what| (at, what))?,
            };
            body.push(statement);
        }
        Ok(body)
    }

    /// A statement other than a loop.
    fn statement(&mut self, words: &[String]) -> Result<Statement, String> {
        let (keyword, rest) = (words[0].as_str(), &words[1..]);
        match keyword {
            "line" | "text" => {
                if rest.is_empty() {
                    return Err(format!("{} needs at least one piece", keyword));
                }
                let spaced = keyword == "line";
                let mut known: Vec<(String, bool)> = Vec::new();
                let mut pieces = Vec::new();
                for (k, word) in rest.iter().enumerate() {
                    let piece = self.piece(word, &known)?;
                    if spaced {
                        if let Atom::Literal { times, .. } = &piece.atom {
                            let indent = word.starts_with("indent");
                            if indent && k > 0 {
                                return Err("indent{...} must be the first piece of a line".to_string());
                            }
                            if !indent && (times.hi.is_none() || times.lo.constant() != Some(1)) {
                                return Err(format!(
                                    "{}: a line's literal token appears once (repeat it with *N)",
                                    word
                                ));
                            }
                        }
                    }
                    if piece.runs.is_some() && !spaced {
                        return Err(format!(
                            "{}: *{{MIN,MAX}} repeats a line's token; a text takes *N",
                            word
                        ));
                    }
                    if piece.runs.is_some() && pieces.iter().any(|p: &Piece| p.runs.is_some()) {
                        return Err(format!(
                            "{}: a line has at most one piece repeated *{{MIN,MAX}}",
                            word
                        ));
                    }
                    if let Some(name) = &piece.name {
                        known.push((name.clone(), matches!(piece.atom, Atom::Int { .. })));
                    }
                    pieces.push(piece);
                }
                self.scopes.last_mut().expect("a scope").extend(known);
                Ok(Statement::Line {
                    pieces,
                    spaced,
                    source: rest.join(" "),
                })
            }
            "blank" => match rest {
                [] => Ok(Statement::Blank { optional: false }),
                [o] if o == "optional" => Ok(Statement::Blank { optional: true }),
                _ => Err("blank takes nothing or `optional`".to_string()),
            },
            "check" => {
                let name = rest.first().ok_or("check takes NAME PROPERTY")?;
                self.bound(name)?;
                let property = match &rest[1..] {
                    [p] if p == "distinct" => Property::Distinct,
                    [p] if p == "sorted" => Property::Sorted,
                    [p, n] if p == "each" => Property::Each(self.expr(n)?),
                    [p, s] if p == "once" => Property::Once(quoted(s)?),
                    [p, i, is, v] if p == "at" && is == "is" => Property::At(self.expr(i)?, self.expr(v)?),
                    _ => {
                        return Err(
                            "check NAME takes distinct, sorted, each EXPR, once \"CHARS\" or at EXPR is EXPR"
                                .to_string(),
                        )
                    }
                };
                Ok(Statement::Check {
                    name: name.clone(),
                    property,
                })
            }
            other => Err(format!(
                "unknown statement '{}': statements are line, text, blank, repeat, until, until-eof, check",
                other
            )),
        }
    }

    /// A loop: its header on this line, its block up to the `}` that closes it.
    fn loop_statement(&mut self, words: &[String]) -> Result<Statement, ParseError> {
        let at = self.next;
        let (kind, min, max, item) = self.loop_header(words).map_err(|what| (at, what))?;
        self.scopes.push(HashMap::new());
        let body = self.block()?;
        if self.next >= self.lines.len() {
            return Err((at, "this block has no closing }".to_string()));
        }
        self.next += 1;
        // Names of the body stay known after it (a check after the block sees every pass).
        let inner = self.scopes.pop().expect("the block's scope");
        self.scopes.last_mut().expect("a scope").extend(inner);
        Ok(Statement::Loop(Loop {
            kind,
            min,
            max,
            item,
            body,
            exports: Vec::new(),
        }))
    }

    /// A loop's header: `repeat EXPR {`, `until "LINE" ... {` or `until-eof ... {`.
    #[allow(clippy::type_complexity)]
    fn loop_header(
        &self,
        words: &[String],
    ) -> Result<(LoopKind, Option<Expr>, Option<Expr>, String), String> {
        let (keyword, words) = (words[0].as_str(), &words[1..]);
        let open = words.last().map(|w| w.as_str());
        if open != Some("{") {
            return Err(format!("{} ends with {{ and its block follows", keyword));
        }
        let mut words = &words[..words.len() - 1];
        let kind = match keyword {
            "repeat" => match words {
                [count] => {
                    words = &[];
                    LoopKind::Repeat(self.expr(count)?)
                }
                _ => return Err("repeat takes EXPR {".to_string()),
            },
            "until" => match words.split_first() {
                Some((end, rest)) if end.starts_with('"') => {
                    words = rest;
                    LoopKind::Until(quoted(end)?)
                }
                _ => return Err("until takes \"LINE\" [min EXPR] [max EXPR] [ITEM] {".to_string()),
            },
            _ => LoopKind::UntilEof,
        };
        let (mut min, mut max, mut item) = (None, None, "dataset".to_string());
        while let Some((word, rest)) = words.split_first() {
            match (word.as_str(), rest.first()) {
                ("min", Some(e)) => min = Some(self.expr(e)?),
                ("max", Some(e)) => max = Some(self.expr(e)?),
                (name, None)
                    if name != "min"
                        && name != "max"
                        && name.bytes().all(|b| b.is_ascii_alphabetic() || b == b'-') =>
                {
                    item = name.to_string();
                    words = rest;
                    continue;
                }
                _ => {
                    return Err(format!(
                        "{}: expected min EXPR, max EXPR or a name, found '{}'",
                        keyword, word
                    ))
                }
            }
            words = &rest[1..];
        }
        Ok((kind, min, max, item))
    }

    /// Whether `name` is bound before; `Some(true)` for a whole number.
    fn bound(&self, name: &str) -> Result<bool, String> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.get(name).copied())
            .ok_or_else(|| format!("'{}' is not bound before", name))
    }

    /// An expression; its names must be whole numbers bound before, or on the same line before
    /// it (`same_line`).
    fn expr_in(&self, text: &str, same_line: &[(String, bool)]) -> Result<Expr, String> {
        let expr = Expr::parse(text).ok_or_else(|| {
            format!(
                "'{}' is no expression (numbers, NAME, sum(NAME), + - *: x*M+y)",
                text
            )
        })?;
        for name in expr.names() {
            let whole = match same_line.iter().rev().find(|(n, _)| n == name) {
                Some(&(_, whole)) => whole,
                None => self.bound(name)?,
            };
            if !whole {
                return Err(format!("'{}' is not a whole number", name));
            }
        }
        Ok(expr)
    }

    fn expr(&self, text: &str) -> Result<Expr, String> {
        self.expr_in(text, &[])
    }

    /// One piece of a `line` or `text`; `known` are the names bound before it on the line.
    fn piece(&self, word: &str, known: &[(String, bool)]) -> Result<Piece, String> {
        let bad = |what: &str| format!("{}: {}", word, what);
        let mut rest = word;
        let mut name = None;
        if let Some(colon) = word.find(':') {
            if is_name(&word[..colon]) {
                name = Some(word[..colon].to_string());
                rest = &word[colon + 1..];
            }
        }
        // Bounds may name whole numbers bound on this line before the piece.
        let line_names = known;
        let (atom, after) = if let Some(r) = rest.strip_prefix("int[") {
            let (inner, after) = r.split_once(']').ok_or_else(|| bad("int[ needs a ]"))?;
            let (lo, hi) = inner
                .split_once(',')
                .ok_or_else(|| bad("int[LO,HI] needs a comma"))?;
            let lo = self.expr_in(lo, line_names).map_err(|e| bad(&e))?;
            let hi = match hi {
                "" => None,
                h => Some(self.expr_in(h, line_names).map_err(|e| bad(&e))?),
            };
            (Atom::Int { lo, hi }, after)
        } else if let Some(r) = rest.strip_prefix("char[") {
            let (inner, after) = r.split_once(']').ok_or_else(|| bad("char[ needs a ]"))?;
            (Atom::Char(Set::parse(inner).map_err(|e| bad(&e))?), after)
        } else if let Some(r) = rest.strip_prefix("word[") {
            let (inner, after) = r.split_once(']').ok_or_else(|| bad("word[ needs a ]"))?;
            let set = Set::parse(inner).map_err(|e| bad(&e))?;
            let (length, after) = self.span(after, line_names).map_err(|e| bad(&e))?;
            let length = length.ok_or_else(|| bad("word[SET] needs its length {MIN,MAX}"))?;
            (Atom::Word { set, length }, after)
        } else if let Some(r) = rest.strip_prefix("one-of(") {
            let (inner, after) = r.split_once(')').ok_or_else(|| bad("one-of( needs a )"))?;
            let words: Vec<String> = inner.split(',').map(str::to_string).collect();
            if words.iter().any(|w| w.is_empty()) {
                return Err(bad("one-of(A,B,...) lists non-empty words"));
            }
            (Atom::OneOf(words), after)
        } else if let Some(r) = rest.strip_prefix("indent") {
            let (times, after) = self.span(r, line_names).map_err(|e| bad(&e))?;
            let times = times.ok_or_else(|| bad("indent needs its width {MIN,MAX}"))?;
            let text = " ".to_string();
            (Atom::Literal { text, times }, after)
        } else if let Some(r) = rest.strip_prefix('"') {
            let (text, after) = r.split_once('"').ok_or_else(|| bad("a quote is not closed"))?;
            let text = text.to_string();
            let (times, after) = self.span(after, line_names).map_err(|e| bad(&e))?;
            let times = times.unwrap_or(Span {
                lo: Expr::number(1),
                hi: Some(Expr::number(1)),
            });
            (Atom::Literal { text, times }, after)
        } else {
            return Err(bad(
                "expected int[LO,HI], char[SET], word[SET]{MIN,MAX}, one-of(A,B), \"TEXT\" or indent{MIN,MAX}",
            ));
        };
        let (repeat, runs) = match after.strip_prefix('*') {
            None if after.is_empty() => (None, None),
            None => return Err(bad(&format!("unexpected '{}' after the piece", after))),
            // Counts name earlier lines only.
            Some(count) if count.starts_with('{') => match self.span(count, &[]).map_err(|e| bad(&e))? {
                (Some(span), "") => (None, Some(span)),
                (_, rest) => return Err(bad(&format!("unexpected '{}' after the piece", rest))),
            },
            Some(count) => (Some(self.expr(count).map_err(|e| bad(&e))?), None),
        };
        if name.is_some() && matches!(atom, Atom::Literal { .. }) {
            return Err(bad("a literal binds no name"));
        }
        Ok(Piece {
            name,
            atom,
            repeat,
            runs,
            source: word.to_string(),
        })
    }

    /// An optional `{N}`, `{MIN,MAX}` or `{MIN,}` at the start of `text`, and what follows it.
    fn span<'t>(
        &self,
        text: &'t str,
        line_names: &[(String, bool)],
    ) -> Result<(Option<Span>, &'t str), String> {
        let r = match text.strip_prefix('{') {
            Some(r) => r,
            None => return Ok((None, text)),
        };
        let (inner, after) = r.split_once('}').ok_or("{ needs a }")?;
        let span = match inner.split_once(',') {
            None => {
                let n = self.expr_in(inner, line_names)?;
                Span {
                    lo: n.clone(),
                    hi: Some(n),
                }
            }
            Some((lo, "")) => Span {
                lo: self.expr_in(lo, line_names)?,
                hi: None,
            },
            Some((lo, hi)) => Span {
                lo: self.expr_in(lo, line_names)?,
                hi: Some(self.expr_in(hi, line_names)?),
            },
        };
        Ok((Some(span), after))
    }
}

fn is_name(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic())
        && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// The text inside `"..."`.
fn quoted(word: &str) -> Result<String, String> {
    match word.strip_prefix('"').and_then(|w| w.strip_suffix('"')) {
        Some(inner) if !inner.contains('"') => Ok(inner.to_string()),
        _ => Err(format!("expected a quoted text, found {}", word)),
    }
}

/// A statement's words: split at spaces, except inside `"..."`, `[...]` and `(...)`.
fn split_words(text: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quote, mut depth) = (false, 0);
    for c in text.chars() {
        match c {
            '"' => quote = !quote,
            '[' | '(' if !quote => depth += 1,
            ']' | ')' if !quote => depth -= 1,
            c if c.is_whitespace() && !quote && depth == 0 => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                continue;
            }
            _ => {}
        }
        word.push(c);
    }
    if quote || depth != 0 {
        return Err("a quote or bracket is not closed".to_string());
    }
    if !word.is_empty() {
        words.push(word);
    }
    Ok(words)
}

/// Counts how often each name is used (in an expression or a check) in `body`.
fn count_references(body: &[Statement], counts: &mut HashMap<String, usize>) {
    let mut add = |e: &Expr| {
        for n in e.names() {
            *counts.entry(n.to_string()).or_insert(0) += 1;
        }
    };
    let mut inner = Vec::new();
    for statement in body {
        match statement {
            Statement::Line { pieces, .. } => {
                for piece in pieces {
                    piece.repeat.iter().for_each(&mut add);
                    if let Some(s) = &piece.runs {
                        add(&s.lo);
                        s.hi.iter().for_each(&mut add);
                    }
                    match &piece.atom {
                        Atom::Int { lo, hi } => {
                            add(lo);
                            hi.iter().for_each(&mut add);
                        }
                        Atom::Word { length: s, .. } | Atom::Literal { times: s, .. } => {
                            add(&s.lo);
                            s.hi.iter().for_each(&mut add);
                        }
                        Atom::Char(_) | Atom::OneOf(_) => {}
                    }
                }
            }
            Statement::Blank { .. } => {}
            Statement::Check { name, property } => {
                add(&Expr::parse(name).expect("a name"));
                match property {
                    Property::Each(e) => add(e),
                    Property::At(i, v) => {
                        add(i);
                        add(v);
                    }
                    _ => {}
                }
            }
            Statement::Loop(l) => {
                if let LoopKind::Repeat(e) = &l.kind {
                    add(e);
                }
                l.min.iter().chain(l.max.iter()).for_each(&mut add);
                inner.push(&l.body);
            }
        }
    }
    for body in inner {
        count_references(body, counts);
    }
}

/// The names bound anywhere in `body`.
fn bound_names(body: &[Statement], names: &mut Vec<String>) {
    for statement in body {
        match statement {
            Statement::Line { pieces, .. } => {
                names.extend(pieces.iter().filter_map(|p| p.name.clone()));
            }
            Statement::Loop(l) => bound_names(&l.body, names),
            _ => {}
        }
    }
}

/// Sets each loop's exports: the names bound in its body that some statement outside the body
/// uses (`all` counts the uses in the whole program).
fn set_exports(body: &mut [Statement], all: &HashMap<String, usize>) {
    for statement in body {
        if let Statement::Loop(l) = statement {
            let mut inside = HashMap::new();
            count_references(&l.body, &mut inside);
            let mut names = Vec::new();
            bound_names(&l.body, &mut names);
            names.sort();
            names.dedup();
            l.exports = names
                .into_iter()
                .filter(|n| all.get(n).copied().unwrap_or(0) > inside.get(n).copied().unwrap_or(0))
                .collect();
            set_exports(&mut l.body, all);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Running the program on an input

/// Where a value was read: its line, its token on a `line` (counted from 1), its column.
#[derive(Debug, Clone, Copy)]
struct Pos {
    line: usize,
    token: Option<usize>,
    column: usize,
}

#[derive(Debug, Clone)]
enum Kind {
    Int(i64),
    Text(String),
}

#[derive(Debug, Clone)]
struct Value {
    kind: Kind,
    at: Pos,
}

type Frame = HashMap<String, Vec<Value>>;

struct Run<'a> {
    lines: &'a [&'a [u8]],
    next: usize,
    /// The values bound: one frame for the whole input and one for each pass of an open loop.
    frames: Vec<Frame>,
}

/// `'text'`, cut to 30 characters.
fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut cut: String = text.chars().take(30).collect();
    if cut.len() < text.len() {
        cut.push_str("...");
    }
    format!("'{}'", cut)
}

/// How a piece's value is named in a message: its name and where it is.
fn subject(name: Option<&str>, at: Pos, alone: bool) -> Subject<'_> {
    Subject { name, at, alone }
}

/// How a value is named in a message (`N`, `x (token 3)`, `column 5`), written only when a
/// message needs it.
struct Subject<'a> {
    name: Option<&'a str>,
    at: Pos,
    /// Whether the value is alone on its line: then its place goes without saying.
    alone: bool,
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
fn bound_text(lo: (&Expr, i64), hi: Option<(&Expr, i64)>) -> String {
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
fn parse_int(token: &[u8]) -> Result<i64, &'static str> {
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
    fn eval(&self, expr: &Expr) -> i64 {
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

    fn bind(&mut self, name: &Option<String>, kind: Kind, at: Pos) {
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

    fn block(&mut self, body: &[Statement]) -> Result<(), Violation> {
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
    fn take(&mut self, expected: Option<&str>) -> Result<(usize, &'a [u8]), Violation> {
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
    fn spaced(&mut self, pieces: &[Piece], number: usize, line: &[u8]) -> Result<(), Violation> {
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
    fn token(&self, piece: &Piece, token: &[u8], at: Pos, alone: bool) -> Result<Kind, Violation> {
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
    fn int(
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
    fn length_fault(&self, length: usize, span: &Span, who: &Subject) -> Option<String> {
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
    fn glued(&mut self, pieces: &[Piece], number: usize, line: &[u8]) -> Result<(), Violation> {
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

    fn looped(&mut self, l: &Loop) -> Result<(), Violation> {
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

    fn check(&self, name: &str, property: &Property) -> Result<(), Violation> {
        let values: &[Value] = self
            .frames
            .iter()
            .rev()
            .find_map(|f| f.get(name))
            .map_or(&[], |v| &v[..]);
        let show = |v: &Value| match &v.kind {
            Kind::Int(n) => n.to_string(),
            Kind::Text(t) => format!("'{}'", t),
        };
        let place = |at: Pos| match at.token {
            Some(t) => format!("line {}, token {}", at.line, t),
            None => format!("line {}, column {}", at.line, at.column),
        };
        let who = |v: &Value| subject(Some(name), v.at, false);
        match property {
            Property::Distinct => {
                for (k, v) in values.iter().enumerate() {
                    if let Some(first) = values[..k].iter().find(|u| show(u) == show(v)) {
                        return Err(violation(
                            v.at.line,
                            &format!(
                                "{} is {} again (first at {}); the statement says the values of {} are all different",
                                who(v),
                                show(v),
                                place(first.at),
                                name
                            ),
                        ));
                    }
                }
            }
            Property::Sorted => {
                for pair in values.windows(2) {
                    if let (Kind::Int(a), Kind::Int(b)) = (&pair[0].kind, &pair[1].kind) {
                        if b < a {
                            return Err(violation(
                                pair[1].at.line,
                                &format!(
                                    "{} is {}, less than the {} before it; the statement says {} is in non-decreasing order",
                                    who(&pair[1]),
                                    b,
                                    a,
                                    name
                                ),
                            ));
                        }
                    }
                }
            }
            Property::Each(times) => {
                let times = self.eval(times);
                let rule = format!(
                    "the statement says each value of {} occurs exactly {} times",
                    name, times
                );
                let mut counts: Vec<(Item, i64, Pos)> = Vec::new();
                for (item, at) in items(values) {
                    let entry = match counts.iter_mut().find(|c| c.0 == item) {
                        Some(entry) => entry,
                        None => {
                            counts.push((item, 0, at));
                            counts.last_mut().expect("pushed")
                        }
                    };
                    entry.1 += 1;
                    entry.2 = at;
                    if entry.1 > times {
                        let who = subject(Some(name), at, false);
                        let nth = ordinal(entry.1);
                        return Err(violation(
                            at.line,
                            &format!("{} is {} for the {} time; {}", who, item, nth, rule),
                        ));
                    }
                }
                if let Some((item, n, at)) = counts.into_iter().find(|c| c.1 < times) {
                    return Err(violation(
                        at.line,
                        &format!("{} occurs only {} times in {}; {}", item, n, name, rule),
                    ));
                }
            }
            Property::At(index, expected) => {
                let (i, want) = (self.eval(index), self.eval(expected));
                let found = if i >= 0 { values.get(i as usize) } else { None };
                match found {
                    Some(Value {
                        kind: Kind::Int(n), ..
                    }) if *n == want => {}
                    Some(v) => {
                        return Err(violation(
                            v.at.line,
                            &format!(
                                "{} is {}; the statement says {} number {} (here {}, counted from 0) is {}",
                                who(v),
                                show(v),
                                name,
                                index.text(),
                                i,
                                expected.text()
                            ),
                        ))
                    }
                    None => {
                        let last = values.last().map_or(self.next.max(1), |v| v.at.line);
                        return Err(violation(
                            last,
                            &format!(
                                "{} has no value number {} (here {}, counted from 0)",
                                name,
                                index.text(),
                                i
                            ),
                        ));
                    }
                }
            }
            Property::Once(listed) => {
                let wanted = once_items(listed, values);
                let rule = format!("the statement says each of {} occurs exactly once", listed);
                let mut seen: Vec<(Item, Pos)> = Vec::new();
                for (item, at) in items(values) {
                    if !wanted.contains(&item) {
                        continue;
                    }
                    if let Some((_, first)) = seen.iter().find(|s| s.0 == item) {
                        let who = subject(Some(name), at, false);
                        return Err(violation(
                            at.line,
                            &format!(
                                "{} is a second {} (the first at {}); {}",
                                who,
                                item,
                                place(*first),
                                rule
                            ),
                        ));
                    }
                    seen.push((item, at));
                }
                let last = values.last().map_or(self.next.max(1), |v| v.at.line);
                if let Some(missing) = wanted.iter().find(|w| !seen.iter().any(|s| s.0 == **w)) {
                    return Err(violation(
                        last,
                        &format!("{} holds no {}; {}", name, missing, rule),
                    ));
                }
            }
        }
        Ok(())
    }
}

/// What `each` and `once` count: a whole number, or one character of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Item {
    Int(i64),
    Char(char),
}

impl std::fmt::Display for Item {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Item::Int(n) => write!(f, "{}", n),
            Item::Char(c) => write!(f, "'{}'", c),
        }
    }
}

/// The items `once "LISTED"` asks for among `values`: characters of texts, each character of
/// `LISTED`; for whole numbers, the numbers `LISTED` names, separated by spaces, or each digit
/// a number when it has no space (`once "123456"` on dice faces is 1 to 6 once each).
fn once_items(listed: &str, values: &[Value]) -> Vec<Item> {
    let numbers = values.iter().any(|v| matches!(v.kind, Kind::Int(_)));
    if !numbers {
        return listed.chars().map(Item::Char).collect();
    }
    if listed.contains(' ') {
        listed
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .map(Item::Int)
            .collect()
    } else {
        listed
            .chars()
            .filter_map(|c| c.to_digit(10))
            .map(|d| Item::Int(i64::from(d)))
            .collect()
    }
}

/// The items of `values` (each character of a text), with where each is.
fn items(values: &[Value]) -> Vec<(Item, Pos)> {
    let mut items = Vec::new();
    for v in values {
        match &v.kind {
            Kind::Int(n) => items.push((Item::Int(*n), v.at)),
            Kind::Text(t) => {
                for (i, c) in t.chars().enumerate() {
                    let at = Pos {
                        line: v.at.line,
                        token: None,
                        column: v.at.column + i,
                    };
                    items.push((Item::Char(c), at));
                }
            }
        }
    }
    items
}

/// `1st`, `2nd`, `3rd`, `4th`, ..., `11th`, `21st`.
fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{}{}", n, suffix)
}

/// A piece as shown in "expected" messages: its name, or its source, and how often it repeats.
fn shape(piece: &Piece) -> String {
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

// Named by path so the file is found when a test crate includes this module too.
#[cfg(test)]
mod tests;
