//! A folder of the system's temporary folder for one test, removed when the test ends, passed
//! or failed. The tools' own tests and the integration tests under `tests/` (through
//! `tests/common`) share this one file.

use std::fs;
use std::ops::Deref;
use std::path::{Path, PathBuf};

/// The folder `cubesmith-NAME-PID`, empty when made, removed with everything in it when
/// dropped, as a failing test's panic unwinds too.
pub struct TempDir(PathBuf);

impl TempDir {
    /// Makes the folder, emptied first if a killed run left it. O(what it held).
    ///
    /// # Panics
    ///
    /// If the folder cannot be made.
    pub fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("cubesmith-{}-{}", name, std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Deref for TempDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for TempDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}
