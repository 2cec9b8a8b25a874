use super::file::HEADER;
use super::*;
use crate::cube3::coord::{SLICES, TWISTS};
use crate::cube3::cubie::move_cubies;
use crate::cube3::moves::Face;
use crate::rng::Rng;

/// Distances over the raw projection of `shape` without flips: every (slice, twist, places)
/// value, by a plain breadth-first search on `coord::move_table`'s tables, apart from the
/// classes, the symmetries and the layers of `Table::build`. Index `(x * 2187 + t) * K + k`.
fn raw_distances(shape: Shape) -> Vec<u8> {
    assert!(!shape.flips, "the raw flip projection is too large for a test");
    let all = Move::ALL;
    let slice = coord::move_table(SLICES, &all, coord::from_slice, coord::slice);
    let twist = coord::move_table(TWISTS, &all, coord::from_twist, coord::twist);
    let k_values = shape.place_values();
    let places = if shape.corner_places {
        coord::move_table(CORNER_COMBS, &all, coord::from_corner_comb, coord::corner_comb)
    } else {
        vec![0; MOVES]
    };
    coord::breadth_first(SLICES * TWISTS * k_values, MOVES, |v, m| {
        let (x, t, k) = (v / k_values / TWISTS, v / k_values % TWISTS, v % k_values);
        let (x2, t2) = (slice[x * MOVES + m] as usize, twist[t * MOVES + m] as usize);
        (x2 * TWISTS + t2) * k_values + places[k * MOVES + m] as usize
    })
}

/// Every raw value's distance equals the table's entry for it (every entry is some raw value's).
fn agrees_with_raw_breadth_first(shape: Shape) {
    let table = Table::build(shape, 2, |_| {});
    let raw = raw_distances(shape);
    let k_values = shape.place_values();
    let mut seen = vec![false; table.index().len()];
    for (v, &d) in raw.iter().enumerate() {
        let r = Raw {
            flip: 0,
            slice: (v / k_values / TWISTS) as u16,
            twist: (v / k_values % TWISTS) as u16,
            places: (v % k_values) as u16,
        };
        let i = table.index().entry(r);
        assert_eq!(table.get(i), d, "{:?}", r);
        seen[i] = true;
    }
    assert!(seen.iter().all(|&s| s), "an entry no raw value maps to");
}

#[test]
fn tiny_table_equals_breadth_first_over_raw_coordinates() {
    agrees_with_raw_breadth_first(Shape::TINY);
}

/// 75.8 million raw values.
#[test]
#[ignore]
fn small_table_equals_breadth_first_over_raw_coordinates() {
    agrees_with_raw_breadth_first(Shape::SMALL);
}

/// One thread or two: the same entries.
#[test]
fn threads_do_not_change_the_table() {
    let one = Table::build(Shape::TINY, 1, |_| {});
    let two = Table::build(Shape::TINY, 2, |_| {});
    assert_eq!(one.checksum(), two.checksum());
    assert_eq!(one.histogram(), two.histogram());
}

#[test]
fn the_sizes_the_documentation_states() {
    let sizes: Vec<(usize, usize)> = Shape::ALL
        .iter()
        .filter(|(_, s)| s.storage == Storage::Exact && ![Shape::HUGE, Shape::SORTED_HUGE].contains(s))
        .map(|&(_, s)| {
            let index = Index::new(s);
            (index.classes(), index.len())
        })
        .collect();
    assert_eq!(
        sizes,
        vec![
            (45, 98_415),
            (45, 6_889_050),
            (64_430, 140_908_410),
            (168, 1_995_840),
            (14, 42_577_920)
        ]
    );
    let sorted = Index::new(Shape::SORTED_HUGE);
    assert_eq!((sorted.classes(), sorted.len()), (9_930, 30_199_910_400));
    // The huge shape's count, without its 4.9 GB: the medium classes times 2187 x 70.
    assert_eq!(64_430 * TWISTS * CORNER_COMBS, 9_863_588_700);
}

