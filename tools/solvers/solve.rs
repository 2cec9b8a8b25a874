//! `cubesmith solve`: a solution of one cube given on the command line, and its length.
//!
//! The cube is 54 facelets (a 3x3 cube in Kociemba's order U R F D L B, as face letters or any
//! six colours told apart by the centres), 24 stickers (a pocket cube in LambdaOJ's sticker
//! order, any six colours), or a scramble in Singmaster made on the solved 3x3 cube. A 3x3 cube
//! gets a two-phase solution, or with `--optimal` the shortest one, searched up to a depth limit;
//! a pocket cube always gets a shortest one (a bidirectional search), in F, R and U turns, which
//! solve it up to a turn of the whole cube.
//!
//! With `--table SIZE` the optimal search is the deep solver (`cube3::optimal_search`) on a
//! pruning table of that shape, half turns only, any depth up to 20. The table is kept in a cache
//! directory ([`cache_dir`]: `$CUBESMITH_CACHE`, else `cubesmith-cache` in the `target`
//! directory the program was built in), one file per shape, written beside and renamed into
//! place; a file that fails its checks is built again, with one line on stderr saying why.

use crate::cli::args::{ArgError, Args};
use crate::error::ToolError;
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet;
use cubesmith::cube3::notation::{singmaster, Separation};
use cubesmith::cube3::optimal::{Metric, Optimal};
use cubesmith::cube3::optimal_search::{Deep, Stats};
use cubesmith::cube3::optimal_table::{self, Progress, Shape, Storage, Table};
use cubesmith::cube3::twophase::{Budget, TwoPhase};
use cubesmith::pocket::bidir::BidirectionalSearch;
use cubesmith::pocket::coord::{encode, HALF_TURN, QUARTER_TURN};
use cubesmith::pocket::net::normalize;
use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
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
    pub table: Option<Shape>,
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
        Some(name) => Some(
            Shape::named(name).ok_or_else(|| format!("--table takes {}, found '{}'", table_names(), name))?,
        ),
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
    let (moves, how) = match request.optimal {
        Some(depth) if request.table.is_some() => {
            let shape = request.table.unwrap_or(Shape::TINY);
            let solver = Deep::new(load_or_build(shape, &cache_dir())?)
                .with_metric(metric)
                .with_threads(threads())
                .with_two_phase(true);
            let mut watch = Watch::new("cubesmith");
            let (moves, _) = solver.solve_watched(cube, depth, |s| watch.bound(s));
            watch.done();
            match moves {
                Some(moves) => (moves, "optimal"),
                None => return Err(too_far(metric, depth)),
            }
        }
        Some(depth) => match Optimal::new(metric).solve(cube, depth) {
            Some(moves) => (moves, "optimal"),
            // Past the ball solver's default reach, a table kept in the cache reaches every cube.
            None => match cached_shape().filter(|_| request.default_depth) {
                Some(shape) => {
                    let solver = Deep::new(load_or_build(shape, &cache_dir())?)
                        .with_metric(metric)
                        .with_threads(threads())
                        .with_two_phase(true);
                    let mut watch = Watch::new("cubesmith");
                    let (moves, _) = solver.solve_watched(cube, metric.gods_number(), |s| watch.bound(s));
                    watch.done();
                    match moves {
                        Some(moves) => (moves, "optimal, by the table in the cache"),
                        None => return Err(too_far(metric, metric.gods_number())),
                    }
                }
                None => return Err(too_far(metric, depth)),
            },
        },
        None => {
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

/// The largest table already kept in the cache, if any (by the order of `Shape::ALL`, which
/// lists the larger of each family later).
fn cached_shape() -> Option<Shape> {
    let dir = cache_dir();
    let kept = |shape: &Shape| table_path(&dir, *shape).is_file();
    let sizes = |shape: &Shape| std::fs::metadata(table_path(&dir, *shape)).map_or(0, |m| m.len());
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

/// The names `--table` takes, for messages: "tiny, small, ... or huge-mod3". O(shapes).
pub fn table_names() -> String {
    let names: Vec<&str> = Shape::ALL.iter().map(|&(n, _)| n).collect();
    let (last, rest) = names.split_last().expect("shapes have names");
    format!("{} or {}", rest.join(", "), last)
}

/// Where tables are kept: `$CUBESMITH_CACHE`; else `cubesmith-cache` in the `target` directory
/// the running program was built in, whatever the current directory (so a table of gigabytes
/// is built once per checkout, not once per directory it is run from); else, for a program
/// outside any `target` directory, the user's cache (`$XDG_CACHE_HOME/cubesmith`, else
/// `$HOME/.cache/cubesmith`); else `target/cubesmith-cache` under the current directory.
/// O(length of the program's path).
pub fn cache_dir() -> PathBuf {
    let var = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    cache_dir_from(
        var("CUBESMITH_CACHE"),
        std::env::current_exe().ok(),
        var("XDG_CACHE_HOME"),
        var("HOME"),
    )
}

/// [`cache_dir`]'s choice, given the variable, the program's path and the user's directories.
fn cache_dir_from(
    cache: Option<PathBuf>,
    exe: Option<PathBuf>,
    xdg_cache: Option<PathBuf>,
    home: Option<PathBuf>,
) -> PathBuf {
    let built_in = || {
        let exe = exe?;
        let target = exe
            .ancestors()
            .skip(1)
            .find(|dir| dir.file_name() == Some("target".as_ref()))?;
        Some(target.join("cubesmith-cache"))
    };
    let user = || {
        let base = xdg_cache.or_else(|| Some(home?.join(".cache")))?;
        Some(base.join("cubesmith"))
    };
    cache
        .or_else(built_in)
        .or_else(user)
        .unwrap_or_else(|| Path::new("target").join("cubesmith-cache"))
}

/// The file of a shape's table in `dir`; the format version is in the name, so an old file is
/// left alone rather than read. O(length of the path).
pub fn table_path(dir: &Path, shape: Shape) -> PathBuf {
    dir.join(format!(
        "optimal-{}-v{}.table",
        shape.name(),
        optimal_table::FORMAT_VERSION
    ))
}

/// The table of `shape` from `dir`, or built (with a progress line on stderr) and written there
/// when it is missing or fails its checks (then one line says why). A packed table (in mod 3,
/// or based) is packed from the table of distances of the same coordinates, which is loaded or
/// built and kept first (`sorted-huge`, 15.1 GB, beside `sorted-huge-based`). A table that
/// cannot be written is still used, with a line saying so.
///
/// The table is then moved into huge pages where it is not all in them (see
/// [`Table::settle_in_huge_pages`]); a line says so where a large one still is not. O(entries /
/// 16) to read a kept table, O(entries * 18) lookups to build one ([`Table::build`]).
pub fn load_or_build(shape: Shape, dir: &Path) -> Result<Table, ToolError> {
    let table = cached_or_built(shape, dir)?;
    if let Some(share) = table.settle_in_huge_pages() {
        if share < 0.9 && table.bytes() >= 1 << 30 {
            eprintln!(
                "cubesmith: only {:.0}% of the {} table is in huge pages (the memory is fragmented): \
                 searches may take about 1.3 times as long",
                share * 100.0,
                shape.name()
            );
        }
    }
    Ok(table)
}

/// [`load_or_build`], the table left in whatever pages it was given.
fn cached_or_built(shape: Shape, dir: &Path) -> Result<Table, ToolError> {
    let path = table_path(dir, shape);
    if path.is_file() {
        match Table::read_file(shape, &path, threads()) {
            Ok(table) => return Ok(table),
            Err(why) => eprintln!(
                "cubesmith: {} is damaged ({}): building it again",
                path.display(),
                why
            ),
        }
    }
    let table = if shape.storage == Storage::Exact {
        build(shape)
    } else {
        // Packed from the table of distances of the same coordinates, loaded or built and kept.
        let exact = cached_or_built(shape.exact(), dir)?;
        let start = Instant::now();
        let table = exact.stored(shape.storage, threads());
        eprintln!(
            "cubesmith: packed the {} table in {:.1} s: {} bytes",
            shape.name(),
            start.elapsed().as_secs_f64(),
            table.bytes()
        );
        table
    };
    keep(&table, &path);
    Ok(table)
}

/// Builds the table of `shape` on every core, showing its progress, then a line when done.
fn build(shape: Shape) -> Table {
    let start = Instant::now();
    let table = Table::build(shape, threads(), show_progress(shape));
    eprintln!(
        "\rcubesmith: built the {} table in {:.1} s: {} entries, {} bytes{:30}",
        shape.name(),
        start.elapsed().as_secs_f64(),
        table.index().len(),
        table.bytes(),
        ""
    );
    table
}

/// Writes `table` to `path` (beside, then renamed), or says on one line why it could not.
fn keep(table: &Table, path: &Path) {
    if let Err(e) = write_beside(table, path) {
        eprintln!("cubesmith: could not keep the table in {}: {}", path.display(), e);
    }
}

/// The cores to build and search on: all the machine says it has. O(1).
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A progress line, rewritten in place at most twice a second.
fn show_progress(shape: Shape) -> impl FnMut(&Progress) {
    let mut last = Instant::now();
    move |p: &Progress| {
        if last.elapsed().as_millis() < 500 && p.done != p.chunks {
            return;
        }
        last = Instant::now();
        let left = p.layer_left().map_or(String::new(), |d| {
            format!(", about {:.0} s left in it", d.as_secs_f64())
        });
        eprint!(
            "\rcubesmith: building the {} table: depth {} ({}), {}% of the layer{}; {:.1}% of entries reached before it; {:.0} s so far   ",
            shape.name(),
            p.depth,
            if p.backward { "backward" } else { "forward" },
            100 * p.done / p.chunks.max(1),
            left,
            100.0 * p.reached as f64 / p.entries as f64,
            p.elapsed.as_secs_f64()
        );
    }
}

/// Writes `table` to a file beside `path`, then renames it into place, so that `path` is never
/// half-written.
fn write_beside(table: &Table, path: &Path) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let temporary = path.with_extension(format!("partial-{}", std::process::id()));
    let written = File::create(&temporary).and_then(|file| {
        let mut out = BufWriter::with_capacity(1 << 20, file);
        table.write_to(&mut out)?;
        out.into_inner().map_err(|e| e.into_error())?.sync_all()
    });
    match written {
        Ok(()) => std::fs::rename(&temporary, path),
        Err(e) => {
            let _ = std::fs::remove_file(&temporary);
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests;
