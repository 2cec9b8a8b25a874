use super::*;
use crate::pocket::coord::{decode, STATES};
use crate::pocket::cube::CORNER_STICKERS;
use crate::pocket::relate::{between, relative, Palette};
use crate::pocket::rotation::rotations;
use crate::rng::Rng;

/// A uniformly random legal state with the reference corner solved.
fn random(rng: &mut Rng) -> Stickers {
    decode(rng.below(STATES as u64) as u32)
}

fn solved_colours() -> [u8; 24] {
    colours_of(&Stickers::SOLVED)
}

#[test]
fn colour_errors_name_the_fault() {
    type Mutation = Box<dyn Fn(&mut [u8; 24])>;
    let cases: Vec<(Mutation, CubeError)> = vec![
        (
            Box::new(|c| c[0] = b'X'),
            CubeError::ColourCount {
                colour: b'X',
                count: 1,
            },
        ),
        (
            Box::new(|c| c[1] = b'F'),
            CubeError::ColourCount {
                colour: b'F',
                count: 5,
            },
        ),
        (
            Box::new(|c| c.swap(1, 3)),
            CubeError::RepeatedColour {
                block: 0,
                colour: b'F',
            },
        ),
        (
            Box::new(|c| c.swap(2, 10)),
            CubeError::NoOpposite { colour: b'L' },
        ),
        (Box::new(|c| c.swap(0, 1)), CubeError::MirroredCorner { block: 0 }),
        (
            Box::new(|c| c[0..3].rotate_left(1)),
            CubeError::Twisted { total: 2 },
        ),
    ];
    for (mutate, want) in cases {
        let mut colours = solved_colours();
        mutate(&mut colours);
        assert_eq!(
            normalize(&colours, None),
            Err(want),
            "{:?}",
            String::from_utf8_lossy(&colours)
        );
    }
    // Two corners alike: copy corner 1's colours over corner 0, then fix the counts elsewhere.
    let mut colours = solved_colours();
    let twin: Vec<u8> = colours[3..6].to_vec();
    colours[0..3].copy_from_slice(&twin);
    let err = normalize(&colours, None).unwrap_err();
    assert!(matches!(err, CubeError::ColourCount { .. }), "{:?}", err);
}

#[test]
fn a_repeated_corner_is_reported() {
    // Four copies each of two opposite corners, front-up-right and the reference corner
    // back-down-left: every colour four times, every corner real and unmirrored, no opposite
    // colours together; only the repeats are wrong. Given the opposite pairs, as adapters whose
    // statements name them give them, reading names the first repeat.
    let mut cube = [0u8; 24];
    for block in 0..8 {
        let home = if block < 4 { 1 } else { REFERENCE_BLOCK };
        for k in 0..3 {
            cube[3 * block + k] = (3 * home + k) as u8;
        }
    }
    let colours = colours_of(&Stickers(cube));
    let opposites = [(b'U', b'D'), (b'F', b'B'), (b'L', b'R')];
    let err = normalize(&colours, Some(&opposites)).unwrap_err();
    assert_eq!(err, CubeError::RepeatedCorner { block: 1, other: 0 });
    assert_eq!(
        err.to_string(),
        "the front-up-right corner (stickers 3, 4, 5) shows the same corner as the front-up-left corner (stickers 0, 1, 2)"
    );
    // Without the pairs, the colours cannot say which is opposite which.
    assert!(matches!(
        normalize(&colours, None),
        Err(CubeError::NoOpposite { .. })
    ));
}

#[test]
fn given_opposites_are_checked() {
    let colours = solved_colours();
    let right = [(b'U', b'D'), (b'F', b'B'), (b'L', b'R')];
    assert_eq!(normalize(&colours, Some(&right)), Ok(Stickers::SOLVED));
    let wrong = [(b'U', b'F'), (b'D', b'B'), (b'L', b'R')];
    assert!(matches!(
        normalize(&colours, Some(&wrong)),
        Err(CubeError::OppositeColours { .. })
    ));
    // With the pairs given, a corner showing two opposite colours is named as such.
    let mut two_opposite = colours;
    two_opposite.swap(2, 10);
    assert_eq!(
        normalize(&two_opposite, Some(&right)),
        Err(CubeError::OppositeColours {
            block: 0,
            a: b'L',
            b: b'R'
        })
    );
    let missing = [(b'U', b'D'), (b'F', b'B')];
    assert_eq!(
        normalize(&colours, Some(&missing)),
        Err(CubeError::NoOpposite { colour: b'L' })
    );
}

