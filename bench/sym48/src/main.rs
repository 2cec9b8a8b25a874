//! Builds the pruning table over the projection all 48 symmetries keep
//! (`cubesmith::cube3::sym48::Table48`), or reads one kept by `--table`, says what it holds,
//! solves benchmark cubes on it (the plain `Search48`, then the deep solver), and compares what
//! it reads on random cubes with what the deep solver's `huge-based` table gives today, by the
//! measure that predicts an IDA* search's nodes. See README.md.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::moves::{Face, Move};
use cubesmith::cube3::optimal_search::Deep;
use cubesmith::cube3::optimal_table::{Shape, Table};
use cubesmith::cube3::sym48::{
    corner_key, edge_key, Flips, Index48, Reach, Search48, Shape48, Symmetries48, Table48,
};
use cubesmith::rng::Rng;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The search's effective branching factor in the half-turn metric (canonical sequences).
const BRANCHING: f64 = 13.35;

struct Options {
    flips: u32,
    wide_every: u32,
    reach: Reach,
    cubes: usize,
    against: Option<PathBuf>,
    scrambles: Option<PathBuf>,
    count: usize,
    deep: bool,
    table: Option<PathBuf>,
    proofs: Vec<(usize, usize)>,
    classes: Option<PathBuf>,
    by_distance: Option<[u8; 10]>,
}

impl Options {
    /// The flips each class keeps: `--by-distance`'s, or `--flips` and `--wide-every`.
    fn flip_rule(&self) -> Flips {
        match self.by_distance {
            Some(bits) => Flips::ByDistance(bits),
            None => Flips::Even {
                bits: self.flips,
                wide_every: self.wide_every,
            },
        }
    }
}

fn options() -> Options {
    let mut o = Options {
        flips: 6,
        wide_every: 0,
        reach: Reach { short: 8, ext: 3 },
        cubes: 100_000,
        against: None,
        scrambles: None,
        count: 10,
        deep: false,
        table: None,
        proofs: Vec::new(),
        classes: None,
        by_distance: None,
    };
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(at) = args.iter().position(|a| a == "--deep") {
        o.deep = true;
        args.remove(at);
    }
    for pair in args.chunks(2) {
        let value = pair
            .get(1)
            .unwrap_or_else(|| usage(&format!("{} needs a value", pair[0])));
        let number = || {
            value
                .parse()
                .unwrap_or_else(|_| usage(&format!("{}: not a number", value)))
        };
        match pair[0].as_str() {
            "--flips" => o.flips = number() as u32,
            "--wide-every" => o.wide_every = number() as u32,
            "--short" => o.reach.short = number() as u8,
            "--ext" => o.reach.ext = number() as u8,
            "--cubes" => o.cubes = number(),
            "--against" => o.against = Some(PathBuf::from(value)),
            "--solve" => o.scrambles = Some(PathBuf::from(value)),
            "--count" => o.count = number(),
            "--table" => o.table = Some(PathBuf::from(value)),
            "--prove" => o.proofs = value.split(',').map(proof).collect(),
            "--classes" => o.classes = Some(PathBuf::from(value)),
            "--by-distance" => o.by_distance = Some(by_distance(value)),
            other => usage(&format!("unknown option {}", other)),
        }
    }
    if o.flip_rule().most() > 11 || o.reach.cap() > 14 {
        usage("at most 11 flips (10 with wide classes), and short + ext at most 13");
    }
    o
}

fn usage(why: &str) -> ! {
    eprintln!("sym48-bench: {}", why);
    eprintln!(
        "usage: sym48-bench [--flips 6] [--short 8] [--ext 3] [--cubes 100000] \
         [--against HUGE-BASED-TABLE-FILE] [--solve SCRAMBLES-FILE] [--count 10] [--deep] \
         [--table KEPT-TABLE-FILE] [--prove CUBE:DEPTH,...] [--classes TSV-FILE] [--by-distance B0,...,B9]"
    );
    std::process::exit(2)
}

