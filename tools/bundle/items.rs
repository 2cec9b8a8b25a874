//! Which items of the candidate library modules a bundle keeps.
//!
//! Names decide, and they over-approximate: an item is kept when its name is an identifier in
//! code that is kept, starting from every identifier of the adapter (its `#[cfg(test)]` items
//! aside), until nothing more is kept. Two items of the same name in different modules are
//! both kept; a local variable named like a function keeps the function. That costs a few
//! bytes, never a compile error. The top level of each module is read as items:
//!
//! - `fn`, `const`, `static`, `struct`, `enum`, `union`, `type`, `trait` and `macro_rules!`:
//!   kept when their name is reached and so is their module's (a module's items can only be
//!   reached through a path or a `use` that names it: `cubesmith::io`, `super::cube`,
//!   `super::super::io`); kept whole, their bodies then reach further;
//! - an inherent `impl Type { ... }`: its header, with the members (methods, constants) whose
//!   names are reached, when `Type` is kept and one member is;
//! - a trait `impl Trait for Type`: whole, when `Type` is kept (`Display`, `From`, `Iterator`,
//!   operators: they are reached through the type, not by name), or, when `Type` is not a
//!   library item (a generic parameter, a `std` type), when `Trait` is kept or is not one;
//! - `use` declarations and inner attributes: kept with their module (a `pub use` whose name is
//!   reached keeps its module);
//! - anything else (an inline module, a macro call, an extern block): always kept, with its
//!   module.
//!
//! A module none of whose items is kept is left out, unless the adapter names it itself. The
//! names inside the `{}` of a string literal (`format!("{x}")`) count as identifiers too.

use super::Source;
use crate::lexer::Kind;
use std::collections::BTreeSet;

/// A token index range `start..end`.
pub(super) type Span = (usize, usize);

/// One item of a module, or one member of an `impl` block: its tokens, attributes included.
#[derive(Debug)]
struct Item {
    span: Span,
    what: What,
}

/// What kind of item an [`Item`] is, as far as keeping it goes.
#[derive(Debug)]
enum What {
    /// An item kept by its name: `fn`, `const`, `static`, `struct`, `enum`, `union`, `type`,
    /// `trait`, `macro_rules!`.
    Named(String),
    /// A `use` declaration: `exported` when it has a visibility, with the names it binds
    /// (`opaque` when it binds some it does not spell: a glob, `self`).
    Use {
        exported: bool,
        binds: Vec<String>,
        opaque: bool,
    },
    /// An `impl` block.
    Impl(Impl),
    /// An inner attribute `#![...]`: kept with its module.
    WithModule,
    /// Anything else: always kept.
    Other,
}

/// An `impl` block.
#[derive(Debug)]
struct Impl {
    /// From the first attribute through the `{` that opens the body.
    header: Span,
    /// The name of the implemented trait's last path segment (`Display` in `fmt::Display`),
    /// `None` for an inherent impl or a trait path it cannot read.
    trait_name: Option<String>,
    /// Whether it implements a trait.
    is_trait: bool,
    /// The last path segment of the type (`Stickers` in `&'a super::cube::Stickers`), `None`
    /// for a tuple, slice or array type.
    self_type: Option<String>,
    /// Methods, constants, types and macro calls of the body.
    members: Vec<Item>,
}

/// What is kept of one item.
#[derive(Clone, Debug, Default)]
struct Mark {
    item: bool,
    members: Vec<bool>,
}

