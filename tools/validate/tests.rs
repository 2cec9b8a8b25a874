use super::*;

/// Runs `program` on `input`.
fn run(program: &str, input: &str) -> Result<(), Violation> {
    Validator::parse(program).unwrap().check(input.as_bytes())
}

/// The violation `program` finds in `input`, as `LINE: message`.
fn fault(program: &str, input: &str) -> String {
    match run(program, input) {
        Ok(()) => panic!("{:?} passed {:?}", input, program),
        Err(v) => format!("{}: {}", v.line, v.message),
    }
}

/// The error `program` has, as `LINE: message`.
fn broken(program: &str) -> String {
    match Validator::parse(program) {
        Ok(_) => panic!("{:?} was read", program),
        Err((line, what)) => format!("{}: {}", line, what),
    }
}

#[test]
fn whole_numbers_are_checked_against_their_bounds() {
    let p = "line N:int[1,7]";
    assert_eq!(run(p, "7\n"), Ok(()));
    assert_eq!(fault(p, "8\n"), "1: N is 8, over the statement's bound 1..=7");
    assert_eq!(fault(p, "0\n"), "1: N is 0, under the statement's bound 1..=7");
    assert_eq!(run("line n:int[-5,-1]", "-3\n"), Ok(()));
    assert_eq!(run("line n:int[1,]", "123456789012\n"), Ok(()));
    assert_eq!(
        fault("line n:int[1,]", "0\n"),
        "1: n is 0, under the statement's lower bound 1.."
    );
}

#[test]
fn whole_numbers_are_written_plainly() {
    let p = "line N:int[0,100]";
    assert_eq!(
        fault(p, "07\n"),
        "1: N is written '07': numbers are written without leading zeros"
    );
    assert_eq!(
        fault(p, "-0\n"),
        "1: N is written '-0': numbers are written without leading zeros"
    );
    assert_eq!(
        fault(p, "+7\n"),
        "1: N is written '+7': numbers are written without a sign +"
    );
    assert_eq!(fault(p, "x\n"), "1: N is written 'x': it is not a whole number");
    assert_eq!(fault(p, "-\n"), "1: N is written '-': it is not a whole number");
    assert_eq!(
        fault(p, "99999999999999999999\n"),
        "1: N is written '99999999999999999999': it is too large to read"
    );
}

#[test]
fn bounds_name_earlier_values_and_say_what_they_are() {
    let p = "line N:int[1,20] x:int[0,N-1]\nline t:int[0,9]*3\nline p:int[1,sum(t)] q:int[p,N+1]";
    assert_eq!(run(p, "5 4\n1 2 3\n6 6\n"), Ok(()));
    assert_eq!(
        fault(p, "5 5\n1 2 3\n6 6\n"),
        "1: x (token 2) is 5, over the statement's bound 0..=N-1, here 0..=4"
    );
    assert_eq!(
        fault(p, "5 4\n1 2 3\n7 7\n"),
        "3: p (token 1) is 7, over the statement's bound 1..=sum(t), here 1..=6"
    );
    assert_eq!(
        fault(p, "5 4\n1 2 3\n3 2\n"),
        "3: q (token 2) is 2, under the statement's bound p..=N+1, here 3..=6"
    );
}

#[test]
fn a_line_has_as_many_tokens_as_its_pieces() {
    let p = "line N:int[1,3]\nline a:int[0,9]*N int[0,9]";
    assert_eq!(run(p, "2\n1 2 3\n"), Ok(()));
    assert_eq!(
        fault(p, "2\n1 2\n"),
        "2: the line has 2 tokens, expected 3: a*N int[0,9]"
    );
    assert_eq!(
        fault(p, "2\n1 2 3 4\n"),
        "2: the line has 4 tokens, expected 3: a*N int[0,9]"
    );
    assert_eq!(
        fault(p, "2\n7\n"),
        "2: the line has 1 token, expected 3: a*N int[0,9]"
    );
    assert_eq!(fault(p, "2\n\n"), "2: an empty line, expected a*N int[0,9]");
    assert_eq!(
        fault(p, "2\n1 2 x\n"),
        "2: token 3 is written 'x': it is not a whole number"
    );
}

