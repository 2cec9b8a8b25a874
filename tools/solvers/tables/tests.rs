use super::*;
use crate::temp_dir::TempDir;

/// The cache is the variable's, else the `target` directory the program is in (from any
/// current directory), else the user's cache, else `target/` here.
#[test]
fn the_cache_is_found_from_the_program_not_the_current_directory() {
    let p = |s: &str| Some(PathBuf::from(s));
    let exe = p("/w/repo/target/release/cubesmith");
    let (xdg, home) = (p("/x/cache"), p("/home/u"));
    let dir = cache_dir_from;
    assert_eq!(
        dir(p("/c"), exe.clone(), xdg.clone(), home.clone()),
        PathBuf::from("/c")
    );
    let built_in = PathBuf::from("/w/repo/target/cubesmith-cache");
    assert_eq!(dir(None, exe.clone(), xdg.clone(), home.clone()), built_in);
    let test_binary = p("/w/repo/target/debug/deps/solve-0123");
    assert_eq!(dir(None, test_binary, None, None), built_in);
    let installed = p("/usr/local/bin/cubesmith");
    assert_eq!(
        dir(None, installed.clone(), xdg, home.clone()),
        PathBuf::from("/x/cache/cubesmith")
    );
    assert_eq!(
        dir(None, installed.clone(), None, home),
        PathBuf::from("/home/u/.cache/cubesmith")
    );
    assert_eq!(
        dir(None, installed, None, None),
        PathBuf::from("target/cubesmith-cache")
    );
    assert_eq!(
        dir(None, None, None, None),
        PathBuf::from("target/cubesmith-cache")
    );
}

/// A table is written once, read back, and built again when its file is damaged.
#[test]
fn the_cache_keeps_a_table_and_rebuilds_a_damaged_one() {
    let dir = TempDir::new("cache-test");
    let built = load_or_build(Shape::TINY, &dir).unwrap();
    let path = table_path(&dir, "tiny");
    let bytes = std::fs::read(&path).unwrap();
    let listed: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(listed.len(), 1, "nothing but the table is left: {:?}", listed);
    let read = load_or_build(Shape::TINY, &dir).unwrap();
    assert_eq!(read.checksum(), built.checksum());
    let mut damaged = bytes.clone();
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    std::fs::write(&path, &damaged).unwrap();
    assert!(Table::read_from(Shape::TINY, &mut &damaged[..]).is_err());
    let rebuilt = load_or_build(Shape::TINY, &dir).unwrap();
    assert_eq!(rebuilt.checksum(), built.checksum());
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}

/// A table in mod 3 is packed from the table of distances, which is kept too; the next load
/// reads the packed file, equal to what was packed.
#[test]
fn a_table_in_mod_3_is_packed_from_the_kept_table_of_distances() {
    let dir = TempDir::new("cache-mod3");
    let shape = Shape::TINY.stored(Storage::Mod3);
    let packed = load_or_build(shape, &dir).unwrap();
    assert_eq!(packed.shape(), shape);
    let mut listed: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    listed.sort();
    assert_eq!(
        listed,
        vec![table_path(&dir, shape.name()), table_path(&dir, "tiny")]
    );
    let exact = load_or_build(Shape::TINY, &dir).unwrap();
    assert!((0..exact.index().len()).all(|i| packed.get(i) == exact.get(i) % 3));
    assert_eq!(load_or_build(shape, &dir).unwrap().checksum(), packed.checksum());
}

/// The 48-symmetric table is kept based under its name, read back as it was written, and
/// built again when its file is damaged; the deep solver reads it through the command.
#[test]
fn the_cache_keeps_a_48_symmetric_table() {
    let dir = TempDir::new("cache-sym48");
    let shape = Shape48::named("sym48-tiny").unwrap();
    let built = load_or_build48(shape, &dir).unwrap();
    assert!(built.is_based());
    let path = table_path(&dir, "sym48-tiny");
    let bytes = std::fs::read(&path).unwrap();
    let listed: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(listed.len(), 1, "nothing but the table is left");
    let read = load_or_build48(shape, &dir).unwrap();
    assert_eq!(read.histogram(), built.histogram());
    let mut damaged = bytes.clone();
    damaged.truncate(bytes.len() / 2);
    std::fs::write(&path, &damaged).unwrap();
    let rebuilt = load_or_build48(shape, &dir).unwrap();
    assert_eq!(rebuilt.histogram(), built.histogram());
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}

/// Every name `--table` takes names its table, and the message lists them all.
#[test]
fn every_table_name_is_read_back() {
    for &(name, shape) in Shape::ALL.iter() {
        assert_eq!(Choice::named(name), Ok(Choice::Sym16(shape)));
        assert_eq!(Choice::Sym16(shape).name(), name);
    }
    for &(name, shape) in Shape48::ALL.iter() {
        assert_eq!(Choice::named(name), Ok(Choice::Sym48(shape)));
        assert_eq!(Choice::Sym48(shape).name(), name);
    }
    let refused = Choice::named("h48h6").unwrap_err();
    assert!(refused.starts_with("--table takes tiny, ") && refused.ends_with("sym48-7, found 'h48h6'"));
}
