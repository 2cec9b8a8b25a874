//! `cubesmith validate`: inputs checked against a problem's statement, format and bounds.

use super::args::Args;
use crate::error::ToolError;
use crate::problem::project::Project;
use crate::validate::Validator;

/// `cubesmith validate ID FILE...`: one line per file, `FILE: valid` or `FILE:LINE: what is
/// wrong`; `Ok(false)` when some file is invalid. O(the files' total size), and the
/// validator's load.
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let args = &args.operands;
    if args.len() < 2 {
        return Err(ToolError::usage(
            "validate takes ID FILE...; see `cubesmith help`".to_string(),
        ));
    }
    let project = Project::find()?;
    let validator = Validator::load(&project.problem(&args[0])?)?;
    let mut files = Vec::new();
    for name in &args[1..] {
        let bytes = std::fs::read(name).map_err(|e| ToolError::io(format!("cannot read {}: {}", name, e)))?;
        files.push((name, bytes));
    }
    let mut all_valid = true;
    for (name, bytes) in &files {
        match validator.check(bytes) {
            Ok(()) => println!("{}: valid", name),
            Err(v) => {
                all_valid = false;
                println!("{}:{}: {}", name, v.line, v.message);
            }
        }
    }
    Ok(all_valid)
}
