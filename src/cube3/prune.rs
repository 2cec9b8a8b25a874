//! The tables of the two-phase search: move tables of the coordinates, symmetry classes, and four
//! pruning tables of exact distances, one entry per symmetry class.
//!
//! Phase 1 has three tables: (twist class, slice conjugated into that class), (slice class, flip
//! conjugated into that class), and (flip class, twist conjugated into that class). A quarter
//! turn of the whole cube about U-D changes a flip by an amount that depends on the slice, so the
//! flip classes are taken under the 8 symmetries without such a turn (`FLIP_SYMS`). The third
//! table sees how twist and flip go together, which the first two cannot: it halves the nodes
//! of phase 1. Phase 2 reduces
//! the corner permutation and the U-D edge permutation: an entry is (class, slice edge
//! permutation or corner places conjugated into that class). Each table is a breadth-first search from the goal,
//! so every entry is the exact number of moves that solves that part of the cube; the largest of
//! the entries of a cube is therefore a lower bound of its distance, as IDA* needs.

use super::coord::{self, Symmetries, FLIPS, PERMS, PHASE2_MOVES, SLICES, SLICE_PERMS, SYMS, TWISTS};
use super::cubie::{move_cubies, Cubies, MOVES};

/// The twist-flip table stores distances up to 7, and 8 for the farther entries (a third of
/// them; only 2324 of the 734,832 are 9 moves away): a search prunes as well as with the exact
/// table, and the table costs half the time to build.
pub const TWIST_FLIP_CAP: u8 = 8;

/// All 16 symmetries, as a set of bits for `SymClasses::new`.
pub const ALL_SYMS: u16 = u16::MAX;
/// The 8 symmetries that turn the cube about U-D by a half turn or not at all (bit 1 of the
/// symmetry's number is clear): they keep the middle layer's edges' reference stickers on F and
/// B, so they change a flip by the flip alone.
pub const FLIP_SYMS: u16 = 0x3333;

/// A coordinate reduced by symmetry: `class_of[x] = class * 16 + s` where conjugating a cube
/// with coordinate `x` by `s` gives the class's representative, `reps[class]`.
#[derive(Clone, Debug)]
pub struct SymClasses {
    /// For each raw value, its class times 16 plus the symmetry that brings it to the class's
    /// representative.
    pub class_of: Vec<u16>,
    /// The representative (smallest raw value) of each class.
    pub reps: Vec<u16>,
    /// For each class, the symmetries other than the identity that fix its representative, as
    /// bits.
    pub stabilizers: Vec<u16>,
}

impl SymClasses {
    /// Sorts `n` raw values into classes under the symmetries in `group` (a set of bits that
    /// must be a group: `ALL_SYMS` or `FLIP_SYMS`), where `images(x)` gives the raw values of a
    /// cube with value `x` conjugated by each symmetry (only those of `group` are read).
    /// O(n + classes * cost of `images`).
    pub fn new(
        n: usize,
        syms: &Symmetries,
        group: u16,
        mut images: impl FnMut(usize) -> [usize; SYMS],
    ) -> SymClasses {
        const UNSET: u16 = u16::MAX;
        let mut class_of = vec![UNSET; n];
        let mut reps = Vec::new();
        let mut stabilizers = Vec::new();
        for x in 0..n {
            if class_of[x] != UNSET {
                continue;
            }
            let class = reps.len() as u16;
            reps.push(x as u16);
            stabilizers.push(0);
            for (s, &y) in images(x).iter().enumerate() {
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
        }
        SymClasses {
            class_of,
            reps,
            stabilizers,
        }
    }

    /// The class of raw value `x` and the symmetry that takes `x` to the representative. O(1).
    #[inline]
    pub fn get(&self, x: usize) -> (usize, usize) {
        let v = self.class_of[x] as usize;
        (v >> 4, v & 15)
    }
}

/// A table of numbers 0..16, two to a byte: half the memory, so more of it stays in cache.
#[derive(Clone, Debug, Default)]
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

