//! `cubesmith optimal`: many random 3x3 cubes solved optimally on a table.

use super::args::Args;
use crate::error::ToolError;
use crate::solvers::optimal;

/// Runs the command; `Ok(false)` when a check it ran failed. As [`optimal::run`]: O(cubes) solves.
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let request = optimal::parse(args)?;
    optimal::run(&request)?;
    Ok(true)
}
