//! The cache of compiled programs (the library, each problem's hook program and unit tests,
//! bundles compiled by the judge), each entry a folder named by a hash of everything that went
//! into it: sources, compiler and flags. An entry is made in a temporary folder and renamed into
//! place, so no reader sees half of one and two makers at once never clash; what a killed maker
//! left is removed by the next one. Where the cache lives: `Project::cache_dir`.
//!
//! The entries are kept within a budget of bytes ([`DEFAULT_LIMIT_GB`], `CUBESMITH_CACHE_GB`):
//! every library change makes a new compiled program of every bundle, so without one the
//! cache grows by gigabytes a day of work. Each entry records when it was last used; once the
//! entries pass the budget, the least recently used go first, but never one used within
//! [`GRACE_SECS`], which a running process may still be about to read.

use crate::error::ToolError;
use crate::judge::process::remove_left_by_ended;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A 128-bit content hash (FNV-1a), as 32 hex digits: stable across runs and builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key(u128);

impl Key {
    /// The hash of `parts`, each one's length hashed before it, so no two lists of parts give
    /// the same bytes. O(total size).
    pub fn of(parts: &[&[u8]]) -> Key {
        const OFFSET: u128 = 0x6c62272e07bb014262b821756295c58d;
        const PRIME: u128 = 0x0000000001000000000000000000013b;
        let mut hash = OFFSET;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                hash ^= u128::from(b);
                hash = hash.wrapping_mul(PRIME);
            }
        };
        for part in parts {
            eat(&(part.len() as u64).to_le_bytes());
            eat(part);
        }
        Key(hash)
    }

    /// The key as 32 hex digits. O(1).
    pub fn hex(self) -> String {
        format!("{:032x}", self.0)
    }
}

/// The budget of the cache's entries, in gigabytes, where `CUBESMITH_CACHE_GB` does not set
/// one: room for about two versions of the library's every bundle, hooks and tests (one full
/// judge of the catalogue makes about 4.3 GB of them).
pub const DEFAULT_LIMIT_GB: f64 = 10.0;

/// An entry used within this many seconds is never removed to keep the budget: a process may
/// have been handed its path and not run it yet.
pub const GRACE_SECS: u64 = 3600;

/// The file in an entry that says when it was last used, in seconds since 1970.
const USED: &str = "used";

/// The cache folder.
pub struct Cache {
    dir: PathBuf,
    limit: u64,
}

impl Cache {
    /// The cache in folder `dir` (made when first filled), its entries kept within
    /// `CUBESMITH_CACHE_GB` gigabytes (a decimal number; where unset or not a number of at least
    /// 0, [`DEFAULT_LIMIT_GB`]). O(1).
    pub fn new(dir: PathBuf) -> Cache {
        let gb = std::env::var("CUBESMITH_CACHE_GB")
            .ok()
            .and_then(|v| v.trim().parse::<f64>().ok())
            .filter(|gb| gb.is_finite() && *gb >= 0.0)
            .unwrap_or(DEFAULT_LIMIT_GB);
        Cache::with_limit(dir, (gb * 1e9) as u64)
    }

    /// The cache in folder `dir`, its entries kept within `limit` bytes. O(1).
    pub fn with_limit(dir: PathBuf, limit: u64) -> Cache {
        Cache { dir, limit }
    }

