use super::*;
use crate::cube3::moves::random_moves;
use crate::rng::Rng;

const SOLVED_TEXT: &str = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

/// A uniformly random legal cube, built from random permutations and orientations (not from
/// turns, so reading and writing are tested apart from the move tables).
fn random_legal(rng: &mut Rng) -> Cubies {
    let mut c = Cubies::SOLVED;
    shuffle(rng, &mut c.cp);
    shuffle(rng, &mut c.ep);
    if c.corner_parity() != c.edge_parity() {
        c.ep.swap(0, 1);
    }
    for i in 0..7 {
        c.co[i] = rng.below(3) as u8;
    }
    c.co[7] = (6 - c.co[..7].iter().map(|&t| u32::from(t)).sum::<u32>() % 3) as u8 % 3;
    for i in 0..11 {
        c.eo[i] = rng.below(2) as u8;
    }
    c.eo[11] = c.eo[..11].iter().sum::<u8>() % 2;
    assert!(c.is_legal());
    c
}

fn shuffle(rng: &mut Rng, items: &mut [u8]) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i as u64 + 1) as usize);
    }
}

/// Six distinct random bytes.
fn random_scheme(rng: &mut Rng) -> Scheme {
    let mut bytes: Vec<u8> = (0..=255).collect();
    shuffle(rng, &mut bytes);
    Scheme::new([bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5]]).unwrap()
}

fn named(name: &str) -> usize {
    facelet_named(name).unwrap_or_else(|| panic!("no facelet {}", name))
}

// ---- Geometry: the facelets as points in space, independent of the tables under test. ----

type Vec3 = [i32; 3];

const NORMALS: [Vec3; 6] = [
    [0, 1, 0],
    [1, 0, 0],
    [0, 0, 1],
    [0, -1, 0],
    [-1, 0, 0],
    [0, 0, -1],
];

/// Where facelet `x` is (a point of {-1, 0, 1}^3) and which way it faces, from the reading rule:
/// U with B at the top, D with F at the top, the sides with U at the top, each seen from outside.
fn place(x: usize) -> (Vec3, Vec3) {
    let (face, r, c) = (x / 9, (x % 9 / 3) as i32, (x % 3) as i32);
    let pos = match face {
        0 => [c - 1, 1, r - 1],
        1 => [1, 1 - r, 1 - c],
        2 => [c - 1, 1 - r, 1],
        3 => [c - 1, -1, 1 - r],
        4 => [-1, 1 - r, c - 1],
        _ => [1 - c, 1 - r, -1],
    };
    (pos, NORMALS[face])
}

fn facelet_at(pos: Vec3, normal: Vec3) -> usize {
    (0..54).find(|&x| place(x) == (pos, normal)).unwrap()
}

fn dot(a: Vec3, b: Vec3) -> i32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// `v` turned a quarter clockwise as seen from the tip of unit axis `n`: n (n.v) - n x v.
fn quarter(n: Vec3, v: Vec3) -> Vec3 {
    let d = dot(n, v);
    let cross = [
        n[1] * v[2] - n[2] * v[1],
        n[2] * v[0] - n[0] * v[2],
        n[0] * v[1] - n[1] * v[0],
    ];
    [n[0] * d - cross[0], n[1] * d - cross[1], n[2] * d - cross[2]]
}

/// Facelet permutation `to`: the sticker on facelet `x` goes to `to[x]` when the layer of facelets
/// with `pos . n >= min` turns a quarter clockwise about `n`.
fn geometric_quarter(n: Vec3, min: i32) -> [usize; 54] {
    let mut to = [0usize; 54];
    for (x, t) in to.iter_mut().enumerate() {
        let (pos, normal) = place(x);
        *t = if dot(pos, n) >= min {
            facelet_at(quarter(n, pos), quarter(n, normal))
        } else {
            x
        };
    }
    to
}

fn moved(colours: &[u8; 54], to: &[usize; 54]) -> [u8; 54] {
    let mut out = [0u8; 54];
    for x in 0..54 {
        out[to[x]] = colours[x];
    }
    out
}

