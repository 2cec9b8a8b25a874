//! cubesmith's tools, the `cubesmith` command as a library: its thin `main` (`main.rs`) parses
//! the command line and calls these modules, and the tests (`tests/`) use them directly.
//!
//! - The command line: [`args`] (one table parses every command's arguments and writes the
//!   usage text).
//! - A problem and its data: [`project`] (the checkout, its problems and library modules),
//!   [`meta`] (a problem's `problem.toml` as types), [`profile`] (a judge's profile,
//!   `judges/<key>.toml`), [`fields`] (the flat format both are written in), [`error`] (the
//!   one-line error every command returns), [`registry`] (every adapter compiled in, by the build
//!   script, with the hooks its `problem.toml` declares).
//! - Making a submission: [`bundle`] (one std-only file per problem) on [`lexer`].
//! - Judging it: [`judge`] (compile as the judge does, run every case) on [`process`] (a run
//!   under limits), [`compare`] (outputs as streams), [`checkers`] (answers that are moves),
//!   [`report`] (text or JSON lines); [`validate`] (the statement's input format and bounds).
//! - Tests: [`generate`] (inputs with answers known by construction), [`scaffold`] (a new
//!   problem's folder).
//! - Looking at puzzles: [`show`] (the `show` command and the judge's failure pages), [`view`]
//!   (nets), [`moves`] and [`names`] (answers replayed), [`page`] (the browser page).
//! - The solvers from the command line: [`solve`], [`bench`], [`throughput`],
//!   [`optimal`] (the deep optimal solver on many random cubes).

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
