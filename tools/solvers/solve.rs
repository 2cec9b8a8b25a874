//! `cubesmith solve`: a solution of one cube given on the command line, and its length.
//!
//! The cube is 54 facelets (a 3x3 cube in Kociemba's order U R F D L B, as face letters or any
//! six colours told apart by the centres), 24 stickers (a pocket cube in LambdaOJ's sticker
//! order, any six colours), or a scramble in Singmaster made on the solved 3x3 cube. A 3x3 cube
//! gets a two-phase solution, or with `--optimal` the shortest one, searched up to a depth limit;
//! a pocket cube always gets a shortest one (a bidirectional search), in F, R and U turns, which
//! solve it up to a turn of the whole cube.
//!
//! With `--table SIZE` the optimal search is the deep solver (`cube3::optimal_search`) on the
//! pruning table of that name ([`tables::Choice`]), any depth up to 20, the table kept in the
//! cache ([`tables::cache_dir`]).

use super::tables::{self, cache_dir, Choice};
use crate::cli::args::{ArgError, Args};
use crate::error::ToolError;
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet;
use cubesmith::cube3::moves::Move;
use cubesmith::cube3::notation::{singmaster, Separation};
use cubesmith::cube3::optimal::{Metric, Optimal};
use cubesmith::cube3::optimal_search::{Deep, Pruning, Stats};
use cubesmith::cube3::optimal_table::Shape;
use cubesmith::cube3::twophase::{Budget, TwoPhase};
use cubesmith::pocket::bidir::BidirectionalSearch;
use cubesmith::pocket::coord::{encode, HALF_TURN, QUARTER_TURN};
use cubesmith::pocket::net::normalize;
use std::time::Instant;

/// The search nodes the two-phase solver may spend shortening its first solution: about a
/// tenth of a second, the same answer every time.
const TWO_PHASE_NODES: u64 = 2_000_000;

/// What `solve` was asked.
#[derive(Debug, PartialEq, Eq)]
pub struct Request {
    /// The metric lengths are counted in (and, for optimal solutions, minimised in).
    pub metric: Metric,
    /// The deepest optimal search, when an optimal solution is asked for.
    pub optimal: Option<usize>,
    /// The pruning table of the deep optimal solver, when one is asked for.
    pub table: Option<Choice>,
    /// Whether the depth limit is the default one (no `--max-depth`): past it, a table already
    /// in the cache carries the search on.
    pub default_depth: bool,
    /// The cube: facelets or stickers, or a scramble.
    pub cube: Cube,
}

/// The cube as given.
#[derive(Debug, PartialEq, Eq)]
pub enum Cube {
    /// 54 or 24 symbols, white space removed.
    Symbols(String),
    /// Moves in Singmaster made on the solved 3x3 cube.
    Scramble(String),
}

/// The default depth limit of `--optimal`: a cube past it costs about half a second to rule out.
/// O(1).
pub fn default_max_depth(metric: Metric) -> usize {
    match metric {
        Metric::Half => 10,
        Metric::Quarter => 11,
    }
}

/// The name of a metric in messages.
fn metric_name(metric: Metric) -> &'static str {
    match metric {
        Metric::Half => "half-turn metric",
        Metric::Quarter => "quarter-turn metric",
    }
}

/// Reads the command line after `solve`; errors say what is wrong (the caller adds the hint).
/// O(length of the arguments).
pub fn parse(args: &Args) -> Result<Request, ArgError> {
    read(args).map_err(ArgError)
}

/// [`parse`], its faults as text.
fn read(args: &Args) -> Result<Request, String> {
    let metric = match args.value("--metric") {
        None | Some("half") => Metric::Half,
        Some("quarter") => Metric::Quarter,
        Some(other) => return Err(format!("--metric takes half or quarter, found '{}'", other)),
    };
    let optimal = args.flag("--optimal");
    let max_depth = args.number("--max-depth", 0, u64::MAX)?.map(|d| d as usize);
    let mut given: Vec<Cube> = args
        .operands
        .iter()
        .map(|symbols| Cube::Symbols(symbols.split_whitespace().collect()))
        .collect();
    given.extend(
        args.values("--scramble")
            .iter()
            .map(|m| Cube::Scramble(m.to_string())),
    );
    if given.len() > 1 {
        return Err("give one cube: facelets, stickers or --scramble".to_string());
    }
    let cube = given.pop();
    let cube = cube.ok_or("no cube given: 54 facelets, 24 stickers or --scramble MOVES")?;
    let table = match args.value("--table") {
        None => None,
        Some(name) => Some(Choice::named(name)?),
    };
    if table.is_some() && !optimal {
        return Err("--table goes with --optimal".to_string());
    }
    let optimal = match (optimal, max_depth) {
        (false, Some(_)) => return Err("--max-depth goes with --optimal".to_string()),
        (false, None) => None,
        (true, depth) => {
            // A table solver can reach every cube; the ball solver is limited by default.
            let default = if table.is_some() {
                metric.gods_number()
            } else {
                default_max_depth(metric)
            };
            let depth = depth.unwrap_or(default);
            if depth > metric.gods_number() {
                return Err(format!(
                    "--max-depth is at most {} in the {}: no cube is farther",
                    metric.gods_number(),
                    metric_name(metric)
                ));
            }
            Some(depth)
        }
    };
    Ok(Request {
        default_depth: max_depth.is_none(),
        metric,
        optimal,
        table,
        cube,
    })
}

