//! What the local judge tells as it goes, in two forms: lines for a person (`Text`) and one JSON
//! object a line for an editor or a script (`Json`, `judge --json`). The judge calls a `Report`
//! at each step; it never prints itself.

use crate::compile::compiler::{Compiled, Compiler};
use crate::judge::process::{stdout_is_terminal, End, Usage};
use crate::judge::{Case, Verdict};
use crate::problem::profile::Edition;
use crate::problem::project::Problem;
use std::path::Path;

/// The steps of a judge run, in the order they happen.
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
fn charged_ms(usage: &Usage) -> u64 {
    if usage.end == End::TimedOut {
        usage.cpu_ms.max(usage.wall_ms)
    } else {
        usage.cpu_ms
    }
}

/// A page's path as a link a terminal or a browser opens.
fn file_url(page: &Path) -> String {
    let absolute = if page.is_absolute() {
        page.to_path_buf()
    } else {
        std::env::current_dir().map_or(page.to_path_buf(), |d| d.join(page))
    };
    format!("file://{}", absolute.display())
}

/// A verdict padded to its column, in colour when `ansi` is set: AC green, ERR (a broken test)
/// yellow, every failure red.
fn verdict_cell(verdict: &Verdict, ansi: bool) -> String {
    let cell = format!("{:<4}", verdict.to_string());
    if !ansi {
        return cell;
    }
    let colour = match verdict {
        Verdict::Ac => "32",
        Verdict::Error(_) => "33",
        _ => "1;31",
    };
    let shown = cell.trim_end();
    format!("\x1b[{}m{}\x1b[0m{}", colour, shown, &cell[shown.len()..])
}

/// The lines a person reads; verdicts in colour on a terminal (not with `NO_COLOR` set).
#[derive(Default)]
pub struct Text {
    /// The width of the case names' column for the problem being judged.
    width: usize,
}

impl Report for Text {
    fn cases(&mut self, names: &[&str]) {
        self.width = names.iter().map(|n| n.chars().count() + 2).max().unwrap_or(0);
    }

    fn bundle(&mut self, problem: &Problem, path: &str, bytes: u64) {
        println!(
            "{}: {} ({}), {}, {} bytes of {}",
            problem.id,
            problem.meta.title,
            problem.profile.name,
            path,
            bytes,
            problem.profile.source_limit_bytes.value
        );
    }

    fn skipped(&mut self, _: &Problem, edition: Edition) {
        println!(
            "  SKIP edition {}: no rustc here knows it (it needs {} or newer)",
            edition,
            edition.first_rustc()
        );
    }

    fn compiled(
        &mut self,
        _: &Problem,
        compiler: &Compiler,
        edition: Edition,
        flags: &[String],
        result: &Compiled,
    ) {
        println!(
            "  compiled with {} (edition {}, {})",
            compiler.line,
            edition,
            flags.join(" ")
        );
        if !result.ok {
            println!(
                "  CE: the compiler refused the bundle:\n{}",
                indent(&result.messages)
            );
        } else if !result.messages.trim().is_empty() {
            println!(
                "  WARN: the bundle compiles with warnings:\n{}",
                indent(&result.messages)
            );
        }
    }

    fn msrv(&mut self, problem: &Problem, judge_rustc: crate::problem::profile::Version, result: &Compiled) {
        let clean = result.ok && result.messages.trim().is_empty();
        println!(
            "  checked by clippy's incompatible_msrv for {}'s rustc {}: {}",
            problem.profile.name,
            judge_rustc,
            if clean { "nothing newer is used" } else { "FAILED" }
        );
        if !clean {
            println!("{}", indent(&result.messages));
        }
    }

    fn case(
        &mut self,
        _: &Problem,
        case: &Case,
        verdict: &Verdict,
        usage: Option<&Usage>,
        page: Option<&Path>,
    ) {
        let (ms, kib) = match usage {
            Some(u) => (charged_ms(u).to_string(), u.peak_kib.to_string()),
            None => ("-".to_string(), "-".to_string()),
        };
        let ansi = stdout_is_terminal() && std::env::var_os("NO_COLOR").is_none();
        println!(
            "  {}{:<w$}{:>7} ms {:>8} KiB",
            verdict_cell(verdict, ansi),
            case.name,
            ms,
            kib,
            w = self.width.max(24)
        );
        if let Some(why) = verdict.detail() {
            println!("{}", indent(&crate::judge::cut_lines(why)));
        }
        if let Some(page) = page {
            println!("      page: {}", file_url(page));
        }
    }

