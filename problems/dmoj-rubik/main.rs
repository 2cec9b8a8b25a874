//! DMOJ `rubik` "Rubik's Cube Solver": a short solution of one cube, written as Singmaster moves
//! on one line with nothing between them.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{kociemba_named, Scheme, CROSS_NET};
use cubesmith::cube3::net;
use cubesmith::cube3::twophase::{Budget, TwoPhase};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use std::io::{BufRead, Write};

/// The search stops at a solution this short, or after this many nodes (a few milliseconds):
/// the statement caps the answer's length, at a value lost from every copy of it.
const TARGET: usize = 20;
const NODES: u64 = 1_000_000;

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
    let moves = TwoPhase::new().improve(&cube, TARGET, Budget::nodes(NODES));
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
