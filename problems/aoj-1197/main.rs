//! AOJ 1197 "A Die Maker": for each order t1..t6, letters p..q of the smallest roll string.

use cubesmith::die::maker;
use cubesmith::io::{self, InputError, Scanner};
use std::io::{BufRead, Write};

/// The largest number on one face, and the most datasets, the problem allows.
const MAX_FACE: u64 = 5000;
const MAX_DATASETS: usize = 40;

/// Reads datasets until a line of six zeros (or the end of the input) and answers each.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    let mut letters = Vec::new();
    for dataset in 0.. {
        let mut order = [0u32; 6];
        for (i, t) in order.iter_mut().enumerate() {
            let what = format!("t{}", i + 1);
            // A missing terminator line is forgiven only between datasets.
            match (input.number_or_end(&what, 0, MAX_FACE)?, i) {
                (Some(v), _) => *t = v as u32,
                (None, 0) => return Ok(()),
                (None, _) => input.number(&what, 0, MAX_FACE).map(|_| ())?,
            }
        }
        let line = input.token_line();
        if order == [0; 6] {
            return input.end("the terminating line of zeros");
        } else if dataset == MAX_DATASETS {
            return Err(InputError::at(line, format!("more than {} datasets", MAX_DATASETS)));
        } else if order.windows(2).any(|w| w[0] > w[1]) {
            return Err(InputError::at(line, "t1..t6 must be in non-decreasing order".to_string()));
        }
        let sum: u64 = order.iter().map(|&t| u64::from(t)).sum();
        let p = input.number("p", 1, sum)?;
        let q = input.number("q", p, sum)?;
        match maker::smallest_rolls(&order) {
            None => out.write_all(b"impossible\n")?,
            Some(rolls) => {
                letters.clear();
                rolls.spell(p - 1, q, &mut letters);
                letters.push(b'\n');
                out.write_all(&letters)?;
            }
        }
    }
    Ok(())
}

/// The generator's half of the format: each dataset's order, p and q, then the line of zeros.
pub fn write_input(datasets: &[([u32; 6], u64, u64)]) -> String {
    let mut text = String::new();
    for (order, p, q) in datasets {
        let numbers: Vec<String> = order.iter().map(|t| t.to_string()).collect();
        text.push_str(&format!("{}\n{} {}\n", numbers.join(" "), p, q));
    }
    text + "0 0 0 0 0 0\n"
}

fn main() {
    io::run("aoj-1197", solve);
}
