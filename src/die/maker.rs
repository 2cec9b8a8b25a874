//! The die-maker solver (AOJ 1197 "A Die Maker").
//!
//! A die starts with 0 on every face. Rolling it to the east, north, south or west (as in
//! [`super::orientation`]) puts that side's face on the board and adds 1 to it. [`smallest_rolls`] finds the lexicographically smallest roll
//! string (`E < N < S < W`) after which the six faces carry a given multiset of numbers.
//!
//! # How the solver works
//!
//! Faces come in three opposite pairs. A roll always lands a face of a pair that is not vertical,
//! and that pair becomes the vertical one; which face of the pair lands is free (roll one way or
//! the other). So a multiset of remaining counts is achievable exactly when the pair totals can be
//! written as a sequence with no pair twice in a row that does not start with the vertical pair:
//! [`achievable`], an O(1) test. For one assignment of the numbers to the faces, the smallest string
//! is then built greedily: take the first roll after which the rest is still achievable.
//!
//! A greedy walk settles into cycles (the same rolls bring the die back to the same orientation)
//! that repeat until some count runs out. Every decision inside a cycle is a linear inequality
//! over the remaining counts, so the walk simulates one cycle, computes how many repetitions keep
//! every inequality's truth value, and takes them all at once. A string is thus kept as a few
//! periodic runs ([`Rolls`]), compared run by run, and only the characters asked for are spelled.

use super::orientation::{Face, Move, Orientation};
use std::cmp::Ordering;

/// The rolls in the order of their letters, `E < N < S < W`: the order of roll strings.
pub const ROLLS_BY_LETTER: [Move; 4] = [Move::East, Move::North, Move::South, Move::West];

/// The physical face on the board in orientation `o`, as an index (see [`Face::index`]):
/// opposite faces differ in the lowest bit, so `face / 2` is the face's opposite pair.
fn bottom(o: Orientation) -> usize {
    o.face_at(Face::Bottom).index()
}

/// Whether `rest[f]` more landings of each physical face `f` can still be made when the faces of
/// pair `vertical` are on top and bottom. Exact; O(1).
///
/// Each landing picks a pair that is not the vertical one and makes it vertical, with a free
/// choice of its face, so this asks for a sequence of pairs with no pair twice in a row that does
/// not start with `vertical`: every pair total `c` must satisfy `2c <= n + 1` (n the sum), and the
/// vertical one, which in effect opens the sequence, `2c <= n`.
///
/// # Panics
/// If `vertical >= 3`.
pub fn achievable(rest: &[u32; 6], vertical: usize) -> bool {
    let n: u64 = rest.iter().map(|&c| u64::from(c)).sum();
    (0..3).all(|pair| {
        let c = u64::from(rest[2 * pair]) + u64::from(rest[2 * pair + 1]);
        if pair == vertical {
            2 * c <= n
        } else {
            2 * c <= n + 1
        }
    })
}

/// A roll string kept as periodic runs: each run is a pattern of rolls repeated some times.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rolls {
    letters: Vec<u8>,
    runs: Vec<Run>,
    len: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    start: usize,
    period: usize,
    repeats: u64,
}

impl Run {
    fn len(self) -> u64 {
        self.period as u64 * self.repeats
    }
}

impl Rolls {
    /// The number of rolls. O(1).
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether there are no rolls. O(1).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The number of periodic runs the string is kept as. O(1).
    pub fn run_count(&self) -> usize {
        self.runs.len()
    }

    fn push(&mut self, pattern: &[u8], repeats: u64) {
        if repeats == 0 || pattern.is_empty() {
            return;
        }
        let start = self.letters.len();
        self.letters.extend_from_slice(pattern);
        self.runs.push(Run {
            start,
            period: pattern.len(),
            repeats,
        });
        self.len += pattern.len() as u64 * repeats;
    }

    fn pattern(&self, run: Run) -> &[u8] {
        &self.letters[run.start..run.start + run.period]
    }

    /// Appends the letters at 0-based positions `from..to` (clamped to the string) to `out`.
    /// O(runs + to - from).
    pub fn spell(&self, from: u64, to: u64, out: &mut Vec<u8>) {
        let to = to.min(self.len);
        let mut run_start = 0u64;
        for &run in &self.runs {
            let run_end = run_start + run.len();
            if run_end > from && run_start < to {
                let pattern = self.pattern(run);
                let lo = from.max(run_start) - run_start;
                let hi = to.min(run_end) - run_start;
                for i in lo..hi {
                    out.push(pattern[(i % run.period as u64) as usize]);
                }
            }
            run_start = run_end;
        }
    }

    /// The whole string as letters. O(len).
    pub fn to_letters(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len as usize);
        self.spell(0, self.len, &mut out);
        out
    }

    /// Lexicographic comparison of the letter strings (a proper prefix is smaller).
    /// O((runs of both) * (longest period)): equal stretches of two periodic runs are skipped
    /// after comparing `p + q` letters (Fine and Wilf).
    pub fn cmp_letters(&self, other: &Rolls) -> Ordering {
        let mut cursor = Cursor::new(other);
        for &run in &self.runs {
            match cursor.cmp_run(self.pattern(run), run.repeats) {
                Ordering::Equal => {}
                unequal => return unequal.reverse(),
            }
        }
        if cursor.at_end() {
            Ordering::Equal
        } else {
            Ordering::Less
        }
    }
}

