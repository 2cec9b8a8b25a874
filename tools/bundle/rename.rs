//! The bundle's last resort for a tight source limit: local names made short. Each identifier
//! that only ever names a local (a variable, a parameter, a closure's argument, a pattern's
//! binding) is renamed throughout the file to a short name that appears nowhere in it, the most
//! used first. The rename is one-to-one and to fresh names, so no name can capture another.
//!
//! An identifier is left as it is wherever it could be anything but a local: a keyword, a
//! primitive type or a prelude function; any name starting with a capital or an underscore; an
//! item's name (after `fn`, `mod`, `struct`, `enum`, `trait`, `type`, `const`, `static`,
//! `union`, `macro_rules!`); a field, method or path segment (after `.`, beside `::`); a macro
//! (before `!`); a name inside an attribute or a `use` declaration; a field (before `:`, after `{`
//! or `,` inside braces: struct fields, struct literals and patterns); and any word that appears
//! inside a string literal (a format string may name it). What is left is a
//! local by elimination, and a wrong guess only costs bytes, never meaning: the bundle is then
//! compiled and judged like any other.
//!
//! When even that is over the limit, the file's own functions, constants and fields are
//! renamed too (`shorten_locals_and_items`): every name the file defines after `fn`, `const` or
//! `static`, or as a named field of its structs and variants, that can only mean that item. A
//! name is left as it is wherever it could be someone else's: one called as a method (of a type
//! the bundler cannot see), one after `.` that is not one of the file's fields, a field of a
//! type that derives `Debug` (whose output shows the name) or named like a std type's public
//! field, one that follows a path whose last step is not one of the file's own modules or types
//! (`self`, `Self`, `super` and `crate` are its own: `u64::MAX` and `mem::swap` are std's), one
//! inside a `use` of another crate, a function of a trait or of a trait's implementation (the
//! trait names it), a macro's name, and any word inside a string literal or an attribute. The
//! rename is one-to-one and to fresh names, as for locals; where an item and a local share a
//! name, both get the same new one, so nothing changes meaning.

use super::lexer::{tokenize, Fault, Kind, Token};
use std::collections::{BTreeMap, BTreeSet};

/// Words that are never renamed: keywords, primitive types, prelude functions, macro fragment
/// specifiers.
const KEPT: &[&str] = &[
    "as",
    "async",
    "await",
    "break",
    "const",
    "continue",
    "crate",
    "dyn",
    "else",
    "enum",
    "extern",
    "false",
    "fn",
    "for",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "match",
    "mod",
    "move",
    "mut",
    "pub",
    "ref",
    "return",
    "self",
    "static",
    "struct",
    "super",
    "trait",
    "true",
    "type",
    "union",
    "unsafe",
    "use",
    "where",
    "while",
    "abstract",
    "become",
    "box",
    "do",
    "final",
    "gen",
    "macro",
    "override",
    "priv",
    "try",
    "typeof",
    "unsized",
    "virtual",
    "yield",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "f32",
    "f64",
    "bool",
    "char",
    "str",
    "drop",
    "main",
    "expr",
    "ident",
    "ty",
    "tt",
    "pat",
    "pat_param",
    "path",
    "block",
    "stmt",
    "item",
    "literal",
    "lifetime",
    "meta",
    "vis",
];

/// The keywords after which an identifier names an item.
const ITEM_KEYWORDS: &[&str] = &[
    "fn", "mod", "struct", "enum", "trait", "type", "const", "static", "union",
];

/// `source` with its locals' names shortened (see the module's documentation). O(tokens x
/// log names).
pub fn shorten_locals(source: &str) -> Result<String, Fault> {
    shorten(source, false)
}

/// `source` with its locals' names and its own functions', constants' and fields' names
/// shortened (see the module's documentation). O(tokens x (log names + attributes)).
pub fn shorten_locals_and_items(source: &str) -> Result<String, Fault> {
    shorten(source, true)
}