fn main() {
    let o = options();
    let shape = Shape48 {
        flips: o.flip_rule(),
        reach: o.reach,
    };
    let kept = o.table.as_ref().filter(|path| path.is_file());
    let table = match kept {
        Some(path) => {
            let start = Instant::now();
            let table = Table48::read_file(shape, true, path, 2)
                .unwrap_or_else(|e| usage(&format!("{}: {}", path.display(), e)));
            println!(
                "read {} in {:.1} s",
                path.display(),
                start.elapsed().as_secs_f64()
            );
            table
        }
        None => build(&o),
    };
    if let (Some(path), None) = (&o.table, kept) {
        let write = std::fs::File::create(path).and_then(|f| {
            let mut out = std::io::BufWriter::new(f);
            table.write_to(&mut out)?;
            std::io::Write::flush(&mut out)
        });
        write.unwrap_or_else(|e| usage(&format!("{}: {}", path.display(), e)));
    }
    // As `cubesmith optimal` does: a table partly in small pages searches slower, by run.
    let huge = table
        .settle_in_huge_pages()
        .map_or("unknown".to_string(), |s| format!("{:.0}%", s * 100.0));
    print!("kept based: {} bytes ({} in huge pages)", table.bytes(), huge);
    if o.proofs.is_empty() {
        // A minute on one thread over the 48-symmetric tables: not before a proof's timing.
        print!("; entries by reading: {:?}", table.histogram());
    }
    println!();
    if let Some(out) = &o.classes {
        return by_class(&table, out);
    }
    if !o.proofs.is_empty() {
        let file = o
            .scrambles
            .as_ref()
            .unwrap_or_else(|| usage("--prove needs --solve FILE"));
        return prove(table, &read_scrambles(file, usize::MAX), &o.proofs);
    }
    let scrambles = o.scrambles.as_ref().map(|file| read_scrambles(file, o.count));
    if let Some(cubes) = &scrambles {
        let search = Search48::new(&table, 2);
        solve("Search48", cubes, |c| search.solve(c, 20));
    }
    let deep48 = Deep::new(table).with_threads(2).with_two_phase(true);
    if let Some(cubes) = &scrambles {
        solve("Deep on the 48-symmetric table", cubes, |c| {
            let (moves, stats) = deep48.solve_counted(c, 20);
            (moves, stats.nodes)
        });
    }
    let table = deep48.table();
    if o.cubes == 0 && !o.deep {
        return;
    }
    let against = o.against.unwrap_or_else(default_against);
    let huge = Table::read_file(Shape::named("huge-based").unwrap(), &against, 2)
        .unwrap_or_else(|e| usage(&format!("{}: {}", against.display(), e)));
    let deep = Deep::new(huge).with_threads(2).with_two_phase(true);
    if let (Some(cubes), true) = (&scrambles, o.deep) {
        solve("Deep on huge-based", cubes, |c| {
            let (moves, stats) = deep.solve_counted(c, 20);
            (moves, stats.nodes)
        });
    }
    if o.cubes == 0 {
        return;
    }
    let mut rng = Rng::new(2026);
    let mut ours = Tally::default();
    let mut today = Tally::default();
    for _ in 0..o.cubes {
        let cube = Cubies::random(&mut rng);
        let read = |c: &Cubies| table.get(table.index().entry(corner_key(c), edge_key(c)) as usize);
        assert_eq!(
            usize::from(read(&cube).max(read(&cube.inverse()))),
            deep48.lower_bound(&cube)
        );
        ours.add(read(&cube).max(read(&cube.inverse())));
        today.add(deep.lower_bound(&cube) as u8);
    }
    println!("{} random cubes, the root's bound (cube and inverse):", o.cubes);
    println!("  48-symmetric, read once a side: {}", ours);
    println!("  huge-based, read 3 times a side: {}", today);
    println!(
        "  expected nodes of a search, 48-symmetric over huge-based: {:.3}",
        ours.nodes / today.nodes
    );
}

/// Ten flip counts, a class's by its corners' distance 0 to 9, as `--by-distance` takes them:
/// `11,11,11,10,9,7,6,6,5,5`.
fn by_distance(value: &str) -> [u8; 10] {
    let bits: Vec<u8> = value.split(',').filter_map(|b| b.parse().ok()).collect();
    let mut out = [0; 10];
    if bits.len() != 10 || value.split(',').count() != 10 {
        usage(&format!("--by-distance: {} is not ten numbers", value));
    }
    out.copy_from_slice(&bits);
    out
}