fn index_colours() -> [u8; 54] {
    let mut c = [0u8; 54];
    for (x, v) in c.iter_mut().enumerate() {
        *v = x as u8;
    }
    c
}

// ---- Names and layout. ----

#[test]
fn the_solved_cube_is_kociembas_string() {
    assert_eq!(to_text(&Cubies::SOLVED), SOLVED_TEXT);
    assert_eq!(from_text(SOLVED_TEXT).unwrap(), (Cubies::SOLVED, Scheme::LETTERS));
}

#[test]
fn every_facelet_name_matches_the_geometry() {
    for x in 0..54 {
        let (pos, normal) = place(x);
        // The piece's faces are those whose direction the facelet's cubie sticks out to.
        let mut piece: Vec<usize> = (0..6).filter(|&f| dot(pos, NORMALS[f]) == 1).collect();
        let face = NORMALS.iter().position(|&n| n == normal).unwrap();
        assert_eq!(face_of(x), face);
        piece.sort_unstable();
        let letters: String = piece.iter().map(|&f| Face::from_index(f).letter()).collect();
        let name = format!("{}@{}", Face::from_index(face).letter(), letters);
        assert_eq!(facelet_named(&name), Some(x), "{}", name);
        assert_eq!(facelet_named(&facelet_name(x)), Some(x));
        let kind = match piece_of(x) {
            Piece::Corner(..) => 3,
            Piece::Edge(..) => 2,
            Piece::Centre(_) => 1,
        };
        assert_eq!(kind, piece.len());
    }
}

#[test]
fn names_read_in_any_letter_order_and_bad_names_are_none() {
    assert_eq!(named("U@ULB"), 0);
    assert_eq!(named("U@UB"), 1);
    assert_eq!(named("U@URF"), 8);
    assert_eq!(named("R@URF"), 9);
    assert_eq!(named("F@URF"), 20);
    assert_eq!(named("U@U"), 4);
    assert_eq!(named("B@B"), 49);
    for name in ["U@RFU", "U@FRU", "U@UFR", "U@RUF", "U@FUR"].iter() {
        assert_eq!(named(name), 8);
    }
    assert_eq!(named("F@FU"), 19);
    assert_eq!(facelet_name(0), "U@ULB");
    assert_eq!(facelet_name(9), "R@URF");
    assert_eq!(facelet_name(19), "F@UF");
    assert_eq!(facelet_name(13), "R@R");
    for bad in [
        "", "U", "U@", "U@@", "X@U", "U@X", "U@R", "U@UD", "U@UU", "U@URFB", "U@URU", "u@u", "U@ RF",
        "F@URB", "U-URF", "U@URF ",
    ]
    .iter()
    {
        assert_eq!(facelet_named(bad), None, "{}", bad);
    }
}

#[test]
fn kociemba_names_are_face_letter_and_place() {
    for (face, letter) in Face::ALL.iter().map(|f| f.letter()).enumerate() {
        for place in 1..=9 {
            let name = format!("{}{}", letter, place);
            assert_eq!(kociemba_named(&name), Some(9 * face + place - 1), "{}", name);
        }
    }
    for bad in ["", "U", "U0", "U10", "X1", "u1", "1U", "U1 ", "U@U"].iter() {
        assert_eq!(kociemba_named(bad), None, "{}", bad);
    }
}

#[test]
fn the_tables_name_each_facelet_by_its_kociemba_name_and_index() {
    // Every facelet of a corner or an edge: its variant's name is Kociemba's name of its index.
    let corners = CORNER_FACELETS.iter().map(|c| &c[..]);
    let pieces: Vec<&[Facelet]> = corners.chain(EDGE_FACELETS.iter().map(|e| &e[..])).collect();
    let mut seen = [false; 54];
    for &f in pieces.concat().iter() {
        assert_eq!(kociemba_named(&format!("{:?}", f)), Some(f as usize));
        assert!(!seen[f as usize], "{:?} twice", f);
        seen[f as usize] = true;
    }
    // The rest are the centres.
    let rest: Vec<usize> = (0..54).filter(|&x| !seen[x]).collect();
    assert_eq!(rest, vec![4, 13, 22, 31, 40, 49]);
    assert_eq!(
        (Facelet::U1 as usize, Facelet::F5 as usize, Facelet::B9 as usize),
        (0, 22, 53)
    );
}

