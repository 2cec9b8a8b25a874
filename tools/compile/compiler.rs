//! Compilers and compiling: the rustc a run uses; one source compiled as a judge compiles it;
//! the library compiled once as an rlib that the programs made on demand link (each problem's
//! hook program and unit tests, `hooks`), kept in the cache (`cache`) by everything that went
//! into them.

use crate::compile::cache::{Cache, Key};
use crate::error::ToolError;
use crate::problem::library::Origin;
use crate::problem::profile::{Edition, Version};
use crate::problem::project::Project;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// The oldest rustc the bundles are checked with (editions 2015 to 2021): Debian 12's.
pub const OLDEST_RUSTC: Version = Version(1, 63);

/// A rustc that can be run.
#[derive(Clone, Debug)]
pub struct Compiler {
    /// How to run it: a path, or a name on the PATH.
    pub path: String,
    /// Its version.
    pub version: Version,
    /// Its `--version` line.
    pub line: String,
}

impl Compiler {
    /// Runs `path --version`; `None` if it cannot be run or says no version. O(1): one run.
    pub fn probe(path: &str) -> Option<Compiler> {
        let out = Command::new(path).arg("--version").output().ok()?;
        let line = String::from_utf8_lossy(&out.stdout).trim().to_string();
        let version = Version::parse(&line)?;
        Some(Compiler {
            path: path.to_string(),
            version,
            line,
        })
    }

    /// The compilers to judge with: every `explicit` one (a usage error if one cannot be run),
    /// then `rustc` on the PATH and Debian's `/usr/bin/rustc` where they run; one of each
    /// version, oldest first. O(explicit + 2) runs of `--version`.
    pub fn find(explicit: &[String]) -> Result<Vec<Compiler>, ToolError> {
        let mut found: Vec<Compiler> = Vec::new();
        for path in explicit {
            let compiler = Compiler::probe(path).ok_or_else(|| {
                ToolError::usage(format!(
                    "cannot run the compiler '{}': install rustc or pass --rustc PATH",
                    path
                ))
            })?;
            found.push(compiler);
        }
        for path in ["rustc", "/usr/bin/rustc"].iter() {
            if let Some(compiler) = Compiler::probe(path) {
                found.push(compiler);
            }
        }
        found.sort_by_key(|c| c.version);
        found.dedup_by_key(|c| c.version);
        if found.is_empty() {
            return Err(ToolError::usage(
                "no rustc found: install one (rustup, or Debian's rustc) or pass --rustc PATH".to_string(),
            ));
        }
        Ok(found)
    }

    /// The oldest of `compilers` that knows `edition`. O(compilers).
    pub fn for_edition(compilers: &[Compiler], edition: Edition) -> Option<&Compiler> {
        compilers.iter().find(|c| c.version >= edition.first_rustc())
    }
}

/// What compiling produced.
pub struct Compiled {
    /// Whether it compiled.
    pub ok: bool,
    /// The compiler's messages: errors, warnings.
    pub messages: String,
}

/// Compiles `source` into `binary` with `compiler` in `edition`, with `flags`. O(1) runs of the
/// compiler: one.
pub fn compile(
    compiler: &Compiler,
    edition: Edition,
    flags: &[String],
    source: &Path,
    binary: &Path,
) -> Result<Compiled, ToolError> {
    let out = Command::new(&compiler.path)
        .args(["--edition", edition.name()])
        .args(flags)
        .arg("-o")
        .arg(binary)
        .arg(source)
        .output()
        .map_err(|e| {
            ToolError::usage(format!(
                "cannot run the compiler '{}': {}; install rustc or pass --rustc PATH",
                compiler.path, e
            ))
        })?;
    Ok(Compiled {
        ok: out.status.success(),
        messages: String::from_utf8_lossy(&out.stderr).into_owned(),
    })
}

