package adjutant.tools;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

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

    /** {@code benchOptions}: the bench's options for one scenario, such as {@code --scenario encounter --games 200}. */
    BenchFork(List<String> benchOptions) {
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
     * Runs {@code line} in a new JVM, printing what it prints (its errors go straight to this
     * one's); returns what its part line says.
     *
     * @throws IllegalStateException when the child fails or ends without its part line
     */
    BenchWorkload.Part run(String line) {
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
