//! SPOJ GODNIS20 "God Number is 20 (Rubik)": short solutions of up to 99 cubes, scored by their
//! total length; the time is shared out between the cubes.

use cubesmith::cube3::cubie::{Cubies, MOVE_NAMES};
use cubesmith::cube3::facelet::{kociemba_named, Scheme, CROSS_NET};
use cubesmith::cube3::net;
use cubesmith::cube3::twophase::{Budget, TwoPhase};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

/// Wall-clock time for the whole run: well under the time limit assumed (1 s).
const TIME: Duration = Duration::from_millis(600);

/// Every cube of the input, for the checker.
pub fn read_cubes<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Cubies>, InputError> {
    let (count, layout) = (input.number("n", 0, 99)?, Layout::new(CROSS_NET, 54, kociemba_named));
    let read = |k| net::read_cube(input, &layout, &format!("cube {}", k));
    let cubes = (1..=count).map(read).collect::<Result<_, _>>()?;
    input.end("the last cube").map(|_| cubes)
}

/// Answers each cube (length, moves) before reading the next, not waiting for the end of the
/// input: the judge may be interactive.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (clock, mut solver, count) = (Instant::now(), None, input.number("n", 0, 99)?);
    let layout = Layout::new(CROSS_NET, 54, kociemba_named); // any spacing
    for k in 1..=count {
        let cube = net::read_cube(input, &layout, &format!("cube {}", k))?;
        let solver = solver.get_or_insert_with(TwoPhase::new);
        let share = TIME.checked_sub(clock.elapsed()).unwrap_or_default() / (count - k + 1) as u32;
        // An equal share of the time left; target 0: no length is short enough to stop.
        let moves = solver.improve(&cube, 0, Budget::time(share));
        let names: Vec<&str> = moves.iter().map(|&m| MOVE_NAMES[m]).collect();
        writeln!(out, "{}\n{}", moves.len(), names.join(" "))?;
        out.flush()?;
    }
    Ok(())
}

/// The generator's half: WCA colours (white top, green front), no spaces.
pub fn write_input(cubes: &[Cubies]) -> String {
    let (layout, scheme) = (Layout::new(CROSS_NET, 54, kociemba_named), Scheme::new(*b"WRGYOB").unwrap());
    let rows: Vec<String> = cubes.iter().map(|c| net::write_cube(c, &scheme, &layout, " ", "")).collect();
    format!("{}\n{}\n", cubes.len(), rows.join("\n"))
}

fn main() {
    io::run("spoj-godnis20", solve);
}
