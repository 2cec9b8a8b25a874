use super::*;

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

fn parse(name: &str, args: &[&str]) -> Result<Args, String> {
    Args::parse(command(name).unwrap(), &strings(args))
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
