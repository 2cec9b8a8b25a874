//! The adapter against an independent brute force: a breadth-first search over explicit states
//! (position, the six colours of the die as the statement rolls them, colours visited) in a hash
//! set, sharing nothing with the library's orientations, grid or search, nor the adapter's
//! reading. It gives every test and beyond file's expected output, the adapter agrees on each,
//! on random small boards and on the first boards of the benchmark's inputs (`write_input`'s),
//! and the viewer's tours are legal and shortest by its rolls.

use super::{read_boards, solve};
use cubesmith::cases::case_files;
use cubesmith::die::orientation::Move;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::{HashSet, VecDeque};

/// The colours on top, bottom, north, south, east and west.
type Cube = [u8; 6];
const TOP: usize = 0;
const BOTTOM: usize = 1;
const NORTH: usize = 2;
const SOUTH: usize = 3;
const EAST: usize = 4;
const WEST: usize = 5;

/// The cube rolled toward `side`, as the statement says: rolling north sends the top to the
/// north, the north face to the bottom, the bottom to the south and the south face to the top;
/// the other directions alike.
fn rolled(cube: Cube, side: usize) -> Cube {
    let opposite = [BOTTOM, TOP, SOUTH, NORTH, WEST, EAST][side];
    let mut after = cube;
    after[side] = cube[TOP];
    after[BOTTOM] = cube[side];
    after[opposite] = cube[BOTTOM];
    after[TOP] = cube[opposite];
    after
}

/// The fewest steps on `rows` (row 0 the north edge) visiting the colours in `order`.
fn brute_force(rows: &[Vec<u8>], order: &[u8]) -> Option<u32> {
    let (depth, width) = (rows.len() as i32, rows[0].len() as i32);
    let mut start = None;
    for (y, row) in rows.iter().enumerate() {
        for (x, &c) in row.iter().enumerate() {
            if c == b'#' {
                start = Some((x as i32, y as i32, *b"rcgmby", 0usize));
            }
        }
    }
    let start = start.expect("a start square");
    let mut seen = HashSet::new();
    seen.insert(start);
    let mut queue = VecDeque::new();
    queue.push_back((start, 0));
    let moves = [(NORTH, 0, -1), (SOUTH, 0, 1), (EAST, 1, 0), (WEST, -1, 0)];
    while let Some(((x, y, cube, visited), steps)) = queue.pop_front() {
        for &(side, dx, dy) in moves.iter() {
            let (nx, ny) = (x + dx, y + dy);
            if nx < 0 || ny < 0 || nx >= width || ny >= depth {
                continue;
            }
            let cube = rolled(cube, side);
            let square = rows[ny as usize][nx as usize];
            let visited = match square {
                b'k' => continue,
                b'w' | b'#' => visited,
                colour if colour == order[visited] && cube[TOP] == colour => visited + 1,
                _ => continue,
            };
            if visited == 6 {
                return Some(steps + 1);
            }
            if seen.insert((nx, ny, cube, visited)) {
                queue.push_back(((nx, ny, cube, visited), steps + 1));
            }
        }
    }
    None
}

/// The brute force's output for an input: its tokens (white space as C's scanf skips it,
/// vertical tab and form feed included, after a byte-order mark if there is one), w and d, the
/// d rows, the order; up to `0 0` or the end of the input.
fn brute_force_output(input: &str) -> String {
    let mut tokens = input
        .trim_start_matches('\u{feff}')
        .split(|c: char| c.is_ascii_whitespace() || c == '\u{b}')
        .filter(|t| !t.is_empty());
    let mut output = String::new();
    while let Some(width) = tokens.next() {
        let depth: usize = tokens.next().unwrap().parse().unwrap();
        if width == "0" && depth == 0 {
            break;
        }
        let rows: Vec<Vec<u8>> = (0..depth)
            .map(|_| tokens.next().unwrap().as_bytes().to_vec())
            .collect();
        assert!(rows.iter().all(|row| row.len().to_string() == width));
        let order = tokens.next().unwrap().as_bytes();
        match brute_force(&rows, order) {
            Some(steps) => output += &format!("{}\n", steps),
            None => output += "unreachable\n",
        }
    }
    output
}

