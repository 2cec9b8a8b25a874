//! A test case's verdict, as judges give them: AC, WA, RE, TLE, MLE, OLE, and ERR for a case
//! that is itself broken.

use std::fmt;

/// A test case's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer, with what differs.
    Wa(String),
    /// Runtime error: non-zero exit or a signal, with what it printed to standard error.
    Re(String),
    /// Time limit exceeded: the time against the limit.
    Tle(String),
    /// Memory limit exceeded, with which measure.
    Mle(String),
    /// Output limit exceeded, with which stream.
    Ole(String),
    /// The case itself is broken (no expected output, a checker that refuses the test's input,
    /// a file that cannot be read): what is wrong.
    Error(String),
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Ac => "AC",
            Verdict::Wa(_) => "WA",
            Verdict::Re(_) => "RE",
            Verdict::Tle(_) => "TLE",
            Verdict::Mle(_) => "MLE",
            Verdict::Ole(_) => "OLE",
            Verdict::Error(_) => "ERR",
        })
    }
}

impl Verdict {
    /// The explanation printed under the verdict line, if any. O(1).
    pub fn detail(&self) -> Option<&str> {
        match self {
            Verdict::Ac => None,
            Verdict::Wa(why)
            | Verdict::Re(why)
            | Verdict::Tle(why)
            | Verdict::Mle(why)
            | Verdict::Ole(why)
            | Verdict::Error(why) => Some(why),
        }
    }
}
