//! Reading a validator's text into its syntax tree (`grammar`), every fault named with its line;
//! then which names each block must hand on to the checks after it.

use super::grammar::*;
use std::collections::HashMap;

pub(super) struct Parser<'a> {
    pub(super) lines: &'a [&'a str],
    pub(super) next: usize,
    /// The names bound so far, one map per open block; `true` for whole numbers.
    pub(super) scopes: Vec<HashMap<String, bool>>,
}

pub(super) type ParseError = (usize, String);

impl<'a> Parser<'a> {
    /// Statements up to a `}` (left for the caller) or the end.
    pub(super) fn block(&mut self) -> Result<Vec<Statement>, ParseError> {
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
    pub(super) fn statement(&mut self, words: &[String]) -> Result<Statement, String> {
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
    pub(super) fn loop_statement(&mut self, words: &[String]) -> Result<Statement, ParseError> {
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
    pub(super) fn loop_header(
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
    pub(super) fn bound(&self, name: &str) -> Result<bool, String> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.get(name).copied())
            .ok_or_else(|| format!("'{}' is not bound before", name))
    }

    /// An expression; its names must be whole numbers bound before, or on the same line before
    /// it (`same_line`).
    pub(super) fn expr_in(&self, text: &str, same_line: &[(String, bool)]) -> Result<Expr, String> {
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

    pub(super) fn expr(&self, text: &str) -> Result<Expr, String> {
        self.expr_in(text, &[])
    }

    /// One piece of a `line` or `text`; `known` are the names bound before it on the line.
    pub(super) fn piece(&self, word: &str, known: &[(String, bool)]) -> Result<Piece, String> {
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
    pub(super) fn span<'t>(
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

/// The text inside `"..."`.
pub(super) fn quoted(word: &str) -> Result<String, String> {
    match word.strip_prefix('"').and_then(|w| w.strip_suffix('"')) {
        Some(inner) if !inner.contains('"') => Ok(inner.to_string()),
        _ => Err(format!("expected a quoted text, found {}", word)),
    }
}

/// A statement's words: split at spaces, except inside `"..."`, `[...]` and `(...)`.
pub(super) fn split_words(text: &str) -> Result<Vec<String>, String> {
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
pub(super) fn count_references(body: &[Statement], counts: &mut HashMap<String, usize>) {
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
pub(super) fn bound_names(body: &[Statement], names: &mut Vec<String>) {
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
pub(super) fn set_exports(body: &mut [Statement], all: &HashMap<String, usize>) {
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