fn adapter_output(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// A random board of `width` x `depth` squares (at least 7) with the start, the six colours and
/// black squares with probability `black` in 100, and a random order.
fn random_board(rng: &mut Rng, width: usize, depth: usize, black: u64) -> String {
    let mut cells: Vec<u8> = (0..width * depth)
        .map(|_| if rng.below(100) < black { b'k' } else { b'w' })
        .collect();
    let mut free: Vec<usize> = (0..cells.len()).collect();
    for &special in b"#rgbcmy".iter() {
        let cell = free.swap_remove(rng.below(free.len() as u64) as usize);
        cells[cell] = special;
    }
    let mut order = *b"rgbcmy";
    for i in (1..6).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let rows: Vec<String> = cells
        .chunks(width)
        .map(|row| String::from_utf8(row.to_vec()).unwrap())
        .collect();
    format!(
        "{} {}\n{}\n{}\n",
        width,
        depth,
        rows.join("\n"),
        String::from_utf8(order.to_vec()).unwrap()
    )
}

#[test]
fn the_adapter_agrees_with_the_brute_force_on_random_small_boards() {
    let mut rng = Rng::new(1290);
    let (mut reachable, mut unreachable) = (0, 0);
    for _ in 0..40 {
        let mut input = String::new();
        for _ in 0..10 {
            let (width, depth) = loop {
                let (w, d) = (rng.between(1, 7) as usize, rng.between(1, 6) as usize);
                if w * d >= 7 {
                    break (w, d);
                }
            };
            let black = [0, 5, 15][rng.below(3) as usize];
            input += &random_board(&mut rng, width, depth, black);
        }
        input += "0 0\n";
        let expected = brute_force_output(&input);
        assert_eq!(adapter_output(&input), expected, "input:\n{}", input);
        unreachable += expected.matches("unreachable").count();
        reachable += expected.lines().count() - expected.matches("unreachable").count();
    }
    // Both kinds of answer are well represented.
    assert!(
        reachable >= 100 && unreachable >= 100,
        "{} {}",
        reachable,
        unreachable
    );
}

#[test]
fn the_brute_force_gives_every_files_expected_output_and_the_adapter_agrees() {
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(brute_force_output(&input), expected, "{}", path.display());
            assert_eq!(adapter_output(&input), expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 10, "{} files", checked);
}

#[test]
fn the_viewer_s_tour_is_a_legal_shortest_tour_rolled_by_the_statement_s_rules() {
    let mut rolled_any = false;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let tours = read_boards(&mut Scanner::new(input.as_bytes())).unwrap();
            for ((grid, cells, start, _, rolls), answer) in tours.iter().zip(expected.lines()) {
                // Rolled here by the brute force's own cube, on rows and columns.
                let (mut cube, mut visited) = (*b"rcgmby", 0);
                let (mut row, mut col) = (start / grid.cols(), start % grid.cols());
                for (m, _) in rolls {
                    let (side, dr, dc) = match m {
                        Move::North => (NORTH, -1, 0),
                        Move::South => (SOUTH, 1, 0),
                        Move::East => (EAST, 0, 1),
                        Move::West => (WEST, 0, -1),
                        _ => panic!("{}: a spin", path.display()),
                    };
                    cube = rolled(cube, side);
                    row = (row as isize + dr) as usize;
                    col = (col as isize + dc) as usize;
                    let square = cells[row * grid.cols() + col].as_bytes()[0];
                    match square {
                        b'w' | b'#' => {}
                        b'k' => panic!("{}: onto black", path.display()),
                        c => {
                            assert!(visited < 6 && cube[TOP] == c, "{}", path.display());
                            visited += 1;
                        }
                    }
                }
                if answer == "unreachable" {
                    assert!(rolls.is_empty());
                } else {
                    assert_eq!((visited, rolls.len().to_string()), (6, answer.to_string()));
                    rolled_any = true;
                }
            }
        }
    }
    assert!(rolled_any);
}

#[test]
fn the_brute_force_agrees_on_the_inputs_write_input_makes() {
    // Seeds 1 (`cubesmith gen`'s default) and 100 (`cubesmith test`'s) among them; 100 boards of
    // 30 x 30 make the benchmark. The adapter answers each whole input; the brute force, at some
    // hundredths of a second a board, the first boards: the input of those alone, which opens
    // the whole one.
    for (seed, boards, searched) in [(1, 100, 30), (100, 3, 3), (2, 1, 1), (3, 10, 10)] {
        let input = super::write_input(&mut Rng::new(seed), boards);
        let answers = adapter_output(&input);
        assert_eq!(answers.lines().count(), boards, "seed {}", seed);
        let first = super::write_input(&mut Rng::new(seed), searched);
        assert!(
            input.starts_with(first.trim_end_matches("0 0\n")),
            "seed {}",
            seed
        );
        let expected = brute_force_output(&first);
        assert_eq!(expected.lines().count(), searched, "seed {}", seed);
        let answered: String = answers
            .lines()
            .take(searched)
            .map(|l| format!("{}\n", l))
            .collect();
        assert_eq!(answered, expected, "seed {}, {} boards", seed, boards);
    }
}
