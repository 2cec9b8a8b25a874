//! `cubesmith`: bundle a judge problem into one file, and judge that file locally.

mod bench;
mod bundle;
mod checkers;
mod compare;
mod generate;
mod judge;
mod lexer;
mod moves;
mod names;
mod page;
mod process;
mod project;
mod registry;
mod show;
mod solve;
mod throughput;
mod view;

use project::{Project, ToolError};

const USAGE: &str = "\
usage: cubesmith COMMAND [ARGS]

  bundle [ID...] [--whole-modules] write dist/<id>/main.rs for each problem (default: all),
                                   with the library items the adapter reaches (or the whole
                                   modules)
  judge [ID...] [--rustc PATH]     bundle, compile with PATH (default: rustc) and run every test
                                   case under the problem's limits (default: all problems)
  check ID INPUT OUTPUT EXPECTED   run problem ID's checker (exit 0 accepted, 1 rejected)
  gen ID [--depth D] [--count N] [--seed S] [--stdout]
                                   write a test to target/gen/<id>/: puzzles at distance D (or
                                   random ones, as many as the problem allows), with the expected
                                   output where it is determined; --stdout prints the input only
  show ID INPUT [--case K] [--moves TEXT] [--output FILE] [--html FILE]
                                   draw the puzzles of INPUT (or the K-th) as nets, read by the
                                   problem's adapter; with moves (in the problem's notation) or
                                   the program's answer (OUTPUT, where answers are moves), each
                                   step; --html FILE writes a page with a player instead
  list                             the problems, their judges and limits
  solve [--metric half|quarter] [--optimal [--max-depth D]] CUBE | --scramble MOVES
                                   a solution of one cube and its length: CUBE is 54 facelets
                                   (3x3, faces U R F D L B, any six colours) or 24 stickers (2x2,
                                   LambdaOJ's order); MOVES a scramble of the solved 3x3 cube in
                                   Singmaster. Two-phase for the 3x3, optimal with --optimal (up
                                   to D moves: 10 half turns, 11 quarter turns unless given);
                                   always optimal for the 2x2
  bench [--runs N]                 time the cube solvers in-process (table build, descent, search)
  throughput N [--seed S] [--phase1 K] [--slack L] [--print]
                                   solve N random 3x3 cubes with the throughput solver (K
                                   phase-1 sequences a cube, L moves of slack into G3), replay
                                   every solution, print the mean length and the timings;
                                   --print writes each solution too
  help, -h, --help                 this text (also after any command)
";

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
    let (command, rest) = match args.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => return Err(bad_usage("no command given".to_string())),
    };
    if rest.iter().any(|a| a == "-h" || a == "--help") {
        print!("{}", USAGE);
        return Ok(true);
    }
    match command {
        "bundle" => bundle_command(rest),
        "judge" => judge_command(rest),
        "check" => check_command(rest),
        "gen" => gen_command(rest),
        "list" => list_command(rest),
        "show" => show::command(rest),
        "bench" => bench_command(rest),
        "solve" => solve_command(rest),
        "throughput" => throughput_command(rest),
        "help" | "--help" | "-h" => {
            print!("{}", USAGE);
            Ok(true)
        }
        other => Err(bad_usage(format!("unknown command '{}'", other))),
    }
}

/// The problem ids named in `args`, each once, in the order first named; every problem when
/// none is.
fn chosen_ids(project: &Project, args: &[String]) -> Result<Vec<String>, ToolError> {
    if let Some(flag) = args.iter().find(|a| a.starts_with('-')) {
        return Err(bad_usage(format!("unknown option '{}'", flag)));
    }
    if args.is_empty() {
        return project.problem_ids();
    }
    let mut ids: Vec<String> = Vec::new();
    for id in args {
        if !ids.contains(id) {
            ids.push(id.clone());
        }
    }
    Ok(ids)
}

fn bundle_command(args: &[String]) -> Result<bool, ToolError> {
    let whole = "--whole-modules";
    let keep = if args.iter().any(|a| a == whole) {
        bundle::Keep::WholeModules
    } else {
        bundle::Keep::Reached
    };
    let args: Vec<String> = args.iter().filter(|a| *a != whole).cloned().collect();
    let project = Project::find()?;
    for id in chosen_ids(&project, &args)? {
        let problem = project.problem(&id)?;
        let written = bundle::write_keeping(&project, &problem, keep)?;
        let path = &written.path;
        let shown = path
            .strip_prefix(&project.root)
            .unwrap_or(path)
            .display()
            .to_string();
        println!(
            "{} {} bytes (library: {})",
            shown,
            written.size,
            written.modules.join(", ")
        );
    }
    Ok(true)
}

