use super::*;
use crate::pocket::coord::{decode, encode, Metric, MoveTables, HALF_TURN, QUARTER_TURN};
use crate::pocket::cube::Stickers;
use crate::rng::Rng;

/// OEIS A079761: pocket cube positions at each distance, half-turn metric.
const A079761: [u64; 12] = [
    1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644,
];
/// OEIS A079762: the same in the quarter-turn metric.
const A079762: [u64; 15] = [
    1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276,
];

#[test]
fn half_turn_distances_match_oeis_a079761() {
    let table = DistanceTable::new(HALF_TURN);
    assert_eq!(table.histogram(), &A079761[..]);
}

#[test]
fn quarter_turn_distances_match_oeis_a079762() {
    let table = DistanceTable::new(QUARTER_TURN);
    assert_eq!(table.histogram(), &A079762[..]);
}

#[test]
fn descent_solves_every_sampled_state_optimally() {
    for metric in [HALF_TURN, QUARTER_TURN].iter() {
        let table = DistanceTable::new(*metric);
        let mut rng = Rng::new(31);
        for _ in 0..20_000 {
            let c = rng.below(STATES as u64) as u32;
            let moves = table.solve(c);
            assert_eq!(moves.len(), usize::from(table.distance(c)));
            let mut s = decode(c);
            for &m in &moves {
                s = s.then(&metric.turns[m].stickers());
            }
            assert_eq!(s, Stickers::SOLVED);
            // One move changes the distance by at most one.
            let d = i32::from(table.distance(c));
            for m in 0..metric.turns.len() {
                let n = table.distance(table.tables().apply(c, m));
                assert!((i32::from(n) - d).abs() <= 1);
            }
        }
        assert_eq!(table.distance(encode(&Stickers::SOLVED)), 0);
    }
}

#[test]
fn exact_distances_equal_the_descent_for_every_state() {
    for metric in [HALF_TURN, QUARTER_TURN].iter() {
        let exact = DistanceTable::with_exact_distances(*metric);
        let packed = DistanceTable::new(*metric);
        assert_eq!(exact.histogram(), packed.histogram());
        let mut counts = vec![0u64; packed.histogram().len()];
        for c in 0..STATES as u32 {
            let d = exact.distance(c);
            assert_eq!(d, packed.distance(c), "state {}", c);
            counts[usize::from(d)] += 1;
        }
        assert_eq!(&counts[..], packed.histogram());
    }
}

/// Every state's distance by the plainest breadth-first search, independent of the table's
/// layers, directions and packing: a queue, a byte per state, one move at a time.
fn plain_breadth_first_search(metric: Metric) -> Vec<u8> {
    let tables = MoveTables::new(metric);
    let mut distance = vec![u8::MAX; STATES];
    let mut queue = Vec::with_capacity(STATES);
    distance[0] = 0;
    queue.push(0u32);
    let mut head = 0;
    while head < queue.len() {
        let c = queue[head];
        head += 1;
        for m in 0..tables.moves() {
            let n = tables.apply(c, m) as usize;
            if distance[n] == u8::MAX {
                distance[n] = distance[c as usize] + 1;
                queue.push(n as u32);
            }
        }
    }
    distance
}

#[test]
fn every_entry_equals_a_plain_breadth_first_search() {
    for metric in [HALF_TURN, QUARTER_TURN].iter() {
        let expected = plain_breadth_first_search(*metric);
        let exact = DistanceTable::with_exact_distances(*metric);
        let packed = DistanceTable::new(*metric);
        for (c, &d) in expected.iter().enumerate() {
            assert_eq!(exact.distance(c as u32), d, "state {}", c);
            assert_eq!(packed.get(c), u64::from(d % 3), "state {}", c);
            assert_eq!(exact.get(c), u64::from(d % 3), "state {}", c);
        }
    }
}

#[test]
fn distances_in_batches_are_the_distances_one_by_one() {
    let table = DistanceTable::with_exact_distances(QUARTER_TURN);
    let mut rng = Rng::new(38);
    let states: Vec<u32> = (0..1000).map(|_| rng.below(STATES as u64) as u32).collect();
    let one_by_one: Vec<u8> = states.iter().map(|&c| table.distance(c)).collect();
    // Appended to what `out` holds; the same without exact distances.
    let mut out = vec![99];
    table.distances(&states, &mut out);
    assert_eq!((out[0], &out[1..]), (99, &one_by_one[..]));
    let mut out = Vec::new();
    DistanceTable::new(QUARTER_TURN).distances(&states[..50], &mut out);
    assert_eq!(out, &one_by_one[..50]);

    // Asked one after another: answered a full batch at a time, in order, and the rest by
    // `flush`; nothing built until there is a state to answer.
    let mut distances = Distances::new(QUARTER_TURN);
    assert_eq!(distances.flush(), &[] as &[u8]);
    assert!(distances.table().is_none());
    let mut answered = Vec::new();
    for (k, &c) in states.iter().enumerate() {
        match distances.push(c) {
            Some(batch) => {
                assert_eq!((k + 1) % BATCH, 0);
                answered.extend_from_slice(batch);
            }
            None => assert_ne!((k + 1) % BATCH, 0),
        }
    }
    assert!(distances.table().is_some());
    answered.extend_from_slice(distances.flush());
    assert_eq!(answered, one_by_one);
    assert_eq!(distances.flush(), &[] as &[u8]);
}

#[test]
#[should_panic]
fn a_distance_asked_past_the_last_state_is_a_bug() {
    let mut distances = Distances::new(QUARTER_TURN);
    distances.push(STATES as u32);
    distances.flush();
}
