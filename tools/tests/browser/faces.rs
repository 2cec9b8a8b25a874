//! A failure's page where the output is one face of each puzzle's last state (a simulation that
//! prints the top face): a face printed wrong is drawn beside the real state, the sticker that
//! differs outlined on both.

use super::*;

/// Each test of `problem`, input and expected output, by name.
fn tests_of(problem: &project::Problem) -> Vec<(Vec<u8>, String)> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(problem.test_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().map_or(false, |x| x == "in"))
        .collect();
    inputs.sort();
    inputs
        .iter()
        .filter_map(|p| {
            Some((
                fs::read(p).ok()?,
                fs::read_to_string(p.with_extension("out")).ok()?,
            ))
        })
        .collect()
}

/// The stickers outlined as differing in `svg`, as (face, index, symbol).
fn outlined(svg: &str) -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    for piece in svg.split("<rect ").skip(1) {
        let tag = format!(" {}", &piece[..piece.find('>').unwrap()]);
        if attribute(&tag, "data-differs") == Some("true") {
            let get = |name: &str| attribute(&tag, name).unwrap().to_string();
            found.push((get("data-face"), get("data-index"), get("data-symbol")));
        }
    }
    found
}

#[test]
fn a_face_printed_wrong_is_drawn_beside_the_real_state_with_the_sticker_outlined() {
    let chromium = match chromium() {
        Some(c) => c,
        None => return,
    };
    let project = project::Project::built_from();
    let dir = work("faces");
    let mut checked = 0;
    for id in project.problem_ids().unwrap() {
        let problem = project.problem(&id).unwrap();
        if problem.meta.view.is_none() || matches!(problem.meta.compare, meta::Compare::Checker(_)) {
            continue;
        }
        // The first test where one symbol printed wrong is read as a face printed wrong.
        let page = tests_of(&problem).into_iter().find_map(|(input, expected)| {
            let at = expected.find(|c: char| !c.is_whitespace())?;
            let width = expected[at..].chars().next()?.len_utf8();
            let actual = format!("{}Z{}", &expected[..at], &expected[at + width..]);
            let expected = Some(expected.as_bytes());
            let failure = show::Failure::wrong_answer("face", &input, expected, actual.as_bytes());
            let page = show::failure_page(&project, &problem, &failure);
            page.contains("\"printed\":{").then_some(page)
        });
        let page = match page {
            Some(page) => page,
            None => continue,
        };
        let path = dir.join(format!("{}.html", id));
        fs::write(&path, page).unwrap();
        let dom = String::from_utf8(browse(
            &chromium,
            &["--dump-dom".to_string(), address(&path, None)],
        ))
        .unwrap();
        let from = dom
            .find("<section class=\"view failing\" data-view=\"0\">")
            .unwrap_or_else(|| panic!("{}: the failing view is outlined", id));
        let section = &dom[from..from + dom[from..].find("</section>").unwrap()];
        assert!(section.contains("the output shows "), "{}", section);
        let net = |state: &str| {
            let at = section.find(&format!("data-state=\"{}\"", state)).unwrap();
            let svg = &section[section[..at].rfind("<svg").unwrap()..];
            svg[..svg.find("</svg>").unwrap()].to_string()
        };
        // Exactly the sticker printed wrong is outlined, on both nets, at the same place.
        let (real, printed) = (outlined(&net("real")), outlined(&net("printed")));
        assert_eq!(printed.len(), 1, "{}: {:?}", id, printed);
        assert_eq!(printed[0].2, "Z", "{}", id);
        assert_eq!(real.len(), 1, "{}: {:?}", id, real);
        assert_eq!((&real[0].0, &real[0].1), (&printed[0].0, &printed[0].1), "{}", id);
        checked += 1;
    }
    assert!(checked >= 2, "{} problems print a face", checked);
    fs::remove_dir_all(&dir).unwrap();
}
