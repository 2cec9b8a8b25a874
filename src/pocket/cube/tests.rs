use super::*;
use crate::pocket::coord::{encode, HALF_TURN};
use crate::pocket::rotation::rotations;
use crate::pocket::table::DistanceTable;
use crate::rng::Rng;

/// A random legal state reached by `turns` random F, R, U quarter turns.
pub fn scrambled(rng: &mut Rng, turns: usize) -> Stickers {
    let faces = [Face::F, Face::R, Face::U];
    let mut s = Stickers::SOLVED;
    for _ in 0..turns {
        s = s.then(&Stickers::turn(faces[rng.below(3) as usize], 1));
    }
    s
}

/// A random legal state, as [`scrambled`], then turned as a whole by one of `rots`.
fn turned(rng: &mut Rng, rots: &[Stickers], turns: usize) -> Stickers {
    scrambled(rng, turns).then(&rots[rng.below(24) as usize])
}

fn solved_colours() -> [u8; 24] {
    colours_of(&Stickers::SOLVED)
}

#[test]
fn stickers_are_named_by_face_and_corner() {
    use Face::*;
    assert_eq!(sticker_at(U, [U, F, L]), Some(2));
    assert_eq!(sticker_at(L, [F, U, L]), Some(1));
    assert_eq!(sticker_at(D, [B, D, R]), Some(22));
    assert_eq!(sticker_at(D, [U, F, L]), None);
    assert_eq!(sticker_at(U, [U, D, L]), None);
    for (s, &face) in STICKER_FACE.iter().enumerate() {
        let b = s / 3;
        let corner = [
            STICKER_FACE[3 * b],
            STICKER_FACE[3 * b + 1],
            STICKER_FACE[3 * b + 2],
        ];
        assert_eq!(sticker_at(face, corner), Some(s));
    }
}

#[test]
fn twists_of_legal_states_add_up_to_zero() {
    let mut rng = Rng::new(3);
    for _ in 0..1000 {
        let s = scrambled(&mut rng, 30);
        assert!(s.is_legal());
        assert_eq!((0..8).map(|b| s.twist(b)).sum::<u8>() % 3, 0);
        assert_eq!(s.block(REFERENCE_BLOCK), REFERENCE_BLOCK);
    }
}

#[test]
fn permutation_errors_name_the_fault() {
    let mut v = Stickers::SOLVED.0;
    v[5] = 30;
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::NotASticker { slot: 5, value: 30 })
    );
    let mut v = Stickers::SOLVED.0;
    v[5] = 4;
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::RepeatedSticker { value: 4 })
    );
    let mut v = Stickers::SOLVED.0;
    v.swap(0, 3);
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::SplitCorner { block: 0 })
    );
    let mut v = Stickers::SOLVED.0;
    v.swap(0, 1);
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::MirroredCorner { block: 0 })
    );
    let mut v = Stickers::SOLVED.0;
    v[0..3].rotate_left(1);
    assert_eq!(
        Stickers::from_permutation(&v),
        Err(CubeError::Twisted { total: 2 })
    );
    assert_eq!(
        CubeError::MirroredCorner { block: 0 }.to_string(),
        "the front-up-left corner (stickers 0, 1, 2) is mirrored: its colours go round the wrong way"
    );
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
        let s = scrambled(&mut rng, 25);
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
fn relative_state_measures_from_one_cube_to_another() {
    let mut rng = Rng::new(12);
    for _ in 0..200 {
        let a = scrambled(&mut rng, 20);
        let b = scrambled(&mut rng, 20);
        assert_eq!(relative(&a, &a), Stickers::SOLVED);
        assert_eq!(relative(&Stickers::SOLVED, &b), b);
        // Turning `a` by the relative state's moves reaches `b` (up to rotation).
        let r = relative(&a, &b);
        assert!(same_up_to_rotations(&r, &a.inverse().then(&b), &rotations()));
    }
}

