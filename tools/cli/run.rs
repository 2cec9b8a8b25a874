//! `cubesmith run`: a problem's adapter on one input, as its bundle would answer it.

use super::args::Args;
use super::bad_usage;
use crate::error::ToolError;
use crate::hooks;
use crate::problem::project::Project;

/// Runs the command; `Ok(false)` when a check it ran failed. O(input) and the adapter's answer,
/// compiled on demand: see [`hooks::Hooks::solve`].
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let (id, input) = match &args.operands[..] {
        [id] => (id, None),
        [id, path] => (id, Some(path)),
        _ => return Err(bad_usage("run takes ID [INPUT]".to_string())),
    };
    let project = Project::find()?;
    let problem = project.problem(id)?;
    let hooks = hooks::Hooks::of(&project, &problem)?;
    let bytes = match input {
        Some(path) => {
            std::fs::read(path).map_err(|e| ToolError::io(format!("cannot read {}: {}", path, e)))?
        }
        None => {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)
                .map_err(|e| ToolError::io(format!("cannot read standard input: {}", e)))?;
            bytes
        }
    };
    let reply = hooks.solve(&bytes)?;
    // What was answered before a fault is kept, as the bundle keeps it.
    std::io::Write::write_all(&mut std::io::stdout(), &reply.output)
        .map_err(|e| ToolError::io(format!("cannot write the answer: {}", e)))?;
    match reply.ending {
        hooks::wire::Ending::Done => Ok(true),
        hooks::wire::Ending::Refused(error) => {
            eprintln!("{}: {}", problem.id, error);
            Ok(false)
        }
        hooks::wire::Ending::Panicked(why) | hooks::wire::Ending::Internal(why) => {
            eprintln!("{}: panicked: {}", problem.id, why);
            Ok(false)
        }
    }
}
