//! Side-by-side benchmark: cubesmith's two-phase solver and the `min2phase` crate on the same
//! random cubes.
//!
//! ```text
//! cd bench/min2phase && cargo run --release            # both solvers, each in its own process
//! cargo run --release -- --cubes 2000 --seed 1 --max-length 21
//! cargo run --release -- --max-length 20 --phase2-cap 13 --tails 2 --only cubesmith
//! PER_CUBE=1 cargo run --release -- --cubes 1 --skip 1617 --seed 3 --max-length 20 --only cubesmith
//! java/build.sh                                       # min2phase's Java original, for the two below
//! cargo run --release -- --cubes 2000 --seed 1 --max-length 21 --java
//! cargo run --release -- --cubes 50 --seed 1 --max-length 20 --only min2phase-java --warmup 0
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
//!
//! A fifth solver, `min2phase-java`, is min2phase's original Java implementation
//! (<https://github.com/cs0x7f/min2phase> at the commit `java/build.sh` pins), run only when asked:
//! `--java` adds it to the four, `--only min2phase-java` runs it alone; otherwise one line on
//! standard error says it was left out. `java/build.sh` clones min2phase into `peers/` (from
//! GitHub, else from the mirror `BENCH_GIT_MIRROR` names, as bench/optimal does) and compiles its
//! sources with our driver `java/Bench.java` into `build/java` (both folders ignored by git;
//! nothing of min2phase is kept here). Its child process runs `java -cp build/java Bench L` (the
//! JVM's default settings), gives it the cubes as facelet strings on standard input, reads back
//! each solution and its CPU time, and replays every solution (a wrong one, one longer than L, or
//! an error of min2phase's is a failure). The driver builds min2phase's tables in full
//! (`Search.init()`: the line's tables; the JVM's start is not in them), solves `--warmup N` other
//! cubes (default 1000: the ones the same generator makes after the timed ones) so that the JIT has
//! compiled the solver, then each timed cube with `solution(facelets, L, Long.MAX_VALUE, 0, 0)`:
//! the first solution within L moves, as the crate's `solve` gives. Its CPU per cube is the solving
//! thread's (`ThreadMXBean`: the kernel's same count of the thread's run time, read exactly, where
//! the other solvers' `/proc` file gives it as of the last scheduler tick: their slowest cube is
//! exact to a tick, 4 ms here, their mean to a tick over all the cubes), its peak memory the JVM's
//! own VmHWM, read by the driver at its end. A second line gives the JDK, min2phase's commit, the
//! warm-up cubes' CPU per cube (the cold figure; `--warmup 0` makes the timed cubes the cold ones),
//! and over the timed cubes the process's CPU, every thread counted (the JIT compiler's and the
//! garbage collector's too; in clock ticks of 10 ms) and the JIT's compiling time.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::moves::{Face, Move};
use cubesmith::cube3::twophase::{Budget, TwoPhase, PHASE2_CAP};
use cubesmith::rng::Rng;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Instant;

/// The classes `java/build.sh` compiles: min2phase's Java sources at its pinned commit, with our
/// driver `java/Bench.java`, and `PIN`, the repository and commit.
const JAVA_CLASSES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/build/java");

/// Replays every solution on its cube: each must solve it within `max_length` moves. The
/// moves of all solutions, and of the longest.
fn replay(name: &str, cubes: &[Cubies], solutions: &[Vec<Move>], max_length: usize) -> (usize, usize) {
    let (mut total, mut longest) = (0, 0);
    for (i, (c, moves)) in cubes.iter().zip(solutions).enumerate() {
        assert_eq!(
            c.apply_all(moves),
            Cubies::SOLVED,
            "{} gave a wrong solution",
            name
        );
        assert!(
            moves.len() <= max_length,
            "{}: cube {}: {} moves",
            name,
            i,
            moves.len()
        );
        total += moves.len();
        longest = longest.max(moves.len());
    }
    (total, longest)
}

/// One solver's line: its tables' build, its time per cube, its solutions' lengths, its slowest
/// cube and its peak memory.
struct Summary<'a> {
    name: &'a str,
    /// The tables' build, wall and CPU, in milliseconds.
    table_ms: f64,
    table_cpu: f64,
    /// Solving every cube, wall and CPU, in milliseconds.
    wall: f64,
    cpu: f64,
    cubes: usize,
    /// The moves of all solutions, and of the longest.
    total: usize,
    longest: usize,
    /// The slowest cube's CPU, in milliseconds.
    slowest: f64,
    /// In KiB.
    peak: String,
}