/// A position inside a [`Rolls`]: a run and an offset into its expansion.
struct Cursor<'a> {
    rolls: &'a Rolls,
    run: usize,
    offset: u64,
}

impl<'a> Cursor<'a> {
    fn new(rolls: &'a Rolls) -> Cursor<'a> {
        Cursor {
            rolls,
            run: 0,
            offset: 0,
        }
    }

    fn at_end(&self) -> bool {
        self.run == self.rolls.runs.len()
    }

    /// Compares the letters from here on with `pattern` repeated `repeats` times, and moves past
    /// them. `Greater` means the letters here are greater than the pattern's; `Less` also when
    /// they end first.
    fn cmp_run(&mut self, pattern: &[u8], repeats: u64) -> Ordering {
        let mut left = pattern.len() as u64 * repeats;
        let mut phase = 0u64;
        while left > 0 {
            let run = match self.rolls.runs.get(self.run) {
                None => return Ordering::Less,
                Some(&run) => run,
            };
            let here = self.rolls.pattern(run);
            let stretch = left.min(run.len() - self.offset);
            // Two periodic strings that agree on p + q letters agree on any longer stretch.
            let probe = stretch.min((here.len() + pattern.len()) as u64);
            for i in 0..probe {
                let mine = here[((self.offset + i) % here.len() as u64) as usize];
                let theirs = pattern[((phase + i) % pattern.len() as u64) as usize];
                match mine.cmp(&theirs) {
                    Ordering::Equal => {}
                    unequal => return unequal,
                }
            }
            phase = (phase + stretch) % pattern.len() as u64;
            left -= stretch;
            self.offset += stretch;
            if self.offset == run.len() {
                self.run += 1;
                self.offset = 0;
            }
        }
        Ordering::Equal
    }
}

/// The lexicographically smallest roll string after which the faces carry the numbers `order`
/// in some arrangement, or `None` if no string does. Every such string has `sum(order)` rolls.
///
/// O(d * r * k) where d <= 720 is the number of distinct arrangements of `order`, r the number of
/// runs of a greedy walk (a few dozen) and k <= 24 * 16 the work to simulate one cycle; the string
/// itself is never spelled out (see [`Rolls::spell`]).
///
/// # Example
/// ```
/// let rolls = cubesmith::die::maker::smallest_rolls(&[1, 1, 1, 1, 1, 1]).unwrap();
/// assert_eq!(rolls.to_letters(), b"EEENEE".to_vec());
/// assert!(cubesmith::die::maker::smallest_rolls(&[0, 0, 0, 0, 0, 2]).is_none());
/// ```
pub fn smallest_rolls(order: &[u32; 6]) -> Option<Rolls> {
    smallest_over_arrangements(order, true)
}

fn smallest_over_arrangements(order: &[u32; 6], cycles: bool) -> Option<Rolls> {
    let mut arrangement = *order;
    arrangement.sort_unstable();
    let mut best: Option<Rolls> = None;
    loop {
        if let Some(rolls) = greedy_walk(&arrangement, cycles, best.as_ref()) {
            best = Some(rolls);
        }
        if !next_permutation(&mut arrangement) {
            return best;
        }
    }
}

/// Rearranges `v` into the next permutation in lexicographic order; false after the last.
fn next_permutation(v: &mut [u32]) -> bool {
    let n = v.len();
    let mut i = n;
    while i > 1 && v[i - 2] >= v[i - 1] {
        i -= 1;
    }
    if i <= 1 {
        return false;
    }
    let pivot = i - 2;
    let mut j = n - 1;
    while v[j] <= v[pivot] {
        j -= 1;
    }
    v.swap(pivot, j);
    v[pivot + 1..].reverse();
    true
}

/// A linear inequality `coef . rest + constant >= 0` over the remaining counts.
#[derive(Clone, Copy)]
struct Atom {
    coef: [i64; 6],
    constant: i64,
}

impl Atom {
    fn value(&self, rest: &[u32; 6]) -> i64 {
        let dot: i64 = (0..6).map(|f| self.coef[f] * i64::from(rest[f])).sum();
        dot + self.constant
    }

