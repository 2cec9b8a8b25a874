//! What the tests that run the `cubesmith` command share: running it, the checkout, a
//! throwaway folder, copying folders into a throwaway checkout.

// Each test file uses a part of this module.
#![allow(dead_code)]

#[path = "../../temp_dir.rs"]
pub mod temp_dir;

use std::fs;
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
