use super::*;
use crate::temp_dir::TempDir;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A throwaway checkout under the system's temporary folder, removed when dropped (a test that
/// fails leaves nothing behind either).
struct Fixture {
    project: Project,
    _dir: TempDir,
}

impl std::ops::Deref for Fixture {
    type Target = Project;
    fn deref(&self) -> &Project {
        &self.project
    }
}

/// A [`Fixture`] made of `files`.
fn fixture(files: &[(&str, &str)]) -> Fixture {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = TempDir::new(&format!("bundle-test-{}", NEXT.fetch_add(1, Ordering::SeqCst)));
    for (path, text) in files {
        let path = dir.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    Fixture {
        project: Project::at(&dir).unwrap(),
        _dir: dir,
    }
}

const META: &str =
    "profile = \"j\"\ntitle = \"T\"\ntime_limit_ms = 1000\nmemory_limit_kb = 1024\ncompare = \"exact\"\n";

/// A judge profile with a 64 KiB source limit.
const PROFILE: &str = "name = \"J\"\nurl = \"u\"\naccepts_rust = true\naccepts_rust_source = \"s\"\n\
    rustc = \"1.63\"\nrustc_source = \"s\"\neditions = \"2018\"\neditions_source = \"s\"\nbuild = \"rustc -O\"\n\
    build_source = \"s\"\nos = \"Linux\"\nos_source = \"s\"\npointer_width = \"64\"\npointer_width_source = \"s\"\n\
    source_limit_bytes = 65536\nsource_limit_bytes_source = \"s\"\n";

fn project_with(adapter: &str, modules: &[(&str, &str)]) -> Fixture {
    let mut lib = String::new();
    let mut files: Vec<(String, String)> = Vec::new();
    for (name, text) in modules {
        lib.push_str(&format!("pub mod {};\n", name));
        files.push((format!("src/{}.rs", name), text.to_string()));
    }
    files.push(("src/lib.rs".to_string(), lib));
    files.push(("problems/p/main.rs".to_string(), adapter.to_string()));
    files.push(("problems/p/problem.toml".to_string(), META.to_string()));
    files.push(("judges/j.toml".to_string(), PROFILE.to_string()));
    let refs: Vec<(&str, &str)> = files.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    fixture(&refs)
}

fn bundle_of(project: &Project) -> Result<Bundle, ToolError> {
    build(project, &project.problem("p").unwrap())
}

#[test]
fn takes_exactly_the_modules_reached_transitively() {
    let project = project_with(
        "use cubesmith::a;\nfn main() { a::f(); }\n",
        &[
            (
                "a",
                "use super::{b, c::Thing};\npub fn f() { b::g(); let _ = Thing; }\n",
            ),
            ("b", "pub fn g() {}\n"),
            ("c", "pub struct Thing;\n"),
            ("unused", "pub fn h() {}\n"),
        ],
    );
    let bundle = bundle_of(&project).unwrap();
    assert_eq!(bundle.modules, vec!["a", "b", "c"]);
    assert!(bundle
        .text
        .contains("mod cubesmith {\npub mod a {\nuse super::{b, c::Thing};"));
    assert!(!bundle.text.contains("pub fn h()"));
}

#[test]
fn drops_test_items_and_keeps_the_rest() {
    let project = project_with(
        "use cubesmith::a;\nfn main() { a::f(); a::g(); }\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() { let x = \"}\"; }\n}\n",
        &[("a", "pub fn f() {}\n\n#[cfg(test)]\nmod tests;\n\npub fn g() {}\n#[cfg(test)] fn helper() { if true { } }\n")],
    );
    let text = bundle_of(&project).unwrap().text;
    assert!(!text.contains("tests"), "{}", text);
    assert!(!text.contains("helper"), "{}", text);
    assert!(text.contains("pub fn f() {}") && text.contains("pub fn g() {}"));
}

#[test]
fn is_deterministic() {
    let project = project_with(
        "use cubesmith::{b, a};\nfn main() { a::f(); b::g(); }\n",
        &[("a", "pub fn f() {}\n"), ("b", "pub fn g() {}\n")],
    );
    let first = bundle_of(&project).unwrap().text;
    assert_eq!(first, bundle_of(&project).unwrap().text);
    // Modules come in name order whatever order the adapter names them in.
    assert!(first.find("pub mod a").unwrap() < first.find("pub mod b").unwrap());
}

fn refusal(adapter: &str, module: &str) -> String {
    let project = project_with(adapter, &[("a", module)]);
    match bundle_of(&project) {
        Ok(_) => panic!("bundled what it should refuse"),
        Err(e) => {
            assert_eq!(e.code(), 1);
            e.message
        }
    }
}

#[test]
fn refuses_what_cannot_be_inlined_naming_file_and_line() {
    let use_a = "use cubesmith::a;\nfn main() { a::f(); }\n";
    let cases: &[(&str, &str, &str)] = &[
        (
            use_a,
            "pub fn f() {}\npub fn g() { crate::a::f() }\n",
            "src/a.rs:2: cannot bundle: library modules must name siblings as super::name",
        ),
        (
            use_a,
            "pub fn f() {}\nconst T: &str = include_str!(\"t.txt\");\n",
            "src/a.rs:2: cannot bundle: include macros",
        ),
        (
            use_a,
            "pub fn f() {}\n\nconst V: &str = env!(\"X\");\n",
            "src/a.rs:3: cannot bundle: env!",
        ),
        (
            use_a,
            "mod inner;\npub fn f() {}\n",
            "src/a.rs:1: cannot bundle: out-of-line modules",
        ),
        (
            use_a,
            "#[path = \"x.rs\"]\nmod x {}\npub fn f() {}\n",
            "src/a.rs:1: cannot bundle: #[path]",
        ),
        (
            use_a,
            "#[macro_export]\nmacro_rules! m { () => {} }\npub fn f() {}\n",
            "src/a.rs:1: cannot bundle: #[macro_export]",
        ),
        (
            "use cubesmith::nope;\nfn main() {}\n",
            "pub fn f() {}\n",
            "problems/p/main.rs:1: cannot bundle: cubesmith::nope is not a library module",
        ),
        (
            "use cubesmith::*;\nfn main() {}\n",
            "pub fn f() {}\n",
            "problems/p/main.rs:1: cannot bundle: glob import",
        ),
        (
            "mod cubesmith {}\nfn main() {}\n",
            "pub fn f() {}\n",
            "problems/p/main.rs:1: cannot bundle: a root mod named cubesmith",
        ),
        (
            "fn main() {}\nfn s() -> &'static str { \"open }\n",
            "",
            "problems/p/main.rs:2: unterminated string",
        ),
    ];
    for (adapter, module, want) in cases {
        let got = refusal(adapter, module);
        assert!(got.starts_with(want), "got {:?}, want {:?}", got, want);
    }
}

#[test]
fn code_in_comments_and_strings_is_not_refused() {
    let project = project_with(
        "use cubesmith::a;\nfn main() { a::f(); }\n",
        &[("a", "//! Unlike crate::x, include!(..) in a comment is fine.\npub fn f() { let _ = \"crate::y env!()\"; }\n")],
    );
    assert!(bundle_of(&project).is_ok());
}

#[test]
fn fails_over_the_source_limit_without_writing() {
    let big = format!(
        "pub fn f() {{\n    let _ = BIG;\n}}\npub const BIG: &str = \"{}\";\n",
        "x".repeat(70_000)
    );
    let project = project_with("use cubesmith::a;\nfn main() { a::f(); }\n", &[("a", &big)]);
    let problem = project.problem("p").unwrap();
    let err = write(&project, &problem).unwrap_err();
    assert_eq!(err.code(), 1);
    assert!(
        err.message.contains("over J's source limit of 65536 bytes"),
        "{}",
        err.message
    );
    assert!(!project.bundle_path("p").exists());
}

#[test]
fn goes_without_indentation_when_tabs_are_over_the_source_limit() {
    // 16 bytes a line with tabs, 12 without: 80 KB or 60 KB, against a limit of 64 KiB.
    let body = "                let _x = 1;\n".repeat(5000);
    let module = format!(
        "pub fn f() {{\n    {{\n        {{\n{}        }}\n    }}\n}}\n",
        body
    );
    let project = project_with("use cubesmith::a;\nfn main() { a::f(); }\n", &[("a", &module)]);
    let text = bundle_of(&project).unwrap().text;
    assert!(text.len() <= 65536, "{}", text.len());
    assert!(text.contains("no comments, not indented: with tabs it was over"));
    assert!(text.contains("pub fn f() {\n{\n{\nlet _x = 1;\nlet _x = 1;\n"));
    // The adapter keeps its own layout.
    assert!(text.contains("fn main() { a::f(); }"));
    // Small enough with tabs: tabs.
    let small = project_with(
        "use cubesmith::a;\nfn main() { a::f(); }\n",
        &[("a", "pub fn f() {\n    let _x = 1;\n}\n")],
    );
    let text = bundle_of(&small).unwrap().text;
    assert!(text.contains("no comments, tabs)."));
    assert!(text.contains("pub fn f() {\n\tlet _x = 1;\n}"));
}

#[test]
fn is_minified_when_unindented_is_still_over_the_source_limit() {
    // 13 bytes a line unindented, 9 minified (`let _x=1;`): 78 KB or 54 KB, against 64 KiB.
    let body = "    let _x = 1;\n".repeat(6000);
    let module = format!("pub fn f() {{\n{}}}\n", body);
    let project = project_with("use cubesmith::a;\nfn main() { a::f(); }\n", &[("a", &module)]);
    let text = bundle_of(&project).unwrap().text;
    assert!(text.len() <= 65536, "{}", text.len());
    assert!(text.contains("minified: even unindented it was over"));
    assert!(text.contains("pub fn f(){let _x=1;let _x=1;"));
    assert!(text.contains("fn main() { a::f(); }"));
}

#[test]
fn minifies_the_adapter_too_when_the_minified_library_is_still_over_the_source_limit() {
    // 9 bytes a line minified: 62 KB of library, and an adapter with 5 KB of comments, against
    // 64 KiB: only without the adapter's comments does it fit.
    let body = "    let _x = 1;\n".repeat(6900);
    let module = format!("pub fn f() {{\n{}}}\n", body);
    let adapter = format!(
        "{}use cubesmith::a;\nfn main() {{\n    a::f();\n}}\n",
        "// A comment of the adapter's.\n".repeat(170)
    );
    let project = project_with(&adapter, &[("a", &module)]);
    let text = bundle_of(&project).unwrap().text;
    assert!(text.len() <= 65536, "{}", text.len());
    assert!(text.contains("minified, and the adapter too: with only the library minified it was over"));
    assert!(text.contains("use cubesmith::a;fn main(){a::f();}"));
    assert!(!text.contains("A comment of the adapter's"));
}

#[test]
fn shortens_the_locals_names_when_all_minified_is_still_over_the_source_limit() {
    // 22 bytes a line minified (`let counted_value=1;`), 12 with the name shortened: 77 KB or
    // 42 KB against 64 KiB. The function's name and its parameter's field stay.
    let body = "    let counted_value = 1;\n".repeat(3500);
    let module = format!(
        "pub struct S {{ pub field: u8 }}\npub fn f(s: S) -> u8 {{\n{}    s.field + counted_value\n}}\n",
        body
    );
    let project = project_with(
        "use cubesmith::a;\nfn main() { a::f(a::S { field: 2 }); }\n",
        &[("a", &module)],
    );
    let text = bundle_of(&project).unwrap().text;
    assert!(text.len() <= 65536, "{}", text.len());
    assert!(text.contains("and the locals' names shortened: minified whole it was over"));
    assert!(!text.contains("counted_value"));
    assert!(
        text.contains("pub fn f(") && text.contains(".field+") && text.contains("S{field:2}"),
        "{}",
        &text[..600]
    );
}

#[test]
fn shortens_its_own_functions_and_constants_names_when_the_locals_are_not_enough() {
    // 34 bytes a line with the local shortened (`a+=a_rather_long_function_name(1);`), 8 with
    // the function's too: 85 KB or 20 KB against 64 KiB. A field is renamed too, but not one
    // of a type that derives `Debug` (its output shows the name). What could be std's stays: a
    // method (after `.`), a constant that also follows `u64::`, a trait's function; and the
    // bundle still does the same.
    let body = "    total += a_rather_long_function_name(1);\n".repeat(2500);
    let module = format!(
        "use std::fmt;\n\
         pub const LONG_CONSTANT_NAME: u64 = 7;\n\
         pub const MAX: u64 = 3;\n\
         pub struct S {{ pub field: u64 }}\n\
         pub struct Counter {{ pub counted_so_far: u64 }}\n\
         #[derive(Debug)]\npub struct Shown {{ pub visible_field: u64 }}\n\
         pub fn shown() -> Shown {{\n\
             let c = Counter {{ counted_so_far: 5 }};\n\
             Shown {{ visible_field: c.counted_so_far }}\n\
         }}\n\
         impl S {{\n\
             pub fn len(&self) -> u64 {{ self.field }}\n\
             pub fn build_the_thing(v: u64) -> S {{ S {{ field: v }} }}\n\
         }}\n\
         impl fmt::Display for S {{\n\
             fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {{ write!(f, \"{{}}\", self.field) }}\n\
         }}\n\
         pub fn a_rather_long_function_name(x: u64) -> u64 {{ x + LONG_CONSTANT_NAME }}\n\
         pub fn f() -> u64 {{\n    let mut total = 0;\n{}\
             let v = vec![1u8, 2];\n\
             total + S::build_the_thing(MAX).len() + v.len() as u64 + u64::MAX / u64::MAX\n}}\n",
        body
    );
    let project = project_with(
        "use cubesmith::a;\n\
         fn main() { println!(\"{} {} {:?}\", a::f(), a::S::build_the_thing(5), a::shown()); }\n",
        &[("a", &module)],
    );
    let text = bundle_of(&project).unwrap().text;
    assert!(text.len() <= 65536, "{}", text.len());
    assert!(text
        .contains("of its own functions, constants and fields shortened: with only the locals' it was over"));
    for gone in [
        "total",
        "a_rather_long_function_name",
        "LONG_CONSTANT_NAME",
        "build_the_thing",
        "counted_so_far",
    ] {
        assert!(!text.contains(gone), "{} stays", gone);
    }
    // (A line break may come after `fn`.)
    for kept in [
        "const MAX:",
        "u64::MAX",
        ".len()",
        "fmt(&self",
        "len(&self",
        "visible_field",
    ] {
        let at = text.find("pub mod a").unwrap();
        assert!(text.contains(kept), "{} is gone: {}", kept, &text[at..at + 600]);
    }
    assert_eq!(
        compile_and_run(&project, &text),
        "20006 5 Shown { visible_field: 5 }\n"
    );
}

#[test]
fn writes_only_the_bundle_into_dist() {
    let project = project_with(
        "use cubesmith::a;\nfn main() { a::f(); }\n",
        &[("a", "pub fn f() {}\n")],
    );
    let written = write(&project, &project.problem("p").unwrap()).unwrap();
    assert_eq!(written.path, project.root.join("dist/p/main.rs"));
    assert_eq!(fs::read(&written.path).unwrap().len(), written.size);
    assert_eq!(written.modules, vec!["a"]);
    let names: Vec<_> = fs::read_dir(project.root.join("dist/p"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("main.rs")]);
}

#[test]
fn families_keep_their_paths_and_only_the_members_reached() {
    let files = [
        ("src/lib.rs", "pub mod fam;\npub mod io;\n"),
        ("src/io.rs", "pub fn read() {}\n"),
        (
            "src/fam.rs",
            "//! A family.\npub mod a;\npub mod b;\npub mod c;\n",
        ),
        (
            "src/fam/a.rs",
            "use super::b::g;\npub fn f() { g(); super::super::io::read(); }\n#[cfg(test)]\nmod tests;\n",
        ),
        ("src/fam/b.rs", "pub fn g() {}\n"),
        ("src/fam/c.rs", "pub fn never_reached() {}\n"),
        (
            "problems/p/main.rs",
            "use cubesmith::fam::{a::f};\nfn main() { f(); }\n",
        ),
        ("problems/p/problem.toml", META),
        ("judges/j.toml", PROFILE),
    ];
    let project = fixture(&files);
    let bundle = bundle_of(&project).unwrap();
    assert_eq!(bundle.modules, vec!["fam::a", "fam::b", "io"]);
    assert!(
        bundle
            .text
            .contains("mod cubesmith {\npub mod fam {\npub mod a {\n"),
        "{}",
        bundle.text
    );
    assert!(!bundle.text.contains("never_reached"));
    // The header groups a family's members.
    assert!(
        bundle.text.contains("// Library inside: fam::{a, b}, io ("),
        "{}",
        bundle.text
    );
}

#[test]
fn refuses_code_in_a_family_file_and_paths_above_the_library() {
    let mut files = vec![
        ("src/lib.rs", "pub mod fam;\n"),
        ("src/fam.rs", "pub mod a;\npub fn stray() {}\n"),
        ("src/fam/a.rs", "pub fn f() {}\n"),
        (
            "problems/p/main.rs",
            "use cubesmith::fam::a;\nfn main() { a::f(); }\n",
        ),
        ("problems/p/problem.toml", META),
        ("judges/j.toml", PROFILE),
    ];
    let err = bundle_of(&fixture(&files)).unwrap_err().message;
    assert!(
        err.starts_with("src/fam.rs:2: cannot bundle: a family module holds only"),
        "{}",
        err
    );
    files[1] = ("src/fam.rs", "pub mod a;\n");
    files[2] = ("src/fam/a.rs", "pub fn f() { super::super::super::x::g() }\n");
    let err = bundle_of(&fixture(&files)).unwrap_err().message;
    assert!(
        err.starts_with("src/fam/a.rs:1: cannot bundle: super:: climbs above"),
        "{}",
        err
    );
}

/// Compiles a bundle as the judge does, warnings denied: the compiler's messages if it fails.
fn compile(project: &Project, text: &str) -> Result<(), String> {
    let dir = project.root.join("compiled");
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("main.rs"), text).unwrap();
    let out = Command::new("rustc")
        .args(["--edition", "2018", "-D", "warnings", "-o"])
        .arg(dir.join("main"))
        .arg(dir.join("main.rs"))
        .output()
        .expect("rustc runs");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn cfg_test_on_fields_variants_and_arms_is_left_to_the_compiler() {
    let module = "\
pub struct S {
    pub a: u8,
    #[cfg(test)]
    pub probe: std::collections::HashMap<u8, u8>,
}

pub enum E {
    A,
    #[cfg(test)]
    B(u8, u8),
}

pub fn f(e: &E) -> u8 {
    let s = S {
        a: 1,
        #[cfg(test)]
        probe: Default::default(),
    };
    match e {
        E::A => s.a,
        #[cfg(test)]
        E::B(x, _) => *x,
    }
}

#[cfg(test)]
const LIMIT: u8 = { let x = 3; x };

pub fn after() -> u8 {
    2
}

#[cfg(test)]
mod tests;
";
    let project = project_with(
        "use cubesmith::a;\nfn main() { println!(\"{} {}\", a::f(&a::E::A), a::after()); }\n",
        &[("a", module)],
    );
    let text = bundle_of(&project).unwrap().text;
    assert!(text.contains("pub fn after()"), "{}", text);
    assert!(text.contains("#[cfg(test)]\n\tpub probe"), "{}", text);
    assert!(!text.contains("LIMIT") && !text.contains("mod tests"), "{}", text);
    compile(&project, &text).unwrap();
}

