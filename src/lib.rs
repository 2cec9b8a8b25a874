//! cubesmith: exact, fast solvers for the pocket cube, the 3x3 cube and the die, std only,
//! written to be bundled into one `main.rs` per online-judge problem.
//!
//! The library is three puzzle families and the shared modules:
//!
//! - [`pocket`]: the pocket cube (2x2x2): stickers and colour schemes, coordinates and move
//!   tables, the full distance table, bidirectional search, what a few turns reach;
//! - [`cube3`]: the 3x3 cube: cubies and facelets, move notations, Kociemba's two-phase solver, a
//!   throughput solver for many cubes, optimal short solutions;
//! - [`die`]: the die: orientations, labelled dice, searches on a board, the die maker;
//! - shared: [`io`] (a byte scanner that knows its line, and `run`, the `main` of every adapter),
//!   [`layout`] (a judge's net as data), [`period`] (a walk repeated more times than can be
//!   walked, by its cycle), [`rng`] (a deterministic generator), [`memory`] (huge pages for the
//!   deep optimal solver's table) and [`cases`] (test cases in the online-judge-tools layout,
//!   for a problem's own tests).
//!
//! Each family orders its six faces as its own tables were first written, and those tables
//! (and the numbers the judges and the tests use with them) are built on that order:
//!
//! | family | face order | opposite faces |
//! |---|---|---|
//! | [`cube3`] (`cube3::moves::Face`) | U R F D L B, Kociemba's: his tables, facelet strings, move index `3 * face + quarters - 1` | 3 apart |
//! | [`pocket`] (`pocket::cube::Face`) | U D F B L R, beside LambdaOJ's sticker numbering | differ in the lowest bit |
//! | [`die`] (`die::orientation::Face`) | top bottom north south east west (U D B F R L): the orientation index `4 * top + k` | differ in the lowest bit |
//!
//! One order for all three would renumber Kociemba's and LambdaOJ's published tables or the
//! die's orientations; instead a face converts between families in one way, by its letter: each
//! `Face` has `letter()` and `from_letter()`, so `cube3::moves::Face::from_letter(f.letter())`
//! is the 3x3 face of a pocket or die face `f` (a test checks every face of each family, and
//! that opposite faces stay opposite).
//!
//! A module refers to its siblings as `super::name` and, from inside a family, to the shared
//! modules as `super::super::name`, never `crate::`, so the bundler can paste it inside
//! `mod cubesmith { ... }` unchanged.
//!
//! Solving a pocket cube and rolling a die:
//!
//! ```
//! use cubesmith::die::dice::Die;
//! use cubesmith::die::orientation::{Face, Move};
//! use cubesmith::pocket::bidir::BidirectionalSearch;
//! use cubesmith::pocket::coord::{encode, HALF_TURN};
//! use cubesmith::pocket::net::normalize;
//!
//! // The solved pocket cube, face letters as colours, its front face turned clockwise: sticker
//! // by sticker in LambdaOJ's order. `normalize` checks that it is a real cube.
//! let state = normalize(b"FDLFLUFRDFURBULBRUBLDBDR", None).unwrap();
//! let moves = BidirectionalSearch::new(HALF_TURN).solve(encode(&state));
//! assert_eq!(moves.len(), 1);
//! assert_eq!(HALF_TURN.turns[moves[0]].name(["+", "2", "-"]), "F-");
//!
//! // A die with 1 on top, 2 south, 3 east, 4 west, 5 north and 6 below: rolled east, the west
//! // face comes up.
//! let net = [Face::Top, Face::South, Face::East, Face::West, Face::North, Face::Bottom];
//! let mut die = Die::from_layout([1, 2, 3, 4, 5, 6], net);
//! die.apply(Move::East);
//! assert_eq!(*die.top(), 4);
//! ```
//!
//! The library by family, with the proofs behind each module, is `docs/library.md` in the
//! repository; its examples run as doc tests too (included below only when rustdoc collects
//! tests).
#![cfg_attr(doctest, doc = include_str!("../docs/library.md"))]

// `Default` is implemented where a value is the obvious one and cheap: the solved cube
// (`pocket::cube::Stickers`, `cube3::cubie::Cubies`), the die's starting orientation,
// `cube3::throughput::Effort::DEFAULT`. A type whose `new` builds tables (`TwoPhase`,
// `Throughput`, `Oriented`, `Squares`, `Symmetries`, `Symmetries48`: microseconds to tens of
// milliseconds) has none, and allows clippy's `new_without_default` on that `new` alone:
// `Default` is called where nobody writes it (`mem::take`, `unwrap_or_default`, a derived
// `Default` of a struct holding one), which would hide that cost.

pub mod cases;
pub mod cube3;
pub mod die;
pub mod io;
pub mod layout;
pub mod memory;
pub mod period;
pub mod pocket;
pub mod rng;
