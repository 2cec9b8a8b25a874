//! The bundler: one std-only file per problem, `dist/<id>/main.rs`: the adapter without the items
//! its `main` does not reach (see [`adapter`]), then `mod cubesmith { ... }` with the library items
//! it reaches (see [`items`]), library comments and `#[cfg(test)]` items dropped. What it keeps,
//! how it writes the file and the rules it enforces on the library and the adapters are written
//! in one place: `docs/bundler.md`.

use crate::bundle::lexer::{minify, tokenize, Kind};
use crate::error::ToolError;
use crate::judge::process::remove_left_by_ended;
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
mod rename;
mod source;

use source::{Holder, Source};

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
/// reaches. Deterministic: the same sources and commit give the same bytes. O(sources x forms),
/// as [`build_keeping`].
#[cfg(test)]
pub fn build(project: &Project, problem: &Problem) -> Result<Bundle, ToolError> {
    build_keeping(project, problem, Keep::Reached)
}

/// Builds the bundle of `problem` in memory, keeping what `keep` says of each library module.
/// Deterministic: the same sources and commit give the same bytes. O(sources x forms): the
/// adapter and the library files it reaches, read and lexed, then the text written in each of
/// the five forms until one fits the judge's limit.
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
        let mut body = String::new();
        if matches!(form, Form::AllMinified | Form::ShortNames | Form::ShortItems) {
            body.push_str(adapter.lexed(minify(&adapter_text))?.trim_end());
        } else {
            body.push_str(adapter_text.trim_end());
        }
        body.push('\n');
        body.push_str(&library_modules(&pasted, form)?);
        if form == Form::ShortNames {
            body = adapter.lexed(rename::shorten_locals(&body))?;
        }
        if form == Form::ShortItems {
            body = adapter.lexed(rename::shorten_locals_and_items(&body))?;
        }
        text.push_str(&body);
        if text.len() as u64 <= limit {
            break;
        }
    }
    let size = text.len() as u64;
    if size > limit {
        return Err(ToolError::limit(format!(
            "the bundle of {} is {} bytes with the adapter and its library minified and the names of their locals, functions, constants and fields shortened, over {}'s source limit of {} bytes",
            problem.id, size, problem.profile.name, limit
        )));
    }
    refuse_newer_syntax(problem, &text)?;
    Ok(Bundle { text, modules })
}

/// A compiler's `messages` about the bundle at `path`, each place in it told where it comes
/// from: the adapter's line, or a library file's (see [`origin`]). O(messages x bundle), as
/// `origin::annotate`.
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
    /// All minified, and the locals' names shortened (`rename`).
    ShortNames,
    /// All minified, and the names of the locals and of the file's own functions and
    /// constants shortened (`rename`).
    ShortItems,
}

impl Form {
    const ALL: [Form; 6] = [
        Form::Tabs,
        Form::Unindented,
        Form::Minified,
        Form::AllMinified,
        Form::ShortNames,
        Form::ShortItems,
    ];
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
            Form::ShortNames => {
                "minified, the adapter too, and the locals' names shortened: minified whole it was over the judge's source limit"
            }
            Form::ShortItems => {
                "minified, the adapter too, and the names of the locals and of its own functions, constants and fields shortened: with only the locals' it was over the judge's source limit"
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
/// Keeps only the library items the adapter reaches. O(sources x forms), as [`write_to`].
pub fn write(project: &Project, problem: &Problem) -> Result<Written, ToolError> {
    write_keeping(project, problem, Keep::Reached)
}

/// [`write`], keeping what `keep` says of each library module. O(sources x forms), as
/// [`write_to`].
pub fn write_keeping(project: &Project, problem: &Problem, keep: Keep) -> Result<Written, ToolError> {
    write_to(project, problem, keep, &project.bundle_path(&problem.id))
}

/// [`write_keeping`] into the file `path` instead of `dist/<id>/main.rs`. O(sources x forms) as
/// [`build_keeping`], O(files in the folder) to clear what killed bundlers left, and O(bundle)
/// to write.
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
    remove_left_by_ended(dir, |name| {
        name.strip_prefix('.')?
            .strip_suffix(".partial")?
            .rsplit('.')
            .next()
    });
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
    let io =
        |what: &str, e: std::io::Error| ToolError::io(format!("cannot {} {}: {}", what, dir.display(), e));
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

#[cfg(test)]
mod tests;
