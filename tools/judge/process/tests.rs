use super::*;
use std::fs;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh folder under the system's temporary folder holding an executable shell script
/// `run.sh` with `body`, and an empty input file.
fn script(body: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "cubesmith-process-test-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join("run.sh");
    fs::write(&path, format!("#!/bin/sh\n{}", body)).unwrap();
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    fs::write(dir.join("in"), "").unwrap();
    dir
}

fn run(dir: &Path, limits: &Limits) -> Usage {
    run_limited(
        &dir.join("run.sh"),
        dir,
        &dir.join("in"),
        &dir.join("out"),
        &dir.join("err"),
        limits,
    )
    .unwrap()
}

fn limits(time_ms: u64) -> Limits {
    Limits {
        time: Duration::from_millis(time_ms),
        file_bytes: 1 << 20,
        address_space_bytes: None,
    }
}

/// Whether process `pid` is still alive and still the `sleep SECONDS` the script started (a
/// zombie, or a reused pid, counts as gone).
fn sleeper_alive(pid: u32, seconds: &str) -> bool {
    let cmdline = fs::read(format!("/proc/{}/cmdline", pid)).unwrap_or_default();
    cmdline == format!("sleep\0{}\0", seconds).into_bytes()
}

/// Waits until the sleeper is gone, however long the machine takes to deliver a kill (up to a
/// minute); if it never goes, kills it so the test leaves nothing behind, and fails.
fn assert_gone(pid: u32, seconds: &str) {
    for _ in 0..600 {
        if !sleeper_alive(pid, seconds) {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
    panic!("the program's child {} outlived the run", pid);
}

fn sleeper_pid(dir: &Path) -> u32 {
    fs::read_to_string(dir.join("pid"))
        .unwrap()
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn what_a_program_started_dies_with_it_when_it_exits() {
    let seconds = format!("{}1", std::process::id());
    let dir = script(&format!("sleep {} &\necho $! > pid\nexit 0\n", seconds));
    let usage = run(&dir, &limits(60_000));
    assert_eq!(usage.end, End::Exited(0));
    assert_gone(sleeper_pid(&dir), &seconds);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn what_a_program_started_dies_with_it_at_the_time_limit() {
    let seconds = format!("{}2", std::process::id());
    // The script waits for its child for ever, so it ends only when killed.
    let dir = script(&format!("sleep {} &\necho $! > pid\nwait\n", seconds));
    // It waits for ever; the limit only leaves the script ample time to start its child.
    let usage = run(&dir, &limits(5_000));
    assert_eq!(usage.end, End::TimedOut);
    assert_gone(sleeper_pid(&dir), &seconds);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn output_stops_at_the_file_size_cap() {
    // `yes` writes for ever; the cap ends it, whatever the time.
    let dir = script("exec yes\n");
    let mut caps = limits(600_000);
    caps.file_bytes = 100_000;
    let usage = run(&dir, &caps);
    assert_eq!(usage.end, End::Signal(SIGNAL_FILE_SIZE));
    assert_eq!(fs::metadata(dir.join("out")).unwrap().len(), 100_000);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_program_runs_in_the_given_folder_with_its_input() {
    let dir = script("cat\npwd >&2\nexit 3\n");
    fs::write(dir.join("in"), "hello\n").unwrap();
    let usage = run(&dir, &limits(60_000));
    assert_eq!(usage.end, End::Exited(3));
    assert_eq!(fs::read_to_string(dir.join("out")).unwrap(), "hello\n");
    let shown = fs::read_to_string(dir.join("err")).unwrap();
    assert_eq!(
        Path::new(shown.trim()).canonicalize().unwrap(),
        dir.canonicalize().unwrap()
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_address_space_limit_is_set_when_asked() {
    // `ulimit -v` reports the address-space limit the shell runs under, in KiB.
    let dir = script("ulimit -v\n");
    let mut caps = limits(60_000);
    caps.address_space_bytes = Some(64 << 20);
    let usage = run(&dir, &caps);
    assert_eq!(usage.end, End::Exited(0));
    assert_eq!(fs::read_to_string(dir.join("out")).unwrap().trim(), "65536");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_process_that_exists_is_seen() {
    assert!(process_exists(std::process::id()));
    // Above any pid Linux hands out (at most 2^22).
    assert!(!process_exists(u32::MAX));
}
