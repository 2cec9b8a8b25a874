//! The properties a `check` statement asks of the values bound to a name: all different,
//! sorted, each exactly so many times, each listed item once, a value at an index.

use super::grammar::*;
use super::run::*;
use super::{violation, Violation};

impl Run<'_> {
    pub(super) fn check(&self, name: &str, property: &Property) -> Result<(), Violation> {
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
pub(super) enum Item {
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
pub(super) fn once_items(listed: &str, values: &[Value]) -> Vec<Item> {
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
pub(super) fn items(values: &[Value]) -> Vec<(Item, Pos)> {
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
pub(super) fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{}{}", n, suffix)
}