#[test]
fn refuses_what_names_the_crate_itself_and_lib_rs_beyond_pub_mods() {
    let use_a = "use cubesmith::a;\nfn main() { a::f(); }\n";
    let with_lib = |lib: &str, adapter: &str| {
        let files = [
            ("src/lib.rs", lib),
            ("src/a.rs", "pub fn f() {}\n"),
            ("problems/p/main.rs", adapter),
            ("problems/p/problem.toml", META),
            ("judges/j.toml", PROFILE),
        ];
        match bundle_of(&fixture(&files)) {
            Ok(_) => panic!("bundled what it should refuse: {:?} {:?}", lib, adapter),
            Err(e) => e.message,
        }
    };
    let cases: &[(&str, &str, &str)] = &[
        (
            "pub mod a;\n",
            "fn main() {}\n\nuse cubesmith as cs;\n",
            "problems/p/main.rs:3: cannot bundle: cubesmith alone (as in `use cubesmith as x;`) names the crate",
        ),
        (
            "pub mod a;\n",
            "use cubesmith::{self, a};\nfn main() { a::f(); }\n",
            "problems/p/main.rs:1: cannot bundle: cubesmith::{self, ...} names the crate",
        ),
        (
            "pub mod a;\nmod hidden;\n",
            use_a,
            "src/lib.rs:2: cannot bundle: src/lib.rs holds only pub mod name; lines, comments and crate attributes #![...], found `mod hidden;`",
        ),
        (
            "#[macro_use]\npub mod a;\n",
            use_a,
            "src/lib.rs:1: cannot bundle: src/lib.rs holds only pub mod name; lines, comments and crate attributes #![...], found `#[macro_use]`",
        ),
        (
            "//! The crate.\npub mod a;\n\npub const N: u8 = 3;\n",
            use_a,
            "src/lib.rs:4: cannot bundle: src/lib.rs holds only pub mod name; lines, comments and crate attributes #![...], found `pub const N: u8 = 3;`",
        ),
        (
            "pub mod a; pub mod b;\n",
            use_a,
            "src/lib.rs:1: cannot bundle: src/lib.rs holds only pub mod name; lines, comments and crate attributes #![...]: write each as one line `pub mod name;`",
        ),
    ];
    for (lib, adapter, want) in cases {
        let got = with_lib(lib, adapter);
        assert!(got.starts_with(want), "got {:?}, want {:?}", got, want);
    }
    // Crate attributes and comments are fine in lib.rs.
    let files = [
        (
            "src/lib.rs",
            "//! Docs.\n#![doc = include_str!(\"../README.md\")]\n#![forbid(unsafe_code)]\npub mod a;\n",
        ),
        ("src/a.rs", "pub fn f() {}\n"),
        ("problems/p/main.rs", use_a),
        ("problems/p/problem.toml", META),
        ("judges/j.toml", PROFILE),
    ];
    assert!(bundle_of(&fixture(&files)).is_ok());
}

