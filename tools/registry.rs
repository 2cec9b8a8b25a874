//! Every problem's adapter, compiled in: `build.rs` lists `problems/` and writes the table, so
//! the tools and the tests reach each adapter's own `solve`, and the hooks its generator and
//! checker use, without naming a problem anywhere in their code.

use crate::error::ToolError;
use crate::view::Board;
use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::moves::Move as Move3;
use cubesmith::die::dice::Die;
use cubesmith::die::grid::Grid;
use cubesmith::die::orientation::Move;
use cubesmith::io::{InputError, Scanner};
use cubesmith::pocket::cube::Stickers;
use cubesmith::rng::Rng;
use std::fmt::Display;

/// An adapter's `solve` on bytes in memory.
pub type Solve = fn(&mut Scanner<&[u8]>, &mut Vec<u8>) -> Result<(), InputError>;

/// A die maker's dataset: the six counts in order, then p and q.
pub type DieOrder = ([u32; 6], u64, u64);

/// An adapter's `read_cubes` on bytes in memory.
pub type ReadCubes = fn(&mut Scanner<&[u8]>) -> Result<Vec<Stickers>, InputError>;

/// A 3x3 cube and moves made on it.
pub type CubieMoves = (Cubies, Vec<Move3>);

/// An adapter's `read_cubes` on bytes in memory, for 3x3 cubes.
pub type ReadCubies = fn(&mut Scanner<&[u8]>) -> Result<Vec<Cubies>, InputError>;

/// An adapter's `read_dice` on bytes in memory, the labels written as text.
pub type ReadDice = fn(&mut Scanner<&[u8]>) -> Result<Vec<Die<String>>, InputError>;

/// An adapter's `write_input`: the judge's input for a list of cases, written with its own
/// layout. Which one an adapter exports follows from its generator's kind.
#[derive(Clone, Copy)]
#[allow(dead_code)] // A variant stands unused while no problem's generator needs it.
pub enum Writer {
    /// One pocket cube per case.
    Cubes(fn(&[Stickers]) -> String),
    /// Two pocket cubes per case: the initial one and the final one.
    Pairs(fn(&[(Stickers, Stickers)]) -> String),
    /// A number and a pocket cube per case.
    Numbered(fn(&[(u8, Stickers)]) -> String),
    /// A die maker's datasets.
    DieOrders(fn(&[DieOrder]) -> String),
    /// One 3x3 cube per case.
    Cubies(fn(&[Cubies]) -> String),
    /// A sequence of 3x3 moves per case, made on the solved cube.
    Moves(fn(&[Vec<Move3>]) -> String),
    /// A 3x3 cube and a sequence of moves made on it, per case.
    CubiesWithMoves(fn(&[CubieMoves]) -> String),
    /// A random input of the given number of cases, for benchmarks: the adapter makes the cases
    /// too, as only it knows what its judge allows.
    Random(fn(&mut Rng, usize) -> String),
}

/// An adapter's `read_cubes`: the puzzles of a whole input, read with its own layout and
/// checks, for a checker that replays an answer on them.
#[derive(Clone, Copy)]
pub enum Reader {
    /// The pocket cubes of the input, in order.
    Cubes(ReadCubes),
    /// The 3x3 cubes of the input, in order.
    Cubies(ReadCubies),
}

/// An adapter's `read_symbols`, its symbols written as text: each cube's stickers as the input
/// writes them, by slot (a pocket cube's 24 in LambdaOJ's numbering, a 3x3 cube's 54 in
/// Kociemba's order).
pub type ReadSymbols = fn(&mut Scanner<&[u8]>) -> Result<Vec<Vec<String>>, InputError>;

