//! A problem's metadata, `problem.toml`, as types.

use crate::error::ToolError;
use crate::problem::fields::{Fields, Kind};
use std::path::Path;

/// How a program's output is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// `exact`: byte for byte the expected output.
    Exact,
    /// `lines`: the same lines, ignoring white space at the end of each line and blank lines at
    /// the end of the output.
    Lines,
    /// `tokens`: the same white-space separated tokens, however they are spaced or split into lines.
    Tokens,
    /// `checker`: any output the named built-in checker accepts.
    Checker(Checker),
    /// `command`: any output the program `checker_command` accepts, run as
    /// `COMMAND INPUT OUTPUT EXPECTED` (online-judge-tools' interface; exit status 0 accepts).
    Command,
}

/// The generator kinds (`generator = "..."`, `tools/suite/generate.rs`): what each makes, and the
/// adapter hook it writes the judge's input with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Generator {
    /// Pocket cubes at a distance; the answer is the distance.
    PocketDistance,
    /// Pocket cubes at a distance; the answer is whether one turn solves them.
    PocketOneTurn,
    /// Pocket cubes only: a checker judges the answer.
    PocketSolution,
    /// Pairs of pocket cubes a distance apart; the answer is the distance.
    PocketDistanceBetween,
    /// A number of twists and a pocket cube; the answer is the most faces completed.
    PocketFaces,
    /// A die maker's datasets.
    DieMaker,
    /// 3x3 cubes at a distance.
    Cube3Scramble,
    /// Moves on the solved 3x3 cube; the answer is its top face.
    Cube3TopFace,
    /// A 3x3 cube and moves; the answer is whether it ends solved.
    Cube3SolvedAfter,
    /// Random inputs the adapter makes itself, for benchmarks.
    Random,
}

impl Kind for Generator {
    const ALL: &'static [Generator] = &[
        Generator::PocketDistance,
        Generator::PocketOneTurn,
        Generator::PocketSolution,
        Generator::PocketDistanceBetween,
        Generator::PocketFaces,
        Generator::DieMaker,
        Generator::Cube3Scramble,
        Generator::Cube3TopFace,
        Generator::Cube3SolvedAfter,
        Generator::Random,
    ];

    fn name(self) -> &'static str {
        match self {
            Generator::PocketDistance => "pocket-distance",
            Generator::PocketOneTurn => "pocket-one-turn",
            Generator::PocketSolution => "pocket-solution",
            Generator::PocketDistanceBetween => "pocket-distance-between",
            Generator::PocketFaces => "pocket-faces",
            Generator::DieMaker => "die-maker",
            Generator::Cube3Scramble => "cube3-scramble",
            Generator::Cube3TopFace => "cube3-top-face",
            Generator::Cube3SolvedAfter => "cube3-solved-after",
            Generator::Random => "random",
        }
    }
}

impl Generator {
    /// Whether it counts distances, and so needs `metric`. O(1).
    pub fn needs_metric(self) -> bool {
        !matches!(self, Generator::DieMaker | Generator::Random)
    }

    /// Whether it makes 3x3 cubes. O(1).
    pub fn is_cube3(self) -> bool {
        matches!(
            self,
            Generator::Cube3Scramble | Generator::Cube3TopFace | Generator::Cube3SolvedAfter
        )
    }
}

/// The checker kinds (`compare = "checker"`, `checker = "..."`, `tools/judge/checkers.rs`): each
/// replays an answer on the puzzles the adapter's `read_cubes` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checker {
    /// Pocket cube: the number of steps, then the steps, an optimal solution.
    PocketSteps,
    /// Pocket cube: moves in the problem's notation that solve the cube.
    PocketMoves,
    /// 3x3: optimal solutions up to `max_depth`, `-1` past it.
    Cube3Optimal,
    /// 3x3: a count of moves, then the moves, at most `max_moves`.
    Cube3Counted,
    /// 3x3: one line of moves that solves the cube.
    Cube3Line,
}

impl Kind for Checker {
    const ALL: &'static [Checker] = &[
        Checker::PocketSteps,
        Checker::PocketMoves,
        Checker::Cube3Optimal,
        Checker::Cube3Counted,
        Checker::Cube3Line,
    ];

    fn name(self) -> &'static str {
        match self {
            Checker::PocketSteps => "pocket-steps",
            Checker::PocketMoves => "pocket-moves",
            Checker::Cube3Optimal => "cube3-optimal",
            Checker::Cube3Counted => "cube3-counted",
            Checker::Cube3Line => "cube3-line",
        }
    }
}

