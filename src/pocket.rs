//! The pocket cube (2x2x2): stickers and colours, whole-cube rotations, coordinates and move
//! tables, the full distance table, and the bidirectional search.
//!
//! The modules build on one another in this order: `cube` (the model: the 24 stickers, corners,
//! turns, legal states), `net` (coloured cubes in a judge's input: colour schemes, reading and
//! checking a cube, writing its colours back), `relate` (the turns between two cubes, rotation
//! free), `rotation` (the 24 rotations, from geometry), `coord` (states as numbers 0..3,674,160
//! and move tables), `table` (every state's distance), `bidir` (one state's optimal solution in
//! under 1 MiB). `faces` looks at a coloured cube's faces as they are, and `reach` at the most
//! faces complete within a few quarter turns; `notation` names turns the way a judge writes
//! them.

pub mod bidir;
pub mod coord;
pub mod cube;
pub mod faces;
pub mod net;
pub mod notation;
pub mod reach;
pub mod relate;
pub mod rotation;
pub mod table;
