//! What passes between the tools and a problem's hook program (`hooks/program.rs`): the
//! requests and replies, the values in them, and the shapes an adapter's hooks are put into
//! (cubes as text symbols, dice with text labels, moves as the library types them).
//!
//! This one file is compiled twice: into the tools, as `hooks::wire`, and into every hook
//! program, as its module `wire`, so both ends read and write the same format. It names only
//! `std` and `cubesmith`.
//!
//! A request is `HOOK LEN\n` then LEN bytes; a reply is `OUT KIND LINE MSG MICROS\n` then OUT
//! bytes of output and MSG bytes of message, where KIND is `ok`, `input` (the adapter refused the
//! input: LINE is its line or `-`), `panic` or `internal`, and MICROS the call's time. Values are
//! tokens separated by spaces: numbers in decimal, text as `'` then the text with `%`, white
//! space and control bytes as `%XX`.

#![allow(dead_code)] // Each side uses its own half.

use cubesmith::cube3::cubie::Cubies;
use cubesmith::cube3::moves::Move as Move3;
use cubesmith::die::dice::Die;
use cubesmith::die::grid::Grid;
use cubesmith::die::orientation::{Move as Roll, Orientation};
use cubesmith::io::{InputError, Scanner};
use cubesmith::pocket::cube::Stickers;
use cubesmith::rng::Rng;
use std::cell::Cell;
use std::fmt::Display;
use std::io::{BufRead, Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::rc::Rc;
use std::sync::Mutex;
use std::time::Instant;

/// A value that crosses between the tools and a hook program.
pub trait Wire: Sized {
    /// Appends the value's tokens. O(size of the value).
    fn put(&self, out: &mut Tokens);
    /// Reads the value back, or says what was found instead. O(size of the value).
    fn take(input: &mut Reader<'_>) -> Result<Self, String>;
}

/// Tokens being written.
#[derive(Default)]
pub struct Tokens(String);

impl Tokens {
    fn word(&mut self, word: &str) {
        if !self.0.is_empty() {
            self.0.push(' ');
        }
        self.0.push_str(word);
    }
}

/// Tokens being read.
pub struct Reader<'a> {
    words: std::str::SplitAsciiWhitespace<'a>,
}

impl<'a> Reader<'a> {
    fn word(&mut self) -> Result<&'a str, String> {
        self.words
            .next()
            .ok_or_else(|| "the value ends early".to_string())
    }
}

/// `value` as text. O(size).
pub fn encode<T: Wire>(value: &T) -> String {
    let mut out = Tokens::default();
    value.put(&mut out);
    out.0
}

/// The value `text` holds, all of it. O(size).
pub fn decode<T: Wire>(text: &str) -> Result<T, String> {
    let mut input = Reader {
        words: text.split_ascii_whitespace(),
    };
    let value = T::take(&mut input)?;
    match input.words.next() {
        None => Ok(value),
        Some(extra) => Err(format!("the value goes on with '{}'", extra)),
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl Wire for $t {
            fn put(&self, out: &mut Tokens) {
                out.word(&self.to_string());
            }
            fn take(input: &mut Reader<'_>) -> Result<Self, String> {
                let word = input.word()?;
                word.parse().map_err(|_| format!("expected a number, found '{}'", word))
            }
        }
    )*};
}
numbers!(u8, u32, u64, usize);

impl Wire for String {
    fn put(&self, out: &mut Tokens) {
        // Only ASCII bytes are escaped, so what is left stays UTF-8.
        let mut word = String::from("'");
        for c in self.chars() {
            if c == '%' || c.is_ascii_whitespace() || c.is_ascii_control() {
                word.push_str(&format!("%{:02X}", c as u32));
            } else {
                word.push(c);
            }
        }
        out.word(&word);
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        let word = input.word()?;
        let text = word
            .strip_prefix('\'')
            .ok_or_else(|| format!("expected text, found '{}'", word))?;
        let bytes = text.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'%' {
                let hex = text.get(i + 1..i + 3).ok_or("a cut escape")?;
                out.push(u8::from_str_radix(hex, 16).map_err(|_| "a bad escape")?);
                i += 3;
            } else {
                out.push(bytes[i]);
                i += 1;
            }
        }
        String::from_utf8(out).map_err(|_| "text that is not UTF-8".to_string())
    }
}

