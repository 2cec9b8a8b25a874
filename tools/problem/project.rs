//! Where cubesmith works: a checkout with its catalogue of problems, a user's crate or any
//! folder; the library it bundles; the judge profiles; each problem's metadata
//! (`problem.toml`) and files.

use super::files::{read_text, valid_id};
use crate::error::ToolError;
use crate::problem::library::LibrarySource;
use crate::problem::meta::{Compare, Meta};
use crate::problem::profile::Profile;
use std::fs;
use std::path::{Path, PathBuf};

/// Where cubesmith runs: the folder its outputs go under (`dist/`, `target/`), whether that is a
/// cubesmith checkout (whose `problems/` is the catalogue), and the library it bundles.
pub struct Project {
    /// The checkout's root; else the nearest folder above the current one with a `Cargo.toml`
    /// (a user's crate); else the current folder.
    pub root: PathBuf,
    /// Whether `root` is a cubesmith checkout: it holds `src/lib.rs` and `problems/`.
    pub checkout: bool,
    /// The library's source a bundle carries.
    pub library: LibrarySource,
}

impl Project {
    /// The project that contains the current directory: a checkout (the library is its own
    /// `src/`), else a crate or a plain folder (the library is the folder `CUBESMITH_LIBRARY`
    /// names, else the path the crate's `Cargo.toml` depends on, else the copy built in).
    /// O(depth of the current folder) lookups, and the library's module files read.
    pub fn find() -> Result<Project, ToolError> {
        let cwd = std::env::current_dir()
            .map_err(|e| ToolError::io(format!("cannot read the current directory: {}", e)))?;
        if let Some(root) = cwd.ancestors().find(|d| is_checkout(d)) {
            return Project::at(root);
        }
        let crate_root = cwd.ancestors().find(|d| d.join("Cargo.toml").is_file());
        let root = crate_root.unwrap_or(&cwd).to_path_buf();
        let library = match std::env::var_os("CUBESMITH_LIBRARY") {
            Some(dir) => library_in(Path::new(&dir), "CUBESMITH_LIBRARY")?,
            None => match crate_root.and_then(dependency_path) {
                Some(dir) => library_in(&dir, &format!("{}/Cargo.toml", root.display()))?,
                None => LibrarySource::embedded(),
            },
        };
        Ok(Project {
            root,
            checkout: false,
            library,
        })
    }

    /// The project rooted at `root`: a checkout if `root` holds `src/lib.rs` and `problems/`
    /// (its library is its `src/`), else a folder using the library built in. O(the library's
    /// module files read), as [`LibrarySource::folder`].
    pub fn at(root: &Path) -> Result<Project, ToolError> {
        let checkout = is_checkout(root);
        Ok(Project {
            root: root.to_path_buf(),
            checkout,
            library: if checkout {
                LibrarySource::folder(root)?
            } else {
                LibrarySource::embedded()
            },
        })
    }

    /// The checkout these tools were built from (the folder that holds `tools/`), for tests.
    /// O(the library's module files read), as [`Project::at`].
    ///
    /// # Panics
    /// If the checkout's library cannot be read.
    pub fn built_from() -> Project {
        let tools = Path::new(env!("CARGO_MANIFEST_DIR"));
        Project::at(tools.parent().expect("tools/ is inside the checkout")).expect("the checkout's library")
    }

