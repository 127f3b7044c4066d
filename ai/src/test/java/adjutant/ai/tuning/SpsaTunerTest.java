package adjutant.ai.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpsaTunerTest {

    static final WeightSpace SPACE = WeightSpace.of(
            WeightSpace.dimension("a", 0, 4, 1.0),
            WeightSpace.dimension("b", -4, 0, -3.0),
            WeightSpace.dimension("c", 0, 10, 8.0));

    /** The best weights of the stand-in games below. */
    static final double[] BEST = {3, -0.5, 4};

    /**
     * Stand-in games: each of 8 games is won with a probability that falls with the distance from
     * {@link #BEST} (in units of each range); the seed is the luck, the same for both sides of a step.
     */
    static final FitnessFunction GAMES = (w, seed) -> {
        double p = 0.95 * Math.exp(-distance(w));
        var random = new SplittableRandom(seed);
        int won = 0;
        for (int g = 0; g < 8; g++) {
            won += random.nextDouble() < p ? 1 : 0;
        }
        return won / 8.0;
    };

    static double distance(Weights w) {
        double d = 0;
        for (int i = 0; i < BEST.length; i++) {
            WeightSpace.Dimension dim = SPACE.get(i);
            d += Math.abs(w.get(i) - BEST[i]) / (dim.max() - dim.min());
        }
        return d;
    }

    static final SpsaTuner.Settings SETTINGS = new SpsaTuner.Settings(150, 2, 0.5, 0.05, 9);

    @TempDir
    Path tmp;

    @Test
    void stepsTowardTheBestWeightsThroughNoisyGames() {
        var result = new SpsaTuner(SPACE, GAMES, SETTINGS, 2).run(SPACE.defaults(), tmp, Map.of(), k -> {});
        double before = distance(SPACE.defaults());
        double after = distance(result.weights());
        assertEquals(150, result.steps().size());
        assertTrue(after < before / 2, "distance from the best weights " + before + " -> " + after);
        assertEquals(result.weights().asMap(), Weights.load(tmp.resolve("best.json")).asMap());
    }

    @Test
    void threadsDoNotChangeTheRun() throws IOException {
        var settings = new SpsaTuner.Settings(20, 3, 0.05, 0.05, 4);
        new SpsaTuner(SPACE, GAMES, settings, 1).run(SPACE.defaults(), tmp.resolve("one"), Map.of(), k -> {});
        new SpsaTuner(SPACE, GAMES, settings, 3).run(SPACE.defaults(), tmp.resolve("three"), Map.of(), k -> {});
        assertEquals(Files.readString(tmp.resolve("one/spsa.csv")), Files.readString(tmp.resolve("three/spsa.csv")));
    }

    @Test
    void aKilledRunResumesFromItsLastStepAndEndsAsAnUninterruptedOne() throws IOException {
        var settings = new SpsaTuner.Settings(20, 2, 0.05, 0.05, 6);
        new SpsaTuner(SPACE, GAMES, settings, 2).run(SPACE.defaults(), tmp.resolve("whole"), Map.of(), k -> {});
        Path cut = tmp.resolve("cut");
        assertThrows(IllegalStateException.class, () -> new SpsaTuner(SPACE, GAMES, settings, 2)
                .run(SPACE.defaults(), cut, Map.of(), k -> {
                    if (k == 7) {
                        throw new IllegalStateException("killed");
                    }
                }));
        assertEquals(9, Files.readAllLines(cut.resolve("spsa.csv")).size(), "the header and steps 0-7");
        new SpsaTuner(SPACE, GAMES, settings, 2).run(SPACE.defaults(), cut, Map.of(), k -> {});
        assertEquals(Files.readString(tmp.resolve("whole/spsa.csv")), Files.readString(cut.resolve("spsa.csv")));
        assertEquals(Files.readString(tmp.resolve("whole/best.json")), Files.readString(cut.resolve("best.json")));
    }

    @Test
    void theResultIsTheMeanOfTheSecondHalfOfTheSteps() {
        var result = new SpsaTuner(SPACE, GAMES, new SpsaTuner.Settings(10, 1, 0.05, 0.05, 2), 1)
                .run(SPACE.defaults(), tmp, Map.of("tool", "test"), k -> {});
        for (int i = 0; i < SPACE.size(); i++) {
            double mean = 0;
            for (int k = 5; k < 10; k++) {
                mean += result.steps().get(k).position()[i] / 5;
            }
            WeightSpace.Dimension d = SPACE.get(i);
            assertEquals(d.min() + mean * (d.max() - d.min()), result.weights().get(i), 1e-9);
        }
        assertEquals("test", result.weights().provenance().get("tool"));
    }

    @Test
    void weightsStayInsideTheirRanges() {
        var wild = new SpsaTuner.Settings(30, 2, 5.0, 0.5, 3); // huge steps: every move is clamped
        var result = new SpsaTuner(SPACE, GAMES, wild, 2).run(SPACE.defaults(), tmp, Map.of(), k -> {});
        for (var step : result.steps()) {
            for (double x : step.position()) {
                assertTrue(x >= 0 && x <= 1, "position " + x);
            }
        }
    }

    @Test
    void aCorruptRecordIsRefusedWithItsLine() throws IOException {
        new SpsaTuner(SPACE, GAMES, new SpsaTuner.Settings(3, 1, 0.05, 0.05, 2), 1).run(SPACE.defaults(), tmp, Map.of(), k -> {});
        Path csv = tmp.resolve("spsa.csv");
        var lines = Files.readAllLines(csv);
        lines.set(2, lines.get(2).replaceFirst(",[^,]*$", ",x"));
        Files.write(csv, lines);
        var more = new SpsaTuner(SPACE, GAMES, new SpsaTuner.Settings(5, 1, 0.05, 0.05, 2), 1);
        var e = assertThrows(IllegalArgumentException.class, () -> more.run(SPACE.defaults(), tmp, Map.of(), k -> {}));
        assertTrue(e.getMessage().contains("spsa.csv: line 3: not a number"), e.getMessage());
    }

    @Test
    void settingsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new SpsaTuner.Settings(0, 1, 0.1, 0.1, 1));
        assertThrows(IllegalArgumentException.class, () -> new SpsaTuner.Settings(5, 0, 0.1, 0.1, 1));
        assertThrows(IllegalArgumentException.class, () -> new SpsaTuner.Settings(5, 1, 0, 0.1, 1));
        assertThrows(IllegalArgumentException.class, () -> new SpsaTuner.Settings(5, 1, 0.1, 0.6, 1));
    }
}
