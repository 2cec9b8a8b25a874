//! `cubesmith bundle`: one pasteable file for each problem, problem folder or solution file.

use super::args::Args;
use super::{bad_usage, targets};
use crate::bundle;
use crate::error::ToolError;
use crate::problem::project::Project;

/// Runs the command; `Ok(false)` when a check it ran failed. O(the sources read) per target: see
/// [`bundle::build_keeping`].
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let keep = if args.flag("--whole-modules") {
        bundle::Keep::WholeModules
    } else {
        bundle::Keep::Reached
    };
    let project = Project::find()?;
    let problems = targets(&project, args)?;
    let out = args.value("-o").map(std::path::PathBuf::from);
    if (out.is_some() || args.flag("--stdout")) && problems.len() != 1 {
        return Err(bad_usage("-o and --stdout take one solution".to_string()));
    }
    for problem in &problems {
        if args.flag("--stdout") {
            let built = bundle::build_keeping(&project, problem, keep)?;
            print!("{}", built.text);
            continue;
        }
        let path = out.clone().unwrap_or_else(|| project.bundle_path(&problem.id));
        let written = bundle::write_to(&project, problem, keep, &path)?;
        println!(
            "{} {} bytes of {}'s {} (library: {})",
            project.shown(&written.path),
            written.size,
            problem.profile.name,
            problem.profile.source_limit_bytes.value,
            if written.modules.is_empty() {
                "none".to_string()
            } else {
                written.modules.join(", ")
            }
        );
    }
    Ok(true)
}