fn judge_command(args: &[String]) -> Result<bool, ToolError> {
    let mut rustc = "rustc".to_string();
    let mut ids = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if let Some(path) = args[i].strip_prefix("--rustc=") {
            rustc = path.to_string();
            i += 1;
        } else if args[i] == "--rustc" {
            rustc = args
                .get(i + 1)
                .cloned()
                .ok_or_else(|| bad_usage("--rustc needs a compiler path".to_string()))?;
            i += 2;
        } else {
            ids.push(args[i].clone());
            i += 1;
        }
    }
    if rustc.is_empty() {
        return Err(bad_usage("--rustc needs a compiler path".to_string()));
    }
    let project = Project::find()?;
    let options = judge::Options { rustc };
    let ids = chosen_ids(&project, &ids)?;
    let problems = ids
        .iter()
        .map(|id| project.problem(id))
        .collect::<Result<Vec<_>, _>>()?;
    let mut all_passed = true;
    for problem in &problems {
        all_passed &= judge::judge(&project, problem, &options)?;
    }
    if problems.len() > 1 {
        println!(
            "{}",
            if all_passed {
                "every problem passed"
            } else {
                "some problem FAILED"
            }
        );
    }
    Ok(all_passed)
}

fn check_command(args: &[String]) -> Result<bool, ToolError> {
    if args.len() != 4 {
        return Err(bad_usage("check takes ID INPUT OUTPUT EXPECTED".to_string()));
    }
    let read =
        |p: &String| std::fs::read(p).map_err(|e| ToolError::usage(format!("cannot read {}: {}", p, e)));
    let project = Project::find()?;
    let checker = checkers::Checker::new(&project.problem(&args[0])?)?;
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

fn gen_command(args: &[String]) -> Result<bool, ToolError> {
    let id = match args.first() {
        Some(id) if !id.starts_with('-') => id.as_str(),
        _ => {
            return Err(bad_usage(
                "gen takes ID [--depth D] [--count N] [--seed S] [--stdout]".to_string(),
            ))
        }
    };
    let mut request = generate::Request {
        seed: 1,
        depth: None,
        count: None,
    };
    let mut to_stdout = false;
    let mut rest = args[1..].iter();
    while let Some(flag) = rest.next() {
        if flag == "--stdout" {
            to_stdout = true;
            continue;
        }
        let value = rest.next();
        let number = |what: &str, max: u64| -> Result<u64, ToolError> {
            let shown = value.map_or("nothing".to_string(), |v| format!("'{}'", v));
            value
                .and_then(|v| v.parse().ok())
                .filter(|&n| n <= max)
                .ok_or_else(|| {
                    bad_usage(format!(
                        "{} takes a whole number up to {}, found {}",
                        what, max, shown
                    ))
                })
        };
        match flag.as_str() {
            "--seed" => request.seed = number("--seed", u64::MAX)?,
            "--depth" => request.depth = Some(number("--depth", 255)? as u8),
            "--count" => request.count = Some(number("--count", u64::MAX)?),
            other => return Err(bad_usage(format!("unknown option '{}'", other))),
        }
    }
    let project = Project::find()?;
    let problem = project.problem(id)?;
    let made = generate::generate(&problem, &request)?;
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

fn bench_command(args: &[String]) -> Result<bool, ToolError> {
    let runs = match args {
        [] => 11,
        [flag, n] if flag == "--runs" => n
            .parse()
            .ok()
            .filter(|&n: &usize| n > 0)
            .ok_or_else(|| bad_usage(format!("--runs takes a positive whole number, found '{}'", n)))?,
        _ => return Err(bad_usage("bench takes [--runs N]".to_string())),
    };
    bench::run(runs);
    Ok(true)
}

fn solve_command(args: &[String]) -> Result<bool, ToolError> {
    let request = solve::parse(args).map_err(bad_usage)?;
    let solution = solve::solve(&request)?;
    println!("{}\n{}", solution.moves, solution.summary);
    Ok(true)
}

fn throughput_command(args: &[String]) -> Result<bool, ToolError> {
    let request = throughput::parse(args).map_err(bad_usage)?;
    throughput::run(&request)?;
    Ok(true)
}

fn list_command(args: &[String]) -> Result<bool, ToolError> {
    if !args.is_empty() {
        return Err(bad_usage("list takes no arguments".to_string()));
    }
    let project = Project::find()?;
    println!(
        "{:<12} {:<26} {:>9} {:>10}  rust  title",
        "id", "judge", "time ms", "memory KiB"
    );
    for id in project.problem_ids()? {
        let p = project.problem(&id)?;
        println!(
            "{:<12} {:<26} {:>9} {:>10}  {:<4}  {}",
            p.id,
            p.meta.judge,
            p.meta.time_limit_ms,
            p.meta.memory_limit_kb,
            if p.meta.accepts_rust { "yes" } else { "no" },
            p.meta.title
        );
        if let Some(url) = &p.meta.url {
            println!("{:<12} {}", "", url);
        }
    }
    Ok(true)
}