/// `source` with its locals' names shortened, and its items' too if `items`.
fn shorten(source: &str, items: bool) -> Result<String, Fault> {
    let tokens = tokenize(source)?;
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text(source));
    let mut kept = kept_names(source, &tokens);
    if items {
        for name in own_items(source, &tokens) {
            kept.remove(name);
        }
    }
    let mut uses: BTreeMap<&str, usize> = BTreeMap::new();
    let mut taken: BTreeSet<String> = BTreeSet::new();
    for (i, t) in tokens.iter().enumerate() {
        if t.kind != Kind::Ident {
            continue;
        }
        let word = text(i);
        taken.insert(word.to_string());
        if !kept.contains(word) {
            *uses.entry(word).or_insert(0) += 1;
        }
    }
    // The most used names get the shortest new ones, and only where the new one is shorter.
    let mut order: Vec<(&str, usize)> = uses.into_iter().collect();
    order.sort_by(|a, b| (b.1 * b.0.len()).cmp(&(a.1 * a.0.len())).then(a.0.cmp(b.0)));
    // Constants get capitals, as the compiler's lint wants.
    let (mut fresh, mut fresh_capital) = (Fresh::default(), Fresh::capitals());
    let mut renamed: BTreeMap<&str, String> = BTreeMap::new();
    for (word, _) in order {
        let short = if word.starts_with(|c: char| c.is_ascii_uppercase()) {
            fresh_capital.next(&taken)
        } else {
            fresh.next(&taken)
        };
        if short.len() < word.len() {
            taken.insert(short.clone());
            renamed.insert(word, short);
        }
    }
    let mut out = String::with_capacity(source.len());
    let mut from = 0;
    for t in &tokens {
        if let Some(short) = renamed.get(t.text(source)).filter(|_| t.kind == Kind::Ident) {
            out.push_str(&source[from..t.start]);
            out.push_str(short);
            from = t.end;
        }
    }
    out.push_str(&source[from..]);
    Ok(out)
}

/// Every identifier of `source` that may name something other than a local.
fn kept_names<'a>(source: &'a str, tokens: &[Token]) -> BTreeSet<&'a str> {
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text(source));
    let mut kept: BTreeSet<&'a str> = KEPT.iter().copied().collect();
    let attribute = in_attributes(source, tokens);
    let mut in_use = false;
    // The brackets open around each token: a name before `:` inside braces is a field.
    let mut open: Vec<&str> = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        match text(i) {
            "{" | "(" | "[" if t.kind == Kind::Punct => open.push(text(i)),
            "}" | ")" | "]" if t.kind == Kind::Punct => {
                open.pop();
            }
            _ => {}
        }
        // A `use` declaration names items of other modules and crates: all of it stays.
        match text(i) {
            "use" if t.kind == Kind::Ident => in_use = true,
            ";" if in_use => in_use = false,
            _ => {}
        }
        if in_use {
            if t.kind == Kind::Ident {
                kept.insert(t.text(source));
            }
            continue;
        }
        // Inside `#[...]` or `#![...]`, nothing is renamed.
        if attribute[i] {
            if t.kind == Kind::Ident {
                kept.insert(t.text(source));
            }
            continue;
        }
        if t.kind == Kind::Literal && t.text(source).contains('"') {
            kept.extend(words(t.text(source)));
            continue;
        }
        if t.kind != Kind::Ident {
            continue;
        }
        let word = t.text(source);
        let (before, after) = (text(i.wrapping_sub(1)), text(i + 1));
        let path = (after == ":" && text(i + 2) == ":") || (before == ":" && text(i.wrapping_sub(2)) == ":");
        let field =
            after == ":" && text(i + 2) != ":" && matches!(before, "{" | ",") && open.last() == Some(&"{");
        let capital = !word.starts_with(|c: char| c.is_ascii_lowercase());
        let item =
            ITEM_KEYWORDS.contains(&before) || before == "!" && text(i.wrapping_sub(2)) == "macro_rules";
        // After `.` a field or method, but after `..` the end of a range.
        let member = before == "." && text(i.wrapping_sub(2)) != ".";
        if capital || item || path || field || member || after == "!" {
            kept.insert(word);
        }
    }
    kept
}

