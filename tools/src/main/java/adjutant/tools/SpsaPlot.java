package adjutant.tools;

import adjutant.ai.tuning.SpsaTuner;
import adjutant.engine.io.AtomicFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws {@code DIR/spsa.png} at the end of an SPSA run: each weight's path over the steps, in
 * units of its range (0 its least value, 1 its greatest), so that a weight that drifted one way
 * stands apart from one the noise shook back and forth.
 */
final class SpsaPlot {

    static final String FILE = "spsa.png";

    static {
        // Draw into an image only; never open a window (works without a display).
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private SpsaPlot() {}

    static void write(Path dir, List<String> names, List<SpsaTuner.Step> steps) {
        Path file = dir.resolve(FILE);
        try {
            AtomicFiles.write(file, png(names, steps));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    static byte[] png(List<String> names, List<SpsaTuner.Step> steps) throws IOException {
        XYChart chart = new XYChartBuilder()
                .width(900)
                .height(560)
                .title("SPSA: the weights over the steps (fraction of each weight's range)")
                .xAxisTitle("step")
                .yAxisTitle("position in range")
                .build();
        double[] x = steps.stream().mapToDouble(SpsaTuner.Step::k).toArray();
        for (int i = 0; i < names.size(); i++) {
            int w = i;
            double[] y = steps.stream().mapToDouble(s -> s.position()[w]).toArray();
            chart.addSeries(names.get(i), x, y).setMarker(SeriesMarkers.NONE);
        }
        return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
    }
}
