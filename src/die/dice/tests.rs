use super::*;
use crate::die::notation;
use crate::rng::Rng;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;

/// The layout of AOJ ITP1_11 and JOI's die: labels 1..6 on top, south, east, west, north, bottom.
const DICE_NET: [Face; 6] = [
    Face::Top,
    Face::South,
    Face::East,
    Face::West,
    Face::North,
    Face::Bottom,
];

/// A permutation of the six positions: `p[i]` is where position `i` goes.
type Perm = [usize; 6];

fn compose(first: &Perm, then: &Perm) -> Perm {
    let mut out = [0; 6];
    for i in 0..6 {
        out[i] = then[first[i]];
    }
    out
}

/// The closure of `generators` under composition: a group of permutations of the positions.
fn group(generators: &[Perm]) -> Vec<Perm> {
    let mut all = vec![[0, 1, 2, 3, 4, 5]];
    let mut i = 0;
    while i < all.len() {
        for g in generators {
            let next = compose(&all[i], g);
            if !all.contains(&next) {
                all.push(next);
            }
        }
        i += 1;
    }
    all
}

// Generators written directly as position maps (top 0, bottom 1, north 2, south 3, east 4,
// west 5), independently of the orientation tables.
/// Rolling east: top -> east -> bottom -> west -> top.
const ROLL_EAST: Perm = [4, 5, 2, 3, 1, 0];
/// Spinning right: north -> east -> south -> west -> north.
const SPIN_RIGHT: Perm = [0, 1, 4, 5, 3, 2];
/// The mirror through the north-south vertical plane: east and west swap.
const MIRROR: Perm = [0, 1, 2, 3, 5, 4];

fn rotations_of_space() -> Vec<Perm> {
    group(&[ROLL_EAST, SPIN_RIGHT])
}

/// What a die shows at each position, in face order.
fn shown<T: Clone>(die: &Die<T>) -> [T; 6] {
    Face::ALL.map(|p| die.get(p).clone())
}

/// The labels `faces` moved by `perm`: the label at position i goes to perm[i].
fn moved(faces: &[u8; 6], perm: &Perm) -> [u8; 6] {
    let mut out = [0; 6];
    for i in 0..6 {
        out[perm[i]] = faces[i];
    }
    out
}

fn random_die(rng: &mut Rng, alphabet: u64) -> Die<u8> {
    let mut labels = [0u8; 6];
    for l in labels.iter_mut() {
        *l = rng.below(alphabet) as u8;
    }
    Die::new(labels).with_orientation(Orientation::from_index(rng.below(24) as usize))
}

fn hash_of<T: Hash>(value: &T) -> u64 {
    let mut h = DefaultHasher::new();
    value.hash(&mut h);
    h.finish()
}

#[test]
fn the_independent_groups_have_24_rotations_and_48_symmetries() {
    assert_eq!(rotations_of_space().len(), 24);
    assert_eq!(group(&[ROLL_EAST, SPIN_RIGHT, MIRROR]).len(), 48);
}

#[test]
fn a_layout_puts_each_label_on_its_face_for_every_layout() {
    // Every one of the 720 layouts, on a label type that cannot be copied or cloned.
    struct Token(u8);
    let mut layout = Face::ALL;
    let mut count = 0;
    loop {
        let die = Die::from_layout([0, 1, 2, 3, 4, 5].map(Token), layout);
        for (i, face) in layout.iter().enumerate() {
            assert_eq!(die.get(*face).0, i as u8);
        }
        count += 1;
        if !next_layout(&mut layout) {
            break;
        }
    }
    assert_eq!(count, 720);
    let die = Die::from_layout([1, 2, 3, 4, 5, 6], DICE_NET);
    assert_eq!(shown(&die), [1, 6, 5, 2, 3, 4]);
    assert_eq!((*die.top(), *die.bottom()), (1, 6));
    assert_eq!(
        format!("{:?}", die),
        "Die { top: 1, bottom: 6, north: 5, south: 2, east: 3, west: 4 }"
    );
}

