//! The bundler: one std-only file per problem, `dist/<id>/main.rs`: the adapter without the items
//! its `main` does not reach (see [`adapter`]), then `mod cubesmith { ... }` with the library items
//! it reaches (see [`items`]), library comments and `#[cfg(test)]` items dropped. What it keeps,
//! how it writes the file and the rules it enforces on the library and the adapters are written
//! in one place: `docs/bundler.md`.

use crate::bundle::lexer::{
    indent_with_tabs, minify, strip_comments, tidy_blank_lines, tokenize, unindent, Fault, Kind, Token,
};
use crate::error::ToolError;
use crate::judge::process::process_exists;
use crate::problem::files::read_text;
use crate::problem::library::{git_commit, LibrarySource};
use crate::problem::profile::Version;
use crate::problem::project::{Problem, Project};
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

mod adapter;
mod items;
pub mod lexer;
mod origin;

/// A finished bundle.
#[derive(Debug)]
pub struct Bundle {
    /// The file's text.
    pub text: String,
    /// The library modules inside, sorted.
    pub modules: Vec<String>,
}

/// How much of each library module a bundle carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// Only the items the adapter reaches, and only the modules holding one (the default).
    Reached,
    /// Every candidate module whole (`cubesmith bundle --whole-modules`).
    WholeModules,
}

/// Builds the bundle of `problem` in memory, keeping only the library items the adapter
/// reaches. Deterministic: the same sources and commit give the same bytes.
#[cfg(test)]
pub fn build(project: &Project, problem: &Problem) -> Result<Bundle, ToolError> {
    build_keeping(project, problem, Keep::Reached)
}

/// Builds the bundle of `problem` in memory, keeping what `keep` says of each library module.
/// Deterministic: the same sources and commit give the same bytes.
pub fn build_keeping(project: &Project, problem: &Problem, keep: Keep) -> Result<Bundle, ToolError> {
    let library = &project.library;
    library_file(library, "lib.rs")?.refuse_module_code(Holder::Crate)?;
    let adapter_path = problem.adapter_path();
    let whole_adapter = Source::read(&adapter_path, project)?;
    whole_adapter.refuse_unsafe_constructs(false)?;
    whole_adapter.refuse_root_item("cubesmith")?;
    whole_adapter.refuse_bare("cubesmith")?;
    for (path, line) in whole_adapter.use_paths("cubesmith")? {
        if library.resolve(&path).is_empty() {
            return Err(whole_adapter.fault(
                line,
                format!(
                    "cubesmith::{} is not a library module (adapters name modules: {})",
                    path.join("::"),
                    library.units.join(", ")
                ),
            ));
        }
    }
    // The adapter's items that `main` does not reach (hooks for the tools) are left out.
    let (adapter, adapter_left_out) = match keep {
        Keep::Reached => {
            let (text, left_out) = adapter::reached(&whole_adapter);
            (Source::parse(whole_adapter.shown.clone(), text)?, left_out)
        }
        Keep::WholeModules => (whole_adapter, Vec::new()),
    };

    // The candidates: what the adapter names, and what those name, transitively.
    let mut wanted: BTreeSet<String> = BTreeSet::new();
    // The modules the adapter names itself (not through a whole family): always pasted, so that
    // its `use` lines resolve.
    let mut named: BTreeSet<String> = BTreeSet::new();
    let mut queue: Vec<String> = Vec::new();
    for (path, _) in adapter.use_paths("cubesmith")? {
        let units = library.resolve(&path);
        if let [unit] = units.as_slice() {
            if path.len() >= unit.split("::").count() {
                named.insert(unit.clone());
            }
        }
        for unit in units {
            if wanted.insert(unit.clone()) {
                queue.push(unit);
            }
        }
    }
    let mut sources = Vec::new();
    while let Some(unit) = queue.pop() {
        let source = library_file(library, &LibrarySource::unit_file(&unit))?;
        source.refuse_unsafe_constructs(true)?;
        let here: Vec<String> = unit.split("::").map(str::to_string).collect();
        for (path, line) in source.use_paths("super")? {
            // `super::` once per level: a sibling, or from a family member, the crate root.
            let ups = path.iter().take_while(|p| *p == "super").count() + 1;
            if ups > here.len() {
                return Err(source.fault(line, "super:: climbs above the library".to_string()));
            }
            let mut absolute = here[..here.len() - ups].to_vec();
            absolute.extend(path[ups - 1..].iter().cloned());
            for dep in library.resolve(&absolute) {
                if wanted.insert(dep.clone()) {
                    queue.push(dep);
                }
            }
        }
        sources.push((unit, source));
    }
    for family in &library.families {
        if wanted.iter().any(|u| u.starts_with(&format!("{}::", family))) {
            library_file(library, &format!("{}.rs", family))?.refuse_module_code(Holder::Family)?;
        }
    }
    sources.sort_by(|a, b| a.0.cmp(&b.0));

    // What each module leaves out besides its test items; `None` leaves the module out.
    let left_out: Vec<Option<Vec<items::Span>>> = match keep {
        Keep::Reached => items::unreached(&adapter, &sources, &named),
        Keep::WholeModules => sources.iter().map(|_| Some(Vec::new())).collect(),
    };
    let pasted: Vec<(&String, &Source, &Vec<items::Span>)> = sources
        .iter()
        .zip(&left_out)
        .filter_map(|((unit, source), out)| out.as_ref().map(|out| (unit, source, out)))
        .collect();
    let modules: Vec<String> = pasted.iter().map(|(unit, _, _)| unit.to_string()).collect();

    // The library indented with tabs; in fewer bytes while that is over the judge's limit, and
    // last the adapter in fewer bytes too.
    let commit = provenance(project, problem);
    let adapter_text = adapter.without(&[]);
    let mut text = String::new();
    let limit = problem.profile.source_limit_bytes.value;
    for &form in Form::ALL.iter() {
        text = header(problem, &commit, keep, &modules, &adapter_left_out, form);
        text.push('\n');
        if form == Form::AllMinified {
            text.push_str(adapter.lexed(minify(&adapter_text))?.trim_end());
        } else {
            text.push_str(adapter_text.trim_end());
        }
        text.push('\n');
        text.push_str(&library_modules(&pasted, form)?);
        if text.len() as u64 <= limit {
            break;
        }
    }
    let size = text.len() as u64;
    if size > limit {
        return Err(ToolError::failed(format!(
            "the bundle of {} is {} bytes with the adapter and its library minified, over {}'s source limit of {} bytes",
            problem.id, size, problem.profile.name, limit
        )));
    }
    refuse_newer_syntax(problem, &text)?;
    Ok(Bundle { text, modules })
}

