//! Looking at puzzles: `show` (the command, and the judge's failure pages), the nets a puzzle is
//! drawn as (`nets`), the browser page (`page`), a puzzle's moves (`turn`) replayed (`moves`) and
//! named in a problem's notation (`names`).

pub mod moves;
pub mod names;
pub mod nets;
pub mod page;
pub mod show;
pub mod turn;