/// The next permutation of `faces` in lexicographic order; false after the last.
fn next_layout(faces: &mut [Face; 6]) -> bool {
    let mut i = 5;
    while i > 0 && faces[i - 1] >= faces[i] {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    let mut j = 5;
    while faces[j] <= faces[i - 1] {
        j -= 1;
    }
    faces.swap(i - 1, j);
    faces[i..].reverse();
    true
}

#[test]
fn numbered_layouts_are_the_two_hands_of_the_die_with_opposites_summing_to_seven() {
    assert_eq!(numbered_layout(Face::South, Face::East), DICE_NET);
    let sides = [Face::North, Face::South, Face::East, Face::West];
    let shows =
        |two: Face, three: Face| shown(&Die::from_layout([1, 2, 3, 4, 5, 6], numbered_layout(two, three)));
    let right_hand = shown(&Die::from_layout([1, 2, 3, 4, 5, 6], DICE_NET));
    let left_hand = moved(&right_hand, &MIRROR);
    let (mut right, mut left) = (0, 0);
    for &two in sides.iter() {
        // The sides next to `two`: those on the other horizontal axis (north-south is 2, 3).
        for &three in sides.iter().filter(|&&f| (f.index() < 4) != (two.index() < 4)) {
            let faces = shows(two, three);
            assert_eq!((faces[0], faces[two.index()], faces[three.index()]), (1, 2, 3));
            for p in 0..6 {
                assert_eq!(faces[p] + faces[p ^ 1], 7, "{:?} {:?}", two, three);
            }
            // Read by the independent group: a rotation of the right hand or of the left hand.
            let is_turn_of =
                |target: &[u8; 6]| rotations_of_space().iter().any(|r| moved(target, r) == faces);
            right += usize::from(is_turn_of(&right_hand));
            left += usize::from(is_turn_of(&left_hand));
        }
    }
    assert_eq!((right, left), (4, 4));
    assert_eq!(
        shows(Face::North, Face::West),
        moved(&right_hand, &[0, 1, 3, 2, 5, 4])
    );
}

#[test]
#[should_panic(
    expected = "faces 2 and 3 of a numbered die must be two sides next to each other, not east and west"
)]
fn a_numbered_layout_with_opposite_sides_is_refused() {
    let _ = numbered_layout(Face::East, Face::West);
}

#[test]
#[should_panic(expected = "not top and east")]
fn a_numbered_layout_with_two_on_top_is_refused() {
    let _ = numbered_layout(Face::Top, Face::East);
}

#[test]
#[should_panic(expected = "a die layout names the top face twice")]
fn a_layout_naming_a_face_twice_is_refused() {
    let _ = Die::from_layout([1, 2, 3, 4, 5, 6], [Face::Top; 6]);
}

#[test]
fn labels_travel_with_their_faces() {
    let mut die = Die::from_layout([1, 2, 3, 4, 5, 6], DICE_NET);
    die.roll(Direction::East);
    // The top went east and the west side came up.
    assert_eq!((*die.top(), *die.get(Face::East)), (4, 1));
    *die.get_mut(Face::Bottom) = 30;
    die.apply_all(&[Move::West]);
    assert_eq!(*die.get(Face::East), 30);
    assert_eq!(*die.label(Face::East), 30);
    assert_eq!(die.labels(), &[1, 6, 5, 2, 30, 4]);
    let seen: Vec<i32> = die.iter().copied().collect();
    assert_eq!(seen, vec![1, 6, 5, 2, 30, 4]);
}

#[test]
fn equality_order_and_hash_follow_what_the_die_shows() {
    let a = Die::new([1, 1, 2, 2, 3, 3]);
    // The same labels turned half way about the vertical: the same picture from another start.
    let b = Die::new([1, 1, 2, 2, 3, 3]).with_orientation(Orientation::IDENTITY.apply_all(&[Move::Right; 2]));
    assert_ne!(a.orientation(), b.orientation());
    assert_eq!(a, b);
    assert_eq!(hash_of(&a), hash_of(&b));
    let c = Die::new([1, 1, 3, 3, 2, 2]);
    assert_ne!(a, c);
    assert!(a < c);
    assert_eq!(a.cmp(&c), shown(&a).cmp(&shown(&c)));
    assert_eq!(a.partial_cmp(&c), Some(Ordering::Less));
}

#[test]
fn rotations_are_24_distinct_dice_when_the_labels_are_distinct() {
    let die = Die::new([1, 2, 3, 4, 5, 6]);
    let all: HashSet<Die<i32>> = die.rotations().collect();
    assert_eq!(all.len(), 24);
    assert!(all.iter().all(|d| d.same_up_to_rotation(&die)));
    let spun: HashSet<Die<i32>> = Die::new([7, 7, 1, 2, 1, 2]).rotations().collect();
    // A half turn about the axis through the north-east and south-west edges swaps equal labels,
    // so this die shows only 12 different pictures.
    assert_eq!(spun.len(), 12);
}

