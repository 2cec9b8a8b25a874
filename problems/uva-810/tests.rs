//! The adapter against a model of the statement written from scratch: its own die (six numbers
//! by side, rolled as the statement tips it, the standard die found from the statement's own
//! example), its own reading of the input (white-space separated tokens), and its own way to the
//! answer: every state's distance home by repeated relaxation until nothing changes, then a
//! walk that takes, at every square, the first roll in the order north, east, south, west that
//! stays on a shortest way. Nothing of the library's orientations, grid or search is used, nor
//! the adapter's reading. The model gives every test and beyond file's expected output; the
//! adapter agrees on each and on random mazes, and the viewer's rolls are the printed way.

use super::{read_boards, solve};
use cubesmith::cases::case_files;
use cubesmith::die::orientation::{Face, Move};
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::{HashMap, HashSet};

/// The numbers on the top, bottom, north, south, east and west sides.
type Die = [i64; 6];
const TOP: usize = 0;
const BOTTOM: usize = 1;
const NORTH: usize = 2;
const SOUTH: usize = 3;
const EAST: usize = 4;
const WEST: usize = 5;

/// The rolls, in the order the answer prefers them: the side the die tips over and the step on
/// the maze (rows grow southward).
const ROLLS: [(usize, i64, i64); 4] = [(NORTH, -1, 0), (EAST, 0, 1), (SOUTH, 1, 0), (WEST, 0, -1)];

/// The die tipped over its edge on `side`: the top goes to that side, that side to the bottom,
/// the bottom to the opposite side and that one to the top.
fn tipped(die: Die, side: usize) -> Die {
    let opposite = [BOTTOM, TOP, SOUTH, NORTH, WEST, EAST][side];
    let mut after = die;
    after[side] = die[TOP];
    after[BOTTOM] = die[side];
    after[opposite] = die[BOTTOM];
    after[TOP] = die[opposite];
    after
}

/// The standard die with `top` on top and `front` facing the player (south), found among
/// everything rolling reaches from the statement's example: 5 on top and 1 in front, where a
/// roll down (south) brings 6 up and a roll left (west) brings 3 up, so 6 is north and 3 east;
/// opposite sides sum to 7.
fn standard(top: i64, front: i64) -> Option<Die> {
    let example: Die = [5, 2, 6, 1, 3, 4];
    assert_eq!((tipped(example, SOUTH)[TOP], tipped(example, WEST)[TOP]), (6, 3));
    let mut seen = HashSet::new();
    let mut todo = vec![example];
    while let Some(die) = todo.pop() {
        if seen.insert(die) {
            todo.extend(ROLLS.iter().map(|&(side, _, _)| tipped(die, side)));
        }
    }
    assert_eq!(seen.len(), 24);
    seen.into_iter().find(|d| d[TOP] == top && d[SOUTH] == front)
}

/// One maze: its squares by row, the start (0-based), the die there.
struct Maze {
    squares: Vec<Vec<i64>>,
    start: (i64, i64),
    die: Die,
}

impl Maze {
    /// The square at `(r, c)` if it is on the maze.
    fn square(&self, r: i64, c: i64) -> Option<i64> {
        let row = self.squares.get(usize::try_from(r).ok()?)?;
        row.get(usize::try_from(c).ok()?).copied()
    }

    /// Where `roll` takes the die from `(r, c, die)`, if the statement allows it: onto a wild
    /// square, or a square showing the number on top before the roll.
    fn roll(&self, (r, c, die): (i64, i64, Die), roll: usize) -> Option<(i64, i64, Die)> {
        let (side, dr, dc) = ROLLS[roll];
        let square = self.square(r + dr, c + dc)?;
        if square == -1 || square == die[TOP] {
            Some((r + dr, c + dc, tipped(die, side)))
        } else {
            None
        }
    }

    /// The squares of the way back the statement asks for (0-based), or `None`.
    fn way_back(&self) -> Option<Vec<(i64, i64)>> {
        let first = (self.start.0, self.start.1, self.die);
        // Every state the rolls reach.
        let mut states = vec![first];
        let mut seen: HashSet<_> = states.iter().copied().collect();
        let mut i = 0;
        while i < states.len() {
            for roll in 0..4 {
                if let Some(next) = self.roll(states[i], roll) {
                    if seen.insert(next) {
                        states.push(next);
                    }
                }
            }
            i += 1;
        }
        // Rolls from each state to the start square, relaxed until nothing changes.
        let home = |(r, c, _): (i64, i64, Die)| (r, c) == self.start;
        let mut to_start: HashMap<(i64, i64, Die), u64> = HashMap::new();
        let mut changed = true;
        while changed {
            changed = false;
            for &state in states.iter() {
                let best = (0..4)
                    .filter_map(|roll| self.roll(state, roll))
                    .filter_map(|next| {
                        if home(next) {
                            Some(1)
                        } else {
                            to_start.get(&next).map(|d| d + 1)
                        }
                    })
                    .min();
                if let Some(best) = best {
                    if to_start.get(&state).map_or(true, |&d| best < d) {
                        to_start.insert(state, best);
                        changed = true;
                    }
                }
            }
        }
        // The walk: the first roll that stays on a shortest way, every time.
        let mut left = *to_start.get(&first)?;
        let mut state = first;
        let mut way = vec![self.start];
        while left > 0 {
            state = (0..4)
                .filter_map(|roll| self.roll(state, roll))
                .find(|&next| {
                    if home(next) {
                        left == 1
                    } else {
                        to_start.get(&next) == Some(&(left - 1))
                    }
                })
                .expect("a shortest way goes on");
            way.push((state.0, state.1));
            left -= 1;
        }
        Some(way)
    }
}

