use super::*;
use crate::cube3::optimal::{shortest, Metric};
use crate::cube3::sym48::{Reach, Symmetries48};
use crate::rng::Rng;

/// On a small table (one flip bit, exact within 5 moves), random scrambles of up to 8 moves are
/// solved as short as the plain optimal solver solves them, and each solution solves its cube;
/// kept based too, and with one worker or two.
#[test]
fn solutions_are_as_short_as_the_plain_solvers() {
    let index = || Index48::new(&Symmetries48::new(), 1);
    let exact = Table48::build(index(), Reach { short: 3, ext: 2 }, 2, |_, _| {});
    let based = Table48::build(index(), Reach { short: 3, ext: 2 }, 2, |_, _| {}).into_based();
    let mut rng = Rng::new(48);
    for (t, table) in [&exact, &based].iter().enumerate() {
        let search = Search48::new(table, 1 + t);
        for n in 0..40 {
            let scramble: Vec<Move> = (0..n % 9).map(|_| Move::ALL[rng.below(18) as usize]).collect();
            let cube = Cubies::SOLVED.apply_all(&scramble);
            let want = shortest(&cube, Metric::Half, 8).expect("within 8 moves").len();
            assert!(search.lower_bound(&cube) <= want);
            let (moves, nodes) = search.solve(&cube, 20);
            let moves = moves.expect("a solution");
            assert_eq!(moves.len(), want, "{:?}", scramble);
            assert_eq!(cube.apply_all(&moves), Cubies::SOLVED, "{:?}", scramble);
            assert!(nodes >= 1);
        }
    }
}

/// A bound too small finds nothing.
#[test]
fn no_solution_within_too_few_moves() {
    let index = Index48::new(&Symmetries48::new(), 0);
    let table = Table48::build(index, Reach { short: 2, ext: 1 }, 1, |_, _| {});
    let search = Search48::new(&table, 2);
    let cube = Cubies::SOLVED.apply_all(&[Move::ALL[0], Move::ALL[4], Move::ALL[7], Move::ALL[10]]);
    let want = shortest(&cube, Metric::Half, 8).unwrap().len();
    assert_eq!(search.solve(&cube, want - 1).0, None);
    assert_eq!(search.solve(&cube, want).0.map(|m| m.len()), Some(want));
}
