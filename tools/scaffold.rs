//! `cubesmith new ID [--judge KEY] [--like OTHER]`: the start of a new problem's folder,
//! `problems/<id>/` in a checkout and `./<id>/` anywhere else, with `problem.toml` naming the
//! judge's profile, an adapter that compiles, a validator and an empty `test/`. With `--like`,
//! the adapter, the validator and the keys of `problem.toml` past the judge and title come from
//! another problem (its judge too, unless `--judge` names one); the limits and the viewer's kind
//! it copies are marked to be checked against the statement.
//!
//! This is the one command that writes outside `dist/` and `target/`: making that folder is
//! what it is for. The folder is written whole under a temporary name and renamed into place,
//! so it never stands half-written, and an existing folder is never touched.

use crate::error::ToolError;
use crate::problem::files::{read_text, valid_id};
use crate::problem::profile::Profile;
use crate::problem::project::Project;
use std::fs;
use std::path::{Path, PathBuf};

/// What `new` makes.
pub struct Request {
    /// The new problem's id: its folder name.
    pub id: String,
    /// The key of its judge's profile (`judges/<key>.toml`); `None` takes `like`'s.
    pub judge: Option<String>,
    /// The problem to start from, if any.
    pub like: Option<String>,
}

/// The files of a new problem folder, by name: `problem.toml`, `main.rs`, `validator.txt`.
pub struct Files {
    pub problem_toml: String,
    pub main_rs: String,
    pub validator: String,
}

/// Writes `problems/<id>/` for `request` and returns its path. Refuses an id that is not a
/// folder name, an id already taken, a judge without a profile and an unknown `--like`. O(size
/// of the files written, and of the other problem's read for `--like`).
pub fn create(project: &Project, request: &Request) -> Result<PathBuf, ToolError> {
    if !valid_id(&request.id) {
        return Err(ToolError::usage(format!(
            "'{}' cannot be a problem id: lower-case letters, digits and dashes, as judge-1234",
            request.id
        )));
    }
    let dir = folder_of(project, &request.id);
    if dir.exists() {
        return Err(ToolError::usage(format!(
            "{} exists already: choose another id",
            project.shown(&dir)
        )));
    }
    let other = match &request.like {
        Some(other) => Some(project.problem(other)?),
        None => None,
    };
    let key = match (&request.judge, &other) {
        (Some(key), _) => key.clone(),
        (None, Some(other)) => other.meta.profile.clone(),
        (None, None) => {
            return Err(ToolError::usage(
                "new takes ID --judge KEY (or --like OTHER, whose judge it takes)".to_string(),
            ))
        }
    };
    let profile = project.profile(&key)?;
    let files = match &other {
        Some(other) => like(&request.id, &profile, &other.id, &other.dir)?,
        None => fresh(&request.id, &profile),
    };
    write_folder(&dir, &files)?;
    Ok(dir)
}

/// Where problem `id`'s folder goes: `problems/<id>` in a checkout, `./<id>` elsewhere. O(length
/// of the path).
pub fn folder_of(project: &Project, id: &str) -> PathBuf {
    if project.checkout {
        project.root.join("problems").join(id)
    } else {
        PathBuf::from(id)
    }
}

/// The keys `--like` copies that hold the other problem's facts, not this one's: each is marked
/// in `problem.toml` to be checked against the statement.
const CHECK_KEYS: [&str; 5] = [
    "time_limit_ms",
    "memory_limit_kb",
    "address_space_limit_kb",
    "output_limit_kb",
    "view",
];

