//! The error every tool command returns: what kind of failure it is, and one line saying what is
//! wrong and what to do. The kind alone decides the exit status ([`Kind::code`]), in this one
//! place.

use std::fmt;

/// What kind of failure an error is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The command line or the setup is wrong: an unknown problem, a missing compiler, a flag
    /// without its value. The user must change what they asked.
    Usage,
    /// A file the user gave cannot be read or is not what it should be: a test input a checker
    /// refuses, a `problem.toml` with a fault, a cube that is no cube.
    Input,
    /// A program does not compile: an adapter, a problem's unit tests or checker, the library.
    Compile,
    /// A bundle is over its judge's source limit.
    Limit,
    /// Reading or writing a file failed, or a process could not be run or waited for.
    Io,
    /// Something that cannot happen did: a bug of the tools (a hook program's reply unread).
    Internal,
    /// A check ran and failed: a bundle refused, a solution that does not solve, a problem's
    /// test that fails.
    Failed,
}

impl Kind {
    /// The exit status of a command that ends with this kind of error: 2 for what the user must
    /// fix before anything can be checked (usage, input, I/O), 1 for a check that failed
    /// (compile, limit, failed), 3 for a bug of the tools. O(1).
    pub fn code(self) -> i32 {
        match self {
            Kind::Usage | Kind::Input | Kind::Io => 2,
            Kind::Compile | Kind::Limit | Kind::Failed => 1,
            Kind::Internal => 3,
        }
    }
}

/// A failure of a tool command: its kind and a message of one line (a compiler's own messages
/// follow a compile error's first line).
#[derive(Debug)]
pub struct ToolError {
    /// What kind of failure it is.
    pub kind: Kind,
    /// What went wrong and what to do.
    pub message: String,
}

impl ToolError {
    /// An error of kind `kind`. O(1).
    pub fn new(kind: Kind, message: String) -> ToolError {
        ToolError { kind, message }
    }

    /// A usage or setup problem the user must fix. O(1).
    pub fn usage(message: String) -> ToolError {
        ToolError::new(Kind::Usage, message)
    }

    /// A file the user gave that cannot be used. O(1).
    pub fn input(message: String) -> ToolError {
        ToolError::new(Kind::Input, message)
    }

    /// A program that does not compile. O(1).
    pub fn compile(message: String) -> ToolError {
        ToolError::new(Kind::Compile, message)
    }

    /// A bundle over its judge's source limit. O(1).
    pub fn limit(message: String) -> ToolError {
        ToolError::new(Kind::Limit, message)
    }

    /// A file that cannot be read or written, a process that cannot be run. O(1).
    pub fn io(message: String) -> ToolError {
        ToolError::new(Kind::Io, message)
    }

    /// A bug of the tools. O(1).
    pub fn internal(message: String) -> ToolError {
        ToolError::new(Kind::Internal, message)
    }

    /// A check that failed. O(1).
    pub fn failed(message: String) -> ToolError {
        ToolError::new(Kind::Failed, message)
    }

    /// The exit status this error calls for (see [`Kind::code`]). O(1).
    pub fn code(&self) -> i32 {
        self.kind.code()
    }

    /// The same error, its message after `context` (`context: message`). O(length of the
    /// message).
    pub fn within(self, context: &str) -> ToolError {
        ToolError::new(self.kind, format!("{}: {}", context, self.message))
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_its_one_exit_status() {
        let all = [
            (Kind::Usage, 2),
            (Kind::Input, 2),
            (Kind::Io, 2),
            (Kind::Compile, 1),
            (Kind::Limit, 1),
            (Kind::Failed, 1),
            (Kind::Internal, 3),
        ];
        for (kind, code) in all {
            assert_eq!(ToolError::new(kind, String::new()).code(), code, "{:?}", kind);
        }
        let e = ToolError::compile("x.rs does not compile".to_string()).within("p's hooks");
        assert_eq!(
            (e.kind, e.message.as_str()),
            (Kind::Compile, "p's hooks: x.rs does not compile")
        );
    }
}