/// The names `source` defines after `fn`, `const` or `static` or as fields that can only mean
/// those items (see the module's documentation), KEPT words aside.
fn own_items<'a>(source: &'a str, tokens: &[Token]) -> BTreeSet<&'a str> {
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text(source));
    let is_ident = |i: usize| tokens.get(i).map_or(false, |t| t.kind == Kind::Ident);
    // The file's own modules and types: a path through one of them stays in the file.
    let mut own: BTreeSet<&str> = ["self", "Self", "super", "crate"].iter().copied().collect();
    for i in 0..tokens.len() {
        if matches!(text(i), "mod" | "struct" | "enum" | "trait" | "type" | "union") && is_ident(i + 1) {
            own.insert(text(i + 1));
        }
    }
    let (fields, shown_fields) = struct_fields(source, tokens);
    let mut defined: BTreeSet<&str> = fields.difference(&shown_fields).copied().collect();
    let mut foreign: BTreeSet<&str> = KEPT.iter().chain(STD_FIELDS).copied().collect();
    foreign.extend(shown_fields.iter().copied());
    let mut depth = 0;
    // The depths of the bodies of traits and of trait implementations open around the token.
    let mut trait_bodies: Vec<i32> = Vec::new();
    let mut trait_head = false;
    let attribute = in_attributes(source, tokens);
    let mut foreign_use = false;
    let mut in_use = false;
    for (i, t) in tokens.iter().enumerate() {
        let word = text(i);
        if t.kind == Kind::Literal && word.contains('"') {
            foreign.extend(words(word));
            continue;
        }
        if attribute[i] {
            if t.kind == Kind::Ident {
                foreign.insert(word);
            }
            continue;
        }
        if t.kind == Kind::Punct {
            match word {
                "{" => {
                    depth += 1;
                    if trait_head {
                        trait_bodies.push(depth);
                        trait_head = false;
                    }
                }
                "}" => {
                    if trait_bodies.last() == Some(&depth) {
                        trait_bodies.pop();
                    }
                    depth -= 1;
                }
                // A glob of another crate's names might hold one of the file's: rename no item.
                "*" if in_use && foreign_use => return BTreeSet::new(),
                ";" => {
                    in_use = false;
                    // `impl Trait for Type;` has no body, nor does a trait alias.
                    trait_head = false;
                }
                _ => {}
            }
            continue;
        }
        if t.kind != Kind::Ident {
            continue;
        }
        match word {
            "trait" => trait_head = true,
            // An implementation is a trait's once `for` comes before its body (a `for<'a>`
            // bound counts too, which only keeps more names).
            "for"
                if tokens[..i]
                    .iter()
                    .rev()
                    .map(|t| t.text(source))
                    .take_while(|w| *w != "{" && *w != "}" && *w != ";")
                    .any(|w| w == "impl") =>
            {
                trait_head = true
            }
            "use" => {
                in_use = true;
                let root = if text(i + 1) == ":" {
                    text(i + 3)
                } else {
                    text(i + 1)
                };
                foreign_use = !own.contains(root);
                continue;
            }
            _ => {}
        }
        let (before, after) = (text(i.wrapping_sub(1)), text(i + 1));
        let foreign_path =
            before == ":" && text(i.wrapping_sub(2)) == ":" && !own.contains(text(i.wrapping_sub(3)));
        // After `.`, a method (called, or named with `::<>`) or a field: only the file's own
        // fields are known to be the file's.
        let member = before == "." && text(i.wrapping_sub(2)) != ".";
        let method = member && matches!(after, "(" | ":");
        let other_field = member && !fields.contains(word);
        if in_use && foreign_use || method || other_field || foreign_path || after == "!" {
            foreign.insert(word);
        }
        if matches!(before, "fn" | "const" | "static") {
            if !trait_bodies.is_empty() {
                foreign.insert(word);
            } else {
                defined.insert(word);
            }
        }
    }
    defined.retain(|name| !foreign.contains(name) && *name != "main");
    defined
}

/// The public fields of std's types (`Range`'s, `process::Output`'s): a field access with one
/// of these names may be std's.
const STD_FIELDS: &[&str] = &["start", "end", "status", "stdout", "stderr"];

/// The named fields of the file's structs, unions and enums' variants, and apart those of the
/// types that derive `Debug`, whose output shows their names.
fn struct_fields<'a>(source: &'a str, tokens: &[Token]) -> (BTreeSet<&'a str>, BTreeSet<&'a str>) {
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text(source));
    let is_ident = |i: usize| tokens.get(i).map_or(false, |t| t.kind == Kind::Ident);
    let (mut fields, mut shown) = (BTreeSet::new(), BTreeSet::new());
    for k in 0..tokens.len() {
        if !is_ident(k) || !matches!(text(k), "struct" | "enum" | "union") {
            continue;
        }
        // The body: the first `{` before any `;` (a tuple or unit struct has neither).
        let mut i = k + 1;
        while i < tokens.len() && !matches!(text(i), "{" | ";") {
            i += 1;
        }
        let into = if derives_debug(source, tokens, k) {
            &mut shown
        } else {
            &mut fields
        };
        if text(i) != "{" {
            continue;
        }
        let mut depth = 0;
        loop {
            match text(i) {
                "{" => depth += 1,
                "}" => depth -= 1,
                ":" if text(i + 1) != ":"
                    && text(i - 1) != ":"
                    && is_ident(i - 1)
                    && matches!(text(i - 2), "{" | "," | "pub" | ")") =>
                {
                    into.insert(text(i - 1));
                }
                "" => break,
                _ => {}
            }
            i += 1;
            if depth == 0 {
                break;
            }
        }
    }
    (fields, shown)
}

