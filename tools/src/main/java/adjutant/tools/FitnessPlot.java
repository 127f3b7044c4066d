package adjutant.tools;

import adjutant.engine.io.AtomicFiles;
import adjutant.ai.tuning.GenerationReport;
import adjutant.ai.tuning.GenerationStats;
import adjutant.ai.tuning.TuningListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** Redraws {@code DIR/fitness.png}, best and mean fitness per generation, after every generation. */
final class FitnessPlot implements TuningListener {

    static final String FILE = "fitness.png";

    static {
        // Draw into an image only; never open a window (works without a display).
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private final Path file;

    FitnessPlot(Path dir) {
        this.file = dir.resolve(FILE);
    }

    @Override
    public void started(int completed, int generations, List<GenerationStats> history) {
        if (!history.isEmpty()) {
            write(file, history);
        }
    }

    @Override
    public void generationDone(GenerationReport report) {
        write(file, report.history());
    }

    static void write(Path file, List<GenerationStats> history) {
        try {
            AtomicFiles.write(file, png(history));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    static byte[] png(List<GenerationStats> history) {
        XYChart chart = new XYChartBuilder()
                .width(800)
                .height(500)
                .title("Fitness per generation")
                .xAxisTitle("generation")
                .yAxisTitle("fitness")
                .build();
        double[] x = history.stream().mapToDouble(GenerationStats::generation).toArray();
        addLine(chart, "best", x, history.stream().mapToDouble(GenerationStats::best).toArray());
        addLine(chart, "mean", x, history.stream().mapToDouble(GenerationStats::mean).toArray());
        try {
            return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot draw " + FILE + ": " + e.getMessage(), e);
        }
    }

    private static void addLine(XYChart chart, String name, double[] x, double[] y) {
        XYSeries series = chart.addSeries(name, x, y);
        if (x.length > 1) {
            series.setMarker(SeriesMarkers.NONE);
        }
    }
}
