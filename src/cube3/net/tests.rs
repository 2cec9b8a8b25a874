use super::*;
use crate::cube3::facelet::{facelet_named, kociemba_named, CROSS_NET};
use crate::rng::Rng;

fn cross() -> Layout {
    Layout::new(CROSS_NET, FACELETS, kociemba_named)
}

#[test]
fn random_cubes_written_then_read_come_back_in_any_spacing() {
    let mut rng = Rng::new(5);
    let layout = cross();
    for k in 0..200 {
        let cube = Cubies::random(&mut rng);
        let mut colours = *b"ABCDEF";
        for i in (1..6).rev() {
            colours.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let scheme = Scheme::new(colours).unwrap();
        let (filler, separator) = [(" ", ""), (" ", " "), ("", ""), ("  ", "\t")][k % 4];
        let text = write_cube(&cube, &scheme, &layout, filler, separator);
        assert_eq!(
            read_cube(&mut Scanner::new(text.as_bytes()), &layout, "x"),
            Ok(cube),
            "{}",
            text
        );
    }
}

#[test]
fn faults_name_the_line_and_the_cube() {
    let layout = cross();
    let scheme = Scheme::new(*b"wbgyro").unwrap();
    let rows = write_cube(&Cubies::SOLVED, &scheme, &layout, " ", " ");
    assert!(rows.starts_with("      w w w\n"));
    let read = |text: &str| read_cube(&mut Scanner::new(text.as_bytes()), &layout, "case 2");
    let text = format!("\n\n{}\n", rows);
    assert_eq!(read(&text), Ok(Cubies::SOLVED));
    // Two stickers of one corner swapped: a mirrored corner, reported on the cube's first line.
    let mut colours = facelet::colours(&Cubies::SOLVED, &scheme);
    colours.swap(facelet_named("U@URF").unwrap(), facelet_named("R@URF").unwrap());
    let letters: Vec<char> = colours.iter().map(|&c| c as char).collect();
    let mirrored = format!("\n\n{}\n", layout.write(&letters, " ", " ").join("\n"));
    assert_eq!(
        read(&mirrored).unwrap_err().to_string(),
        "input line 3: case 2 is not a legal cube: the URF corner shows 'b', 'w', 'g' (on U, R, F): \
         no corner has these colours in this turning order (a mirrored corner)"
    );
    assert_eq!(
        read(&text.replacen('y', "\u{7f}", 1)).unwrap_err().to_string(),
        "input line 9: case 2: byte 127 is not a colour: not a printable ASCII symbol"
    );
    assert_eq!(
        read("w w w\n").unwrap_err().to_string(),
        "input line 2: case 2: the input ends after 3 of the 54 symbols"
    );
}
