//! Generators of test inputs, written once for all problems: each problem names a kind in its
//! `problem.toml` (`generator = "pocket-distance"`, with parameters such as `metric`), the kind
//! makes the puzzles and, where the answer is determined by construction or by an independent
//! brute force, the expected output; the problem's adapter writes the puzzles in its judge's
//! format (`write_input`, found through the registry). The same seed always gives the same bytes.

use crate::error::ToolError;
use crate::hooks::Hooks;
use crate::problem::fields::Kind;
use crate::problem::meta::{self, Generator};
use crate::problem::project::Problem;
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{self, Scheme};
use cubesmith::cube3::moves::Move;
use cubesmith::cube3::optimal::{Metric as Metric3, Optimal};
use cubesmith::cube3::twophase::{to_quarter_turns, Budget, TwoPhase};
use cubesmith::pocket::coord::{decode, encode, Metric, HALF_TURN, QUARTER_TURN, STATES};
use cubesmith::pocket::cube::{Face, Stickers};
use cubesmith::pocket::faces::{apply, completed_faces};
use cubesmith::pocket::net::colours_of;
use cubesmith::pocket::relate::relative;
use cubesmith::pocket::rotation::rotations;
use cubesmith::pocket::table::DistanceTable;
use cubesmith::rng::Rng;

/// What to generate.
pub struct Request {
    /// The seed: the same seed gives the same input.
    pub seed: u64,
    /// The distance of every puzzle to solved (or between a case's two puzzles); `None` for
    /// random puzzles.
    pub depth: Option<u8>,
    /// The number of cases; `None` for the largest input the problem allows (one case when a
    /// depth is given).
    pub count: Option<u64>,
}

/// A generated test: its input and, when determined, its expected output.
pub struct Generated {
    /// The judge's input.
    pub input: String,
    /// The expected output, where only one output is right.
    pub output: Option<String>,
}

/// Generates the test `request` asks for, for `problem`. Usage errors name what to change.
/// O(cases) puzzles made, and their answers: a pocket cube's distance table built once, the
/// optimal 3x3 solver up to [`confirmed_depth`], and the adapter's `write_input` (through
/// `hooks`, the problem's hook program).
pub fn generate(hooks: &Hooks, problem: &Problem, request: &Request) -> Result<Generated, ToolError> {
    let meta = &problem.meta;
    let kind = meta.generator.ok_or_else(|| {
        ToolError::usage(format!(
            "{} has no generator (problem.toml names none)",
            problem.id
        ))
    })?;
    let count = match (request.count, request.depth) {
        (Some(n), _) if n == 0 || n > meta.max_cases => {
            return Err(ToolError::usage(format!(
                "--count must be 1..={} for {}",
                meta.max_cases, problem.id
            )))
        }
        (Some(n), _) => n as usize,
        (None, Some(_)) => 1,
        (None, None) => meta.max_cases as usize,
    };
    let mut rng = Rng::new(request.seed);
    if kind.is_cube3() {
        return cube3(problem, kind, hooks, request.depth, count, &mut rng);
    }
    if !kind.needs_metric() {
        if request.depth.is_some() {
            return Err(ToolError::usage(format!(
                "--depth is for cube problems, not {}",
                problem.id
            )));
        }
        return unmeasured(problem, hooks, count, request.seed, &mut rng);
    }
    let cubes = Cubes::new(metric_of(problem)?, meta.rotate);
    if let Some(d) = request.depth {
        if d > cubes.metric.gods_number {
            return Err(ToolError::usage(format!(
                "--depth {} is past the largest distance in this metric, {}",
                d, cubes.metric.gods_number
            )));
        }
    }
    let depth = request.depth;
    match kind {
        Generator::PocketDistance => {
            let (states, distances): (Vec<_>, Vec<_>) = (0..count).map(|_| cubes.at(&mut rng, depth)).unzip();
            Ok(Generated {
                input: hooks.write_input(&states)?,
                output: Some(lines(&distances)),
            })
        }
        Generator::PocketOneTurn => {
            let words = &meta.answers;
            let mut states = Vec::new();
            let mut answers = Vec::new();
            for _ in 0..count {
                let (state, d) = cubes.at(&mut rng, depth);
                let yes = d == 1 || (d == 0 && meta.already_solved);
                states.push(state);
                answers.push(words[if yes { 0 } else { 1 }].as_str());
            }
            Ok(Generated {
                input: hooks.write_input(&states)?,
                output: Some(lines(&answers)),
            })
        }
        Generator::PocketSolution => {
            let states: Vec<Stickers> = (0..count).map(|_| cubes.at(&mut rng, depth).0).collect();
            Ok(Generated {
                input: hooks.write_input(&states)?,
                output: None,
            })
        }
        Generator::PocketDistanceBetween => {
            let mut pairs = Vec::new();
            let mut distances = Vec::new();
            for _ in 0..count {
                let (step, d) = cubes.at(&mut rng, depth);
                // Any start, in any orientation; the end is the start after `step`, turned anew.
                let start = cubes.random(&mut rng);
                let end = start.then(&step).then(&cubes.rotation(&mut rng));
                debug_assert_eq!(cubes.table.distance(encode(&relative(&start, &end))), d);
                pairs.push((start, end));
                distances.push(d);
            }
            Ok(Generated {
                input: hooks.write_input(&pairs)?,
                output: Some(lines(&distances)),
            })
        }
        Generator::PocketFaces => {
            let mut cases = Vec::new();
            let mut answers = Vec::new();
            for _ in 0..count {
                let twists = rng.between(1, 7) as u8;
                let state = cubes.at(&mut rng, depth).0;
                answers.push(most_completed_faces(&state, twists));
                cases.push((twists, state));
            }
            Ok(Generated {
                input: hooks.write_input(&cases)?,
                output: Some(lines(&answers)),
            })
        }
        _ => unreachable!("the 3x3 and unmeasured kinds are generated elsewhere"),
    }
}

