//! Built-in checkers for problems that accept more than one right answer. A checker reads the
//! test's input, the program's output and the expected output, and says why an output is wrong.
//! `cubesmith check NAME INPUT OUTPUT EXPECTED` runs one from the command line, which is also
//! the interface of `oj test --judge-command`.

use crate::project::ToolError;

/// Runs checker `name`: `Ok(Ok(()))` accepts, `Ok(Err(why))` rejects, `Err` means there is no
/// such checker.
pub fn check(
    name: &str,
    input: &[u8],
    output: &[u8],
    expected: &[u8],
) -> Result<Result<(), String>, ToolError> {
    let _ = (input, output, expected);
    Err(ToolError::usage(format!(
        "unknown checker '{}': known checkers are (none)",
        name
    )))
}