impl<T: Wire> Wire for Vec<T> {
    fn put(&self, out: &mut Tokens) {
        self.len().put(out);
        for x in self {
            x.put(out);
        }
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        let n = usize::take(input)?;
        (0..n).map(|_| T::take(input)).collect()
    }
}

impl<T: Wire + Copy + Default, const N: usize> Wire for [T; N] {
    fn put(&self, out: &mut Tokens) {
        for x in self {
            x.put(out);
        }
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        let mut all = [T::default(); N];
        for x in all.iter_mut() {
            *x = T::take(input)?;
        }
        Ok(all)
    }
}

macro_rules! tuples {
    ($(($($name:ident),*)),*) => {$(
        impl<$($name: Wire),*> Wire for ($($name,)*) {
            #[allow(non_snake_case)]
            fn put(&self, out: &mut Tokens) {
                let ($($name,)*) = self;
                $($name.put(out);)*
            }
            fn take(input: &mut Reader<'_>) -> Result<Self, String> {
                Ok(($($name::take(input)?,)*))
            }
        }
    )*};
}
tuples!((A, B), (A, B, C));

impl Wire for Stickers {
    fn put(&self, out: &mut Tokens) {
        self.0.put(out);
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        Ok(Stickers(<[u8; 24]>::take(input)?))
    }
}

impl Wire for Cubies {
    fn put(&self, out: &mut Tokens) {
        self.cp.put(out);
        self.co.put(out);
        self.ep.put(out);
        self.eo.put(out);
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        Ok(Cubies {
            cp: Wire::take(input)?,
            co: Wire::take(input)?,
            ep: Wire::take(input)?,
            eo: Wire::take(input)?,
        })
    }
}

impl Wire for Move3 {
    fn put(&self, out: &mut Tokens) {
        self.index().put(out);
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        match usize::take(input)? {
            i if i < Move3::COUNT => Ok(Move3::from_index(i)),
            i => Err(format!("{} is not a move of the 3x3 cube", i)),
        }
    }
}

impl Wire for Roll {
    fn put(&self, out: &mut Tokens) {
        self.index().put(out);
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        match usize::take(input)? {
            i if i < Roll::ALL.len() => Ok(Roll::ALL[i]),
            i => Err(format!("{} is not a move of the die", i)),
        }
    }
}

impl Wire for Die<String> {
    fn put(&self, out: &mut Tokens) {
        for label in self.labels() {
            label.put(out);
        }
        self.orientation().index().put(out);
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        let mut labels: [String; 6] = Default::default();
        for label in labels.iter_mut() {
            *label = String::take(input)?;
        }
        let orientation = usize::take(input)?;
        if orientation >= Orientation::COUNT {
            return Err(format!("{} is not an orientation of the die", orientation));
        }
        Ok(Die::new(labels).with_orientation(Orientation::from_index(orientation)))
    }
}

/// A board a die walks on, as the viewer draws it beside the die.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Its rows.
    pub rows: usize,
    /// Its columns.
    pub cols: usize,
    /// Each cell's text as the input writes it, row by row.
    pub cells: Vec<String>,
    /// The die's cell (row by row, from 0) at the start and after each step.
    pub path: Vec<usize>,
}

impl Wire for Board {
    fn put(&self, out: &mut Tokens) {
        (self.rows, self.cols).put(out);
        (self.cells.clone(), self.path.clone()).put(out);
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        let (rows, cols) = Wire::take(input)?;
        let (cells, path) = Wire::take(input)?;
        Ok(Board {
            rows,
            cols,
            cells,
            path,
        })
    }
}

/// A die, then each roll with the die after it, labels written as text.
pub type Walk = (Die<String>, Vec<(Roll, Die<String>)>);

