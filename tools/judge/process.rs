//! Running a program the way an online judge does (Linux): in its own process group, under a
//! time limit, an output cap and optionally an address-space limit; its CPU time and peak memory
//! read from the operating system (`wait4` resource usage); and nothing it started left behind.
//!
//! std cannot read a child's resource usage, put a child in its own process group before it
//! runs (on rustc 1.63), set resource limits or signal a process group, so this module declares
//! the few C functions it needs (`wait4`, `waitid`, `setrlimit`, `setpgid`, `kill`, `signal`,
//! and `isatty` for the viewer's colours) itself. It holds the only `unsafe` in cubesmith; each
//! block says why it is sound.

use std::fs::File;
use std::io;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a run may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock time after which the program and everything it started are killed.
    pub time: Duration,
    /// The most bytes the program may write into any file, its standard output and standard
    /// error included: a write past it ends the program (`RLIMIT_FSIZE`, signal `SIGXFSZ`).
    pub file_bytes: u64,
    /// The largest address space (`RLIMIT_AS`), if one is enforced: an allocation past it fails.
    pub address_space_bytes: Option<u64>,
}

/// How a run ended and what it used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Usage {
    /// Wall-clock time from start to exit, milliseconds.
    pub wall_ms: u64,
    /// User plus system CPU time, milliseconds, of the program and the children it waited for.
    pub cpu_ms: u64,
    /// Peak resident set size, KiB.
    pub peak_kib: u64,
    /// How the process ended.
    pub end: End,
}

/// How a process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// It exited with this status.
    Exited(i32),
    /// A signal ended it (not our kill at the time limit).
    Signal(i32),
    /// It was killed at the wall-clock limit.
    TimedOut,
}

/// The signal a write past [`Limits::file_bytes`] raises.
pub const SIGNAL_FILE_SIZE: i32 = 25;

#[repr(C)]
#[derive(Default)]
struct TimeVal {
    seconds: i64,
    micros: i64,
}

/// `struct rusage` on 64-bit Linux: two timevals, then fourteen longs (the first is maxrss).
#[repr(C)]
#[derive(Default)]
struct ResourceUsage {
    user: TimeVal,
    system: TimeVal,
    max_rss_kib: i64,
    rest: [i64; 13],
}

#[repr(C)]
struct ResourceLimit {
    current: u64,
    max: u64,
}

/// `siginfo_t`: 128 bytes; on 64-bit Linux the pid of a `waitid` result is the `i32` at byte 16.
#[repr(C)]
struct SignalInfo {
    words: [u64; 16],
}

impl SignalInfo {
    fn pid(&self) -> i32 {
        // Bytes 16..20 are the low half of word 2 on a little-endian machine and the high half
        // on a big-endian one.
        let word = self.words[2];
        if cfg!(target_endian = "little") {
            word as u32 as i32
        } else {
            (word >> 32) as u32 as i32
        }
    }
}

// The structures above are declared by hand, as 64-bit Linux lays them out (its manual pages
// `getrusage(2)`, `setrlimit(2)`, `sigaction(2)`); the build checks their sizes, so a layout that
// drifts fails to compile instead of letting the kernel write past a value.
#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
compile_error!("the local judge runs programs through 64-bit Linux's process calls");
const _: () = assert!(std::mem::size_of::<TimeVal>() == 16);
const _: () = assert!(std::mem::size_of::<ResourceUsage>() == 144);
const _: () = assert!(std::mem::size_of::<ResourceLimit>() == 16);
const _: () = assert!(std::mem::size_of::<SignalInfo>() == 128);

extern "C" {
    fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut ResourceUsage) -> i32;
    fn waitid(id_type: u32, id: u32, info: *mut SignalInfo, options: i32) -> i32;
    fn setrlimit(resource: i32, limit: *const ResourceLimit) -> i32;
    fn setpgid(pid: i32, group: i32) -> i32;
    fn kill(pid: i32, signal: i32) -> i32;
    fn signal(signal: i32, handler: usize) -> usize;
    fn isatty(fd: i32) -> i32;
}

