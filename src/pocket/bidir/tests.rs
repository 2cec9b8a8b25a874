use super::*;
use crate::pocket::coord::{decode, HALF_TURN, QUARTER_TURN, STATES};
use crate::pocket::cube::Stickers;
use crate::pocket::table::DistanceTable;
use crate::rng::Rng;

/// Checks that `moves` solves `c` and is as short as the table says.
fn check(table: &DistanceTable, metric: Metric, c: u32, moves: &[usize]) {
    assert_eq!(moves.len(), usize::from(table.distance(c)), "state {}", c);
    let mut s = decode(c);
    for &m in moves {
        s = s.then(&metric.turns[m].stickers());
    }
    assert_eq!(s, Stickers::SOLVED, "state {}", c);
}

/// States at the largest distances are the hardest for a bidirectional search: all of them.
fn farthest_states(table: &DistanceTable) -> Vec<u32> {
    let max = table.histogram().len() as u8 - 1;
    (0..STATES as u32)
        .filter(|&c| c % 7 == 0 || table.distance(c) == max)
        .filter(|&c| table.distance(c) == max)
        .collect()
}

#[test]
fn agrees_with_the_table_on_100000_random_states_and_the_farthest() {
    for metric in [HALF_TURN, QUARTER_TURN].iter() {
        let table = DistanceTable::new(*metric);
        let mut search = BidirectionalSearch::new(*metric);
        let mut rng = Rng::new(41);
        for _ in 0..100_000 {
            let c = rng.below(STATES as u64) as u32;
            let moves = search.solve(c);
            check(&table, *metric, c, &moves);
        }
        let far = farthest_states(&table);
        assert_eq!(far.len() as u64, *table.histogram().last().unwrap());
        for c in far {
            let moves = search.solve(c);
            check(&table, *metric, c, &moves);
        }
        assert!(search.solve(0).is_empty());
    }
}

#[test]
fn fresh_searchers_agree_with_the_table() {
    // A fresh searcher grows its backward ball during the query, and may meet the forward ball
    // in the middle of a backward layer.
    for metric in [HALF_TURN, QUARTER_TURN].iter() {
        let table = DistanceTable::new(*metric);
        let mut rng = Rng::new(43);
        let far = farthest_states(&table);
        for i in 0..150 {
            let c = if i % 3 == 0 {
                far[i % far.len()]
            } else {
                rng.below(STATES as u64) as u32
            };
            let moves = BidirectionalSearch::new(*metric).solve(c);
            check(&table, *metric, c, &moves);
        }
    }
}

#[test]
fn search_state_stays_under_one_mebibyte() {
    assert!(BidirectionalSearch::memory_bound() < 1 << 20);
}

/// Every one of the 3,674,160 states in both metrics, on both cores. Minutes in release mode:
/// CI runs it with `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn agrees_with_the_table_on_every_state() {
    for metric in [HALF_TURN, QUARTER_TURN].iter() {
        let table = DistanceTable::new(*metric);
        let table = &table;
        std::thread::scope(|scope| {
            for part in 0..2u32 {
                scope.spawn(move || {
                    let mut search = BidirectionalSearch::new(*metric);
                    let mut c = part;
                    while (c as usize) < STATES {
                        let moves = search.solve(c);
                        check(table, *metric, c, &moves);
                        c += 2;
                    }
                });
            }
        });
    }
}
