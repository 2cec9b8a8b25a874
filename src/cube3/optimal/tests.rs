use super::*;
use crate::cube3::notation::{singmaster, Separation};
use crate::rng::Rng;

/// The cube after `moves` in Singmaster's notation.
fn scrambled(moves: &str) -> Cubies {
    Cubies::SOLVED.apply_all(&singmaster(Separation::WhiteSpace).parse(moves).expect("moves"))
}
/// Positions at exactly 0, 1, 2, ... moves (OEIS A080601, half turns; A080583, quarter turns).
const HALF_TURN_COUNTS: [usize; 5] = [1, 18, 243, 3240, 43239];
const QUARTER_TURN_COUNTS: [usize; 6] = [1, 12, 114, 1068, 10011, 93840];

fn counts(metric: Metric) -> &'static [usize] {
    match metric {
        Metric::Half => &HALF_TURN_COUNTS,
        Metric::Quarter => &QUARTER_TURN_COUNTS,
    }
}

/// Checks that `solver` solves `state` at exactly distance `d`: a solution of `d` moves of the
/// metric that replays to solved, and nothing within `d - 1`.
fn check_exact(solver: &Optimal, state: &Cubies, d: usize, also_below: bool) {
    let moves = solver
        .solve(state, d)
        .unwrap_or_else(|| panic!("no solution within {} for {:?}", d, state));
    assert_eq!(moves.len(), d, "{:?}", state);
    assert!(moves.iter().all(|m| solver.metric().moves().contains(m)));
    assert_eq!(state.apply_all(&moves), Cubies::SOLVED);
    if also_below && d > 0 {
        assert_eq!(solver.solve(state, d - 1), None);
    }
}

/// The proof: every position the breadth-first search finds within `depth` is solved at exactly
/// its breadth-first distance, by solvers with balls shallower than that (so the search does the
/// work), and by the default one. `step` samples every `step`-th position of each layer.
fn agrees_with_breadth_first(metric: Metric, depth: usize, ball_depths: &[usize], step: usize) {
    let layers = breadth_first(metric, depth);
    let sizes: Vec<usize> = layers.iter().map(|l| l.len()).collect();
    assert_eq!(sizes, counts(metric)[..=depth].to_vec());
    let mut solvers: Vec<Optimal> = ball_depths
        .iter()
        .map(|&b| Optimal::with_ball_depth(metric, b))
        .collect();
    solvers.push(Optimal::new(metric));
    for solver in solvers.iter() {
        for (d, layer) in layers.iter().enumerate() {
            for state in layer.iter().step_by(step) {
                check_exact(solver, state, d, false);
            }
        }
    }
}

#[test]
fn the_ball_holds_the_known_counts() {
    for &metric in [Metric::Half, Metric::Quarter].iter() {
        let solver = Optimal::new(metric);
        let total: usize = counts(metric)[..=solver.ball_depth()].iter().sum();
        assert_eq!(solver.ball.len, total);
    }
    // The memory the documentation states: 16 bytes a slot, at most half of them full.
    assert_eq!(Optimal::new(Metric::Half).ball.entries.len() * 16, 2 << 20);
    assert_eq!(Optimal::new(Metric::Quarter).ball.entries.len() * 16, 512 << 10);
}

#[test]
fn agrees_with_breadth_first_on_a_sample_half_turns() {
    agrees_with_breadth_first(Metric::Half, 4, &[1, 2], 37);
    // No ball at all: a plain IDA* that knows only whether a cube is solved.
    agrees_with_breadth_first(Metric::Half, 3, &[0], 7);
    agrees_with_breadth_first(Metric::Quarter, 4, &[0], 11);
}

#[test]
fn agrees_with_breadth_first_on_a_sample_quarter_turns() {
    agrees_with_breadth_first(Metric::Quarter, 5, &[1, 3], 211);
}

/// Every position within 4 half turns and within 5 quarter turns, by a solver with a ball of
/// depth 2 (the search doing the rest) and by the default one.
#[test]
#[ignore]
fn agrees_with_breadth_first_everywhere() {
    agrees_with_breadth_first(Metric::Half, 4, &[2], 1);
    agrees_with_breadth_first(Metric::Quarter, 5, &[2], 1);
}