/// The generators that count no distance: a die maker's datasets, and random inputs the
/// adapter makes itself. Their answers come from a checker or a benchmark, not from here.
fn unmeasured(
    problem: &Problem,
    hooks: &Hooks,
    count: usize,
    seed: u64,
    rng: &mut Rng,
) -> Result<Generated, ToolError> {
    let input = match problem.meta.generator {
        Some(Generator::DieMaker) => hooks.write_input(&die_orders(rng, count))?,
        // The adapter makes the cases itself, from the same seed.
        _ => hooks.write_random(seed, count)?,
    };
    Ok(Generated { input, output: None })
}

/// The pocket cube's metric of a problem's distances (`metric`, which `problem.toml` gives
/// whenever its generator or checker counts moves). O(1).
pub fn metric_of(problem: &Problem) -> Result<Metric, ToolError> {
    Ok(match metric3_of(problem)? {
        Metric3::Half => HALF_TURN,
        Metric3::Quarter => QUARTER_TURN,
    })
}

/// The 3x3 cube's metric of a problem's distances. O(1).
pub fn metric3_of(problem: &Problem) -> Result<Metric3, ToolError> {
    match problem.meta.metric {
        Some(meta::Metric::Half) => Ok(Metric3::Half),
        Some(meta::Metric::Quarter) => Ok(Metric3::Quarter),
        None => Err(ToolError::usage(format!(
            "problems/{}/problem.toml: metric is missing",
            problem.id
        ))),
    }
}

/// The deepest distance the 3x3 generators confirm with the optimal solver: about 3 ms a cube
/// at 8 half turns, 40 ms at 10 quarter turns. Deeper scrambles are only as long as asked. O(1).
pub fn confirmed_depth(metric: Metric3) -> usize {
    match metric {
        Metric3::Half => 8,
        Metric3::Quarter => 10,
    }
}

