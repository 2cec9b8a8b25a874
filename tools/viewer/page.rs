//! The viewer's browser page: one self-contained HTML file (inline CSS, SVG drawn by inline
//! JavaScript, no network, nothing else to load) with each puzzle's net and, for move
//! sequences, a player: previous and next buttons, the arrow keys, `#step=N` in the address
//! opens step N, and every step listed with its move's name.
//!
//! The steps travel as JSON in the page; its script draws the current step, so what a browser
//! shows is what the DOM holds after the script ran. Every sticker of a net is an SVG `rect` with
//! `data-face`, `data-index` and `data-colour` (see `view::Cell`), inside an `svg` with
//! `data-step`, inside a `section` with `data-view`: a test reads the drawn state from the DOM.
//! Beside the net, the puzzle is drawn in space twice, as `polygon`s with the same attributes:
//! seen from above its front-right corner (U, F, R; a die's top, south and east) and from below
//! its back-left corner (D, L, B; bottom, west, north), isometric.
//!
//! Each step carries the turn that made it (`turn`), so the page can show it happen: stepping
//! once turns the layer (a die rolls whole) over 200 ms in both views, unless the reader asks
//! for reduced motion; the net switches at once. Where the turn ends, the views are drawn from
//! the step's state again, so what stays drawn is always the model's state.

use crate::viewer::moves::{apply, Step, Turn};
use crate::viewer::nets::{Board, Family, Palette, Puzzle};

/// One puzzle on the page, with its steps (the start first).
pub struct View {
    /// Its heading.
    pub title: String,
    /// The start, then the state after each move.
    pub steps: Vec<Step>,
    /// The board a die walks on, with its cell at each step, if it walks on one.
    pub board: Option<Board>,
}

/// A page.
pub struct Page {
    /// The page's title and heading.
    pub title: String,
    /// Paragraphs under the heading.
    pub notes: Vec<String>,
    /// The puzzles.
    pub views: Vec<View>,
    /// Texts shown after the puzzles (a judge's input and outputs).
    pub texts: Vec<Text>,
    /// The view and step the page opens at when its address names no step (a failure's first
    /// marked step), that view outlined and scrolled to.
    pub focus: Option<(usize, usize)>,
}

/// A text a page quotes: some of its lines, one perhaps highlighted.
pub struct Text {
    /// Its heading.
    pub heading: String,
    /// The number of the first line quoted, from 1.
    pub first: usize,
    /// The lines quoted.
    pub lines: Vec<String>,
    /// The number of the line to highlight (where an output differs), if any.
    pub highlight: Option<usize>,
    /// A note under the lines: what was left out.
    pub more: Option<String>,
}

impl Text {
    /// A whole text, nothing highlighted. O(length of `text`).
    pub fn whole(heading: &str, text: &str) -> Text {
        Text {
            heading: heading.to_string(),
            first: 1,
            lines: text.lines().map(str::to_string).collect(),
            highlight: None,
            more: None,
        }
    }

    /// The text as a section: the lines in a `pre`, the highlighted one a `mark` with
    /// `id="differs"` and `data-line`. O(length).
    fn html(&self) -> String {
        let mut body = String::new();
        for (i, line) in self.lines.iter().enumerate() {
            let number = self.first + i;
            if Some(number) == self.highlight {
                body.push_str(&format!(
                    "<mark class=\"differs\" data-line=\"{}\">{}</mark>\n",
                    number,
                    escape(line)
                ));
            } else {
                body.push_str(&escape(line));
                body.push('\n');
            }
        }
        let more = self
            .more
            .as_deref()
            .map_or(String::new(), |m| format!("<p class=\"note\">{}</p>", escape(m)));
        format!(
            "<section class=\"text\"><h2>{}</h2><pre>{}</pre>{}</section>\n",
            escape(&self.heading),
            body,
            more
        )
    }
}

/// The page as HTML. O(steps x stickers).
///
/// # Panics
/// If a cube of the page holds fewer stickers than its family has (24, 54).
pub fn html(page: &Page) -> String {
    let mut out = String::new();
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out.push_str(&format!(
        "<title>{}</title>\n<style>{}</style>\n",
        escape(&page.title),
        STYLE
    ));
    out.push_str(&format!("</head>\n<body>\n<h1>{}</h1>\n", escape(&page.title)));
    for note in &page.notes {
        out.push_str(&format!("<p class=\"note\">{}</p>\n", escape(note)));
    }
    out.push_str(PLAYER);
    out.push_str("<div id=\"views\"></div>\n");
    for text in &page.texts {
        out.push_str(&text.html());
    }
    out.push_str("<script type=\"application/json\" id=\"data\">");
    out.push_str(&data(&page.views, page.focus));
    out.push_str("</script>\n<script>");
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body>\n</html>\n");
    out
}

