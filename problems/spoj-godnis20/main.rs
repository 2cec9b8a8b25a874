//! SPOJ GODNIS20 "God Number is 20 (Rubik)": a challenge scored by the total length of the
//! solutions of up to 99 cubes; the search time is shared out between the cubes.

use cubesmith::cube3::cubie::{Cubies, MOVE_NAMES};
use cubesmith::cube3::facelet::{facelet_named, Scheme, CROSS_NET};
use cubesmith::cube3::net;
use cubesmith::cube3::twophase::{Budget, TwoPhase};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

/// Wall-clock time for the whole run, tables included: well under the time limit assumed (1 s),
/// for a slower judge. Each cube gets an equal share of the time left.
const TIME: Duration = Duration::from_millis(600);

/// The count n < 100, and the cubes' layout: 54 symbols each on the cross net, in any spacing.
fn start<R: BufRead>(input: &mut Scanner<R>) -> Result<(u64, Layout), InputError> {
    Ok((input.number("n", 0, 99)?, Layout::new(CROSS_NET, 54, facelet_named)))
}

/// Every cube of the input, for the checker.
pub fn read_cubes<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Cubies>, InputError> {
    let (count, layout) = start(input)?;
    let read = |k| net::read_cube(input, &layout, &format!("cube {}", k));
    let cubes = (1..=count).map(read).collect::<Result<_, _>>()?;
    input.end("the last cube").map(|_| cubes)
}

/// Answers each cube before reading the next, and does not wait for the end of the input after
/// the last (the judge may be interactive): its solution's length, then the moves on one line.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (clock, mut solver, (count, layout)) = (Instant::now(), None, start(input)?);
    for k in 1..=count {
        let cube = net::read_cube(input, &layout, &format!("cube {}", k))?;
        let solver = solver.get_or_insert_with(TwoPhase::new); // built once a cube is read
        let share = TIME.checked_sub(clock.elapsed()).unwrap_or_default() / (count - k + 1) as u32;
        // Target 0: search until the share runs out or no shorter two-phase solution is left.
        let moves = solver.improve(&cube, 0, Budget::time(share));
        let names: Vec<&str> = moves.iter().map(|&m| MOVE_NAMES[m]).collect();
        writeln!(out, "{}\n{}", moves.len(), names.join(" "))?;
        out.flush()?;
    }
    Ok(())
}

/// The generator's half of the layout: WCA colours (white top, green front), no spaces.
pub fn write_input(cubes: &[Cubies]) -> String {
    let (layout, scheme) = (Layout::new(CROSS_NET, 54, facelet_named), Scheme::new(*b"WRGYOB").unwrap());
    let rows: Vec<String> = cubes.iter().map(|c| net::write_cube(c, &scheme, &layout, " ", "")).collect();
    format!("{}\n{}\n", cubes.len(), rows.join("\n"))
}

fn main() {
    io::run("spoj-godnis20", solve);
}