#[test]
fn no_input_makes_reading_panic() {
    let mut rng = Rng::new(13);
    for round in 0..100_000 {
        let mut colours = colours_of(&scrambled(&mut rng, 15));
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
        let mut perm = Stickers::SOLVED.0;
        for _ in 0..rng.between(0, 3) {
            let at = rng.below(24) as usize;
            if rng.below(2) == 0 {
                perm.swap(at, rng.below(24) as usize);
            } else {
                perm[at] = rng.below(30) as u8;
            }
        }
        let _ = Stickers::from_permutation(&perm);
    }
}

/// Whether `values` is a state the cube can reach, shown by a witness rather than by rules: a
/// whole-cube rotation that brings the reference corner home, then the turns the full table
/// gives for its coordinate, end at the solved cube. (The coordinate is read from the corners'
/// slots and twists only; the turns solve exactly the state it stands for, so they solve
/// `values` only if `values` is that state.)
fn reachable(values: &[u8; 24], rots: &[Stickers], table: &DistanceTable) -> bool {
    let mut seen = [false; 24];
    for &v in values.iter() {
        if v >= 24 || seen[v as usize] {
            return false;
        }
        seen[v as usize] = true;
    }
    let base = 3 * REFERENCE_BLOCK;
    rots.iter().any(|r| {
        let turned = Stickers(*values).then(r);
        let mut blocks: Vec<usize> = (0..8).map(|b| turned.block(b)).collect();
        blocks.sort_unstable();
        blocks.dedup();
        if turned.0[base..base + 3] != Stickers::SOLVED.0[base..base + 3] || blocks.len() != 8 {
            return false;
        }
        let mut now = turned;
        for m in table.solve(encode(&turned)) {
            now = now.then(&HALF_TURN.turns[m].stickers());
        }
        now == Stickers::SOLVED
    })
}

#[test]
fn from_permutation_accepts_exactly_the_reachable_states() {
    let table = DistanceTable::new(HALF_TURN);
    let rots = rotations();
    let mut rng = Rng::new(16);
    let (mut accepted, mut refused) = (0, 0);
    for _ in 0..20_000 {
        let legal = turned(&mut rng, &rots, 20);
        let mut values = legal.0;
        for _ in 0..rng.between(0, 3) {
            let at = rng.below(24) as usize;
            let block = 3 * (at / 3);
            match rng.below(4) {
                0 => values.swap(at, rng.below(24) as usize),
                1 => values[block..block + 3].rotate_left(1),
                2 => values[block..block + 3].rotate_right(1),
                _ => values[at] = rng.below(30) as u8,
            }
        }
        let ok = Stickers::from_permutation(&values).is_ok();
        assert_eq!(ok, reachable(&values, &rots, &table), "{:?}", values);
        if ok {
            accepted += 1;
        } else {
            refused += 1;
        }
    }
    // Both answers come often enough for the agreement to mean something.
    assert!(accepted > 2_000 && refused > 2_000, "{} {}", accepted, refused);
}

#[test]
fn normalized_equals_reading_the_colours() {
    let mut rng = Rng::new(14);
    let rots = rotations();
    for _ in 0..2000 {
        let s = turned(&mut rng, &rots, 25);
        assert_eq!(s.normalized(), normalize(&colours_of(&s), None).unwrap());
    }
}

