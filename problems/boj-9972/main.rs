//! BOJ 9972 "Rubik's Cube Solver": coloured cubes turned face by face; is each one then solved?

use cubesmith::cube3::facelet::{self, kociemba_named, Scheme, CROSS_NET, FACELETS};
use cubesmith::cube3::notation::{Notation, NotationError::UnknownMove, Separation};
use cubesmith::cube3::{cubie::Cubies, moves::Move, net};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use std::io::{BufRead, Write};

/// The statement's operations: a side, then `right` (clockwise, seen looking at it) or `left`.
pub fn operations() -> Notation<Move> {
    let sides = ["top", "right", "front", "bottom", "left", "back"];
    let notation = Notation::face_turns(&sides, &[(" right", 0), (" left", 2)], 3, Separation::WhiteSpace);
    notation.expect("distinct").typed()
}

/// A data set: a configuration's colours and the operations made on it.
pub type DataSet = ([u8; FACELETS], Vec<Move>);

/// Reads data set number `set` (`START`, a configuration on the cross net, operations one a line,
/// `END`): its colours and operations; `None` at `ENDOFINPUT`, the end. Beyond the statement:
/// blank lines between operations, and no operation at all (the configuration as given).
fn read_set<R: BufRead>(
    input: &mut Scanner<R>,
    layout: &Layout,
    operations: &Notation<Move>,
    set: usize,
) -> Result<Option<DataSet>, InputError> {
    match input.token()? {
        Some(b"START") => {}
        Some(b"ENDOFINPUT") => return input.end("ENDOFINPUT").map(|_| None),
        _ => return Err(input.expected("START or ENDOFINPUT")),
    }
    let colours = net::read_colours(input, layout, &format!("data set {}", set))?;
    input.rest_of_line("the configuration")?;
    let mut moves = Vec::new();
    loop {
        // A line that is no operation: `END` ends the data set.
        match input.next_filled_line()?.map(|line| operations.parse_bytes(line)) {
            Some(Err(UnknownMove { token: ref t, .. })) if t == "END" => return Ok(Some((colours, moves))),
            Some(Ok(ref ms)) if ms.len() == 1 => moves.push(ms[0]),
            _ => return Err(input.expected("an operation (a side, then left or right)")),
        }
    }
}

/// Every data set, for the viewer: its configuration's colours as given (a real cube or not) and
/// the operations made on it, which the viewer replays.
pub fn read_turns<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<DataSet>, InputError> {
    let (layout, operations) = (Layout::new(CROSS_NET, 54, kociemba_named), operations());
    let mut cubes = Vec::new();
    for set in 1.. {
        match read_set(input, &layout, &operations, set)? {
            Some(set) => cubes.push(set),
            None => break,
        }
    }
    Ok(cubes)
}

/// Reads the data sets (the statement has at most 100), then `ENDOFINPUT`, and says whether each
/// cube ends solved. Any
/// symbols are colours and a configuration is turned as it is, a real cube or not: solved means
/// every side one colour.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (layout, operations) = (Layout::new(CROSS_NET, 54, kociemba_named), operations());
    for set in 1.. {
        let (colours, moves) = match read_set(input, &layout, &operations, set)? {
            Some(read) => read,
            None => break,
        };
        let end = facelet::turn_all(&colours, &moves);
        writeln!(out, "{}", if facelet::is_solved(&end) { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// The generator's half of the format: the statement's example colours, indented as there.
pub fn write_input(cases: &[(Cubies, Vec<Move>)]) -> String {
    let (layout, scheme) = (
        Layout::new(CROSS_NET, 54, kociemba_named),
        Scheme::new(*b"RBGOWY").unwrap(),
    );
    let start = |c: &Cubies| "START\n".to_string() + &net::write_cube(c, &scheme, &layout, " ", " ");
    let set = |(c, o): &(_, Vec<Move>)| format!("{}\n{}\nEND\n", start(c), operations().write_with(o, "\n"));
    cases.iter().map(set).collect::<String>() + "ENDOFINPUT\n"
}

fn main() {
    io::run("boj-9972", solve);
}

#[cfg(test)]
mod tests;
