//! The adapter against an independent model: the statement's net read as stickers in space (each
//! side its outward normal, and the directions of its rows and columns as seen from outside), a
//! side's turn the stickers of its layer rotated a quarter about that normal, solved when every
//! side shows one colour. Nothing from the library: no move, layout or notation of its own is
//! used, only its random numbers.

use super::solve;
use cubesmith::cases::case_files;
use cubesmith::io::Scanner;
use cubesmith::rng::Rng;

type V = [i32; 3];

/// A side as the net shows it (x right, y up, z to the front): its name in the operations, its
/// outward normal, and the directions of its columns (left to right) and of its rows (top to
/// bottom) as seen from outside. The top's first row touches the back, the bottom's the front;
/// the left, front, right and back sides stand with the top above them.
struct Side {
    name: &'static str,
    normal: V,
    right: V,
    down: V,
}

const TOP: Side = Side {
    name: "top",
    normal: [0, 1, 0],
    right: [1, 0, 0],
    down: [0, 0, 1],
};
const LEFT: Side = Side {
    name: "left",
    normal: [-1, 0, 0],
    right: [0, 0, 1],
    down: [0, -1, 0],
};
const FRONT: Side = Side {
    name: "front",
    normal: [0, 0, 1],
    right: [1, 0, 0],
    down: [0, -1, 0],
};
const RIGHT: Side = Side {
    name: "right",
    normal: [1, 0, 0],
    right: [0, 0, -1],
    down: [0, -1, 0],
};
const BACK: Side = Side {
    name: "back",
    normal: [0, 0, -1],
    right: [-1, 0, 0],
    down: [0, -1, 0],
};
const BOTTOM: Side = Side {
    name: "bottom",
    normal: [0, -1, 0],
    right: [1, 0, 0],
    down: [0, 0, -1],
};
const SIDES: [&Side; 6] = [&TOP, &LEFT, &FRONT, &RIGHT, &BACK, &BOTTOM];

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

/// The sticker of `side` in row `r`, column `c`: its place and normal.
fn sticker(side: &Side, r: i32, c: i32) -> (V, V) {
    let place = [0, 1, 2].map(|i| side.normal[i] + (c - 1) * side.right[i] + (r - 1) * side.down[i]);
    (place, side.normal)
}

/// The 54 stickers in the configuration's reading order: the top's three rows, then each of the
/// three middle lines across left, front, right and back, then the bottom's three rows.
fn reading_order() -> Vec<(V, V)> {
    let mut order = Vec::new();
    for r in 0..3 {
        order.extend((0..3).map(|c| sticker(&TOP, r, c)));
    }
    for r in 0..3 {
        for side in [&LEFT, &FRONT, &RIGHT, &BACK].iter() {
            order.extend((0..3).map(|c| sticker(side, r, c)));
        }
    }
    for r in 0..3 {
        order.extend((0..3).map(|c| sticker(&BOTTOM, r, c)));
    }
    order
}

/// A cube: stickers as place, normal and colour.
#[derive(Clone, Debug, PartialEq)]
struct Cube {
    stickers: Vec<(V, V, String)>,
}

impl Cube {
    /// The configuration's colours, in reading order.
    fn read(colours: &[&str]) -> Cube {
        let order = reading_order();
        let stickers = order
            .iter()
            .zip(colours)
            .map(|(&(p, n), c)| (p, n, c.to_string()));
        Cube {
            stickers: stickers.collect(),
        }
    }

    /// The colours back in reading order.
    fn colours(&self) -> Vec<String> {
        let at = |&(p, n): &(V, V)| {
            let found = self.stickers.iter().find(|s| s.0 == p && s.1 == n);
            found.expect("a sticker at every place").2.clone()
        };
        reading_order().iter().map(at).collect()
    }

    /// The layer of the side with normal `n` turned a quarter clockwise, as seen looking at that
    /// side: each of its stickers rotated by -90 degrees about `n`, `v -> -(n x v) + n (n . v)`.
    fn turn(&mut self, n: V, clockwise: bool) {
        let quarter = |v: V| {
            let (c, along) = (cross(n, v), dot(n, v));
            [0, 1, 2].map(|i| -c[i] + n[i] * along)
        };
        for s in self.stickers.iter_mut().filter(|s| dot(s.0, n) == 1) {
            for _ in 0..if clockwise { 1 } else { 3 } {
                s.0 = quarter(s.0);
                s.1 = quarter(s.1);
            }
        }
    }

