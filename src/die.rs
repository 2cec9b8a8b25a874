//! The die: how it lies, its labels, reading moves, the board it rolls on, shortest paths on that
//! board, and the die-maker solver.
//!
//! The modules build on one another in this order: `orientation` (the six positions, compass
//! directions, the four rolls and two spins, the 24 orientations as an index 0..24 with moves as
//! table lookups), `dice` (a die with a label of any type on each face: equality up to rotation,
//! canonical form, turning given labels to the top and front), `notation` (moves read from
//! `"EESWN"` or words such as `North` and `Right`), `grid` (a rectangular board of cells),
//! `input` (a die read as six numbers in the order a problem lists its faces), `board` (what
//! lies on the cells: rows of numbers or letters read from a judge's input, regions
//! of equal cells), `search` (breadth-first search and Dijkstra over cell, orientation and a
//! problem's own extra state), `net` (cells of a board folded onto the die by rolling it over
//! them: whether six squares fold into a cube) and `maker` (the smallest roll string giving each face a number of
//! landings, AOJ 1197).

pub mod board;
pub mod dice;
pub mod grid;
pub mod input;
pub mod maker;
pub mod net;
pub mod notation;
pub mod orientation;
pub mod search;