impl Checker {
    /// Whether it counts moves in a metric, and so needs `metric`. O(1).
    pub fn needs_metric(self) -> bool {
        self != Checker::PocketMoves
    }
}

/// The metric distances are counted in (`metric = "half"` or `"quarter"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// A half turn is one move.
    Half,
    /// A half turn is two moves.
    Quarter,
}

impl Kind for Metric {
    const ALL: &'static [Metric] = &[Metric::Half, Metric::Quarter];

    fn name(self) -> &'static str {
        match self {
            Metric::Half => "half",
            Metric::Quarter => "quarter",
        }
    }
}

/// The viewer's reader an adapter exports (`view = "..."`), for `cubesmith show` and the
/// judge's failure pages: its function and what it returns. Every reader gives the puzzles as
/// the input gives them, in the input's own colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// `read_symbols` returning pocket cubes as symbols (`Vec<C>`, `C: AsRef<[u8 or u64]>`, 24 by slot).
    Pocket,
    /// `read_cubes` returning `Vec<Stickers>`, for inputs that number stickers (0..23).
    PocketNumbered,
    /// `read_symbols` returning 3x3 cubes as symbols (the same, 54 in Kociemba's order).
    Cube3,
    /// `read_dice` returning dice with labels of any type that has `Display`.
    Dice,
    /// `read_turns` returning 3x3 cubes as symbols, each with the input's own turns
    /// (`Vec<(C, Vec<usize>)>`, moves `3 * face + quarters - 1`, faces U R F D L B).
    Cube3Turns,
    /// `read_rolls` returning dice, each with the input's own rolls (`Vec<(Die<T>, Vec<Move>)>`).
    DiceRolls,
    /// `read_walks` returning dice, each with its rolls and the die after each
    /// (`Vec<(Die<T>, Vec<(Move, Die<T>)>)>`), for dice whose labels change as they roll.
    DiceWalks,
    /// `read_boards` returning boards, each with the die's walk on it
    /// (`Vec<(Grid, Vec<String>, usize, Die<T>, Vec<(Move, Die<T>)>)>`: the grid, each cell's
    /// text, the start cell, the die, each roll and the die after it).
    DiceBoards,
}

impl Kind for View {
    const ALL: &'static [View] = &[
        View::Pocket,
        View::PocketNumbered,
        View::Cube3,
        View::Dice,
        View::Cube3Turns,
        View::DiceRolls,
        View::DiceWalks,
        View::DiceBoards,
    ];

    fn name(self) -> &'static str {
        match self {
            View::Pocket => "pocket",
            View::PocketNumbered => "pocket-numbered",
            View::Cube3 => "cube3",
            View::Dice => "dice",
            View::Cube3Turns => "cube3-turns",
            View::DiceRolls => "dice-rolls",
            View::DiceWalks => "dice-walks",
            View::DiceBoards => "dice-boards",
        }
    }
}

impl View {
    /// What `cubesmith show` draws for a problem of this view, for `list`. O(1).
    pub fn shows(view: Option<View>) -> &'static str {
        match view {
            Some(View::Pocket) => "pocket cubes",
            Some(View::PocketNumbered) => "pocket cube, numbered",
            Some(View::Cube3) => "3x3 cubes",
            Some(View::Dice) => "dice",
            Some(View::Cube3Turns) => "3x3 cubes turned",
            Some(View::DiceRolls) => "dice rolled",
            Some(View::DiceWalks) => "dice rolled, relabelled",
            Some(View::DiceBoards) => "dice rolled on boards",
            None => "-",
        }
    }
}

/// The output cap when `problem.toml` sets none, KiB: 64 MiB.
pub const DEFAULT_OUTPUT_LIMIT_KB: u64 = 64 * 1024;

