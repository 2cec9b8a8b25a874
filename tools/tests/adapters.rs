//! Every problem of the catalogue through the suite every problem gets (`cubesmith_tools::suite`,
//! also `cubesmith test`), one test per check. Problems are found by listing `problems/`, and each
//! adapter is compiled on demand, so a new folder is covered with no rebuild and no edit here; a
//! failure names the folder it is in, and a folder that does not compile fails alone.

use cubesmith_tools::problem::project::Project;
use cubesmith_tools::suite::{Suite, CHECKS};

/// Runs check `name` on every problem; panics listing every problem it fails, with why. Gives
/// the number of cases checked, over all problems.
fn on_every_problem(name: &str) -> usize {
    assert!(CHECKS.contains(&name), "no check {}", name);
    let project = Project::built_from();
    let ids = project.problem_ids().unwrap();
    assert!(ids.len() >= 4, "the catalogue's problems are found");
    let mut failed = Vec::new();
    let mut total = 0;
    for id in &ids {
        let outcome = project.problem(id).map_err(|e| e.message).and_then(|problem| {
            let suite = Suite::new(&project, &problem).map_err(|e| e.message)?;
            suite.run(name).map_err(|e| e.message)
        });
        match outcome {
            Ok(n) => total += n,
            Err(why) => failed.push(format!("problems/{}: {}: {}", id, name, why)),
        }
    }
    assert!(failed.is_empty(), "\n{}", failed.join("\n\n"));
    total
}

#[test]
fn every_adapter_passes_its_test_files() {
    assert!(on_every_problem("test files") > 0);
}

#[test]
fn every_adapter_answers_its_inputs_beyond_the_statement() {
    assert!(on_every_problem("beyond") > 0, "no beyond/ cases at all");
}

#[test]
fn every_adapter_refuses_its_bad_inputs_with_their_messages() {
    assert!(on_every_problem("bad") > 0);
}

#[test]
fn every_checker_rejects_its_wrong_answers_for_their_reasons() {
    assert!(on_every_problem("wrong") > 0);
}

#[test]
fn every_generated_test_is_answered_right() {
    assert!(on_every_problem("generated") > 0);
}

#[test]
fn every_3x3_scramble_generator_makes_cubes_at_exactly_their_distance() {
    assert!(on_every_problem("scrambles") > 0);
}

#[test]
fn every_adapter_answers_or_names_a_line_of_the_input_never_panics() {
    assert!(on_every_problem("fuzz") > 0);
}

#[test]
fn every_number_of_every_test_file_reads_with_a_sign_and_leading_zeros() {
    assert!(on_every_problem("lenient numbers") > 0);
}

#[test]
fn no_number_of_any_test_file_made_huge_hangs_or_panics() {
    assert!(on_every_problem("huge numbers") > 0);
}

#[test]
fn every_problem_passes_its_own_unit_tests() {
    assert!(on_every_problem("own tests") > 0);
}
