//! The tables of the two-phase search: symmetry classes with their moves, and six pruning
//! tables of exact distances, one entry per symmetry class.
//!
//! Phase 1 has three tables: (twist class, slice conjugated into that class), (slice class, flip
//! conjugated into that class), and (flip class, twist conjugated into that class). A quarter
//! turn of the whole cube about U-D changes a flip by an amount that depends on the slice, so the
//! flip classes are taken under the 8 symmetries without such a turn (`FLIP_SYMS`). The third
//! table sees how twist and flip go together, which the first two cannot; the search reads it
//! for the cube and for the cube turned a quarter about U-D. Phase 2 reduces the corner
//! permutation and the U-D edge permutation: an entry is (class, slice edge permutation or
//! corner places conjugated into that class), and the edges have a table with each. The inverse
//! cube needs as many moves as the cube, and its phase-2 coordinates follow from the cube's
//! classes through small tables (`Phase2::inverse_edge_comb_bound`), so phase 2 reads its edges'
//! table with the corner places for the inverse too. Each table is a breadth-first search from
//! the goal, so every entry is the exact number of moves that solves that part of the cube (the
//! twist-flip table stops at `TWIST_FLIP_CAP`); the largest of the entries of a cube is
//! therefore a lower bound of its distance, as IDA* needs. For the twist and flip tables, and
//! phase 2's corner table, each entry's moves to an entry one closer are kept too
//! (`Phase1::node_twist_closer`, `Phase2::node_corner_closer`): where a table reads exactly the
//! moves left, only those moves can do, and most nodes that every bound lets through at that
//! depth have few such moves, or none.

use super::coord::{
    self, Coord, Symmetries, CORNER_COMBS, FLIPS, PERMS, PHASE2_INDEX, PHASE2_MOVES, SLICES, SLICE_PERMS,
    SYMS, TWISTS,
};
use super::cubie::{move_cubies, Cubies};
use super::moves::{Move, MoveSet};

/// The twist-flip table stores distances up to 7, and 8 for the farther entries (a third of
/// them; only 2324 of the 734,832 are 9 moves away): a search prunes as well as with the exact
/// table, and the table costs half the time to build.
pub const TWIST_FLIP_CAP: u8 = 8;

/// The symmetry that turns the cube a quarter about U-D (`coord`'s numbering: U4 once).
pub const QUARTER_TURN: usize = 2;

/// All 16 symmetries, as a set of bits for `SymClasses::new`.
pub const ALL_SYMS: u16 = u16::MAX;
/// The 8 symmetries that turn the cube about U-D by a half turn or not at all (bit 1 of the
/// symmetry's number is clear): they keep the middle layer's edges' reference stickers on F and
/// B, so they change a flip by the flip alone.
pub const FLIP_SYMS: u16 = 0x3333;

/// A coordinate reduced by symmetry: `class_of[x] = class * 16 + s` where conjugating a cube
/// with coordinate `x` by `s` gives the class's representative, `reps[class]`; and where each
/// move takes each representative.
pub struct SymClasses {
    /// For each raw value, its class times 16 plus the symmetry that brings it to the class's
    /// representative.
    pub class_of: Vec<u16>,
    /// The representative (smallest raw value) of each class.
    pub reps: Vec<u16>,
    /// For each class, the symmetries other than the identity that fix its representative, as
    /// bits.
    pub stabilizers: Vec<u16>,
    /// `moves[class * k + i]`: the representative after the `i`th of the `k` moves, as its class
    /// times 16 plus symmetry (as `class_of`).
    pub moves: Vec<u16>,
}

impl SymClasses {
    /// Sorts `n` raw values into classes under the symmetries in `group` (a set of bits that
    /// must be a group: `ALL_SYMS` or `FLIP_SYMS`), where `images(x)` gives the raw values of a
    /// cube with value `x` conjugated by each of the 16 symmetries (only those of `group` are
    /// read), then after each of the moves (as `Coord::images`). O(n + classes * cost of
    /// `images`).
    ///
    /// # Panics
    /// If `images` gives fewer than 16 values, or a value of `n` or more.
    pub fn new(n: usize, syms: &Symmetries, group: u16, images: impl Fn(usize) -> Vec<usize>) -> SymClasses {
        const UNSET: u16 = u16::MAX;
        let mut class_of = vec![UNSET; n];
        let (mut reps, mut stabilizers, mut moves) = (Vec::new(), Vec::new(), Vec::new());
        for x in 0..n {
            if class_of[x] != UNSET {
                continue;
            }
            let class = reps.len() as u16;
            reps.push(x as u16);
            stabilizers.push(0);
            let images = images(x);
            for (s, &y) in images[..SYMS].iter().enumerate() {
                if group >> s & 1 == 0 {
                    continue;
                }
                if y == x && s != 0 {
                    stabilizers[class as usize] |= 1 << s;
                }
                if class_of[y] == UNSET {
                    class_of[y] = class * SYMS as u16 + u16::from(syms.inverse[s]);
                }
            }
            moves.extend(images[SYMS..].iter().map(|&y| y as u16));
        }
        // Every value has its class now: the moved representatives' classes.
        for m in moves.iter_mut() {
            *m = class_of[*m as usize];
        }
        SymClasses {
            class_of,
            reps,
            stabilizers,
            moves,
        }
    }

