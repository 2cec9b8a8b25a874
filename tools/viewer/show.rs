//! `cubesmith show ID INPUT [--case K] [--moves TEXT] [--output FILE] [--html FILE]`: the
//! puzzles of a problem's input, read by the problem's own adapter (its viewer hook, see
//! `registry::View`), drawn as nets in the terminal or on a browser page, with a move sequence
//! applied step by step; and the page the judge writes for a case that failed.

use crate::error::ToolError;
use crate::hooks::wire::{Seen, Tour, Walk};
use crate::hooks::Hooks;
use crate::judge::process::stdout_is_terminal;
use crate::problem::meta::{Checker, Compare};
use crate::problem::project::{Problem, Project};
use crate::viewer::moves::{answer, apply, replay, replay_answer, Step, Turn};
use crate::viewer::names::Names;
use crate::viewer::nets::{self, Board, Family, Palette, Puzzle};
use crate::viewer::page::{self, Page, Text, View as PageView};
use std::path::PathBuf;

/// What `show` was asked.
pub struct Request {
    pub id: String,
    pub input: PathBuf,
    pub case: Option<usize>,
    pub moves: Option<String>,
    pub output: Option<PathBuf>,
    pub html: Option<PathBuf>,
}

/// The most puzzles a judge's page draws; the rest of a long input is only quoted as text.
const PAGE_PUZZLES: usize = 20;
/// The most puzzles a page of `show` draws (`--case` picks any one).
const SHOW_PUZZLES: usize = 100;
/// The most bytes of the input a judge's page quotes.
const PAGE_TEXT: usize = 64 * 1024;
/// The most bytes of each output the judge reads for a page: the replays and the quoted window
/// come from this much, so a page costs a bounded amount of memory whatever a program printed.
pub const PAGE_READ: usize = 4 * 1024 * 1024;
/// The fewest symbols an expected output must hold to be read as a face of each last state.
const FACE_EVIDENCE: usize = 3;
/// The lines quoted on each side of an output's first difference.
const WINDOW: usize = 3;
/// The most characters of one quoted line.
const LINE_CHARS: usize = 200;

/// Runs `show`. `Ok(false)` when a replayed answer (`--output`) is marked wrong somewhere, so a
/// script can tell; each view of a right answer says "solved". O(input and output read, and the
/// moves replayed x stickers), after the hook program's run on the input ([`replays`]).
///
/// # Panics
/// If `request.case` is `Some(0)` (the command line counts cases from 1).
pub fn show(request: &Request) -> Result<bool, ToolError> {
    let project = Project::find()?;
    let problem = project.problem(&request.id)?;
    let input = read_file(&request.input)?;
    let replays = replays(&project, &problem, &input)
        .map_err(|why| ToolError::usage(format!("{}: {}", request.input.display(), why)))?;
    let puzzles: Vec<Puzzle> = replays.iter().map(|(p, _)| p.clone()).collect();
    let mut chosen: Vec<usize> = match request.case {
        Some(k) if k <= puzzles.len() => vec![k - 1],
        Some(k) => {
            return Err(usage(&format!(
                "--case {}: {} holds {} puzzles",
                k,
                request.input.display(),
                puzzles.len()
            )))
        }
        None => (0..puzzles.len()).collect(),
    };
    if puzzles.is_empty() {
        println!("{}: {} holds no puzzle", problem.id, request.input.display());
        return Ok(true);
    }
    let mut notes = vec![format!("input: {}", request.input.display())];
    if request.html.is_some() && chosen.len() > SHOW_PUZZLES {
        notes.push(format!(
            "the first {} of {} puzzles are drawn; --case K draws puzzle K",
            SHOW_PUZZLES,
            chosen.len()
        ));
        chosen.truncate(SHOW_PUZZLES);
    }
    let views = views(&problem, &replays, &chosen, request)?;
    let wrong = views.iter().any(|v| v.steps.iter().any(|s| s.mark.is_some()));
    match &request.html {
        Some(path) => {
            let page = Page {
                title: format!("{}: {}", problem.id, problem.meta.title),
                notes,
                views,
                texts: Vec::new(),
                focus: None,
            };
            crate::problem::files::write_atomically(path, page::html(&page).as_bytes())?;
            println!("{}", path.display());
        }
        None => print!("{}", terminal(&problem.id, &views)),
    }
    Ok(request.output.is_none() || !wrong)
}

