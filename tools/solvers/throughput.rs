//! `cubesmith throughput N`: the throughput solver on N uniformly random 3x3 cubes from a seed,
//! as a whole process: tables, solving, writing the solutions, then replaying every one with the
//! cubie model. Time it with `/usr/bin/time -v` for the whole-process figure; it also prints
//! its own in-process timings.

use crate::cli::args::{whole_number, ArgError, Args};
use crate::error::ToolError;
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::throughput::{Effort, Throughput};
use cubesmith::rng::Rng;
use std::io::{self, Write};
use std::time::Instant;

/// What the command was asked.
#[derive(Debug, PartialEq, Eq)]
pub struct Request {
    /// How many cubes.
    pub cubes: usize,
    /// The random generator's seed.
    pub seed: u64,
    /// The solver's effort per cube.
    pub effort: Effort,
    /// Whether to write each solution, in Singmaster, to standard output.
    pub print: bool,
}

/// More slack than any solution has moves changes nothing: larger values are cut to this.
const MAX_SLACK: u64 = 64;

/// Reads the command line after `throughput`; errors say what is wrong (the caller adds the
/// hint). O(length of the arguments).
pub fn parse(args: &Args) -> Result<Request, ArgError> {
    read(args).map_err(ArgError)
}

/// [`parse`], its faults as text.
fn read(args: &Args) -> Result<Request, String> {
    let option = |flag: &str, min: u64| args.number(flag, min, u64::MAX);
    let mut effort = Effort::DEFAULT;
    if let Some(k) = option("--oriented", 1)? {
        effort.oriented = k as usize;
    }
    if let Some(k) = option("--into-h", 1)? {
        effort.into_h = k as usize;
    }
    if let Some(k) = option("--phase1", 1)? {
        effort.phase1 = k as usize;
    }
    if let Some(l) = option("--slack", 0)? {
        effort.slack = l.min(MAX_SLACK) as usize;
    }
    if let Some(n) = option("--phase2", 0)? {
        effort.phase2_nodes = n as usize;
    }
    let cubes = match &args.operands[..] {
        [n] => whole_number("the number of cubes", n, 0, u64::MAX)? as usize,
        [] => return Err("throughput takes a number of cubes".to_string()),
        [_, other, ..] => return Err(format!("one number of cubes, found another: '{}'", other)),
    };
    Ok(Request {
        cubes,
        seed: option("--seed", 0)?.unwrap_or(1),
        effort,
        print: args.flag("--print"),
    })
}

/// Runs the request and prints its summary (after the solutions, with `--print`). O(cubes x
/// the effort): see [`Throughput::solve`].
///
/// # Panics
/// If the effort has no phase-1 sequence or no way to orient (`phase1` or `oriented` 0), as
/// [`Throughput::solve`]; [`parse`] makes no such request.
pub fn run(request: &Request) -> Result<(), ToolError> {
    let start = Instant::now();
    let mut rng = Rng::new(request.seed);
    let cubes: Vec<Cubies> = (0..request.cubes).map(|_| Cubies::random(&mut rng)).collect();
    let solver = Throughput::new();
    let tables = start.elapsed();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let write_error = |e: io::Error| ToolError::io(format!("cannot write the solutions: {}", e));
    let mut solutions = Vec::with_capacity(cubes.len());
    for c in cubes.iter() {
        let moves = solver.solve(c, request.effort);
        if request.print {
            let names: Vec<&str> = moves.iter().map(|m| m.name()).collect();
            writeln!(out, "{}", names.join(" ")).map_err(write_error)?;
        }
        solutions.push(moves);
    }
    out.flush().map_err(write_error)?;
    let solved = start.elapsed();
    // Every solution replayed, and a checksum of them all (FNV-1a over the move indices).
    let (mut total, mut longest, mut checksum) = (0usize, 0usize, 0xcbf2_9ce4_8422_2325u64);
    for (c, moves) in cubes.iter().zip(solutions.iter()) {
        if c.apply_all(moves) != Cubies::SOLVED {
            return Err(ToolError::failed(format!(
                "a wrong solution: {:?} for {:?}",
                moves, c
            )));
        }
        total += moves.len();
        longest = longest.max(moves.len());
        // Each solution ends with 99, no move's index.
        for m in moves.iter().map(|m| m.index()).chain(std::iter::once(99)) {
            checksum = (checksum ^ m as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
    let n = cubes.len().max(1) as f64;
    writeln!(
        out,
        "{} cubes, seed {}, effort {} ways to orient, {} ways into H each, {} phase-1 sequences, {} phase-2 nodes each, slack {}: mean {:.3} moves, max {}, checksum {:016x}; \
         tables {:.1} ms, solving {:.2} us a cube, {:.1} ms in all before the replay",
        cubes.len(),
        request.seed,
        request.effort.oriented,
        request.effort.into_h,
        request.effort.phase1,
        request.effort.phase2_nodes,
        request.effort.slack,
        total as f64 / n,
        longest,
        checksum,
        tables.as_secs_f64() * 1e3,
        (solved - tables).as_secs_f64() * 1e6 / n,
        solved.as_secs_f64() * 1e3,
    )
    .map_err(write_error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The command line after `throughput`, parsed by the command table, then read.
    fn read(text: &[&str]) -> Result<Request, String> {
        let args = crate::cli::args::parse_words("throughput", text)?;
        Ok(parse(&args)?)
    }

    #[test]
    fn each_part_of_the_effort_is_read_and_none_may_be_zero_but_the_nodes_and_slack() {
        let request = read(&[
            "300",
            "--oriented",
            "6",
            "--into-h",
            "2",
            "--phase1",
            "4",
            "--phase2",
            "0",
        ])
        .unwrap();
        let effort = Effort {
            oriented: 6,
            into_h: 2,
            phase1: 4,
            slack: 0,
            phase2_nodes: 0,
        };
        assert_eq!((request.cubes, request.seed, request.effort), (300, 1, effort));
        assert_eq!(read(&["5"]).unwrap().effort, Effort::DEFAULT);
        assert_eq!(
            read(&["5", "--slack", "1000"]).unwrap().effort.slack,
            MAX_SLACK as usize
        );
        for flag in ["--oriented", "--into-h", "--phase1"].iter() {
            assert!(read(&["5", flag, "0"]).is_err(), "{} 0", flag);
        }
        assert!(read(&[]).is_err());
    }
}
