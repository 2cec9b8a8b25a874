#!/usr/bin/env bash
# Side-by-side benchmark of a bundle against the reference C++ solution on one generated input.
#
#   tools/bench.sh ID [RUNS] [SEED]      e.g. tools/bench.sh aoj-1197 5
#
# Builds the reference programs (g++ -O2), bundles problem ID and compiles the bundle with
# $RUSTC (default /usr/bin/rustc, else rustc), generates a max-size input with `cubesmith gen`,
# checks that both programs print the same bytes, then runs them in turn (A B A B ...) under
# /usr/bin/time and prints each run and the medians of wall time, peak RSS and the time ratio.
# Needs: g++, /usr/bin/time, and the reference sources in ../shared/baselines.
set -euo pipefail
cd "$(dirname "$0")/.."
id=${1:?usage: tools/bench.sh ID [RUNS] [SEED]}
runs=${2:-5}
seed=${3:-1}
rustc_bin=${RUSTC:-$( [ -x /usr/bin/rustc ] && echo /usr/bin/rustc || echo rustc )}
baselines=../shared/baselines
out=target/bench
mkdir -p "$out"

[ -x "$out/ref/$id" ] || "$baselines/build.sh" "$out/ref" >/dev/null
cargo run --release --quiet -- bundle "$id" >/dev/null
"$rustc_bin" --edition 2018 -O -o "$out/$id" "dist/$id/main.rs"
cargo run --release --quiet -- gen "$id" --seed "$seed" >"$out/$id.in"

"$out/$id" <"$out/$id.in" >"$out/$id.ours"
"$out/ref/$id" <"$out/$id.in" >"$out/$id.ref"
if cmp -s "$out/$id.ours" "$out/$id.ref"; then
  echo "outputs identical ($(wc -c <"$out/$id.ours") bytes)"
else
  echo "outputs DIFFER: see $out/$id.ours and $out/$id.ref"; exit 1
fi

measure() { /usr/bin/time -f "%e %M" "$1" <"$out/$id.in" 2>&1 >/dev/null | tail -n 1; }
ours=(); refs=()
for i in $(seq "$runs"); do
  ours+=("$(measure "$out/$id")"); refs+=("$(measure "$out/ref/$id")")
  echo "run $i: cubesmith ${ours[-1]% *} s ${ours[-1]#* } KB | reference ${refs[-1]% *} s ${refs[-1]#* } KB"
done
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
ot=$(printf '%s\n' "${ours[@]}" | cut -d' ' -f1 | median); om=$(printf '%s\n' "${ours[@]}" | cut -d' ' -f2 | median)
rt=$(printf '%s\n' "${refs[@]}" | cut -d' ' -f1 | median); rm_=$(printf '%s\n' "${refs[@]}" | cut -d' ' -f2 | median)
echo "median: cubesmith $ot s, $om KB; reference $rt s, $rm_ KB; reference/cubesmith time ratio $(awk -v a="$rt" -v b="$ot" 'BEGIN { printf "%.0f", (b > 0 ? a / b : 0) }')"
