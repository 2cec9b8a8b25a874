//! SPOJ GRC "Grandpa's Rubik Cube": a cube's colours on a net and a list of rotations ending with
//! 0; is every face one colour after them?

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{self, kociemba_named, Scheme, CROSS_NET, FACELETS};
use cubesmith::cube3::moves::{Face, Move};
use cubesmith::cube3::net;
use cubesmith::cube3::notation::{Notation, Separation};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use std::io::{BufRead, Write};

/// The statement's rotations as names, to write them: a face number (`NUMBERED_FACES`) with `+`
/// for a clockwise quarter turn, as seen looking at that face, `-` for counter-clockwise; a number
/// without a sign is `+`. The input's rotations are read as numbers (`read_rotations`), which the
/// tests prove give the same moves.
pub fn rotations() -> Notation<Move> {
    let mut names = Vec::new();
    for (k, &face) in NUMBERED_FACES.iter().enumerate() {
        names.push((format!("+{}", k + 1), Move::new(face, 1)));
        names.push((format!("-{}", k + 1), Move::new(face, 3)));
    }
    for (k, &face) in NUMBERED_FACES.iter().enumerate() {
        names.push(((k + 1).to_string(), Move::new(face, 1)));
    }
    Notation::new(&names, Separation::WhiteSpace).expect("distinct names")
}

/// The faces 1..6 as the statement numbers them: left, front, right, back, top, bottom.
const NUMBERED_FACES: [Face; 6] = [Face::L, Face::F, Face::R, Face::B, Face::U, Face::D];

/// Test number `case`: the colours on the cross net (top, then left front right back side by
/// side, then bottom; any printable symbols, white space anywhere, a real cube or not) and the
/// rotations up to the 0 that ends them (on any number of lines).
fn read_test<R: BufRead>(input: &mut Scanner<R>, layout: &Layout, case: u64) -> Result<Rotated, InputError> {
    let name = format!("test {}", case);
    let colours = net::read_colours(input, layout, &name)?;
    let moves = read_rotations(input).map_err(|e| e.within(&name))?;
    Ok((colours, moves))
}

/// The rotations up to the 0 that ends them, each a face number with its sign (`+` clockwise as
/// seen looking at the face, `-` counter-clockwise, none for `+`). They are numbers, read as
/// every number is: `+04` is `+4`, and `00`, `+0` and `-0` end the list as `0` does. `rotations`
/// writes them. O(rotations).
fn read_rotations<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Move>, InputError> {
    let mut moves = Vec::new();
    loop {
        let what = format!("rotation {}", moves.len() + 1);
        if input.at_end()? {
            let why = format!("expected {} or the closing 0, found the end of the input", what);
            return Err(InputError::at(input.next_token_line()?, why));
        }
        match input.signed(&what, -6, 6)? {
            0 => return Ok(moves),
            r => {
                let face = NUMBERED_FACES[r.unsigned_abs() as usize - 1];
                moves.push(Move::new(face, if r > 0 { 1 } else { 3 }));
            }
        }
    }
}

/// A test's colours and the rotations made on them.
pub type Rotated = ([u8; FACELETS], Vec<Move>);

/// Every test, for the viewer: its cube's colours as given (a real cube or not) and the
/// rotations made on it, which the viewer replays.
pub fn read_turns<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Rotated>, InputError> {
    let (tests, layout) = (input.number("the number of tests", 0, u64::MAX)?, layout());
    let read = |k| read_test(input, &layout, k);
    let cubes = (1..=tests).map(read).collect::<Result<_, _>>()?;
    input.end("the last test").map(|_| cubes)
}

/// The net: the usual cross, each face read row by row as seen from outside.
fn layout() -> Layout {
    Layout::new(CROSS_NET, FACELETS, kociemba_named)
}

/// Reads the tests and answers each before reading the next: grandpa is right when, after the
/// rotations, every face is one colour and the six faces differ. Any number of tests and of
/// rotations is answered, none at all included.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (tests, layout) = (input.number("the number of tests", 0, u64::MAX)?, layout());
    for case in 1..=tests {
        let (colours, moves) = read_test(input, &layout, case)?;
        let end = facelet::turn_all(&colours, &moves);
        let won = facelet::is_solved(&end) && Scheme::of_centres(&end).is_ok();
        writeln!(
            out,
            "{}",
            if won {
                "Yes, grandpa!"
            } else {
                "No, you are wrong!"
            }
        )?;
    }
    input.end("the last test")
}

/// The generator's half of the format: the sample's colours (yellow top, white left, red front,
/// magenta right, green back, blue bottom), the top and bottom indented by six spaces, the
/// rotations signed and ended with 0.
pub fn write_input(cases: &[(Cubies, Vec<Move>)]) -> String {
    let (layout, scheme) = (layout(), Scheme::new(*b"YMRBWG").expect("six colours"));
    let test = |(cube, moves): &(Cubies, Vec<Move>)| {
        let net = net::write_cube(cube, &scheme, &layout, " ", " ");
        let list = rotations().write(moves);
        format!("{}\n{}{}0\n", net, list, if moves.is_empty() { "" } else { " " })
    };
    format!("{}\n{}", cases.len(), cases.iter().map(test).collect::<String>())
}

fn main() {
    io::run("spoj-grc", solve);
}

#[cfg(test)]
mod tests;