impl Summary<'_> {
    /// Prints the line.
    fn print(&self) {
        let n = self.cubes as f64;
        println!(
            concat!(
                "{:<12} tables {:6.2} ms (CPU {:6.2})  per cube {:6.3} ms (CPU {:6.3})  ",
                "moves mean {:.3} max {}  slowest {:.1} ms  peak {} KiB"
            ),
            self.name,
            self.table_ms,
            self.table_cpu,
            self.wall / n,
            self.cpu / n,
            self.total as f64 / n,
            self.longest,
            self.slowest,
            self.peak
        );
    }
}

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
    /// Runs `min2phase-java` too.
    java: bool,
    /// Cubes `min2phase-java` solves before the timed ones.
    warmup: usize,
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
        java: false,
        warmup: 1000,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--java" {
            o.java = true;
            i += 1;
            continue;
        }
        let value = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--cubes" => o.cubes = value.parse().expect("--cubes N"),
            "--seed" => o.seed = value.parse().expect("--seed N"),
            "--max-length" => o.max_length = value.parse().expect("--max-length N"),
            "--phase2-cap" => o.cap = Some(value.parse().expect("--phase2-cap N")),
            "--skip" => o.skip = value.parse().expect("--skip N"),
            "--tails" => o.tails = Some(value.parse().expect("--tails N")),
            "--only" => o.only = Some(value),
            "--warmup" => o.warmup = value.parse().expect("--warmup N"),
            other => panic!(
                "unknown argument {:?} (--cubes N --seed N --max-length N --phase2-cap N --tails N \
                 --skip N --only NAME --java --warmup N)",
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
    let (total, longest) = replay(name, cubes, &solutions, max_length);
    Summary {
        name,
        table_ms,
        table_cpu,
        wall,
        cpu,
        cubes: cubes.len(),
        total,
        longest,
        slowest,
        peak: peak_kib().to_string(),
    }
    .print();
}