/// A board with the die's cell at each step, and the die's walk on it.
pub type Tour = (Board, Walk);

/// What an adapter's viewer reader gives (`view = "..."` in `problem.toml`), put as text: every
/// puzzle of an input as the input gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// Pocket cubes as the input colours them: each cube's 24 symbols by slot (LambdaOJ's order).
    Pocket(Vec<Vec<String>>),
    /// Pocket cubes whose input numbers the stickers.
    PocketNumbered(Vec<Stickers>),
    /// 3x3 cubes as the input colours them: 54 symbols in Kociemba's order.
    Cube3(Vec<Vec<String>>),
    /// Dice, labels as text.
    Dice(Vec<Die<String>>),
    /// 3x3 cubes as symbols, each with the input's own turns.
    Cube3Turns(Vec<(Vec<String>, Vec<Move3>)>),
    /// Dice, each with the input's own rolls.
    DiceRolls(Vec<(Die<String>, Vec<Roll>)>),
    /// Dice, each with its rolls and the die after each.
    DiceWalks(Vec<Walk>),
    /// Boards, each with the die's walk on it.
    DiceBoards(Vec<Tour>),
}

impl Wire for Seen {
    fn put(&self, out: &mut Tokens) {
        match self {
            Seen::Pocket(v) => ("pocket".to_string(), v.clone()).put(out),
            Seen::PocketNumbered(v) => ("pocket-numbered".to_string(), v.clone()).put(out),
            Seen::Cube3(v) => ("cube3".to_string(), v.clone()).put(out),
            Seen::Dice(v) => ("dice".to_string(), v.clone()).put(out),
            Seen::Cube3Turns(v) => ("cube3-turns".to_string(), v.clone()).put(out),
            Seen::DiceRolls(v) => ("dice-rolls".to_string(), v.clone()).put(out),
            Seen::DiceWalks(v) => ("dice-walks".to_string(), v.clone()).put(out),
            Seen::DiceBoards(v) => ("dice-boards".to_string(), v.clone()).put(out),
        }
    }

    fn take(input: &mut Reader<'_>) -> Result<Self, String> {
        Ok(match String::take(input)?.as_str() {
            "pocket" => Seen::Pocket(Wire::take(input)?),
            "pocket-numbered" => Seen::PocketNumbered(Wire::take(input)?),
            "cube3" => Seen::Cube3(Wire::take(input)?),
            "dice" => Seen::Dice(Wire::take(input)?),
            "cube3-turns" => Seen::Cube3Turns(Wire::take(input)?),
            "dice-rolls" => Seen::DiceRolls(Wire::take(input)?),
            "dice-walks" => Seen::DiceWalks(Wire::take(input)?),
            "dice-boards" => Seen::DiceBoards(Wire::take(input)?),
            other => return Err(format!("'{}' is no kind of view", other)),
        })
    }
}

/// A symbol an input writes on a sticker, as an adapter holds it.
pub trait Symbol {
    /// The symbol as the input wrote it. O(length).
    fn text(&self) -> String;
}

impl Symbol for u8 {
    /// An ASCII byte is the character it codes (adapters hold colour letters and digits as bytes).
    fn text(&self) -> String {
        (*self as char).to_string()
    }
}

impl Symbol for u64 {
    fn text(&self) -> String {
        self.to_string()
    }
}

/// Cubes of symbols as the adapter holds them, written as text. O(stickers).
pub fn symbols<T: Symbol, C: AsRef<[T]>>(cubes: Vec<C>) -> Vec<Vec<String>> {
    cubes
        .iter()
        .map(|cube| cube.as_ref().iter().map(Symbol::text).collect())
        .collect()
}

/// Cubes with their turns, symbols written as text. O(stickers + turns).
pub fn turned<T: Symbol, C: AsRef<[T]>>(cubes: Vec<(C, Vec<Move3>)>) -> Vec<(Vec<String>, Vec<Move3>)> {
    let text = |cube: &C| cube.as_ref().iter().map(Symbol::text).collect();
    cubes.into_iter().map(|(c, m)| (text(&c), m)).collect()
}