/// The (flip, slice) conjugation by formula agrees with conjugating cubies, and in every
/// shape a cube and its 16 conjugates land on one entry or its twins.
#[test]
fn conjugates_share_an_entry() {
    let mut rng = Rng::new(23);
    let shapes = Shape::ALL.iter().map(|&(_, s)| s.exact());
    for shape in shapes.chain(std::iter::once(Shape::SORTED_HUGE)) {
        let index = Index::new(shape);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            let r = index.raw(&cube);
            let i = index.entry(r);
            let (c, y) = (i / index.row(), i % index.row());
            let stab = index.stabilizers()[c];
            for s in 0..SYMS {
                let conj = index.raw(&coord::conjugate(&cube, s));
                if let Index::FlipSlice(index) = &index {
                    let e = r.flip as usize * SLICES + r.slice as usize;
                    assert_eq!(
                        index.conj_edges(e, s),
                        conj.flip as usize * SLICES + conj.slice as usize
                    );
                }
                let j = index.entry(conj);
                let twins: Vec<usize> = (0..SYMS)
                    .filter(|&t| t == 0 || stab >> t & 1 == 1)
                    .map(|t| c * index.row() + index.twin(y, t))
                    .collect();
                assert!(twins.contains(&j), "{:?} by {}", shape, s);
            }
        }
    }
}

/// In every shape, the raw coordinates after a move are those of the cube after it.
#[test]
fn moved_raw_coordinates_are_the_moved_cube_s() {
    let mut rng = Rng::new(24);
    for shape in [Shape::HUGE, Shape::SORTED_HUGE, Shape::SORTED_TINY] {
        let index = Index::new(shape);
        for _ in 0..300 {
            let cube = Cubies::random(&mut rng);
            for &m in Move::ALL.iter() {
                assert_eq!(index.moved(index.raw(&cube), m), index.raw(&cube.apply(m)));
            }
        }
    }
}

#[test]
fn shapes_have_names() {
    for &(name, shape) in Shape::ALL.iter() {
        assert_eq!(Shape::named(name), Some(shape));
        assert_eq!(shape.name(), name);
    }
    assert_eq!(Shape::named("large"), None);
}

#[test]
fn a_written_table_reads_back() {
    let table = Table::build(Shape::TINY, 1, |_| {});
    let mut bytes = Vec::new();
    table.write_to(&mut bytes).unwrap();
    assert_eq!(bytes.len(), HEADER + table.bytes());
    let back = Table::read_from(Shape::TINY, &mut &bytes[..]).unwrap();
    assert_eq!(back.checksum(), table.checksum());
    assert!((0..table.index().len()).all(|i| back.get(i) == table.get(i)));
}

/// A file in the system's temporary directory, removed when dropped.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let file = format!("cubesmith-table-test-{}-{}", std::process::id(), name);
        Scratch(std::env::temp_dir().join(file))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// A table read from its file by any number of workers, its parts uneven, is the table written.
#[test]
fn a_table_file_reads_back_on_any_number_of_workers() {
    let file = Scratch::new("workers");
    for shape in [Shape::TINY, Shape::SMALL] {
        let table = Table::build(shape, 2, |_| {});
        let mut bytes = Vec::new();
        table.write_to(&mut bytes).unwrap();
        std::fs::write(&file.0, &bytes).unwrap();
        for threads in [1, 2, 3, 7] {
            let back = Table::read_file(shape, &file.0, threads).unwrap();
            assert_eq!(back.bytes(), table.bytes());
            assert!((0..table.index().len()).all(|i| back.get(i) == table.get(i)));
        }
    }
    assert!(matches!(
        Table::read_file(Shape::TINY, &file.0, 2),
        Err(LoadError::Damaged(why)) if why == "its shape is 2, not 0"
    ));
}

