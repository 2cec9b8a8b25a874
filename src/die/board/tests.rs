use super::*;
use crate::rng::Rng;

fn numbers(text: &str, rows: usize, cols: usize, lo: u64, hi: u64) -> Result<Vec<u64>, String> {
    let mut input = Scanner::new(text.as_bytes());
    read_numbers(&mut input, Grid::new(rows, cols), lo, hi).map_err(|e| e.to_string())
}

fn letters(text: &str, rows: usize, cols: usize) -> Result<Vec<u8>, String> {
    let mut input = Scanner::new(text.as_bytes());
    read_letters(&mut input, Grid::new(rows, cols), b"rgbkw#").map_err(|e| e.to_string())
}

#[test]
fn numbers_are_read_row_by_row_after_blank_lines_whatever_the_spacing() {
    assert_eq!(
        numbers("\n  \n1 2  3\r\n\t4 5 6 \n", 2, 3, 0, 9),
        Ok(vec![1, 2, 3, 4, 5, 6])
    );
    // The scanner stands after the last row: what follows is read from the next line.
    let mut input = Scanner::new(&b"7 8\n9 9\n42\n"[..]);
    assert_eq!(
        read_numbers(&mut input, Grid::new(2, 2), 7, 9),
        Ok(vec![7, 8, 9, 9])
    );
    assert_eq!(input.number("next", 0, 100), Ok(42));
    assert_eq!(input.token_line(), 3);
}

#[test]
fn written_numbers_are_read_back() {
    let mut rng = Rng::new(7);
    for _ in 0..200 {
        let grid = Grid::new(rng.between(1, 20) as usize, rng.between(1, 20) as usize);
        let values: Vec<u64> = (0..grid.cells()).map(|_| rng.below(1000)).collect();
        let text = write_numbers(grid, &values);
        assert_eq!(text.lines().count(), grid.rows());
        assert!(!text.contains("  ") && !text.contains(" \n"));
        let mut input = Scanner::new(text.as_bytes());
        assert_eq!(read_numbers(&mut input, grid, 0, 999), Ok(values));
        assert_eq!(input.end("the board"), Ok(()));
    }
    assert_eq!(write_numbers(Grid::new(2, 1), &[4, 5]), "4\n5\n");
}

#[test]
fn a_faulty_row_of_numbers_is_named_with_its_line() {
    let cases = [
        ("1 2\n3\n", "input line 2: row 2: expected 2 numbers, found 1"),
        ("1 2 3\n3 4\n", "input line 1: row 1: expected 2 numbers, found 3"),
        (
            "\n\n1 2\n\n3 4\n",
            "input line 4: row 2: expected 2 numbers, found 0",
        ),
        (
            "1 2\n3 x\n",
            "input line 2: row 2, column 2 must be an integer, found \"x\"",
        ),
        (
            "1 -2\n3 4\n",
            "input line 1: row 1, column 2 must be an integer, found \"-2\"",
        ),
        (
            "1 2\n3 10\n",
            "input line 2: row 2, column 2: 10 is out of range 1..=9",
        ),
        (
            "0 2\n3 4\n",
            "input line 1: row 1, column 1: 0 is out of range 1..=9",
        ),
        ("1 2\n", "input line 2: the input ends after 1 of the 2 rows"),
        ("", "input line 1: the input ends after 0 of the 2 rows"),
    ];
    for (text, message) in cases.iter() {
        assert_eq!(numbers(text, 2, 2, 1, 9).unwrap_err(), *message, "{:?}", text);
    }
}

#[test]
fn letters_are_read_row_by_row_and_trailing_white_space_is_ignored() {
    assert_eq!(letters("\nrgb \r\nk#w\n", 2, 3), Ok(b"rgbk#w".to_vec()));
    let cases = [
        ("rgb\nkw\n", "input line 2: row 2: expected 3 characters, found 2"),
        (
            "rgbw\nkww\n",
            "input line 1: row 1: expected 3 characters, found 4",
        ),
        (
            "rg b\nkww\n",
            "input line 1: row 1: expected 3 characters, found 4",
        ),
        (
            "rgb\nkxw\n",
            "input line 2: row 2, column 2: \"x\" is not one of \"rgbkw#\"",
        ),
        (
            "r b\nkww\n",
            "input line 1: row 1, column 2: \" \" is not one of \"rgbkw#\"",
        ),
        ("rgb\n", "input line 2: the input ends after 1 of the 2 rows"),
    ];
    for (text, message) in cases.iter() {
        assert_eq!(letters(text, 2, 3).unwrap_err(), *message, "{:?}", text);
    }
}