#[test]
fn rotation_equality_and_canonical_forms_match_a_brute_force_over_the_24_rotations() {
    let rotations = rotations_of_space();
    let symmetries = group(&[ROLL_EAST, SPIN_RIGHT, MIRROR]);
    let mut rng = Rng::new(11);
    let (mut equal, mut different, mut mirror_equal) = (0, 0, 0);
    for round in 0..4000 {
        let alphabet = [2, 3, 6, 100][round % 4];
        let a = random_die(&mut rng, alphabet);
        // Half the time b is a rotation or mirror of a, otherwise a shuffle of its labels.
        let perm = if round % 2 == 0 {
            symmetries[rng.below(48) as usize]
        } else {
            let mut p = [0, 1, 2, 3, 4, 5];
            for i in (1..6).rev() {
                p.swap(i, rng.below(i as u64 + 1) as usize);
            }
            p
        };
        let b = Die::new(moved(&shown(&a), &perm));
        let brute = rotations.iter().any(|r| moved(&shown(&a), r) == shown(&b));
        assert_eq!(a.same_up_to_rotation(&b), brute, "{:?} {:?}", a, b);
        assert_eq!(a.canonical() == b.canonical(), brute, "{:?} {:?}", a, b);
        // The canonical form is the smallest rotation, and a rotation of a.
        let smallest = rotations.iter().map(|r| moved(&shown(&a), r)).min().unwrap();
        assert_eq!(shown(&a.canonical()), smallest);
        assert!(a.canonical().same_up_to_rotation(&a));
        assert_eq!(a.canonical().labels(), a.labels());
        // Mirror images: equal up to rotation exactly when some rotation undoes the mirror.
        let mirror = Die::new(moved(&shown(&a), &MIRROR));
        assert_eq!(a.mirrored(), mirror);
        let mirror_brute = rotations.iter().any(|r| moved(&shown(&a), r) == shown(&mirror));
        assert_eq!(a.same_up_to_rotation(&mirror), mirror_brute);
        if alphabet == 100 && shown(&a).iter().collect::<HashSet<_>>().len() == 6 {
            assert!(!a.same_up_to_rotation(&mirror), "{:?}", a);
        }
        equal += usize::from(brute);
        different += usize::from(!brute);
        mirror_equal += usize::from(mirror_brute);
    }
    // Every kind of answer occurred: the comparisons are not vacuous.
    assert!(
        equal > 500 && different > 500 && mirror_equal > 500,
        "{} {} {}",
        equal,
        different,
        mirror_equal
    );
}

#[test]
fn turned_to_matches_a_search_over_all_orientations() {
    let mut rng = Rng::new(1111);
    let mut found = 0;
    for round in 0..500 {
        let die = random_die(&mut rng, [3, 4, 6][round % 3]);
        for top in 0..6u8 {
            for front in 0..6u8 {
                let brute = Orientation::all().find(|&o| {
                    let d = die.with_orientation(o);
                    *d.top() == top && *d.get(Face::F) == front
                });
                let got = die.turned_to(&top, &front);
                assert_eq!(got.map(|d| d.orientation()), brute, "{:?} {} {}", die, top, front);
                found += usize::from(brute.is_some());
            }
        }
    }
    assert!(found > 1000);
}

#[test]
fn samples_of_aoj_itp1_11_a_to_d() {
    // Dice I: roll and print the top.
    let mut die = Die::from_layout([1, 2, 4, 8, 16, 32], DICE_NET);
    die.apply_all(&notation::parse(b"SE").unwrap());
    assert_eq!(*die.top(), 8);
    let mut die = Die::from_layout([1, 2, 4, 8, 16, 32], DICE_NET);
    die.apply_all(&notation::parse(b"EESWN").unwrap());
    assert_eq!(*die.top(), 32);
    // Dice II: the right face given the top and the front.
    let die = Die::from_layout([1, 2, 3, 4, 5, 6], DICE_NET);
    let right = |top: i32, front: i32| *die.turned_to(&top, &front).unwrap().get(Face::R);
    assert_eq!((right(6, 5), right(1, 3), right(3, 2)), (3, 5, 6));
    // Dice III: equal up to rotation, mirror images not.
    let net = |labels: [i32; 6]| Die::from_layout(labels, DICE_NET);
    assert!(net([1, 2, 3, 4, 5, 6]).same_up_to_rotation(&net([6, 2, 4, 3, 5, 1])));
    assert!(!net([1, 2, 3, 4, 5, 6]).same_up_to_rotation(&net([6, 5, 4, 3, 2, 1])));
    // Dice IV: are all different? (sample 1: no; sample 2: yes)
    let all_different = |dice: &[[i32; 6]]| {
        let forms: HashSet<Die<i32>> = dice.iter().map(|&l| net(l).canonical()).collect();
        forms.len() == dice.len()
    };
    assert!(!all_different(&[
        [1, 2, 3, 4, 5, 6],
        [6, 2, 4, 3, 5, 1],
        [6, 5, 4, 3, 2, 1]
    ]));
    assert!(all_different(&[
        [1, 2, 3, 4, 5, 6],
        [6, 5, 4, 3, 2, 1],
        [5, 4, 3, 2, 1, 6]
    ]));
}