#[test]
fn library_macros_work_in_their_module_and_through_a_re_export() {
    let project = project_with(
        "use cubesmith::b;\nfn main() { println!(\"{}\", b::g()); }\n",
        &[
            (
                "a",
                "macro_rules! twice {\n    ($x:expr) => {\n        2 * $x\n    };\n}\npub(crate) use twice;\n\npub fn f() -> u32 {\n    twice!(3)\n}\n",
            ),
            ("b", "pub fn g() -> u32 {\n    super::a::twice!(super::a::f())\n}\n"),
        ],
    );
    let bundle = bundle_of(&project).unwrap();
    assert_eq!(bundle.modules, vec!["a", "b"]);
    compile(&project, &bundle.text).unwrap();
}

#[test]
fn an_unused_re_export_in_the_library_is_no_warning() {
    let project = project_with(
        "use cubesmith::a;\nfn main() { a::f(); }\n",
        &[
            ("a", "pub use super::b::Thing;\npub fn f() {}\n"),
            ("b", "pub struct Thing;\n"),
        ],
    );
    let text = bundle_of(&project).unwrap().text;
    compile(&project, &text).unwrap();
}

#[test]
fn a_failed_bundle_removes_the_old_one() {
    let project = project_with(
        "use cubesmith::a;\nfn main() { a::f(); }\n",
        &[("a", "pub fn f() {}\n")],
    );
    let problem = project.problem("p").unwrap();
    let written = write(&project, &problem).unwrap();
    assert!(written.path.is_file());
    let big = format!(
        "pub fn f() {{\n    let _ = BIG;\n}}\npub const BIG: &str = \"{}\";\n",
        "x".repeat(70_000)
    );
    fs::write(project.root.join("src/a.rs"), big).unwrap();
    let err = write(&project, &problem).unwrap_err();
    assert!(
        err.message.contains("source limit of 65536 bytes"),
        "{}",
        err.message
    );
    assert!(
        err.message.ends_with("; the old dist/p/main.rs was removed"),
        "{}",
        err.message
    );
    assert!(!written.path.exists());
}