    /// The class of raw value `x` and the symmetry that takes `x` to the representative. O(1).
    ///
    /// # Panics
    /// If `x` is not a raw value of these classes.
    #[inline]
    pub fn get(&self, x: usize) -> (usize, usize) {
        let v = self.class_of[x] as usize;
        (v >> 4, v & 15)
    }
}

/// A table of numbers 0..16, two to a byte: half the memory, so more of it stays in cache.
pub struct Nibbles {
    bytes: Vec<u8>,
}

impl Nibbles {
    /// `n` entries, all `value`. O(n).
    ///
    /// # Panics
    /// If `value` is 16 or more.
    pub fn filled(n: usize, value: u8) -> Nibbles {
        assert!(value < 16, "a distance does not fit in 4 bits");
        Nibbles {
            bytes: vec![value * 17; (n + 1) / 2],
        }
    }

    /// Sets entry `i` to `value` (below 16). O(1).
    ///
    /// # Panics
    /// If `i` is past the last entry.
    #[inline]
    pub fn set(&mut self, i: usize, value: u8) {
        let shift = (i & 1) << 2;
        let b = &mut self.bytes[i >> 1];
        *b = (*b & !(15 << shift)) | (value & 15) << shift;
    }

    /// Entry `i`. O(1).
    ///
    /// # Panics
    /// If `i` is past the last entry.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        (self.bytes[i >> 1] >> ((i & 1) << 2)) & 15
    }
}

/// No cap: a table of exact distances. Every table here is at most 14 moves deep, which the
/// tests check against a plain breadth-first search; entries 15 or more moves away would all
/// read 15, the most 4 bits hold.
const EXACT: u8 = 15;

/// Sets of entries `class * W + value` as bits, each class's row starting on a fresh word, so
/// that a class's entries are a few whole words.
struct RowBits {
    words: Vec<u64>,
    /// Words per class row.
    row: usize,
}

impl RowBits {
    /// No entries, for `classes` rows of `width` values. O(classes * width / 64).
    fn new(classes: usize, width: usize) -> RowBits {
        let row = (width + 63) / 64;
        RowBits {
            words: vec![0; classes * row],
            row,
        }
    }

    /// Adds entry `(c, v)`. O(1).
    #[inline]
    fn insert(&mut self, c: usize, v: usize) {
        self.words[c * self.row + (v >> 6)] |= 1 << (v & 63);
    }

    /// Whether entry `(c, v)` is in the set. O(1).
    #[inline]
    fn contains(&self, c: usize, v: usize) -> bool {
        self.words[c * self.row + (v >> 6)] >> (v & 63) & 1 != 0
    }

    /// The values of class `c`'s entries, in order, into `out`. O(width / 64 + values).
    fn values(&self, c: usize, out: &mut Vec<u16>) {
        self.row_bits(c, 0, out);
    }

    /// The values of class `c` that are not entries, in order, into `out`. O(width / 64 +
    /// values).
    fn missing(&self, c: usize, out: &mut Vec<u16>) {
        self.row_bits(c, !0, out);
    }

    /// The set bits of class `c`'s row flipped by `flip`, into `out`.
    fn row_bits(&self, c: usize, flip: u64, out: &mut Vec<u16>) {
        out.clear();
        for j in 0..self.row {
            let mut bits = self.words[c * self.row + j] ^ flip;
            while bits != 0 {
                out.push((j * 64) as u16 + bits.trailing_zeros() as u16);
                bits &= bits - 1;
            }
        }
    }
}