/// A compiler's `messages` about the bundle at `path`, each place in it told where it comes
/// from: the adapter's line, or a library file's (see [`origin`]).
pub fn annotated(project: &Project, problem: &Problem, path: &Path, messages: &str) -> String {
    let bundle = fs::read_to_string(path).unwrap_or_default();
    let adapter = fs::read_to_string(problem.adapter_path()).unwrap_or_default();
    let sources = origin::Sources {
        adapter: (&adapter, project.shown(&problem.adapter_path())),
        library: &project.library,
    };
    origin::annotate(messages, &path.to_string_lossy(), &bundle, &sources)
}

/// Refuses syntax newer than the judge's rustc that compiling with a newer one cannot catch:
/// an identifier captured in a format string (`"{x}"`, rustc 1.58). Clippy's `incompatible_msrv`
/// (run by the judge command) covers the library items.
fn refuse_newer_syntax(problem: &Problem, text: &str) -> Result<(), ToolError> {
    let judge = match problem.profile.rustc.value {
        Some(v) if v < Version(1, 58) => v,
        _ => return Ok(()),
    };
    let tokens =
        tokenize(text).map_err(|f| ToolError::failed(format!("the bundle of {}: {:?}", problem.id, f)))?;
    for token in tokens.iter().filter(|t| t.kind == Kind::Literal) {
        let literal = token.text(text);
        if literal.starts_with('"') && captures_an_identifier(literal) {
            return Err(ToolError::failed(format!(
                "the bundle of {}, line {}: {} captures an identifier in a format string, which needs rustc 1.58; {}'s rustc is {}: pass it as an argument (\"{{}}\", x)",
                problem.id, token.line, literal, problem.profile.name, judge
            )));
        }
    }
    Ok(())
}

