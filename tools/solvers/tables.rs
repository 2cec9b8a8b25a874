//! The pruning tables of the deep optimal solver, as the commands use them: which `--table`
//! names which table ([`Choice`]: a 16-symmetric shape of `cube3::optimal_table`, or a
//! 48-symmetric one of `cube3::sym48`), and the cache they are kept in ([`cache_dir`]:
//! `$CUBESMITH_CACHE`, else `cubesmith-cache` in the `target` directory the program was built
//! in), one file per table, written beside and renamed into place; a file that fails its checks
//! is built again, with one line on stderr saying why.

use crate::error::ToolError;
use cubesmith::cube3::optimal_table::{self, Progress, Shape, Storage, Table};
use cubesmith::cube3::sym48::{Shape48, Table48};
use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A table `--table` names: one of either family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A 16-symmetric table ([`Shape::ALL`]'s names).
    Sym16(Shape),
    /// A 48-symmetric table, kept based ([`Shape48::ALL`]'s names).
    Sym48(Shape48),
}

impl Choice {
    /// The table called `name`, or a message that lists the names. O(names).
    pub fn named(name: &str) -> Result<Choice, String> {
        let sixteen = Shape::named(name).map(Choice::Sym16);
        sixteen
            .or_else(|| Shape48::named(name).map(Choice::Sym48))
            .ok_or_else(|| format!("--table takes {}, found '{}'", table_names(), name))
    }

    /// The table's name. O(names).
    pub fn name(self) -> &'static str {
        match self {
            Choice::Sym16(shape) => shape.name(),
            Choice::Sym48(shape) => shape.name(),
        }
    }
}

/// The names `--table` takes, for messages: "tiny, small, ... or sym48-7". O(shapes).
pub fn table_names() -> String {
    let sixteen = Shape::ALL.iter().map(|&(n, _)| n);
    let names: Vec<&str> = sixteen.chain(Shape48::ALL.iter().map(|&(n, _)| n)).collect();
    let (last, rest) = names.split_last().expect("shapes have names");
    format!("{} or {}", rest.join(", "), last)
}

/// Where tables are kept: `$CUBESMITH_CACHE`; else `cubesmith-cache` in the `target` directory
/// the running program was built in, whatever the current directory (so a table of gigabytes
/// is built once per checkout, not once per directory it is run from); else, for a program
/// outside any `target` directory, the user's cache (`$XDG_CACHE_HOME/cubesmith`, else
/// `$HOME/.cache/cubesmith`); else `target/cubesmith-cache` under the current directory.
/// O(length of the program's path).
pub fn cache_dir() -> PathBuf {
    let var = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    cache_dir_from(
        var("CUBESMITH_CACHE"),
        std::env::current_exe().ok(),
        var("XDG_CACHE_HOME"),
        var("HOME"),
    )
}

/// [`cache_dir`]'s choice, given the variable, the program's path and the user's directories.
fn cache_dir_from(
    cache: Option<PathBuf>,
    exe: Option<PathBuf>,
    xdg_cache: Option<PathBuf>,
    home: Option<PathBuf>,
) -> PathBuf {
    let built_in = || {
        let exe = exe?;
        let target = exe
            .ancestors()
            .skip(1)
            .find(|dir| dir.file_name() == Some("target".as_ref()))?;
        Some(target.join("cubesmith-cache"))
    };
    let user = || {
        let base = xdg_cache.or_else(|| Some(home?.join(".cache")))?;
        Some(base.join("cubesmith"))
    };
    cache
        .or_else(built_in)
        .or_else(user)
        .unwrap_or_else(|| Path::new("target").join("cubesmith-cache"))
}

/// The file of the table called `name` in `dir`; the format version is in the name, so an old
/// file is left alone rather than read. O(length of the path).
pub fn table_path(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!(
        "optimal-{}-v{}.table",
        name,
        optimal_table::FORMAT_VERSION
    ))
}

/// The table of `shape` from `dir`, or built (with a progress line on stderr) and written there
/// when it is missing or fails its checks (then one line says why). A packed table (in mod 3,
/// or based) is packed from the table of distances of the same coordinates, which is loaded or
/// built and kept first (`sorted-huge`, 15.1 GB, beside `sorted-huge-based`). A table that
/// cannot be written is still used, with a line saying so.
///
/// The table is then moved into huge pages where it is not all in them (see
/// [`Table::settle_in_huge_pages`]); a line says so where a large one still is not. O(entries /
/// 16) to read a kept table, O(entries * 18) lookups to build one ([`Table::build`]).
pub fn load_or_build(shape: Shape, dir: &Path) -> Result<Table, ToolError> {
    let table = cached_or_built(shape, dir)?;
    settle(table.settle_in_huge_pages(), table.bytes(), shape.name());
    Ok(table)
}

/// Says on one line where a large table (`bytes`, called `name`) is still not all in huge
/// pages once settled there (`share`, if the system says).
fn settle(share: Option<f64>, bytes: usize, name: &str) {
    if let Some(share) = share {
        if share < 0.9 && bytes >= 1 << 30 {
            eprintln!(
                "cubesmith: only {:.0}% of the {} table is in huge pages (the memory is fragmented): \
                 searches may take about 1.3 times as long",
                share * 100.0,
                name
            );
        }
    }
}

