use super::*;
use crate::die::board::region_sizes;
use crate::die::grid::Grid;
use crate::die::orientation::{Direction, Face, Orientation};
use crate::rng::Rng;
use std::cmp::Ordering;

/// A walk given as tables: `next[s]` and `score[s]` for states `0..next.len()`.
struct Table {
    next: Vec<usize>,
    score: Vec<u64>,
}

impl Table {
    /// `n` states, each stepping to a random one with a random score below `most + 1`.
    fn random(rng: &mut Rng, n: usize, most: u64) -> Table {
        Table {
            next: (0..n).map(|_| rng.below(n as u64) as usize).collect(),
            score: (0..n)
                .map(|_| {
                    if most == u64::MAX {
                        rng.next_u64()
                    } else {
                        rng.between(0, most)
                    }
                })
                .collect(),
        }
    }

    fn step(&self, s: usize) -> (usize, u64) {
        (self.next[s], self.score[s])
    }

    fn total(&self, start: usize, steps: u64) -> u128 {
        total_score(start, steps, self.next.len(), |s| s, |s| self.step(s))
    }
}

/// The totals of 0, 1, ... `steps` steps from `start`, walked one step at a time.
fn prefix_totals<S: Copy>(start: S, steps: usize, mut step: impl FnMut(S) -> (S, u64)) -> Vec<u128> {
    let (mut state, mut totals) = (start, vec![0u128]);
    for _ in 0..steps {
        let (next, score) = step(state);
        state = next;
        let last = totals[totals.len() - 1];
        totals.push(last + u128::from(score));
    }
    totals
}

/// The total of `steps` steps from `start` by doubling, a method that shares nothing with
/// `total_score`: the state and score after 2^j steps from every state, for j = 0..64, and
/// the binary digits of `steps`. O(states * 64).
fn doubled(next: &[usize], score: &[u64], start: usize, steps: u64) -> u128 {
    let mut jump = next.to_vec();
    let mut gain: Vec<u128> = score.iter().map(|&s| u128::from(s)).collect();
    let (mut state, mut total) = (start, 0u128);
    for bit in 0..64 {
        if steps >> bit & 1 == 1 {
            total += gain[state];
            state = jump[state];
        }
        gain = (0..jump.len()).map(|s| gain[s] + gain[jump[s]]).collect();
        jump = (0..jump.len()).map(|s| jump[jump[s]]).collect();
    }
    total
}

#[test]
fn random_walks_total_what_walking_step_by_step_totals_for_every_count_up_to_3000() {
    let mut rng = Rng::new(39);
    for round in 0..60 {
        // Small state sets, so that nearly every count is past them and the cycle is used.
        let n = 1 + rng.below(if round % 2 == 0 { 12 } else { 200 }) as usize;
        let walk = Table::random(&mut rng, n, 1000);
        let start = rng.below(n as u64) as usize;
        let totals = prefix_totals(start, 3000, |s| walk.step(s));
        for (steps, &expected) in totals.iter().enumerate() {
            assert_eq!(
                walk.total(start, steps as u64),
                expected,
                "{} states, {} steps",
                n,
                steps
            );
        }
    }
}

#[test]
fn huge_counts_agree_with_doubling() {
    let mut rng = Rng::new(40);
    for _ in 0..40 {
        let n = 1 + rng.below(300) as usize;
        let walk = Table::random(&mut rng, n, u64::MAX);
        let start = rng.below(n as u64) as usize;
        for &steps in &[
            u64::MAX,
            u64::MAX - 1,
            1 << 63,
            rng.next_u64(),
            rng.next_u64() >> 20,
            n as u64 + 1,
        ] {
            let expected = doubled(&walk.next, &walk.score, start, steps);
            assert_eq!(
                walk.total(start, steps),
                expected,
                "{} states, {} steps",
                n,
                steps
            );
        }
    }
}

#[test]
fn the_largest_total_fits() {
    // Every step scores 2^64 - 1, 2^64 - 1 times: (2^64 - 1)^2 = 2^128 - 2^65 + 1.
    let total = total_score(0usize, u64::MAX, 3, |s| s, |s| ((s + 1) % 3, u64::MAX));
    assert_eq!(total, u128::MAX - (1u128 << 65) + 2);
}

#[test]
fn a_walk_with_a_tail_enters_its_cycle_once() {
    // 0 -> 1 -> 2 -> 3 -> 4 -> 2: a tail of two steps (scores 100, 10), then a cycle of three
    // (scores 1, 2, 3 from state 2).
    let walk = Table {
        next: vec![1, 2, 3, 4, 2],
        score: vec![100, 10, 1, 2, 3],
    };
    let k = 1_000_000_000_000u64;
    // After the tail, k - 2 steps: (k - 2) / 3 turns of 6 and the first (k - 2) % 3 of 1, 2, 3.
    let left = k - 2;
    let rest = [0, 1, 3][(left % 3) as usize];
    assert_eq!(walk.total(0, k), 110 + u128::from(left / 3) * 6 + rest);
    assert_eq!(walk.total(0, 1), 100);
    assert_eq!(walk.total(3, 7), 2 + 3 + 1 + 2 + 3 + 1 + 2);
}