#[test]
fn written_letters_are_read_back() {
    let mut rng = Rng::new(8);
    for _ in 0..200 {
        let grid = Grid::new(rng.between(1, 30) as usize, rng.between(1, 30) as usize);
        let cells: Vec<u8> = (0..grid.cells())
            .map(|_| b"rgbkw#"[rng.below(6) as usize])
            .collect();
        let text = write_letters(grid, &cells);
        assert_eq!(text.lines().count(), grid.rows());
        let mut input = Scanner::new(text.as_bytes());
        assert_eq!(read_letters(&mut input, grid, b"rgbkw#"), Ok(cells));
        assert_eq!(input.end("the board"), Ok(()));
    }
}

#[test]
fn unique_cells_are_found_and_letters_that_occur_twice_or_never_are_named() {
    let cells = b"w#wr\nkgwb";
    assert_eq!(unique_cells(cells, b"#rgb"), Ok(vec![1, 3, 6, 8]));
    assert_eq!(unique_cells(cells, b""), Ok(vec![]));
    assert_eq!(unique_cells(cells, b"k\n"), Ok(vec![5, 4]));
    assert_eq!(
        unique_cells(cells, b"#w"),
        Err("'w' occurs 3 times, expected exactly once".to_string())
    );
    assert_eq!(
        unique_cells(cells, b"ym"),
        Err("'y' occurs 0 times, expected exactly once".to_string())
    );
    // Against counting by hand on random boards: found exactly when every letter is there once.
    let mut rng = Rng::new(9);
    for _ in 0..500 {
        let cells: Vec<u8> = (0..rng.between(0, 12))
            .map(|_| b"abc"[rng.below(3) as usize])
            .collect();
        let once: Vec<u8> = b"abc"
            .iter()
            .copied()
            .filter(|&l| cells.iter().filter(|&&c| c == l).count() == 1)
            .collect();
        match unique_cells(&cells, b"abc") {
            Ok(at) => {
                assert_eq!(once.len(), 3);
                assert_eq!(at.iter().map(|&i| cells[i]).collect::<Vec<u8>>(), b"abc".to_vec());
            }
            Err(_) => assert!(once.len() < 3),
        }
    }
}

/// Region sizes by another method: every cell starts with its own label, and a cell takes the
/// smallest label of an equal neighbour until nothing changes; cells with equal final labels
/// form a region.
fn sizes_by_relabelling(rows: usize, cols: usize, values: &[u8]) -> Vec<usize> {
    let mut label: Vec<usize> = (0..values.len()).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for r in 0..rows {
            for c in 0..cols {
                let here = r * cols + c;
                let mut around = Vec::new();
                if r > 0 {
                    around.push(here - cols);
                }
                if r + 1 < rows {
                    around.push(here + cols);
                }
                if c > 0 {
                    around.push(here - 1);
                }
                if c + 1 < cols {
                    around.push(here + 1);
                }
                for there in around {
                    if values[there] == values[here] && label[there] < label[here] {
                        label[here] = label[there];
                        changed = true;
                    }
                }
            }
        }
    }
    label
        .iter()
        .map(|&l| label.iter().filter(|&&m| m == l).count())
        .collect()
}

#[test]
fn region_sizes_agree_with_relabelling_on_every_small_board_and_random_larger_ones() {
    // Every board of two values up to 3 x 4 cells (4096 of that size).
    for &(rows, cols) in [(1, 1), (1, 5), (2, 3), (3, 3), (3, 4)].iter() {
        for bits in 0..1u32 << (rows * cols) {
            let values: Vec<u8> = (0..rows * cols).map(|i| (bits >> i & 1) as u8).collect();
            let expected = sizes_by_relabelling(rows, cols, &values);
            assert_eq!(
                region_sizes(Grid::new(rows, cols), &values),
                expected,
                "{:?}",
                values
            );
        }
    }
    let mut rng = Rng::new(23);
    for _ in 0..500 {
        let (rows, cols) = (rng.between(1, 9) as usize, rng.between(1, 9) as usize);
        let kinds = rng.between(1, 4);
        let values: Vec<u8> = (0..rows * cols).map(|_| rng.below(kinds) as u8).collect();
        let sizes = region_sizes(Grid::new(rows, cols), &values);
        assert_eq!(sizes, sizes_by_relabelling(rows, cols, &values), "{:?}", values);
        // One value everywhere is one region.
        if kinds == 1 {
            assert!(sizes.iter().all(|&s| s == rows * cols));
        }
    }
}

#[test]
#[should_panic(expected = "a board of 2 x 3 cells needs one value per cell")]
fn region_sizes_need_a_value_per_cell() {
    let _ = region_sizes(Grid::new(2, 3), &[1, 2, 3]);
}
