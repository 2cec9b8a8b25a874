//! `cubesmith`: bundle a judge problem into one file, and judge that file locally. The command
//! line is read and each command run by the library's `cli`; this only dispatches to it.

fn main() {
    // Quiet exit when standard output is a pipe that closed (`cubesmith judge | head`).
    cubesmith_tools::judge::process::default_sigpipe();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match cubesmith_tools::cli::run(&args) {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        Err(error) => {
            eprintln!("cubesmith: {}", error);
            std::process::exit(error.code());
        }
    }
}