/// A die with its labels written as text, lying as `die` lies. O(1).
pub fn labelled<T: Display>(die: &Die<T>) -> Die<String> {
    let labels = die.labels();
    let text = |i: usize| labels[i].to_string();
    Die::new([text(0), text(1), text(2), text(3), text(4), text(5)]).with_orientation(die.orientation())
}

/// Dice with their labels written as text. O(dice).
pub fn labelled_all<T: Display>(dice: Vec<Die<T>>) -> Vec<Die<String>> {
    dice.iter().map(labelled).collect()
}

/// Dice with their rolls, labels written as text. O(rolls).
pub fn rolled<T: Display>(dice: Vec<(Die<T>, Vec<Roll>)>) -> Vec<(Die<String>, Vec<Roll>)> {
    dice.into_iter()
        .map(|(die, moves)| (labelled(&die), moves))
        .collect()
}

/// A die, then each roll with the die after it, as an adapter's `read_walks` gives them.
pub type DieWalk<T> = (Die<T>, Vec<(Roll, Die<T>)>);

/// Dice with their rolls and the die after each, labels as text. O(rolls).
pub fn walked<T: Display>(walks: Vec<DieWalk<T>>) -> Vec<Walk> {
    let step = |(m, die): &(Roll, Die<T>)| (*m, labelled(die));
    walks
        .iter()
        .map(|(start, steps)| (labelled(start), steps.iter().map(step).collect()))
        .collect()
}

/// A board and a die's walk on it, as an adapter's `read_boards` gives them: the board's grid,
/// each cell's text (row by row), the die's cell at the start, the die, and each roll with the
/// die after it (a roll moves the die to the next cell that way; a spin leaves it where it is).
pub type DieTour<T> = (Grid, Vec<String>, usize, Die<T>, Vec<(Roll, Die<T>)>);

/// Boards with the die's walk, the die's cell after each roll found on the grid. O(cells +
/// rolls).
///
/// # Panics
/// If a tour's start cell is off its grid.
pub fn toured<T: Display>(tours: Vec<DieTour<T>>) -> Vec<Tour> {
    tours
        .into_iter()
        .map(|(grid, cells, start, die, rolls)| {
            let mut path = vec![start];
            for (m, _) in &rolls {
                let here = path[path.len() - 1];
                let next = m.direction().and_then(|d| grid.neighbour(here, d));
                path.push(next.unwrap_or(here));
            }
            let board = Board {
                rows: grid.rows(),
                cols: grid.cols(),
                cells,
                path,
            };
            let walk = walked(vec![(die, rolls)]).remove(0);
            (board, walk)
        })
        .collect()
}

/// How a hook's call ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It returned normally.
    Done,
    /// The adapter refused the input.
    Refused(InputError),
    /// It panicked, with this message.
    Panicked(String),
    /// The request was not one the program understands (a tools' fault, not the adapter's).
    Internal(String),
}

/// A hook's reply: what it wrote, how it ended, how long it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The bytes the hook gave (a program's output, an input, an encoded value).
    pub output: Vec<u8>,
    /// How it ended.
    pub ending: Ending,
    /// The call's wall-clock time in microseconds, as the program measured it.
    pub micros: u64,
}

/// Writes `request` for hook `hook`. O(size).
pub fn write_request<W: Write>(out: &mut W, hook: &str, request: &[u8]) -> std::io::Result<()> {
    writeln!(out, "{} {}", hook, request.len())?;
    out.write_all(request)
}

/// Reads the next request: the hook's name and its bytes; `None` at the end. O(size).
pub fn read_request<R: BufRead>(input: &mut R) -> std::io::Result<Option<(String, Vec<u8>)>> {
    let mut head = String::new();
    if input.read_line(&mut head)? == 0 {
        return Ok(None);
    }
    let mut words = head.split_whitespace();
    let hook = words.next().unwrap_or("").to_string();
    let len: usize = words.next().and_then(|n| n.parse().ok()).unwrap_or(0);
    let mut bytes = vec![0; len];
    input.read_exact(&mut bytes)?;
    Ok(Some((hook, bytes)))
}