/// Whether `a = p b q` for rotations `p` and `q`: `b q` is `b` turned in space, and `p` renames
/// which solved orientation its stickers belong to. Neither changes the distance to the nearest
/// solved orientation.
fn same_up_to_rotations(a: &Stickers, b: &Stickers, rots: &[Stickers]) -> bool {
    rots.iter().any(|p| rots.iter().any(|q| p.then(b).then(q) == *a))
}

#[test]
fn normal_form_forgets_whole_cube_rotation_and_colour_names() {
    let mut rng = Rng::new(11);
    let rots = rotations();
    for _ in 0..300 {
        let s = random(&mut rng);
        let base = normalize(&colours_of(&s), None).unwrap();
        assert_eq!(base, s, "an FRU state is already normal");
        for r in rots.iter() {
            let turned = s.then(r);
            let seen = normalize(&colours_of(&turned), None).unwrap();
            assert!(same_up_to_rotations(&seen, &base, &rots));
            // Colour names do not matter.
            let mut renamed = colours_of(&turned);
            for c in renamed.iter_mut() {
                *c = c.wrapping_mul(7);
            }
            assert_eq!(normalize(&renamed, None).unwrap(), seen);
        }
    }
}

#[test]
fn no_input_makes_reading_panic_or_blames_a_zero_twist() {
    // The checks that word a fault do not decide: past the corners, what `corners` refused can
    // only be the twist, which is then not zero.
    let mut rng = Rng::new(13);
    let scheme = Scheme::from_reference_corner(&solved_colours(), None).unwrap();
    let mut refused = 0;
    for round in 0..100_000 {
        let mut colours = colours_of(&random(&mut rng));
        for _ in 0..rng.between(0, 3) {
            let at = rng.below(24) as usize;
            match rng.below(3) {
                0 => colours[at] = b"UDFBLRX\0"[rng.below(8) as usize],
                1 => colours.swap(at, rng.below(24) as usize),
                _ => colours[at..at + 1].copy_from_slice(&[rng.next_u64() as u8]),
            }
        }
        let opposites = [(b'U', b'D'), (b'F', b'B'), (b'L', b'R')];
        let _ = normalize(&colours, if round % 2 == 0 { None } else { Some(&opposites) });
        if scheme.corners(&colours).is_none() {
            let fault = scheme.read(&colours).unwrap_err();
            assert_ne!(fault, CubeError::Twisted { total: 0 }, "{:?}", colours);
            refused += 1;
        }
    }
    // Both outcomes occur often enough for the test to mean something.
    assert!(refused > 10_000 && refused < 90_000, "{}", refused);
}

#[test]
fn the_palette_is_six_colours_four_times_each_in_order_of_appearance() {
    let mut colours = solved_colours();
    let mut firsts: Vec<u8> = Vec::new();
    for &c in colours.iter() {
        if !firsts.contains(&c) {
            firsts.push(c);
        }
    }
    assert_eq!(palette(&colours).unwrap().to_vec(), firsts);
    // Counts alone matter: any arrangement of the same colours passes.
    colours.reverse();
    assert!(palette(&colours).is_ok());
    // The first slot whose colour is miscounted names it.
    colours[5] = colours[0];
    let (first, count) = (colours[0], colours.iter().filter(|&&c| c == colours[0]).count());
    assert_eq!(
        palette(&colours),
        Err(CubeError::ColourCount { colour: first, count })
    );
}

#[test]
fn a_cube_read_at_a_line_is_normalized_or_refused_at_that_line() {
    let colours = colours_of(&random(&mut Rng::new(5)));
    assert_eq!(
        normalize_at(&colours, None, 3).unwrap(),
        normalize(&colours, None).unwrap()
    );
    let mut twisted = solved_colours();
    twisted[0..3].rotate_left(1);
    let fault = normalize(&twisted, None).unwrap_err();
    let err = normalize_at(&twisted, None, 7).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("input line 7: not a legal cube: {}", fault)
    );
}