/// A cube's line in the scrambles file (from 1) and a depth, as `--prove` takes them: `4:17`.
fn proof(item: &str) -> (usize, usize) {
    let parse = |s: Option<&str>| s.and_then(|s| s.parse().ok());
    let mut parts = item.split(':');
    match (parse(parts.next()), parse(parts.next())) {
        (Some(cube), Some(depth)) if cube > 0 => (cube, depth),
        _ => usage(&format!("--prove: {} is not CUBE:DEPTH", item)),
    }
}

/// Searches each cube of `proofs` to its depth, which must be less than its distance, with the
/// deep solver on one thread and without the two-phase solver: every bound is searched to its
/// end, so the nodes are the same on any build of the same rules and the time measures what a
/// node costs, without the two-phase solver's share or the timing of a shared last bound.
fn prove(table: Table48, cubes: &[Cubies], proofs: &[(usize, usize)]) {
    let deep = Deep::new(table);
    let (mut seconds, mut nodes) = (0.0, 0u64);
    println!("cube\tdepth\tseconds\tnodes");
    for &(i, depth) in proofs {
        let cube = cubes
            .get(i - 1)
            .unwrap_or_else(|| usage(&format!("--prove: no cube {}", i)));
        let start = Instant::now();
        let (found, stats) = deep.solve_counted(cube, depth);
        let took = start.elapsed().as_secs_f64();
        if found.is_some() {
            usage(&format!("cube {} is within {} moves: not a proof", i, depth));
        }
        println!("{}\t{}\t{:.2}\t{}", i, depth, took, stats.nodes);
        seconds += took;
        nodes += stats.nodes;
    }
    println!(
        "proofs: {:.2} s, {} nodes, {:.2} million nodes a second (one thread)",
        seconds,
        nodes,
        nodes as f64 / seconds / 1e6
    );
}

/// A corner class's share of a search's nodes, as this table reads it.
struct Class {
    /// Its corner keys (48 over its representative's stabilizer): how often a cube is in it.
    keys: f64,
    /// How far its corners are from the goal's (its keys all are as far).
    corner_distance: u8,
    /// Its keys times the mean of BRANCHING^-entry over its entries (a
    /// wide class's pairs read as their least): its share of the nodes, Korf's measure.
    mass: f64,
    /// For a wide class, what its seventh flip takes off `mass`; `None` for the others.
    gain: Option<f64>,
    /// The share of its entries (a wide class's pairs, as their least) that read 11.
    elevens: f64,
    /// For a wide class, the share of its pairs that read 11 and 12: the 11s its extra flip
    /// raises; 0 for the others.
    raised: f64,
}

