use super::*;
use crate::die::orientation::Face;
use crate::rng::Rng;

/// A small random puzzle: a board of blocked, free and gate cells, and its rules. A gate may be
/// entered only with a given physical face on top after the roll, and advances the extra state
/// (mod `extras`). The cost of a step is the weight of the face that lands on the bottom.
struct Puzzle {
    rows: usize,
    cols: usize,
    /// 0 blocked, 1 free, 2 + f a gate for physical face f.
    kinds: Vec<usize>,
    extras: usize,
    weights: [u64; 6],
    moves: Vec<Move>,
    starts: Vec<State>,
    goal_cell: usize,
    goal_extra: usize,
}

impl Puzzle {
    fn random(rng: &mut Rng) -> Puzzle {
        let rows = rng.between(1, 4) as usize;
        let cols = rng.between(1, 4) as usize;
        let cells = rows * cols;
        let kinds = (0..cells)
            .map(|_| match rng.below(10) {
                0 | 1 => 0,
                2..=4 => 2 + rng.below(6) as usize,
                _ => 1,
            })
            .collect();
        let extras = rng.between(1, 3) as usize;
        let mut weights = [0u64; 6];
        for w in weights.iter_mut() {
            *w = rng.below(4);
        }
        let moves = if rng.below(3) == 0 {
            Move::ALL.to_vec()
        } else {
            Move::ROLLS.to_vec()
        };
        let starts = (0..rng.between(1, 2))
            .map(|_| {
                State::new(
                    rng.below(cells as u64) as usize,
                    Orientation::from_index(rng.below(24) as usize),
                    0,
                )
            })
            .collect();
        Puzzle {
            rows,
            cols,
            kinds,
            extras,
            weights,
            moves,
            starts,
            goal_cell: rng.below(cells as u64) as usize,
            goal_extra: rng.below(extras as u64) as usize,
        }
    }

    /// The rule: the extra state after a step to `to`, if allowed.
    fn step(&self, to: &State) -> Option<usize> {
        match self.kinds[to.cell] {
            0 => None,
            1 => Some(to.extra),
            gate => {
                if to.orientation.face_at(Face::Top).index() == gate - 2 {
                    Some((to.extra + 1) % self.extras)
                } else {
                    None
                }
            }
        }
    }

    fn cost(&self, to: &State) -> u64 {
        self.weights[to.orientation.face_at(Face::Bottom).index()]
    }

    fn is_goal(&self, s: &State) -> bool {
        s.cell == self.goal_cell && s.extra == self.goal_extra
    }

    fn search(&self) -> Search {
        Search::new(Grid::new(self.rows, self.cols), self.extras).with_moves(&self.moves)
    }

    /// The state after `mv` with the rules applied, computed on rows and columns directly.
    fn successor(&self, from: &State, mv: Move) -> Option<State> {
        let (mut row, mut col) = (from.cell / self.cols, from.cell % self.cols);
        match mv {
            Move::North if row > 0 => row -= 1,
            Move::South if row + 1 < self.rows => row += 1,
            Move::West if col > 0 => col -= 1,
            Move::East if col + 1 < self.cols => col += 1,
            Move::Right | Move::Left => {}
            _ => return None,
        }
        let moved = State::new(row * self.cols + col, from.orientation.apply(mv), from.extra);
        self.step(&moved).map(|extra| State { extra, ..moved })
    }

    /// Every state's distance by Bellman-Ford: relax every step until nothing changes. `unit`
    /// makes every step cost 1.
    fn brute_force(&self, unit: bool) -> Vec<Option<u64>> {
        let search = self.search();
        let mut dist: Vec<Option<u64>> = vec![None; search.states()];
        for s in &self.starts {
            dist[search.index(s)] = Some(0);
        }
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..search.states() {
                let d = match dist[i] {
                    Some(d) => d,
                    None => continue,
                };
                let from = search.state(i);
                for &mv in &self.moves {
                    if let Some(to) = self.successor(&from, mv) {
                        let nd = d + if unit { 1 } else { self.cost(&to) };
                        let j = search.index(&to);
                        if dist[j].map_or(true, |old| nd < old) {
                            dist[j] = Some(nd);
                            changed = true;
                        }
                    }
                }
            }
        }
        dist
    }

    /// Whether `moves`, replayed with the rules from one of the starts, end at `end` at a total
    /// cost of `cost`.
    fn replay_reaches(&self, moves: &[Move], unit: bool, end: State, cost: u64) -> bool {
        self.starts.iter().any(|start| {
            let mut s = *start;
            let mut total = 0;
            for &mv in moves {
                match self.successor(&s, mv) {
                    Some(next) => s = next,
                    None => return false,
                }
                total += if unit { 1 } else { self.cost(&s) };
            }
            (s, total) == (end, cost)
        })
    }

    fn run(&self, search: &mut Search, unit: bool, goal: bool) -> Option<Found> {
        let is_goal = |s: &State| goal && self.is_goal(s);
        if unit {
            search.breadth_first(&self.starts, |_, _, to| self.step(to), is_goal)
        } else {
            search.dijkstra(
                &self.starts,
                |_, _, to| {
                    self.step(to)
                        .map(|extra| (extra, self.cost(&State { extra, ..*to })))
                },
                is_goal,
            )
        }
    }

    /// Checks one search kind against Bellman-Ford; returns whether the goal was reachable.
    fn check(&self, unit: bool) -> bool {
        let brute = self.brute_force(unit);
        let mut search = self.search();
        // With a goal: one of least distance, and a path that reaches it at that cost.
        let best = (0..search.states())
            .filter(|&i| self.is_goal(&search.state(i)))
            .filter_map(|i| brute[i])
            .min();
        let found = self.run(&mut search, unit, true);
        assert_eq!(found.map(|f| f.distance), best);
        if let Some(Found {
            state: goal,
            distance,
        }) = found
        {
            assert_eq!(search.distance(&goal), Some(distance));
            assert!(self.is_goal(&goal));
            let path = search.path(&goal).unwrap();
            assert!(
                self.replay_reaches(&path, unit, goal, best.unwrap()),
                "path {:?}",
                path
            );
        }
        // Without a goal: every state settled, each at its distance.
        assert_eq!(self.run(&mut search, unit, false), None);
        for (i, &want) in brute.iter().enumerate() {
            let s = search.state(i);
            assert_eq!(search.distance(&s), want, "state {:?}", s);
            if let Some(d) = want {
                let path = search.path(&s).unwrap();
                assert!(
                    self.replay_reaches(&path, unit, s, d),
                    "path {:?} to {:?}",
                    path,
                    s
                );
            } else {
                assert_eq!(search.path(&s), None);
            }
        }
        best.is_some()
    }
}