    /// Sets entry `i` to `value` if it is `UNSEEN`, without a branch: 1 if it was, else 0.
    /// O(1).
    #[inline]
    fn mark(&mut self, i: usize, value: u8) -> usize {
        let shift = (i & 1) << 2;
        let b = &mut self.bytes[i >> 1];
        let old = (*b >> shift) & 15;
        let fresh = u8::from(old == UNSEEN);
        *b ^= ((old ^ value) & fresh.wrapping_neg()) << shift;
        usize::from(fresh)
    }

    /// Replaces every entry `from` by `to`. O(n).
    fn replace(&mut self, from: u8, to: u8) {
        for b in self.bytes.iter_mut() {
            if *b & 15 == from {
                *b = (*b & 0xf0) | to;
            }
            if *b >> 4 == from {
                *b = (*b & 15) | to << 4;
            }
        }
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

/// An entry that breadth-first search has not reached yet (so distances must stay below 15).
const UNSEEN: u8 = 15;

/// Distances from entry 0 over a table of `classes * W` entries `class * W + value`: the `i`th
/// of `moves` moves takes entry `(c, v)` to `(c2, value_move(v, i, k))` where `(c2, k) =
/// class_move(c, i)` (the move set must be closed under inverses). When a symmetry `s` fixes a
/// class's representative, `(class, conj(class, value, s))` stands for the same cube as
/// `(class, value)`: such twins get the same distance at once, as the moves of the graph may
/// reach only one of them. Forward from the frontier while it is small, then backward from the
/// entries not reached yet, stopping at the first neighbour found; either way the entries of one
/// class go through one move at a time, so that every entry a move reaches lies in one class's
/// row of the table, which stays in the fastest cache. `W` is a constant so that splitting an
/// entry costs no division. Entries `cap` or more moves away get `cap`: still a lower bound,
/// and the last levels of a large table cost the most. O(classes * W * moves).
///
/// # Panics
/// If some entry is 15 or more moves away (with `cap` 15), or not reachable.
pub fn distances<const W: usize, K: Copy>(
    classes: &SymClasses,
    moves: usize,
    cap: u8,
    class_move: impl Fn(usize, usize) -> (usize, K),
    value_move: impl Fn(usize, usize, K) -> usize,
    conj: impl Fn(usize, usize, usize) -> usize,
) -> Nibbles {
    let size = classes.reps.len() * W;
    let mut dist = Nibbles::filled(size, UNSEEN);
    // Sets entry (c, v), not reached yet, and its twins to `d`, listing them in `level`.
    let set = |dist: &mut Nibbles, level: &mut Vec<u32>, c: usize, v: usize, d: u8| {
        let x = c * W + v;
        dist.set(x, d);
        level.push(x as u32);
        let mut stab = classes.stabilizers[c];
        while stab != 0 {
            let s = stab.trailing_zeros() as usize;
            stab &= stab - 1;
            let y = c * W + conj(c, v, s);
            if dist.get(y) == UNSEEN {
                dist.set(y, d);
                level.push(y as u32);
            }
        }
    };
    let mut frontier = Vec::new();
    set(&mut dist, &mut frontier, 0, 0, 0);
    let (mut depth, mut reached) = (0u8, frontier.len());
    let mut unseen: Vec<u32> = Vec::new();
    while reached < size {
        if depth + 1 == cap {
            dist.replace(UNSEEN, cap);
            break;
        }
        assert!(depth + 1 < UNSEEN, "a pruning table too deep for 4 bits");
        let mut level = Vec::new();
        // Backward costs at most `moves` checks per entry not reached, forward exactly `moves`
        // per frontier entry.
        if size - reached < frontier.len() {
            if unseen.is_empty() {
                unseen = (0..size as u32)
                    .filter(|&x| dist.get(x as usize) == UNSEEN)
                    .collect();
            }
            for group in class_runs::<W>(&unseen) {
                let c = group[0] as usize / W;
                let mut row: Vec<usize> = group.iter().map(|&x| x as usize % W).collect();
                for i in 0..moves {
                    let (c2, k) = class_move(c, i);
                    let mut j = 0;
                    while j < row.len() {
                        if dist.get(c2 * W + value_move(row[j], i, k)) == depth {
                            if dist.get(c * W + row[j]) == UNSEEN {
                                set(&mut dist, &mut level, c, row[j], depth + 1);
                            }
                            row.swap_remove(j);
                        } else {
                            j += 1;
                        }
                    }
                }
            }
            unseen.retain(|&x| dist.get(x as usize) == UNSEEN);
        } else {
            let frontier = sort_by_class::<W>(&frontier, classes.reps.len());
            for group in class_runs::<W>(&frontier) {
                let c = group[0] as usize / W;
                for i in 0..moves {
                    let (c2, k) = class_move(c, i);
                    if classes.stabilizers[c2] != 0 {
                        for &x in group.iter() {
                            let v = value_move(x as usize % W, i, k);
                            if dist.get(c2 * W + v) == UNSEEN {
                                set(&mut dist, &mut level, c2, v, depth + 1);
                            }
                        }
                        continue;
                    }
                    // No twins: mark without a branch (whether an entry is new is a coin toss
                    // the processor cannot predict), keeping the new ones in `level`.
                    let mut n = level.len();
                    level.resize(n + group.len(), 0);
                    for &x in group.iter() {
                        let y = c2 * W + value_move(x as usize % W, i, k);
                        level[n] = y as u32;
                        n += dist.mark(y, depth + 1);
                    }
                    level.truncate(n);
                }
            }
        }
        assert!(!level.is_empty(), "a pruning table graph is not connected");
        reached += level.len();
        frontier = level;
        depth += 1;
    }
    dist
}

/// `entries` (`class * W + value`) in order of class, by counting. O(entries + classes).
fn sort_by_class<const W: usize>(entries: &[u32], classes: usize) -> Vec<u32> {
    let mut start = vec![0; classes + 1];
    for &x in entries.iter() {
        start[x as usize / W + 1] += 1;
    }
    for c in 0..classes {
        start[c + 1] += start[c];
    }
    let mut out = vec![0; entries.len()];
    for &x in entries.iter() {
        let c = x as usize / W;
        out[start[c]] = x;
        start[c] += 1;
    }
    out
}

/// The runs of `entries` (in order of class) that share a class. O(entries).
fn class_runs<const W: usize>(entries: &[u32]) -> impl Iterator<Item = &[u32]> + '_ {
    let mut rest = entries;
    std::iter::from_fn(move || {
        let class = *rest.first()? as usize / W;
        let n = rest
            .iter()
            .position(|&x| x as usize / W != class)
            .unwrap_or(rest.len());
        let (run, tail) = rest.split_at(n);
        rest = tail;
        Some(run)
    })
}

/// Where each of the 18 moves takes each class representative of `classes`, a coordinate whose
/// raw move table is `raw_moves`: `[class * 18 + m]` = (class, symmetry to its representative).
/// O(classes * 18).
fn class_moves(classes: &SymClasses, raw_moves: &[u16]) -> Vec<(usize, usize)> {
    (0..classes.reps.len() * MOVES)
        .map(|v| classes.get(raw_moves[classes.reps[v / MOVES] as usize * MOVES + v % MOVES] as usize))
        .collect()
}

/// `x` conjugated by symmetry `s`, walking the generator steps of `s` (F2 `b` times, U4 `u`
/// times, the mirror `m` times, for `s = 8 b + 2 u + m`); `step(x, k)` conjugates `x` by the
/// `k`th generator: 0 for F2, 1 for U4, 2 for the mirror. O(5).
fn conj_walk(x: usize, s: usize, step: &impl Fn(usize, usize) -> usize) -> usize {
    let mut y = x;
    for _ in 0..s >> 3 {
        y = step(y, 0);
    }
    for _ in 0..(s >> 1) & 3 {
        y = step(y, 1);
    }
    if s & 1 == 1 {
        y = step(y, 2);
    }
    y
}

/// `table[x * 16 + s]`: value `x` of a coordinate conjugated by every symmetry. O(n * 16 * 5).
fn conj_table(n: usize, step: impl Fn(usize, usize) -> usize) -> Vec<u16> {
    (0..n * SYMS)
        .map(|v| conj_walk(v / SYMS, v % SYMS, &step) as u16)
        .collect()
}

/// For each of `n` values, the coordinate `read` of the cube `cube(x)` conjugated by each of the
/// three generators F2, U4 and the mirror. O(n * 300).
fn generator_steps(
    n: usize,
    cube: impl Fn(usize) -> Cubies,
    read: impl Fn(&Cubies) -> usize,
) -> Vec<[u16; 3]> {
    (0..n)
        .map(|x| {
            let c = cube(x);
            let mut out = [0u16; 3];
            for (k, &g) in [8, 2, 1].iter().enumerate() {
                out[k] = read(&coord::conjugate(&c, g)) as u16;
            }
            out
        })
        .collect()
}

/// Everything phase 1 reads: move tables of twist, flip and slice, their classes, the
/// conjugation tables, and the three pruning tables.
#[derive(Clone, Debug)]
pub struct Phase1 {
    /// `twist_move[t * 18 + m]`.
    pub twist_move: Vec<u16>,
    /// `flip_move[f * 18 + m]`.
    pub flip_move: Vec<u16>,
    /// `slice_move[x * 18 + m]`.
    pub slice_move: Vec<u16>,
    /// Slice classes under the 16 symmetries.
    pub slices: SymClasses,
    /// Twist classes under the 16 symmetries.
    pub twists: SymClasses,
    /// Flip classes under the 8 symmetries of `FLIP_SYMS`.
    pub flips: SymClasses,
    /// `twist_conj[t * 16 + s]`: twist `t` conjugated by `s`; `slice_conj` likewise.
    twist_conj: Vec<u16>,
    slice_conj: Vec<u16>,
    /// The flip of a cube conjugated by `s` is `flip_conj[f * 16 + s] ^ slice_flip_conj[x * 16 +
    /// s]` for flip `f` and slice `x`: a quarter turn of the whole cube about U-D moves the slice
    /// edges' reference stickers from F/B to R/L, which flips whatever occupies the slice, and
    /// flips add up modulo 2.
    flip_conj: Vec<u16>,
    slice_flip_conj: Vec<u16>,
    /// Moves to H of (twist class, conjugated slice), of (slice class, conjugated flip), and of
    /// (flip class, conjugated twist).
    twist_prune: Nibbles,
    flip_prune: Nibbles,
    twist_flip_prune: Nibbles,
}

impl Phase1 {
    /// Builds every phase-1 table. O((324 * 495 + 64 * 2048 + 336 * 2187) * 18).
    pub fn new(syms: &Symmetries) -> Phase1 {
        let twist_move = coord::move_table_18(TWISTS, coord::from_twist, coord::twist);
        let flip_move = coord::move_table_18(FLIPS, coord::from_flip, coord::flip);
        let slice_move = coord::move_table_18(SLICES, coord::from_slice, coord::slice);

        let twist_steps = generator_steps(TWISTS, coord::from_twist, coord::twist);
        let twist_conj = conj_table(TWISTS, |t, k| twist_steps[t][k] as usize);
        let flip_steps = generator_steps(FLIPS, coord::from_flip, coord::flip);
        let flip_conj = conj_table(FLIPS, |f, k| flip_steps[f][k] as usize);
        let slice_steps = generator_steps(SLICES, coord::from_slice, coord::slice);
        let slice_conj = conj_table(SLICES, |x, k| slice_steps[x][k] as usize);
        // Carry (slice, flip) through the steps from flip 0: the flip a slice alone contributes.
        let slice_flip_steps = generator_steps(SLICES, coord::from_slice, coord::flip);
        let pair_step = |v: usize, k: usize| {
            let (x, f) = (v / FLIPS, v % FLIPS);
            let f2 = flip_steps[f][k] ^ slice_flip_steps[x][k];
            slice_steps[x][k] as usize * FLIPS + f2 as usize
        };
        let slice_flip_conj: Vec<u16> = (0..SLICES * SYMS)
            .map(|v| (conj_walk(v / SYMS * FLIPS, v % SYMS, &pair_step) % FLIPS) as u16)
            .collect();
        let images = |table: &[u16], x: usize| {
            let mut out = [0; SYMS];
            for (s, o) in out.iter_mut().enumerate() {
                *o = table[x * SYMS + s] as usize;
            }
            out
        };
        let slices = SymClasses::new(SLICES, syms, ALL_SYMS, |x| images(&slice_conj, x));
        let twists = SymClasses::new(TWISTS, syms, ALL_SYMS, |t| images(&twist_conj, t));
        let flips = SymClasses::new(FLIPS, syms, FLIP_SYMS, |f| images(&flip_conj, f));

        let mut p = Phase1 {
            twist_move,
            flip_move,
            slice_move,
            slices,
            twists,
            flips,
            twist_conj,
            slice_conj,
            flip_conj,
            slice_flip_conj,
            twist_prune: Nibbles::default(),
            flip_prune: Nibbles::default(),
            twist_flip_prune: Nibbles::default(),
        };
        let twist_classes = class_moves(&p.twists, &p.twist_move);
        p.twist_prune = distances::<SLICES, usize>(
            &p.twists,
            MOVES,
            UNSEEN,
            |c, m| twist_classes[c * MOVES + m],
            |x, m, s| p.slice_conj[p.slice_move[x * MOVES + m] as usize * SYMS + s] as usize,
            |_, x, s| p.slice_conj[x * SYMS + s] as usize,
        );
        // For the flip table: where each move takes each slice class representative: class,
        // symmetry, and the flip that the slice contributes under that symmetry.
        let classes = p.slices.reps.len();
        let slice_classes: Vec<(usize, (usize, u16))> = (0..classes * MOVES)
            .map(|v| {
                let x = p.slice_move[p.slices.reps[v / MOVES] as usize * MOVES + v % MOVES] as usize;
                let (c, s) = p.slices.get(x);
                (c, (s, p.slice_flip_conj[x * SYMS + s]))
            })
            .collect();
        p.flip_prune = distances::<FLIPS, (usize, u16)>(
            &p.slices,
            MOVES,
            UNSEEN,
            |c, m| slice_classes[c * MOVES + m],
            |f, m, (s, slice_flip)| {
                (p.flip_conj[p.flip_move[f * MOVES + m] as usize * SYMS + s] ^ slice_flip) as usize
            },
            |c, f, s| p.conj_flip(f, p.slices.reps[c] as usize, s),
        );
        let flip_classes = class_moves(&p.flips, &p.flip_move);
        p.twist_flip_prune = distances::<TWISTS, usize>(
            &p.flips,
            MOVES,
            TWIST_FLIP_CAP,
            |c, m| flip_classes[c * MOVES + m],
            |t, m, s| p.twist_conj[p.twist_move[t * MOVES + m] as usize * SYMS + s] as usize,
            |_, t, s| p.conj_twist(t, s),
        );
        p
    }

