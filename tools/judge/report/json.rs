//! The report as JSON lines for tools: one object an event.

use super::{charged_ms, file_url, Report};
use crate::compile::compiler::{Compiled, Compiler};
use crate::judge::cases::Case;
use crate::judge::process::Usage;
use crate::judge::verdict::Verdict;
use crate::problem::profile::Edition;
use crate::problem::project::Problem;
use std::path::Path;

/// One JSON object a line, each with its `event`: `bundle`, `skipped`, `compile`, `msrv`,
/// `case`, `problem`, `end`.
pub struct Json;

/// A JSON string, quoted and escaped. O(length of `text`).
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

pub(super) fn json_list(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| json_string(s)).collect();
    format!("[{}]", quoted.join(","))
}

pub(super) fn json_option(text: Option<&str>) -> String {
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