/// Writes to `out` (tab-separated, a line a class) each corner class's keys, corner distance,
/// mass and, for a wide class, gain ([`Class`]), and prints how much of the nodes' measure the
/// wide classes hold and save, and how much the third of the classes of most mass, or of the
/// nearest corners, would hold: what a choice of the wide classes by data could save.
fn by_class(table: &Table48, out: &Path) {
    let classes = measure_classes(table);
    let mut tsv = String::from("class\tkeys\tcorner_distance\tmass\tgain\televens\traised\n");
    for (c, k) in classes.iter().enumerate() {
        let gain = k.gain.map_or(String::new(), |g| format!("{:.6e}", g));
        tsv += &format!(
            "{}\t{}\t{}\t{:.6e}\t{}\t{:.6}\t{:.6}\n",
            c, k.keys, k.corner_distance, k.mass, gain, k.elevens, k.raised
        );
    }
    std::fs::write(out, tsv).unwrap_or_else(|e| usage(&format!("{}: {}", out.display(), e)));
    let total: f64 = classes.iter().map(|k| k.mass).sum();
    let mut by_distance = [(0, 0.0); 10];
    for k in &classes {
        by_distance[usize::from(k.corner_distance)].0 += 1;
        by_distance[usize::from(k.corner_distance)].1 += k.mass / total;
    }
    println!("classes and their share of the measure, by their corners' distance:");
    for (d, (n, share)) in by_distance.iter().enumerate() {
        println!("  {}: {} classes, {:.4}", d, n, share);
    }
    let wide: Vec<&Class> = classes.iter().filter(|k| k.gain.is_some()).collect();
    if wide.is_empty() {
        return;
    }
    let wide_mass: f64 = wide.iter().map(|k| k.mass).sum();
    let gain: f64 = wide.iter().filter_map(|k| k.gain).sum();
    let third = wide.len();
    println!(
        "{} classes, {} wide; the measure of nodes in all: {:.4e}",
        classes.len(),
        third,
        total
    );
    println!(
        "wide classes: {:.4} of the measure; their seventh flip saves {:.4} of it \
         (so the nodes over the same table without wide classes: {:.4}); saved over held: {:.4}",
        wide_mass / total,
        gain / total,
        1.0 - gain / total,
        gain / wide_mass
    );
    // The share of the measure the first `third` classes hold, in the order `key` sorts them
    // (a stable sort: among equals, by number).
    let share = |key: &dyn Fn(&Class) -> f64| {
        let mut order: Vec<&Class> = classes.iter().collect();
        order.sort_by(|a, b| key(a).partial_cmp(&key(b)).expect("no NaN"));
        order.iter().take(third).map(|k| k.mass).sum::<f64>() / total
    };
    let by_mass = share(&|k| -k.mass);
    let by_corners = share(&|k| f64::from(k.corner_distance));
    println!(
        "the {} classes of most mass hold {:.4} of the measure; the {} of nearest corners {:.4}",
        third, by_mass, third, by_corners
    );
    println!(
        "nodes if those were wide, at the wide classes' saved over held: {:.4} and {:.4}",
        1.0 - by_mass * gain / wide_mass,
        1.0 - by_corners * gain / wide_mass
    );
    let mut wide_by_mass = wide.clone();
    wide_by_mass.sort_by(|a, b| b.mass.partial_cmp(&a.mass).expect("no NaN"));
    let mut wide_by_gain: Vec<f64> = wide.iter().filter_map(|k| k.gain).collect();
    wide_by_gain.sort_by(|a, b| b.partial_cmp(a).expect("no NaN"));
    let top = third / 3;
    let top_by_mass: f64 = wide_by_mass.iter().take(top).filter_map(|k| k.gain).sum();
    let top_by_gain: f64 = wide_by_gain.iter().take(top).sum();
    println!(
        "of the wide classes' saving, their third of most mass holds {:.4}, their third of most \
         saving {:.4}",
        top_by_mass / gain,
        top_by_gain / gain
    );
}

/// Each corner class's [`Class`] figures, reading every entry of the table once. O(entries).
fn measure_classes(table: &Table48) -> Vec<Class> {
    let index = table.index();
    let classes = index.classes();
    let distance = index.corner_distances();
    let weight = |h: u8| BRANCHING.powi(-i32::from(h));
    // A wide class keeps one flip more than `Flips::Even`'s bits (none with flips by distance).
    let narrow = match index.flips() {
        Flips::Even { bits, wide_every } if wide_every > 0 => bits,
        _ => u32::MAX,
    };
    // A class's entries are a block from the entry of its representative's key with edge key 0.
    let start = |c: usize| match classes.rep.get(c) {
        Some(&k) => index.entry(k as usize, 0) as usize,
        None => table.len(),
    };
    (0..classes.rep.len())
        .map(|c| {
            let (from, to) = (start(c), start(c + 1));
            let keys = f64::from(48 / classes.stabilizer[c].count_ones());
            let (mut least, mut both, mut count) = (0.0, 0.0, 0usize);
            let (mut elevens, mut raised) = (0usize, 0usize);
            if index.class_flips(c) != narrow.wrapping_add(1) {
                for i in from..to {
                    let h = table.get(i);
                    least += weight(h);
                    elevens += usize::from(h == 11);
                }
                count = to - from;
            } else {
                // Wide: each block of 2 * half entries is a separation; its halves differ in the
                // extra flip alone.
                let half = 1 << narrow;
                for block in (from..to).step_by(2 * half) {
                    for i in block..block + half {
                        let (h0, h1) = (table.get(i), table.get(i + half));
                        least += weight(h0.min(h1));
                        both += (weight(h0) + weight(h1)) / 2.0;
                        count += 1;
                        elevens += usize::from(h0.min(h1) == 11);
                        raised += usize::from(h0.min(h1) == 11 && h0.max(h1) == 12);
                    }
                }
            }
            let mean = |sum: f64| keys * sum / count as f64;
            Class {
                keys,
                corner_distance: distance[classes.rep[c] as usize],
                mass: mean(least),
                gain: if both > 0.0 {
                    Some(mean(least - both))
                } else {
                    None
                },
                elevens: elevens as f64 / count as f64,
                raised: raised as f64 / count as f64,
            }
        })
        .collect()
}

