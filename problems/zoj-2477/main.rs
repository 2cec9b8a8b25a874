//! ZOJ 2477 "Magic Cube": the fewest quarter turns (at most 5) that solve each cube, each step
//! written as a face number and a direction.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{kociemba_named, Scheme, CROSS_NET};
use cubesmith::cube3::moves::Move;
use cubesmith::cube3::net;
use cubesmith::cube3::optimal::{Metric, Optimal};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use std::io::{BufRead, Write};

/// The statement's face numbers (0 left, 1 front, 2 right, 3 back, 4 top, 5 bottom) for the
/// faces U R F D L B, and its directions by quarters (1 clockwise as seen from outside, -1
/// counter-clockwise; the quarter-turn solver makes no half turn).
const FACE_NUMBERS: [&str; 6] = ["4", "2", "1", "5", "0", "3"];
const DIRECTIONS: [&str; 3] = ["1", "2", "-1"];
/// The most steps the statement asks for: a cube farther away is answered -1.
const MAX_STEPS: usize = 5;

/// The number of cases, and the cases' layout: the cross net, any six colours (told apart by the
/// centres), each cube one that face turns reach.
fn start<R: BufRead>(input: &mut Scanner<R>) -> Result<(u64, Layout), InputError> {
    let count = input.number("the number of cases", 0, u64::MAX)?;
    Ok((count, Layout::new(CROSS_NET, 54, kociemba_named)))
}

/// Every cube of the input as it colours it, in Kociemba's order, for the viewer.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<[u8; 54]>, InputError> {
    let (count, layout) = start(input)?;
    let read = |k| net::read_colours(input, &layout, &format!("case {}", k));
    let cubes = (1..=count).map(read).collect::<Result<_, _>>()?;
    input.end("the last case").map(|_| cubes)
}

/// Every cube of the input, for the checker.
pub fn read_cubes<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Cubies>, InputError> {
    let (count, layout) = start(input)?;
    let read = |k| net::read_cube(input, &layout, &format!("case {}", k));
    let cubes = (1..=count).map(read).collect::<Result<_, _>>()?;
    input.end("the last case").map(|_| cubes)
}

/// Reads the cases and prints, for each, the fewest steps and the steps, or -1.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let ((count, layout), optimal) = (start(input)?, Optimal::new(Metric::Quarter));
    for k in 1..=count {
        let steps = optimal.solve(
            &net::read_cube(input, &layout, &format!("case {}", k))?,
            MAX_STEPS,
        );
        let step = |m: &Move| {
            format!(
                "{} {}\n",
                FACE_NUMBERS[m.face().index()],
                DIRECTIONS[m.quarters() as usize - 1]
            )
        };
        let lines: String = steps.iter().flatten().map(step).collect();
        write!(out, "{}\n{}", steps.map_or(-1, |s| s.len() as i64), lines)?;
    }
    input.end("the last case")
}

/// The generator's half of the layout: the sample's colours and spacing.
pub fn write_input(cubes: &[Cubies]) -> String {
    let (layout, scheme) = (
        Layout::new(CROSS_NET, 54, kociemba_named),
        Scheme::new(*b"wbgyro").unwrap(),
    );
    let rows = |c| net::write_cube(c, &scheme, &layout, " ", " ");
    let cases: String = cubes.iter().map(|c| format!("\n{}\n", rows(c))).collect();
    format!("{}\n{}", cubes.len(), cases)
}

fn main() {
    io::run("zoj-2477", solve);
}

#[cfg(test)]
mod tests;
