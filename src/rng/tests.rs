use super::Rng;
use std::collections::HashMap;

#[test]
fn shuffle_reaches_every_order_about_equally_often() {
    let mut rng = Rng::new(24);
    let mut seen: HashMap<[u8; 4], u32> = HashMap::new();
    for _ in 0..24_000 {
        let mut items = [0u8, 1, 2, 3];
        rng.shuffle(&mut items);
        *seen.entry(items).or_insert(0) += 1;
    }
    assert_eq!(seen.len(), 24);
    // 1000 expected each; a fair shuffle stays well within 20% of it.
    assert!(seen.values().all(|&n| (800..1200).contains(&n)), "{:?}", seen);
}

#[test]
fn shuffle_keeps_the_items_and_leaves_short_slices_alone() {
    let mut rng = Rng::new(1);
    let mut empty: [u8; 0] = [];
    rng.shuffle(&mut empty);
    let mut one = [9];
    rng.shuffle(&mut one);
    assert_eq!(one, [9]);
    let mut many: Vec<u32> = (0..100).collect();
    rng.shuffle(&mut many);
    assert_ne!(many, (0..100).collect::<Vec<u32>>());
    many.sort_unstable();
    assert_eq!(many, (0..100).collect::<Vec<u32>>());
}
