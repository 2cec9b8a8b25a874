//! Boards: a die that walks on a board is drawn on it, its way so far marked, at every step asked.

use super::*;

/// A cell as (row, column).
type Place = (usize, usize);

/// The board drawn in a view's HTML: each cell's text, the cells marked as the die's way so far,
/// and the die's cell with the label shown on it.
fn board_drawn(section: &str) -> (Vec<String>, Vec<Place>, Place, String) {
    let at = section.find("class=\"board\"").expect("the board is drawn");
    let svg = &section[at..at + section[at..].find("</svg>").unwrap()];
    let (mut cells, mut way, mut die) = (Vec::new(), Vec::new(), None);
    for piece in svg.split("<rect ").skip(1) {
        let tag = format!(" {}", &piece[..piece.find('>').unwrap()]);
        let text = match attribute(&tag, "data-cell") {
            Some(text) => text,
            None => continue, // the die's own square
        };
        let place: Place = (
            attribute(&tag, "data-row").unwrap().parse().unwrap(),
            attribute(&tag, "data-col").unwrap().parse().unwrap(),
        );
        cells.push(text.to_string());
        if attribute(&tag, "data-path") == Some("true") {
            way.push(place);
        }
        if attribute(&tag, "data-die") == Some("true") {
            assert!(die.replace(place).is_none(), "one die");
        }
    }
    // The die's label: the text after its square, the board's last.
    let badge = &svg[svg.find("class=\"die\"").unwrap()..];
    let label = &badge[badge.find("aria-hidden=\"true\">").unwrap() + 19..badge.find("</text>").unwrap()];
    // Every cell shows its own text, the die's cell too, where the die's badge leaves it seen.
    let number = |tag: &str, name: &str| attribute(tag, name).unwrap().parse::<f64>().unwrap();
    let die_rect = format!(" {}", &badge[..badge.find('>').unwrap()]);
    let (bx, by) = (number(&die_rect, "x"), number(&die_rect, "y"));
    let (bw, bh) = (number(&die_rect, "width"), number(&die_rect, "height"));
    let shown: Vec<(String, f64, f64)> = svg
        .split("<text class=\"cell\"")
        .skip(1)
        .map(|piece| {
            let tag = &piece[..piece.find('>').unwrap()];
            let text = &piece[piece.find('>').unwrap() + 1..piece.find("</text>").unwrap()];
            (text.to_string(), number(tag, "x"), number(tag, "y"))
        })
        .collect();
    let texts: Vec<String> = shown.iter().map(|(t, _, _)| t.clone()).collect();
    assert_eq!(texts, cells, "each cell's own text is drawn");
    for (text, x, y) in &shown {
        let under = *x >= bx && *x <= bx + bw && *y >= by && *y <= by + bh;
        assert!(!under, "the die's badge hides {:?}", text);
    }
    (cells, way, die.expect("the die is drawn"), label.to_string())
}

/// The die's places at each step, replayed by hand from the steps' roll letters: north a row
/// up, south a row down, east a column right, west a column left; a spin stays.
fn replayed(start: Place, steps: &[moves::Step]) -> Vec<Place> {
    let mut places = vec![start];
    for step in &steps[1..] {
        let (r, c) = places[places.len() - 1];
        places.push(match step.name.as_deref().unwrap() {
            "N" => (r - 1, c),
            "S" => (r + 1, c),
            "E" => (r, c + 1),
            "W" => (r, c - 1),
            _ => (r, c),
        });
    }
    places
}

#[test]
fn boards_show_the_die_s_way_as_a_replay_of_its_rolls_makes_it() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let project = project::Project::built_from();
    let mut views = Vec::new();
    for id in project.problem_ids().unwrap() {
        let problem = project.problem(&id).unwrap();
        if problem.meta.view != Some(meta::View::DiceBoards) {
            continue;
        }
        // The first test whose first board has the die roll at least twice.
        let mut paths: Vec<PathBuf> = fs::read_dir(problem.test_dir())
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().map_or(false, |x| x == "in"))
            .collect();
        paths.sort();
        let tour = paths.iter().find_map(|p| {
            match show::replays(&project, &problem, &fs::read(p).unwrap())
                .unwrap()
                .remove(0)
                .1
            {
                show::Own::Tour(board, steps) if steps.len() > 2 => Some((board, steps)),
                _ => None,
            }
        });
        let (board, steps) = tour.unwrap_or_else(|| panic!("{}: no test rolls the die twice", id));
        views.push((id, board, steps));
    }
    assert!(views.len() >= 2, "{} problems with boards", views.len());
    let dir = work("boards");
    let page = write_page(
        &dir,
        views
            .iter()
            .map(|(id, board, steps)| page::View {
                title: id.clone(),
                steps: steps.clone(),
                board: Some(board.clone()),
            })
            .collect(),
    );
    for asked in [0, 1, 2, 999] {
        let dom = String::from_utf8(browse(
            &chromium,
            &["--dump-dom".to_string(), address(&page, Some(asked))],
        ))
        .unwrap();
        for (k, (id, board, steps)) in views.iter().enumerate() {
            let Drawn { step, section, .. } = drawn(&dom, k);
            let (cells, mut way, die, label) = board_drawn(&section);
            assert_eq!(cells, board.cells, "{}: the board's cells", id);
            let start = (board.path[0] / board.cols, board.path[0] % board.cols);
            let places = replayed(start, steps);
            let mut want: Vec<Place> = places[..=step].to_vec();
            want.sort_unstable();
            want.dedup();
            way.sort_unstable();
            assert_eq!(way, want, "{} at step {}: the way so far", id, step);
            assert_eq!(die, places[step], "{} at step {}: the die's cell", id, step);
            let top = match &steps[step].puzzle {
                Puzzle::Die(d) => d.get(Side::Top).clone(),
                _ => unreachable!(),
            };
            assert_eq!(label, top, "{} at step {}: the die's top", id, step);
        }
    }
    fs::remove_dir_all(&dir).unwrap();
}