    /// The flip pruning table's entry for flip `f` and slice `x`. O(1).
    #[inline]
    fn flip_index(&self, f: usize, x: usize) -> usize {
        let (c, s) = self.slices.get(x);
        let g = self.flip_conj[f * SYMS + s] ^ self.slice_flip_conj[x * SYMS + s];
        c * FLIPS + g as usize
    }

    /// The twist conjugated by symmetry `s`. O(1).
    pub fn conj_twist(&self, t: usize, s: usize) -> usize {
        self.twist_conj[t * SYMS + s] as usize
    }

    /// The flip of a cube with flip `f` and slice `x` conjugated by symmetry `s`. O(1).
    pub fn conj_flip(&self, f: usize, x: usize, s: usize) -> usize {
        (self.flip_conj[f * SYMS + s] ^ self.slice_flip_conj[x * SYMS + s]) as usize
    }

    /// Moves needed to bring twist `t` and slice `x` home: a lower bound of the distance to H.
    /// O(1).
    #[inline]
    pub fn twist_bound(&self, t: usize, x: usize) -> u8 {
        let (c, s) = self.twists.get(t);
        self.twist_prune
            .get(c * SLICES + self.slice_conj[x * SYMS + s] as usize)
    }

    /// Moves needed to bring flip `f` and slice `x` home: a lower bound of the distance to H.
    /// O(1).
    #[inline]
    pub fn flip_bound(&self, f: usize, x: usize) -> u8 {
        self.flip_prune.get(self.flip_index(f, x))
    }