fn usage(what: &str) -> ToolError {
    ToolError::usage(format!("{}; see `cubesmith help`", what))
}

/// The views of the chosen puzzles: each with the moves asked, or with its answer, or else with
/// the moves its input makes (none for most).
fn views(
    problem: &Problem,
    puzzles: &[(Puzzle, Own)],
    chosen: &[usize],
    request: &Request,
) -> Result<Vec<PageView>, ToolError> {
    let names = Names::new(puzzles[0].0.family(), problem.meta.notation.as_deref())
        .map_err(|why| ToolError::usage(format!("{}: notation: {}", problem.id, why)))?;
    let output = match &request.output {
        Some(path) => Some((
            replayed_kind(problem)?,
            String::from_utf8_lossy(&read_file(path)?).into_owned(),
        )),
        None => None,
    };
    let moves = match &request.moves {
        Some(text) => Some(
            names
                .parse(text)
                .map_err(|why| usage(&format!("--moves: {}", why)))?,
        ),
        None => None,
    };
    let mut views = Vec::new();
    for &k in chosen {
        let (start, own) = &puzzles[k];
        let steps = match (&output, &moves) {
            (Some((kind, text)), _) => answer_steps(start, *kind, text, k, &names),
            (None, Some(moves)) => replay(start, moves, &names),
            (None, None) => match own {
                Own::Moves(moves) => replay(start, moves, &names),
                Own::Steps(steps) | Own::Tour(_, steps) => steps.clone(),
            },
        };
        // The board is drawn with the die's own walk, not with moves asked of it.
        let board = match (own, &output, &moves) {
            (Own::Tour(board, _), None, None) => Some(board.clone()),
            _ => None,
        };
        views.push(PageView {
            title: format!("{} {} of {}", start.noun(), k + 1, puzzles.len()),
            steps,
            board,
        });
    }
    Ok(views)
}

fn read_file(path: &PathBuf) -> Result<Vec<u8>, ToolError> {
    std::fs::read(path).map_err(|e| ToolError::io(format!("cannot read {}: {}", path.display(), e)))
}

/// Every puzzle of `input`, read by the problem's own viewer hook. O(input and the puzzles read),
/// as [`replays`].
///
/// # Panics
/// As [`replays`].
pub fn puzzles(project: &Project, problem: &Problem, input: &[u8]) -> Result<Vec<Puzzle>, ToolError> {
    Ok(replays(project, problem, input)?
        .into_iter()
        .map(|(p, _)| p)
        .collect())
}

/// The moves an input makes on one of its puzzles.
pub enum Own {
    /// Moves the viewer replays (none where the input makes none).
    Moves(Vec<Turn>),
    /// The steps as the adapter made them, the start first: for dice whose labels change as
    /// they roll.
    Steps(Vec<Step>),
    /// The steps as the adapter made them on a board, with the die's cell at each.
    Tour(Board, Vec<Step>),
}

