//! HDU 4801 "Pocket Cube": the most faces complete within N quarter turns, for each case up to
//! the end of the input.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::coord::{encode, QUARTER_TURN};
use cubesmith::pocket::cube::Stickers;
use cubesmith::pocket::net::{normalize_at, paint, sticker_named};
use cubesmith::pocket::reach::{most_completed_faces, sequences_within, FaceDistances, THREE_FACES_WITHIN};
use cubesmith::pocket::table::DistanceTable;
use std::io::{BufRead, Write};

/// The most canonical sequences of turns searched in one run, over all its cases (N = 10 alone
/// is 5.4 million, about 0.2 s here): a case whose search would pass it is answered from
/// `FaceDistances` instead, built once, so that no count of cases runs past the time limit.
const SEARCH_BUDGET: u64 = 6_000_000;

/// Sticker indices 0..23 in reading order, as the statement draws them: top, the left, front and
/// right faces side by side, bottom, then back (upside down as seen from behind).
pub const NET: &str = "
    .     .     U@UBL U@UBR
    .     .     U@UFL U@UFR
    L@LUB L@LUF F@FUL F@FUR R@RUF R@RUB
    L@LDB L@LDF F@FDL F@FDR R@RDF R@RDB
    .     .     D@DFL D@DFR
    .     .     D@DBL D@DBR
    .     .     B@BDL B@BDR
    .     .     B@BUL B@BUR";

/// Reads the 24 colours of case number `case`, and the cube they show, turned so that its
/// back-down-left corner is solved.
fn read_case<R: BufRead>(
    input: &mut Scanner<R>,
    net: &Layout,
    case: u64,
) -> Result<(Vec<u8>, Stickers), InputError> {
    // A number 0..5 as every number is read (`+3`, `03`), kept as its digit.
    let colour = |t: &[u8]| io::parse_in(t, 0, 5).map(|v| b'0' + v as u8);
    let (context, line) = (format!("case {}", case), input.next_token_line()?);
    let colours = net
        .read_tokens(input, "a colour 0..5", colour)
        .map_err(|e| e.within(&context))?;
    // The statement promises a legal state: anything else is refused, not answered.
    let state = normalize_at(&colours, None, line).map_err(|e| e.within(&context))?;
    Ok((colours, state))
}

/// Every cube of the input as it colours it (digits 0..5 by slot), for the viewer.
pub fn read_symbols<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Vec<u8>>, InputError> {
    let (net, mut cubes) = (Layout::new(NET, 24, sticker_named), Vec::new());
    while input.number_or_end("N", 0, u64::MAX)?.is_some() {
        cubes.push(read_case(input, &net, cubes.len() as u64 + 1)?.0);
    }
    Ok(cubes)
}

/// Reads the cases (N, then the 24 colours) and prints each one's most complete faces. Any N is
/// answered (the statement's is 1..=7): from 11 on, where the answer is 6 or 3, by the cube's
/// distance, looked up in the table of every state's (built once, about 40 ms); below, by
/// visiting every sequence of N turns (about 4.45 times more a turn: 0.2 s for N = 10) while the
/// run's searches stay within `SEARCH_BUDGET`, then from `FaceDistances` (built once, about half
/// a second): however many cases, the time stays bounded.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (net, mut case, mut table) = (Layout::new(NET, 24, sticker_named), 0, None);
    let (mut searched, mut distances) = (0u64, None);
    while let Some(twists) = input.number_or_end("N", 0, u64::MAX)? {
        case += 1;
        let (colours, state) = read_case(input, &net, case)?;
        let best = if twists >= THREE_FACES_WITHIN as u64 {
            let table = table.get_or_insert_with(|| DistanceTable::new(QUARTER_TURN));
            if u64::from(table.distance(encode(&state))) <= twists {
                6
            } else {
                3
            }
        } else if searched + sequences_within(twists as usize) <= SEARCH_BUDGET {
            searched += sequences_within(twists as usize);
            most_completed_faces(&colours, twists as usize)
        } else {
            let distances = distances.get_or_insert_with(FaceDistances::new);
            distances.most_completed_faces(encode(&state), twists)
        };
        writeln!(out, "{}", best)?;
    }
    Ok(())
}

/// The generator's half of the format: N and the 24 colours of each case, the sample's colours.
pub fn write_input(cases: &[(u8, Stickers)]) -> String {
    let net = Layout::new(NET, 24, sticker_named);
    let case = |(twists, cube): &(u8, Stickers)| {
        let colours = net.in_reading_order(&paint(cube, &[0, 4, 2, 5, 1, 3]));
        let numbers: Vec<String> = colours.iter().map(|c| c.to_string()).collect();
        format!("{}\n{}\n", twists, numbers.join(" "))
    };
    cases.iter().map(case).collect()
}

fn main() {
    io::run("hdu-4801", solve);
}

#[cfg(test)]
mod tests;
