use super::*;
use crate::rng::Rng;
use std::collections::{HashMap, HashSet};

/// Every cube of G3 and its distance from solved, by a breadth-first search over cubies with a
/// hash map: nothing shared with the table but the cubie model.
fn squares_by_cubies() -> HashMap<Cubies, u8> {
    let half: Vec<Cubies> = HALF_TURNS.iter().map(|&m| move_cubies(m)).collect();
    let mut dist = HashMap::with_capacity(SQUARES);
    dist.insert(Cubies::SOLVED, 0u8);
    let mut level = vec![Cubies::SOLVED];
    let mut d = 0;
    while !level.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for c in level.iter() {
            for t in half.iter() {
                let c2 = c.then(t);
                if let std::collections::hash_map::Entry::Vacant(e) = dist.entry(c2) {
                    e.insert(d);
                    next.push(c2);
                }
            }
        }
        level = next;
    }
    dist
}

fn random_h(rng: &mut Rng, n: usize) -> Cubies {
    (0..n).fold(Cubies::SOLVED, |c, _| {
        c.apply(PHASE2_MOVES[rng.below(10) as usize])
    })
}

fn random_square(rng: &mut Rng, n: usize) -> Cubies {
    (0..n).fold(Cubies::SOLVED, |c, _| c.apply(HALF_TURNS[rng.below(6) as usize]))
}

#[test]
fn every_square_distance_is_the_breadth_first_search_of_cubies() {
    let squares = Squares::new();
    let by_cubies = squares_by_cubies();
    assert_eq!(by_cubies.len(), SQUARES);
    let mut indices = HashSet::with_capacity(SQUARES);
    let mut histogram = [0usize; 16];
    for (c, &d) in by_cubies.iter() {
        let i = squares.square_index(&Perms::of(c)).expect("a cube of G3");
        assert!(indices.insert(i), "two cubes with index {}", i);
        assert_eq!(squares.square_distance(i), d, "{:?}", c);
        histogram[d as usize] += 1;
    }
    // God's number of the squares group is 15.
    assert!(histogram[15] > 0);
    assert_eq!(histogram.iter().sum::<usize>(), SQUARES);
}

#[test]
fn cubes_of_h_outside_g3_have_no_square_index() {
    let squares = Squares::new();
    let by_cubies = squares_by_cubies();
    let mut rng = Rng::new(11);
    let mut outside = 0;
    for n in 0..3000 {
        let c = random_h(&mut rng, n % 25);
        let inside = by_cubies.contains_key(&c);
        assert_eq!(squares.square_index(&Perms::of(&c)).is_some(), inside, "{:?}", c);
        assert_eq!(squares.coset(&Perms::of(&c)) == 0, inside, "{:?}", c);
        outside += usize::from(!inside);
    }
    assert!(outside > 2000);
}

#[test]
fn solve_square_gives_shortest_half_turn_solutions() {
    let squares = Squares::new();
    let by_cubies = squares_by_cubies();
    let mut rng = Rng::new(12);
    for n in 0..2000 {
        let c = random_square(&mut rng, n % 30);
        let mut moves = Vec::new();
        assert!(squares.solve_square(&Perms::of(&c), &mut moves));
        assert_eq!(c.apply_all(&moves), Cubies::SOLVED);
        assert_eq!(moves.len(), usize::from(by_cubies[&c]));
        assert!(moves.iter().all(|m| HALF_TURNS.contains(m)));
    }
    let outside = Cubies::SOLVED.apply(Move::new(Face::U, 1));
    let mut moves = Vec::new();
    assert!(!squares.solve_square(&Perms::of(&outside), &mut moves));
    assert!(moves.is_empty());
}

#[test]
fn the_coset_coordinate_names_cosets_of_g3() {
    let squares = Squares::new();
    let mut rng = Rng::new(13);
    for n in 0..10_000 {
        let x = random_h(&mut rng, n % 30);
        let coset = squares.coset(&Perms::of(&x));
        // The same for any cube of G3 followed by x: its pieces renamed.
        let g = random_square(&mut rng, 20);
        assert_eq!(squares.coset(&Perms::of(&g.then(&x))), coset);
        // A move of the cube is a move of the coordinate.
        for (j, &m) in PHASE2_MOVES.iter().enumerate() {
            assert_eq!(
                squares.coset(&Perms::of(&x.apply(m))),
                squares.coset_move(coset, j)
            );
        }
    }
    // Every value is a cube's: a breadth-first search over cubes of H, one per value. With the
    // invariance above, the coordinate is one-to-one on the 29,400 cosets.
    let mut seen = vec![false; COSETS];
    let mut queue = vec![Cubies::SOLVED];
    seen[0] = true;
    while let Some(c) = queue.pop() {
        for &m in PHASE2_MOVES.iter() {
            let c2 = c.apply(m);
            let coset = squares.coset(&Perms::of(&c2));
            if !seen[coset] {
                seen[coset] = true;
                queue.push(c2);
            }
        }
    }
    assert!(seen.iter().all(|&s| s), "a coset never reached");
}