/// Every puzzle of `input`, read by the problem's own viewer hook, each with the moves the input
/// makes on it. O(input and the puzzles read), after the hook program is found in the cache or
/// compiled ([`Hooks::of`]), and its run on the input.
///
/// # Panics
/// If the viewer hook gives a numbered pocket cube holding a number of 24 or more.
pub fn replays(project: &Project, problem: &Problem, input: &[u8]) -> Result<Vec<(Puzzle, Own)>, ToolError> {
    if problem.meta.view.is_none() {
        return Err(ToolError::input(format!(
            "{}/problem.toml declares no view (its adapter's puzzle reader, docs/viewer.md)",
            project.shown(&problem.dir)
        )));
    }
    let hooks = Hooks::of(project, problem)?;
    let seen = hooks.view(input)?.map_err(|e| ToolError::input(e.to_string()))?;
    let still = |v: Vec<Puzzle>| v.into_iter().map(|p| (p, Own::Moves(Vec::new()))).collect();
    match seen {
        Seen::Pocket(v) => cubes(Family::Pocket, v).map(still),
        Seen::PocketNumbered(v) => Ok(still(v.iter().map(Puzzle::pocket_numbered).collect())),
        Seen::Cube3(v) => cubes(Family::Cube3, v).map(still),
        Seen::Dice(v) => Ok(still(v.into_iter().map(Puzzle::Die).collect())),
        Seen::Cube3Turns(v) => v
            .into_iter()
            .map(|(s, m)| {
                let turns = m.into_iter().map(Turn::Cube3).collect();
                Puzzle::from_symbols(Family::Cube3, s).map(|p| (p, Own::Moves(turns)))
            })
            .collect(),
        Seen::DiceRolls(v) => Ok(v
            .into_iter()
            .map(|(d, m)| (Puzzle::Die(d), Own::Moves(m.into_iter().map(Turn::Die).collect())))
            .collect()),
        Seen::DiceWalks(v) => Ok(v.into_iter().map(walk).collect()),
        Seen::DiceBoards(v) => Ok(v.into_iter().map(tour).collect()),
    }
}

/// A die's walk as the viewer's steps, each roll named as Dice I names it (`N E S W R L`).
fn walk((start, rolls): Walk) -> (Puzzle, Own) {
    let mut steps = vec![Step::new(None, Puzzle::Die(start.clone()))];
    for (m, die) in rolls {
        let name = char::from(m.letter()).to_string();
        steps.push(Step::new(Some(name), Puzzle::Die(die)));
    }
    (Puzzle::Die(start), Own::Steps(steps))
}

/// A die's walk on a board as the viewer's steps, with the board.
fn tour((board, start): Tour) -> (Puzzle, Own) {
    match walk(start) {
        (puzzle, Own::Steps(steps)) => (puzzle, Own::Tour(board, steps)),
        _ => unreachable!("a walk gives its steps"),
    }
}

/// Cubes of `family` from their symbols, or why a reader's cube has the wrong size.
fn cubes(family: Family, symbols: Vec<Vec<String>>) -> Result<Vec<Puzzle>, ToolError> {
    symbols
        .into_iter()
        .map(|s| Puzzle::from_symbols(family, s))
        .collect()
}

/// The checker kind of `problem`: every checker replays move sequences.
fn replayed_kind(problem: &Problem) -> Result<Checker, ToolError> {
    match problem.meta.compare {
        Compare::Checker(kind) => Ok(kind),
        _ => Err(usage(&format!(
            "--output: {}'s answers are not move sequences; give the moves with --moves",
            problem.id
        ))),
    }
}

/// The replay of the answer to puzzle `k` in `output`, or the start marked when the answer has
/// nothing for it.
fn answer_steps(start: &Puzzle, kind: Checker, output: &str, k: usize, names: &Names) -> Vec<Step> {
    match answer(kind, output, k, names) {
        Some(said) => replay_answer(start, &said, names),
        None => {
            let mut steps = replay(start, &[], names);
            steps[0].mark = Some(format!("the answer has nothing for {} {}", start.noun(), k + 1));
            steps
        }
    }
}

/// The views as terminal text: a heading per step, then the net; colours on a terminal unless
/// `NO_COLOR` is set.
fn terminal(id: &str, views: &[PageView]) -> String {
    let ansi = stdout_is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut out = String::new();
    for v in views {
        let palette = Palette::of(&v.steps[0].puzzle);
        if let Some(board) = &v.board {
            out.push_str(&format!(
                "{}: {}, the board (the die starts in [ ], goes through ( ))\n{}\n",
                id,
                v.title,
                nets::board_text(board)
            ));
        }
        for (s, step) in v.steps.iter().enumerate() {
            let what = match (&step.name, v.steps.len()) {
                (_, 1) => String::new(),
                (None, _) => ", start".to_string(),
                (Some(name), _) => format!(", step {}: {}", s, name),
            };
            // Where a die on a board is, counted from 1 as a person reads the board.
            let on = match v.board.as_ref().and_then(|b| Some((b, *b.path.get(s)?))) {
                Some((b, cell)) => format!(" (row {}, column {})", cell / b.cols + 1, cell % b.cols + 1),
                None => String::new(),
            };
            let last = s + 1 == v.steps.len() && s > 0;
            let mark = match &step.mark {
                Some(m) => format!(" <- {}", m),
                // The end of a replay that nothing marks, on a solved puzzle: say so.
                None if last && step.puzzle.is_solved() && step.puzzle.noun() == "cube" => {
                    " <- solved".to_string()
                }
                None => String::new(),
            };
            out.push_str(&format!("{}: {}{}{}{}\n", id, v.title, what, on, mark));
            out.push_str(&nets::text(&step.puzzle, &palette, ansi));
            out.push('\n');
        }
    }
    out
}