/// An adapter's puzzle reader for the viewer (`cubesmith show`, the judge's pages): every puzzle
/// of a whole input, read with the adapter's own layout and checks, as the input gives it (not
/// as the adapter normalizes it). `problem.toml` names the kind (`view = "..."`, `meta::View`).
#[derive(Clone, Copy)]
#[allow(dead_code)] // A variant stands unused while no problem of its kind has a reader.
pub enum View {
    /// `read_symbols`: pocket cubes as the input colours them.
    Pocket(ReadSymbols),
    /// `read_cubes` returning `Vec<Stickers>`: pocket cubes whose input numbers the stickers.
    PocketNumbered(ReadCubes),
    /// `read_symbols`: 3x3 cubes as the input colours them, real cubes or not.
    Cube3(ReadSymbols),
    /// `read_dice`: dice with labels of any type that has `Display`, written as text.
    Dice(ReadDice),
    /// `read_turns`: 3x3 cubes as the input colours them (or its fixed start), each with the
    /// input's own turns.
    Cube3Turns(ReadTurns),
    /// `read_rolls`: dice, each with the input's own rolls (`Move::ALL` indices).
    DiceRolls(ReadRolls),
    /// `read_walks`: dice, each with its rolls and the die after each (its labels may change as
    /// it goes, as a board copies numbers onto it).
    DiceWalks(ReadWalks),
    /// `read_boards`: boards, each with the die's walk on it.
    DiceBoards(ReadBoards),
}

/// A board and a die's walk on it, as an adapter's `read_boards` gives them: the board's grid,
/// each cell's text (row by row), the die's cell at the start, the die, and each roll with the
/// die after it (a roll moves the die to the next cell that way; a spin leaves it where it is).
pub type DieTour<T> = (Grid, Vec<String>, usize, Die<T>, Vec<(Move, Die<T>)>);

/// A board with the die's cell at each step, and the die's walk on it.
pub type Tour = (Board, Walk);

/// An adapter's `read_boards`, labels written as text and rolls as `Move::ALL` indices.
pub type ReadBoards = fn(&mut Scanner<&[u8]>) -> Result<Vec<Tour>, InputError>;

/// Boards with the die's walk, the die's cell after each roll found on the grid: what
/// `View::DiceBoards` holds. O(cells + rolls).
pub fn toured<T: Display>(tours: Vec<DieTour<T>>) -> Vec<Tour> {
    tours
        .into_iter()
        .map(|(grid, cells, start, die, rolls)| {
            let mut path = vec![start];
            for (m, _) in &rolls {
                let here = path[path.len() - 1];
                let next = m.direction().and_then(|d| grid.neighbour(here, d));
                path.push(next.unwrap_or(here));
            }
            let board = Board {
                rows: grid.rows(),
                cols: grid.cols(),
                cells,
                path,
            };
            let walk = walked(vec![(die, rolls)]).remove(0);
            (board, walk)
        })
        .collect()
}

/// An adapter's `read_walks`, labels written as text and rolls as `Move::ALL` indices.
pub type ReadWalks = fn(&mut Scanner<&[u8]>) -> Result<Vec<Walk>, InputError>;

/// A die, then each roll with the die after it, as an adapter's `read_walks` gives them.
pub type DieWalk<T> = (Die<T>, Vec<(Move, Die<T>)>);

/// A die, then each roll (a `Move::ALL` index) with the die after it, labels written as text.
pub type Walk = (Die<String>, Vec<(usize, Die<String>)>);

/// Dice with their rolls and the die after each, labels written as text and rolls as
/// `Move::ALL` indices: what `View::DiceWalks` holds. O(rolls).
pub fn walked<T: Display>(walks: Vec<DieWalk<T>>) -> Vec<Walk> {
    let step = |(m, die): &(Move, Die<T>)| (m.index(), labelled(die));
    walks
        .iter()
        .map(|(start, steps)| (labelled(start), steps.iter().map(step).collect()))
        .collect()
}

/// An adapter's `read_turns`, its symbols written as text.
pub type ReadTurns = fn(&mut Scanner<&[u8]>) -> Result<Vec<(Vec<String>, Vec<usize>)>, InputError>;

/// An adapter's `read_rolls`, labels written as text and rolls as `Move::ALL` indices.
pub type ReadRolls = fn(&mut Scanner<&[u8]>) -> Result<Vec<(Die<String>, Vec<usize>)>, InputError>;