/// The files of a problem started from nothing: an adapter that answers a number a case. O(size
/// of the files).
pub fn fresh(id: &str, profile: &Profile) -> Files {
    Files {
        problem_toml: format!(
            "# {judge}: {id}. Fill in from the statement (docs/adding-a-problem.md).\n\
             profile = \"{key}\"\n\
             title = \"{id}\"\n\
             # url = \"the statement's page\"\n\
             # The statement's limits.\n\
             time_limit_ms = 1000\n\
             memory_limit_kb = 262144\n\
             # exact, lines, tokens, or checker with checker = \"KIND\".\n\
             compare = \"exact\"\n",
            judge = profile.name,
            id = id,
            key = profile.key
        ),
        main_rs: format!(
            "//! {judge}: {id}. The statement in a few words: what is read, what is answered.\n\
             \n\
             use cubesmith::io::{{self, InputError, Scanner}};\n\
             use std::io::{{BufRead, Write}};\n\
             \n\
             /// Reads every case, to the end of the input, and answers each.\n\
             pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {{\n\
             \x20   // A number a case, answered as read: replace with the judge's format.\n\
             \x20   while let Some(n) = input.number_or_end(\"n\", 0, u64::MAX)? {{\n\
             \x20       writeln!(out, \"{{}}\", n)?;\n\
             \x20   }}\n\
             \x20   input.end(\"the last case\")\n\
             }}\n\
             \n\
             fn main() {{\n\
             \x20   io::run(\"{id}\", solve);\n\
             }}\n",
            judge = profile.name,
            id = id
        ),
        validator: format!(
            "# {judge}: {id}. The statement's input, line by line, with its bounds\n\
             # (docs/validators.md). For now: a number a line, one line at least.\n\
             until-eof min 1 case {{\n\
             line n:int[0,]\n\
             }}\n",
            judge = profile.name,
            id = id
        ),
    }
}

/// The files of a problem started from problem `other` (folder `dir`): its adapter, with its
/// problem-specific tests left behind; its validator; its `problem.toml` under the new judge.
/// O(size of the other problem's files).
pub fn like(id: &str, profile: &Profile, other: &str, dir: &Path) -> Result<Files, ToolError> {
    let adapter = read_text(&dir.join("main.rs"))?;
    let from = format!("io::run(\"{}\"", other);
    if !adapter.contains(&from) {
        return Err(ToolError::usage(format!(
            "{} has no `{}, ...)` line to rename",
            dir.join("main.rs").display(),
            from
        )));
    }
    let main_rs = adapter
        .replace(&from, &format!("io::run(\"{}\"", id))
        .replace("\n#[cfg(test)]\nmod tests;\n", "\n");
    let toml = read_text(&dir.join("problem.toml"))?;
    let kept: String = toml
        .lines()
        .filter(|line| {
            let key = line.split('=').next().unwrap_or("").trim();
            !line.starts_with('#') && !["profile", "title", "url"].contains(&key)
        })
        .map(|line| {
            let key = line.split('=').next().unwrap_or("").trim();
            if CHECK_KEYS.contains(&key) {
                format!(
                    "# CHECK: {}'s {}, not yet this statement's\n{}\n",
                    other, key, line
                )
            } else {
                format!("{}\n", line)
            }
        })
        .collect();
    let validator = match fs::read_to_string(dir.join("validator.txt")) {
        Ok(text) => format!(
            "# CHECK: {}'s format and bounds, not yet this statement's.\n{}",
            other, text
        ),
        Err(_) => fresh(id, profile).validator,
    };
    Ok(Files {
        problem_toml: format!(
            "# {judge}: {id}, started from {other}: check every key against the statement.\n\
             profile = \"{key}\"\n\
             title = \"{id}\"\n\
             # url = \"the statement's page\"\n\
             {kept}",
            judge = profile.name,
            id = id,
            other = other,
            key = profile.key,
            kept = kept
        ),
        main_rs,
        validator,
    })
}

/// Writes the folder under a temporary name beside it, then renames it into place; on any
/// failure nothing is left behind.
fn write_folder(dir: &Path, files: &Files) -> Result<(), ToolError> {
    let name = dir
        .file_name()
        .expect("a problem folder has a name")
        .to_string_lossy();
    let partial = dir.with_file_name(format!(".{}.{}.partial", name, std::process::id()));
    let written = (|| {
        fs::create_dir_all(partial.join("test"))?;
        fs::write(partial.join("problem.toml"), &files.problem_toml)?;
        fs::write(partial.join("main.rs"), &files.main_rs)?;
        fs::write(partial.join("validator.txt"), &files.validator)?;
        fs::rename(&partial, dir)
    })();
    written.map_err(|e| {
        let _ = fs::remove_dir_all(&partial);
        ToolError::io(format!("cannot write {}: {}", dir.display(), e))
    })
}