#[test]
fn the_first_legal_reading_is_taken_and_the_first_fault_reported() {
    let solved = colours_of(&Stickers::SOLVED);
    let mut mirrored = solved;
    mirrored.swap(1, 2);
    assert_eq!(
        normalize_first([&mirrored[..], &solved[..]].iter().copied(), None),
        Ok(Stickers::SOLVED)
    );
    let fault = normalize(&mirrored, None).unwrap_err();
    let mut twisted = solved;
    twisted.swap(3, 4);
    assert_eq!(
        normalize_first([&mirrored[..], &twisted[..]].iter().copied(), None),
        Err(fault)
    );
}

#[test]
fn the_cross_net_names_every_sticker_once() {
    let layout = crate::layout::Layout::new(CROSS_NET, 24, sticker_named);
    assert_eq!((layout.rows(), layout.width()), (6, 8));
    assert_eq!(
        sticker_named("U@LUF"),
        sticker_at(Face::U, [Face::U, Face::F, Face::L])
    );
    for bad in ["U@UBX", "X@UBL", "F@UBL", "U@UB", "UBL", "U@UBLF"].iter() {
        assert_eq!(sticker_named(bad), None, "{}", bad);
    }
}

#[test]
fn numbered_colours_are_read_by_layout_with_counts_checked() {
    let layout = crate::layout::Layout::new(CROSS_NET, 24, sticker_named);
    let read = |text: &str| read_numbered_colours(&mut crate::io::Scanner::new(text.as_bytes()), &layout);
    let solved: Vec<String> = layout
        .in_reading_order(&paint(&Stickers::SOLVED, &[1, 2, 3, 4, 5, 6]))
        .iter()
        .map(|c| c.to_string())
        .collect();
    let (colours, line) = read(&format!("\n{}\n", solved.join(" "))).unwrap();
    assert_eq!(
        (colours[0], line),
        (b'0' + paint(&Stickers::SOLVED, &[1, 2, 3, 4, 5, 6])[0], 2)
    );
    let mut wrong = solved.clone();
    wrong[0] = wrong[23].clone();
    assert!(read(&wrong.join(" "))
        .unwrap_err()
        .to_string()
        .starts_with("input line 1: colour"));
    let err = read(&format!("{} 7", solved.join(" "))).unwrap_err().to_string();
    assert_eq!(err, "input line 1: unexpected \"7\" after the 24 colours");
    let err = read(&solved.join(" ").replacen('1', "0", 1))
        .unwrap_err()
        .to_string();
    assert!(err.contains("expected a colour 1..6, found \"0\""), "{}", err);
    // Colours are numbers, read as every number is: a `+` and leading zeros are taken.
    let signed: Vec<String> = solved.iter().map(|c| format!("+{}", c)).collect();
    let padded: Vec<String> = solved.iter().map(|c| format!("000{}", c)).collect();
    for text in [signed.join(" "), padded.join(" ")].iter() {
        assert_eq!(read(text).unwrap().0, colours, "{}", text);
    }
    for bad in ["-1", "+", "1.0", "+7", "00"].iter() {
        let mut one = solved.clone();
        one[5] = bad.to_string();
        let err = read(&one.join(" ")).unwrap_err().to_string();
        let wanted = format!("value 6: expected a colour 1..6, found {:?}", bad);
        assert!(err.ends_with(&wanted), "{}", err);
    }
}