/// A failed judge case, as the judge saw it.
pub struct Failure<'a> {
    /// The case's name.
    pub case: &'a str,
    /// The verdict, e.g. `WA`.
    pub verdict: String,
    /// Why, if the judge said.
    pub why: Option<&'a str>,
    /// The test's input.
    pub input: &'a [u8],
    /// The start of the expected output (at most `PAGE_READ` bytes), if the test has one.
    pub expected: Option<&'a [u8]>,
    /// The start of what the program printed (at most `PAGE_READ` bytes).
    pub actual: &'a [u8],
    /// How many bytes the program printed in all.
    pub actual_len: u64,
    /// The start of what the program wrote on standard error.
    pub errors: &'a [u8],
}

impl<'a> Failure<'a> {
    /// A wrong answer to case `case` of input `input`: the program printed `actual`, all of
    /// it, and nothing on standard error; `expected` is the test's expected output, if it has
    /// one. The judge gave no reason: set `why` for one. O(1).
    pub fn wrong_answer(
        case: &'a str,
        input: &'a [u8],
        expected: Option<&'a [u8]>,
        actual: &'a [u8],
    ) -> Failure<'a> {
        Failure {
            case,
            verdict: "WA".to_string(),
            why: None,
            input,
            expected,
            actual,
            actual_len: actual.len() as u64,
            errors: b"",
        }
    }
}

/// The page of a failed case: the verdict, the input's puzzles (the first 20, where the adapter
/// has a viewer hook), where the answers are move sequences the replay of the program's answer
/// on each with its first illegal or wrong step marked (a wrong printed state drawn beside the
/// real one); the page opens on the failing puzzle and step. Then the input, standard error, and
/// a window of the expected and the actual output around their first difference, that line
/// highlighted. O(input and output read, and the moves replayed x stickers), after the hook
/// program's runs on the input ([`replays`], [`Hooks::answer_lines`]).
///
/// # Panics
/// As [`replays`].
pub fn failure_page(project: &Project, problem: &Problem, failure: &Failure) -> String {
    let mut notes = vec![format!(
        "{}: {}",
        failure.verdict,
        failure.why.unwrap_or("(no detail)")
    )];
    let actual = String::from_utf8_lossy(failure.actual);
    let expected = failure.expected.map(String::from_utf8_lossy);
    let line = differing_line(failure.why, expected.as_deref(), &actual);
    if failure.actual_len == 0 {
        notes.push("no answer printed".to_string());
    }
    let (views, focus) = match replays(project, problem, failure.input) {
        Err(why) => {
            notes.push(format!("the input cannot be drawn: {}", why));
            (Vec::new(), None)
        }
        Ok(puzzles) => {
            // Where the adapter answers dataset by dataset, its answers say which lines answer
            // which puzzle.
            let starts = Hooks::of(project, problem)
                .and_then(|h| h.answer_lines(failure.input))
                .ok();
            failure_views(
                problem,
                &puzzles,
                failure,
                line,
                expected.as_deref(),
                starts,
                &mut notes,
            )
        }
    };
    let mut texts = vec![Text {
        more: (failure.input.len() > PAGE_TEXT)
            .then(|| format!("... ({} bytes in all)", failure.input.len())),
        ..Text::whole(
            "input",
            &String::from_utf8_lossy(&failure.input[..failure.input.len().min(PAGE_TEXT)]),
        )
    }];
    if !failure.errors.is_empty() {
        texts.push(Text::whole(
            "standard error",
            &String::from_utf8_lossy(failure.errors),
        ));
    }
    texts.push(match &expected {
        Some(text) => window(
            "expected output",
            text,
            line,
            failure.expected.map_or(0, |e| e.len() as u64),
        ),
        None => Text::whole("expected output", "(none: a checker judges the output)"),
    });
    texts.push(if failure.actual_len == 0 {
        Text::whole("the program's output", "(nothing printed)")
    } else {
        window("the program's output", &actual, line, failure.actual_len)
    });
    let page = Page {
        title: format!("{} {}: {}", problem.id, failure.case, failure.verdict),
        notes,
        views,
        texts,
        focus,
    };
    page::html(&page)
}