#[test]
fn temporary_files_of_ended_bundlers_are_removed() {
    let project = project_with(
        "use cubesmith::a;\nfn main() { a::f(); }\n",
        &[("a", "pub fn f() {}\n")],
    );
    let dist = project.root.join("dist/p");
    fs::create_dir_all(&dist).unwrap();
    // Above any pid Linux hands out (at most 2^22): that bundler has ended.
    let stale = dist.join(".main.rs.4294967295.partial");
    let live = dist.join(format!(".main.rs.{}.partial", std::process::id()));
    let other = dist.join("notes.txt");
    for path in [&stale, &live, &other].iter() {
        fs::write(path, "x").unwrap();
    }
    write(&project, &project.problem("p").unwrap()).unwrap();
    assert!(!stale.exists());
    assert!(other.exists());
}

/// Compiles a bundle as the judge does and runs it: its standard output.
fn compile_and_run(project: &Project, text: &str) -> String {
    compile(project, text).unwrap_or_else(|e| panic!("{}\n{}", e, text));
    let out = Command::new(project.root.join("compiled").join("main"))
        .output()
        .expect("the compiled bundle runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The library text of a bundle: what follows `mod cubesmith {`.
fn library_part(text: &str) -> &str {
    &text[text.find("mod cubesmith {").expect("a library part")..]
}

#[test]
fn unused_functions_methods_constants_and_structs_are_dropped() {
    let module = "\
use std::fmt;

/// Used.
pub const USED: u32 = 2;
/// Not used.
pub const UNUSED_CONST: u32 = 3;
pub static UNUSED_STATIC: u32 = 4;

pub struct Point {
    pub x: u32,
}

pub struct Forgotten {
    pub y: u32,
}

pub enum Never {
    A,
}

pub type Alias = Forgotten;

impl Point {
    pub const ORIGIN: Point = Point { x: 0 };
    pub const UNUSED_ASSOCIATED: u32 = 9;

    pub fn new(x: u32) -> Point {
        Point { x: x * USED }
    }

    /// Not used.
    pub fn unused_method(&self) -> u32 {
        self.x
    }

    /// Named like the field `main` reads, which reaches no method.
    pub fn x(&self) -> u32 {
        self.x
    }
}

impl Forgotten {
    pub fn new_forgotten() -> Forgotten {
        Forgotten { y: 1 }
    }
}

pub fn used() -> Point {
    Point::new(21)
}

pub fn unused_function() -> fmt::Result {
    Ok(())
}
";
    let project = project_with(
        "use cubesmith::a;\nfn main() {\n    println!(\"{}\", a::used().x + a::Point::ORIGIN.x);\n}\n",
        &[("a", module)],
    );
    let bundle = bundle_of(&project).unwrap();
    let library = library_part(&bundle.text);
    for kept in [
        "pub const USED",
        "pub struct Point",
        "pub fn new(",
        "pub const ORIGIN",
        "pub fn used()",
        "use std::fmt;",
    ]
    .iter()
    {
        assert!(library.contains(kept), "{} was dropped:\n{}", kept, library);
    }
    for dropped in [
        "UNUSED_CONST",
        "UNUSED_STATIC",
        "Forgotten",
        "Never",
        "Alias",
        "UNUSED_ASSOCIATED",
        "unused_method",
        "unused_function",
        "pub fn x(",
    ]
    .iter()
    {
        assert!(!library.contains(dropped), "{} was kept:\n{}", dropped, library);
    }
    assert_eq!(compile_and_run(&project, &bundle.text), "42\n");
    // The whole modules, on request.
    let whole = build_keeping(&project, &project.problem("p").unwrap(), Keep::WholeModules).unwrap();
    assert!(whole.text.contains("unused_method") && whole.text.contains("pub enum Never"));
    assert!(whole
        .text
        .contains("// Library inside: a (whole modules, no comments, tabs).\n"));
    assert!(bundle
        .text
        .contains("// Library inside: a (the items the adapter reaches, no comments, tabs).\n"));
    assert!(whole.text.len() > bundle.text.len());
    compile(&project, &whole.text).unwrap();
}

#[test]
fn what_kept_items_use_is_kept_transitively_across_modules() {
    let project = project_with(
        "use cubesmith::a;\nfn main() {\n    println!(\"{}\", a::f());\n}\n",
        &[
            (
                "a",
                "use super::b::{g, Unused};\n\npub fn f() -> u32 {\n    helper() + g()\n}\n\nfn helper() -> u32 {\n    super::c::Thing::made().0\n}\n\npub fn not_reached() -> u32 {\n    super::d::never()\n}\n",
            ),
            (
                "b",
                "pub struct Unused;\n\npub fn g() -> u32 {\n    K * deeper()\n}\n\nconst K: u32 = 10;\n\nfn deeper() -> u32 {\n    4\n}\n\npub fn b_unused() {}\n",
            ),
            (
                "c",
                "pub struct Thing(pub u32);\n\nimpl Thing {\n    pub fn made() -> Thing {\n        Thing(super::b::g() / 20)\n    }\n\n    pub fn other() {}\n}\n",
            ),
            ("d", "pub fn never() -> u32 {\n    1\n}\n"),
        ],
    );
    let bundle = bundle_of(&project).unwrap();
    // `d` is a candidate (named by `a`) but nothing in it is reached: it is left out.
    assert_eq!(bundle.modules, vec!["a", "b", "c"]);
    assert!(bundle
        .text
        .contains("// Library inside: a, b, c (the items the adapter reaches, no comments, tabs).\n"));
    let library = library_part(&bundle.text);
    for kept in [
        "fn helper()",
        "const K",
        "fn deeper()",
        "pub fn made()",
        "use super::b::g;\n",
    ]
    .iter()
    {
        assert!(library.contains(kept), "{} was dropped:\n{}", kept, library);
    }
    // `Unused` is imported but not used by kept code: its leaf of the `use` goes, and so does it.
    for dropped in [
        "not_reached",
        "b_unused",
        "pub fn other",
        "mod d",
        "fn never",
        "Unused",
    ]
    .iter()
    {
        assert!(!library.contains(dropped), "{} was kept:\n{}", dropped, library);
    }
    assert_eq!(compile_and_run(&project, &bundle.text), "42\n");
}

#[test]
fn trait_impls_of_kept_types_are_kept_whole() {
    let module = "\
use std::fmt;
use std::ops::Add;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Money(pub u32);

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, \"{}{}\", self.0, unit())
    }
}

fn unit() -> &'static str {
    \" coins\"
}

