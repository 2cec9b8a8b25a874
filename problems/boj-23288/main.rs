//! BOJ 23288 "주사위 굴리기 2" (Rolling a die 2): the score of K moves of a die that turns by
//! comparing its bottom with the map.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::{Direction, Face, Move};
use cubesmith::die::{board, grid::Grid};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::cmp::Ordering;
use std::io::{BufRead, Write};

/// The most cells a map may have (the statement's are at most 20 x 20): it is kept in memory.
const MAX_CELLS: u64 = 10_000_000;

/// The map, each cell's number as text, the die's start cell, the die, then each roll it makes
/// with the die after it.
pub type Tour = (Grid, Vec<String>, usize, Die<u64>, Vec<(Move, Die<u64>)>);

/// The map and the die on it (1 on top, 2 north, 3 east, in the top-left cell, heading east)
/// with the K rolls the game makes, each with the die after it, for the viewer.
pub fn read_boards<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Tour>, InputError> {
    let (grid, moves, map) = read_game(input)?;
    let mut headings = Vec::new();
    let start = walk(grid, &map, moves, |heading, _| headings.push(heading));
    let mut die = start;
    let rolls = headings
        .into_iter()
        .map(|heading| {
            die.roll(heading);
            (heading.roll(), die)
        })
        .collect();
    let cells = map.iter().map(u64::to_string).collect();
    Ok(vec![(grid, cells, 0, start, rolls)])
}

/// Reads the map and K, and prints the total score. Beyond the statement: any size of map that
/// fits in memory (but at least 2 x 2: the die turns back at an edge, and on a board one cell
/// wide no cell may be there), any K, and any numbers up to 2^32 - 1 on the map (0 included),
/// so that the score, at most 2^32 x 2^24 x 2^64, fits in a `u128`.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (grid, moves, map) = read_game(input)?;
    // The map never changes: each cell's region of equal numbers is counted once.
    let regions = board::region_sizes(grid, &map);
    let mut score = 0u128;
    walk(grid, &map, moves, |_, cell| {
        score += u128::from(map[cell]) * regions[cell] as u128
    });
    writeln!(out, "{}", score)?;
    Ok(())
}

/// The map's size, K and the map: all of the input.
fn read_game<R: BufRead>(input: &mut Scanner<R>) -> Result<(Grid, u64, Vec<u64>), InputError> {
    let (rows, cols) = (input.number("N", 2, u64::MAX)?, input.number("M", 2, u64::MAX)?);
    let grid = board::sized(rows, cols, MAX_CELLS, input.token_line())?;
    let moves = input.number("K", 0, u64::MAX)?;
    input.rest_of_line("K")?;
    let map = board::read_numbers(input, grid, 0, u64::from(u32::MAX))?;
    input.end("the map")?;
    Ok((grid, moves, map))
}

/// Plays `moves` moves of the game on `map`, calling `moved` with each roll's heading and the
/// cell it lands on; gives the die as it started. O(moves).
fn walk(grid: Grid, map: &[u64], moves: u64, mut moved: impl FnMut(Direction, usize)) -> Die<u64> {
    // 1 on top, 2 north, 3 east; opposite faces sum to 7.
    let start = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::North, Face::East));
    let (mut die, mut cell, mut heading) = (start, 0, Direction::East);
    for _ in 0..moves {
        // Off the map ahead, the die turns back; a board of at least 2 x 2 has a cell there.
        if grid.neighbour(cell, heading).is_none() {
            heading = heading.opposite();
        }
        cell = grid.neighbour(cell, heading).expect("a cell behind the die");
        die.roll(heading);
        moved(heading, cell);
        heading = match die.bottom().cmp(&map[cell]) {
            Ordering::Greater => heading.clockwise(),
            Ordering::Less => heading.counter_clockwise(),
            Ordering::Equal => heading,
        };
    }
    start
}

/// A random input at the statement's limits: a 20 x 20 map of numbers 1..9, K = 1000.
pub fn write_input(rng: &mut Rng, _cases: usize) -> String {
    let map: Vec<u64> = (0..400).map(|_| rng.between(1, 9)).collect();
    format!("20 20 1000\n{}", board::write_numbers(Grid::new(20, 20), &map))
}

fn main() {
    io::run("boj-23288", solve);
}

#[cfg(test)]
mod tests;
