//! `cubesmith version`: the tools, the library they bundle, the cache.

use crate::error::ToolError;
use crate::problem::project::Project;

/// Runs the command; `Ok(false)` when a check it ran failed. O(1).
pub fn run() -> Result<bool, ToolError> {
    println!(
        "cubesmith-tools {} (commit {})",
        env!("CARGO_PKG_VERSION"),
        crate::problem::library::BUILT_FROM
    );
    match Project::find() {
        Ok(project) => {
            println!("bundles the library {}", project.library.describe());
            println!("cache: {}", project.cache_dir().display());
        }
        Err(e) => println!("{}", e),
    }
    Ok(true)
}