/// Distances from entry 0 over a table of `classes * W` entries `class * W + value`, where the
/// value is that of a coordinate `partner` conjugated into the class: the `i`th move takes entry
/// `(c, v)` to `(c2, partner.conj[partner.moves[v * k + i] * 16 + s] ^ move_xor(c, i))` where
/// `classes.moves` takes `c` to class `c2` with symmetry `s` (the move set must be closed under
/// inverses). `move_xor` is 0 but for the flip, which a symmetry changes by an amount that
/// depends on the slice (see `Phase1`). When a symmetry `s` fixes a class's representative,
/// `(class, partner.conj[value * 16 + s] ^ twin_xor(class, s))` stands for the same cube as
/// `(class, value)`: such twins get the same distance at once, as the moves of the graph may
/// reach only one of them.
///
/// Each level goes forward from the frontier while it is small, then backward from the entries
/// not reached yet, stopping at the first neighbour found. The sets are bits, a class's row a
/// few words: forward only sets the bit of each neighbour, with no test (whether it is new is a
/// coin toss no branch predictor guesses), and the new entries are the marked bits not seen
/// before, a word at a time. The entries of one class go through one move at a time, so every
/// entry a move reaches lies in one class's row. `W` is a constant so that splitting an entry
/// costs no division. Entries `cap` or more moves away get `cap`: still a lower bound, and the
/// last levels of a large table cost the most. O(classes * W * moves).
///
/// # Panics
/// If `partner` has not `W` values, `cap` is 16 or more, or some entry is not reachable.
pub fn distances<const W: usize>(
    classes: &SymClasses,
    partner: &Coord,
    cap: u8,
    move_xor: impl Fn(usize, usize) -> u16,
    twin_xor: impl Fn(usize, usize) -> u16,
) -> Nibbles {
    assert_eq!(partner.conj.len(), W * SYMS, "a partner of another size");
    let (count, moves) = (classes.reps.len(), classes.moves.len() / classes.reps.len());
    // Where move i takes class c: the class, the symmetry, and what it adds to the partner.
    let class_move = |c: usize, i: usize| {
        let v = classes.moves[c * moves + i] as usize;
        (v >> 4, v & 15, move_xor(c, i))
    };
    // The partner's tables by move and by symmetry: one move's and one symmetry's values are
    // then a few KB, which the inner loops read over and over, in the fastest cache.
    let by_move: Vec<u16> = (0..moves * W)
        .map(|j| partner.moves[j % W * moves + j / W])
        .collect();
    let by_sym: Vec<u16> = (0..SYMS * W)
        .map(|j| partner.conj[j % W * SYMS + j / W])
        .collect();
    let size = count * W;
    // Entries the search never reaches are `cap` or more moves away.
    let mut dist = Nibbles::filled(size, cap);
    let mut seen = RowBits::new(count, W);
    // The values past the last of a row are never real: seen from the start.
    for c in 0..count {
        for v in W..seen.row * 64 {
            seen.insert(c, v);
        }
    }
    let (mut frontier, mut next) = (RowBits::new(count, W), RowBits::new(count, W));
    frontier.insert(0, 0);
    let (mut depth, mut reached, mut layer) = (0u8, 0, 1);
    let mut values = Vec::with_capacity(W);
    loop {
        // `frontier` holds the entries found at `depth`, twins not yet added.
        layer = add_twins::<W>(classes, partner, &twin_xor, &seen, &mut frontier, layer);
        for c in 0..count {
            frontier.values(c, &mut values);
            for &v in values.iter() {
                dist.set(c * W + v as usize, depth);
            }
        }
        for (s, f) in seen.words.iter_mut().zip(frontier.words.iter()) {
            *s |= *f;
        }
        reached += layer;
        if reached == size || depth + 1 == cap {
            break;
        }
        next.words.fill(0);
        // Backward costs at most `moves` checks per entry not reached, forward exactly `moves`
        // per frontier entry.
        if size - reached < layer {
            for c in 0..count {
                seen.missing(c, &mut values);
                for i in 0..moves {
                    if values.is_empty() {
                        break;
                    }
                    let (c2, s, xor) = class_move(c, i);
                    let (moved, conj) = (&by_move[i * W..][..W], &by_sym[s * W..][..W]);
                    values.retain(|&v| {
                        let y = conj[moved[v as usize] as usize] ^ xor;
                        if frontier.contains(c2, y as usize) {
                            next.insert(c, v as usize);
                            false
                        } else {
                            true
                        }
                    });
                }
            }
        } else {
            for c in 0..count {
                frontier.values(c, &mut values);
                if values.is_empty() {
                    continue;
                }
                for i in 0..moves {
                    let (c2, s, xor) = class_move(c, i);
                    let (moved, conj) = (&by_move[i * W..][..W], &by_sym[s * W..][..W]);
                    let row = &mut next.words[c2 * next.row..][..next.row];
                    for &v in values.iter() {
                        let y = conj[moved[v as usize] as usize] ^ xor;
                        row[usize::from(y >> 6)] |= 1 << (y & 63);
                    }
                }
            }
        }
        // The new entries: marked, not seen.
        layer = 0;
        for (n, s) in next.words.iter_mut().zip(seen.words.iter()) {
            *n &= !*s;
            layer += n.count_ones() as usize;
        }
        assert!(layer > 0, "a pruning table graph is not connected");
        std::mem::swap(&mut frontier, &mut next);
        depth += 1;
    }
    dist
}

/// Adds to `level` (`layer` entries, none in `seen`) the twins of its entries that are in
/// neither, and returns the new count. O(classes * W / 64 + entries of classes with twins).
fn add_twins<const W: usize>(
    classes: &SymClasses,
    partner: &Coord,
    twin_xor: impl Fn(usize, usize) -> u16,
    seen: &RowBits,
    level: &mut RowBits,
    mut layer: usize,
) -> usize {
    let mut values = Vec::new();
    for (c, &stab) in classes.stabilizers.iter().enumerate() {
        if stab == 0 {
            continue;
        }
        level.values(c, &mut values);
        for &v in values.iter() {
            let mut rest = stab;
            while rest != 0 {
                let s = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let y = (partner.conj[v as usize * SYMS + s] ^ twin_xor(c, s)) as usize;
                if !seen.contains(c, y) && !level.contains(c, y) {
                    level.insert(c, y);
                    layer += 1;
                }
            }
        }
    }
    layer
}

/// `distances` of a partner that the symmetries change by its value alone.
fn plain_distances<const W: usize>(classes: &SymClasses, partner: &Coord, cap: u8) -> Nibbles {
    distances::<W>(classes, partner, cap, |_, _| 0, |_, _| 0)
}

/// A cube as phase 1 moves it: its twist as a class (under the 16 symmetries) and the symmetry
/// that takes the cube's twist to the class's representative, its flip likewise (classes under
/// the 8 symmetries of `FLIP_SYMS`), and its slice as it is. A move is then a lookup in tables
/// of a few KB (the classes' moves) instead of the raw coordinates' (about 150 KB), and the
/// pruning tables are read without a conjugation table of the raw twist or flip: what phase 1
/// reads fits the processor's second-level cache.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node1 {
    pub twist: u16,
    pub twist_sym: u8,
    pub flip: u16,
    pub flip_sym: u8,
    pub slice: u16,
}

