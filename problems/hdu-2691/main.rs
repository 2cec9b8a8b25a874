//! HDU 2691 "2-Dimensional Rubik's Cube": quarter turns from one cube to another, whole-cube
//! rotation free, for up to 10 pairs.

use cubesmith::io::{self, InputError, Scanner};
use cubesmith::layout::Layout;
use cubesmith::pocket::cube::{between, paint, sticker_named, Stickers, CROSS_NET};
use cubesmith::pocket::{coord::{encode, QUARTER_TURN}, table::DistanceTable};
use std::io::{BufRead, Write};

/// The statement's colours. Which are opposite it does not say: the cubes show it.
const COLOURS: &[u8] = b"WYROGB";
// Each cube is the usual cross net (`CROSS_NET`), letters separated by spaces; any white space
// is read.

/// Reads the cases and prints each one's distance.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let cases = input.number("T", 0, 10)?;
    // Every state's distance (about 40 ms), built at the first answer so a malformed first case
    // fails at once.
    let (net, mut table) = (Layout::new(CROSS_NET, 24, sticker_named), None);
    for case in 1..=cases {
        let (context, mut cubes, mut lines) = (format!("case {}", case), [[0u8; 24]; 2], [0; 2]);
        for (cube, line) in cubes.iter_mut().zip(lines.iter_mut()) {
            *line = input.next_token_line()?;
            cube.copy_from_slice(&net.read_letters(input, COLOURS).map_err(|e| e.within(&context))?);
        }
        // The destination is read in the initial cube's colours: it need not be solved.
        let state = between(&cubes[0], &cubes[1], None).map_err(|(which, fault)| {
            let cube = ["initial", "destination"][which];
            InputError::at(lines[which], format!("{}: the {} cube is not legal: {}", context, cube, fault))
        })?;
        let table = table.get_or_insert_with(|| DistanceTable::new(QUARTER_TURN));
        writeln!(out, "{}", table.distance(encode(&state)))?;
    }
    input.end("the last case")
}

/// The generator's half of the layout: the two nets of each case, the sample's colours.
pub fn write_input(pairs: &[(Stickers, Stickers)]) -> String {
    let net = Layout::new(CROSS_NET, 24, sticker_named);
    let drawn = |c: &Stickers| net.write(&paint(c, &['B', 'G', 'W', 'Y', 'O', 'R']), " ", " ").join("\n");
    let nets: Vec<String> = pairs.iter().flat_map(|(a, b)| vec![drawn(a), drawn(b)]).collect();
    format!("{}\n{}\n", pairs.len(), nets.join("\n"))
}

fn main() {
    io::run("hdu-2691", solve);
}
