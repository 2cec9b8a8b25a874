//! Long walks by their period: a deterministic step on a finite set of states, repeated more
//! times than could be walked one step at a time, with the scores of the steps added up.
//!
//! A walk whose next state depends only on the state it is in must repeat a state within as many
//! steps as there are states; from the first repeat on it goes round the same cycle for ever.
//! [`total_score`] walks until that first repeat (marking each state in a bitset), measures the
//! cycle once, and adds whole turns of it by multiplication: a die rolled 2^64 - 1 times over a
//! board of a few hundred cells is answered in a few tens of thousands of steps.

/// The total score of `steps` steps of the walk from `start`: `step(s)` gives the state after `s`
/// and the score of that step, which must depend only on `s`; `index(s)` numbers a state
/// `0..states`, equal numbers for equal states (the walk never compares states otherwise).
///
/// When `steps <= states` the walk is made step by step. Otherwise it goes on, a bit a state
/// marking where it has been, to the first state seen twice, after `tail + cycle` steps (at most
/// the number of different states the walk meets); it goes once round the cycle to learn its
/// length and score, adds as many whole turns as fit in the steps left, and walks the rest
/// (fewer than `cycle` steps). The total is exact: at most `steps * (2^64 - 1)`, below 2^128.
///
/// O(min(steps, tail + 3 * cycle)) calls of `step`; `states / 8` bytes of memory when
/// `steps > states`, none otherwise.
///
/// # Panics
/// If `steps > states` and `index` numbers a state the walk meets `states` or more.
///
/// ```
/// use cubesmith::period::total_score;
///
/// // Round a clock of 12 hours from 0, each step scoring the hour it reaches.
/// let total = total_score(0usize, u64::MAX, 12, |h| h, |h| ((h + 1) % 12, (h as u64 + 1) % 12));
/// // A turn of the clock scores 0 + 1 + ... + 11 = 66; u64::MAX steps are that many turns and
/// // 3 steps more (1 + 2 + 3).
/// assert_eq!(total, u128::from(u64::MAX / 12) * 66 + 6);
/// ```
pub fn total_score<S: Copy>(
    start: S,
    steps: u64,
    states: usize,
    index: impl Fn(S) -> usize,
    mut step: impl FnMut(S) -> (S, u64),
) -> u128 {
    if steps <= states as u64 {
        return walked(start, steps, &mut step).1;
    }
    // Every state up to the first repeat is marked; no state repeats within `states` steps.
    let mut seen = vec![0u64; (states + 63) / 64];
    let (mut state, mut before, mut total) = (start, 0u64, 0u128);
    loop {
        let i = index(state);
        let (word, bit) = (&mut seen[i / 64], 1u64 << (i % 64));
        if *word & bit != 0 {
            break;
        }
        *word |= bit;
        let (next, score) = step(state);
        state = next;
        total += u128::from(score);
        before += 1;
    }
    // `state` is the first one seen twice: the cycle starts there. `before < steps`, since
    // `before <= states < steps`.
    let (cycle, cycle_score) = measured(state, &index, &mut step);
    let left = steps - before;
    let (_, rest) = walked(state, left % cycle, &mut step);
    total + u128::from(left / cycle) * cycle_score + rest
}

/// The state after `steps` steps of the walk from `start`, and their total score. O(steps).
fn walked<S: Copy>(start: S, steps: u64, step: &mut impl FnMut(S) -> (S, u64)) -> (S, u128) {
    let (mut state, mut total) = (start, 0u128);
    for _ in 0..steps {
        let (next, score) = step(state);
        state = next;
        total += u128::from(score);
    }
    (state, total)
}

/// The length and total score of the cycle through `start`, which must lie on one: the steps
/// until the walk is back at `start`'s index. O(length).
fn measured<S: Copy>(
    start: S,
    index: &impl Fn(S) -> usize,
    step: &mut impl FnMut(S) -> (S, u64),
) -> (u64, u128) {
    let home = index(start);
    let (mut state, mut length, mut total) = (start, 0u64, 0u128);
    loop {
        let (next, score) = step(state);
        state = next;
        length += 1;
        total += u128::from(score);
        if index(state) == home {
            return (length, total);
        }
    }
}

#[cfg(test)]
mod tests;
