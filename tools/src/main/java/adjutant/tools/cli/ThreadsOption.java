package adjutant.tools.cli;

import adjutant.tools.UsageException;
import picocli.CommandLine.Option;

/** {@code --threads T}: games played in parallel, each from its own seed, so the count never changes a result. */
public final class ThreadsOption {

    @Option(names = "--threads", paramLabel = "T",
            description = "Games played in parallel; does not change the result (default: all processors).")
    int threads = Runtime.getRuntime().availableProcessors();

    /**
     * The count given, or the processors.
     *
     * @throws UsageException when it is below 1
     */
    public int count() {
        if (threads < 1) {
            throw new UsageException("--threads must be at least 1, got " + threads);
        }
        return threads;
    }
}
