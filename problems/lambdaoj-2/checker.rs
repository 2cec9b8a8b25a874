//! The checker of LambdaOJ 2 "pocket cube restore", run as `checker INPUT OUTPUT EXPECTED`: exit
//! status 0 accepts the output, 1 rejects it (the reason on the first line), 2 refuses a test
//! input it cannot read. It shares nothing with the program it judges: the statement's 24 stickers
//! are placed in space (a corner block at each `(±1, ±1, ±1)`, each sticker the block's outward
//! normal on one face), a move turns the stickers of one layer a quarter about its face's normal,
//! and the fewest moves are found by a breadth-first search of its own over the 3,674,160 states
//! (seven blocks' places and twists; block 6 never moves), stopped at the input's state.
//!
//! The output: the number of moves, which must be that optimum, then per move its name (`F+ F2
//! F- R+ R2 R- U+ U2 U-`) on one line and the 24 numbers of the state after it on the next; the
//! last state solved; nothing but blank lines after.

use std::process::exit;

type V = [i32; 3];

/// The move names in the statement's order: a face, then `+` (clockwise), `2` or `-`.
const NAMES: [&str; 9] = ["F+", "F2", "F-", "R+", "R2", "R-", "U+", "U2", "U-"];

/// The faces the moves turn, by outward normal (x to the right, y up, z to the front).
const TURNED: [V; 3] = [[0, 0, 1], [1, 0, 0], [0, 1, 0]];

/// A state: `s[i]` is the sticker found at sticker `i`'s place; solved is `0 1 ... 23`.
type State = [u8; 24];

const SOLVED: State = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
];

/// The places of the seven blocks that move (block 6, back-down-left, never does).
const MOVING: [usize; 7] = [0, 1, 2, 3, 4, 5, 7];

/// How many arrangements of the seven moving blocks, and of the twists of six of them (the
/// seventh's follows: the twists add up to 0 mod 3).
const PLACES: usize = 5040;
const TWISTS: usize = 729;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 4 {
        println!("usage: checker INPUT OUTPUT EXPECTED (exit 0 accepted, 1 rejected, 2 a broken test input)");
        exit(2);
    }
    let read = |path: &str| {
        std::fs::read(path).unwrap_or_else(|e| {
            println!("cannot read {}: {}", path, e);
            exit(2)
        })
    };
    let input = read(&args[1]);
    let output = read(&args[2]);
    let model = Model::new();
    let start = model.read_input(&input).unwrap_or_else(|why| {
        println!("the test's input is broken: {}", why);
        exit(2)
    });
    if let Err(why) = model.judge(start, &String::from_utf8_lossy(&output)) {
        println!("{}", why);
        exit(1);
    }
}