    fn slope(&self, used: &[u32; 6]) -> i64 {
        (0..6).map(|f| self.coef[f] * i64::from(used[f])).sum()
    }
}

/// The inequalities whose conjunction says "landing `face` now leaves an achievable rest",
/// in the order they are tested: `rest[face] >= 1`, then [`achievable`] after the landing.
fn landing_atoms(face: usize) -> [Atom; 4] {
    let mut atoms = [Atom {
        coef: [0; 6],
        constant: 0,
    }; 4];
    atoms[0].coef[face] = 1;
    atoms[0].constant = -1;
    for pair in 0..3 {
        // After the landing n' = n - 1; the landed pair's total drops by one and it becomes the
        // vertical pair, so it needs n' - 2c' = n - 2c + 1 >= 0; another pair needs
        // n' + 1 - 2c = n - 2c >= 0.
        let atom = &mut atoms[pair + 1];
        atom.coef = [1; 6];
        atom.coef[2 * pair] = -1;
        atom.coef[2 * pair + 1] = -1;
        atom.constant = if pair == face / 2 { 1 } else { 0 };
    }
    atoms
}

/// The state of one greedy walk: orientation and the counts still to land on each face.
#[derive(Clone, Copy)]
struct Walk {
    die: Orientation,
    rest: [u32; 6],
    left: u64,
}

impl Walk {
    /// One greedy step: the first roll whose landing keeps the rest achievable. Records every
    /// inequality it tested, with its value now, in `tested`.
    fn step(&mut self, tested: &mut Vec<(Atom, i64)>) -> Move {
        for &roll in ROLLS_BY_LETTER.iter() {
            let next = self.die.apply(roll);
            let face = bottom(next);
            let mut ok = true;
            for atom in landing_atoms(face).iter() {
                let value = atom.value(&self.rest);
                tested.push((*atom, value));
                if value < 0 {
                    ok = false;
                    break;
                }
            }
            if ok {
                self.die = next;
                self.rest[face] -= 1;
                self.left -= 1;
                return roll;
            }
        }
        unreachable!("an achievable rest always has an achievable next landing")
    }
}

/// The longest cycle of orientations a walk can settle into: the die has 24 orientations.
const MAX_PERIOD: usize = 24;

/// The greedy (smallest) roll string landing `target[f]` times on each physical face `f`, if
/// that is achievable and the string is smaller than `bound`. The walk stops as soon as it is
/// known to be larger: most arrangements lose within their first runs. With `cycles`, repeated
/// cycles are taken in one jump; without, every roll is simulated (the slow reference the tests
/// compare with).
fn greedy_walk(target: &[u32; 6], cycles: bool, bound: Option<&Rolls>) -> Option<Rolls> {
    if !achievable(target, Face::Bottom.index() / 2) {
        return None;
    }
    let mut walk = Walk {
        die: Orientation::IDENTITY,
        rest: *target,
        left: target.iter().map(|&c| u64::from(c)).sum(),
    };
    let mut rolls = Rolls::default();
    // While the walk equals `bound` so far, each new run is compared with it.
    let mut tracking = bound.map(Cursor::new);
    let mut tested = Vec::new();
    let mut pattern = Vec::with_capacity(MAX_PERIOD);
    while walk.left > 0 {
        let start = walk;
        tested.clear();
        pattern.clear();
        while walk.left > 0 && pattern.len() < MAX_PERIOD {
            pattern.push(walk.step(&mut tested).letter());
            if cycles && walk.die == start.die {
                break;
            }
        }
        if !(cycles && walk.die == start.die) {
            // No cycle closed: what was simulated is still the greedy string, one roll a run.
            for &letter in &pattern {
                if !still_smaller(&mut tracking, &[letter], 1) {
                    return None;
                }
                rolls.push(&[letter], 1);
            }
            continue;
        }
        let mut used = start.rest;
        for (u, &now) in used.iter_mut().zip(walk.rest.iter()) {
            *u -= now;
        }
        let repeats = repeats_keeping(&tested, &used).min(start.left / pattern.len() as u64);
        if !still_smaller(&mut tracking, &pattern, repeats) {
            return None;
        }
        rolls.push(&pattern, repeats);
        walk = start;
        for (rest, &u) in walk.rest.iter_mut().zip(used.iter()) {
            *rest -= u * repeats as u32;
        }
        walk.left -= pattern.len() as u64 * repeats;
    }
    // Equal to the bound all the way: not smaller.
    if tracking.is_some() {
        return None;
    }
    Some(rolls)
}

/// Compares the next run of a walk with the bound it is tracking. False when the walk has become
/// larger than the bound; once it is smaller, tracking stops (`None`) and every run is kept.
fn still_smaller(tracking: &mut Option<Cursor<'_>>, pattern: &[u8], repeats: u64) -> bool {
    let verdict = match tracking.as_mut() {
        None => return true,
        Some(cursor) => cursor.cmp_run(pattern, repeats),
    };
    match verdict {
        // The bound's letters are greater: this walk is smaller from here on.
        Ordering::Greater => {
            *tracking = None;
            true
        }
        Ordering::Equal => true,
        Ordering::Less => false,
    }
}

/// How many repetitions of a cycle keep the truth value of every inequality it tested, when each
/// repetition lands `used[f]` more times on face `f`. At least 1: the first repetition is the one
/// that was simulated.
fn repeats_keeping(tested: &[(Atom, i64)], used: &[u32; 6]) -> u64 {
    let mut repeats = u64::MAX;
    for (atom, value) in tested {
        // Repetition r sees value - r * slope; find the first r at which the sign changes.
        let slope = atom.slope(used);
        let limit = if *value >= 0 && slope > 0 {
            value / slope + 1
        } else if *value < 0 && slope < 0 {
            (-value - 1) / -slope + 1
        } else {
            continue;
        };
        repeats = repeats.min(limit as u64);
    }
    repeats
}

#[cfg(test)]
mod tests;
