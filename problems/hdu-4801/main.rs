//! HDU 4801 "Pocket Cube": the most faces complete within N quarter turns, for each case up to
//! the end of the input.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::cube::{normalize_at, paint, sticker_named, Stickers};
use cubesmith::pocket::reach::most_completed_faces;
use std::io::{BufRead, Write};

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

/// Reads the cases (N, then the 24 colours) and prints each one's most complete faces.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let (net, mut case) = (Layout::new(NET, 24, sticker_named), 0);
    let colour = |t: &[u8]| t.first().copied().filter(|c| t.len() == 1 && (b'0'..=b'5').contains(c));
    while let Some(twists) = input.number_or_end("N", 1, 7)? {
        case += 1;
        let (context, line) = (format!("case {}", case), input.next_token_line()?);
        let colours = net.read_tokens(input, "a colour 0..5", colour).map_err(|e| e.within(&context))?;
        // The statement promises a legal state: anything else is refused, not answered.
        normalize_at(&colours, None, line).map_err(|e| e.within(&context))?;
        writeln!(out, "{}", most_completed_faces(&colours, twists as usize))?;
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
