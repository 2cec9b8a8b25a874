//! Where a line of a bundle comes from, so the compiler's messages about a bundle name the
//! source to edit: `--> dist/p/main.rs:52:5` becomes `--> dist/p/main.rs:52:5 (from
//! problems/p/main.rs:30)`.
//!
//! A bundle keeps the adapter's lines as written (less the items `main` does not reach) and each
//! library module's lines without comments, re-indented, inside `mod cubesmith { pub mod ... }`.
//! So a line is found by its text: the module it sits in is read from the bundle's tokens, and
//! within that module's source the line with the same text, counted in order among the lines
//! that share it. A minified bundle has no lines left to find; its messages stay as they are.

use crate::bundle::lexer::{strip_comments, tokenize, Kind};
use crate::problem::library::LibrarySource;

/// The sources a bundle was made of.
pub struct Sources<'a> {
    /// The adapter's text and how messages name it.
    pub adapter: (&'a str, String),
    /// The library.
    pub library: &'a LibrarySource,
}

/// `messages` (a compiler's, about the bundle at `shown`) with each `--> shown:L:C` line told
/// where line L comes from. O(messages x bundle).
pub fn annotate(messages: &str, shown: &str, bundle: &str, sources: &Sources<'_>) -> String {
    let marker = format!("--> {}:", shown);
    let modules = module_of_each_line(bundle);
    let mut out = String::with_capacity(messages.len());
    for line in messages.lines() {
        out.push_str(line);
        if let Some(at) = line.find(&marker) {
            let place = &line[at + marker.len()..];
            let number = place.split(':').next().and_then(|n| n.parse::<usize>().ok());
            if let Some((file, n)) = number.and_then(|l| origin(bundle, l, &modules, sources)) {
                out.push_str(&format!(" (from {}:{})", file, n));
            }
        }
        out.push('\n');
    }
    out
}

/// The file and line that line `line` (1-based) of `bundle` comes from, if it can be told.
fn origin(
    bundle: &str,
    line: usize,
    modules: &[Vec<String>],
    sources: &Sources<'_>,
) -> Option<(String, usize)> {
    let lines: Vec<&str> = bundle.lines().collect();
    let text = lines.get(line.checked_sub(1)?)?.trim();
    if text.is_empty() || text.starts_with("//") {
        return None;
    }
    let here = modules.get(line - 1)?;
    // The lines before it in the same module with the same text: it is the next one.
    let before = (0..line - 1)
        .filter(|&k| &modules[k] == here && lines[k].trim() == text)
        .count();
    match here.split_first() {
        None => {
            let (adapter, shown) = &sources.adapter;
            nth_line(adapter, text, before).map(|n| (shown.clone(), n))
        }
        Some((_, unit)) if !unit.is_empty() => {
            let file = LibrarySource::unit_file(&unit.join("::"));
            let source = sources.library.text(&file).ok()?;
            let code = strip_comments(&source).ok()?;
            // Comments went, so lines are counted in the source with its comments cut out,
            // which keeps every line where it was.
            let n = nth_line(&keep_lines(&source, &code), text, before)?;
            Some((sources.library.shown(&file), n))
        }
        Some(_) => None,
    }
}

/// The 1-based number of the `nth` (from 0) line of `text` that reads `wanted` once trimmed; the
/// first such line if there are fewer.
fn nth_line(text: &str, wanted: &str, nth: usize) -> Option<usize> {
    let matching: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.trim() == wanted)
        .map(|(k, _)| k + 1)
        .collect();
    matching.get(nth).or_else(|| matching.first()).copied()
}

/// `source`'s lines with what `code` (the source without comments) keeps of each: comment-only
/// lines become empty, so line numbers stay the source's.
fn keep_lines(source: &str, code: &str) -> String {
    let mut kept = code.lines();
    let mut next = kept.next();
    let mut out = String::new();
    for line in source.lines() {
        match next {
            Some(k) if line.trim_start().starts_with(k.trim_start()) && !k.trim().is_empty() => {
                out.push_str(k);
                next = kept.next();
            }
            Some(k) if k.trim().is_empty() && line.trim().is_empty() => next = kept.next(),
            _ => {}
        }
        out.push('\n');
    }
    out
}

/// For each line of `bundle`, the path of modules it sits in: empty for the adapter's lines,
/// `[cubesmith, pocket, cube]` for a library module's.
fn module_of_each_line(bundle: &str) -> Vec<Vec<String>> {
    let count = bundle.lines().count();
    let mut of_line = vec![Vec::new(); count];
    let tokens = match tokenize(bundle) {
        Ok(t) => t,
        Err(_) => return of_line,
    };
    let text = |i: usize| tokens.get(i).map_or("", |t| t.text(bundle));
    let mut path: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut filled = 0; // Lines before this one have their path.
    for (i, token) in tokens.iter().enumerate() {
        while filled < token.line.min(count) {
            of_line[filled] = path.iter().map(|(n, _)| n.clone()).collect();
            filled += 1;
        }
        match text(i) {
            "{" => {
                depth += 1;
                let opens_module = i >= 2 && text(i - 2) == "mod" && tokens[i - 1].kind == Kind::Ident;
                if opens_module {
                    path.push((text(i - 1).to_string(), depth));
                }
            }
            "}" => {
                if path.last().map_or(false, |(_, d)| *d == depth) {
                    path.pop();
                }
                depth -= 1;
            }
            _ => {}
        }
    }
    while filled < count {
        of_line[filled] = path.iter().map(|(n, _)| n.clone()).collect();
        filled += 1;
    }
    of_line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::library::LibrarySource;

    #[test]
    fn a_message_names_the_adapter_line_and_the_library_line() {
        let root = std::env::temp_dir().join(format!("cubesmith-origin-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("src")).unwrap();
        std::fs::write(root.join("src/lib.rs"), "pub mod a;\n").unwrap();
        std::fs::write(
            root.join("src/a.rs"),
            "//! A module.\n\n/// Twice.\npub fn f() -> u8 {\n    let y = 2; // why\n    y\n}\n",
        )
        .unwrap();
        let library = LibrarySource::folder(&root).unwrap();
        let adapter = "use cubesmith::a;\n\n// Why.\nfn main() {\n    let x = a::f();\n}\n";
        let bundle = "// header\nuse cubesmith::a;\nfn main() {\n    let x = a::f();\n}\n\n\
                      #[allow(dead_code, unused)]\nmod cubesmith {\npub mod a {\npub fn f() -> u8 {\n\tlet y = 2;\n\ty\n}\n}\n}\n";
        let sources = Sources {
            adapter: (adapter, "problems/p/main.rs".to_string()),
            library: &library,
        };
        let messages =
            "warning: unused variable: `x`\n --> dist/p/main.rs:4:9\n  |\nerror\n --> dist/p/main.rs:11:6\n";
        let said = annotate(messages, "dist/p/main.rs", bundle, &sources);
        assert!(
            said.contains(" --> dist/p/main.rs:4:9 (from problems/p/main.rs:5)\n"),
            "{}",
            said
        );
        assert!(
            said.contains(" --> dist/p/main.rs:11:6 (from src/a.rs:5)\n"),
            "{}",
            said
        );
        std::fs::remove_dir_all(&root).unwrap();
    }
}
