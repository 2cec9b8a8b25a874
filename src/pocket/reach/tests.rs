use super::*;
use crate::pocket::coord::{decode, encode, STATES};
use crate::pocket::cube::{Face, Stickers};
use crate::pocket::faces::completed_faces;
use crate::pocket::net::colours_of;
use crate::pocket::rotation::{geometric_quarter_turn, rotations};
use crate::pocket::table::DistanceTable;
use crate::rng::Rng;
use std::collections::HashSet;

fn turned(colours: &Colours, m: &Stickers) -> Colours {
    let mut out = [0u8; 24];
    for (o, &from) in out.iter_mut().zip(m.0.iter()) {
        *o = colours[from as usize];
    }
    out
}

/// The brute force: the best over every sequence of at most `left` of `moves`, nothing skipped.
fn brute(colours: &Colours, left: usize, moves: &[Stickers]) -> usize {
    let here = completed_faces(colours);
    if left == 0 {
        return here;
    }
    moves
        .iter()
        .map(|m| brute(&turned(colours, m), left - 1, moves))
        .fold(here, usize::max)
}

/// The twelve quarter turns of all six faces, computed from geometry.
fn all_quarter_turns() -> Vec<Stickers> {
    Face::ALL
        .iter()
        .flat_map(|&f| {
            let q = geometric_quarter_turn(f);
            vec![q, q.inverse()]
        })
        .collect()
}

/// The six quarter turns of F, R and U.
fn fru_quarter_turns() -> Vec<Stickers> {
    [Face::F, Face::R, Face::U]
        .iter()
        .flat_map(|&f| vec![Stickers::turn(f, 1), Stickers::turn(f, 3)])
        .collect()
}

/// Test cubes of three kinds, so the answers spread over 0..=6: legal cubes a few random quarter
/// turns of any face from solved (0..=9), random legal cubes, and random colourings with four
/// stickers of each colour (not cubes at all); each turned in space at random.
fn cubes(rng: &mut Rng, count: usize) -> Vec<Colours> {
    let (twelve, rots) = (all_quarter_turns(), rotations());
    (0..count)
        .map(|k| {
            let state = match k % 3 {
                0 => {
                    (0..rng.below(10)).fold(Stickers::SOLVED, |s, _| s.then(&twelve[rng.below(12) as usize]))
                }
                1 => decode(rng.below(STATES as u64) as u32),
                _ => {
                    let mut shuffled = Stickers::SOLVED;
                    for i in (1..24).rev() {
                        shuffled.0.swap(i, rng.below(i as u64 + 1) as usize);
                    }
                    shuffled
                }
            };
            colours_of(&state.then(&rots[rng.below(24) as usize]))
        })
        .collect()
}

#[test]
fn the_walk_visits_as_many_sequences_as_documented() {
    for twists in 0..SEQUENCES.len() {
        let mut visited = 0u64;
        assert!(!walk(&Stickers::SOLVED.0, twists, &mut |_: &Colours| {
            visited += 1;
            false
        }));
        assert_eq!(
            visited,
            SEQUENCES[..=twists].iter().sum::<u64>(),
            "{} twists",
            twists
        );
    }
}

#[test]
fn the_walk_reaches_exactly_the_states_within_n_quarter_turns() {
    // Walking the solved cube with every sticker its own colour visits states themselves.
    let table = DistanceTable::new(QUARTER_TURN);
    for twists in 0..=7 {
        let mut seen = HashSet::new();
        walk(&Stickers::SOLVED.0, twists, &mut |c: &Colours| {
            let coordinate = encode(&Stickers(*c));
            assert!(usize::from(table.distance(coordinate)) <= twists);
            seen.insert(coordinate);
            false
        });
        let within: u64 = table.histogram()[..=twists].iter().sum();
        assert_eq!(seen.len() as u64, within, "{} twists", twists);
        if twists <= 4 {
            // Up to four turns no two canonical sequences meet.
            assert_eq!(within, SEQUENCES[..=twists].iter().sum::<u64>());
        }
    }
}

#[test]
fn the_walk_stops_when_asked() {
    let mut visited = 0;
    assert!(walk(&Stickers::SOLVED.0, 7, &mut |_: &Colours| {
        visited += 1;
        visited == 100
    }));
    assert_eq!(visited, 100);
}

#[test]
fn agrees_with_every_sequence_of_all_twelve_quarter_turns() {
    let twelve = all_quarter_turns();
    let mut rng = Rng::new(41);
    let mut answers = [0usize; 7];
    for (k, cube) in cubes(&mut rng, 300).iter().enumerate() {
        let twists = 1 + k % 4;
        let want = brute(cube, twists, &twelve);
        assert_eq!(
            most_completed_faces(cube, twists),
            want,
            "{:?}, {} twists",
            cube,
            twists
        );
        answers[want] += 1;
    }
    // The test means something only if the answers vary.
    assert!(answers.iter().filter(|&&n| n > 0).count() >= 5, "{:?}", answers);
}