/// The model's output for an input: tokens separated by ASCII white space (a byte-order mark
/// first is skipped), mazes up to `END` or the end of the input.
fn model_output(input: &str) -> String {
    let tokens: Vec<&str> = input
        .trim_start_matches('\u{feff}')
        .split_ascii_whitespace()
        .collect();
    let number = |i: usize| -> i64 { tokens[i].trim_start_matches('+').parse().expect("a number") };
    let mut output = String::new();
    let mut at = 0;
    while at < tokens.len() && tokens[at] != "END" {
        let name = tokens[at];
        let (rows, cols) = (number(at + 1) as usize, number(at + 2) as usize);
        let start = (number(at + 3) - 1, number(at + 4) - 1);
        let die = standard(number(at + 5), number(at + 6)).expect("a top and a front");
        at += 7;
        let squares = (0..rows)
            .map(|r| (0..cols).map(|c| number(at + r * cols + c)).collect())
            .collect();
        at += rows * cols;
        let maze = Maze { squares, start, die };
        output += &format!("{}\n", name);
        match maze.way_back() {
            None => output += "  No Solution Possible\n",
            Some(way) => {
                let way: Vec<String> = way
                    .iter()
                    .map(|(r, c)| format!("({},{})", r + 1, c + 1))
                    .collect();
                let lines: Vec<String> = way
                    .chunks(9)
                    .map(|line| format!("  {}", line.join(",")))
                    .collect();
                output += &lines.join(",\n");
                output += "\n";
            }
        }
    }
    output
}

