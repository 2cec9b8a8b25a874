//! Compiles every problem's adapter into the tools and the tests: writes `adapters.rs` into
//! the build's output folder, one `#[path]` module per folder under `problems/` and the table
//! `ADAPTERS` that `tools/registry.rs` serves. Adding a problem folder is all it takes; no
//! problem is named in the code.
//!
//! The hooks an adapter must export follow from its `problem.toml`: every adapter exports
//! `solve`; a `generator = "KIND"` needs the writer that kind uses, a `checker = "KIND"` the
//! reader (see `tools/registry.rs`). The viewer's reader is found in the adapter's text: a line
//! starting `pub fn read_cubes<` (a 3x3 cube's when it returns `Vec<Cubies>` or its colours,
//! `Vec<[u8; 54]>`) or `pub fn read_dice<`.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

/// For each generator kind, the adapter item it calls and the `Writer` variant that wraps it.
const WRITERS: &[(&str, &str)] = &[
    ("pocket-distance", "Cubes"),
    ("pocket-one-turn", "Cubes"),
    ("pocket-solution", "Cubes"),
    ("pocket-distance-between", "Pairs"),
    ("pocket-faces", "Numbered"),
    ("die-maker", "DieOrders"),
    ("cube3-scramble", "Cubies"),
    ("cube3-top-face", "Moves"),
    ("cube3-solved-after", "CubiesWithMoves"),
    ("random", "Random"),
];

/// For each checker kind, the `Reader` variant that wraps the adapter's `read_cubes`.
const READERS: &[(&str, &str)] = &[
    ("pocket-steps", "Cubes"),
    ("pocket-moves", "Cubes"),
    ("cube3-optimal", "Cubies"),
    ("cube3-counted", "Cubies"),
    ("cube3-line", "Cubies"),
];

/// The viewer's readers: the function an adapter exports, what its signature says it returns
/// (empty: anything), the `View` variant that wraps it, and what turns its result into the
/// variant's type (dice get their labels written as text). The first that fits is taken.
const VIEWS: &[(&str, &str, &str, &str)] = &[
    ("read_cubes", "Vec<Cubies>", "Cube3", ""),
    ("read_cubes", "Vec<[u8; FACELETS]>", "Cube3Colours", ""),
    ("read_cubes", "Vec<[u8; 54]>", "Cube3Colours", ""),
    ("read_cubes", "", "Pocket", ""),
    (
        "read_dice",
        "",
        "Dice",
        ".map(|dice| dice.iter().map(labelled).collect())",
    ),
];

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let problems = Path::new(&root).join("problems");
    println!("cargo:rerun-if-changed={}", problems.display());
    let mut ids: Vec<String> = fs::read_dir(&problems)
        .expect("the problems folder")
        .flatten()
        .filter(|e| e.path().join("problem.toml").is_file() && e.path().join("main.rs").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    ids.sort();

    let mut modules = String::new();
    let mut table =
        String::from("/// Every problem's adapter, by id.\npub const ADAPTERS: &[Adapter] = &[\n");
    for (k, id) in ids.iter().enumerate() {
        let dir = problems.join(id);
        let meta = fs::read_to_string(dir.join("problem.toml")).expect("problem.toml is readable");
        let module = format!("adapter_{}", k);
        writeln!(
            modules,
            "#[allow(dead_code)]\n#[path = {:?}]\nmod {};",
            dir.join("main.rs").display().to_string(),
            module
        )
        .unwrap();
        let writer = match value(&meta, "generator").and_then(|g| find(WRITERS, &g)) {
            Some(variant) => format!("Some(Writer::{}({}::write_input))", variant, module),
            None => "None".to_string(),
        };
        let reader = match value(&meta, "checker").and_then(|c| find(READERS, &c)) {
            Some(variant) => format!(
                "Some(Reader::{}(|input: &mut Scanner<&[u8]>| {}::read_cubes(input)))",
                variant, module
            ),
            None => "None".to_string(),
        };
        let source = fs::read_to_string(dir.join("main.rs")).expect("main.rs is readable");
        let view = match VIEWS
            .iter()
            .find(|(hook, returns, _, _)| exports(&source, hook, returns))
        {
            Some((hook, _, variant, wrap)) => format!(
                "Some(View::{}(|input: &mut Scanner<&[u8]>| {}::{}(input){}))",
                variant, module, hook, wrap
            ),
            None => "None".to_string(),
        };
        writeln!(
            table,
            "    Adapter {{\n        id: {:?},\n        solve: |input: &mut Scanner<&[u8]>, out: &mut Vec<u8>| {}::solve(input, out),\n        writer: {},\n        reader: {},\n        view: {},\n    }},",
            id, module, writer, reader, view
        )
        .unwrap();
    }
    table.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("adapters.rs");
    fs::write(out, modules + "\n" + &table).expect("the build's output folder is writable");
}

/// The string value of `key = "value"` in a problem.toml, if set.
fn value(meta: &str, key: &str) -> Option<String> {
    meta.lines().find_map(|line| {
        let (k, v) = line.split_once('=')?;
        if k.trim() != key {
            return None;
        }
        Some(v.trim().trim_matches('"').to_string())
    })
}

/// Whether `source` defines `pub fn NAME<` at the start of a line, an exported hook, whose
/// signature (up to its `{`) mentions `returns`.
fn exports(source: &str, name: &str, returns: &str) -> bool {
    let wanted = format!("\npub fn {}<", name);
    let at = match format!("\n{}", source).find(&wanted) {
        Some(at) => at,
        None => return false,
    };
    let signature = &source[at..];
    signature[..signature.find('{').unwrap_or(signature.len())].contains(returns)
}

fn find(table: &'static [(&'static str, &'static str)], kind: &str) -> Option<&'static str> {
    table.iter().find(|(k, _)| *k == kind).map(|(_, v)| *v)
}