    /// Every side one colour (two sides may share one).
    fn solved(&self) -> bool {
        SIDES.iter().all(|side| {
            let mut on = self.stickers.iter().filter(|s| s.1 == side.normal);
            let first = &on.next().unwrap().2;
            on.all(|s| s.2 == *first)
        })
    }
}

/// An operation: the side and whether it turns clockwise (`right`) or not (`left`).
fn operation(side: &str, direction: &str) -> (V, bool) {
    let side = SIDES.iter().find(|s| s.name == side).expect("a side");
    match direction {
        "right" => (side.normal, true),
        "left" => (side.normal, false),
        _ => panic!("a direction: {:?}", direction),
    }
}

/// The answers to an input read as white-space separated tokens (after a byte-order mark, if
/// any): data sets from `START` to `END`, 54 colours then operations of two words, up to
/// `ENDOFINPUT`.
fn model(input: &str) -> String {
    let mut tokens = input.trim_start_matches('\u{feff}').split_whitespace();
    let mut out = String::new();
    loop {
        match tokens.next() {
            Some("START") => {}
            Some("ENDOFINPUT") => break,
            other => panic!("START or ENDOFINPUT, not {:?}", other),
        }
        let colours: Vec<&str> = (0..54).map(|_| tokens.next().expect("a colour")).collect();
        let mut cube = Cube::read(&colours);
        loop {
            match tokens.next().expect("an operation or END") {
                "END" => break,
                side => {
                    let (n, clockwise) = operation(side, tokens.next().expect("a direction"));
                    cube.turn(n, clockwise);
                }
            }
        }
        out += if cube.solved() { "Yes\n" } else { "No\n" };
    }
    assert!(tokens.next().is_none(), "nothing after ENDOFINPUT");
    out
}