fn adapter_output(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// A random maze of `rows` x `cols`: each square wild with probability `wild` in 100, empty
/// with probability 5 in 100, else a number 1..6; a random start and die. With `planted` (and
/// at least two rows and columns), the die first rolls once round a random rectangle through the
/// start, writing on each square it enters the number on top before the roll, and the other
/// squares are empty with probability 60 in 100, so long ways back are common.
fn random_maze(rng: &mut Rng, name: &str, rows: u64, cols: u64, wild: u64, planted: bool) -> String {
    let top = rng.between(1, 6) as i64;
    let front = loop {
        let f = rng.between(1, 6) as i64;
        if f != top && f + top != 7 {
            break f;
        }
    };
    let mut squares: Vec<Vec<Option<i64>>> = vec![vec![None; cols as usize]; rows as usize];
    let planted = planted && rows >= 2 && cols >= 2;
    let start = if planted {
        // The rectangle's ring, clockwise from its north-west corner.
        let (r1, c1) = (rng.below(rows - 1) as i64, rng.below(cols - 1) as i64);
        let (r2, c2) = (
            rng.between(r1 as u64 + 1, rows - 1) as i64,
            rng.between(c1 as u64 + 1, cols - 1) as i64,
        );
        let mut ring: Vec<(i64, i64)> = (c1..c2).map(|c| (r1, c)).collect();
        ring.extend((r1..r2).map(|r| (r, c2)));
        ring.extend((c1 + 1..=c2).rev().map(|c| (r2, c)));
        ring.extend((r1 + 1..=r2).rev().map(|r| (r, c1)));
        let turn = rng.below(ring.len() as u64) as usize;
        ring.rotate_left(turn);
        if rng.below(2) == 0 {
            ring[1..].reverse();
        }
        let mut die = standard(top, front).unwrap();
        for i in 1..=ring.len() {
            let ((r, c), (nr, nc)) = (ring[i - 1], ring[i % ring.len()]);
            let side = ROLLS
                .iter()
                .find(|&&(_, dr, dc)| (r + dr, c + dc) == (nr, nc))
                .unwrap()
                .0;
            squares[nr as usize][nc as usize] = Some(die[TOP]);
            die = tipped(die, side);
        }
        ring[0]
    } else {
        (rng.below(rows) as i64, rng.below(cols) as i64)
    };
    let empty = if planted { 60 } else { 5 };
    let mut text = format!(
        "{}\n{} {} {} {} {} {}\n",
        name,
        rows,
        cols,
        start.0 + 1,
        start.1 + 1,
        top,
        front
    );
    for row in squares {
        let row: Vec<String> = row
            .into_iter()
            .map(|square| match square {
                Some(n) => n,
                None => match rng.below(100) {
                    x if x < wild => -1,
                    x if x < wild + empty => 0,
                    _ => rng.between(1, 6) as i64,
                },
            })
            .map(|n| n.to_string())
            .collect();
        text += &row.join(" ");
        text += "\n";
    }
    text
}

#[test]
fn the_model_rolls_the_statement_s_example() {
    // From row 1, column 2 with 5 on top and 1 in front, the two first rolls the statement
    // describes: down brings 6 up, left (onto the wild square) brings 3 up.
    let maze = Maze {
        squares: vec![vec![-1, 2, 4], vec![5, 5, 6], vec![6, -1, -1]],
        start: (0, 1),
        die: standard(5, 1).unwrap(),
    };
    let down = maze.roll((0, 1, maze.die), 2).unwrap();
    let left = maze.roll((0, 1, maze.die), 3).unwrap();
    assert_eq!((down.2[TOP], left.2[TOP]), (6, 3));
    assert_eq!(maze.roll((0, 1, maze.die), 1), None); // 4 is not on top
    assert_eq!(maze.roll(left, 2), None); // nor 5 after the roll left
                                          // Faces that are the same or opposite make no die.
    assert_eq!((standard(3, 3), standard(3, 4)), (None, None));
}

#[test]
fn the_model_gives_every_files_expected_output_and_the_adapter_agrees() {
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(model_output(&input), expected, "{}", path.display());
            assert_eq!(adapter_output(&input), expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 10, "{} files", checked);
}

#[test]
fn the_adapter_agrees_with_the_model_on_random_mazes() {
    let mut rng = Rng::new(810);
    let (mut found, mut none, mut long) = (0, 0, 0);
    for round in 0..30 {
        let mut input = String::new();
        for m in 0..10 {
            let (rows, cols) = (rng.between(1, 10), rng.between(1, 10));
            let wild = [0, 10, 25][(round + m) % 3];
            let planted = m % 2 == 0;
            input += &random_maze(&mut rng, &format!("M{}-{}", round, m), rows, cols, wild, planted);
        }
        input += "END\n";
        let expected = model_output(&input);
        assert_eq!(adapter_output(&input), expected, "input:\n{}", input);
        none += expected.matches("No Solution Possible").count();
        found += 10 - expected.matches("No Solution Possible").count();
        long += expected.lines().filter(|l| l.ends_with(',')).count();
    }
    // Ways back, mazes without one, and ways longer than a line are all well represented.
    assert!(
        found >= 100 && none >= 100 && long >= 20,
        "{} {} {}",
        found,
        none,
        long
    );
}

#[test]
fn the_viewer_rolls_the_die_along_the_printed_way() {
    let mut rolled = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let tours = read_boards(&mut Scanner::new(input.as_bytes())).unwrap();
            // The squares each maze's answer lists, by maze.
            let mut answers: Vec<Vec<(i64, i64)>> = Vec::new();
            for line in expected.lines() {
                if !line.starts_with("  ") {
                    answers.push(Vec::new());
                    continue;
                }
                for square in line.trim().trim_end_matches(',').split("),(") {
                    let mut rc = square.trim_matches(|c| c == '(' || c == ')').split(',');
                    let r: i64 = match rc.next().unwrap().parse() {
                        Ok(r) => r,
                        Err(_) => continue, // No Solution Possible
                    };
                    let c: i64 = rc.next().unwrap().parse().unwrap();
                    answers.last_mut().unwrap().push((r - 1, c - 1));
                }
            }
            assert_eq!(tours.len(), answers.len(), "{}", path.display());
            for ((grid, texts, start, die, rolls), answer) in tours.iter().zip(answers) {
                let cols = grid.cols();
                let squares: Vec<Vec<i64>> = texts
                    .chunks(cols)
                    .map(|row| row.iter().map(|t| t.parse().unwrap()).collect())
                    .collect();
                let first = (*start / cols) as i64;
                let first = (first, (*start % cols) as i64);
                // The viewer's die, read by the numbers it shows on top and in front.
                let maze = Maze {
                    squares,
                    start: first,
                    die: standard(*die.top(), *die.get(Face::South)).unwrap(),
                };
                let mut state = (first.0, first.1, maze.die);
                let mut way = vec![first];
                for (m, after) in rolls {
                    let roll = match m {
                        Move::North => 0,
                        Move::East => 1,
                        Move::South => 2,
                        Move::West => 3,
                        _ => panic!("{}: a spin", path.display()),
                    };
                    state = maze.roll(state, roll).expect("a legal roll");
                    assert_eq!(*after.top(), state.2[TOP], "{}", path.display());
                    way.push((state.0, state.1));
                }
                if rolls.is_empty() {
                    assert!(answer.is_empty(), "{}", path.display());
                } else {
                    assert_eq!(way, answer, "{}", path.display());
                    rolled += 1;
                }
            }
        }
    }
    assert!(rolled >= 5, "{}", rolled);
}
