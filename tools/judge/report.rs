//! What the local judge tells as it goes, in two forms: lines for a person (`Text`) and one JSON
//! object a line for an editor or a script (`Json`, `judge --json`). The judge calls a `Report`
//! at each step; it never prints itself.

use crate::compile::compiler::{Compiled, Compiler};
use crate::judge::cases::Case;
use crate::judge::process::{End, Usage};
use crate::judge::verdict::Verdict;
use crate::problem::profile::Edition;
use crate::problem::project::Problem;
use std::path::Path;

mod json;
mod text;

pub use json::{json_string, Json};
pub use text::Text;

/// The steps of a judge run, in the order they happen. Each method is O(what it writes).
pub trait Report {
    /// The bundle was written: its path as shown and its size.
    fn bundle(&mut self, problem: &Problem, path: &str, bytes: u64);
    /// No compiler here knows `edition`.
    fn skipped(&mut self, problem: &Problem, edition: Edition);
    /// The bundle was compiled.
    fn compiled(
        &mut self,
        problem: &Problem,
        compiler: &Compiler,
        edition: Edition,
        flags: &[String],
        result: &Compiled,
    );
    /// Clippy checked the bundle against the judge's older rustc.
    fn msrv(&mut self, problem: &Problem, judge_rustc: crate::problem::profile::Version, result: &Compiled);
    /// A case was judged; `usage` is `None` if it could not be run, `page` is its failure page.
    fn case(
        &mut self,
        problem: &Problem,
        case: &Case,
        verdict: &Verdict,
        usage: Option<&Usage>,
        page: Option<&Path>,
    );
    /// The problem's cases are about to run, these names among them (a text report lines its
    /// columns up by the longest).
    fn cases(&mut self, names: &[&str]) {
        let _ = names;
    }
    /// The problem's cases are all judged.
    fn summary(&mut self, problem: &Problem, passed: usize, cases: usize, limits: &str);
    /// The run is over: the problems that failed and the compilers it lacked.
    fn end(&mut self, judged: usize, failed: &[String], missing: &[String]);
}

/// The time a case is charged: its CPU time, or the wall clock when it was killed at the limit.
pub(super) fn charged_ms(usage: &Usage) -> u64 {
    if usage.end == End::TimedOut {
        usage.cpu_ms.max(usage.wall_ms)
    } else {
        usage.cpu_ms
    }
}

/// A page's path as a link a terminal or a browser opens.
pub(super) fn file_url(page: &Path) -> String {
    let absolute = if page.is_absolute() {
        page.to_path_buf()
    } else {
        std::env::current_dir().map_or(page.to_path_buf(), |d| d.join(page))
    };
    format!("file://{}", absolute.display())
}

/// `rows` as aligned text lines: each column as wide as its widest cell (counted in characters),
/// two spaces between columns, the columns numbered in `right` aligned to the right, the last
/// column not padded. O(cells).
pub fn columns(rows: &[Vec<String>], right: &[usize]) -> Vec<String> {
    let count = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width = |c: usize| {
        rows.iter()
            .filter_map(|r| r.get(c))
            .map(|t| t.chars().count())
            .max()
    };
    let widths: Vec<usize> = (0..count).map(|c| width(c).unwrap_or(0)).collect();
    rows.iter()
        .map(|row| {
            let cells = row.iter().enumerate().map(|(c, text)| {
                let pad = " ".repeat(widths[c] - text.chars().count());
                match (right.contains(&c), c + 1 == row.len()) {
                    (true, _) => format!("{}{}", pad, text),
                    (false, true) => text.clone(),
                    (false, false) => format!("{}{}", text, pad),
                }
            });
            cells.collect::<Vec<_>>().join("  ")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::json::{json_list, json_option};
    use super::text::verdict_cell;
    use super::*;

    #[test]
    fn json_strings_escape_what_json_needs() {
        assert_eq!(json_string("a\"b\\c\nd\u{1}é"), "\"a\\\"b\\\\c\\nd\\u0001é\"");
        assert_eq!(json_list(&["x".to_string(), "y".to_string()]), "[\"x\",\"y\"]");
        assert_eq!(json_option(None), "null");
    }

    #[test]
    fn verdicts_are_coloured_only_when_asked_and_keep_their_column() {
        assert_eq!(verdict_cell(&Verdict::Ac, false), "AC  ");
        assert_eq!(verdict_cell(&Verdict::Ac, true), "\x1b[32mAC\x1b[0m  ");
        let wa = Verdict::Wa("x".to_string());
        assert_eq!(verdict_cell(&wa, true), "\x1b[1;31mWA\x1b[0m  ");
        assert_eq!(
            verdict_cell(&Verdict::Tle("x".to_string()), true),
            "\x1b[1;31mTLE\x1b[0m "
        );
        assert_eq!(
            verdict_cell(&Verdict::Error("x".to_string()), true),
            "\x1b[33mERR\x1b[0m "
        );
    }

    #[test]
    fn pages_are_file_urls() {
        assert_eq!(file_url(Path::new("/a/b.html")), "file:///a/b.html");
        assert!(file_url(Path::new("b.html")).starts_with("file:///"));
    }

    #[test]
    fn columns_are_as_wide_as_their_widest_cell_in_characters() {
        let rows: Vec<Vec<String>> = [
            ["id", "time", "title"],
            ["judge-123456", "1000", "Folding a Cube"],
            ["judge-1", "20", "주사위 쌓기"],
        ]
        .iter()
        .map(|r| r.iter().map(|c| c.to_string()).collect())
        .collect();
        let lines = columns(&rows, &[1]);
        assert_eq!(
            lines,
            [
                "id            time  title",
                "judge-123456  1000  Folding a Cube",
                "judge-1         20  주사위 쌓기",
            ]
        );
    }
}