impl Add for Money {
    type Output = Money;

    fn add(self, other: Money) -> Money {
        Money(self.0 + other.0)
    }
}

impl From<u8> for Money {
    fn from(small: u8) -> Money {
        Money(u32::from(small))
    }
}

impl Default for Money {
    fn default() -> Self {
        Money(7)
    }
}

pub struct Countdown(pub u32);

impl Iterator for Countdown {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        self.0 -= 1;
        Some(self.0)
    }
}

pub trait Describe {
    fn describe(&self) -> String {
        format!(\"<{}>\", self.name())
    }

    fn name(&self) -> String;
}

impl Describe for Money {
    fn name(&self) -> String {
        format!(\"money {}\", self.0)
    }
}

impl<'a, T: Describe> Describe for &'a [T] {
    fn name(&self) -> String {
        self.iter().map(|t| t.name()).collect::<Vec<_>>().join(\"+\")
    }
}

pub struct Lost;

impl fmt::Display for Lost {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, \"lost\")
    }
}

pub trait Unreached {
    fn gone(&self);
}

impl Unreached for u8 {
    fn gone(&self) {}
}
";
    let adapter = "\
use cubesmith::a::{Countdown, Describe, Money};
fn main() {
    let total = Money(30) + Money::from(5u8) + Money::default();
    let left: Vec<u32> = Countdown(3).collect();
    let pair = [Money(1), Money(2)];
    println!(\"{} {:?} {} {}\", total, left, total.describe(), (&pair[..]).describe());
}
";
    let project = project_with(adapter, &[("a", module)]);
    let bundle = bundle_of(&project).unwrap();
    let library = library_part(&bundle.text);
    for kept in [
        "impl fmt::Display for Money",
        "fn unit()",
        "impl Add for Money",
        "impl From<u8> for Money",
        "impl Default for Money",
        "impl Iterator for Countdown",
        "pub trait Describe",
        "Describe for &'a [T]",
    ]
    .iter()
    {
        assert!(library.contains(kept), "{} was dropped:\n{}", kept, library);
    }
    for dropped in ["Lost", "Unreached", "gone"].iter() {
        assert!(!library.contains(dropped), "{} was kept:\n{}", dropped, library);
    }
    assert_eq!(
        compile_and_run(&project, &bundle.text),
        "42 coins [2, 1, 0] <money 42> <money 1+money 2>\n"
    );
}

#[test]
fn macros_are_kept_when_used_and_dropped_when_not() {
    let module = "\
macro_rules! triple {
    ($x:expr) => {
        3 * super::a::base($x)
    };
}
pub(crate) use triple;

macro_rules! unused_macro {
    () => {
        0
    };
}

pub fn base(x: u32) -> u32 {
    x
}

pub fn f() -> u32 {
    triple!(14)
}

pub fn g() -> u32 {
    unused_macro!()
}
";
    let project = project_with(
        "use cubesmith::{a, b};\nfn main() {\n    println!(\"{} {}\", a::f(), b::h());\n}\n",
        &[
            ("a", module),
            ("b", "pub fn h() -> u32 {\n    super::a::triple!(2)\n}\n"),
        ],
    );
    let bundle = bundle_of(&project).unwrap();
    let library = library_part(&bundle.text);
    assert!(
        library.contains("macro_rules! triple") && library.contains("fn base("),
        "{}",
        library
    );
    assert!(
        !library.contains("unused_macro") && !library.contains("pub fn g()"),
        "{}",
        library
    );
    assert_eq!(compile_and_run(&project, &bundle.text), "42 6\n");
}

#[test]
fn generic_functions_and_closures_work() {
    let module = "\
pub fn apply_all<T: Copy, F>(values: &[T], f: F) -> Vec<T>
where
    F: Fn(T) -> T,
{
    values.iter().map(|&v| f(v)).collect()
}

pub fn adder(k: u32) -> impl Fn(u32) -> u32 {
    move |x| x + offset(k)
}

fn offset(k: u32) -> u32 {
    k
}

pub struct Holder<T> {
    pub items: Vec<T>,
}

impl<T: Clone> Holder<T> {
    pub fn new(items: &[T]) -> Self {
        Holder { items: items.to_vec() }
    }

    pub fn map<U, F: FnMut(&T) -> U>(&self, f: F) -> Holder<U> {
        Holder { items: self.items.iter().map(f).collect() }
    }

    pub fn unused_generic<U: Default>(&self) -> U {
        U::default()
    }
}

pub fn boxed() -> Box<dyn Fn(u32) -> u32> {
    Box::new(|x| x * SCALE)
}

const SCALE: u32 = 2;
";
    let adapter = "\
use cubesmith::a::{adder, apply_all, boxed, Holder};
fn main() {
    let add = adder(1);
    let out = apply_all(&[1u32, 2, 3], |v| boxed()(add(v)));
    let h = Holder::new(&out).map(|x| x + 1);
    println!(\"{:?}\", h.items);
}
";
    let project = project_with(adapter, &[("a", module)]);
    let bundle = bundle_of(&project).unwrap();
    let library = library_part(&bundle.text);
    assert!(
        library.contains("fn offset(") && library.contains("const SCALE"),
        "{}",
        library
    );
    assert!(!library.contains("unused_generic"), "{}", library);
    assert_eq!(compile_and_run(&project, &bundle.text), "[5, 7, 9]\n");
}

#[test]
fn a_reached_re_export_keeps_its_module_and_names_in_format_strings_count() {
    let project = project_with(
        "use cubesmith::a::Thing;\nfn main() {\n    println!(\"{}\", Thing::show());\n}\n",
        &[
            ("a", "pub use super::b::Thing;\n\npub fn unused() {}\n"),
            (
                "b",
                "pub struct Thing;\n\nconst WIDTH: usize = 5;\n\nimpl Thing {\n    pub fn show() -> String {\n        format!(\"[{WIDTH:>3}]\")\n    }\n}\n",
            ),
        ],
    );
    let bundle = bundle_of(&project).unwrap();
    assert_eq!(bundle.modules, vec!["a", "b"]);
    assert!(!bundle.text.contains("fn unused"));
    assert_eq!(compile_and_run(&project, &bundle.text), "[  5]\n");
}

#[test]
fn names_only_in_test_code_reach_nothing_and_test_items_go_whole() {
    let project = project_with(
        "use cubesmith::a;\nfn main() {\n    a::f();\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {\n        super::a::g();\n    }\n}\n",
        &[(
            "a",
            "pub fn f() {}\n\npub fn g() {}\n\n#[inline]\n#[cfg(test)]\nfn probe() -> u8 {\n    1\n}\n\n#[cfg(test)]\nconst fn tested() -> u8 {\n    2\n}\n\npub const AFTER: u8 = 3;\n",
        )],
    );
    let bundle = bundle_of(&project).unwrap();
    let library = library_part(&bundle.text);
    assert_eq!(library, "mod cubesmith {\npub mod a {\npub fn f() {}\n}\n}\n");
    let whole = build_keeping(&project, &project.problem("p").unwrap(), Keep::WholeModules).unwrap();
    let library = library_part(&whole.text);
    assert!(!library.contains("inline") && !library.contains("probe") && !library.contains("tested"));
    assert!(
        library.contains("pub fn g() {}\n\npub const AFTER: u8 = 3;\n"),
        "{}",
        library
    );
}

#[test]
fn a_module_the_adapter_names_is_kept_even_with_nothing_reached() {
    let project = project_with(
        "#[allow(unused_imports)]\nuse cubesmith::a;\nfn main() {}\n",
        &[("a", "use std::fmt;\n\npub fn f() {}\n")],
    );
    let bundle = bundle_of(&project).unwrap();
    assert_eq!(bundle.modules, vec!["a"]);
    assert_eq!(
        library_part(&bundle.text),
        "mod cubesmith {\npub mod a {\nuse std::fmt;\n}\n}\n"
    );
    compile(&project, &bundle.text).unwrap();
}

#[test]
fn a_local_variable_keeps_no_item_of_another_module_but_every_import_does() {
    let a = "\
pub fn turn(x: u32) -> u32 {
    x + 1
}

pub fn spin(x: u32) -> u32 {
    x * 2
}

pub fn roll(x: u32) -> u32 {
    x + 10
}

pub fn flip(x: u32) -> u32 {
    x + 100
}

pub struct Counter(pub u32);

impl Counter {
    pub fn len(&self) -> u32 {
        self.0
    }

    pub fn count(&self) -> u32 {
        self.0
    }
}
";
    let b = "\
pub fn run(turn: impl Fn(u32) -> u32) -> u32 {
    // `turn` is a parameter here: it keeps `a::turn` no more than `len` keeps `Counter::len`.
    let len = 3;
    use super::a::{roll, spin};
    turn(len) + spin(1) + roll(0) + super::a::flip(0) + super::a::Counter(5).count()
}
";
    let project = project_with(
        "use cubesmith::b;\nfn main() {\n    println!(\"{}\", b::run(|x| x));\n}\n",
        &[("a", a), ("b", b)],
    );
    let bundle = bundle_of(&project).unwrap();
    let library = library_part(&bundle.text);
    for kept in ["pub fn spin", "pub fn roll", "pub fn flip", "pub fn count"].iter() {
        assert!(library.contains(kept), "{} was dropped:\n{}", kept, library);
    }
    for dropped in ["pub fn turn", "pub fn len"].iter() {
        assert!(!library.contains(dropped), "{} was kept:\n{}", dropped, library);
    }
    assert_eq!(compile_and_run(&project, &bundle.text), "120\n");
}

