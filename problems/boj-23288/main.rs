//! BOJ 23288 "주사위 굴리기 2" (Rolling a die 2): the score of K moves of a die that turns by
//! comparing its bottom with the map.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::{Direction, Face, Move, Orientation};
use cubesmith::die::{board, grid::Grid};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::period;
use cubesmith::rng::Rng;
use std::cmp::Ordering;
use std::io::{BufRead, Write};

/// The most cells a map may have (the statement's are at most 20 x 20): it is kept in memory.
const MAX_CELLS: u64 = 10_000_000;

/// The most moves made one by one: a move costs a few nanoseconds, some tens where the map is
/// too large for the caches, so these take well under a second of the probable 2 s.
const MAX_MOVES_MADE: u64 = 36_000_000;

/// Any K is answered on a map of at most this many cells: the game's state (cell, how the die
/// lies, heading) repeats within 48 states a cell (rolling onto a neighbour changes the parity
/// of the die's orientation, so a cell sees only 12 of the 24), and `period::total_score` then
/// makes fewer than three times that many moves.
const ANY_K_CELLS: u64 = MAX_MOVES_MADE / (3 * 48);

/// The most rolls the viewer replays; later ones are not drawn.
const MAX_SHOWN_MOVES: u64 = 1_000_000;

/// The map, each cell's number as text, the die's start cell, the die, then each roll it makes
/// with the die after it.
pub type Tour = (Grid, Vec<String>, usize, Die<u64>, Vec<(Move, Die<u64>)>);

/// The map and the die on it (1 on top, 2 north, 3 east, in the top-left cell, heading east)
/// with the first K rolls the game makes (at most a million), each with the die after it, for
/// the viewer.
pub fn read_boards<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Tour>, InputError> {
    let (game, moves) = read_game(input)?;
    let (mut at, mut die, mut rolls) = (Rolling::START, game.die, Vec::new());
    for _ in 0..moves.min(MAX_SHOWN_MOVES) {
        let (next, heading) = game.moved(at);
        die.roll(heading);
        rolls.push((heading.roll(), die));
        at = next;
    }
    let cells = game.map.iter().map(u64::to_string).collect();
    Ok(vec![(game.grid, cells, 0, game.die, rolls)])
}

/// Reads the map and K, and prints the total score. Beyond the statement: any size of map that
/// fits in memory (but at least 2 x 2: the die turns back at an edge, and on a board one cell
/// wide no cell may be there), any K on a map of at most 250,000 cells and K up to 36 million on
/// a larger one, and any numbers up to 2^32 - 1 on the map (0 included), so that a move scores
/// at most 2^32 x 2^24 < 2^64 and the total fits in a `u128`.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (game, moves) = read_game(input)?;
    // The map never changes: each cell's score (its number times the size of its region of
    // equal numbers) is counted once.
    let regions = board::region_sizes(game.grid, &game.map);
    let scores: Vec<u64> = game
        .map
        .iter()
        .zip(&regions)
        .map(|(&v, &r)| v * r as u64)
        .collect();
    let states = game.grid.cells() * Rolling::PER_CELL;
    let total = period::total_score(Rolling::START, moves, states, Rolling::index, |at| {
        let (next, _) = game.moved(at);
        (next, scores[next.cell])
    });
    writeln!(out, "{}", total)?;
    Ok(())
}

/// The map and the die the game is played with.
struct Game {
    grid: Grid,
    map: Vec<u64>,
    /// 1 on top, 2 north, 3 east; opposite faces sum to 7.
    die: Die<u64>,
}

/// Where the game stands between two moves: the die's cell, how it lies, where it heads next.
#[derive(Clone, Copy)]
struct Rolling {
    cell: usize,
    orientation: Orientation,
    heading: Direction,
}

impl Rolling {
    /// The top-left cell, the die as it starts, heading east.
    const START: Rolling = Rolling {
        cell: 0,
        orientation: Orientation::IDENTITY,
        heading: Direction::East,
    };

    /// How many states a cell has (24 orientations, 4 headings), for `index`.
    const PER_CELL: usize = 24 * 4;

    /// The state's number, `0..cells * PER_CELL`.
    fn index(self) -> usize {
        (self.cell * 24 + self.orientation.index()) * 4 + self.heading.index()
    }
}

impl Game {
    /// One move from `at`: the state after it and the direction the die rolled. Off the map
    /// ahead, the die turns back; then it turns clockwise if its bottom is larger than the
    /// number it lands on, counter-clockwise if smaller. O(1).
    fn moved(&self, at: Rolling) -> (Rolling, Direction) {
        let mut heading = at.heading;
        if self.grid.neighbour(at.cell, heading).is_none() {
            heading = heading.opposite();
        }
        // A map of at least 2 x 2 has a cell behind the die.
        let cell = self
            .grid
            .neighbour(at.cell, heading)
            .expect("a cell behind the die");
        let orientation = at.orientation.roll(heading);
        let bottom = self.die.label(orientation.face_at(Face::Bottom));
        let next = match bottom.cmp(&self.map[cell]) {
            Ordering::Greater => heading.clockwise(),
            Ordering::Less => heading.counter_clockwise(),
            Ordering::Equal => heading,
        };
        let after = Rolling {
            cell,
            orientation,
            heading: next,
        };
        (after, heading)
    }
}

/// The map's size, K and the map: all of the input. K is refused when neither bound on the time
/// holds: more than 36 million moves on a map of more than 250,000 cells.
fn read_game<R: BufRead>(input: &mut Scanner<R>) -> Result<(Game, u64), InputError> {
    let (rows, cols) = (input.number("N", 2, u64::MAX)?, input.number("M", 2, u64::MAX)?);
    let grid = board::sized(rows, cols, MAX_CELLS, input.token_line())?;
    let moves = input.number("K", 0, u64::MAX)?;
    let cells = grid.cells() as u64;
    if moves > MAX_MOVES_MADE && cells > ANY_K_CELLS {
        let why = format!(
            "K = {} moves on a map of {} cells are too many to answer in time: at most {} on a map of more than {} cells",
            moves, cells, MAX_MOVES_MADE, ANY_K_CELLS
        );
        return Err(InputError::at(input.token_line(), why));
    }
    input.rest_of_line("K")?;
    let map = board::read_numbers(input, grid, 0, u64::from(u32::MAX))?;
    input.end("the map")?;
    let die = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::North, Face::East));
    Ok((Game { grid, map, die }, moves))
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