/// The failure's views (`PAGE_PUZZLES` puzzles, each with the replay of its answer where answers
/// are move sequences, or else with the moves its input makes, a board's too) and the view and
/// step the page opens at: the first marked step, or else the last step of the first puzzle that
/// the failing output line `line` answers (the state the output describes), where the expected
/// output has the same number of puzzles for each line (output line N answers the Nth group);
/// the drawn puzzles are then those around it.
fn failure_views(
    problem: &Problem,
    puzzles: &[(Puzzle, Own)],
    failure: &Failure,
    line: Option<usize>,
    expected: Option<&str>,
    answer_starts: Option<Vec<usize>>,
    notes: &mut Vec<String>,
) -> (Vec<PageView>, Option<(usize, usize)>) {
    let lines = expected.map_or(0, |e| e.lines().count());
    let answering = Answering::of(puzzles.len(), lines, answer_starts);
    let failing = line.and_then(|l| answering.puzzle_of(l, lines));
    let per = match answering {
        Answering::Even(per) => per,
        _ => 1,
    };
    let kind = replayed_kind(problem).ok().filter(|_| failure.actual_len > 0);
    let actual = String::from_utf8_lossy(failure.actual);
    // Where the output is one face of each puzzle's last state, the states it printed instead.
    let printed = match (kind, expected) {
        (None, Some(expected)) => printed_faces(puzzles, expected, &actual),
        _ => None,
    };
    let first_printed = printed
        .as_ref()
        .and_then(|(_, p)| p.iter().position(Option::is_some));
    let from = match failing.or(first_printed) {
        Some(f) if f + per.max(1) > PAGE_PUZZLES => f.saturating_sub(PAGE_PUZZLES / 2),
        _ => 0,
    };
    let to = puzzles.len().min(from + PAGE_PUZZLES);
    if (from, to) != (0, puzzles.len()) {
        notes.push(format!(
            "puzzles {} to {} of {} are drawn",
            from + 1,
            to,
            puzzles.len()
        ));
    }
    let names = puzzles
        .first()
        .and_then(|(p, _)| Names::new(p.family(), problem.meta.notation.as_deref()).ok());
    let mut views = Vec::new();
    for (k, (start, own)) in puzzles.iter().enumerate().take(to).skip(from) {
        let (mut steps, board) = match (&kind, &names, own) {
            (Some(kind), Some(names), _) => (answer_steps(start, *kind, &actual, k, names), None),
            (_, Some(names), Own::Moves(moves)) => (replay(start, moves, names), None),
            (_, _, Own::Steps(steps)) => (steps.clone(), None),
            (_, _, Own::Tour(board, steps)) => (steps.clone(), Some(board.clone())),
            _ => (vec![Step::new(None, start.clone())], None),
        };
        if let Some((face, Some(state))) = printed.as_ref().map(|(f, p)| (f, &p[k])) {
            let end = steps.len() - 1;
            steps[end].printed = Some(state.clone());
            steps[end].mark = Some(format!(
                "the output shows {} otherwise (outlined beside the real state)",
                face_named(face)
            ));
        }
        let answered = match answering.lines_of(k, lines) {
            Some(shown) => format!(" ({})", shown),
            None => String::new(),
        };
        views.push(PageView {
            title: format!("{} {}{}", start.noun(), k + 1, answered),
            steps,
            board,
        });
    }
    let marked = views
        .iter()
        .enumerate()
        .find_map(|(v, view)| view.steps.iter().position(|s| s.mark.is_some()).map(|s| (v, s)));
    if let (None, Some(f)) = (marked, failing) {
        let answers = format!(
            "{} {} {} {}{}",
            answering.lines_of(f, lines).unwrap_or_default(),
            if per > 1 { "answer" } else { "answers" },
            puzzles[f].0.noun(),
            f + 1,
            if per > 1 {
                format!(" to {}", f + per)
            } else {
                String::new()
            }
        );
        // Marked on the puzzle's last step too (the state its moves end on, which the output
        // describes), so the page opened there says why.
        let steps = &mut views[f - from].steps;
        let last = steps.len() - 1;
        steps[last].mark = Some(match failure.why {
            Some(why) => format!("{}: {}", answers, why),
            None => answers.clone(),
        });
        notes.push(answers);
    }
    let end = failing.map(|f| (f - from, views[f - from].steps.len() - 1));
    (views, marked.or(end))
}