    /// The cache's folder. O(1).
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The folder of entry `kind/<key>`, made by `make` if it is not there yet: `make` fills a
    /// fresh folder, which is renamed into place when it succeeds and removed when it fails. O(1)
    /// for an entry already there; else `make`'s cost, and O(files of the kind's folder) to clear
    /// what ended makers left.
    pub fn entry(
        &self,
        kind: &str,
        key: Key,
        make: impl FnOnce(&Path) -> Result<(), ToolError>,
    ) -> Result<PathBuf, ToolError> {
        let base = self.dir.join(kind);
        let done = base.join(key.hex());
        if done.is_dir() {
            mark_used(&done, SystemTime::now());
            return Ok(done);
        }
        // One maker per entry in this process (tests ask for the same program from many
        // threads); makers in other processes meet only at the rename.
        let lock = maker_lock(&done);
        let _held = lock.lock().unwrap_or_else(|e| e.into_inner());
        if done.is_dir() {
            mark_used(&done, SystemTime::now());
            return Ok(done);
        }
        let io = |what: &str, path: &Path, e: std::io::Error| {
            ToolError::io(format!("cannot {} {}: {}", what, path.display(), e))
        };
        fs::create_dir_all(&base).map_err(|e| io("create", &base, e))?;
        remove_left_by_ended(&base, |name| name.strip_prefix(".partial-")?.split('-').next());
        let temporary = partial_in(&base);
        let _ = fs::remove_dir_all(&temporary);
        fs::create_dir_all(&temporary).map_err(|e| io("create", &temporary, e))?;
        if let Err(e) = make(&temporary) {
            let _ = fs::remove_dir_all(&temporary);
            return Err(e);
        }
        mark_used(&temporary, SystemTime::now());
        let made = folder_bytes(&temporary);
        // Another maker may have finished first: its entry is as good as this one.
        if fs::rename(&temporary, &done).is_err() {
            let _ = fs::remove_dir_all(&temporary);
            if !done.is_dir() {
                return Err(ToolError::io(format!("cannot fill {}", done.display())));
            }
        }
        self.made(made);
        Ok(done)
    }

    /// Counts `bytes` more in the cache, and trims it where that may pass the budget. The
    /// cache's size is found by one walk over its entries the first time in a process, then
    /// followed by what the process adds (other processes' entries are found at the next walk,
    /// when the count passes the budget). O(1), or O(entries) when it walks.
    fn made(&self, bytes: u64) {
        static SIZES: Mutex<Vec<(PathBuf, u64)>> = Mutex::new(Vec::new());
        let mut sizes = SIZES.lock().unwrap_or_else(|e| e.into_inner());
        let known = sizes.iter().position(|(dir, _)| *dir == self.dir);
        match known {
            Some(i) if sizes[i].1 + bytes <= self.limit => sizes[i].1 += bytes,
            Some(i) => sizes[i].1 = self.trim(SystemTime::now()),
            None => sizes.push((self.dir.clone(), self.trim(SystemTime::now()))),
        }
    }

    /// Removes the least recently used entries (of every kind) while the entries take more
    /// than the budget, sparing those used within [`GRACE_SECS`] of `now`; returns the bytes
    /// the entries take after. An entry is renamed out of place before it is removed, so no
    /// reader finds half of one. O(entries * files an entry).
    pub fn trim(&self, now: SystemTime) -> u64 {
        let mut entries = self.entries();
        let mut size: u64 = entries.iter().map(|e| e.bytes).sum();
        entries.sort_by(|a, b| (a.used, &a.path).cmp(&(b.used, &b.path)));
        let spared = now
            .checked_sub(Duration::from_secs(GRACE_SECS))
            .unwrap_or(UNIX_EPOCH);
        for entry in entries {
            if size <= self.limit || entry.used >= spared {
                break;
            }
            if remove_entry(&entry.path) {
                size -= entry.bytes;
            }
        }
        size
    }

    /// Every entry of every kind: the folders named by a key inside the cache's folders.
    /// O(entries * files an entry).
    fn entries(&self) -> Vec<Entry> {
        let mut entries = Vec::new();
        for kind in read_dirs(&self.dir) {
            for path in read_dirs(&kind) {
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                if name.len() == 32 && name.bytes().all(|b| b.is_ascii_hexdigit()) {
                    entries.push(Entry {
                        used: last_used(&path),
                        bytes: folder_bytes(&path),
                        path,
                    });
                }
            }
        }
        entries
    }
}

/// An entry of the cache, as the budget sees it.
struct Entry {
    path: PathBuf,
    used: SystemTime,
    bytes: u64,
}

/// The folders inside `dir` (none where it cannot be read). O(its files).
fn read_dirs(dir: &Path) -> Vec<PathBuf> {
    let listed = fs::read_dir(dir).into_iter().flatten().flatten();
    listed
        .filter(|e| e.file_type().map(|t| t.is_dir()).unwrap_or(false))
        .map(|e| e.path())
        .collect()
}

