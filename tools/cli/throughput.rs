//! `cubesmith throughput`: many random 3x3 cubes by the throughput solver.

use super::args::Args;
use crate::error::ToolError;
use crate::solvers::throughput;

/// Runs the command; `Ok(false)` when a check it ran failed. As [`throughput::run`]: O(cubes) solves.
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let request = throughput::parse(args)?;
    throughput::run(&request)?;
    Ok(true)
}