/// For each of `modules` (units and sources, in order), the token ranges a bundle leaves out
/// (besides test items), or `None` when the module is left out whole. `named` are the units the
/// adapter names itself: they are kept even with nothing reached, so its `use` lines resolve.
/// O(passes x items), the passes at most the number of items.
pub(super) fn unreached(
    adapter: &Source,
    modules: &[(String, Source)],
    named: &BTreeSet<String>,
) -> Vec<Option<Vec<Span>>> {
    let parsed: Vec<Vec<Item>> = modules
        .iter()
        .map(|(_, source)| items(source, 0, source.tokens.len()))
        .collect();
    let defined: BTreeSet<&str> = parsed
        .iter()
        .flatten()
        .filter_map(|item| match &item.what {
            What::Named(name) => Some(name.as_str()),
            _ => None,
        })
        .collect();
    let mut names = BTreeSet::new();
    add_names(adapter, (0, adapter.tokens.len()), &mut names);
    let mut kept_names: BTreeSet<String> = BTreeSet::new();
    let mut marks: Vec<Vec<Mark>> = parsed
        .iter()
        .map(|items| {
            items
                .iter()
                .map(|item| Mark {
                    item: false,
                    members: match &item.what {
                        What::Impl(imp) => vec![false; imp.members.len()],
                        _ => Vec::new(),
                    },
                })
                .collect()
        })
        .collect();
    let mut pasted: Vec<bool> = modules.iter().map(|(unit, _)| named.contains(unit)).collect();

    let mut changed = true;
    while changed {
        changed = false;
        for (m, (unit, source)) in modules.iter().enumerate() {
            let module_name = unit.rsplit("::").next().unwrap_or(unit);
            let eligible = names.contains(module_name);
            for (item, mark) in parsed[m].iter().zip(marks[m].iter_mut()) {
                let keep = match &item.what {
                    What::Named(name) => eligible && names.contains(name),
                    What::Other => true,
                    What::WithModule => pasted[m],
                    What::Use {
                        exported,
                        binds,
                        opaque,
                    } => {
                        pasted[m]
                            || (*exported && eligible && (*opaque || binds.iter().any(|b| names.contains(b))))
                    }
                    What::Impl(imp) => {
                        if !imp_live(imp, &defined, &kept_names) {
                            continue;
                        }
                        for (member, kept) in imp.members.iter().zip(mark.members.iter_mut()) {
                            let wanted = match &member.what {
                                What::Named(name) => imp.is_trait || names.contains(name),
                                _ => true,
                            };
                            if wanted && !*kept {
                                *kept = true;
                                add_names(source, member.span, &mut names);
                                changed = true;
                            }
                        }
                        if !mark.item && (imp.is_trait || mark.members.iter().any(|&k| k)) {
                            mark.item = true;
                            add_names(source, imp.header, &mut names);
                            pasted[m] = true;
                            changed = true;
                        }
                        continue;
                    }
                };
                if keep && !mark.item {
                    mark.item = true;
                    add_names(source, item.span, &mut names);
                    if let What::Named(name) = &item.what {
                        kept_names.insert(name.clone());
                    }
                    pasted[m] = true;
                    changed = true;
                }
            }
        }
    }

    parsed
        .iter()
        .zip(&marks)
        .zip(&pasted)
        .map(|((items, marks), &pasted)| {
            if !pasted {
                return None;
            }
            let mut out = Vec::new();
            for (item, mark) in items.iter().zip(marks) {
                if !mark.item {
                    out.push(item.span);
                } else if let What::Impl(imp) = &item.what {
                    for (member, &kept) in imp.members.iter().zip(&mark.members) {
                        if !kept {
                            out.push(member.span);
                        }
                    }
                }
            }
            Some(out)
        })
        .collect()
}

/// Whether an `impl` block can be kept: its type is kept; or its type is not a library item
/// (a generic parameter, a `std` type) and its trait is kept or is not a library item either.
fn imp_live(imp: &Impl, defined: &BTreeSet<&str>, kept_names: &BTreeSet<String>) -> bool {
    match (&imp.self_type, &imp.trait_name) {
        (Some(ty), _) if defined.contains(ty.as_str()) => kept_names.contains(ty),
        (_, Some(tr)) if defined.contains(tr.as_str()) => kept_names.contains(tr),
        _ => true,
    }
}

/// Adds to `names` the identifiers of `source`'s tokens in `span`, test items aside, and the
/// names a string literal captures (`{name}`, `{name:>4}`).
fn add_names(source: &Source, span: Span, names: &mut BTreeSet<String>) {
    for j in span.0..span.1 {
        if source.in_test(j) {
            continue;
        }
        let token = &source.tokens[j];
        let text = token.text(&source.text);
        match token.kind {
            Kind::Ident if !names.contains(text) => {
                names.insert(text.to_string());
            }
            Kind::Literal if text.starts_with('"') || text.starts_with('r') => {
                for name in captured_names(text) {
                    names.insert(name.to_string());
                }
            }
            _ => {}
        }
    }
}

/// The identifiers a format string captures: `name` in `{name}` or `{name:...}`, not in
/// `{{name}}`.
fn captured_names(literal: &str) -> Vec<&str> {
    let bytes = literal.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'{' {
            i += 1;
            continue;
        }
        if bytes.get(i + 1) == Some(&b'{') {
            i += 2;
            continue;
        }
        let start = i + 1;
        let mut end = start;
        while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
            end += 1;
        }
        let starts_like_a_name = bytes
            .get(start)
            .map_or(false, |b| b.is_ascii_alphabetic() || *b == b'_');
        if end > start && starts_like_a_name && matches!(bytes.get(end), Some(b'}') | Some(b':')) {
            found.push(&literal[start..end]);
        }
        i = end.max(i + 1);
    }
    found
}

/// The items of `source` in tokens `from..to` (a module, or an `impl` body), test items
/// skipped. What it cannot read becomes one `Other` item running to `to`.
fn items(source: &Source, from: usize, to: usize) -> Vec<Item> {
    let mut found = Vec::new();
    let mut i = from;
    while i < to {
        if let Some(&(_, end)) = source.tests.iter().find(|&&(a, _)| a == i) {
            i = end;
            continue;
        }
        if source.spells(i, &["#", "!", "["]) {
            let end = source.after_group(i + 2).min(to);
            found.push(Item {
                span: (i, end),
                what: What::WithModule,
            });
            i = end;
            continue;
        }
        let read = source
            .item_head(i)
            .and_then(|(keyword, ends)| Some((keyword, source.item_end(keyword, ends).ok()?)))
            .filter(|&(_, end)| end <= to);
        match read {
            Some((keyword, end)) => {
                found.push(Item {
                    span: (i, end),
                    what: classify(source, i, keyword, end),
                });
                i = end;
            }
            None => {
                found.push(Item {
                    span: (i, to),
                    what: What::Other,
                });
                break;
            }
        }
    }
    found
}