/// The metadata of a problem.
#[derive(Clone, Debug)]
pub struct Meta {
    /// The key of its judge's profile, `judges/<key>.toml` (`profile = "boj"`).
    pub profile: String,
    /// The problem's title.
    pub title: String,
    /// The problem's page, if known.
    pub url: Option<String>,
    /// Time limit per test case, milliseconds.
    pub time_limit_ms: u64,
    /// Memory limit per test case (peak resident set size), KiB.
    pub memory_limit_kb: u64,
    /// Output cap per test case, KiB: more is OLE (`output_limit_kb`, default 64 MiB).
    pub output_limit_kb: u64,
    /// Address-space limit enforced while a case runs, KiB, if any (`address_space_limit_kb`).
    pub address_space_limit_kb: Option<u64>,
    /// How output is judged.
    pub compare: Compare,
    /// The kind of generator that makes its tests, if any.
    pub generator: Option<Generator>,
    /// The metric its distances are counted in; given whenever its generator or checker needs it.
    pub metric: Option<Metric>,
    /// The viewer's reader its adapter exports, if any.
    pub view: Option<View>,
    /// The most cases one input may hold (1 for single-case problems).
    pub max_cases: u64,
    /// Whether generated puzzles may be turned in space (not when the input fixes a corner).
    pub rotate: bool,
    /// The answers yes and no, for yes/no answers: two words (`"YES NO"`), or two phrases
    /// separated by `|` (`"Yes, grandpa!|No, you are wrong!"`).
    pub answers: [String; 2],
    /// Whether a cube already solved answers yes ("restorable within one turn") or no
    /// ("restored by exactly one turn").
    pub already_solved: bool,
    /// Move names and the turns they make, for checkers that replay answers (`"X=R- Y=U-"`; for
    /// the 3x3 cube's checkers `NAME=MOVE` items separated by commas, each move in Singmaster,
    /// as `"4 1=U, 4 -1=U'"`).
    pub notation: Option<String>,
    /// The largest distance a problem asks for, when it asks for optimal solutions up to a bound
    /// (answers past it are `-1`).
    pub max_depth: Option<u64>,
    /// The most moves in one case's sequence: an input's turns, or an answer's moves.
    pub max_moves: Option<u64>,
    /// The colours of the faces U R F D L B, one letter each, for generated answers that print
    /// colours (`"wbrygo"`).
    pub colours: Option<String>,
    /// The program that judges an output, run as `PROGRAM INPUT OUTPUT EXPECTED`: required by
    /// `compare = "command"`; with `compare = "checker"` it judges in place of the built-in kind,
    /// which still tells the viewer how answers are moves. A path relative to the problem's
    /// folder (a `.rs` file is compiled on demand, std only), or a command on the PATH.
    pub checker_command: Option<String>,
    /// Whether a token of digits alone may be a symbol rather than a number (colours written
    /// `1`..`6`): such a problem's tests do not write its numbers with `+` and leading zeros.
    pub digit_symbols: bool,
}