/// Whether the attributes before the item whose keyword is token `k` (past its visibility)
/// derive `Debug`.
fn derives_debug(source: &str, tokens: &[Token], k: usize) -> bool {
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text(source));
    let mut j = k;
    while j > 0 {
        let closing = match text(j - 1) {
            "pub" => {
                j -= 1;
                continue;
            }
            ")" => "(",
            "]" => "[",
            _ => return false,
        };
        // Back to the bracket that opens the group ending at `j - 1`.
        let (mut open, mut depth) = (j - 1, 0);
        loop {
            match text(open) {
                ")" | "]" => depth += 1,
                "(" | "[" => depth -= 1,
                _ => {}
            }
            if depth == 0 || open == 0 {
                break;
            }
            open -= 1;
        }
        if closing == "[" && (open + 1..j - 1).any(|i| text(i) == "Debug") {
            return true;
        }
        // `pub(crate)`'s group, or an attribute's `#` (and `!`).
        j = open;
        while j > 0 && matches!(text(j - 1), "#" | "!") {
            j -= 1;
        }
    }
    false
}

/// For each token, whether it is part of an attribute, `#[...]` or `#![...]` (its brackets
/// included). O(tokens).
fn in_attributes(source: &str, tokens: &[Token]) -> Vec<bool> {
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text(source));
    let mut inside = vec![false; tokens.len()];
    let mut depth = 0;
    for (i, t) in tokens.iter().enumerate() {
        let opens = t.kind == Kind::Punct
            && text(i) == "["
            && (text(i.wrapping_sub(1)) == "#"
                || text(i.wrapping_sub(1)) == "!" && text(i.wrapping_sub(2)) == "#");
        if depth == 0 && !opens {
            continue;
        }
        match text(i) {
            "[" if t.kind == Kind::Punct => depth += 1,
            "]" if t.kind == Kind::Punct => depth -= 1,
            _ => {}
        }
        inside[i] = true;
    }
    inside
}