#[test]
fn the_cross_net_drawn_with_names_is_kociembas_order_face_by_face() {
    // The usual net (U above; L F R B; D below), each face seen from outside, written by hand
    // with the pieces' letters in the order a picture suggests (the face first).
    let picture = "
        . . . U@UBL U@UB U@UBR
        . . . U@UL  U@U  U@UR
        . . . U@ULF U@UF U@UFR
        L@LUB L@LU L@LUF F@FUL F@FU F@FUR R@RUF R@RU R@RUB B@BUR B@BU B@BUL
        L@LB  L@L  L@LF  F@FL  F@F  F@FR  R@RF  R@R  R@RB  B@BR  B@B  B@BL
        L@LDB L@LD L@LDF F@FDL F@FD F@FDR R@RDF R@RD R@RDB B@BDR B@BD B@BDL
        . . . D@DFL D@DF D@DFR
        . . . D@DL  D@D  D@DR
        . . . D@DBL D@DB D@DBR
    ";
    let layout = crate::layout::Layout::new(picture, FACELETS, facelet_named);
    let slots: Vec<usize> = layout.cells().iter().map(|c| c.slot).collect();
    let mut expected: Vec<usize> = (0..9).collect();
    for row in 0..3 {
        for face in [4, 2, 1, 5].iter() {
            expected.extend(9 * face + 3 * row..9 * face + 3 * row + 3);
        }
    }
    expected.extend(27..36);
    assert_eq!(slots, expected);
}

#[test]
fn the_library_s_cross_net_is_the_hand_drawn_one() {
    let library = crate::layout::Layout::new(CROSS_NET, FACELETS, kociemba_named);
    let slots: Vec<usize> = library.cells().iter().map(|c| c.slot).collect();
    let mut expected: Vec<usize> = (0..9).collect();
    for row in 0..3 {
        for face in [4, 2, 1, 5].iter() {
            expected.extend(9 * face + 3 * row..9 * face + 3 * row + 3);
        }
    }
    expected.extend(27..36);
    assert_eq!(slots, expected);
    assert_eq!((library.rows(), library.width()), (9, 12));
}

// ---- Turns. ----

#[test]
fn facelet_turns_are_the_geometric_quarter_turns() {
    // A face's quarter turn is its layer turned clockwise about its outward normal.
    for (face, &normal) in NORMALS.iter().enumerate() {
        let to = geometric_quarter(normal, 1);
        let mut expected = index_colours();
        for quarters in 1..4 {
            expected = moved(&expected, &to);
            assert_eq!(
                turn(&index_colours(), Move::new(Face::from_index(face), quarters)),
                expected,
                "face {}",
                face
            );
        }
    }
}

#[test]
fn solved_means_every_face_one_colour() {
    let mut rng = Rng::new(11);
    let scheme = random_scheme(&mut rng);
    let mut seen = colours(&Cubies::SOLVED, &scheme);
    assert!(is_solved(&seen));
    // Any six colours, even repeated ones, as long as each face is one colour.
    for face in seen.chunks_mut(9) {
        for c in face.iter_mut() {
            *c = b'x';
        }
    }
    assert!(is_solved(&seen));
    for &m in Move::ALL.iter() {
        assert!(!is_solved(&turn(&colours(&Cubies::SOLVED, &scheme), m)));
    }
}

#[test]
fn stickers_of_a_sequence_compose_like_the_cubies() {
    let mut rng = Rng::new(1);
    for _ in 0..200 {
        let moves = random_moves(&mut rng, 20);
        let mut colours = index_colours();
        for &m in moves.iter() {
            colours = turn(&colours, m);
        }
        let cube = Cubies::SOLVED.apply_all(&moves);
        assert_eq!(colours, stickers(&cube));
    }
}

