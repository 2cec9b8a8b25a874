//! Which items of the candidate library modules a bundle keeps: by name, to a fixpoint, keeping
//! too much rather than too little. The rules are in `docs/bundler.md` ("The library modules").

use super::Source;
use crate::bundle::lexer::Kind;
use std::collections::BTreeSet;

/// A token index range `start..end`.
pub(super) type Span = (usize, usize);

/// One item of a module, or one member of an `impl` block: its tokens, attributes included.
#[derive(Debug)]
pub(super) struct Item {
    pub(super) span: Span,
    pub(super) what: What,
}

/// What kind of item an [`Item`] is, as far as keeping it goes.
#[derive(Debug)]
pub(super) enum What {
    /// An item kept by its name: `fn`, `const`, `static`, `struct`, `enum`, `union`, `type`,
    /// `trait`, `macro_rules!`.
    Named(String, Naming),
    /// A `use` declaration: `exported` when it has a visibility, with the names it binds
    /// (`opaque` when it binds some it does not spell: a glob, `self`), and its leaves when it
    /// is a private import from the library (`super::`) whose leaves can go one by one.
    Use {
        exported: bool,
        binds: Vec<String>,
        opaque: bool,
        leaves: Option<Vec<Leaf>>,
    },
    /// An `impl` block.
    Impl(Impl),
    /// An inner attribute `#![...]`: kept with its module.
    WithModule,
    /// Anything else: always kept.
    Other,
}

/// One leaf of a library `use` (`Cubies` in `use super::cubie::{move_cubies, Cubies};`): its
/// tokens (the comma that goes with it aside), and the name it binds.
#[derive(Debug)]
pub(super) struct Leaf {
    span: Span,
    /// The path before the group (`super::cubie::`), empty when there is no group.
    prefix: Span,
    /// The name the leaf binds: its last segment, its alias, or for `self` the module's name.
    bound: String,
    /// A glob: it binds names it does not spell, so it always stays.
    glob: bool,
}

/// What else matters about a named item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Naming {
    /// An `enum`: `use Name::*` imports its variants, never an item.
    Enum,
    /// A `macro_rules!`: its body is expanded where it is called, so its names may reach the
    /// items of any module.
    Macro,
    /// A `fn`: a variable or a field of the same name does not reach it (see `Names::callable`).
    Function,
    /// A `trait`: imported for its methods, it may be used without its name being spelled.
    Trait,
    /// Any other.
    Plain,
}

