//! `cubesmith new`: the start of a new problem's folder.

use super::args::Args;
use super::bad_usage;
use crate::error::ToolError;
use crate::problem::project::Project;
use crate::scaffold;

/// Runs the command; `Ok(false)` when a check it ran failed. O(1) files written: see [`scaffold::create`].
pub fn run(args: &Args) -> Result<bool, ToolError> {
    let id = match &args.operands[..] {
        [id] => id.clone(),
        _ => return Err(bad_usage("new takes ID --judge KEY [--like OTHER]".to_string())),
    };
    let request = scaffold::Request {
        id,
        judge: args.value("--judge").map(str::to_string),
        like: args.value("--like").map(str::to_string),
    };
    let project = Project::find()?;
    let dir = scaffold::create(&project, &request)?;
    let folder = project.shown(&dir);
    // In the checkout the id is enough; elsewhere the folder's path.
    let named = if project.checkout {
        request.id.clone()
    } else {
        format!("{}/", folder)
    };
    let run = how_run(&project);
    let copied = match &request.like {
        Some(other) => format!(" and every key marked CHECK (copied from {})", other),
        None => String::new(),
    };
    println!(
        "wrote {}/: problem.toml, main.rs, validator.txt and an empty test/",
        folder
    );
    println!("next, from the statement (docs/adding-a-problem.md):");
    println!("  problem.toml    its limits{}", copied);
    println!("  validator.txt   its input's format and bounds");
    println!("  test/           its samples, NAME.in and NAME.out");
    println!("  main.rs         the adapter: its format read, the library called");
    println!("  tests.rs        a model of the statement, against the adapter");
    println!("then:");
    println!(
        "  {} judge {} --edition all   every edition, every case",
        run, named
    );
    println!(
        "  {} test {}                  its suite: beyond/, bad/, fuzzing, tests.rs",
        run, named
    );
    Ok(true)
}

/// How the user runs this program, as the next commands should say it: `cargo run --release --`
/// under cargo, its path when it is a build of this checkout, else `cubesmith`.
fn how_run(project: &Project) -> String {
    if std::env::var_os("CARGO").is_some() && project.checkout {
        return "cargo run --release --".to_string();
    }
    let exe = std::env::current_exe().ok();
    match exe.as_ref().and_then(|e| e.strip_prefix(&project.root).ok()) {
        Some(inside) => inside.display().to_string(),
        None => "cubesmith".to_string(),
    }
}
