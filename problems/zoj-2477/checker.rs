//! The checker of ZOJ 2477 "Magic Cube", run as `checker INPUT OUTPUT EXPECTED`: exit status 0
//! accepts the output, 1 rejects it (the reason on the first line), 2 refuses a test input it
//! cannot read. It shares nothing with the program it judges: each net's 54 cells are stickers
//! placed in space (a cubie at each point of `{-1, 0, 1}^3`, x to the right, y up, z to the
//! front; each face of the net has its outward normal and the directions of its rows and columns
//! seen from outside), a step `f d` turns the stickers of face f's layer a quarter about its
//! normal (faces 0 left, 1 front, 2 right, 3 back, 4 top, 5 bottom; d = 1 clockwise as seen from
//! outside that face, -1 counter-clockwise), and the fewest steps are found by a breadth-first
//! search of its own from the solved cube over the 12 steps, every position within 5 steps kept.
//!
//! The input: the number of cases, then per case a net of 54 symbols (top, then the rows across
//! faces 0 1 2 3, then bottom), whatever the white space, nothing after; faces are named by their
//! centres, and each net must be a real cube. The output, white-space separated: per case the
//! number of steps, which must be the fewest that solve the cube, or -1 when that is over 5;
//! then the steps, two words each, leaving every face one colour; nothing after.

use std::collections::HashMap;
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

/// The most steps the statement asks for: past them the answer is -1.
const MOST: u8 = 5;

