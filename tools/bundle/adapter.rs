//! Which items of the adapter a bundle keeps: `main` and what it reaches.
//!
//! An adapter also exports hooks for cubesmith's own tools (`write_input` for the generator,
//! `read_cubes` for the checker and the viewer), which the tools compile from the adapter's own
//! file. A program on a judge runs only `main`. So, starting from `main` and from everything
//! that is not a named item (an `impl` of a kept type, a macro call), a function, constant,
//! static, struct, enum, type or trait of the adapter is kept when its name is an identifier of
//! kept code (a name inside `{}` of a format string too), until nothing more is kept. A dropped
//! item goes with the comments right above it. A name of a `use` that only dropped code
//! mentioned leaves the `use` (a `use` left with no name goes whole), so the bundle compiles
//! without an unused import. A trait imported for its methods only (as `_`, or by a name no code
//! mentions) stays, and its `use` gets `#[allow(unused_imports)]` when something was left out:
//! whether kept code still calls those methods is not known.

use super::items::{captured_names, items, What};
use super::Source;
use crate::bundle::lexer::Kind;
use std::collections::BTreeSet;

/// The adapter as the bundle carries it: its text without the items `main` does not reach, and
/// the names of the items left out, in file order. O(passes x items).
pub(super) fn reached(adapter: &Source) -> (String, Vec<String>) {
    let all = items(adapter, 0, adapter.tokens.len());
    let named: BTreeSet<&str> = all
        .iter()
        .filter_map(|item| match &item.what {
            What::Named(name, _) => Some(name.as_str()),
            _ => None,
        })
        .collect();
    let mut kept = vec![false; all.len()];
    let mut used: BTreeSet<String> = BTreeSet::new();
    let mut changed = true;
    while changed {
        changed = false;
        for (item, kept) in all.iter().zip(kept.iter_mut()) {
            let keep = match &item.what {
                What::Named(name, _) => name == "main" || used.contains(name),
                What::Use { .. } => false,
                What::Impl(imp) => imp
                    .self_type
                    .as_ref()
                    .map_or(true, |ty| !named.contains(ty.as_str()) || used.contains(ty)),
                What::WithModule | What::Other => true,
            };
            if keep && !*kept {
                *kept = true;
                identifiers(adapter, item.span, &mut used);
                changed = true;
            }
        }
    }
    let mut dropped_names: BTreeSet<String> = BTreeSet::new();
    let mut left_out = Vec::new();
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for (item, &kept) in all.iter().zip(&kept) {
        match &item.what {
            What::Use { .. } => {}
            _ if kept => {}
            what => {
                identifiers(adapter, item.span, &mut dropped_names);
                if let What::Named(name, _) = what {
                    left_out.push(name.clone());
                }
                let (start, end) = lines_of(adapter, item.span);
                edits.push((start, end, String::new()));
            }
        }
    }
    for item in &all {
        if let What::Use { .. } = item.what {
            let keyword = (item.span.0..item.span.1)
                .find(|&k| adapter.text_of(k) == "use")
                .expect("a use item has its keyword");
            let wanted = |bound: &str| bound == "_" || used.contains(bound) || !dropped_names.contains(bound);
            let tree = UseTree::parse(adapter, keyword + 1).0;
            // A trait imported for its methods, by `_` or by a name no code mentions: whether
            // kept code still calls them is not known, so it stays, unwarned.
            let unknown =
                |bound: &str| bound == "_" || !(used.contains(bound) || dropped_names.contains(bound));
            if !left_out.is_empty() && tree.pruned(&[], &|b: &str| !unknown(b)) != Some(tree.clone()) {
                let at = lines_of(adapter, item.span).0;
                edits.push((at, at, "#[allow(unused_imports)]\n".to_string()));
            }
            match tree.pruned(&[], &wanted) {
                Some(ref same) if *same == tree => {}
                Some(smaller) => edits.push((
                    adapter.tokens[keyword].start,
                    adapter.tokens[item.span.1 - 1].end,
                    format!("use {};", smaller.written()),
                )),
                None => {
                    let (start, end) = lines_of(adapter, item.span);
                    edits.push((start, end, String::new()));
                }
            }
        }
    }
    edits.sort();
    let text = &adapter.text;
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for (start, end, with) in edits {
        out.push_str(&text[from..start]);
        out.push_str(&with);
        from = end;
        // A blank line before what was cut and one after it: keep one.
        if out.ends_with("\n\n") || out.is_empty() {
            while text[from..].starts_with('\n') {
                from += 1;
            }
        }
    }
    out.push_str(&text[from..]);
    (out, left_out)
}