fn dot(a: V, b: V) -> i32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: V, b: V) -> V {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn det(a: V, b: V, c: V) -> i32 {
    dot(a, cross(b, c))
}

/// `v` turned a quarter about the face with outward normal `n`, clockwise as seen from outside
/// that face.
fn clockwise(v: V, n: V) -> V {
    let (along, across) = (dot(v, n), cross(n, v));
    [0, 1, 2].map(|i| along * n[i] - across[i])
}

/// Block `b`'s place: blocks are numbered front before back, up before down, left before right.
fn block(b: usize) -> V {
    let sign = |bit: usize, set: i32| if b & bit != 0 { set } else { -set };
    [sign(1, 1), sign(2, -1), sign(4, -1)]
}

/// The 24 stickers, each its block's place and its outward normal. Block `b` holds stickers
/// `3b`, `3b + 1`, `3b + 2`: first the one on the front or back face, then the other two
/// clockwise round the corner as seen from outside (the statement's table).
fn stickers() -> [(V, V); 24] {
    let mut all = [([0; 3], [0; 3]); 24];
    for b in 0..8 {
        let p = block(b);
        let (x, y, z) = ([p[0], 0, 0], [0, p[1], 0], [0, 0, p[2]]);
        // Clockwise seen from outside the corner: the three normals make a left-handed frame.
        let (second, third) = if det(z, x, y) < 0 { (x, y) } else { (y, x) };
        all[3 * b] = (p, z);
        all[3 * b + 1] = (p, second);
        all[3 * b + 2] = (p, third);
    }
    all
}

/// `s` after the move `m`, given as the statement gives moves: `s'[i] = s[m[i]]`.
fn apply(s: &State, m: &[u8; 24]) -> State {
    let mut next = [0; 24];
    for (n, &from) in next.iter_mut().zip(m.iter()) {
        *n = s[usize::from(from)];
    }
    next
}

/// The cube: its nine moves and the tables of its search.
struct Model {
    moves: [[u8; 24]; 9],
    /// Per arrangement of the moving blocks, the arrangement after each move.
    place_moves: Vec<[u16; 9]>,
    /// Per code of twists, the code after each move.
    twist_moves: Vec<[u16; 9]>,
}

impl Model {
    fn new() -> Model {
        let stickers = stickers();
        let find = |place: V, normal: V| {
            stickers
                .iter()
                .position(|&s| s == (place, normal))
                .expect("a quarter turn takes a sticker to a sticker")
        };
        let mut moves = [[0u8; 24]; 9];
        for (f, &n) in TURNED.iter().enumerate() {
            let mut quarter = SOLVED;
            for (i, &(p, d)) in stickers.iter().enumerate() {
                if dot(p, n) > 0 {
                    quarter[find(clockwise(p, n), clockwise(d, n))] = i as u8;
                }
            }
            moves[3 * f] = quarter;
            moves[3 * f + 1] = apply(&quarter, &quarter);
            moves[3 * f + 2] = apply(&moves[3 * f + 1], &quarter);
        }
        // Where each moving place takes its block from, and by how much the block turns: the
        // sticker a move brings to a place's front-or-back sticker tells both.
        let from: Vec<[(usize, u8); 7]> = moves
            .iter()
            .map(|m| {
                let mut from = [(0, 0); 7];
                for (k, &b) in MOVING.iter().enumerate() {
                    let source = usize::from(m[3 * b]);
                    let place = MOVING
                        .iter()
                        .position(|&q| q == source / 3)
                        .expect("no move turns block 6");
                    from[k] = (place, (source % 3) as u8);
                }
                from
            })
            .collect();
        let place_moves = (0..PLACES)
            .map(|rank| {
                let places = unrank(rank);
                let mut after = [0u16; 9];
                for (a, f) in after.iter_mut().zip(&from) {
                    let mut next = [0u8; 7];
                    for (k, &(q, _)) in f.iter().enumerate() {
                        next[k] = places[q];
                    }
                    *a = rank_of(&next) as u16;
                }
                after
            })
            .collect();
        let twist_moves = (0..TWISTS)
            .map(|code| {
                let twists = twists_of(code);
                let mut after = [0u16; 9];
                for (a, f) in after.iter_mut().zip(&from) {
                    let mut next = [0u8; 7];
                    for (k, &(q, turn)) in f.iter().enumerate() {
                        next[k] = (twists[q] + turn) % 3;
                    }
                    *a = twist_code(&next) as u16;
                }
                after
            })
            .collect();
        Model {
            moves,
            place_moves,
            twist_moves,
        }
    }

    /// The input's state: 24 sticker numbers, a real cube with block 6 in place, nothing after.
    fn read_input(&self, input: &[u8]) -> Result<State, String> {
        let text = input.strip_prefix(b"\xef\xbb\xbf").unwrap_or(input);
        let tokens: Vec<&[u8]> = text
            .split(|&b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c))
            .filter(|t| !t.is_empty())
            .collect();
        if tokens.len() != 24 {
            return Err(format!("{} numbers, not 24", tokens.len()));
        }
        let mut state = [0u8; 24];
        let mut seen = [false; 24];
        for (i, token) in tokens.iter().enumerate() {
            let shown = String::from_utf8_lossy(token);
            let digits = shown.strip_prefix('+').unwrap_or(&shown);
            let value = match digits.parse::<u64>() {
                Ok(v) if v < 24 && digits.bytes().all(|b| b.is_ascii_digit()) => v as usize,
                _ => return Err(format!("sticker {} is {:?}, not a number 0..=23", i, shown)),
            };
            if seen[value] {
                return Err(format!("sticker number {} appears twice", value));
            }
            seen[value] = true;
            state[i] = value as u8;
        }
        for b in 0..8 {
            let first = state[3 * b];
            let (block, turn) = (first / 3, first % 3);
            if (1..3).any(|k| state[3 * b + k] != 3 * block + (turn + k as u8) % 3) {
                return Err(format!(
                    "stickers {}..={} are not one block's three stickers in their order round it",
                    3 * b,
                    3 * b + 2
                ));
            }
        }
        if state[18..21] != [18, 19, 20] {
            return Err("stickers 18, 19 and 20 are not in place".to_string());
        }
        let twist: u32 = (0..8).map(|b| u32::from(state[3 * b] % 3)).sum();
        if twist % 3 != 0 {
            return Err(format!(
                "the corners are twisted by {} third(s) of a turn in all",
                twist % 3
            ));
        }
        Ok(state)
    }

    /// The search's number for a real state: the moving blocks' arrangement, then the twists.
    fn index(&self, s: &State) -> usize {
        let mut places = [0u8; 7];
        let mut twists = [0u8; 7];
        for (k, &b) in MOVING.iter().enumerate() {
            let first = s[3 * b];
            places[k] = MOVING
                .iter()
                .position(|&q| q == usize::from(first / 3))
                .expect("block 6 stays in place") as u8;
            twists[k] = first % 3;
        }
        rank_of(&places) * TWISTS + twist_code(&twists)
    }

    /// The fewest moves that solve `s`: a breadth-first search from the solved cube, one layer
    /// at a time over a byte per state, until it reaches `s`; `None` if it never does.
    fn distance(&self, s: &State) -> Option<u8> {
        let target = self.index(s);
        let mut depth = vec![u8::MAX; PLACES * TWISTS];
        depth[self.index(&SOLVED)] = 0;
        let mut layer = 0u8;
        while depth[target] == u8::MAX {
            let mut reached = false;
            for i in 0..depth.len() {
                if depth[i] != layer {
                    continue;
                }
                let (places, twists) = (&self.place_moves[i / TWISTS], &self.twist_moves[i % TWISTS]);
                for (&p, &t) in places.iter().zip(twists.iter()) {
                    let next = usize::from(p) * TWISTS + usize::from(t);
                    if depth[next] == u8::MAX {
                        depth[next] = layer + 1;
                        reached = true;
                    }
                }
            }
            if !reached {
                return None;
            }
            layer += 1;
        }
        Some(depth[target])
    }

    /// Judges the program's output for the state `start`.
    fn judge(&self, start: State, text: &str) -> Result<(), String> {
        let optimum = match self.distance(&start) {
            Some(d) => usize::from(d),
            None => {
                println!("the test's input is broken: no sequence of moves solves it");
                exit(2)
            }
        };
        let mut lines = text
            .lines()
            .map(str::trim_end)
            .enumerate()
            .map(|(i, l)| (i + 1, l));
        let count_line = lines.next().map_or("", |(_, l)| l);
        let count: usize = count_line
            .trim()
            .parse()
            .map_err(|_| format!("line 1: expected the number of moves, got {}", quoted(count_line)))?;
        if count != optimum {
            return Err(format!("{} moves, but the optimum is {}", count, optimum));
        }
        let mut now = start;
        for k in 0..count {
            let (line, name) = lines
                .next()
                .ok_or_else(|| format!("move {} of {} is missing", k + 1, count))?;
            let m = NAMES.iter().position(|&n| n == name.trim()).ok_or_else(|| {
                format!(
                    "line {}: {} is not a move ({})",
                    line,
                    quoted(name),
                    NAMES.join(" ")
                )
            })?;
            now = apply(&now, &self.moves[m]);
            let (line, shown) = lines
                .next()
                .ok_or_else(|| format!("the state after move {} is missing", k + 1))?;
            let numbers: Option<Vec<u8>> = shown.split_whitespace().map(|t| t.parse().ok()).collect();
            if numbers.as_deref() != Some(&now[..]) {
                return Err(format!(
                    "line {}: the state after {} should be {:?}, got {}",
                    line,
                    name.trim(),
                    now,
                    quoted(shown)
                ));
            }
        }
        if now != SOLVED {
            return Err("the last state is not solved".to_string());
        }
        match lines.find(|(_, l)| !l.trim().is_empty()) {
            Some((line, extra)) => Err(format!(
                "line {}: unexpected {} after the answer",
                line,
                quoted(extra)
            )),
            None => Ok(()),
        }
    }
}

