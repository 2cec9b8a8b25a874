//! The cache of compiled programs (the library, each problem's hook program and unit tests,
//! bundles compiled by the judge), each entry a folder named by a hash of everything that went
//! into it: sources, compiler and flags. An entry is made in a temporary folder and renamed into
//! place, so no reader sees half of one and two makers at once never clash; what a killed maker
//! left is removed by the next one. Where the cache lives: `Project::cache_dir`.

use crate::error::ToolError;
use crate::judge::process::remove_left_by_ended;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

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

/// The cache folder.
pub struct Cache {
    dir: PathBuf,
}

impl Cache {
    /// The cache in folder `dir` (made when first filled). O(1).
    pub fn new(dir: PathBuf) -> Cache {
        Cache { dir }
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
            return Ok(done);
        }
        // One maker per entry in this process (tests ask for the same program from many
        // threads); makers in other processes meet only at the rename.
        let lock = maker_lock(&done);
        let _held = lock.lock().unwrap_or_else(|e| e.into_inner());
        if done.is_dir() {
            return Ok(done);
        }
        let io = |what: &str, path: &Path, e: std::io::Error| {
            ToolError::io(format!("cannot {} {}: {}", what, path.display(), e))
        };
        fs::create_dir_all(&base).map_err(|e| io("create", &base, e))?;
        remove_left_by_ended(&base, |name| name.strip_prefix(".partial-")?.split('-').next());
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let temporary = base.join(format!(
            ".partial-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = fs::remove_dir_all(&temporary);
        fs::create_dir_all(&temporary).map_err(|e| io("create", &temporary, e))?;
        if let Err(e) = make(&temporary) {
            let _ = fs::remove_dir_all(&temporary);
            return Err(e);
        }
        // Another maker may have finished first: its entry is as good as this one.
        if fs::rename(&temporary, &done).is_err() {
            let _ = fs::remove_dir_all(&temporary);
            if !done.is_dir() {
                return Err(ToolError::io(format!("cannot fill {}", done.display())));
            }
        }
        Ok(done)
    }
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
}
