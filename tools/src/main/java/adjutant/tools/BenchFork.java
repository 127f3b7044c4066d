package adjutant.tools;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Times one bench line in a JVM of its own, started as this one was (the same java, JVM options
 * and class path), as JMH forks a JVM for each benchmark (#23 item 1). The lines share the rules'
 * code, and the JIT compiles that code from what the JVM has run so far: in one JVM a line's
 * speed depended on the lines before it (bench-scaling.md round 18: the chance fast path 1.5-1.9
 * times slower in about a third of the runs; warming every line first moved the slow mode to other
 * lines). The child prints the line as the bench does, then one {@link #PART} line with what the
 * parent adds up (the signature, the speeds a scaling table needs), which is not shown.
 */
final class BenchFork {

    /** How the child's last line begins: what the parent keeps of the line, tab-separated after it. */
    static final String PART = "@bench-part\t";

    private final List<String> command;
    private final int forks;

    /**
     * {@code benchOptions}: the bench's options for one scenario, such as {@code --scenario
     * encounter --games 200}; {@code forks}: the JVMs each line runs in.
     */
    BenchFork(List<String> benchOptions, int forks) {
        if (forks < 1) {
            throw new IllegalArgumentException("a line runs in at least one JVM, not " + forks);
        }
        this.forks = forks;
        command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Adjutant.class.getName());
        command.add("bench");
        command.addAll(benchOptions);
    }

    /** The child's command line for {@code line}, for tests and error messages. */
    List<String> command(String line) {
        List<String> c = new ArrayList<>(command);
        c.add("--line");
        c.add(line);
        return c;
    }

    /**
     * Runs {@code line} in {@code forks} new JVMs, one after another, printing what each prints;
     * returns what their part lines say, with the median speeds where there are several.
     *
     * @throws IllegalStateException when a child fails, or when two gave different signatures
     */
    BenchWorkload.Part run(String line) {
        List<BenchWorkload.Part> parts = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            parts.add(runOnce(line));
            if (parts.get(f).signature() != parts.get(0).signature()) {
                throw new IllegalStateException("the line '" + line + "' did different work in two JVMs (signatures "
                        + parts.get(0).signature() + " and " + parts.get(f).signature() + "): the workload is not deterministic");
            }
        }
        return parts.size() == 1 ? parts.get(0) : median(parts);
    }

    /** The parts of one line's JVMs as one: their median speeds, printed with their range. */
    private static BenchWorkload.Part median(List<BenchWorkload.Part> parts) {
        BenchWorkload.Part first = parts.get(0);
        BenchWorkload.RandomGames games = null;
        if (first.games() != null) {
            TimingSpread us = TimingSpread.of(parts.stream().mapToDouble(p -> p.games().microsPerStep()).toArray());
            var g = first.games(); // the same games in every JVM: games/s scale with the inverse of µs/step
            games = new BenchWorkload.RandomGames(g.variant(), g.path(), g.gamesPerSecond() * g.microsPerStep() / us.median(),
                    us.median());
            System.out.printf(Locale.ROOT, "%-11s %-13s median of %d JVMs: %.1f games/s, %.2f \u00b5s/step (%.2f-%.2f \u00b5s)%n",
                    g.variant(), g.path() + ":", parts.size(), games.gamesPerSecond(), us.median(), us.min(), us.max());
        }
        double copy = Double.NaN;
        if (!Double.isNaN(first.copyMicros())) {
            TimingSpread c = TimingSpread.of(parts.stream().mapToDouble(BenchWorkload.Part::copyMicros).toArray());
            copy = c.median();
            System.out.printf(Locale.ROOT, "state copy:   median of %d JVMs: %.3f \u00b5s (%.3f-%.3f)%n", parts.size(), c.median(),
                    c.min(), c.max());
        }
        return new BenchWorkload.Part(first.signature(), games, copy);
    }

    /** Runs {@code line} in one new JVM, printing what it prints (its errors go straight to this one's). */
    private BenchWorkload.Part runOnce(String line) {
        Process child;
        try {
            child = new ProcessBuilder(command(line)).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a JVM for the line '" + line + "': " + e.getMessage(), e);
        }
        BenchWorkload.Part part = null;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (String l = out.readLine(); l != null; l = out.readLine()) {
                if (l.startsWith(PART)) {
                    part = BenchWorkload.Part.decode(l.substring(PART.length()));
                } else {
                    System.out.println(l);
                }
            }
            int exit = child.waitFor();
            if (exit != 0 || part == null) {
                throw new IllegalStateException("the line '" + line + "' in its own JVM "
                        + (exit != 0 ? "failed (exit " + exit + ")" : "ended without its figures")
                        + "; --no-fork times every line in this JVM");
            }
            return part;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the line '" + line + "' from its JVM: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            child.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the line '" + line + "' ran in its own JVM", e);
        }
    }
}