/// Whether a string literal holds `{name}` or `{name:...}` (not `{{`, `{}`, `{0}`, `{:?}`).
fn captures_an_identifier(literal: &str) -> bool {
    let bytes = literal.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'{' {
            if bytes.get(i + 1) == Some(&b'{') {
                i += 2;
                continue;
            }
            let name_end = bytes[i + 1..]
                .iter()
                .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
                .map(|n| i + 1 + n);
            if let Some(end) = name_end {
                let name = &bytes[i + 1..end];
                let starts_as_name = name
                    .first()
                    .map_or(false, |b| b.is_ascii_alphabetic() || *b == b'_');
                if starts_as_name && (bytes[end] == b'}' || bytes[end] == b':') {
                    return true;
                }
            }
        }
        i += 1;
    }
    false
}

/// How a bundle is laid out: the first of these that fits the judge's source limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// Indented with tabs, as written.
    Tabs,
    /// Not indented, no blank lines.
    Unindented,
    /// The tokens with the least white space between them (`lexer::minify`).
    Minified,
    /// Minified, and the adapter too, which the other forms keep as written.
    AllMinified,
}

impl Form {
    const ALL: [Form; 4] = [Form::Tabs, Form::Unindented, Form::Minified, Form::AllMinified];
}

/// The bundle's comment lines: the problem and the commit; the library modules inside (a
/// family's members grouped, `cube3::{cubie, net}`) and how they are laid out (`form`); the
/// adapter's items left out.
fn header(
    problem: &Problem,
    commit: &str,
    keep: Keep,
    modules: &[String],
    adapter_left_out: &[String],
    form: Form,
) -> String {
    let mut text = format!(
        "// {} \"{}\" ({}): made by `cubesmith bundle` from {}; edit the sources, not this file.\n",
        problem.id, problem.meta.title, problem.profile.name, commit
    );
    text.push_str(&format!(
        "// Library inside: {} ({}, no comments, {}).\n",
        grouped(modules),
        match keep {
            Keep::Reached => "the items the adapter reaches",
            Keep::WholeModules => "whole modules",
        },
        match form {
            Form::Tabs => "tabs",
            Form::Unindented => "not indented: with tabs it was over the judge's source limit",
            Form::Minified => "minified: even unindented it was over the judge's source limit",
            Form::AllMinified => {
                "minified, and the adapter too: with only the library minified it was over the judge's source limit"
            }
        },
    ));
    if !adapter_left_out.is_empty() {
        text.push_str(&format!(
            "// Left out of the adapter (for cubesmith's tools, not main): {}.\n",
            adapter_left_out.join(", ")
        ));
    }
    text
}

/// Module names for the header, sorted, a family's members in one group: `cube3::{cubie, net},
/// io`; `none` for none.
fn grouped(modules: &[String]) -> String {
    let mut groups: Vec<(&str, Vec<&str>)> = Vec::new();
    for unit in modules {
        let (family, name) = match unit.find("::") {
            Some(at) => (&unit[..at], &unit[at + 2..]),
            None => ("", unit.as_str()),
        };
        match groups.last_mut() {
            Some((f, names)) if !family.is_empty() && *f == family => names.push(name),
            _ => groups.push((family, vec![name])),
        }
    }
    let written: Vec<String> = groups
        .iter()
        .map(|(family, names)| match names.as_slice() {
            [name] if family.is_empty() => name.to_string(),
            [name] => format!("{}::{}", family, name),
            _ => format!("{}::{{{}}}", family, names.join(", ")),
        })
        .collect();
    if written.is_empty() {
        "none".to_string()
    } else {
        written.join(", ")
    }
}

/// `mod cubesmith { ... }` with the library modules `pasted` (each with its spans left out),
/// families nested, laid out as `form` says; empty when none is pasted.
fn library_modules(
    pasted: &[(&String, &Source, &Vec<items::Span>)],
    form: Form,
) -> Result<String, ToolError> {
    let mut text = String::new();
    if pasted.is_empty() {
        return Ok(text);
    }
    // What the adapter does not use of what is kept (an unused `use` too) is no fault.
    text.push_str("\n#[allow(dead_code, unused)]\nmod cubesmith {\n");
    // Sorted, so a family's members are next to each other.
    let mut open_family: Option<&str> = None;
    for (unit, source, out) in pasted {
        let (family, name) = match unit.find("::") {
            Some(at) => (Some(&unit[..at]), &unit[at + 2..]),
            None => (None, unit.as_str()),
        };
        if open_family != family {
            if open_family.is_some() {
                text.push_str("}\n");
            }
            if let Some(f) = family {
                text.push_str(&format!("pub mod {} {{\n", f));
            }
            open_family = family;
        }
        text.push_str(&format!("pub mod {} {{\n", name));
        text.push_str(source.library_text(out, form)?.trim());
        text.push_str("\n}\n");
    }
    if open_family.is_some() {
        text.push_str("}\n");
    }
    text.push_str("}\n");
    Ok(text)
}