#[test]
fn the_wide_coset_follows_any_move_and_gives_the_coset_in_h() {
    let squares = Squares::new();
    let mut rng = Rng::new(14);
    for n in 0..10_000 {
        // Any cube, mostly outside H.
        let x = Cubies::random(&mut rng);
        let w = squares.wide_coset(&Perms::of(&x));
        // The same for any cube of G3 followed by x: its pieces renamed.
        let g = random_square(&mut rng, 20);
        assert_eq!(squares.wide_coset(&Perms::of(&g.then(&x))), w);
        // A move of the cube is a move of the coordinate, whatever the move.
        for &m in Move::ALL.iter() {
            assert_eq!(
                squares.wide_coset(&Perms::of(&x.apply(m))),
                squares.wide_coset_move(w, m)
            );
        }
        // In H it names the coset as `coset` does; a cube whose M-slice edges are not all in
        // U and D positions is in no coset of H.
        let h = random_h(&mut rng, n % 30);
        let wh = squares.wide_coset(&Perms::of(&h));
        assert_eq!(squares.coset_in_h(wh), Some(squares.coset(&Perms::of(&h))));
        let m_outside = x.ep[..8].iter().filter(|&&e| e < 8 && e & 1 == 1).count() < 4;
        assert_eq!(squares.coset_in_h(w).is_none(), m_outside);
    }
    // Every value is a cube's: a search over cubes, one per value, reaches all 420 * 495.
    let mut seen = HashSet::new();
    let mut queue = vec![Cubies::SOLVED];
    seen.insert(squares.wide_coset(&Perms::of(&Cubies::SOLVED)));
    while let Some(c) = queue.pop() {
        for &m in Move::ALL.iter() {
            let c2 = c.apply(m);
            if seen.insert(squares.wide_coset(&Perms::of(&c2))) {
                queue.push(c2);
            }
        }
    }
    assert_eq!(seen.len(), CORNER_COSETS * 495);
}

#[test]
fn coset_distances_agree_with_a_search_of_all_short_move_sequences() {
    let squares = Squares::new();
    let g3: HashSet<Cubies> = squares_by_cubies().keys().copied().collect();
    let turns: Vec<Cubies> = PHASE2_MOVES.iter().map(|&m| move_cubies(m)).collect();
    // The fewest moves of H that take x into G3, if at most `depth`: every sequence tried.
    fn brute(x: &Cubies, g3: &HashSet<Cubies>, turns: &[Cubies], depth: usize) -> Option<usize> {
        let mut level = vec![*x];
        for d in 0..=depth {
            if level.iter().any(|c| g3.contains(c)) {
                return Some(d);
            }
            level = level
                .iter()
                .flat_map(|c| turns.iter().map(move |t| c.then(t)))
                .collect();
        }
        None
    }
    let mut rng = Rng::new(14);
    let mut found = [0usize; 5];
    for n in 0..300 {
        let x = random_h(&mut rng, 2 + n % 6);
        let d = usize::from(squares.coset_distance(squares.coset(&Perms::of(&x))));
        match brute(&x, &g3, &turns, 4) {
            Some(b) => {
                assert_eq!(b, d, "{:?}", x);
                found[b] += 1;
            }
            None => assert!(d > 4, "{:?}", x),
        }
    }
    assert!(found[3] > 0 && found[4] > 0, "{:?}", found);
}

#[test]
fn coset_distances_are_a_consistent_breadth_first_search() {
    let squares = Squares::new();
    let mut histogram = [0usize; 14];
    for coset in 0..COSETS {
        let d = squares.coset_distance(coset);
        histogram[d as usize] += 1;
        let next: Vec<u8> = (0..10)
            .map(|j| squares.coset_distance(squares.coset_move(coset, j)))
            .collect();
        // Neighbours differ by at most one move, and some neighbour is one move closer.
        assert!(next.iter().all(|&d2| d2 + 1 >= d && d2 <= d + 1));
        assert!(d == 0 || next.contains(&(d - 1)), "coset {}", coset);
    }
    assert_eq!(histogram[0], 1);
    // The longest way from a cube of H into G3 is 13 moves.
    assert!(histogram[13] > 0);
}
