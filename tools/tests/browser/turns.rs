//! Turns shown happening: the page's views in space turn the moving layer (a die whole) between
//! two steps, and end on the model's state; under reduced motion they jump to it.
//!
//! Nothing here waits on the wall clock. The page's `?turn=F` stops every turn at fraction F, so
//! a frame mid-turn is drawn on the press and read at once; a turn on the real clock is read
//! after its end (Chromium's virtual time, `--virtual-time-budget`, runs the timers at once).

use super::*;

/// A page of three frames of the player, all pressed alike: `a` stops turns halfway
/// (`?turn=0.5`), `b` at their end (`?turn=1`), `c` lets them run. After the load and after each
/// press of "next" it copies each view's drawings in space: `a` and `b` at once, `c` once its
/// turn is over; then it presses "previous" once in `a`. A watcher counts the drawings mid-turn
/// (`data-t`) ever put into each frame. All goes into `#result`, each copy after a line
/// `=== FRAME PRESS VIEW`.
const TURNS: &str = r#"<!DOCTYPE html>
<html><body>
<iframe id="a" width="900" height="600" src="page.html?turn=0.5#step=0"></iframe>
<iframe id="b" width="900" height="600" src="page.html?turn=1#step=0"></iframe>
<iframe id="c" width="900" height="600" src="page.html#step=0"></iframe>
<pre id="result">waiting</pre>
<script>
var ids = ['a', 'b', 'c'], loaded = 0, out = [], turning = { a: 0, b: 0, c: 0 }, last = LAST;
function doc(id) { return document.getElementById(id).contentDocument; }
function copy(id, press) {
  doc(id).querySelectorAll('section[data-view]').forEach(function (section) {
    out.push('=== ' + id + ' ' + press + ' ' + section.getAttribute('data-view') + '\n' +
      section.querySelector('.solids').innerHTML);
  });
}
function watch(id) {
  new MutationObserver(function (changes) {
    changes.forEach(function (change) {
      change.addedNodes.forEach(function (node) {
        if (node.getAttribute && node.getAttribute('data-t') !== null) { turning[id]++; }
      });
    });
  }).observe(doc(id).body, { childList: true, subtree: true });
}
function press(i) {
  ids.forEach(function (id) { doc(id).getElementById('next').click(); });
  copy('a', i); copy('b', i);
  setTimeout(function () {
    copy('c', i);
    if (i < last) { press(i + 1); return; }
    doc('a').getElementById('prev').click();
    copy('a', 'back');
    setTimeout(function () {
      var w = document.getElementById('a').contentWindow;
      out.push('--- a=' + turning.a + ' b=' + turning.b + ' c=' + turning.c + ' still=' +
        w.matchMedia('(prefers-reduced-motion: reduce)').matches);
      document.getElementById('result').textContent = out.join('\n');
    }, 100);
  }, 400);
}
ids.forEach(function (id) {
  document.getElementById(id).addEventListener('load', function () {
    watch(id);
    if (++loaded === ids.length) { ids.forEach(function (i) { copy(i, 0); }); press(1); }
  });
});
</script></body></html>
"#;

/// One drawing in space as a page drew it.
struct Space {
    /// The fraction of a turn it shows, if it shows one under way.
    t: Option<String>,
    /// Its stickers by (face, index).
    stickers: Model,
    /// Its stickers as drawn: each one's colour and corners (in order), for comparing places.
    shapes: Vec<(String, Vec<(f64, f64)>)>,
}

/// The drawing seen from `side` in a copy of a view's drawings in space.
fn space(copy: &str, side: &str) -> Space {
    let svg = side_svg(copy, side);
    let mut shapes = Vec::new();
    for piece in svg.split("<polygon ").skip(1) {
        // A space before the first attribute, as `attribute` looks for one.
        let tag = format!(" {}", &piece[..piece.find('>').unwrap()]);
        if let (Some(colour), Some(points)) = (attribute(&tag, "data-colour"), attribute(&tag, "points")) {
            let corners = points
                .split(' ')
                .map(|p| {
                    let (x, y) = p.split_once(',').unwrap();
                    (x.parse().unwrap(), y.parse().unwrap())
                })
                .collect();
            shapes.push((colour.to_string(), corners));
        }
    }
    Space {
        t: attribute(&svg[..svg.find('>').unwrap()], "data-t").map(str::to_string),
        stickers: stickers(svg, "polygon"),
        shapes,
    }
}

/// Whether two drawings put stickers of the same colours in the same places (each corner within
/// 0.2 pixels; a sticker's corners may start anywhere, as a turned one's do).
fn same_places(a: &Space, b: &Space) -> bool {
    let near = |p: &(f64, f64), q: &(f64, f64)| (p.0 - q.0).abs() < 0.2 && (p.1 - q.1).abs() < 0.2;
    let same = |x: &(String, Vec<(f64, f64)>), y: &(String, Vec<(f64, f64)>)| {
        x.0 == y.0 && x.1.len() == y.1.len() && x.1.iter().all(|p| y.1.iter().any(|q| near(p, q)))
    };
    let mut left: Vec<&(String, Vec<(f64, f64)>)> = b.shapes.iter().collect();
    a.shapes.len() == b.shapes.len()
        && a.shapes
            .iter()
            .all(|x| match left.iter().position(|y| same(x, y)) {
                Some(i) => {
                    left.swap_remove(i);
                    true
                }
                None => false,
            })
}