impl Node1 {
    /// Whether the cube is in H: every class 0 holds only the raw value 0. O(1).
    #[inline]
    pub fn in_h(&self) -> bool {
        self.twist == 0 && self.flip == 0 && self.slice == 0
    }
}

/// Everything phase 1 reads: the tables of twist, flip and slice (18 moves), their classes,
/// the flip that the slice adds under each symmetry, the three pruning tables, and the moves
/// that bring an entry of the twist or flip table one closer.
pub struct Phase1 {
    /// Twist, flip and slice.
    pub twist: Coord,
    pub flip: Coord,
    pub slice: Coord,
    /// Twist classes under the 16 symmetries.
    pub twists: SymClasses,
    /// Flip classes under the 8 symmetries of `FLIP_SYMS`.
    pub flips: SymClasses,
    /// The flip of a cube conjugated by `s` is `flip.conj[f * 16 + s] ^ slice_flip[x * 16 + s]`
    /// for flip `f` and slice `x`: a quarter turn of the whole cube about U-D moves the slice
    /// edges' reference stickers from F/B to R/L, which flips whatever occupies the slice, and
    /// flips add up modulo 2.
    slice_flip: Vec<u16>,
    /// `move_conj[s * 18 + i]`: the index of the move that move `i` becomes under symmetry `s`.
    move_conj: Vec<u8>,
    /// `product[a * 16 + b]`: conjugating by `a` then `b` (`Symmetries::product`).
    product: Vec<u8>,
    /// `undo_then[a * 16 + b]`: conjugating by the inverse of `a`, then by `b`.
    undo_then: Vec<u8>,
    /// `twist_rep_conj[c * 16 + s]`: the representative of twist class `c` conjugated by `s`;
    /// `flip_rep_conj` likewise for the flip classes (the flip alone, as `flip.conj`).
    twist_rep_conj: Vec<u16>,
    flip_rep_conj: Vec<u16>,
    /// Moves to H of (twist class, conjugated slice), of (flip class, conjugated slice), and of
    /// (flip class, conjugated twist).
    twist_prune: Nibbles,
    flip_prune: Nibbles,
    twist_flip_prune: Nibbles,
    /// For each entry of the twist table and of the flip table, the moves to an entry one
    /// closer, in the entry's own frame: bit `i` for the `i`th move (`closer_moves`).
    twist_closer: Vec<u32>,
    flip_closer: Vec<u32>,
}

/// For each entry `c * W + v` of `table` (the classes `classes` with the values of `partner`
/// conjugated in, as `plain_distances` builds it), the moves that take it to an entry one move
/// closer to 0, as bits: bit `i` for the `i`th of the moves the tables were built for. O(entries
/// * moves).
fn closer_moves<const W: usize>(table: &Nibbles, classes: &SymClasses, partner: &Coord) -> Vec<u32> {
    let k = partner.moves.len() / W;
    let mut closer = vec![0; classes.reps.len() * W];
    for (e, bits) in closer.iter_mut().enumerate() {
        let (c, v, d) = (e / W, e % W, table.get(e));
        for i in 0..k {
            let cm = usize::from(classes.moves[c * k + i]);
            let v2 = partner.conj[usize::from(partner.moves[v * k + i]) * SYMS + (cm & 15)];
            *bits |= u32::from(table.get((cm >> 4) * W + usize::from(v2)) + 1 == d) << i;
        }
    }
    closer
}

/// The moves `moves[back[j]]` for the bits `j` of `bits`: where `back[j]` is the index of
/// the move that move `j` becomes under a symmetry's inverse, a table entry's closer moves back
/// in the frame of the node the symmetry took to that entry. O(bits set).
#[inline]
fn back_to_node(bits: u32, back: &[u8], moves: &[Move]) -> MoveSet {
    let mut set = MoveSet::EMPTY;
    let mut rest = bits;
    while rest != 0 {
        let j = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        set = set.union(MoveSet::of(&[moves[usize::from(back[j])]]));
    }
    set
}

