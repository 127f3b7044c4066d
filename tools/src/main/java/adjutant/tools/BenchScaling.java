package adjutant.tools;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.io.AtomicFiles;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.ScenarioRef;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * How the cost of the rules grows with the size of the armies (#23): the bench's random-game
 * lines on Blown Away's shipped scenarios and on a generated 64-unit one, as a Markdown table
 * of figures against games/s and µs/step through both paths, and a PNG of µs/step against figures.
 */
final class BenchScaling {

    static {
        // Draw into an image only; never open a window (works without a display).
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    /** The generated scenario, in a source checkout (docs/bench/generate_64_units.py writes it). */
    static final Path GENERATED = Path.of("docs", "bench", "generated-64-units.json");

    /** One scenario's size and speeds. */
    record Row(String scenario, int figures, List<BenchWorkload.RandomGames> games, double copyMicros) {
        Optional<BenchWorkload.RandomGames> line(String variant, String path) {
            return games.stream().filter(g -> g.variant().equals(variant) && g.path().equals(path)).findFirst();
        }
    }

    private BenchScaling() {}

    /** The scenarios measured: Blown Away's shipped ones, then the generated one when present. */
    static List<String> scenarios() {
        List<String> names = new ArrayList<>(ScenarioCatalog.names("blown-away"));
        if (Files.isRegularFile(GENERATED)) {
            names.add(GENERATED.toString());
        }
        return names;
    }

    /** Runs the rules lines of every scenario, prints the table and writes the chart. */
    static void run(Path png, int games, int legalGames, double rulesWarmupSeconds, boolean fork, int forks) {
        List<Row> rows = new ArrayList<>();
        for (String name : scenarios()) {
            GameSetup setup = GameSetup.of(ScenarioRef.of(name).load(), Optional.empty());
            BenchFork forked = fork ? BenchCommand.forkFor(ScenarioRef.of(name), games, legalGames, rulesWarmupSeconds, 0, 0, forks) : null;
            rows.add(measure(setup.ruleset(), setup, games, legalGames, rulesWarmupSeconds, forked));
            System.out.println();
        }
        rows.sort(Comparator.comparingInt(Row::figures));
        System.out.print(table(rows));
        try {
            AtomicFiles.write(png, png(rows));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + png + ": " + e.getMessage(), e);
        }
        System.out.println("chart: " + png);
    }

    private static <S extends GameState<S>, A> Row measure(Ruleset<S, A> ruleset, GameSetup setup, int games, int legalGames,
            double rulesWarmupSeconds, BenchFork fork) {
        BenchWorkload<S, A> w = new BenchWorkload<>(ruleset, setup.scenario(), games, legalGames, 0, 0, rulesWarmupSeconds);
        w.run(fork);
        return new Row(setup.scenario().name(), w.figures(), w.randomGames(), w.copyMicros());
    }

    /** The Markdown table: one row a scenario, the chance version's lines and the copy. */
    static String table(List<Row> rows) {
        StringBuilder b = new StringBuilder("| Scenario | Figures | Fast path games/s | µs/step | legalActions games/s | µs/step | Copy µs |\n")
                .append("|---|---:|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            BenchWorkload.RandomGames fast = r.line("chance", "fast path").orElseThrow();
            BenchWorkload.RandomGames legal = r.line("chance", "legalActions").orElseThrow();
            b.append(String.format(Locale.ROOT, "| %s | %d | %.1f | %.2f | %.2f | %.1f | %.3f |%n", r.scenario(), r.figures(),
                    fast.gamesPerSecond(), fast.microsPerStep(), legal.gamesPerSecond(), legal.microsPerStep(), r.copyMicros()));
        }
        return b.toString();
    }

    static byte[] png(List<Row> rows) throws IOException {
        XYChart chart = new XYChartBuilder().width(800).height(500).title("Blown Away, chance version: cost of a random step")
                .xAxisTitle("figures on the table").yAxisTitle("µs per step (log scale)").build();
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setMarkerSize(8);
        for (String path : List.of("fast path", "legalActions")) {
            double[] x = rows.stream().mapToDouble(Row::figures).toArray();
            double[] y = rows.stream().mapToDouble(r -> r.line("chance", path).orElseThrow().microsPerStep()).toArray();
            XYSeries s = chart.addSeries(path, x, y);
            s.setMarker(SeriesMarkers.CIRCLE);
        }
        return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
    }
}
