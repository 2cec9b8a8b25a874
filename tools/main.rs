//! `cubesmith`: bundle a judge problem into one file, and judge that file locally.

mod bench;
mod bundle;
mod checkers;
mod compare;
mod error;
mod fields;
mod generate;
mod judge;
mod lexer;
mod meta;
mod moves;
mod names;
mod page;
mod process;
mod profile;
mod project;
mod registry;
mod report;
mod scaffold;
mod show;
mod solve;
mod throughput;
mod validate;
mod view;

use error::ToolError;
use project::Project;

const USAGE: &str = "\
usage: cubesmith COMMAND [ARGS]

  bundle [ID...] [--whole-modules] write dist/<id>/main.rs for each problem (default: all),
                                   with the library items the adapter reaches (or the whole
                                   modules)
  judge [ID...] [--edition all|YEAR] [--rustc PATH]... [--json] [--debug-build]
                                   bundle, compile as the problem's judge does (its profile in
                                   judges/: flags; its newest edition up to 2021, or every
                                   edition it offers) with the oldest rustc that knows each
                                   edition (found: rustc, /usr/bin/rustc, each --rustc), then
                                   run every case of test/ and beyond/ under the problem's
                                   limits; --json: one object a line; --debug-build: no -O,
                                   overflow checks on, time limits x30
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
  judges [KEY...]                  the judge profiles (judges/<key>.toml): every fact and its
                                   source
  list                             the problems, their judges (compiler, editions, source
                                   limit) and limits
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
  validate ID FILE...              check inputs against problem ID's statement: format and bounds
  new ID --judge KEY [--like OTHER]
                                   start problems/<id>/: problem.toml under judge KEY's profile,
                                   an adapter that compiles, a validator, an empty test/; with
                                   --like, OTHER's adapter, validator and keys, to be edited
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
        "judges" => judges_command(rest),
        "show" => show::command(rest),
        "bench" => bench_command(rest),
        "solve" => solve_command(rest),
        "throughput" => throughput_command(rest),
        "validate" => validate::command(rest),
        "new" => new_command(rest),
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
    let mut explicit = Vec::new();
    let mut editions = judge::Editions::Default;
    let (mut json, mut debug_build) = (false, false);
    let mut ids = Vec::new();
    let mut i = 0;
    // `--flag value` or `--flag=value`; the value, and how many arguments it took.
    let value = |i: usize, flag: &str| -> Result<(String, usize), ToolError> {
        if let Some(v) = args[i].strip_prefix(&format!("{}=", flag)) {
            return Ok((v.to_string(), 1));
        }
        match args.get(i + 1) {
            Some(v) if !v.starts_with("--") => Ok((v.clone(), 2)),
            _ => Err(bad_usage(format!(
                "{} needs {}",
                flag,
                if flag == "--rustc" {
                    "a compiler path"
                } else {
                    "an edition: all, 2015, 2018, 2021 or 2024"
                }
            ))),
        }
    };
    while i < args.len() {
        let arg = args[i].as_str();
        if arg == "--rustc" || arg.starts_with("--rustc=") {
            let (path, used) = value(i, "--rustc")?;
            if path.is_empty() {
                return Err(bad_usage("--rustc needs a compiler path".to_string()));
            }
            explicit.push(path);
            i += used;
        } else if arg == "--edition" || arg.starts_with("--edition=") {
            let (name, used) = value(i, "--edition")?;
            editions = match name.as_str() {
                "all" => judge::Editions::All,
                year => judge::Editions::One(profile::Edition::parse(year).ok_or_else(|| {
                    bad_usage(format!(
                        "--edition takes all, 2015, 2018, 2021 or 2024, found '{}'",
                        year
                    ))
                })?),
            };
            i += used;
        } else if arg == "--json" {
            json = true;
            i += 1;
        } else if arg == "--debug-build" {
            debug_build = true;
            i += 1;
        } else {
            ids.push(args[i].clone());
            i += 1;
        }
    }
    let project = Project::find()?;
    let ids = chosen_ids(&project, &ids)?;
    let problems = ids
        .iter()
        .map(|id| project.problem(id))
        .collect::<Result<Vec<_>, _>>()?;
    let options = judge::Options {
        compilers: judge::Compiler::find(&explicit)?,
        editions,
        debug_build,
    };
    let mut report: Box<dyn report::Report> = if json {
        Box::new(report::Json)
    } else {
        Box::new(report::Text)
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

fn new_command(args: &[String]) -> Result<bool, ToolError> {
    let usage = || bad_usage("new takes ID --judge KEY [--like OTHER]".to_string());
    let (mut id, mut judge, mut like) = (None, None, None);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let slot = match arg.as_str() {
            "--judge" => &mut judge,
            "--like" => &mut like,
            flag if flag.starts_with('-') => return Err(bad_usage(format!("unknown option '{}'", flag))),
            _ if id.is_none() => {
                id = Some(arg.clone());
                continue;
            }
            _ => return Err(usage()),
        };
        match rest.next() {
            Some(value) if !value.starts_with('-') && slot.is_none() => *slot = Some(value.clone()),
            _ => return Err(usage()),
        }
    }
    let (id, judge) = match (id, judge) {
        (Some(id), Some(judge)) => (id, judge),
        _ => return Err(usage()),
    };
    let project = Project::find()?;
    let request = scaffold::Request { id, judge, like };
    scaffold::create(&project, &request)?;
    println!(
        "wrote problems/{id}/: problem.toml, main.rs, validator.txt and an empty test/\n\
         next: the statement's limits in problem.toml, its format and bounds in validator.txt, the\n\
         adapter in main.rs, the samples in test/ (NAME.in, NAME.out), a row in README.md's table;\n\
         then: cargo run --release -- judge {id}   (docs/adding-a-problem.md)",
        id = request.id
    );
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
        "{:<14} {:<9} {:>7} {:>10} {:<6} {:<7} {:<19} {:>6}  title",
        "id", "judge", "time ms", "memory KiB", "rust", "rustc", "editions", "limit"
    );
    for id in project.problem_ids()? {
        let p = project.problem(&id)?;
        println!(
            "{:<14} {:<9} {:>7} {:>10} {:<6} {:<7} {:<19} {:>6}  {}",
            p.id,
            p.profile.key,
            p.meta.time_limit_ms,
            p.meta.memory_limit_kb,
            if p.profile.accepts_rust.value { "yes" } else { "no" },
            p.profile.rustc_text(),
            p.profile.editions_text(),
            p.profile.source_limit_bytes.value,
            p.meta.title
        );
        if let Some(url) = &p.meta.url {
            println!("{:<14} {}", "", url);
        }
    }
    println!("each judge's facts and their sources: cubesmith judges");
    Ok(true)
}

fn judges_command(args: &[String]) -> Result<bool, ToolError> {
    if let Some(flag) = args.iter().find(|a| a.starts_with('-')) {
        return Err(bad_usage(format!("unknown option '{}'", flag)));
    }
    let project = Project::find()?;
    let keys = if args.is_empty() {
        profile::Profile::keys(&project.root)?
    } else {
        args.to_vec()
    };
    for key in keys {
        let p = profile::Profile::load(&project.root, &key)?;
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
