//! cubesmith's tools, the `cubesmith` command as a library: `main.rs` only dispatches to
//! [`cli`], and the tests (`tests/`) use the modules directly. One folder a concern; a module
//! imports only those below it here (no two import each other):
//!
//! - [`cli`]: the command line, one table of every command and option (`cli::args`), and one
//!   file per command, which reads its arguments and calls the modules that do the work.
//! - [`problem`]: what a problem is, as data: where cubesmith works and the problems it finds
//!   (`project`), `problem.toml` (`meta`), judge profiles (`profile`), the flat format they are
//!   written in (`fields`), the library's source a bundle carries (`library`), files (`files`).
//! - [`bundle`]: one std-only file per solution, on its own `lexer`.
//! - [`judge`]: compile a bundle as its judge does and run its cases (`process`: a run under
//!   limits; `compare`; `checkers`; `verdict`; `cases`; `report`: text or JSON lines).
//! - [`compile`]: compilers, the library compiled once, programs made on demand, and the cache
//!   they are kept in.
//! - [`hooks`]: a problem's adapter reached through its hook program, compiled on demand.
//! - [`suite`]: the tests every problem gets (`cubesmith test`), and the generators of test
//!   inputs (`suite::generate`).
//! - [`validate`]: the statement's input format and bounds (grammar, parser, interpreter).
//! - [`viewer`]: puzzles drawn as nets in the terminal and on a browser page, answers replayed.
//! - [`solvers`]: the solvers from the command line (`solve`, `throughput`, `optimal`, `bench`).
//! - [`scaffold`]: a new problem's folder (`cubesmith new`).
//! - [`error`]: the typed error every command returns, its exit status decided in one place.
//! - `temp_dir` (tests only): a folder of the system's temporary folder that a test removes
//!   however it ends, shared with the integration tests.

pub mod bundle;
pub mod cli;
pub mod compile;
pub mod error;
pub mod hooks;
pub mod judge;
pub mod problem;
pub mod scaffold;
pub mod solvers;
pub mod suite;
pub mod validate;
pub mod viewer;

#[cfg(test)]
pub mod temp_dir;

/// In the tools' own tests, every allocation is counted per thread, so a test can measure the
/// memory its own thread holds at the most, whatever the tests running beside it allocate.
#[cfg(test)]
pub mod thread_memory {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::cell::Cell;

    thread_local! {
        static HELD: Cell<usize> = const { Cell::new(0) };
        static PEAK: Cell<usize> = const { Cell::new(0) };
    }

    /// The system allocator, counting what each thread holds.
    pub struct Counting;

    // SAFETY: every call is passed on to the system allocator unchanged; the counts are
    // thread-local cells without destructors, which allocate nothing when touched.
    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            held(layout.size() as isize);
            System.alloc(layout)
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            held(-(layout.size() as isize));
            System.dealloc(ptr, layout)
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            held(new_size as isize - layout.size() as isize);
            System.realloc(ptr, layout, new_size)
        }
    }

    /// Adds `bytes` to this thread's count (memory freed by another thread than took it makes
    /// the count drift; the tests that measure free what they take).
    fn held(bytes: isize) {
        let _ = HELD.try_with(|h| {
            let now = (h.get() as isize + bytes).max(0) as usize;
            h.set(now);
            let _ = PEAK.try_with(|p| p.set(p.get().max(now)));
        });
    }

    /// Starts measuring: this thread's peak becomes what it holds now.
    pub fn reset_peak() {
        PEAK.with(|p| p.set(HELD.with(Cell::get)));
    }

    /// The most this thread has held since [`reset_peak`], in bytes.
    pub fn peak() -> usize {
        PEAK.with(Cell::get)
    }

    /// What this thread holds now, in bytes.
    pub fn held_now() -> usize {
        HELD.with(Cell::get)
    }

    #[global_allocator]
    static COUNTING: Counting = Counting;

    #[test]
    fn a_thread_s_allocations_raise_its_peak_and_no_other_s() {
        let before = held_now();
        reset_peak();
        let other = std::thread::spawn(|| vec![1u8; 64 << 20].len());
        let big = vec![1u8; 8 << 20];
        assert_eq!(other.join().unwrap(), 64 << 20);
        assert!(peak() - before >= 8 << 20);
        assert!(peak() - before < 16 << 20, "another thread's memory was counted");
        drop(big);
        assert!(held_now().saturating_sub(before) < 1 << 20);
    }
}
