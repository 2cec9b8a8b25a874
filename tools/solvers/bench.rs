//! `cubesmith bench`: in-process timings of the library's cube solvers, single thread. Each
//! figure is the median of several runs after a warm-up run; the machine and its load matter, so
//! compare figures taken in one run.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::moves::Move;
use cubesmith::cube3::throughput::{Effort, Throughput};
use cubesmith::cube3::twophase::{Budget, TwoPhase, MAX_LENGTH};
use cubesmith::pocket::bidir::BidirectionalSearch;
use cubesmith::pocket::coord::{Metric, HALF_TURN, QUARTER_TURN, STATES};
use cubesmith::pocket::table::DistanceTable;
use cubesmith::rng::Rng;
use std::time::{Duration, Instant};

/// The node budget of the fast 3x3 line: within 21 moves, then 20 while it lasts.
const FAST_NODES: u64 = 25_000;

/// Runs every benchmark and prints one line per figure. O(runs) table builds and the solves of
/// a fixed set of random cubes: [`cube3`], [`throughput`].
///
/// # Panics
/// If `runs` is 0.
pub fn run(runs: usize) {
    for &(name, metric) in [("half-turn", HALF_TURN), ("quarter-turn", QUARTER_TURN)].iter() {
        table_build(name, metric, runs, false);
        if metric == QUARTER_TURN {
            // What a problem answering many distances builds: every exact distance kept.
            table_build("quarter-turn, exact distances", metric, runs, true);
        }
        let table = DistanceTable::new(metric);
        descent(name, &table);
        search(name, metric, &table);
    }
    cube3(runs);
    throughput(runs);
}

fn median_ms(mut samples: Vec<f64>) -> (f64, f64, f64) {
    samples.sort_by(|a, b| a.partial_cmp(b).expect("timings are numbers"));
    (samples[0], samples[samples.len() / 2], samples[samples.len() - 1])
}

fn table_build(name: &str, metric: Metric, runs: usize, exact: bool) {
    let build = || {
        if exact {
            DistanceTable::with_exact_distances(metric)
        } else {
            DistanceTable::new(metric)
        }
    };
    let _warm = build();

    let samples: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let table = build();
            let ms = start.elapsed().as_secs_f64() * 1e3;
            assert_eq!(table.histogram().iter().sum::<u64>(), STATES as u64);
            ms
        })
        .collect();
    let (min, med, max) = median_ms(samples);
    println!(
        "table build, {:<12}  median {:7.2} ms  (min {:.2}, max {:.2}, {} runs)",
        name, med, min, max, runs
    );
}

fn descent(name: &str, table: &DistanceTable) {
    let mut rng = Rng::new(1);
    let states: Vec<u32> = (0..1_000_000).map(|_| rng.below(STATES as u64) as u32).collect();
    let start = Instant::now();
    let mut total = 0u64;
    for &c in &states {
        total += u64::from(table.distance(c));
    }
    let ns = start.elapsed().as_secs_f64() * 1e9 / states.len() as f64;
    println!(
        "descent,     {:<12}  mean {:7.1} ns per random state (mean distance {:.2}, {} states)",
        name,
        ns,
        total as f64 / states.len() as f64,
        states.len()
    );
}

fn search(name: &str, metric: Metric, table: &DistanceTable) {
    let mut search = BidirectionalSearch::new(metric);
    let mut rng = Rng::new(2);
    let states: Vec<u32> = (0..20_000).map(|_| rng.below(STATES as u64) as u32).collect();
    let start = Instant::now();
    for &c in &states {
        search.solve(c);
    }
    let mean_us = start.elapsed().as_secs_f64() * 1e6 / states.len() as f64;
    // The worst case: every state at the largest distance, each timed alone.
    let max = table.histogram().len() as u8 - 1;
    let farthest: Vec<u32> = (0..STATES as u32).filter(|&c| table.distance(c) == max).collect();
    let mut worst = 0f64;
    let mut total = 0f64;
    for &c in &farthest {
        let start = Instant::now();
        search.solve(c);
        let us = start.elapsed().as_secs_f64() * 1e6;
        worst = worst.max(us);
        total += us;
    }
    println!(
        "bidir,       {:<12}  mean {:7.1} us per random state ({} states); at distance {}: mean {:.1} us, worst {:.1} us ({} states)",
        name,
        mean_us,
        states.len(),
        max,
        total / farthest.len() as f64,
        worst,
        farthest.len()
    );
    // A program that answers one query pays for a fresh searcher, backward ball included.
    let mut fresh_worst = 0f64;
    for &c in farthest.iter().take(300) {
        let start = Instant::now();
        BidirectionalSearch::new(metric).solve(c);
        fresh_worst = fresh_worst.max(start.elapsed().as_secs_f64() * 1e6);
    }
    println!(
        "bidir,       {:<12}  fresh searcher per query (move tables included): worst {:.1} us over {} states at distance {}",
        name,
        fresh_worst,
        farthest.len().min(300),
        max
    );
}

/// CPU time this thread has run, from Linux's scheduler statistics (nanoseconds), if readable:
/// on a shared machine it is steadier than the wall clock.
fn cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e6)
}

/// Wall-clock and CPU milliseconds of `f`.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64, Option<f64>) {
    let (start, cpu) = (Instant::now(), cpu_ms());
    let out = f();
    let wall = start.elapsed().as_secs_f64() * 1e3;
    let cpu = cpu.and_then(|before| cpu_ms().map(|after| after - before));
    (out, wall, cpu)
}

/// " (CPU x ms)" when the CPU time is known.
fn cpu_note(cpu: Option<f64>, per: usize) -> String {
    cpu.map_or(String::new(), |ms| format!(" (CPU {:.3} ms)", ms / per as f64))
}

