//! `cubesmith show`: the puzzles of an input drawn as nets, moves replayed.

use super::args::Args;
use super::bad_usage;
use crate::error::ToolError;
use crate::viewer::show::{show, Request};
use std::path::PathBuf;

/// Runs `show`. `Ok(false)` when a replayed answer (`--output`) is marked wrong somewhere, so a
/// script can tell; each view of a right answer says "solved". As [`show`]: O(the input and
/// the moves replayed).
pub fn run(args: &Args) -> Result<bool, ToolError> {
    show(&parse(args)?)
}

fn parse(args: &Args) -> Result<Request, ToolError> {
    let case = args.number("--case", 1, u64::MAX)?.map(|k| k as usize);
    let path = |flag: &str| args.value(flag).map(PathBuf::from);
    let mut request = Request {
        id: String::new(),
        input: PathBuf::new(),
        case,
        moves: args.value("--moves").map(str::to_string),
        output: path("--output"),
        html: path("--html"),
    };
    let mut positional = args.operands.clone();
    if positional.len() != 2 {
        return Err(bad_usage(
            "show takes ID INPUT [--case K] [--moves TEXT] [--output FILE] [--html FILE]",
        ));
    }
    if request.moves.is_some() && request.output.is_some() {
        return Err(bad_usage("give --moves or --output, not both"));
    }
    request.input = PathBuf::from(&positional[1]);
    request.id = positional.swap_remove(0);
    Ok(request)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The command line after `show`, parsed by the command table, then read.
    fn read(text: &str) -> Result<Request, ToolError> {
        let words: Vec<&str> = text.split(' ').collect();
        let args = crate::cli::args::parse_words("show", &words)?;
        parse(&args)
    }

    #[test]
    fn options_come_with_a_space_or_an_equals_sign() {
        let r = read("p in.txt --case=3 --moves R --html out.html").unwrap();
        assert_eq!((r.id.as_str(), r.case), ("p", Some(3)));
        assert_eq!(
            (r.moves.as_deref(), r.html),
            (Some("R"), Some(PathBuf::from("out.html")))
        );
        for (bad, says) in [
            ("p", "show takes ID INPUT"),
            ("p in --case 0", "--case takes a whole number from 1, found '0'"),
            ("p in --case", "--case needs a case number"),
            ("p in --moves R --output o", "not both"),
            ("p in --colour", "unknown option '--colour'"),
        ] {
            let error = read(bad).err().unwrap();
            assert!(error.message.contains(says), "{}: {}", bad, error.message);
            assert_eq!(error.code(), 2);
        }
    }
}
