//! The viewer's browser page: one self-contained HTML file (inline CSS, SVG drawn by inline
//! JavaScript, no network, nothing else to load) with each puzzle's net and, for move
//! sequences, a player: previous and next buttons, the arrow keys, `#step=N` in the address
//! opens step N, and every step listed with its move's name.
//!
//! The steps travel as JSON in the page; its script draws the current step, so what a browser
//! shows is what the DOM holds after the script ran. Every sticker of a net is an SVG `rect` with
//! `data-face`, `data-index` and `data-colour` (see `view::Cell`), inside an `svg` with
//! `data-step`, inside a `section` with `data-view`: a test reads the drawn state from the DOM.
//! Beside a cube's net, its U, F and R faces are drawn seen from a corner (isometric) as `polygon`s with the
//! same attributes.

use crate::moves::Step;
use crate::view::{Family, Palette, Puzzle};

/// One puzzle on the page, with its steps (the start first).
pub struct View {
    /// Its heading.
    pub title: String,
    /// The start, then the state after each move.
    pub steps: Vec<Step>,
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
    /// A whole text, nothing highlighted.
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
/// palette (`fills`, each colour's `#rrggbb`, and `labels`, whether stickers carry their symbol)
/// and steps `{name, mark, colours, symbols, printed}` (one per cell, in the cells' order;
/// `printed` the state an answer printed, `{colours, symbols}`, or null); and `focus`, `[view,
/// step]` or null.
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
        let steps: Vec<String> = view
            .steps
            .iter()
            .map(|step| {
                let printed = step
                    .printed
                    .as_ref()
                    .map_or("null".to_string(), |p| format!("{{{}}}", state(p)));
                format!(
                    "{{\"name\":{},\"mark\":{},{},\"printed\":{}}}",
                    step.name.as_deref().map_or("null".to_string(), json),
                    step.mark.as_deref().map_or("null".to_string(), json),
                    state(&step.puzzle),
                    printed
                )
            })
            .collect();
        parts.push(format!(
            "{{\"title\":{},\"family\":{},\"cells\":[{}],\"fills\":{{{}}},\"labels\":{},\"steps\":[{}]}}",
            json(&view.title),
            json(family_name(first)),
            cells.join(","),
            fills.join(","),
            palette.labelled,
            steps.join(",\n")
        ));
    }
    let focus = focus.map_or("null".to_string(), |(v, s)| format!("[{},{}]", v, s));
    format!("{{\"views\":[{}],\"focus\":{}}}", parts.join(",\n"), focus)
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

/// Text for HTML element content or a quoted attribute.
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
  // The cube seen from above the front-right corner: U, F and R, each sticker a parallelogram.
  function solid(v, s) {
    if (v.family === 'die') { return ''; }
    var n = v.family === 'pocket' ? 2 : 3, size = 78 / n, c30 = Math.cos(Math.PI / 6);
    function at(p) {
      return ((p[0] - p[1] + n) * c30 * size + 2).toFixed(1) + ',' + (((p[0] + p[1]) / 2 - p[2] + n) * size + 2).toFixed(1);
    }
    // Corners (x left to right, y back to front, z bottom to top) of the sticker at row r and
    // column c of each face as the net reads it.
    var corners = {
      U: function (r, c) { return [[c, r, n], [c + 1, r, n], [c + 1, r + 1, n], [c, r + 1, n]]; },
      F: function (r, c) { return [[c, n, n - r], [c + 1, n, n - r], [c + 1, n, n - r - 1], [c, n, n - r - 1]]; },
      R: function (r, c) { return [[n, n - c, n - r], [n, n - c - 1, n - r], [n, n - c - 1, n - r - 1], [n, n - c, n - r - 1]]; }
    };
    var width = Math.ceil(2 * n * c30 * size + 4), height = 2 * n * size + 4;
    var out = '<svg xmlns="http://www.w3.org/2000/svg" class="solid" width="' + width + '" height="' + height +
      '" viewBox="0 0 ' + width + ' ' + height + '" role="img" aria-label="' +
      esc(v.title + ', step ' + s + ', seen from the front-right corner') + '">';
    v.cells.forEach(function (c, i) {
      var face = corners[c[2]], colour = v.steps[s].colours[i];
      if (!face) { return; }
      out += '<polygon points="' + face(Math.floor(c[3] / n), c[3] % n).map(at).join(' ') + '" fill="' +
        fillOf(v, colour) + '" stroke="#222" stroke-linejoin="round" data-face="' + esc(c[2]) +
        '" data-index="' + c[3] + '" data-colour="' + esc(colour) + '"></polygon>';
    });
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
      html += '<div class="row">' + nets + solid(v, s) + (moves ? list(v, s) : '') + '</div></section>';
    });
    document.getElementById('views').innerHTML = html;
    document.getElementById('where').textContent = 'step ' + step + ' of ' + last;
    document.getElementById('prev').disabled = step === 0;
    document.getElementById('next').disabled = step === last;
  }
  // Drawn at once, so quick presses add up; the address follows without a history entry per
  // step. Focus stays where it was: on a step of the list (redrawn, so found again), or on a
  // button, which moves to the other one when it disables.
  function go(n) {
    var had = document.activeElement, li = had && had.closest ? had.closest('li[data-step]') : null;
    var view = li ? li.closest('section[data-view]').getAttribute('data-view') : null;
    step = Math.max(0, Math.min(last, n));
    draw();
    if (location.hash !== '#step=' + step) { history.replaceState(null, '', '#step=' + step); }
    if (view !== null) {
      var now = document.querySelector('section[data-view="' + view + '"] li[data-step="' + step + '"]');
      if (now) { now.focus(); }
    } else if (had && had.disabled) {
      document.getElementById(had.id === 'next' ? 'prev' : 'next').focus();
    }
  }
  function fromAddress() {
    var m = /step=(\d+)/.exec(location.hash);
    step = m ? Math.min(last, parseInt(m[1], 10)) : (data.focus ? Math.min(last, data.focus[1]) : 0);
    draw();
  }
  document.getElementById('player').hidden = last === 0;
  document.getElementById('prev').addEventListener('click', function () { go(step - 1); });
  document.getElementById('next').addEventListener('click', function () { go(step + 1); });
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
