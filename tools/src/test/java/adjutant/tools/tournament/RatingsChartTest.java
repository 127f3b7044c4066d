package adjutant.tools.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Outcome;
import adjutant.engine.game.RulesChoice;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;

/**
 * ratings.png from real standings: round tick labels, each player's 95% interval as an error bar,
 * and no error bar of no length where the interval is unbounded. The PNGs are left in
 * target/ratings-chart/ to be looked at.
 */
class RatingsChartTest {

    private static final Path OUT = Path.of("target", "ratings-chart");

    /** The standings after every scheduled game, with outcomes chosen by game index (blue's view). */
    private static Standings standings(int gamesPerPairing, IntFunction<Outcome> outcome, String... players) {
        Schedule schedule = Schedule.of(new TournamentParams(List.of(players), Format.ROUND_ROBIN, List.of("ridge"),
                Optional.of(RulesChoice.parse("chance")), gamesPerPairing, 1, Optional.empty(), Duration.ofMillis(100), 0));
        List<FinishedGame> games = new ArrayList<>();
        for (int i = 0; i < schedule.size(); i++) {
            games.add(new FinishedGame(schedule.game(i), outcome.apply(i), "test", 10, 0, 0, Optional.empty(),
                    Optional.empty()));
        }
        return Standings.compute(schedule, games, Optional.empty(), Optional.empty());
    }

    /** Games of {@code name} go its way where {@code wins} holds for the game index; the rest are mixed. */
    private static IntFunction<Outcome> stronger(Schedule s, String name, java.util.function.IntPredicate wins) {
        return i -> {
            ScheduledGame g = s.game(i);
            boolean blueIsIt = g.blue().name().equals(name);
            boolean redIsIt = g.red().name().equals(name);
            if (!blueIsIt && !redIsIt) {
                return i % 3 == 0 ? Outcome.DRAW : i % 3 == 1 ? Outcome.BLUE_WINS : Outcome.RED_WINS;
            }
            boolean itWins = wins.test(i);
            return itWins == blueIsIt ? Outcome.BLUE_WINS : Outcome.RED_WINS;
        };
    }