/// What the item in tokens `start..end`, whose keyword is token `keyword`, is.
fn classify(source: &Source, start: usize, keyword: usize, end: usize) -> What {
    let name = |k: usize| match source.tokens.get(k) {
        Some(t) if t.kind == Kind::Ident && t.text(&source.text) != "_" => {
            What::Named(t.text(&source.text).to_string())
        }
        _ => What::Other,
    };
    match source.text_of(keyword) {
        "fn" | "struct" | "enum" | "union" | "trait" | "type" | "const" => name(keyword + 1),
        "static" if source.text_of(keyword + 1) == "mut" => name(keyword + 2),
        "static" => name(keyword + 1),
        "macro_rules" => name(keyword + 2),
        "use" => {
            let (binds, opaque) = use_binds(source, keyword + 1, end);
            What::Use {
                exported: (start..keyword).any(|k| source.text_of(k) == "pub"),
                binds,
                opaque,
            }
        }
        "impl" => impl_of(source, start, keyword, end).map_or(What::Other, What::Impl),
        _ => What::Other,
    }
}

/// The names a `use` tree in tokens `from..to` binds: the last name of each leaf, or its
/// alias; `opaque` when a leaf is a glob or `self`.
fn use_binds(source: &Source, from: usize, to: usize) -> (Vec<String>, bool) {
    let mut binds = Vec::new();
    let mut opaque = false;
    for k in from..to {
        if !matches!(source.text_of(k + 1), "," | "}" | ";") {
            continue;
        }
        match source.text_of(k) {
            "*" | "self" => opaque = true,
            name if source.tokens[k].kind == Kind::Ident => binds.push(name.to_string()),
            _ => {}
        }
    }
    (binds, opaque)
}

/// Reads the `impl` block in tokens `start..end` whose `impl` is token `keyword`: `None` if it
/// has no body.
fn impl_of(source: &Source, start: usize, keyword: usize, end: usize) -> Option<Impl> {
    let mut depth = 0i32;
    let body = (keyword + 1..end).find(|&k| {
        match source.text_of(k) {
            "(" | "[" => depth += 1,
            ")" | "]" => depth -= 1,
            "{" if depth == 0 => return true,
            _ => {}
        }
        false
    })?;
    let mut k = keyword + 1;
    if source.text_of(k) == "<" {
        k = angle_end(source, k, body);
    }
    if source.text_of(k) == "!" {
        k += 1; // A negative impl, `impl !Send for X {}`.
    }
    let mut angles = 0i32;
    let mut stop = body;
    let mut for_at = None;
    for j in k..body {
        match source.text_of(j) {
            "<" => angles += 1,
            ">" if !is_arrow(source, j) => angles -= 1,
            "for" if angles == 0 && for_at.is_none() => for_at = Some(j),
            "where" if angles == 0 => {
                stop = j;
                break;
            }
            _ => {}
        }
    }
    let (trait_name, self_type) = match for_at {
        Some(f) => (path_name(source, k, f), path_name(source, f + 1, stop)),
        None => (None, path_name(source, k, stop)),
    };
    Some(Impl {
        header: (start, body + 1),
        trait_name,
        is_trait: for_at.is_some(),
        self_type,
        members: items(source, body + 1, end - 1),
    })
}

/// Whether the `>` at token `k` ends a `->`.
fn is_arrow(source: &Source, k: usize) -> bool {
    k > 0 && source.text_of(k - 1) == "-" && source.tokens[k - 1].end == source.tokens[k].start
}

/// The index just past the `>` that closes the `<` at token `k`, or `limit`.
fn angle_end(source: &Source, k: usize, limit: usize) -> usize {
    let mut depth = 0i32;
    for j in k..limit {
        match source.text_of(j) {
            "<" => depth += 1,
            ">" if !is_arrow(source, j) => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
    }
    limit
}

/// The last segment of the type or trait path in tokens `from..to`, its generic arguments,
/// references, lifetimes and `dyn` aside (`Stickers` in `&'a mut super::cube::Stickers<T>`);
/// `None` for a tuple, slice, array or function type.
fn path_name(source: &Source, from: usize, to: usize) -> Option<String> {
    const NOT_NAMES: &[&str] = &[
        "dyn", "mut", "crate", "self", "super", "Self", "for", "unsafe", "const",
    ];
    let mut angles = 0i32;
    let mut last = None;
    for k in from..to {
        let text = source.text_of(k);
        match text {
            "<" => angles += 1,
            ">" if !is_arrow(source, k) => angles -= 1,
            "(" | "[" if angles == 0 => return None,
            "+" if angles == 0 => break,
            _ if angles == 0 && source.tokens[k].kind == Kind::Ident && !NOT_NAMES.contains(&text) => {
                last = Some(text.to_string());
            }
            _ => {}
        }
    }
    last
}
