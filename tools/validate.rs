//! Validators: a problem statement's input format and bounds, checked strictly, as testlib's
//! validators do it. The submissions are lenient (they answer what they can: more datasets, `\r\n`,
//! blank lines); whether an input is one the statement allows is told here, from the problem's
//! `problems/<id>/validator.txt`, a small line-oriented program this module interprets.
//!
//! Every validator is strict about the bytes: lines end with `\n` alone and the last one too,
//! there is no byte order mark, no tab, no control or non-ASCII byte, no empty line the program
//! does not ask for, and in a `line` the tokens are separated by single spaces with no space
//! before the first or after the last.
//!
//! # The format
//!
//! One statement a line; `#` starts a comment line; blocks end with a line `}`.
//!
//! ```text
//! line PIECE...                 the next line: these pieces, separated by single spaces
//! text PIECE...                 the next line: these pieces, one after the other (no separators)
//! blank [optional]              the next line is empty (optional: if the next line is empty)
//! repeat EXPR {                 the block, EXPR times
//! until "LINE" [min EXPR] [max EXPR] [ITEM] {
//!                               the block again and again, until a line that is exactly LINE
//!                               (read, and the loop ends); ITEM names one pass in messages
//!                               ("dataset" unless given)
//! until-eof [min EXPR] [max EXPR] [ITEM] {
//!                               the block again and again, until the input ends
//! check NAME distinct           the values bound to NAME are all different
//! check NAME sorted             ... are in non-decreasing order
//! check NAME each EXPR          ... each value (each character of a word) occurs exactly EXPR times
//! check NAME once "CHARS"       ... each of CHARS occurs exactly once among their characters
//! check NAME at EXPR is EXPR    ... the value number EXPR (counted from 0) is the second EXPR
//!
//! PIECE := [NAME:]ATOM[*EXPR]   NAME binds the value; *EXPR repeats the atom EXPR times
//!        | [NAME:]ATOM*{MIN,MAX}
//!                               in a `line`, MIN..=MAX times ({MIN,}: no maximum): as many as
//!                               the line's tokens leave after the other pieces (one such piece
//!                               a line)
//! ATOM  := int[LO,HI]           a whole number LO..=HI, no sign `+`, no leading zeros
//!                               (`int[1,]`: no upper bound)
//!        | char[SET]            one character of SET
//!        | word[SET]{MIN,MAX}   MIN..=MAX characters of SET ({N}: exactly N; {MIN,}: no maximum)
//!        | one-of(A,B,...)      exactly one of these words
//!        | "TEXT"[{MIN,MAX}]    this text (in `text`, repeated MIN..=MAX times)
//!        | indent{MIN,MAX}      MIN..=MAX spaces: first piece of a `line`, or anywhere in a `text`
//! SET   := characters and ranges: GOYRWB, a-z, 0-9A-Z, rgbcmykw#
//! EXPR  := TERM (+|- TERM)*     TERM := FACTOR (* FACTOR)*     FACTOR := 12 | NAME | sum(NAME)
//! ```
//!
//! A `line` with a single `word` piece of minimum length 0 may be an empty line.
//!
//! Names: a bound name holds a list of values, in input order. In an expression it means its
//! last value (`sum(NAME)`: their sum); bounds may name pieces before them on the same line,
//! repeat counts only earlier lines. Every pass of a block has its own values: a `check` inside a
//! block sees the values of the current pass, a `check` after a block those of all its passes.
//! A `text` piece takes as many characters as it may (no backtracking).
//!
//! Messages name the line and the token (or column), use the names given in the validator and
//! say which rule is broken: `N is 8, over the statement's bound 1..=7`.

mod checks;
mod grammar;
mod parser;
mod run;

use crate::error::ToolError;
use crate::problem::files::read_text;
use crate::problem::project::Problem;
use grammar::Statement;
use parser::{count_references, set_exports, Parser};
use run::Run;
use std::collections::HashMap;

/// The first thing wrong with an input: its line (1-based) and what is wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The line, counted from 1; one past the last line when the input ends too early.
    pub line: usize,
    /// What is wrong, in words.
    pub message: String,
}

/// A problem's validator, read from its `validator.txt`.
#[derive(Debug)]
pub struct Validator {
    body: Vec<Statement>,
}

impl Validator {
    /// The validator of `problem`, from `problems/<id>/validator.txt`. O(length of the text), as
    /// [`Validator::parse`].
    pub fn load(problem: &Problem) -> Result<Validator, ToolError> {
        let path = problem.dir.join("validator.txt");
        if !path.is_file() {
            return Err(ToolError::usage(format!(
                "{} has no validator: write problems/{}/validator.txt",
                problem.id, problem.id
            )));
        }
        Validator::parse(&read_text(&path)?).map_err(|(line, what)| {
            ToolError::usage(format!(
                "problems/{}/validator.txt:{}: {}",
                problem.id, line, what
            ))
        })
    }

    /// Reads a validator's text; an error names the line of the text and what is wrong. O(length
    /// of the text).
    pub fn parse(text: &str) -> Result<Validator, (usize, String)> {
        let lines: Vec<&str> = text.lines().collect();
        let mut parser = Parser {
            lines: &lines,
            next: 0,
            scopes: vec![HashMap::new()],
        };
        let mut body = parser.block()?;
        if parser.next < lines.len() {
            return Err((parser.next + 1, "a '}' that closes no block".to_string()));
        }
        let mut all = HashMap::new();
        count_references(&body, &mut all);
        set_exports(&mut body, &all);
        Ok(Validator { body })
    }

    /// Checks `input`: `Err` holds its first violation. O(length of `input`): each line is read
    /// once, by the statement that reads it.
    pub fn check(&self, input: &[u8]) -> Result<(), Violation> {
        if input.starts_with(b"\xef\xbb\xbf") {
            return Err(violation(
                1,
                "the file starts with a byte order mark (EF BB BF); the statement's input has none",
            ));
        }
        let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
        let final_newline = input.ends_with(b"\n");
        if final_newline || input.is_empty() {
            lines.pop();
        }
        let mut run = Run {
            lines: &lines,
            next: 0,
            frames: vec![HashMap::new()],
        };
        run.block(&self.body)?;
        if run.next < lines.len() {
            return Err(violation(
                run.next + 1,
                &format!(
                    "a line after the end of the input (the statement's input ends at line {})",
                    run.next
                ),
            ));
        }
        if !final_newline && !lines.is_empty() {
            return Err(violation(
                lines.len(),
                "the last line does not end with a newline",
            ));
        }
        Ok(())
    }
}

fn violation(line: usize, message: &str) -> Violation {
    Violation {
        line,
        message: message.to_string(),
    }
}

// Named by path so the file is found when a test crate includes this module too.
#[cfg(test)]
mod tests;