#[test]
fn turn_all_moves_any_colours_as_the_geometric_turns_one_by_one() {
    let quarters: Vec<[usize; 54]> = NORMALS.iter().map(|&n| geometric_quarter(n, 1)).collect();
    let mut rng = Rng::new(12);
    for len in 0..120 {
        // Any bytes: few colours, repeated, no real cube.
        let mut colours = [0u8; 54];
        for c in colours.iter_mut() {
            *c = b'a' + rng.below(4) as u8;
        }
        let moves = random_moves(&mut rng, len / 3);
        let mut expected = colours;
        for &m in moves.iter() {
            for _ in 0..m.quarters() {
                expected = moved(&expected, &quarters[m.face().index()]);
            }
        }
        assert_eq!(turn_all(&colours, &moves), expected, "{:?}", moves);
    }
    assert_eq!(turn_all(&index_colours(), &[]), index_colours());
}

#[test]
fn baekjoon_5373_sample_top_faces() {
    // A published outside check of turn directions: BOJ 5373's sample (solved cube with top white,
    // bottom yellow, front red, back orange, left green, right blue; the top face after the turns,
    // rows from the back).
    let scheme = Scheme::new(*b"wbrygo").unwrap();
    let notation = crate::cube3::notation::Notation::face_turns(
        &["U", "R", "F", "D", "L", "B"],
        &[("+", 0), ("-", 2)],
        3,
        crate::cube3::notation::Separation::WhiteSpace,
    )
    .unwrap()
    .typed::<Move>();
    let cases = [
        ("L-", "rwwrwwrww"),
        ("F+ B+", "bbbwwwggg"),
        ("U- D- L+ R+", "gwgowrbwb"),
        ("L- U- L+ U- L- U- U- L+ U+ U+", "gwowwwrww"),
    ];
    for (moves, top) in cases.iter() {
        let mut colours = colours(&Cubies::SOLVED, &scheme);
        for m in notation.parse(moves).unwrap() {
            colours = turn(&colours, m);
        }
        assert_eq!(&colours[..9], top.as_bytes(), "{}", moves);
    }
}

// ---- Reading and writing. ----

#[test]
fn random_legal_cubes_round_trip_in_random_schemes() {
    let mut rng = Rng::new(2);
    for _ in 0..10_000 {
        let cube = random_legal(&mut rng);
        let scheme = random_scheme(&mut rng);
        let seen = colours(&cube, &scheme);
        assert_eq!(read(&seen), Ok((cube, scheme)));
    }
    let cube = random_legal(&mut rng);
    let text = to_text(&cube);
    assert_eq!(from_text(&text), Ok((cube, Scheme::LETTERS)));
}

#[test]
fn renaming_colours_changes_only_the_scheme() {
    let mut rng = Rng::new(3);
    for _ in 0..1000 {
        let cube = random_legal(&mut rng);
        let seen = colours(&cube, &Scheme::LETTERS);
        let renamed_to = random_scheme(&mut rng);
        let mut renamed = seen;
        for c in renamed.iter_mut() {
            *c = renamed_to.colour(Scheme::LETTERS.face_with(*c).unwrap());
        }
        assert_eq!(read(&renamed), Ok((cube, renamed_to)));
    }
}