    fn summary(&mut self, _: &Problem, passed: usize, cases: usize, limits: &str) {
        println!("  {}/{} AC ({})", passed, cases, limits);
    }

    fn end(&mut self, judged: usize, failed: &[String], missing: &[String]) {
        for what in missing {
            println!("not checked here, for want of {}", what);
        }
        if failed.is_empty() {
            if judged > 1 {
                println!("every problem passed ({})", judged);
            }
        } else {
            println!("{} of {} FAILED: {}", failed.len(), judged, failed.join(", "));
        }
    }
}

fn indent(text: &str) -> String {
    text.trim_end()
        .lines()
        .map(|l| format!("      {}", l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One JSON object a line, each with its `event`: `bundle`, `skipped`, `compile`, `msrv`,
/// `case`, `problem`, `end`.
pub struct Json;

/// A JSON string, quoted and escaped.
pub fn json_string(text: &str) -> String {
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            '\r' => quoted.push_str("\\r"),
            '\t' => quoted.push_str("\\t"),
            c if (c as u32) < 0x20 => quoted.push_str(&format!("\\u{:04x}", c as u32)),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

fn json_list(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| json_string(s)).collect();
    format!("[{}]", quoted.join(","))
}

fn json_option(text: Option<&str>) -> String {
    text.map_or("null".to_string(), json_string)
}

impl Report for Json {
    fn bundle(&mut self, problem: &Problem, path: &str, bytes: u64) {
        println!(
            "{{\"event\":\"bundle\",\"problem\":{},\"path\":{},\"bytes\":{},\"limit\":{}}}",
            json_string(&problem.id),
            json_string(path),
            bytes,
            problem.profile.source_limit_bytes.value
        );
    }

    fn skipped(&mut self, problem: &Problem, edition: Edition) {
        println!(
            "{{\"event\":\"skipped\",\"problem\":{},\"edition\":\"{}\"}}",
            json_string(&problem.id),
            edition
        );
    }

    fn compiled(
        &mut self,
        problem: &Problem,
        compiler: &Compiler,
        edition: Edition,
        flags: &[String],
        result: &Compiled,
    ) {
        println!(
            "{{\"event\":\"compile\",\"problem\":{},\"edition\":\"{}\",\"rustc\":{},\"flags\":{},\"ok\":{},\"clean\":{},\"messages\":{}}}",
            json_string(&problem.id),
            edition,
            json_string(&compiler.line),
            json_list(flags),
            result.ok,
            result.ok && result.messages.trim().is_empty(),
            json_string(&result.messages)
        );
    }

    fn msrv(&mut self, problem: &Problem, judge_rustc: crate::problem::profile::Version, result: &Compiled) {
        println!(
            "{{\"event\":\"msrv\",\"problem\":{},\"rustc\":\"{}\",\"clean\":{},\"messages\":{}}}",
            json_string(&problem.id),
            judge_rustc,
            result.ok && result.messages.trim().is_empty(),
            json_string(&result.messages)
        );
    }

    fn case(
        &mut self,
        problem: &Problem,
        case: &Case,
        verdict: &Verdict,
        usage: Option<&Usage>,
        page: Option<&Path>,
    ) {
        let (ms, wall, kib) = match usage {
            Some(u) => (
                charged_ms(u).to_string(),
                u.wall_ms.to_string(),
                u.peak_kib.to_string(),
            ),
            None => ("null".to_string(), "null".to_string(), "null".to_string()),
        };
        let page = page.map(file_url);
        println!(
            "{{\"event\":\"case\",\"problem\":{},\"case\":{},\"verdict\":\"{}\",\"time_ms\":{},\"wall_ms\":{},\"memory_kib\":{},\"detail\":{},\"page\":{}}}",
            json_string(&problem.id),
            json_string(&case.name),
            verdict,
            ms,
            wall,
            kib,
            json_option(verdict.detail()),
            json_option(page.as_deref())
        );
    }

    fn summary(&mut self, problem: &Problem, passed: usize, cases: usize, limits: &str) {
        println!(
            "{{\"event\":\"problem\",\"problem\":{},\"accepted\":{},\"cases\":{},\"limits\":{}}}",
            json_string(&problem.id),
            passed,
            cases,
            json_string(limits)
        );
    }

    fn end(&mut self, judged: usize, failed: &[String], missing: &[String]) {
        println!(
            "{{\"event\":\"end\",\"judged\":{},\"failed\":{},\"missing\":{}}}",
            judged,
            json_list(failed),
            json_list(missing)
        );
    }
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
