//! The adapter against a model of the statement written from scratch, sharing nothing with the
//! library's orientations, searches or nets, nor with the adapter's reading: paper folded in
//! space. Each square carries the outward normal of the face it lands on and the directions its
//! own north and east point to, as integer vectors; folding across an edge turns the neighbour's
//! frame by a quarter turn about that edge. Six squares fold into a cube when all are reached
//! from the first, every square is reached with one normal, and the six normals differ; the
//! answer is the number on the square whose normal is opposite square 1's. The model gives every
//! test and beyond file's expected output; the adapter agrees on each, on every six joined cells
//! of the 6 x 6 grid and on random grids of any size and any count of squares; the viewer's die
//! has the model's opposite faces.

use super::{read_dice, solve};
use cubesmith::cases::case_files;
use cubesmith::die::orientation::Face;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

type Vector = [i64; 3];

fn minus(v: Vector) -> Vector {
    [-v[0], -v[1], -v[2]]
}

/// A square lying on the cube: the outward normal of its face, where the square's north and
/// east point.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Frame {
    normal: Vector,
    north: Vector,
    east: Vector,
}

impl Frame {
    /// The frame of the neighbouring square `(dr, dc)` away (rows grow southward), folded up
    /// round the shared edge: the paper past that edge turns toward the inside of the cube, so
    /// the neighbour's normal is the direction this square pointed across the edge, and the
    /// neighbour's own direction away from the edge points back against this square's normal.
    fn across(self, dr: i64, dc: i64) -> Frame {
        let Frame { normal, north, east } = self;
        match (dr, dc) {
            (0, 1) => Frame {
                normal: east,
                north,
                east: minus(normal),
            },
            (0, -1) => Frame {
                normal: minus(east),
                north,
                east: normal,
            },
            (-1, 0) => Frame {
                normal: north,
                north: minus(normal),
                east,
            },
            (1, 0) => Frame {
                normal: minus(north),
                north: normal,
                east,
            },
            _ => unreachable!(),
        }
    }
}

/// The model's answer for one grid's squares (`(row, column) -> number`): `Ok(0)` when they do
/// not fold into a cube, the number opposite square 1 when they do, `Err` when they fold but not
/// exactly one square is numbered 1 (no answer then).
fn model(squares: &BTreeMap<(i64, i64), u64>) -> Result<u64, ()> {
    if squares.len() != 6 {
        return Ok(0);
    }
    let first = *squares.keys().next().unwrap();
    let mut frames: BTreeMap<(i64, i64), Frame> = BTreeMap::new();
    frames.insert(
        first,
        Frame {
            normal: [0, 0, -1],
            north: [0, 1, 0],
            east: [1, 0, 0],
        },
    );
    let mut queue = VecDeque::from(vec![first]);
    while let Some((r, c)) = queue.pop_front() {
        let frame = frames[&(r, c)];
        for &(dr, dc) in [(0, 1), (0, -1), (-1, 0), (1, 0)].iter() {
            let next = (r + dr, c + dc);
            if !squares.contains_key(&next) {
                continue;
            }
            let folded = frame.across(dr, dc);
            match frames.get(&next) {
                // Reached again round a loop: the paper must land the same way, or tear.
                Some(seen) if seen.normal != folded.normal => return Ok(0),
                Some(_) => {}
                None => {
                    frames.insert(next, folded);
                    queue.push_back(next);
                }
            }
        }
    }
    let normals: BTreeSet<Vector> = frames.values().map(|f| f.normal).collect();
    if frames.len() != 6 || normals.len() != 6 {
        return Ok(0);
    }
    let ones: Vec<&(i64, i64)> = squares.iter().filter(|(_, &n)| n == 1).map(|(k, _)| k).collect();
    if ones.len() != 1 {
        return Err(());
    }
    let opposite = minus(frames[ones[0]].normal);
    let (at, _) = frames.iter().find(|(_, f)| f.normal == opposite).unwrap();
    Ok(squares[at])
}

/// The grids of an input as the model reads them: blocks of lines that are not blank, numbers
/// separated by ASCII white space, lines ended by `\n`, `\r\n` or `\r` (a byte-order mark first
/// is skipped).
fn grids(input: &str) -> Vec<BTreeMap<(i64, i64), u64>> {
    let mut grids = Vec::new();
    let mut current: Option<BTreeMap<(i64, i64), u64>> = None;
    let mut row = 0;
    let lines = input
        .trim_start_matches('\u{feff}')
        .replace("\r\n", "\n")
        .replace('\r', "\n");
    for line in lines.split('\n') {
        if line.trim().is_empty() {
            if let Some(grid) = current.take() {
                grids.push(grid);
            }
            continue;
        }
        if current.is_none() {
            current = Some(BTreeMap::new());
            row = 0;
        }
        for (col, token) in line.split_ascii_whitespace().enumerate() {
            let number: u64 = token.trim_start_matches('+').parse().unwrap();
            if number != 0 {
                current.as_mut().unwrap().insert((row, col as i64), number);
            }
        }
        row += 1;
    }
    grids.extend(current);
    grids
}

