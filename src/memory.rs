//! Advice to the operating system about large tables: where a table of gigabytes is read at
//! random, backing it with 2 MiB pages instead of 4 KiB ones means one address-translation entry
//! per 2 MiB instead of 512, so a read misses the cache once instead of twice (the page walk's
//! own entries stop fitting in cache at these sizes). Only advice: nothing changes where the
//! system does not take it.

/// Asks Linux to back the `len` bytes from `start` with transparent huge pages, before they are
/// first touched (pages already backed stay as they are until the kernel merges them). O(1);
/// does nothing on other systems and processors.
///
/// The call is `madvise(MADV_HUGEPAGE)` made as a system call: an `extern` block for the C
/// function would have to be `unsafe extern` in edition 2024, which rustc 1.63 cannot parse.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
pub fn advise_huge_pages<T>(start: *const T, len: usize) {
    /// `madvise`'s number among x86-64 Linux system calls, and its advice for huge pages.
    const MADVISE: usize = 28;
    const MADV_HUGEPAGE: usize = 14;
    const PAGE: usize = 4096;
    let begin = (start as usize + PAGE - 1) / PAGE * PAGE;
    let end = (start as usize + len) / PAGE * PAGE;
    if end > begin {
        // SAFETY: madvise reads and writes no memory of ours; it changes how the pages of a
        // page-aligned range inside the caller's allocation are backed, never what they hold.
        // A system call clobbers rcx and r11, declared here. Its result is ignored: a refusal
        // (huge pages not built into the kernel) is harmless.
        unsafe {
            std::arch::asm!(
                "syscall",
                inlateout("rax") MADVISE => _,
                in("rdi") begin,
                in("rsi") end - begin,
                in("rdx") MADV_HUGEPAGE,
                lateout("rcx") _,
                lateout("r11") _,
                options(nostack),
            );
        }
    }
}

/// Does nothing: only Linux on x86-64 is given this advice.
#[cfg(not(all(target_os = "linux", target_arch = "x86_64")))]
pub fn advise_huge_pages<T>(_start: *const T, _len: usize) {}

/// `n` values made by `make`, in memory advised to be huge pages before it is first touched:
/// for a table of megabytes or more that is read at random. O(n).
pub fn huge_vec<T>(n: usize, make: impl FnMut() -> T) -> Vec<T> {
    let mut out = Vec::with_capacity(n);
    advise_huge_pages(out.as_ptr(), n * std::mem::size_of::<T>());
    out.extend(std::iter::repeat_with(make).take(n));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kernel marks a range advised to be huge pages with `hg` among its flags in
    /// `/proc/self/smaps`, whether or not it then finds huge pages for it.
    #[test]
    #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
    fn the_advice_reaches_the_kernel() {
        if !std::path::Path::new("/sys/kernel/mm/transparent_hugepage").exists() {
            return; // a kernel without huge pages refuses the advice
        }
        let table = huge_vec(8 << 20, || 1u64);
        let at = table.as_ptr() as usize + table.len() * 4;
        let smaps = std::fs::read_to_string("/proc/self/smaps").unwrap();
        let mut inside = false;
        let mut flags = None;
        for line in smaps.lines() {
            if let Some(range) = line.split_whitespace().next().filter(|r| r.contains('-')) {
                let (lo, hi) = range.split_once('-').unwrap();
                let (lo, hi) = (usize::from_str_radix(lo, 16), usize::from_str_radix(hi, 16));
                inside = matches!((lo, hi), (Ok(lo), Ok(hi)) if lo <= at && at < hi);
            } else if inside && line.starts_with("VmFlags:") {
                flags = Some(line.to_string());
            }
        }
        let flags = flags.expect("the table's mapping is listed");
        assert!(flags.split_whitespace().any(|f| f == "hg"), "{}", flags);
        assert_eq!(table.iter().sum::<u64>(), 8 << 20);
    }
}
