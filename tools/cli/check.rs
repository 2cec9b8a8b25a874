//! `cubesmith check`: a problem's checker on one answer.

use super::args::Args;
use super::bad_usage;
use crate::error::ToolError;
use crate::judge::checkers;
use crate::problem::project::Project;

/// Runs the command; `Ok(false)` when a check it ran failed. O(the three files) and the checker's
/// run: see [`checkers::Checker::check`].
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let args = &args.operands;
    if args.len() != 4 {
        return Err(bad_usage("check takes ID INPUT OUTPUT EXPECTED".to_string()));
    }
    let read = |p: &String| std::fs::read(p).map_err(|e| ToolError::io(format!("cannot read {}: {}", p, e)));
    let project = Project::find()?;
    let checker = checkers::Checker::new(&project, &project.problem(&args[0])?)?;
    match checker.check(&read(&args[1])?, &read(&args[2])?, &read(&args[3])?)? {
        Ok(()) => {
            println!("accepted");
            Ok(true)
        }
        Err(why) => {
            println!("rejected: {}", why);
            Ok(false)
        }
    }
}
