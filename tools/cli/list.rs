//! `cubesmith list`: the problems, their judges and limits.

use super::args::Args;
use super::bad_usage;
use crate::error::ToolError;
use crate::judge::report;
use crate::problem::meta;
use crate::problem::project::Project;

/// Runs the command; `Ok(false)` when a check it ran failed. O(problems).
pub fn run(args: &Args) -> Result<bool, ToolError> {
    if !args.operands.is_empty() {
        return Err(bad_usage("list takes no arguments".to_string()));
    }
    let project = Project::find()?;
    let header = [
        "id",
        "judge",
        "time ms",
        "memory KiB",
        "rust",
        "rustc",
        "editions",
        "limit",
        "show draws",
        "title",
    ];
    let mut rows = vec![header.iter().map(|h| h.to_string()).collect::<Vec<_>>()];
    let mut urls = vec![None];
    for id in project.problem_ids()? {
        let p = project.problem(&id)?;
        rows.push(vec![
            p.id.clone(),
            p.profile.key.clone(),
            p.meta.time_limit_ms.to_string(),
            p.meta.memory_limit_kb.to_string(),
            if p.profile.accepts_rust.value { "yes" } else { "no" }.to_string(),
            p.profile.rustc_text(),
            p.profile.editions_text(),
            p.profile.source_limit_bytes.value.to_string(),
            meta::View::shows(p.meta.view).to_string(),
            p.meta.title.clone(),
        ]);
        urls.push(p.meta.url.clone());
    }
    // Numbers to the right; the title, last, as long as it is.
    let lines = report::columns(&rows, &[2, 3, 7]);
    let indent = lines[0].find("title").unwrap_or(0);
    for (line, url) in lines.iter().zip(&urls) {
        println!("{}", line);
        if let Some(url) = url {
            println!("{:w$}{}", "", url, w = indent);
        }
    }
    println!("each judge's facts and their sources: cubesmith judges");
    Ok(true)
}
