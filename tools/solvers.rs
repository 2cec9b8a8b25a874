//! The solvers from the command line: one cube (`solve`), many random cubes by the throughput
//! solver (`throughput`) or optimally on a table (`optimal`), and in-process timings (`bench`).

pub mod bench;
pub mod optimal;
pub mod solve;
pub mod tables;
pub mod throughput;