/// Runs min2phase's Java implementation (`java/build.sh`) on the warm-up cubes, then on the cubes,
/// checks every solution and prints its line, then a line on the JVM and its warm-up.
fn java_child(cubes: &[Cubies], warmup: &[Cubies], max_length: usize) {
    let name = "min2phase-java";
    let pin = std::fs::read_to_string(format!("{}/PIN", JAVA_CLASSES))
        .unwrap_or_else(|_| panic!("{}: no {}/PIN: run java/build.sh first", name, JAVA_CLASSES));
    let commit: String = pin
        .split_whitespace()
        .nth(1)
        .unwrap_or("unknown")
        .chars()
        .take(7)
        .collect();
    // The driver checks the facelet conversion against min2phase's own scrambler.
    let scramble = "R U F' D2 L B";
    let check = facelets(&Cubies::SOLVED.apply_all(&parse_moves(scramble)));
    let mut input = format!("check {} {}\n", check, scramble);
    for c in warmup {
        input.push_str(&facelets(c));
        input.push('\n');
    }
    input.push_str("timed\n");
    for c in cubes {
        input.push_str(&facelets(c));
        input.push('\n');
    }
    let start = Instant::now();
    let mut java = Command::new("java")
        .args(["-cp", JAVA_CLASSES, "Bench", &max_length.to_string()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: cannot run java ({})", name, e));
    let mut stdin = java.stdin.take().expect("java's standard input");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = java.wait_with_output().expect("java's output");
    let java_ms = start.elapsed().as_secs_f64() * 1e3;
    writer
        .join()
        .expect("the writer")
        .expect("the cubes written to java");
    assert!(
        output.status.success(),
        "{}: java failed ({})",
        name,
        output.status
    );

    let text = String::from_utf8(output.stdout).expect("java's output");
    let mut version = String::from("unknown");
    let (mut table_ms, mut table_cpu) = (0.0, 0.0);
    let (mut warm_n, mut warm_cpu, mut warm_first) = (0, 0.0, 0.0);
    let (mut wall, mut process_cpu, mut jit_ms) = (0.0, None, None);
    let mut peak = String::from("unknown");
    // Each timed cube's CPU time and solution.
    let mut solutions: Vec<(f64, Vec<Move>)> = Vec::with_capacity(cubes.len());
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        // The nanoseconds in the i-th word after the key, in milliseconds.
        let ms = |i: usize| words[i + 1].parse::<f64>().expect("nanoseconds") / 1e6;
        match words.first().copied().unwrap_or("") {
            "java" => version = words[1..].join(" "),
            "tables" => (table_ms, table_cpu) = (ms(0), ms(1)),
            "warmup" => {
                warm_n = words[1].parse::<usize>().expect("a count");
                (warm_cpu, warm_first) = (ms(1), ms(2));
            }
            "cube" => {
                let moves = words[3..].join(" ");
                assert!(
                    !moves.starts_with("Error"),
                    "{}: cube {}: {}",
                    name,
                    solutions.len(),
                    moves
                );
                solutions.push((ms(0), parse_moves(&moves)));
            }
            "timed" => {
                (wall, process_cpu) = (ms(0), Some(ms(1)).filter(|&x| x >= 0.0));
                jit_ms = words[3].parse::<i64>().ok().filter(|&x| x >= 0);
            }
            "peak" => peak = words[1].to_string(),
            _ => panic!("{}: unexpected line from java: {:?}", name, line),
        }
    }
    assert_eq!(solutions.len(), cubes.len(), "{}: solutions", name);
    let (times, solutions): (Vec<f64>, Vec<Vec<Move>>) = solutions.into_iter().unzip();
    let (total, longest) = replay(name, cubes, &solutions, max_length);
    let (mut cpu, mut slowest) = (0.0, 0.0f64);
    for (i, (spent, moves)) in times.iter().zip(solutions.iter()).enumerate() {
        if std::env::var_os("PER_CUBE").is_some() {
            let names: Vec<&str> = moves.iter().map(|m| m.name()).collect();
            eprintln!(
                "cube {} {:.3} ms {} moves {}",
                i,
                spent,
                moves.len(),
                names.join(" ")
            );
        }
        cpu += spent;
        slowest = slowest.max(*spent);
    }
    Summary {
        name,
        table_ms,
        table_cpu,
        wall,
        cpu,
        cubes: cubes.len(),
        total,
        longest,
        slowest,
        peak,
    }
    .print();
    let n = cubes.len() as f64;
    let cold = if warm_n == 0 {
        String::from("no warm-up: the timed cubes are the cold ones")
    } else {
        format!(
            "{} other cubes solved first: CPU per cube {:.3} ms (the first {:.1} ms)",
            warm_n,
            warm_cpu / warm_n as f64,
            warm_first
        )
    };
    let process = match process_cpu {
        Some(x) => format!("{:.3} ms", x / n),
        None => String::from("unknown"),
    };
    let jit = match jit_ms {
        Some(x) => format!("{} ms", x),
        None => String::from("unknown"),
    };
    println!(
        "{:<12} Java {}, min2phase {}; {}; over the timed cubes, every thread: CPU per cube {}, \
         the JIT compiling {}; java ran {:.0} ms",
        "", version, commit, cold, process, jit, java_ms
    );
}

fn main() {
    let o = options();
    let mut rng = Rng::new(o.seed);
    let mut cubes: Vec<Cubies> = (0..o.skip + o.cubes).map(|_| Cubies::random(&mut rng)).collect();
    cubes.drain(..o.skip);
    match &o.only {
        Some(name) if name == "min2phase-java" => {
            // Warm-up cubes: the generator's next ones, never among the timed.
            let warmup: Vec<Cubies> = (0..o.warmup).map(|_| Cubies::random(&mut rng)).collect();
            java_child(&cubes, &warmup, o.max_length)
        }
        Some(name) => child(name, &cubes, o.max_length, o.cap, o.tails),
        None => {
            println!(
                "{} random cubes (seed {}), at most {} moves, each solver in its own process:",
                o.cubes, o.seed, o.max_length
            );
            let me = std::env::current_exe().expect("this program");
            let mut names = vec!["cubesmith", "cubesmith-12", "cubesmith-fast", "min2phase"];
            if o.java {
                names.push("min2phase-java");
            }
            for name in names.iter() {
                let status = Command::new(&me)
                    .args(["--cubes", &o.cubes.to_string(), "--seed", &o.seed.to_string()])
                    .args(["--max-length", &o.max_length.to_string(), "--only", name])
                    .args(["--skip", &o.skip.to_string(), "--warmup", &o.warmup.to_string()])
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
            if !o.java {
                eprintln!("min2phase-java: left out (--java adds it, once java/build.sh has built it)");
            }
        }
    }
}
