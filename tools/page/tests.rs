use super::*;
use crate::moves::replay;
use crate::names::Names;
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
            },
            View {
                title: "die </script>".to_string(),
                steps: replay(&die, &[], &Names::new(Family::Die, None).unwrap()),
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
