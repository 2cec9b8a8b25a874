//! cubesmith's tools, the `cubesmith` command as a library: its thin `main` (`main.rs`) parses
//! the command line and calls these modules, and the tests (`tests/`) use them directly.
//!
//! - The command line: [`args`] (one table parses every command's arguments and writes the
//!   usage text).
//! - A problem and its data: [`project`] (the checkout, its problems and library modules),
//!   [`meta`] (a problem's `problem.toml` as types), [`profile`] (a judge's profile,
//!   `judges/<key>.toml`), [`fields`] (the flat format both are written in), [`error`] (the
//!   one-line error every command returns), [`registry`] (every adapter compiled in, by the build
//!   script, with the hooks its `problem.toml` declares).
//! - Making a submission: [`bundle`] (one std-only file per problem) on [`lexer`].
//! - Judging it: [`judge`] (compile as the judge does, run every case) on [`process`] (a run
//!   under limits), [`compare`] (outputs as streams), [`checkers`] (answers that are moves),
//!   [`report`] (text or JSON lines); [`validate`] (the statement's input format and bounds).
//! - Tests: [`generate`] (inputs with answers known by construction), [`scaffold`] (a new
//!   problem's folder).
//! - Looking at puzzles: [`show`] (the `show` command and the judge's failure pages), [`view`]
//!   (nets), [`moves`] and [`names`] (answers replayed), [`page`] (the browser page).
//! - The solvers from the command line: [`solve`], [`bench`], [`throughput`],
//!   [`optimal`] (the deep optimal solver on many random cubes).

pub mod args;
pub mod bench;
pub mod bundle;
pub mod checkers;
pub mod compare;
pub mod error;
pub mod fields;
pub mod generate;
pub mod judge;
pub mod lexer;
pub mod meta;
pub mod moves;
pub mod names;
pub mod optimal;
pub mod page;
pub mod process;
pub mod profile;
pub mod project;
pub mod registry;
pub mod report;
pub mod scaffold;
pub mod show;
pub mod solve;
pub mod throughput;
pub mod validate;
pub mod view;