/// The statement's face numbers, each as an index into `FACES`: 0 left, 1 front, 2 right,
/// 3 back, 4 top, 5 bottom.
const NUMBERED: [usize; 6] = [1, 2, 3, 4, 0, 5];

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
    /// The steps by their two words, each where every cell's sticker goes.
    moves: Vec<([String; 2], Vec<usize>)>,
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
        for (number, &f) in NUMBERED.iter().enumerate() {
            let n = FACES[f].1;
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
            let back: Vec<usize> = (0..quarter.len()).map(|i| quarter[quarter[quarter[i]]]).collect();
            moves.push(([number.to_string(), "1".to_string()], quarter));
            moves.push(([number.to_string(), "-1".to_string()], back));
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

    /// The cases' cubes, each cell named by the face whose centre has its symbol.
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
            _ => return Err(format!("the number of cases is {:?}, not a number", shown)),
        };
        let mut symbols = text[end..].iter().copied().filter(|b| !white(b));
        let mut cubes = Vec::new();
        for k in 0..n {
            let net: Vec<u8> = symbols.by_ref().take(54).collect();
            if net.len() < 54 {
                return Err(format!("case {} has {} of its 54 symbols", k + 1, net.len()));
            }
            cubes.push(
                self.named(&net)
                    .map_err(|why| format!("case {}: {}", k + 1, why))?,
            );
        }
        if let Some(extra) = symbols.next() {
            return Err(format!("{:?} after the last case", char::from(extra)));
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

    /// Every position within `MOST` steps of the solved cube, with its distance: a
    /// breadth-first search over the 12 steps.
    fn near(&self) -> HashMap<[u64; 3], u8> {
        let solved: Cube = self.face.clone().try_into().expect("54 cells");
        let mut seen = HashMap::new();
        seen.insert(packed(&solved), 0);
        let mut layer = vec![solved];
        for depth in 1..=MOST {
            let mut next = Vec::new();
            for cube in &layer {
                for m in 0..self.moves.len() {
                    let turned = self.turned(cube, m);
                    seen.entry(packed(&turned)).or_insert_with(|| {
                        next.push(turned);
                        depth
                    });
                }
            }
            layer = next;
        }
        seen
    }

    /// Judges the program's output for `cubes`.
    fn judge(&self, cubes: &[Cube], text: &str) -> Result<(), String> {
        let near = if cubes.is_empty() {
            HashMap::new()
        } else {
            self.near()
        };
        let tokens: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .flat_map(|(i, l)| l.split_whitespace().map(move |t| (i + 1, t)))
            .collect();
        let mut at = 0;
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
            let optimum = near.get(&packed(cube)).copied();
            if count != optimum.map_or(-1, i64::from) {
                return Err(match optimum {
                    Some(d) => format!("{}: {} moves, but the optimum is {}", name, count, d),
                    None => format!(
                        "{}: {} moves, but the optimum is over {}: the answer is -1",
                        name, count, MOST
                    ),
                });
            }
            if count == -1 {
                continue;
            }
            let mut now = *cube;
            for j in 0..count {
                let (line, _) = tokens
                    .get(at)
                    .copied()
                    .ok_or_else(|| format!("{}: move {} of {} is missing", name, j + 1, count))?;
                let words: Vec<&str> = tokens[at..].iter().take(2).map(|&(_, t)| t).collect();
                let m = self
                    .moves
                    .iter()
                    .position(|(n, _)| words.len() == 2 && n[0] == words[0] && n[1] == words[1])
                    .ok_or_else(|| {
                        format!(
                            "line {}: {}: {} is not a move",
                            line,
                            name,
                            quoted(&words.join(" "))
                        )
                    })?;
                now = self.turned(&now, m);
                at += 2;
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
        Ok(())
    }
}

/// A cube in three words, three bits a cell.
fn packed(cube: &Cube) -> [u64; 3] {
    let mut words = [0u64; 3];
    for (i, &c) in cube.iter().enumerate() {
        words[i / 21] |= u64::from(c) << (3 * (i % 21));
    }
    words
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

    /// The cell of face `f` (in `FACES`: 0 top, 1 left, 2 front, 3 right, 4 back, 5 bottom),
    /// row `r`, column `c`, in the net's reading order.
    fn cell(f: usize, r: usize, c: usize) -> usize {
        match f {
            0 => 3 * r + c,
            5 => 45 + 3 * r + c,
            _ => 9 + 12 * r + 3 * (f - 1) + c,
        }
    }

    fn step(model: &Model, face: &str, direction: &str) -> usize {
        model
            .moves
            .iter()
            .position(|(n, _)| n[0] == face && n[1] == direction)
            .unwrap()
    }

    /// The positions at exactly 0..=5 steps from solved, as the spec counts them.
    #[test]
    fn the_search_finds_the_known_counts() {
        let near = Model::new().near();
        let counts: Vec<usize> = (0..=MOST)
            .map(|d| near.values().filter(|&&v| v == d).count())
            .collect();
        assert_eq!(counts, [1, 12, 114, 1068, 10011, 93840]);
    }

    /// The statement's example: turning the front face clockwise sends the top face's last row
    /// to the left column of the right face, and that column to the top row of the bottom face.
    #[test]
    fn the_statements_front_turn() {
        let model = Model::new();
        let f = &model.moves[step(&model, "1", "1")].1;
        let (top, right, bottom) = (0, 3, 5);
        for k in 0..3 {
            assert_eq!(f[cell(top, 2, k)], cell(right, k, 0));
            assert_eq!(f[cell(right, k, 0)], cell(bottom, 0, 2 - k));
        }
    }

    /// The official sample: the first cube is solved, the second one step `1 1` from it.
    #[test]
    fn the_sample() {
        let model = Model::new();
        let cubes = model
            .read_input(&std::fs::read("test/sample-1.in").unwrap())
            .unwrap();
        assert_eq!(cubes.len(), 2);
        assert!(model.solved(&cubes[0]));
        for m in 0..model.moves.len() {
            let name = &model.moves[m].0;
            assert_eq!(
                model.solved(&model.turned(&cubes[1], m)),
                name[0] == "1" && name[1] == "1"
            );
        }
        assert_eq!(model.judge(&cubes, "0\n1\n1 1\n"), Ok(()));
        assert_eq!(
            model.judge(&cubes, "0\n1\n1 -1\n"),
            Err("cube 2: the moves leave the cube unsolved".to_string())
        );
    }

    /// Six clockwise front turns from solved leave a cube 2 steps away; six different steps
    /// going round leave one past 5, whose answer is -1.
    #[test]
    fn counts_are_the_fewest() {
        let model = Model::new();
        let solved: Cube = model.face.clone().try_into().unwrap();
        let f = step(&model, "1", "1");
        let six = (0..6).fold(solved, |c, _| model.turned(&c, f));
        assert_eq!(model.judge(&[six], "2 1 1 1 1"), Ok(()));
        assert!(model
            .judge(&[six], "6 1 -1 1 -1 1 -1 1 -1 1 -1 1 -1")
            .unwrap_err()
            .contains("the optimum is 2"));
        let far = ["0", "1", "2", "3", "4", "5"]
            .iter()
            .fold(solved, |c, face| model.turned(&c, step(&model, face, "1")));
        assert_eq!(model.judge(&[far], "-1"), Ok(()));
        assert_eq!(
            model.judge(&[far], "6 5 -1 4 -1 3 -1 2 -1 1 -1 0 -1"),
            Err("cube 1: 6 moves, but the optimum is over 5: the answer is -1".to_string())
        );
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