    /// Moves needed to bring twist `t` and flip `f` home: a lower bound of the distance to H.
    /// O(1).
    #[inline]
    pub fn twist_flip_bound(&self, t: usize, f: usize) -> u8 {
        let (c, s) = self.flips.get(f);
        self.twist_flip_prune
            .get(c * TWISTS + self.twist_conj[t * SYMS + s] as usize)
    }

    /// The largest of the three bounds: a lower bound of the distance to H. O(1).
    #[inline]
    pub fn bound(&self, t: usize, f: usize, x: usize) -> u8 {
        self.twist_bound(t, x)
            .max(self.flip_bound(f, x))
            .max(self.twist_flip_bound(t, f))
    }
}

/// A permutation coordinate of phase 2 reduced by symmetry, with its moves on classes.
#[derive(Clone, Debug)]
pub struct PermClasses {
    /// The classes of the 40320 raw permutations.
    pub classes: SymClasses,
    /// `moves[class * 10 + j]`: class times 16 plus symmetry, as `SymClasses::class_of`, of the
    /// representative followed by phase-2 move `j`.
    pub moves: Vec<u16>,
}

impl PermClasses {
    /// Classes and moves of a permutation of 8 pieces, where `conj(p, s)` conjugates the
    /// permutation `p` by symmetry `s` and `turn(p, j)` applies phase-2 move `j` to it.
    /// O(classes * 26 * 64).
    fn new(
        syms: &Symmetries,
        conj: impl Fn(&[u8; 8], usize) -> [u8; 8],
        turn: impl Fn(&[u8; 8], usize) -> [u8; 8],
    ) -> PermClasses {
        let unrank = |x: usize| {
            let mut p = [0u8; 8];
            coord::perm_unrank(x, &mut p);
            p
        };
        let classes = SymClasses::new(PERMS, syms, ALL_SYMS, |x| {
            let p = unrank(x);
            let mut out = [0; SYMS];
            for (s, o) in out.iter_mut().enumerate() {
                *o = coord::perm_rank(&conj(&p, s));
            }
            out
        });
        let mut moves = Vec::with_capacity(classes.reps.len() * PHASE2_MOVES.len());
        for &rep in classes.reps.iter() {
            let p = unrank(rep as usize);
            for j in 0..PHASE2_MOVES.len() {
                moves.push(classes.class_of[coord::perm_rank(&turn(&p, j))]);
            }
        }
        PermClasses { classes, moves }
    }
}

/// A small coordinate of phase 2 kept whole beside a permutation class in a pruning table.
#[derive(Clone, Debug)]
pub struct Small {
    /// The number of values.
    pub size: usize,
    /// `moves[x * 10 + j]`: the value after phase-2 move `j`.
    pub moves: Vec<u8>,
    /// `conj[x * 16 + s]`: the value conjugated by symmetry `s`.
    pub conj: Vec<u8>,
}

impl Small {
    /// The tables of a coordinate with `size` values, built by `cube` and read by `read`.
    /// O(size * 26 * 100).
    fn new(size: usize, cube: impl Fn(usize) -> Cubies, read: impl Fn(&Cubies) -> usize) -> Small {
        let moves = coord::move_table(size, &PHASE2_MOVES, &cube, &read);
        Small {
            size,
            moves: moves.iter().map(|&x| x as u8).collect(),
            conj: (0..size * SYMS)
                .map(|v| read(&coord::conjugate(&cube(v / SYMS), v % SYMS)) as u8)
                .collect(),
        }
    }
}

/// Everything phase 2 reads: the corner and U-D edge permutations by class, the slice edge
/// permutation and the corner places, the phase-2 moves under symmetries, and two pruning
/// tables: (corner class, slice edge permutation) and (edge class, corner places).
#[derive(Clone, Debug)]
pub struct Phase2 {
    /// Corner permutation classes.
    pub corners: PermClasses,
    /// U-D edge permutation classes.
    pub edges: PermClasses,
    /// The permutation of the slice edges, 0..24.
    pub slice: Small,
    /// Which positions hold the U-layer corners, 0..70.
    pub comb: Small,
    /// `move_conj[s * 10 + j]`: the phase-2 move that move `j` becomes under symmetry `s`.
    pub move_conj: Vec<u8>,
    corner_prune: Nibbles,
    edge_prune: Nibbles,
}

impl Phase2 {
    /// Builds every phase-2 table. O(2768 * (24 + 70) * 10) for the pruning tables.
    pub fn new(syms: &Symmetries) -> Phase2 {
        let turns: Vec<Cubies> = PHASE2_MOVES.iter().map(|&m| move_cubies(m)).collect();
        // A move of H keeps the U-D edges among the first 8 positions: permutations of 8.
        let compose = |p: &[u8; 8], by: &[u8]| {
            let mut out = [0u8; 8];
            for (o, &from) in out.iter_mut().zip(by.iter()) {
                *o = p[from as usize];
            }
            out
        };
        let corners = PermClasses::new(
            syms,
            |p, s| syms.corner_perm(p, s),
            |p, j| compose(p, &turns[j].cp),
        );
        let edges = PermClasses::new(
            syms,
            |p, s| {
                let mut e = Cubies::SOLVED.ep;
                e[..8].copy_from_slice(p);
                let mut out = [0u8; 8];
                out.copy_from_slice(&syms.edge_perm(&e, s)[..8]);
                out
            },
            |p, j| compose(p, &turns[j].ep[..8]),
        );
        let slice = Small::new(SLICE_PERMS, |x| coord::from_perms(0, 0, x), coord::slice_perm);
        let comb = Small::new(coord::CORNER_COMBS, coord::from_corner_comb, coord::corner_comb);
        let n = PHASE2_MOVES.len();
        let phase2_index = |m: u8| {
            PHASE2_MOVES
                .iter()
                .position(|&x| x == m as usize)
                .expect("H is symmetric")
        };
        let move_conj = (0..SYMS * n)
            .map(|v| phase2_index(syms.moves[v / n][PHASE2_MOVES[v % n]]) as u8)
            .collect();
        let mut p = Phase2 {
            corners,
            edges,
            slice,
            comb,
            move_conj,
            corner_prune: Nibbles::default(),
            edge_prune: Nibbles::default(),
        };
        p.corner_prune = perm_distances::<SLICE_PERMS>(&p.corners, &p.slice);
        p.edge_prune = perm_distances::<{ coord::CORNER_COMBS }>(&p.edges, &p.comb);
        p
    }