    /// The ids of every problem of the catalogue (folders under `problems/` with a
    /// `problem.toml`), sorted; none outside a checkout. O(n log n) for the n folders of
    /// `problems/`.
    pub fn problem_ids(&self) -> Result<Vec<String>, ToolError> {
        let dir = self.root.join("problems");
        if !self.checkout {
            return Ok(Vec::new());
        }
        let entries =
            fs::read_dir(&dir).map_err(|e| ToolError::io(format!("cannot list {}: {}", dir.display(), e)))?;
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

    /// The problem `name`: an id of the catalogue, or the path of a problem folder anywhere
    /// (one holding `problem.toml`, `main.rs` and `test/`), with its metadata read and checked.
    /// O(n log n) for the n folders of `problems/`, and its `problem.toml` and profile read.
    pub fn problem(&self, name: &str) -> Result<Problem, ToolError> {
        let known = self.problem_ids()?;
        if valid_id(name) && known.iter().any(|k| k == name) {
            return self.problem_in(&self.root.join("problems").join(name), name);
        }
        let folder = Path::new(name);
        if folder.join("problem.toml").is_file() {
            let id = folder_id(folder);
            return self.problem_in(folder, &id);
        }
        Err(ToolError::usage(if known.is_empty() {
            format!(
                "'{}' is not a problem folder (one holding problem.toml): give a folder, or a solution file with --judge KEY",
                name
            )
        } else {
            format!(
                "unknown problem '{}': known problems are {}, or give a problem folder's path",
                name,
                known.join(", ")
            )
        }))
    }

    /// What a command is pointed at: a problem of the catalogue or a problem folder
    /// ([`Project::problem`]), or any solution file (`*.rs`, see [`Project::solution`]); what
    /// the command line gives (`given`) overrides its metadata. O(n log n) for the n folders of
    /// `problems/`, and the metadata and profile read.
    pub fn target(&self, name: &str, given: &Given) -> Result<Problem, ToolError> {
        let path = Path::new(name);
        let mut problem = if name.ends_with(".rs") && path.is_file() {
            self.solution(path, given)?
        } else {
            self.problem(name)?
        };
        given.apply(self, &mut problem)?;
        Ok(problem)
    }

    /// A solution file anywhere, as a problem: its metadata from the `problem.toml` beside it,
    /// or from the command line alone (the judge is then required); its tests in `--tests DIR`,
    /// else `test/` beside it, else `test/` of the current folder; its name the file's stem
    /// (`src/main.rs` of a crate: the crate's name). O(1) files: its `problem.toml` and the
    /// judge's profile read.
    pub fn solution(&self, file: &Path, given: &Given) -> Result<Problem, ToolError> {
        let dir = file
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or_else(|| Path::new("."));
        let beside = dir.join("problem.toml");
        let meta = if beside.is_file() {
            Meta::parse(&beside, &read_text(&beside)?)?
        } else {
            let judge = given.judge.as_deref().ok_or_else(|| {
                ToolError::usage(format!(
                    "{} has no problem.toml beside it: name its judge with --judge KEY (cubesmith judges lists them)",
                    file.display()
                ))
            })?;
            let text = format!(
                "profile = {:?}\ntitle = {:?}\ntime_limit_ms = {}\nmemory_limit_kb = {}\ncompare = \"lines\"\n",
                judge,
                solution_name(file),
                DEFAULT_TIME_LIMIT_MS,
                DEFAULT_MEMORY_LIMIT_KB
            );
            Meta::parse(Path::new("the command line"), &text)?
        };
        let profile = self.profile(&meta.profile)?;
        let in_here = Path::new("test");
        let tests = if dir.join("test").is_dir() || !in_here.is_dir() {
            dir.join("test")
        } else {
            in_here.to_path_buf()
        };
        Ok(Problem {
            id: solution_name(file),
            dir: dir.to_path_buf(),
            source: file.to_path_buf(),
            tests,
            meta,
            profile,
        })
    }

    /// The problem in `dir`, named `id`.
    fn problem_in(&self, dir: &Path, id: &str) -> Result<Problem, ToolError> {
        let meta_path = dir.join("problem.toml");
        let meta = Meta::parse(&meta_path, &read_text(&meta_path)?)?;
        let profile = self
            .profile(&meta.profile)
            .map_err(|e| ToolError::usage(format!("{}: {}", meta_path.display(), e.message)))?;
        Ok(Problem {
            id: id.to_string(),
            dir: dir.to_path_buf(),
            source: dir.join("main.rs"),
            tests: dir.join("test"),
            meta,
            profile,
        })
    }

    /// The judge profile `key`: `judges/<key>.toml` of this project's root if there is one
    /// (a checkout's own, or a user's), else the one built into the tools. O(size of the
    /// profile) to read, as [`Profile::parse`].
    pub fn profile(&self, key: &str) -> Result<Profile, ToolError> {
        let path = self.root.join("judges").join(format!("{}.toml", key));
        if valid_id(key) && path.is_file() {
            return Profile::parse(&path, key, &read_text(&path)?);
        }
        match crate::problem::library::JUDGE_FILES.iter().find(|(k, _)| *k == key) {
            Some((_, text)) => Profile::parse(Path::new(&format!("judges/{}.toml", key)), key, text),
            None => Err(ToolError::usage(format!(
                "no judge profile '{}': known judges are {} (see cubesmith judges), or add judges/{}.toml (docs/judges.md)",
                key,
                self.profile_keys().unwrap_or_default().join(", "),
                key
            ))),
        }
    }

    /// The keys of every judge profile: the built-in ones and this root's `judges/`, sorted.
    /// O(n log n) for the n profiles.
    pub fn profile_keys(&self) -> Result<Vec<String>, ToolError> {
        let mut keys: Vec<String> = crate::problem::library::JUDGE_FILES
            .iter()
            .map(|(k, _)| k.to_string())
            .collect();
        for entry in fs::read_dir(self.root.join("judges"))
            .into_iter()
            .flatten()
            .flatten()
        {
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(key) = name.strip_suffix(".toml") {
                keys.push(key.to_string());
            }
        }
        keys.sort();
        keys.dedup();
        Ok(keys)
    }

    /// Where the bundle of problem `id` goes: `dist/<id>/main.rs`. O(length of the path).
    pub fn bundle_path(&self, id: &str) -> PathBuf {
        self.root.join("dist").join(id).join("main.rs")
    }

    /// `path` as shown in messages: below the root when it is there. O(length of the path).
    pub fn shown(&self, path: &Path) -> String {
        path.strip_prefix(&self.root)
            .unwrap_or(path)
            .display()
            .to_string()
    }

    /// The cache of compiled programs (docs/judge.md#the-cache): `CUBESMITH_CACHE` if set; else
    /// `target/cubesmith-cache/` of a checkout or a crate (where `solve` keeps its tables too);
    /// else `$XDG_CACHE_HOME/cubesmith` or `~/.cache/cubesmith`. O(1).
    pub fn cache_dir(&self) -> PathBuf {
        if let Some(dir) = std::env::var_os("CUBESMITH_CACHE") {
            return PathBuf::from(dir);
        }
        if self.checkout || self.root.join("Cargo.toml").is_file() {
            return self.root.join("target").join("cubesmith-cache");
        }
        match (std::env::var_os("XDG_CACHE_HOME"), std::env::var_os("HOME")) {
            (Some(dir), _) if !dir.is_empty() => PathBuf::from(dir).join("cubesmith"),
            (_, Some(home)) if !home.is_empty() => PathBuf::from(home).join(".cache").join("cubesmith"),
            _ => self.root.join("target").join("cubesmith-cache"),
        }
    }
}

/// The time limit of a solution with no `problem.toml` and no `--time-limit`: 2 s.
pub const DEFAULT_TIME_LIMIT_MS: u64 = 2000;
/// The memory limit of a solution with no `problem.toml` and no `--memory-limit`: 256 MiB.
pub const DEFAULT_MEMORY_LIMIT_KB: u64 = 256 * 1024;

/// What the command line says of the problem it points at, over its `problem.toml`.
#[derive(Clone, Debug, Default)]
pub struct Given {
    /// `--judge KEY`: the judge's profile.
    pub judge: Option<String>,
    /// `--tests DIR`: the test folder.
    pub tests: Option<PathBuf>,
    /// `--time-limit MS`.
    pub time_limit_ms: Option<u64>,
    /// `--memory-limit KB`.
    pub memory_limit_kb: Option<u64>,
    /// `--compare MODE`: exact, lines or tokens.
    pub compare: Option<String>,
    /// `--checker PROGRAM`: a program run as `PROGRAM INPUT OUTPUT EXPECTED`.
    pub checker: Option<String>,
}

impl Given {
    /// Sets on `problem` what the command line gives.
    fn apply(&self, project: &Project, problem: &mut Problem) -> Result<(), ToolError> {
        let meta = &mut problem.meta;
        if let Some(judge) = &self.judge {
            problem.profile = project.profile(judge)?;
            meta.profile = judge.clone();
        }
        if let Some(tests) = &self.tests {
            problem.tests = tests.clone();
        }
        if let Some(ms) = self.time_limit_ms {
            meta.time_limit_ms = ms;
        }
        if let Some(kb) = self.memory_limit_kb {
            meta.memory_limit_kb = kb;
        }
        if let Some(mode) = &self.compare {
            meta.compare = match mode.as_str() {
                "exact" => Compare::Exact,
                "lines" => Compare::Lines,
                "tokens" => Compare::Tokens,
                _ => {
                    return Err(ToolError::usage(format!(
                        "--compare takes exact, lines or tokens, found '{}'",
                        mode
                    )))
                }
            };
        }
        if let Some(program) = &self.checker {
            meta.compare = Compare::Command;
            meta.checker_command = Some(program.clone());
        }
        Ok(())
    }
}

/// A solution file's name: its stem, or for a crate's `src/main.rs` the crate's name; made a
/// valid id.
fn solution_name(file: &Path) -> String {
    let stem = file
        .file_stem()
        .map_or("solution".to_string(), |s| s.to_string_lossy().into_owned());
    let crate_name = || super::files::cargo_value(file.parent()?.parent()?, "name");
    let in_src = file
        .parent()
        .and_then(|p| p.file_name())
        .map_or(false, |n| n == "src");
    let name = if stem == "main" && in_src {
        crate_name().unwrap_or(stem)
    } else {
        stem
    };
    as_id(&name)
}

/// Whether `dir` is a cubesmith checkout: it holds `src/lib.rs` and `problems/`.
fn is_checkout(dir: &Path) -> bool {
    dir.join("src/lib.rs").is_file() && dir.join("problems").is_dir() && dir.join("judges").is_dir()
}

/// The library in folder `dir` (a checkout or the library's crate), or a usage error naming
/// `whence`, the setting that pointed there.
fn library_in(dir: &Path, whence: &str) -> Result<LibrarySource, ToolError> {
    if !dir.join("src/lib.rs").is_file() {
        return Err(ToolError::usage(format!(
            "{} points at {}, which holds no src/lib.rs of the cubesmith library",
            whence,
            dir.display()
        )));
    }
    LibrarySource::folder(dir)
}

/// The folder of a `cubesmith = { path = "..." }` dependency in `crate_root/Cargo.toml`.
fn dependency_path(crate_root: &Path) -> Option<PathBuf> {
    let text = fs::read_to_string(crate_root.join("Cargo.toml")).ok()?;
    let line = text
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("cubesmith") && l[9..].trim_start().starts_with('='))?;
    let after = &line[line.find("path")? + 4..];
    let quoted = after
        .trim_start()
        .strip_prefix('=')?
        .trim_start()
        .strip_prefix('"')?;
    let path = &quoted[..quoted.find('"')?];
    Some(crate_root.join(path))
}

