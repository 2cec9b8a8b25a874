//! `cubesmith test`: a problem's suite through its adapter, compiled on demand.

use super::args::Args;
use super::{bad_usage, targets};
use crate::error::ToolError;
use crate::problem::project::Project;
use crate::suite;

/// Runs the command; `Ok(false)` when a check it ran failed. O(checks) per target, each as
/// [`suite::Suite::run`] says.
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let checks: Vec<&str> = match args.value("--check") {
        Some(name) if suite::CHECKS.contains(&name) => vec![name],
        Some(name) => {
            return Err(bad_usage(format!(
                "--check takes one of: {}; found '{}'",
                suite::CHECKS.join(", "),
                name
            )))
        }
        None => suite::CHECKS.to_vec(),
    };
    let project = Project::find()?;
    let problems = targets(&project, args)?;
    let mut failed = Vec::new();
    for problem in &problems {
        let suite = match suite::Suite::new(&project, problem) {
            Ok(suite) => suite,
            Err(e) => {
                println!("{}: FAILED: {}", problem.id, e);
                failed.push(problem.id.clone());
                continue;
            }
        };
        let mut line = Vec::new();
        let mut faults = Vec::new();
        for check in &checks {
            match suite.run(check) {
                Ok(0) => {}
                Ok(n) => line.push(format!("{} {}", check, n)),
                Err(why) => faults.push(format!("  {}: FAILED: {}", check, why)),
            }
        }
        let verdict = if faults.is_empty() { "ok" } else { "FAILED" };
        println!("{}: {} ({})", problem.id, verdict, line.join(", "));
        for fault in &faults {
            println!("{}", fault);
        }
        if !faults.is_empty() {
            failed.push(problem.id.clone());
        }
    }
    if failed.is_empty() {
        println!("{} problems, every check passed", problems.len());
    } else {
        println!(
            "{} of {} problems failed: {}",
            failed.len(),
            problems.len(),
            failed.join(" ")
        );
    }
    Ok(failed.is_empty())
}
