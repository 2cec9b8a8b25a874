//! `cubesmith optimal N --table SIZE`: the deep optimal solver on N uniformly random 3x3 cubes
//! from a seed, after skipping its first `--skip K` (so one slow cube of a long run can be timed
//! alone), and first the superflip with `--superflip` and the cubes of any `--scramble`, on every
//! core. Each answer is replayed on its cube; each cube gets one line (its distance, wall and
//! CPU time, nodes), then a summary: how long the table took to load or build, the median and
//! slowest cube, and the distances found beside the known distribution of random cubes'
//! distances.

use crate::cli::args::{whole_number, ArgError, Args};
use crate::error::ToolError;
use crate::solvers::solve;
use crate::solvers::tables::{self, Choice};
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::notation::{singmaster, Separation};
use cubesmith::cube3::optimal_search::{Deep, Pruning};
use cubesmith::rng::Rng;
use std::time::Instant;

/// What the command was asked.
#[derive(Debug, PartialEq, Eq)]
pub struct Request {
    /// How many random cubes.
    pub cubes: usize,
    /// The random generator's seed.
    pub seed: u64,
    /// Random cubes drawn from the seed and not solved, before the `cubes` that are.
    pub skip: usize,
    /// The pruning table.
    pub table: Choice,
    /// Whether to solve the superflip before the random cubes.
    pub superflip: bool,
    /// Scrambles (Singmaster) whose cubes are solved before the random cubes.
    pub scrambles: Vec<String>,
}

/// The share of random cubes at each distance, 16 to 20 (Rokicki, Kociemba, Davidson and
/// Dethridge's count of all positions; 15 and less hold under 0.04 %).
const KNOWN: [(usize, f64); 5] = [(16, 2.6), (17, 26.7), (18, 67.0), (19, 3.4), (20, 0.0)];

/// A known 20-move superflip (every edge flipped in place, nothing else moved).
const SUPERFLIP: &str = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";

/// Reads the command line after `optimal`; errors say what is wrong (the caller adds the hint).
/// O(length of the arguments).
pub fn parse(args: &Args) -> Result<Request, ArgError> {
    read(args).map_err(ArgError)
}

/// [`parse`], its faults as text.
fn read(args: &Args) -> Result<Request, String> {
    let cubes = match &args.operands[..] {
        [n] => whole_number("the number of cubes", n, 0, u64::MAX)? as usize,
        [] => return Err("optimal takes a number of cubes".to_string()),
        [_, other, ..] => return Err(format!("one number of cubes, found another: '{}'", other)),
    };
    let seed = args.number("--seed", 0, u64::MAX)?.unwrap_or(1);
    let skip = args.number("--skip", 0, u64::MAX)?.unwrap_or(0) as usize;
    let table = Choice::named(args.value("--table").unwrap_or("huge"))?;
    Ok(Request {
        cubes,
        seed,
        skip,
        table,
        superflip: args.flag("--superflip"),
        scrambles: args
            .values("--scramble")
            .iter()
            .map(|s| scramble(s).map(|_| s.to_string()))
            .collect::<Result<_, _>>()?,
    })
}

/// The cube a scramble (Singmaster) makes; the error says what is wrong with it.
fn scramble(moves: &str) -> Result<Cubies, String> {
    singmaster(Separation::WhiteSpace)
        .parse(moves)
        .map(|moves| Cubies::SOLVED.apply_all(&moves))
        .map_err(|e| format!("--scramble '{}': {}", moves, e))
}

/// One cube's result.
struct Solved {
    length: usize,
    wall: f64,
    cpu: f64,
}

/// Runs the request, printing a line per cube and the summary; an answer that does not solve
/// its cube is an error. O(cubes) deep searches, each exponential in its cube's distance (see
/// [`Deep::solve`]), after the table's load or build ([`tables::load_or_build`]).
pub fn run(request: &Request) -> Result<(), ToolError> {
    let start = Instant::now();
    let dir = tables::cache_dir();
    match request.table {
        Choice::Sym16(shape) => {
            let table = tables::load_or_build(shape, &dir)?;
            let huge = table.huge_page_share();
            solve_all(request, Deep::new(table), start, huge)
        }
        Choice::Sym48(shape) => {
            let table = tables::load_or_build48(shape, &dir)?;
            let huge = table.huge_page_share();
            solve_all(request, Deep::new(table), start, huge)
        }
    }
}

