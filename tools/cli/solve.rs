//! `cubesmith solve`: a solution of one cube and its length.

use super::args::Args;
use crate::error::ToolError;
use crate::solvers::solve;

/// Runs the command; `Ok(false)` when a check it ran failed. O(one solve), as [`solve::solve`]
/// says.
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let request = solve::parse(args)?;
    let solution = solve::solve(&request)?;
    println!("{}\n{}", solution.moves, solution.summary);
    Ok(true)
}