#[test]
fn tokens_are_separated_by_single_spaces() {
    let p = "line int[0,9]*3";
    assert_eq!(fault(p, " 1 2 3\n"), "1: the line starts with a space");
    assert_eq!(fault(p, "1 2 3 \n"), "1: the line ends with a space");
    assert_eq!(
        fault(p, "1  2 3\n"),
        "1: two spaces after token 1; the statement separates tokens by single spaces"
    );
    assert_eq!(
        fault(p, "1\t2 3\n"),
        "1: a tab at column 2; the statement separates with single spaces"
    );
}

#[test]
fn characters_come_from_their_set() {
    let p = "line c:char[a-cX]*3";
    assert_eq!(run(p, "a X c\n"), Ok(()));
    assert_eq!(fault(p, "a d c\n"), "1: c (token 2) is 'd', not one of a-cX");
    assert_eq!(
        fault(p, "a bb c\n"),
        "1: c (token 2) should be one character of a-cX, found 'bb'"
    );
}

#[test]
fn words_have_their_alphabet_and_length() {
    let p = "line w:int[1,5]\nline row:word[ENSW]{w}\nline c:word[0-9]{1,3}";
    assert_eq!(run(p, "2\nEN\n123\n"), Ok(()));
    assert_eq!(
        fault(p, "2\nENS\n1\n"),
        "2: row has 3 characters, the statement says exactly w = 2"
    );
    assert_eq!(
        fault(p, "2\nEX\n1\n"),
        "2: row holds 'X' at column 2, not one of ENSW"
    );
    assert_eq!(
        fault(p, "2\nEN\n1234\n"),
        "3: c has 4 characters, the statement's bound is 1..=3"
    );
    assert_eq!(
        fault("line c:word[a]{3}", "aa\n"),
        "1: c has 2 characters, the statement says exactly 3"
    );
    assert_eq!(run("line c:word[a]{2,}", "aaaaaaa\n"), Ok(()));
}

#[test]
fn an_empty_word_may_be_an_empty_line() {
    let p = "line commands:word[ENSW]{0,3}";
    assert_eq!(run(p, "\n"), Ok(()));
    assert_eq!(run(p, "NS\n"), Ok(()));
    assert_eq!(
        fault("line commands:word[ENSW]{1,3}", "\n"),
        "1: an empty line, expected commands"
    );
}

#[test]
fn one_of_and_literal_tokens_match_exactly() {
    let p = "line \"START\"\nline side:one-of(top,front) dir:one-of(left,right)";
    assert_eq!(run(p, "START\nfront left\n"), Ok(()));
    assert_eq!(
        fault(p, "start\nfront left\n"),
        "1: the token should be 'START', found 'start'"
    );
    assert_eq!(
        fault(p, "START\nfront up\n"),
        "2: dir (token 2) is 'up', not one of left, right"
    );
    assert_eq!(
        fault(p, "START\nFront\n"),
        "2: the line has 1 token, expected 2: side dir"
    );
    assert_eq!(fault("line x:one-of(a,b)", "c\n"), "1: x is 'c', not one of a, b");
}

#[test]
fn an_indentation_is_counted() {
    let p = "line indent{2,4} c:char[A-Z]*2";
    assert_eq!(run(p, "  A B\n"), Ok(()));
    assert_eq!(run(p, "    A B\n"), Ok(()));
    assert_eq!(
        fault(p, " A B\n"),
        "1: the line is indented by 1 spaces, the statement's indentation is 2..=4"
    );
    assert_eq!(
        fault(p, "     A B\n"),
        "1: the line is indented by 5 spaces, the statement's indentation is 2..=4"
    );
    assert_eq!(run("line indent{0,} c:char[A]", "        A\n"), Ok(()));
    assert_eq!(
        fault("line indent{6} c:char[A]", "      A \n"),
        "1: the line ends with a space"
    );
}

