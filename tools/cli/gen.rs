//! `cubesmith gen`: a deterministic test from a problem's generator.

use super::args::Args;
use super::bad_usage;
use crate::error::ToolError;
use crate::problem::project::Project;
use crate::suite::generate;

/// Runs the command; `Ok(false)` when a check it ran failed. As [`generate::generate`], and O(the
/// test's size) to write it.
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let id = match &args.operands[..] {
        [id] => id.as_str(),
        _ => {
            return Err(bad_usage(
                "gen takes ID [--depth D] [--count N] [--seed S] [--stdout]".to_string(),
            ))
        }
    };
    let number = |flag: &str, max: u64| args.number(flag, 0, max);
    let request = generate::Request {
        seed: number("--seed", u64::MAX)?.unwrap_or(1),
        depth: number("--depth", 255)?.map(|d| d as u8),
        count: number("--count", u64::MAX)?,
    };
    let to_stdout = args.flag("--stdout");
    let project = Project::find()?;
    let problem = project.problem(id)?;
    let made = generate::generate(&crate::hooks::Hooks::of(&project, &problem)?, &problem, &request)?;
    if to_stdout {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        return std::io::Write::write_all(&mut out, made.input.as_bytes())
            .and_then(|_| std::io::Write::flush(&mut out))
            .map(|_| true)
            .map_err(|e| ToolError::io(format!("cannot write the input: {}", e)));
    }
    let name = match request.depth {
        Some(d) => format!("depth-{:02}-seed-{}", d, request.seed),
        None => format!("random-seed-{}", request.seed),
    };
    let dir = project.root.join("target").join("gen").join(id);
    let mut files = vec![(dir.join(format!("{}.in", name)), made.input)];
    if let Some(output) = made.output {
        files.push((dir.join(format!("{}.out", name)), output));
    }
    for (path, text) in &files {
        crate::problem::files::write_atomically(path, text.as_bytes())?;
        let shown = path.strip_prefix(&project.root).unwrap_or(path);
        println!("{}", shown.display());
    }
    Ok(true)
}
