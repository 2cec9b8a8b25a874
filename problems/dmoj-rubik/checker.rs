//! The checker of DMOJ "rubik" (Rubik's Cube Solver), run as `checker INPUT OUTPUT EXPECTED`:
//! exit status 0 accepts the output, 1 rejects it (the reason on the first line), 2 refuses a
//! test input it cannot read. It shares nothing with the program it judges: the net's 54 cells
//! are stickers placed in space (a cubie at each point of `{-1, 0, 1}^3`, x to the right, y up,
//! z to the front; each face of the net has its outward normal and the directions of its rows
//! and columns seen from outside), and a move turns the stickers of one layer about its face's
//! normal: `U` a quarter clockwise as seen from outside that face, `U2` a half turn, `U'` a
//! quarter counter-clockwise.
//!
//! The input: one net of 54 symbols (up, then the rows across left, front, right, back, then
//! down), whatever the white space, nothing after it; faces are named by their centres, and the
//! net must be a real cube. The output: one line of moves with nothing between them, read by the
//! longest name at each character, that leaves every face one colour (a missing line is an empty
//! one, right for a solved cube); nothing but blank lines after. Any such sequence is accepted.

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
    let cube = model.read_input(&input).unwrap_or_else(|why| {
        println!("the test's input is broken: {}", why);
        exit(2)
    });
    if let Err(why) = model.judge(&[cube], &String::from_utf8_lossy(&output)) {
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

    /// The net's cube, each cell named by the face whose centre has its symbol.
    fn read_input(&self, input: &[u8]) -> Result<Cube, String> {
        let text = input.strip_prefix(b"\xef\xbb\xbf").unwrap_or(input);
        let mut symbols = text
            .iter()
            .copied()
            .filter(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c));
        let net: Vec<u8> = symbols.by_ref().take(54).collect();
        if net.len() < 54 {
            return Err(format!("the net has {} of its 54 symbols", net.len()));
        }
        if let Some(extra) = symbols.next() {
            return Err(format!("{:?} after the net", char::from(extra)));
        }
        self.named(&net)
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

    /// The moves written together on one line, read by the longest name at each place.
    fn together(&self, line: &str) -> Result<Vec<usize>, String> {
        let mut moves = Vec::new();
        let mut rest = line;
        while !rest.is_empty() {
            let m = (0..self.moves.len())
                .filter(|&m| rest.starts_with(self.moves[m].0.as_str()))
                .max_by_key(|&m| self.moves[m].0.len())
                .ok_or_else(|| {
                    let first = rest.chars().next().map_or(0, char::len_utf8);
                    format!(
                        "character {}: {} is not a move",
                        line.len() - rest.len() + 1,
                        quoted(&rest[..first])
                    )
                })?;
            moves.push(m);
            rest = &rest[self.moves[m].0.len()..];
        }
        Ok(moves)
    }

    /// Judges the program's output for `cubes`: a line of moves each.
    fn judge(&self, cubes: &[Cube], text: &str) -> Result<(), String> {
        let mut lines = text
            .lines()
            .map(str::trim_end)
            .enumerate()
            .map(|(i, l)| (i + 1, l));
        for (k, cube) in cubes.iter().enumerate() {
            let (line, written) = lines.next().unwrap_or((0, ""));
            let place = match line {
                0 => format!("cube {} (no line)", k + 1),
                _ => format!("cube {} (line {})", k + 1, line),
            };
            let moves = self
                .together(written)
                .map_err(|why| format!("{}: {}", place, why))?;
            let end = moves.iter().fold(*cube, |now, &m| self.turned(&now, m));
            if !self.solved(&end) {
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

    /// The statement's example, which a clockwise turn of the left face solves.
    const EXAMPLE: &str = "3 1 1\n3 1 1\n3 1 1\n2 2 2 6 3 3 4 4 4 5 5 1\n2 2 2 6 3 3 4 4 4 5 5 1\n\
                           2 2 2 6 3 3 4 4 4 5 5 1\n5 6 6\n5 6 6\n5 6 6\n";

    fn solved_net(model: &Model) -> Vec<u8> {
        model
            .face
            .iter()
            .map(|&f| FACES[usize::from(f)].0 as u8)
            .collect()
    }

    fn scrambled(model: &Model, moves: &str) -> Cube {
        let start: Cube = model.face.clone().try_into().unwrap();
        let moves = model.together(moves).unwrap();
        moves.iter().fold(start, |now, &m| model.turned(&now, m))
    }

    #[test]
    fn the_example_is_solved_by_l_alone() {
        let model = Model::new();
        let cube = model.read_input(EXAMPLE.as_bytes()).unwrap();
        for (m, (name, _)) in model.moves.iter().enumerate() {
            assert_eq!(model.solved(&model.turned(&cube, m)), name == "L", "{}", name);
        }
        assert_eq!(model.judge(&[cube], "L\n"), Ok(()));
        assert_eq!(
            model.judge(&[cube], "L'\n"),
            Err("cube 1 (line 1): the moves leave the cube unsolved".to_string())
        );
    }

    /// Clockwise as seen from outside the face: F takes the up face's bottom row to the right
    /// face's left column; U takes the front face's top row to the left face's.
    #[test]
    fn clockwise_is_seen_from_outside() {
        let model = Model::new();
        let f = &model.moves.iter().find(|(n, _)| n == "F").unwrap().1;
        // Up row 2 is cells 6, 7, 8; the right face's column 0 is cells 15, 27, 39, top down.
        assert_eq!([f[6], f[7], f[8]], [15, 27, 39]);
        let u = &model.moves.iter().find(|(n, _)| n == "U").unwrap().1;
        // The front face's top row is cells 12, 13, 14; the left face's, cells 9, 10, 11.
        assert_eq!([u[12], u[13], u[14]], [9, 10, 11]);
        for (name, m) in &model.moves {
            let four: Vec<usize> = (0..54).map(|i| m[m[m[m[i]]]]).collect();
            assert_eq!(four, (0..54).collect::<Vec<_>>(), "{} four times", name);
        }
    }

    #[test]
    fn scrambles_are_real_cubes_undone_by_their_inverse() {
        let model = Model::new();
        let cube = scrambled(&model, "RUR'U'F2DL'B2");
        assert!(model.legal(&cube).is_ok());
        assert!(!model.solved(&cube));
        assert_eq!(model.judge(&[cube], "B2LD'F2URU'R'\n"), Ok(()));
        assert!(model.judge(&[cube], "B2LD'F2URU'R\n").is_err());
        assert!(model.judge(&[cube], "B2LD'F2URU'R'\nU\n").is_err());
    }

    #[test]
    fn nets_no_turns_solve_are_refused() {
        let model = Model::new();
        let solved = solved_net(&model);
        assert!(model.named(&solved).is_ok());
        let at = |place: V, pieces: &[Vec<usize>]| -> Vec<usize> {
            pieces
                .iter()
                .find(|p| model.cells[p[0]].0 == place)
                .unwrap()
                .clone()
        };
        let corners: Vec<Vec<usize>> = model.corners.iter().map(|c| c.to_vec()).collect();
        let edges: Vec<Vec<usize>> = model.edges.iter().map(|e| e.to_vec()).collect();
        let corner = at([1, 1, 1], &corners);
        let mut twisted = solved.clone();
        (twisted[corner[0]], twisted[corner[1]], twisted[corner[2]]) =
            (solved[corner[2]], solved[corner[0]], solved[corner[1]]);
        assert!(model.named(&twisted).unwrap_err().contains("twisted"));
        let mut mirrored = solved.clone();
        mirrored.swap(corner[1], corner[2]);
        assert!(model.named(&mirrored).unwrap_err().contains("mirrored"));
        let edge = at([0, 1, 1], &edges);
        let mut flipped = solved.clone();
        flipped.swap(edge[0], edge[1]);
        assert!(model.named(&flipped).unwrap_err().contains("flipped"));
        let other = at([0, 1, -1], &edges);
        let mut swapped = solved.clone();
        for k in 0..2 {
            swapped.swap(edge[k], other[k]);
        }
        assert!(model.named(&swapped).unwrap_err().contains("swapped"));
        let mut centres = solved.clone();
        centres[4] = b'F';
        assert!(model.named(&centres).is_err());
    }
}