/// The 3x3 generators:
/// - `cube3-scramble`: cubes at distance `--depth` in the problem's metric (made by random
///   moves and confirmed by the optimal solver up to [`confirmed_depth`], beyond it scrambles
///   of that many random moves), or uniformly random cubes; a checker judges the answers;
/// - `cube3-top-face`: sequences of `--depth` random moves of the metric (default `max_moves`)
///   from the solved cube; the answer is the top face in `colours`, replayed on cubies;
/// - `cube3-solved-after`: cubes and moves that solve them or nearly (a scramble's inverse, or
///   for random cubes a two-phase solution, half of them with one move changed); the answer,
///   replayed on cubies, is the first word of `answers` when the moves solve the cube.
fn cube3(
    problem: &Problem,
    kind: Generator,
    hooks: &Hooks,
    depth: Option<u8>,
    count: usize,
    rng: &mut Rng,
) -> Result<Generated, ToolError> {
    let metric = metric3_of(problem)?;
    let usage = |what: String| Err(ToolError::usage(format!("{}: {}", problem.id, what)));
    match kind {
        Generator::Cube3Scramble => {
            if let Some(d) = depth.filter(|&d| usize::from(d) > metric.gods_number()) {
                return usage(format!(
                    "--depth {} is past the largest distance in this metric, {}",
                    d,
                    metric.gods_number()
                ));
            }
            let optimal = Optimal::new(metric);
            let cubes: Vec<Cubies> = (0..count)
                .map(|_| match depth {
                    Some(d) => at_distance(&optimal, usize::from(d), rng),
                    None => Cubies::random(rng),
                })
                .collect();
            Ok(Generated {
                input: hooks.write_input(&cubes)?,
                output: None,
            })
        }
        Generator::Cube3TopFace => {
            let max = match problem.meta.max_moves {
                Some(max) => max as usize,
                None => return usage(format!("{} needs max_moves", kind.name())),
            };
            let n = depth.map_or(max, usize::from);
            if n == 0 || n > max {
                return usage(format!("--depth is the number of turns here: 1..={}", max));
            }
            let scheme = match problem.meta.colours.as_deref().map(str::as_bytes) {
                Some(&[u, r, f, d, l, b]) => Scheme::new([u, r, f, d, l, b]),
                _ => None,
            };
            let scheme = match scheme {
                Some(s) => s,
                None => return usage("colours must name six different colours for U R F D L B".to_string()),
            };
            let sequences: Vec<Vec<Move>> = (0..count).map(|_| random_moves(metric, n, rng)).collect();
            let answers: String = sequences
                .iter()
                .map(|moves| {
                    let colours = facelet::colours(&Cubies::SOLVED.apply_all(moves), &scheme);
                    let rows = colours[..9].chunks(3);
                    rows.map(|row| format!("{}\n", String::from_utf8_lossy(row)))
                        .collect::<String>()
                })
                .collect();
            Ok(Generated {
                input: hooks.write_input(&sequences)?,
                output: Some(answers),
            })
        }
        Generator::Cube3SolvedAfter => {
            let words = &problem.meta.answers;
            let solver = TwoPhase::new();
            let mut cases = Vec::new();
            let mut answers = Vec::new();
            for _ in 0..count {
                let (cube, mut moves) = match depth {
                    Some(d) => {
                        let scramble = random_moves(metric, usize::from(d), rng);
                        (Cubies::SOLVED.apply_all(&scramble), undo(&scramble))
                    }
                    None => {
                        let cube = Cubies::random(rng);
                        let solution = solver
                            .solve(&cube, 30, Budget::UNLIMITED)
                            .expect("30 moves always do");
                        let solution = match metric {
                            Metric3::Quarter => to_quarter_turns(&solution),
                            Metric3::Half => solution,
                        };
                        (cube, solution)
                    }
                };
                if moves.is_empty() {
                    // One move or more: a move and its inverse.
                    let m = random_moves(metric, 1, rng)[0];
                    moves = vec![m, m.inverse()];
                }
                if rng.below(2) == 0 {
                    let k = rng.below(moves.len() as u64) as usize;
                    moves[k] = random_moves(metric, 1, rng)[0];
                }
                let solved = cube.apply_all(&moves) == Cubies::SOLVED;
                answers.push(words[if solved { 0 } else { 1 }].as_str());
                cases.push((cube, moves));
            }
            Ok(Generated {
                input: hooks.write_input(&cases)?,
                output: Some(lines(&answers)),
            })
        }
        _ => unreachable!("only the 3x3 kinds are generated here"),
    }
}

/// `n` random moves of the metric (quarter turns only in the quarter-turn metric), any order.
fn random_moves(metric: Metric3, n: usize, rng: &mut Rng) -> Vec<Move> {
    let moves = metric.moves();
    (0..n)
        .map(|_| moves[rng.below(moves.len() as u64) as usize])
        .collect()
}

/// The moves that undo `moves`.
fn undo(moves: &[Move]) -> Vec<Move> {
    moves.iter().rev().map(|m| m.inverse()).collect()
}