#[test]
fn a_damaged_table_is_refused_with_its_fault() {
    let table = Table::build(Shape::TINY, 1, |_| {});
    let mut bytes = Vec::new();
    table.write_to(&mut bytes).unwrap();
    // Read from memory, and from a file by two workers: the same fault, said the same way.
    let file = Scratch::new("damaged");
    let fault = |b: &[u8], shape: Shape| {
        let why = |read: Result<Table, LoadError>| match read {
            Err(LoadError::Damaged(why)) => why,
            Err(LoadError::Io(e)) => panic!("{}", e),
            Ok(_) => panic!("a damaged table was read"),
        };
        std::fs::write(&file.0, b).unwrap();
        let from_memory = why(Table::read_from(shape, &mut &b[..]));
        assert_eq!(why(Table::read_file(shape, &file.0, 2)), from_memory);
        from_memory
    };
    let mut flipped = bytes.clone();
    flipped[HEADER + 1000] ^= 4;
    assert_eq!(
        fault(&flipped, Shape::TINY),
        "its checksum differs from its entries'"
    );
    assert_eq!(
        fault(&bytes[..bytes.len() - 1], Shape::TINY),
        "it ends inside the entries"
    );
    assert_eq!(fault(&bytes[..10], Shape::TINY), "it ends inside the header");
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(fault(&longer, Shape::TINY), "it is longer than its header says");
    let mut version = bytes.clone();
    version[16] = 99;
    assert_eq!(fault(&version, Shape::TINY), "its format version is 99, not 1");
    assert_eq!(fault(&bytes, Shape::SMALL), "its shape is 0, not 2");
    let mut magic = bytes;
    magic[0] = b'C';
    assert_eq!(
        fault(&magic, Shape::TINY),
        "not a cubesmith table (its first bytes differ)"
    );
}

/// Progress comes from the calling thread, in order, ending each layer with every chunk done.
#[test]
fn progress_counts_chunks_up_to_the_end() {
    let mut last = None::<Progress>;
    let mut layers = 0;
    Table::build(Shape::SMALL, 2, |p| {
        assert!(p.done <= p.chunks && p.reached < p.entries);
        if p.done == p.chunks {
            layers += 1;
        }
        last = Some(*p);
    });
    let last = last.unwrap();
    assert_eq!(last.done, last.chunks);
    assert_eq!(usize::from(last.depth), layers);
}

/// A table's entries are its projection's distances exactly when the solved entry is 0, and
/// every other is one more than its nearest neighbour (then, by induction on the distance,
/// each is its distance). Checked on every entry of a table too large for a raw search.
fn bellman_holds(table: &Table) {
    let index = table.index();
    let row = index.row();
    let solved = index.entry(index.raw(&Cubies::SOLVED));
    for c in 0..index.classes() {
        let moves: Vec<(usize, usize)> = (0..MOVES).map(|m| index.class_move(c, m)).collect();
        for y in 0..row {
            let d = table.get(c * row + y);
            if c * row + y == solved {
                assert_eq!(d, 0);
                continue;
            }
            let nearest = moves
                .iter()
                .enumerate()
                .map(|(m, &(c2, s))| table.get(index.neighbour(c2, s, m, y)))
                .min()
                .unwrap();
            assert_eq!(d, nearest + 1, "entry ({}, {})", c, y);
        }
    }
}

#[test]
fn bellman_check_holds_on_the_small_tables() {
    bellman_holds(&Table::build(Shape::TINY, 2, |_| {}));
    bellman_holds(&Table::build(Shape::SMALL, 2, |_| {}));
}

/// The medium table (141 million entries): built, then every entry checked; about two minutes.
#[test]
#[ignore]
fn medium_table_holds_its_distances() {
    let table = Table::build(Shape::MEDIUM, 2, |_| {});
    bellman_holds(&table);
    // Kociemba's table of flip, slice and twist: no entry farther than 12 moves.
    assert_eq!(table.histogram().len(), 13);
}

/// The raw coordinates the index reads through masks are the coordinates `coord` defines.
#[test]
fn raw_coordinates_are_coord_s() {
    let index = Index::new(Shape::HUGE);
    let sorted = Index::new(Shape::SORTED_HUGE);
    let mut rng = Rng::new(9);
    for _ in 0..2000 {
        let cube = Cubies::random(&mut rng);
        let raw = index.raw(&cube);
        assert_eq!(raw.flip as usize, coord::flip(&cube));
        assert_eq!(raw.slice as usize, coord::slice(&cube));
        assert_eq!(raw.twist as usize, coord::twist(&cube));
        assert_eq!(raw.places as usize, coord::corner_comb(&cube));
        let raw = sorted.raw(&cube);
        assert_eq!(raw.flip as usize, sorted::ud_flips(&cube));
        assert_eq!(raw.slice as usize, sorted::sorted_slice(&cube));
        assert_eq!(raw.twist as usize, coord::twist(&cube));
        assert_eq!(raw.places as usize, coord::corner_comb(&cube));
        let back = sorted::from_sorted_slice(raw.slice as usize);
        assert_eq!(sorted::sorted_slice(&back), raw.slice as usize);
    }
}

