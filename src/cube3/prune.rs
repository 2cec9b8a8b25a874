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
//! corner places conjugated into that class), and the edges have a table with each. Each table
//! is a breadth-first search from the goal, so every entry is the exact number of moves that
//! solves that part of the cube (the twist-flip table stops at `TWIST_FLIP_CAP`); the largest of
//! the entries of a cube is therefore a lower bound of its distance, as IDA* needs.

use super::coord::{
    self, Coord, Symmetries, CORNER_COMBS, FLIPS, PERMS, PHASE2_MOVES, SLICES, SLICE_PERMS, SYMS, TWISTS,
};
use super::cubie::{move_cubies, Cubies, MOVES};

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

/// Distances from entry 0 over a table of `classes * W` entries `class * W + value`, where the
/// value is that of a coordinate `partner` conjugated into the class: the `i`th move takes entry
/// `(c, v)` to `(c2, partner.conj[partner.moves[v * k + i] * 16 + s] ^ move_xor(c, i))` where
/// `classes.moves` takes `c` to class `c2` with symmetry `s` (the move set must be closed under
/// inverses). `move_xor` is 0 but for the flip, which a symmetry changes by an amount that
/// depends on the slice (see `Phase1`). When a symmetry `s` fixes a class's representative,
/// `(class, partner.conj[value * 16 + s] ^ twin_xor(class, s))` stands for the same cube as
/// `(class, value)`: such twins get the same distance at once, as the moves of the graph may
/// reach only one of them. Forward from the frontier while it is small, then backward from the
/// entries not reached yet, stopping at the first neighbour found; either way the entries of one
/// class go through one move at a time, so that every entry a move reaches lies in one class's
/// row of the table, which stays in the fastest cache. `W` is a constant so that splitting an
/// entry costs no division. Entries `cap` or more moves away get `cap`: still a lower bound,
/// and the last levels of a large table cost the most. O(classes * W * moves).
///
/// # Panics
/// If `partner` has not `W` values, or some entry is 15 or more moves away (with `cap` 15), or
/// not reachable.
pub fn distances<const W: usize>(
    classes: &SymClasses,
    partner: &Coord,
    cap: u8,
    move_xor: impl Fn(usize, usize) -> u16,
    twin_xor: impl Fn(usize, usize) -> u16,
) -> Nibbles {
    assert_eq!(partner.conj.len(), W * SYMS, "a partner of another size");
    let moves = classes.moves.len() / classes.reps.len();
    // Where move i takes class c: the class, the symmetry, and what it adds to the partner.
    let class_move = |c: usize, i: usize| {
        let v = classes.moves[c * moves + i] as usize;
        (v >> 4, (v & 15, move_xor(c, i)))
    };
    let (partner_moves, partner_conj) = (&partner.moves[..], &partner.conj[..]);
    let value_move = |v: usize, i: usize, (s, xor): (usize, u16)| {
        (partner_conj[partner_moves[v * moves + i] as usize * SYMS + s] ^ xor) as usize
    };
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
            let y = c * W + (partner.conj[v * SYMS + s] ^ twin_xor(c, s)) as usize;
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
        // The level before the cap is never a frontier: count it without keeping it.
        let (last, mut counted) = (depth + 2 == cap, 0);
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
                    if last {
                        counted += level.len();
                        level.clear();
                    }
                }
            }
        }
        counted += level.len();
        assert!(counted > 0, "a pruning table graph is not connected");
        reached += counted;
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

/// `distances` of a partner that the symmetries change by its value alone.
fn plain_distances<const W: usize>(classes: &SymClasses, partner: &Coord, cap: u8) -> Nibbles {
    distances::<W>(classes, partner, cap, |_, _| 0, |_, _| 0)
}

/// Everything phase 1 reads: the tables of twist, flip and slice (18 moves), their classes,
/// the flip that the slice adds under each symmetry, and the three pruning tables.
pub struct Phase1 {
    /// Twist, flip and slice.
    pub twist: Coord,
    pub flip: Coord,
    pub slice: Coord,
    /// Twist classes under the 16 symmetries.
    pub twists: SymClasses,
    /// Flip classes under the 8 symmetries of `FLIP_SYMS`.
    pub flips: SymClasses,
    /// Slice classes under the 16 symmetries.
    pub slices: SymClasses,
    /// The flip of a cube conjugated by `s` is `flip.conj[f * 16 + s] ^ slice_flip[x * 16 + s]`
    /// for flip `f` and slice `x`: a quarter turn of the whole cube about U-D moves the slice
    /// edges' reference stickers from F/B to R/L, which flips whatever occupies the slice, and
    /// flips add up modulo 2.
    slice_flip: Vec<u16>,
    /// Moves to H of (twist class, conjugated slice), of (slice class, conjugated flip), and of
    /// (flip class, conjugated twist).
    twist_prune: Nibbles,
    flip_prune: Nibbles,
    twist_flip_prune: Nibbles,
}

