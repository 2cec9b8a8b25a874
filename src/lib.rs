//! cubesmith: exact, fast solvers for pocket-cube and die puzzles, written to be bundled into one
//! std-only file per online-judge problem. The README below is the crate's documentation, and its
//! examples run as doc tests.
//!
//! Every module is a flat file that refers to its siblings as `super::name`, never `crate::`, so
//! the bundler can paste it inside a `mod cubesmith { ... }` unchanged.
#![doc = include_str!("../README.md")]

pub mod bidir;
pub mod coord;
pub mod cube;
pub mod die;
pub mod io;
pub mod rng;
pub mod rotation;
pub mod table;
