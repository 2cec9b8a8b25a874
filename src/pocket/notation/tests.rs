use super::*;
use crate::pocket::cube::Stickers;
use crate::rng::Rng;

/// The nine turns of F, R and U, as `parse_turn` writes them.
const TURNS: [&str; 9] = ["F+", "F2", "F-", "R+", "R2", "R-", "U+", "U2", "U-"];

#[test]
fn notations_are_read_with_their_names_in_order() {
    let n = Notation::parse("X=R- Y=U-\n Z=F-").unwrap();
    let names: Vec<(&str, Turn)> = n.names().collect();
    assert_eq!(names.len(), 3);
    assert_eq!(
        names[0],
        (
            "X",
            Turn {
                face: Face::R,
                quarters: 3
            }
        )
    );
    assert_eq!(
        n.turn("Z"),
        Some(Turn {
            face: Face::F,
            quarters: 3
        })
    );
    assert_eq!(n.turn("W"), None);
    let lambda: String = TURNS.iter().map(|t| format!("{}={} ", t, t)).collect();
    let lambda = Notation::parse(&lambda).unwrap();
    for (name, turn) in lambda.names() {
        assert_eq!(parse_turn(name), Some(turn));
    }
    assert_eq!(Notation::parse("").unwrap().names().count(), 0);
}

#[test]
fn bad_notations_are_refused_naming_the_item() {
    let refused = |text: &str| Notation::parse(text).unwrap_err();
    assert_eq!(refused("X=R- Y"), "\"Y\" is not NAME=TURN");
    assert_eq!(refused("=R+"), "\"=R+\" is not NAME=TURN");
    assert_eq!(refused("X=D+"), "\"D+\" is not a turn of F, R or U");
    assert_eq!(refused("X=R3"), "\"R3\" is not a turn of F, R or U");
    assert_eq!(refused("X=R+x"), "\"R+x\" is not a turn of F, R or U");
    assert_eq!(refused("X=R+ X=U+"), "\"X\" is named twice");
}

/// The length of the shortest sequence of `names` (at most three: no face needs more) whose
/// sticker moves compose to `turn`'s, by trying every sequence.
fn shortest_by_brute_force(names: &[(String, Turn)], turn: Turn) -> Option<usize> {
    let mut layer = vec![Stickers::SOLVED];
    for length in 0..=3 {
        if layer.contains(&turn.stickers()) {
            return Some(length);
        }
        layer = layer
            .iter()
            .flat_map(|s| names.iter().map(move |(_, t)| s.then(&t.stickers())))
            .collect();
    }
    None
}

#[test]
fn spellings_are_the_shortest_sequences_that_make_the_turn() {
    let mut rng = Rng::new(41);
    for round in 0..300 {
        // A random notation: a random subset of the nine turns, some named twice over.
        let mut text = String::new();
        for (k, t) in TURNS.iter().enumerate() {
            for copy in 0..rng.below(3) {
                text.push_str(&format!("n{}x{}={} ", k, copy, t));
            }
        }
        let notation = Notation::parse(&text).unwrap();
        let names: Vec<(String, Turn)> = notation.names().map(|(n, t)| (n.to_string(), t)).collect();
        for t in TURNS.iter() {
            let turn = parse_turn(t).unwrap();
            let spelled = notation.spell(turn);
            assert_eq!(
                spelled.as_ref().map(Vec::len),
                shortest_by_brute_force(&names, turn),
                "round {}: {} in {}",
                round,
                t,
                text
            );
            if let Some(spelled) = spelled {
                let made = spelled.iter().fold(Stickers::SOLVED, |s, n| {
                    s.then(&notation.turn(n).unwrap().stickers())
                });
                assert_eq!(made, turn.stickers(), "round {}: {} as {:?}", round, t, spelled);
            }
        }
    }
}

#[test]
fn a_solution_is_written_name_by_name() {
    let xyz = Notation::parse("X=R- Y=U- Z=F-").unwrap();
    let turn = |t: &str| parse_turn(t).unwrap();
    let turns = ["R+", "U-", "F2", "R-"].iter().map(|t| turn(t));
    assert_eq!(xyz.write(turns, ""), "XXXYZZX");
    assert_eq!(xyz.write(None, " "), "");
    assert_eq!(xyz.spell(turn("F+")), Some(vec!["Z", "Z", "Z"]));
    let halves = Notation::parse("H=R2").unwrap();
    assert_eq!(halves.write(Some(turn("R2")), " "), "H");
    assert_eq!(halves.spell(turn("R+")), None);
}

#[test]
#[should_panic(expected = "no names make")]
fn writing_a_turn_without_names_is_a_bug() {
    let halves = Notation::parse("H=R2").unwrap();
    halves.write(parse_turn("R+"), " ");
}
