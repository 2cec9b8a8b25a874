//! The report as text for a person: a line per compile and per case, columns lined up, colours
//! on a terminal.

use super::{charged_ms, file_url, Report};
use crate::compile::compiler::{Compiled, Compiler};
use crate::judge::cases::Case;
use crate::judge::process::{stdout_is_terminal, Usage};
use crate::judge::verdict::Verdict;
use crate::problem::profile::Edition;
use crate::problem::project::Problem;
use std::path::Path;

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

/// A verdict padded to its column, in colour when `ansi` is set: AC green, ERR (a broken test)
/// yellow, every failure red.
pub(super) fn verdict_cell(verdict: &Verdict, ansi: bool) -> String {
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
