#!/usr/bin/env bash
# Side-by-side benchmark of a bundle against the reference C++ solution on one generated input.
#
#   tools/solvers/bench.sh ID [RUNS] [SEED]      e.g. tools/solvers/bench.sh aoj-1197 5
#
# For lambdaoj-2 (one state per run, many right answers) it runs both programs on every state of
# problems/lambdaoj-2/test instead, and lets the checker judge the reference's answers.
#
# Builds the reference programs (g++ -O2), bundles problem ID and compiles the bundle with
# $RUSTC (default /usr/bin/rustc, else rustc), generates a max-size input with `cubesmith gen`,
# checks that both programs print the same bytes, then runs them in turn (A B A B ...) under
# /usr/bin/time and prints each run and the medians of wall time, peak RSS and the time ratio.
# With PREVIOUS=REV (a commit), the bundle that commit makes runs too, in the same rounds
# (A B C A B C ...), after a check that it prints the same bytes: the sources of REV are
# unpacked and built under target/bench/previous.
# Needs: g++, GNU time at /usr/bin/time, a rustc, and the reference solutions: a folder whose
# build.sh builds one program per problem into the folder it is given (BASELINES=DIR; default
# ../shared/baselines, beside the checkout). Without them it says what is missing and exits
# with status 2, having built nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
id=${1:?usage: tools/solvers/bench.sh ID [RUNS] [SEED]}
runs=${2:-5}
seed=${3:-1}
rustc_bin=${RUSTC:-$( [ -x /usr/bin/rustc ] && echo /usr/bin/rustc || echo rustc )}
baselines=${BASELINES:-../shared/baselines}
out=target/bench

missing() { echo "tools/solvers/bench.sh: $*" >&2; exit 2; }
[ -x "$baselines/build.sh" ] || missing "needs the reference solutions: set BASELINES to a folder whose build.sh builds them ($baselines/build.sh not found)"
[ -f "problems/$id/problem.toml" ] || missing "no problem '$id' under problems/"
command -v g++ >/dev/null || missing "needs g++ to build the reference solutions"
[ -x /usr/bin/time ] || missing "needs GNU time at /usr/bin/time (Debian: apt-get install time)"
command -v "$rustc_bin" >/dev/null || missing "needs a rustc (RUSTC=PATH, default /usr/bin/rustc or rustc on the PATH)"
mkdir -p "$out"

[ -x "$out/ref/$id" ] || "$baselines/build.sh" "$out/ref" >/dev/null
cargo run --release --quiet -- bundle "$id" >/dev/null
"$rustc_bin" --edition 2018 -O -o "$out/$id" "dist/$id/main.rs"
if [ -n "${PREVIOUS:-}" ]; then
  rev=$(git rev-parse --verify --quiet "$PREVIOUS^{commit}") || missing "PREVIOUS=$PREVIOUS is no commit"
  rm -rf "$out/previous" && mkdir -p "$out/previous"
  git archive "$rev" | tar -x -C "$out/previous"
  (cd "$out/previous" && cargo run --release --quiet -- bundle "$id" >/dev/null)
  "$rustc_bin" --edition 2018 -O -o "$out/$id.previous" "$out/previous/dist/$id/main.rs"
fi

if [ "$id" = lambdaoj-2 ]; then
  # One state per run: every test state, both programs, each run RUNS times; the reference's
  # answers go through the checker, which knows the optimum.
  worst() { sort -g | tail -n 1; }
  ours_t=(); ours_m=(); ref_t=(); ref_m=(); rejected=0; cases=0
  for input in problems/$id/test/*.in; do
    cases=$((cases + 1))
    for i in $(seq "$runs"); do
      r=$(/usr/bin/time -f "%e %M" "$out/$id" <"$input" 2>&1 >/dev/null | tail -n 1); ours_t+=("${r% *}"); ours_m+=("${r#* }")
      r=$(/usr/bin/time -f "%e %M" "$out/ref/$id" <"$input" 2>&1 >"$out/$id.ref" | tail -n 1); ref_t+=("${r% *}"); ref_m+=("${r#* }")
    done
    cargo run --release --quiet -- check "$id" "$input" "$out/$id.ref" "$input" >/dev/null || rejected=$((rejected + 1))
  done
  echo "$cases states x $runs runs: cubesmith worst $(printf '%s\n' "${ours_t[@]}" | worst) s, $(printf '%s\n' "${ours_m[@]}" | worst) KB;" \
    "reference worst $(printf '%s\n' "${ref_t[@]}" | worst) s, $(printf '%s\n' "${ref_m[@]}" | worst) KB;" \
    "reference answers rejected by the checker: $rejected of $cases"
  exit 0
fi

cargo run --release --quiet -- gen "$id" --seed "$seed" --stdout >"$out/$id.in"

"$out/$id" <"$out/$id.in" >"$out/$id.ours"
"$out/ref/$id" <"$out/$id.in" >"$out/$id.ref"
if cmp -s "$out/$id.ours" "$out/$id.ref"; then
  echo "outputs identical ($(wc -c <"$out/$id.ours") bytes)"
else
  echo "outputs DIFFER: see $out/$id.ours and $out/$id.ref"; exit 1
fi

if [ -n "${PREVIOUS:-}" ]; then
  "$out/$id.previous" <"$out/$id.in" | cmp -s - "$out/$id.ours" || { echo "the bundle of $PREVIOUS prints other bytes"; exit 1; }
fi

measure() { /usr/bin/time -f "%e %M" "$1" <"$out/$id.in" 2>&1 >/dev/null | tail -n 1; }
ours=(); refs=(); prev=()
for i in $(seq "$runs"); do
  ours+=("$(measure "$out/$id")"); refs+=("$(measure "$out/ref/$id")")
  line="run $i: cubesmith ${ours[-1]% *} s ${ours[-1]#* } KB | reference ${refs[-1]% *} s ${refs[-1]#* } KB"
  if [ -n "${PREVIOUS:-}" ]; then
    prev+=("$(measure "$out/$id.previous")")
    line="$line | $PREVIOUS ${prev[-1]% *} s ${prev[-1]#* } KB"
  fi
  echo "$line"
done
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
if [ -n "${PREVIOUS:-}" ]; then
  echo "median: $PREVIOUS $(printf '%s\n' "${prev[@]}" | cut -d' ' -f1 | median) s, $(printf '%s\n' "${prev[@]}" | cut -d' ' -f2 | median) KB"
fi
ot=$(printf '%s\n' "${ours[@]}" | cut -d' ' -f1 | median); om=$(printf '%s\n' "${ours[@]}" | cut -d' ' -f2 | median)
rt=$(printf '%s\n' "${refs[@]}" | cut -d' ' -f1 | median); rm_=$(printf '%s\n' "${refs[@]}" | cut -d' ' -f2 | median)
echo "median: cubesmith $ot s, $om KB; reference $rt s, $rm_ KB; reference/cubesmith time ratio $(awk -v a="$rt" -v b="$ot" 'BEGIN { printf "%.0f", (b > 0 ? a / b : 0) }')"
