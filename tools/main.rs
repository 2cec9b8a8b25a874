//! `cubesmith`: bundle a judge problem into one file, and judge that file locally.

use cubesmith_tools::args::{self, Args};
use cubesmith_tools::error::ToolError;
use cubesmith_tools::project::{self, Project};
use cubesmith_tools::{
    bench, bundle, checkers, compiler, generate, hooks, judge, meta, optimal, process, profile, report,
    scaffold, show, solve, suite, throughput, validate,
};

/// The hint that ends a message about how cubesmith was called.
const HINT: &str = "see `cubesmith help`";

fn main() {
    // Quiet exit when standard output is a pipe that closed (`cubesmith judge | head`).
    process::default_sigpipe();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        Err(error) => {
            eprintln!("cubesmith: {}", error);
            std::process::exit(error.code);
        }
    }
}

/// A usage error about the command line: one line, ending with the hint.
fn bad_usage(what: String) -> ToolError {
    ToolError::usage(format!("{}; {}", what, HINT))
}

/// Runs one command; `Ok(false)` when a check it ran failed.
fn run(args: &[String]) -> Result<bool, ToolError> {
    let (name, rest) = match args.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => return Err(bad_usage("no command given".to_string())),
    };
    if name == "--version" || name == "-V" {
        return version_command();
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
    let args = Args::parse(command, rest).map_err(bad_usage)?;
    match name {
        "bundle" => bundle_command(&args),
        "judge" => judge_command(&args),
        "run" => run_command(&args),
        "check" => check_command(&args),
        "gen" => gen_command(&args),
        "list" => list_command(&args),
        "judges" => judges_command(&args),
        "show" => show::command(&args),
        "bench" => bench_command(&args),
        "solve" => solve_command(&args),
        "throughput" => throughput_command(&args),
        "optimal" => optimal_command(&args),
        "validate" => validate::command(&args),
        "new" => new_command(&args),
        "test" => test_command(&args),
        "version" => version_command(),
        _ => unreachable!("every command of the table has its arm here"),
    }
}