#[test]
fn a_text_line_is_matched_piece_by_piece() {
    let p = "text \"  \" a:word[GOY]{2} \"  |\" b:char[GOY] indent{0,2}";
    assert_eq!(run(p, "  GO  |Y\n"), Ok(()));
    assert_eq!(run(p, "  GO  |Y  \n"), Ok(()));
    assert_eq!(
        fault(p, "  GO  |Y   \n"),
        "1: the line ends with a space (column 11)"
    );
    assert_eq!(
        fault(p, " GO  |Y\n"),
        "1: column 1: expected '  ', found ' GO  |Y'"
    );
    assert_eq!(fault(p, "  GX  |Y\n"), "1: column 4: 'X' is not one of GOY");
    assert_eq!(
        fault(p, "  G\n"),
        "1: a (column 3) has 1 character, the statement says exactly 2"
    );
    assert_eq!(
        fault(p, "  GO  |\n"),
        "1: b (column 8): expected one of GOY, the line ends there"
    );
    assert_eq!(
        fault(p, "  GO  |Yx\n"),
        "1: column 9: 'x' after the end of the line's pattern"
    );
    assert_eq!(
        fault("text \"-\"{2} n:int[1,9]", "--0\n"),
        "1: n (column 3) is 0, under the statement's bound 1..=9"
    );
    assert_eq!(
        fault("text \"-\"{2,3} int[1,9]", "-5\n"),
        "1: column 1: expected 2 times '-', found '-5'"
    );
    assert_eq!(run("text m:one-of(U+,U,R) m:one-of(U+,U,R)", "U+R\n"), Ok(()));
    assert_eq!(
        fault("text m:one-of(U+,R)", "F\n"),
        "1: m (column 1): expected one of U+, R, found 'F'"
    );
}

#[test]
fn blank_lines_are_asked_for() {
    let p = "line int[1,1]\nblank\nline int[2,2]";
    assert_eq!(run(p, "1\n\n2\n"), Ok(()));
    assert_eq!(fault(p, "1\n2\n"), "2: expected an empty line, found '2'");
    assert_eq!(fault(p, "1\n \n2\n"), "2: expected an empty line, found ' '");
    assert_eq!(fault(p, "1\n"), "2: the input ends here, expected an empty line");
    let optional = "blank optional\nline int[1,1]";
    assert_eq!(run(optional, "1\n"), Ok(()));
    assert_eq!(run(optional, "\n1\n"), Ok(()));
    assert_eq!(fault(optional, "\n\n1\n"), "2: an empty line, expected int[1,1]");
}

#[test]
fn repeat_runs_its_block_a_counted_number_of_times() {
    let p = "line T:int[0,3]\nrepeat T {\n  line N:int[1,5]\n  repeat N {\n    line int[0,9]\n  }\n}";
    assert_eq!(run(p, "2\n1\n5\n2\n6\n7\n"), Ok(()));
    assert_eq!(run(p, "0\n"), Ok(()));
    assert_eq!(
        fault(p, "2\n1\n5\n2\n6\n"),
        "6: the input ends here, expected a line: int[0,9]"
    );
    assert_eq!(
        fault(p, "1\n1\n5\n6\n"),
        "4: a line after the end of the input (the statement's input ends at line 3)"
    );
}

#[test]
fn until_stops_at_its_closing_line_and_counts_passes() {
    let p = "until \"0\" min 1 max 2 {\n  line n:int[1,9]\n}";
    assert_eq!(run(p, "3\n4\n0\n"), Ok(()));
    assert_eq!(fault(p, "0\n"), "1: 0 datasets, the statement needs at least 1");
    assert_eq!(
        fault(p, "3\n4\n5\n0\n"),
        "3: dataset 3 begins here, over the statement's bound of at most 2 datasets"
    );
    assert_eq!(fault(p, "3\n"), "2: the input ends without the closing line '0'");
    assert_eq!(fault(p, "3\n0 \n"), "2: the line ends with a space");
    assert_eq!(
        fault(p, "3\n0\n0\n"),
        "3: a line after the end of the input (the statement's input ends at line 2)"
    );
    let named = "until \"END\" min 1 operation {\n  line x:one-of(a,b)\n}";
    assert_eq!(
        fault(named, "END\n"),
        "1: 0 operations, the statement needs at least 1"
    );
}

