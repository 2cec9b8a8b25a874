//! The 3x3x3 cube: cubies and face turns, the 54 facelets and reading a coloured cube, cubes in
//! judges' nets, move notation, coordinates and pruning tables, the two-phase solver, the squares group's distance tables, and optimal short solutions.

pub mod coord;
pub mod cubie;
pub mod facelet;
pub mod moves;
pub mod net;
pub mod notation;
pub mod optimal;
pub mod optimal_search;
pub mod optimal_table;
pub mod oriented;
pub mod prune;
pub mod squares;
pub mod sym48;
pub mod throughput;
pub mod twophase;