const WNOHANG: i32 = 1;
const WEXITED: i32 = 4;
const WNOWAIT: i32 = 0x0100_0000;
const P_PID: u32 = 1;
const RLIMIT_CPU: i32 = 0;
const RLIMIT_FSIZE: i32 = 1;
const RLIMIT_CORE: i32 = 4;
const RLIMIT_AS: i32 = 9;
const SIGKILL: i32 = 9;
const SIGPIPE: i32 = 13;
const SIG_DFL: usize = 0;

/// Restores the default action of `SIGPIPE` (end the process quietly), which the Rust runtime
/// replaces by "ignore": then `cubesmith ... | head` ends like any Unix tool when `head` stops
/// reading, instead of panicking on the failed write. Call it first thing in `main`; cubesmith
/// writes to standard output only while no program it judges is running, so nothing is left
/// behind when it ends this way. O(1).
pub fn default_sigpipe() {
    // SAFETY: `signal` with SIG_DFL installs no handler of ours; no other thread exists yet.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

/// Runs `program` in `dir` with standard input from `input`, standard output into `output` and
/// standard error into `errors`, under `limits`, with this process's environment less Rust's
/// backtrace switches; returns what it used. O(the program's run): at most `limits.time` of
/// wall-clock time, watched every millisecond.
///
/// The child is started by fork and exec (a `pre_exec` hook forces fork over vfork), so its peak
/// memory starts from a copy of this small process, not from this process's own peak. Before
/// exec, the hook puts the child in a process group of its own, sets the file-size cap, no core
/// files, the address-space limit if any, and a CPU-time limit two seconds past the time limit,
/// so a runaway child dies even if the judge does. Once the child has ended, or the time limit
/// has passed, the whole group is killed (whatever the program started is in it unless it left
/// the group on purpose) while the child, as a zombie, still holds the group's id; only then is
/// the child reaped.
pub fn run_limited(
    program: &Path,
    dir: &Path,
    input: &Path,
    output: &Path,
    errors: &Path,
    limits: &Limits,
) -> io::Result<Usage> {
    let cpu_seconds = limits.time.as_secs() + 2;
    let file_bytes = limits.file_bytes;
    let address_space = limits.address_space_bytes;
    let mut command = Command::new(program);
    // A judge does not ask for backtraces; printing one reads debug information and can
    // multiply a failing program's peak memory.
    command
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .current_dir(dir)
        .stdin(Stdio::from(File::open(input)?))
        .stdout(Stdio::from(File::create(output)?))
        .stderr(Stdio::from(File::create(errors)?));
    // SAFETY: the hook runs in the forked child before exec and only calls setpgid and
    // setrlimit, which are async-signal-safe; it allocates nothing (an `io::Error` from an OS
    // error code holds just the code) and reads only values copied into the closure.
    unsafe {
        use std::os::unix::process::CommandExt;
        command.pre_exec(move || {
            let limit = |resource: i32, value: u64| -> io::Result<()> {
                let cap = ResourceLimit {
                    current: value,
                    max: value,
                };
                if setrlimit(resource, &cap) == 0 {
                    Ok(())
                } else {
                    Err(io::Error::last_os_error())
                }
            };
            if setpgid(0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            limit(RLIMIT_CPU, cpu_seconds)?;
            limit(RLIMIT_FSIZE, file_bytes)?;
            limit(RLIMIT_CORE, 0)?;
            if let Some(bytes) = address_space {
                limit(RLIMIT_AS, bytes)?;
            }
            Ok(())
        });
    }
    let started = Instant::now();
    // `spawn` returns once the child has exec'd, so the hook, setpgid included, has run.
    let child = command.spawn()?;
    let mut running = Running {
        pid: child.id() as i32,
        reaped: false,
    };
    let mut timed_out = false;
    while !running.has_ended()? {
        if started.elapsed() >= limits.time {
            timed_out = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let (status, usage) = running.kill_group_and_reap()?;
    let wall_ms = started.elapsed().as_millis() as u64;
    let cpu_us =
        (usage.user.seconds + usage.system.seconds) * 1_000_000 + usage.user.micros + usage.system.micros;
    let end = if timed_out {
        End::TimedOut
    } else if status & 0x7f == 0 {
        End::Exited((status >> 8) & 0xff)
    } else {
        End::Signal(status & 0x7f)
    };
    Ok(Usage {
        wall_ms,
        cpu_ms: (cpu_us.max(0) as u64 + 500) / 1000,
        peak_kib: usage.max_rss_kib.max(0) as u64,
        end,
    })
}

/// A started child that leads its own process group. Dropped before it is reaped (an error on
/// the way), it still kills the group and reaps the child.
struct Running {
    pid: i32,
    reaped: bool,
}

impl Running {
    /// Whether the child has ended, without reaping it: its zombie keeps the group id taken.
    fn has_ended(&self) -> io::Result<bool> {
        let mut info = SignalInfo { words: [0; 16] };
        // SAFETY: pid is our own unreaped child; info is a zeroed buffer of siginfo_t's size.
        let done = unsafe { waitid(P_PID, self.pid as u32, &mut info, WEXITED | WNOHANG | WNOWAIT) };
        if done != 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(info.pid() != 0)
    }

    /// Kills every process of the child's group, then reaps the child: its wait status and
    /// resource usage.
    fn kill_group_and_reap(&mut self) -> io::Result<(i32, ResourceUsage)> {
        // SAFETY: the group id is the pid of our child, not yet reaped, so the id cannot have
        // been reused for another group. Failure (the group is already empty) is harmless.
        unsafe {
            kill(-self.pid, SIGKILL);
        }
        let mut status = 0i32;
        let mut usage = ResourceUsage::default();
        // SAFETY: as above; status and usage are valid for writes. Blocks until the child,
        // killed if it was still running, is reaped.
        let reaped = unsafe { wait4(self.pid, &mut status, 0, &mut usage) };
        self.reaped = true;
        if reaped != self.pid {
            return Err(io::Error::last_os_error());
        }
        Ok((status, usage))
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if !self.reaped {
            let _ = self.kill_group_and_reap();
        }
    }
}

/// Whether standard output is a terminal (`std::io::IsTerminal` needs a newer rustc). O(1).
pub fn stdout_is_terminal() -> bool {
    // SAFETY: `isatty` only inspects the descriptor number it is given; 1 may be closed, which it
    // reports as 0.
    unsafe { isatty(1) == 1 }
}

/// Removes what processes that have ended left in `dir` (a run or a maker killed before it could
/// clean up): each file or folder whose name `pid_of` finds a process id in, where that process
/// is not this one and no longer exists. O(entries).
pub fn remove_left_by_ended(dir: &Path, pid_of: impl Fn(&str) -> Option<&str>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = pid_of(&name).and_then(|pid| pid.parse::<u32>().ok());
        if let Some(pid) = pid {
            if pid != std::process::id() && !process_exists(pid) {
                let path = entry.path();
                let _ = if path.is_dir() {
                    std::fs::remove_dir_all(&path)
                } else {
                    std::fs::remove_file(&path)
                };
            }
        }
    }
}

/// Whether a process with this id exists (Linux: `/proc/<pid>`). Where `/proc` is missing every
/// process is taken to exist, so nothing that may belong to a live process is removed. O(1).
pub fn process_exists(pid: u32) -> bool {
    let proc_dir = Path::new("/proc");
    !proc_dir.join("self").exists() || proc_dir.join(pid.to_string()).exists()
}

#[cfg(test)]
mod tests;
