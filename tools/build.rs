//! Compiles every problem's adapter into the tools and the tests: writes `adapters.rs` into
//! the build's output folder, one `#[path]` module per folder under `problems/` and the table
//! `ADAPTERS` that `registry.rs` serves. Adding a problem folder is all it takes; no
//! problem is named in the code.
//!
//! The hooks an adapter exports are declared in its `problem.toml`, read by the tools' own
//! parser (`meta.rs`): every adapter exports `solve`; a `generator = "KIND"` needs the
//! `write_input` that kind calls, a `checker = "KIND"` the `read_cubes` it replays answers on,
//! and `view = "KIND"` the viewer's reader. The table names each hook with the type the kind
//! expects, so a hook of another shape is a compile error, and a fault in `problem.toml` stops
//! the build with one line naming the file, line and key.
//!
//! The build runs again when a `problem.toml` changes (the compiler follows the adapters'
//! sources itself), not for test files. A problem folder added since the last build is not
//! compiled in until the build runs again (`touch tools/build.rs`); the tools say so when they
//! need its hooks.

#[allow(dead_code)] // The build reads the metadata, not every helper around it.
#[path = "error.rs"]
mod error;
#[allow(dead_code)]
#[path = "fields.rs"]
mod fields;
#[allow(dead_code)]
#[path = "meta.rs"]
mod meta;

use meta::{Compare, Meta};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

fn main() {
    let tools = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let problems = Path::new(&tools)
        .parent()
        .expect("tools/ is inside the checkout")
        .join("problems");
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
    for id in &ids {
        let dir = problems.join(id);
        let toml = dir.join("problem.toml");
        println!("cargo:rerun-if-changed={}", toml.display());
        let text = fs::read_to_string(&toml).expect("problem.toml is readable");
        let meta = match Meta::parse(&toml, &text) {
            Ok(meta) => meta,
            Err(fault) => {
                eprintln!("error: {}", fault);
                std::process::exit(1);
            }
        };
        let module = format!("problem_{}", id.replace('-', "_"));
        writeln!(
            modules,
            "#[allow(dead_code)]\n#[path = {:?}]\nmod {};",
            dir.join("main.rs").display().to_string(),
            module
        )
        .unwrap();
        writeln!(
            table,
            "    Adapter {{\n        id: {:?},\n        solve: |input: &mut Scanner<&[u8]>, out: &mut Vec<u8>| {}::solve(input, out),\n        writer: {},\n        reader: {},\n        view: {},\n    }},",
            id,
            module,
            writer(&meta, &module),
            reader(&meta, &module),
            view(&meta, &module)
        )
        .unwrap();
    }
    table.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("adapters.rs");
    fs::write(out, modules + "\n" + &table).expect("the build's output folder is writable");
}

/// The adapter's `write_input`, wrapped as its generator's kind expects.
fn writer(meta: &Meta, module: &str) -> String {
    match meta.generator {
        Some(kind) => format!("Some(Writer::{}({}::write_input))", kind.writer(), module),
        None => "None".to_string(),
    }
}

/// The adapter's `read_cubes`, wrapped as its checker's kind expects.
fn reader(meta: &Meta, module: &str) -> String {
    match meta.compare {
        Compare::Checker(kind) => format!(
            "Some(Reader::{}(|input: &mut Scanner<&[u8]>| {}::read_cubes(input)))",
            kind.reader(),
            module
        ),
        _ => "None".to_string(),
    }
}

/// The adapter's viewer reader, wrapped as its `view` kind expects (dice labels and cube
/// symbols written as text).
fn view(meta: &Meta, module: &str) -> String {
    let kind = match meta.view {
        Some(kind) => kind,
        None => return "None".to_string(),
    };
    let (hook, variant) = kind.hook();
    let wrap = match kind {
        meta::View::Dice => ".map(|dice| dice.iter().map(labelled).collect())",
        meta::View::Pocket | meta::View::Cube3 => ".map(symbols)",
        meta::View::PocketNumbered => "",
        meta::View::Cube3Turns => ".map(turned)",
        meta::View::DiceRolls => ".map(rolled)",
        meta::View::DiceWalks => ".map(walked)",
        meta::View::DiceBoards => ".map(toured)",
    };
    format!(
        "Some(View::{}(|input: &mut Scanner<&[u8]>| {}::{}(input){}))",
        variant, module, hook, wrap
    )
}
