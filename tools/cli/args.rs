//! The command line, as one table: every command with its arguments, its options and what it
//! does. The same table parses a command's arguments ([`Args::parse`]) and writes the usage text
//! ([`usage`]), so the two never disagree.

use crate::error::ToolError;
use std::fmt;

/// What ends a message about how cubesmith was called.
pub const HINT: &str = "see `cubesmith help`";

/// A fault of the command line, in one line (an unknown option, a value missing or out of
/// range): a usage error, which ends with [`HINT`] when it becomes a [`ToolError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgError(pub String);

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<ArgError> for ToolError {
    fn from(e: ArgError) -> ToolError {
        ToolError::usage(format!("{}; {}", e.0, HINT))
    }
}

impl From<ArgError> for String {
    fn from(e: ArgError) -> String {
        e.0
    }
}

/// An option: `--name`, or `--name VALUE` (also `--name=VALUE`).
pub struct Opt {
    /// `--name`.
    pub name: &'static str,
    /// For an option that takes a value: how the usage shows it (`D`, `PATH`) and what a
    /// message calls it (`a whole number`).
    pub value: Option<(&'static str, &'static str)>,
}

/// A flag: an option without a value.
const fn flag(name: &'static str) -> Opt {
    Opt { name, value: None }
}

/// An option with a value, shown as `shown`, called `what` in messages.
const fn valued(name: &'static str, shown: &'static str, what: &'static str) -> Opt {
    Opt {
        name,
        value: Some((shown, what)),
    }
}

/// A command: its name, its other arguments as the usage shows them, its options, what it does.
pub struct Command {
    pub name: &'static str,
    pub operands: &'static str,
    pub options: &'static [Opt],
    pub about: &'static str,
}

