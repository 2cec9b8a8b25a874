# shellcheck shell=bash disable=SC2034
# Shared by the benchmark's scripts (sourced, not run).
#
# The public repositories this benchmark uses, each at a pinned commit. They are cloned into
# peers/ (ignored by git) from their URL where the git host answers, else from a local mirror:
# BENCH_GIT_MIRROR names it, with {owner} and {name} standing for the repository's owner and
# name, e.g. BENCH_GIT_MIRROR='/srv/git/{owner}/{name}.git'. Nothing of theirs is kept in this
# repository.
#
# Another benchmark may source this file for repo_source and clone_at: it sets BENCH_NAME (the
# prefix of every message) and BENCH_DOC (where BENCH_GIT_MIRROR is explained) before sourcing,
# and its own PEERS_DIR after.

BENCH_NAME=${BENCH_NAME:-bench/optimal}
BENCH_DOC=${BENCH_DOC:-README.md}
BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PEERS_DIR=$BENCH_DIR/peers
RESULTS_DIR=$BENCH_DIR/results

# name owner/repository commit
VCUBE_REPO=Voltara/vcube
VCUBE_COMMIT=9f5bc2cce18f29437879ace825f22917f6705378
NISSY_REPO=sebastianotronto/nissy-core
NISSY_COMMIT=3cb60bcbf4ab9af4e9452a43681f1e7176b0c88f
CUBE48OPT_REPO=cs0x7f/cubeopt-wasm
CUBE48OPT_COMMIT=1733d1f1ca0e7e7d9860d2b70662336ab4e6ff41
DATASET_REPO=cs0x7f/cube_solver_test
DATASET_COMMIT=b9cca71cdf3f6e57bd3c7bfdc2491e5b806dda31
DATASET_FILE=dataset/random_state.txt

die() {
    echo "$BENCH_NAME: $*" >&2
    exit 1
}

say() {
    echo "$BENCH_NAME: $*" >&2
}

# Where to clone owner/name from: its URL if the host answers, else the mirror.
repo_source() {
    local repo=$1 url="https://github.com/$1"
    if GIT_TERMINAL_PROMPT=0 timeout 30 git ls-remote "$url" HEAD >/dev/null 2>&1; then
        echo "$url"
        return
    fi
    [[ -n ${BENCH_GIT_MIRROR:-} ]] ||
        die "$url cannot be reached and BENCH_GIT_MIRROR is not set (see $BENCH_DOC)"
    local path=${BENCH_GIT_MIRROR//\{owner\}/${repo%%/*}}
    path=${path//\{name\}/${repo#*/}}
    [[ -d $path ]] || die "$url cannot be reached and its mirror $path does not exist"
    echo "$path"
}

# clone_at DIR owner/name COMMIT: DIR holds the repository checked out at COMMIT (idempotent:
# an existing clone at that commit is kept, one at another commit is moved to it).
clone_at() {
    local dir=$1 repo=$2 commit=$3
    if [[ -d $dir/.git ]] && [[ $(git -C "$dir" rev-parse HEAD 2>/dev/null) == "$commit" ]]; then
        return
    fi
    if [[ ! -d $dir/.git ]]; then
        local source
        source=$(repo_source "$repo")
        say "cloning $repo from $source"
        git clone --quiet --no-checkout "$source" "$dir"
    fi
    git -C "$dir" cat-file -e "$commit^{commit}" 2>/dev/null ||
        git -C "$dir" fetch --quiet origin ||
        die "$repo: cannot fetch"
    git -C "$dir" -c advice.detachedHead=false checkout --quiet --force "$commit" ||
        die "$repo has no commit $commit"
}

# thp_mode [enabled|defrag]: a transparent huge pages setting, the word in brackets.
thp_mode() {
    local f=/sys/kernel/mm/transparent_hugepage/${1:-enabled}
    if [[ -r $f ]]; then
        sed -n 's/.*\[\(.*\)\].*/\1/p' "$f"
    else
        echo unknown
    fi
}
