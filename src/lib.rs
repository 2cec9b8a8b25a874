//! cubesmith: exact, fast solvers for the pocket cube, the 3x3 cube and the die, written to be
//! bundled into one std-only file per online-judge problem. The README below is the crate's
//! documentation, and its examples run as doc tests.
//!
//! The library is three puzzle families (`pocket`, `cube3`, and the die in `die`) and the shared
//! modules (`io`, `layout`, `rng`). A module refers to its siblings as `super::name` and, from
//! inside a family, to the shared modules as `super::super::name`, never `crate::`, so the
//! bundler can paste it inside `mod cubesmith { ... }` unchanged.
#![doc = include_str!("../README.md")]
// A solver's `new` builds its tables (milliseconds): a `Default` would hide that cost, and would
// be one more item in every bundle.
#![allow(clippy::new_without_default)]

pub mod cube3;
pub mod die;
pub mod io;
pub mod layout;
pub mod pocket;
pub mod rng;