/// A problem folder's id: its name, made a valid id.
fn folder_id(dir: &Path) -> String {
    let name = fs::canonicalize(dir)
        .ok()
        .and_then(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_else(|| "problem".to_string());
    as_id(&name)
}

/// `name` made a valid id: lower case, other characters as `-`.
fn as_id(name: &str) -> String {
    let id: String = name
        .chars()
        .map(|c| {
            let c = c.to_ascii_lowercase();
            if c.is_ascii_lowercase() || c.is_ascii_digit() {
                c
            } else {
                '-'
            }
        })
        .collect();
    let id = id.trim_matches('-').to_string();
    if id.is_empty() {
        "problem".to_string()
    } else {
        id
    }
}

/// One judge problem: its folder, its solution, its tests and its metadata.
pub struct Problem {
    /// Its name: the folder name under `problems/` (the judge and its problem number, e.g.
    /// `judge-1234`), or the solution's own name for a problem outside the catalogue.
    pub id: String,
    /// Its folder: `problems/<id>`, a problem folder anywhere, or the solution file's folder.
    pub dir: PathBuf,
    /// The solution the bundle is made from: the adapter `main.rs`, or any solution file.
    pub source: PathBuf,
    /// Its test cases' folder, in the online-judge-tools layout (`NAME.in`, `NAME.out`).
    pub tests: PathBuf,
    /// What `problem.toml` says.
    pub meta: Meta,
    /// Its judge's profile, named by `meta.profile`.
    pub profile: Profile,
}

impl Problem {
    /// The solution the bundle is made from (`problems/<id>/main.rs` in the catalogue). O(length
    /// of the path).
    pub fn adapter_path(&self) -> PathBuf {
        self.source.clone()
    }

    /// The test folder (`problems/<id>/test` in the catalogue). O(length of the path).
    pub fn test_dir(&self) -> PathBuf {
        self.tests.clone()
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