/// What a run of `TURNS` found: each copy by (frame, press, view), and the watcher's line.
fn pressed(chromium: &str, dir: &Path, reduced: bool) -> (BTreeMap<(String, String, usize), String>, String) {
    let (views, scenario) = scenario();
    let last = scenario.views.iter().map(|v| v.models.len() - 1).max().unwrap();
    write_page(dir, views);
    let wrapper = dir.join("turns.html");
    fs::write(&wrapper, TURNS.replace("LAST", &last.to_string())).unwrap();
    let reduced_motion: &[&str] = if reduced {
        &["--force-prefers-reduced-motion"]
    } else {
        &[]
    };
    let result = wrapper_result(chromium, &wrapper, 30000, reduced_motion);
    let (copies, watcher) = result.split_once("\n--- ").expect("the presses ran");
    let mut found = BTreeMap::new();
    for block in copies.split("=== ").skip(1) {
        let (head, html) = block.split_once('\n').unwrap();
        let words: Vec<&str> = head.split(' ').collect();
        let key = (
            words[0].to_string(),
            words[1].to_string(),
            words[2].parse().unwrap(),
        );
        found.insert(key, html.to_string());
    }
    (found, watcher.to_string())
}

/// The watcher's count of drawings mid-turn in `frame`, from its line.
fn mid_turn_drawings(watcher: &str, frame: &str) -> usize {
    watcher
        .split(' ')
        .find_map(|kv| kv.strip_prefix(&format!("{}=", frame)))
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn a_turn_shows_its_layer_turning_and_ends_on_the_model_s_state() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let dir = work("turns");
    let (found, watcher) = pressed(&chromium, &dir, false);
    assert!(watcher.ends_with("still=false"), "{}", watcher);
    let scenario = scenario().1;
    let last = scenario.views.iter().map(|v| v.models.len() - 1).max().unwrap();
    let copy = |frame: &str, press: &str, k: usize| {
        found
            .get(&(frame.to_string(), press.to_string(), k))
            .unwrap_or_else(|| panic!("no copy {} {} {}", frame, press, k))
    };
    let mut turns = 0;
    for (k, view) in scenario.views.iter().enumerate() {
        let (near, far) = faces_seen(k == 2);
        let end = view.models.len() - 1;
        for i in 1..=last {
            let press = i.to_string();
            let want = i.min(end);
            // A move that is none (the answer's third) turns nothing; nor does a view at its end.
            let turns_here = i <= end && view.marked != Some(i);
            for (side, faces) in [("front", &near), ("back", &far)] {
                // On the real clock the turn ends on the model's state, nothing left turning.
                let after = space(copy("c", &press, k), side);
                assert_eq!(after.t, None, "view {} step {} {}", k, i, side);
                assert_eq!(
                    after.stickers,
                    on_faces(&view.models[want], faces),
                    "view {} step {}",
                    k,
                    i
                );
                let before = space(copy("c", &(i - 1).to_string(), k), side);
                let (half, whole) = (
                    space(copy("a", &press, k), side),
                    space(copy("b", &press, k), side),
                );
                if !turns_here {
                    assert_eq!(half.t, None, "view {} step {}: nothing turns", k, i);
                    assert!(same_places(&half, &after));
                    continue;
                }
                turns += 1;
                // Halfway the drawing is neither the state before nor the one after ...
                assert_eq!(half.t.as_deref(), Some("0.500"), "view {} step {} {}", k, i, side);
                assert!(
                    !same_places(&half, &before),
                    "view {} step {} {}: halfway",
                    k,
                    i,
                    side
                );
                assert!(
                    !same_places(&half, &after),
                    "view {} step {} {}: halfway",
                    k,
                    i,
                    side
                );
                // ... and the turn done puts every sticker where the next state has it: the layer
                // turns the way the move does.
                assert_eq!(whole.t.as_deref(), Some("1.000"));
                assert!(
                    same_places(&whole, &after),
                    "view {} step {} {}: the turn done is the next state",
                    k,
                    i,
                    side
                );
            }
        }
    }
    assert!(turns >= 2 * 20, "{} turns seen", turns);
    // A step back undoes the last step's turn: halfway, the same drawing as halfway forward.
    for (side, k) in [("front", 1), ("back", 1), ("front", 2)] {
        let back = space(copy("a", "back", k), side);
        let forward = space(copy("a", &last.to_string(), k), side);
        assert_eq!(back.t.as_deref(), Some("0.500"));
        assert!(same_places(&back, &forward), "view {} {}", k, side);
    }
    assert!(mid_turn_drawings(&watcher, "a") > 0, "{}", watcher);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn under_reduced_motion_a_step_jumps_to_its_state_with_no_frame_between() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let dir = work("still");
    let (found, watcher) = pressed(&chromium, &dir, true);
    assert!(watcher.ends_with("still=true"), "{}", watcher);
    // No frame, stopped or running, ever drew a turn under way ...
    for frame in ["a", "b", "c"] {
        assert_eq!(mid_turn_drawings(&watcher, frame), 0, "{}", watcher);
    }
    // ... and each press drew the model's state at once, even where turns are asked to stop
    // halfway.
    let scenario = scenario().1;
    let last = scenario.views.iter().map(|v| v.models.len() - 1).max().unwrap();
    for (k, view) in scenario.views.iter().enumerate() {
        let (near, far) = faces_seen(k == 2);
        for i in 1..=last {
            let key = ("a".to_string(), i.to_string(), k);
            let model = &view.models[i.min(view.models.len() - 1)];
            for (side, faces) in [("front", &near), ("back", &far)] {
                let drawn = space(&found[&key], side);
                assert_eq!(drawn.t, None);
                assert_eq!(drawn.stickers, on_faces(model, faces), "view {} step {}", k, i);
            }
        }
    }
    fs::remove_dir_all(&dir).unwrap();
}