/// The 48-symmetric table of `shape`, kept based, from `dir`, or built (with a progress line
/// on stderr) and written there, as [`load_or_build`] does for the 16-symmetric tables; the
/// table as built (4 bits an entry, twice the memory) is not kept. O(entries / 16) to read a
/// kept table; a build is O(kept cosets * 13^ext) ([`Table48::build`]: about a quarter of an
/// hour for `sym48-6` on two cores).
pub fn load_or_build48(shape: Shape48, dir: &Path) -> Result<Table48, ToolError> {
    let path = table_path(dir, shape.name());
    let mut table = None;
    if path.is_file() {
        match Table48::read_file(shape, true, &path, threads()) {
            Ok(read) => table = Some(read),
            Err(why) => eprintln!(
                "cubesmith: {} is damaged ({}): building it again",
                path.display(),
                why
            ),
        }
    }
    let table = match table {
        Some(table) => table,
        None => {
            let table = build48(shape);
            keep(|out| table.write_to(out), &path);
            table
        }
    };
    settle(table.settle_in_huge_pages(), table.bytes(), shape.name());
    Ok(table)
}

/// Builds the 48-symmetric table of `shape` on every core, showing its progress, and packs it
/// based, then a line when done.
fn build48(shape: Shape48) -> Table48 {
    let start = Instant::now();
    let mut last = Instant::now();
    let table = Table48::build(shape.index(), shape.reach, threads(), |done, of| {
        if last.elapsed().as_millis() < 500 && done != of {
            return;
        }
        last = Instant::now();
        eprint!(
            "\rcubesmith: building the {} table: walks from {}% of the cosets at {} moves; {:.0} s so far   ",
            shape.name(),
            100 * done / of.max(1),
            shape.reach.short,
            start.elapsed().as_secs_f64()
        );
    })
    .into_based();
    eprintln!(
        "\rcubesmith: built the {} table in {:.1} s: {} entries, {} bytes kept based{:30}",
        shape.name(),
        start.elapsed().as_secs_f64(),
        table.len(),
        table.bytes(),
        ""
    );
    table
}

/// [`load_or_build`], the table left in whatever pages it was given.
fn cached_or_built(shape: Shape, dir: &Path) -> Result<Table, ToolError> {
    let path = table_path(dir, shape.name());
    if path.is_file() {
        match Table::read_file(shape, &path, threads()) {
            Ok(table) => return Ok(table),
            Err(why) => eprintln!(
                "cubesmith: {} is damaged ({}): building it again",
                path.display(),
                why
            ),
        }
    }
    let table = if shape.storage == Storage::Exact {
        build(shape)
    } else {
        // Packed from the table of distances of the same coordinates, loaded or built and kept.
        let exact = cached_or_built(shape.exact(), dir)?;
        let start = Instant::now();
        let table = exact.stored(shape.storage, threads());
        eprintln!(
            "cubesmith: packed the {} table in {:.1} s: {} bytes",
            shape.name(),
            start.elapsed().as_secs_f64(),
            table.bytes()
        );
        table
    };
    keep(|out| table.write_to(out), &path);
    Ok(table)
}

/// Builds the table of `shape` on every core, showing its progress, then a line when done.
fn build(shape: Shape) -> Table {
    let start = Instant::now();
    let table = Table::build(shape, threads(), show_progress(shape));
    eprintln!(
        "\rcubesmith: built the {} table in {:.1} s: {} entries, {} bytes{:30}",
        shape.name(),
        start.elapsed().as_secs_f64(),
        table.index().len(),
        table.bytes(),
        ""
    );
    table
}

/// Writes a table to `path` by `write` (beside, then renamed), or says on one line why it could
/// not.
fn keep(write: impl Fn(&mut BufWriter<File>) -> std::io::Result<()>, path: &Path) {
    if let Err(e) = write_beside(write, path) {
        eprintln!("cubesmith: could not keep the table in {}: {}", path.display(), e);
    }
}

/// The cores to build and search on: all the machine says it has. O(1).
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A progress line, rewritten in place at most twice a second.
fn show_progress(shape: Shape) -> impl FnMut(&Progress) {
    let mut last = Instant::now();
    move |p: &Progress| {
        if last.elapsed().as_millis() < 500 && p.done != p.chunks {
            return;
        }
        last = Instant::now();
        let left = p.layer_left().map_or(String::new(), |d| {
            format!(", about {:.0} s left in it", d.as_secs_f64())
        });
        eprint!(
            "\rcubesmith: building the {} table: depth {} ({}), {}% of the layer{}; {:.1}% of entries reached before it; {:.0} s so far   ",
            shape.name(),
            p.depth,
            if p.backward { "backward" } else { "forward" },
            100 * p.done / p.chunks.max(1),
            left,
            100.0 * p.reached as f64 / p.entries as f64,
            p.elapsed.as_secs_f64()
        );
    }
}

/// Writes a table by `write` to a file beside `path`, then renames it into place, so that `path`
/// is never half-written.
fn write_beside(
    write: impl Fn(&mut BufWriter<File>) -> std::io::Result<()>,
    path: &Path,
) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let temporary = path.with_extension(format!("partial-{}", std::process::id()));
    let written = File::create(&temporary).and_then(|file| {
        let mut out = BufWriter::with_capacity(1 << 20, file);
        write(&mut out)?;
        out.into_inner().map_err(|e| e.into_error())?.sync_all()
    });
    match written {
        Ok(()) => std::fs::rename(&temporary, path),
        Err(e) => {
            let _ = std::fs::remove_file(&temporary);
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests;