/// `source` compiled into a program as [`compile`] does, from the cache or made there: what the
/// compiler said, and the program's path if it compiled. Keyed by the compiler, the edition, the
/// flags, the source's path and its bytes, so a second judging of an unchanged bundle runs its
/// cases only; the compiler's messages are kept and given again. O(size of `source`) to find it
/// in the cache, and one compile if it is not there.
pub fn compile_cached(
    cache: &Cache,
    compiler: &Compiler,
    edition: Edition,
    flags: &[String],
    source: &Path,
) -> Result<(Compiled, Option<PathBuf>), ToolError> {
    let bytes =
        fs::read(source).map_err(|e| ToolError::io(format!("cannot read {}: {}", source.display(), e)))?;
    let shown = source.to_string_lossy().into_owned();
    let mut parts: Vec<&[u8]> = vec![
        compiler.line.as_bytes(),
        edition.name().as_bytes(),
        shown.as_bytes(),
        &bytes,
    ];
    parts.extend(flags.iter().map(|f| f.as_bytes()));
    let entry = cache.entry("bundles", Key::of(&parts), |dir| {
        let compiled = compile(compiler, edition, flags, source, &dir.join("program"))?;
        let io = |e: std::io::Error| ToolError::io(format!("cannot write into {}: {}", dir.display(), e));
        fs::write(dir.join("messages.txt"), &compiled.messages).map_err(io)?;
        if compiled.ok {
            fs::write(dir.join("compiled"), "").map_err(io)?;
        }
        Ok(())
    })?;
    let ok = entry.join("compiled").is_file();
    let messages = fs::read_to_string(entry.join("messages.txt")).unwrap_or_default();
    let program = if ok { Some(entry.join("program")) } else { None };
    Ok((Compiled { ok, messages }, program))
}

/// The flags of the programs made on demand: optimised, as the exhaustive tests need, with
/// overflow checks and debug assertions on, so a fault shows as a panic.
const ON_DEMAND_FLAGS: [&str; 6] = [
    "-C",
    "opt-level=3",
    "-C",
    "debug-assertions=on",
    "-C",
    "overflow-checks=on",
];

/// The edition programs made on demand are compiled in (every adapter compiles in all of them).
const ON_DEMAND_EDITION: Edition = Edition::E2021;

impl Compiler {
    /// The compiler programs made on demand use: `rustc` on the PATH, asked its version once a
    /// process. O(1): at most one run of `rustc --version`.
    pub fn current() -> Result<Compiler, ToolError> {
        static FOUND: Mutex<Option<Compiler>> = Mutex::new(None);
        let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
        if found.is_none() {
            *found = Compiler::probe("rustc");
        }
        found.clone().ok_or_else(|| {
            ToolError::usage("no rustc on the PATH: install one (rustup, or Debian's rustc)".to_string())
        })
    }
}

/// The library compiled as an rlib with `compiler`, from the cache or made there: the path of
/// `libcubesmith.rlib`. Keyed by every library file, the compiler and the flags. O(the library's
/// size) to find it in the cache, and one compile of the library if it is not there.
pub fn library_rlib(project: &Project, cache: &Cache, compiler: &Compiler) -> Result<PathBuf, ToolError> {
    // The library does not change while a process runs: its files are read and hashed once.
    static FOUND: Mutex<Vec<(String, PathBuf)>> = Mutex::new(Vec::new());
    let asked = format!(
        "{:?} {} {}",
        project.library.origin,
        compiler.line,
        cache.dir().display()
    );
    let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, rlib)) = found.iter().find(|(key, _)| *key == asked) {
        return Ok(rlib.clone());
    }
    let rlib = make_library_rlib(project, cache, compiler)?;
    found.push((asked, rlib.clone()));
    Ok(rlib)
}

/// [`library_rlib`], its files read and hashed. O(the library's size), and one compile of it
/// when it is not in the cache.
fn make_library_rlib(project: &Project, cache: &Cache, compiler: &Compiler) -> Result<PathBuf, ToolError> {
    let files = project.library.files()?;
    let mut parts: Vec<&[u8]> = vec![compiler.line.as_bytes(), ON_DEMAND_EDITION.name().as_bytes()];
    parts.extend(ON_DEMAND_FLAGS.iter().map(|f| f.as_bytes()));
    for (path, text) in &files {
        parts.push(path.as_bytes());
        parts.push(text.as_bytes());
    }
    let entry = cache.entry("library", Key::of(&parts), |dir| {
        // Built-in sources are written out first; a folder's are compiled where they are.
        let root = match &project.library.origin {
            Origin::Folder(root) => root.clone(),
            Origin::Embedded => {
                for (path, text) in &files {
                    let file = dir.join("src").join(path);
                    fs::create_dir_all(file.parent().expect("a file has a folder"))
                        .and_then(|_| fs::write(&file, text))
                        .map_err(|e| ToolError::io(format!("cannot write {}: {}", file.display(), e)))?;
                }
                dir.to_path_buf()
            }
        };
        let mut command = Command::new(&compiler.path);
        command
            .args(["--crate-name", "cubesmith", "--crate-type", "rlib"])
            .args(["--edition", ON_DEMAND_EDITION.name()])
            .args(ON_DEMAND_FLAGS)
            .args(["--cap-lints", "allow", "--out-dir"])
            .arg(dir)
            .arg(root.join("src").join("lib.rs"));
        compiled_by(
            &mut command,
            &compiler.path,
            &format!("the library ({})", project.library.describe()),
        )
    })?;
    Ok(entry.join("libcubesmith.rlib"))
}

