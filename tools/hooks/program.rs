//! The source of a problem's hook program: its adapter as a module, the wire format
//! (`wire.rs`), and a `hook` function that calls each hook `problem.toml` declares and puts what
//! it returns on the wire. Each hook is called with the type its kind expects, so an adapter
//! whose hook has another shape fails to compile, the compiler naming the adapter's own line.

use crate::problem::meta::{Checker, Compare, Generator, Meta, View};
use std::path::Path;

/// The program's `main.rs` for the adapter at `adapter` with metadata `meta`; `wire.rs` is
/// written beside it. O(length of the text).
pub fn source(id: &str, adapter: &Path, meta: &Meta) -> String {
    let mut arms = String::new();
    if let Some(kind) = meta.generator {
        arms.push_str(&format!("        \"write-input\" => {},\n", writer(kind)));
    }
    if let Compare::Checker(kind) = meta.compare {
        arms.push_str(&format!(
            "        \"read-cubes\" => wire::reply_with::<Vec<{}>>(adapter::read_cubes(&mut input)),\n",
            cubes(kind)
        ));
    }
    if let Some(kind) = meta.view {
        arms.push_str(&format!("        \"view\" => {},\n", view(kind)));
    }
    format!(
        r#"// The hook program of {id}, made by cubesmith: the adapter's hooks, called by the tools
// through the wire format of wire.rs.
#[allow(dead_code, unused_imports)]
#[path = {adapter:?}]
mod adapter;
#[allow(dead_code)]
#[path = "wire.rs"]
mod wire;

use cubesmith::io::Scanner;

#[allow(unused_mut, unused_variables)]
fn hook(name: &str, request: &[u8]) -> Option<wire::Called> {{
    let mut input = Scanner::new(request);
    Some(match name {{
        "solve" => {{
            let mut out = Vec::new();
            match adapter::solve(&mut input, &mut out) {{
                Ok(()) => Ok(out),
                Err(e) => Err((out, e)),
            }}
        }}
        "solve-traced" => wire::solve_traced(request, |input, out| adapter::solve(input, out)),
{arms}        _ => return None,
    }})
}}

fn main() {{
    wire::serve(hook)
}}
"#,
        id = id,
        adapter = adapter.display().to_string(),
        arms = arms
    )
}

/// The call of the adapter's `write_input` for generator `kind`, with the cases it takes.
fn writer(kind: Generator) -> String {
    let cases = match kind {
        Generator::PocketDistance | Generator::PocketOneTurn | Generator::PocketSolution => {
            "cubesmith::pocket::cube::Stickers"
        }
        Generator::PocketDistanceBetween => {
            "(cubesmith::pocket::cube::Stickers, cubesmith::pocket::cube::Stickers)"
        }
        Generator::PocketFaces => "(u8, cubesmith::pocket::cube::Stickers)",
        Generator::DieMaker => "([u32; 6], u64, u64)",
        Generator::Cube3Scramble => "cubesmith::cube3::cubie::Cubies",
        Generator::Cube3TopFace => "Vec<cubesmith::cube3::moves::Move>",
        Generator::Cube3SolvedAfter => {
            "(cubesmith::cube3::cubie::Cubies, Vec<cubesmith::cube3::moves::Move>)"
        }
        Generator::Random => return "wire::write_random(request, adapter::write_input)".to_string(),
    };
    format!("wire::write_input::<{}>(request, adapter::write_input)", cases)
}

/// The puzzles checker `kind` replays answers on.
fn cubes(kind: Checker) -> &'static str {
    match kind {
        Checker::PocketSteps | Checker::PocketMoves => "cubesmith::pocket::cube::Stickers",
        Checker::Cube3Optimal | Checker::Cube3Counted | Checker::Cube3Line => {
            "cubesmith::cube3::cubie::Cubies"
        }
    }
}

/// The call of the viewer's reader for view `kind`, its puzzles put as text.
fn view(kind: View) -> String {
    let (hook, shape) = match kind {
        View::Pocket => ("read_symbols", "wire::Seen::Pocket(wire::symbols(v))"),
        View::PocketNumbered => ("read_cubes", "wire::Seen::PocketNumbered(v)"),
        View::Cube3 => ("read_symbols", "wire::Seen::Cube3(wire::symbols(v))"),
        View::Dice => ("read_dice", "wire::Seen::Dice(wire::labelled_all(v))"),
        View::Cube3Turns => ("read_turns", "wire::Seen::Cube3Turns(wire::turned(v))"),
        View::DiceRolls => ("read_rolls", "wire::Seen::DiceRolls(wire::rolled(v))"),
        View::DiceWalks => ("read_walks", "wire::Seen::DiceWalks(wire::walked(v))"),
        View::DiceBoards => ("read_boards", "wire::Seen::DiceBoards(wire::toured(v))"),
    };
    format!(
        "wire::reply_with(adapter::{}(&mut input).map(|v| {}))",
        hook, shape
    )
}