/// Which lines of the expected output answer which puzzle.
enum Answering {
    /// Each line answers this many puzzles, in order.
    Even(usize),
    /// Puzzle `k`'s answer starts at line `starts[k]` (from 0), as the adapter wrote its
    /// answers dataset by dataset (`Hooks::answer_lines`).
    Traced(Vec<usize>),
    /// Not known.
    Unknown,
}

impl Answering {
    /// How `lines` lines answer `puzzles` puzzles: by the adapter's own answers where it gives
    /// one a puzzle, else evenly where they divide.
    fn of(puzzles: usize, lines: usize, starts: Option<Vec<usize>>) -> Answering {
        match starts {
            Some(starts) if starts.len() == puzzles && puzzles > 0 => return Answering::Traced(starts),
            _ => {}
        }
        match puzzles.checked_div(lines) {
            Some(per) if per > 0 && per * lines == puzzles => Answering::Even(per),
            _ => Answering::Unknown,
        }
    }

    /// The first puzzle that output line `line` (from 1) answers, if known.
    fn puzzle_of(&self, line: usize, lines: usize) -> Option<usize> {
        match self {
            Answering::Even(per) if line >= 1 && line <= lines => Some((line - 1) * per),
            Answering::Traced(starts) if line >= 1 => starts.iter().rposition(|&s| s < line),
            _ => None,
        }
    }

    /// The output lines answering puzzle `k`, as a page says them: `output line 3`, `output
    /// lines 3 to 5`.
    fn lines_of(&self, k: usize, lines: usize) -> Option<String> {
        let (first, last) = match self {
            Answering::Even(per) => (k / per + 1, k / per + 1),
            Answering::Traced(starts) => {
                let end = starts.get(k + 1).copied().unwrap_or(lines.max(starts[k] + 1));
                (starts[k] + 1, end.max(starts[k] + 1))
            }
            Answering::Unknown => return None,
        };
        Some(if first == last {
            format!("output line {}", first)
        } else {
            format!("output lines {} to {}", first, last)
        })
    }
}

/// Each puzzle's last state: after the moves its input makes, if any. O(moves x stickers).
fn ends(puzzles: &[(Puzzle, Own)]) -> Vec<Puzzle> {
    let end = |(start, own): &(Puzzle, Own)| match own {
        Own::Moves(moves) => moves.iter().fold(start.clone(), |p, &m| apply(&p, m)),
        Own::Steps(steps) | Own::Tour(_, steps) => steps[steps.len() - 1].puzzle.clone(),
    };
    puzzles.iter().map(end).collect()
}

/// How a face is named in a mark: `face U`, `the top`.
fn face_named(face: &str) -> String {
    if face.chars().count() == 1 {
        format!("face {}", face)
    } else {
        format!("the {}", face)
    }
}