#[test]
fn breadth_first_and_dijkstra_match_bellman_ford_on_small_boards() {
    let mut rng = Rng::new(1290);
    let (mut reachable, mut unreachable) = (0, 0);
    for _ in 0..300 {
        let puzzle = Puzzle::random(&mut rng);
        let bfs = puzzle.check(true);
        let dijkstra = puzzle.check(false);
        assert_eq!(bfs, dijkstra);
        reachable += usize::from(bfs);
        unreachable += usize::from(!bfs);
    }
    assert!(
        reachable > 50 && unreachable > 20,
        "{} {}",
        reachable,
        unreachable
    );
}

#[test]
fn dense_indices_round_trip() {
    let search = Search::new(Grid::new(2, 3), 5);
    assert_eq!(search.states(), 2 * 3 * 24 * 5);
    for i in 0..search.states() {
        assert_eq!(search.index(&search.state(i)), i);
    }
}

#[test]
#[should_panic(expected = "outside a search of 6 cells and 5 extra states")]
fn an_extra_state_out_of_range_is_refused() {
    let mut search = Search::new(Grid::new(2, 3), 5);
    let start = State::new(0, Orientation::IDENTITY, 0);
    search.breadth_first(&[start], |_, _, _| Some(5), |_| false);
}

#[test]
fn a_start_that_is_a_goal_is_found_at_distance_zero() {
    let mut search = Search::new(Grid::new(1, 1), 1).with_moves(&Move::SPINS);
    let start = State::new(0, Orientation::IDENTITY, 0);
    for unit in [true, false].iter() {
        let found = if *unit {
            search.breadth_first(&[start], |_, _, _| Some(0), |_| true)
        } else {
            search.dijkstra(&[start], |_, _, _| Some((0, 1)), |_| true)
        };
        assert_eq!(
            found,
            Some(Found {
                state: start,
                distance: 0
            })
        );
        assert_eq!(search.distance(&start), Some(0));
        assert_eq!(search.path(&start), Some(vec![]));
    }
    // Spins alone reach the four orientations with the same top, two of them in one spin.
    search.breadth_first(&[start], |_, _, _| Some(0), |_| false);
    let reached: Vec<u64> = Orientation::all()
        .filter_map(|o| search.distance(&State::new(0, o, 0)))
        .collect();
    assert_eq!(reached.len(), 4);
    assert_eq!(reached.iter().sum::<u64>(), 1 + 1 + 2);
}

/// The rules of AOJ 1290 "Traveling Cube", as a check of the conventions on a real problem.
fn traveling_cube(board: &[&str], order: &str) -> Option<u64> {
    let grid = Grid::new(board.len(), board[0].len());
    let cells: Vec<u8> = board.iter().flat_map(|row| row.bytes()).collect();
    let order = order.as_bytes();
    // The colour of each physical face: top red, bottom cyan, north green, south magenta, east
    // blue, west yellow.
    let colours = b"rcgmby";
    let start = cells.iter().position(|&c| c == b'#').unwrap();
    let mut search = Search::new(grid, 7);
    let step = |_: &State, _: Move, to: &State| match cells[to.cell] {
        b'k' => None,
        b'w' | b'#' => Some(to.extra),
        colour => {
            let top = colours[to.orientation.face_at(Face::Top).index()];
            if to.extra < 6 && colour == order[to.extra] && top == colour {
                Some(to.extra + 1)
            } else {
                None
            }
        }
    };
    let start = State::new(start, Orientation::IDENTITY, 0);
    Some(search.breadth_first(&[start], step, |s| s.extra == 6)?.distance)
}

#[test]
fn the_traveling_cube_sample() {
    let first = [
        "kkkkkwwwww",
        "w#wwwrwwww",
        "wwwwbgwwww",
        "kwwmcwwwkk",
        "kkwywwwkkk",
    ];
    assert_eq!(traveling_cube(&first, "rgbcmy"), Some(9));
    let second = [
        "kkkkkkkkkk",
        "k#kkkkkkkk",
        "kwkkkkkwwk",
        "kcmyrgbwwk",
        "kwwwwwwwwk",
    ];
    assert_eq!(traveling_cube(&second, "cmyrgb"), Some(49));
    let third = [
        "kkkkkkkkkk",
        "k#kkkkkkkk",
        "kwkkkkkwkk",
        "kcmyrgbwwk",
        "kwwwwwwwwk",
    ];
    assert_eq!(traveling_cube(&third, "cmyrgb"), None);
}
