//! Moves for the viewer: a problem's move names read as a notation, moves applied to a puzzle,
//! and a program's answer replayed step by step with its first illegal or wrong step marked.
//!
//! A move is a number per family: for a cube `3 * face + quarters - 1`, faces F R U for the
//! pocket cube (the only ones it turns) and U R F D L B for the 3x3 cube; for a die the index of
//! its `Move` (N E S W R L). A problem's `notation` key names moves as `NAME=TURN` items: a
//! cube's turn is a face letter and `+`, `2` or `-` (`X=R-`), a die's a move letter (`X=N`).

use crate::view::{Family, Puzzle};
use cubesmith::cube3::facelet;
use cubesmith::cube3::notation::{singmaster, Notation, Separation};
use cubesmith::die::notation as die_notation;
use cubesmith::die::orientation::Move;
use cubesmith::pocket::cube::{Face, Stickers};

/// The faces a pocket cube turns, in move order.
const POCKET_FACES: [Face; 3] = [Face::F, Face::R, Face::U];

/// The pocket cube's names when a problem gives none: Singmaster's, then LambdaOJ's.
const POCKET_DEFAULT: &str = "F=F+ F2=F2 F'=F- R=R+ R2=R2 R'=R- U=U+ U2=U2 U'=U- \
                              F+=F+ F-=F- R+=R+ R-=R- U+=U+ U-=U-";

/// How moves of one family are named.
pub struct Names {
    /// The names as a table; `None` for a die without a notation of its own, which reads the
    /// library's letters and words (`N`, `north`...).
    table: Option<Notation>,
}

impl Names {
    /// The names of `notation` (a problem's `notation` key) for `family`, or the family's usual
    /// ones: Singmaster's (and for the pocket cube LambdaOJ's `F+`), a die's letters and words.
    /// Names may follow each other with or without white space.
    pub fn new(family: Family, notation: Option<&str>) -> Result<Names, String> {
        let text = match (family, notation) {
            (_, Some(text)) => text,
            (Family::Pocket, None) => POCKET_DEFAULT,
            (Family::Cube3, None) => {
                let table = Some(singmaster(Separation::Concatenated));
                return Ok(Names { table });
            }
            (Family::Die, None) => return Ok(Names { table: None }),
        };
        let mut pairs = Vec::new();
        for item in text.split_whitespace() {
            let (name, turn) = item
                .split_once('=')
                .ok_or_else(|| format!("{:?} is not NAME=TURN", item))?;
            let m =
                move_of(family, turn).ok_or_else(|| format!("{:?} is not a move of this puzzle", turn))?;
            pairs.push((name, m));
        }
        let table = Notation::new(&pairs, Separation::Concatenated).map_err(|e| e.to_string())?;
        Ok(Names { table: Some(table) })
    }

    /// The moves written in `text`. O(text x names).
    pub fn parse(&self, text: &str) -> Result<Vec<usize>, String> {
        match &self.table {
            Some(table) => table.parse(text).map_err(|e| e.to_string()),
            None => die_notation::parse(text.as_bytes())
                .map(|moves| moves.iter().map(|m| m.index()).collect())
                .map_err(|e| e.to_string()),
        }
    }

    /// The one move `name` names, if it names exactly one.
    pub fn one(&self, name: &str) -> Option<usize> {
        match self.parse(name) {
            Ok(moves) if moves.len() == 1 => Some(moves[0]),
            _ => None,
        }
    }

    /// How move `m` is written.
    pub fn name(&self, m: usize) -> String {
        match &self.table {
            Some(table) => table.name(m).unwrap_or("?").to_string(),
            None => char::from(Move::ALL[m].letter()).to_string(),
        }
    }
}

/// The move a `TURN` of a notation item makes: a face and `+`, `2` or `-` for a cube, a move
/// letter for a die.
fn move_of(family: Family, turn: &str) -> Option<usize> {
    if family == Family::Die {
        return match turn.as_bytes() {
            [letter] => die_notation::letter(*letter).map(Move::index),
            _ => None,
        };
    }
    let mut chars = turn.chars();
    let letter = chars.next()?;
    let face = match family {
        Family::Pocket => POCKET_FACES.iter().position(|f| f.letter() == letter)?,
        _ => "URFDLB".find(letter)?,
    };
    let quarters = ["+", "2", "-"].iter().position(|&s| s == chars.as_str())?;
    Some(3 * face + quarters)
}

/// `puzzle` after move `m`.
///
/// # Panics
/// If `m` is no move of the puzzle's family.
pub fn apply(puzzle: &Puzzle, m: usize) -> Puzzle {
    match puzzle {
        Puzzle::Pocket(state) => {
            let turn = Stickers::turn(POCKET_FACES[m / 3], (m % 3 + 1) as u8);
            Puzzle::Pocket(state.then(&turn))
        }
        Puzzle::Cube3(colours) => Puzzle::Cube3(facelet::turn(colours, m)),
        Puzzle::Die(die) => {
            let mut die = die.clone();
            die.apply(Move::ALL[m]);
            Puzzle::Die(die)
        }
    }
}

