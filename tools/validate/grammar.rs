//! A validator's program as a syntax tree: statements, loops, pieces and their atoms, the sets
//! of characters and the expressions bounds are written in.

#[derive(Debug)]
pub(super) enum Statement {
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
pub(super) struct Loop {
    pub(super) kind: LoopKind,
    pub(super) min: Option<Expr>,
    pub(super) max: Option<Expr>,
    /// What one pass is called in messages.
    pub(super) item: String,
    pub(super) body: Vec<Statement>,
    /// Names bound in the body that statements outside it use: kept after each pass.
    pub(super) exports: Vec<String>,
}

#[derive(Debug)]
pub(super) enum LoopKind {
    Repeat(Expr),
    Until(String),
    UntilEof,
}

#[derive(Debug)]
pub(super) enum Property {
    Distinct,
    Sorted,
    Each(Expr),
    Once(String),
    /// The value at a place (counted from 0) is a given number.
    At(Expr, Expr),
}

#[derive(Debug)]
pub(super) struct Piece {
    pub(super) name: Option<String>,
    pub(super) atom: Atom,
    pub(super) repeat: Option<Expr>,
    /// `*{MIN,MAX}`: in a `line`, as many times as the line's tokens leave for it, within these
    /// bounds.
    pub(super) runs: Option<Span>,
    /// The piece as written, for messages.
    pub(super) source: String,
}

#[derive(Debug)]
pub(super) enum Atom {
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
pub(super) struct Span {
    pub(super) lo: Expr,
    pub(super) hi: Option<Expr>,
}

#[derive(Debug)]
pub(super) struct Set {
    pub(super) bytes: Vec<u8>,
    pub(super) source: String,
}

/// An expression: a sum of terms, each a product of factors, e.g. `x*M+y`, `N-1`, `sum(t)`.
#[derive(Debug, Clone)]
pub(super) struct Expr {
    /// As written.
    pub(super) source: String,
    /// The terms, each with its sign.
    pub(super) terms: Vec<(i64, Vec<Factor>)>,
}

#[derive(Debug, Clone)]
pub(super) enum Factor {
    Number(i64),
    /// A name's last value.
    Last(String),
    /// The sum of a name's values.
    Sum(String),
}

impl Expr {
    pub(super) fn number(n: i64) -> Expr {
        Expr {
            source: n.to_string(),
            terms: vec![(1, vec![Factor::Number(n)])],
        }
    }

    /// Reads `text`; `None` if it is no expression.
    pub(super) fn parse(text: &str) -> Option<Expr> {
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
    pub(super) fn names(&self) -> Vec<&str> {
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

    pub(super) fn text(&self) -> &str {
        &self.source
    }

    /// Its value if it names nothing.
    pub(super) fn constant(&self) -> Option<i64> {
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
    pub(super) fn parse(source: &str) -> Result<Set, String> {
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

    pub(super) fn has(&self, byte: u8) -> bool {
        self.bytes.contains(&byte)
    }
}

pub(super) fn is_name(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic())
        && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}
