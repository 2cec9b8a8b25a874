//! Builds into the tools what an installed `cubesmith` needs outside a checkout: the library's
//! source (every `src/**/*.rs` but the unit tests' `tests.rs`), the judge profiles
//! (`judges/*.toml`), the library's version and the commit the tools were built from. It writes
//! `embedded.rs` into the build's output folder, which `library.rs` and `profile.rs` include.
//!
//! No problem is compiled in: adding or editing a problem folder rebuilds nothing of the tools
//! (the tools compile an adapter on demand, `hooks/`).

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let tools = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = tools
        .parent()
        .expect("tools/ is inside the checkout")
        .to_path_buf();
    for watched in ["src", "judges", "Cargo.toml"] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }
    let mut library = Vec::new();
    rust_files(&root.join("src"), &root.join("src"), &mut library);
    library.sort();
    let mut judges: Vec<String> = fs::read_dir(root.join("judges"))
        .expect("the judges folder")
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.strip_suffix(".toml").map(str::to_string))
        .collect();
    judges.sort();

    let mut out = String::new();
    out.push_str("/// The library's source files, by path below `src/`.\n");
    out.push_str("pub const LIBRARY_FILES: &[(&str, &str)] = &[\n");
    for file in &library {
        let path = root.join("src").join(file);
        writeln!(
            out,
            "    ({:?}, include_str!({:?})),",
            file,
            path.display().to_string()
        )
        .unwrap();
    }
    out.push_str("];\n/// The judge profiles, by key.\n");
    out.push_str("pub const JUDGE_FILES: &[(&str, &str)] = &[\n");
    for key in &judges {
        let path = root.join("judges").join(format!("{}.toml", key));
        writeln!(
            out,
            "    ({:?}, include_str!({:?})),",
            key,
            path.display().to_string()
        )
        .unwrap();
    }
    out.push_str("];\n");
    writeln!(
        out,
        "/// The library's version (its `Cargo.toml`).\npub const LIBRARY_VERSION: &str = {:?};",
        library_version(&root)
    )
    .unwrap();
    writeln!(
        out,
        "/// The commit the tools were built from.\npub const BUILT_FROM: &str = {:?};",
        commit(&root)
    )
    .unwrap();
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded.rs");
    fs::write(dest, out).expect("the build's output folder is writable");
}

/// Every `.rs` file under `dir` but `tests.rs`, as paths below `base` with `/` separators.
fn rust_files(base: &Path, dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("a library folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(base, &path, out);
        } else if path.extension().map_or(false, |e| e == "rs") && entry.file_name() != "tests.rs" {
            let relative = path.strip_prefix(base).expect("below the base");
            let parts: Vec<String> = relative
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            out.push(parts.join("/"));
        }
    }
}

/// The `version = "..."` of the checkout's `Cargo.toml` (the library's package).
fn library_version(root: &Path) -> String {
    let text = fs::read_to_string(root.join("Cargo.toml")).expect("the library's Cargo.toml");
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("version"))
        .filter_map(|rest| rest.trim().strip_prefix('='))
        .map(|v| v.trim().trim_matches('"').to_string())
        .next()
        .unwrap_or_else(|| "unknown".to_string())
}

/// The checkout's commit, marked when the library has local changes; `unknown` outside git.
fn commit(root: &Path) -> String {
    let git = |args: &[&str]| -> Option<String> {
        let out = Command::new("git").args(args).current_dir(root).output().ok()?;
        if out.status.success() {
            Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
        } else {
            None
        }
    };
    match git(&["rev-parse", "--short=12", "HEAD"]) {
        Some(c) if !c.is_empty() => match git(&["status", "--porcelain", "--", "src", "Cargo.toml"]) {
            Some(changes) if changes.is_empty() => c,
            _ => format!("{} with local changes", c),
        },
        _ => "unknown".to_string(),
    }
}