    /// Moves needed to solve the corners and slice edges of a phase-2 cube whose corner
    /// permutation has class `c` and symmetry `s` and whose slice permutation is `x`. O(1).
    #[inline]
    pub fn corner_bound(&self, c: usize, s: usize, x: usize) -> u8 {
        self.corner_prune
            .get(c * SLICE_PERMS + self.slice.conj[x * SYMS + s] as usize)
    }

    /// Moves needed to solve the U-D edges and the corner places of a phase-2 cube whose edge
    /// permutation has class `c` and symmetry `s` and whose corner places are `comb`. O(1).
    #[inline]
    pub fn edge_bound(&self, c: usize, s: usize, comb: usize) -> u8 {
        self.edge_prune
            .get(c * coord::CORNER_COMBS + self.comb.conj[comb * SYMS + s] as usize)
    }
}

/// The pruning table of (class of `perms`, conjugated `partner`), where `partner` has `W`
/// values (a constant, so that splitting an entry into its two parts costs no division).
fn perm_distances<const W: usize>(perms: &PermClasses, partner: &Small) -> Nibbles {
    assert_eq!(partner.size, W);
    let n = PHASE2_MOVES.len();
    distances::<W, usize>(
        &perms.classes,
        n,
        UNSEEN,
        |c, j| {
            let moved = perms.moves[c * n + j] as usize;
            (moved >> 4, moved & 15)
        },
        |x, j, s| partner.conj[partner.moves[x * n + j] as usize * SYMS + s] as usize,
        |_, x, s| partner.conj[x * SYMS + s] as usize,
    )
}

#[cfg(test)]
mod tests;