#[test]
fn agrees_with_every_sequence_of_f_r_u_quarter_turns_up_to_seven() {
    let six = fru_quarter_turns();
    let mut rng = Rng::new(43);
    let mut answers = [0usize; 7];
    for (k, cube) in cubes(&mut rng, 36).iter().enumerate() {
        let twists = 5 + k % 3;
        let want = brute(cube, twists, &six);
        assert_eq!(
            most_completed_faces(cube, twists),
            want,
            "{:?}, {} twists",
            cube,
            twists
        );
        answers[want] += 1;
    }
    // Within five turns most cubes make two faces, near-solved ones six, colourings that are no
    // cube fewer.
    assert!(answers.iter().filter(|&&n| n > 0).count() >= 3, "{:?}", answers);
}

#[test]
fn six_faces_exactly_when_solved_within_n_turns() {
    // On legal cubes, another independent view: all six faces complete within N turns exactly
    // when the cube's quarter-turn distance, up to rotation, is at most N.
    let table = DistanceTable::new(QUARTER_TURN);
    let mut rng = Rng::new(47);
    let mut sixes = 0;
    for _ in 0..3000 {
        let c = rng.below(STATES as u64) as u32;
        let d = usize::from(table.distance(c));
        let twists = rng.below(8) as usize;
        // Cubes near solved matter most: bring a random cube close by its own solution.
        let near = table.solve(c)[..d.saturating_sub(twists + rng.below(3) as usize)]
            .iter()
            .fold(decode(c), |s, &m| s.then(&QUARTER_TURN.turns[m].stickers()));
        let distance = usize::from(table.distance(encode(&near)));
        let six = most_completed_faces(&colours_of(&near), twists) == 6;
        assert_eq!(
            six,
            distance <= twists,
            "distance {}, {} twists",
            distance,
            twists
        );
        sixes += six as usize;
    }
    assert!(sixes > 300 && sixes < 2700, "{}", sixes);
}

#[test]
fn a_solved_cube_and_a_half_turn() {
    // Solved: six faces with one turn to spare; a half turn of R: L and R stay complete.
    assert_eq!(most_completed_faces(&colours_of(&Stickers::SOLVED), 1), 6);
    let half = colours_of(&Stickers::turn(Face::R, 2));
    assert_eq!(most_completed_faces(&half, 1), 2);
    assert_eq!(most_completed_faces(&half, 2), 6);
    assert_eq!(most_completed_faces(&half, 0), 2);
}

#[test]
fn every_legal_cube_has_three_faces_within_eleven_turns_and_never_four_or_five() {
    use crate::pocket::coord::{MoveTables, QUARTER_TURN};
    let faces: Vec<u8> = (0..STATES as u32)
        .map(|c| completed_faces(&colours_of(&decode(c))) as u8)
        .collect();
    let mut counts = [0usize; 7];
    for &f in &faces {
        counts[usize::from(f)] += 1;
    }
    assert_eq!(counts, [3_651_506, 22_020, 597, 36, 0, 0, 1]);
    // A breadth-first search from every state with three faces or more: its last layer is the
    // farthest any state is from one.
    let tables = MoveTables::new(QUARTER_TURN);
    let mut seen: Vec<bool> = faces.iter().map(|&f| f >= 3).collect();
    let mut layer: Vec<u32> = (0..STATES as u32).filter(|&c| seen[c as usize]).collect();
    let mut depth = 0;
    loop {
        let mut next = Vec::new();
        for &c in &layer {
            for m in 0..tables.moves() {
                let to = tables.apply(c, m);
                if !seen[to as usize] {
                    seen[to as usize] = true;
                    next.push(to);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        layer = next;
        depth += 1;
    }
    assert!(seen.iter().all(|&s| s));
    assert_eq!(depth, THREE_FACES_WITHIN);
}

#[test]
fn sequences_within_counts_what_the_walk_visits() {
    for twists in 0..=8 {
        let mut visited = 0u64;
        walk(&Stickers::SOLVED.0, twists, &mut |_: &Colours| {
            visited += 1;
            false
        });
        assert_eq!(sequences_within(twists), visited, "{} twists", twists);
    }
    assert_eq!(sequences_within(7), SEQUENCES.iter().sum::<u64>());
    assert_eq!(sequences_within(1000), u64::MAX);
}

#[test]
fn face_distances_answer_as_the_search_does() {
    let distances = FaceDistances::new();
    // The farthest any state is from one, two, three and six faces.
    let farthest = |faces: usize| (0..STATES as u32).map(|c| distances.distance(c, faces)).max();
    assert_eq!(
        [farthest(1), farthest(2), farthest(3), farthest(6)],
        [Some(6), Some(9), Some(THREE_FACES_WITHIN as u8), Some(14)]
    );
    let table = DistanceTable::new(QUARTER_TURN);
    let mut rng = Rng::new(4801);
    for round in 0..1500 {
        let c = rng.below(STATES as u64) as u32;
        assert_eq!(distances.distance(c, 6), table.distance(c));
        // Longer searches for fewer states: 8 turns cost 0.01 s, 10 turns 0.2 s.
        let twists = match round {
            0..=3 => 10,
            4..=15 => 9,
            16..=60 => 8,
            _ => rng.below(8) as usize,
        };
        let colours = colours_of(&decode(c));
        assert_eq!(
            distances.most_completed_faces(c, twists as u64),
            most_completed_faces(&colours, twists),
            "state {}, {} twists",
            c,
            twists
        );
    }
    // Past 11 turns: six faces or three.
    let solved = encode(&Stickers::SOLVED);
    assert_eq!(distances.most_completed_faces(solved, 0), 6);
    assert_eq!(distances.most_completed_faces(1, u64::MAX), 6);
}