/// Every command, in the order the usage lists them.
pub const COMMANDS: &[Command] = &[
    Command {
        name: "bundle",
        operands: "[ID|DIR|FILE.rs...]",
        options: &[
            flag("--whole-modules"),
            valued("-o", "OUT", "a file path"),
            flag("--stdout"),
            valued("--judge", "KEY", "a judge profile's key"),
        ],
        about: "write one pasteable std-only file for each problem of the catalogue (default: \
                all), problem folder or solution file, with the library items it reaches (or \
                the whole modules), to dist/<name>/main.rs, to OUT, or to standard output; \
                checked against the judge's source limit (KEY's, for a file with no \
                problem.toml beside it)",
    },
    Command {
        name: "judge",
        operands: "[ID|DIR|FILE.rs...]",
        options: &[
            valued(
                "--edition",
                "all|YEAR",
                "an edition: all, 2015, 2018, 2021 or 2024",
            ),
            valued("--rustc", "PATH", "a compiler path"),
            flag("--json"),
            flag("--debug-build"),
            valued("--time-scale", "K", "a positive whole number"),
            valued("--judge", "KEY", "a judge profile's key"),
            valued("--tests", "DIR", "a folder"),
            valued("--time-limit", "MS", "a positive whole number"),
            valued("--memory-limit", "KB", "a positive whole number"),
            valued("--compare", "MODE", "exact, lines or tokens"),
            valued("--checker", "PROGRAM", "a program"),
        ],
        about: "bundle, compile as the problem's judge does (its profile: flags; its newest \
                edition up to 2021, or every edition it offers) with the oldest rustc that knows \
                each edition (found: rustc, /usr/bin/rustc, each --rustc, which may repeat), then \
                run every case of test/ (or DIR, NAME.in and NAME.out) and beyond/ under the \
                problem's limits. A problem folder or a solution file works anywhere; a file's \
                judge, limits (default 2000 ms, 262144 KB) and comparison (default lines; or a \
                PROGRAM run as PROGRAM INPUT OUTPUT EXPECTED) come from the problem.toml beside \
                it or these flags. Compiled bundles are kept in the cache. --json: one object a \
                line; --debug-build: no -O, overflow checks on, time limits x30; --time-scale: \
                time limits xK (a busy machine)",
    },
    Command {
        name: "test",
        operands: "[ID|DIR...]",
        options: &[valued("--check", "NAME", "a check's name")],
        about: "run a problem's suite (default: every problem of the catalogue) through its \
                adapter, compiled on demand: its test files, beyond/ and bad/ inputs, wrong/ \
                answers, generated inputs, fuzzed inputs and its own unit tests (tests.rs); \
                --check NAME runs one check",
    },
    Command {
        name: "run",
        operands: "ID [INPUT]",
        options: &[],
        about: "run problem ID's adapter (or a problem folder's), compiled on demand and kept in \
                the cache, on INPUT (or standard input): its answer on standard output, or its \
                one-line error and exit 1, as the bundle would",
    },
    Command {
        name: "check",
        operands: "ID INPUT OUTPUT EXPECTED",
        options: &[],
        about: "run problem ID's checker (exit 0 accepted, 1 rejected)",
    },
    Command {
        name: "gen",
        operands: "ID",
        options: &[
            valued("--depth", "D", "a whole number"),
            valued("--count", "N", "a whole number"),
            valued("--seed", "S", "a whole number"),
            flag("--stdout"),
        ],
        about: "write a test to target/gen/<id>/: puzzles at distance D (or random ones, as many \
                as the problem allows), with the expected output where it is determined; --stdout \
                prints the input only",
    },
    Command {
        name: "show",
        operands: "ID INPUT",
        options: &[
            valued("--case", "K", "a case number"),
            valued("--moves", "TEXT", "moves"),
            valued("--output", "FILE", "a file"),
            valued("--html", "FILE", "a file"),
        ],
        about: "draw the puzzles of INPUT (or the K-th) as nets, read by the problem's adapter; \
                with moves (in the problem's notation) or the program's answer (OUTPUT, where \
                answers are moves), each step; --html FILE writes a page with a player instead",
    },
    Command {
        name: "judges",
        operands: "[KEY...]",
        options: &[],
        about: "the judge profiles (judges/<key>.toml): every fact and its source",
    },
    Command {
        name: "list",
        operands: "",
        options: &[],
        about: "the problems, their judges (compiler, editions, source limit) and limits",
    },
    Command {
        name: "new",
        operands: "ID",
        options: &[
            valued("--judge", "KEY", "a judge profile's key"),
            valued("--like", "OTHER", "a problem id"),
        ],
        about: "start a problem folder (problems/<id>/ in the catalogue, else ./<id>/): \
                problem.toml under judge KEY's profile (OTHER's judge with --like), an adapter \
                that compiles, a validator, an empty test/; with --like, OTHER's adapter and \
                validator to be edited, its limits marked to be checked",
    },
    Command {
        name: "validate",
        operands: "ID FILE...",
        options: &[],
        about: "check inputs against problem ID's statement: format and bounds",
    },
    Command {
        name: "solve",
        operands: "[CUBE]",
        options: &[
            valued("--metric", "half|quarter", "a value"),
            flag("--optimal"),
            valued("--max-depth", "D", "a value"),
            valued("--table", "SIZE", "a value"),
            valued("--scramble", "MOVES", "a value"),
        ],
        about: "a solution of one cube and its length: CUBE is 54 facelets (3x3, faces U R F D L \
                B, any six colours) or 24 stickers (2x2, LambdaOJ's order); MOVES a scramble of \
                the solved 3x3 cube in Singmaster. Two-phase for the 3x3, optimal with --optimal \
                (up to D moves: 10 half turns, 11 quarter turns unless given; with --table, the \
                deep solver on a pruning table of SIZE (medium, huge, huge-mod3, \
                sorted-huge-based, sym48-6, ...: docs/optimal.md), kept in the cubesmith-cache of the \
                target directory the tool was built in, or \
                $CUBESMITH_CACHE, up to 20 half turns); always optimal for the 2x2",
    },
    Command {
        name: "bench",
        operands: "",
        options: &[valued("--runs", "N", "a positive whole number")],
        about: "time the cube solvers in-process (table build, descent, search)",
    },
    Command {
        name: "throughput",
        operands: "N",
        options: &[
            valued("--seed", "S", "a number"),
            valued("--oriented", "K", "a number"),
            valued("--into-h", "W", "a number"),
            valued("--phase1", "K", "a number"),
            valued("--slack", "L", "a number"),
            valued("--phase2", "NODES", "a number"),
            flag("--print"),
        ],
        about: "solve N random 3x3 cubes with the throughput solver (ways to orient per \
                version, ways into H after each, phase-1 sequences given a phase 2, L moves of \
                slack into G3, a phase-2 node budget), \
                replay every solution, print the mean length and the timings; --print writes \
                each solution too",
    },
    Command {
        name: "optimal",
        operands: "N",
        options: &[
            valued("--table", "SIZE", "a value"),
            valued("--seed", "S", "a number"),
            valued("--skip", "K", "a number"),
            flag("--superflip"),
            valued("--scramble", "MOVES", "a value"),
        ],
        about: "solve N random 3x3 cubes optimally with the deep solver on table SIZE (default \
                huge) on every core, after the seed's first K with --skip K, first the superflip \
                with --superflip and the cube of each --scramble MOVES (Singmaster); replay each answer, \
                print each cube's distance, time and nodes, then the median, the slowest and \
                the distances beside the known distribution",
    },
    Command {
        name: "version",
        operands: "",
        options: &[],
        about: "the tools' version, the library they bundle (and where it comes from) and the cache",
    },
    Command {
        name: "help",
        operands: "",
        options: &[],
        about: "this text (also -h or --help after any command)",
    },
];