#[test]
fn until_eof_runs_to_the_end_of_the_input() {
    let p = "until-eof min 1 max 2 case {\n  line n:int[1,9]\n}";
    assert_eq!(run(p, "3\n4\n"), Ok(()));
    assert_eq!(fault(p, ""), "1: 0 cases, the statement needs at least 1");
    assert_eq!(
        fault(p, "3\n4\n5\n"),
        "3: case 3 begins here, over the statement's bound of at most 2 cases"
    );
    assert_eq!(fault(p, "3\n\n"), "2: an empty line, expected n");
    assert_eq!(run("until-eof max 1 {\n line w:word[E]{0,3}\n}", ""), Ok(()));
}

#[test]
fn distinct_and_sorted_name_the_offending_token() {
    let distinct = "line v:int[0,100]*4\ncheck v distinct";
    assert_eq!(run(distinct, "1 2 3 4\n"), Ok(()));
    assert_eq!(
        fault(distinct, "1 2 3 2\n"),
        "1: v (token 4) is 2 again (first at line 1, token 2); the statement says the values of v are all different"
    );
    let sorted = "line t:int[0,100]*3\ncheck t sorted";
    assert_eq!(run(sorted, "1 1 3\n"), Ok(()));
    assert_eq!(
        fault(sorted, "1 3 2\n"),
        "1: t (token 3) is 2, less than the 3 before it; the statement says t is in non-decreasing order"
    );
}

#[test]
fn each_counts_numbers_and_characters() {
    let numbers = "line c:int[1,3]*6\ncheck c each 2";
    assert_eq!(run(numbers, "1 2 3 3 2 1\n"), Ok(()));
    assert_eq!(
        fault(numbers, "1 2 3 3 2 2\n"),
        "1: c (token 6) is 2 for the 3rd time; the statement says each value of c occurs exactly 2 times"
    );
    assert_eq!(
        fault("line c:int[1,3]*3\ncheck c each 2", "1 2 2\n"),
        "1: 1 occurs only 1 times in c; the statement says each value of c occurs exactly 2 times"
    );
    let letters = "line c:word[AB]{2}\nline c:word[AB]{2}\ncheck c each 2";
    assert_eq!(run(letters, "AB\nBA\n"), Ok(()));
    assert_eq!(
        fault(letters, "AB\nBB\n"),
        "2: c (column 2) is 'B' for the 3rd time; the statement says each value of c occurs exactly 2 times"
    );
}

#[test]
fn expressions_add_subtract_and_multiply() {
    let p = "line a:int[0,9] b:int[0,9]\nline c:int[0,9]*2\nline int[a*b-sum(c)+1,-2+a*b*2]";
    assert_eq!(run(p, "2 3\n1 2\n4\n"), Ok(()));
    assert_eq!(
        fault(p, "2 3\n1 2\n3\n"),
        "3: the token is 3, under the statement's bound a*b-sum(c)+1..=-2+a*b*2, here 4..=10"
    );
}

#[test]
fn at_checks_one_value_by_its_place() {
    let p = "line N:int[1,3] M:int[1,3] x:int[0,N-1] y:int[0,M-1]\nrepeat N {\n  line cell:int[0,9]*M\n}\ncheck cell at x*M+y is 0";
    assert_eq!(run(p, "2 2 1 0\n5 5\n0 5\n"), Ok(()));
    assert_eq!(
        fault(p, "2 2 1 1\n5 5\n0 5\n"),
        "3: cell (token 2) is 5; the statement says cell number x*M+y (here 3, counted from 0) is 0"
    );
    assert_eq!(
        fault("line v:int[0,9]*2\ncheck v at 2 is 0", "0 0\n"),
        "1: v has no value number 2 (here 2, counted from 0)"
    );
}