fn model_output(input: &str) -> String {
    grids(input)
        .iter()
        .map(|grid| format!("{}\n", model(grid).expect("an answer")))
        .collect()
}

fn adapter_output(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    match solve(&mut Scanner::new(input.as_bytes()), &mut out) {
        Ok(()) => Ok(String::from_utf8(out).unwrap()),
        Err(e) => Err(e.to_string()),
    }
}

/// A grid of `rows` x `cols` with these squares, written as the statement writes it.
fn text(rows: i64, cols: i64, squares: &BTreeMap<(i64, i64), u64>) -> String {
    let mut text = String::new();
    for r in 0..rows {
        let row: Vec<String> = (0..cols)
            .map(|c| squares.get(&(r, c)).copied().unwrap_or(0).to_string())
            .collect();
        text += &(row.join(" ") + "\n");
    }
    text
}

/// Every set of six cells of the 6 x 6 grid joined side to side, grown a cell at a time.
fn joined_sixes() -> BTreeSet<BTreeSet<(i64, i64)>> {
    let mut layer: BTreeSet<BTreeSet<(i64, i64)>> = (0..36)
        .map(|i| std::iter::once((i / 6, i % 6)).collect())
        .collect();
    for _ in 1..6 {
        let mut next = BTreeSet::new();
        for set in layer.iter() {
            for &(r, c) in set.iter() {
                for &(dr, dc) in [(0, 1), (0, -1), (-1, 0), (1, 0)].iter() {
                    let cell = (r + dr, c + dc);
                    if (0..6).contains(&cell.0) && (0..6).contains(&cell.1) && !set.contains(&cell) {
                        let mut grown = set.clone();
                        grown.insert(cell);
                        next.insert(grown);
                    }
                }
            }
        }
        layer = next;
    }
    layer
}

#[test]
fn the_model_folds_the_statement_s_examples() {
    // The sample: a cross with 1 over 2, 5 2 3 across and 4 and 6 below: 1 faces 4, 2 faces 6
    // and 3 faces 5, as the statement says of its folding example.
    let sample = grids("0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 1 0 0 0\n0 5 2 3 0 0\n0 0 4 0 0 0\n0 0 6 0 0 0\n");
    assert_eq!(model(&sample[0]), Ok(4));
    let mut renumbered = sample[0].clone();
    for number in renumbered.values_mut() {
        *number = [0, 2, 1, 3, 4, 5, 6][*number as usize]; // 2 is now 1, facing 6
    }
    assert_eq!(model(&renumbered), Ok(6));
    // The statement's example that does not fold (3 and 5 overlap), and its quarter turn.
    let bad = "0 0 0 0 0 0\n0 3 0 5 0 0\n1 2 4 6 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n";
    let turned = "0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 5 6\n0 0 0 0 0 4\n0 0 0 0 3 2\n0 0 0 0 0 1\n";
    assert_eq!((model(&grids(bad)[0]), model(&grids(turned)[0])), (Ok(0), Ok(0)));
    // A 2 x 2 block tears, and a row of six wraps round four faces.
    let block = "1 2 0\n3 4 0\n5 6 0\n";
    let row = "1 2 3 4 5 6\n";
    assert_eq!((model(&grids(block)[0]), model(&grids(row)[0])), (Ok(0), Ok(0)));
}

#[test]
fn the_model_finds_the_eleven_nets_of_the_cube() {
    // Of the joined sixes of the grid, those that fold are the 11 nets in their turns, mirror
    // images and places: counted up to turns, mirrors and places, exactly 11 of the 35 shapes.
    let canonical = |set: &BTreeSet<(i64, i64)>| {
        let mut best: Option<Vec<(i64, i64)>> = None;
        for turn in 0..8 {
            let mut cells: Vec<(i64, i64)> = set
                .iter()
                .map(|&(r, c)| {
                    let (r, c) = if turn % 2 == 1 { (r, -c) } else { (r, c) };
                    match turn / 2 {
                        0 => (r, c),
                        1 => (c, -r),
                        2 => (-r, -c),
                        _ => (-c, r),
                    }
                })
                .collect();
            let (r0, c0) = (
                cells.iter().map(|p| p.0).min().unwrap(),
                cells.iter().map(|p| p.1).min().unwrap(),
            );
            cells = cells.iter().map(|&(r, c)| (r - r0, c - c0)).collect();
            cells.sort();
            if best.as_ref().map_or(true, |b| cells < *b) {
                best = Some(cells);
            }
        }
        best.unwrap()
    };
    let (mut shapes, mut nets) = (BTreeSet::new(), BTreeSet::new());
    for set in joined_sixes() {
        let squares: BTreeMap<(i64, i64), u64> = set.iter().zip(1..).map(|(&k, n)| (k, n)).collect();
        shapes.insert(canonical(&set));
        if model(&squares) != Ok(0) {
            nets.insert(canonical(&set));
        }
    }
    assert_eq!((shapes.len(), nets.len()), (35, 11));
}

