//! Side-by-side benchmark: cubesmith's two-phase solver and the `min2phase` crate on the same
//! random cubes.
//!
//! ```text
//! cd bench/min2phase && cargo run --release            # both solvers, each in its own process
//! cargo run --release -- --cubes 2000 --seed 1 --max-length 21
//! cargo run --release -- --max-length 20 --phase2-cap 13 --tails 2 --only cubesmith
//! PER_CUBE=1 cargo run --release -- --cubes 1 --skip 1617 --seed 3 --max-length 20 --only cubesmith
//! ```
//!
//! `--phase2-cap N` and `--tails N` override every cubesmith setting's phase-2 cap and longest
//! tail, `--skip N` drops the first N cubes, `--only NAME` runs one solver in this process, and
//! `PER_CUBE=1` prints each cube's CPU time and solution on standard error.
//!
//! The parent process generates the cubes (uniform random legal cubes from a seed, by the
//! library's `Cubies::random`), then runs this same program once per solver (cubesmith as built by
//! `TwoPhase::new`, cubesmith with a phase-2 cap of 12, the same looking for one move fewer
//! while 25,000 search nodes last (`cubesmith-fast`), and min2phase), so each solver's peak
//! memory (VmHWM) is its own. Each child times its table build and every solve, on the wall clock
//! and as the CPU time of its thread (Linux's scheduler statistics: steadier on a shared machine),
//! replays every solution with cubesmith's cubie model, and prints one line.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::moves::{Face, Move};
use cubesmith::cube3::twophase::{Budget, TwoPhase, PHASE2_CAP};
use cubesmith::rng::Rng;
use std::process::Command;
use std::time::Instant;

/// Kociemba's facelet numbering: U1..U9 = 0..8, then R, F, D, L, B. The stickers of each corner
/// position (its U/D sticker first, then clockwise) and of each edge position.
const CORNER_FACELETS: [[usize; 3]; 8] = [
    [8, 9, 20],
    [6, 18, 38],
    [0, 36, 47],
    [2, 45, 11],
    [29, 26, 15],
    [27, 44, 24],
    [33, 53, 42],
    [35, 17, 51],
];
const EDGE_FACELETS: [[usize; 2]; 12] = [
    [5, 10],
    [7, 19],
    [3, 37],
    [1, 46],
    [32, 16],
    [28, 25],
    [30, 43],
    [34, 52],
    [23, 12],
    [21, 41],
    [50, 39],
    [48, 14],
];
const CORNER_COLOURS: [&str; 8] = ["URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DBL", "DRB"];
const EDGE_COLOURS: [&str; 12] = [
    "UR", "UF", "UL", "UB", "DR", "DF", "DL", "DB", "FR", "FL", "BL", "BR",
];

/// The 54-letter facelet string of a cube.
fn facelets(c: &Cubies) -> String {
    let mut f = [b'?'; 54];
    for i in 0..6 {
        f[9 * i + 4] = Face::from_index(i).letter() as u8;
    }
    for i in 0..8 {
        let colours = CORNER_COLOURS[c.cp[i] as usize].as_bytes();
        for n in 0..3 {
            f[CORNER_FACELETS[i][(n + c.co[i] as usize) % 3]] = colours[n];
        }
    }
    for i in 0..12 {
        let colours = EDGE_COLOURS[c.ep[i] as usize].as_bytes();
        for n in 0..2 {
            f[EDGE_FACELETS[i][(n + c.eo[i] as usize) % 2]] = colours[n];
        }
    }
    String::from_utf8(f.to_vec()).expect("letters")
}

/// Moves in Singmaster notation ("R2 U' F"), as min2phase writes them (also `R1`, `R3`).
fn parse_moves(text: &str) -> Vec<Move> {
    text.split_whitespace()
        .map(|t| {
            let face = t
                .chars()
                .next()
                .and_then(Face::from_letter)
                .unwrap_or_else(|| panic!("move {:?}", t));
            let quarters = match &t[1..] {
                "" | "1" => 1,
                "2" => 2,
                "'" | "3" => 3,
                other => panic!("move suffix {:?}", other),
            };
            Move::new(face, quarters)
        })
        .collect()
}

/// CPU time of this thread so far, in milliseconds.
fn cpu_ms() -> f64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").expect("Linux scheduler statistics");
    text.split_whitespace()
        .next()
        .and_then(|x| x.parse::<f64>().ok())
        .expect("a number")
        / 1e6
}

/// Peak resident memory of this process, in KiB.
fn peak_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("process status");
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|x| x.parse().ok())
        .expect("VmHWM")
}

struct Options {
    cubes: usize,
    seed: u64,
    max_length: usize,
    /// Overrides the phase-2 cap of every cubesmith setting.
    cap: Option<usize>,
    /// Overrides the longest tail of every cubesmith setting.
    tails: Option<usize>,
    /// Cubes made and dropped before the ones solved.
    skip: usize,
    only: Option<String>,
}

