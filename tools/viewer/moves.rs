//! Moves for the viewer: a move of each family as a type ([`Turn`]), moves applied to a
//! puzzle, a program's answer read as its checker reads it, and replayed step by step with its
//! first illegal or wrong step marked. Their names are in `names`.

use crate::problem::meta::Checker;
use crate::viewer::names::Names;
use crate::viewer::nets::{cube3_permutation, Puzzle, Sticker};
pub use crate::viewer::turn::Turn;
use cubesmith::pocket::cube::Stickers;

/// `puzzle` after `turn`. O(stickers).
///
/// # Panics
/// If `turn` is a move of another family than the puzzle's, a pocket cube's turn is not of F, R
/// or U, or a cube has fewer stickers than its family's.
pub fn apply(puzzle: &Puzzle, turn: Turn) -> Puzzle {
    match (puzzle, turn) {
        (Puzzle::Pocket(stickers), Turn::Pocket(face, quarters)) => {
            Puzzle::Pocket(permuted(stickers, &Stickers::turn(face, quarters).0))
        }
        (Puzzle::Cube3(stickers), Turn::Cube3(m)) => Puzzle::Cube3(permuted(stickers, &cube3_permutation(m))),
        (Puzzle::Die(die), Turn::Die(m)) => {
            let mut die = die.clone();
            die.apply(m);
            Puzzle::Die(die)
        }
        _ => panic!("{:?} is no move of a {}", turn, puzzle.noun()),
    }
}

/// `before` moved by permutation `p`: `after[i] = before[p[i]]`, as the library's own states
/// move, so the input's symbols travel with their stickers. O(stickers).
fn permuted(before: &[Sticker], p: &[u8]) -> Vec<Sticker> {
    p.iter().map(|&from| before[from as usize].clone()).collect()
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
    /// The state the answer printed after the move, where it is not the real one: drawn beside
    /// it, the stickers that differ outlined.
    pub printed: Option<Puzzle>,
}

impl Step {
    /// A step with nothing marked and nothing printed. O(1).
    pub fn new(name: Option<String>, puzzle: Puzzle) -> Step {
        Step {
            name,
            puzzle,
            mark: None,
            printed: None,
        }
    }
}