/// What [`write`] wrote.
#[derive(Debug)]
pub struct Written {
    /// `dist/<id>/main.rs`.
    pub path: std::path::PathBuf,
    /// Its size in bytes.
    pub size: usize,
    /// The library modules inside.
    pub modules: Vec<String>,
}

/// Builds the bundle of `problem` and writes it to `dist/<id>/main.rs` through a temporary
/// file and a rename, so no reader ever sees half a file. If the bundle cannot be built (over
/// the source limit, a construct refused), an older `dist/<id>/main.rs` is removed, so that no
/// stale bundle is left to paste. Temporary files left by bundlers that were killed are removed.
/// Keeps only the library items the adapter reaches.
pub fn write(project: &Project, problem: &Problem) -> Result<Written, ToolError> {
    write_keeping(project, problem, Keep::Reached)
}

/// [`write`], keeping what `keep` says of each library module.
pub fn write_keeping(project: &Project, problem: &Problem, keep: Keep) -> Result<Written, ToolError> {
    write_to(project, problem, keep, &project.bundle_path(&problem.id))
}

/// [`write_keeping`] into the file `path` instead of `dist/<id>/main.rs`.
pub fn write_to(project: &Project, problem: &Problem, keep: Keep, path: &Path) -> Result<Written, ToolError> {
    let path = path.to_path_buf();
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    if fs::canonicalize(&path).ok() == fs::canonicalize(problem.adapter_path()).ok() && path.exists() {
        return Err(ToolError::usage(format!(
            "{} is the solution itself: write the bundle elsewhere",
            project.shown(&path)
        )));
    }
    remove_stale_partials(dir);
    let bundle = match build_keeping(project, problem, keep) {
        Ok(bundle) => bundle,
        Err(mut e) => {
            // Only a bundle is removed, never a file of another kind at that path.
            if is_bundle(&path) && fs::remove_file(&path).is_ok() {
                let shown = path
                    .strip_prefix(&project.root)
                    .unwrap_or(&path)
                    .display()
                    .to_string();
                e.message.push_str(&format!("; the old {} was removed", shown));
            }
            return Err(e);
        }
    };
    let io = |what: &str, e: std::io::Error| {
        ToolError::failed(format!("cannot {} {}: {}", what, dir.display(), e))
    };
    fs::create_dir_all(dir).map_err(|e| io("create", e))?;
    // One temporary name per process, so two bundlers at once never share one.
    let name = path
        .file_name()
        .map_or("main.rs".into(), |n| n.to_string_lossy().into_owned());
    let temporary = dir.join(format!(".{}.{}.partial", name, std::process::id()));
    fs::write(&temporary, bundle.text.as_bytes()).map_err(|e| {
        let _ = fs::remove_file(&temporary);
        io("write into", e)
    })?;
    fs::rename(&temporary, &path).map_err(|e| {
        let _ = fs::remove_file(&temporary);
        io("write into", e)
    })?;
    Ok(Written {
        path,
        size: bundle.text.len(),
        modules: bundle.modules,
    })
}

/// Whether the file at `path` is a bundle: its first line is the header `bundle` writes.
fn is_bundle(path: &Path) -> bool {
    let mut head = [0u8; 512];
    let read = fs::File::open(path).and_then(|mut f| std::io::Read::read(&mut f, &mut head));
    let head = String::from_utf8_lossy(&head[..read.unwrap_or(0)]).into_owned();
    head.lines().next().map_or(false, |l| {
        l.starts_with("// ") && l.contains("made by `cubesmith bundle`")
    })
}