impl Phase1 {
    /// Builds every phase-1 table, the closer moves of the twist and flip tables with them.
    /// O((324 * 495 + 336 * 495 + 336 * 2187) * 18).
    pub fn new(syms: &Symmetries) -> Phase1 {
        let twist = Coord::new(TWISTS, &Move::ALL, coord::from_twist, coord::twist);
        let flip = Coord::new(FLIPS, &Move::ALL, coord::from_flip, coord::flip);
        let slice = Coord::new(SLICES, &Move::ALL, coord::from_slice, coord::slice);
        // Carry (slice, flip) through the generator steps from flip 0: the flip a slice alone
        // contributes. Generator k is symmetry 8, 2 or 1.
        let slice_flip_steps = coord::generator_steps(SLICES, coord::from_slice, coord::flip);
        let step = |(x, f): (usize, usize), k: usize| {
            let g = [8, 2, 1][k];
            let f2 = flip.conj[f * SYMS + g] ^ slice_flip_steps[x * 3 + k];
            (slice.conj[x * SYMS + g] as usize, f2 as usize)
        };
        let slice_flip: Vec<u16> = (0..SLICES * SYMS)
            .map(|v| coord::sym_walk((v / SYMS, 0), v % SYMS, step).1 as u16)
            .collect();
        let twists = SymClasses::new(TWISTS, syms, ALL_SYMS, |t| twist.images(t));
        let flips = SymClasses::new(FLIPS, syms, FLIP_SYMS, |f| flip.images(f));
        let rep_conj = |classes: &SymClasses, raw: &Coord| -> Vec<u16> {
            (0..classes.reps.len() * SYMS)
                .map(|v| raw.conj[classes.reps[v / SYMS] as usize * SYMS + v % SYMS])
                .collect()
        };
        let twist_prune = plain_distances::<SLICES>(&twists, &slice, EXACT);
        let flip_prune = plain_distances::<SLICES>(&flips, &slice, EXACT);
        Phase1 {
            twist_closer: closer_moves::<SLICES>(&twist_prune, &twists, &slice),
            flip_closer: closer_moves::<SLICES>(&flip_prune, &flips, &slice),
            twist_prune,
            flip_prune,
            twist_flip_prune: plain_distances::<TWISTS>(&flips, &twist, TWIST_FLIP_CAP),
            move_conj: (0..SYMS * Move::COUNT)
                .map(|v| syms.moves[v / Move::COUNT][v % Move::COUNT].index() as u8)
                .collect(),
            product: (0..SYMS * SYMS)
                .map(|v| syms.product[v / SYMS][v % SYMS])
                .collect(),
            undo_then: (0..SYMS * SYMS)
                .map(|v| syms.product[usize::from(syms.inverse[v / SYMS])][v % SYMS])
                .collect(),
            twist_rep_conj: rep_conj(&twists, &twist),
            flip_rep_conj: rep_conj(&flips, &flip),
            twist,
            flip,
            slice,
            twists,
            flips,
            slice_flip,
        }
    }

    /// The twist conjugated by symmetry `s`. O(1).
    ///
    /// # Panics
    /// If a coordinate or symmetry is out of range.
    pub fn conj_twist(&self, t: usize, s: usize) -> usize {
        self.twist.conj[t * SYMS + s] as usize
    }

    /// The flip of a cube with flip `f` and slice `x` conjugated by symmetry `s`. O(1).
    ///
    /// # Panics
    /// If a coordinate or symmetry is out of range.
    #[inline]
    pub fn conj_flip(&self, f: usize, x: usize, s: usize) -> usize {
        (self.flip.conj[f * SYMS + s] ^ self.slice_flip[x * SYMS + s]) as usize
    }

    /// Moves needed to bring twist `t` and slice `x` home: a lower bound of the distance to H.
    /// O(1).
    ///
    /// # Panics
    /// If a coordinate is out of range.
    #[inline]
    pub fn twist_bound(&self, t: usize, x: usize) -> u8 {
        let (c, s) = self.twists.get(t);
        self.twist_prune
            .get(c * SLICES + self.slice.conj[x * SYMS + s] as usize)
    }

    /// Moves needed to bring flip `f` and slice `x` home: a lower bound of the distance to H.
    /// O(1).
    ///
    /// # Panics
    /// If a coordinate is out of range.
    #[inline]
    pub fn flip_bound(&self, f: usize, x: usize) -> u8 {
        let (c, s) = self.flips.get(f);
        self.flip_prune
            .get(c * SLICES + self.slice.conj[x * SYMS + s] as usize)
    }

    /// Moves needed to bring twist `t` and flip `f` home: a lower bound of the distance to H.
    /// O(1).
    ///
    /// # Panics
    /// If a coordinate is out of range.
    #[inline]
    pub fn twist_flip_bound(&self, t: usize, f: usize) -> u8 {
        let (c, s) = self.flips.get(f);
        self.twist_flip_prune.get(c * TWISTS + self.conj_twist(t, s))
    }

    /// The twist-flip bound of the cube with twist `t`, flip `f` and slice `x` turned a quarter
    /// about U-D (`QUARTER_TURN`), which the twist-flip table does not treat like the cube
    /// itself: another lower bound of the distance to H. O(1).
    ///
    /// # Panics
    /// If a coordinate is out of range.
    #[inline]
    pub fn turned_twist_flip_bound(&self, t: usize, f: usize, x: usize) -> u8 {
        self.twist_flip_bound(
            self.conj_twist(t, QUARTER_TURN),
            self.conj_flip(f, x, QUARTER_TURN),
        )
    }

    /// The largest of the four bounds: a lower bound of the distance to H. O(1).
    ///
    /// # Panics
    /// If a coordinate is out of range.
    #[inline]
    pub fn bound(&self, t: usize, f: usize, x: usize) -> u8 {
        self.twist_bound(t, x)
            .max(self.flip_bound(f, x))
            .max(self.twist_flip_bound(t, f))
            .max(self.turned_twist_flip_bound(t, f, x))
    }

    /// The node of a cube with twist `t`, flip `f` and slice `x`. O(1).
    ///
    /// # Panics
    /// If `t >= TWISTS` or `f >= FLIPS`.
    pub fn node(&self, t: usize, f: usize, x: usize) -> Node1 {
        let (tc, ts) = self.twists.get(t);
        let (fc, fs) = self.flips.get(f);
        Node1 {
            twist: tc as u16,
            twist_sym: ts as u8,
            flip: fc as u16,
            flip_sym: fs as u8,
            slice: x as u16,
        }
    }