/// The bytes of the files in folder `dir` (an entry's files are all at its top). O(files).
fn folder_bytes(dir: &Path) -> u64 {
    let listed = fs::read_dir(dir).into_iter().flatten().flatten();
    listed.filter_map(|e| e.metadata().ok()).map(|m| m.len()).sum()
}

/// Records in entry `dir` that it was used at `at`. A failure (a read-only cache) only makes
/// the entry look older. O(1).
fn mark_used(dir: &Path, at: SystemTime) {
    let seconds = at.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let _ = fs::write(dir.join(USED), seconds.to_string());
}

/// When entry `dir` was last used: as its record says; where it has none (an entry made
/// before entries kept one), when its folder last changed. O(1).
fn last_used(dir: &Path) -> SystemTime {
    let recorded = fs::read_to_string(dir.join(USED))
        .ok()
        .and_then(|t| t.trim().parse::<u64>().ok());
    match recorded {
        Some(seconds) => UNIX_EPOCH + Duration::from_secs(seconds),
        None => fs::metadata(dir).and_then(|m| m.modified()).unwrap_or(UNIX_EPOCH),
    }
}

/// Removes entry `path`: renamed out of place first (as a maker's temporary folder, which
/// the next maker clears if this process ends first), then deleted. Whether it is gone. O(its
/// files).
fn remove_entry(path: &Path) -> bool {
    let aside = partial_in(path.parent().unwrap_or(path));
    if fs::rename(path, &aside).is_err() {
        return false;
    }
    let _ = fs::remove_dir_all(&aside);
    true
}