#[test]
fn short_walks_never_number_their_states() {
    let total = total_score(
        5u64,
        10,
        10,
        |_| unreachable!("no bitset for 10 steps of 10 states"),
        |s| (s + 1, s),
    );
    assert_eq!(total, (5..15).sum::<u64>() as u128);
}

#[test]
#[should_panic]
fn a_state_numbered_past_the_states_panics() {
    total_score(0usize, 100, 10, |s| s, |s| (s + 1, 0));
}

/// A die rolled over a board as in "Rolling a die 2" (BOJ 23288): forward, turning back at an
/// edge; then clockwise when its bottom is larger than the cell's number, counter-clockwise
/// when smaller. Each move scores the cell's number times the size of its region.
struct Board {
    grid: Grid,
    map: Vec<u64>,
    scores: Vec<u64>,
}

/// A die on a cell, how it lies, and where it heads.
#[derive(Clone, Copy)]
struct Die {
    cell: usize,
    orientation: Orientation,
    heading: Direction,
}

/// The die's numbers on its physical faces, 1 on top, 2 north, 3 east (opposite faces add to 7).
const LABELS: [u64; 6] = [1, 6, 2, 5, 3, 4];

impl Board {
    fn random(rng: &mut Rng, rows: usize, cols: usize, most: u64) -> Board {
        let grid = Grid::new(rows, cols);
        let map: Vec<u64> = (0..grid.cells()).map(|_| rng.between(1, most)).collect();
        let regions = region_sizes(grid, &map);
        let scores = map.iter().zip(&regions).map(|(&v, &r)| v * r as u64).collect();
        Board { grid, map, scores }
    }

    fn states(&self) -> usize {
        self.grid.cells() * 24 * 4
    }

    fn index(die: Die) -> usize {
        (die.cell * 24 + die.orientation.index()) * 4 + die.heading.index()
    }

    fn step(&self, die: Die) -> (Die, u64) {
        let mut heading = die.heading;
        let cell = match self.grid.neighbour(die.cell, heading) {
            Some(cell) => cell,
            None => {
                heading = heading.opposite();
                self.grid
                    .neighbour(die.cell, heading)
                    .expect("boards of 2 x 2 or more")
            }
        };
        let orientation = die.orientation.roll(heading);
        let bottom = LABELS[orientation.face_at(Face::Bottom).index()];
        let heading = match bottom.cmp(&self.map[cell]) {
            Ordering::Greater => heading.clockwise(),
            Ordering::Less => heading.counter_clockwise(),
            Ordering::Equal => heading,
        };
        let next = Die {
            cell,
            orientation,
            heading,
        };
        (next, self.scores[cell])
    }

    /// Every state's next state and score, by index, for doubling.
    fn tables(&self) -> (Vec<usize>, Vec<u64>) {
        let mut next = vec![0; self.states()];
        let mut score = vec![0; self.states()];
        for cell in 0..self.grid.cells() {
            for orientation in Orientation::all() {
                for &heading in Direction::ALL.iter() {
                    let die = Die {
                        cell,
                        orientation,
                        heading,
                    };
                    let (after, gained) = self.step(die);
                    next[Board::index(die)] = Board::index(after);
                    score[Board::index(die)] = gained;
                }
            }
        }
        (next, score)
    }
}

const START: Die = Die {
    cell: 0,
    orientation: Orientation::IDENTITY,
    heading: Direction::East,
};

#[test]
fn a_die_rolled_over_random_boards_totals_what_rolling_it_move_by_move_totals() {
    let mut rng = Rng::new(23288);
    for round in 0..24 {
        // Boards of 4 to 12 cells (384 to 1152 states), numbers 1..2 to 1..9.
        let (rows, cols) = (rng.between(2, 3) as usize, rng.between(2, 4) as usize);
        let board = Board::random(&mut rng, rows, cols, 2 + round % 8);
        let totals = prefix_totals(START, 3000, |d| board.step(d));
        for (moves, &expected) in totals.iter().enumerate() {
            let total = total_score(START, moves as u64, board.states(), Board::index, |d| {
                board.step(d)
            });
            assert_eq!(total, expected, "{} x {}, {} moves", rows, cols, moves);
        }
    }
}

#[test]
fn a_die_rolled_a_huge_number_of_times_totals_what_doubling_totals() {
    let mut rng = Rng::new(2);
    for _ in 0..6 {
        let (rows, cols) = (rng.between(2, 7) as usize, rng.between(2, 7) as usize);
        let board = Board::random(&mut rng, rows, cols, u64::from(u32::MAX));
        let (next, score) = board.tables();
        for &moves in &[u64::MAX, 4_294_967_295, rng.next_u64()] {
            let total = total_score(START, moves, board.states(), Board::index, |d| board.step(d));
            assert_eq!(total, doubled(&next, &score, Board::index(START), moves));
        }
    }
}
