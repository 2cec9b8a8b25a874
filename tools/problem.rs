//! What a problem is, as data: where cubesmith works and the problems it finds (`project`),
//! a problem's `problem.toml` (`meta`), a judge's profile (`profile`), the flat format both are
//! written in (`fields`), the library's source a bundle carries (`library`), and files read and
//! written whole (`files`).

pub mod fields;
pub mod files;
pub mod library;
pub mod meta;
pub mod profile;
pub mod project;
