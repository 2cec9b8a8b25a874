//! AOJ 1290 "Traveling Cube": the fewest rolls that visit the six coloured squares in the given
//! order, each entered with its colour on top.

use cubesmith::die::dice::Die;
use cubesmith::die::orientation::{Face::Top, Move, Orientation};
use cubesmith::die::search::{Search, State};
use cubesmith::die::{board, grid::Grid};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// The most squares a board may have: the search keeps 168 states a square (24 orientations,
/// 7 stages) of 14 bytes, 24 MB for these. The statement's boards are at most 30 x 30. (The
/// error names the board as d x w: rows, then columns.)
const MAX_SQUARES: u64 = 10_000;

/// A board's squares as text (row by row), the cube's square, the cube, then each roll with the
/// cube after it.
pub type Tour = (Grid, Vec<String>, usize, Die<char>, Vec<(Move, Die<char>)>);

/// Every dataset's board with the cube on `#` and the rolls of a shortest tour (none where there
/// is none), for the viewer: its faces' colours (red on top, cyan at the bottom, green north,
/// magenta south, blue east, yellow west).
pub fn read_boards<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Tour>, InputError> {
    let fault = |line| move |message| InputError::at(line, message);
    let mut tours = Vec::new();
    while let Some(w) = input.number_or_end("w", 0, u64::MAX)? {
        let d = input.number("d", w.min(1), if w == 0 { 0 } else { u64::MAX })?;
        if d == 0 {
            input.end("the line 0 0")?;
            break;
        }
        let grid = board::sized(d, w, MAX_SQUARES, input.token_line())?;
        input.rest_of_line("d")?;
        let cells = board::read_letters(input, grid, b"rgbcmywk#")?;
        let start = board::unique_cells(&cells, b"#rgbcmy").map_err(fault(input.token_line()))?[0];
        let order = board::read_letters(input, Grid::new(1, 6), b"rgbcmy").map_err(|e| e.within("order"))?;
        board::unique_cells(&order, b"rgbcmy").map_err(fault(input.token_line()))?;
        let first = Die::new([b'r', b'c', b'g', b'm', b'b', b'y'].map(char::from));
        let mut cube = first;
        let rolls = tour(grid, &cells, &order, start)
            .into_iter()
            .map(|m| {
                cube.apply(m);
                (m, cube)
            })
            .collect();
        let squares = cells.iter().map(|&c| char::from(c).to_string()).collect();
        tours.push((grid, squares, start, first, rolls));
    }
    Ok(tours)
}

/// The rolls of a shortest tour from `start` over `cells` visiting the colours in `order`, the
/// search `solve` makes; none where there is none.
fn tour(grid: Grid, cells: &[u8], order: &[u8], start: usize) -> Vec<Move> {
    let on_top = |o: Orientation| b"rcgmby"[o.face_at(Top).index()];
    let step = |_: &State, _, s: &State| match cells[s.cell] {
        b'w' | b'#' => Some(s.extra),
        c => (c == order[s.extra] && on_top(s.orientation) == c).then(|| s.extra + 1),
    };
    let mut search = Search::new(grid, 7);
    let start = State::new(start, Orientation::IDENTITY, 0);
    let found = search.breadth_first(&[start], step, |s| s.extra == 6);
    found.and_then(|f| search.path(&f.state)).unwrap_or_default()
}

/// Reads datasets until the line `0 0` (or the end of the input) and prints each answer.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let fault = |line| move |message| InputError::at(line, message);
    while let Some(w) = input.number_or_end("w", 0, u64::MAX)? {
        let d = input.number("d", w.min(1), if w == 0 { 0 } else { u64::MAX })?; // 0 exactly when w is 0
        if d == 0 {
            return input.end("the line 0 0");
        }
        let grid = board::sized(d, w, MAX_SQUARES, input.token_line())?;
        input.rest_of_line("d")?;
        let cells = board::read_letters(input, grid, b"rgbcmywk#")?;
        let start = board::unique_cells(&cells, b"#rgbcmy").map_err(fault(input.token_line()))?[0];
        let order = board::read_letters(input, Grid::new(1, 6), b"rgbcmy").map_err(|e| e.within("order"))?;
        board::unique_cells(&order, b"rgbcmy").map_err(fault(input.token_line()))?;
        // The faces' colours from top, bottom, north, south, east to west: red, cyan, green,
        // magenta, blue, yellow. The extra state counts the coloured squares visited: black is
        // never entered, a colour only when it is next in the order and on top.
        let on_top = |o: Orientation| b"rcgmby"[o.face_at(Top).index()];
        let step = |_: &State, _, s: &State| match cells[s.cell] {
            b'w' | b'#' => Some(s.extra),
            c => (c == order[s.extra] && on_top(s.orientation) == c).then(|| s.extra + 1),
        };
        let start = State::new(start, Orientation::IDENTITY, 0);
        let found = Search::new(grid, 7).breadth_first(&[start], step, |s| s.extra == 6);
        writeln!(
            out,
            "{}",
            found.map_or("unreachable".to_string(), |f| f.distance.to_string())
        )?;
    }
    Ok(())
}

/// A random input of `boards` boards of 30 x 30: the start, the six colours (visited in the
/// order rgbcmy), one square in ten black and the rest white, shuffled.
pub fn write_input(rng: &mut Rng, boards: usize) -> String {
    let mut cells = [&b"#rgbcmy"[..], &[b'k'; 90], &[b'w'; 803]].concat();
    let mut board = |_| {
        cells.sort_by_cached_key(|_| rng.next_u64());
        format!(
            "30 30\n{}rgbcmy\n",
            board::write_letters(Grid::new(30, 30), &cells)
        )
    };
    (0..boards).map(&mut board).collect::<String>() + "0 0\n"
}

fn main() {
    io::run("aoj-1290", solve);
}

#[cfg(test)]
mod tests;
