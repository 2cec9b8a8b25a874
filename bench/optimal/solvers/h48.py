"""Runs nissy-core's H48 solver on a list of scrambles through its Python module.

    python3 h48.py build NISSY_DIR SOLVER TABLE_FILE
    python3 h48.py solve NISSY_DIR SOLVER TABLE_FILE THREADS CUBES OUT

`build` generates the solver's table and writes it (skipped if the file exists). `solve` reads
the table once, then solves each scramble of CUBES (one a line, Singmaster) with THREADS
threads, optimally, and writes the benchmark's result lines to OUT:

    meta<TAB>key<TAB>value
    cube<TAB>index<TAB>seconds<TAB>nodes<TAB>solution

The module logs each search's nodes ("[H48 solve] Nodes visited: N"); the caller keeps that
output and `h48.py nodes OUT LOG...` puts them on OUT's lines.
"""

import os
import sys
import time


def load_module(nissy_dir):
    sys.path.insert(0, os.path.join(nissy_dir, "python"))
    import nissy  # noqa: E402  (the module built in the clone)

    return nissy


def build(nissy_dir, solver, table_file):
    nissy = load_module(nissy_dir)
    if os.path.exists(table_file):
        print(f"{table_file} exists", file=sys.stderr)
        return
    start = time.monotonic()
    data = nissy.gendata(solver)
    seconds = time.monotonic() - start
    partial = f"{table_file}.partial-{os.getpid()}"
    with open(partial, "wb") as f:
        f.write(data)
    os.replace(partial, table_file)
    with open(table_file + ".build-seconds", "w") as f:
        f.write(f"{seconds:.3f}\n")


def solve(nissy_dir, solver, table_file, threads, cubes_file, out_file):
    nissy = load_module(nissy_dir)
    size = os.path.getsize(table_file)
    start = time.monotonic()
    data = bytearray(size)
    with open(table_file, "rb") as f:
        if f.readinto(data) != size:
            sys.exit(f"{table_file}: short read")
    load = time.monotonic() - start
    with open(cubes_file) as f:
        scrambles = [line.strip() for line in f if line.strip()]
    with open(out_file, "w") as out:
        out.write(f"meta\ttable_bytes\t{size}\n")
        out.write(f"meta\ttable_load_s\t{load:.3f}\n")
        out.write(f"meta\tthreads\t{threads}\n")
        out.flush()
        for i, scramble in enumerate(scrambles):
            cube = nissy.applymoves(nissy.solved_cube, scramble)
            start = time.monotonic()
            solutions = nissy.solve(
                cube, solver, nissy.nissflag_normal, 0, 20, 1, 0, threads, data
            )
            seconds = time.monotonic() - start
            sys.stdout.flush()
            solution = solutions[0] if solutions else "NONE"
            out.write(f"cube\t{i}\t{seconds:.6f}\t-\t{solution.strip()}\n")
            out.flush()


def nodes(out_file, *log_files):
    """Puts the n-th logged node count on the n-th cube line."""
    counts = []
    for log_file in log_files:
        with open(log_file) as f:
            for line in f:
                if "Nodes visited:" in line:
                    counts.append(line.rsplit(":", 1)[1].strip())
    with open(out_file) as f:
        lines = f.read().splitlines()
    n = 0
    for k, line in enumerate(lines):
        fields = line.split("\t")
        if fields[0] == "cube":
            if n < len(counts):
                fields[3] = counts[n]
            n += 1
            lines[k] = "\t".join(fields)
    with open(out_file, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    verb, args = sys.argv[1], sys.argv[2:]
    if verb == "build" and len(args) == 3:
        build(*args)
    elif verb == "solve" and len(args) == 6:
        solve(args[0], args[1], args[2], int(args[3]), args[4], args[5])
    elif verb == "nodes" and len(args) >= 2:
        nodes(*args)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
