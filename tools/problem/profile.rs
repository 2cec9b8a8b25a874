//! Judge profiles: what an online judge does with a Rust submission, kept as data in
//! `judges/<key>.toml`, one file a judge, every fact beside its source (`<fact>_source`: where
//! it was read and when, or why it is unknown). A problem names its profile
//! (`profile = "boj"` in its `problem.toml`); the bundler takes the source limit from it, and the
//! local judge the editions and the compile command.

use crate::error::ToolError;
use crate::problem::fields::Fields;
use std::fmt;
use std::path::Path;

/// A Rust edition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Edition {
    E2015,
    E2018,
    E2021,
    E2024,
}

impl Edition {
    /// Every edition, oldest first.
    pub const ALL: [Edition; 4] = [Edition::E2015, Edition::E2018, Edition::E2021, Edition::E2024];

    /// The edition named `2015`, `2018`, `2021` or `2024`. O(1).
    pub fn parse(text: &str) -> Option<Edition> {
        Edition::ALL.iter().copied().find(|e| e.name() == text)
    }

    /// The year, as rustc's `--edition` takes it. O(1).
    pub fn name(self) -> &'static str {
        match self {
            Edition::E2015 => "2015",
            Edition::E2018 => "2018",
            Edition::E2021 => "2021",
            Edition::E2024 => "2024",
        }
    }

    /// The first stable rustc that knows this edition. O(1).
    pub fn first_rustc(self) -> Version {
        match self {
            Edition::E2015 => Version(1, 0),
            Edition::E2018 => Version(1, 31),
            Edition::E2021 => Version(1, 56),
            Edition::E2024 => Version(1, 85),
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rustc version, major and minor (`1.63`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Version(pub u32, pub u32);

impl Version {
    /// Reads `1.63`, `1.63.0`, or the version inside `rustc 1.63.0 (4b91a6ea7 2022-08-08)`.
    /// O(length of `text`).
    pub fn parse(text: &str) -> Option<Version> {
        let word = text
            .split_whitespace()
            .find(|w| w.starts_with(|c: char| c.is_ascii_digit()))?;
        let mut parts = word.split(['.', '-']);
        let major = parts.next()?.parse().ok()?;
        let minor = parts.next()?.parse().ok()?;
        Some(Version(major, minor))
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0, self.1)
    }
}

/// How a judge builds a Rust submission.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Build {
    /// `rustc --edition E` with these flags (e.g. `-O`, `--cfg ONLINE_JUDGE`).
    Rustc(Vec<String>),
    /// `cargo build --release` on a package of its own with `edition = E` in `Cargo.toml`: the
    /// local judge gives rustc what cargo's release profile does, `-C opt-level=3`.
    CargoRelease,
    /// Not published: the local judge assumes `-O`, and CI also runs the bundle built without
    /// it (overflow checks on).
    Unknown,
}

impl Build {
    /// The flags the local judge gives rustc besides `--edition`, `-o` and the source. O(flags).
    pub fn rustc_flags(&self) -> Vec<String> {
        match self {
            Build::Rustc(flags) => flags.clone(),
            Build::CargoRelease => vec!["-C".to_string(), "opt-level=3".to_string()],
            Build::Unknown => vec!["-O".to_string()],
        }
    }
}

impl fmt::Display for Build {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Build::Rustc(flags) if flags.is_empty() => f.write_str("rustc"),
            Build::Rustc(flags) => write!(f, "rustc {}", flags.join(" ")),
            Build::CargoRelease => f.write_str("cargo build --release"),
            Build::Unknown => f.write_str("unknown (-O assumed)"),
        }
    }
}

/// One fact of a profile and where it comes from.
#[derive(Clone, Debug)]
pub struct Fact<T> {
    pub value: T,
    /// Where the fact was read and when, or why it is not known.
    pub source: String,
}

/// What one judge does with a Rust submission.
#[derive(Clone, Debug)]
pub struct Profile {
    /// The file's stem: `boj` for `judges/boj.toml`.
    pub key: String,
    /// The judge's name, e.g. "Baekjoon Online Judge".
    pub name: String,
    /// The judge's home page.
    pub url: String,
    /// Whether it takes Rust at all. Bundles for judges that do not are still made and checked,
    /// for people who port them by hand.
    pub accepts_rust: Fact<bool>,
    /// Its rustc, if known.
    pub rustc: Fact<Option<Version>>,
    /// The editions it offers, oldest first; for a judge that takes no Rust, or whose editions
    /// are unknown, every edition its compiler may know, so that the bundle suits any.
    pub editions: Fact<Vec<Edition>>,
    /// How it builds a submission.
    pub build: Fact<Build>,
    /// The operating system it runs submissions on, or "unknown".
    pub os: Fact<String>,
    /// Its pointer width in bits, if known.
    pub pointer_width: Fact<Option<u32>>,
    /// The largest source file it accepts, bytes.
    pub source_limit_bytes: Fact<u64>,
}