#[test]
fn the_names_in_a_macro_body_reach_the_module_it_is_called_from() {
    let project = project_with(
        "use cubesmith::b;\nfn main() {\n    println!(\"{}\", b::g());\n}\n",
        &[
            (
                "a",
                "macro_rules! call_helper {\n    () => {\n        helper()\n    };\n}\npub(crate) use call_helper;\n",
            ),
            (
                "b",
                "pub fn g() -> u32 {\n    super::a::call_helper!()\n}\n\nfn helper() -> u32 {\n    7\n}\n\nfn unused() {}\n",
            ),
        ],
    );
    let bundle = bundle_of(&project).unwrap();
    assert!(bundle.text.contains("fn helper()") && !bundle.text.contains("fn unused()"));
    assert_eq!(compile_and_run(&project, &bundle.text), "7\n");
}

#[test]
fn the_adapter_keeps_only_what_main_reaches() {
    let adapter = "\
//! The adapter.

use cubesmith::a::{self, only_for_tools, Shown};
use cubesmith::b;
use std::fmt::Write as _;
use std::io::Write;

/// Used by `solve` only.
const GREETING: &str = \"hello\";
/// Used by the hook only.
const PREFIX: &str = \">\";

/// Prints the greeting.
pub fn solve(out: &mut impl Write) {
    let n = a::twice(21);
    writeln!(out, \"{} {n}\", GREETING, n = n).unwrap();
}

/// The generator's hook.
// Two comment lines above it.
pub fn write_input(k: u32) -> String {
    let mut s = String::new();
    write!(s, \"{}{}\", PREFIX, Shown(only_for_tools(k))).unwrap();
    s + &b::tail()
}

pub struct Unused;

impl Unused {
    pub fn go(&self) {}
}

fn main() { solve(&mut std::io::stdout()); }
";
    let module_a = "\
pub fn twice(x: u32) -> u32 {\n    2 * x\n}\n\npub fn only_for_tools(x: u32) -> u32 {\n    x\n}\n\n\
pub struct Shown(pub u32);\n\nimpl std::fmt::Display for Shown {\n    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {\n        write!(f, \"{}\", self.0)\n    }\n}\n";
    let project = project_with(
        adapter,
        &[
            ("a", module_a),
            ("b", "pub fn tail() -> String {\n    String::new()\n}\n"),
        ],
    );
    let bundle = bundle_of(&project).unwrap();
    let text = &bundle.text;
    let body = &text[text.find("\n\n").unwrap()..];
    for gone in [
        "write_input",
        "PREFIX",
        "only_for_tools",
        "Shown",
        "generator's hook",
        "Two comment",
        "Unused",
        "mod b",
    ]
    .iter()
    {
        assert!(!body.contains(gone), "{} kept:\n{}", gone, text);
    }
    assert!(
        text.contains(
            "// Left out of the adapter (for cubesmith's tools, not main): PREFIX, write_input, Unused.\n"
        ),
        "{}",
        text
    );
    assert!(text.contains("use cubesmith::a;\n#[allow(unused_imports)]\nuse std::fmt::Write as _;\nuse std::io::Write;\n\n/// Used by `solve` only.\nconst GREETING"), "{}", text);
    assert!(text.contains("n = n).unwrap();\n}\n\nfn main()"), "{}", text);
    assert_eq!(bundle.modules, ["a"]);
    assert_eq!(compile_and_run(&project, text), "hello 42\n");
    // Whole modules: the adapter whole as well.
    let whole = build_keeping(&project, &project.problem("p").unwrap(), Keep::WholeModules).unwrap();
    assert!(whole.text.contains("pub fn write_input") && !whole.text.contains("Left out"));
    compile(&project, &whole.text).unwrap();
}

#[test]
fn a_variable_or_field_named_like_a_function_keeps_no_function() {
    let module = "\
pub struct Scheme {
    colours: [u8; 2],
}

pub enum Fault {
    Twice { colours: [u8; 2] },
}

/// Kept by no one: every `colours` below is a variable or a field.
pub fn colours() -> [u8; 2] {
    [1, 2]
}

/// Passed by name, so kept.
fn double(x: u8) -> u8 {
    2 * x
}

/// Bound by a closure, then called: kept.
fn halve(x: u8) -> u8 {
    x / 2
}

pub fn read(colours: [u8; 2]) -> u8 {
    let scheme = Scheme { colours };
    let sum: u8 = scheme.colours.iter().map(|&x| double(x)).sum();
    let fault = Fault::Twice { colours };
    let first = match fault {
        Fault::Twice { colours } => colours[0],
    };
    let tripled: Vec<u8> = colours.iter().copied().map(double).collect();
    let halve = |x: u8| halve(x);
    sum + first + tripled[1] + halve(2)
}
";
    let project = project_with(
        "use cubesmith::a;\nfn main() {\n    println!(\"{}\", a::read([1, 2]));\n}\n",
        &[("a", module)],
    );
    let bundle = bundle_of(&project).unwrap();
    let library = library_part(&bundle.text);
    assert!(!library.contains("pub fn colours()"), "{}", library);
    assert!(
        library.contains("fn double(") && library.contains("fn halve("),
        "{}",
        library
    );
    assert_eq!(compile_and_run(&project, &bundle.text), "12\n");
}

#[test]
fn a_member_named_through_its_type_keeps_no_member_of_another_type() {
    let module = "\
pub struct A(pub u8);
pub struct B(pub u8);

impl A {
    pub fn new() -> A {
        A(1)
    }
}

impl B {
    pub fn new() -> B {
        B(2)
    }

    pub fn make() -> B {
        B(3)
    }
}

pub fn f() -> u8 {
    let v: Vec<u8> = Vec::new();
    A::new().0 + B::make().0 + v.len() as u8 + String::new().len() as u8
}
";
    let adapter = "use cubesmith::a;\nfn main() {\n    println!(\"{}\", a::f());\n}\n";
    let project = project_with(adapter, &[("a", module)]);
    let bundle = bundle_of(&project).unwrap();
    let library = library_part(&bundle.text);
    assert!(
        library.contains("A(1)") && library.contains("B(3)") && !library.contains("B(2)"),
        "{}",
        library
    );
    assert_eq!(compile_and_run(&project, &bundle.text), "4\n");

    // Through an alias, the member may be any type's.
    let aliased = "use super::a::B as Other;\n\npub fn g() -> u8 {\n    Other::new().0\n}\n";
    let adapter = "use cubesmith::{a, b};\nfn main() {\n    println!(\"{} {}\", a::f(), b::g());\n}\n";
    let project = project_with(adapter, &[("a", module), ("b", aliased)]);
    let bundle = bundle_of(&project).unwrap();
    assert!(library_part(&bundle.text).contains("B(2)"), "{}", bundle.text);
    assert_eq!(compile_and_run(&project, &bundle.text), "4 2\n");
}

#[test]
fn library_imports_keep_only_the_names_kept_code_spells() {
    let project = project_with(
        "use cubesmith::a;\nfn main() {\n    println!(\"{}\", a::f());\n}\n",
        &[
            (
                "a",
                "use super::b::{self, Unused, Used, Wide};\nuse super::c::Lonely;\nuse super::t::{Halve, Spare};\n\
                 use std::time::Duration;\n\n\
                 pub fn f() -> u32 {\n    let _ = Duration::from_secs(1);\n    Used::new().halve() + Wide::START\n}\n\n\
                 fn later() -> Lonely {\n    Lonely\n}\n",
            ),
            (
                "b",
                "pub struct Unused;\n\npub struct Used(pub u32);\n\n\
                 impl Used {\n    pub fn new() -> Used {\n        Used(84)\n    }\n\n    pub fn time() -> Used {\n        Used(0)\n    }\n}\n\n\
                 pub struct Wide;\n\nimpl Wide {\n    pub const START: u32 = 0;\n}\n",
            ),
            ("c", "pub struct Lonely;\n"),
            (
                "t",
                "use super::b::Used;\n\npub trait Halve {\n    fn halve(&self) -> u32;\n}\n\n\
                 impl Halve for Used {\n    fn halve(&self) -> u32 {\n        self.0 / 2\n    }\n}\n\npub struct Spare;\n",
            ),
        ],
    );
    let bundle = bundle_of(&project).unwrap();
    let library = library_part(&bundle.text);
    // The trait is imported for its method, never spelled: it stays. `self` binds `b`, which no
    // kept code spells; `Unused` and `Spare` are not used; `Lonely` only by a dropped function, so
    // its module goes too. `std::time` names no member: `Used::time` goes.
    for kept in [
        "use super::b::{Used, Wide};\n",
        "use super::t::Halve;\n",
        "use std::time::Duration;\n",
    ]
    .iter()
    {
        assert!(library.contains(kept), "{} was dropped:\n{}", kept, library);
    }
    for dropped in ["Unused", "Spare", "Lonely", "{self", "fn time"].iter() {
        assert!(!library.contains(dropped), "{} was kept:\n{}", dropped, library);
    }
    assert_eq!(bundle.modules, vec!["a", "b", "t"]);
    assert_eq!(compile_and_run(&project, &bundle.text), "42\n");
}

#[test]
fn captured_format_identifiers_are_found() {
    for yes in ["\"{x}\"", "\"a {name:>4} b\"", "\"{_y}\""].iter() {
        assert!(captures_an_identifier(yes), "{}", yes);
    }
    for no in ["\"{}\"", "\"{{x}}\"", "\"{0}\"", "\"{:?}\"", "\"{ x }\"", "\"x\""].iter() {
        assert!(!captures_an_identifier(no), "{}", no);
    }
}

#[test]
fn a_judge_older_than_1_58_refuses_a_captured_identifier() {
    let adapter = "fn main() {\n    let x = 1;\n    println!(\"{x}\");\n}\n";
    let project = project_with(adapter, &[]);
    assert!(bundle_of(&project).is_ok());
    let profile = PROFILE.replace("rustc = \"1.63\"", "rustc = \"1.56\"");
    fs::write(project.root.join("judges/j.toml"), profile).unwrap();
    let err = bundle_of(&project).unwrap_err();
    assert!(
        err.message.contains("line ")
            && err.message.contains("\"{x}\" captures an identifier")
            && err.message.contains("J's rustc is 1.56"),
        "{}",
        err.message
    );
}

#[test]
fn a_fixture_leaves_nothing_behind() {
    let root = {
        let project = project_with("fn main() {}\n", &[("a", "pub fn f() {}\n")]);
        assert!(project.root.join("src/a.rs").is_file());
        project.root.clone()
    };
    assert!(!root.exists(), "{} is left behind", root.display());
}
