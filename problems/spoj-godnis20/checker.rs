//! The checker of SPOJ GODNIS20 "God Number is 20 (Rubik)", run as `checker INPUT OUTPUT
//! EXPECTED`: exit status 0 accepts the output, 1 rejects it (the reason on the first line), 2
//! refuses a test input it cannot read. It shares nothing with the program it judges: each net's
//! 54 cells are stickers placed in space (a cubie at each point of `{-1, 0, 1}^3`, x to the
//! right, y up, z to the front; each face of the net has its outward normal and the directions of
//! its rows and columns seen from outside), and a move turns the stickers of one layer about its
//! face's normal: `U` a quarter clockwise as seen from outside that face, `U2` a half turn, `U'` a
//! quarter counter-clockwise (the setter's published U cycles are these).
//!
//! The input: the number of cubes n, then n nets of 54 symbols each (up, then the rows across
//! left, front, right, back, then down), whatever the white space, nothing after them; faces are
//! named by their centres, and each net must be a real cube. The output, white-space separated:
//! per cube the number of moves, 0..=1000, then that many moves in the half-turn metric (`U`,
//! `U2`, `U'` ...) that leave every face one colour; or -1 to skip the cube, but not every cube;
//! nothing after. Any such sequence is accepted (the score is the total length).

use std::process::exit;

type V = [i32; 3];

/// The faces in the net's order (up, left, front, right, back, down), each its letter, its
/// outward normal, and the directions of its columns (left to right) and rows (top to bottom)
/// seen from outside. The up face's first row touches the back face, the down face's the front
/// face; the four around stand with the up face above them.
const FACES: [(char, V, V, V); 6] = [
    ('U', [0, 1, 0], [1, 0, 0], [0, 0, 1]),
    ('L', [-1, 0, 0], [0, 0, 1], [0, -1, 0]),
    ('F', [0, 0, 1], [1, 0, 0], [0, -1, 0]),
    ('R', [1, 0, 0], [0, 0, -1], [0, -1, 0]),
    ('B', [0, 0, -1], [-1, 0, 0], [0, -1, 0]),
    ('D', [0, -1, 0], [1, 0, 0], [0, 0, -1]),
];

/// A cube: per cell, in the net's reading order, the face (index into `FACES`) whose centre has
/// its colour.
type Cube = [u8; 54];

