"""The benchmark's own cube model, replayer and report (Python 3, standard library only).

    python3 replay.py selftest
    python3 replay.py convert < random_state.txt > scrambles.txt
    python3 replay.py report SCRAMBLES RESULTS.tsv...
    python3 replay.py merge OUT.tsv ROUND/RESULT.tsv...

The model is the 54 facelets of a 3x3 cube, each a point on the surface of a cube of side 3
centred on the origin (coordinates in {-1, 0, 1} for the cubie, the facelet's outward normal
beside it). A face turn rotates every facelet whose cubie is in that layer by a quarter turn
about the face's axis, clockwise looking at the face; nothing here comes from a solver.

`convert` turns the dataset's notation (R1, R2, R3) into Singmaster (R, R2, R'). `report`
replays every solution on its scramble's cube, checks that every solver gives the same length
for every cube, and prints a line a solver. A result file holds

    meta<TAB>key<TAB>value
    cube<TAB>index<TAB>seconds<TAB>nodes or -<TAB>solution

(index into SCRAMBLES, from 0); the last scramble is the superflip when the metadata
`superflip` is 1 in any file (its time is reported apart from the random cubes').

`merge` joins one solver's results of the rounds of a run (`run.sh --rounds`), in round order,
into one file: each round's folder holds the `random.txt` it solved, so a cube's index is
shifted by the random cubes of the rounds before (the superflip, last in the last round, lands
after every random cube). The solving time (`random_wall_s`) adds up, the peak RSS is the
largest, the share in huge pages the smallest, the load time the mean, `superflip` 1 if a
round's is; other metadata is the first round's.
"""

import os
import statistics
import sys

FACES = "URFDLB"
# Each face's outward normal, as (x, y, z): x to R, y to U, z to F.
NORMAL = {
    "U": (0, 1, 0),
    "D": (0, -1, 0),
    "R": (1, 0, 0),
    "L": (-1, 0, 0),
    "F": (0, 0, 1),
    "B": (0, 0, -1),
}


def facelets():
    """Every facelet as (cubie position, normal), in a fixed order: face by face."""
    out = []
    for face in FACES:
        n = NORMAL[face]
        axis = [i for i in range(3) if n[i] != 0][0]
        for a in (-1, 0, 1):
            for b in (-1, 0, 1):
                p = [0, 0, 0]
                p[axis] = n[axis]
                others = [i for i in range(3) if i != axis]
                p[others[0]], p[others[1]] = a, b
                out.append((tuple(p), n))
    return out


FACELETS = facelets()
INDEX = {f: i for i, f in enumerate(FACELETS)}


def rotate(v, axis, sign):
    """v turned a quarter about the coordinate axis `axis`, counterclockwise seen from the
    side where that coordinate is `sign` (positive sign: the right-hand rule)."""
    x, y, z = v
    if axis == 0:
        r = (x, -z, y)
    elif axis == 1:
        r = (z, y, -x)
    else:
        r = (-y, x, z)
    if sign < 0:
        # The opposite turn is three of these.
        r = rotate(rotate(r, axis, 1), axis, 1)
    return r


def quarter_turn(face):
    """The permutation (new position -> old position) of a clockwise quarter turn of face."""
    n = NORMAL[face]
    axis = [i for i in range(3) if n[i] != 0][0]
    sign = n[axis]
    perm = list(range(54))
    for i, (p, normal) in enumerate(FACELETS):
        if p[axis] != sign:
            continue
        # Clockwise seen from the face is counterclockwise seen from the other side.
        q = rotate(p, axis, -sign)
        m = rotate(normal, axis, -sign)
        perm[INDEX[(q, m)]] = i
    return perm


def compose(state, perm):
    return [state[perm[i]] for i in range(54)]


MOVES = {}
for _f in FACES:
    _q = quarter_turn(_f)
    _s = list(range(54))
    for _k, _suffix in enumerate(["", "2", "'"]):
        _s = compose(_s, _q)
        MOVES[_f + _suffix] = list(_s)

SOLVED = [FACELETS[i][1] for i in range(54)]


def parse(moves):
    """Singmaster tokens (R, R2, R', also R1, R3, R2' and R'2); raises ValueError."""
    out = []
    for token in moves.split():
        t = token.replace("1", "").replace("3", "'")
        if t in ("", "'"):
            raise ValueError(f"move {token!r}")
        if t.endswith("2'") or t.endswith("'2"):
            t = t[0] + "2"
        if t not in MOVES:
            raise ValueError(f"move {token!r}")
        out.append(t)
    return out


def apply(state, moves):
    for m in moves:
        state = compose(state, MOVES[m])
    return state


def singmaster(moves):
    return " ".join(parse(moves))