/// The views as JSON: each view's title, family, cells `[row, column, face, index]`, its
/// palette (`fills`, each colour's `#rrggbb`, and `labels`, whether stickers carry their symbol),
/// its `board` (see `board`) or null, and steps `{name, mark, colours, symbols, printed, turn}` (one per cell, in the cells' order;
/// `printed` the state an answer printed, `{colours, symbols}`, or null; `turn` see `turn`); and
/// `focus`, `[view, step]` or null.
fn data(views: &[View], focus: Option<(usize, usize)>) -> String {
    let mut parts = Vec::new();
    for view in views {
        let first = &view.steps[0].puzzle;
        let palette = Palette::of(first);
        let fills: Vec<String> = palette
            .fills
            .iter()
            .map(|(colour, fill)| format!("{}:{}", json(colour), json(fill.rgb)))
            .collect();
        let cells: Vec<String> = first
            .cells()
            .iter()
            .map(|c| format!("[{},{},{},{}]", c.row, c.column, json(&c.face), c.index))
            .collect();
        let moves = permutations(first.family());
        let steps: Vec<String> = view
            .steps
            .iter()
            .enumerate()
            .map(|(i, step)| {
                let printed = step
                    .printed
                    .as_ref()
                    .map_or("null".to_string(), |p| format!("{{{}}}", state(p)));
                let before = i.checked_sub(1).map(|b| &view.steps[b]);
                format!(
                    "{{\"name\":{},\"mark\":{},{},\"printed\":{},\"turn\":{}}}",
                    step.name.as_deref().map_or("null".to_string(), json),
                    step.mark.as_deref().map_or("null".to_string(), json),
                    state(&step.puzzle),
                    printed,
                    before.map_or("null".to_string(), |b| turn(b, step, &moves))
                )
            })
            .collect();
        parts.push(format!(
            "{{\"title\":{},\"family\":{},\"cells\":[{}],\"fills\":{{{}}},\"labels\":{},\"board\":{},\"steps\":[{}]}}",
            json(&view.title),
            json(family_name(first)),
            cells.join(","),
            fills.join(","),
            palette.labelled,
            view.board.as_ref().map_or("null".to_string(), board),
            steps.join(",\n")
        ));
    }
    let focus = focus.map_or("null".to_string(), |(v, s)| format!("[{},{}]", v, s));
    format!("{{\"views\":[{}],\"focus\":{}}}", parts.join(",\n"), focus)
}

/// A board as JSON: `{rows, cols, cells, path}`, each cell's text row by row and the die's cell
/// at each step.
fn board(board: &Board) -> String {
    let cells: Vec<String> = board.cells.iter().map(|c| json(c)).collect();
    let path: Vec<String> = board.path.iter().map(usize::to_string).collect();
    format!(
        "{{\"rows\":{},\"cols\":{},\"cells\":[{}],\"path\":[{}]}}",
        board.rows,
        board.cols,
        cells.join(","),
        path.join(",")
    )
}

/// A puzzle's `"colours":[...],"symbols":[...]`, one per cell in the cells' order.
fn state(puzzle: &Puzzle) -> String {
    let cells = puzzle.cells();
    let colours: Vec<String> = cells.iter().map(|c| json(&c.colour)).collect();
    let symbols: Vec<String> = cells.iter().map(|c| json(&c.symbol)).collect();
    format!(
        "\"colours\":[{}],\"symbols\":[{}]",
        colours.join(","),
        symbols.join(",")
    )
}

/// The turn that takes step `before` to step `after`, as JSON `[face, quarters, whole]` (see
/// `Turn::motion`), or null where no one move does (the start, a move that is none, a printed
/// state). Steps hold states, not moves, so the move is found again: the one whose result is
/// `after`, where a die's bottom is not compared (a board may print a number on it as it
/// lands); where several fit (a state with repeated colours), the one whose face or roll letter
/// begins the step's name, else the first, unless nothing changed (a move that is none on a die
/// of one label). `moves` holds each move of the family with its permutation of a cube's
/// stickers (`permutations`). O(moves x stickers), no state built.
fn turn(before: &Step, after: &Step, moves: &[(Turn, Vec<usize>)]) -> String {
    let family = before.puzzle.family();
    if family != after.puzzle.family() {
        return "null".to_string();
    }
    let fits: Vec<Turn> = moves
        .iter()
        .filter(|(m, p)| m.family() == family && fits(&before.puzzle, &after.puzzle, *m, p))
        .map(|(m, _)| *m)
        .collect();
    let letter = after.name.as_deref().and_then(|n| n.chars().next());
    let named = |m: &&Turn| match m {
        Turn::Die(roll) => letter.map(u32::from) == Some(u32::from(roll.letter())),
        _ => letter == Some(m.motion().0),
    };
    let unchanged = before.puzzle == after.puzzle;
    let any = fits.first().filter(|_| !unchanged);
    match fits.iter().find(named).or(any) {
        Some(m) => {
            let (face, quarters, whole) = m.motion();
            format!("[\"{}\",{},{}]", face, quarters, whole)
        }
        None => "null".to_string(),
    }
}