/// The reference corner's scheme as the module's documentation describes it, check by check:
/// colour counts, a colour twice in any corner, then each corner's pairs against their
/// opposites (given, or derived as the one colour never sharing a corner), then the reference
/// corner's colours.
fn reference_scheme(colours: &[u8; 24], opposites: Option<&[(u8, u8)]>) -> Result<Scheme, CubeError> {
    let palette = palette(colours)?;
    let opposite = |a: u8| match opposites {
        Some(pairs) => pairs
            .iter()
            .find_map(|&(x, y)| [(x, y), (y, x)].iter().find(|p| p.0 == a).map(|p| p.1))
            .ok_or(CubeError::NoOpposite { colour: a }),
        None => {
            let apart: Vec<u8> = (palette.iter().copied())
                .filter(|&b| b != a && !colours.chunks(3).any(|c| c.contains(&a) && c.contains(&b)))
                .collect();
            match apart[..] {
                [b] => Ok(b),
                _ => Err(CubeError::NoOpposite { colour: a }),
            }
        }
    };
    // The reference corner's colours on B, L and D, their opposites on F, R and U.
    let reference_colours = || -> Result<[u8; 6], CubeError> {
        let mut colour_of = [0u8; 6];
        for k in 0..3 {
            let (face, colour) = (
                STICKER_FACE[3 * REFERENCE_BLOCK + k],
                colours[3 * REFERENCE_BLOCK + k],
            );
            colour_of[face.index()] = colour;
            colour_of[face.opposite().index()] = opposite(colour)?;
        }
        Ok(colour_of)
    };
    // A sound reference corner with the opposites given needs no other check.
    if opposites.is_some() {
        if let Some(scheme) = reference_colours().ok().and_then(Scheme::new) {
            return Ok(scheme);
        }
    }
    for (block, c) in colours.chunks(3).enumerate() {
        for &(i, j) in [(0, 1), (0, 2), (1, 2)].iter() {
            if c[i] == c[j] {
                return Err(CubeError::RepeatedColour { block, colour: c[i] });
            }
        }
    }
    for (block, c) in colours.chunks(3).enumerate() {
        for &(i, j) in [(0, 1), (0, 2), (1, 2)].iter() {
            if opposite(c[i])? == c[j] {
                return Err(CubeError::OppositeColours {
                    block,
                    a: c[i],
                    b: c[j],
                });
            }
        }
    }
    Ok(Scheme::new(reference_colours()?).expect("six distinct colours"))
}

/// A cube read in `scheme` as the module's documentation describes it, corner by corner: its
/// colours all the scheme's, no face twice, no two opposite faces, a real corner unmirrored,
/// no corner twice; then the twists.
fn reference_read(scheme: &Scheme, colours: &[u8; 24]) -> Result<Stickers, CubeError> {
    palette(colours)?;
    let mut state = Stickers::SOLVED;
    let mut found_at: Vec<Option<usize>> = vec![None; 8];
    for (block, c) in colours.chunks(3).enumerate() {
        let mut faces = Vec::new();
        for &colour in c {
            faces.push(
                scheme
                    .face_of(colour)
                    .ok_or(CubeError::ColourCount { colour, count: 0 })?,
            );
        }
        for &(i, j) in [(0, 1), (0, 2), (1, 2)].iter() {
            if faces[i] == faces[j] {
                return Err(CubeError::RepeatedColour { block, colour: c[i] });
            }
            if faces[i] == faces[j].opposite() {
                return Err(CubeError::OppositeColours {
                    block,
                    a: c[i],
                    b: c[j],
                });
            }
        }
        // The corner whose stickers, read round from one of them, lie on these faces.
        let first =
            (0..24).find(|&s| (0..3).all(|k| STICKER_FACE[CORNER_STICKERS[s][k] as usize] == faces[k]));
        let first = first.ok_or(CubeError::MirroredCorner { block })?;
        if let Some(other) = found_at[first / 3] {
            return Err(CubeError::RepeatedCorner { block, other });
        }
        found_at[first / 3] = Some(block);
        state.0[3 * block..3 * block + 3].copy_from_slice(&CORNER_STICKERS[first]);
    }
    let total = (0..8).map(|b| state.twist(b)).sum::<u8>() % 3;
    if total != 0 {
        return Err(CubeError::Twisted { total });
    }
    Ok(state)
}