impl Phase1 {
    /// Builds every phase-1 table. O((324 * 495 + 64 * 2048 + 336 * 2187) * 18).
    pub fn new(syms: &Symmetries) -> Phase1 {
        let all: Vec<usize> = (0..MOVES).collect();
        let twist = Coord::new(TWISTS, &all, coord::from_twist, coord::twist);
        let flip = Coord::new(FLIPS, &all, coord::from_flip, coord::flip);
        let slice = Coord::new(SLICES, &all, coord::from_slice, coord::slice);
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
        let slices = SymClasses::new(SLICES, syms, ALL_SYMS, |x| slice.images(x));
        Phase1 {
            twist_prune: plain_distances::<SLICES>(&twists, &slice, UNSEEN),
            flip_prune: distances::<FLIPS>(
                &slices,
                &flip,
                UNSEEN,
                |c, m| {
                    let x = slice.moves[slices.reps[c] as usize * MOVES + m] as usize;
                    slice_flip[x * SYMS + slices.get(x).1]
                },
                |c, s| slice_flip[slices.reps[c] as usize * SYMS + s],
            ),
            twist_flip_prune: plain_distances::<TWISTS>(&flips, &twist, TWIST_FLIP_CAP),
            twist,
            flip,
            slice,
            twists,
            flips,
            slices,
            slice_flip,
        }
    }

    /// The twist conjugated by symmetry `s`. O(1).
    pub fn conj_twist(&self, t: usize, s: usize) -> usize {
        self.twist.conj[t * SYMS + s] as usize
    }

    /// The flip of a cube with flip `f` and slice `x` conjugated by symmetry `s`. O(1).
    #[inline]
    pub fn conj_flip(&self, f: usize, x: usize, s: usize) -> usize {
        (self.flip.conj[f * SYMS + s] ^ self.slice_flip[x * SYMS + s]) as usize
    }

    /// Moves needed to bring twist `t` and slice `x` home: a lower bound of the distance to H.
    /// O(1).
    #[inline]
    pub fn twist_bound(&self, t: usize, x: usize) -> u8 {
        let (c, s) = self.twists.get(t);
        self.twist_prune
            .get(c * SLICES + self.slice.conj[x * SYMS + s] as usize)
    }

    /// Moves needed to bring flip `f` and slice `x` home: a lower bound of the distance to H.
    /// O(1).
    #[inline]
    pub fn flip_bound(&self, f: usize, x: usize) -> u8 {
        let (c, s) = self.slices.get(x);
        self.flip_prune.get(c * FLIPS + self.conj_flip(f, x, s))
    }

    /// Moves needed to bring twist `t` and flip `f` home: a lower bound of the distance to H.
    /// O(1).
    #[inline]
    pub fn twist_flip_bound(&self, t: usize, f: usize) -> u8 {
        let (c, s) = self.flips.get(f);
        self.twist_flip_prune.get(c * TWISTS + self.conj_twist(t, s))
    }

    /// The twist-flip bound of the cube with twist `t`, flip `f` and slice `x` turned a quarter
    /// about U-D (`QUARTER_TURN`), which the twist-flip table does not treat like the cube
    /// itself: another lower bound of the distance to H. O(1).
    #[inline]
    pub fn turned_twist_flip_bound(&self, t: usize, f: usize, x: usize) -> u8 {
        self.twist_flip_bound(
            self.conj_twist(t, QUARTER_TURN),
            self.conj_flip(f, x, QUARTER_TURN),
        )
    }

    /// The largest of the four bounds: a lower bound of the distance to H. O(1).
    #[inline]
    pub fn bound(&self, t: usize, f: usize, x: usize) -> u8 {
        self.twist_bound(t, x)
            .max(self.flip_bound(f, x))
            .max(self.twist_flip_bound(t, f))
            .max(self.turned_twist_flip_bound(t, f, x))
    }
}

/// Everything phase 2 reads: the corner and U-D edge permutations by class, the slice edge
/// permutation and the corner places (10 moves), the phase-2 moves under symmetries, and two
/// pruning tables: (corner class, slice edge permutation) and (edge class, corner places).
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
    corner_prune: Nibbles,
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
        let phase2_index = |m: u8| {
            PHASE2_MOVES
                .iter()
                .position(|&x| x == m as usize)
                .expect("H is symmetric")
        };
        Phase2 {
            move_conj: (0..SYMS * n)
                .map(|v| phase2_index(syms.moves[v / n][PHASE2_MOVES[v % n]]) as u8)
                .collect(),
            corner_prune: plain_distances::<SLICE_PERMS>(&corners, &slice, UNSEEN),
            edge_prune: plain_distances::<CORNER_COMBS>(&edges, &comb, UNSEEN),
            edge_slice_prune: plain_distances::<SLICE_PERMS>(&edges, &slice, UNSEEN),
            corners,
            edges,
            slice,
            comb,
        }
    }

    /// Moves needed to solve the corners and slice edges of a phase-2 cube whose corner
    /// permutation has class `c` and symmetry `s` and whose slice permutation is `x`. O(1).
    #[inline]
    pub fn corner_bound(&self, c: usize, s: usize, x: usize) -> u8 {
        self.corner_prune
            .get(c * SLICE_PERMS + self.slice.conj[x * SYMS + s] as usize)
    }

    /// Moves needed to solve the U-D edges with the corner places, and with the slice edges, of a
    /// phase-2 cube whose edge permutation has class `c` and symmetry `s`, whose corner places
    /// are `comb` and slice permutation `x`: the larger. O(1).
    #[inline]
    pub fn edge_bound(&self, c: usize, s: usize, comb: usize, x: usize) -> u8 {
        let with_slice = self
            .edge_slice_prune
            .get(c * SLICE_PERMS + self.slice.conj[x * SYMS + s] as usize);
        with_slice.max(
            self.edge_prune
                .get(c * CORNER_COMBS + self.comb.conj[comb * SYMS + s] as usize),
        )
    }
}

#[cfg(test)]
mod tests;