/// Writes `reply`. O(size).
pub fn write_reply<W: Write>(out: &mut W, reply: &Reply) -> std::io::Result<()> {
    let (kind, line, message) = match &reply.ending {
        Ending::Done => ("ok", "-".to_string(), String::new()),
        Ending::Refused(e) => (
            "input",
            e.line.map_or("-".to_string(), |l| l.to_string()),
            e.message.clone(),
        ),
        Ending::Panicked(m) => ("panic", "-".to_string(), m.clone()),
        Ending::Internal(m) => ("internal", "-".to_string(), m.clone()),
    };
    writeln!(
        out,
        "{} {} {} {} {}",
        reply.output.len(),
        kind,
        line,
        message.len(),
        reply.micros
    )?;
    out.write_all(&reply.output)?;
    out.write_all(message.as_bytes())?;
    out.flush()
}

/// Reads the next reply; `None` at the end. O(size).
pub fn read_reply<R: BufRead>(input: &mut R) -> std::io::Result<Option<Reply>> {
    let mut head = String::new();
    if input.read_line(&mut head)? == 0 {
        return Ok(None);
    }
    let words: Vec<&str> = head.split_whitespace().collect();
    let bad = || {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("a bad reply: {:?}", head),
        )
    };
    if words.len() != 5 {
        return Err(bad());
    }
    let number = |w: &str| w.parse::<usize>().map_err(|_| bad());
    let mut output = vec![0; number(words[0])?];
    input.read_exact(&mut output)?;
    let mut message = vec![0; number(words[3])?];
    input.read_exact(&mut message)?;
    let message = String::from_utf8_lossy(&message).into_owned();
    let ending = match words[1] {
        "ok" => Ending::Done,
        "input" => Ending::Refused(InputError {
            line: words[2].parse().ok(),
            message,
        }),
        "panic" => Ending::Panicked(message),
        "internal" => Ending::Internal(message),
        _ => return Err(bad()),
    };
    let micros = words[4].parse().map_err(|_| bad())?;
    Ok(Some(Reply {
        output,
        ending,
        micros,
    }))
}

/// What a hook gives: its output, or what it printed before the adapter refused the input.
pub type Called = Result<Vec<u8>, (Vec<u8>, InputError)>;

/// A hook program's dispatch: the hook named, called on a request; `None` for a name it lacks.
pub type Hook = fn(&str, &[u8]) -> Option<Called>;

/// The last panic's message, kept by the panic hook [`serve`] sets.
static LAST_PANIC: Mutex<String> = Mutex::new(String::new());

/// A hook program's `main`: answers every request on standard input with `hook`, which gives
/// `None` for a hook it does not have. A panic in a hook is caught and replied, so one bad input
/// does not end a batch. O(requests).
pub fn serve(hook: Hook) {
    panic::set_hook(Box::new(|info| {
        let text = match info.payload().downcast_ref::<&str>() {
            Some(s) => s.to_string(),
            None => info
                .payload()
                .downcast_ref::<String>()
                .cloned()
                .unwrap_or_default(),
        };
        let place = info
            .location()
            .map_or(String::new(), |l| format!(" at {}:{}", l.file(), l.line()));
        if let Ok(mut last) = LAST_PANIC.lock() {
            *last = format!("{}{}", text, place);
        }
    }));
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    while let Ok(Some((name, request))) = read_request(&mut input) {
        let start = Instant::now();
        let called = panic::catch_unwind(AssertUnwindSafe(|| hook(&name, &request)));
        let (output, ending) = match called {
            Ok(Some(Ok(output))) => (output, Ending::Done),
            Ok(Some(Err((output, e)))) => (output, Ending::Refused(e)),
            Ok(None) => (
                Vec::new(),
                Ending::Internal(format!("this program has no hook '{}'", name)),
            ),
            Err(_) => (
                Vec::new(),
                Ending::Panicked(LAST_PANIC.lock().map(|m| m.clone()).unwrap_or_default()),
            ),
        };
        let micros = start.elapsed().as_micros() as u64;
        let reply = Reply {
            output,
            ending,
            micros,
        };
        if write_reply(&mut out, &reply).is_err() {
            return;
        }
    }
}