    /// The node after the move with index `i`. O(1).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range), or `i >= 18`.
    #[inline]
    pub fn child(&self, n: &Node1, i: usize) -> Node1 {
        let (ts, fs) = (usize::from(n.twist_sym), usize::from(n.flip_sym));
        // The cube conjugated by `ts` has the class's representative: the move conjugated
        // likewise takes it to the class of the moved representative, by one more symmetry.
        let tm = self.twists.moves
            [usize::from(n.twist) * Move::COUNT + usize::from(self.move_conj[ts * Move::COUNT + i])];
        let fm = self.flips.moves
            [usize::from(n.flip) * Move::COUNT + usize::from(self.move_conj[fs * Move::COUNT + i])];
        Node1 {
            twist: tm >> 4,
            twist_sym: self.product[ts * SYMS + usize::from(tm & 15)],
            flip: fm >> 4,
            flip_sym: self.product[fs * SYMS + usize::from(fm & 15)],
            slice: self.slice.moves[usize::from(n.slice) * Move::COUNT + i],
        }
    }

    /// `twist_bound` of a node. O(1).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range).
    #[inline]
    pub fn node_twist_bound(&self, n: &Node1) -> u8 {
        self.twist_prune
            .get(self.slice_entry(n.twist, n.twist_sym, n.slice))
    }

    /// `flip_bound` of a node. O(1).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range).
    #[inline]
    pub fn node_flip_bound(&self, n: &Node1) -> u8 {
        self.flip_prune.get(self.slice_entry(n.flip, n.flip_sym, n.slice))
    }

    /// The moves from node `n` that bring its `node_twist_bound` one move closer: when that
    /// bound equals the moves left, a search needs no other. O(moves in the set).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range).
    #[inline]
    pub fn node_twist_closer(&self, n: &Node1) -> MoveSet {
        let bits = self.twist_closer[self.slice_entry(n.twist, n.twist_sym, n.slice)];
        self.back_to_node(bits, n.twist_sym)
    }

    /// The moves from node `n` that bring its `node_flip_bound` one move closer, as
    /// `node_twist_closer`. O(moves in the set).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range).
    #[inline]
    pub fn node_flip_closer(&self, n: &Node1) -> MoveSet {
        let bits = self.flip_closer[self.slice_entry(n.flip, n.flip_sym, n.slice)];
        self.back_to_node(bits, n.flip_sym)
    }

    /// The entry of class `class` with the node's slice conjugated by `sym` (the symmetry that
    /// takes the node to the class's representative) in the twist or flip table.
    #[inline]
    fn slice_entry(&self, class: u16, sym: u8, slice: u16) -> usize {
        let x = self.slice.conj[usize::from(slice) * SYMS + usize::from(sym)];
        usize::from(class) * SLICES + usize::from(x)
    }

    /// The moves of a node whose images under symmetry `sym` are the bits of `bits` (a table
    /// entry's closer moves, where the node is conjugated by `sym`).
    #[inline]
    fn back_to_node(&self, bits: u32, sym: u8) -> MoveSet {
        // Symmetry 0 is the identity: conjugating back by `sym`.
        let back = usize::from(self.undo_then[usize::from(sym) * SYMS]) * Move::COUNT;
        back_to_node(bits, &self.move_conj[back..][..Move::COUNT], &Move::ALL)
    }

    /// `twist_flip_bound` of a node. O(1).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range).
    #[inline]
    pub fn node_twist_flip_bound(&self, n: &Node1) -> u8 {
        // The cube is the twist's representative conjugated back by `twist_sym`; conjugated by
        // `flip_sym` it has the flip class's representative.
        let s = self.undo_then[usize::from(n.twist_sym) * SYMS + usize::from(n.flip_sym)];
        let t = self.twist_rep_conj[usize::from(n.twist) * SYMS + usize::from(s)];
        self.twist_flip_prune
            .get(usize::from(n.flip) * TWISTS + usize::from(t))
    }

    /// `turned_twist_flip_bound` of a node. O(1).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range).
    #[inline]
    pub fn node_turned_twist_flip_bound(&self, n: &Node1) -> u8 {
        let (ts, fs) = (usize::from(n.twist_sym), usize::from(n.flip_sym));
        // From the cube conjugated by `flip_sym` (the flip class's representative, and its
        // slice) to the cube turned a quarter: its flip, then its flip class.
        let w = usize::from(self.undo_then[fs * SYMS + QUARTER_TURN]);
        let x = usize::from(self.slice.conj[usize::from(n.slice) * SYMS + fs]);
        let f = self.flip_rep_conj[usize::from(n.flip) * SYMS + w] ^ self.slice_flip[x * SYMS + w];
        let (c, s) = self.flips.get(usize::from(f));
        // The turned cube conjugated by `s`, from the twist's representative.
        let to_turned = usize::from(self.undo_then[ts * SYMS + QUARTER_TURN]);
        let s2 = self.product[to_turned * SYMS + s];
        let t = self.twist_rep_conj[usize::from(n.twist) * SYMS + usize::from(s2)];
        self.twist_flip_prune.get(c * TWISTS + usize::from(t))
    }

