//! The library's source as the bundler and the on-demand compiler read it: a folder's `src/` (the
//! checkout cubesmith runs in, the path a user's crate depends on, or `CUBESMITH_LIBRARY`), or
//! the copy built into the tools (`build.rs`), so an installed `cubesmith` bundles anywhere.

use crate::error::ToolError;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

pub use embedded::{BUILT_FROM, JUDGE_FILES};

/// Where the library's files come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A folder holding `src/lib.rs` (and `Cargo.toml`).
    Folder(PathBuf),
    /// The copy built into these tools.
    Embedded,
}

/// The library's source: its files and its modules as the bundler sees them.
#[derive(Clone, Debug)]
pub struct LibrarySource {
    /// Where the files come from.
    pub origin: Origin,
    /// Every file of code, as a path below the crate: `io`, `pocket::cube`.
    pub units: Vec<String>,
    /// The modules that only group others (`pocket`).
    pub families: Vec<String>,
}

impl LibrarySource {
    /// The library in folder `root` (which holds `src/lib.rs`), its modules read from its files.
    /// O(size of the module files read: `lib.rs` and each family's file).
    pub fn folder(root: &Path) -> Result<LibrarySource, ToolError> {
        LibrarySource::with_origin(Origin::Folder(root.to_path_buf()))
    }

    /// The copy of the library built into these tools. O(library files x size of the module
    /// files read).
    pub fn embedded() -> LibrarySource {
        LibrarySource::with_origin(Origin::Embedded).expect("the built-in library has a src/lib.rs")
    }

    fn with_origin(origin: Origin) -> Result<LibrarySource, ToolError> {
        let mut library = LibrarySource {
            origin,
            units: Vec::new(),
            families: Vec::new(),
        };
        for name in pub_mods(&library.text("lib.rs")?) {
            let children = pub_mods(&library.text(&format!("{}.rs", name))?);
            if children.is_empty() {
                library.units.push(name);
            } else {
                library.families.push(name.clone());
                library
                    .units
                    .extend(children.iter().map(|child| format!("{}::{}", name, child)));
            }
        }
        Ok(library)
    }

    /// The text of file `relative` below `src/` (`lib.rs`, `pocket/cube.rs`). O(file).
    pub fn text(&self, relative: &str) -> Result<String, ToolError> {
        match &self.origin {
            Origin::Folder(root) => super::files::read_text(&root.join("src").join(relative)),
            Origin::Embedded => embedded::LIBRARY_FILES
                .iter()
                .find(|(path, _)| *path == relative)
                .map(|(_, text)| text.to_string())
                .ok_or_else(|| {
                    ToolError::usage(format!(
                        "the library built into cubesmith has no src/{}",
                        relative
                    ))
                }),
        }
    }

    /// How a library file is named in messages: `src/pocket/cube.rs`, below the folder if any.
    /// O(length of `relative`).
    pub fn shown(&self, relative: &str) -> String {
        format!("src/{}", relative)
    }

    /// The file of unit `unit` below `src/` (`pocket::cube` is `pocket/cube.rs`). O(length of
    /// `unit`).
    pub fn unit_file(unit: &str) -> String {
        format!("{}.rs", unit.replace("::", "/"))
    }

    /// Every file of the library's code (unit tests' `tests.rs` aside), by path below `src/`,
    /// sorted: what a compiled library is keyed by. O(library).
    pub fn files(&self) -> Result<Vec<(String, String)>, ToolError> {
        match &self.origin {
            Origin::Embedded => Ok(embedded::LIBRARY_FILES
                .iter()
                .map(|(p, t)| (p.to_string(), t.to_string()))
                .collect()),
            Origin::Folder(root) => {
                let src = root.join("src");
                let mut paths = Vec::new();
                rust_files(&src, &src, &mut paths)?;
                paths.sort();
                paths.into_iter().map(|p| self.text(&p).map(|t| (p, t))).collect()
            }
        }
    }

