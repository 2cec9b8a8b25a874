//! A source file as the bundler reads it: tokenized, its `#[cfg(test)]` items found, the
//! constructs that would not survive being pasted refused (naming the file and line), its `use`
//! paths read, and its text given back without the items left out.

use super::lexer::{
    indent_with_tabs, minify, strip_comments, tidy_blank_lines, tokenize, unindent, Fault, Kind, Token,
};
use super::Form;
use crate::error::ToolError;
use crate::problem::files::read_text;
use crate::problem::project::Project;
use std::path::Path;

/// A source file, tokenized.
pub(super) struct Source {
    /// The path as shown in errors (relative to the checkout).
    pub(super) shown: String,
    pub(super) text: String,
    pub(super) tokens: Vec<Token>,
    /// Token index ranges of the items under `#[cfg(test)]`.
    pub(super) tests: Vec<(usize, usize)>,
}

impl Source {
    pub(super) fn read(path: &Path, project: &Project) -> Result<Source, ToolError> {
        Source::parse(project.shown(path), read_text(path)?)
    }

    /// The source `text`, shown in errors as `shown`.
    pub(super) fn parse(shown: String, text: String) -> Result<Source, ToolError> {
        let tokens = tokenize(&text)
            .map_err(|(line, what)| ToolError::failed(format!("{}:{}: {}", shown, line, what)))?;
        let mut source = Source {
            shown,
            text,
            tokens,
            tests: Vec::new(),
        };
        source.tests = source.test_spans()?;
        Ok(source)
    }

    pub(super) fn fault(&self, line: usize, what: String) -> ToolError {
        ToolError::failed(format!("{}:{}: cannot bundle: {}", self.shown, line, what))
    }

    pub(super) fn text_of(&self, i: usize) -> &str {
        self.tokens.get(i).map_or("", |t| t.text(&self.text))
    }

    /// Whether tokens `i..` spell `words` (each word one token).
    pub(super) fn spells(&self, i: usize, words: &[&str]) -> bool {
        words.iter().enumerate().all(|(k, w)| self.text_of(i + k) == *w)
    }