/// Adds the identifiers of the adapter's tokens in `span` to `set`, with the names that format
/// strings capture (`{name}`).
fn identifiers(adapter: &Source, span: (usize, usize), set: &mut BTreeSet<String>) {
    for k in span.0..span.1 {
        let token = &adapter.tokens[k];
        let text = token.text(&adapter.text);
        match token.kind {
            Kind::Ident => {
                set.insert(text.to_string());
            }
            Kind::Literal => set.extend(captured_names(text).into_iter().map(str::to_string)),
            _ => {}
        }
    }
}

/// The byte range of the whole lines of the item in token range `span`, with the comment lines
/// right above it (its doc comment); inner doc comments (`//!`) stay.
fn lines_of(adapter: &Source, span: (usize, usize)) -> (usize, usize) {
    let text = &adapter.text;
    let (first, last) = (adapter.tokens[span.0].start, adapter.tokens[span.1 - 1].end);
    let mut start = text[..first].rfind('\n').map_or(0, |p| p + 1);
    let end = text[last..].find('\n').map_or(text.len(), |p| last + p + 1);
    if !text[start..first].trim().is_empty() || !text[last..end].trim().is_empty() {
        return (first, last); // Not alone on its lines: only its own text goes.
    }
    while start > 0 {
        let above = text[..start - 1].rfind('\n').map_or(0, |p| p + 1);
        let line = text[above..start].trim();
        if !line.starts_with("//") || line.starts_with("//!") {
            break;
        }
        start = above;
    }
    (start, end)
}

/// A `use` tree: `a::b::c as d`, `a::*`, or `a::{...}`.
#[derive(Clone, Debug, PartialEq, Eq)]
enum UseTree {
    /// A path, maybe renamed (`self` last for `a::{self}`, `*` for a glob).
    Leaf(Vec<String>, Option<String>),
    /// A path, then a group.
    Group(Vec<String>, Vec<UseTree>),
}

impl UseTree {
    /// The tree whose first token is `i`, and the index after it.
    fn parse(source: &Source, mut i: usize) -> (UseTree, usize) {
        let mut path = Vec::new();
        loop {
            match source.text_of(i) {
                "{" => {
                    let mut children = Vec::new();
                    i += 1;
                    while !matches!(source.text_of(i), "}" | "") {
                        let (child, next) = UseTree::parse(source, i);
                        children.push(child);
                        i = next;
                        if source.text_of(i) == "," {
                            i += 1;
                        }
                    }
                    return (UseTree::Group(path, children), i + 1);
                }
                ":" if source.text_of(i + 1) == ":" => {
                    if path.is_empty() {
                        path.push(String::new()); // A leading `::`.
                    }
                    i += 2;
                }
                "," | "}" | ";" | "as" | "" => break,
                word => {
                    path.push(word.to_string());
                    i += 1;
                }
            }
        }
        let alias = if source.text_of(i) == "as" {
            i += 2;
            Some(source.text_of(i - 1).to_string())
        } else {
            None
        };
        (UseTree::Leaf(path, alias), i)
    }

    /// The tree without the leaves whose bound name `wanted` refuses (a glob always stays);
    /// `None` when nothing is left. `above` is the path of the groups around it.
    fn pruned(&self, above: &[String], wanted: &dyn Fn(&str) -> bool) -> Option<UseTree> {
        match self {
            UseTree::Leaf(path, alias) => {
                let full: Vec<&String> = above.iter().chain(path).collect();
                let last = full.last().map_or("", |s| s.as_str());
                let bound = match alias {
                    Some(name) => name.as_str(),
                    None if last == "self" && full.len() >= 2 => full[full.len() - 2].as_str(),
                    None => last,
                };
                if last == "*" || wanted(bound) {
                    Some(self.clone())
                } else {
                    None
                }
            }
            UseTree::Group(path, children) => {
                let mut here = above.to_vec();
                here.extend(path.iter().cloned());
                let left: Vec<UseTree> = children.iter().filter_map(|c| c.pruned(&here, wanted)).collect();
                if left.is_empty() {
                    None
                } else {
                    Some(UseTree::Group(path.clone(), left))
                }
            }
        }
    }

    /// The tree as Rust: a group of one is written as a path (`a::{self}` as `a`).
    fn written(&self) -> String {
        match self {
            UseTree::Leaf(path, alias) => {
                let mut out = path.join("::");
                if let Some(name) = alias {
                    out.push_str(" as ");
                    out.push_str(name);
                }
                out
            }
            UseTree::Group(path, children) if children.len() == 1 && !path.is_empty() => match &children[0] {
                UseTree::Leaf(p, None) if p.len() == 1 && p[0] == "self" => path.join("::"),
                child => format!("{}::{}", path.join("::"), child.written()),
            },
            UseTree::Group(path, children) => {
                let inner: Vec<String> = children.iter().map(UseTree::written).collect();
                if path.is_empty() {
                    format!("{{{}}}", inner.join(", "))
                } else {
                    format!("{}::{{{}}}", path.join("::"), inner.join(", "))
                }
            }
        }
    }
}
