//! The checkout cubesmith works in: where it is, which library modules and problems it has, and
//! each problem's metadata (`problems/<id>/problem.toml`).

use crate::profile::Profile;
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
    /// The key of its judge's profile, `judges/<key>.toml` (`profile = "boj"`).
    pub profile: String,
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
    /// The answers yes and no, for yes/no answers: two words (`"YES NO"`), or two phrases
    /// separated by `|` (`"Yes, grandpa!|No, you are wrong!"`).
    pub answers: [String; 2],
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
    /// Parses a `problem.toml`. Every fault names the file (and the line, where there is one).
    pub fn parse(path: &Path, text: &str) -> Result<Meta, ToolError> {
        let mut fields = Fields::parse(path, text)?;
        let profile = fields.string("profile")?;
        let title = fields.string("title")?;
        let url = fields.optional_string("url")?;
        let time_limit_ms = fields.number("time_limit_ms")?;
        let memory_limit_kb = fields.number("memory_limit_kb")?;
        let output_limit_kb = fields
            .optional_number("output_limit_kb")?
            .unwrap_or(DEFAULT_OUTPUT_LIMIT_KB);
        let address_space_limit_kb = fields.optional_number("address_space_limit_kb")?;
        let generator = fields.optional_string("generator")?;
        let metric = fields.optional_string("metric")?;
        let max_cases = fields.optional_number("max_cases")?.unwrap_or(1);
        let rotate = fields.optional_flag("rotate")?.unwrap_or(true);
        let answers = fields
            .optional_string("answers")?
            .unwrap_or_else(|| "YES NO".to_string());
        let answers: Vec<&str> = if answers.contains('|') {
            answers.split('|').collect()
        } else {
            answers.split_whitespace().collect()
        };
        let answers = match answers[..] {
            [yes, no] if !yes.is_empty() && !no.is_empty() => [yes.to_string(), no.to_string()],
            _ => {
                let what = "must be two words, yes then no, or two phrases separated by |";
                return Err(fields.fault("answers", what));
            }
        };
        let already_solved = fields.optional_flag("already_solved")?.unwrap_or(false);
        let notation = fields.optional_string("notation")?;
        let max_depth = fields.optional_number("max_depth")?;
        let max_moves = fields.optional_number("max_moves")?;
        let colours = fields.optional_string("colours")?;
        if colours.as_ref().map_or(false, |c| {
            c.len() != 6 || !c.bytes().all(|b| b.is_ascii_graphic())
        }) {
            return Err(fields.fault("colours", "must be six letters, for the faces U R F D L B"));
        }
        let compare = match fields.string("compare")?.as_str() {
            "exact" => Compare::Exact,
            "lines" => Compare::Lines,
            "tokens" => Compare::Tokens,
            "checker" => Compare::Checker(fields.string("checker")?),
            _ => {
                return Err(fields.fault(
                    "compare",
                    "must be \"exact\", \"lines\", \"tokens\" or \"checker\"",
                ))
            }
        };
        fields.finish()?;
        Ok(Meta {
            profile,
            title,
            url,
            time_limit_ms,
            memory_limit_kb,
            output_limit_kb,
            address_space_limit_kb,
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

/// The `key = value` lines of one of cubesmith's data files (`problem.toml`, a judge profile):
/// strings in double quotes, whole numbers (`_` allowed), `true` or `false`, `#` comments. Each
/// key is taken once by its reader; `finish` refuses the keys nobody took.
pub struct Fields {
    path: PathBuf,
    /// Key, value and line, in the file's order; taken ones are removed.
    fields: Vec<(String, Value, usize)>,
    /// The line of every key read, for faults about its value.
    lines: Vec<(String, usize)>,
}

impl Fields {
    /// Splits `text` into its fields; faults name the file and line.
    pub fn parse(path: &Path, text: &str) -> Result<Fields, ToolError> {
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
        let lines = fields.iter().map(|(k, _, line)| (k.clone(), *line)).collect();
        Ok(Fields {
            path: path.to_path_buf(),
            fields,
            lines,
        })
    }

    /// A fault about `key`'s value: `FILE:LINE: key what`, or `FILE: key what` if it is absent.
    pub fn fault(&self, key: &str, what: &str) -> ToolError {
        match self.lines.iter().find(|(k, _)| k == key) {
            Some((_, line)) => {
                ToolError::usage(format!("{}:{}: {} {}", self.path.display(), line, key, what))
            }
            None => ToolError::usage(format!("{}: {} {}", self.path.display(), key, what)),
        }
    }

    fn take(&mut self, key: &str) -> Option<Value> {
        let at = self.fields.iter().position(|(k, _, _)| k == key)?;
        Some(self.fields.remove(at).1)
    }

    fn required<T>(&mut self, key: &str, found: Option<T>) -> Result<T, ToolError> {
        found.ok_or_else(|| ToolError::usage(format!("{}: {} is missing", self.path.display(), key)))
    }

    /// The string `key`, if given.
    pub fn optional_string(&mut self, key: &str) -> Result<Option<String>, ToolError> {
        match self.take(key) {
            None => Ok(None),
            Some(Value::Str(s)) => Ok(Some(s)),
            Some(_) => Err(self.fault(key, "must be a \"string\"")),
        }
    }

    /// The string `key`; missing is a fault.
    pub fn string(&mut self, key: &str) -> Result<String, ToolError> {
        let found = self.optional_string(key)?;
        self.required(key, found)
    }

    /// The positive whole number `key`, if given.
    pub fn optional_number(&mut self, key: &str) -> Result<Option<u64>, ToolError> {
        match self.take(key) {
            None => Ok(None),
            Some(Value::Int(n)) if n > 0 => Ok(Some(n)),
            Some(_) => Err(self.fault(key, "must be a positive whole number")),
        }
    }

    /// The positive whole number `key`; missing is a fault.
    pub fn number(&mut self, key: &str) -> Result<u64, ToolError> {
        let found = self.optional_number(key)?;
        self.required(key, found)
    }

    /// The boolean `key`, if given.
    pub fn optional_flag(&mut self, key: &str) -> Result<Option<bool>, ToolError> {
        match self.take(key) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(b)),
            Some(_) => Err(self.fault(key, "must be true or false")),
        }
    }

    /// The boolean `key`; missing is a fault.
    pub fn flag(&mut self, key: &str) -> Result<bool, ToolError> {
        let found = self.optional_flag(key)?;
        self.required(key, found)
    }

    /// Refuses a key that no reader took.
    pub fn finish(self) -> Result<(), ToolError> {
        match self.fields.first() {
            Some((key, _, line)) => Err(ToolError::usage(format!(
                "{}:{}: unknown key {}",
                self.path.display(),
                line,
                key
            ))),
            None => Ok(()),
        }
    }
}

/// A value in a data file.
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

    const GOOD: &str = "profile = \"j\"\ntitle = \"T\"\ntime_limit_ms = 1_000\nmemory_limit_kb = 10240\n\
        max_cases = 2\nrotate = false\nalready_solved = true\ncompare = \"checker\"\nchecker = \"x\"\n";

    #[test]
    fn parses_every_field() {
        let meta = Meta::parse(Path::new("p.toml"), GOOD).unwrap();
        assert_eq!(meta.time_limit_ms, 1000);
        assert_eq!(meta.memory_limit_kb, 10240);
        assert_eq!(meta.profile, "j");
        assert_eq!(
            (meta.max_cases, meta.rotate, meta.already_solved),
            (2, false, true)
        );
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
        let err = Meta::parse(Path::new("p.toml"), &format!("{}title = \"K\"\n", GOOD)).unwrap_err();
        assert_eq!(err.message, "p.toml:10: title is given twice");
        let err = Meta::parse(Path::new("p.toml"), "nonsense\n").unwrap_err();
        assert_eq!(err.message, "p.toml:1: expected key = value, found \"nonsense\"");
    }

    #[test]
    fn answers_are_two_words_or_two_phrases() {
        let with = |answers: &str| {
            Meta::parse(
                Path::new("p.toml"),
                &format!("{}answers = \"{}\"\n", GOOD, answers),
            )
        };
        let default = Meta::parse(Path::new("p.toml"), GOOD).unwrap().answers;
        assert_eq!(default, ["YES".to_string(), "NO".to_string()]);
        assert_eq!(
            with("Yes No").unwrap().answers,
            ["Yes".to_string(), "No".to_string()]
        );
        let phrases = with("Yes, grandpa!|No, you are wrong!").unwrap().answers;
        assert_eq!(
            phrases,
            ["Yes, grandpa!".to_string(), "No, you are wrong!".to_string()]
        );
        for bad in ["Yes", "Yes No Maybe", "Yes|", "a|b|c"].iter() {
            let err = with(bad).unwrap_err();
            assert_eq!(
                err.message,
                "p.toml:10: answers must be two words, yes then no, or two phrases separated by |"
            );
        }
    }

    #[test]
    fn ids_cannot_leave_their_folder() {
        assert!(valid_id("judge-1234"));
        for bad in ["", "..", "../x", "a/b", "-x", "A", "a b"].iter() {
            assert!(!valid_id(bad), "{:?}", bad);
        }
    }
}
