//! `cubesmith judge`: bundle, compile as the judge does, run every case under its limits.

use super::args::Args;
use super::{bad_usage, targets};
use crate::compile::compiler;
use crate::error::ToolError;
use crate::judge;
use crate::judge::report;
use crate::problem::profile;
use crate::problem::project::Project;

/// Runs the command; `Ok(false)` when a check it ran failed. O(cases) runs per target and
/// edition, after its bundle and compile: see [`judge::judge`].
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let editions = match args.value("--edition") {
        None => judge::Editions::Default,
        Some("all") => judge::Editions::All,
        Some(year) => judge::Editions::One(profile::Edition::parse(year).ok_or_else(|| {
            bad_usage(format!(
                "--edition takes all, 2015, 2018, 2021 or 2024, found '{}'",
                year
            ))
        })?),
    };
    let explicit: Vec<String> = args.values("--rustc").iter().map(|s| s.to_string()).collect();
    if explicit.iter().any(String::is_empty) {
        return Err(bad_usage("--rustc needs a compiler path".to_string()));
    }
    let (json, debug_build) = (args.flag("--json"), args.flag("--debug-build"));
    let time_scale = args.number("--time-scale", 1, u64::MAX)?.unwrap_or(1);
    let project = Project::find()?;
    let problems = targets(&project, args)?;
    let options = judge::Options {
        compilers: compiler::Compiler::find(&explicit)?,
        editions,
        debug_build,
        time_scale,
    };
    let mut report: Box<dyn report::Report> = if json {
        Box::new(report::Json)
    } else {
        Box::new(report::Text::default())
    };
    let mut failed = Vec::new();
    let mut skipped = false;
    for problem in &problems {
        let outcome = judge::judge(&project, problem, &options, report.as_mut())?;
        if !outcome.passed {
            failed.push(problem.id.clone());
        }
        // Only edition 2024 can be skipped: every rustc found knows 2015 to 2021.
        skipped |= !outcome.skipped.is_empty();
    }
    let missing = judge::missing_compilers(&options.compilers, skipped);
    report.end(problems.len(), &failed, &missing);
    Ok(failed.is_empty())
}