/// A solution: its moves as text (empty for a solved cube), and a line with its length.
#[derive(Debug, PartialEq, Eq)]
pub struct Solution {
    /// The moves, separated by spaces.
    pub moves: String,
    /// `N moves (metric, how found)`.
    pub summary: String,
}

/// Solves the cube of `request`. A cube that is no real cube, and an optimal solution past the
/// depth limit, are errors with one line saying why. O(the search): a two-phase one of a fixed
/// node budget; an optimal one exponential in the cube's distance ([`Optimal::solve`], or
/// [`Deep::solve`] after the table's load or build); a pocket cube's within its 3,674,160 states.
pub fn solve(request: &Request) -> Result<Solution, ToolError> {
    match &request.cube {
        Cube::Scramble(text) => {
            let moves = singmaster(Separation::Concatenated)
                .parse(text)
                .map_err(|e| ToolError::usage(format!("--scramble: {}", e)))?;
            solve_3x3(&Cubies::SOLVED.apply_all(&moves), request)
        }
        Cube::Symbols(symbols) if !symbols.is_ascii() => Err(ToolError::usage(format!(
            "a cube's colours are ASCII characters: {:?} is not",
            symbols.chars().find(|c| !c.is_ascii()).unwrap_or(' ')
        ))),
        Cube::Symbols(symbols) if symbols.len() == facelet::FACELETS => {
            let (cube, _) = facelet::from_text(symbols)
                .map_err(|e| ToolError::usage(format!("the 3x3 cube is not a real cube: {}", e)))?;
            solve_3x3(&cube, request)
        }
        Cube::Symbols(symbols) if symbols.len() == 24 => solve_2x2(symbols.as_bytes(), request),
        Cube::Symbols(symbols) => Err(ToolError::usage(format!(
            "a cube is 54 facelets (a 3x3 cube, faces U R F D L B) or 24 stickers (a 2x2 cube, \
             LambdaOJ's order); this one has {}",
            symbols.len()
        ))),
    }
}

/// The 3x3 cube: two-phase, or optimal within the depth limit; the answer replayed on the cube
/// before it is printed.
fn solve_3x3(cube: &Cubies, request: &Request) -> Result<Solution, ToolError> {
    let metric = request.metric;
    let (moves, how) = match (request.optimal, request.table) {
        (Some(depth), Some(choice)) => {
            let dir = cache_dir();
            let moves = match choice {
                Choice::Sym16(shape) => deep_solve(
                    Deep::new(tables::load_or_build(shape, &dir)?),
                    cube,
                    metric,
                    depth,
                ),
                Choice::Sym48(shape) => deep_solve(
                    Deep::new(tables::load_or_build48(shape, &dir)?),
                    cube,
                    metric,
                    depth,
                ),
            };
            match moves {
                Some(moves) => (moves, "optimal"),
                None => return Err(too_far(metric, depth)),
            }
        }
        (Some(depth), None) => match Optimal::new(metric).solve(cube, depth) {
            Some(moves) => (moves, "optimal"),
            // Past the ball solver's default reach, a table kept in the cache reaches every cube.
            None => match cached_shape().filter(|_| request.default_depth) {
                Some(shape) => {
                    let solver = Deep::new(tables::load_or_build(shape, &cache_dir())?);
                    match deep_solve(solver, cube, metric, metric.gods_number()) {
                        Some(moves) => (moves, "optimal, by the table in the cache"),
                        None => return Err(too_far(metric, metric.gods_number())),
                    }
                }
                None => return Err(too_far(metric, depth)),
            },
        },
        (None, _) => {
            let moves = TwoPhase::new().improve(cube, 0, Budget::nodes(TWO_PHASE_NODES));
            (moves, "two-phase")
        }
    };
    // Every answer is replayed: a solution that does not solve the cube is a bug, never printed.
    if cube.apply_all(&moves) != Cubies::SOLVED {
        return Err(ToolError::failed(format!(
            "the {} solution {} does not solve the cube (a bug)",
            how,
            moves.iter().map(|m| m.name()).collect::<Vec<_>>().join(" ")
        )));
    }
    let names: Vec<&str> = moves.iter().map(|m| m.name()).collect();
    Ok(Solution {
        moves: names.join(" "),
        summary: summary(metric.length(&moves), metric, how),
    })
}