/// The rank of an arrangement of 0..7 among all 5040, in lexicographic order.
fn rank_of(places: &[u8; 7]) -> usize {
    let mut rank = 0;
    for i in 0..7 {
        let smaller_after = places[i + 1..].iter().filter(|&&p| p < places[i]).count();
        rank = rank * (7 - i) + smaller_after;
    }
    rank
}

/// The arrangement of rank `rank`.
fn unrank(mut rank: usize) -> [u8; 7] {
    let mut digits = [0usize; 7];
    for i in (0..7).rev() {
        digits[i] = rank % (7 - i);
        rank /= 7 - i;
    }
    let mut left: Vec<u8> = (0..7).collect();
    let mut places = [0u8; 7];
    for (p, &d) in places.iter_mut().zip(digits.iter()) {
        *p = left.remove(d);
    }
    places
}

/// The twists of the first six moving blocks in base 3.
fn twist_code(twists: &[u8; 7]) -> usize {
    twists[..6].iter().fold(0, |code, &t| code * 3 + usize::from(t))
}

/// The seven twists of code `code`, the last making the sum 0 mod 3.
fn twists_of(mut code: usize) -> [u8; 7] {
    let mut twists = [0u8; 7];
    for t in twists[..6].iter_mut().rev() {
        *t = (code % 3) as u8;
        code /= 3;
    }
    let sum: u8 = twists[..6].iter().sum();
    twists[6] = (3 - sum % 3) % 3;
    twists
}