/// Cubes with their turns, symbols written as text and turns as move indices: what
/// `View::Cube3Turns` holds. O(stickers + turns).
pub fn turned<T: Symbol, C: AsRef<[T]>>(cubes: Vec<(C, Vec<Move3>)>) -> Vec<(Vec<String>, Vec<usize>)> {
    let text = |cube: &C| cube.as_ref().iter().map(Symbol::text).collect();
    let indices = |moves: Vec<Move3>| moves.iter().map(|m| m.index()).collect();
    cubes.into_iter().map(|(c, m)| (text(&c), indices(m))).collect()
}

/// Dice with their rolls, labels written as text and rolls as `Move::ALL` indices: what
/// `View::DiceRolls` holds. O(rolls).
pub fn rolled<T: Display>(dice: Vec<(Die<T>, Vec<Move>)>) -> Vec<(Die<String>, Vec<usize>)> {
    let index = |m: &Move| {
        Move::ALL
            .iter()
            .position(|x| x == m)
            .expect("every move is in ALL")
    };
    dice.iter()
        .map(|(die, moves)| (labelled(die), moves.iter().map(index).collect()))
        .collect()
}

/// A symbol an input writes on a sticker, as an adapter holds it.
pub trait Symbol {
    /// The symbol as the input wrote it.
    fn text(&self) -> String;
}

impl Symbol for u8 {
    /// An ASCII byte is the character it codes (adapters hold colour letters and digits as bytes).
    fn text(&self) -> String {
        (*self as char).to_string()
    }
}

impl Symbol for u64 {
    fn text(&self) -> String {
        self.to_string()
    }
}

/// Cubes of symbols as the adapter holds them, written as text: what `View::Pocket` and
/// `View::Cube3` hold. O(stickers).
pub fn symbols<T: Symbol, C: AsRef<[T]>>(cubes: Vec<C>) -> Vec<Vec<String>> {
    let text = |cube: &C| cube.as_ref().iter().map(Symbol::text).collect();
    cubes.iter().map(text).collect()
}

/// A die with its labels written as text, lying as `die` lies: what `View::Dice` holds. O(1).
pub fn labelled<T: Display>(die: &Die<T>) -> Die<String> {
    let labels = die.labels();
    let text = |i: usize| labels[i].to_string();
    Die::new([text(0), text(1), text(2), text(3), text(4), text(5)]).with_orientation(die.orientation())
}

/// One problem's adapter. The tests run `solve` in-process; the tools use the hooks.
#[allow(dead_code)]
pub struct Adapter {
    /// The problem's folder name.
    pub id: &'static str,
    /// Its `solve`.
    pub solve: Solve,
    /// Its `write_input`, when its generator needs one.
    pub writer: Option<Writer>,
    /// Its `read_cubes`, when its checker needs one.
    pub reader: Option<Reader>,
    /// Its puzzle reader for the viewer, if it exports one.
    pub view: Option<View>,
}

include!(concat!(env!("OUT_DIR"), "/adapters.rs"));

/// The adapter of problem `id`, if there is such a problem.
pub fn adapter(id: &str) -> Option<&'static Adapter> {
    ADAPTERS.iter().find(|a| a.id == id)
}

/// The adapter of problem `id`, a folder of the checkout: an error if the folder was added
/// since this build, which compiled in only the folders there were.
pub fn compiled(id: &str) -> Result<&'static Adapter, ToolError> {
    adapter(id).ok_or_else(|| {
        ToolError::usage(format!(
            "problems/{} is newer than this build of cubesmith: run `touch tools/build.rs`, then again",
            id
        ))
    })
}

/// Every `NAME.in` of folder `folder` (`test`, `beyond`) of problem `id` with its `NAME.out`, as
/// text (bytes that are not UTF-8 replaced), sorted by name: for a problem's own tests (its
/// `tests.rs`), which prove that an independent model gives every expected output. Panics if a
/// file cannot be read.
#[cfg(test)]
pub fn case_files(id: &str, folder: &str) -> Vec<(std::path::PathBuf, String, String)> {
    let folder = crate::project::Project::built_from()
        .root
        .join("problems")
        .join(id)
        .join(folder);
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(false, |e| e == "in") {
            let input = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
            let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
            files.push((path, input, expected));
        }
    }
    files.sort();
    files
}