impl Meta {
    /// Parses a `problem.toml`. Every fault names the file (and the line, where there is one).
    /// O(length + keys^2), as [`Fields::parse`].
    pub fn parse(path: &Path, text: &str) -> Result<Meta, ToolError> {
        let mut fields = Fields::parse(path, text)?;
        let profile = fields.string("profile")?;
        let title = fields.string("title")?;
        let url = fields.optional_string("url")?;
        let time_limit_ms = fields.number("time_limit_ms")?;
        let memory_limit_kb = fields.number("memory_limit_kb")?;
        let output_limit_kb = fields
            .optional_number("output_limit_kb")?
            .unwrap_or(DEFAULT_OUTPUT_LIMIT_KB);
        let address_space_limit_kb = fields.optional_number("address_space_limit_kb")?;
        let generator = fields.optional_kind::<Generator>("generator")?;
        let metric = fields.optional_kind::<Metric>("metric")?;
        let view = fields.optional_kind::<View>("view")?;
        let max_cases = fields.optional_number("max_cases")?.unwrap_or(1);
        let rotate = fields.optional_flag("rotate")?.unwrap_or(true);
        let answers = fields
            .optional_string("answers")?
            .unwrap_or_else(|| "YES NO".to_string());
        let answers: Vec<&str> = if answers.contains('|') {
            answers.split('|').collect()
        } else {
            answers.split_whitespace().collect()
        };
        let answers = match answers[..] {
            [yes, no] if !yes.is_empty() && !no.is_empty() => [yes.to_string(), no.to_string()],
            _ => {
                let what = "must be two words, yes then no, or two phrases separated by |";
                return Err(fields.fault("answers", what));
            }
        };
        let already_solved = fields.optional_flag("already_solved")?.unwrap_or(false);
        let notation = fields.optional_string("notation")?;
        let max_depth = fields.optional_number("max_depth")?;
        let max_moves = fields.optional_number("max_moves")?;
        let colours = fields.optional_string("colours")?;
        if colours.as_ref().map_or(false, |c| {
            c.len() != 6 || !c.bytes().all(|b| b.is_ascii_graphic())
        }) {
            return Err(fields.fault("colours", "must be six letters, for the faces U R F D L B"));
        }
        let compare = match fields.string("compare")?.as_str() {
            "exact" => Compare::Exact,
            "lines" => Compare::Lines,
            "tokens" => Compare::Tokens,
            "checker" => match fields.optional_kind::<Checker>("checker")? {
                Some(checker) => Compare::Checker(checker),
                None => return Err(fields.fault("checker", "is missing: compare = \"checker\" names one")),
            },
            "command" => Compare::Command,
            _ => {
                return Err(fields.fault(
                    "compare",
                    "must be \"exact\", \"lines\", \"tokens\", \"checker\" or \"command\"",
                ))
            }
        };
        let checker_command = fields.optional_string("checker_command")?;
        let digit_symbols = fields.optional_flag("digit_symbols")?.unwrap_or(false);
        let judged_by_program = matches!(compare, Compare::Command | Compare::Checker(_));
        if compare == Compare::Command && checker_command.is_none()
            || !judged_by_program && checker_command.is_some()
        {
            return Err(fields.fault(
                "checker_command",
                "goes with compare = \"command\" (or \"checker\", over its built-in kind): the program that judges an output",
            ));
        }
        let counts = generator.map_or(false, Generator::needs_metric)
            || matches!(compare, Compare::Checker(c) if c.needs_metric());
        if counts && metric.is_none() {
            return Err(fields.fault("metric", "is missing: the generator or checker counts moves"));
        }
        fields.finish()?;
        Ok(Meta {
            profile,
            title,
            url,
            time_limit_ms,
            memory_limit_kb,
            output_limit_kb,
            address_space_limit_kb,
            compare,
            generator,
            metric,
            view,
            max_cases,
            rotate,
            answers,
            already_solved,
            notation,
            max_depth,
            max_moves,
            colours,
            checker_command,
            digit_symbols,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "profile = \"j\"\ntitle = \"T\"\ntime_limit_ms = 1_000\nmemory_limit_kb = 10240\n\
        max_cases = 2\nrotate = false\nalready_solved = true\ncompare = \"checker\"\nchecker = \"pocket-moves\"\n";

    #[test]
    fn parses_every_field() {
        let meta = Meta::parse(Path::new("p.toml"), GOOD).unwrap();
        assert_eq!(meta.time_limit_ms, 1000);
        assert_eq!(meta.memory_limit_kb, 10240);
        assert_eq!(meta.profile, "j");
        assert_eq!(
            (meta.max_cases, meta.rotate, meta.already_solved),
            (2, false, true)
        );
        assert_eq!(meta.compare, Compare::Checker(Checker::PocketMoves));
        assert_eq!(meta.url, None);
        assert_eq!(meta.output_limit_kb, DEFAULT_OUTPUT_LIMIT_KB);
        assert_eq!(meta.address_space_limit_kb, None);
    }

    #[test]
    fn compare_modes_and_optional_limits() {
        let with = |extra: &str, compare: &str| {
            let text = GOOD.replace("compare = \"checker\"\nchecker = \"pocket-moves\"\n", compare);
            Meta::parse(Path::new("p.toml"), &format!("{}{}", text, extra))
        };
        for (name, mode) in [
            ("exact", Compare::Exact),
            ("lines", Compare::Lines),
            ("tokens", Compare::Tokens),
        ]
        .iter()
        {
            let meta = with("", &format!("compare = \"{}\"\n", name)).unwrap();
            assert_eq!(meta.compare, *mode);
        }
        let err = with("", "compare = \"fuzzy\"\n").unwrap_err();
        assert!(
            err.message.contains("compare must be \"exact\", \"lines\""),
            "{}",
            err.message
        );
        let meta = with(
            "output_limit_kb = 64\naddress_space_limit_kb = 10240\n",
            "compare = \"lines\"\n",
        )
        .unwrap();
        assert_eq!(meta.output_limit_kb, 64);
        assert_eq!(meta.address_space_limit_kb, Some(10240));
        let err = with("output_limit_kb = 0\n", "compare = \"lines\"\n").unwrap_err();
        assert_eq!(
            err.message,
            "p.toml:9: output_limit_kb must be a positive whole number"
        );
    }

    #[test]
    fn faults_name_file_line_and_key() {
        let bad = GOOD.replace("time_limit_ms = 1_000", "time_limit_ms = \"fast\"");
        let err = Meta::parse(Path::new("p.toml"), &bad).unwrap_err();
        assert_eq!(
            err.message,
            "p.toml:3: time_limit_ms must be a positive whole number"
        );
        let err = Meta::parse(Path::new("p.toml"), &GOOD.replace("title = \"T\"\n", "")).unwrap_err();
        assert_eq!(err.message, "p.toml: title is missing");
        let err = Meta::parse(Path::new("p.toml"), &format!("{}colour = \"red\"\n", GOOD)).unwrap_err();
        assert_eq!(err.message, "p.toml:10: unknown key colour");
        let err = Meta::parse(Path::new("p.toml"), &format!("{}title = \"K\"\n", GOOD)).unwrap_err();
        assert_eq!(err.message, "p.toml:10: title is given twice");
        let err = Meta::parse(Path::new("p.toml"), "nonsense\n").unwrap_err();
        assert_eq!(err.message, "p.toml:1: expected key = value, found \"nonsense\"");
    }

    #[test]
    fn kinds_are_named_once_and_read_back() {
        fn round_trip<K: Kind + PartialEq + std::fmt::Debug>() {
            for &kind in K::ALL {
                assert_eq!(K::named(kind.name()), Some(kind));
            }
            assert_eq!(K::named("nonsense"), None);
        }
        round_trip::<Generator>();
        round_trip::<Checker>();
        round_trip::<Metric>();
        round_trip::<View>();
        assert_eq!(Metric::names(), "\"half\" or \"quarter\"");
    }

    #[test]
    fn unknown_kinds_and_a_missing_metric_are_faults_naming_the_key() {
        let parse = |extra: &str| Meta::parse(Path::new("p.toml"), &format!("{}{}", GOOD, extra));
        let err = parse("generator = \"pocket-distancee\"\n").unwrap_err();
        assert!(
            err.message
                .starts_with("p.toml:10: generator must be \"pocket-distance\", "),
            "{}",
            err.message
        );
        assert!(
            err.message.ends_with("found \"pocket-distancee\""),
            "{}",
            err.message
        );
        let err = parse("view = \"cube\"\n").unwrap_err();
        assert_eq!(
            err.message,
            "p.toml:10: view must be \"pocket\", \"pocket-numbered\", \"cube3\", \"dice\", \"cube3-turns\", \"dice-rolls\", \"dice-walks\" or \"dice-boards\", found \"cube\""
        );
        // A generator that counts moves needs the metric; one that does not, not.
        let err = parse("generator = \"pocket-distance\"\n").unwrap_err();
        assert_eq!(
            err.message,
            "p.toml: metric is missing: the generator or checker counts moves"
        );
        let meta = parse("generator = \"random\"\n").unwrap();
        assert_eq!((meta.generator, meta.metric), (Some(Generator::Random), None));
        let meta = parse("generator = \"pocket-distance\"\nmetric = \"half\"\n").unwrap();
        assert_eq!(meta.metric, Some(Metric::Half));
        let checker = GOOD.replace("pocket-moves", "pocket-steps");
        let err = Meta::parse(Path::new("p.toml"), &checker).unwrap_err();
        assert!(err.message.contains("metric is missing"), "{}", err.message);
        let err = Meta::parse(
            Path::new("p.toml"),
            &GOOD.replace("checker = \"pocket-moves\"\n", ""),
        )
        .unwrap_err();
        assert_eq!(
            err.message,
            "p.toml: checker is missing: compare = \"checker\" names one"
        );
    }

    #[test]
    fn answers_are_two_words_or_two_phrases() {
        let with = |answers: &str| {
            Meta::parse(
                Path::new("p.toml"),
                &format!("{}answers = \"{}\"\n", GOOD, answers),
            )
        };
        let default = Meta::parse(Path::new("p.toml"), GOOD).unwrap().answers;
        assert_eq!(default, ["YES".to_string(), "NO".to_string()]);
        assert_eq!(
            with("Yes No").unwrap().answers,
            ["Yes".to_string(), "No".to_string()]
        );
        let phrases = with("Yes, grandpa!|No, you are wrong!").unwrap().answers;
        assert_eq!(
            phrases,
            ["Yes, grandpa!".to_string(), "No, you are wrong!".to_string()]
        );
        for bad in ["Yes", "Yes No Maybe", "Yes|", "a|b|c"].iter() {
            let err = with(bad).unwrap_err();
            assert_eq!(
                err.message,
                "p.toml:10: answers must be two words, yes then no, or two phrases separated by |"
            );
        }
    }
}