/// The running total of tops of JOI's die (AOJ 0502) after the moves written as words.
fn joi_total(words: &str) -> i32 {
    let mut die = Die::from_layout([1, 2, 3, 4, 5, 6], DICE_NET);
    let mut total = *die.top();
    for mv in notation::parse(words.as_bytes()).unwrap() {
        die.apply(mv);
        total += *die.top();
    }
    total
}

#[test]
fn samples_of_aoj_0502_and_aoj_1210() {
    assert_eq!(joi_total("North North East South West"), 21);
    // 34 only with Right clockwise seen from above (24 the other way).
    assert_eq!(joi_total("West North Left South Right North Left East"), 34);
    // Die Game: 1 top, 2 north, 3 west (so 4 east, 5 south, 6 bottom), lower-case words.
    let start = [
        Face::Top,
        Face::North,
        Face::West,
        Face::East,
        Face::South,
        Face::Bottom,
    ];
    let top_after = |words: &str| {
        let mut die = Die::from_layout([1, 2, 3, 4, 5, 6], start);
        die.apply_all(&notation::parse(words.as_bytes()).unwrap());
        *die.top()
    };
    assert_eq!((top_after("north"), top_after("north east south")), (5, 1));
}

#[test]
fn find_gives_the_first_position_showing_a_label_in_every_orientation() {
    let mut rng = Rng::new(6);
    for _ in 0..500 {
        let labels = [(); 6].map(|_| rng.below(4));
        let die = Die::from_layout(labels, DICE_NET)
            .with_orientation(Orientation::from_index(rng.below(24) as usize));
        for label in 0..5 {
            let first = Face::ALL.iter().copied().find(|&p| *die.get(p) == label);
            assert_eq!(die.find(&label), first);
            if let Some(p) = die.find(&label) {
                assert_eq!(*die.get(p), label);
            }
        }
    }
}

/// Burnside's count of the ways to put `labels` on a cube up to rotation: the mean, over the
/// rotations (as permutations of positions), of the placements each rotation leaves unchanged,
/// each placement a distinct assignment of the multiset to the positions.
fn burnside(labels: [u8; 6]) -> usize {
    let rotations = group(&[[0, 1, 4, 5, 3, 2], [2, 3, 1, 0, 4, 5]]);
    assert_eq!(rotations.len(), 24);
    let mut placements: Vec<[u8; 6]> = Vec::new();
    for code in 0..6usize.pow(6) {
        let p = [0, 1, 2, 3, 4, 5].map(|k| (code / 6usize.pow(k as u32)) % 6);
        let mut used = p;
        used.sort_unstable();
        if used == [0, 1, 2, 3, 4, 5] {
            placements.push(p.map(|i| labels[i]));
        }
    }
    placements.sort_unstable();
    placements.dedup();
    let fixed: usize = rotations
        .iter()
        .map(|r| {
            placements
                .iter()
                .filter(|p| (0..6).all(|i| p[r[i]] == p[i]))
                .count()
        })
        .sum();
    assert_eq!(fixed % 24, 0);
    fixed / 24
}

#[test]
fn distinct_dice_counts_as_burnside_does_for_every_multiset_of_labels() {
    // Every multiset of six labels from six (462 of them).
    let mut checked = 0;
    for code in 0..6usize.pow(6) {
        let labels = [0, 1, 2, 3, 4, 5].map(|k| ((code / 6usize.pow(k as u32)) % 6) as u8);
        if labels.windows(2).all(|w| w[0] <= w[1]) {
            let dice = distinct_dice(labels);
            assert_eq!(dice.len(), burnside(labels), "{:?}", labels);
            for (i, d) in dice.iter().enumerate() {
                assert_eq!(d.canonical(), *d);
                assert!(dice[..i].iter().all(|e| !e.same_up_to_rotation(d)));
                let mut shown: Vec<u8> = d.iter().copied().collect();
                shown.sort_unstable();
                assert_eq!(shown, labels.to_vec());
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 462);
}