    /// The largest of the four bounds of a node: `bound`. O(1).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range).
    #[inline]
    pub fn node_bound(&self, n: &Node1) -> u8 {
        self.node_twist_bound(n)
            .max(self.node_flip_bound(n))
            .max(self.node_twist_flip_bound(n))
            .max(self.node_turned_twist_flip_bound(n))
    }
}

/// A cube of H as phase 2 sees it: its corner permutation and its U-D edges' permutation, each
/// as a symmetry class and the symmetry that takes the cube's permutation to the class's
/// representative, the slice edges' permutation, and which places hold the U-layer corners.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node2 {
    pub corners: usize,
    pub corner_sym: usize,
    pub edges: usize,
    pub edge_sym: usize,
    pub slice: usize,
    pub comb: usize,
}

impl Node2 {
    /// Whether the cube is solved: the corner places follow from the corners' class. O(1).
    #[inline]
    pub fn is_solved(&self) -> bool {
        let solved = self.corners == 0 && self.edges == 0 && self.slice == 0;
        debug_assert!(!solved || self.comb == 0);
        solved
    }
}

/// Everything phase 2 reads: the corner and U-D edge permutations by class, the slice edge
/// permutation and the corner places (10 moves), the phase-2 moves under symmetries, what
/// gives the inverse cube's classes, and three pruning tables: (corner class, slice edge
/// permutation), (edge class, corner places) and (edge class, slice edge permutation), with the
/// moves that bring an entry of the first one closer.
pub struct Phase2 {
    /// Corner permutation classes and U-D edge permutation classes.
    pub corners: SymClasses,
    pub edges: SymClasses,
    /// The permutation of the slice edges, 0..24.
    pub slice: Coord,
    /// Which positions hold the U-layer corners, 0..70.
    pub comb: Coord,
    /// `move_conj[s * 10 + j]`: the phase-2 move that move `j` becomes under symmetry `s`.
    pub move_conj: Vec<u8>,
    /// For each corner class and each edge class, the inverse of its representative as class
    /// times 16 plus symmetry (as `SymClasses::class_of`); for each corner class, its
    /// representative's corner places. See `inverse_edge_comb_bound`.
    corner_inverse: Vec<u16>,
    edge_inverse: Vec<u16>,
    corner_rep_comb: Vec<u8>,
    corner_prune: Nibbles,
    /// For each entry of the corner table, the phase-2 moves to an entry one closer, in the
    /// entry's own frame: bit `j` for `PHASE2_MOVES[j]` (`closer_moves`).
    corner_closer: Vec<u32>,
    edge_prune: Nibbles,
    edge_slice_prune: Nibbles,
}

impl Phase2 {
    /// Builds every phase-2 table. O(2768 * (24 + 70) * 10) for the pruning tables.
    pub fn new(syms: &Symmetries) -> Phase2 {
        let turns: Vec<Cubies> = PHASE2_MOVES.iter().map(|&m| move_cubies(m)).collect();
        // A permutation of the corners, or of the U-D edges (a move of H keeps them among the
        // first 8 positions), conjugated by each symmetry, then after each move.
        let perm_classes = |edges: bool| {
            SymClasses::new(PERMS, syms, ALL_SYMS, |x| {
                let mut p = [0u8; 8];
                coord::perm_unrank(x, &mut p);
                let mut images = Vec::with_capacity(SYMS + turns.len());
                for s in 0..SYMS {
                    images.push(coord::perm_rank(&syms.conj_perm(&p, s, edges)));
                }
                for t in turns.iter() {
                    let by = if edges { &t.ep[..8] } else { &t.cp[..] };
                    let mut moved = [0u8; 8];
                    for (m, &from) in moved.iter_mut().zip(by.iter()) {
                        *m = p[from as usize];
                    }
                    images.push(coord::perm_rank(&moved));
                }
                images
            })
        };
        let (corners, edges) = (perm_classes(false), perm_classes(true));
        let slice = Coord::new(
            SLICE_PERMS,
            &PHASE2_MOVES,
            |x| coord::from_perms(0, 0, x),
            coord::slice_perm,
        );
        let comb = Coord::new(
            CORNER_COMBS,
            &PHASE2_MOVES,
            coord::from_corner_comb,
            coord::corner_comb,
        );
        let n = PHASE2_MOVES.len();
        // The class of the inverse of each class's representative.
        let inverse_classes =
            |classes: &SymClasses, cube: fn(usize) -> Cubies, read: fn(&Cubies) -> usize| {
                let class_of = |&r: &u16| classes.class_of[read(&cube(usize::from(r)).inverse())];
                classes.reps.iter().map(class_of).collect()
            };
        let corner_rep_comb = corners
            .reps
            .iter()
            .map(|&r| coord::corner_comb(&coord::from_perms(usize::from(r), 0, 0)) as u8)
            .collect();
        let corner_prune = plain_distances::<SLICE_PERMS>(&corners, &slice, EXACT);
        Phase2 {
            corner_inverse: inverse_classes(&corners, |r| coord::from_perms(r, 0, 0), coord::corner_perm),
            edge_inverse: inverse_classes(&edges, |r| coord::from_perms(0, r, 0), coord::edge_perm),
            corner_rep_comb,
            // The symmetries keep H: a move of H conjugated is a move of H.
            move_conj: (0..SYMS * n)
                .map(|v| PHASE2_INDEX[syms.moves[v / n][PHASE2_MOVES[v % n].index()].index()])
                .collect(),
            corner_closer: closer_moves::<SLICE_PERMS>(&corner_prune, &corners, &slice),
            corner_prune,
            edge_prune: plain_distances::<CORNER_COMBS>(&edges, &comb, EXACT),
            edge_slice_prune: plain_distances::<SLICE_PERMS>(&edges, &slice, EXACT),
            corners,
            edges,
            slice,
            comb,
        }
    }