/// Removes the `.NAME.<pid>.partial` files in `dir` whose bundler process has ended.
fn remove_stale_partials(dir: &Path) {
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = name
            .strip_prefix('.')
            .and_then(|rest| rest.strip_suffix(".partial"))
            .and_then(|rest| rest.rsplit('.').next())
            .and_then(|pid| pid.parse::<u32>().ok());
        if let Some(pid) = pid {
            if pid != std::process::id() && !process_exists(pid) {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// Where the sources come from, for the header: in the catalogue, `commit C` of the checkout
/// (marked when the problem or library has local changes); elsewhere, the solution's file name
/// and the library's version and commit. No path of the machine goes into a bundle.
fn provenance(project: &Project, problem: &Problem) -> String {
    let in_catalogue = project.checkout && problem.dir.starts_with(project.root.join("problems"));
    if in_catalogue {
        let problem_dir = format!("problems/{}", problem.id);
        return format!(
            "commit {}",
            git_commit(&project.root, &["src", "Cargo.toml", &problem_dir])
        );
    }
    let file = problem
        .source
        .file_name()
        .map_or("the solution".to_string(), |n| n.to_string_lossy().into_owned());
    format!(
        "{} with the library cubesmith {} of commit {}",
        file,
        project.library.version(),
        project.library.commit()
    )
}

/// Library file `relative` (below `src/`), tokenized.
fn library_file(library: &LibrarySource, relative: &str) -> Result<Source, ToolError> {
    Source::parse(library.shown(relative), library.text(relative)?)
}

/// A source file, tokenized.
struct Source {
    /// The path as shown in errors (relative to the checkout).
    shown: String,
    text: String,
    tokens: Vec<Token>,
    /// Token index ranges of the items under `#[cfg(test)]`.
    tests: Vec<(usize, usize)>,
}

impl Source {
    fn read(path: &Path, project: &Project) -> Result<Source, ToolError> {
        Source::parse(project.shown(path), read_text(path)?)
    }

    /// The source `text`, shown in errors as `shown`.
    fn parse(shown: String, text: String) -> Result<Source, ToolError> {
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

    fn fault(&self, line: usize, what: String) -> ToolError {
        ToolError::failed(format!("{}:{}: cannot bundle: {}", self.shown, line, what))
    }

    fn text_of(&self, i: usize) -> &str {
        self.tokens.get(i).map_or("", |t| t.text(&self.text))
    }

    /// Whether tokens `i..` spell `words` (each word one token).
    fn spells(&self, i: usize, words: &[&str]) -> bool {
        words.iter().enumerate().all(|(k, w)| self.text_of(i + k) == *w)
    }

    /// Refuses what would break or change meaning once pasted into another file.
    fn refuse_unsafe_constructs(&self, library: bool) -> Result<(), ToolError> {
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
    fn refuse_root_item(&self, name: &str) -> Result<(), ToolError> {
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
    fn refuse_bare(&self, name: &str) -> Result<(), ToolError> {
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
    fn use_paths(&self, head: &str) -> Result<Vec<(Vec<String>, usize)>, ToolError> {
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
    fn refuse_module_code(&self, holder: Holder) -> Result<(), ToolError> {
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
    fn after_group(&self, i: usize) -> usize {
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
    fn item_head(&self, mut i: usize) -> Option<(usize, ItemEnd)> {
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
    fn item_end(&self, k: usize, ends: ItemEnd) -> Result<usize, Unended> {
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
    fn in_test(&self, i: usize) -> bool {
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
    fn library_text(&self, left_out: &[(usize, usize)], form: Form) -> Result<String, ToolError> {
        self.lexed(
            strip_comments(&self.without(left_out))
                .and_then(|text| tidy_blank_lines(&text))
                .and_then(|text| match form {
                    Form::Tabs => indent_with_tabs(&text),
                    Form::Unindented => unindent(&text),
                    Form::Minified | Form::AllMinified => minify(&text),
                }),
        )
    }

    /// What the lexer made of this source's text, its fault shown at its line in this source.
    fn lexed<T>(&self, made: Result<T, Fault>) -> Result<T, ToolError> {
        made.map_err(|(line, what)| ToolError::failed(format!("{}:{}: {}", self.shown, line, what)))
    }

    /// The text with every `#[cfg(test)]` item and every token range of `left_out` cut out,
    /// along with the rest of their lines when nothing else is on them.
    fn without(&self, left_out: &[(usize, usize)]) -> String {
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
enum ItemEnd {
    /// At its `;` (`let`, `const`, `static`, `use`, `type`, a macro call in parentheses).
    Semicolon,
    /// At the brace that closes its body, or its `;` if it has none (`fn`, `mod`, `struct`...).
    BlockOrSemicolon,
}

/// Why [`Source::item_end`] found no end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Unended {
    /// The file ends first.
    Never,
    /// A bracket closes that the item did not open.
    Unclear,
}

/// Which module file [`Source::refuse_module_code`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Holder {
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

#[cfg(test)]
mod tests;
