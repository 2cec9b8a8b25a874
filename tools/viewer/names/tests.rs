use super::*;

/// Moves of `family` by their place in `Turn::all`.
fn turns(family: Family, places: &[usize]) -> Vec<Turn> {
    places.iter().map(|&i| Turn::nth(family, i)).collect()
}

#[test]
fn each_family_reads_its_usual_names_with_or_without_spaces() {
    let pocket = Names::new(Family::Pocket, None).unwrap();
    assert_eq!(
        pocket.parse("R U' F2 U+ R-").unwrap(),
        turns(Family::Pocket, &[3, 8, 1, 6, 5])
    );
    assert_eq!(pocket.parse("RU'F2").unwrap(), turns(Family::Pocket, &[3, 8, 1]));
    assert_eq!(
        (
            pocket.name(Turn::nth(Family::Pocket, 8)),
            pocket.name(Turn::nth(Family::Pocket, 6))
        ),
        ("U'".to_string(), "U".to_string())
    );
    let error = pocket.parse("R D").unwrap_err().message;
    assert_eq!(
        error,
        "move 2 (\"D\" at byte 2) is not a move of this notation: the moves are F, F2, F', R, R2, R', U, U2, U'"
    );
    let cube3 = Names::new(Family::Cube3, None).unwrap();
    assert_eq!(
        cube3.parse("R U R' D2 B L2'").unwrap(),
        turns(Family::Cube3, &[3, 0, 5, 10, 15, 13])
    );
    assert_eq!(
        cube3.parse("RUR'D2").unwrap(),
        turns(Family::Cube3, &[3, 0, 5, 10])
    );
    let die = Names::new(Family::Die, None).unwrap();
    assert_eq!(
        die.parse("NESW north Right L EAST").unwrap(),
        turns(Family::Die, &[0, 1, 2, 3, 0, 4, 5, 1])
    );
    assert!(die.parse("NEsw").is_err());
    assert_eq!(die.name(Turn::nth(Family::Die, 4)), "R");
    assert_eq!(cube3.most_words(), 1);
}

#[test]
fn a_problem_names_its_own_moves_as_its_checkers_read_them() {
    let xyz = Names::new(Family::Pocket, Some("X=R- Y=U- Z=F-")).unwrap();
    assert_eq!(xyz.parse("XXYZ").unwrap(), turns(Family::Pocket, &[5, 5, 8, 2]));
    assert_eq!(
        (
            xyz.name(Turn::nth(Family::Pocket, 8)),
            xyz.one("X"),
            xyz.one("XY"),
            xyz.one("R")
        ),
        (
            "Y".into(),
            Some(Turn::nth(Family::Pocket, 5)),
            None,
            Some(Turn::nth(Family::Pocket, 3))
        ) // the usual names are read too
    );
    // A 3x3 notation: NAME=MOVE items separated by commas, names of several words.
    let numbered = Names::new(Family::Cube3, Some("4 1=U, 4 -1=U', 2 1=R, 0 1=L,10=B2")).unwrap();
    assert_eq!(
        numbered.parse("4 1 2 1\n4 -1 10").unwrap(),
        turns(Family::Cube3, &[0, 3, 2, 16])
    );
    assert_eq!(
        (numbered.name(Turn::nth(Family::Cube3, 2)), numbered.most_words()),
        ("4 -1".to_string(), 2)
    );
    assert_eq!(
        numbered.words(&["4", "-1", "0"]),
        Some((Turn::nth(Family::Cube3, 2), 2))
    );
    assert_eq!(numbered.one("4  1"), Some(Turn::nth(Family::Cube3, 0)));
    assert_eq!(numbered.one("4"), None);
    let error = numbered.parse("4 1 3 1").unwrap_err().message;
    assert!(
        error.starts_with(
            "move 2 (\"3\" at byte 4) is not a move of this notation: the moves are 4 1, 4 -1, 2 1, 0 1, 10, U2, "
        ),
        "{}",
        error
    );
    let die = Names::new(Family::Die, Some("1=E 2=W 3=N 4=S")).unwrap();
    assert_eq!(die.parse("1 2 3 4").unwrap(), turns(Family::Die, &[1, 3, 0, 2]));
    for (family, bad, says) in [
        (Family::Pocket, "X=D-", "\"D-\" is not a move of this puzzle"),
        (Family::Pocket, "X", "\"X\" is not NAME=TURN"),
        (Family::Pocket, "=R+", "is not NAME=TURN"),
        (Family::Cube3, "X=R3", "\"R3\" is not a move in Singmaster"),
        (Family::Cube3, "X=R, =U", "is not NAME=MOVE"),
        (Family::Die, "X=Q", "\"Q\" is not a move of this puzzle"),
        (Family::Die, "X=N X=S", "\"X\" names two moves"),
    ] {
        let error = Names::new(family, Some(bad)).err().unwrap().message;
        assert!(error.contains(says), "{}: {}", bad, error);
    }
}

#[test]
fn the_longest_name_wins_and_words_end_where_they_end() {
    let names = Names::new(Family::Pocket, Some("A=R+ AB=U+ B=F+")).unwrap();
    assert_eq!(names.parse("ABA B").unwrap(), turns(Family::Pocket, &[6, 3, 0]));
    assert_eq!(names.prefix("ABX"), Some((Turn::nth(Family::Pocket, 6), 2)));
    assert_eq!(names.prefix("X"), None);
    assert_eq!(word_end("ab  cd ef", 2), 6);
    assert_eq!(word_end("ab", 1), 2);
}

#[test]
fn the_usual_names_are_read_beside_a_problem_s_own_and_labels_show_both() {
    let zoj = Names::new(Family::Cube3, Some("4 1=U, 4 -1=U', 0 1=L, 0 -1=L'")).unwrap();
    // Singmaster beside the problem's names, the same moves.
    assert_eq!(zoj.parse("D L' U").unwrap(), turns(Family::Cube3, &[9, 14, 0]));
    assert_eq!(zoj.parse("0 -1 U").unwrap(), turns(Family::Cube3, &[14, 0]));
    // Written and labelled in the problem's own names first.
    assert_eq!(zoj.name(Turn::nth(Family::Cube3, 14)), "0 -1");
    assert_eq!(zoj.label(Turn::nth(Family::Cube3, 14)), "0 -1 (L')");
    assert_eq!(zoj.label(Turn::nth(Family::Cube3, 9)), "D"); // no name of its own: the usual one alone
    let plain = Names::new(Family::Cube3, None).unwrap();
    assert_eq!(plain.label(Turn::nth(Family::Cube3, 14)), "L'");
    // A problem's name wins over a usual one for another move.
    let swapped = Names::new(Family::Die, Some("N=S S=N")).unwrap();
    assert_eq!(swapped.parse("N S E").unwrap(), turns(Family::Die, &[2, 0, 1]));
}