#[test]
fn nothing_shorter_exists_below_the_breadth_first_distance() {
    // The failing side of the search: within d - 1 moves there is no solution.
    for &metric in [Metric::Half, Metric::Quarter].iter() {
        let depth = if metric == Metric::Half { 4 } else { 5 };
        let layers = breadth_first(metric, depth);
        let solver = Optimal::with_ball_depth(metric, 1);
        for (d, layer) in layers.iter().enumerate() {
            for state in layer.iter().step_by(97) {
                check_exact(&solver, state, d, true);
            }
        }
    }
}

#[test]
fn deeper_positions_agree_across_ball_depths() {
    // At depths 6..8 no breadth-first search is at hand: solvers with different balls search
    // differently and must find the same length, and nothing shorter.
    let mut rng = Rng::new(7);
    for &metric in [Metric::Half, Metric::Quarter].iter() {
        let small = Optimal::with_ball_depth(metric, 2);
        let default = Optimal::new(metric);
        for _ in 0..30 {
            let scramble: Vec<Move> = (0..7)
                .map(|_| metric.moves()[rng.below(metric.moves().len() as u64) as usize])
                .collect();
            let cube = Cubies::SOLVED.apply_all(&scramble);
            let best = default.solve(&cube, 7).unwrap();
            assert!(best.len() <= 7);
            check_exact(&default, &cube, best.len(), true);
            check_exact(&small, &cube, best.len(), true);
        }
    }
}

#[test]
fn known_distances() {
    let half = Optimal::new(Metric::Half);
    let quarter = Optimal::new(Metric::Quarter);
    let cube = scrambled("R U R' U'");
    check_exact(&half, &cube, 4, true);
    check_exact(&quarter, &cube, 4, true);
    // A half turn of each of two opposite faces: 2 in the half-turn metric, 4 in quarter turns.
    let cube = scrambled("U2 D2");
    check_exact(&half, &cube, 2, true);
    check_exact(&quarter, &cube, 4, true);
    // The checkerboard, U2 D2 R2 L2 F2 B2, is 6 half turns.
    let checkerboard = scrambled("U2 D2 R2 L2 F2 B2");
    check_exact(&half, &checkerboard, 6, true);
}

/// The checkerboard is 12 quarter turns, and no fewer: every bound up to 11 searched in full.
#[test]
#[ignore]
fn the_checkerboard_is_twelve_quarter_turns() {
    let checkerboard = scrambled("U2 D2 R2 L2 F2 B2");
    check_exact(&Optimal::new(Metric::Quarter), &checkerboard, 12, true);
}

#[test]
fn out_of_reach_and_illegal_cubes_give_none() {
    let solver = Optimal::new(Metric::Half);
    let cube = scrambled("R U R' U' F2 B D");
    let d = solver.solve(&cube, 7).unwrap().len();
    assert_eq!(solver.solve(&cube, d - 1), None);
    assert_eq!(solver.solve(&Cubies::SOLVED, 0), Some(vec![]));
    let mut twisted = Cubies::SOLVED;
    twisted.co[0] = 1;
    assert_eq!(solver.solve(&twisted, 20), None);
    let mut swapped = Cubies::SOLVED;
    swapped.ep.swap(0, 1);
    assert_eq!(shortest(&swapped, Metric::Quarter, 20), None);
}

#[test]
fn canonical_sequences_are_counted_right() {
    // The number of canonical sequences of each length from solved bounds the positions at that
    // distance from above (every position has a canonical shortest sequence), and up to length 2
    // the two are equal: no position is reached by two canonical sequences of 1 or 2 moves.
    for &metric in [Metric::Half, Metric::Quarter].iter() {
        let solver = Optimal::with_ball_depth(metric, 0);
        let mut per_length = vec![0usize; 5];
        count_canonical(&solver, None, 0, 0, &mut per_length);
        let counts = counts(metric);
        assert_eq!(per_length[..3].to_vec(), counts[..3].to_vec());
        for d in 3..5 {
            assert!(per_length[d] >= counts[d]);
        }
    }
}

fn count_canonical(solver: &Optimal, last: Option<Move>, run: u8, len: usize, per_length: &mut Vec<usize>) {
    per_length[len] += 1;
    if len + 1 == per_length.len() {
        return;
    }
    for &m in solver.metric().moves() {
        if solver.canonical(last, run, m) {
            let next_run = if Some(m) == last { run + 1 } else { 1 };
            count_canonical(solver, Some(m), next_run, len + 1, per_length);
        }
    }
}