/// The 3x3 two-phase solver: table build, then random cubes (uniform, fixed seed) solved
/// within 21 and 20 moves, the first solution at all (what a throughput mode would start from),
/// and `improve` with a time budget. O(runs) table builds and the solves of a fixed number of
/// cubes.
///
/// # Panics
/// If `runs` is 0.
pub fn cube3(runs: usize) {
    let _warm = TwoPhase::new();
    let mut cpu_samples = Vec::new();
    let samples: Vec<f64> = (0..runs)
        .map(|_| {
            let (solver, ms, cpu) = timed(TwoPhase::new);
            assert!(solver.solve(&Cubies::SOLVED, 0, Budget::UNLIMITED) == Some(Vec::new()));
            cpu_samples.extend(cpu);
            ms
        })
        .collect();
    let (min, med, max) = median_ms(samples);
    let cpu = if cpu_samples.is_empty() {
        None
    } else {
        Some(median_ms(cpu_samples).1)
    };
    let solver = TwoPhase::new();
    println!(
        "3x3 two-phase tables     median {:7.2} ms  (min {:.2}, max {:.2}, {} runs; CPU median {})",
        med,
        min,
        max,
        runs,
        cpu.map_or("unknown".to_string(), |ms| format!("{:.2} ms", ms)),
    );
    for &(max_length, cubes) in [(21, 2000), (20, 200)].iter() {
        solve_random(&format!("at most {} moves", max_length), cubes, |c| {
            solver
                .solve(c, max_length, Budget::UNLIMITED)
                .expect("a solution")
        });
    }
    let faster = TwoPhase::new().with_phase2_cap(12);
    solve_random("21, phase-2 cap 12", 2000, |c| {
        faster.solve(c, 21, Budget::UNLIMITED).expect("a solution")
    });
    solve_random("21, 20 within 25k nodes, cap 12", 2000, |c| {
        faster
            .improve_within(c, 21, 20, Budget::nodes(FAST_NODES))
            .expect("a solution")
    });
    for &cap in [12, 14].iter() {
        let first = TwoPhase::new().with_phase2_cap(cap);
        solve_random(&format!("first, cap {}", cap), 300, |c| {
            first.solve(c, MAX_LENGTH, Budget::UNLIMITED).expect("a solution")
        });
    }
    // 20 moves while 10 million nodes last: a budget an adapter can spend within a second.
    solve_random("20 within 10M nodes", 1000, |c| {
        solver.improve(c, 20, Budget::nodes(10_000_000))
    });
    let budget = Duration::from_millis(10);
    solve_random("improve, 10 ms each", 100, |c| {
        solver.improve(c, 0, Budget::time(budget))
    });
}

/// The 3x3 throughput solver: table build, then random cubes (uniform, fixed seed) at its
/// default effort and at a few others, each solution replayed. O(runs) table builds and the
/// solves of a fixed number of cubes.
///
/// # Panics
/// If `runs` is 0.
pub fn throughput(runs: usize) {
    let _warm = Throughput::new();
    let (mut walls, mut cpus) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let (_solver, ms, cpu) = timed(Throughput::new);
        walls.push(ms);
        cpus.extend(cpu);
    }
    let (min, med, max) = median_ms(walls);
    let cpu = if cpus.is_empty() {
        "unknown".to_string()
    } else {
        format!("{:.2} ms", median_ms(cpus).1)
    };
    println!(
        "3x3 throughput tables    median {:7.2} ms  (min {:.2}, max {:.2}, {} runs; CPU median {})",
        med, min, max, runs, cpu
    );
    let solver = Throughput::new();
    let efforts = [
        ("default (8, 5, 8, 250)", Effort::DEFAULT),
        (
            "8, 1, 1, 250",
            Effort {
                into_h: 1,
                phase1: 1,
                ..Effort::DEFAULT
            },
        ),
        (
            "10, 5, 8, 400",
            Effort {
                oriented: 10,
                phase2_nodes: 400,
                ..Effort::DEFAULT
            },
        ),
    ];
    for &(name, effort) in efforts.iter() {
        solve_random_as("3x3 throughput,", name, 3000, |c| solver.solve(c, effort));
    }
}

/// Solves `n` random cubes with `solve`, checks every answer by replay, prints the figures.
fn solve_random(goal: &str, n: usize, solve: impl Fn(&Cubies) -> Vec<Move>) {
    solve_random_as("3x3 two-phase,", goal, n, solve)
}

/// `solve_random` with the solver's name first.
fn solve_random_as(solver: &str, goal: &str, n: usize, solve: impl Fn(&Cubies) -> Vec<Move>) {
    let mut rng = Rng::new(3);
    let cubes: Vec<Cubies> = (0..n).map(|_| Cubies::random(&mut rng)).collect();
    let mut lengths = vec![0usize; 31];
    let ((), wall, cpu) = timed(|| {
        for c in &cubes {
            let moves = solve(c);
            assert_eq!(c.apply_all(&moves), Cubies::SOLVED, "a wrong solution");
            if moves.len() >= lengths.len() {
                lengths.resize(moves.len() + 1, 0);
            }
            lengths[moves.len()] += 1;
        }
    });
    let ms = wall / n as f64;
    let total: usize = lengths.iter().enumerate().map(|(l, k)| l * k).sum();
    let longest = lengths.iter().rposition(|&k| k > 0).unwrap_or(0);
    println!(
        "{} {:<19} mean {:.3} ms per cube{}, mean {:.3} moves, max {} ({} of them; {} random cubes)",
        solver,
        goal,
        ms,
        cpu_note(cpu, n),
        total as f64 / n as f64,
        longest,
        lengths[longest],
        n
    );
}
