package adjutant.tools;

import java.time.Duration;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** A progress bar on standard error for an SPSA run: steps done, elapsed time and ETA. */
final class SpsaProgress implements AutoCloseable {

    private final ProgressBar bar;

    SpsaProgress(int steps) {
        bar = new ProgressBarBuilder()
                .setTaskName("tune spsa")
                .setUnit(" steps", 1)
                .setInitialMax(steps)
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(1000)
                .startsFrom(0, Duration.ZERO)
                .build();
    }

    void stepTo(int done) {
        bar.stepTo(done);
    }

    @Override
    public void close() {
        bar.close();
    }
}