fn adapter(input: &str) -> String {
    let mut out = Vec::new();
    solve(&mut Scanner::new(input.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// A data set as the statement lays it out: the top and bottom rows indented by `indent`
/// spaces, one space between colours, one operation a line.
fn written(colours: &[String], operations: &[(usize, bool)], indent: usize) -> String {
    let row = |k: usize, n: usize| colours[k..k + n].join(" ");
    let mut text = String::from("START\n");
    for r in 0..3 {
        text += &format!("{}{}\n", " ".repeat(indent), row(3 * r, 3));
    }
    for r in 0..3 {
        text += &format!("{}\n", row(9 + 12 * r, 12));
    }
    for r in 0..3 {
        text += &format!("{}{}\n", " ".repeat(indent), row(45 + 3 * r, 3));
    }
    for &(side, clockwise) in operations {
        let direction = if clockwise { "right" } else { "left" };
        text += &format!("{} {}\n", SIDES[side].name, direction);
    }
    text + "END\n"
}

/// The statement's example configuration, exactly.
const EXAMPLE: &str = "          G W O
          G R R
          G B R
    B R B R G Y W W W Y G O
    G W B O G B Y B O W Y O
    W R Y O Y B R Y R G O O
          B R Y
          B O W
          G Y W
";

/// Whether a configuration (in reading order) is made of a cube's pieces: at each corner and
/// edge place, stickers whose colours are those of mutually adjacent centres, every piece once.
fn made_of_pieces(colours: &[&str]) -> bool {
    let cube = Cube::read(colours);
    let centre = |n: V| cube.stickers.iter().find(|s| s.0 == n).unwrap().2.clone();
    let home = |colour: &str| SIDES.iter().map(|s| s.normal).find(|&n| centre(n) == colour);
    let mut pieces = Vec::new();
    for x in -1..=1 {
        for y in -1..=1 {
            for z in -1..=1 {
                let on: Vec<Option<V>> = cube
                    .stickers
                    .iter()
                    .filter(|s| s.0 == [x, y, z])
                    .map(|s| home(&s.2))
                    .collect();
                if on.len() < 2 {
                    continue;
                }
                let mut homes: Vec<V> = match on.into_iter().collect() {
                    Some(homes) => homes,
                    None => return false,
                };
                for (i, a) in homes.iter().enumerate() {
                    if homes[i + 1..].iter().any(|&b| dot(*a, b) != 0) {
                        return false;
                    }
                }
                homes.sort_unstable();
                pieces.push(homes);
            }
        }
    }
    let count = pieces.len();
    pieces.sort();
    pieces.dedup();
    count == 20 && pieces.len() == 20
}

#[test]
fn the_net_is_read_from_outside_and_turns_as_a_cube_does() {
    for side in SIDES.iter() {
        // Columns then rows, seen from outside: right x down points inwards.
        assert_eq!(
            cross(side.right, side.down).map(|v| -v),
            side.normal,
            "{}",
            side.name
        );
    }
    let order = reading_order();
    let mut sorted = order.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), 54);
    let names: Vec<String> = (0..54).map(|k| format!("s{}", k)).collect();
    let start = Cube::read(&names.iter().map(|s| s.as_str()).collect::<Vec<_>>());
    for side in SIDES.iter() {
        let mut cube = start.clone();
        cube.turn(side.normal, true);
        let moved = cube.colours().iter().zip(&names).filter(|(a, b)| a != b).count();
        assert_eq!(moved, 20, "{}", side.name);
        cube.turn(side.normal, false);
        assert_eq!(cube.colours(), names);
    }
}

#[test]
fn the_example_configuration_is_a_cube_only_as_the_model_reads_it() {
    let colours: Vec<&str> = EXAMPLE.split_whitespace().collect();
    assert!(made_of_pieces(&colours));
    // Any one side's block read a quarter or a half turned instead: not a cube.
    let order = reading_order();
    for side in SIDES.iter() {
        for turns in 1..4 {
            let mut turned = colours.clone();
            for (k, &(p, n)) in order.iter().enumerate() {
                if n == side.normal {
                    let mut q = p;
                    for _ in 0..turns {
                        let c = cross(n, q);
                        q = [0, 1, 2].map(|i| -c[i] + n[i] * dot(n, q));
                    }
                    turned[order.iter().position(|&s| s == (q, n)).unwrap()] = colours[k];
                }
            }
            assert!(!made_of_pieces(&turned), "{} turned {}", side.name, turns);
        }
    }
}

#[test]
fn the_model_gives_every_expected_output_and_so_does_the_adapter() {
    let mut count = 0;
    for folder in ["test", "beyond"].iter() {
        for (path, input, expected) in case_files(folder) {
            assert_eq!(model(&input), expected, "{}", path.display());
            assert_eq!(adapter(&input), expected, "{}", path.display());
            count += 1;
        }
    }
    assert!(count >= 12, "{} files", count);
}

#[test]
fn the_adapter_agrees_with_the_model_on_random_data_sets() {
    let mut rng = Rng::new(9972);
    let one = |rng: &mut Rng| (rng.below(6) as usize, rng.below(2) == 0);
    let mut yes = 0;
    for _ in 0..4 {
        let mut input = String::new();
        for t in 0..100 {
            let (colours, operations) = if t % 4 < 3 {
                // A solved cube in random colours, scrambled by the model, then the scramble
                // undone (at times with one operation changed), or other operations.
                let mut scheme: Vec<String> = "RGBOWY".chars().map(String::from).collect();
                rng.shuffle(&mut scheme);
                let solved: Vec<String> = reading_order()
                    .iter()
                    .map(|&(_, n)| scheme[SIDES.iter().position(|s| s.normal == n).unwrap()].clone())
                    .collect();
                let mut cube = Cube::read(&solved.iter().map(|s| s.as_str()).collect::<Vec<_>>());
                let scramble: Vec<(usize, bool)> = (0..rng.below(14)).map(|_| one(&mut rng)).collect();
                for &(side, clockwise) in &scramble {
                    cube.turn(SIDES[side].normal, clockwise);
                }
                let mut operations: Vec<(usize, bool)> =
                    scramble.iter().rev().map(|&(s, c)| (s, !c)).collect();
                if t % 4 == 1 {
                    let k = rng.below(operations.len() as u64 + 1) as usize;
                    operations.insert(k, one(&mut rng));
                } else if t % 4 == 2 {
                    operations = (0..rng.between(1, 12)).map(|_| one(&mut rng)).collect();
                }
                if operations.is_empty() {
                    // The statement has one operation or more: turn a side forth and back.
                    let (side, clockwise) = one(&mut rng);
                    operations = vec![(side, clockwise), (side, !clockwise)];
                }
                (cube.colours(), operations)
            } else {
                // Any colours, each nine times: not a cube, at times one colour only.
                let letters: &[u8] = if rng.below(8) == 0 { b"WWWWWW" } else { b"RGBOWY" };
                let mut colours: Vec<String> =
                    (0..54).map(|k| (letters[k / 9] as char).to_string()).collect();
                rng.shuffle(&mut colours);
                (colours, (0..rng.between(1, 8)).map(|_| one(&mut rng)).collect())
            };
            input += &written(&colours, &operations, rng.below(12) as usize);
        }
        input += "ENDOFINPUT\n";
        let expected = model(&input);
        assert_eq!(adapter(&input), expected);
        yes += expected.matches("Yes").count();
    }
    assert!((50..350).contains(&yes), "{} of 400 solved", yes);
}