#[test]
fn a_whole_cube_rotation_reads_as_the_same_turns_of_the_rotated_faces() {
    // x (about R) and y (about U) generate the 24 rotations; a rotation sends face f's normal to
    // face g's, so the cube made by a sequence, rotated in space, reads as the sequence with every
    // face f turned into g.
    let generators = [
        (NORMALS[1], geometric_quarter(NORMALS[1], -1)),
        (NORMALS[0], geometric_quarter(NORMALS[0], -1)),
    ];
    let mut rotations: Vec<[usize; 54]> = vec![{
        let mut id = [0usize; 54];
        for (x, v) in id.iter_mut().enumerate() {
            *v = x;
        }
        id
    }];
    let mut i = 0;
    while i < rotations.len() {
        for (_, g) in generators.iter() {
            let next: Vec<usize> = (0..54).map(|x| g[rotations[i][x]]).collect();
            let mut arr = [0usize; 54];
            arr.copy_from_slice(&next);
            if !rotations.contains(&arr) {
                rotations.push(arr);
            }
        }
        i += 1;
    }
    assert_eq!(rotations.len(), 24);
    let mut rng = Rng::new(4);
    for rotation in rotations.iter() {
        // Face f's centre lands on face g's centre.
        let face_map: Vec<usize> = (0..6).map(|f| rotation[9 * f + 4] / 9).collect();
        for _ in 0..20 {
            let moves = random_moves(&mut rng, 15);
            let scheme = random_scheme(&mut rng);
            let seen = colours(&Cubies::SOLVED.apply_all(&moves), &scheme);
            let (cube, read_scheme) = read(&moved(&seen, rotation)).unwrap();
            let mapped: Vec<Move> = moves
                .iter()
                .map(|&m| Move::new(Face::from_index(face_map[m.face().index()]), m.quarters()))
                .collect();
            assert_eq!(cube, Cubies::SOLVED.apply_all(&mapped));
            for (f, &g) in face_map.iter().enumerate() {
                assert_eq!(read_scheme.colour(g), scheme.colour(f));
            }
        }
    }
}

#[test]
fn every_cube_read_is_legal_and_writes_back_as_read() {
    // Mutations of legal cubes: any that reads must be a legal cube showing exactly those colours.
    let mut rng = Rng::new(5);
    let mut accepted = 0;
    for _ in 0..20_000 {
        let mut seen = colours(&random_legal(&mut rng), &Scheme::LETTERS);
        for _ in 0..rng.between(1, 3) {
            let (a, b) = (rng.below(54) as usize, rng.below(54) as usize);
            seen.swap(a, b);
        }
        if let Ok((cube, scheme)) = read(&seen) {
            assert!(cube.is_legal());
            assert_eq!(colours(&cube, &scheme), seen);
            accepted += 1;
        }
    }
    // Some mutations are harmless (a swap of equal colours, a swap undone).
    assert!(accepted > 0);
}

// ---- Every fault, built from a legal cube. ----

/// A scrambled legal cube in face-letter colours, with the cube.
fn scrambled() -> (Cubies, [u8; 54]) {
    let mut rng = Rng::new(6);
    let cube = random_legal(&mut rng);
    (cube, colours(&cube, &Scheme::LETTERS))
}

/// The message of the fault `read` finds in `seen`.
fn fault(seen: &[u8; 54]) -> String {
    read(seen).unwrap_err().to_string()
}

/// Printable colours as messages list them: `'U', 'R'`.
fn listed(colours: &[u8]) -> String {
    let listed: Vec<String> = colours.iter().map(|&c| format!("'{}'", c as char)).collect();
    listed.join(", ")
}

/// The colours `seen` shows on the facelets `at`, as messages list them.
fn listed_at(seen: &[u8; 54], at: &[Facelet]) -> String {
    listed(&at.iter().map(|&x| seen[x as usize]).collect::<Vec<_>>())
}

#[test]
fn wrong_length_text() {
    let message = |found: usize| format!("a facelet string has 54 symbols, this one has {}", found);
    assert_eq!(from_text("UUU"), Err(FaceletError::Length { found: 3 }));
    let long = format!("{}U", SOLVED_TEXT);
    assert_eq!(from_text(&long).unwrap_err().to_string(), message(55));
}

#[test]
fn a_colour_not_seen_nine_times() {
    let (_, mut seen) = scrambled();
    let x = named("F@DF");
    let was = seen[x];
    seen[x] = b'X';
    // The first colour in facelet order with a wrong count.
    let first = seen.iter().copied().find(|&c| c == was || c == b'X').unwrap();
    let expected = if first == b'X' {
        "colour 'X' is seen once, not 9 times".to_string()
    } else {
        format!("colour '{}' is seen 8 times, not 9", was as char)
    };
    assert_eq!(fault(&seen), expected);

    let mut solved = colours(&Cubies::SOLVED, &Scheme::LETTERS);
    solved[0] = b'R';
    assert_eq!(fault(&solved), "colour 'R' is seen 10 times, not 9");
    solved[0] = 7;
    assert_eq!(fault(&solved), "colour '\\x07' is seen once, not 9 times");
}