/// A turn of U or D made first changes no coordinate: the goal of every shape is the same
/// after such a turn, and a cube's inverse keeps its entry when one is made before it. The
/// deep solver's rules on tight readings and its inherited inverse reading rest on this.
#[test]
fn a_turn_of_u_or_d_made_first_changes_no_coordinate() {
    for shape in [Shape::HUGE, Shape::SORTED_HUGE] {
        u_or_d_first_changes_nothing(&Index::new(shape));
    }
}

fn u_or_d_first_changes_nothing(index: &Index) {
    let mut rng = Rng::new(10);
    let turns: Vec<Move> = Move::ALL
        .iter()
        .copied()
        .filter(|m| matches!(m.face(), Face::U | Face::D))
        .collect();
    assert_eq!(turns.len(), 6);
    let cubes = std::iter::once(Cubies::SOLVED).chain((0..500).map(|_| Cubies::random(&mut rng)));
    for cube in cubes {
        for &m in turns.iter() {
            assert_eq!(
                index.raw(&move_cubies(m).then(&cube)),
                index.raw(&cube),
                "{:?}",
                m
            );
        }
        // A turn of another face made first does change some coordinate of a random cube.
        assert!(
            cube == Cubies::SOLVED
                || index.raw(&move_cubies(Move::new(Face::F, 1)).then(&cube)) != index.raw(&cube)
        );
    }
}

/// A table in mod 3 holds each entry of the exact table modulo 3, in a quarter of a byte; its
/// bound (a walk to the solved entry) is the exact entry, for every entry of the small table's
/// raw values sampled and for random cubes; it is written, read back and told apart from the
/// exact table by its header.
#[test]
fn a_table_in_mod_3_keeps_every_distance() {
    for shape in [Shape::TINY, Shape::SMALL] {
        let exact = Table::build(shape, 2, |_| {});
        let mod3 = Table::build(shape.stored(Storage::Mod3), 2, |_| {});
        assert_eq!(mod3.shape(), shape.stored(Storage::Mod3));
        assert_eq!(mod3.bytes(), (exact.index().len() + 31) / 32 * 8);
        assert!((0..exact.index().len()).all(|i| mod3.get(i) == exact.get(i) % 3));
        let raw = |v: usize| Raw {
            flip: 0,
            slice: (v % SLICES) as u16,
            twist: (v / SLICES % TWISTS) as u16,
            places: (v / SLICES / TWISTS % shape.place_values()) as u16,
        };
        for v in (0..SLICES * TWISTS * shape.place_values()).step_by(97) {
            assert_eq!(mod3.bound(raw(v)), exact.bound(raw(v)), "{:?}", raw(v));
        }
        let mut bytes = Vec::new();
        mod3.write_to(&mut bytes).unwrap();
        assert_eq!(bytes.len(), HEADER + mod3.bytes());
        let back = Table::read_from(shape.stored(Storage::Mod3), &mut &bytes[..]).unwrap();
        assert_eq!(back.checksum(), mod3.checksum());
        let refused = Table::read_from(shape, &mut &bytes[..])
            .err()
            .unwrap()
            .to_string();
        assert_eq!(
            refused,
            format!(
                "its shape is {}, not {}",
                shape.stored(Storage::Mod3).bits(),
                shape.bits()
            )
        );
        let converted = exact.stored(Storage::Mod3, 1);
        assert_eq!(converted.checksum(), mod3.checksum());
    }
    // The medium table's raw values are too many to list: random cubes' instead.
    let exact = Table::build(Shape::MEDIUM, 2, |_| {});
    let mut rng = Rng::new(3);
    let cubes: Vec<(Raw, u8)> = (0..300)
        .map(|_| exact.index().raw(&Cubies::random(&mut rng)))
        .map(|r| (r, exact.bound(r)))
        .collect();
    let medium = exact.stored(Storage::Mod3, 2);
    assert!(cubes.iter().all(|&(r, d)| medium.bound(r) == d));
}