/// The command named `name`, if there is one. O(commands).
pub fn command(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// The words after command `name`, parsed by its row of the command table, for tests. O(words).
///
/// # Panics
/// If no command is named `name`.
#[cfg(test)]
pub fn parse_words(name: &str, words: &[&str]) -> Result<Args, ArgError> {
    let words: Vec<String> = words.iter().map(|s| s.to_string()).collect();
    Args::parse(command(name).expect("a command of the table"), &words)
}

/// A command's arguments, parsed by its table row: the operands in order, and the options given.
pub struct Args {
    /// The arguments that are not options, in order.
    pub operands: Vec<String>,
    /// Each option given, in order, with its value.
    options: Vec<(&'static str, Option<String>)>,
}

impl Args {
    /// Parses `args` (after the command's name) by `command`'s row. An option's value is the
    /// next argument, unless that starts with `--`, or follows `=`. Errors say what is wrong in
    /// one line (the caller adds the hint): an unknown option, a value missing or given to a
    /// flag. O(arguments x options).
    pub fn parse(command: &Command, args: &[String]) -> Result<Args, ArgError> {
        Args::read(command, args).map_err(ArgError)
    }

    /// [`Args::parse`], its faults as text.
    fn read(command: &Command, args: &[String]) -> Result<Args, String> {
        let mut parsed = Args {
            operands: Vec::new(),
            options: Vec::new(),
        };
        let mut rest = args.iter().peekable();
        while let Some(arg) = rest.next() {
            if !arg.starts_with('-') || arg.len() == 1 || arg.as_bytes()[1].is_ascii_digit() {
                parsed.operands.push(arg.clone());
                continue;
            }
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) => (name, Some(value.to_string())),
                None => (arg.as_str(), None),
            };
            let opt = command
                .options
                .iter()
                .find(|o| o.name == name)
                .ok_or_else(|| format!("unknown option '{}'", name))?;
            let value = match (opt.value, inline) {
                (None, None) => None,
                (None, Some(_)) => return Err(format!("{} takes no value", name)),
                (Some(_), Some(value)) => Some(value),
                (Some((_, what)), None) => match rest.peek() {
                    Some(next) if !next.starts_with("--") => rest.next().cloned(),
                    _ => return Err(format!("{} needs {}", name, what)),
                },
            };
            parsed.options.push((opt.name, value));
        }
        Ok(parsed)
    }

    /// Whether option `name` was given. O(options given).
    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| *n == name)
    }

    /// The value of option `name`, the last one given. O(options given).
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values(name).pop()
    }

    /// The value of option `name` as a whole number from `min` to `max`, if given; the error
    /// says which option, what it takes and what was found (`whole_number`). O(options given).
    pub fn number(&self, name: &str, min: u64, max: u64) -> Result<Option<u64>, ArgError> {
        self.value(name)
            .map(|v| whole_number(name, v, min, max))
            .transpose()
    }

    /// Every value of option `name`, in order. O(options given).
    pub fn values(&self, name: &str) -> Vec<&str> {
        let given = self.options.iter().filter(|(n, _)| *n == name);
        given.filter_map(|(_, v)| v.as_deref()).collect()
    }
}