#[test]
fn once_finds_repeated_and_missing_characters() {
    let p = "line row:word[abk]{2}\nline row:word[abk]{2}\ncheck row once \"ab\"";
    assert_eq!(run(p, "ak\nbk\n"), Ok(()));
    assert_eq!(
        fault(p, "ak\nka\n"),
        "2: row (column 2) is a second 'a' (the first at line 1, column 1); the statement says each of ab occurs exactly once"
    );
    assert_eq!(
        fault(p, "ak\nkk\n"),
        "2: row holds no 'b'; the statement says each of ab occurs exactly once"
    );
}

#[test]
fn once_and_distinct_work_on_whole_numbers_as_on_characters() {
    // A die's six faces numbered 1..6 on a 6 x 6 grid of 0s: each number exactly once.
    let p = "repeat 2 {\n  line cell:int[0,6]*3\n}\ncheck cell once \"123\"";
    assert_eq!(run(p, "1 0 2\n0 3 0\n"), Ok(()));
    assert_eq!(
        fault(p, "1 0 2\n0 2 0\n"),
        "2: cell (token 2) is a second 2 (the first at line 1, token 3); the statement says each of 123 occurs exactly once"
    );
    assert_eq!(
        fault(p, "1 0 2\n0 0 0\n"),
        "2: cell holds no 3; the statement says each of 123 occurs exactly once"
    );
    // Numbers of more than one digit are listed with spaces.
    let wide = "line v:int[0,99]*3\ncheck v once \"10 20\"";
    assert_eq!(run(wide, "10 5 20\n"), Ok(()));
    assert_eq!(
        fault(wide, "10 5 10\n"),
        "1: v (token 3) is a second 10 (the first at line 1, token 1); the statement says each of 10 20 occurs exactly once"
    );
    let distinct = "line v:int[0,99]*3\ncheck v distinct";
    assert_eq!(run(distinct, "1 2 3\n"), Ok(()));
    assert!(fault(distinct, "1 2 1\n").contains("is 1 again"));
}

#[test]
fn a_check_sees_the_current_pass_inside_a_block_and_every_pass_after_it() {
    // Each case's colours are counted alone; a board's rows together, after its rows.
    let cases = "line T:int[1,9]\nrepeat T {\n  line c:int[1,2]*2\n  check c each 1\n}";
    assert_eq!(run(cases, "2\n1 2\n2 1\n"), Ok(()));
    assert_eq!(
        fault(cases, "2\n1 2\n2 2\n"),
        "3: c (token 2) is 2 for the 2nd time; the statement says each value of c occurs exactly 1 times"
    );
    let boards = "until \"0\" {\n  line d:int[1,9]\n  repeat d {\n    line row:word[ab.]{2}\n  }\n  check row once \"ab\"\n}";
    assert_eq!(run(boards, "2\na.\n.b\n1\nba\n0\n"), Ok(()));
    assert_eq!(
        fault(boards, "2\na.\n.b\n1\nb.\n0\n"),
        "5: row holds no 'a'; the statement says each of ab occurs exactly once"
    );
    // Values kept after a pass are only those a statement outside the block uses.
    let validator = Validator::parse(boards).unwrap();
    match &validator.body[0] {
        Statement::Loop(until) => {
            assert!(until.exports.is_empty());
            match &until.body[1] {
                Statement::Loop(repeat) => assert_eq!(repeat.exports, vec!["row".to_string()]),
                other => panic!("{:?}", other),
            }
        }
        other => panic!("{:?}", other),
    }
}

