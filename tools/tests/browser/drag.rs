//! Dragging a view in space turns the puzzle about the vertical; a double click turns it back.
//! The drawn stickers stay the model's: a quarter turn brings other faces into view, each as the
//! model colours it.

use super::*;

/// A page holding the player in a frame at step 3: drags the view from above of views 1 (the
/// 3x3 cube) and 2 (the die) 90 pixels to the right, copies their drawings in space, double
/// clicks them, and copies them again, into `#result`, each copy after a line `=== WHEN VIEW`.
const DRAG: &str = r#"<!DOCTYPE html>
<html><body><iframe id="frame" width="900" height="600" src="page.html#step=3"></iframe><pre id="result">waiting</pre>
<script>
var frame = document.getElementById('frame');
frame.addEventListener('load', function () {
  var d = frame.contentDocument, w = frame.contentWindow, out = [];
  function copy(when, k) {
    out.push('=== ' + when + ' ' + k + '\n' + d.querySelector('section[data-view="' + k + '"] .solids').innerHTML);
  }
  function pointer(target, type, x) {
    target.dispatchEvent(new w.PointerEvent(type, { clientX: x, clientY: 100, bubbles: true }));
  }
  [1, 2].forEach(function (k) {
    var svg = d.querySelector('section[data-view="' + k + '"] svg[data-side="front"]');
    pointer(svg, 'pointerdown', 100);
    pointer(d, 'pointermove', 145);
    pointer(d, 'pointermove', 190);
    pointer(d, 'pointerup', 190);
    copy('dragged', k);
    d.querySelector('section[data-view="' + k + '"] svg[data-side="back"]')
      .dispatchEvent(new w.MouseEvent('dblclick', { bubbles: true }));
    copy('back', k);
  });
  document.getElementById('result').textContent = out.join('\n');
});
</script></body></html>
"#;

#[test]
fn dragging_a_view_in_space_turns_the_puzzle_and_a_double_click_turns_it_back() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let dir = work("drag");
    let (views, scenario) = scenario();
    write_page(&dir, views);
    let wrapper = dir.join("drag.html");
    fs::write(&wrapper, DRAG).unwrap();
    let result = wrapper_result(&chromium, &wrapper, 10000, &[]);
    let mut copies = BTreeMap::new();
    for block in result.split("=== ").skip(1) {
        let (head, html) = block.split_once('\n').unwrap();
        copies.insert(head.to_string(), html.to_string());
    }
    // A quarter turn clockwise seen from above: the right face comes to the front, the back to
    // the right; from below, the front and the left come into view.
    for (k, turned_near, turned_far) in [
        (1, ["U", "R", "B"], ["D", "F", "L"]),
        (2, ["top", "east", "north"], ["bottom", "south", "west"]),
    ] {
        let model = &scenario.views[k].models[3];
        let dragged = &copies[&format!("dragged {}", k)];
        assert_eq!(
            stickers(side_svg(dragged, "front"), "polygon"),
            on_faces(model, &turned_near),
            "view {} dragged, from above",
            k
        );
        assert_eq!(
            stickers(side_svg(dragged, "back"), "polygon"),
            on_faces(model, &turned_far),
            "view {} dragged, from below",
            k
        );
        let (near, far) = faces_seen(k == 2);
        let back = &copies[&format!("back {}", k)];
        assert_eq!(
            stickers(side_svg(back, "front"), "polygon"),
            on_faces(model, &near)
        );
        assert_eq!(stickers(side_svg(back, "back"), "polygon"), on_faces(model, &far));
    }
    fs::remove_dir_all(&dir).unwrap();
}
