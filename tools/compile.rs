//! Compiling programs: the compilers found, a source compiled as a judge compiles it, the
//! library compiled once as an rlib and the programs made on demand that link it (`compiler`),
//! all kept in a cache by everything that went into them (`cache`).

pub mod cache;
pub mod compiler;
