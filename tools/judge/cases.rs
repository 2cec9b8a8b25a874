//! A problem's test cases: `NAME.in` with its `NAME.out` in a folder of the online-judge-tools
//! layout, in natural order, and the `beyond/` cases named as such.

use crate::error::ToolError;
use std::fs;
use std::path::{Path, PathBuf};

/// One test case: `name.in` and `name.out`, if there is one.
pub struct Case {
    /// The file stem, e.g. `sample-1`.
    pub name: String,
    /// The input file.
    pub input: PathBuf,
    /// The expected output file, if present.
    pub expected: Option<PathBuf>,
}

/// The cases of a test folder in the online-judge-tools layout, in natural order (`x-2` before
/// `x-10`). A missing or empty folder is a usage error. O(n log n) for the folder's n entries.
pub fn test_cases(dir: &Path) -> Result<Vec<Case>, ToolError> {
    let entries = fs::read_dir(dir).map_err(|_| {
        ToolError::usage(format!(
            "no test folder {}: add NAME.in and NAME.out files there",
            dir.display()
        ))
    })?;
    let mut cases: Vec<Case> = entries
        .flatten()
        .filter_map(|e| {
            let path = e.path();
            if path.extension().map_or(false, |x| x == "in") {
                let name = path.file_stem()?.to_string_lossy().into_owned();
                let expected = path.with_extension("out");
                Some(Case {
                    expected: if expected.is_file() { Some(expected) } else { None },
                    input: path,
                    name,
                })
            } else {
                None
            }
        })
        .collect();
    if cases.is_empty() {
        return Err(ToolError::usage(format!(
            "no test cases in {}: add NAME.in and NAME.out files there",
            dir.display()
        )));
    }
    cases.sort_by_key(|c| natural_key(&c.name));
    Ok(cases)
}

/// The cases of `problems/<id>/beyond/`: inputs past the statement's bounds that the program
/// still answers (the validator refuses them), named `beyond/NAME`. None if there is no folder.
/// O(n log n) for the folder's n entries.
pub fn beyond_cases(dir: &Path) -> Result<Vec<Case>, ToolError> {
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let mut cases = test_cases(dir)?;
    for case in &mut cases {
        case.name = format!("beyond/{}", case.name);
    }
    Ok(cases)
}

/// Sort key that orders digit runs by value: `sample-2` before `sample-10`.
fn natural_key(name: &str) -> Vec<(String, u64)> {
    let mut key = Vec::new();
    let mut text = String::new();
    let mut digits = String::new();
    for c in name.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            if !digits.is_empty() {
                key.push((std::mem::take(&mut text), digits.parse().unwrap_or(u64::MAX)));
                digits.clear();
            }
            text.push(c);
        }
    }
    key.push((text, digits.parse().unwrap_or(0)));
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_sort_naturally() {
        let mut names = vec!["sample-10", "sample-2", "extra-1", "sample-1"];
        names.sort_by_key(|n| natural_key(n));
        assert_eq!(names, vec!["extra-1", "sample-1", "sample-2", "sample-10"]);
    }
}
