//! The flat `key = value` format of cubesmith's data files: a problem's `problem.toml` and a
//! judge's profile, `judges/<key>.toml`.

use crate::error::ToolError;
use std::path::{Path, PathBuf};

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
    /// Splits `text` into its fields; faults name the file and line. O(length + keys^2).
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
    /// O(keys).
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

    /// The string `key`, if given. O(keys).
    pub fn optional_string(&mut self, key: &str) -> Result<Option<String>, ToolError> {
        match self.take(key) {
            None => Ok(None),
            Some(Value::Str(s)) => Ok(Some(s)),
            Some(_) => Err(self.fault(key, "must be a \"string\"")),
        }
    }

    /// The string `key`; missing is a fault. O(keys).
    pub fn string(&mut self, key: &str) -> Result<String, ToolError> {
        let found = self.optional_string(key)?;
        self.required(key, found)
    }

    /// The kind `key` names (`generator = "random"`), if given; another word is a fault that
    /// lists the kinds. O(keys + kinds).
    pub fn optional_kind<K: Kind>(&mut self, key: &str) -> Result<Option<K>, ToolError> {
        match self.optional_string(key)? {
            None => Ok(None),
            Some(word) => K::named(&word)
                .map(Some)
                .ok_or_else(|| self.fault(key, &format!("must be {}, found {:?}", K::names(), word))),
        }
    }

    /// The positive whole number `key`, if given. O(keys).
    pub fn optional_number(&mut self, key: &str) -> Result<Option<u64>, ToolError> {
        match self.take(key) {
            None => Ok(None),
            Some(Value::Int(n)) if n > 0 => Ok(Some(n)),
            Some(_) => Err(self.fault(key, "must be a positive whole number")),
        }
    }

    /// The positive whole number `key`; missing is a fault. O(keys).
    pub fn number(&mut self, key: &str) -> Result<u64, ToolError> {
        let found = self.optional_number(key)?;
        self.required(key, found)
    }

    /// The boolean `key`, if given. O(keys).
    pub fn optional_flag(&mut self, key: &str) -> Result<Option<bool>, ToolError> {
        match self.take(key) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(b)),
            Some(_) => Err(self.fault(key, "must be true or false")),
        }
    }

    /// The boolean `key`; missing is a fault. O(keys).
    pub fn flag(&mut self, key: &str) -> Result<bool, ToolError> {
        let found = self.optional_flag(key)?;
        self.required(key, found)
    }

    /// Refuses a key that no reader took. O(1).
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

/// A kind named in a data file by a word: every value, and the word of each.
pub trait Kind: Copy + 'static {
    /// Every kind, in the order the docs list them.
    const ALL: &'static [Self];

    /// The word a data file names it by. O(1).
    fn name(self) -> &'static str;

    /// The kind named `word`, if any. O(kinds).
    fn named(word: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.name() == word)
    }

    /// Every word, for messages: `"a", "b" or "c"`. O(kinds).
    fn names() -> String {
        let words: Vec<String> = Self::ALL.iter().map(|k| format!("{:?}", k.name())).collect();
        match words.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {}", rest.join(", "), last),
            None => String::new(),
        }
    }
}
