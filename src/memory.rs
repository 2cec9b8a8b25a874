//! Advice to the operating system about large tables: where a table of gigabytes is read at
//! random, backing it with 2 MiB pages instead of 4 KiB ones means one address-translation entry
//! per 2 MiB instead of 512, so a read misses the cache once instead of twice (the page walk's
//! own entries stop fitting in cache at these sizes). Only advice: nothing changes where the
//! system does not take it.

/// Asks Linux to back the `len` bytes from `start` with transparent huge pages, before they are
/// first touched (pages already backed stay as they are until the kernel merges them). O(1);
/// does nothing on other systems.
#[cfg(target_os = "linux")]
pub fn advise_huge_pages<T>(start: *const T, len: usize) {
    extern "C" {
        fn madvise(addr: *mut u8, len: usize, advice: i32) -> i32;
    }
    const MADV_HUGEPAGE: i32 = 14;
    const PAGE: usize = 4096;
    let begin = (start as usize + PAGE - 1) / PAGE * PAGE;
    let end = (start as usize + len) / PAGE * PAGE;
    if end > begin {
        // SAFETY: the range is page-aligned and lies inside memory the caller owns; the advice
        // changes how pages are backed, never what they hold. A refusal (an old kernel, huge
        // pages turned off) is harmless, so its result is ignored.
        unsafe {
            madvise(begin as *mut u8, end - begin, MADV_HUGEPAGE);
        }
    }
}

/// Does nothing: only Linux is given this advice.
#[cfg(not(target_os = "linux"))]
pub fn advise_huge_pages<T>(_start: *const T, _len: usize) {}

/// `n` values made by `make`, in memory advised to be huge pages before it is first touched:
/// for a table of megabytes or more that is read at random. O(n).
pub fn huge_vec<T>(n: usize, make: impl FnMut() -> T) -> Vec<T> {
    let mut out = Vec::with_capacity(n);
    advise_huge_pages(out.as_ptr(), n * std::mem::size_of::<T>());
    out.extend(std::iter::repeat_with(make).take(n));
    out
}
