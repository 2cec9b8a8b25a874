//! The viewer's page in a real browser. Headless Chromium opens pages made here; the tests read
//! the DOM after the page's script ran (`--dump-dom`, with `#step=N` addresses) and compare every
//! drawn sticker with the library's own model of the puzzle at that step, press keys and buttons
//! through a frame, and check that a screenshot shows the stickers' colours, pixel by pixel.
//!
//! Without Chromium (`chromium` on the PATH, or the path in `CHROMIUM`) the tests print a note and
//! pass, except in CI (`CI=true`), where they fail. Every Chromium run is bounded by `timeout`,
//! uses a fresh profile and home folder under the temporary folder (so it writes nowhere else),
//! and leaves no process behind: the test ends, by pid, any process naming that folder.

#[path = "browser/boards.rs"]
mod boards;
#[path = "browser/drag.rs"]
mod drag;
#[path = "browser/faces.rs"]
mod faces;
#[path = "browser/png.rs"]
mod png;
#[path = "browser/turns.rs"]
mod turns;

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::facelet::{colours, Scheme};
use cubesmith::cube3::moves::{Face as Face3, Move as Move3};
use cubesmith::die::dice::Die;
use cubesmith::die::orientation::{Face as Side, Move};
use cubesmith::pocket::cube::{Face, Stickers, STICKER_FACE};
use cubesmith::pocket::net::sticker_named;
use cubesmith_tools::problem::{meta, project};
use cubesmith_tools::viewer::{moves, names, nets as view, page, show};
use moves::{replay, replay_answer, Answer, Said};
use names::Names;
use std::collections::BTreeMap;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use view::{Family, Puzzle};

/// The Chromium to use, or `None` (with a note) where there is none and this is not CI.
fn chromium() -> Option<String> {
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("chromium"))
            .find(|p| p.is_file())
    });
    let found = std::env::var("CHROMIUM")
        .ok()
        .or_else(|| on_path.map(|p| p.to_string_lossy().into_owned()));
    if found.is_none() {
        assert!(
            std::env::var("CI").map_or(true, |ci| ci != "true"),
            "CI: chromium is missing (.ci/run installs Debian's chromium)"
        );
        println!("note: the browser tests are skipped: no chromium on the PATH (apt-get install chromium)");
    }
    found
}

const FLAGS: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--force-device-scale-factor=1",
    "--force-color-profile=srgb",
    "--hide-scrollbars",
];

/// Runs Chromium with `args` in a fresh profile and returns what it printed; ends every process
/// it left.
fn browse(chromium: &str, args: &[String]) -> Vec<u8> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::SeqCst);
    let home = std::env::temp_dir().join(format!("cubesmith-browser-{}-{}", std::process::id(), n));
    let _ = fs::remove_dir_all(&home);
    fs::create_dir_all(&home).unwrap();
    let (out, err) = (home.join("stdout"), home.join("stderr"));
    let status = Command::new("timeout")
        .args(["-k", "5", "120", chromium])
        .args(FLAGS)
        .arg(format!("--user-data-dir={}", home.join("profile").display()))
        .args(args)
        .env("HOME", &home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_CACHE_HOME", home.join("cache"))
        .stdin(Stdio::null())
        .stdout(File::create(&out).unwrap())
        .stderr(File::create(&err).unwrap())
        .status()
        .expect("timeout (coreutils) runs");
    end_processes_naming(&home);
    let printed = fs::read(&out).unwrap();
    let errors = fs::read_to_string(&err).unwrap_or_default();
    fs::remove_dir_all(&home).unwrap();
    assert!(status.success(), "chromium failed ({}):\n{}", status, errors);
    printed
}

/// The live (not zombie) processes whose command line names `folder`.
fn processes_naming(folder: &Path) -> Vec<String> {
    let marker = folder.to_string_lossy().into_owned();
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        let pid = entry.file_name().to_string_lossy().into_owned();
        if !pid.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let line = fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let stat = fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let zombie = stat
            .rsplit(") ")
            .next()
            .map_or(true, |rest| rest.starts_with('Z'));
        if !zombie && String::from_utf8_lossy(&line).contains(&marker) {
            found.push(pid);
        }
    }
    found
}