#[test]
fn bytes_outside_the_format_are_refused() {
    let p = "line n:int[1,9]\nline n:int[1,9]";
    assert_eq!(run(p, "1\n2\n"), Ok(()));
    assert_eq!(
        fault(p, "\u{feff}1\n2\n"),
        "1: the file starts with a byte order mark (EF BB BF); the statement's input has none"
    );
    assert_eq!(
        fault(p, "1\r\n2\r\n"),
        "1: the line ends with a carriage return (\\r); the statement's lines end with \\n alone"
    );
    assert_eq!(
        fault(p, "1\r2\n"),
        "1: a carriage return (\\r) at column 2; the statement's lines end with \\n alone"
    );
    assert_eq!(
        fault(p, "1\n\u{b}2\n"),
        "2: the control character 0x0b at column 1"
    );
    assert_eq!(fault(p, "1\n2é\n"), "2: the non-ASCII byte 0xc3 at column 2");
    assert_eq!(fault(p, "1\n2"), "2: the last line does not end with a newline");
    assert_eq!(
        fault(p, "1\n"),
        "2: the input ends here, expected a line: n:int[1,9]"
    );
    assert_eq!(
        fault(p, "1\n2\n\n"),
        "3: a line after the end of the input (the statement's input ends at line 2)"
    );
}

#[test]
fn comments_and_empty_lines_of_a_program_are_skipped() {
    let p = "# a comment\n\n  # indented\nline n:int[1,9] # not a comment here\n";
    assert_eq!(broken(p), "4: a comment takes a line of its own");
    assert_eq!(run("# header\n\nline n:int[1,9]\n# end\n", "5\n"), Ok(()));
}

#[test]
fn programs_with_mistakes_are_refused_with_their_line() {
    assert_eq!(
        broken("lines x"),
        "1: unknown statement 'lines': statements are line, text, blank, repeat, until, until-eof, check"
    );
    assert_eq!(broken("line"), "1: line needs at least one piece");
    assert_eq!(
        broken("line x:int[1,N]"),
        "1: x:int[1,N]: 'N' is not bound before"
    );
    assert_eq!(
        broken("line w:word[a]{1}\nline int[0,w]"),
        "2: int[0,w]: 'w' is not a whole number"
    );
    assert_eq!(
        broken("line n:int[1,9]\nline int[1,n+x]"),
        "2: int[1,n+x]: 'x' is not bound before"
    );
    assert_eq!(
        broken("line int[1,2+]"),
        "1: int[1,2+]: '2+' is no expression (numbers, NAME, sum(NAME), + - *: x*M+y)"
    );
    assert_eq!(
        broken("line int[1,(2)]"),
        "1: int[1,(2)]: '(2)' is no expression (numbers, NAME, sum(NAME), + - *: x*M+y)"
    );
    assert_eq!(
        broken("line n:int[1,9] int[0,9]*n"),
        "1: int[0,9]*n: 'n' is not bound before"
    );
    assert_eq!(broken("line int[1 9]"), "1: int[1 9]: int[LO,HI] needs a comma");
    assert_eq!(
        broken("line char[]"),
        "1: char[]: [] is no set of visible ASCII characters"
    );
    assert_eq!(broken("line char[z-a]"), "1: char[z-a]: the range z-a is empty");
    assert_eq!(
        broken("line word[ab]"),
        "1: word[ab]: word[SET] needs its length {MIN,MAX}"
    );
    assert_eq!(
        broken("line one-of(a,,b)"),
        "1: one-of(a,,b): one-of(A,B,...) lists non-empty words"
    );
    assert_eq!(
        broken("line int[1,2]x"),
        "1: int[1,2]x: unexpected 'x' after the piece"
    );
    assert_eq!(broken("line x:\"a\""), "1: x:\"a\": a literal binds no name");
    assert_eq!(
        broken("line int[1,2] indent{2}"),
        "1: indent{...} must be the first piece of a line"
    );
    assert_eq!(
        broken("line \"a\"{2}"),
        "1: \"a\"{2}: a line's literal token appears once (repeat it with *N)"
    );
    assert_eq!(broken("line \"a"), "1: a quote or bracket is not closed");
    assert_eq!(broken("blank twice"), "1: blank takes nothing or `optional`");
    assert_eq!(broken("repeat 3"), "1: repeat ends with { and its block follows");
    assert_eq!(broken("repeat 3 4 {\n}"), "1: repeat takes EXPR {");
    assert_eq!(
        broken("until 0 {\n}"),
        "1: until takes \"LINE\" [min EXPR] [max EXPR] [ITEM] {"
    );
    assert_eq!(
        broken("until-eof most 3 {\n}"),
        "1: until-eof: expected min EXPR, max EXPR or a name, found 'most'"
    );
    assert_eq!(
        broken("repeat 3 {\nline int[1,2]"),
        "1: this block has no closing }"
    );
    assert_eq!(broken("line int[1,2]\n}"), "2: a '}' that closes no block");
    assert_eq!(broken("check x distinct"), "1: 'x' is not bound before");
    assert_eq!(
        broken("line x:int[1,2]\ncheck x odd"),
        "2: check NAME takes distinct, sorted, each EXPR, once \"CHARS\" or at EXPR is EXPR"
    );
}

