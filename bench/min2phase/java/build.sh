#!/usr/bin/env bash
# Builds min2phase's original Java implementation at a pinned commit, with this benchmark's own
# driver (Bench.java beside this script), for the `min2phase-java` solver of ../src/main.rs:
#
#   bench/min2phase/java/build.sh
#   cd bench/min2phase && cargo run --release -- --cubes 2000 --seed 1 --max-length 21 --java
#
# The source is cloned into bench/min2phase/peers/min2phase (ignored by git) from GitHub where
# github.com answers, else from the local mirror BENCH_GIT_MIRROR names, with {owner} and {name}
# standing for the repository's owner and name (e.g. '/srv/git/{owner}/{name}.git'): the
# functions of bench/optimal/lib.sh. The classes go to bench/min2phase/build/java (ignored),
# with PIN, the repository and commit they were built from. Nothing of min2phase is kept in
# this repository. Needs git, javac and java (OpenJDK 17 here).
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck disable=SC2034 # both read by lib.sh
BENCH_NAME=bench/min2phase BENCH_DOC=bench/min2phase/java/build.sh
# shellcheck source-path=SCRIPTDIR source=../../optimal/lib.sh
source "$HERE/../../optimal/lib.sh"
M2P_DIR=$(cd "$HERE/.." && pwd)
PEERS_DIR=$M2P_DIR/peers
CLASSES=$M2P_DIR/build/java

# min2phase's master at the pin (2023-02-21, "Update README.md"); its Java sources are src/*.java.
MIN2PHASE_REPO=cs0x7f/min2phase
MIN2PHASE_COMMIT=4d183b9eff8119cac72bc50ef35a7d8990740e06

command -v javac >/dev/null || die "javac not found (a JDK, 17 or later)"
mkdir -p "$PEERS_DIR"
clone_at "$PEERS_DIR/min2phase" "$MIN2PHASE_REPO" "$MIN2PHASE_COMMIT"

rm -rf "$CLASSES"
mkdir -p "$CLASSES"
javac -encoding UTF-8 -nowarn -d "$CLASSES" "$PEERS_DIR"/min2phase/src/*.java "$HERE/Bench.java"
echo "$MIN2PHASE_REPO $MIN2PHASE_COMMIT" >"$CLASSES/PIN"
say "built $CLASSES: min2phase ${MIN2PHASE_COMMIT:0:7} and Bench.java, $(javac -version 2>&1)"
