//! Running a program under a time limit and reading its CPU time and peak memory from the
//! operating system (Linux `wait4` resource usage), the way online judges measure.
//!
//! std has no way to read a child's resource usage, so this module declares the two C functions
//! it needs (`wait4`, `setrlimit`) itself; that is the only `unsafe` in cubesmith.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How a run ended and what it used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Usage {
    /// Wall-clock time from start to exit, milliseconds.
    pub wall_ms: u64,
    /// User plus system CPU time, milliseconds.
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

extern "C" {
    fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut ResourceUsage) -> i32;
    fn setrlimit(resource: i32, limit: *const ResourceLimit) -> i32;
}

const WNOHANG: i32 = 1;
const RLIMIT_CPU: i32 = 0;

/// Runs `program` with standard input from `input`, standard output into `output` and standard
/// error into `errors`; kills it once `limit` of wall-clock time has passed.
///
/// The child is started by fork rather than vfork (a `pre_exec` hook forces that), so its peak
/// memory starts from a copy of this small process, not from this process's own peak. The hook
/// also sets a CPU-time limit one second past `limit`, so a runaway child dies even if the judge
/// does.
pub fn run_limited(
    program: &Path,
    input: &Path,
    output: &Path,
    errors: &Path,
    limit: Duration,
) -> std::io::Result<Usage> {
    let cpu_seconds = limit.as_secs() + 2;
    let mut command = Command::new(program);
    command
        .stdin(Stdio::from(File::open(input)?))
        .stdout(Stdio::from(File::create(output)?))
        .stderr(Stdio::from(File::create(errors)?));
    // SAFETY: the hook runs in the forked child before exec and only calls setrlimit, which is
    // async-signal-safe; the struct it reads lives on the hook's own stack.
    unsafe {
        use std::os::unix::process::CommandExt;
        command.pre_exec(move || {
            let cap = ResourceLimit {
                current: cpu_seconds,
                max: cpu_seconds + 1,
            };
            setrlimit(RLIMIT_CPU, &cap);
            Ok(())
        });
    }
    let started = Instant::now();
    let mut child = command.spawn()?;
    let pid = child.id() as i32;
    let mut status = 0i32;
    let mut usage = ResourceUsage::default();
    let mut timed_out = false;
    loop {
        // SAFETY: pid is our own unreaped child; status and usage are valid for writes.
        let reaped = unsafe { wait4(pid, &mut status, WNOHANG, &mut usage) };
        if reaped == pid {
            break;
        }
        if reaped < 0 {
            return Err(std::io::Error::last_os_error());
        }
        if started.elapsed() >= limit && !timed_out {
            timed_out = true;
            child.kill()?;
            // SAFETY: as above; this call blocks until the killed child is reaped.
            let reaped = unsafe { wait4(pid, &mut status, 0, &mut usage) };
            if reaped != pid {
                return Err(std::io::Error::last_os_error());
            }
            break;
        }
        std::thread::sleep(Duration::from_micros(500));
    }
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
