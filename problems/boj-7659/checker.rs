//! The checker of BOJ 7659 "Rubik 2^3", run as `checker INPUT OUTPUT EXPECTED`: exit status 0
//! accepts the output, 1 rejects it (the reason on the first line), 2 refuses a test input it
//! cannot read. It shares nothing with the program it judges: each map's 24 cells are stickers
//! placed in space (a corner block at each `(±1, ±1, ±1)`, x to the right, y up, z to the front;
//! each face of the cross net has its outward normal and the directions of its rows and columns
//! seen from outside), and X, Y, Z turn the stickers of the right, up and front layers a quarter
//! counter-clockwise about their normals (R', U', F': the statement's moves keep the
//! back-down-left corner in place).
//!
//! The input: maps of six rows of eight characters (`..XX....`, `XXXXXXXX`, `..XX....`) in the
//! colours `R G B Y O W`, whatever the white space between them, up to a map of six rows
//! `........` and nothing after it; each map a real cube (which colours are opposite is read
//! from it: they never share a corner). The output: per map one line of `X`, `Y`, `Z` with
//! nothing between them that leaves every face one colour (a missing line is an empty one);
//! nothing but blank lines after. Any such sequence is accepted: the statement asks for no
//! fewest moves.

use std::process::exit;

type V = [i32; 3];

/// The move letters, with the face each turns (by outward normal), counter-clockwise.
const MOVES: [(char, V); 3] = [('X', [1, 0, 0]), ('Y', [0, 1, 0]), ('Z', [0, 0, 1])];

/// The faces of the map: where the face's top-left cell is (row, column), its outward normal,
/// and the directions of its columns (left to right) and rows (top to bottom) seen from
/// outside. The up face's first row touches the back face, the down face's the front face; the
/// four around stand with the up face above them.
const FACES: [((usize, usize), V, V, V); 6] = [
    ((0, 2), [0, 1, 0], [1, 0, 0], [0, 0, 1]),
    ((2, 0), [-1, 0, 0], [0, 0, 1], [0, -1, 0]),
    ((2, 2), [0, 0, 1], [1, 0, 0], [0, -1, 0]),
    ((2, 4), [1, 0, 0], [0, 0, -1], [0, -1, 0]),
    ((2, 6), [0, 0, -1], [-1, 0, 0], [0, -1, 0]),
    ((4, 2), [0, -1, 0], [1, 0, 0], [0, 0, -1]),
];

const COLOURS: &[u8] = b"RGBYOW";

/// A cell of the map: its row, its column, its sticker's place and outward normal.
#[derive(Clone, Copy)]
struct Cell {
    row: usize,
    column: usize,
    place: V,
    normal: V,
}