/// Builds the table as the options say, printing its progress and what it holds, and packs it
/// based.
fn build(o: &Options) -> Table48 {
    let start = Instant::now();
    let index = Index48::with_flips(&Symmetries48::new(), o.flip_rule());
    let mut said = Instant::now();
    let table = Table48::build(index, o.reach, 2, |done, of| {
        if said.elapsed().as_secs() >= 60 || done == of {
            eprintln!(
                "{:.0} s: walked from {} of {} cosets",
                start.elapsed().as_secs_f64(),
                done,
                of
            );
            said = Instant::now();
        }
    });
    let built = start.elapsed().as_secs_f64();
    println!(
        "built: {} flip bits, reach {} + {}: {} entries, {} bytes, in {:.1} s (2 threads)",
        o.flips,
        o.reach.short,
        o.reach.ext,
        table.len(),
        table.bytes(),
        built
    );
    println!("entries by distance: {:?}", table.histogram());
    table.into_based()
}

/// The first `count` scrambles of `file` (one a line, moves like `R U2 F'`), as cubes.
fn read_scrambles(file: &Path, count: usize) -> Vec<Cubies> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| usage(&format!("{}: {}", file.display(), e)));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .take(count)
        .map(|line| Cubies::SOLVED.apply_all(&parse(line)))
        .collect()
}

/// Solves each cube with `solver` (seconds, nodes), one after the other, replays each solution
/// and prints each one's seconds, nodes and length, then the sums.
fn solve(name: &str, cubes: &[Cubies], solver: impl Fn(&Cubies) -> (Option<Vec<Move>>, u64)) {
    let (mut seconds, mut nodes) = (0.0, 0u64);
    println!("{}:\ncube\tseconds\tnodes\tlength\tsolution", name);
    for (i, cube) in cubes.iter().enumerate() {
        let start = Instant::now();
        let (moves, n) = solver(cube);
        let t = start.elapsed().as_secs_f64();
        let moves = moves.expect("every cube within 20 moves");
        assert_eq!(cube.apply_all(&moves), Cubies::SOLVED, "cube {}", i);
        let names: Vec<&str> = moves.iter().map(|m| m.name()).collect();
        println!("{}\t{:.3}\t{}\t{}\t{}", i, t, n, moves.len(), names.join(" "));
        seconds += t;
        nodes += n;
    }
    println!(
        "{}: {:.3} s, {} nodes, {:.1} M nodes a second",
        name,
        seconds,
        nodes,
        nodes as f64 / seconds / 1e6
    );
}

/// Moves in Singmaster notation: a face letter, then nothing, `2` or `'`.
fn parse(line: &str) -> Vec<Move> {
    line.split_whitespace()
        .map(|t| {
            let mut chars = t.chars();
            let face = chars
                .next()
                .and_then(Face::from_letter)
                .unwrap_or_else(|| usage(&format!("bad move {}", t)));
            let quarters = match chars.as_str() {
                "" => 1,
                "2" => 2,
                "'" => 3,
                _ => usage(&format!("bad move {}", t)),
            };
            Move::new(face, quarters)
        })
        .collect()
}

/// The `huge-based` table in the cache of this checkout, or where `CUBESMITH_CACHE` says.
fn default_against() -> PathBuf {
    let cache = std::env::var_os("CUBESMITH_CACHE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/cubesmith-cache"));
    cache.join("optimal-huge-based-v1.table")
}

/// Bounds seen: how many of each, and the sum of BRANCHING^-bound, which an IDA* search's nodes
/// at a given depth are proportional to (Korf, Reid and Edelkamp, 2001).
#[derive(Default)]
struct Tally {
    counts: [usize; 21],
    nodes: f64,
    sum: f64,
}

impl Tally {
    fn add(&mut self, bound: u8) {
        self.counts[usize::from(bound)] += 1;
        self.nodes += BRANCHING.powi(-i32::from(bound));
        self.sum += f64::from(bound);
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let n: usize = self.counts.iter().sum();
        let first = self.counts.iter().position(|&c| c > 0).unwrap_or(0);
        let last = self.counts.iter().rposition(|&c| c > 0).unwrap_or(0);
        write!(f, "mean {:.3}; by bound", self.sum / n as f64)?;
        for b in first..=last {
            write!(f, " {}: {}", b, self.counts[b])?;
        }
        Ok(())
    }
}
