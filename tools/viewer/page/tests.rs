use super::*;
use crate::viewer::moves::replay;
use crate::viewer::moves::Turn;
use crate::viewer::names::Names;
use cubesmith::die::dice::Die;
use cubesmith::pocket::cube::Stickers;

fn sample() -> Page {
    let names = Names::new(Family::Pocket, None).unwrap();
    let steps = replay(
        &Puzzle::pocket_letters(&Stickers::SOLVED),
        &names.parse("R U").unwrap(),
        &names,
    );
    let die = Puzzle::Die(Die::new(
        ["</script>", "\"", "&", "<b>", "e", "w"].map(String::from),
    ));
    Page {
        title: "a <title> & \"quotes\"".to_string(),
        notes: vec!["note </p>".to_string()],
        views: vec![
            View {
                title: "cube".to_string(),
                steps,
                board: None,
            },
            View {
                title: "die </script>".to_string(),
                steps: replay(&die, &[], &Names::new(Family::Die, None).unwrap()),
                board: None,
            },
        ],
        texts: vec![Text::whole("input", "1 < 2 </pre>")],
        focus: None,
    }
}

#[test]
fn json_strings_escape_what_could_end_the_script() {
    assert_eq!(json("a\"b\\c"), "\"a\\\"b\\\\c\"");
    assert_eq!(json("</script>&"), "\"\\u003c/script\\u003e\\u0026\"");
    assert_eq!(json("\n\t"), "\"\\u000a\\u0009\"");
    assert_eq!(json("é"), "\"é\"");
}

#[test]
fn the_page_loads_nothing_and_quotes_every_text_safely() {
    let html = html(&sample());
    for outside in ["src=", "href=", "<link", "url(", "@import", "https:"] {
        assert!(!html.contains(outside), "{}", outside);
    }
    // The only address is the SVG namespace, which names and fetches nothing.
    assert_eq!(
        html.matches("http:").count(),
        html.matches("http://www.w3.org/2000/svg\"").count()
    );
    assert_eq!(html.matches("</script>").count(), 2);
    assert_eq!(html.matches("<script").count(), 2);
    assert!(html.contains("<title>a &lt;title&gt; &amp; &quot;quotes&quot;</title>"));
    assert!(html.contains("<pre>1 &lt; 2 &lt;/pre&gt;\n</pre>"));
    assert!(html.contains("note &lt;/p&gt;"));
}

#[test]
fn the_data_holds_each_view_s_cells_once_and_colours_per_step() {
    let data = data(&sample().views, None);
    assert_eq!(data.matches("\"cells\":").count(), 2);
    assert_eq!(data.matches("\"colours\":").count(), 4); // start, R, U; the die's start
    assert!(data.contains("\"name\":null,\"mark\":null,\"colours\":[\"U\",\"U\",\"U\",\"U\",\"L\""));
    assert!(data.contains("\"name\":\"U\""));
    assert!(data.contains("\"family\":\"pocket\"") && data.contains("\"family\":\"die\""));
    assert!(data.contains("[1,1,\"top\",0]"));
}

#[test]
fn each_step_carries_the_turn_that_made_it() {
    let data = data(&sample().views, None);
    // The start has none; R and U turn their layers a quarter clockwise.
    assert!(data.contains("\"printed\":null,\"turn\":null}"));
    assert!(data.contains("\"name\":\"R\",") && data.contains("\"turn\":[\"R\",1,false]}"));
    assert!(data.contains("\"turn\":[\"U\",1,false]}"));
    let cube = |text: &str| {
        let names = Names::new(Family::Cube3, None).unwrap();
        let start = Puzzle::cube3(&cubesmith::cube3::facelet::colours(
            &cubesmith::cube3::cubie::Cubies::SOLVED,
            &cubesmith::cube3::facelet::Scheme::LETTERS,
        ));
        let steps = replay(&start, &names.parse(text).unwrap(), &names);
        steps[1..]
            .iter()
            .zip(&steps)
            .map(|(a, b)| turn(b, a, &permutations(Family::Cube3)))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        cube("D2 L' B"),
        ["[\"D\",2,false]", "[\"L\",-1,false]", "[\"B\",1,false]"]
    );
}

#[test]
fn a_die_turns_whole_and_its_name_picks_the_roll_where_its_labels_do_not() {
    let dice = Names::new(Family::Die, None).unwrap();
    let die = Puzzle::Die(Die::new(["1", "6", "5", "2", "3", "4"].map(String::from)));
    let steps = replay(&die, &dice.parse("NESWRL").unwrap(), &dice);
    let turns: Vec<String> = steps[1..]
        .iter()
        .zip(&steps)
        .map(|(a, b)| turn(b, a, &permutations(Family::Die)))
        .collect();
    // North tips the top back: clockwise seen from the east; east, seen from the south.
    assert_eq!(
        turns,
        [
            "[\"R\",1,true]",
            "[\"F\",1,true]",
            "[\"R\",-1,true]",
            "[\"F\",-1,true]",
            "[\"U\",1,true]",
            "[\"U\",-1,true]"
        ]
    );
    // A die of one label looks the same after any roll: the step's name says which.
    let blank = Puzzle::Die(Die::new(["0"; 6].map(String::from)));
    let west = Step::new(Some("W".to_string()), blank.clone());
    let start = Step::new(None, blank.clone());
    assert_eq!(turn(&start, &west, &permutations(Family::Die)), "[\"F\",-1,true]");
    // A move that is none, on a die where nothing shows it, turns nothing.
    assert_eq!(
        turn(
            &start,
            &Step::new(Some("Q".to_string()), blank),
            &permutations(Family::Die)
        ),
        "null"
    );
    // A board may print a number on the bottom as the die lands: the roll is still found.
    let mut landed = match apply(&die, Turn::Die(cubesmith::die::orientation::Move::East)) {
        Puzzle::Die(d) => d,
        _ => unreachable!(),
    };
    *landed.get_mut(cubesmith::die::orientation::Face::Bottom) = "9".to_string();
    let after = Step::new(Some("E".to_string()), Puzzle::Die(landed));
    assert_eq!(
        turn(&Step::new(None, die), &after, &permutations(Family::Die)),
        "[\"F\",1,true]"
    );
}

#[test]
fn a_board_travels_with_its_view() {
    let mut views = sample().views;
    views[1].board = Some(Board {
        rows: 1,
        cols: 2,
        cells: vec!["1".to_string(), "<".to_string()],
        path: vec![0],
    });
    let data = data(&views, None);
    assert!(data.contains("\"board\":null"));
    assert!(data.contains("\"board\":{\"rows\":1,\"cols\":2,\"cells\":[\"1\",\"\\u003c\"],\"path\":[0]}"));
}
