//! AOJ 1210 "Die Game": the number on top of the die after each game's commands.

use cubesmith::die::dice::{numbered_layout, Die};
use cubesmith::die::orientation::{Direction, Face, Move};
use cubesmith::io::{self, InputError, Scanner};
use cubesmith::rng::Rng;
use std::io::{BufRead, Write};

/// A die and the rolls made on it.
pub type Rolled = (Die<u64>, Vec<Move>);

/// Every game's die (1 on top, 2 north, 3 west) with its commands, up to a line `0`, for the
/// viewer.
pub fn read_rolls<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<Rolled>, InputError> {
    let mut games = Vec::new();
    for game in 1.. {
        let n = match input.number_or_end("n", 0, u64::MAX)? {
            None => break,
            Some(0) => {
                input.end("the line 0")?;
                break;
            }
            Some(n) => n,
        };
        input.rest_of_line("n")?;
        let die = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::North, Face::West));
        let mut moves = Vec::new();
        for k in 1..=n {
            let line = input.next_filled_line()?.map(io::trimmed).unwrap_or_default();
            let named = Direction::ALL.iter().find(|d| d.face().name().as_bytes() == line);
            let what = || {
                format!(
                    "game {}, command {}: expected north, east, south or west",
                    game, k
                )
            };
            let direction = named.ok_or_else(|| InputError::at(input.token_line(), what()))?;
            moves.push(direction.roll());
        }
        games.push((die, moves));
    }
    Ok(games)
}

/// Reads games until a line `0` (or the end of the input) and prints each game's top number.
/// Games of more than the statement's 1024 commands are answered too.
pub fn solve<R: BufRead, W: Write>(input: &mut Scanner<R>, out: &mut W) -> Result<(), InputError> {
    for game in 1.. {
        let n = match input.number_or_end("n", 0, u64::MAX)? {
            None => break,
            Some(0) => return input.end("the line 0"),
            Some(n) => n,
        };
        input.rest_of_line("n")?;
        // 1 on top, 2 north, 3 west; opposite faces sum to 7.
        let mut die = Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(Face::North, Face::West));
        for k in 1..=n {
            // A command is one of the four words, in lower case, alone on its line; blank lines
            // between commands are skipped.
            let line = input
                .next_filled_line()?
                .map(|l| String::from_utf8_lossy(io::trimmed(l)));
            let command = line.as_deref();
            match Direction::ALL.iter().find(|d| Some(d.face().name()) == command) {
                Some(&direction) => die.roll(direction),
                None => {
                    let found = command.map_or("the end of the input".into(), |c| format!("{:?}", c));
                    let what = format!(
                        "game {}, command {}: expected north, east, south or west",
                        game, k
                    );
                    return Err(InputError::at(
                        input.token_line(),
                        format!("{}, found {}", what, found),
                    ));
                }
            }
        }
        writeln!(out, "{}", die.top())?;
    }
    Ok(())
}

/// A random input of `games` games of 1024 commands each, then the line 0.
pub fn write_input(rng: &mut Rng, games: usize) -> String {
    let word = |rng: &mut Rng| Direction::ALL[rng.below(4) as usize].face().name();
    let game = |rng: &mut Rng| {
        (0..1024)
            .map(|_| word(rng).to_string() + "\n")
            .collect::<String>()
    };
    (0..games)
        .map(|_| format!("1024\n{}", game(rng)))
        .collect::<String>()
        + "0\n"
}

fn main() {
    io::run("aoj-1210", solve);
}

#[cfg(test)]
mod tests;
