package adjutant.tools.tournament;

import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * {@code ratings.png}: each player's Elo as a bar with its 95% interval as an error bar. A player
 * whose interval is unbounded (a score of 0 or 1, or too few games: the standings say "inf") gets a
 * grey bar and no error bar, rather than one of no length that would claim a precise rating; the
 * legend says so.
 */
final class RatingsChart {

    static final String FILE = "ratings.png";

    static final String WITH_INTERVAL = "Elo with its 95% interval";
    static final String UNBOUNDED = "interval unbounded: a score of 0% or 100%, or too few games";
    static final String MEAN = "mean";

    private static final Color BAR = new Color(70, 110, 190);
    private static final Color UNBOUNDED_BAR = new Color(175, 175, 175);

    private RatingsChart() {}

    static byte[] png(Standings s) throws IOException {
        return BitmapEncoder.getBitmapBytes(chart(s), BitmapEncoder.BitmapFormat.PNG);
    }

    /** The chart: players by rank, one bar each, in one of two series by whether the interval is bounded. */
    static CategoryChart chart(Standings s) {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
        List<String> names = new ArrayList<>();
        List<Double> bounded = new ArrayList<>();
        List<Double> margin = new ArrayList<>();
        List<Double> unbounded = new ArrayList<>();
        for (Standings.Row r : s.rows()) {
            names.add(r.entrant().name());
            boolean has = r.rating().hasMargin();
            bounded.add(has ? r.rating().elo() : Double.NaN); // XChart takes no null beside error bars; NaN draws nothing
            margin.add(has ? r.rating().margin() : 0.0);
            unbounded.add(has ? null : r.rating().elo());
        }
        boolean anyBounded = bounded.stream().anyMatch(v -> !v.isNaN());
        boolean anyUnbounded = unbounded.stream().anyMatch(v -> v != null);
        CategoryChart chart = new CategoryChartBuilder()
                .width(Math.max(520, 200 + 160 * names.size())).height(480)
                .title("Elo after " + s.gamesPlayed() + " of " + s.schedule().size() + " games, with 95% intervals")
                .xAxisTitle("player").yAxisTitle("Elo (mean 0)")
                .build();
        var styler = chart.getStyler();
        styler.setChartTitleVisible(true);
        styler.setYAxisDecimalPattern("#,##0");
        styler.setOverlapped(true); // one bar per player, whichever series holds it
        styler.setErrorBarsColor(Color.DARK_GRAY);
        styler.setLegendVisible(anyUnbounded && s.gamesPlayed() > 0);
        styler.setLegendPosition(Styler.LegendPosition.OutsideS);
        styler.setLegendLayout(Styler.LegendLayout.Horizontal);
        styler.setXAxisLabelRotation(20); // long player specs would overlap
        styler.setAvailableSpaceFill(0.6);
        if (anyBounded) {
            chart.addSeries(WITH_INTERVAL, names, bounded, margin).setFillColor(BAR);
        }
        if (anyUnbounded) {
            chart.addSeries(UNBOUNDED, names, unbounded).setFillColor(UNBOUNDED_BAR);
        }
        // Last, an invisible series at the mean, 0, for the y axis's sake. XChart puts the ticks at the data
        // values themselves (139.79400086689793) when the list [axis minimum, the values in series order,
        // axis maximum] is equally spaced, as two players' [-x, x] always is. The ratings fall from the top
        // one, which is at least 0, so a 0 after them (or a NaN among them) breaks every such run.
        CategorySeries mean = chart.addSeries(MEAN, names, Collections.nCopies(names.size(), 0.0));
        mean.setChartCategorySeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Line);
        mean.setLineColor(new Color(0, 0, 0, 0));
        mean.setMarker(SeriesMarkers.NONE);
        mean.setShowInLegend(false);
        return chart;
    }
}