def is_superflip(state):
    """Every facelet in place but the edges', each edge's two swapped."""
    for i, (p, n) in enumerate(FACELETS):
        zeros = sum(1 for c in p if c == 0)
        if zeros == 1:  # an edge facelet: it must show the other face of its edge
            other = tuple(p[k] if n[k] == 0 else 0 for k in range(3))
            if state[i] != other:
                return False
        elif state[i] != n:
            return False
    return True


SUPERFLIP = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"


def selftest():
    ident = list(range(54))
    for f in FACES:
        q = MOVES[f]
        assert q != ident
        assert compose(compose(compose(compose(ident, q), q), q), q) == ident, f
        assert compose(MOVES[f], MOVES[f + "'"]) == ident
        assert compose(MOVES[f], MOVES[f]) == MOVES[f + "2"]
        # a quarter turn moves 20 facelets: 8 on the face, 12 on the sides
        assert sum(1 for i in range(54) if q[i] != i) == 20, f
    # opposite faces commute, adjacent ones do not
    assert compose(MOVES["U"], MOVES["D"]) == compose(MOVES["D"], MOVES["U"])
    assert compose(MOVES["U"], MOVES["R"]) != compose(MOVES["R"], MOVES["U"])
    # known orders: R U has order 105, R U R' U' order 6
    s = ident
    for k in range(1, 106):
        s = apply(s, ["R", "U"])
        assert (s == ident) == (k == 105), k
    s = ident
    for k in range(1, 7):
        s = apply(s, parse("R U R' U'"))
        assert (s == ident) == (k == 6), k
    # clockwise: U sends the F face's top row to L (so R's top row comes to F)
    u = apply(SOLVED, ["U"])
    front_top = [i for i, (p, n) in enumerate(FACELETS) if n == NORMAL["F"] and p[1] == 1]
    assert all(u[i] == NORMAL["R"] for i in front_top)
    r = apply(SOLVED, ["R"])
    up_right = [i for i, (p, n) in enumerate(FACELETS) if n == NORMAL["U"] and p[0] == 1]
    assert all(r[i] == NORMAL["F"] for i in up_right)
    f = apply(SOLVED, ["F"])
    right_left = [i for i, (p, n) in enumerate(FACELETS) if n == NORMAL["R"] and p[2] == 1]
    assert all(f[i] == NORMAL["U"] for i in right_left)
    assert is_superflip(apply(SOLVED, parse(SUPERFLIP)))
    assert not is_superflip(SOLVED)
    # a scramble followed by its inverse is solved
    scramble = parse("R3 B1 F2 L2 U3 R2 D2 U1 R2 U3 F2 U1 R2 L1 F1 L2 D2 B1 U1 B3 F2")
    inverse = [m[0] + {"": "'", "'": "", "2": "2"}[m[1:]] for m in reversed(scramble)]
    assert apply(apply(SOLVED, scramble), inverse) == SOLVED
    assert apply(SOLVED, scramble) != SOLVED
    print("replay.py: self-test passed")


def read_result(path):
    meta, cubes = {}, {}
    with open(path) as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if fields[0] == "meta":
                meta[fields[1]] = fields[2]
            elif fields[0] == "cube":
                index, seconds, nodes, solution = fields[1:5]
                nodes = None if nodes == "-" else int(nodes)
                cubes[int(index)] = (float(seconds), nodes, solution)
    return meta, cubes


def fmt_bytes(n):
    return f"{n / 1e9:.2f} GB" if n >= 1e8 else f"{n / 1e6:.1f} MB"


