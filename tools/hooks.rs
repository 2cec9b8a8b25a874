//! A problem's hooks: the functions of its adapter the tools call (`solve`, and the
//! `write_input`, `read_cubes` and viewer reader its `problem.toml` declares). The tools do not
//! compile adapters in: each problem gets a hook program (`program`), compiled on demand
//! against the library and kept in the cache by the content of its sources, which answers
//! requests on its standard input in the format of `wire`. Adding or editing a problem rebuilds
//! nothing of the tools, and a problem that does not compile affects no other.

mod program;
pub mod wire;

use crate::compile::cache::Cache;
use crate::compile::compiler::{folder_sources, program as compiled_program, Recipe};
use crate::error::ToolError;
use crate::problem::project::{Problem, Project};
use cubesmith::io::InputError;
use std::io::{BufReader, Read};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use wire::{Ending, Reply, Seen, Wire};

/// The wire format's source, compiled into every hook program.
const WIRE: &str = include_str!("hooks/wire.rs");

/// How long one call of a hook program may take before it is killed: far past any problem's
/// time limit, so that only a hang reaches it.
pub const CALL_TIME: Duration = Duration::from_secs(120);

/// A problem's hook program, compiled.
pub struct Hooks {
    /// The problem's id, for messages.
    id: String,
    /// The program.
    binary: PathBuf,
}

/// The replies to a batch of requests: one for each request answered, in order, and why the
/// program stopped early if it answered fewer.
pub struct Replies {
    /// The replies, in the order of the requests.
    pub replies: Vec<Reply>,
    /// Why the program ended before answering every request (a signal, an exit, a hang).
    pub stopped: Option<String>,
}

impl Hooks {
    /// The hook program of `problem`, from the cache or compiled now (about a second). O(the
    /// problem's sources) to find it in the cache, and one compile if it is not there.
    pub fn of(project: &Project, problem: &Problem) -> Result<Hooks, ToolError> {
        let adapter = problem.adapter_path();
        let adapter = std::fs::canonicalize(&adapter).unwrap_or(adapter);
        let mut inputs = folder_sources(&problem.dir);
        inputs.push(std::fs::read(&adapter).unwrap_or_default());
        let recipe = Recipe {
            kind: "hooks",
            files: vec![
                (
                    "main.rs".to_string(),
                    program::source(&problem.id, &adapter, &problem.meta),
                ),
                ("wire.rs".to_string(), WIRE.to_string()),
            ],
            main: PathBuf::from("main.rs"),
            inputs,
            test: false,
            strict: false,
            library: true,
        };
        let cache = Cache::new(project.cache_dir());
        let binary = compiled_program(project, &cache, &recipe)
            .map_err(|e| e.within(&format!("{}'s hooks", problem.id)))?;
        Ok(Hooks {
            id: problem.id.clone(),
            binary,
        })
    }