    /// The node of `c`, a cube of H. O(8^2).
    ///
    /// # Panics
    /// May panic if `c` is not a legal cube of H.
    pub fn node(&self, c: &Cubies) -> Node2 {
        let (corners, corner_sym) = self.corners.get(coord::corner_perm(c));
        let (edges, edge_sym) = self.edges.get(coord::edge_perm(c));
        Node2 {
            corners,
            corner_sym,
            edges,
            edge_sym,
            slice: coord::slice_perm(c),
            comb: coord::corner_comb(c),
        }
    }

    /// Moves needed to solve the corners and slice edges of a phase-2 cube whose corner
    /// permutation has class `c` and symmetry `s` and whose slice permutation is `x`. O(1).
    ///
    /// # Panics
    /// If a coordinate or symmetry is out of range.
    #[inline]
    pub fn corner_bound(&self, c: usize, s: usize, x: usize) -> u8 {
        self.corner_prune.get(self.corner_entry(c, s, x))
    }

    /// The entry of the corner table of corner class `c` with symmetry `s` and slice edge
    /// permutation `x` (conjugated into the class).
    #[inline]
    fn corner_entry(&self, c: usize, s: usize, x: usize) -> usize {
        c * SLICE_PERMS + usize::from(self.slice.conj[x * SYMS + s])
    }

    /// The moves of H from node `n` that bring its corner bound (`corner_bound`) one move
    /// closer: when that bound equals the moves left, a search needs no other. O(moves in the
    /// set).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range).
    #[inline]
    pub fn node_corner_closer(&self, syms: &Symmetries, n: &Node2) -> MoveSet {
        let e = self.corner_entry(n.corners, n.corner_sym, n.slice);
        let back = usize::from(syms.inverse[n.corner_sym]) * PHASE2_MOVES.len();
        back_to_node(
            self.corner_closer[e],
            &self.move_conj[back..][..PHASE2_MOVES.len()],
            &PHASE2_MOVES,
        )
    }

    /// Moves needed to solve the U-D edges with the slice edges alone (`edge_bound`'s first
    /// half, from a table of 33 KB). O(1).
    ///
    /// # Panics
    /// If a coordinate or symmetry is out of range.
    #[inline]
    pub fn edge_slice_bound(&self, c: usize, s: usize, x: usize) -> u8 {
        self.edge_slice_prune
            .get(c * SLICE_PERMS + self.slice.conj[x * SYMS + s] as usize)
    }

    /// Moves needed to solve the U-D edges with the corner places alone (`edge_bound`'s other
    /// half, from a table of 97 KB). O(1).
    ///
    /// # Panics
    /// If a coordinate or symmetry is out of range.
    #[inline]
    pub fn edge_comb_bound(&self, c: usize, s: usize, comb: usize) -> u8 {
        self.edge_prune
            .get(c * CORNER_COMBS + self.comb.conj[comb * SYMS + s] as usize)
    }

    /// `edge_comb_bound` of the inverse of the cube of node `n`, which needs as many moves.
    /// Conjugation commutes with inversion: the symmetry that takes the cube to its class's
    /// representative takes the inverse to the representative's inverse, whose class is in a
    /// table, and whose corner places are those of its class's representative conjugated back.
    /// O(1).
    ///
    /// # Panics
    /// If `n` is not a node of these tables (a field out of range).
    #[inline]
    pub fn inverse_edge_comb_bound(&self, syms: &Symmetries, n: &Node2) -> u8 {
        let corners = self.corner_inverse[n.corners] as usize;
        let edges = self.edge_inverse[n.edges] as usize;
        let corner_sym = syms.product[n.corner_sym][corners & 15] as usize;
        let edge_sym = syms.product[n.edge_sym][edges & 15] as usize;
        // Back from the corners' representative, then into the edges' class.
        let s = syms.product[syms.inverse[corner_sym] as usize][edge_sym] as usize;
        let comb = self.comb.conj[self.corner_rep_comb[corners >> 4] as usize * SYMS + s] as usize;
        self.edge_prune.get((edges >> 4) * CORNER_COMBS + comb)
    }

    /// Moves needed to solve the U-D edges with the corner places, and with the slice edges, of a
    /// phase-2 cube whose edge permutation has class `c` and symmetry `s`, whose corner places
    /// are `comb` and slice permutation `x`: the larger. O(1).
    ///
    /// # Panics
    /// If a coordinate or symmetry is out of range.
    #[inline]
    pub fn edge_bound(&self, c: usize, s: usize, comb: usize, x: usize) -> u8 {
        self.edge_slice_bound(c, s, x)
            .max(self.edge_comb_bound(c, s, comb))
    }
}

#[cfg(test)]
mod tests;
