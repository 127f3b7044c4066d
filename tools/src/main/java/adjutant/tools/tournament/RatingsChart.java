package adjutant.tools.tournament;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

/** {@code ratings.png}: each player's Elo as a bar with its 95% interval as an error bar. */
final class RatingsChart {

    static final String FILE = "ratings.png";

    private RatingsChart() {}

    static byte[] png(Standings s) throws IOException {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
        List<String> names = new ArrayList<>();
        List<Double> elo = new ArrayList<>();
        List<Double> margin = new ArrayList<>();
        for (Standings.Row r : s.rows()) {
            names.add(r.entrant().name());
            elo.add(r.rating().elo());
            margin.add(r.rating().hasMargin() ? r.rating().margin() : 0.0);
        }
        CategoryChart chart = new CategoryChartBuilder()
                .width(200 + 160 * names.size()).height(480)
                .title("Elo after " + s.gamesPlayed() + " of " + s.schedule().size() + " games (95% intervals)")
                .xAxisTitle("player").yAxisTitle("Elo (mean 0)")
                .build();
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setChartTitleVisible(true);
        chart.getStyler().setErrorBarsColor(java.awt.Color.DARK_GRAY);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        chart.getStyler().setXAxisLabelRotation(20); // long player specs would overlap
        chart.addSeries("Elo", names, elo, margin);
        return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
    }
}
