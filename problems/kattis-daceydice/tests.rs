//! The adapter against an independent model sharing nothing with the library: a breadth-first
//! search over (row, column, where the 5 is), six places for the 5 instead of 24 orientations,
//! with the rolls written from the statement's own example (rolling right takes the top face to
//! the right and the left face to the top). Only the 5 matters: where it goes in a roll depends
//! on where it is and nothing else. It answers random boards and the benchmark's (`write_input`'s)
//! as the adapter does, and gives every test and beyond file's expected output, as the adapter
//! does.

use super::{read_boards, solve};
use cubesmith::cases::case_files;
use cubesmith::die::orientation::Move;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::VecDeque;

const TOP: usize = 0;
const BOTTOM: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;
const UP: usize = 4;
const DOWN: usize = 5;

/// Where a face at `place` is after rolling one cell right, left, up or down the map: the top
/// goes the way of the roll, that side to the bottom, the bottom to the other side, and that side
/// to the top; the two sides along the roll stay.
fn rolled(place: usize, way: usize) -> usize {
    let (ahead, behind) = match way {
        RIGHT => (RIGHT, LEFT),
        LEFT => (LEFT, RIGHT),
        UP => (UP, DOWN),
        _ => (DOWN, UP),
    };
    match place {
        TOP => ahead,
        p if p == ahead => BOTTOM,
        BOTTOM => behind,
        p if p == behind => TOP,
        p => p,
    }
}

/// Whether the 5 can stand on `H` at the bottom, the die starting on `S` with the 5 on the left.
fn model(rows: &[&[u8]]) -> bool {
    let n = rows.len();
    let find = |c: u8| (0..n * n).find(|&i| rows[i / n][i % n] == c).unwrap();
    let (start, home) = (find(b'S'), find(b'H'));
    let mut seen = vec![[false; 6]; n * n];
    seen[start][LEFT] = true;
    let mut queue = VecDeque::from(vec![(start, LEFT)]);
    while let Some((cell, five)) = queue.pop_front() {
        if cell == home && five == BOTTOM {
            return true;
        }
        let (r, c) = (cell / n, cell % n);
        let moves = [
            (RIGHT, r, c + 1),
            (LEFT, r, c.wrapping_sub(1)),
            (UP, r.wrapping_sub(1), c),
            (DOWN, r + 1, c),
        ];
        for &(way, r, c) in moves.iter() {
            if r < n && c < n && rows[r][c] != b'*' {
                let next = (r * n + c, rolled(five, way));
                if !seen[next.0][next.1] {
                    seen[next.0][next.1] = true;
                    queue.push_back(next);
                }
            }
        }
    }
    false
}

/// The model's output for a well-formed input: T, then each N and its N rows, as tokens.
fn model_output(input: &str) -> String {
    let mut tokens = input.split_whitespace();
    let cases: usize = tokens.next().unwrap().parse().unwrap();
    let mut output = String::new();
    for _ in 0..cases {
        let n: usize = tokens.next().unwrap().parse().unwrap();
        let rows: Vec<&[u8]> = (0..n).map(|_| tokens.next().unwrap().as_bytes()).collect();
        output += if model(&rows) { "Yes\n" } else { "No\n" };
    }
    output
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// A random board of n x n cells, each a magnet with probability `magnets` in 100.
fn random_board(rng: &mut Rng, n: usize, magnets: u64) -> String {
    let mut cells: Vec<u8> = (0..n * n)
        .map(|_| if rng.below(100) < magnets { b'*' } else { b'.' })
        .collect();
    let start = rng.below((n * n) as u64) as usize;
    let home = (start + 1 + rng.below((n * n - 1) as u64) as usize) % (n * n);
    cells[start] = b'S';
    cells[home] = b'H';
    let rows: Vec<String> = cells
        .chunks(n)
        .map(|row| String::from_utf8(row.to_vec()).unwrap())
        .collect();
    format!("{}\n{}\n", n, rows.join("\n"))
}

#[test]
fn the_rolls_follow_the_statement() {
    // 1 on top and 2 on the left, rolled right: 1 on the right and 2 on top.
    assert_eq!(rolled(TOP, RIGHT), RIGHT);
    assert_eq!(rolled(LEFT, RIGHT), TOP);
    // Every roll is undone by the roll the other way, and four rolls one way come back.
    for way in [RIGHT, LEFT, UP, DOWN] {
        let back = [RIGHT, LEFT, DOWN, UP][way - 2];
        for place in 0..6 {
            assert_eq!(rolled(rolled(place, way), back), place);
            assert_eq!((0..4).fold(place, |p, _| rolled(p, way)), place);
        }
    }
}

#[test]
fn the_adapter_agrees_with_the_model_on_random_boards() {
    let mut rng = Rng::new(2016);
    let (mut yes, mut no) = (0, 0);
    for round in 0..600 {
        let n = 2 + round % 9;
        let mut input = String::from("1\n");
        input += &random_board(&mut rng, n, [0, 20, 35, 50][round % 4]);
        let expected = model_output(&input);
        if expected == "Yes\n" {
            yes += 1
        } else {
            no += 1
        }
        assert_eq!(adapter(&input), expected, "{}", input);
    }
    assert!(yes > 100 && no > 100, "{} yes, {} no", yes, no);
}

#[test]
fn the_model_gives_every_test_and_beyond_files_expected_output_and_the_adapter_agrees() {
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let text = input.replace('\u{feff}', "");
            assert_eq!(model_output(&text), expected, "{}", path.display());
            assert_eq!(adapter(&input), expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 8);
}

#[test]
fn the_viewer_s_way_home_is_legal_by_the_model_s_rolls() {
    let mut homes = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let tours = read_boards(&mut Scanner::new(input.as_bytes())).unwrap();
            for ((grid, cells, start, _, rolls), answer) in tours.iter().zip(expected.lines()) {
                // The 5 rolled by the model, on rows and columns; no magnet is entered.
                let (mut five, mut cell) = (LEFT, *start);
                for (m, _) in rolls {
                    let (way, next) = match m {
                        Move::East => (RIGHT, cell + 1),
                        Move::West => (LEFT, cell - 1),
                        Move::North => (UP, cell - grid.cols()),
                        Move::South => (DOWN, cell + grid.cols()),
                        _ => panic!("{}: a spin", path.display()),
                    };
                    if way == RIGHT || way == LEFT {
                        assert_eq!(next / grid.cols(), cell / grid.cols(), "a roll along its row");
                    }
                    five = rolled(five, way);
                    cell = next;
                    assert_ne!(cells[cell], "*", "{}", path.display());
                }
                let home = cells[cell] == "H" && five == BOTTOM;
                assert_eq!(home, answer == "Yes", "{}", path.display());
                homes += usize::from(home);
            }
        }
    }
    assert!(homes > 0);
}

#[test]
fn the_model_agrees_on_the_inputs_write_input_makes() {
    // Seeds 1 (`cubesmith gen`'s default) and 100 (`cubesmith test`'s) among them; 100 boards of
    // 20 x 20 make the benchmark.
    let (mut yes, mut no) = (0, 0);
    for (seed, cases) in [(1, 100), (100, 3), (2, 1), (3, 10), (4, 100)] {
        let input = super::write_input(&mut Rng::new(seed), cases);
        let expected = model_output(&input);
        assert_eq!(expected.lines().count(), cases, "seed {}", seed);
        assert_eq!(adapter(&input), expected, "seed {}, {} boards", seed, cases);
        yes += expected.matches("Yes").count();
        no += expected.matches("No").count();
    }
    assert!(yes >= 20 && no >= 20, "{} yes, {} no", yes, no);
}
