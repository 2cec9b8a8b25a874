//! The error every tool command returns: one line, and the exit status it calls for.

use std::fmt;

/// A failure of a tool command: a one-line message and the process exit status.
#[derive(Debug)]
pub struct ToolError {
    /// 2 for a usage or setup problem the user must fix, 1 for a failed check.
    pub code: i32,
    /// What went wrong and what to do, one line.
    pub message: String,
}

impl ToolError {
    /// A usage or setup problem: exit status 2.
    pub fn usage(message: String) -> ToolError {
        ToolError { code: 2, message }
    }

    /// A check that failed: exit status 1.
    pub fn failed(message: String) -> ToolError {
        ToolError { code: 1, message }
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}