/// Where the expected output is one face of each puzzle's last state, in order (a simulation
/// that prints the top face of a cube, or the top of a die): that face, and for each puzzle the
/// last state with the face the actual output shows in its place, where that differs (none
/// where it agrees or the output stops short). Read as characters where every symbol of the
/// face is one, else as words. `None` where the expected output is no face, or too short to
/// tell: one number that a die happens to show is no evidence, so the output must hold
/// `FACE_EVIDENCE` symbols or more. O(moves x stickers).
fn printed_faces(
    puzzles: &[(Puzzle, Own)],
    expected: &str,
    actual: &str,
) -> Option<(String, Vec<Option<Puzzle>>)> {
    // Cheap first: the expected output has as many symbols as some face size for every puzzle.
    let (chars, words) = (
        expected.chars().filter(|c| !c.is_whitespace()).count(),
        expected.split_whitespace().count(),
    );
    let n = puzzles.len();
    if n == 0 || ![1, 4, 9].iter().any(|s| chars == n * s || words == n * s) {
        return None;
    }
    let ends = ends(puzzles);
    let mut faces: Vec<String> = ends[0].cells().into_iter().map(|c| c.face).collect();
    faces.dedup();
    faces.sort();
    faces.dedup();
    for face in faces {
        let shown: Vec<Vec<String>> = ends
            .iter()
            .map(|p| {
                let mut cells: Vec<_> = p.cells().into_iter().filter(|c| c.face == face).collect();
                cells.sort_by_key(|c| c.index);
                cells.into_iter().map(|c| c.symbol).collect()
            })
            .collect();
        let single = shown.iter().flatten().all(|s| s.chars().count() == 1);
        let units = |text: &str| -> Vec<String> {
            if single {
                text.chars()
                    .filter(|c| !c.is_whitespace())
                    .map(String::from)
                    .collect()
            } else {
                text.split_whitespace().map(String::from).collect()
            }
        };
        if shown.concat().len() < FACE_EVIDENCE || units(expected) != shown.concat() {
            continue;
        }
        let said = units(actual);
        let size = shown[0].len();
        let printed = shown
            .iter()
            .enumerate()
            .map(|(k, real)| {
                let got = said.get(k * size..(k + 1) * size)?;
                if got == real.as_slice() {
                    return None;
                }
                ends[k].with_face(&face, got)
            })
            .collect();
        return Some((face, printed));
    }
    None
}

/// The number of the output line where the failure is: the first `line N` the judge's reason
/// names, or else the first line where the outputs differ (ignoring spaces at line ends).
fn differing_line(why: Option<&str>, expected: Option<&str>, actual: &str) -> Option<usize> {
    let named = why.and_then(|w| {
        let at = w.find("line ")? + "line ".len();
        let digits: String = w[at..].chars().take_while(char::is_ascii_digit).collect();
        digits.parse::<usize>().ok().filter(|&n| n > 0)
    });
    named.or_else(|| {
        let (mut e, mut a) = (expected?.lines(), actual.lines());
        (1..)
            .find(|_| match (e.next(), a.next()) {
                (None, None) => true,
                (x, y) => x.map(str::trim_end) != y.map(str::trim_end),
            })
            .filter(|&n| {
                n <= expected
                    .map_or(0, |t| t.lines().count())
                    .max(actual.lines().count())
            })
    })
}

/// `text`'s lines around line `line` (`WINDOW` on each side, each cut at `LINE_CHARS`), that line
/// highlighted; without a line, its first lines. `total` is the whole output's size in bytes.
fn window(heading: &str, text: &str, line: Option<usize>, total: u64) -> Text {
    let center = line.unwrap_or(1);
    let first = center.saturating_sub(WINDOW).max(1);
    let count = if line.is_some() {
        2 * WINDOW + 1
    } else {
        2 * WINDOW + 1 + WINDOW
    };
    let cut = |l: &str| match l.char_indices().nth(LINE_CHARS) {
        Some((at, _)) => format!("{}...", &l[..at]),
        None => l.to_string(),
    };
    let lines: Vec<String> = text.lines().skip(first - 1).take(count).map(cut).collect();
    let shown = lines.len();
    let all = text.lines().count();
    let more = if first > 1 || first - 1 + shown < all || (text.len() as u64) < total {
        Some(format!(
            "lines {} to {} of {}{} ({} bytes in all)",
            first,
            first + shown.max(1) - 1,
            all,
            if (text.len() as u64) < total { " read" } else { "" },
            total
        ))
    } else {
        None
    };
    Text {
        heading: heading.to_string(),
        first,
        lines,
        highlight: line.filter(|&l| l < first + shown || shown == 0),
        more,
    }
}

#[cfg(test)]
mod tests;