/// The pocket cube: a shortest solution in F, R and U turns.
fn solve_2x2(symbols: &[u8], request: &Request) -> Result<Solution, ToolError> {
    let mut colours = [0u8; 24];
    colours.copy_from_slice(symbols);
    let state = normalize(&colours, None)
        .map_err(|e| ToolError::usage(format!("the 2x2 cube is not a real cube: {}", e)))?;
    let (metric, turns) = match request.metric {
        Metric::Half => (Metric::Half, HALF_TURN),
        Metric::Quarter => (Metric::Quarter, QUARTER_TURN),
    };
    let moves = BidirectionalSearch::new(turns).solve(encode(&state));
    if let Some(depth) = request.optimal.filter(|&d| moves.len() > d) {
        return Err(too_far(metric, depth));
    }
    let names: Vec<String> = moves
        .iter()
        .map(|&m| turns.turns[m].name(["", "2", "'"]))
        .collect();
    Ok(Solution {
        moves: names.join(" "),
        summary: summary(moves.len(), metric, "optimal"),
    })
}

fn summary(length: usize, metric: Metric, how: &str) -> String {
    let moves = if length == 1 { "move" } else { "moves" };
    format!("{} {} ({}, {})", length, moves, metric_name(metric), how)
}

/// The refusal of an optimal search past its depth limit.
fn too_far(metric: Metric, depth: usize) -> ToolError {
    ToolError::failed(format!(
        "no solution of at most {} moves in the {}: --table huge-based reaches every cube (a \
         2.5 GB table, built once in about 4 minutes and kept in {}), or raise --max-depth (each \
         move more costs about ten times the time), or leave out --optimal",
        depth,
        metric_name(metric),
        cache_dir().display()
    ))
}

/// The deep solver's shortest solution of `cube` in `metric` within `depth` moves, on every
/// core, its progress on stderr ([`Watch`]). As [`Deep::solve`].
fn deep_solve<T: Pruning>(solver: Deep<T>, cube: &Cubies, metric: Metric, depth: usize) -> Option<Vec<Move>> {
    let solver = solver
        .with_metric(metric)
        .with_threads(tables::threads())
        .with_two_phase(true);
    let mut watch = Watch::new("cubesmith");
    let (moves, _) = solver.solve_watched(cube, depth, |s| watch.bound(s));
    watch.done();
    moves
}

/// The largest 16-symmetric table already kept in the cache, if any (by the order of
/// `Shape::ALL`, which lists the larger of each family later).
fn cached_shape() -> Option<Shape> {
    let dir = cache_dir();
    let path = |shape: &Shape| tables::table_path(&dir, shape.name());
    let kept = |shape: &Shape| path(shape).is_file();
    let sizes = |shape: &Shape| std::fs::metadata(path(shape)).map_or(0, |m| m.len());
    Shape::ALL
        .iter()
        .map(|&(_, shape)| shape)
        .filter(kept)
        .max_by_key(sizes)
}

/// A deep search's progress on stderr: after each bound searched to the end without a
/// solution, one line rewritten in place (`WHO: nothing within B moves (N nodes, T s)`),
/// cleared when the search is done.
pub struct Watch {
    who: String,
    start: Instant,
    shown: bool,
}

impl Watch {
    /// A watch whose lines begin with `who`, its clock started. O(length of `who`).
    pub fn new(who: &str) -> Watch {
        Watch {
            who: who.to_string(),
            start: Instant::now(),
            shown: false,
        }
    }

    /// Shows that the search finished the bound `s.root_bound` without a solution. O(1).
    pub fn bound(&mut self, s: &Stats) {
        eprint!(
            "\r{}: nothing within {} moves ({} nodes, {:.0} s)   ",
            self.who,
            s.root_bound,
            s.nodes,
            self.start.elapsed().as_secs_f64()
        );
        self.shown = true;
    }

    /// Clears the line, if one was shown. O(1).
    pub fn done(self) {
        if self.shown {
            eprint!("\r{:78}\r", "");
        }
    }
}

#[cfg(test)]
mod tests;