/// A request's value, or the reply that says it could not be read (the tools' fault).
fn value<T: Wire>(request: &[u8]) -> Result<T, (Vec<u8>, InputError)> {
    let text = String::from_utf8_lossy(request);
    decode(&text).map_err(|why| {
        let message = format!("cubesmith's request could not be read: {}", why);
        (Vec::new(), InputError { line: None, message })
    })
}

/// The hook `write-input`: the cases in the request, written by the adapter's `write_input`.
/// O(request) and the adapter's `write`.
pub fn write_input<T: Wire>(
    request: &[u8],
    write: impl Fn(&[T]) -> String,
) -> Result<Vec<u8>, (Vec<u8>, InputError)> {
    let cases: Vec<T> = value(request)?;
    Ok(write(&cases).into_bytes())
}

/// The hook `write-input` of an adapter that makes its cases itself: the request holds the seed
/// and the number of cases. O(1) and the adapter's `write`.
pub fn write_random(
    request: &[u8],
    write: impl Fn(&mut Rng, usize) -> String,
) -> Result<Vec<u8>, (Vec<u8>, InputError)> {
    let (seed, count): (u64, usize) = value(request)?;
    Ok(write(&mut Rng::new(seed), count).into_bytes())
}

/// An input being read, counting the bytes its reader has consumed (in a cell the output's
/// writer reads too).
pub struct Counted<'a> {
    rest: &'a [u8],
    consumed: Rc<Cell<usize>>,
}

impl Read for Counted<'_> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = self.rest.len().min(out.len());
        out[..n].copy_from_slice(&self.rest[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Counted<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        Ok(self.rest)
    }

    fn consume(&mut self, amount: usize) {
        self.rest = &self.rest[amount..];
        self.consumed.set(self.consumed.get() + amount);
    }
}

/// An output being written, noting at each write the output line it starts on and how much of
/// the input had been read.
pub struct Traced {
    out: Vec<u8>,
    lines: usize,
    consumed: Rc<Cell<usize>>,
    /// `(output line, input bytes read)` at each write, from line 0.
    pub writes: Vec<(usize, usize)>,
}

impl Write for Traced {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.writes.push((self.lines, self.consumed.get()));
        self.lines += bytes.iter().filter(|&&b| b == b'\n').count();
        self.out.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The hook `solve-traced`: the adapter's `solve` on the request, replying with the first output
/// line of each answer, an answer being what the program writes before it reads on: the answers
/// of an input's datasets, for a program that answers each as it reads it. O(input + output).
pub fn solve_traced(
    request: &[u8],
    solve: impl FnOnce(&mut Scanner<Counted<'_>>, &mut Traced) -> Result<(), InputError>,
) -> Called {
    let consumed = Rc::new(Cell::new(0));
    let reader = Counted {
        rest: request,
        consumed: consumed.clone(),
    };
    let mut out = Traced {
        out: Vec::new(),
        lines: 0,
        consumed,
        writes: Vec::new(),
    };
    let ended = solve(&mut Scanner::new(reader), &mut out);
    let mut starts: Vec<usize> = Vec::new();
    let mut last_read = None;
    for &(line, read) in &out.writes {
        if last_read != Some(read) {
            starts.push(line);
            last_read = Some(read);
        }
    }
    match ended {
        Ok(()) => Ok(encode(&starts).into_bytes()),
        Err(e) => Err((encode(&starts).into_bytes(), e)),
    }
}

/// A reader hook's reply: the value encoded, or the adapter's refusal. O(size of the value).
pub fn reply_with<T: Wire>(read: Result<T, InputError>) -> Called {
    read.map(|v| encode(&v).into_bytes()).map_err(|e| (Vec::new(), e))
}