#[test]
fn two_centres_of_one_colour() {
    let (_, mut seen) = scrambled();
    // Swap the U centre with an F-coloured facelet elsewhere: counts stay nine each.
    let y = (0..54).find(|&x| seen[x] == b'F' && x != named("F@F")).unwrap();
    seen.swap(named("U@U"), y);
    assert_eq!(
        fault(&seen),
        "the U and F centres are both 'F': the centres must be six different colours"
    );
    assert_eq!(Scheme::of_centres(&seen).unwrap_err().to_string(), fault(&seen));
}

/// Swaps facelet `x` with a facelet of colour `colour` on another piece than `x`'s, one that is
/// not a centre, so the counts stay right.
fn swap_in(seen: &mut [u8; 54], x: usize, colour: u8, avoid: &[usize]) {
    let y = (0..54)
        .find(|&y| {
            seen[y] == colour && !matches!(piece_of(y), Piece::Centre(_)) && !avoid.contains(&y) && y != x
        })
        .unwrap();
    seen.swap(x, y);
}

#[test]
fn a_corner_with_a_colour_twice() {
    // Solved cube: the URF corner's F facelet swapped with a U facelet of an edge.
    let mut seen = colours(&Cubies::SOLVED, &Scheme::LETTERS);
    seen.swap(named("F@URF"), named("U@UB"));
    assert_eq!(
        fault(&seen),
        "the URF corner shows 'U', 'R', 'U' (on U, R, F): no corner has a colour twice"
    );

    // A scrambled cube: its first corner gets a second copy of one of its own colours.
    let (_, mut seen) = scrambled();
    let at = CORNER_FACELETS[0];
    let own = seen[at[0] as usize];
    let corner_facelets: Vec<usize> = at.iter().map(|&x| x as usize).collect();
    swap_in(&mut seen, at[2] as usize, own, &corner_facelets);
    assert_eq!(
        fault(&seen),
        format!(
            "the URF corner shows {} (on U, R, F): no corner has a colour twice",
            listed_at(&seen, &at)
        )
    );
}

#[test]
fn a_corner_with_opposite_colours() {
    let mut seen = colours(&Cubies::SOLVED, &Scheme::LETTERS);
    // The DLF corner shows D, L, U: up and down on one corner.
    seen.swap(named("F@DLF"), named("U@UB"));
    assert_eq!(
        fault(&seen),
        "the DLF corner shows 'D', 'L', 'U' (on D, L, F): no corner has two colours of opposite centres"
    );
}

#[test]
fn a_mirrored_corner() {
    let (_, mut seen) = scrambled();
    let at = CORNER_FACELETS[3];
    seen.swap(at[1] as usize, at[2] as usize);
    assert_eq!(
        fault(&seen),
        format!(
            "the UBR corner shows {} (on U, B, R): no corner has these colours in this turning order \
             (a mirrored corner)",
            listed_at(&seen, &at)
        )
    );
    let mut solved = colours(&Cubies::SOLVED, &Scheme::LETTERS);
    solved.swap(named("R@DRB"), named("B@DRB"));
    assert_eq!(
        fault(&solved),
        "the DRB corner shows 'D', 'B', 'R' (on D, R, B): no corner has these colours in this turning order \
         (a mirrored corner)"
    );
}

