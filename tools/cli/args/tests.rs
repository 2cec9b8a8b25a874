use super::*;

fn parse(name: &str, args: &[&str]) -> Result<Args, String> {
    parse_words(name, args).map_err(String::from)
}

#[test]
fn options_take_values_after_a_space_or_an_equals_sign_and_may_repeat() {
    let args = parse(
        "judge",
        &["a", "--rustc", "x", "b", "--rustc=y", "--json", "--edition=all"],
    )
    .unwrap();
    assert_eq!(args.operands, ["a", "b"]);
    assert_eq!(args.values("--rustc"), ["x", "y"]);
    assert_eq!(args.value("--edition"), Some("all"));
    assert!(args.flag("--json") && !args.flag("--debug-build"));
    // A value may start with one dash, as a negative number does; an operand too.
    let args = parse("gen", &["id", "--depth", "-1"]).unwrap();
    assert_eq!(args.value("--depth"), Some("-1"));
    assert_eq!(parse("solve", &["-"]).unwrap().operands, ["-"]);
    // An empty value is a value (an empty scramble is the solved cube).
    assert_eq!(
        parse("solve", &["--scramble", ""]).unwrap().value("--scramble"),
        Some("")
    );
}

#[test]
fn unknown_options_missing_values_and_values_to_flags_are_one_line_errors() {
    let err = |name: &str, args: &[&str]| parse(name, args).err().unwrap();
    assert_eq!(err("judge", &["--fast"]), "unknown option '--fast'");
    assert_eq!(err("judge", &["--rustc"]), "--rustc needs a compiler path");
    assert_eq!(
        err("judge", &["--rustc", "--json"]),
        "--rustc needs a compiler path"
    );
    assert_eq!(err("judge", &["--json=yes"]), "--json takes no value");
    assert_eq!(err("list", &["-x"]), "unknown option '-x'");
}

#[test]
fn the_usage_lists_every_command_and_every_option_of_the_table() {
    let text = usage();
    assert!(text.starts_with("usage: cubesmith COMMAND [ARGS]\n"));
    for command in COMMANDS {
        assert!(
            text.contains(&format!("\n  {}", command.name)),
            "{}",
            command.name
        );
        for opt in command.options {
            assert!(text.contains(&shown(opt)), "{} {}", command.name, opt.name);
        }
    }
    assert!(text.lines().all(|l| l.len() <= WIDTH), "{}", text);
    // Every word of every description is there, in order.
    let words: Vec<&str> = text.split_whitespace().collect();
    for command in COMMANDS {
        let about: Vec<&str> = command.about.split_whitespace().collect();
        assert!(
            words.windows(about.len()).any(|w| w == &about[..]),
            "{}",
            command.name
        );
    }
}

#[test]
fn whole_numbers_are_read_within_their_bounds_and_refused_with_what_they_take() {
    assert_eq!(whole_number("--n", "0", 0, u64::MAX), Ok(0));
    assert_eq!(
        whole_number("--n", "18446744073709551615", 0, u64::MAX),
        Ok(u64::MAX)
    );
    assert_eq!(whole_number("--n", "255", 0, 255), Ok(255));
    assert_eq!(whole_number("--n", "1", 1, u64::MAX), Ok(1));
    let refused = [
        ("x", 0, u64::MAX, "--n takes a whole number, found 'x'"),
        ("-1", 0, u64::MAX, "--n takes a whole number, found '-1'"),
        ("0", 1, u64::MAX, "--n takes a whole number from 1, found '0'"),
        ("256", 0, 255, "--n takes a whole number up to 255, found '256'"),
        ("9", 2, 8, "--n takes a whole number from 2 to 8, found '9'"),
    ];
    for (text, min, max, message) in refused.iter() {
        assert_eq!(
            whole_number("--n", text, *min, *max),
            Err(ArgError(message.to_string()))
        );
    }
    let args = parse("gen", &["p", "--depth", "7"]).unwrap();
    assert_eq!(args.number("--depth", 0, 8), Ok(Some(7)));
    assert_eq!(args.number("--count", 0, 8), Ok(None));
    assert_eq!(
        args.number("--depth", 0, 6),
        Err(ArgError(
            "--depth takes a whole number up to 6, found '7'".to_string()
        ))
    );
}

#[test]
fn a_command_s_help_is_its_entry_only() {
    let judge = command("judge").unwrap();
    let text = usage_of(judge);
    assert!(
        text.starts_with("usage: cubesmith judge [ID|DIR|FILE.rs...]"),
        "{}",
        text
    );
    assert!(text.contains("--checker PROGRAM"));
    assert!(!text.contains("\n  bundle"), "{}", text);
    assert!(text.lines().all(|l| l.len() <= WIDTH), "{}", text);
}
