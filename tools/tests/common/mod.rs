//! What the tests that run the `cubesmith` command share: running it, the checkout, a
//! throwaway folder, copying folders into a throwaway checkout.

// Each test file uses a part of this module.
#![allow(dead_code)]

use std::fs;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `cubesmith ARGS` in folder `dir`, to its end.
pub fn cubesmith(dir: &Path, args: &[&str]) -> Output {
    // Programs are cached by content: every test shares the checkout's cache.
    Command::new(env!("CARGO_BIN_EXE_cubesmith"))
        .args(args)
        .env("CUBESMITH_CACHE", root().join("target").join("cubesmith-cache"))
        .current_dir(dir)
        .output()
        .expect("the cubesmith binary runs")
}

/// The checkout the tools were built from.
pub fn root() -> PathBuf {
    let tools = Path::new(env!("CARGO_MANIFEST_DIR"));
    tools
        .parent()
        .expect("tools/ is inside the checkout")
        .to_path_buf()
}

/// Output as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Copies folder `from` into `to`, files and subfolders.
pub fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A folder of the system's temporary folder made empty for one test, and removed with
/// everything in it when the test ends, passed or failed (it is dropped as a panic unwinds).
pub struct TempDir(PathBuf);

impl TempDir {
    /// The folder `cubesmith-NAME-PID`, emptied if a killed run left it. O(what it held).
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