#[test]
fn damaged_cubes_get_the_faults_of_the_check_by_check_reference() {
    // Cubes of either handedness, turned anyhow, then damaged in every way a reading checks:
    // swapped or wrong stickers, turned or mirrored corners, a corner copied over another,
    // colours renamed. Each reading reports the first fault of the reference's order.
    let mut rng = Rng::new(19);
    let rots = rotations();
    let right = [(b'U', b'D'), (b'F', b'B'), (b'L', b'R')];
    let wrong = [(b'U', b'F'), (b'D', b'B'), (b'L', b'R')];
    let palette_of_right = Palette::new(right);
    let damaged = |rng: &mut Rng| {
        let mut colours = colours_of(&random(rng).then(&rots[rng.below(24) as usize]));
        if rng.below(5) == 0 {
            for c in colours.iter_mut() {
                *c = match *c {
                    b'L' => b'R',
                    b'R' => b'L',
                    other => other,
                };
            }
        }
        for _ in 0..rng.between(0, 4) {
            let at = rng.below(24) as usize;
            let block = 3 * (at / 3);
            match rng.below(7) {
                0 => colours.swap(at, rng.below(24) as usize),
                1 => colours[at] = b"UDFBLRX\0"[rng.below(8) as usize],
                2 => colours[block..block + 3].rotate_left(1),
                3 => colours.swap(block, block + 1),
                4 => {
                    let from = 3 * rng.below(8) as usize;
                    let copied = [colours[from], colours[from + 1], colours[from + 2]];
                    colours[block..block + 3].copy_from_slice(&copied);
                }
                5 => colours[at] = rng.next_u64() as u8,
                _ => {
                    let (from, to) = (colours[at], b"UDFBLRX\0"[rng.below(8) as usize]);
                    for c in colours.iter_mut() {
                        *c = if *c == from {
                            to
                        } else if *c == to {
                            from
                        } else {
                            *c
                        };
                    }
                }
            }
        }
        colours
    };
    let mut outcomes = std::collections::HashMap::new();
    for _ in 0..40_000 {
        let (a, b) = (damaged(&mut rng), damaged(&mut rng));
        for opposites in [None, Some(&right[..]), Some(&wrong[..])].iter() {
            let expected = reference_scheme(&a, *opposites).and_then(|s| reference_read(&s, &a));
            assert_eq!(
                normalize(&a, *opposites),
                expected,
                "{:?}",
                String::from_utf8_lossy(&a)
            );
            let kind = format!("{:?}", expected.map(|_| ()))
                .split(' ')
                .next()
                .map(String::from);
            *outcomes.entry(kind).or_insert(0) += 1;
        }
        let expected = reference_scheme(&a, Some(&right))
            .map_err(|e| (0, e))
            .and_then(|s| {
                let from = reference_read(&s, &a).map_err(|e| (0, e))?;
                let to = reference_read(&s, &b).map_err(|e| (1, e))?;
                Ok(relative(&from, &to))
            });
        assert_eq!(between(&a, &b, Some(&right)), expected);
        assert_eq!(palette_of_right.relate(&a, &b).map(|c| c.stickers()), expected);
        if let Ok(scheme) = reference_scheme(&b, None) {
            assert_eq!(scheme.read(&a), reference_read(&scheme, &a));
        }
    }
    // Every kind of fault, and legal cubes, come up often enough to be compared.
    assert_eq!(outcomes.len(), 8, "{:?}", outcomes);
    assert!(outcomes.values().all(|&n| n > 30), "{:?}", outcomes);
}

#[test]
fn sticker_names_are_a_face_an_at_sign_and_three_faces_exactly() {
    assert_eq!(sticker_named("U@UBL"), sticker_named("U@LBU"));
    for bad in [
        "É@UBL", "U@ÉBL", "U@U@B", "UU@UBL", "u@ubl", " U@UBL", "U@UBL ", "@UBL", "U@", "",
    ]
    .iter()
    {
        assert_eq!(sticker_named(bad), None, "{:?}", bad);
    }
}

/// Read face by face, the cross net is the by-face layout: the same squares, each face's four
/// in the net's reading order.
#[test]
fn the_by_face_layout_is_the_cross_net_a_face_at_a_time() {
    let net: Vec<&str> = CROSS_NET.split_whitespace().filter(|&n| n != ".").collect();
    let by_face: Vec<&str> = "UFDLRB"
        .chars()
        .flat_map(|f| net.iter().filter(move |n| n.starts_with(f)).copied())
        .collect();
    let listed: Vec<&str> = CROSS_NET_BY_FACE.split_whitespace().collect();
    assert_eq!(listed, by_face);
    let layout = crate::layout::Layout::new(CROSS_NET_BY_FACE, 24, sticker_named);
    assert_eq!((layout.rows(), layout.len()), (6, 24));
}