/// An `impl` block.
#[derive(Debug)]
pub(super) struct Impl {
    /// From the first attribute through the `{` that opens the body.
    header: Span,
    /// The name of the implemented trait's last path segment (`Display` in `fmt::Display`),
    /// `None` for an inherent impl or a trait path it cannot read.
    trait_name: Option<String>,
    /// Whether it implements a trait.
    is_trait: bool,
    /// The last path segment of the type (`Stickers` in `&'a super::cube::Stickers`), `None`
    /// for a tuple, slice or array type.
    pub(super) self_type: Option<String>,
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
    let named_items = || {
        parsed.iter().flatten().filter_map(|item| match &item.what {
            What::Named(name, naming) => Some((name.as_str(), *naming)),
            _ => None,
        })
    };
    let defined: BTreeSet<&str> = named_items().map(|(name, _)| name).collect();
    // The modules' own names: a `use` of one (`self`) stays when the module's code spells it.
    let module_names: BTreeSet<&str> = modules.iter().flat_map(|(unit, _)| unit.split("::")).collect();
    // A trait may be used without its name (its methods), so its `use` always stays.
    let traits: BTreeSet<&str> = named_items()
        .filter(|(_, naming)| *naming == Naming::Trait)
        .map(|(name, _)| name)
        .collect();
    let enums: BTreeSet<&str> = named_items()
        .filter(|(_, naming)| *naming == Naming::Enum)
        .map(|(name, _)| name)
        .collect();
    // The types with an inherent `impl`: `Type::member` reaches that type's member only.
    let typed: BTreeSet<String> = parsed
        .iter()
        .flatten()
        .filter_map(|item| match &item.what {
            What::Impl(imp) if !imp.is_trait => imp.self_type.clone(),
            _ => None,
        })
        .collect();
    // The names a `use ... as NAME` (or a cast) gives: a path through one may be any type.
    let sources = modules
        .iter()
        .map(|(_, source)| source)
        .chain(std::iter::once(adapter));
    let mut library: BTreeSet<String> = sources
        .flat_map(|s| {
            (1..s.tokens.len())
                .filter(move |&k| s.text_of(k - 1) == "as")
                .map(move |k| s.text_of(k))
        })
        .map(str::to_string)
        .collect();
    library.extend(defined.iter().map(|name| name.to_string()));
    let mut names = Names::new(modules.len() + 1, enums, typed, library);
    names.add(adapter, (0, adapter.tokens.len()), modules.len(), false);
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
                        What::Use {
                            leaves: Some(leaves), ..
                        } => vec![false; leaves.len()],
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
            let eligible = names.all.contains(module_name);
            for (item, mark) in parsed[m].iter().zip(marks[m].iter_mut()) {
                let keep = match &item.what {
                    What::Named(name, naming) => eligible && names.reaches(m, name, *naming),
                    What::Other => true,
                    What::WithModule => pasted[m],
                    What::Use {
                        leaves: Some(leaves), ..
                    } => {
                        // A leaf stays when its module is pasted and the name it binds is
                        // spelled in the module's kept code, or may be used unspelled (a glob,
                        // a trait), or is no item of the library (a module's name).
                        for (leaf, kept) in leaves.iter().zip(mark.members.iter_mut()) {
                            let name = leaf.bound.as_str();
                            let spelled_only = (defined.contains(name) && !traits.contains(name))
                                || module_names.contains(name);
                            let wanted = leaf.glob || !spelled_only || names.local[m].contains(name);
                            if pasted[m] && wanted && !*kept {
                                *kept = true;
                                names.add_path(source, &[leaf.prefix, leaf.span]);
                                mark.item = true;
                                changed = true;
                            }
                        }
                        continue;
                    }
                    What::Use {
                        exported,
                        binds,
                        opaque,
                        ..
                    } => {
                        pasted[m]
                            || (*exported
                                && eligible
                                && (*opaque || binds.iter().any(|b| names.all.contains(b))))
                    }
                    What::Impl(imp) => {
                        if !imp_live(imp, &defined, &kept_names) {
                            continue;
                        }
                        for (member, kept) in imp.members.iter().zip(mark.members.iter_mut()) {
                            let wanted = match &member.what {
                                What::Named(name, _) => imp.is_trait || names.reaches_member(imp, name),
                                _ => true,
                            };
                            if wanted && !*kept {
                                *kept = true;
                                names.add(source, member.span, m, false);
                                changed = true;
                            }
                        }
                        if !mark.item && (imp.is_trait || mark.members.iter().any(|&k| k)) {
                            mark.item = true;
                            names.add(source, imp.header, m, false);
                            pasted[m] = true;
                            changed = true;
                        }
                        continue;
                    }
                };
                if keep && !mark.item {
                    mark.item = true;
                    let macro_body = matches!(item.what, What::Named(_, Naming::Macro));
                    names.add(source, item.span, m, macro_body);
                    if let What::Named(name, _) = &item.what {
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
        .zip(modules)
        .zip(&marks)
        .zip(&pasted)
        .map(|(((items, (_, source)), marks), &pasted)| {
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
                } else if let What::Use {
                    leaves: Some(leaves), ..
                } = &item.what
                {
                    out.extend(leaf_cuts(source, leaves, &mark.members));
                }
            }
            Some(out)
        })
        .collect()
}

/// The token ranges that cut the leaves not `kept` out of their `use` (some leaf is kept), each
/// with one comma: the one before it when a kept leaf comes earlier (`a, b` keeps `a`), else
/// the one after it (`b,` before the first kept leaf), so that the cuts never overlap. When one
/// leaf is left of a one-line group, the braces go too (`use a::b;`, not `use a::{b};`), unless
/// it is `self`.
fn leaf_cuts(source: &Source, leaves: &[Leaf], kept: &[bool]) -> Vec<Span> {
    let mut cuts = Vec::new();
    let mut kept_before = false;
    for (leaf, &kept) in leaves.iter().zip(kept) {
        let (start, end) = leaf.span;
        if kept {
            kept_before = true;
        } else if kept_before && source.text_of(start - 1) == "," {
            cuts.push((start - 1, end));
        } else if source.text_of(end) == "," {
            cuts.push((start, end + 1));
        }
    }
    let left: Vec<&Leaf> = leaves
        .iter()
        .zip(kept)
        .filter(|(_, &k)| k)
        .map(|(leaf, _)| leaf)
        .collect();
    if let ([leaf], Some(last)) = (left.as_slice(), leaves.last()) {
        let (open, close) = (leaf.prefix.1 - 1, last.span.1);
        let braced = source.text_of(open) == "{" && source.text_of(close) == "}";
        if braced && source.text_of(leaf.span.1 - 1) != "self" {
            cuts.push((open, open + 1));
            cuts.push((close, close + 1));
        }
    }
    cuts
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

/// The identifiers in kept code.
#[derive(Debug)]
struct Names {
    /// Every identifier, and every name a string literal captures (`{name}`, `{name:>4}`).
    all: BTreeSet<String>,
    /// The identifiers right after a `::`, or after a `.` and before a `(` or a `::`: the only
    /// ways to name a method or an associated constant (`x.len()`, `Type::new`, `Self::LIMIT`),
    /// which a local variable or a field of the same name (`self.len`) does not reach.
    qualified: BTreeSet<String>,
    /// The types with an inherent `impl` in the library.
    typed: BTreeSet<String>,
    /// The names of library items and the aliases of `use ... as NAME`: a capitalised name that
    /// is neither (`Vec`, `String`, a generic parameter) is no library type, and `Vec::new`
    /// reaches no library member.
    library: BTreeSet<String>,
    /// The members named through one of those types (`Layout::new`): they reach that type's
    /// member only, not `Scheme::new`. A path through anything else that may be a library type
    /// (`Self::new`, an alias, `Vec::<T>::new`) counts in `qualified`.
    qualified_by_type: BTreeSet<(String, String)>,
    /// The identifiers that may name an item of another module: after a `::`, in a `use`, in a
    /// macro's body, and every one of a module that imports another with a glob.
    shared: BTreeSet<String>,
    /// For each module (the adapter last), the identifiers of its own kept code: they reach its
    /// items, and another module's only through `shared`.
    local: Vec<BTreeSet<String>>,
    /// For each module, those of its identifiers that may name a function: not after a `.`, not
    /// a name being declared (followed by one `:`: a parameter, a field), and not a variable the
    /// same item binds unless it is called (`name(`). A parameter `colours` keeps no function
    /// `colours`; a function passed by name (`.map(shown)`) is kept.
    callable: Vec<BTreeSet<String>>,
    /// For each module, whether it imports a glob that is not an enum's variants
    /// (`use super::cube::*`).
    globbing: Vec<bool>,
    /// The library's enums, whose globs import no item.
    enums: BTreeSet<String>,
}

impl Names {
    fn new(
        modules: usize,
        enums: BTreeSet<&str>,
        typed: BTreeSet<String>,
        library: BTreeSet<String>,
    ) -> Names {
        Names {
            all: BTreeSet::new(),
            qualified: BTreeSet::new(),
            typed,
            library,
            qualified_by_type: BTreeSet::new(),
            shared: BTreeSet::new(),
            local: vec![BTreeSet::new(); modules],
            callable: vec![BTreeSet::new(); modules],
            globbing: vec![false; modules],
            enums: enums.into_iter().map(str::to_string).collect(),
        }
    }

    /// Whether the member `name` of the inherent `imp` is reached: called after a `.`, or named
    /// after a `::`, through its own type or a path that could be any type.
    fn reaches_member(&self, imp: &Impl, name: &str) -> bool {
        self.qualified.contains(name)
            || imp.self_type.as_ref().map_or(false, |ty| {
                self.qualified_by_type.contains(&(ty.clone(), name.to_string()))
            })
    }

    /// Whether the item `name` of module `m` is reached: by its own code, or by a path or a
    /// `use`.
    fn reaches(&self, m: usize, name: &str, naming: Naming) -> bool {
        let own = match naming {
            Naming::Function => &self.callable[m],
            _ => &self.local[m],
        };
        own.contains(name) || self.shared.contains(name)
    }

    /// Adds the identifiers of a `use` leaf that stays (its path `spans`) as names that may name
    /// items of other modules: they reach those items, not their own module's.
    fn add_path(&mut self, source: &Source, spans: &[Span]) {
        for &(from, to) in spans {
            for k in from..to {
                if source.tokens[k].kind == Kind::Ident {
                    insert(&mut self.all, source.text_of(k));
                    insert(&mut self.shared, source.text_of(k));
                }
            }
        }
    }

    /// Adds the names of `source`'s tokens in `span`, test items aside, as code of module `m`;
    /// all of them shared when `macro_body`.
    fn add(&mut self, source: &Source, span: Span, m: usize, macro_body: bool) {
        let mut in_use = false;
        let text_at = |j: usize, back: usize| if j >= back { source.text_of(j - back) } else { "" };
        let bound = bindings(source, span);
        for j in span.0..span.1 {
            if source.in_test(j) {
                continue;
            }
            let token = &source.tokens[j];
            let text = token.text(&source.text);
            let after_path = text_at(j, 1) == ":" && text_at(j, 2) == ":";
            let mut found: Vec<&str> = Vec::new();
            match token.kind {
                Kind::Ident => {
                    in_use |= text == "use";
                    // After a `.`, a method is called (`x.len()`, `x.get::<T>()`); a field read
                    // (`self.rows`) reaches no method of that name.
                    let called = matches!(source.text_of(j + 1), "(" | ":");
                    let owner = text_at(j, 3);
                    let foreign = owner.starts_with(|c: char| c.is_ascii_uppercase())
                        && owner != "Self"
                        && !self.library.contains(owner);
                    // A path through a module or a primitive type (`std::time`, `u16::MAX`)
                    // names no member of a library type.
                    let through_module = owner.starts_with(|c: char| c.is_ascii_lowercase());
                    if after_path && self.typed.contains(owner) {
                        self.qualified_by_type
                            .insert((owner.to_string(), text.to_string()));
                    } else if after_path && (foreign || through_module) {
                        // `Vec::new`, `T::default`: no library member.
                    } else if after_path || (text_at(j, 1) == "." && called) {
                        insert(&mut self.qualified, text);
                    }
                    if after_path || in_use {
                        insert(&mut self.shared, text);
                    }
                    let next = source.text_of(j + 1);
                    let declared = next == ":" && source.text_of(j + 2) != ":";
                    let variable = bound.contains(text) && next != "(";
                    if text_at(j, 1) != "." && !declared && !variable {
                        insert(&mut self.callable[m], text);
                    }
                    found.push(text);
                }
                Kind::Literal if text.starts_with('"') || text.starts_with('r') => {
                    found = captured_names(text);
                }
                Kind::Punct if text == ";" => in_use = false,
                Kind::Punct if text == "*" && after_path => {
                    let target = text_at(j, 3);
                    if target != "Self" && !self.enums.contains(target) {
                        self.globbing[m] = true;
                    }
                }
                _ => {}
            }
            for name in found {
                insert(&mut self.all, name);
                insert(&mut self.local[m], name);
                if macro_body {
                    insert(&mut self.shared, name);
                }
            }
        }
        if self.globbing[m] {
            let local = &self.local[m];
            self.shared.extend(local.iter().cloned());
        }
    }
}

/// The names that the code in `span` binds as variables, as far as tokens tell: the names of a
/// `let` or `for` pattern, a closure's parameters, a `match` arm's pattern right before its `=>`
/// (`x =>`, `Some(x) =>`, `E::V { x, .. } =>`; not one with a guard), and every name followed
/// by one `:` (a parameter, a field). A name bound elsewhere counts as a use.
fn bindings(source: &Source, span: Span) -> BTreeSet<&str> {
    let mut bound = BTreeSet::new();
    let is_name = |k: usize| source.tokens.get(k).map_or(false, |t| t.kind == Kind::Ident);
    let mut j = span.0;
    while j < span.1 {
        let text = source.text_of(j);
        let before = if j > span.0 { source.text_of(j - 1) } else { "" };
        // The end of a pattern: `let PATTERN =`, `for PATTERN in`, `|PARAMETERS|`.
        let ends: &[&str] = match text {
            "let" => &["=", ";", "{"],
            "for" => &["in", ";", "{"],
            "|" if matches!(before, "" | "(" | "," | "=" | "{" | ";" | "move" | ">" | "return") => &["|"],
            _ => &[],
        };
        if !ends.is_empty() {
            j += 1;
            while j < span.1 && !ends.contains(&source.text_of(j)) {
                if is_name(j) {
                    bound.insert(source.text_of(j));
                }
                j += 1;
            }
        } else if is_name(j) && source.text_of(j + 1) == ":" && source.text_of(j + 2) != ":" {
            bound.insert(text);
        } else if text == "=" && source.text_of(j + 1) == ">" && j > span.0 {
            let mut from = j - 1;
            if matches!(source.text_of(from), ")" | "}") {
                let mut depth = 0i32;
                while from > span.0 {
                    match source.text_of(from) {
                        ")" | "}" | "]" => depth += 1,
                        "(" | "{" | "[" => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 {
                        break;
                    }
                    from -= 1;
                }
            }
            bound.extend((from..j).filter(|&k| is_name(k)).map(|k| source.text_of(k)));
        }
        j += 1;
    }
    bound
}

/// Inserts `name` into `set`, allocating only when it is new.
fn insert(set: &mut BTreeSet<String>, name: &str) {
    if !set.contains(name) {
        set.insert(name.to_string());
    }
}

/// The identifiers a format string captures: `name` in `{name}` or `{name:...}`, not in
/// `{{name}}`.
pub(super) fn captured_names(literal: &str) -> Vec<&str> {
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
pub(super) fn items(source: &Source, from: usize, to: usize) -> Vec<Item> {
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
    let name = |k: usize, naming: Naming| match source.tokens.get(k) {
        Some(t) if t.kind == Kind::Ident && t.text(&source.text) != "_" => {
            What::Named(t.text(&source.text).to_string(), naming)
        }
        _ => What::Other,
    };
    match source.text_of(keyword) {
        "enum" => name(keyword + 1, Naming::Enum),
        "fn" => name(keyword + 1, Naming::Function),
        "trait" => name(keyword + 1, Naming::Trait),
        "struct" | "union" | "type" | "const" => name(keyword + 1, Naming::Plain),
        "static" if source.text_of(keyword + 1) == "mut" => name(keyword + 2, Naming::Plain),
        "static" => name(keyword + 1, Naming::Plain),
        "macro_rules" => name(keyword + 2, Naming::Macro),
        "use" => {
            let (binds, opaque) = use_binds(source, keyword + 1, end);
            let exported = (start..keyword).any(|k| source.text_of(k) == "pub");
            What::Use {
                exported,
                binds,
                opaque,
                leaves: if exported {
                    None
                } else {
                    library_leaves(source, keyword + 1, end)
                },
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

/// The leaves of the `use` tree in tokens `from..to` (after `use`, through its `;`) when it
/// imports from the library (`super::`) and has at most one group, of paths (`super::a::{b,
/// c::D as E, self}`); `None` for any other, which then stays whole.
fn library_leaves(source: &Source, from: usize, to: usize) -> Option<Vec<Leaf>> {
    if source.text_of(from) != "super" {
        return None;
    }
    let group = (from..to).find(|&k| source.text_of(k) == "{");
    let prefix = (from, group.map_or(from, |open| open + 1));
    let (first, last) = match group {
        Some(open) => (open + 1, to.checked_sub(2).filter(|&k| source.text_of(k) == "}")?),
        None => (from, to - 1),
    };
    if (first..last).any(|k| matches!(source.text_of(k), "{" | "}")) {
        return None; // A group inside the group.
    }
    let mut leaves = Vec::new();
    let mut start = first;
    for k in first..=last {
        if k < last && source.text_of(k) != "," {
            continue;
        }
        if k > start {
            let end_text = source.text_of(k - 1);
            let bound = if end_text == "self" {
                // `a::{self}` binds `a`: the segment before the group.
                source.text_of(first.checked_sub(4)?).to_string()
            } else {
                end_text.to_string()
            };
            leaves.push(Leaf {
                span: (start, k),
                prefix,
                glob: end_text == "*",
                bound,
            });
        }
        start = k + 1;
    }
    Some(leaves)
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