/// The words of a string literal's text: what a format string could name.
fn words(literal: &str) -> Vec<&str> {
    literal
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// Short names in order: `a` to `z`, then `aa`, `ab`, ... (or in capitals: `A`, ...).
#[derive(Default)]
struct Fresh {
    next: usize,
    capitals: bool,
}

impl Fresh {
    /// Names in capitals, for constants.
    fn capitals() -> Fresh {
        Fresh {
            next: 0,
            capitals: true,
        }
    }

    /// The next short name that is not taken.
    fn next(&mut self, taken: &BTreeSet<String>) -> String {
        loop {
            let mut name = Fresh::name(self.next);
            if self.capitals {
                name.make_ascii_uppercase();
            }
            self.next += 1;
            if !taken.contains(&name) && !KEPT.contains(&name.as_str()) {
                return name;
            }
        }
    }

    /// Name number `n`: base 26 in letters, shortest first.
    fn name(mut n: usize) -> String {
        let mut letters = Vec::new();
        loop {
            letters.push(b'a' + (n % 26) as u8);
            if n < 26 {
                break;
            }
            n = n / 26 - 1;
        }
        letters.reverse();
        String::from_utf8(letters).expect("ASCII letters")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locals_get_short_fresh_names_and_everything_else_stays() {
        let source = "struct Point { x: u32, y: u32 }\n\
                      fn total(points: &[Point], scale: u32) -> u32 {\n\
                      let mut running = 0;\n\
                      for point in points.iter() { running += point.x * scale + point.y; }\n\
                      let shorthand = Point { x: running, y: 0 };\n\
                      let Point { x, y } = shorthand;\n\
                      println!(\"{} {}\", x, y);\n\
                      let captured = 3; let _ = format!(\"{captured}\");\n\
                      let m = { use std::cmp::{max, min}; max(min(running, x), 1) }; m\n}\n";
        let out = shorten_locals(source).unwrap();
        // Locals renamed, consistently.
        for gone in ["running", "point ", "shorthand", "points", "scale"] {
            assert!(!out.contains(gone), "{} stays in {}", gone, out);
        }
        // Items, fields, parameters, methods, macros, paths and format-named words stay.
        for kept in [
            "struct Point { x: u32, y: u32 }",
            "fn total(",
            ".iter()",
            ".x",
            "let Point { x, y }",
            "println!",
            "use std::cmp::{max, min}; max(min(",
            "let captured",
        ] {
            assert!(out.contains(kept), "{:?} is not in {}", kept, out);
        }
    }

    #[test]
    fn fresh_names_skip_taken_ones_and_keywords() {
        let taken: BTreeSet<String> = ["a", "b"].iter().map(|s| s.to_string()).collect();
        let mut fresh = Fresh::default();
        assert_eq!(fresh.next(&taken), "c");
        assert_eq!(Fresh::name(25), "z");
        assert_eq!(Fresh::name(26), "aa");
        assert_eq!(Fresh::name(27), "ab");
        // `as`, `do`, `fn`, `if`, `in` are never given.
        let mut fresh = Fresh {
            next: 26,
            capitals: false,
        };
        let names: Vec<String> = (0..26 * 26).map(|_| fresh.next(&BTreeSet::new())).collect();
        for word in ["as", "do", "fn", "if", "in"] {
            assert!(!names.iter().any(|n| n == word), "{}", word);
        }
    }

    #[test]
    fn only_names_that_can_only_mean_the_file_s_own_items_are_renamed_as_items() {
        let source = "mod a { use std::cmp::max; pub fn smallest() -> u8 { max(1, 2) } }\n\
                      mod b { pub fn max() -> u8 { 3 } pub const LIMIT: u8 = 4; pub const MIN: u8 = 0;\n\
                      pub fn len() -> usize { vec![1].len() } pub fn said() {}\n\
                      pub fn helper() -> u8 { LIMIT + u8::MIN + MIN }\n\
                      pub struct T; impl std::fmt::Display for T {\n\
                      fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {\n\
                      write!(f, \"said\") } }\n\
                      trait Tr { fn provided(&self) {} } }\n\
                      fn main() { b::helper(); self::b::max(); a::smallest(); b::said(); }\n";
        let tokens = tokenize(source).unwrap();
        let items = own_items(source, &tokens);
        let expected: BTreeSet<&str> = ["helper", "LIMIT", "smallest"].iter().copied().collect();
        // `max`: std's in `a`; `MIN`: after `u8::`; `len`: after `.`; `fmt`, `provided`: a
        // trait's; `said`: in a string; `main`: the program's.
        assert_eq!(items, expected);
        // Fields: the file's own, unless its type derives `Debug`, or the name may be a std
        // type's field or a method.
        let fields = "pub struct P { pub far_field: u8, pub start: u8, pub len: u8 }\n\
                      #[derive(Clone, Debug)]\npub struct Q { pub shown_field: u8 }\n\
                      fn g(p: P, q: Q) -> usize {\n\
                      let v = vec![p.far_field, p.start, p.len, q.shown_field]; v.len() }\n";
        let items = own_items(fields, &tokenize(fields).unwrap());
        let expected: BTreeSet<&str> = ["far_field", "g"].iter().copied().collect();
        assert_eq!(items, expected);
        // After `..`, the end of a range, not a field: a local there is renamed.
        let range = "fn h() -> usize { let bound = 3; (0..bound).count() }\n";
        assert!(!shorten_locals(range).unwrap().contains("bound"));
        // A glob of std's names might hold any of them: no item is renamed.
        let glob = "use std::cmp::*; pub fn helper() -> u8 { max(1, 2) }\n";
        assert!(own_items(glob, &tokenize(glob).unwrap()).is_empty());
        // Constants get names in capitals, functions in small letters.
        let out =
            shorten_locals_and_items("const LONG_NAME: u8 = 1; fn long_function() -> u8 { LONG_NAME }\n")
                .unwrap();
        assert_eq!(out, "const A: u8 = 1; fn a() -> u8 { A }\n");
    }

    #[test]
    fn a_macro_s_fragments_and_attributes_stay() {
        let source = "macro_rules! each { ($index:expr, $i:ident) => { $index }; }\n\
                      #[allow(dead_code)]\nfn f() { let value = 1; each!(value, q); }\n";
        let out = shorten_locals(source).unwrap();
        assert!(
            out.contains(":expr") && out.contains(":ident") && out.contains("#[allow(dead_code)]"),
            "{}",
            out
        );
        assert!(!out.contains("value"), "{}", out);
    }
}
