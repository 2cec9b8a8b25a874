//! The command line: one table of every command and its options (`args`), and one module per
//! command, each parsing its arguments and calling the modules that do the work. `main.rs` only
//! dispatches to [`run`].

pub mod args;
mod bench;
mod bundle;
mod check;
mod gen;
mod judge;
mod judges;
mod list;
mod new;
mod optimal;
mod run;
mod show;
mod solve;
mod test;
mod throughput;
mod validate;
mod version;

use crate::error::ToolError;
use crate::problem::project::{self, Project};
use args::Args;

/// A usage error about the command line: one line, ending with the hint.
pub(crate) fn bad_usage(what: impl Into<String>) -> ToolError {
    args::ArgError(what.into()).into()
}

/// Runs one command; `Ok(false)` when a check it ran failed. O(the command's own work), which
/// each command module's `run` says.
pub fn run(args: &[String]) -> Result<bool, ToolError> {
    let (name, rest) = match args.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => return Err(bad_usage("no command given".to_string())),
    };
    if name == "--version" || name == "-V" {
        return version::run();
    }
    if ["help", "-h", "--help"].contains(&name) {
        // `cubesmith help COMMAND` is that command's help.
        match rest.first().and_then(|c| args::command(c)) {
            Some(command) => print!("{}", args::usage_of(command)),
            None => print!("{}", args::usage()),
        }
        return Ok(true);
    }
    let command = args::command(name).ok_or_else(|| bad_usage(format!("unknown command '{}'", name)))?;
    if rest.iter().any(|a| a == "-h" || a == "--help") {
        print!("{}", args::usage_of(command));
        return Ok(true);
    }
    let args = Args::parse(command, rest)?;
    match name {
        "bundle" => bundle::run(&args),
        "judge" => judge::run(&args),
        "run" => run::run(&args),
        "check" => check::run(&args),
        "gen" => gen::run(&args),
        "list" => list::run(&args),
        "judges" => judges::run(&args),
        "show" => show::run(&args),
        "bench" => bench::run(&args),
        "solve" => solve::run(&args),
        "throughput" => throughput::run(&args),
        "optimal" => optimal::run(&args),
        "validate" => validate::run(&args),
        "new" => new::run(&args),
        "test" => test::run(&args),
        "version" => version::run(),
        _ => unreachable!("every command of the table has its arm here"),
    }
}

/// The problems named (catalogue ids, problem folders, solution files), each once, in the
/// order first named, with what the command line says of them; every problem of the catalogue
/// when none is named.
pub(crate) fn targets(project: &Project, args: &Args) -> Result<Vec<project::Problem>, ToolError> {
    let given = project::Given {
        judge: args.value("--judge").map(str::to_string),
        tests: args.value("--tests").map(std::path::PathBuf::from),
        time_limit_ms: args.number("--time-limit", 1, u64::MAX)?,
        memory_limit_kb: args.number("--memory-limit", 1, u64::MAX)?,
        compare: args.value("--compare").map(str::to_string),
        checker: args.value("--checker").map(str::to_string),
    };
    let mut named: Vec<String> = Vec::new();
    for name in &args.operands {
        if !named.contains(name) {
            named.push(name.clone());
        }
    }
    if named.is_empty() {
        named = project.problem_ids()?;
        if named.is_empty() {
            return Err(bad_usage(
                "no problem named, and no catalogue here: name a solution file (with --judge KEY) or a problem folder".to_string(),
            ));
        }
    }
    named.iter().map(|name| project.target(name, &given)).collect()
}