    /// The library's version and where it comes from, one line: `cubesmith 0.1.0, commit
    /// 1a2b3c4d5e6f, built into the tools` or `cubesmith 0.1.0, commit ..., from the folder /path`.
    /// O(1) besides [`LibrarySource::version`] and [`LibrarySource::commit`].
    pub fn describe(&self) -> String {
        let whence = match &self.origin {
            Origin::Embedded => "built into the tools".to_string(),
            Origin::Folder(root) => format!("from the folder {}", root.display()),
        };
        format!(
            "cubesmith {}, commit {}, {}",
            self.version(),
            self.commit(),
            whence
        )
    }

    /// The library's version, from its `Cargo.toml`. O(size of `Cargo.toml`).
    pub fn version(&self) -> String {
        match &self.origin {
            Origin::Embedded => embedded::LIBRARY_VERSION.to_string(),
            Origin::Folder(root) => {
                super::files::cargo_value(root, "version").unwrap_or_else(|| "unknown".to_string())
            }
        }
    }

    /// The commit the library comes from, marked when its files have local changes. O(1) runs of
    /// git: two, for a folder.
    pub fn commit(&self) -> String {
        match &self.origin {
            Origin::Embedded => BUILT_FROM.to_string(),
            Origin::Folder(root) => git_commit(root, &["src", "Cargo.toml"]),
        }
    }

    /// The units a path below the crate names: the unit it starts with, or every unit of the
    /// family it names; empty if it names none. O(units).
    pub fn resolve(&self, path: &[String]) -> Vec<String> {
        let head = match path.first() {
            Some(h) => h,
            None => return Vec::new(),
        };
        if self.units.contains(head) {
            return vec![head.clone()];
        }
        if !self.families.contains(head) {
            return Vec::new();
        }
        match path.get(1) {
            Some(child) => {
                let unit = format!("{}::{}", head, child);
                if self.units.contains(&unit) {
                    vec![unit]
                } else {
                    Vec::new()
                }
            }
            None => {
                let prefix = format!("{}::", head);
                self.units
                    .iter()
                    .filter(|u| u.starts_with(&prefix))
                    .cloned()
                    .collect()
            }
        }
    }
}

/// The `name` of every `pub mod name;` line of a module file (the bundler refuses any other
/// form of line there, naming it).
fn pub_mods(text: &str) -> Vec<String> {
    let identifier = |n: &&str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    text.lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod ")?.strip_suffix(';'))
        .map(str::trim)
        .filter(identifier)
        .map(str::to_string)
        .collect()
}

/// Every `.rs` file under `dir` but `tests.rs`, as paths below `base` with `/` separators.
fn rust_files(base: &Path, dir: &Path, out: &mut Vec<String>) -> Result<(), ToolError> {
    let entries =
        fs::read_dir(dir).map_err(|e| ToolError::io(format!("cannot list {}: {}", dir.display(), e)))?;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(base, &path, out)?;
        } else if path.extension().map_or(false, |e| e == "rs") && entry.file_name() != "tests.rs" {
            let relative = path.strip_prefix(base).expect("below the base");
            let parts: Vec<String> = relative
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            out.push(parts.join("/"));
        }
    }
    Ok(())
}

/// The short commit of the git checkout holding `root`, marked `with local changes` when any of
/// `paths` (below `root`) has some; `unknown (not a git checkout)` outside git. O(1) runs of git:
/// two.
pub fn git_commit(root: &Path, paths: &[&str]) -> String {
    let git = |args: &[&str]| -> Option<String> {
        let out = Command::new("git").args(args).current_dir(root).output().ok()?;
        if out.status.success() {
            Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
        } else {
            None
        }
    };
    let commit = match git(&["rev-parse", "--short=12", "HEAD"]) {
        Some(c) if !c.is_empty() => c,
        _ => return "unknown (not a git checkout)".to_string(),
    };
    let mut args = vec!["status", "--porcelain", "--"];
    args.extend_from_slice(paths);
    match git(&args) {
        Some(changes) if changes.is_empty() => commit,
        _ => format!("{} with local changes", commit),
    }
}