#[test]
fn the_model_gives_every_files_expected_output_and_the_adapter_agrees() {
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(model_output(&input), expected, "{}", path.display());
            assert_eq!(adapter_output(&input), Ok(expected), "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 10, "{} files", checked);
}

#[test]
fn the_adapter_agrees_with_the_model_on_every_joined_six_of_the_grid() {
    let mut rng = Rng::new(9918);
    let (mut folding, mut all) = (0, String::new());
    let sixes = joined_sixes();
    for set in sixes.iter() {
        let mut numbers = [1, 2, 3, 4, 5, 6];
        rng.shuffle(&mut numbers);
        let squares: BTreeMap<(i64, i64), u64> = set.iter().copied().zip(numbers.iter().copied()).collect();
        let input = text(6, 6, &squares);
        let expected = model(&squares).unwrap();
        assert_eq!(adapter_output(&input), Ok(format!("{}\n", expected)), "{}", input);
        folding += usize::from(expected != 0);
        // With a second 1, or none, squares that fold have no answer and are refused.
        let (mut two, mut none) = (squares.clone(), squares.clone());
        let other = *squares.iter().find(|(_, &n)| n == 2).unwrap().0;
        let one = *squares.iter().find(|(_, &n)| n == 1).unwrap().0;
        two.insert(other, 1);
        none.insert(one, 7);
        for squares in [two, none].iter() {
            let input = text(6, 6, squares);
            match model(squares) {
                Ok(answer) => {
                    assert_eq!(
                        (expected, adapter_output(&input)),
                        (0, Ok(format!("{}\n", answer)))
                    )
                }
                Err(()) => assert!(adapter_output(&input)
                    .unwrap_err()
                    .ends_with("of them are numbered 1")),
            }
        }
        all += &input;
        all += "\n";
    }
    // All of them at once, a blank line between two grids.
    assert_eq!(adapter_output(&all), Ok(model_output(&all)));
    assert!(sixes.len() > 2000 && folding > 500, "{} {}", sixes.len(), folding);
}

#[test]
fn the_adapter_agrees_with_the_model_on_random_grids() {
    let mut rng = Rng::new(2001);
    let (mut answered, mut folded, mut refused) = (0, 0, 0);
    for round in 0..600 {
        let (rows, cols) = if round % 3 == 0 {
            (6, 6)
        } else {
            (rng.between(1, 14) as i64, rng.between(3, 14) as i64)
        };
        // Squares grown from a random cell (joined; blobs, so few fold: the joined sixes of the
        // grid are all checked above), or scattered; numbered 1.. in a random order, one grid in
        // five with no 1 or two.
        let mut cells = BTreeSet::new();
        let count = [6, 6, 6, 5, 7, 1][round % 6];
        cells.insert((rng.below(rows as u64) as i64, rng.below(cols as u64) as i64));
        let mut tries = 0;
        while cells.len() < count && tries < 100 {
            tries += 1;
            let cell = if round % 7 == 0 {
                (rng.below(rows as u64) as i64, rng.below(cols as u64) as i64)
            } else {
                let from = *cells.iter().nth(rng.below(cells.len() as u64) as usize).unwrap();
                let (dr, dc) = [(0, 1), (0, -1), (-1, 0), (1, 0)][rng.below(4) as usize];
                (from.0 + dr, from.1 + dc)
            };
            if (0..rows).contains(&cell.0) && (0..cols).contains(&cell.1) {
                cells.insert(cell);
            }
        }
        let mut numbers: Vec<u64> = (1..=cells.len() as u64).collect();
        rng.shuffle(&mut numbers);
        if round % 5 == 4 {
            // A second 1, or none, with a number past 6 in its place.
            let i = rng.below(numbers.len() as u64) as usize;
            numbers[i] = if numbers[i] == 1 {
                [7, 100][rng.below(2) as usize]
            } else {
                1
            };
        }
        let squares: BTreeMap<(i64, i64), u64> = cells.into_iter().zip(numbers).collect();
        let input = text(rows, cols, &squares);
        match model(&squares) {
            Ok(answer) => {
                assert_eq!(adapter_output(&input), Ok(format!("{}\n", answer)), "{}", input);
                answered += 1;
                folded += usize::from(answer != 0);
            }
            Err(()) => {
                let error = adapter_output(&input).unwrap_err();
                assert!(error.contains("numbered 1"), "{}\n{}", error, input);
                refused += 1;
            }
        }
    }
    assert!(
        answered > 500 && folded >= 10 && refused >= 1,
        "{} {} {}",
        answered,
        folded,
        refused
    );
}

#[test]
fn the_viewer_s_die_has_the_model_s_opposite_faces() {
    let mut folded = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            let dice = read_dice(&mut Scanner::new(input.as_bytes())).unwrap();
            assert_eq!(dice.len(), expected.lines().count(), "{}", path.display());
            for (die, answer) in dice.iter().zip(expected.lines()) {
                if answer == "0" {
                    continue;
                }
                // Six faces, one number each; 1's opposite face shows the answer.
                let one = die.find(&"1".to_string()).expect("a face 1");
                assert_eq!(die.get(one.opposite()), answer, "{}", path.display());
                assert!(Face::ALL.iter().all(|&f| die.get(f).parse::<u64>().is_ok()));
                folded += 1;
            }
        }
    }
    assert!(folded >= 5, "{}", folded);
}