/// Runs the compiler `command` (the program `path`): a compile error of `what` quotes the
/// compiler, whose messages name the sources' own files and lines. O(one compile).
fn compiled_by(command: &mut Command, path: &str, what: &str) -> Result<(), ToolError> {
    let out = command
        .output()
        .map_err(|e| ToolError::usage(format!("cannot run {}: {}", path, e)))?;
    if out.status.success() {
        return Ok(());
    }
    Err(ToolError::compile(format!(
        "{} does not compile:\n{}",
        what,
        String::from_utf8_lossy(&out.stderr).trim_end()
    )))
}

/// What a program made on demand is made of.
pub struct Recipe<'a> {
    /// Its kind, the cache's folder for it: `hooks`, `tests`.
    pub kind: &'a str,
    /// Files to write beside it before compiling (a generated `main`), by name.
    pub files: Vec<(String, String)>,
    /// The file to compile: one of `files` by name, or a path.
    pub main: PathBuf,
    /// Everything else the program depends on, for its key (the sources it includes).
    pub inputs: Vec<Vec<u8>>,
    /// Whether it is a test harness (`rustc --test`).
    pub test: bool,
    /// Whether every warning, clippy's lints included where clippy is installed, fails the
    /// compile: for the catalogue's unit tests, which `cargo clippy` does not see.
    pub strict: bool,
    /// Whether it links the library (a problem's own checker is std only).
    pub library: bool,
}

/// The program `recipe` describes, linked with the library, from the cache or made there: the
/// path of its binary. A compile error is a failure that quotes the compiler, whose messages
/// name the sources' own files and lines. O(the recipe's files and inputs) to find it in the
/// cache, the library's rlib as [`library_rlib`], and one compile if it is not there.
pub fn program(project: &Project, cache: &Cache, recipe: &Recipe<'_>) -> Result<PathBuf, ToolError> {
    let compiler = Compiler::current()?;
    let rlib = library_rlib(project, cache, &compiler)?;
    // clippy-driver takes rustc's arguments and adds its lints.
    let driver = if recipe.strict {
        Compiler::probe("clippy-driver").filter(|c| c.version == compiler.version)
    } else {
        None
    };
    let driver_line = driver.as_ref().map_or(String::new(), |d| d.line.clone());
    let rlib_key = rlib
        .parent()
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut parts: Vec<&[u8]> = vec![
        compiler.line.as_bytes(),
        rlib_key.as_bytes(),
        if recipe.test { b"test" } else { b"main" },
        if recipe.library { b"library" } else { b"std" },
        if recipe.strict { b"strict" } else { b"lenient" },
        driver_line.as_bytes(),
    ];
    let main = recipe.main.to_string_lossy().into_owned();
    parts.push(main.as_bytes());
    for (name, text) in &recipe.files {
        parts.push(name.as_bytes());
        parts.push(text.as_bytes());
    }
    parts.extend(recipe.inputs.iter().map(|i| i.as_slice()));
    let entry = cache.entry(recipe.kind, Key::of(&parts), |dir| {
        for (name, text) in &recipe.files {
            fs::write(dir.join(name), text)
                .map_err(|e| ToolError::io(format!("cannot write into {}: {}", dir.display(), e)))?;
        }
        let main = if recipe.main.is_absolute() {
            recipe.main.clone()
        } else {
            dir.join(&recipe.main)
        };
        let mut command = Command::new(driver.as_ref().map_or(&compiler.path, |d| &d.path));
        if recipe.strict {
            command.args(["-D", "warnings"]);
        }
        command
            .args(["--edition", ON_DEMAND_EDITION.name()])
            .args(ON_DEMAND_FLAGS)
            .arg("-o")
            .arg(dir.join("program"));
        if recipe.library {
            command
                .arg("--extern")
                .arg(format!("cubesmith={}", rlib.display()));
        }
        if recipe.test {
            command.arg("--test");
        }
        command.arg(&main);
        compiled_by(&mut command, &compiler.path, &recipe.main.display().to_string())
    })?;
    Ok(entry.join("program"))
}

/// The key parts of every `.rs` file in `dir` (not below it), sorted by name: what a problem's
/// programs include from its folder (`main.rs`, `tests.rs`). O(the files' total size).
pub fn folder_sources(dir: &Path) -> Vec<Vec<u8>> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().map_or(false, |e| e == "rs"))
        .collect();
    files.sort();
    let mut parts = Vec::new();
    for file in files {
        parts.push(file.to_string_lossy().into_owned().into_bytes());
        parts.push(fs::read(&file).unwrap_or_default());
    }
    parts
}