    /// Sends every request (a hook's name and its bytes) to one run of the program and reads
    /// the replies; the run is killed after `CALL_TIME`. O(requests and replies) bytes moved,
    /// and the program's own time on them.
    pub fn call_all(&self, requests: Vec<(&str, Vec<u8>)>) -> Result<Replies, ToolError> {
        let mut child = Command::new(&self.binary)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| ToolError::io(format!("cannot run {}'s hook program: {}", self.id, e)))?;
        let asked = requests.len();
        let mut stdin = child.stdin.take().expect("a piped stdin");
        let owned: Vec<(String, Vec<u8>)> = requests.into_iter().map(|(h, r)| (h.to_string(), r)).collect();
        // Written from a thread, so a program that answers as it reads never blocks on a full pipe.
        let writer = std::thread::spawn(move || {
            for (hook, request) in owned {
                if wire::write_request(&mut stdin, &hook, &request).is_err() {
                    break;
                }
            }
        });
        let stdout = child.stdout.take().expect("a piped stdout");
        let reader = std::thread::spawn(move || {
            let mut input = BufReader::new(stdout);
            let mut replies = Vec::new();
            while let Ok(Some(reply)) = wire::read_reply(&mut input) {
                replies.push(reply);
            }
            replies
        });
        let mut stderr = child.stderr.take().expect("a piped stderr");
        let errors = std::thread::spawn(move || {
            let mut text = Vec::new();
            let _ = stderr.read_to_end(&mut text);
            text
        });
        let start = Instant::now();
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break Some(status),
                Ok(None) if start.elapsed() > CALL_TIME => {
                    let _ = child.kill();
                    let _ = child.wait();
                    break None;
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(1)),
                Err(e) => {
                    return Err(ToolError::io(format!(
                        "cannot wait for {}'s hooks: {}",
                        self.id, e
                    )))
                }
            }
        };
        let _ = writer.join();
        let replies = reader.join().unwrap_or_default();
        let errors = errors.join().unwrap_or_default();
        let stopped = if replies.len() >= asked {
            None
        } else {
            let text = String::from_utf8_lossy(&errors);
            let said = text.lines().take(3).collect::<Vec<_>>().join(" / ");
            Some(match status {
                None => format!("still running after {} s: killed", CALL_TIME.as_secs()),
                Some(status) => format!(
                    "it ended ({}){}",
                    status,
                    if said.is_empty() {
                        String::new()
                    } else {
                        format!(": {}", said)
                    }
                ),
            })
        };
        Ok(Replies { replies, stopped })
    }

    /// One call of `hook` on `request`. O(request and reply), and the hook's own time, as
    /// [`Hooks::call_all`].
    pub fn call(&self, hook: &str, request: Vec<u8>) -> Result<Reply, ToolError> {
        let mut replies = self.call_all(vec![(hook, request)])?;
        match (replies.replies.pop(), replies.stopped) {
            (Some(reply), _) => Ok(reply),
            (None, why) => Err(ToolError::failed(format!(
                "{}'s hook {} gave no answer: {}",
                self.id,
                hook,
                why.unwrap_or_default()
            ))),
        }
    }

    /// The adapter's `solve` on `input`: what it printed, and how it ended. O(input and
    /// output), and the adapter's own time, as [`Hooks::call_all`].
    pub fn solve(&self, input: &[u8]) -> Result<Reply, ToolError> {
        self.call("solve", input.to_vec())
    }

    /// The first output line (from 0) of each answer the adapter gives to `input`, an answer being
    /// what it writes before reading on: one per dataset for an adapter that answers each as it
    /// reads it (see `wire::solve_traced`). O(input and output), and the adapter's own time, as
    /// [`Hooks::call_all`].
    pub fn answer_lines(&self, input: &[u8]) -> Result<Vec<usize>, ToolError> {
        let reply = self.call("solve-traced", input.to_vec())?;
        let text = String::from_utf8_lossy(&reply.output).into_owned();
        wire::decode(&text).map_err(|why| self.fault("solve", &why))
    }

    /// The judge's input for `cases`, written by the adapter's `write_input`. O(cases and the
    /// input written), and the hook's own time, as [`Hooks::call_all`].
    pub fn write_input<T: Wire + Clone>(&self, cases: &[T]) -> Result<String, ToolError> {
        let reply = self.call("write-input", wire::encode(&cases.to_vec()).into_bytes())?;
        self.text(reply, "write_input")
    }

    /// A random input of `count` cases made by the adapter's `write_input` from `seed`. O(the
    /// input written), and the hook's own time, as [`Hooks::call_all`].
    pub fn write_random(&self, seed: u64, count: usize) -> Result<String, ToolError> {
        let reply = self.call("write-input", wire::encode(&(seed, count)).into_bytes())?;
        self.text(reply, "write_input")
    }

    /// The puzzles of `input` as the adapter's `read_cubes` reads them, or its refusal. O(input
    /// and the puzzles read), and the hook's own time, as [`Hooks::call_all`].
    pub fn read_cubes<T: Wire>(&self, input: &[u8]) -> Result<Result<Vec<T>, InputError>, ToolError> {
        let reply = self.call("read-cubes", input.to_vec())?;
        self.value(reply, "read_cubes")
    }

    /// The puzzles of `input` as the adapter's viewer reader gives them, or its refusal. O(input
    /// and the puzzles read), and the hook's own time, as [`Hooks::call_all`].
    pub fn view(&self, input: &[u8]) -> Result<Result<Seen, InputError>, ToolError> {
        let reply = self.call("view", input.to_vec())?;
        self.value(reply, "the viewer's reader")
    }

    /// A reply's output as text, or the failure its ending is.
    fn text(&self, reply: Reply, hook: &str) -> Result<String, ToolError> {
        match reply.ending {
            Ending::Done => Ok(String::from_utf8_lossy(&reply.output).into_owned()),
            Ending::Refused(e) => Err(self.fault(hook, &e.to_string())),
            Ending::Panicked(m) => Err(self.fault(hook, &format!("panicked: {}", m))),
            Ending::Internal(m) => Err(self.bug(hook, &m)),
        }
    }

    /// A reply's value, the adapter's refusal, or the failure its ending is.
    fn value<T: Wire>(&self, reply: Reply, hook: &str) -> Result<Result<T, InputError>, ToolError> {
        match reply.ending {
            Ending::Refused(e) => Ok(Err(e)),
            Ending::Done => {
                let text = String::from_utf8_lossy(&reply.output);
                wire::decode(&text).map(Ok).map_err(|why| self.bug(hook, &why))
            }
            Ending::Panicked(m) => Err(self.fault(hook, &format!("panicked: {}", m))),
            Ending::Internal(m) => Err(self.bug(hook, &m)),
        }
    }

    /// A failure of the adapter's hook (a refusal, a panic). O(1).
    fn fault(&self, hook: &str, what: &str) -> ToolError {
        ToolError::failed(format!("{}'s {}: {}", self.id, hook, what))
    }

    /// A request or reply the two ends of the wire read differently: a bug of the tools. O(1).
    fn bug(&self, hook: &str, what: &str) -> ToolError {
        ToolError::internal(format!("{}'s {}: {}", self.id, hook, what))
    }
}