/// The start and the state after each of `moves`. O(moves x stickers).
///
/// # Panics
/// As [`apply`], for a move of another family than the puzzle's.
pub fn replay(start: &Puzzle, moves: &[Turn], names: &Names) -> Vec<Step> {
    let mut steps = vec![Step::new(None, start.clone())];
    for &m in moves {
        let puzzle = apply(&steps[steps.len() - 1].puzzle, m);
        steps.push(Step::new(Some(names.label(m)), puzzle));
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
    /// What is wrong before the moves (no count, or a count of -1), marked on the start.
    pub note: Option<String>,
}

/// The answer to puzzle `k` (from 0) in `output`, read as checker `kind` reads it (every
/// checker's answers are move sequences); `None` if the answer cannot be followed as far as
/// puzzle `k`. O(output x names).
pub fn answer(kind: Checker, output: &str, k: usize, names: &Names) -> Option<Answer> {
    let lines: Vec<&str> = output.lines().map(str::trim_end).collect();
    match kind {
        Checker::PocketSteps if k == 0 => Some(steps(&lines)),
        Checker::PocketSteps => None,
        // One line per cube, the moves with nothing between them.
        Checker::PocketMoves | Checker::Cube3Line => {
            Some(together(k + 1, lines.get(k).copied().unwrap_or(""), names))
        }
        Checker::Cube3Optimal | Checker::Cube3Counted => counted(&lines, k, names),
    }
}

/// LambdaOJ's form: the number of moves, then each move's name and the state after it.
fn steps(lines: &[&str]) -> Answer {
    let count = lines.first().and_then(|l| l.trim().parse::<usize>().ok());
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
    Answer {
        moves,
        states: true,
        note: None,
    }
}

/// The moves of line `line`, written with nothing between them: each the longest name there; the
/// first character that starts none ends the answer, as a move that is none.
fn together(line: usize, text: &str, names: &Names) -> Answer {
    let (mut moves, mut rest) = (Vec::new(), text);
    while let Some(c) = rest.chars().next() {
        let length = names.prefix(rest).map_or(c.len_utf8(), |(_, length)| length);
        moves.push(Said {
            line,
            name: rest[..length].to_string(),
            state: None,
        });
        rest = &rest[length..];
    }
    Answer {
        moves,
        states: false,
        note: None,
    }
}

/// White-space separated tokens, per cube the number of moves (or -1, no answer) and that many
/// moves, names of one word or more.
fn counted(lines: &[&str], k: usize, names: &Names) -> Option<Answer> {
    let tokens: Vec<(usize, &str)> = lines
        .iter()
        .enumerate()
        .flat_map(|(i, l)| l.split_whitespace().map(move |t| (i + 1, t)))
        .collect();
    let mut at = 0;
    for cube in 0..=k {
        let (answer, followed) = one_counted(&tokens, &mut at, names);
        if cube == k {
            return Some(answer);
        }
        if !followed {
            return None;
        }
    }
    None
}

/// The answer to one cube from token `at` on, and whether the tokens after it can be followed.
fn one_counted(tokens: &[(usize, &str)], at: &mut usize, names: &Names) -> (Answer, bool) {
    let mut answer = Answer {
        moves: Vec::new(),
        states: false,
        note: None,
    };
    let count = match tokens.get(*at) {
        None => {
            answer.note = Some("the number of moves is missing".to_string());
            return (answer, false);
        }
        Some(&(line, shown)) => match shown.parse::<i64>() {
            Ok(-1) => {
                answer.note = Some(format!("line {}: -1, no answer for this cube", line));
                0
            }
            Ok(count) if count >= 0 => count,
            _ => {
                answer.note = Some(format!("line {}: {:?} is not the number of moves", line, shown));
                return (answer, false);
            }
        },
    };
    *at += 1;
    for _ in 0..count {
        let (line, token) = match tokens.get(*at) {
            Some(&found) => found,
            None => return (answer, false),
        };
        let words: Vec<&str> = tokens[*at..]
            .iter()
            .take(names.most_words())
            .map(|&(_, t)| t)
            .collect();
        let (name, n) = match names.words(&words) {
            Some((_, n)) => (words[..n].join(" "), n),
            None => (token.to_string(), 0),
        };
        answer.moves.push(Said {
            line,
            name,
            state: None,
        });
        if n == 0 {
            return (answer, false);
        }
        *at += n;
    }
    (answer, true)
}

/// Replays `answer` on `start`: each move's step, the first illegal move (the replay ends
/// there) or printed state that differs from the real one marked, and if nothing is marked and
/// the puzzle is not solved at the end, the last step. O(moves x stickers).
///
/// # Panics
/// As [`apply`], if `names` names moves of another family than the puzzle's.
pub fn replay_answer(start: &Puzzle, answer: &Answer, names: &Names) -> Vec<Step> {
    let mut steps = replay(start, &[], names);
    steps[0].mark = answer.note.clone();
    let mut marked = answer.note.is_some();
    for said in &answer.moves {
        let before = steps[steps.len() - 1].puzzle.clone();
        let m = match names.one(&said.name) {
            Some(m) => m,
            None => {
                let mut step = Step::new(Some(said.name.clone()), before);
                step.mark = Some(format!("line {}: {:?} is not a move", said.line, said.name));
                steps.push(step);
                return steps;
            }
        };
        let puzzle = apply(&before, m);
        let printed = match (answer.states, &said.state) {
            (true, Some(shown)) => printed_state(&puzzle, shown),
            _ => None,
        };
        let mark = match (answer.states, &said.state, &puzzle) {
            (true, None, _) => Some(format!(
                "line {}: the state after this move is missing",
                said.line + 1
            )),
            (true, Some(shown), Puzzle::Pocket(stickers)) => {
                let real: Vec<String> = stickers.iter().map(|s| s.symbol.clone()).collect();
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
        let printed = if mark.is_some() { printed } else { None };
        marked |= mark.is_some();
        steps.push(Step {
            name: Some(said.name.clone()),
            puzzle,
            mark,
            printed,
        });
    }
    let last = steps.len() - 1;
    if !marked && !steps[last].puzzle.is_solved() {
        steps[last].mark = Some("the cube is not solved after the last move".to_string());
    }
    steps
}

/// The state an answer printed (`shown`, white-space separated symbols by slot) as a puzzle like
/// `real`: each symbol coloured as the real sticker that shows it (grey where none does), `?`
/// for a slot the answer left out. `None` where it is the real state, or `real` is not a cube.
/// O(stickers^2).
pub fn printed_state(real: &Puzzle, shown: &str) -> Option<Puzzle> {
    let stickers = real.stickers();
    let mut tokens = shown.split_whitespace();
    let printed: Vec<Sticker> = stickers
        .iter()
        .map(|_| {
            let symbol = tokens.next().unwrap_or("?");
            let colour = stickers
                .iter()
                .find(|s| s.symbol == symbol)
                .map_or(symbol, |s| &s.colour);
            Sticker {
                symbol: symbol.to_string(),
                colour: colour.to_string(),
            }
        })
        .collect();
    match real {
        Puzzle::Pocket(s) if *s != printed => Some(Puzzle::Pocket(printed)),
        Puzzle::Cube3(s) if *s != printed => Some(Puzzle::Cube3(printed)),
        _ => None,
    }
}

// Named by path so the file is found when the browser tests include this module too.
#[cfg(test)]
mod tests;