/// Output text quoted in a reason: its first 40 characters, `...` when cut.
fn quoted(text: &str) -> String {
    let mut cut: String = text.chars().take(40).collect();
    if cut.len() < text.len() {
        cut.push_str("...");
    }
    format!("{:?}", cut)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The statement's table of stickers: the faces each block's three stickers lie on.
    #[test]
    fn stickers_are_the_statements() {
        let table = ["FLU", "FUR", "FDL", "FRD", "BUL", "BRU", "BLD", "BDR"];
        let face = |n: V| match n {
            [0, 0, 1] => 'F',
            [0, 0, -1] => 'B',
            [1, 0, 0] => 'R',
            [-1, 0, 0] => 'L',
            [0, 1, 0] => 'U',
            _ => 'D',
        };
        let all = stickers();
        for (b, faces) in table.iter().enumerate() {
            let got: String = (0..3).map(|k| face(all[3 * b + k].1)).collect();
            assert_eq!(&got, faces, "block {}", b);
            for k in 0..3 {
                assert_eq!(dot(all[3 * b + k].0, all[3 * b + k].1), 1, "sticker on its block");
            }
        }
    }

    /// The statement's F+, R+ and U+.
    #[test]
    fn moves_are_the_statements() {
        let model = Model::new();
        let given: [[u8; 24]; 3] = [
            [
                6, 7, 8, 0, 1, 2, 9, 10, 11, 3, 4, 5, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            ],
            [
                0, 1, 2, 11, 9, 10, 6, 7, 8, 22, 23, 21, 12, 13, 14, 4, 5, 3, 18, 19, 20, 17, 15, 16,
            ],
            [
                5, 3, 4, 16, 17, 15, 6, 7, 8, 9, 10, 11, 1, 2, 0, 14, 12, 13, 18, 19, 20, 21, 22, 23,
            ],
        ];
        for (f, m) in given.iter().enumerate() {
            assert_eq!(&model.moves[3 * f], m, "{}", NAMES[3 * f]);
            let four = (0..4).fold(SOLVED, |s, _| apply(&s, m));
            assert_eq!(four, SOLVED);
        }
    }

    /// The search's layers are the pocket cube's known counts in this metric (OEIS A079761).
    #[test]
    fn layers_are_the_known_counts() {
        let model = Model::new();
        let mut depth = vec![u8::MAX; PLACES * TWISTS];
        depth[model.index(&SOLVED)] = 0;
        let mut counts = vec![1];
        for layer in 0..12u8 {
            let mut reached = 0;
            for i in 0..depth.len() {
                if depth[i] == layer {
                    for m in 0..9 {
                        let next = usize::from(model.place_moves[i / TWISTS][m]) * TWISTS
                            + usize::from(model.twist_moves[i % TWISTS][m]);
                        if depth[next] == u8::MAX {
                            depth[next] = layer + 1;
                            reached += 1;
                        }
                    }
                }
            }
            counts.push(reached);
        }
        assert_eq!(
            counts,
            [1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644, 0]
        );
    }

    /// The sample: two moves, and the states the sample output prints.
    #[test]
    fn the_sample() {
        let model = Model::new();
        let input = b"10 11 9 5 3 4 6 7 8 22 23 21 1 2 0 14 12 13 18 19 20 17 15 16\n";
        let start = model.read_input(input).unwrap();
        assert_eq!(model.distance(&start), Some(2));
        let answer = "2\nU-\n0 1 2 11 9 10 6 7 8 22 23 21 12 13 14 4 5 3 18 19 20 17 15 16\nR-\n\
                      0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n";
        assert_eq!(model.judge(start, answer), Ok(()));
        let wrong = answer.replace("R-", "R+");
        assert!(model
            .judge(start, &wrong)
            .unwrap_err()
            .starts_with("line 5: the state after R+"));
    }
}
