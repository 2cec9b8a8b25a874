use super::*;
use cubesmith::cube3::optimal_table::Shape;

fn request(cubes: usize, skip: usize) -> Request {
    Request {
        cubes,
        seed: 7,
        skip,
        table: Choice::Sym16(Shape::TINY),
        superflip: false,
        scrambles: Vec::new(),
    }
}

/// `--skip K` solves the seed's cubes from the (K + 1)-th on, named by their place: the same
/// cubes as a run without it, from there.
#[test]
fn skipped_cubes_are_drawn_and_the_rest_keep_their_names() {
    let all = cubes(&request(5, 0)).unwrap();
    let names: Vec<&str> = all.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["cube 1", "cube 2", "cube 3", "cube 4", "cube 5"]);
    let later = cubes(&request(2, 3)).unwrap();
    assert_eq!(later, all[3..].to_vec());
    assert_ne!(all[0].1, all[1].1);
}