/// A map: one colour per cell, the cells in reading order.
type Map = [u8; 24];

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
    let maps = model.read_input(&input).unwrap_or_else(|why| {
        println!("the test's input is broken: {}", why);
        exit(2)
    });
    if let Err(why) = model.judge(&maps, &String::from_utf8_lossy(&output)) {
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

/// `v` turned a quarter about the face with outward normal `n`, counter-clockwise as seen from
/// outside that face.
fn counter_clockwise(v: V, n: V) -> V {
    let (along, across) = (dot(v, n), cross(n, v));
    [0, 1, 2].map(|i| along * n[i] + across[i])
}

/// The axis (0 x, 1 y, 2 z) a face normal lies along.
fn axis(n: V) -> usize {
    n.iter().position(|&c| c != 0).unwrap_or(0)
}

struct Model {
    cells: Vec<Cell>,
    /// Per move, where each cell's sticker goes.
    moves: [[usize; 24]; 3],
    /// The eight corners: each its three cells, the first on the up or down face, the other two
    /// clockwise round the corner seen from outside.
    corners: Vec<[usize; 3]>,
}

impl Model {
    fn new() -> Model {
        let mut cells = Vec::new();
        for row in 0..6 {
            for column in 0..8 {
                for &((r0, c0), normal, right, down) in FACES.iter() {
                    if (r0..r0 + 2).contains(&row) && (c0..c0 + 2).contains(&column) {
                        let (c, r) = (2 * (column - c0) as i32 - 1, 2 * (row - r0) as i32 - 1);
                        let place = [0, 1, 2].map(|i| normal[i] + c * right[i] + r * down[i]);
                        cells.push(Cell {
                            row,
                            column,
                            place,
                            normal,
                        });
                    }
                }
            }
        }
        let find = |place: V, normal: V| {
            cells
                .iter()
                .position(|c| c.place == place && c.normal == normal)
                .expect("a quarter turn takes a sticker to a sticker")
        };
        let mut moves = [[0; 24]; 3];
        for (to, &(_, n)) in moves.iter_mut().zip(MOVES.iter()) {
            for (i, cell) in cells.iter().enumerate() {
                to[i] = if dot(cell.place, n) > 0 {
                    find(
                        counter_clockwise(cell.place, n),
                        counter_clockwise(cell.normal, n),
                    )
                } else {
                    i
                };
            }
        }
        let mut corners = Vec::new();
        for &x in &[-1, 1] {
            for &y in &[-1, 1] {
                for &z in &[-1, 1] {
                    let place = [x, y, z];
                    let (a, b, c) = ([0, y, 0], [x, 0, 0], [0, 0, z]);
                    let (b, c) = if det(a, b, c) < 0 { (b, c) } else { (c, b) };
                    corners.push([find(place, a), find(place, b), find(place, c)]);
                }
            }
        }
        Model {
            cells,
            moves,
            corners,
        }
    }

    /// The maps before the closing one.
    fn read_input(&self, input: &[u8]) -> Result<Vec<Map>, String> {
        let text = input.strip_prefix(b"\xef\xbb\xbf").unwrap_or(input);
        let mut tokens = text
            .split(|&b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c))
            .filter(|t| !t.is_empty());
        let mut maps = Vec::new();
        loop {
            let rows: Vec<&[u8]> = tokens.by_ref().take(6).collect();
            let number = maps.len() + 1;
            if rows.len() < 6 {
                return Err(format!(
                    "map {} has {} of its 6 rows, and no map of `.` closes the input",
                    number,
                    rows.len()
                ));
            }
            if rows.iter().all(|r| *r == b"........") {
                break;
            }
            let mut map = [0u8; 24];
            for (row, text) in rows.iter().enumerate() {
                let shown = String::from_utf8_lossy(text);
                if text.len() != 8 {
                    return Err(format!(
                        "map {}, row {}: {:?} is not 8 characters",
                        number,
                        row + 1,
                        shown
                    ));
                }
                for (column, &b) in text.iter().enumerate() {
                    let cell = self.cells.iter().position(|c| c.row == row && c.column == column);
                    let fits = match cell {
                        Some(i) => {
                            map[i] = b;
                            COLOURS.contains(&b)
                        }
                        None => b == b'.',
                    };
                    if !fits {
                        return Err(format!(
                            "map {}, row {}: {:?} at column {} (a colour R G B Y O W, or `.` outside the net)",
                            number,
                            row + 1,
                            char::from(b),
                            column + 1
                        ));
                    }
                }
            }
            self.legal(&map)
                .map_err(|why| format!("map {} is not a real cube: {}", number, why))?;
            maps.push(map);
        }
        if let Some(extra) = tokens.next() {
            return Err(format!(
                "{:?} after the closing map",
                String::from_utf8_lossy(extra)
            ));
        }
        Ok(maps)
    }

    /// Whether `map` is a cube that the moves can solve: each colour on four cells, opposite
    /// colours (that never share a corner) on opposite faces as the back-down-left corner shows
    /// them, each corner a different block of that cube, not mirrored, and the blocks' twists
    /// adding up to 0 mod 3.
    fn legal(&self, map: &Map) -> Result<(), String> {
        for &c in COLOURS {
            let seen = map.iter().filter(|&&m| m == c).count();
            if seen != 4 {
                return Err(format!("colour {} is on {} cells, not 4", char::from(c), seen));
            }
        }
        let opposite = |c: u8| {
            let others: Vec<u8> = COLOURS
                .iter()
                .copied()
                .filter(|&o| {
                    o != c
                        && !self
                            .corners
                            .iter()
                            .any(|k| k.iter().any(|&i| map[i] == c) && k.iter().any(|&i| map[i] == o))
                })
                .collect();
            match others[..] {
                [o] => Ok(o),
                _ => Err(format!("no one colour is opposite {}", char::from(c))),
            }
        };
        // The face each colour belongs on, by the back-down-left corner, which never moves.
        let mut face_of = Vec::new();
        for &i in &self.corners[0] {
            let (c, n) = (map[i], self.cells[i].normal);
            face_of.push((c, n));
            face_of.push((opposite(c)?, n.map(|v| -v)));
        }
        let normal_of = |c: u8| face_of.iter().find(|f| f.0 == c).map(|f| f.1);
        let mut homes = Vec::new();
        let mut twist = 0;
        for corner in &self.corners {
            let normals: Vec<V> = corner
                .iter()
                .map(|&i| normal_of(map[i]).ok_or("two faces have the same colours"))
                .collect::<Result<_, _>>()?;
            let place = self.cells[corner[0]].place;
            let mut axes: Vec<usize> = normals.iter().map(|&n| axis(n)).collect();
            axes.sort_unstable();
            if axes != [0, 1, 2] {
                return Err(format!(
                    "the corner at {:?} shows colours of opposite faces",
                    place
                ));
            }
            let faces = corner.map(|i| self.cells[i].normal);
            if det(normals[0], normals[1], normals[2]) != det(faces[0], faces[1], faces[2]) {
                return Err(format!("the corner at {:?} is mirrored", place));
            }
            let home: V = [0, 1, 2].map(|a| normals.iter().map(|n| n[a]).sum());
            if homes.contains(&home) {
                return Err(format!("two corners are the block at {:?}", home));
            }
            homes.push(home);
            twist += normals.iter().position(|&n| axis(n) == 1).unwrap_or(0);
        }
        if twist % 3 != 0 {
            return Err(format!(
                "the corners are twisted by {} third(s) of a turn in all",
                twist % 3
            ));
        }
        Ok(())
    }

    /// Whether every face is one colour.
    fn solved(&self, map: &Map) -> bool {
        (0..24).all(|i| (0..24).all(|j| self.cells[i].normal != self.cells[j].normal || map[i] == map[j]))
    }

    fn turned(&self, map: &Map, m: usize) -> Map {
        let mut next = [0; 24];
        for (i, &to) in self.moves[m].iter().enumerate() {
            next[to] = map[i];
        }
        next
    }

    /// Judges the program's output for `maps`.
    fn judge(&self, maps: &[Map], text: &str) -> Result<(), String> {
        let mut lines = text
            .lines()
            .map(str::trim_end)
            .enumerate()
            .map(|(i, l)| (i + 1, l));
        for (k, map) in maps.iter().enumerate() {
            let (line, moves) = lines.next().unwrap_or((0, ""));
            let place = format!("cube {} (line {})", k + 1, line);
            let mut now = *map;
            for (i, c) in moves.chars().enumerate() {
                let m = MOVES
                    .iter()
                    .position(|&(name, _)| name == c)
                    .ok_or_else(|| format!("{}: character {}: {:?} is not a move", place, i + 1, c))?;
                now = self.turned(&now, m);
            }
            if !self.solved(&now) {
                return Err(format!("{}: the moves leave the cube unsolved", place));
            }
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

    /// The map as text, and back.
    fn map_of(text: &str) -> Map {
        Model::new()
            .read_input(format!("{}\n{}", text, "........\n".repeat(6)).as_bytes())
            .unwrap()[0]
    }

    /// The contest author's X, Y, Z (`new[i] = old[p[i]]` over his cell numbers) are the model's.
    #[test]
    fn moves_are_the_authors() {
        let model = Model::new();
        // His number of each cell, row by row over the map.
        let numbers = [
            0, 1, 3, 2, 4, 5, 8, 9, 12, 13, 16, 17, 7, 6, 11, 10, 15, 14, 19, 18, 20, 21, 23, 22,
        ];
        let his: [[usize; 24]; 3] = [
            [
                0, 19, 16, 3, 4, 5, 6, 7, 8, 1, 2, 11, 13, 14, 15, 12, 22, 17, 18, 21, 20, 9, 10, 23,
            ],
            [
                1, 2, 3, 0, 16, 17, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 18, 19, 20, 21, 22, 23,
            ],
            [
                0, 1, 15, 12, 4, 2, 3, 7, 9, 10, 11, 8, 21, 13, 14, 20, 16, 17, 18, 19, 5, 6, 22, 23,
            ],
        ];
        for (m, p) in his.iter().enumerate() {
            for (i, &to) in model.moves[m].iter().enumerate() {
                // The sticker of his cell numbers[i] goes to his cell numbers[to].
                assert_eq!(p[numbers[to]], numbers[i], "move {}", MOVES[m].0);
            }
        }
    }

    /// The statement's extra map (his solved colouring after one X) is solved by XXX, not by X.
    #[test]
    fn the_extra_map() {
        let model = Model::new();
        let map = map_of("..WR....\n..WR....\nBBOWGGYR\nBBOWGGYR\n..YO....\n..YO....");
        assert_eq!(model.judge(&[map], "XXX\n"), Ok(()));
        assert_eq!(
            model.judge(&[map], "X\n"),
            Err("cube 1 (line 1): the moves leave the cube unsolved".to_string())
        );
        assert!(model.solved(&model.turned(&model.turned(&model.turned(&map, 0), 0), 0)));
    }

    /// Cubes no moves solve are refused.
    #[test]
    fn illegal_maps() {
        let model = Model::new();
        let solved = "..WW....\n..WW....\nBBOOGGRR\nBBOOGGRR\n..YY....\n..YY....";
        assert!(model.legal(&map_of(solved)).is_ok());
        // The up-front-right corner twisted in place: W, O, G turned round.
        let twisted = "..WW....\n..WG....\nBBOWOGRR\nBBOOGGRR\n..YY....\n..YY....";
        let read = model.read_input(format!("{}\n{}", twisted, "........\n".repeat(6)).as_bytes());
        assert!(read.unwrap_err().contains("twisted"));
        // Two of its stickers swapped: mirrored.
        let mirrored = "..WW....\n..WO....\nBBOWGGRR\nBBOOGGRR\n..YY....\n..YY....";
        let read = model.read_input(format!("{}\n{}", mirrored, "........\n".repeat(6)).as_bytes());
        assert!(read.unwrap_err().contains("mirrored"));
    }
}