/// A fresh name in folder `base` for a folder out of place (an entry being made or removed):
/// `.partial-<process>-<count>`, which the next maker clears once this process has ended. O(1).
fn partial_in(base: &Path) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    base.join(format!(
        ".partial-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    ))
}

/// The lock that makers of entry `done` in this process take.
fn maker_lock(done: &Path) -> Arc<Mutex<()>> {
    static LOCKS: Mutex<Vec<(PathBuf, Arc<Mutex<()>>)>> = Mutex::new(Vec::new());
    let mut locks = LOCKS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, lock)) = locks.iter().find(|(p, _)| p == done) {
        return lock.clone();
    }
    let lock = Arc::new(Mutex::new(()));
    locks.push((done.to_path_buf(), lock.clone()));
    lock
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_differ_with_any_part_and_with_where_parts_split() {
        let a = Key::of(&[b"ab", b"c"]);
        assert_eq!(a, Key::of(&[b"ab", b"c"]));
        assert_ne!(a, Key::of(&[b"a", b"bc"]));
        assert_ne!(a, Key::of(&[b"ab", b"d"]));
        assert_eq!(a.hex().len(), 32);
    }

    #[test]
    fn an_entry_is_made_once_and_a_failed_one_leaves_nothing() {
        let dir = std::env::temp_dir().join(format!("cubesmith-cache-test-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let cache = Cache::new(dir.clone());
        let key = Key::of(&[b"x"]);
        let made = cache
            .entry("k", key, |d| {
                fs::write(d.join("f"), "1").map_err(|e| ToolError::failed(e.to_string()))
            })
            .unwrap();
        assert_eq!(fs::read_to_string(made.join("f")).unwrap(), "1");
        let again = cache.entry("k", key, |_| panic!("made twice")).unwrap();
        assert_eq!(made, again);
        let other = Key::of(&[b"y"]);
        let failed = cache.entry("k", other, |_| Err(ToolError::failed("no".to_string())));
        assert!(failed.is_err());
        let left: Vec<_> = fs::read_dir(dir.join("k")).unwrap().flatten().collect();
        assert_eq!(left.len(), 1, "only the made entry stays");
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A cache of `limit` bytes in a fresh folder with `entries` of kind `k` (100 bytes of
    /// content each, named by a name), each recorded as used `ago` seconds before `now`; its
    /// folder, and the bytes an entry takes.
    fn filled(test: &str, limit: u64, now: SystemTime, entries: &[(&str, u64)]) -> (Cache, PathBuf, u64) {
        let dir = std::env::temp_dir().join(format!("cubesmith-cache-{}-{}", test, std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let cache = Cache::with_limit(dir.clone(), limit);
        let mut bytes = 0;
        for &(name, ago) in entries {
            let made = cache
                .entry("k", Key::of(&[name.as_bytes()]), |d| {
                    fs::write(d.join("program"), [7u8; 100]).map_err(|e| ToolError::failed(e.to_string()))
                })
                .unwrap();
            mark_used(&made, now - Duration::from_secs(ago));
            bytes = folder_bytes(&made);
        }
        (cache, dir, bytes)
    }

    /// Whether each of the entries named `names` is still in the cache in `dir`.
    fn kept(dir: &Path, names: &[&str]) -> Vec<bool> {
        let path = |name: &str| dir.join("k").join(Key::of(&[name.as_bytes()]).hex());
        names.iter().map(|&name| path(name).is_dir()).collect()
    }

    #[test]
    fn past_the_budget_the_least_recently_used_go_first() {
        let now = SystemTime::now();
        let hour = 3600;
        let used = [
            ("a", 10 * hour),
            ("b", 3 * hour),
            ("c", 5 * hour),
            ("d", 2 * hour),
        ];
        let (_, dir, bytes) = filled("lru", u64::MAX, now, &used);
        let cache = Cache::with_limit(dir.clone(), 2 * bytes);
        // A table or a maker's temporary folder beside the entries is neither counted nor removed.
        fs::write(dir.join("optimal-x.table"), [0u8; 1000]).unwrap();
        fs::create_dir_all(dir.join("k").join(".partial-1-0")).unwrap();
        assert_eq!(cache.trim(now), 2 * bytes);
        assert_eq!(kept(&dir, &["a", "b", "c", "d"]), [false, true, false, true]);
        assert!(dir.join("optimal-x.table").is_file() && dir.join("k").join(".partial-1-0").is_dir());
        // Within the budget nothing goes.
        assert_eq!(cache.trim(now), 2 * bytes);
        assert_eq!(kept(&dir, &["b", "d"]), [true, true]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn entries_used_within_the_grace_stay_past_the_budget() {
        let now = SystemTime::now();
        let used = [("old", 2 * GRACE_SECS), ("recent", GRACE_SECS / 2), ("now", 0)];
        let (_, dir, bytes) = filled("grace", u64::MAX, now, &used);
        let cache = Cache::with_limit(dir.clone(), 0);
        assert_eq!(
            cache.trim(now),
            2 * bytes,
            "over the budget of 0, the two recent ones stay"
        );
        assert_eq!(kept(&dir, &["old", "recent", "now"]), [false, true, true]);
        // An entry without a record counts as used when its folder last changed: now.
        let recent = dir.join("k").join(Key::of(&[b"recent"]).hex());
        fs::remove_file(recent.join(USED)).unwrap();
        let later = now + Duration::from_secs(GRACE_SECS / 2 + 1);
        assert_eq!(cache.trim(later), folder_bytes(&recent) + bytes);
        assert_eq!(kept(&dir, &["recent", "now"]), [true, true]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_hit_records_its_use_and_making_trims_the_cache() {
        let now = SystemTime::now();
        let day = 24 * 3600;
        let (cache, dir, _) = filled("hit", u64::MAX, now, &[("a", 2 * day), ("b", day)]);
        let a = cache
            .entry("k", Key::of(&[b"a"]), |_| panic!("made twice"))
            .unwrap();
        assert!(
            last_used(&a) + Duration::from_secs(60) >= now,
            "the hit is recorded"
        );
        // A small budget: the next entry made removes the least recently used, now b.
        let (a_bytes, b) = (folder_bytes(&a), dir.join("k").join(Key::of(&[b"b"]).hex()));
        let small = Cache::with_limit(dir.clone(), 2 * a_bytes + 50);
        small
            .entry("k", Key::of(&[b"c"]), |d| {
                fs::write(d.join("program"), [1u8; 100]).map_err(|e| ToolError::failed(e.to_string()))
            })
            .unwrap();
        assert!(!b.exists());
        assert_eq!(kept(&dir, &["a", "c"]), [true, true]);
        fs::remove_dir_all(&dir).unwrap();
    }
}
