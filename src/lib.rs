//! cubesmith: exact, fast solvers for pocket-cube and die puzzles, written to be bundled into one
//! std-only file per online-judge problem. The README below is the crate's documentation, and its
//! examples run as doc tests.
//!
//! The library is three puzzle families (`pocket`, and the die in `die`) and the shared modules
//! (`io`, `rng`). A module refers to its siblings as `super::name` and, from inside a family, to
//! the shared modules as `super::super::name`, never `crate::`, so the bundler can paste it inside
//! `mod cubesmith { ... }` unchanged.
#![doc = include_str!("../README.md")]

pub mod cube3;
pub mod die;
pub mod io;
pub mod layout;
pub mod pocket;
pub mod rng;