#[test]
fn metric_lengths() {
    let moves = singmaster(Separation::WhiteSpace).parse("U U2 U' R2 B2").unwrap();
    assert_eq!(Metric::Half.length(&moves), 5);
    assert_eq!(Metric::Quarter.length(&moves), 8);
    assert_eq!(Metric::Half.moves().len(), 18);
    assert_eq!(Metric::Quarter.moves().len(), 12);
    assert!(Metric::Quarter
        .moves()
        .iter()
        .all(|&m| Metric::Quarter.cost(m) == 1));
}

#[test]
fn the_hash_table_grows_and_keeps_everything() {
    let mut ball = Ball::with_capacity(1);
    let mut rng = Rng::new(8);
    let keys: Vec<u128> = (0..5000)
        .map(|_| u128::from(rng.next_u64()) << 36 | u128::from(rng.next_u64()))
        .collect();
    for (i, &k) in keys.iter().enumerate() {
        assert!(ball.insert(k, (i % 7) as u8));
        assert!(!ball.insert(k, 9));
    }
    for (i, &k) in keys.iter().enumerate() {
        assert_eq!(ball.get(k), Some((i % 7) as u8));
    }
    assert_eq!(ball.get(1), None);
    assert_eq!(ball.len, 5000);
}

/// `count` cubes at exactly `distance` in `metric`, from random scrambles of that length.
fn cubes_at(metric: Metric, distance: usize, count: usize, seed: u64) -> Vec<Cubies> {
    let solver = Optimal::new(metric);
    let mut rng = Rng::new(seed);
    let mut cubes = Vec::new();
    while cubes.len() < count {
        let scramble: Vec<Move> = (0..distance)
            .map(|_| metric.moves()[rng.below(metric.moves().len() as u64) as usize])
            .collect();
        let cube = Cubies::SOLVED.apply_all(&scramble);
        if solver.solve(&cube, distance).map(|s| s.len()) == Some(distance) {
            cubes.push(cube);
        }
    }
    cubes
}

/// Solves every cube with `solver` (checking length and replay) and prints the mean and worst time.
fn time_solves(solver: &Optimal, cubes: &[Cubies], distance: usize, what: &str) {
    use std::time::{Duration, Instant};
    let started = Instant::now();
    let mut worst = Duration::default();
    for cube in cubes.iter() {
        let one = Instant::now();
        let moves = solver.solve(cube, distance).unwrap();
        worst = worst.max(one.elapsed());
        assert_eq!(moves.len(), distance);
        assert_eq!(cube.apply_all(&moves), Cubies::SOLVED);
    }
    let mean = started.elapsed() / cubes.len() as u32;
    println!(
        "{}, {} cubes at distance {}: mean {:?}, worst {:?}",
        what,
        cubes.len(),
        distance,
        mean,
        worst
    );
}

/// Timing, printed (no verdict depends on it): depth-7 cubes with balls of depth 3, 4 and 5, and
/// depth 8 and 9 with the default ball. `cargo test --release depth_timing -- --ignored
/// --nocapture --test-threads 1`.
#[test]
#[ignore]
fn depth_timing() {
    use std::time::Instant;
    for &metric in [Metric::Half, Metric::Quarter].iter() {
        let cubes = cubes_at(metric, 7, 200, 9);
        for ball_depth in 3..=5 {
            let started = Instant::now();
            let solver = Optimal::with_ball_depth(metric, ball_depth);
            let what = format!(
                "{:?} metric, ball depth {} (built in {:?})",
                metric,
                ball_depth,
                started.elapsed()
            );
            time_solves(&solver, &cubes, 7, &what);
        }
        let started = Instant::now();
        let moves = shortest(&cubes[0], metric, 7).unwrap();
        println!(
            "{:?} metric, shortest() building its own ball: {:?}",
            metric,
            started.elapsed()
        );
        assert_eq!(moves.len(), 7);
        let solver = Optimal::new(metric);
        for &(distance, count) in [(8, 50), (9, 10)].iter() {
            let cubes = cubes_at(metric, distance, count, 10);
            time_solves(
                &solver,
                &cubes,
                distance,
                &format!("{:?} metric, default ball", metric),
            );
        }
    }
}
