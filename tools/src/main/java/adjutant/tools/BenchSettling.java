package adjutant.tools;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.function.LongFunction;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Runs a piece of bench work untimed until its speed settles, as JMH's warm-up iterations do:
 * the JIT keeps compiling for seconds (tens of seconds for a search on two cores), and timing
 * earlier under-reports the speed by up to a factor of six. Settled: {@link #SETTLED_WINDOWS}
 * windows in a row each within {@link #SETTLED_CHANGE} of the one before and each with the JIT
 * quiet (compiling for at most {@link #QUIET_JIT} of the window), or the cap reached. The speed
 * alone was not enough: in a fresh JVM two windows of a rules line could agree while the JIT was
 * still compiling, and the line was timed at 4.2 µs a step where the same line, its JIT quiet,
 * read 2.8 (bench-scaling.md round 19).
 */
final class BenchSettling {

    static final int SETTLED_WINDOWS = 2;
    static final double SETTLED_CHANGE = 0.03;
    /** The share of a window the JIT's threads may spend compiling in a settled one. */
    static final double QUIET_JIT = 0.01;

    private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();

    private BenchSettling() {}

    /**
     * Runs {@code unit} (given a fresh seed each time; it returns how many things it did, say
     * games or iterations, and how many nanoseconds they took) in windows of
     * {@code windowSeconds} until the rate settles or {@code capSeconds} pass. On a terminal a
     * progress bar runs in seconds of the cap. Returns the seconds spent.
     */
    static double settle(String task, double capSeconds, double windowSeconds, LongFunction<long[]> unit) {
        long start = System.nanoTime();
        long cap = start + (long) (capSeconds * 1e9);
        double previous = 0;
        int settled = 0;
        long seed = 100;
        try (ProgressBar bar = System.console() != null && capSeconds > 0
                ? new ProgressBarBuilder().setTaskName("warm-up " + task).setInitialMax((long) Math.ceil(capSeconds))
                        .setUnit(" s", 1).setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(500).build()
                : null) {
            while (settled < SETTLED_WINDOWS && System.nanoTime() < cap) {
                long windowStart = System.nanoTime();
                long windowEnd = Math.min(cap, windowStart + (long) (windowSeconds * 1e9));
                long compiledBefore = compilationMillis();
                long done = 0;
                long nanos = 0;
                while (System.nanoTime() < windowEnd) {
                    long[] r = unit.apply(seed++);
                    done += r[0];
                    nanos += r[1];
                }
                double rate = done / (double) Math.max(1, nanos);
                boolean steady = steadyWindow(rate, previous, compilationMillis() - compiledBefore,
                        (System.nanoTime() - windowStart) / 1e6);
                settled = steady ? settled + 1 : 0;
                previous = rate;
                if (bar != null) {
                    bar.stepTo((System.nanoTime() - start) / 1_000_000_000L);
                }
            }
        }
        return (System.nanoTime() - start) / 1e9;
    }

    /**
     * Is a window steady: its rate within {@link #SETTLED_CHANGE} of the window before, and the JIT
     * compiling for at most {@link #QUIET_JIT} of its {@code windowMillis}?
     */
    static boolean steadyWindow(double rate, double previous, long compiledMillis, double windowMillis) {
        return compiledMillis <= QUIET_JIT * windowMillis && Math.abs(rate - previous) <= SETTLED_CHANGE * previous;
    }

    /** Milliseconds the JIT has spent compiling in this JVM, 0 where the JVM does not tell (then the speed alone decides). */
    static long compilationMillis() {
        return JIT != null && JIT.isCompilationTimeMonitoringSupported() ? JIT.getTotalCompilationTime() : 0;
    }
}
