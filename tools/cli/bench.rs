//! `cubesmith bench`: in-process timings of the cube solvers.

use super::args::Args;
use super::bad_usage;
use crate::error::ToolError;
use crate::solvers::bench;

/// Runs the command; `Ok(false)` when a check it ran failed. O(runs x the benchmark's solves): see
/// [`bench::run`].
pub fn run(args: &Args) -> Result<bool, ToolError> {
    if !args.operands.is_empty() {
        return Err(bad_usage("bench takes [--runs N]".to_string()));
    }
    let runs = args.number("--runs", 1, u64::MAX)?.unwrap_or(11) as usize;
    bench::run(runs);
    Ok(true)
}
