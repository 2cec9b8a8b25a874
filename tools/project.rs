//! The checkout cubesmith works in: where it is, which library modules and problems it has, and
//! each problem's metadata (`problems/<id>/problem.toml`).

use crate::error::ToolError;
use crate::meta::Meta;
use crate::profile::Profile;
use std::fs;
use std::path::{Path, PathBuf};

/// Reads a file as text, with an error naming it.
pub fn read_text(path: &Path) -> Result<String, ToolError> {
    fs::read_to_string(path).map_err(|e| ToolError::usage(format!("cannot read {}: {}", path.display(), e)))
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so no
/// reader ever sees half a file; creates the folder.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), ToolError> {
    let dir = path.parent().expect("a file path has a folder");
    let io = |e: std::io::Error| ToolError::failed(format!("cannot write {}: {}", path.display(), e));
    fs::create_dir_all(dir).map_err(io)?;
    let name = path
        .file_name()
        .map_or("file".into(), |n| n.to_string_lossy().into_owned());
    let temporary = dir.join(format!(".{}.{}.partial", name, std::process::id()));
    let written = fs::write(&temporary, bytes).and_then(|_| fs::rename(&temporary, path));
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written.map_err(io)
}

/// A cubesmith checkout: the folder holding `Cargo.toml`, `src/lib.rs` and `problems/`.
pub struct Project {
    /// The checkout's root folder.
    pub root: PathBuf,
}

impl Project {
    /// The checkout that contains the current directory.
    pub fn find() -> Result<Project, ToolError> {
        let cwd = std::env::current_dir()
            .map_err(|e| ToolError::usage(format!("cannot read the current directory: {}", e)))?;
        let mut dir = cwd.as_path();
        loop {
            if dir.join("src/lib.rs").is_file() && dir.join("problems").is_dir() {
                return Ok(Project {
                    root: dir.to_path_buf(),
                });
            }
            dir = match dir.parent() {
                Some(parent) => parent,
                None => {
                    return Err(ToolError::usage(
                        "no cubesmith checkout here: run cubesmith inside the folder that holds src/lib.rs and problems/"
                            .to_string(),
                    ))
                }
            };
        }
    }

    /// The checkout these tools were built from (the folder that holds `tools/`), for tests.
    pub fn built_from() -> Project {
        let tools = Path::new(env!("CARGO_MANIFEST_DIR"));
        Project {
            root: tools
                .parent()
                .expect("tools/ is inside the checkout")
                .to_path_buf(),
        }
    }

    /// The ids of every problem (folders under `problems/` with a `problem.toml`), sorted.
    pub fn problem_ids(&self) -> Result<Vec<String>, ToolError> {
        let dir = self.root.join("problems");
        let entries = fs::read_dir(&dir)
            .map_err(|e| ToolError::usage(format!("cannot list {}: {}", dir.display(), e)))?;
        let mut ids = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if valid_id(&name) && entry.path().join("problem.toml").is_file() {
                ids.push(name);
            }
        }
        ids.sort();
        Ok(ids)
    }

    /// The problem `id`, with its metadata read and checked.
    pub fn problem(&self, id: &str) -> Result<Problem, ToolError> {
        let known = self.problem_ids()?;
        if !valid_id(id) || !known.iter().any(|k| k == id) {
            return Err(ToolError::usage(format!(
                "unknown problem '{}': known problems are {}",
                id,
                known.join(", ")
            )));
        }
        let dir = self.root.join("problems").join(id);
        let meta_path = dir.join("problem.toml");
        let meta = Meta::parse(&meta_path, &read_text(&meta_path)?)?;
        let profile = Profile::load(&self.root, &meta.profile)
            .map_err(|e| ToolError::usage(format!("{}: {}", meta_path.display(), e.message)))?;
        Ok(Problem {
            id: id.to_string(),
            dir,
            meta,
            profile,
        })
    }

    /// The library's modules, from the `pub mod name;` lines of `src/lib.rs`: each a flat file
    /// `src/name.rs`, or a family `src/name.rs` whose own `pub mod child;` lines name files
    /// `src/name/child.rs` (one level, e.g. `pocket::cube`).
    pub fn library(&self) -> Result<Library, ToolError> {
        let mut library = Library::default();
        for name in pub_mods(&read_text(&self.root.join("src/lib.rs"))?) {
            let children = pub_mods(&read_text(&self.root.join("src").join(format!("{}.rs", name)))?);
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

    /// Where the bundle of problem `id` goes: `dist/<id>/main.rs`.
    pub fn bundle_path(&self, id: &str) -> PathBuf {
        self.root.join("dist").join(id).join("main.rs")
    }
}

/// The `name` of every `pub mod name;` line of a module file.
fn pub_mods(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod ")?.strip_suffix(';'))
        .map(|name| name.trim().to_string())
        .collect()
}

/// The library's modules as the bundler sees them.
#[derive(Debug, Default)]
pub struct Library {
    /// Every file of code, as a path below the crate: `io`, `pocket::cube`.
    pub units: Vec<String>,
    /// The modules that only group others (`pocket`).
    pub families: Vec<String>,
}

impl Library {
    /// The file of unit `path` (`pocket::cube` is `src/pocket/cube.rs`).
    pub fn file(&self, root: &Path, unit: &str) -> PathBuf {
        root.join("src").join(format!("{}.rs", unit.replace("::", "/")))
    }

    /// The units a path below the crate names: the unit it starts with, or every unit of the
    /// family it names; empty if it names none.
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

/// A problem id is a folder name of lower-case letters, digits and dashes: nothing that could
/// lead a path out of `problems/` or `dist/`.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with('-')
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// One judge problem: its folder and metadata.
pub struct Problem {
    /// The folder name under `problems/`: the judge and its problem number, e.g. `judge-1234`.
    pub id: String,
    /// `problems/<id>`.
    pub dir: PathBuf,
    /// What `problem.toml` says.
    pub meta: Meta,
    /// Its judge's profile, named by `meta.profile`.
    pub profile: Profile,
}

impl Problem {
    /// The adapter source, `problems/<id>/main.rs`.
    pub fn adapter_path(&self) -> PathBuf {
        self.dir.join("main.rs")
    }

    /// The test folder, `problems/<id>/test`.
    pub fn test_dir(&self) -> PathBuf {
        self.dir.join("test")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_cannot_leave_their_folder() {
        assert!(valid_id("judge-1234"));
        for bad in ["", "..", "../x", "a/b", "-x", "A", "a b"].iter() {
            assert!(!valid_id(bad), "{:?}", bad);
        }
    }
}
