//! A small deterministic pseudo-random generator (SplitMix64) for tests, input generators and
//! benchmarks: the same seed gives the same numbers on every machine and compiler.

/// SplitMix64: 64 bits of state, passes BigCrush, one multiply-xorshift chain per number.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`. O(1).
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits. O(1).
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`, without modulo bias worth noticing for `n` far below 2^64. O(1).
    ///
    /// # Panics
    /// If `n == 0`.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "Rng::below(0)");
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// A number in `lo..=hi`. O(1).
    ///
    /// # Panics
    /// If `lo > hi`, or the range is all of `u64` (`0..=u64::MAX`).
    pub fn between(&mut self, lo: u64, hi: u64) -> u64 {
        assert!(lo <= hi, "Rng::between({}, {})", lo, hi);
        lo + self.below(hi - lo + 1)
    }

    /// Puts `items` in a uniformly random order (Fisher-Yates: each of the n! orders equally
    /// likely, up to [`Rng::below`]'s tiny bias). O(n).
    ///
    /// ```
    /// use cubesmith::rng::Rng;
    ///
    /// let mut faces = [1, 2, 3, 4, 5, 6];
    /// Rng::new(7).shuffle(&mut faces);
    /// faces.sort_unstable();
    /// assert_eq!(faces, [1, 2, 3, 4, 5, 6]);
    /// ```
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests;
