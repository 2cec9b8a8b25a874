//! The file a pruning table is kept in, for both families ([`super::Table`] and
//! [`crate::cube3::sym48::Table48`]): a header (magic, format version, the table's kind, its
//! entry count, its word count, a checksum of the words), then the words, little-endian. A
//! reader checks every field of the header against the table it expects, and the words against
//! the checksum, so a file of another table, an older format or cut short is refused with one
//! line that says why.

use super::LoadError;
use crate::memory;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::mem::MaybeUninit;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

/// The first bytes of a table file.
const MAGIC: &[u8; 16] = b"cubesmith-table\n";
/// The format version: raise it whenever the entries' meaning or layout changes.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes of the header: magic, version, kind, entries, words, checksum.
pub(crate) const HEADER: usize = 16 + 4 + 4 + 8 + 8 + 8;

/// What a file must hold to be a given table: its kind (a shape's bits), its entries, and the
/// 64-bit words that hold them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Expected {
    pub(crate) kind: u32,
    pub(crate) entries: usize,
    pub(crate) words: usize,
}

/// Writes the header and `words`. O(words).
pub(crate) fn write(out: &mut impl Write, kind: u32, entries: usize, words: &[AtomicU64]) -> io::Result<()> {
    let mut h = Vec::with_capacity(HEADER);
    h.extend_from_slice(MAGIC);
    h.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    h.extend_from_slice(&kind.to_le_bytes());
    h.extend_from_slice(&(entries as u64).to_le_bytes());
    h.extend_from_slice(&(words.len() as u64).to_le_bytes());
    h.extend_from_slice(&checksum(words).to_le_bytes());
    out.write_all(&h)?;
    let mut buffer = Vec::with_capacity(1 << 16);
    for chunk in words.chunks(1 << 13) {
        buffer.clear();
        for w in chunk {
            buffer.extend_from_slice(&w.load(Ordering::Relaxed).to_le_bytes());
        }
        out.write_all(&buffer)?;
    }
    Ok(())
}

/// The words of the table `expected` says, read from `input`: its header and checksum checked,
/// and that nothing follows. O(words).
pub(crate) fn read(input: &mut impl Read, expected: Expected) -> Result<Vec<AtomicU64>, LoadError> {
    let sum = read_header(input, expected)?;
    let words = expected.words;
    let mut entries = Vec::with_capacity(words);
    memory::advise_huge_pages(entries.as_ptr(), words * 8);
    read_words(input, &mut entries.spare_capacity_mut()[..words])?;
    // SAFETY: `read_words` returned Ok, so it wrote each of the first `words` slots.
    unsafe { entries.set_len(words) };
    if input.read(&mut [0u8; 1]).map_err(LoadError::Io)? != 0 {
        return Err(LoadError::Damaged(
            "it is longer than its header says".to_string(),
        ));
    }
    checked(entries, sum)
}

/// [`read`] on the file at `path`, its words read by `threads` workers (at least 1) at once,
/// each its own part of the file: the system's work of giving the table its memory and copying
/// the file into it is shared between the cores. O(words / threads), and the checksum's
/// O(words).
pub(crate) fn read_file(
    path: &Path,
    expected: Expected,
    threads: usize,
) -> Result<Vec<AtomicU64>, LoadError> {
    let words = expected.words;
    let mut file = File::open(path).map_err(LoadError::Io)?;
    let sum = read_header(&mut file, expected)?;
    let length = file.metadata().map_err(LoadError::Io)?.len();
    if length > (HEADER + words * 8) as u64 {
        return Err(LoadError::Damaged(
            "it is longer than its header says".to_string(),
        ));
    }
    let mut entries = Vec::with_capacity(words);
    memory::advise_huge_pages(entries.as_ptr(), words * 8);
    let threads = threads.max(1);
    let per = ((words + threads - 1) / threads).max(1);
    let parts: Vec<_> = entries.spare_capacity_mut()[..words].chunks_mut(per).collect();
    let read = std::thread::scope(|scope| {
        let workers: Vec<_> = parts
            .into_iter()
            .enumerate()
            .map(|(i, part)| {
                scope.spawn(move || {
                    let mut file = File::open(path).map_err(LoadError::Io)?;
                    file.seek(SeekFrom::Start((HEADER + i * per * 8) as u64))
                        .map_err(LoadError::Io)?;
                    read_words(&mut file, part)
                })
            })
            .collect();
        // The first error, in the file's order; the scope joins the other workers.
        workers
            .into_iter()
            .try_for_each(|w| w.join().expect("no reader panics"))
    });
    read?;
    // SAFETY: every worker returned Ok, so each wrote every slot of its part, and the parts are
    // the first `words` slots.
    unsafe { entries.set_len(words) };
    checked(entries, sum)
}

/// `words`, if their checksum is `sum`. O(words).
fn checked(words: Vec<AtomicU64>, sum: u64) -> Result<Vec<AtomicU64>, LoadError> {
    if checksum(&words) != sum {
        return Err(LoadError::Damaged(
            "its checksum differs from its entries'".to_string(),
        ));
    }
    Ok(words)
}

/// Reads a table's header and checks it against `expected`; returns the checksum it gives.
fn read_header(input: &mut impl Read, expected: Expected) -> Result<u64, LoadError> {
    let mut header = [0u8; HEADER];
    read_exact(input, &mut header, "the header")?;
    let field = |at: usize, len: usize| {
        let mut b = [0u8; 8];
        b[..len].copy_from_slice(&header[at..at + len]);
        u64::from_le_bytes(b)
    };
    if &header[..16] != MAGIC {
        return Err(LoadError::Damaged(
            "not a cubesmith table (its first bytes differ)".to_string(),
        ));
    }
    let fields = [
        ("format version", field(16, 4), u64::from(FORMAT_VERSION)),
        ("shape", field(20, 4), u64::from(expected.kind)),
        ("entry count", field(24, 8), expected.entries as u64),
        ("word count", field(32, 8), expected.words as u64),
    ];
    for &(what, found, wanted) in fields.iter() {
        if found != wanted {
            return Err(LoadError::Damaged(format!(
                "its {} is {}, not {}",
                what, found, wanted
            )));
        }
    }
    Ok(field(40, 8))
}

/// Fills `out` with little-endian words from `input`, 64 KiB at a time: every slot is written
/// when it returns Ok.
fn read_words(input: &mut impl Read, out: &mut [MaybeUninit<AtomicU64>]) -> Result<(), LoadError> {
    let mut buffer = vec![0u8; 1 << 16];
    for chunk in out.chunks_mut(1 << 13) {
        let bytes = &mut buffer[..chunk.len() * 8];
        read_exact(input, bytes, "the entries")?;
        for (w, b) in chunk.iter_mut().zip(bytes.chunks(8)) {
            let mut le = [0u8; 8];
            le.copy_from_slice(b);
            w.write(AtomicU64::new(u64::from_le_bytes(le)));
        }
    }
    Ok(())
}

/// Fills `buf`, saying a short read damaged `what`.
fn read_exact(input: &mut impl Read, buf: &mut [u8], what: &str) -> Result<(), LoadError> {
    input.read_exact(buf).map_err(|e| match e.kind() {
        io::ErrorKind::UnexpectedEof => LoadError::Damaged(format!("it ends inside {}", what)),
        _ => LoadError::Io(e),
    })
}

/// A 64-bit checksum of table words: FNV-1a over them. O(words).
pub(crate) fn checksum(words: &[AtomicU64]) -> u64 {
    words.iter().fold(0xcbf2_9ce4_8422_2325, |h, w| {
        (h ^ w.load(Ordering::Relaxed)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