/// Each move of `family` with its permutation of a cube's stickers (`after[i] = before[p[i]]`),
/// read from the viewer's own moves applied to stickers numbered by slot; a die's with none.
fn permutations(family: Family) -> Vec<(Turn, Vec<usize>)> {
    let slots = match family {
        Family::Pocket => 24,
        Family::Cube3 => 54,
        Family::Die => return Turn::all(family).into_iter().map(|m| (m, Vec::new())).collect(),
    };
    let numbered: Vec<String> = (0..slots).map(|i| i.to_string()).collect();
    let start = Puzzle::from_symbols(family, numbered).expect("a cube of its size");
    Turn::all(family)
        .into_iter()
        .map(|m| {
            let moved = apply(&start, m);
            let p = moved
                .stickers()
                .iter()
                .map(|s| s.symbol.parse().unwrap())
                .collect();
            (m, p)
        })
        .collect()
}

/// Whether move `m` takes `before` to `after`: a cube's stickers compared through the move's
/// permutation `p` (see `permutations`), a die's positions but its bottom.
fn fits(before: &Puzzle, after: &Puzzle, m: Turn, p: &[usize]) -> bool {
    match (before, after) {
        (Puzzle::Die(_), Puzzle::Die(_)) => {
            let rolled = apply(before, m).cells();
            let cells = after.cells();
            rolled
                .iter()
                .zip(&cells)
                .all(|(a, b)| a.face == "bottom" || (a.face == b.face && a.symbol == b.symbol))
        }
        _ => {
            let (a, b) = (before.stickers(), after.stickers());
            a.len() == b.len() && b.iter().zip(p).all(|(s, &from)| a[from] == *s)
        }
    }
}

fn family_name(puzzle: &Puzzle) -> &'static str {
    match puzzle.family() {
        Family::Pocket => "pocket",
        Family::Cube3 => "cube3",
        Family::Die => "die",
    }
}