    private static CategoryChart render(String file, Standings s) throws IOException {
        CategoryChart chart = RatingsChart.chart(s);
        byte[] png = RatingsChart.png(s);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, java.util.Arrays.copyOf(png, 4));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(chart.getWidth(), image.getWidth());
        Files.createDirectories(OUT);
        Files.write(OUT.resolve(file), png);
        assertEquals("#,##0", chart.getStyler().getYAxisDecimalPattern());
        // Closed by the mean, the y values are never equally spaced: XChart would put its ticks at them.
        assertEquals(RatingsChart.MEAN, List.copyOf(chart.getSeriesMap().keySet()).get(chart.getSeriesMap().size() - 1));
        return chart;
    }

    private static List<Double> values(CategorySeries series, boolean errorBars) {
        List<Double> out = new ArrayList<>();
        for (Number n : errorBars ? series.getExtraValues() : series.getYData()) {
            out.add(n == null || Double.isNaN(n.doubleValue()) ? null : n.doubleValue()); // no bar there
        }
        return out;
    }

    @Test
    void everyPlayerHasItsRatingAndItsIntervalAsAnErrorBar() throws IOException {
        String[] players = {"mcts:iterations=50", "greedy", "random#1", "random#2"};
        Schedule schedule = Schedule.of(new TournamentParams(List.of(players), Format.ROUND_ROBIN, List.of("ridge"),
                Optional.of(RulesChoice.parse("chance")), 12, 1, Optional.empty(), Duration.ofMillis(100), 0));
        // mcts wins 3 games in 4; the others share the rest.
        Standings s = standings(12, stronger(schedule, "mcts:iterations=50", i -> i % 4 != 0), players);
        CategoryChart chart = render("four-players.png", s);

        CategorySeries bars = chart.getSeriesMap().get(RatingsChart.WITH_INTERVAL);
        assertEquals(4, bars.getYData().size());
        List<Double> elo = values(bars, false);
        List<Double> margin = values(bars, true);
        for (int i = 0; i < 4; i++) {
            Standings.Row row = s.rows().get(i);
            assertTrue(row.rating().hasMargin(), row.toString());
            assertEquals(row.rating().elo(), elo.get(i), 1e-9);
            assertEquals(row.rating().margin(), margin.get(i), 1e-9);
            assertTrue(margin.get(i) > 10, "an interval of some width: " + margin.get(i));
        }
        assertFalse(chart.getSeriesMap().containsKey(RatingsChart.UNBOUNDED));
        assertFalse(chart.getStyler().isLegendVisible());
    }

    @Test
    void aPlayerWhoWonEveryGameHasNoErrorBarOfNoLength() throws IOException {
        // The two-player case a new user meets first: greedy wins both games, no interval is bounded.
        Schedule schedule = Schedule.of(new TournamentParams(List.of("random", "greedy"), Format.ROUND_ROBIN,
                List.of("ridge"), Optional.of(RulesChoice.parse("chance")), 2, 1, Optional.empty(), Duration.ofMillis(100), 0));
        Standings s = standings(2, stronger(schedule, "greedy", i -> true), "random", "greedy");
        CategoryChart chart = render("two-players-one-won-all.png", s);
        assertFalse(chart.getSeriesMap().containsKey(RatingsChart.WITH_INTERVAL), "no bounded interval to draw");
        CategorySeries grey = chart.getSeriesMap().get(RatingsChart.UNBOUNDED);
        assertNull(grey.getExtraValues(), "no error bars");
        assertEquals(s.rows().get(0).rating().elo(), values(grey, false).get(0), 1e-9);
        assertTrue(chart.getStyler().isLegendVisible(), "the legend says why there are no intervals");
    }

    @Test
    void boundedAndUnboundedIntervalsSideBySide() throws IOException {
        String[] players = {"alphabeta:depth=4", "mcts:think=200ms", "greedy"};
        Schedule schedule = Schedule.of(new TournamentParams(List.of(players), Format.ROUND_ROBIN, List.of("ridge"),
                Optional.of(RulesChoice.parse("chance")), 10, 1, Optional.empty(), Duration.ofMillis(100), 0));
        // greedy loses every game; the other two split theirs.
        Standings s = standings(10, i -> {
            ScheduledGame g = schedule.game(i);
            if (g.blue().name().equals("greedy")) {
                return Outcome.RED_WINS;
            }
            if (g.red().name().equals("greedy")) {
                return Outcome.BLUE_WINS;
            }
            return i % 3 == 0 ? Outcome.DRAW : i % 2 == 0 ? Outcome.BLUE_WINS : Outcome.RED_WINS;
        }, players);
        CategoryChart chart = render("three-players-one-lost-all.png", s);
        List<Double> bounded = values(chart.getSeriesMap().get(RatingsChart.WITH_INTERVAL), false);
        List<Double> unbounded = values(chart.getSeriesMap().get(RatingsChart.UNBOUNDED), false);
        for (int i = 0; i < 3; i++) {
            boolean has = s.rows().get(i).rating().hasMargin();
            assertEquals(has, bounded.get(i) != null, "row " + i);
            assertEquals(has, unbounded.get(i) == null, "row " + i);
        }
        assertEquals("greedy", s.rows().get(2).entrant().name());
        assertFalse(s.rows().get(2).rating().hasMargin());
    }

    @Test
    void beforeTheFirstGame() throws IOException {
        Standings s = standings(2, i -> Outcome.DRAW, "random", "greedy");
        Standings none = Standings.compute(s.schedule(), List.of(), Optional.empty(), Optional.empty());
        CategoryChart chart = render("no-games-yet.png", none);
        assertFalse(chart.getStyler().isLegendVisible(), "nothing to explain yet");
    }
}
