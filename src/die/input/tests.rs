use super::*;
use crate::die::dice::numbered_layout;

fn format(distinct: bool) -> DieFormat<'static> {
    DieFormat {
        layout: numbered_layout(Face::North, Face::West),
        names: ["A", "B", "C", "D", "E", "F"],
        lo: 1,
        hi: 6,
        distinct,
    }
}

fn read(text: &str, distinct: bool) -> Result<Die<u64>, String> {
    read_die(&mut Scanner::new(text.as_bytes()), &format(distinct)).map_err(|e| e.to_string())
}

#[test]
fn the_values_land_where_the_layout_says() {
    let die = read("1 2 3 4 5 6", true).unwrap();
    assert_eq!(*die.top(), 1);
    assert_eq!(*die.get(Face::North), 2);
    assert_eq!(*die.get(Face::West), 3);
    assert_eq!(*die.get(Face::East), 4);
    assert_eq!(*die.get(Face::South), 5);
    assert_eq!(*die.bottom(), 6);
    // Any white space, `+` and leading zeros, as the scanner reads numbers.
    assert_eq!(read("\r\n1\t2\n+3 004\r\n5\x0b6", true).unwrap(), die);
}

#[test]
fn repeated_values_are_refused_only_when_they_must_differ() {
    assert_eq!(
        read("1 2 3\n4 5 3", true).unwrap_err(),
        "input line 2: F = 3 repeats C"
    );
    let die = read("1 1 1 1 1 6", false).unwrap();
    assert_eq!(die.find(&1), Some(Face::Top));
    assert_eq!(die.find(&6), Some(Face::Bottom));
}

#[test]
fn faults_name_the_line_and_the_value() {
    assert_eq!(
        read("1 2 3 4 5 7", true).unwrap_err(),
        "input line 1: F = 7 is out of range 1..=6"
    );
    assert_eq!(
        read("1 2\n3 x", true).unwrap_err(),
        "input line 2: D must be an integer, found \"x\""
    );
    assert_eq!(
        read("1 2 3 4\n", true).unwrap_err(),
        "input line 2: expected E, found the end of the input"
    );
}