#[test]
fn an_edge_with_a_colour_twice_or_opposite_colours() {
    // FR and BL trade their R and B facelets: FR shows F and B, BL shows R and L.
    let mut seen = colours(&Cubies::SOLVED, &Scheme::LETTERS);
    seen.swap(named("R@FR"), named("B@BL"));
    assert_eq!(
        fault(&seen),
        "the FR edge shows 'F', 'B' (on F, R): no edge has two colours of opposite centres"
    );

    // FR and FL trade their R and F facelets: FR shows F twice.
    let mut seen = colours(&Cubies::SOLVED, &Scheme::LETTERS);
    seen.swap(named("R@FR"), named("F@FL"));
    assert_eq!(
        fault(&seen),
        "the FR edge shows 'F', 'F' (on F, R): no edge has a colour twice"
    );

    // A scrambled cube: its first edge gets a second copy of one of its own colours, taken from
    // another edge so the corners stay sound.
    let (_, mut seen) = scrambled();
    let at = EDGE_FACELETS[0];
    let own = seen[at[0] as usize];
    let y = EDGE_FACELETS[1..]
        .iter()
        .flat_map(|e| e.iter())
        .map(|&y| y as usize)
        .find(|&y| seen[y] == own)
        .unwrap();
    seen.swap(at[1] as usize, y);
    assert_eq!(
        fault(&seen),
        format!(
            "the UR edge shows {} (on U, R): no edge has a colour twice",
            listed(&[own, own])
        )
    );
}

#[test]
fn a_piece_seen_twice() {
    // UBR and DLF hold U B R and D L F: the same colours as URF and DBL, so the counts stay right
    // when those two are put in their places.
    let mut solved = Cubies::SOLVED;
    solved.cp[3] = 0; // UBR shows the URF corner
    solved.cp[5] = 6; // DLF shows the DBL corner
    assert_eq!(
        fault(&colours(&solved, &Scheme::LETTERS)),
        "the URF corner ('U', 'R', 'F') is seen twice, at URF and at UBR"
    );

    // UF and DR hold U F D R, like UR and DF.
    let mut solved = Cubies::SOLVED;
    solved.ep[1] = 0;
    solved.ep[4] = 5;
    assert_eq!(
        fault(&colours(&solved, &Scheme::LETTERS)),
        "the UR edge ('U', 'R') is seen twice, at UR and at UF"
    );

    // The same on a scrambled cube, orientations kept, in colours that are not the letters.
    let (cube, _) = scrambled();
    let scheme = Scheme::new(*b"WRGYOB").unwrap();
    let at = |piece: u8| cube.cp.iter().position(|&p| p == piece).unwrap();
    let mut twice = cube;
    twice.cp[at(3)] = 0;
    twice.cp[at(5)] = 6;
    let pair = |a: usize, b: usize| [a.min(b), a.max(b)];
    let (urf, dbl) = (pair(at(0), at(3)), pair(at(6), at(5)));
    // The first position, in order, that repeats a piece names it.
    let (piece, colours_shown, positions) = if urf[1] < dbl[1] {
        ("URF", "'W', 'R', 'G'", urf)
    } else {
        ("DBL", "'Y', 'B', 'O'", dbl)
    };
    assert_eq!(
        fault(&colours(&twice, &scheme)),
        format!(
            "the {} corner ({}) is seen twice, at {} and at {}",
            piece, colours_shown, CORNER_NAMES[positions[0]], CORNER_NAMES[positions[1]]
        )
    );
}

#[test]
fn a_corner_twisted_in_place() {
    let (cube, _) = scrambled();
    for (add, total) in [(1u8, 1u8), (2, 2)].iter() {
        let mut twisted = cube;
        twisted.co[4] = (twisted.co[4] + add) % 3;
        assert_eq!(
            fault(&colours(&twisted, &Scheme::LETTERS)),
            format!(
                "the corners' twists add up to {} mod 3, not 0: a corner is twisted in place",
                total
            )
        );
    }
}

#[test]
fn an_edge_flipped_in_place() {
    let (cube, _) = scrambled();
    let mut flipped = cube;
    flipped.eo[9] ^= 1;
    assert_eq!(
        fault(&colours(&flipped, &Scheme::LETTERS)),
        "the edges' flips add up to 1 mod 2, not 0: an edge is flipped in place"
    );
}

