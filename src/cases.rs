//! Test cases in the online-judge-tools layout, `NAME.in` beside its `NAME.out`: what a
//! problem's own tests read to compare a model of the statement with the adapter, on the
//! problem's `test/` and `beyond/` folders. A problem's tests run in the problem's folder, so
//! `case_files("test")` reads its samples.

use std::fs;
use std::path::PathBuf;

/// Every `NAME.in` of `folder` with its `NAME.out`, as `(path of NAME.in, input, expected)`,
/// the texts with bytes that are not UTF-8 replaced, sorted by name; none if the folder does
/// not exist. O(total size).
///
/// # Panics
/// If a file cannot be read, or an input has no `NAME.out`: a test's data is broken.
pub fn case_files(folder: &str) -> Vec<(PathBuf, String, String)> {
    let mut files = Vec::new();
    for entry in fs::read_dir(folder).into_iter().flatten() {
        let path = entry.expect("a readable folder entry").path();
        if path.extension().map_or(false, |e| e == "in") {
            let read = |p: &PathBuf| {
                let bytes = fs::read(p).unwrap_or_else(|e| panic!("cannot read {}: {}", p.display(), e));
                String::from_utf8_lossy(&bytes).into_owned()
            };
            let (input, expected) = (read(&path), read(&path.with_extension("out")));
            files.push((path, input, expected));
        }
    }
    files.sort();
    files
}

#[cfg(test)]
mod tests;