/// The problems named (catalogue ids, problem folders, solution files), each once, in the
/// order first named, with what the command line says of them; every problem of the catalogue
/// when none is named.
fn targets(project: &Project, args: &Args) -> Result<Vec<project::Problem>, ToolError> {
    let given = project::Given {
        judge: args.value("--judge").map(str::to_string),
        tests: args.value("--tests").map(std::path::PathBuf::from),
        time_limit_ms: args.number("--time-limit", 1, u64::MAX).map_err(bad_usage)?,
        memory_limit_kb: args.number("--memory-limit", 1, u64::MAX).map_err(bad_usage)?,
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

fn bundle_command(args: &Args) -> Result<bool, ToolError> {
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

fn judge_command(args: &Args) -> Result<bool, ToolError> {
    let editions = match args.value("--edition") {
        None => judge::Editions::Default,
        Some("all") => judge::Editions::All,
        Some(year) => judge::Editions::One(profile::Edition::parse(year).ok_or_else(|| {
            bad_usage(format!(
                "--edition takes all, 2015, 2018, 2021 or 2024, found '{}'",
                year
            ))
        })?),
    };
    let explicit: Vec<String> = args.values("--rustc").iter().map(|s| s.to_string()).collect();
    if explicit.iter().any(String::is_empty) {
        return Err(bad_usage("--rustc needs a compiler path".to_string()));
    }
    let (json, debug_build) = (args.flag("--json"), args.flag("--debug-build"));
    let time_scale = args
        .number("--time-scale", 1, u64::MAX)
        .map_err(bad_usage)?
        .unwrap_or(1);
    let project = Project::find()?;
    let problems = targets(&project, args)?;
    let options = judge::Options {
        compilers: compiler::Compiler::find(&explicit)?,
        editions,
        debug_build,
        time_scale,
    };
    let mut report: Box<dyn report::Report> = if json {
        Box::new(report::Json)
    } else {
        Box::new(report::Text::default())
    };
    let mut failed = Vec::new();
    let mut skipped = false;
    for problem in &problems {
        let outcome = judge::judge(&project, problem, &options, report.as_mut())?;
        if !outcome.passed {
            failed.push(problem.id.clone());
        }
        // Only edition 2024 can be skipped: every rustc found knows 2015 to 2021.
        skipped |= !outcome.skipped.is_empty();
    }
    let missing = judge::missing_compilers(&options.compilers, skipped);
    report.end(problems.len(), &failed, &missing);
    Ok(failed.is_empty())
}

fn run_command(args: &Args) -> Result<bool, ToolError> {
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
            std::fs::read(path).map_err(|e| ToolError::usage(format!("cannot read {}: {}", path, e)))?
        }
        None => {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)
                .map_err(|e| ToolError::usage(format!("cannot read standard input: {}", e)))?;
            bytes
        }
    };
    let reply = hooks.solve(&bytes)?;
    // What was answered before a fault is kept, as the bundle keeps it.
    std::io::Write::write_all(&mut std::io::stdout(), &reply.output)
        .map_err(|e| ToolError::failed(format!("cannot write the answer: {}", e)))?;
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

fn check_command(args: &Args) -> Result<bool, ToolError> {
    let args = &args.operands;
    if args.len() != 4 {
        return Err(bad_usage("check takes ID INPUT OUTPUT EXPECTED".to_string()));
    }
    let read =
        |p: &String| std::fs::read(p).map_err(|e| ToolError::usage(format!("cannot read {}: {}", p, e)));
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

fn gen_command(args: &Args) -> Result<bool, ToolError> {
    let id = match &args.operands[..] {
        [id] => id.as_str(),
        _ => {
            return Err(bad_usage(
                "gen takes ID [--depth D] [--count N] [--seed S] [--stdout]".to_string(),
            ))
        }
    };
    let number = |flag: &str, max: u64| args.number(flag, 0, max).map_err(bad_usage);
    let request = generate::Request {
        seed: number("--seed", u64::MAX)?.unwrap_or(1),
        depth: number("--depth", 255)?.map(|d| d as u8),
        count: number("--count", u64::MAX)?,
    };
    let to_stdout = args.flag("--stdout");
    let project = Project::find()?;
    let problem = project.problem(id)?;
    let made = generate::generate(&project, &problem, &request)?;
    if to_stdout {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        return std::io::Write::write_all(&mut out, made.input.as_bytes())
            .and_then(|_| std::io::Write::flush(&mut out))
            .map(|_| true)
            .map_err(|e| ToolError::failed(format!("cannot write the input: {}", e)));
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
        project::write_atomically(path, text.as_bytes())?;
        let shown = path.strip_prefix(&project.root).unwrap_or(path);
        println!("{}", shown.display());
    }
    Ok(true)
}

fn new_command(args: &Args) -> Result<bool, ToolError> {
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

fn test_command(args: &Args) -> Result<bool, ToolError> {
    let checks: Vec<&str> = match args.value("--check") {
        Some(name) if suite::CHECKS.contains(&name) => vec![name],
        Some(name) => {
            return Err(bad_usage(format!(
                "--check takes one of: {}; found '{}'",
                suite::CHECKS.join(", "),
                name
            )))
        }
        None => suite::CHECKS.to_vec(),
    };
    let project = Project::find()?;
    let problems = targets(&project, args)?;
    let mut failed = Vec::new();
    for problem in &problems {
        let suite = match suite::Suite::new(&project, problem) {
            Ok(suite) => suite,
            Err(e) => {
                println!("{}: FAILED: {}", problem.id, e);
                failed.push(problem.id.clone());
                continue;
            }
        };
        let mut line = Vec::new();
        let mut faults = Vec::new();
        for check in &checks {
            match suite.run(check) {
                Ok(0) => {}
                Ok(n) => line.push(format!("{} {}", check, n)),
                Err(why) => faults.push(format!("  {}: FAILED: {}", check, why)),
            }
        }
        let verdict = if faults.is_empty() { "ok" } else { "FAILED" };
        println!("{}: {} ({})", problem.id, verdict, line.join(", "));
        for fault in &faults {
            println!("{}", fault);
        }
        if !faults.is_empty() {
            failed.push(problem.id.clone());
        }
    }
    if failed.is_empty() {
        println!("{} problems, every check passed", problems.len());
    } else {
        println!(
            "{} of {} problems failed: {}",
            failed.len(),
            problems.len(),
            failed.join(" ")
        );
    }
    Ok(failed.is_empty())
}

fn version_command() -> Result<bool, ToolError> {
    println!(
        "cubesmith-tools {} (commit {})",
        env!("CARGO_PKG_VERSION"),
        cubesmith_tools::library::BUILT_FROM
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

fn bench_command(args: &Args) -> Result<bool, ToolError> {
    if !args.operands.is_empty() {
        return Err(bad_usage("bench takes [--runs N]".to_string()));
    }
    let runs = args
        .number("--runs", 1, u64::MAX)
        .map_err(bad_usage)?
        .unwrap_or(11) as usize;
    bench::run(runs);
    Ok(true)
}

fn solve_command(args: &Args) -> Result<bool, ToolError> {
    let request = solve::parse(args).map_err(bad_usage)?;
    let solution = solve::solve(&request)?;
    println!("{}\n{}", solution.moves, solution.summary);
    Ok(true)
}

fn throughput_command(args: &Args) -> Result<bool, ToolError> {
    let request = throughput::parse(args).map_err(bad_usage)?;
    throughput::run(&request)?;
    Ok(true)
}

fn optimal_command(args: &Args) -> Result<bool, ToolError> {
    let request = optimal::parse(args).map_err(bad_usage)?;
    optimal::run(&request)?;
    Ok(true)
}

fn list_command(args: &Args) -> Result<bool, ToolError> {
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

fn judges_command(args: &Args) -> Result<bool, ToolError> {
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
