//! `cubesmith judges`: the judge profiles, every fact with its source.

use super::args::Args;
use crate::error::ToolError;
use crate::problem::project::Project;

/// Runs the command; `Ok(false)` when a check it ran failed. O(profiles).
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let project = Project::find()?;
    let keys = if args.operands.is_empty() {
        project.profile_keys()?
    } else {
        args.operands.clone()
    };
    for key in keys {
        let p = project.profile(&key)?;
        println!("{} ({}, judges/{}.toml)", p.name, p.url, p.key);
        let width = |w: Option<u32>| w.map_or("unknown".to_string(), |w| format!("{}-bit", w));
        let facts = [
            (
                "takes Rust",
                if p.accepts_rust.value {
                    "yes".to_string()
                } else {
                    "no".to_string()
                },
                &p.accepts_rust.source,
            ),
            ("rustc", p.rustc_text(), &p.rustc.source),
            ("editions", p.editions_text(), &p.editions.source),
            ("build", p.build.value.to_string(), &p.build.source),
            ("system", p.os.value.clone(), &p.os.source),
            ("pointers", width(p.pointer_width.value), &p.pointer_width.source),
            (
                "source limit",
                format!("{} bytes", p.source_limit_bytes.value),
                &p.source_limit_bytes.source,
            ),
        ];
        for (what, value, source) in facts.iter() {
            println!("  {:<13} {:<28} {}", what, value, source);
        }
    }
    Ok(true)
}
