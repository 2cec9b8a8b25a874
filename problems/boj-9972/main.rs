//! BOJ 9972 "Rubik's Cube Solver": coloured cubes turned face by face; is each one then solved?

use cubesmith::cube3::facelet::{self, facelet_named, Scheme, CROSS_NET};
use cubesmith::cube3::notation::{Notation, NotationError::UnknownMove, Separation};
use cubesmith::cube3::{cubie::Cubies, net};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use std::io::{BufRead, Write};

/// The statement's operations: a side, then `right` (clockwise, seen looking at it) or `left`.
pub fn operations() -> Notation {
    let sides = ["top", "right", "front", "bottom", "left", "back"];
    Notation::face_turns(&sides, &[(" right", 0), (" left", 2)], 3, Separation::WhiteSpace).expect("distinct")
}

/// Reads up to 100 data sets (`START`, a configuration on the cross net, one or more operations
/// one a line, `END`), then `ENDOFINPUT`, and says whether each cube ends solved. Any symbols
/// are colours and a configuration is turned as it is, a real cube or not: solved means every
/// side one colour.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (layout, operations) = (Layout::new(CROSS_NET, 54, facelet_named), operations());
    for set in 1..=101 {
        // After the 100th data set only ENDOFINPUT may come.
        match input.token()? {
            Some(b"START") if set <= 100 => {}
            Some(b"ENDOFINPUT") => return input.end("ENDOFINPUT"),
            _ => return Err(input.expected(["START or ENDOFINPUT", "ENDOFINPUT after 100 sets"][set / 101])),
        }
        let mut colours = net::read_colours(input, &layout, &format!("data set {}", set))?;
        input.rest_of_line("the configuration")?;
        for count in 0.. {
            // A line that is no operation: `END` ends the data set, after one operation or more.
            match input.next_line()?.map(|line| operations.parse_bytes(line)) {
                Some(Err(UnknownMove { token: ref t, .. })) if t == "END" && count > 0 => break,
                Some(Ok(ref ms)) if ms.len() == 1 => colours = facelet::turn(&colours, ms[0]),
                _ => return Err(input.expected("an operation (a side, then left or right)")),
            }
        }
        writeln!(out, "{}", if facelet::is_solved(&colours) { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// The generator's half of the format: the statement's example colours, indented as there.
pub fn write_input(cases: &[(Cubies, Vec<usize>)]) -> String {
    let (layout, scheme) = (Layout::new(CROSS_NET, 54, facelet_named), Scheme::new(*b"RBGOWY").unwrap());
    let start = |c: &Cubies| "START\n".to_string() + &net::write_cube(c, &scheme, &layout, " ", " ");
    let set = |(c, o): &(_, Vec<usize>)| format!("{}\n{}\nEND\n", start(c), operations().write_with(o, "\n"));
    cases.iter().map(set).collect::<String>() + "ENDOFINPUT\n"
}

fn main() {
    io::run("boj-9972", solve);
}
