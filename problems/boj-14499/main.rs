//! BOJ 14499 "주사위 굴리기" (Rolling a die): the top after every roll on a map whose cells trade
//! numbers with the die's bottom.

use cubesmith::die::orientation::{Direction, Face, Move};
use cubesmith::die::{board, dice::Die, grid::Grid};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The commands 1..4: east, west, north, south.
const COMMANDS: [Direction; 4] = [
    Direction::East,
    Direction::West,
    Direction::North,
    Direction::South,
];

/// The most cells a map may have (the statement's are at most 20 x 20): it is kept in memory.
const MAX_CELLS: u64 = 10_000_000;

/// The map, each cell's number as text, the die's start cell, the die, then each roll it makes
/// with the die after it.
pub type Tour = (Grid, Vec<String>, usize, Die<u64>, Vec<(Move, Die<u64>)>);

/// The map as it starts and the die on it (0 on every face) with each roll the commands make
/// and the die after it, the number it copies from or onto the map included, for the viewer.
/// Commands that would leave the map make no roll.
pub fn read_boards<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Tour>, InputError> {
    let mut board = (Grid::new(1, 1), Vec::new(), 0);
    let mut rolls = Vec::new();
    let started =
        |grid: Grid, map: &[u64], cell: usize| board = (grid, map.iter().map(u64::to_string).collect(), cell);
    run(input, started, |roll, die| {
        rolls.push((roll, *die));
        Ok(())
    })?;
    let (grid, cells, start) = board;
    Ok(vec![(grid, cells, start, Die::new([0; 6]), rolls)])
}

/// Reads the map and the commands, and prints the top after each roll that stays on the map.
/// Beyond the statement: any size of map that fits in memory, any number of commands, any
/// numbers on the map, and a start cell that does not hold 0 (it is left as it is until the die
/// comes back, as the rules say of any cell).
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    run(
        input,
        |_, _, _| (),
        |_, die| writeln!(out, "{}", die.top()).map_err(InputError::from),
    )
}

/// Reads the map and runs the commands as they are read, calling `started` with the map and the
/// die's cell once the map is read, and `rolled` with each roll that stays on the map and the
/// die after it, so answers before a bad command are kept.
fn run<R: BufRead>(
    input: &mut Scanner<R>,
    started: impl FnOnce(Grid, &[u64], usize),
    mut rolled: impl FnMut(Move, &Die<u64>) -> Result<(), InputError>,
) -> Result<(), InputError> {
    let (rows, cols) = (input.number("N", 1, u64::MAX)?, input.number("M", 1, u64::MAX)?);
    let grid = board::sized(rows, cols, MAX_CELLS, input.token_line())?;
    let (x, y) = (
        input.number("x", 0, rows - 1)? as usize,
        input.number("y", 0, cols - 1)? as usize,
    );
    let commands = input.number("K", 0, u64::MAX)?;
    input.rest_of_line("K")?;
    let mut map = board::read_numbers(input, grid, 0, u64::MAX)?;
    let mut cell = grid.cell(x, y);
    started(grid, &map, cell);
    let mut die = Die::new([0; 6]); // every face carries 0 at the start
    for k in 1..=commands {
        let direction = COMMANDS[input.number(&format!("command {}", k), 1, 4)? as usize - 1];
        if let Some(next) = grid.neighbour(cell, direction) {
            cell = next;
            die.roll(direction);
            // A cell holding 0 takes the bottom's number; any other gives its number to the bottom.
            let bottom = die.get_mut(Face::Bottom);
            if map[cell] == 0 {
                map[cell] = *bottom
            } else {
                *bottom = std::mem::take(&mut map[cell])
            }
            rolled(direction.roll(), &die)?;
        }
    }
    input.end("the last command")
}

/// A random input at the statement's limits: a 20 x 20 map (about half of it 0), 1000 commands.
pub fn write_input(rng: &mut Rng, _cases: usize) -> String {
    let (grid, x, y) = (Grid::new(20, 20), rng.below(20) as usize, rng.below(20) as usize);
    let mut map: Vec<u64> = (0..400).map(|_| rng.below(19).saturating_sub(9)).collect();
    map[grid.cell(x, y)] = 0;
    let commands: Vec<String> = (0..1000).map(|_| rng.between(1, 4).to_string()).collect();
    format!(
        "20 20 {} {} 1000\n{}{}\n",
        x,
        y,
        board::write_numbers(grid, &map),
        commands.join(" ")
    )
}

fn main() {
    io::run("boj-14499", solve);
}

#[cfg(test)]
mod tests;