def report(scrambles_file, paths):
    with open(scrambles_file) as f:
        scrambles = [line.strip() for line in f if line.strip()]
    states = [apply(SOLVED, parse(s)) for s in scrambles]
    results = [(p, *read_result(p)) for p in paths]
    superflip = any(meta.get("superflip") == "1" for _, meta, _ in results)
    if superflip:
        assert is_superflip(states[-1]), "the last scramble is not the superflip"
    random_cubes = len(scrambles) - (1 if superflip else 0)
    failures = []
    lengths = {}
    replayed = 0
    for path, meta, cubes in results:
        name = meta.get("solver", path)
        for i in range(len(scrambles)):
            if i not in cubes:
                failures.append(f"{name}: cube {i} has no result")
                continue
            solution = cubes[i][2]
            try:
                moves = parse(solution)
            except ValueError as e:
                failures.append(f"{name}: cube {i}: {e}")
                continue
            if apply(states[i], moves) != SOLVED:
                failures.append(f"{name}: cube {i}: '{solution}' does not solve it")
                continue
            replayed += 1
            lengths.setdefault(i, {})[name] = len(moves)
    for i, by in sorted(lengths.items()):
        if len(set(by.values())) > 1:
            failures.append(f"cube {i}: lengths differ: {by}")
    rows = []
    for path, meta, cubes in results:
        name = meta.get("solver", path)
        times = [cubes[i][0] for i in range(random_cubes) if i in cubes]
        nodes = [cubes[i][1] for i in range(random_cubes) if i in cubes]
        table = int(meta.get("table_bytes", "0"))
        # Seconds a cube: the solving phase's wall time over the cubes (for solvers that
        # take one cube a worker, this is not the mean of the per-cube times).
        total = float(meta["random_wall_s"]) if "random_wall_s" in meta else sum(times)
        mean = total / len(times) if times else float("nan")
        if not nodes or any(n is None for n in nodes):
            rate = "unknown"
        elif sum(times) > 0:
            rate = f"{sum(nodes) / sum(times) / 1e6:.1f} M"
        else:
            rate = "-"
        sf = cubes.get(len(scrambles) - 1) if superflip else None
        build = meta.get("table_build_s", "")
        rows.append(
            [
                name,
                fmt_bytes(table),
                f"{float(build):.0f} s" if build else "not built here",
                f"{float(meta.get('table_load_s', 'nan')):.1f} s",
                f"{mean:.3f}",
                f"{statistics.median(times):.3f}" if times else "-",
                f"{max(times):.3f}" if times else "-",
                rate,
                f"{table / 1e9 * mean:.3f}",
                f"{sf[0]:.2f} s" if sf else "-",
                meta.get("threads", "?") + (" (" + meta["per_cube"] + ")" if "per_cube" in meta else ""),
                meta.get("peak_rss", "?"),
                meta.get("huge_pages", "?"),
            ]
        )
    head = [
        "solver",
        "table",
        "build",
        "load",
        "s/cube (mean)",
        "median",
        "max",
        "nodes/s",
        "GB x s",
        "superflip",
        "threads",
        "peak RSS",
        "huge pages",
    ]
    print(f"cubes: {random_cubes} random" + (" + the superflip" if superflip else ""))
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print(
        f"replayed {replayed} solutions of {len(scrambles) * len(results)}; "
        f"{sum(1 for by in lengths.values() if len(set(by.values())) == 1)} of {len(scrambles)} "
        f"cubes with one length across {len(results)} solvers"
    )
    dist = {}
    for i in range(random_cubes):
        if i in lengths:
            d = next(iter(lengths[i].values()))
            dist[d] = dist.get(d, 0) + 1
    print("distances: " + ", ".join(f"{d}: {c}" for d, c in sorted(dist.items())))
    for failure in failures:
        print("FAIL " + failure)
    return 1 if failures else 0


def merge(out_path, paths):
    merged, cubes, offset = {}, [], 0
    loads, walls = [], []
    for path in paths:
        meta, round_cubes = read_result(path)
        with open(os.path.join(os.path.dirname(path), "random.txt")) as f:
            count = sum(1 for line in f if line.strip())
        for key, value in meta.items():
            if key == "peak_rss":
                current = merged.get(key)
                if current is None or float(value.split()[0]) > float(current.split()[0]):
                    merged[key] = value
            elif key == "huge_pages":
                current = merged.get(key)
                if current is None or value == "?" or (current != "?" and int(value[:-1]) < int(current[:-1])):
                    merged[key] = value
            elif key == "table_load_s":
                loads.append(float(value))
            elif key == "random_wall_s":
                walls.append(float(value))
            elif key == "superflip":
                merged[key] = "1" if value == "1" or merged.get(key) == "1" else "0"
            else:
                merged.setdefault(key, value)
        for index, (seconds, nodes, solution) in sorted(round_cubes.items()):
            cubes.append((offset + index, seconds, "-" if nodes is None else nodes, solution))
        offset += count
    if loads:
        merged["table_load_s"] = f"{sum(loads) / len(loads):.3f}"
    if walls:
        if len(walls) != len(paths):
            sys.exit(f"merge: random_wall_s is in {len(walls)} of {len(paths)} rounds")
        merged["random_wall_s"] = f"{sum(walls):.6f}"
    merged["rounds"] = str(len(paths))
    with open(out_path, "w") as out:
        for key, value in merged.items():
            out.write(f"meta\t{key}\t{value}\n")
        for index, seconds, nodes, solution in cubes:
            out.write(f"cube\t{index}\t{seconds}\t{nodes}\t{solution}\n")


def main():
    if sys.argv[1:] == ["selftest"]:
        selftest()
    elif sys.argv[1:] == ["convert"]:
        for line in sys.stdin:
            if line.strip():
                print(singmaster(line))
    elif len(sys.argv) >= 4 and sys.argv[1] == "report":
        sys.exit(report(sys.argv[2], sys.argv[3:]))
    elif len(sys.argv) >= 4 and sys.argv[1] == "merge":
        merge(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