/// `text` as a whole number from `min` to `max`. The error names `what` (an option, or the
/// operand it describes) and says what it takes and what was found: `--runs takes a whole
/// number from 1, found '0'`. O(length of `text`).
pub fn whole_number(what: &str, text: &str, min: u64, max: u64) -> Result<u64, ArgError> {
    let takes = match (min, max) {
        (0, u64::MAX) => "a whole number".to_string(),
        (_, u64::MAX) => format!("a whole number from {}", min),
        (0, _) => format!("a whole number up to {}", max),
        _ => format!("a whole number from {} to {}", min, max),
    };
    let within = |n: &u64| (min..=max).contains(n);
    text.parse()
        .ok()
        .filter(within)
        .ok_or_else(|| ArgError(format!("{} takes {}, found '{}'", what, takes, text)))
}

/// The column where a command's description starts, and the width it is wrapped to.
const ABOUT_COLUMN: usize = 35;
const WIDTH: usize = 100;

/// The usage text: every command of the table, its arguments and options, what it does.
/// O(length of the text).
pub fn usage() -> String {
    let mut text = String::from("usage: cubesmith COMMAND [ARGS]\n\n");
    for command in COMMANDS {
        text.push_str(&entry(command, "  "));
    }
    text
}

/// The usage of one command (`cubesmith COMMAND --help`). O(length of the text).
pub fn usage_of(command: &Command) -> String {
    entry(command, "usage: cubesmith ")
}

/// A command's entry in the usage, after `lead`: its synopsis (wrapped, later lines indented),
/// then what it does from [`ABOUT_COLUMN`].
fn entry(command: &Command, lead: &str) -> String {
    let mut text = String::new();
    let mut synopsis = format!("{}{}", lead, command.name);
    for part in std::iter::once(command.operands.to_string()).chain(command.options.iter().map(shown)) {
        if part.is_empty() {
            continue;
        }
        if synopsis.len() + 1 + part.len() > WIDTH {
            text.push_str(&synopsis);
            text.push('\n');
            synopsis = format!("      {}", part);
        } else {
            synopsis.push(' ');
            synopsis.push_str(&part);
        }
    }
    let mut lines = wrap(command.about, WIDTH - ABOUT_COLUMN).into_iter();
    if synopsis.len() < ABOUT_COLUMN - 1 {
        let first = lines.next().unwrap_or_default();
        text.push_str(&format!("{:<w$}{}\n", synopsis, first, w = ABOUT_COLUMN));
    } else {
        text.push_str(&synopsis);
        text.push('\n');
    }
    for line in lines {
        text.push_str(&format!("{:w$}{}\n", "", line, w = ABOUT_COLUMN));
    }
    text
}

/// An option as the usage shows it: `[--name VALUE]`.
fn shown(opt: &Opt) -> String {
    match opt.value {
        Some((value, _)) => format!("[{} {}]", opt.name, value),
        None => format!("[{}]", opt.name),
    }
}

/// `text` in lines of at most `width` characters, broken at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("there is a line");
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

#[cfg(test)]
mod tests;
