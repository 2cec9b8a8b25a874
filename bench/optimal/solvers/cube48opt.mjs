// Runs cs0x7f's cube48opt WebAssembly build (cubeopt-wasm) under Node on a list of scrambles.
//
//   node cube48opt.mjs build WASM_DIR VARIANT TABLE_FILE THREADS
//   node cube48opt.mjs solve WASM_DIR VARIANT TABLE_FILE THREADS CUBES OUT
//
// VARIANT is cube48optN (1 to 9; 8 and 9 are 64-bit WebAssembly and need Node 24 or later).
// `build` generates the table in the module's memory with THREADS threads and writes it to
// TABLE_FILE (skipped if the file exists). `solve` copies TABLE_FILE into the module's memory
// (as the project's own page does with an uploaded table), then solves each scramble of CUBES
// (one a line, Singmaster) with THREADS threads on the one cube, and writes the benchmark's
// result lines to OUT:
//
//   meta<TAB>key<TAB>value
//   cube<TAB>index<TAB>seconds<TAB>nodes<TAB>solution
//
// The module reports each cube on its print callback ("Solution found!: ..." and "CubeN
// finished in L, NODES/... node(s), tt=..."); both are read from there.

import { openSync, readSync, writeSync, closeSync, existsSync, renameSync, statSync,
    readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [verb, wasmDir, variant, tableFile, threadsArg, cubesFile, outFile] = process.argv.slice(2);
const threads = Number(threadsArg);
if (!['build', 'solve'].includes(verb) || !/^cube48opt[1-9]$/.test(variant || '') || !(threads > 0)) {
    console.error('usage: cube48opt.mjs build|solve WASM_DIR cube48optN TABLE_FILE THREADS [CUBES OUT]');
    process.exit(2);
}
// The module sizes its thread pool from navigator.hardwareConcurrency (a global from Node 21 on).
globalThis.navigator ??= { hardwareConcurrency: threads };

let printed = [];
const create = (await import(pathToFileURL(resolve(wasmDir, variant + '.mjs')).href)).default;
const m = await create({
    print: (text) => printed.push(text),
    printErr: (text) => console.error(text),
});
const size = Number(m.get_table_size());
const base = () => Number(m._get_mem_ptr());
const chunk = 64 * 1024 * 1024;

if (verb === 'build') {
    if (existsSync(tableFile)) {
        console.error(`${tableFile} exists`);
        process.exit(0);
    }
    const start = performance.now();
    if (m.init(threads, threads) !== 0) {
        console.error(printed.join('\n'));
        throw new Error('table generation failed');
    }
    const seconds = (performance.now() - start) / 1000;
    console.error(printed.join('\n'));
    const partial = `${tableFile}.partial-${process.pid}`;
    const fd = openSync(partial, 'w');
    for (let offset = 0; offset < size; offset += chunk) {
        const end = Math.min(offset + chunk, size);
        writeSync(fd, m.HEAPU8.subarray(base() + offset, base() + end));
    }
    closeSync(fd);
    renameSync(partial, tableFile);
    writeFileSync(tableFile + '.build-seconds', seconds.toFixed(3) + '\n');
    process.exit(0);
}

// solve
if (statSync(tableFile).size !== size) {
    throw new Error(`${tableFile} has ${statSync(tableFile).size} bytes, ${variant} takes ${size}`);
}
let start = performance.now();
m.init(-1, 1); // allocates the table's memory (it reports the table as not ready yet)
// The memory may be grown by another of the module's threads; any call that reads it from
// JavaScript (get_table_name) refreshes m.HEAPU8, so wait until it holds the table.
for (let waited = 0; (m.get_table_name(), m.HEAPU8.length) < base() + size; waited += 10) {
    if (waited > 60000) {
        throw new Error(`${variant}: its memory holds ${m.HEAPU8.length} bytes, short of its table`);
    }
    await new Promise((done) => setTimeout(done, 10));
}
const fd = openSync(tableFile, 'r');
const buffer = Buffer.alloc(Math.min(chunk, size));
for (let offset = 0; offset < size;) {
    const n = readSync(fd, buffer, 0, Math.min(chunk, size - offset), offset);
    if (n <= 0) {
        throw new Error(`${tableFile}: short read`);
    }
    m.HEAPU8.set(buffer.subarray(0, n), base() + offset);
    offset += n;
}
closeSync(fd);
if (m.init(0, threads) !== 0) {
    throw new Error(`${tableFile} is refused by ${variant}: ${printed.join(' ')}`);
}
const load = (performance.now() - start) / 1000;
printed = [];

const scrambles = readFileSync(cubesFile, 'utf8').split('\n').map((s) => s.trim()).filter((s) => s);
const out = openSync(outFile, 'w');
writeSync(out, `meta\ttable_bytes\t${size}\nmeta\ttable_load_s\t${load.toFixed(3)}\nmeta\tthreads\t${threads}\n`);
scrambles.forEach((scramble, i) => {
    printed = [];
    start = performance.now();
    m.solve_scramble(scramble, threads, 1, 1);
    const seconds = (performance.now() - start) / 1000;
    const found = printed.find((t) => t.startsWith('Solution found!:'));
    const finished = printed.find((t) => /^Cube\d+ finished in/.test(t));
    const nodes = finished ? finished.match(/finished in \d+, (\d+)\//)[1] : '-';
    const solution = found ? found.split(':').slice(1).join(':').trim().split(/\s+/).join(' ') : 'NONE';
    writeSync(out, `cube\t${i}\t${seconds.toFixed(6)}\t${nodes}\t${solution}\n`);
});
closeSync(out);
process.exit(0);
