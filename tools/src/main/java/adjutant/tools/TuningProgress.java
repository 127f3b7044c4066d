package adjutant.tools;

import adjutant.ai.tuning.GenerationReport;
import adjutant.ai.tuning.GenerationStats;
import adjutant.ai.tuning.TuningListener;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** A progress bar on standard error: generations done, best fitness, elapsed time and ETA. */
final class TuningProgress implements TuningListener, AutoCloseable {

    private ProgressBar bar;

    @Override
    public void started(int completed, int generations, List<GenerationStats> history) {
        bar = new ProgressBarBuilder()
                .setTaskName("tune")
                .setUnit(" gen", 1)
                .setInitialMax(generations)
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(1000)
                .startsFrom(completed, Duration.ZERO)
                .build();
        if (!history.isEmpty()) {
            bar.setExtraMessage(message(history.get(history.size() - 1)));
        }
    }

    @Override
    public void generationDone(GenerationReport report) {
        bar.setExtraMessage(message(report.stats()));
        bar.stepTo(report.generation());
    }

    private static String message(GenerationStats stats) {
        return String.format(Locale.ROOT, "best %.4f mean %.4f", stats.best(), stats.mean());
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