/// Distances over the raw projection of the sorted-slice shape without flips and places:
/// every (twist, sorted slice) value by a plain breadth-first search, index `t * 11880 + v`.
#[test]
fn sorted_tiny_table_equals_breadth_first_over_raw_coordinates() {
    let all = Move::ALL;
    let twist = coord::move_table(TWISTS, &all, coord::from_twist, coord::twist);
    let n = sorted::SORTED_SLICES;
    let slice = coord::move_table(n, &all, sorted::from_sorted_slice, sorted::sorted_slice);
    let raw = coord::breadth_first(TWISTS * n, MOVES, |v, m| {
        let (t, x) = (v / n, v % n);
        twist[t * MOVES + m] as usize * n + slice[x * MOVES + m] as usize
    });
    let table = Table::build(Shape::SORTED_TINY, 2, |_| {});
    let mut seen = vec![false; table.index().len()];
    for (v, &d) in raw.iter().enumerate() {
        let r = Raw {
            flip: 0,
            slice: (v % n) as u16,
            twist: (v / n) as u16,
            places: 0,
        };
        let i = table.index().entry(r);
        assert_eq!(table.get(i), d, "{:?}", r);
        seen[i] = true;
    }
    assert!(seen.iter().all(|&s| s), "an entry no raw value maps to");
}

/// The sorted-slice shape with the eight flips (24 million entries): every entry one more than
/// its nearest neighbour's.
#[test]
fn sorted_small_table_holds_its_distances() {
    bellman_holds(&Table::build(Shape::SORTED_SMALL, 2, |_| {}));
}

/// A table kept based reads, at every entry, its block's smallest distance plus the excess up
/// to 3: a lower bound, exact within two of the block's base; it takes 64 bytes a block, and
/// is written and read back.
#[test]
fn a_table_kept_based_reads_a_lower_bound() {
    for shape in [Shape::TINY, Shape::SORTED_TINY] {
        let exact = Table::build(shape, 2, |_| {});
        let n = exact.index().len();
        let based = Table::build(shape.stored(Storage::Based), 2, |_| {});
        assert_eq!(based.shape(), shape.stored(Storage::Based));
        assert_eq!(based.bytes(), (n + BLOCK - 1) / BLOCK * 64);
        for first in (0..n).step_by(BLOCK) {
            let block = first..n.min(first + BLOCK);
            let base = block.clone().map(|i| exact.get(i)).min().unwrap();
            for i in block {
                assert_eq!(based.get(i), base + (exact.get(i) - base).min(3), "entry {}", i);
            }
        }
        assert!((0..n).any(|i| based.get(i) < exact.get(i)), "nothing was cut");
        let mut bytes = Vec::new();
        based.write_to(&mut bytes).unwrap();
        let back = Table::read_from(shape.stored(Storage::Based), &mut &bytes[..]).unwrap();
        assert!((0..n).all(|i| back.get(i) == based.get(i)));
    }
}

/// A batch read (which asks for every line first) gives each entry as a single read does, in
/// every storage, at random entries and at the first and last.
#[test]
fn a_batch_reads_what_single_reads_do() {
    for storage in [Storage::Exact, Storage::Mod3, Storage::Based] {
        let table = Table::build(Shape::TINY.stored(storage), 2, |_| {});
        let n = table.index().len();
        let mut rng = Rng::new(7);
        let mut at: Vec<usize> = (0..500).map(|_| rng.below(n as u64) as usize).collect();
        at.extend([0, n - 1]);
        let mut out = vec![u8::MAX; at.len()];
        table.get_many(&at, &mut out);
        for (&i, &o) in at.iter().zip(&out) {
            assert_eq!(o, table.get(i), "{:?} entry {}", storage, i);
        }
    }
}