/// One step of a replay: the move made (none for the start), the puzzle after it, and what is
/// wrong with it, if anything.
#[derive(Clone, Debug)]
pub struct Step {
    /// The move's name as written.
    pub name: Option<String>,
    /// The puzzle after the move.
    pub puzzle: Puzzle,
    /// Why this step is wrong.
    pub mark: Option<String>,
}

/// The start and the state after each of `moves`. O(moves x stickers).
pub fn replay(start: &Puzzle, moves: &[usize], names: &Names) -> Vec<Step> {
    let mut steps = vec![Step {
        name: None,
        puzzle: start.clone(),
        mark: None,
    }];
    for &m in moves {
        let puzzle = apply(&steps[steps.len() - 1].puzzle, m);
        steps.push(Step {
            name: Some(names.name(m)),
            puzzle,
            mark: None,
        });
    }
    steps
}

/// One move as an answer gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The answer's line it is on, from 1.
    pub line: usize,
    /// The move's name as written.
    pub name: String,
    /// The state the answer prints after it, for answers that print states; `None` there
    /// when it is missing.
    pub state: Option<String>,
}

/// What an answer says about one puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// Its moves.
    pub moves: Vec<Said>,
    /// Whether it prints the state after each move (the pocket cube's 24 sticker numbers).
    pub states: bool,
}

/// The checker kinds whose answers are move sequences, which [`answer`] reads.
pub const REPLAYED: &[&str] = &["pocket-steps", "pocket-moves"];

/// The answer to puzzle `k` (from 0) in `output`, read as checker `kind` reads it; `None` if
/// that kind's answers are not move sequences, or the answer has nothing for puzzle `k`.
pub fn answer(kind: &str, output: &str, k: usize) -> Option<Answer> {
    let lines: Vec<&str> = output.lines().map(str::trim_end).collect();
    match kind {
        // The number of moves, then each move's name and the state after it.
        "pocket-steps" if k == 0 => {
            let count = lines.first()?.trim().parse::<usize>().ok();
            let mut moves = Vec::new();
            let mut at = 1;
            while at < lines.len() && count.map_or(true, |n| moves.len() < n) {
                moves.push(Said {
                    line: at + 1,
                    name: lines[at].trim().to_string(),
                    state: lines.get(at + 1).map(|s| s.to_string()),
                });
                at += 2;
            }
            Some(Answer { moves, states: true })
        }
        // One line per cube, a move per character.
        "pocket-moves" => {
            let line = lines.get(k)?;
            let moves = line
                .chars()
                .map(|c| Said {
                    line: k + 1,
                    name: c.to_string(),
                    state: None,
                })
                .collect();
            Some(Answer { moves, states: false })
        }
        _ => None,
    }
}

/// Replays `answer` on `start`: each move's step, the first illegal move (the replay ends
/// there) or printed state that differs from the real one marked, and if nothing is marked and
/// the puzzle is not solved at the end, the last step. O(moves x stickers).
pub fn replay_answer(start: &Puzzle, answer: &Answer, names: &Names) -> Vec<Step> {
    let mut steps = replay(start, &[], names);
    let mut marked = false;
    for said in &answer.moves {
        let before = steps[steps.len() - 1].puzzle.clone();
        let m = match names.one(&said.name) {
            Some(m) => m,
            None => {
                steps.push(Step {
                    name: Some(said.name.clone()),
                    puzzle: before,
                    mark: Some(format!("line {}: {:?} is not a move", said.line, said.name)),
                });
                return steps;
            }
        };
        let puzzle = apply(&before, m);
        let mark = match (answer.states, &said.state, &puzzle) {
            (true, None, _) => Some(format!(
                "line {}: the state after this move is missing",
                said.line + 1
            )),
            (true, Some(shown), Puzzle::Pocket(state)) => {
                let real: Vec<String> = state.0.iter().map(|v| v.to_string()).collect();
                let printed: Vec<&str> = shown.split_whitespace().collect();
                if printed == real {
                    None
                } else {
                    Some(format!(
                        "line {}: the answer prints {:?}, the state is {:?}",
                        said.line + 1,
                        shown.trim(),
                        real.join(" ")
                    ))
                }
            }
            _ => None,
        };
        let mark = if marked { None } else { mark };
        marked |= mark.is_some();
        steps.push(Step {
            name: Some(said.name.clone()),
            puzzle,
            mark,
        });
    }
    let last = steps.len() - 1;
    if !marked && !steps[last].puzzle.is_solved() {
        steps[last].mark = Some("the cube is not solved after the last move".to_string());
    }
    steps
}

// Named by path so the file is found when the browser tests include this module too.
#[cfg(test)]
#[path = "moves/tests.rs"]
mod tests;
