//! Advice to the operating system about large tables: where a table of gigabytes is read at
//! random, backing it with 2 MiB pages instead of 4 KiB ones means one address-translation entry
//! per 2 MiB instead of 512, so a read misses the cache once instead of twice (the page walk's
//! own entries stop fitting in cache at these sizes). Only advice: nothing changes where the
//! system does not take it. So the share of a table in huge pages can be read back, and a
//! table that missed them (the system's memory too fragmented when it was first touched)
//! moved into them.

/// Asks Linux to back the `len` bytes from `start` with transparent huge pages, before they are
/// first touched (pages already backed stay as they are until the kernel merges them). O(1);
/// does nothing on other systems and processors.
pub fn advise_huge_pages<T>(start: *const T, len: usize) {
    // A refusal (a kernel without huge pages) is harmless: the pages stay small.
    madvise(start as usize, len, MADV_HUGEPAGE);
}

/// Asks Linux to back the `len` bytes from `start` with huge pages now, moving what they hold
/// (`MADV_COLLAPSE`, Linux 6.1 and later): for a table that did not get huge pages when it was
/// first touched, because the system's memory was then too fragmented to give them. Returns
/// whether the kernel did it; false on other systems. O(len): the kernel copies the pages.
pub fn collapse_into_huge_pages<T>(start: *const T, len: usize) -> bool {
    madvise(start as usize, len, MADV_COLLAPSE) == Some(0)
}

/// Asks the processor to bring the cache line holding `at` into its caches, without waiting
/// for it: a batch of reads at random into a large table, prefetched first, has all its cache
/// misses in flight at once, where reading them one after the other fills the processor's
/// window of instructions with a few. O(1); does nothing on processors other than x86-64.
#[inline]
pub fn prefetch<T>(at: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint: it reads nothing the program sees and never faults, at
    // any address; SSE, which has it, is part of every x86-64 processor.
    unsafe {
        std::arch::x86_64::_mm_prefetch(at as *const i8, std::arch::x86_64::_MM_HINT_T0);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}

/// `madvise`'s advice for huge pages, and for huge pages at once.
const MADV_HUGEPAGE: usize = 14;
const MADV_COLLAPSE: usize = 25;

/// `madvise(advice)` on the whole pages inside the `len` bytes from `start`: the system call's
/// result (0, or minus an error number), or `None` where there is no such page or no such call.
///
/// The call is made as a system call: an `extern` block for the C function would have to be
/// `unsafe extern` in edition 2024, which rustc 1.63 cannot parse.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
fn madvise(start: usize, len: usize, advice: usize) -> Option<isize> {
    /// `madvise`'s number among x86-64 Linux system calls.
    const MADVISE: usize = 28;
    const PAGE: usize = 4096;
    let begin = (start + PAGE - 1) / PAGE * PAGE;
    let end = (start + len) / PAGE * PAGE;
    if end <= begin {
        return None;
    }
    let result: isize;
    // SAFETY: madvise reads and writes no memory of ours; it changes how the pages of a
    // page-aligned range inside the caller's allocation are backed, never what they hold.
    // A system call clobbers rcx and r11, declared here.
    unsafe {
        std::arch::asm!(
            "syscall",
            inlateout("rax") MADVISE as isize => result,
            in("rdi") begin,
            in("rsi") end - begin,
            in("rdx") advice,
            lateout("rcx") _,
            lateout("r11") _,
            options(nostack),
        );
    }
    Some(result)
}

/// No call: only Linux on x86-64 is given advice.
#[cfg(not(all(target_os = "linux", target_arch = "x86_64")))]
fn madvise(_start: usize, _len: usize, _advice: usize) -> Option<isize> {
    None
}

/// How many of the `len` bytes from `start` are in huge pages, as `/proc/self/smaps` says;
/// `None` where the system does not say. O(the process's mappings).
pub fn huge_page_bytes<T>(start: *const T, len: usize) -> Option<usize> {
    let smaps = std::fs::read_to_string("/proc/self/smaps").ok()?;
    Some(huge_bytes_in(&smaps, start as usize, start as usize + len))
}

/// The bytes in huge pages (`AnonHugePages`) that the mappings of `smaps` hold between `begin`
/// and `end`. A mapping that reaches outside the range counts at most its part inside (the
/// kernel says how many of a mapping's bytes are huge, not which). O(smaps).
fn huge_bytes_in(smaps: &str, begin: usize, end: usize) -> usize {
    let mut inside = 0;
    let mut total = 0;
    for line in smaps.lines() {
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("");
        if let Some((lo, hi)) = first.split_once('-') {
            if let (Ok(lo), Ok(hi)) = (usize::from_str_radix(lo, 16), usize::from_str_radix(hi, 16)) {
                inside = hi.min(end).saturating_sub(lo.max(begin));
                continue;
            }
        }
        if first == "AnonHugePages:" {
            let kib: usize = words.next().and_then(|n| n.parse().ok()).unwrap_or(0);
            total += (kib * 1024).min(inside);
        }
    }
    total
}

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

    /// The bytes counted are the huge pages of the mappings inside the range, and of a mapping
    /// reaching outside it, no more than its part inside.
    #[test]
    fn huge_bytes_are_counted_inside_the_range_only() {
        let smaps = "\
1000000-1400000 rw-p 00000000 00:00 0
Size:               4096 kB
AnonHugePages:      4096 kB
VmFlags: rd wr mr mw me ac hg
1400000-1c00000 rw-p 00000000 00:00 0
Rss:                8192 kB
AnonHugePages:      6144 kB
7f0000000000-7f0000001000 r-xp 00000000 08:01 42 /usr/lib/libc.so.6
AnonHugePages:         0 kB
";
        assert_eq!(huge_bytes_in(smaps, 0x1000000, 0x1c00000), 10 << 20);
        assert_eq!(huge_bytes_in(smaps, 0x1000000, 0x1400000), 4 << 20);
        // Half of the second mapping is inside: at most that half of its huge bytes counts.
        assert_eq!(huge_bytes_in(smaps, 0x1200000, 0x1800000), (2 << 20) + (4 << 20));
        assert_eq!(huge_bytes_in(smaps, 0x2000000, 0x3000000), 0);
    }

    /// Where the kernel says it moved a range into huge pages, `/proc/self/smaps` shows them:
    /// a table that did not get them can be given them, and the share read back.
    #[test]
    #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
    fn a_collapsed_range_is_in_huge_pages() {
        const MIB: usize = 1 << 20;
        let table: Vec<u64> = vec![7; 16 * MIB / 8];
        let (start, len) = (table.as_ptr(), table.len() * 8);
        let before = huge_page_bytes(start, len).expect("Linux has /proc/self/smaps");
        assert!(before <= len);
        if collapse_into_huge_pages(start, len) {
            let after = huge_page_bytes(start, len).unwrap();
            // Every whole 2 MiB page inside the range; the table may begin mid-page.
            assert!(after >= len - 4 * MIB, "{} of {} bytes", after, len);
        }
        assert!(
            table.iter().all(|&x| x == 7),
            "collapsing keeps what the pages hold"
        );
    }
}