#[test]
fn two_pieces_swapped() {
    let (cube, _) = scrambled();
    let mut swapped = cube;
    swapped.ep.swap(2, 7);
    swapped.eo.swap(2, 7);
    let parities = if cube.corner_parity() == 0 {
        ("even", "odd")
    } else {
        ("odd", "even")
    };
    assert_eq!(
        fault(&colours(&swapped, &Scheme::LETTERS)),
        format!(
            "the corner permutation is {} and the edge permutation {}: two pieces are swapped",
            parities.0, parities.1
        )
    );
    let mut corners = Cubies::SOLVED;
    corners.cp.swap(0, 1);
    assert_eq!(
        fault(&colours(&corners, &Scheme::LETTERS)),
        "the corner permutation is odd and the edge permutation even: two pieces are swapped"
    );
}

#[test]
fn every_piece_name_spells_its_facelets_faces_in_order() {
    // The messages name a piece's faces from its name, and count its colours by its letters.
    for kind in [Kind::Corner, Kind::Edge].iter() {
        for (i, name) in kind.names().iter().enumerate() {
            let faces: String = kind
                .facelets(i)
                .iter()
                .map(|&x| Face::from_index(x as usize / 9).letter())
                .collect();
            assert_eq!(&faces, name);
        }
    }
}

#[test]
fn each_fault_is_a_variant_with_its_data() {
    let solved = colours(&Cubies::SOLVED, &Scheme::LETTERS);
    let mut seen = solved;
    seen[0] = b'R';
    assert_eq!(
        read(&seen),
        Err(FaceletError::ColourCount {
            colour: b'R',
            count: 10
        })
    );
    let mut seen = solved;
    seen.swap(named("U@U"), named("F@FR"));
    let (first, second) = (Face::U, Face::F);
    assert_eq!(
        read(&seen),
        Err(FaceletError::SameCentres {
            first,
            second,
            colour: b'F'
        })
    );
    let mut seen = solved;
    seen.swap(named("F@URF"), named("U@UB"));
    let (kind, colours) = (Kind::Corner, b"URU".to_vec());
    assert_eq!(
        read(&seen),
        Err(FaceletError::RepeatedColour {
            kind,
            position: 0,
            colours
        })
    );
    let mut seen = solved;
    seen.swap(named("F@URF"), named("D@DB"));
    let (kind, colours) = (Kind::Corner, b"URD".to_vec());
    assert_eq!(
        read(&seen),
        Err(FaceletError::OppositeColours {
            kind,
            position: 0,
            colours
        })
    );
    let mut seen = solved;
    seen.swap(named("U@URF"), named("R@URF"));
    let colours = b"RUF".to_vec();
    assert_eq!(
        read(&seen),
        Err(FaceletError::MirroredCorner { position: 0, colours })
    );
    let mut twice = Cubies::SOLVED;
    twice.cp[3] = 0;
    twice.cp[5] = 6;
    let (kind, piece, first, second) = (Kind::Corner, 0, 0, 3);
    let colours = b"URF".to_vec();
    let fault = FaceletError::RepeatedPiece {
        kind,
        piece,
        first,
        second,
        colours,
    };
    assert_eq!(read(&colours_of(&twice)), Err(fault));
    let mut flipped = Cubies::SOLVED;
    flipped.eo[0] = 1;
    assert_eq!(read(&colours_of(&flipped)), Err(FaceletError::Flipped));
    let mut swapped = Cubies::SOLVED;
    swapped.cp.swap(0, 1);
    assert_eq!(
        read(&colours_of(&swapped)),
        Err(FaceletError::Parity { corners_odd: true })
    );
    swapped = Cubies::SOLVED;
    swapped.ep.swap(0, 1);
    assert_eq!(
        read(&colours_of(&swapped)),
        Err(FaceletError::Parity { corners_odd: false })
    );
    let mut twisted = Cubies::SOLVED;
    twisted.co[0] = 2;
    assert_eq!(
        read(&colours_of(&twisted)),
        Err(FaceletError::Twisted { total: 2 })
    );
}

/// The colours of `cube` with face letters, legal or not.
fn colours_of(cube: &Cubies) -> [u8; 54] {
    colours(cube, &Scheme::LETTERS)
}