/// The most moves an answer may have for one cube.
const MOST: i64 = 1000;

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
    let cubes = model.read_input(&input).unwrap_or_else(|why| {
        println!("the test's input is broken: {}", why);
        exit(2)
    });
    if let Err(why) = model.judge(&cubes, &String::from_utf8_lossy(&output)) {
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

/// The axis (0 x, 1 y, 2 z) a face normal lies along.
fn axis(n: V) -> usize {
    n.iter().position(|&c| c != 0).unwrap_or(0)
}

/// The parity of a permutation given as the image of each index: 0 even, 1 odd.
fn parity(image: &[usize]) -> usize {
    let mut seen = vec![false; image.len()];
    let mut odd = 0;
    for start in 0..image.len() {
        let mut i = start;
        let mut length = 0;
        while !seen[i] {
            seen[i] = true;
            i = image[i];
            length += 1;
        }
        if length > 0 {
            odd += length - 1;
        }
    }
    odd % 2
}

struct Model {
    /// Per cell, its sticker's place and outward normal.
    cells: Vec<(V, V)>,
    /// Per cell, its face.
    face: Vec<u8>,
    /// The moves by name, each where every cell's sticker goes.
    moves: Vec<(String, Vec<usize>)>,
    /// The eight corners: each its three cells, the first on the up or down face, the other two
    /// clockwise round the corner seen from outside.
    corners: Vec<[usize; 3]>,
    /// The twelve edges: each its two cells, the first on the up or down face if the edge has
    /// one, else on the front or back face.
    edges: Vec<[usize; 2]>,
}

impl Model {
    fn new() -> Model {
        let sticker = |f: usize, r: i32, c: i32| {
            let (_, n, right, down) = FACES[f];
            (
                [0, 1, 2].map(|i| n[i] + (c - 1) * right[i] + (r - 1) * down[i]),
                n,
            )
        };
        let mut cells = Vec::new();
        let mut face = Vec::new();
        let mut add = |f: usize, r: i32| {
            for c in 0..3 {
                cells.push(sticker(f, r, c));
                face.push(f as u8);
            }
        };
        for r in 0..3 {
            add(0, r);
        }
        for r in 0..3 {
            for f in 1..5 {
                add(f, r);
            }
        }
        for r in 0..3 {
            add(5, r);
        }
        let find = |place: V, normal: V| {
            cells
                .iter()
                .position(|&c| c == (place, normal))
                .expect("a turn takes a sticker to a sticker")
        };
        let mut moves = Vec::new();
        for &(letter, n, _, _) in FACES.iter() {
            let quarter: Vec<usize> = cells
                .iter()
                .enumerate()
                .map(|(i, &(p, d))| {
                    if dot(p, n) > 0 {
                        find(clockwise(p, n), clockwise(d, n))
                    } else {
                        i
                    }
                })
                .collect();
            let half: Vec<usize> = quarter.iter().map(|&j| quarter[j]).collect();
            let three: Vec<usize> = half.iter().map(|&j| quarter[j]).collect();
            moves.push((letter.to_string(), quarter));
            moves.push((format!("{}2", letter), half));
            moves.push((format!("{}'", letter), three));
        }
        let mut corners = Vec::new();
        let mut edges = Vec::new();
        for x in -1..=1 {
            for y in -1..=1 {
                for z in -1..=1 {
                    let place = [x, y, z];
                    let mut normals: Vec<V> = (0..3)
                        .filter(|&a| place[a] != 0)
                        .map(|a| {
                            let mut n = [0; 3];
                            n[a] = place[a];
                            n
                        })
                        .collect();
                    // Up or down first, else front or back.
                    normals.sort_by_key(|&n| [1, 2, 0][axis(n)]);
                    match normals[..] {
                        [a, b, c] => {
                            let (b, c) = if det(a, b, c) < 0 { (b, c) } else { (c, b) };
                            corners.push([find(place, a), find(place, b), find(place, c)]);
                        }
                        [a, b] => edges.push([find(place, a), find(place, b)]),
                        _ => {}
                    }
                }
            }
        }
        Model {
            cells,
            face,
            moves,
            corners,
            edges,
        }
    }

    /// The nets' cubes, each cell named by the face whose centre has its symbol.
    fn read_input(&self, input: &[u8]) -> Result<Vec<Cube>, String> {
        let text = input.strip_prefix(b"\xef\xbb\xbf").unwrap_or(input);
        let white = |b: &u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
        let start = text.iter().position(|b| !white(b)).unwrap_or(text.len());
        let end = text[start..]
            .iter()
            .position(white)
            .map_or(text.len(), |k| start + k);
        let shown = String::from_utf8_lossy(&text[start..end]);
        let digits = shown.strip_prefix('+').unwrap_or(&shown);
        let n: usize = match digits.parse() {
            Ok(n) if digits.bytes().all(|b| b.is_ascii_digit()) => n,
            _ => return Err(format!("the number of cubes is {:?}, not a number", shown)),
        };
        let mut symbols = text[end..].iter().copied().filter(|b| !white(b));
        let mut cubes = Vec::new();
        for k in 0..n {
            let net: Vec<u8> = symbols.by_ref().take(54).collect();
            if net.len() < 54 {
                return Err(format!("cube {} has {} of its 54 symbols", k + 1, net.len()));
            }
            cubes.push(
                self.named(&net)
                    .map_err(|why| format!("cube {}: {}", k + 1, why))?,
            );
        }
        if let Some(extra) = symbols.next() {
            return Err(format!("{:?} after the last cube", char::from(extra)));
        }
        Ok(cubes)
    }

    /// `net`'s symbols named by the faces whose centres they are on; a real cube or why not.
    fn named(&self, net: &[u8]) -> Result<Cube, String> {
        if let Some(&b) = net.iter().find(|b| !b.is_ascii_graphic()) {
            return Err(format!("byte {} is not a symbol", b));
        }
        let centre_of = |f: usize| {
            let (_, n, _, _) = FACES[f];
            net[self.cells.iter().position(|&c| c == (n, n)).unwrap_or(0)]
        };
        let centres: Vec<u8> = (0..6).map(centre_of).collect();
        let mut cube = [0u8; 54];
        for (cell, &symbol) in cube.iter_mut().zip(net) {
            let f = centres
                .iter()
                .position(|&c| c == symbol)
                .ok_or_else(|| format!("{:?} is on no centre", char::from(symbol)))?;
            if centres[f + 1..].contains(&symbol) {
                return Err(format!("two centres are {:?}", char::from(symbol)));
            }
            *cell = f as u8;
        }
        self.legal(&cube)
            .map_err(|why| format!("the net is not a real cube: {}", why))?;
        Ok(cube)
    }

    /// Whether face turns can solve `cube`: each colour on nine cells; each corner and edge a
    /// different piece of the cube (corners not mirrored); the corners' twists adding up to 0
    /// mod 3, the edges' flips to 0 mod 2, and the corners' and edges' arrangements both even or
    /// both odd.
    fn legal(&self, cube: &Cube) -> Result<(), String> {
        for f in 0..6u8 {
            let seen = cube.iter().filter(|&&c| c == f).count();
            if seen != 9 {
                return Err(format!(
                    "the colour of the {} centre is on {} cells, not 9",
                    FACES[usize::from(f)].0,
                    seen
                ));
            }
        }
        let normal = |i: usize| FACES[usize::from(cube[i])].1;
        let home = |cells: &[usize]| -> Result<V, String> {
            let normals: Vec<V> = cells.iter().map(|&i| normal(i)).collect();
            let mut axes: Vec<usize> = normals.iter().map(|&n| axis(n)).collect();
            axes.sort_unstable();
            axes.dedup();
            if axes.len() != cells.len() {
                return Err(format!(
                    "the piece at {:?} shows one colour twice or colours of opposite faces",
                    self.cells[cells[0]].0
                ));
            }
            Ok([0, 1, 2].map(|a| normals.iter().map(|n| n[a]).sum()))
        };
        let mut corner_homes = Vec::new();
        let mut twist = 0;
        for corner in &self.corners {
            let h = home(corner)?;
            let shown = corner.map(normal);
            let faces = corner.map(|i| self.cells[i].1);
            if det(shown[0], shown[1], shown[2]) != det(faces[0], faces[1], faces[2]) {
                return Err(format!("the corner at {:?} is mirrored", self.cells[corner[0]].0));
            }
            twist += shown.iter().position(|&n| axis(n) == 1).unwrap_or(0);
            corner_homes.push(h);
        }
        let mut edge_homes = Vec::new();
        let mut flip = 0;
        for edge in &self.edges {
            let h = home(edge)?;
            let shown = edge.map(normal);
            // The edge's own reference colour: up or down if it has one, else front or back.
            let reference = if shown.iter().any(|&n| axis(n) == 1) { 1 } else { 2 };
            if axis(shown[0]) != reference {
                flip += 1;
            }
            edge_homes.push(h);
        }
        let places = |homes: &[V], pieces: &[V]| -> Result<Vec<usize>, String> {
            let image: Vec<usize> = homes
                .iter()
                .map(|h| pieces.iter().position(|p| p == h).unwrap_or(0))
                .collect();
            for (k, h) in homes.iter().enumerate() {
                if homes[..k].contains(h) {
                    return Err(format!("two places hold the piece of {:?}", h));
                }
            }
            Ok(image)
        };
        let corner_places: Vec<V> = self.corners.iter().map(|c| self.cells[c[0]].0).collect();
        let edge_places: Vec<V> = self.edges.iter().map(|e| self.cells[e[0]].0).collect();
        let corner_image = places(&corner_homes, &corner_places)?;
        let edge_image = places(&edge_homes, &edge_places)?;
        if twist % 3 != 0 {
            return Err(format!(
                "the corners are twisted by {} third(s) of a turn in all",
                twist % 3
            ));
        }
        if flip % 2 != 0 {
            return Err("one edge is flipped in place".to_string());
        }
        if parity(&corner_image) != parity(&edge_image) {
            return Err("two pieces are swapped".to_string());
        }
        Ok(())
    }

    fn turned(&self, cube: &Cube, m: usize) -> Cube {
        let mut next = [0; 54];
        for (i, &to) in self.moves[m].1.iter().enumerate() {
            next[to] = cube[i];
        }
        next
    }

    fn solved(&self, cube: &Cube) -> bool {
        cube[..] == self.face[..]
    }

    /// Judges the program's output for `cubes`.
    fn judge(&self, cubes: &[Cube], text: &str) -> Result<(), String> {
        let tokens: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .flat_map(|(i, l)| l.split_whitespace().map(move |t| (i + 1, t)))
            .collect();
        let mut at = 0;
        let mut skipped = 0;
        for (k, cube) in cubes.iter().enumerate() {
            let name = format!("cube {}", k + 1);
            let (line, shown) = tokens.get(at).copied().unwrap_or((0, ""));
            let count: i64 = shown.parse().map_err(|_| match line {
                0 => format!("{}: the number of moves is missing", name),
                _ => format!(
                    "line {}: {}: expected the number of moves, got {}",
                    line,
                    name,
                    quoted(shown)
                ),
            })?;
            at += 1;
            if !(-1..=MOST).contains(&count) {
                return Err(format!(
                    "{}: {} moves, not 0..={} or -1 (skipped)",
                    name, count, MOST
                ));
            }
            if count == -1 {
                skipped += 1;
                continue;
            }
            let mut now = *cube;
            for j in 0..count {
                let (line, word) = tokens
                    .get(at)
                    .copied()
                    .ok_or_else(|| format!("{}: move {} of {} is missing", name, j + 1, count))?;
                let m = self
                    .moves
                    .iter()
                    .position(|(n, _)| n == word)
                    .ok_or_else(|| format!("line {}: {}: {} is not a move", line, name, quoted(word)))?;
                now = self.turned(&now, m);
                at += 1;
            }
            if !self.solved(&now) {
                return Err(format!("{}: the moves leave the cube unsolved", name));
            }
        }
        if let Some(&(line, extra)) = tokens.get(at) {
            return Err(format!(
                "line {}: unexpected {} after the answer",
                line,
                quoted(extra)
            ));
        }
        if skipped == cubes.len() && !cubes.is_empty() {
            return Err("every cube is skipped".to_string());
        }
        Ok(())
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

    /// The cell of face `f` (0 up, 1 left, 2 front, 3 right, 4 back, 5 down), row `r`, column
    /// `c`, in the net's reading order.
    fn cell(f: usize, r: usize, c: usize) -> usize {
        match f {
            0 => 3 * r + c,
            5 => 45 + 3 * r + c,
            _ => 9 + 12 * r + 3 * (f - 1) + c,
        }
    }

    fn scrambled(model: &Model, moves: &str) -> Cube {
        let start: Cube = model.face.clone().try_into().unwrap();
        moves.split_whitespace().fold(start, |now, word| {
            model.turned(&now, model.moves.iter().position(|(n, _)| n == word).unwrap())
        })
    }

    /// The setter's judge turns U by these cycles, each element moving to the next.
    #[test]
    fn u_is_the_setters() {
        let model = Model::new();
        let u = &model.moves.iter().find(|(n, _)| n == "U").unwrap().1;
        let (up, left, front, right, back) = (0, 1, 2, 3, 4);
        let cycles = [
            [
                cell(left, 0, 0),
                cell(back, 0, 0),
                cell(right, 0, 0),
                cell(front, 0, 0),
            ],
            [
                cell(left, 0, 1),
                cell(back, 0, 1),
                cell(right, 0, 1),
                cell(front, 0, 1),
            ],
            [
                cell(left, 0, 2),
                cell(back, 0, 2),
                cell(right, 0, 2),
                cell(front, 0, 2),
            ],
            [cell(up, 0, 0), cell(up, 0, 2), cell(up, 2, 2), cell(up, 2, 0)],
            [cell(up, 0, 1), cell(up, 1, 2), cell(up, 2, 1), cell(up, 1, 0)],
        ];
        let mut moved = 0;
        for cycle in &cycles {
            for k in 0..4 {
                assert_eq!(u[cycle[k]], cycle[(k + 1) % 4]);
                moved += 1;
            }
        }
        assert_eq!((0..54).filter(|&i| u[i] != i).count(), moved);
    }

    /// The spec's extra input (three cubes, each the inverse of a 15-move scramble) and its
    /// answer; a skip is fine for one cube, not for all.
    #[test]
    fn the_extra_input() {
        let model = Model::new();
        let input = std::fs::read("test/extra-1.in").unwrap();
        let cubes = model.read_input(&input).unwrap();
        assert_eq!(cubes.len(), 3);
        let answer = std::fs::read_to_string("test/extra-1.out").unwrap();
        assert_eq!(model.judge(&cubes, &answer), Ok(()));
        let (first, rest) = answer.split_once('\n').unwrap();
        let (_, rest) = rest.split_once('\n').unwrap();
        assert_eq!(first, "15");
        assert_eq!(model.judge(&cubes, &format!("-1\n{}", rest)), Ok(()));
        assert_eq!(
            model.judge(&cubes, "-1 -1 -1"),
            Err("every cube is skipped".to_string())
        );
    }

    #[test]
    fn scrambles_are_real_cubes_undone_by_their_inverse() {
        let model = Model::new();
        let cube = scrambled(&model, "R U R' U' F2 D L' B2");
        assert!(model.legal(&cube).is_ok());
        assert_eq!(model.judge(&[cube], "8 B2 L D' F2 U R U' R'"), Ok(()));
        assert!(model.judge(&[cube], "8 B2 L D' F2 U R U' R").is_err());
        assert!(model.judge(&[cube], "7 B2 L D' F2 U R U'").is_err());
        assert!(model.judge(&[cube], "9 B2 L D' F2 U R U' R' U").is_err());
    }

    #[test]
    fn nets_no_turns_solve_are_refused() {
        let model = Model::new();
        let solved: Vec<u8> = model
            .face
            .iter()
            .map(|&f| FACES[usize::from(f)].0 as u8)
            .collect();
        assert!(model.named(&solved).is_ok());
        let mut twisted = solved.clone();
        let (a, b, c) = (cell(0, 2, 2), cell(2, 0, 2), cell(3, 0, 0));
        (twisted[a], twisted[b], twisted[c]) = (solved[c], solved[a], solved[b]);
        assert!(model.named(&twisted).unwrap_err().contains("twisted"));
        let mut flipped = solved.clone();
        flipped.swap(cell(0, 2, 1), cell(2, 0, 1));
        assert!(model.named(&flipped).unwrap_err().contains("flipped"));
        let mut swapped = solved.clone();
        swapped.swap(cell(0, 2, 1), cell(0, 0, 1));
        swapped.swap(cell(2, 0, 1), cell(4, 0, 1));
        assert!(model.named(&swapped).unwrap_err().contains("swapped"));
    }
}
