//! Files as the tools read and write them: text read with an error naming the file, a file
//! written whole or not at all, and the names a problem's folder may have.

use crate::error::ToolError;
use std::fs;
use std::path::Path;

/// Reads a file as text, with an error naming it. O(size of the file).
pub fn read_text(path: &Path) -> Result<String, ToolError> {
    fs::read_to_string(path).map_err(|e| ToolError::io(format!("cannot read {}: {}", path.display(), e)))
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so no
/// reader ever sees half a file; creates the folder. O(size of `bytes`).
///
/// # Panics
/// If `path` has no parent: an empty path, or the root.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), ToolError> {
    let dir = path.parent().expect("a file path has a folder");
    let io = |e: std::io::Error| ToolError::io(format!("cannot write {}: {}", path.display(), e));
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

/// A problem id is a folder name of lower-case letters, digits and dashes: nothing that could
/// lead a path out of `problems/` or `dist/`. O(length of `id`).
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with('-')
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The value of the first line `key = "value"` of the `Cargo.toml` in `dir` (the package's own
/// keys come first there: its `name`, its `version`), if the file and the key are there.
/// O(file).
pub fn cargo_value(dir: &Path, key: &str) -> Option<String> {
    let text = fs::read_to_string(dir.join("Cargo.toml")).ok()?;
    text.lines()
        .filter_map(|l| l.trim().strip_prefix(key)?.trim_start().strip_prefix('='))
        .map(|v| v.trim().trim_matches('"').to_string())
        .next()
}