    /// Refuses what would break or change meaning once pasted into another file.
    pub(super) fn refuse_unsafe_constructs(&self, library: bool) -> Result<(), ToolError> {
        let in_test = |i: usize| self.in_test(i);
        for (i, token) in self.tokens.iter().enumerate() {
            if in_test(i) {
                continue;
            }
            let word = token.text(&self.text);
            let line = token.line;
            let macro_call = self.text_of(i + 1) == "!";
            let refuse = |why: &str| Err(self.fault(line, why.to_string()));
            match word {
                "include" | "include_str" | "include_bytes" if macro_call => {
                    return refuse("include macros read files the judge does not have")
                }
                "env" | "option_env" if macro_call => {
                    return refuse("env! reads the build environment, which a judge does not have")
                }
                "crate" if library && self.spells(i + 1, &[":", ":"]) => {
                    return refuse("library modules must name siblings as super::name, not crate::")
                }
                "$" if self.text_of(i + 1) == "crate" => return refuse("$crate paths do not survive bundling"),
                "extern" if self.text_of(i + 1) == "crate" => return refuse("extern crate: a bundle is std-only"),
                "#" if self.spells(i + 1, &["[", "path"]) || self.spells(i + 1, &["!", "[", "path"]) => {
                    return refuse("#[path] points at files the bundle does not carry")
                }
                "#" if self.spells(i + 1, &["[", "macro_export"]) => {
                    return refuse("#[macro_export] macros move to the crate root and break their paths")
                }
                "mod" if token.kind == Kind::Ident
                    && self.tokens.get(i + 1).map_or(false, |t| t.kind == Kind::Ident)
                    && self.text_of(i + 2) == ";" =>
                {
                    return refuse("out-of-line modules (mod name;) are not inlined; only #[cfg(test)] mod tests; is dropped")
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Refuses a root-level item named `name`, which would clash with the pasted module.
    pub(super) fn refuse_root_item(&self, name: &str) -> Result<(), ToolError> {
        let mut depth = 0i32;
        for (i, token) in self.tokens.iter().enumerate() {
            match token.text(&self.text) {
                "{" => depth += 1,
                "}" => depth -= 1,
                kw @ ("mod" | "fn" | "struct" | "enum" | "const" | "static" | "trait" | "type")
                    if depth == 0 && self.text_of(i + 1) == name =>
                {
                    return Err(self.fault(
                        token.line,
                        format!("a root {} named {} clashes with the library module", kw, name),
                    ));
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Refuses `name` anywhere but at the head of a path `name::...`: `use cubesmith as cs;` or
    /// `use cubesmith;` would name the crate itself, which the bundle does not hold.
    pub(super) fn refuse_bare(&self, name: &str) -> Result<(), ToolError> {
        for (i, token) in self.tokens.iter().enumerate() {
            if !self.in_test(i) && token.text(&self.text) == name && !self.spells(i + 1, &[":", ":"]) {
                return Err(self.fault(
                    token.line,
                    format!(
                        "{} alone (as in `use {} as x;`) names the crate, which a bundle does not hold: name its modules, {}::module",
                        name, name, name
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Every path that follows `head::` outside test items, with its line: `head::a::b::X`
    /// gives `[a, b, X]`, and a group `head::a::{b, c::d}` gives `[a, b]` and `[a, c, d]`.
    /// A `super::super::x` chain read with head `super` gives `[super, x]` once.
    pub(super) fn use_paths(&self, head: &str) -> Result<Vec<(Vec<String>, usize)>, ToolError> {
        let mut found = Vec::new();
        let mut i = 0;
        while i < self.tokens.len() {
            let continues_chain = i >= 2 && self.text_of(i - 1) == ":" && self.text_of(i - 2) == ":";
            if self.in_test(i)
                || self.text_of(i) != head
                || !self.spells(i + 1, &[":", ":"])
                || continues_chain
            {
                i += 1;
                continue;
            }
            let line = self.tokens[i].line;
            let mut paths = Vec::new();
            i = self.use_tree(i + 3, &mut Vec::new(), &mut paths, head)?;
            found.extend(paths.into_iter().map(|p| (p, line)));
        }
        Ok(found)
    }

    /// Reads the use tree at token `i` below `prefix` into `out`; returns the index after it.
    fn use_tree(
        &self,
        mut i: usize,
        prefix: &mut Vec<String>,
        out: &mut Vec<Vec<String>>,
        head: &str,
    ) -> Result<usize, ToolError> {
        let depth = prefix.len();
        loop {
            let t = self.text_of(i);
            if t == "{" {
                i += 1;
                while self.text_of(i) != "}" && !self.text_of(i).is_empty() {
                    i = self.use_tree(i, prefix, out, head)?;
                    if self.text_of(i) == "," {
                        i += 1;
                    }
                }
                prefix.truncate(depth);
                return Ok(i + 1);
            }
            if t == "*" {
                return Err(self.fault(
                    self.tokens[i].line,
                    format!("glob import {}::*: name the modules", head),
                ));
            }
            match self.tokens.get(i).map(|t| t.kind) {
                Some(Kind::Ident) if t != "self" => prefix.push(t.to_string()),
                Some(Kind::Ident) if prefix.is_empty() && head == "cubesmith" => return Err(self.fault(
                    self.tokens[i].line,
                    "cubesmith::{self, ...} names the crate, which a bundle does not hold: name its modules"
                        .to_string(),
                )),
                Some(Kind::Ident) => {}
                _ => break,
            }
            i += 1;
            if self.spells(i, &[":", ":"]) {
                i += 2;
            } else {
                break;
            }
        }
        if prefix.len() > depth || depth > 0 {
            out.push(prefix.clone());
        }
        prefix.truncate(depth);
        Ok(i)
    }

    /// Refuses a module file holding anything but `pub mod name;` lines, each alone on its line
    /// (the form `Project::library` reads): `src/lib.rs`, whose items the bundle does not carry
    /// (crate attributes `#![...]` aside, which only the library build sees), or a family file
    /// (`src/pocket.rs`), around whose members the bundle writes its own `pub mod family { ... }`.
    pub(super) fn refuse_module_code(&self, holder: Holder) -> Result<(), ToolError> {
        let what = match holder {
            Holder::Crate => {
                "src/lib.rs holds only pub mod name; lines, comments and crate attributes #![...]"
            }
            Holder::Family => "a family module holds only pub mod child; lines (and comments)",
        };
        let mut i = 0;
        while i < self.tokens.len() {
            let line = self.tokens[i].line;
            if holder == Holder::Crate && self.spells(i, &["#", "!", "["]) {
                i = self.after_group(i + 2);
            } else if self.spells(i, &["pub", "mod"]) && self.text_of(i + 3) == ";" {
                let written = self.text.lines().nth(line - 1).unwrap_or("").trim();
                if written != format!("pub mod {};", self.text_of(i + 2)) {
                    return Err(self.fault(line, format!("{}: write each as one line `pub mod name;`", what)));
                }
                i += 4;
            } else {
                let found: String = self
                    .text
                    .lines()
                    .nth(line - 1)
                    .unwrap_or("")
                    .trim()
                    .chars()
                    .take(40)
                    .collect();
                return Err(self.fault(line, format!("{}, found `{}`", what, found)));
            }
        }
        Ok(())
    }

    /// The index just past the bracket group opening at `i` (`(`, `[` or `{`), or the end.
    pub(super) fn after_group(&self, i: usize) -> usize {
        let mut depth = 0i32;
        let mut j = i;
        while j < self.tokens.len() {
            match self.text_of(j) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth -= 1;
                    if depth == 0 {
                        return j + 1;
                    }
                }
                _ => {}
            }
            j += 1;
        }
        j
    }

    /// The item that the tokens from `i` begin, if they begin one the bundler can cut out whole:
    /// past attributes, a visibility and qualifiers (`const fn`, `unsafe impl`, `extern "C"
    /// fn`), an item keyword, `let`, or a macro call that ends in `;` or braces. Gives the index
    /// of its keyword (of the macro's name for a macro call) and how it ends. Anything else (a
    /// struct field, an enum variant, a match arm, an expression) is `None`.
    pub(super) fn item_head(&self, mut i: usize) -> Option<(usize, ItemEnd)> {
        // Items that end at their `;`, whatever braces come before (`let x = S { a: 1 };`).
        const STATEMENTS: &[&str] = &["const", "static", "use", "type", "let"];
        const BLOCKS: &[&str] = &[
            "fn", "mod", "impl", "struct", "enum", "trait", "extern", "unsafe", "async",
        ];
        while self.spells(i, &["#", "["]) {
            i = self.after_group(i + 1);
        }
        if self.text_of(i) == "pub" {
            i += 1;
            if self.text_of(i) == "(" {
                i = self.after_group(i);
            }
        }
        let ident = |k: usize| self.tokens.get(k).map_or(false, |t| t.kind == Kind::Ident);
        let literal = |k: usize| self.tokens.get(k).map_or(false, |t| t.kind == Kind::Literal);
        // Qualifiers before `fn`, `impl`, `trait` or `extern`.
        loop {
            let next = self.text_of(i + 1);
            let i_next = match self.text_of(i) {
                "const" | "async" if ["fn", "unsafe", "async", "extern"].contains(&next) => i + 1,
                "unsafe" if ["fn", "impl", "trait", "extern"].contains(&next) => i + 1,
                "extern" if next == "fn" => i + 1,
                "extern" if literal(i + 1) && self.text_of(i + 2) == "fn" => i + 2,
                _ => break,
            };
            i = i_next;
        }
        let word = self.text_of(i);
        if STATEMENTS.contains(&word) {
            return Some((i, ItemEnd::Semicolon));
        }
        if BLOCKS.contains(&word) || (word == "union" && ident(i + 1)) {
            return Some((i, ItemEnd::BlockOrSemicolon));
        }
        if ident(i) && self.text_of(i + 1) == "!" {
            // `name! (...);`, `name! {...}`, or `macro_rules! name {...}`.
            let group = if word == "macro_rules" { i + 3 } else { i + 2 };
            if self.text_of(group) == "{" {
                return Some((i, ItemEnd::BlockOrSemicolon));
            }
            if self.text_of(self.after_group(group)) == ";" {
                return Some((i, ItemEnd::Semicolon));
            }
        }
        None
    }

    /// The index just past the item whose keyword is token `k` (see [`Source::item_head`]):
    /// past its `;`, or the brace closing its body.
    pub(super) fn item_end(&self, k: usize, ends: ItemEnd) -> Result<usize, Unended> {
        let mut depth = 0i32;
        let mut j = k;
        loop {
            match self.text_of(j) {
                "" => return Err(Unended::Never),
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" if depth == 0 => return Err(Unended::Unclear),
                ")" | "]" => depth -= 1,
                "}" => {
                    depth -= 1;
                    if depth == 0 && ends == ItemEnd::BlockOrSemicolon {
                        return Ok(j + 1);
                    }
                }
                ";" if depth == 0 => return Ok(j + 1),
                _ => {}
            }
            j += 1;
        }
    }

    /// Whether token `i` belongs to an item under `#[cfg(test)]`.
    pub(super) fn in_test(&self, i: usize) -> bool {
        self.tests.iter().any(|&(a, b)| a <= i && i < b)
    }

    /// Token index ranges of items under `#[cfg(test)]`, attributes before it included (see
    /// [`Source::item_head`] for what counts as an item).
    fn test_spans(&self) -> Result<Vec<(usize, usize)>, ToolError> {
        let mut spans = Vec::new();
        let mut i = 0;
        while i < self.tokens.len() {
            if !self.spells(i, &["#", "[", "cfg", "(", "test", ")", "]"]) {
                i += 1;
                continue;
            }
            let (keyword, ends) = match self.item_head(i + 7) {
                Some(head) => head,
                None => {
                    i += 7;
                    continue;
                }
            };
            let end = self.item_end(keyword, ends).map_err(|fault| {
                let why = match fault {
                    Unended::Never => "#[cfg(test)] item never ends",
                    Unended::Unclear => "cannot tell where the #[cfg(test)] item ends",
                };
                self.fault(self.tokens[i].line, why.to_string())
            })?;
            spans.push((self.attributes_before(i), end));
            i = end;
        }
        Ok(spans)
    }

    /// The first of the outer attributes `#[...]` that end just before token `i` (`i` if none).
    fn attributes_before(&self, mut i: usize) -> usize {
        while i > 0 && self.text_of(i - 1) == "]" {
            let mut depth = 0i32;
            let mut j = i - 1;
            let open = loop {
                match self.text_of(j) {
                    "]" | ")" | "}" => depth += 1,
                    "[" | "(" | "{" => {
                        depth -= 1;
                        if depth == 0 {
                            break Some(j);
                        }
                    }
                    _ => {}
                }
                if j == 0 {
                    break None;
                }
                j -= 1;
            };
            match open {
                Some(open) if open > 0 && self.text_of(open) == "[" && self.text_of(open - 1) == "#" => {
                    i = open - 1;
                }
                _ => break,
            }
        }
        i
    }

    /// The library text of this module with its test items and the token ranges `left_out`
    /// cut out, without comments, blank lines tidied, laid out as `form` says: the library's documentation lives in the repository,
    /// and the bundle stays below judges' source limits.
    pub(super) fn library_text(&self, left_out: &[(usize, usize)], form: Form) -> Result<String, ToolError> {
        self.lexed(
            strip_comments(&self.without(left_out))
                .and_then(|text| tidy_blank_lines(&text))
                .and_then(|text| match form {
                    Form::Tabs => indent_with_tabs(&text),
                    Form::Unindented => unindent(&text),
                    Form::Minified | Form::AllMinified | Form::ShortNames | Form::ShortItems => minify(&text),
                }),
        )
    }

    /// What the lexer made of this source's text, its fault shown at its line in this source.
    pub(super) fn lexed<T>(&self, made: Result<T, Fault>) -> Result<T, ToolError> {
        made.map_err(|(line, what)| ToolError::failed(format!("{}:{}: {}", self.shown, line, what)))
    }

    /// The text with every `#[cfg(test)]` item and every token range of `left_out` cut out,
    /// along with the rest of their lines when nothing else is on them.
    pub(super) fn without(&self, left_out: &[(usize, usize)]) -> String {
        let mut spans: Vec<(usize, usize)> = self.tests.iter().chain(left_out).copied().collect();
        spans.sort_unstable();
        let mut out = String::new();
        let mut from = 0;
        let mut done = 0; // Tokens before this index are already cut or copied.
        for (a, b) in spans {
            if a < done || a == b {
                continue; // Inside a range cut already (a test item inside a dropped impl).
            }
            let start = line_start(&self.text, self.tokens[a].start);
            let mut end = line_end(&self.text, self.tokens[b - 1].end);
            if self.text_of(b - 1) == "," {
                // A leaf of a `use` cut with the comma after it: the spaces after go too.
                end += self.text[end..].len() - self.text[end..].trim_start_matches(' ').len();
            }
            out.push_str(&self.text[from..start.max(from)]);
            from = end.max(from);
            done = b;
        }
        out.push_str(&self.text[from..]);
        out
    }
}

/// Where an item under `#[cfg(test)]` ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ItemEnd {
    /// At its `;` (`let`, `const`, `static`, `use`, `type`, a macro call in parentheses).
    Semicolon,
    /// At the brace that closes its body, or its `;` if it has none (`fn`, `mod`, `struct`...).
    BlockOrSemicolon,
}

/// Why [`Source::item_end`] found no end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Unended {
    /// The file ends first.
    Never,
    /// A bracket closes that the item did not open.
    Unclear,
}

/// Which module file [`Source::refuse_module_code`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Holder {
    /// `src/lib.rs`.
    Crate,
    /// A family file, `src/<family>.rs`.
    Family,
}

/// The offset of the start of the line holding `at`, if only white space precedes `at` there.
fn line_start(text: &str, at: usize) -> usize {
    let begin = text[..at].rfind('\n').map_or(0, |p| p + 1);
    if text[begin..at].trim().is_empty() {
        begin
    } else {
        at
    }
}

/// The offset past the end of the line holding `at`, if only white space follows `at` there.
fn line_end(text: &str, at: usize) -> usize {
    let end = text[at..].find('\n').map_or(text.len(), |p| at + p + 1);
    if text[at..end].trim().is_empty() {
        end
    } else {
        at
    }
}