fn options() -> Options {
    let mut o = Options {
        cubes: 1000,
        seed: 1,
        max_length: 21,
        cap: None,
        tails: None,
        skip: 0,
        only: None,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--cubes" => o.cubes = value.parse().expect("--cubes N"),
            "--seed" => o.seed = value.parse().expect("--seed N"),
            "--max-length" => o.max_length = value.parse().expect("--max-length N"),
            "--phase2-cap" => o.cap = Some(value.parse().expect("--phase2-cap N")),
            "--skip" => o.skip = value.parse().expect("--skip N"),
            "--tails" => o.tails = Some(value.parse().expect("--tails N")),
            "--only" => o.only = Some(value),
            other => panic!(
                "unknown argument {:?} (--cubes N --seed N --max-length N --phase2-cap N --only NAME)",
                other
            ),
        }
        i += 2;
    }
    o
}

/// Runs one solver on the cubes and prints its line.
fn child(name: &str, cubes: &[Cubies], max_length: usize, cap: Option<usize>, tails: Option<usize>) {
    // Checks the facelet conversion against min2phase's own scrambler, once.
    assert_eq!(
        min2phase::from_moves(&"R U F' D2 L B".to_string()).expect("a scramble"),
        facelets(&Cubies::SOLVED.apply_all(&parse_moves("R U F' D2 L B")))
    );
    let texts: Vec<String> = cubes.iter().map(facelets).collect();
    let (start, cpu) = (Instant::now(), cpu_ms());
    let solver = if name == "cubesmith" {
        Some(TwoPhase::new().with_phase2_cap(cap.unwrap_or(PHASE2_CAP)))
    } else if name == "cubesmith-12" || name == "cubesmith-fast" {
        Some(TwoPhase::new().with_phase2_cap(cap.unwrap_or(12)))
    } else {
        // min2phase builds its tables on first use.
        let solved = facelets(&Cubies::SOLVED);
        assert_eq!(min2phase::solve(&solved, max_length as u8).trim(), "");
        None
    };
    let solver = solver.map(|s| match tails {
        Some(n) => s.with_tails(n),
        None => s,
    });
    let (table_ms, table_cpu) = (start.elapsed().as_secs_f64() * 1e3, cpu_ms() - cpu);
    let mut total = 0;
    let mut longest = 0;
    let mut solutions = Vec::with_capacity(cubes.len());
    // The slowest cube's CPU time.
    let mut slowest: f64 = 0.0;
    let (start, cpu) = (Instant::now(), cpu_ms());
    for (c, text) in cubes.iter().zip(texts.iter()) {
        let before = cpu_ms();
        let moves = match &solver {
            // Within the length, then one shorter while 25,000 nodes last.
            Some(s) if name == "cubesmith-fast" => s
                .improve_within(c, max_length, max_length - 1, Budget::nodes(25_000))
                .expect("a solution"),
            Some(s) => s.solve(c, max_length, Budget::UNLIMITED).expect("a solution"),
            None => parse_moves(&min2phase::solve(text, max_length as u8)),
        };
        let spent = cpu_ms() - before;
        if std::env::var_os("PER_CUBE").is_some() {
            let names: Vec<&str> = moves.iter().map(|m| m.name()).collect();
            eprintln!(
                "cube {} {:.3} ms {} moves {}",
                solutions.len(),
                spent,
                moves.len(),
                names.join(" ")
            );
        }
        slowest = slowest.max(spent);
        solutions.push(moves);
    }
    let (wall, cpu) = (start.elapsed().as_secs_f64() * 1e3, cpu_ms() - cpu);
    for (c, moves) in cubes.iter().zip(solutions.iter()) {
        assert_eq!(
            c.apply_all(moves),
            Cubies::SOLVED,
            "{} gave a wrong solution",
            name
        );
        total += moves.len();
        longest = longest.max(moves.len());
    }
    let n = cubes.len() as f64;
    println!(
        "{:<12} tables {:6.2} ms (CPU {:6.2})  per cube {:6.3} ms (CPU {:6.3})  moves mean {:.3} max {}  slowest {:.1} ms  peak {} KiB",
        name,
        table_ms,
        table_cpu,
        wall / n,
        cpu / n,
        total as f64 / n,
        longest,
        slowest,
        peak_kib()
    );
}

fn main() {
    let o = options();
    let mut rng = Rng::new(o.seed);
    let mut cubes: Vec<Cubies> = (0..o.skip + o.cubes).map(|_| Cubies::random(&mut rng)).collect();
    cubes.drain(..o.skip);
    match &o.only {
        Some(name) => child(name, &cubes, o.max_length, o.cap, o.tails),
        None => {
            println!(
                "{} random cubes (seed {}), at most {} moves, each solver in its own process:",
                o.cubes, o.seed, o.max_length
            );
            let me = std::env::current_exe().expect("this program");
            for name in ["cubesmith", "cubesmith-12", "cubesmith-fast", "min2phase"].iter() {
                let status = Command::new(&me)
                    .args(["--cubes", &o.cubes.to_string(), "--seed", &o.seed.to_string()])
                    .args(["--max-length", &o.max_length.to_string(), "--only", name])
                    .args(["--skip", &o.skip.to_string()])
                    .args(
                        o.cap
                            .iter()
                            .flat_map(|c| vec!["--phase2-cap".to_string(), c.to_string()]),
                    )
                    .args(
                        o.tails
                            .iter()
                            .flat_map(|c| vec!["--tails".to_string(), c.to_string()]),
                    )
                    .status()
                    .expect("run a solver");
                assert!(status.success(), "{} failed", name);
            }
        }
    }
}
