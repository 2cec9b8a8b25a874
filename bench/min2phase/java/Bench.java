import cs.min2phase.Search;
import cs.min2phase.Tools;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * cubesmith's driver for min2phase's Java implementation: the `min2phase-java` solver of
 * bench/min2phase (src/main.rs runs it; java/build.sh compiles it with min2phase's sources).
 *
 * <p>{@code java -cp build/java Bench MAX_LENGTH}, then on standard input, one a line: {@code check
 * FACELETS SCRAMBLE} (the facelet string the caller makes of SCRAMBLE, compared with min2phase's
 * own {@code Tools.fromScramble}); the warm-up cubes; the line {@code timed}; the timed cubes.
 * Every cube is a 54-letter facelet string in Kociemba's URFDLB order.
 *
 * <p>It builds min2phase's tables in full ({@code Search.init()}), timed; solves the warm-up cubes,
 * outside the timed figures (the JIT compiles the solver meanwhile; their CPU time is reported
 * apart, as the cold figure); then solves each timed cube with {@code solution(facelets, MAX_LENGTH,
 * Long.MAX_VALUE, 0, 0)}: the first solution of at most MAX_LENGTH moves, the number of phase-2
 * probes unlimited, no search for shorter ones (probeMin 0), plain output (verbose 0). One
 * {@code Search} object solves every cube, as a caller would. CPU time is the solving thread's
 * ({@code ThreadMXBean.getCurrentThreadCpuTime}); the JIT compiler's and the garbage collector's
 * threads are not in it, and are in the process's CPU time of the timed phase, reported too.
 *
 * <p>Output, one a line: {@code java VERSION}; {@code tables WALL_NS CPU_NS}; {@code warmup N
 * CPU_NS FIRST_CPU_NS}; for each timed cube in order {@code cube CPU_NS WALL_NS MOVES...} (moves
 * as min2phase writes them, or its {@code Error N}); {@code timed WALL_NS PROCESS_CPU_NS JIT_MS}
 * (the process's CPU time, every thread, and the JIT compilers' time, both over the timed cubes,
 * -1 if unknown); {@code peak KIB} (VmHWM, this JVM's peak resident memory, from
 * /proc/self/status; -1 if unknown).
 */
public final class Bench {
    private Bench() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: Bench MAX_LENGTH < cubes");
        }
        int maxLength = Integer.parseInt(args[0]);
        String check = null;
        List<String> warmup = new ArrayList<>();
        List<String> timed = new ArrayList<>();
        List<String> into = warmup;
        BufferedReader in =
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            line = line.trim();
            if (line.startsWith("check ")) {
                check = line.substring("check ".length());
            } else if (line.equals("timed")) {
                into = timed;
            } else if (!line.isEmpty()) {
                into.add(line);
            }
        }
        if (check == null || into != timed) {
            throw new IllegalArgumentException("the input needs a check line and a timed line");
        }

        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalStateException("this JVM cannot measure a thread's CPU time");
        }
        threads.setThreadCpuTimeEnabled(true);

        long wall = System.nanoTime();
        long cpu = threads.getCurrentThreadCpuTime();
        Search.init();
        cpu = threads.getCurrentThreadCpuTime() - cpu;
        wall = System.nanoTime() - wall;

        // The caller's facelet strings against min2phase's own scrambler.
        int space = check.indexOf(' ');
        String scramble = check.substring(space + 1);
        if (!Tools.fromScramble(scramble).equals(check.substring(0, space))) {
            throw new IllegalStateException("facelets of " + scramble + ": the caller's "
                + check.substring(0, space) + ", min2phase's " + Tools.fromScramble(scramble));
        }

        processCpu(); // loads the management classes before the cubes, not within the timed ones
        jitMillis();
        Search search = new Search();
        long warmCpu = 0;
        long firstCpu = 0;
        for (int i = 0; i < warmup.size(); i++) {
            long before = threads.getCurrentThreadCpuTime();
            String solution = search.solution(warmup.get(i), maxLength, Long.MAX_VALUE, 0, 0);
            long spent = threads.getCurrentThreadCpuTime() - before;
            if (solution.startsWith("Error")) {
                throw new IllegalStateException("warm-up cube " + warmup.get(i) + ": " + solution);
            }
            firstCpu = i == 0 ? spent : firstCpu;
            warmCpu += spent;
        }

        int n = timed.size();
        String[] solutions = new String[n];
        long[] cpus = new long[n];
        long[] walls = new long[n];
        long process = processCpu();
        long jit = jitMillis();
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) {
            long w = System.nanoTime();
            long c = threads.getCurrentThreadCpuTime();
            solutions[i] = search.solution(timed.get(i), maxLength, Long.MAX_VALUE, 0, 0);
            cpus[i] = threads.getCurrentThreadCpuTime() - c;
            walls[i] = System.nanoTime() - w;
        }
        long timedWall = System.nanoTime() - start;
        long after = processCpu();
        process = process < 0 || after < 0 ? -1 : after - process;
        after = jitMillis();
        jit = jit < 0 || after < 0 ? -1 : after - jit;

        // Nothing is written before the timed cubes are solved: the JIT compiles what it meets
        // (writing, concatenating strings) in the background, on another core.
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.US_ASCII);
        out.println("java " + System.getProperty("java.runtime.version"));
        out.println("tables " + wall + " " + cpu);
        out.println("warmup " + warmup.size() + " " + warmCpu + " " + firstCpu);
        for (int i = 0; i < n; i++) {
            String moves = solutions[i].trim().replaceAll("\\s+", " ");
            out.println("cube " + cpus[i] + " " + walls[i] + (moves.isEmpty() ? "" : " " + moves));
        }
        out.println("timed " + timedWall + " " + process + " " + jit);
        out.println("peak " + peakKib());
        out.flush();
        if (out.checkError()) {
            throw new IOException("cannot write the results");
        }
    }

    /** The CPU time of the whole process (every thread) in nanoseconds, or -1. */
    private static long processCpu() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean) {
            return ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime();
        }
        return -1;
    }

    /** The JIT compilers' total time so far in milliseconds, or -1. */
    private static long jitMillis() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        if (jit == null || !jit.isCompilationTimeMonitoringSupported()) {
            return -1;
        }
        return jit.getTotalCompilationTime();
    }

    /** VmHWM, the peak resident memory of this process in KiB, or -1. */
    private static long peakKib() {
        try {
            for (String line : Files.readAllLines(Paths.get("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.substring(6).trim().split("\\s+")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }
}
