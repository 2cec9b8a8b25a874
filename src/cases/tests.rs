use super::*;

#[test]
fn reads_each_input_with_its_output_sorted_and_none_from_a_missing_folder() {
    let dir = std::env::temp_dir().join(format!("cubesmith-cases-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    for (name, input, output) in [("b", "2\n", "4\n"), ("a", "1\n", "1\n")] {
        fs::write(dir.join(format!("{}.in", name)), input).unwrap();
        fs::write(dir.join(format!("{}.out", name)), output).unwrap();
    }
    fs::write(dir.join("notes.txt"), "not a case").unwrap();
    let files = case_files(dir.to_str().unwrap());
    let got: Vec<(&str, &str)> = files.iter().map(|(_, i, o)| (i.as_str(), o.as_str())).collect();
    assert_eq!(got, [("1\n", "1\n"), ("2\n", "4\n")]);
    assert!(files[0].0.ends_with("a.in"));
    assert!(case_files(dir.join("none").to_str().unwrap()).is_empty());
    fs::remove_dir_all(&dir).unwrap();
}
