package adjutant.tools;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A second process that keeps one core busy, so that {@code adjutant timing} measures decision
 * times on a loaded machine, as a tournament or a person's other programs load it. It spins
 * until it is closed, or for at most an hour should its parent die without closing it.
 */
final class CpuLoad implements AutoCloseable {
    private static final long MAX_MILLIS = 3_600_000;

    private final Process process;

    private CpuLoad(Process process) {
        this.process = process;
    }

    /** Starts the busy process: this JVM's java, on this JVM's class path. */
    static CpuLoad start() throws IOException {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        Process p = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                CpuLoad.class.getName())).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        return new CpuLoad(p);
    }

    @Override
    public void close() {
        process.destroy();
    }

    /** The busy loop of the second process. */
    public static void main(String[] args) {
        long end = System.currentTimeMillis() + MAX_MILLIS;
        long x = 0;
        while (System.currentTimeMillis() < end) {
            for (int i = 0; i < 1_000_000; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
        }
        System.out.println(x); // keeps the loop from being optimised away
    }
}