#[test]
fn the_fast_reader_and_the_careful_one_accept_the_same_cubes() {
    let mut rng = Rng::new(15);
    let scheme = Scheme::from_reference_corner(&solved_colours(), None).unwrap();
    let mut accepted = 0;
    for _ in 0..100_000 {
        let mut colours = colours_of(&scrambled(&mut rng, 15));
        for _ in 0..rng.between(0, 2) {
            let at = rng.below(24) as usize;
            if rng.below(2) == 0 {
                colours.swap(at, rng.below(24) as usize);
            } else {
                colours[at] = b"UDFBLRX"[rng.below(7) as usize];
            }
        }
        let fast = scheme.read_sound(&colours);
        assert_eq!(
            fast,
            scheme.read_checked(&colours).ok(),
            "{:?}",
            String::from_utf8_lossy(&colours)
        );
        accepted += usize::from(fast.is_some());
    }
    // Both outcomes occur often enough for the comparison to mean something.
    assert!(accepted > 10_000 && accepted < 90_000, "{}", accepted);
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
    let colours = colours_of(&scrambled(&mut Rng::new(5), 9));
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
}

#[test]
fn corners_carry_a_state_whole() {
    let mut rng = Rng::new(16);
    let rots = rotations();
    for _ in 0..2000 {
        let s = turned(&mut rng, &rots, 25);
        let corners = Corners::of(&s);
        assert_eq!(corners.stickers(), s);
        for b in 0..8 {
            assert_eq!((corners.block(b), corners.twist(b)), (s.block(b), s.twist(b)));
        }
    }
}

#[test]
fn relating_corners_is_relating_stickers() {
    // Any two legal states, each turned anyhow: not only states with the reference corner solved.
    let mut rng = Rng::new(17);
    let rots = rotations();
    for _ in 0..20_000 {
        let mut state = || turned(&mut rng, &rots, 20);
        let (a, b) = (state(), state());
        let fast = relative_corners(&Corners::of(&a), &Corners::of(&b));
        assert_eq!(fast.stickers(), relative(&a, &b));
    }
}

#[test]
fn a_palette_relates_cube_pairs_as_between_does() {
    // Pairs of coloured cubes in any orientation, of either handedness, some damaged: the same
    // states, the same faults.
    let mut rng = Rng::new(18);
    let rots = rotations();
    let pairs = [(b'U', b'D'), (b'F', b'B'), (b'L', b'R')];
    let palette = Palette::new(pairs);
    let (mut accepted, mut faults) = ([0; 2], [0; 2]);
    for round in 0..40_000 {
        // Half the rounds mirror both cubes' colours, a few only one.
        let mirrored = [round % 2 == 1, (round % 2 == 1) != (rng.below(20) == 0)];
        let mut cube = |mirror: bool| {
            let mut colours = colours_of(&turned(&mut rng, &rots, 20));
            if mirror {
                for c in colours.iter_mut() {
                    *c = match *c {
                        b'L' => b'R',
                        b'R' => b'L',
                        other => other,
                    };
                }
            }
            if rng.below(4) == 0 {
                for _ in 0..rng.between(1, 2) {
                    let at = rng.below(24) as usize;
                    if rng.below(2) == 0 {
                        colours.swap(at, rng.below(24) as usize);
                    } else {
                        colours[at] = b"UDFBLRX"[rng.below(7) as usize];
                    }
                }
            }
            colours
        };
        let (from, to) = (cube(mirrored[0]), cube(mirrored[1]));
        let slow = between(&from, &to, Some(&pairs));
        assert_eq!(
            palette.relate(&from, &to).map(|c| c.stickers()),
            slow,
            "{:?} {:?}",
            String::from_utf8_lossy(&from),
            String::from_utf8_lossy(&to)
        );
        match slow {
            Ok(_) => accepted[round % 2] += 1,
            Err((which, _)) => faults[which] += 1,
        }
    }
    // Every outcome occurs often enough for the comparison to mean something.
    assert!(
        accepted.iter().chain(faults.iter()).all(|&n| n > 2000),
        "{:?} {:?}",
        accepted,
        faults
    );
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
        if let Some(scheme) = reference_colours().ok().and_then(Scheme::with_colours) {
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
    Ok(Scheme::with_colours(reference_colours()?).expect("six distinct colours"))
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
        let mut colours = colours_of(&scrambled(rng, 20).then(&rots[rng.below(24) as usize]));
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
