//! The checkout cubesmith works in: where it is, which library modules and problems it has, and
//! each problem's metadata (`problems/<id>/problem.toml`).

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

/// A failure of a tool command: a one-line message and the process exit status.
#[derive(Debug)]
pub struct ToolError {
    /// 2 for a usage or setup problem the user must fix, 1 for a failed check.
    pub code: i32,
    /// What went wrong and what to do, one line.
    pub message: String,
}

impl ToolError {
    /// A usage or setup problem: exit status 2.
    pub fn usage(message: String) -> ToolError {
        ToolError { code: 2, message }
    }

    /// A check that failed: exit status 1.
    pub fn failed(message: String) -> ToolError {
        ToolError { code: 1, message }
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

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
        Ok(Problem {
            id: id.to_string(),
            dir,
            meta,
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

/// How a program's output is judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Compare {
    /// `exact`: byte for byte the expected output.
    Exact,
    /// `lines`: the same lines, ignoring white space at the end of each line and blank lines at
    /// the end of the output.
    Lines,
    /// `tokens`: the same white-space separated tokens, however they are spaced or split into lines.
    Tokens,
    /// `checker`: any output the named built-in checker accepts.
    Checker(String),
}

/// The output cap when `problem.toml` sets none, KiB: 64 MiB.
pub const DEFAULT_OUTPUT_LIMIT_KB: u64 = 64 * 1024;

/// The metadata of a problem.
#[derive(Clone, Debug)]
pub struct Meta {
    /// The judge's name, e.g. "Aizu Online Judge".
    pub judge: String,
    /// The problem's title.
    pub title: String,
    /// The problem's page, if known.
    pub url: Option<String>,
    /// Time limit per test case, milliseconds.
    pub time_limit_ms: u64,
    /// Memory limit per test case (peak resident set size), KiB.
    pub memory_limit_kb: u64,
    /// Output cap per test case, KiB: more is OLE (`output_limit_kb`, default 64 MiB).
    pub output_limit_kb: u64,
    /// Address-space limit enforced while a case runs, KiB, if any (`address_space_limit_kb`).
    pub address_space_limit_kb: Option<u64>,
    /// Largest accepted source file, bytes.
    pub source_limit_bytes: u64,
    /// The Rust edition the judge compiles with.
    pub edition: String,
    /// Whether the judge accepts Rust at all.
    pub accepts_rust: bool,
    /// How output is judged.
    pub compare: Compare,
    /// The kind of generator that makes its tests (`tools/generate.rs`), if any.
    pub generator: Option<String>,
    /// The metric its distances are counted in: `half` or `quarter`.
    pub metric: Option<String>,
    /// The most cases one input may hold (1 for single-case problems).
    pub max_cases: u64,
    /// Whether generated puzzles may be turned in space (not when the input fixes a corner).
    pub rotate: bool,
    /// The words for yes and no, for yes/no answers (`"YES NO"`).
    pub answers: String,
    /// Whether a cube already solved answers yes ("restorable within one turn") or no
    /// ("restored by exactly one turn").
    pub already_solved: bool,
    /// Move names and the turns they make, for checkers that replay answers (`"X=R- Y=U-"`; for
    /// the 3x3 cube's checkers `NAME=MOVE` items separated by commas, each move in Singmaster,
    /// as `"4 1=U, 4 -1=U'"`).
    pub notation: Option<String>,
    /// The largest distance a problem asks for, when it asks for optimal solutions up to a bound
    /// (answers past it are `-1`).
    pub max_depth: Option<u64>,
    /// The most moves in one case's sequence: an input's turns, or an answer's moves.
    pub max_moves: Option<u64>,
    /// The colours of the faces U R F D L B, one letter each, for generated answers that print
    /// colours (`"wbrygo"`).
    pub colours: Option<String>,
}

impl Meta {
    /// Parses the `key = value` lines of a `problem.toml` (strings in double quotes, whole
    /// numbers, booleans, `#` comments). Every fault names the file and line.
    pub fn parse(path: &Path, text: &str) -> Result<Meta, ToolError> {
        let fault =
            |line: usize, what: String| ToolError::usage(format!("{}:{}: {}", path.display(), line, what));
        let mut fields: Vec<(String, Value, usize)> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = match line.find('=') {
                Some(at) => (line[..at].trim(), line[at + 1..].trim()),
                None => return Err(fault(i + 1, format!("expected key = value, found {:?}", line))),
            };
            let value = Value::parse(value).ok_or_else(|| {
                fault(
                    i + 1,
                    format!(
                        "the value of {} must be a \"string\", a whole number, true or false",
                        key
                    ),
                )
            })?;
            if fields.iter().any(|(k, _, _)| k == key) {
                return Err(fault(i + 1, format!("{} is given twice", key)));
            }
            fields.push((key.to_string(), value, i + 1));
        }
        let mut take = |key: &str| -> Option<(Value, usize)> {
            let at = fields.iter().position(|(k, _, _)| k == key)?;
            let (_, value, line) = fields.remove(at);
            Some((value, line))
        };
        let missing = |key: &str| ToolError::usage(format!("{}: {} is missing", path.display(), key));
        let string = |field: Option<(Value, usize)>, key: &str| match field {
            Some((Value::Str(s), _)) => Ok(s),
            Some((_, line)) => Err(fault(line, format!("{} must be a \"string\"", key))),
            None => Err(missing(key)),
        };
        let number = |field: Option<(Value, usize)>, key: &str| match field {
            Some((Value::Int(n), _)) if n > 0 => Ok(n),
            Some((_, line)) => Err(fault(line, format!("{} must be a positive whole number", key))),
            None => Err(missing(key)),
        };
        let judge = string(take("judge"), "judge")?;
        let title = string(take("title"), "title")?;
        let url = match take("url") {
            None => None,
            some => Some(string(some, "url")?),
        };
        let time_limit_ms = number(take("time_limit_ms"), "time_limit_ms")?;
        let memory_limit_kb = number(take("memory_limit_kb"), "memory_limit_kb")?;
        let source_limit_bytes = number(take("source_limit_bytes"), "source_limit_bytes")?;
        let edition = string(take("edition"), "edition")?;
        if !["2015", "2018", "2021"].contains(&edition.as_str()) {
            return Err(ToolError::usage(format!(
                "{}: edition must be \"2015\", \"2018\" or \"2021\", found {:?}",
                path.display(),
                edition
            )));
        }
        let accepts_rust = match take("accepts_rust") {
            Some((Value::Bool(b), _)) => b,
            Some((_, line)) => return Err(fault(line, "accepts_rust must be true or false".to_string())),
            None => return Err(missing("accepts_rust")),
        };
        let output_limit_kb = match take("output_limit_kb") {
            None => DEFAULT_OUTPUT_LIMIT_KB,
            some => number(some, "output_limit_kb")?,
        };
        let address_space_limit_kb = match take("address_space_limit_kb") {
            None => None,
            some => Some(number(some, "address_space_limit_kb")?),
        };
        let optional = |field: Option<(Value, usize)>, key: &str| match field {
            None => Ok(None),
            some => string(some, key).map(Some),
        };
        let flag = |field: Option<(Value, usize)>, key: &str, default: bool| match field {
            None => Ok(default),
            Some((Value::Bool(b), _)) => Ok(b),
            Some((_, line)) => Err(fault(line, format!("{} must be true or false", key))),
        };
        let generator = optional(take("generator"), "generator")?;
        let metric = optional(take("metric"), "metric")?;
        let max_cases = match take("max_cases") {
            None => 1,
            some => number(some, "max_cases")?,
        };
        let rotate = flag(take("rotate"), "rotate", true)?;
        let answers = optional(take("answers"), "answers")?.unwrap_or_else(|| "YES NO".to_string());
        if answers.split_whitespace().count() != 2 {
            return Err(ToolError::usage(format!(
                "{}: answers must be two words, yes then no",
                path.display()
            )));
        }
        let already_solved = flag(take("already_solved"), "already_solved", false)?;
        let notation = optional(take("notation"), "notation")?;
        let max_depth = match take("max_depth") {
            None => None,
            some => Some(number(some, "max_depth")?),
        };
        let max_moves = match take("max_moves") {
            None => None,
            some => Some(number(some, "max_moves")?),
        };
        let colours = optional(take("colours"), "colours")?;
        if colours.as_ref().map_or(false, |c| {
            c.len() != 6 || !c.bytes().all(|b| b.is_ascii_graphic())
        }) {
            return Err(ToolError::usage(format!(
                "{}: colours must be six letters, for the faces U R F D L B",
                path.display()
            )));
        }
        let compare = match string(take("compare"), "compare")?.as_str() {
            "exact" => Compare::Exact,
            "lines" => Compare::Lines,
            "tokens" => Compare::Tokens,
            "checker" => Compare::Checker(string(take("checker"), "checker")?),
            other => {
                return Err(ToolError::usage(format!(
                    "{}: compare must be \"exact\", \"lines\", \"tokens\" or \"checker\", found {:?}",
                    path.display(),
                    other
                )))
            }
        };
        if let Some((key, _, line)) = fields.first() {
            return Err(fault(*line, format!("unknown key {}", key)));
        }
        Ok(Meta {
            judge,
            title,
            url,
            time_limit_ms,
            memory_limit_kb,
            output_limit_kb,
            address_space_limit_kb,
            source_limit_bytes,
            edition,
            accepts_rust,
            compare,
            generator,
            metric,
            max_cases,
            rotate,
            answers,
            already_solved,
            notation,
            max_depth,
            max_moves,
            colours,
        })
    }
}

/// A value in `problem.toml`.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    Str(String),
    Int(u64),
    Bool(bool),
}

impl Value {
    fn parse(text: &str) -> Option<Value> {
        if text.len() >= 2 && text.starts_with('"') && text.ends_with('"') {
            let inner = &text[1..text.len() - 1];
            if inner.contains('"') || inner.contains('\\') {
                return None;
            }
            return Some(Value::Str(inner.to_string()));
        }
        match text {
            "true" => Some(Value::Bool(true)),
            "false" => Some(Value::Bool(false)),
            _ => text.replace('_', "").parse().ok().map(Value::Int),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "judge = \"J\"\ntitle = \"T\"\ntime_limit_ms = 1_000\nmemory_limit_kb = 10240\n\
        source_limit_bytes = 65536\nedition = \"2018\"\naccepts_rust = false\ncompare = \"checker\"\nchecker = \"x\"\n";

    #[test]
    fn parses_every_field() {
        let meta = Meta::parse(Path::new("p.toml"), GOOD).unwrap();
        assert_eq!(meta.time_limit_ms, 1000);
        assert_eq!(meta.memory_limit_kb, 10240);
        assert!(!meta.accepts_rust);
        assert_eq!(meta.compare, Compare::Checker("x".to_string()));
        assert_eq!(meta.url, None);
        assert_eq!(meta.output_limit_kb, DEFAULT_OUTPUT_LIMIT_KB);
        assert_eq!(meta.address_space_limit_kb, None);
    }

    #[test]
    fn compare_modes_and_optional_limits() {
        let with = |extra: &str, compare: &str| {
            let text = GOOD.replace("compare = \"checker\"\nchecker = \"x\"\n", compare);
            Meta::parse(Path::new("p.toml"), &format!("{}{}", text, extra))
        };
        for (name, mode) in [
            ("exact", Compare::Exact),
            ("lines", Compare::Lines),
            ("tokens", Compare::Tokens),
        ]
        .iter()
        {
            let meta = with("", &format!("compare = \"{}\"\n", name)).unwrap();
            assert_eq!(meta.compare, *mode);
        }
        let err = with("", "compare = \"fuzzy\"\n").unwrap_err();
        assert!(
            err.message.contains("compare must be \"exact\", \"lines\""),
            "{}",
            err.message
        );
        let meta = with(
            "output_limit_kb = 64\naddress_space_limit_kb = 10240\n",
            "compare = \"lines\"\n",
        )
        .unwrap();
        assert_eq!(meta.output_limit_kb, 64);
        assert_eq!(meta.address_space_limit_kb, Some(10240));
        let err = with("output_limit_kb = 0\n", "compare = \"lines\"\n").unwrap_err();
        assert_eq!(
            err.message,
            "p.toml:9: output_limit_kb must be a positive whole number"
        );
    }

    #[test]
    fn faults_name_file_line_and_key() {
        let bad = GOOD.replace("time_limit_ms = 1_000", "time_limit_ms = \"fast\"");
        let err = Meta::parse(Path::new("p.toml"), &bad).unwrap_err();
        assert_eq!(
            err.message,
            "p.toml:3: time_limit_ms must be a positive whole number"
        );
        let err = Meta::parse(Path::new("p.toml"), &GOOD.replace("title = \"T\"\n", "")).unwrap_err();
        assert_eq!(err.message, "p.toml: title is missing");
        let err = Meta::parse(Path::new("p.toml"), &format!("{}colour = \"red\"\n", GOOD)).unwrap_err();
        assert_eq!(err.message, "p.toml:10: unknown key colour");
        let err = Meta::parse(Path::new("p.toml"), &format!("{}judge = \"K\"\n", GOOD)).unwrap_err();
        assert_eq!(err.message, "p.toml:10: judge is given twice");
        let err = Meta::parse(Path::new("p.toml"), "nonsense\n").unwrap_err();
        assert_eq!(err.message, "p.toml:1: expected key = value, found \"nonsense\"");
    }

    #[test]
    fn ids_cannot_leave_their_folder() {
        assert!(valid_id("judge-1234"));
        for bad in ["", "..", "../x", "a/b", "-x", "A", "a b"].iter() {
            assert!(!valid_id(bad), "{:?}", bad);
        }
    }
}