/// A cube at exactly distance `d` in the solver's metric, confirmed by it up to
/// [`confirmed_depth`]: random canonical scrambles of `d` moves (no face twice in a row, but for
/// a quarter-turn metric's half turn as two equal quarter turns; the optimal solver rejects the
/// shorter ones). Beyond that depth, a canonical scramble of `d` moves.
fn at_distance(optimal: &Optimal, d: usize, rng: &mut Rng) -> Cubies {
    let metric = optimal.metric();
    loop {
        let mut moves: Vec<Move> = Vec::with_capacity(d);
        while moves.len() < d {
            let m = random_moves(metric, 1, rng)[0];
            let ok = match moves.last() {
                None => true,
                // Two quarter turns of one face make a half turn, which needs both; three do not.
                Some(&last) if last.face() == m.face() => {
                    metric == Metric3::Quarter
                        && m == last
                        && !(moves.len() >= 2 && moves[moves.len() - 2] == m)
                }
                Some(&last) => last.face() != m.face().opposite() || m.face() < last.face(),
            };
            if ok {
                moves.push(m);
            }
        }
        let cube = Cubies::SOLVED.apply_all(&moves);
        if d > confirmed_depth(metric) {
            return cube;
        }
        let shortest = optimal
            .solve(&cube, d)
            .expect("a cube d moves from solved is within d");
        if metric.length(&shortest) == d {
            return cube;
        }
    }
}

/// One value per line.
fn lines<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string() + "\n").collect()
}

/// Pocket cubes at a chosen distance, from the full table of a metric.
struct Cubes {
    metric: Metric,
    table: DistanceTable,
    rotations: Vec<Stickers>,
    rotate: bool,
}

impl Cubes {
    fn new(metric: Metric, rotate: bool) -> Cubes {
        Cubes {
            metric,
            table: DistanceTable::with_exact_distances(metric),
            rotations: rotations(),
            rotate,
        }
    }

    /// A random whole-cube rotation, or none when the problem keeps the cube's orientation.
    fn rotation(&self, rng: &mut Rng) -> Stickers {
        if self.rotate {
            self.rotations[rng.below(24) as usize]
        } else {
            Stickers::SOLVED
        }
    }

    /// Any legal cube, in any orientation the problem allows.
    fn random(&self, rng: &mut Rng) -> Stickers {
        decode(rng.below(STATES as u64) as u32).then(&self.rotation(rng))
    }

    /// A cube at distance `depth` (any distance if `None`), turned as the problem allows, and
    /// its distance. Every distance up to God's number occurs; the scan from a random start
    /// finds the rare small ones too.
    fn at(&self, rng: &mut Rng, depth: Option<u8>) -> (Stickers, u8) {
        let start = rng.below(STATES as u64) as u32;
        let c = match depth {
            None => start,
            Some(d) => (0..STATES as u32)
                .map(|k| (start + k) % STATES as u32)
                .find(|&c| self.table.distance(c) == d)
                .expect("every distance up to God's number occurs"),
        };
        (decode(c).then(&self.rotation(rng)), self.table.distance(c))
    }
}

/// The most faces complete within `twists` quarter turns, by trying every sequence of quarter
/// turns of F, R and U (turning D, B or L instead is the same up to a rotation, which keeps
/// faces complete): an independent brute force, 6^7 sequences at most. O(6^twists x 24).
///
/// # Panics
/// If an entry of `state` is not a sticker (24 or more).
pub fn most_completed_faces(state: &Stickers, twists: u8) -> usize {
    let quarters: Vec<Stickers> = [Face::F, Face::R, Face::U]
        .iter()
        .flat_map(|&f| vec![Stickers::turn(f, 1), Stickers::turn(f, 3)])
        .collect();
    fn best(colours: &[u8], left: u8, quarters: &[Stickers]) -> usize {
        let here = completed_faces(colours);
        if left == 0 || here == 6 {
            return here;
        }
        quarters
            .iter()
            .map(|q| best(&apply(colours, q), left - 1, quarters))
            .max()
            .unwrap_or(here)
            .max(here)
    }
    best(&colours_of(state), twists, &quarters)
}

/// AOJ-1197-style datasets at the limits: six distinct counts in 4000..=5000 in order, asking
/// for the whole string (p = 1, q = the sum).
fn die_orders(rng: &mut Rng, count: usize) -> Vec<([u32; 6], u64, u64)> {
    (0..count)
        .map(|_| {
            let mut order: Vec<u32> = Vec::new();
            while order.len() < 6 {
                let v = rng.between(4000, 5000) as u32;
                if !order.contains(&v) {
                    order.push(v);
                }
            }
            order.sort_unstable();
            let sum: u64 = order.iter().map(|&v| u64::from(v)).sum();
            let mut six = [0u32; 6];
            six.copy_from_slice(&order);
            (six, 1, sum)
        })
        .collect()
}