/// A JSON string. `<`, `>` and `&` are escaped too, so the text never closes the script element.
fn json(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '<' | '>' | '&' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Text for HTML element content or a quoted attribute. O(length of `text`).
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const STYLE: &str = "
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; background: #fafafa; }
h1 { font-size: 1.3em; } h2 { font-size: 1.05em; margin: 0.8em 0 0.3em; }
#player { position: sticky; top: 0; background: #fafafa; padding: 0.4em 0; }
#player[hidden] { display: none; }
button { font: inherit; padding: 0.2em 0.8em; }
.hint { color: #595959; font-size: 0.85em; margin-left: 1em; }
svg, figure { max-width: 100%; height: auto; }
ol.steps li:focus { outline: 2px solid #0046ad; }
.view .row { display: flex; gap: 2em; align-items: flex-start; flex-wrap: wrap; }
.net text { font-family: sans-serif; font-weight: bold; }
.move { margin: 0.2em 0; font-weight: bold; }
.mark { color: #b00020; font-weight: bold; }
ol.steps { margin: 0; padding-left: 3em; max-height: 22em; max-width: 24em; overflow: auto; font-family: monospace; }
ol.steps li { cursor: pointer; }
ol.steps li.now { background: #ffe082; }
.solids { display: flex; gap: 1em; flex-wrap: wrap; }
.solids svg { overflow: visible; touch-action: none; cursor: grab; }
ol.steps li.bad { color: #b00020; }
section.failing { outline: 3px solid #b00020; outline-offset: 4px; scroll-margin-top: 1em; }
figure { margin: 0; } figcaption { font-size: 0.85em; }
mark.differs { background: #ffcdd2; color: #000; font-weight: bold; }
pre { background: #fff; border: 1px solid #ddd; padding: 0.5em; max-height: 20em; overflow: auto; }
";

const PLAYER: &str =
    "<div id=\"player\" hidden><button id=\"prev\" type=\"button\">&larr; previous</button> \
<span id=\"where\" aria-live=\"polite\"></span> <button id=\"next\" type=\"button\">next &rarr;</button>\
<span class=\"hint\">arrow keys move; Tab reaches the steps; #step=N in the address opens step N</span></div>\n";

const SCRIPT: &str = r##"
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('data').textContent);
  function fillOf(v, colour) { return v.fills[colour] || '#bdbdbd'; }
  // Dark text on light fills, white on dark ones (WCAG's relative luminance), so a label reads.
  function inkOn(rgb) {
    var l = [1, 3, 5].map(function (i) {
      var c = parseInt(rgb.substr(i, 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2] > 0.18 ? '#000000' : '#ffffff';
  }
  var last = 0, step = 0;
  data.views.forEach(function (v) { last = Math.max(last, v.steps.length - 1); });
  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c];
    });
  }
  // The net of state `st` (the step's own, or the state an answer printed, `kind`); stickers
  // that differ from state `other` are outlined and carry data-differs.
  function net(v, s, st, other, kind) {
    var die = v.family === 'die', size = die ? 44 : 30, rows = 0, columns = 0;
    v.cells.forEach(function (c) { rows = Math.max(rows, c[0] + 1); columns = Math.max(columns, c[1] + 1); });
    var out = '<svg xmlns="http://www.w3.org/2000/svg" class="net" data-step="' + s + '" data-state="' + kind +
      '" width="' + columns * size + '" height="' + rows * size + '" viewBox="0 0 ' + columns * size + ' ' +
      rows * size + '" role="img" aria-label="' + esc(v.title + ', step ' + s + ', ' +
      (kind === 'printed' ? 'the state the answer printed' : 'net')) + '">';
    v.cells.forEach(function (c, i) {
      var colour = st.colours[i], symbol = st.symbols[i];
      var differs = other && (other.colours[i] !== colour || other.symbols[i] !== symbol);
      var x = c[1] * size + 1, y = c[0] * size + 1, fill = fillOf(v, colour);
      out += '<rect x="' + x + '" y="' + y + '" width="' + (size - 2) + '" height="' + (size - 2) +
        '" rx="3" fill="' + fill + (differs ? '" stroke="#d00000" stroke-width="3" data-differs="true' : '" stroke="#222') +
        '" data-face="' + esc(c[2]) + '" data-index="' + c[3] +
        '" data-colour="' + esc(colour) + '" data-symbol="' + esc(symbol) + '"><title>' +
        esc(c[2] + ' ' + c[3] + ': ' + symbol) + '</title></rect>';
      if (v.labels) {
        out += '<text x="' + (x + size / 2 - 1) + '" y="' + (y + size / 2 - 1) + '" fill="' + inkOn(fill) +
          '" font-size="' + (symbol.length > 2 ? 9 : 14) +
          '" text-anchor="middle" dominant-baseline="central" aria-hidden="true">' + esc(symbol) + '</text>';
      }
    });
    return out + '</svg>';
  }
  // The puzzle in space: x left to right, y back to front, z bottom to top, the cube n units
  // wide. Each face's outward normal, and the corners of its sticker at row r, column c as the
  // net reads it (every face seen from outside): top left, top right, bottom right, bottom left.
  var SPACE = {
    U: { normal: [0, 0, 1], corners: function (n, r, c) { return [[c, r, n], [c + 1, r, n], [c + 1, r + 1, n], [c, r + 1, n]]; } },
    D: { normal: [0, 0, -1], corners: function (n, r, c) { return [[c, n - r, 0], [c + 1, n - r, 0], [c + 1, n - r - 1, 0], [c, n - r - 1, 0]]; } },
    F: { normal: [0, 1, 0], corners: function (n, r, c) { return [[c, n, n - r], [c + 1, n, n - r], [c + 1, n, n - r - 1], [c, n, n - r - 1]]; } },
    B: { normal: [0, -1, 0], corners: function (n, r, c) { return [[n - c, 0, n - r], [n - c - 1, 0, n - r], [n - c - 1, 0, n - r - 1], [n - c, 0, n - r - 1]]; } },
    R: { normal: [1, 0, 0], corners: function (n, r, c) { return [[n, n - c, n - r], [n, n - c - 1, n - r], [n, n - c - 1, n - r - 1], [n, n - c, n - r - 1]]; } },
    L: { normal: [-1, 0, 0], corners: function (n, r, c) { return [[0, c, n - r], [0, c + 1, n - r], [0, c + 1, n - r - 1], [0, c, n - r - 1]]; } }
  };
  // A die's positions as a cube's faces: north is the back, as on its map.
  var DIE_FACE = { top: 'U', bottom: 'D', south: 'F', north: 'B', east: 'R', west: 'L' };
  // The two corners the puzzle is seen from: +1 above the front-right one (U, F, R in view), -1
  // below the back-left one (D, L, B). Both look along the same diagonal, so one drawing is
  // the other mirrored left to right, with the faces opposite.
  var SIDES = [[1, 'front', 'seen from above its front-right corner'], [-1, 'back', 'seen from below its back-left corner']];
  var UP = [0, 0, 1];
  function dot(a, b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }
  // Vector `p` turned by `angle` about the unit vector `axis`. The coordinates are left-handed,
  // so a positive angle is clockwise seen from the axis's tip: a face's turn, as Singmaster's.
  function turned(p, axis, angle) {
    var cos = Math.cos(angle), sin = Math.sin(angle), d = dot(axis, p);
    var cross = [axis[1] * p[2] - axis[2] * p[1], axis[2] * p[0] - axis[0] * p[2], axis[0] * p[1] - axis[1] * p[0]];
    return [0, 1, 2].map(function (i) { return p[i] * cos + cross[i] * sin + axis[i] * d * (1 - cos); });
  }
  // The square where a turning layer meets the rest of the cube, at `w` along axis `k`.
  function cut(n, k, w) {
    return [[0, 0], [n, 0], [n, n], [0, n]].map(function (q) {
      var p = [0, 0, 0];
      p[k] = w; p[(k + 1) % 3] = q[0]; p[(k + 2) % 3] = q[1];
      return p;
    });
  }
  // The pieces of view `v` in state `st`, in two groups, each a convex block: what stays, and
  // what `turn` moves (the layer beside its face; a die whole), with the square the cut shows.
  function pieces(v, st, n, turn) {
    var stays = [], moves = [], axis = turn ? SPACE[turn[0]].normal : null;
    var k = axis ? [0, 1, 2].filter(function (i) { return axis[i] !== 0; })[0] : 0;
    v.cells.forEach(function (c, i) {
      var face = v.family === 'die' ? DIE_FACE[c[2]] : c[2], where = SPACE[face];
      var corners = where.corners(n, Math.floor(c[3] / n), c[3] % n);
      var middle = (corners[0][k] + corners[2][k]) / 2;
      var piece = { corners: corners, normal: where.normal, face: c[2], index: c[3], colour: st.colours[i], symbol: st.symbols[i] };
      var moving = axis && (turn[2] || (axis[k] > 0 ? middle > n - 1 : middle < 1));
      (moving ? moves : stays).push(piece);
    });
    if (axis && !turn[2]) {
      var w = axis[k] > 0 ? n - 1 : 1, square = cut(n, k, w);
      stays.push({ corners: square, normal: axis, core: true });
      moves.push({ corners: square, normal: axis.map(function (x) { return -x; }), core: true });
    }
    return { stays: stays, moves: moves, axis: axis };
  }
  // The puzzle of view `v` at step `s` seen from `side` (see SIDES), each sticker a
  // parallelogram; during a turn (`motion`: `from`, the step drawn, `turn` and the fraction `t`
  // done) that step's layer is drawn turned by that much of the turn, and the whole turned about
  // the vertical by `v.yaw`, where the reader dragged it. Of each convex block only the faces
  // toward the eye are drawn, the block nearer the eye last.
  function solid(v, s, side, motion) {
    var n = v.family === 'cube3' ? 3 : v.family === 'pocket' ? 2 : 1, size = v.family === 'die' ? 56 : 72 / n;
    // A turning layer's corners reach past the still cube by up to 0.18 of its width.
    var c30 = Math.cos(Math.PI / 6), pad = Math.ceil(n * size / 5), eye = [side[0], side[0], side[0]];
    var st = v.steps[motion ? motion.from : s], turn = motion ? motion.turn : null;
    var angle = turn ? turn[1] * motion.t * Math.PI / 2 : 0, h = n / 2, yaw = v.yaw || 0;
    // Where the turn ends: the next state, or going back the state drawn.
    var end = turn && motion.forward ? turn[1] * Math.PI / 2 : 0;
    // A point turned by the layer's turn (`axis`, `by`), then the whole by the reader's drag.
    function place(p, axis, by) {
      var q = axis ? turned([p[0] - h, p[1] - h, p[2] - h], axis, by).map(function (x) { return x + h; }) : p;
      return yaw ? turned([q[0] - h, q[1] - h, q[2] - h], UP, yaw).map(function (x) { return x + h; }) : q;
    }
    function toward(normal) { return yaw ? turned(normal, UP, yaw) : normal; }
    function at(p) {
      return [(side[0] * (p[0] - p[1]) + n) * c30 * size + pad, ((p[0] + p[1]) / 2 - p[2] + n) * size + pad];
    }
    var parts = pieces(v, st, n, turn), blocks = [[parts.stays, null], [parts.moves, parts.axis]];
    if (parts.axis && dot(toward(parts.axis), eye) < 0) { blocks.reverse(); }
    var width = Math.ceil(2 * n * c30 * size + 2 * pad), height = 2 * n * size + 2 * pad;
    var out = '<svg xmlns="http://www.w3.org/2000/svg" class="solid" data-side="' + side[1] + '" data-step="' + s +
      (motion ? '" data-turn="' + turn[0] + '" data-t="' + motion.t.toFixed(3) : '') + '" width="' + width +
      '" height="' + height + '" viewBox="0 0 ' + width + ' ' + height + '" role="img" aria-label="' +
      esc(v.title + ', step ' + s + ', ' + side[2]) + '">';
    blocks.forEach(function (block) {
      block[0].forEach(function (piece) {
        var normal = toward(block[1] ? turned(piece.normal, block[1], angle) : piece.normal);
        if (dot(normal, eye) < 1e-6) { return; }
        var corners = piece.corners.map(function (p) { return at(place(p, block[1], angle)); });
        var points = corners.map(function (q) { return q[0].toFixed(1) + ',' + q[1].toFixed(1); }).join(' ');
        if (piece.core) {
          out += '<polygon class="core" points="' + points + '" fill="#222"></polygon>';
          return;
        }
        var fill = fillOf(v, piece.colour);
        out += '<polygon points="' + points + '" fill="' + fill + '" stroke="#222" stroke-linejoin="round" data-face="' +
          esc(piece.face) + '" data-index="' + piece.index + '" data-colour="' + esc(piece.colour) +
          '" data-symbol="' + esc(piece.symbol) + '"></polygon>';
        if (v.labels) {
          // Written the way up that reads best where the sticker ends, kept as it turns.
          var ends = piece.corners.map(function (p) { return at(place(p, block[1], end)); });
          out += label(upright(ends, corners), piece.symbol, fill);
        }
      });
    });
    return out + '</svg>';
  }
  // A sticker's corners `turning`, started at the corner that puts the top edge of `ends` (the
  // same sticker where the turn ends) highest on the screen: a label's way up means nothing on
  // the model (a face seen from below would read upside down as the net has it).
  function upright(ends, turning) {
    var best = 0, rise = Infinity;
    [0, 1, 2, 3].forEach(function (k) {
      var top = ends[k], bottom = ends[(k + 3) % 4], dy = top[1] - bottom[1];
      if (dy < rise - 1e-6) { best = k; rise = dy; }
    });
    return turning.slice(best).concat(turning.slice(0, best));
  }
  // A sticker's symbol written on it in space: the text is set in a square 100 units wide and
  // mapped onto the sticker's parallelogram.
  function label(corners, symbol, fill) {
    var o = corners[0], a = corners[1], b = corners[3];
    var m = [(a[0] - o[0]) / 100, (a[1] - o[1]) / 100, (b[0] - o[0]) / 100, (b[1] - o[1]) / 100, o[0], o[1]];
    return '<text transform="matrix(' + m.map(function (x) { return x.toFixed(3); }).join(' ') +
      ')" x="50" y="50" fill="' + inkOn(fill) + '" font-size="' + (symbol.length > 2 ? 30 : 50) +
      '" font-weight="bold" text-anchor="middle" dominant-baseline="central" aria-hidden="true">' + esc(symbol) + '</text>';
  }
  // Both views in space of view `v` at step `s`, turning as `motion` says.
  function solids(v, s, motion) {
    return SIDES.map(function (side) { return solid(v, s, side, motion); }).join('');
  }
  // The board a die walks on, at step s: each cell with its own text, the cells the die has been
  // on so far marked (`data-path`) with its way drawn through them, and the die on its cell
  // (`data-die`) as a badge in the cell's lower right quarter showing its top, the cell's own
  // text moved to the upper left so both are seen.
  function boardOf(v, s) {
    var b = v.board, size = 32, at = Math.min(s, b.path.length - 1), here = b.path[at], been = {};
    b.path.slice(0, at + 1).forEach(function (c) { been[c] = true; });
    function middle(c) { return [(c % b.cols + 0.5) * size, (Math.floor(c / b.cols) + 0.5) * size]; }
    var width = b.cols * size, height = b.rows * size, where = middle(here);
    var out = '<svg xmlns="http://www.w3.org/2000/svg" class="board" data-step="' + s + '" width="' + width +
      '" height="' + height + '" viewBox="0 0 ' + width + ' ' + height + '" role="img" aria-label="' +
      esc(v.title + ', step ' + s + ', the board: the die on row ' + (Math.floor(here / b.cols) + 1) +
        ', column ' + (here % b.cols + 1) + ', on ' + b.cells[here]) + '">';
    b.cells.forEach(function (text, c) {
      var x = (c % b.cols) * size, y = Math.floor(c / b.cols) * size, die = c === here;
      var tx = x + (die ? 0.27 : 0.5) * size, ty = y + (die ? 0.27 : 0.5) * size;
      out += '<rect x="' + x + '" y="' + y + '" width="' + size + '" height="' + size + '" fill="' +
        (been[c] ? '#fff3c4' : '#ffffff') + '" stroke="#9e9e9e" data-row="' + Math.floor(c / b.cols) +
        '" data-col="' + (c % b.cols) + '" data-cell="' + esc(text) + (been[c] ? '" data-path="true' : '') +
        (die ? '" data-die="true' : '') + '"></rect><text class="cell" x="' + tx + '" y="' + ty +
        '" font-size="' + (text.length > 3 || die ? 9 : 12) + '" fill="#424242" text-anchor="middle" ' +
        'dominant-baseline="central" aria-hidden="true">' + esc(text) + '</text>';
    });
    var way = b.path.slice(0, at + 1).map(function (c) { return middle(c).join(','); });
    if (way.length > 1) {
      out += '<polyline points="' + way.join(' ') + '" fill="none" stroke="#b00020" stroke-width="2" ' +
        'stroke-opacity="0.6" stroke-linejoin="round"></polyline>';
    }
    var top = v.cells.map(function (c) { return c[2]; }).indexOf('top'), label = v.steps[s].symbols[top];
    var corner = where, badge = size * 0.46;
    out += '<rect class="die" x="' + corner[0] + '" y="' + corner[1] + '" width="' + badge + '" height="' + badge +
      '" rx="4" fill="#ffffff" stroke="#222" stroke-width="2"></rect>' +
      '<text x="' + (corner[0] + badge / 2) + '" y="' + (corner[1] + badge / 2) + '" font-size="' +
      (label.length > 2 ? 7 : 10) + '" font-weight="bold" text-anchor="middle" dominant-baseline="central" ' +
      'aria-hidden="true">' + esc(label) + '</text>';
    return out + '</svg>';
  }
  function list(v, s) {
    var out = '<ol class="steps" start="0">';
    v.steps.forEach(function (st, i) {
      out += '<li data-step="' + i + '" class="' + (i === s ? 'now' : '') + (st.mark ? ' bad' : '') +
        '" tabindex="0">' +
        esc(st.name === null ? 'start' : st.name) +
        (st.mark ? ' <span class="mark">' + esc(st.mark) + '</span>' : '') + '</li>';
    });
    return out + '</ol>';
  }
  function draw() {
    var html = '';
    stop();
    data.views.forEach(function (v, k) {
      var s = Math.min(step, v.steps.length - 1), st = v.steps[s], moves = v.steps.length > 1;
      var failing = data.focus && data.focus[0] === k;
      html += '<section class="view' + (failing ? ' failing' : '') + '" data-view="' + k + '"><h2>' +
        esc(v.title) + '</h2>';
      if (moves || st.mark) {
        html += '<p class="move">step ' + s + ' of ' + (v.steps.length - 1) + ': ' +
          esc(st.name === null ? 'start' : st.name) +
          (st.mark ? ' <span class="mark">' + esc(st.mark) + '</span>' : '') + '</p>';
      }
      var nets = net(v, s, st, st.printed, 'real');
      if (st.printed) {
        nets = '<figure><figcaption>the real state</figcaption>' + nets + '</figure><figure><figcaption>' +
          'what the answer printed (differences outlined)</figcaption>' + net(v, s, st.printed, st, 'printed') + '</figure>';
      }
      html += '<div class="row">' + nets + '<div class="solids">' + solids(v, s, null) + '</div>' +
        (v.board ? boardOf(v, s) : '') + (moves ? list(v, s) : '') + '</div></section>';
    });
    document.getElementById('views').innerHTML = html;
    document.getElementById('where').textContent = 'step ' + step + ' of ' + last;
    document.getElementById('prev').disabled = step === 0;
    document.getElementById('next').disabled = step === last;
  }
  // A step's turn, shown happening: over TURN_MS the turning layer (a die whole) turns in the
  // views in space, drawn afresh each animation frame; then they are drawn from the step's own
  // state, so what stays is the model's. Not where the reader asks for reduced motion: there
  // the views jump to the state. `?turn=F` in the address stops every turn at fraction F (0 to
  // 1) and leaves it there: a picture of a turn under way, for a screenshot or a test.
  var TURN_MS = 200, playing = null;
  var frozen = /[?&]turn=([0-9.]+)/.exec(location.search);
  frozen = frozen ? Math.min(1, parseFloat(frozen[1])) : null;
  function still() {
    return !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }
  // The views that turn as the player goes from step `from` to step `to`: those that move one
  // step, by a move the page knows (a step back undoes the later step's turn).
  function turning(from, to) {
    var found = [];
    data.views.forEach(function (v, k) {
      var a = Math.min(from, v.steps.length - 1), b = Math.min(to, v.steps.length - 1);
      var later = Math.max(a, b), turn = v.steps[later].turn;
      if (Math.abs(a - b) === 1 && turn) {
        found.push({ k: k, v: v, s: b, from: later - 1, turn: turn, forward: b > a });
      }
    });
    return found;
  }
  function box(w) { return document.querySelector('section[data-view="' + w.k + '"] .solids'); }
  // The turning views at fraction t of their turn.
  function frame(views, t) {
    views.forEach(function (w) {
      var motion = { from: w.from, turn: w.turn, t: w.forward ? t : 1 - t, forward: w.forward };
      if (box(w)) { box(w).innerHTML = solids(w.v, w.s, motion); }
    });
  }
  function stop() {
    if (playing) { cancelAnimationFrame(playing.frame); clearTimeout(playing.timer); playing = null; }
  }
  function finish(views) {
    stop();
    views.forEach(function (w) { if (box(w)) { box(w).innerHTML = solids(w.v, w.s, null); } });
  }
  function animate(from, to) {
    stop();
    var views = turning(from, to), start = null;
    if (views.length === 0 || still()) { return; }
    if (frozen !== null) { frame(views, frozen); return; }
    function tick(now) {
      if (start === null) { start = now; }
      var t = (now - start) / TURN_MS;
      if (t >= 1) { finish(views); return; }
      frame(views, t);
      playing.frame = requestAnimationFrame(tick);
    }
    frame(views, 0);
    // A hidden tab runs no animation frames: the timer ends the turn all the same.
    playing = {
      frame: requestAnimationFrame(tick),
      timer: setTimeout(function () { finish(views); }, TURN_MS + 100),
      views: views
    };
  }
  // Drawn at once, so quick presses add up (a turn under way gives way to the next); the
  // address follows without a history entry per step. Focus stays where it was: on a step of
  // the list (redrawn, so found again), or on a button, which moves to the other one when it
  // disables.
  function go(n) {
    var had = document.activeElement, li = had && had.closest ? had.closest('li[data-step]') : null;
    var view = li ? li.closest('section[data-view]').getAttribute('data-view') : null, from = step;
    step = Math.max(0, Math.min(last, n));
    draw();
    animate(from, step);
    if (location.hash !== '#step=' + step) { history.replaceState(null, '', '#step=' + step); }
    if (view !== null) {
      var now = document.querySelector('section[data-view="' + view + '"] li[data-step="' + step + '"]');
      if (now) { now.focus(); }
    } else if (had && had.disabled) {
      document.getElementById(had.id === 'next' ? 'prev' : 'next').focus();
    }
  }
  // Opened with `?turn=F`, the page shows its step arriving, stopped there: a turn under way
  // to screenshot without pressing anything.
  function fromAddress() {
    var m = /step=(\d+)/.exec(location.hash);
    step = m ? Math.min(last, parseInt(m[1], 10)) : (data.focus ? Math.min(last, data.focus[1]) : 0);
    draw();
    if (frozen !== null && step > 0) { animate(step - 1, step); }
  }
  document.getElementById('player').hidden = last === 0;
  document.getElementById('prev').addEventListener('click', function () { go(step - 1); });
  document.getElementById('next').addEventListener('click', function () { go(step + 1); });
  // Dragging a view in space sideways turns the puzzle about the vertical, a degree a pixel
  // (both views alike, the one from below mirrored so it follows the pointer); a double click
  // turns it back. The drawing is redrawn from the model, so the stickers stay its state.
  var drag = null;
  function redraw(k) {
    var v = data.views[k], s = Math.min(step, v.steps.length - 1);
    // A turn under way ends first, drawn at its end.
    if (playing) { finish(playing.views); }
    var box = document.querySelector('section[data-view="' + k + '"] .solids');
    if (box) { box.innerHTML = solids(v, s, null); }
  }
  document.getElementById('views').addEventListener('pointerdown', function (e) {
    var svg = e.target.closest ? e.target.closest('.solids svg') : null;
    if (!svg) { return; }
    var k = parseInt(svg.closest('section[data-view]').getAttribute('data-view'), 10);
    var side = svg.getAttribute('data-side') === 'back' ? -1 : 1;
    drag = { k: k, x: e.clientX, yaw: data.views[k].yaw || 0, side: side };
    e.preventDefault();
  });
  document.addEventListener('pointermove', function (e) {
    if (!drag) { return; }
    data.views[drag.k].yaw = drag.yaw + drag.side * (e.clientX - drag.x) * Math.PI / 180;
    redraw(drag.k);
  });
  document.addEventListener('pointerup', function () { drag = null; });
  document.getElementById('views').addEventListener('dblclick', function (e) {
    var svg = e.target.closest ? e.target.closest('.solids svg') : null;
    if (!svg) { return; }
    var k = parseInt(svg.closest('section[data-view]').getAttribute('data-view'), 10);
    data.views[k].yaw = 0;
    redraw(k);
  });
  document.getElementById('views').addEventListener('click', function (e) {
    var li = e.target.closest('li[data-step]');
    if (li) { go(parseInt(li.getAttribute('data-step'), 10)); }
  });
  document.addEventListener('keydown', function (e) {
    // Alt+Left and the like stay the browser's.
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var li = e.target && e.target.closest ? e.target.closest('li[data-step]') : null;
    if (li && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      go(parseInt(li.getAttribute('data-step'), 10));
      return;
    }
    var to = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: last }[e.key];
    if (to !== undefined) { e.preventDefault(); go(to); }
  });
  window.addEventListener('hashchange', fromAddress);
  fromAddress();
  // A failure's page opens on the failing view.
  if (data.focus) {
    var failing = document.querySelector('section[data-view="' + data.focus[0] + '"]');
    if (failing && failing.scrollIntoView) { failing.scrollIntoView(); }
  }
})();
"##;

// Named by path so the file is found when the browser tests include this module too.
#[cfg(test)]
mod tests;
