//! DMOJ `rubik` "Rubik's Cube Solver": a short solution of one cube, written as Singmaster moves
//! on one line with nothing between them.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{kociemba_named, Scheme, CROSS_NET};
use cubesmith::cube3::net;
use cubesmith::cube3::twophase::{Budget, TwoPhase};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use std::io::{BufRead, Write};

/// The longest answer printed: the statement caps the answer's length, at a value lost from
/// every copy of it; every cube has a solution of 20 moves, which the two-phase search always
/// finds (a few milliseconds for most random cubes, under 0.1 s for 99 % of them, the slowest
/// of 2,000 in 0.6-0.7 s of CPU on a loaded machine: docs/benchmarks.md).
const MAX_MOVES: usize = 20;

/// The cube as the input colours it, in Kociemba's order, for the viewer.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<[u8; 54]>, InputError> {
    let colours = net::read_colours(input, &Layout::new(CROSS_NET, 54, kociemba_named), "the net")?;
    input.end("the net").map(|_| vec![colours])
}

/// The one cube: 54 symbols on the cross net, any six colours told apart by the centres, a cube
/// that face turns reach.
pub fn read_cubes<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Cubies>, InputError> {
    let cube = net::read_cube(input, &Layout::new(CROSS_NET, 54, kociemba_named), "the net")?;
    input.end("the net").map(|_| vec![cube])
}

/// Reads the cube and prints a solution.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cube = read_cubes(input)?[0];
    let moves = TwoPhase::new()
        .solve(&cube, MAX_MOVES, Budget::UNLIMITED)
        .expect("every cube has a solution of 20 moves");
    let names: String = moves.iter().map(|m| m.name()).collect();
    writeln!(out, "{}", names).map_err(InputError::from)
}

/// The generator's half of the layout: the statement's digits, its U and D rows indented.
pub fn write_input(cubes: &[Cubies]) -> String {
    let (layout, scheme) = (
        Layout::new(CROSS_NET, 54, kociemba_named),
        Scheme::new(*b"143625").unwrap(),
    );
    net::write_cube(&cubes[0], &scheme, &layout, " ", " ") + "\n"
}

fn main() {
    io::run("dmoj-rubik", solve);
}

#[cfg(test)]
mod tests;