#[test]
fn every_problem_validator_is_read() {
    let root = crate::problem::project::Project::built_from()
        .root
        .join("problems");
    for entry in std::fs::read_dir(&root).unwrap().flatten() {
        let path = entry.path().join("validator.txt");
        if path.is_file() {
            let text = std::fs::read_to_string(&path).unwrap();
            if let Err((line, what)) = Validator::parse(&text) {
                panic!("{}:{}: {}", path.display(), line, what);
            }
        }
    }
}

#[test]
fn a_piece_repeated_within_bounds_takes_the_tokens_the_others_leave() {
    // A list of rotations ending with 0, as SPOJ GRC gives it.
    let p = "line r:one-of(+1,-1)*{0,} \"0\"";
    assert_eq!(run(p, "0\n"), Ok(()));
    assert_eq!(run(p, "+1 -1 -1 0\n"), Ok(()));
    assert_eq!(fault(p, "+1 -1\n"), "1: token 2 should be '0', found '-1'");
    assert_eq!(fault(p, "+1 +2 0\n"), "1: r (token 2) is '+2', not one of +1, -1");
    assert_eq!(fault(p, "\n"), "1: an empty line, expected r*{0,} \"0\"");
    let p = "line n:int[1,5]\nline x:int[0,9]*{1,n} int[0,9]*2";
    assert_eq!(run(p, "2\n7 8 9\n"), Ok(()));
    assert_eq!(run(p, "2\n6 7 8 9\n"), Ok(()));
    assert_eq!(
        fault(p, "2\n5 6 7 8 9\n"),
        "2: the line has 5 tokens, expected at most 4: x*{1,n} int[0,9]*2"
    );
    assert_eq!(
        fault(p, "2\n8 9\n"),
        "2: the line has 2 tokens, expected at least 3: x*{1,n} int[0,9]*2"
    );
    // Only the piece's own tokens are its values.
    assert_eq!(
        run("line x:int[0,9]*{0,} y:int[0,9]\ncheck x sorted", "3 1\n"),
        Ok(())
    );
    assert_eq!(run("line x:int[0,9]*{0,2}", "\n"), Ok(()));
}

#[test]
fn a_piece_repeated_within_bounds_is_one_a_line_and_not_in_a_text() {
    assert_eq!(
        broken("line int[0,9]*{0,} int[0,9]*{1,2}"),
        "1: int[0,9]*{1,2}: a line has at most one piece repeated *{MIN,MAX}"
    );
    assert_eq!(
        broken("text char[ab]*{0,3}"),
        "1: char[ab]*{0,3}: *{MIN,MAX} repeats a line's token; a text takes *N"
    );
    assert_eq!(
        broken("line int[0,9]*{0,n}"),
        "1: int[0,9]*{0,n}: 'n' is not bound before"
    );
    assert_eq!(
        broken("line int[0,9]*{0,2}x"),
        "1: int[0,9]*{0,2}x: unexpected 'x' after the piece"
    );
}
