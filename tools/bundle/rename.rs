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
    let tokens = tokenize(source)?;
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text(source));
    let kept = kept_names(source, &tokens);
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
    let mut fresh = Fresh::default();
    let mut renamed: BTreeMap<&str, String> = BTreeMap::new();
    for (word, _) in order {
        let short = fresh.next(&taken);
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
    let mut attribute_depth: Option<i32> = None;
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
        if t.kind == Kind::Punct
            && text(i) == "["
            && (text(i.wrapping_sub(1)) == "#"
                || text(i.wrapping_sub(1)) == "!" && text(i.wrapping_sub(2)) == "#")
        {
            attribute_depth = Some(0);
        }
        if let Some(depth) = attribute_depth.as_mut() {
            match text(i) {
                "[" => *depth += 1,
                "]" => *depth -= 1,
                _ => {}
            }
            if t.kind == Kind::Ident {
                kept.insert(t.text(source));
            }
            if *depth == 0 {
                attribute_depth = None;
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
        if capital || item || path || field || before == "." || after == "!" {
            kept.insert(word);
        }
    }
    kept
}

/// The words of a string literal's text: what a format string could name.
fn words(literal: &str) -> Vec<&str> {
    literal
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// Short names in order: `a` to `z`, then `aa`, `ab`, ...
#[derive(Default)]
struct Fresh {
    next: usize,
}

impl Fresh {
    /// The next short name that is not taken.
    fn next(&mut self, taken: &BTreeSet<String>) -> String {
        loop {
            let name = Fresh::name(self.next);
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
        let mut fresh = Fresh { next: 26 };
        let names: Vec<String> = (0..26 * 26).map(|_| fresh.next(&BTreeSet::new())).collect();
        for word in ["as", "do", "fn", "if", "in"] {
            assert!(!names.iter().any(|n| n == word), "{}", word);
        }
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