impl Profile {
    /// Parses a profile's text; every fact must come with `<fact>_source`. Faults name the file
    /// and line. O(length + keys^2), as [`Fields::parse`].
    pub fn parse(path: &Path, key: &str, text: &str) -> Result<Profile, ToolError> {
        let mut fields = Fields::parse(path, text)?;
        let name = fields.string("name")?;
        let url = fields.string("url")?;
        let fact = |fields: &mut Fields, key: &str| fields.string(&format!("{}_source", key));
        let accepts_rust = fields.flag("accepts_rust")?;
        let accepts_rust = Fact {
            value: accepts_rust,
            source: fact(&mut fields, "accepts_rust")?,
        };
        let rustc_text = fields.string("rustc")?;
        let rustc = match rustc_text.as_str() {
            "unknown" | "none" => None,
            text => Some(Version::parse(text).ok_or_else(|| {
                fields.fault(
                    "rustc",
                    "must be a version like \"1.63\", \"unknown\" or \"none\"",
                )
            })?),
        };
        let rustc = Fact {
            value: rustc,
            source: fact(&mut fields, "rustc")?,
        };
        let editions_text = fields.string("editions")?;
        let mut editions = Vec::new();
        for word in editions_text.split_whitespace() {
            match Edition::parse(word) {
                Some(e) if !editions.contains(&e) => editions.push(e),
                _ => {
                    return Err(fields.fault(
                        "editions",
                        "must list editions among 2015 2018 2021 2024, each once",
                    ))
                }
            }
        }
        if editions.is_empty() {
            return Err(fields.fault("editions", "must name at least one edition"));
        }
        editions.sort();
        let editions = Fact {
            value: editions,
            source: fact(&mut fields, "editions")?,
        };
        let build_text = fields.string("build")?;
        let words: Vec<String> = build_text.split_whitespace().map(str::to_string).collect();
        let build = match words.first().map(String::as_str) {
            Some("rustc") => Build::Rustc(words[1..].to_vec()),
            Some("cargo") if words[1..] == ["build", "--release"] => Build::CargoRelease,
            Some("unknown") if words.len() == 1 => Build::Unknown,
            _ => {
                return Err(fields.fault(
                    "build",
                    "must be \"rustc FLAGS...\", \"cargo build --release\" or \"unknown\"",
                ))
            }
        };
        if let Build::Rustc(flags) = &build {
            if flags
                .iter()
                .any(|f| f == "--edition" || f.starts_with("--edition=") || f == "-o")
            {
                return Err(fields.fault("build", "must not name --edition or -o: the judge adds them"));
            }
        }
        let build = Fact {
            value: build,
            source: fact(&mut fields, "build")?,
        };
        let os = Fact {
            value: fields.string("os")?,
            source: fact(&mut fields, "os")?,
        };
        let width_text = fields.string("pointer_width")?;
        let width = match width_text.as_str() {
            "unknown" => None,
            "32" => Some(32),
            "64" => Some(64),
            _ => return Err(fields.fault("pointer_width", "must be \"32\", \"64\" or \"unknown\"")),
        };
        let pointer_width = Fact {
            value: width,
            source: fact(&mut fields, "pointer_width")?,
        };
        let source_limit_bytes = Fact {
            value: fields.number("source_limit_bytes")?,
            source: fact(&mut fields, "source_limit_bytes")?,
        };
        fields.finish()?;
        Ok(Profile {
            key: key.to_string(),
            name,
            url,
            accepts_rust,
            rustc,
            editions,
            build,
            os,
            pointer_width,
            source_limit_bytes,
        })
    }

    /// The editions the judge offers, as a short text: `2015 2018 2021`. O(editions).
    pub fn editions_text(&self) -> String {
        let names: Vec<&str> = self.editions.value.iter().map(|e| e.name()).collect();
        names.join(" ")
    }

    /// The rustc version as a short text: `1.73`, or `unknown`, or `none` for a judge that takes
    /// no Rust. O(1).
    pub fn rustc_text(&self) -> String {
        match (self.accepts_rust.value, self.rustc.value) {
            (false, _) => "none".to_string(),
            (true, Some(v)) => v.to_string(),
            (true, None) => "unknown".to_string(),
        }
    }
}

#[cfg(test)]
mod tests;
