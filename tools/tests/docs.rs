//! The docs' convention (docs/design.md, Conventions): every `pub fn` and `pub const fn` of the
//! library (`src/`) and of the tools (`tools/`), methods included, says its cost as `O(...)` in
//! its doc comment. Tests are left out: files named `tests.rs`, the folder `tools/tests/`, and
//! the modules marked `#[cfg(test)]` inside a file.
//!
//! The reading is by lines, not a parser: a function is a line that starts with `pub fn` or
//! `pub const fn` (also `unsafe`), its doc comment the `///` lines directly above it, with
//! one-line attributes and plain `//` comments between allowed. Whether a function can panic is
//! not something text tells, so the `# Panics` sections are not checked here.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

/// The `.rs` files under `dir`, tests left out, in path order.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {}", dir.display(), e))
        .map(|entry| entry.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "tests" && name != "target" {
                sources(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// The lines of `text` with its inline test modules (`#[cfg(test)]` over `mod NAME {` or
/// `pub mod NAME {`) blanked out, so that line numbers stay. A module ends at the first line
/// that is its closing brace at its own indentation, as rustfmt writes it.
fn without_tests(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i + 1 < lines.len() {
        let next = lines[i + 1];
        let module = next.trim_start();
        let opens = (module.starts_with("mod ") || module.starts_with("pub mod ")) && module.ends_with('{');
        if lines[i].trim() == "#[cfg(test)]" && opens {
            let close = format!("{}}}", &next[..next.len() - module.len()]);
            let end = (i + 2..lines.len())
                .find(|&j| lines[j] == close)
                .unwrap_or(lines.len() - 1);
            for line in &mut lines[i..=end] {
                *line = "";
            }
            i = end;
        }
        i += 1;
    }
    lines
}

/// The function's name if `line` declares a public function (`pub fn`, `pub const fn`,
/// `pub unsafe fn`, `pub const unsafe fn`). A line ending in `\` is inside a string literal (a
/// template of code), not code.
fn public_function(line: &str) -> Option<&str> {
    if line.ends_with('\\') {
        return None;
    }
    let mut rest = line.trim_start().strip_prefix("pub ")?;
    for qualifier in ["const ", "unsafe "] {
        if let Some(after) = rest.strip_prefix(qualifier) {
            rest = after;
        }
    }
    let rest = rest.strip_prefix("fn ")?;
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

/// The doc comment directly above line `at`, its lines joined; attributes (one line each) and
/// plain `//` comments between are skipped.
fn doc_above(lines: &[&str], at: usize) -> String {
    let between = |line: &str| {
        let line = line.trim_start();
        line.starts_with("#[") || line.starts_with("//") && !line.starts_with("///")
    };
    let mut i = at;
    while i > 0 && between(lines[i - 1]) {
        i -= 1;
    }
    let mut doc = Vec::new();
    while i > 0 && lines[i - 1].trim_start().starts_with("///") {
        i -= 1;
        doc.push(lines[i].trim_start().trim_start_matches('/').trim());
    }
    doc.reverse();
    doc.join(" ")
}

#[test]
fn every_public_function_documents_its_cost() {
    let root = common::root();
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    sources(&root.join("tools"), &mut files);
    assert!(
        files.len() > 50,
        "found only {} source files under {}",
        files.len(),
        root.display()
    );
    let mut checked = 0;
    let mut offenders = Vec::new();
    for path in &files {
        let text = fs::read_to_string(path).unwrap();
        let lines = without_tests(&text);
        for (i, line) in lines.iter().enumerate() {
            let name = match public_function(line) {
                Some(name) => name,
                None => continue,
            };
            checked += 1;
            let doc = doc_above(&lines, i);
            let fault = if doc.is_empty() {
                "no doc comment"
            } else if !doc.contains("O(") {
                "no cost (O(...)) in its doc comment"
            } else {
                continue;
            };
            let shown = path.strip_prefix(&root).unwrap_or(path);
            offenders.push(format!("{}:{}: {}: {}", shown.display(), i + 1, name, fault));
        }
    }
    assert!(checked > 100, "found only {} public functions", checked);
    assert!(
        offenders.is_empty(),
        "{} of {} public functions do not say their cost as docs/design.md asks:\n{}",
        offenders.len(),
        checked,
        offenders.join("\n")
    );
}
