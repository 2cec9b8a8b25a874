//! The adapter against an independent model sharing nothing with the library: the eleven nets of
//! the cube as drawn in the puzzle books (six with a row of four, three with a row of three, the
//! staircase and the two rows of three), in all eight turns and mirror images; six squares fold
//! exactly when they are one of them. Checked on every six joined squares of the grid (2 x 2
//! blocks included), on random sets of any size, and on every test and beyond file's expected
//! output.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;
use std::collections::{BTreeSet, HashSet};

type Shape = BTreeSet<(i32, i32)>;

const NETS: [&[&str]; 11] = [
    &["#...", "####", "#..."],
    &["#...", "####", ".#.."],
    &["#...", "####", "..#."],
    &["#...", "####", "...#"],
    &[".#..", "####", ".#.."],
    &[".#..", "####", "..#."],
    &["##..", ".###", ".#.."],
    &["##..", ".###", "..#."],
    &["##..", ".###", "...#"],
    &["##..", ".##.", "..##"],
    &["###..", "..###"],
];

fn cells(rows: &[&str]) -> Shape {
    let mut shape = Shape::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, b) in row.bytes().enumerate() {
            if b == b'#' {
                shape.insert((r as i32, c as i32));
            }
        }
    }
    shape
}

/// The shape moved to the corner, each of its eight images: turned 0, 1, 2 or 3 quarter turns,
/// mirrored or not.
fn images(shape: &Shape) -> Vec<Shape> {
    let mut all = Vec::new();
    let mut turned: Vec<(i32, i32)> = shape.iter().copied().collect();
    for _ in 0..4 {
        turned = turned.iter().map(|&(r, c)| (c, -r)).collect();
        for mirror in [false, true] {
            let image: Vec<(i32, i32)> = turned
                .iter()
                .map(|&(r, c)| if mirror { (r, -c) } else { (r, c) })
                .collect();
            let r0 = image.iter().map(|p| p.0).min().unwrap();
            let c0 = image.iter().map(|p| p.1).min().unwrap();
            all.push(image.iter().map(|&(r, c)| (r - r0, c - c0)).collect());
        }
    }
    all
}

fn model(grid: &[u8]) -> &'static str {
    let rows: Vec<&str> = grid
        .chunks(6)
        .map(|row| std::str::from_utf8(row).unwrap())
        .collect();
    let shape = cells(&rows);
    let nets: HashSet<Shape> = NETS.iter().flat_map(|net| images(&cells(net))).collect();
    if shape.len() == 6 && nets.contains(&images(&shape)[0]) {
        "can fold"
    } else {
        "cannot fold"
    }
}

fn text(grid: &[u8]) -> String {
    grid.chunks(6)
        .map(|row| String::from_utf8(row.to_vec()).unwrap() + "\n")
        .collect()
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn the_nets_are_eleven_different_shapes_of_six_squares() {
    // Two nets are the same shape when they share an image; the least image stands for each.
    let mut seen = HashSet::new();
    for net in NETS.iter() {
        let shape = cells(net);
        assert_eq!(shape.len(), 6);
        assert!(
            seen.insert(images(&shape).into_iter().min().unwrap()),
            "{:?}",
            net
        );
    }
}

#[test]
fn the_adapter_agrees_with_the_nets_on_every_six_joined_squares() {
    // Grow every joined set of squares one neighbour at a time, as 36-bit masks.
    let mut sets: HashSet<u64> = (0..36).map(|cell| 1u64 << cell).collect();
    for _ in 1..6 {
        let mut grown = HashSet::new();
        for &set in sets.iter() {
            for cell in (0..36u32).filter(|&c| set >> c & 1 == 1) {
                let (r, c) = (cell / 6, cell % 6);
                let next = [
                    (r > 0, cell.wrapping_sub(6)),
                    (r < 5, cell + 6),
                    (c > 0, cell.wrapping_sub(1)),
                    (c < 5, cell + 1),
                ];
                for &(inside, n) in next.iter() {
                    if inside && set >> n & 1 == 0 {
                        grown.insert(set | 1 << n);
                    }
                }
            }
        }
        sets = grown;
    }
    let (mut fold, mut other) = (0, 0);
    let mut input = String::new();
    let mut expected = String::new();
    for set in sets {
        let grid: Vec<u8> = (0..36)
            .map(|c| if set >> c & 1 == 1 { b'#' } else { b'.' })
            .collect();
        let answer = model(&grid);
        if answer == "can fold" {
            fold += 1
        } else {
            other += 1
        }
        input += &text(&grid);
        expected += answer;
        expected += "\n";
    }
    // Every grid in one input: the adapter answers them all, in order.
    assert_eq!(adapter(&input), expected);
    assert!(fold > 100 && other > 1000, "{} fold, {} do not", fold, other);
}

#[test]
fn the_adapter_agrees_with_the_nets_on_random_sets_of_any_size() {
    let mut rng = Rng::new(2019);
    for round in 0..3000 {
        let per_hundred = [10, 17, 25, 50][round % 4];
        let grid: Vec<u8> = (0..36)
            .map(|_| if rng.below(100) < per_hundred { b'#' } else { b'.' })
            .collect();
        assert_eq!(
            adapter(&text(&grid)),
            format!("{}\n", model(&grid)),
            "{}",
            text(&grid)
        );
    }
}

/// The model's output for an input: its symbols (after a byte-order mark if there is one,
/// wherever the white space falls), 36 to a grid, each grid's answer.
fn model_output(input: &str) -> String {
    let symbols: Vec<u8> = input
        .trim_start_matches('\u{feff}')
        .bytes()
        .filter(|b| !b.is_ascii_whitespace())
        .collect();
    assert_eq!(symbols.len() % 36, 0);
    symbols
        .chunks(36)
        .map(|grid| format!("{}\n", model(grid)))
        .collect()
}

#[test]
fn the_model_gives_every_files_expected_output_and_the_adapter_agrees() {
    let mut checked = 0;
    for folder in ["test", "beyond"] {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(model_output(&input), expected, "{}", path.display());
            assert_eq!(adapter(&input), expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 20, "{} files", checked);
}