/// Waits a second for Chromium's helpers to end on their own, then kills those left, by pid.
fn end_processes_naming(folder: &Path) {
    for attempt in 0..40 {
        let left = processes_naming(folder);
        if left.is_empty() {
            return;
        }
        if attempt >= 10 {
            let _ = Command::new("sh")
                .arg("-c")
                .arg(format!("kill -9 {}", left.join(" ")))
                .status();
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!(
        "chromium processes outlived their run: {:?}",
        processes_naming(folder)
    );
}

/// A folder of this test run under `target/`, emptied.
fn work(tag: &str) -> PathBuf {
    let dir = project::Project::built_from().root.join("target").join(format!(
        "browser-test-{}-{}",
        tag,
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The text a wrapper page left in its `<pre id="result">` after `budget` ms of virtual time,
/// entities decoded; `extra` flags go before `--dump-dom`.
fn wrapper_result(chromium: &str, wrapper: &Path, budget: u32, extra: &[&str]) -> String {
    let mut args = vec![
        "--allow-file-access-from-files".to_string(),
        format!("--virtual-time-budget={}", budget),
    ];
    args.extend(extra.iter().map(|f| f.to_string()));
    args.push("--dump-dom".to_string());
    args.push(address(wrapper, None));
    let dom = String::from_utf8(browse(chromium, &args)).unwrap();
    dom.split("<pre id=\"result\">")
        .nth(1)
        .and_then(|r| r.split("</pre>").next())
        .unwrap()
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

fn address(page: &Path, step: Option<usize>) -> String {
    let hash = step.map_or(String::new(), |s| format!("#step={}", s));
    format!("file://{}{}", page.display(), hash)
}

/// A puzzle's colours by (face, index within the face).
type Model = BTreeMap<(String, usize), String>;

/// What the page must draw for one view.
struct Expected {
    /// The move names, in order.
    names: Vec<String>,
    /// The model after 0, 1, ... moves.
    models: Vec<Model>,
    /// The step whose mark the page must show, if any.
    marked: Option<usize>,
}

/// Each view's expectations.
struct Scenario {
    views: Vec<Expected>,
}

/// A pocket cube's colours by (face, index in the cross net's reading order), from the library's
/// stickers alone.
fn pocket_model(state: &Stickers) -> Model {
    let faces = [
        ("U", ["U@UBL", "U@UBR", "U@UFL", "U@UFR"]),
        ("L", ["L@LUB", "L@LUF", "L@LDB", "L@LDF"]),
        ("F", ["F@FUL", "F@FUR", "F@FDL", "F@FDR"]),
        ("R", ["R@RUF", "R@RUB", "R@RDF", "R@RDB"]),
        ("B", ["B@BUR", "B@BUL", "B@BDR", "B@BDL"]),
        ("D", ["D@DFL", "D@DFR", "D@DBL", "D@DBR"]),
    ];
    let mut model = BTreeMap::new();
    for (face, names) in faces.iter() {
        for (index, name) in names.iter().enumerate() {
            let colour = STICKER_FACE[state.0[sticker_named(name).unwrap()] as usize].letter();
            model.insert((face.to_string(), index), colour.to_string());
        }
    }
    model
}

/// A 3x3 cube's colours by (face, index), Kociemba's facelet order, from the cubie model.
fn cube3_model(cube: &Cubies) -> Model {
    let shown = colours(cube, &Scheme::LETTERS);
    let faces = ['U', 'R', 'F', 'D', 'L', 'B'];
    (0..54)
        .map(|x| ((faces[x / 9].to_string(), x % 9), (shown[x] as char).to_string()))
        .collect()
}

fn die_model(die: &Die<String>) -> Model {
    Side::ALL
        .iter()
        .map(|&p| ((p.name().to_string(), 0), die.get(p).clone()))
        .collect()
}

/// The views: a scrambled pocket cube and five turns, a 3x3 cube and eight, a die and eight
/// moves, and a pocket answer whose third move is none; and the model of every step.
fn scenario() -> (Vec<page::View>, Scenario) {
    let mut views = Vec::new();
    let mut models = Vec::new();
    let names = Names::new(Family::Pocket, None).unwrap();
    // The pocket cube: the library's turns, named by hand.
    let turns = [
        (Face::R, 1, "R"),
        (Face::U, 3, "U'"),
        (Face::F, 2, "F2"),
        (Face::R, 3, "R'"),
        (Face::U, 1, "U"),
    ];
    let start = Stickers::turn(Face::F, 1).then(&Stickers::turn(Face::U, 2));
    let text: Vec<&str> = turns.iter().map(|t| t.2).collect();
    views.push(replay(
        &Puzzle::pocket_letters(&start),
        &names.parse(&text.join(" ")).unwrap(),
        &names,
    ));
    let mut state = start;
    let mut model = vec![pocket_model(&state)];
    for &(face, quarters, _) in turns.iter() {
        state = state.then(&Stickers::turn(face, quarters));
        model.push(pocket_model(&state));
    }
    models.push(Expected {
        names: text.iter().map(|s| s.to_string()).collect(),
        models: model,
        marked: None,
    });
    // The 3x3 cube: Singmaster's names, turned as cubies.
    let text = ["R", "U", "F'", "D2", "L", "B'", "R2", "U'"];
    let start = [(Face3::R, 1), (Face3::U, 1), (Face3::F, 2), (Face3::B, 2)]
        .iter()
        .fold(Cubies::SOLVED, |c, &(f, q)| c.apply(Move3::new(f, q)));
    let names3 = Names::new(Family::Cube3, None).unwrap();
    let moves = names3.parse(&text.join(" ")).unwrap();
    views.push(replay(
        &Puzzle::cube3(&colours(&start, &Scheme::LETTERS)),
        &moves,
        &names3,
    ));
    let mut cube = start;
    let mut model = vec![cube3_model(&cube)];
    for name in text.iter() {
        let face = Face3::from_letter(name.chars().next().unwrap()).unwrap();
        let quarters = match &name[1..] {
            "" => 1,
            "2" => 2,
            _ => 3,
        };
        cube = cube.apply(Move3::new(face, quarters));
        model.push(cube3_model(&cube));
    }
    models.push(Expected {
        names: text.iter().map(|s| s.to_string()).collect(),
        models: model,
        marked: None,
    });
    // The die: labels 1..6 on top, bottom, north, south, east, west; rolls and spins.
    let text = ["N", "E", "S", "W", "R", "L", "E", "E"];
    let die = Die::new(["1", "6", "5", "2", "3", "4"].map(String::from));
    let dice = Names::new(Family::Die, None).unwrap();
    views.push(replay(
        &Puzzle::Die(die.clone()),
        &dice.parse(&text.join("")).unwrap(),
        &dice,
    ));
    let mut rolled = die;
    let mut model = vec![die_model(&rolled)];
    for name in text.iter() {
        rolled.apply(*Move::ALL.iter().find(|m| m.name().starts_with(name)).unwrap());
        model.push(die_model(&rolled));
    }
    models.push(Expected {
        names: text.iter().map(|s| s.to_string()).collect(),
        models: model,
        marked: None,
    });
    // An answer whose third move is none: the replay stops there, marked.
    let said = |name: &str| Said {
        line: 1,
        name: name.to_string(),
        state: None,
    };
    let answer = Answer {
        moves: vec![said("R"), said("U"), said("Q"), said("R")],
        states: false,
        note: None,
    };
    views.push(replay_answer(
        &Puzzle::pocket_letters(&Stickers::SOLVED),
        &answer,
        &names,
    ));
    let after = |turns: &[(Face, u8)]| {
        turns
            .iter()
            .fold(Stickers::SOLVED, |s, &(f, q)| s.then(&Stickers::turn(f, q)))
    };
    let model = vec![
        pocket_model(&Stickers::SOLVED),
        pocket_model(&after(&[(Face::R, 1)])),
        pocket_model(&after(&[(Face::R, 1), (Face::U, 1)])),
        pocket_model(&after(&[(Face::R, 1), (Face::U, 1)])),
    ];
    models.push(Expected {
        names: vec!["R".into(), "U".into(), "Q".into()],
        models: model,
        marked: Some(3),
    });
    let titles = [
        "a pocket cube",
        "a 3x3 cube",
        "a die",
        "an answer with a move that is none",
    ];
    let views = views
        .into_iter()
        .zip(titles.iter())
        .map(|(steps, title)| page::View {
            title: title.to_string(),
            steps,
            board: None,
        })
        .collect();
    (views, Scenario { views: models })
}

/// Writes `dir/page.html` with `views`.
fn write_page(dir: &Path, views: Vec<page::View>) -> PathBuf {
    let page = page::Page {
        title: "cubesmith show".to_string(),
        notes: vec!["Made by the browser tests (tests/browser.rs).".to_string()],
        views,
        texts: Vec::new(),
        focus: None,
    };
    let path = dir.join("page.html");
    fs::write(&path, page::html(&page)).unwrap();
    path
}

/// The value of attribute `name` in the tag text `tag`.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {}=\"", name))? + name.len() + 3;
    Some(&tag[start..start + tag[start..].find('"')?])
}

/// The stickers drawn as `element`s in `section`, by (face, index): those with a `data-face`
/// (not the square a turning layer's cut shows).
fn stickers(section: &str, element: &str) -> Model {
    let mut found = BTreeMap::new();
    for piece in section.split(&format!("<{} ", element)).skip(1) {
        let tag = &piece[..piece.find('>').unwrap()];
        if attribute(tag, "data-face").is_none() {
            continue;
        }
        let key = (
            attribute(tag, "data-face").unwrap().to_string(),
            attribute(tag, "data-index").unwrap().parse().unwrap(),
        );
        let before = found.insert(key, attribute(tag, "data-colour").unwrap().to_string());
        assert!(before.is_none(), "a sticker drawn twice");
    }
    found
}

/// One drawn view of a dumped DOM.
struct Drawn {
    /// The step its net shows.
    step: usize,
    /// Its net's stickers.
    net: Model,
    /// The stickers of its view from above the front-right corner.
    front: Model,
    /// The stickers of its view from below the back-left corner.
    back: Model,
    /// Its HTML.
    section: String,
}

/// The `svg` element of `html` whose tag has `data-side="side"`, whole.
fn side_svg<'a>(html: &'a str, side: &str) -> &'a str {
    let at = html
        .find(&format!("data-side=\"{}\"", side))
        .unwrap_or_else(|| panic!("the {} view in space is drawn", side));
    let svg = &html[html[..at].rfind("<svg").unwrap()..];
    &svg[..svg.find("</svg>").unwrap()]
}

/// The drawn view `k` of a dumped DOM.
fn drawn(dom: &str, k: usize) -> Drawn {
    let from = dom
        .find(&format!("<section class=\"view\" data-view=\"{}\">", k))
        .expect("the view is drawn");
    let section = &dom[from..from + dom[from..].find("</section>").unwrap()];
    let svg = &section[section.find("<svg").unwrap()..];
    let step = attribute(&svg[..svg.find('>').unwrap()], "data-step")
        .unwrap()
        .parse()
        .unwrap();
    Drawn {
        step,
        net: stickers(section, "rect"),
        front: stickers(side_svg(section, "front"), "polygon"),
        back: stickers(side_svg(section, "back"), "polygon"),
        section: section.to_string(),
    }
}

/// The faces each view in space shows, by family: a cube's U F R and D L B, a die's positions.
fn faces_seen(die: bool) -> ([&'static str; 3], [&'static str; 3]) {
    if die {
        (["top", "south", "east"], ["bottom", "west", "north"])
    } else {
        (["U", "F", "R"], ["D", "L", "B"])
    }
}

/// The part of `model` on `faces`.
fn on_faces(model: &Model, faces: &[&str]) -> Model {
    model
        .iter()
        .filter(|((face, _), _)| faces.contains(&face.as_str()))
        .map(|(key, colour)| (key.clone(), colour.clone()))
        .collect()
}

#[test]
fn drawn_stickers_match_the_model_at_every_step_asked() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let dir = work("dom");
    let (views, scenario) = scenario();
    let page = write_page(&dir, views);
    let last = scenario.views.iter().map(|v| v.models.len() - 1).max().unwrap();
    for asked in [None, Some(2), Some(5), Some(99)] {
        let dom = String::from_utf8(browse(
            &chromium,
            &["--dump-dom".to_string(), address(&page, asked)],
        ))
        .unwrap();
        let at = asked.unwrap_or(0).min(last);
        assert!(
            dom.contains(&format!(
                "<span id=\"where\" aria-live=\"polite\">step {} of {}</span>",
                at, last
            )),
            "{}",
            dom
        );
        for (k, view) in scenario.views.iter().enumerate() {
            let (names, models, marked) = (&view.names, &view.models, view.marked);
            let want = at.min(models.len() - 1);
            let Drawn {
                step,
                net,
                front,
                back,
                section,
            } = drawn(&dom, k);
            assert_eq!(step, want, "view {} at {:?}", k, asked);
            assert_eq!(net, models[want], "view {} at step {}", k, want);
            // The views in space show U, F and R of a cube (a die's top, south and east), and D, L
            // and B (bottom, west, north), as the model colours them.
            let (near, far) = faces_seen(k == 2);
            assert_eq!(
                front,
                on_faces(&models[want], &near),
                "view {} at step {}",
                k,
                want
            );
            assert_eq!(back, on_faces(&models[want], &far), "view {} at step {}", k, want);
            assert_eq!(back, on_faces(&net, &far), "the view from below matches the net");
            // A die's labels are written on its faces in space too.
            for (side, faces) in [("front", &near), ("back", &far)] {
                let svg = side_svg(&section, side);
                let written = svg.matches("</text>").count();
                assert_eq!(written, if k == 2 { 3 } else { 0 }, "view {} {}", k, side);
                for face in faces.iter().filter(|_| k == 2) {
                    let label = &models[want][&(face.to_string(), 0)];
                    assert!(
                        svg.contains(&format!(">{}</text>", label)),
                        "{} on {}",
                        label,
                        face
                    );
                }
            }
            let name = if want == 0 { "start" } else { &names[want - 1] };
            let label = format!(
                "<p class=\"move\">step {} of {}: {}",
                want,
                models.len() - 1,
                name
            );
            assert!(section.contains(&label), "{}\n{}", label, section);
            assert!(section.contains(&format!("<li data-step=\"{}\" class=\"now", want)));
            let bad =
                section.matches("class=\" bad\"").count() + section.matches("class=\"now bad\"").count();
            assert_eq!(bad, usize::from(marked.is_some()), "{}", section);
            if marked == Some(want) {
                assert!(section.contains("<span class=\"mark\">line 1: \"Q\" is not a move</span></p>"));
            }
        }
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// A page holding the player in a frame: presses keys and buttons in it, then writes the step
/// drawn after each, and the address, into `#result`.
const PRESSES: &str = r#"<!DOCTYPE html>
<html><body><iframe id="frame" width="900" height="600" src="page.html"></iframe><pre id="result">waiting</pre>
<script>
var frame = document.getElementById('frame');
frame.addEventListener('load', function () {
  var d = frame.contentDocument, w = frame.contentWindow, seen = [];
  function now() { seen.push(d.querySelector('section[data-view="1"] svg').getAttribute('data-step')); }
  function key(k) { d.dispatchEvent(new w.KeyboardEvent('keydown', { key: k, bubbles: true })); now(); }
  function click(id) { d.getElementById(id).click(); now(); }
  key('ArrowRight'); key('ArrowRight'); key('ArrowRight'); click('prev'); key('End'); key('ArrowRight');
  key('ArrowLeft'); click('next'); click('next'); key('Home'); key('ArrowLeft');
  d.querySelector('section[data-view="1"] li[data-step="6"]').click(); now();
  setTimeout(function () { seen.push(w.location.hash); document.getElementById('result').textContent = seen.join(' '); }, 500);
});
</script></body></html>
"#;

#[test]
fn keys_buttons_and_the_step_list_move_the_player_and_the_address() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let dir = work("keys");
    write_page(&dir, scenario().0);
    let wrapper = dir.join("presses.html");
    fs::write(&wrapper, PRESSES).unwrap();
    let args = [
        "--allow-file-access-from-files".to_string(),
        "--virtual-time-budget=10000".to_string(),
        "--dump-dom".to_string(),
        address(&wrapper, None),
    ];
    let dom = String::from_utf8(browse(&chromium, &args)).unwrap();
    assert!(
        dom.contains("<pre id=\"result\">1 2 3 2 8 8 7 8 8 0 0 6 #step=6</pre>"),
        "{}",
        dom
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// The page's fill of each cube colour letter (`tools/viewer/page.rs`).
const FILLS: [(&str, [u8; 3]); 6] = [
    ("U", [0xff, 0xff, 0xff]),
    ("D", [0xff, 0xd5, 0x00]),
    ("F", [0x00, 0x9b, 0x48]),
    ("B", [0x00, 0x46, 0xad]),
    ("L", [0xff, 0x58, 0x00]),
    ("R", [0xb7, 0x12, 0x34]),
];

/// The colour letter of a pixel that is a sticker's fill.
fn letter_of(pixel: &[u8; 3]) -> Option<&'static str> {
    FILLS
        .iter()
        .find(|(_, rgb)| rgb == pixel)
        .map(|(letter, _)| *letter)
}

#[test]
fn a_screenshot_shows_every_sticker_in_the_model_s_colour() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let dir = work("shot");
    // The 3x3 cube alone, at step 3: its net spans the 12 columns and 9 rows of the grid.
    let (mut views, scenario) = scenario();
    let page = write_page(&dir, vec![views.swap_remove(1)]);
    let model = &scenario.views[1].models[3];
    let shot = dir.join("shot.png");
    // The turn into step 3 stopped halfway in the views in space, for the docs' picture; the
    // net shows step 3.
    let args = [
        "--window-size=800,600".to_string(),
        format!("--screenshot={}", shot.display()),
        address(&page, Some(3)).replace("#step=", "?turn=0.5#step="),
    ];
    browse(&chromium, &args);
    let bytes = fs::read(&shot).unwrap();
    let image = png::decode(&bytes).unwrap();
    assert_eq!((image.width, image.height), (800, 600));
    // The net's corner: the first row and column where a sticker's fill shows.
    let mut filled: Vec<(usize, usize)> = (0..image.pixels.len())
        .filter(|&i| letter_of(&image.pixels[i]).is_some())
        .map(|i| (i / image.width, i % image.width))
        .collect();
    let left = filled.iter().map(|p| p.1).min().unwrap();
    // The net is 12 cells of 30 pixels wide; the view from a corner is further right.
    filled.retain(|p| p.1 < left + 12 * 30);
    let top = filled.iter().map(|p| p.0).min().unwrap();
    // A cell is 30 pixels; its fill is 26 pixels wide, 13 to its middle. Every sticker's middle
    // shows the model's colour there, and the fills cover 54 stickers' worth of pixels.
    let faces = [
        ("U", 0, 3),
        ("R", 3, 6),
        ("F", 3, 3),
        ("D", 6, 3),
        ("L", 3, 0),
        ("B", 3, 9),
    ];
    for &(face, row, column) in faces.iter() {
        for index in 0..9 {
            let y = top + 13 + 30 * (row + index / 3);
            let x = left + 13 + 30 * (column + index % 3);
            let seen = letter_of(&image.pixels[y * image.width + x]);
            assert_eq!(
                seen,
                Some(model[&(face.to_string(), index)].as_str()),
                "{} {}",
                face,
                index
            );
        }
    }
    assert!(
        filled.len() >= 54 * 24 * 24 && filled.len() <= 54 * 28 * 28,
        "{}",
        filled.len()
    );
    // Kept for the docs' picture (docs/viewer.png): `target/browser/viewer.png`.
    let keep = project::Project::built_from().root.join("target/browser");
    fs::create_dir_all(&keep).unwrap();
    let partial = keep.join(format!(".viewer.png.{}", std::process::id()));
    fs::write(&partial, &bytes).unwrap();
    fs::rename(&partial, keep.join("viewer.png")).unwrap();
    fs::remove_dir_all(&dir).unwrap();
}

/// The first test input of `problem`, by name.
fn first_input(problem: &project::Problem) -> Vec<u8> {
    let mut paths: Vec<PathBuf> = fs::read_dir(problem.test_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().map_or(false, |x| x == "in"))
        .collect();
    paths.sort();
    fs::read(&paths[0]).unwrap()
}

#[test]
fn every_problem_with_colours_draws_its_first_cube_in_the_input_s_own_symbols() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let dir = work("colours");
    let project = project::Project::built_from();
    let mut checked = 0;
    for id in project.problem_ids().unwrap() {
        let problem = project.problem(&id).unwrap();
        // Inputs that colour their cubes: the readers of the input's own symbols.
        if !matches!(problem.meta.view, Some(meta::View::Pocket | meta::View::Cube3)) {
            continue;
        }
        let input = first_input(&problem);
        let puzzles = show::puzzles(&project, &problem, &input).unwrap();
        let steps = moves::replay(&puzzles[0], &[], &Names::new(puzzles[0].family(), None).unwrap());
        let page = write_page(
            &dir,
            vec![page::View {
                title: id.clone(),
                steps,
                board: None,
            }],
        );
        let dom = String::from_utf8(browse(
            &chromium,
            &["--dump-dom".to_string(), address(&page, None)],
        ))
        .unwrap();
        let Drawn { net, .. } = drawn(&dom, 0);
        // The stickers drawn are the reader's, face by face ...
        let want: Model = puzzles[0]
            .cells()
            .iter()
            .map(|c| ((c.face.clone(), c.index), c.symbol.clone()))
            .collect();
        assert_eq!(net, want, "{}", id);
        // ... and each is a symbol the input itself writes (not a face letter the viewer chose).
        let text = String::from_utf8_lossy(&input);
        for symbol in net.values() {
            assert!(
                text.split_whitespace()
                    .any(|t| t == symbol || (symbol.len() == 1 && t.contains(symbol.as_str()))),
                "{}: {:?} is not in the input",
                id,
                symbol
            );
        }
        let mut distinct: Vec<&String> = net.values().collect();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 6, "{}: six colours", id);
        checked += 1;
    }
    assert!(checked >= 10, "only {} problems colour their cubes", checked);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_failure_page_opens_on_the_failing_step_with_both_states_and_the_difference_outlined() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let project = project::Project::built_from();
    // A problem whose answers print the state after each move, found by its checker.
    let printing = |id: &String| {
        let problem = project.problem(id).unwrap();
        matches!(
            problem.meta.compare,
            meta::Compare::Checker(meta::Checker::PocketSteps)
        )
    };
    let id = project
        .problem_ids()
        .unwrap()
        .into_iter()
        .find(printing)
        .expect("a problem whose answers print states");
    let problem = project.problem(&id).unwrap();
    let input = first_input(&problem);
    let start = show::puzzles(&project, &problem, &input).unwrap().remove(0);
    let names = Names::new(start.family(), problem.meta.notation.as_deref()).unwrap();
    // One move, then the real state with its first two stickers swapped.
    let first = moves::Turn::all(start.family())[0];
    let real = moves::apply(&start, first);
    let mut printed: Vec<String> = real.stickers().iter().map(|s| s.symbol.clone()).collect();
    printed.swap(0, 1);
    assert_ne!(printed[0], printed[1], "{}: two stickers that differ", id);
    let actual = format!("1\n{}\n{}\n", names.name(first), printed.join(" "));
    let failure = show::Failure {
        why: Some("line 3: the printed state is not the real one"),
        ..show::Failure::wrong_answer("wrong-state", &input, None, actual.as_bytes())
    };
    let dir = work("failure");
    let page = dir.join("failure.html");
    fs::write(&page, show::failure_page(&project, &problem, &failure)).unwrap();
    // Opened with no step in the address, it shows the failing view at the marked step.
    let dom = String::from_utf8(browse(
        &chromium,
        &["--dump-dom".to_string(), address(&page, None)],
    ))
    .unwrap();
    let from = dom
        .find("<section class=\"view failing\" data-view=\"0\">")
        .expect("the failing view is outlined");
    let section = &dom[from..from + dom[from..].find("</section>").unwrap()];
    let net = |state: &str| {
        let at = section
            .find(&format!("data-state=\"{}\"", state))
            .unwrap_or_else(|| panic!("the {} state is drawn", state));
        let svg = &section[section[..at].rfind("<svg").unwrap()..];
        let svg = &svg[..svg.find("</svg>").unwrap()];
        assert_eq!(attribute(&svg[..svg.find('>').unwrap()], "data-step"), Some("1"));
        svg.to_string()
    };
    let (real_net, printed_net) = (net("real"), net("printed"));
    let model: Model = real
        .cells()
        .iter()
        .map(|c| ((c.face.clone(), c.index), c.colour.clone()))
        .collect();
    assert_eq!(stickers(&real_net, "rect"), model);
    // Exactly the two swapped stickers are outlined, on both nets.
    let differing = |svg: &str| {
        let mut found = Vec::new();
        for piece in svg.split("<rect ").skip(1) {
            let tag = &piece[..piece.find('>').unwrap()];
            if attribute(tag, "data-differs") == Some("true") {
                found.push(attribute(tag, "data-symbol").unwrap().to_string());
            }
        }
        found.sort();
        found
    };
    let mut swapped = vec![printed[0].clone(), printed[1].clone()];
    swapped.sort();
    assert_eq!(differing(&printed_net), swapped);
    assert_eq!(differing(&real_net), swapped);
    // The line the judge names is highlighted in the output quoted.
    assert!(
        dom.contains("<mark class=\"differs\" data-line=\"3\">"),
        "{}",
        dom
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// A page holding the player in a frame 360 pixels wide (a phone): measures what sticks out,
/// steps to the end with the focus on "next", presses Alt+Left, picks a step from the keyboard,
/// and reads the hint's colours; writes what it found into `#result`.
const PHONE: &str = r#"<!DOCTYPE html>
<html><body style="margin:0"><iframe id="frame" width="360" height="700" style="border:0" src="page.html"></iframe><pre id="result">waiting</pre>
<script>
var frame = document.getElementById('frame');
frame.addEventListener('load', function () {
  var d = frame.contentDocument, w = frame.contentWindow, out = [];
  function shown() { return d.querySelector('section[data-view="1"] svg').getAttribute('data-step'); }
  var width = d.documentElement.clientWidth, over = 0;
  d.querySelectorAll('svg').forEach(function (s) { if (s.getBoundingClientRect().right > width + 0.5) { over++; } });
  out.push('clipped=' + over);
  var before = w.history.length, next = d.getElementById('next');
  next.focus();
  for (var i = 0; i < 50 && !next.disabled; i++) { next.click(); }
  out.push('history=' + (w.history.length - before));
  out.push('focus=' + d.activeElement.id);
  var at = shown(), alt = new w.KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true, cancelable: true });
  d.body.dispatchEvent(alt);
  out.push('alt=' + (shown() === at && !alt.defaultPrevented));
  var li = d.querySelector('section[data-view="1"] li[data-step="2"]');
  li.focus();
  li.dispatchEvent(new w.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  out.push('enter=' + shown() + ',' + d.activeElement.getAttribute('data-step'));
  out.push('hint=' + w.getComputedStyle(d.querySelector('.hint')).color + '/' +
    w.getComputedStyle(d.getElementById('player')).backgroundColor);
  document.getElementById('result').textContent = out.join(' ');
});
</script></body></html>
"#;

/// WCAG's contrast ratio of two `rgb(r, g, b)` colours.
fn contrast(a: &str, b: &str) -> f64 {
    let luminance = |css: &str| {
        let inside = &css[css.find('(').unwrap() + 1..css.find(')').unwrap()];
        let c: Vec<f64> = inside
            .split(',')
            .take(3)
            .map(|v| v.trim().parse::<f64>().unwrap() / 255.0)
            .map(|c| {
                if c <= 0.03928 {
                    c / 12.92
                } else {
                    ((c + 0.055) / 1.055).powf(2.4)
                }
            })
            .collect();
        0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    };
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[test]
fn the_page_fits_a_phone_and_works_from_the_keyboard_and_a_screen_reader() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let dir = work("phone");
    let page = write_page(&dir, scenario().0);
    // What a phone and a screen reader read from the page as drawn.
    let dom = String::from_utf8(browse(
        &chromium,
        &["--dump-dom".to_string(), address(&page, None)],
    ))
    .unwrap();
    assert!(dom.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));
    assert!(
        dom.contains("<span id=\"where\" aria-live=\"polite\">step 0 of "),
        "{}",
        dom
    );
    // The drawn views, not the script that draws them.
    let views = &dom[dom.find("<div id=\"views\">").unwrap()..dom.find("id=\"data\"").unwrap()];
    let svgs: Vec<&str> = views
        .split("<svg ")
        .skip(1)
        .map(|s| &s[..s.find('>').unwrap()])
        .collect();
    assert!(!svgs.is_empty());
    for svg in &svgs {
        assert!(attribute(svg, "viewBox").is_some(), "{}", svg);
        assert_eq!(attribute(svg, "role"), Some("img"), "{}", svg);
        assert!(
            attribute(svg, "aria-label").map_or(false, |l| l.contains(", step 0")),
            "{}",
            svg
        );
    }
    let items = views.matches("<li data-step=").count();
    assert!(items > 0);
    assert_eq!(
        views.matches("\" tabindex=\"0\">").count(),
        items,
        "every step is reachable with Tab"
    );
    // In a frame 360 pixels wide, pressed.
    let wrapper = dir.join("phone.html");
    fs::write(&wrapper, PHONE).unwrap();
    let result = wrapper_result(&chromium, &wrapper, 10000, &[]);
    let found: BTreeMap<&str, &str> = result.split(' ').filter_map(|kv| kv.split_once('=')).collect();
    assert_eq!(found.get("clipped"), Some(&"0"), "{}", result);
    assert_eq!(
        found.get("history"),
        Some(&"0"),
        "one history entry, not one a step: {}",
        result
    );
    assert_eq!(
        found.get("focus"),
        Some(&"prev"),
        "the focus leaves the disabled button: {}",
        result
    );
    assert_eq!(
        found.get("alt"),
        Some(&"true"),
        "Alt+Left is the browser's: {}",
        result
    );
    assert_eq!(
        found.get("enter"),
        Some(&"2,2"),
        "Enter on a step goes there, focus kept: {}",
        result
    );
    let hint = result.split("hint=").nth(1).unwrap();
    let (ink, paper) = hint.split_once('/').unwrap();
    assert!(
        contrast(ink, paper) >= 4.5,
        "hint contrast {:.2}: {}",
        contrast(ink, paper),
        hint
    );
    fs::remove_dir_all(&dir).unwrap();
}