/// [`run`] once the table is ready: `start` is when its load began, `huge` the share of it in
/// huge pages if the system says.
fn solve_all<T: Pruning>(
    request: &Request,
    solver: Deep<T>,
    start: Instant,
    huge: Option<f64>,
) -> Result<(), ToolError> {
    let loaded = start.elapsed().as_secs_f64();
    let threads = tables::threads();
    let solver = solver.with_threads(threads).with_two_phase(true);
    let huge = huge.map_or(String::new(), |share| {
        format!(", {:.0}% of it in huge pages", share * 100.0)
    });
    println!(
        "{} table ready in {:.1} s{}; {} workers",
        request.table.name(),
        loaded,
        huge,
        threads
    );
    let cubes = cubes(request)?;
    let mut results = Vec::new();
    for (name, cube) in cubes.iter() {
        let (cpu, wall) = (process_cpu(), Instant::now());
        let mut watch = solve::Watch::new(name);
        let (moves, stats) = solver.solve_watched(cube, 20, |s| watch.bound(s));
        watch.done();
        let wall = wall.elapsed().as_secs_f64();
        let cpu = process_cpu() - cpu;
        let moves =
            moves.ok_or_else(|| ToolError::failed(format!("{}: no solution of 20 moves or fewer", name)))?;
        if cube.apply_all(&moves) != Cubies::SOLVED {
            return Err(ToolError::failed(format!(
                "{}: the answer does not solve it",
                name
            )));
        }
        println!(
            "{}: {} moves, {:.2} s wall, {:.2} s CPU, {} nodes, {}bound {} at the root: {}",
            name,
            moves.len(),
            wall,
            cpu,
            stats.nodes,
            if stats.by_two_phase {
                "two-phase's after the bounds below, "
            } else {
                ""
            },
            stats.root_bound,
            singmaster(Separation::WhiteSpace).write(&moves)
        );
        if name.starts_with("cube") {
            results.push(Solved {
                length: moves.len(),
                wall,
                cpu,
            });
        }
    }
    summary(&results);
    Ok(())
}

/// The cubes to solve, each with its name: the superflip if asked, the scrambles', then the
/// random cubes numbered by their place in the seed's sequence (the first solved is `cube
/// K + 1` after `--skip K`).
fn cubes(request: &Request) -> Result<Vec<(String, Cubies)>, ToolError> {
    let mut cubes = Vec::new();
    if request.superflip {
        cubes.push(("superflip".to_string(), superflip()));
    }
    for moves in request.scrambles.iter() {
        let cube = scramble(moves).map_err(ToolError::usage)?;
        cubes.push((format!("scramble {}", moves), cube));
    }
    let mut rng = Rng::new(request.seed);
    for i in 1..=request.skip + request.cubes {
        let cube = Cubies::random(&mut rng);
        if i > request.skip {
            cubes.push((format!("cube {}", i), cube));
        }
    }
    Ok(cubes)
}

/// The superflip, from its known 20-move sequence.
fn superflip() -> Cubies {
    let moves = singmaster(Separation::WhiteSpace)
        .parse(SUPERFLIP)
        .expect("the superflip's moves are Singmaster");
    Cubies::SOLVED.apply_all(&moves)
}

/// Median and slowest times, and the distances beside the known distribution.
fn summary(results: &[Solved]) {
    if results.is_empty() {
        return;
    }
    let mut walls: Vec<f64> = results.iter().map(|r| r.wall).collect();
    walls.sort_by(|a, b| a.partial_cmp(b).expect("times are numbers"));
    let cpu: f64 = results.iter().map(|r| r.cpu).sum();
    let mean = results.iter().map(|r| r.length).sum::<usize>() as f64 / results.len() as f64;
    println!(
        "{} random cubes: wall median {:.2} s, slowest {:.2} s, total {:.1} s; CPU {:.1} s; mean distance {:.2} (known: 17.71)",
        results.len(),
        (walls[(walls.len() - 1) / 2] + walls[walls.len() / 2]) / 2.0,
        walls[walls.len() - 1],
        walls.iter().sum::<f64>(),
        cpu,
        mean
    );
    let mut line = String::from("distances:");
    for length in 0..=20 {
        let count = results.iter().filter(|r| r.length == length).count();
        let known = KNOWN.iter().find(|(d, _)| *d == length).map(|&(_, p)| p);
        if count > 0 || known.map_or(false, |p| p > 0.0) {
            line += &format!(
                " {}: {} ({:.1} %, known {:.1} %);",
                length,
                count,
                100.0 * count as f64 / results.len() as f64,
                known.unwrap_or(0.0)
            );
        }
    }
    println!("{}", line.trim_end_matches(';'));
}

/// CPU seconds the whole process (every thread) has run, from Linux's `/proc/self/stat` (in
/// its clock ticks, 100 a second); 0 where that cannot be read.
fn process_cpu() -> f64 {
    let text = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The command name, in parentheses, may hold spaces: count fields after its end.
    let fields: Vec<&str> = text
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    // utime and stime are fields 14 and 15 of the line: 11 and 12 counting from 0 after the name.
    (ticks(11) + ticks(12)) / 100.0
}

#[cfg(test)]
mod tests;
