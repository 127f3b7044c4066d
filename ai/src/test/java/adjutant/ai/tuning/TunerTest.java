package adjutant.ai.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.eval.Weights;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TunerTest {

    @TempDir
    Path tmp;

    static final TuningSettings SETTINGS = TuningSettings.of(12, 6, 2024).withProblem(Map.of("rules", "synthetic"));

    static TuningResult tune(Path dir, TuningSettings settings, int threads, boolean resume, TuningListener... listeners) {
        var b = Tuner.builder(TestSpaces.BLOWN_AWAY, TestSpaces::synthetic, settings).threads(threads);
        for (TuningListener l : listeners) {
            b.listener(l);
        }
        return b.build().run(dir, resume);
    }

    /** The comparable part of a run: best weights, final population and fitness history. */
    static List<Object> outcome(TuningResult r, Path dir) throws IOException {
        JsonNode cp = new ObjectMapper().readTree(dir.resolve("checkpoint.json").toFile());
        List<List<Double>> history = r.history().stream()
                .map(s -> List.of((double) s.generation(), s.best(), s.mean(), s.stddev()))
                .toList();
        return List.of(r.best().asMap(), r.bestFitness(), cp.get("population").toString(), history);
    }

    @Test
    void improvesASyntheticFitness() {
        var settings = TuningSettings.of(24, 40, 11);
        TuningResult r = tune(tmp.resolve("run"), settings, 2, false);
        double start = TestSpaces.trueFitness(TestSpaces.BLOWN_AWAY.defaults());
        double end = TestSpaces.trueFitness(r.best());
        assertEquals(40, r.generations());
        assertTrue(end > start / 10, "tuned " + end + " vs defaults " + start);
        assertTrue(r.history().get(39).mean() > r.history().get(0).mean(),
                "mean fitness rose: " + r.history().get(0).mean() + " -> " + r.history().get(39).mean());
    }

    @Test
    void theFirstPopulationIsScatteredAroundTheStartWeights() {
        Weights start = TestSpaces.BLOWN_AWAY.defaults();
        double[] moved = start.values();
        moved[0] = 3.5; // menInRanks: range [0, 4], default 1
        start = Weights.of(start.names(), moved);
        var seen = new java.util.concurrent.ConcurrentLinkedQueue<Weights>();
        FitnessFunction recording = (w, seed) -> {
            seen.add(w);
            return TestSpaces.synthetic(w, seed);
        };
        Tuner.builder(TestSpaces.BLOWN_AWAY, recording, TuningSettings.of(40, 1, 3))
                .threads(1).start(start).spread(0.05).build().run(tmp.resolve("run"), false);
        Weights first = start;
        assertTrue(seen.stream().anyMatch(w -> w.asMap().equals(first.asMap())), "the start itself is a member");
        double mean = seen.stream().limit(40).mapToDouble(w -> w.get("menInRanks")).average().orElseThrow();
        assertEquals(3.5, mean, 0.15, "members scatter around the start (sigma 0.05 x range 4 = 0.2)");
        assertThrows(IllegalArgumentException.class,
                () -> Tuner.builder(TestSpaces.BLOWN_AWAY, recording, SETTINGS).spread(0));
    }

    @Test
    void sameSeedSameResultWhateverTheNumberOfThreads() throws IOException {
        TuningResult one = tune(tmp.resolve("one"), SETTINGS, 1, false);
        TuningResult two = tune(tmp.resolve("two"), SETTINGS, 2, false);
        TuningResult four = tune(tmp.resolve("four"), SETTINGS, 4, false);
        assertEquals(outcome(one, tmp.resolve("one")), outcome(two, tmp.resolve("two")));
        assertEquals(outcome(one, tmp.resolve("one")), outcome(four, tmp.resolve("four")));

        TuningResult other = tune(tmp.resolve("other"), TuningSettings.of(12, 6, 2025), 2, false);
        assertFalse(one.best().asMap().equals(other.best().asMap()), "another seed, another run");
    }

    @Test
    void resumeAfterAKillEqualsAnUninterruptedRun() throws IOException {
        TuningResult whole = tune(tmp.resolve("whole"), SETTINGS, 2, false);

        Path dir = tmp.resolve("killed");
        TuningListener killAfterThree = report -> {
            if (report.generation() == 3) {
                throw new Killed();
            }
        };
        assertThrows(Killed.class, () -> tune(dir, SETTINGS, 2, false, killAfterThree));
        assertEquals(3, new ObjectMapper().readTree(dir.resolve("checkpoint.json").toFile()).get("generation").asInt());

        var generationsSeen = new AtomicInteger();
        TuningResult resumed = tune(dir, SETTINGS, 1, true, report -> generationsSeen.incrementAndGet());
        assertEquals(3, generationsSeen.get(), "only generations 4 to 6 run again");
        assertEquals(outcome(whole, tmp.resolve("whole")), outcome(resumed, dir));
        assertEquals(Files.readAllLines(tmp.resolve("whole").resolve("generations.csv")).size(),
                Files.readAllLines(dir.resolve("generations.csv")).size());
    }

    @Test
    void aFinishedRunCanBeExtended() throws IOException {
        TuningResult whole = tune(tmp.resolve("whole"), SETTINGS, 2, false);
        Path dir = tmp.resolve("extended");
        tune(dir, SETTINGS.withGenerations(2), 2, false);
        TuningResult extended = tune(dir, SETTINGS, 2, true);
        assertEquals(outcome(whole, tmp.resolve("whole")), outcome(extended, dir));
    }

    @Test
    void resumeRefusesDifferentSettingsAndNewRunsRefuseAnOldFolder() {
        Path dir = tmp.resolve("run");
        tune(dir, SETTINGS.withGenerations(1), 2, false);
        var e = assertThrows(IllegalArgumentException.class,
                () -> tune(dir, TuningSettings.of(16, 6, 2024).withProblem(Map.of("rules", "chance")), 2, true));
        assertTrue(e.getMessage().contains("different settings"), e.getMessage());
        assertTrue(e.getMessage().contains("population 12, not 16"), e.getMessage());
        assertTrue(e.getMessage().contains("rules synthetic, not chance"), e.getMessage());

        var again = assertThrows(IllegalArgumentException.class, () -> tune(dir, SETTINGS, 2, false));
        assertTrue(again.getMessage().contains("already holds a tuning run"), again.getMessage());

        var nothing = assertThrows(IllegalArgumentException.class, () -> tune(tmp.resolve("empty"), SETTINGS, 2, true));
        assertTrue(nothing.getMessage().contains("nothing to resume"), nothing.getMessage());
    }

    @Test
    void writesCheckpointBestAndCsvEveryGeneration() throws IOException {
        Path dir = tmp.resolve("files");
        var reports = new java.util.ArrayList<GenerationReport>();
        TuningResult r = tune(dir, SETTINGS.withGenerations(3), 2, false, report -> {
            assertTrue(Files.exists(report.dir().resolve("checkpoint.json")));
            reports.add(report);
        });
        List<String> csv = Files.readAllLines(dir.resolve("generations.csv"));
        assertEquals(GenerationStats.CSV_HEADER, csv.get(0));
        assertEquals(4, csv.size());
        assertTrue(csv.get(3).startsWith("3,"), csv.get(3));

        Weights best = TestSpaces.BLOWN_AWAY.load(dir.resolve("best.json"));
        assertEquals(r.best().asMap(), best.asMap());
        assertEquals(2024L, best.provenance().get("seed"));
        assertEquals(3L, best.provenance().get("generation"));
        assertEquals(r.bestFitness(), best.provenance().get("fitness"));
        assertEquals("synthetic", best.provenance().get("rules"));

        assertEquals(List.of(1, 2, 3), reports.stream().map(GenerationReport::generation).toList());
        assertEquals(3, reports.get(2).history().size());
        try (var files = Files.list(dir)) {
            assertEquals(List.of("best.json", "checkpoint.json", "generations.csv"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void versusChampionPlaysThePreviousBest() {
        var opponents = new java.util.ArrayList<Map<String, Double>>();
        FitnessFunction fitness = new FitnessFunction() {
            @Override
            public double fitness(Weights candidate, long seed) {
                throw new AssertionError("the reference is not played in champion mode");
            }

            @Override
            public FitnessFunction versus(Weights champion) {
                opponents.add(champion.asMap());
                return (candidate, seed) -> TestSpaces.synthetic(candidate, seed) - TestSpaces.trueFitness(champion);
            }
        };
        var settings = SETTINGS.withGenerations(3).withVersus(TuningSettings.Versus.CHAMPION);
        Tuner.builder(TestSpaces.BLOWN_AWAY, fitness, settings).threads(2).build().run(tmp.resolve("champ"), false);
        assertEquals(3, opponents.size(), "one champion per generation");
        assertEquals(TestSpaces.BLOWN_AWAY.defaults().asMap(), opponents.get(0), "generation 1 plays the defaults");
        Map<String, Double> bestOfGeneration1 = TestSpaces.BLOWN_AWAY.load(tmp.resolve("champ").resolve("best.json")).asMap();
        assertTrue(opponents.get(2).keySet().equals(bestOfGeneration1.keySet()));
    }

    static final class Killed extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }
}
