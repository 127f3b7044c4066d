package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import adjutant.ai.tuning.GamePairPlayer;
import adjutant.ai.tuning.PairedGamesFitness;
import adjutant.ai.tuning.TuningFitnessFactory;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class TuneCommandTest {

    static final WeightSpace SPACE = WeightSpace.of(
            WeightSpace.dimension("menInRanks", 0, 4, 1.0),
            WeightSpace.dimension("runningMen", -4, 0, -1.0),
            WeightSpace.dimension("objectivesOwned", 0, 10, 3.0));

    // Stand-in games: the closer to (3, -0.5, 6), the likelier the candidate wins; the seed is the luck.
    static final GamePairPlayer GAMES = (candidate, opponent, seed) -> {
        double d = Math.abs(candidate.get("menInRanks") - 3) / 4
                + Math.abs(candidate.get("runningMen") + 0.5) / 4
                + Math.abs(candidate.get("objectivesOwned") - 6) / 10;
        double p = Math.max(0, 1 - d);
        var random = new SplittableRandom(seed);
        return (random.nextDouble() < p ? 1 : 0) + (random.nextDouble() < p ? 1 : 0);
    };

    static final TuningFitnessFactory SYNTHETIC =
            request -> new TuningFitnessFactory.Setup(SPACE, new PairedGamesFitness(GAMES, request.gamesPerEval()));

    @TempDir
    Path tmp;

    record Run(int exit, String out, String err) {}

    static Run run(TuningFitnessFactory factory, String... args) {
        CommandLine cl = Adjutant.commandLine(new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                return cls == TuneCommand.class ? cls.cast(new TuneCommand(factory)) : CommandLine.defaultFactory().create(cls);
            }
        });
        var out = new StringWriter();
        var err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    /** A small run in {@code dir}; {@code changes} are option-value pairs (or lone flags) replacing the defaults here. */
    static List<String> args(Path dir, String... changes) {
        var list = new ArrayList<>(List.of("tune", "--rules", "chance", "--scenario", "skirmish", "crossroads",
                "--population", "6", "--generations", "2", "--games-per-eval", "4", "--seed", "5",
                "--out", dir.toString(), "--threads", "2", "--no-progress"));
        for (int i = 0; i < changes.length; i++) {
            String option = changes[i];
            boolean flag = i + 1 == changes.length || changes[i + 1].startsWith("--");
            int at = list.indexOf(option);
            if (flag) {
                list.add(option);
            } else if (at >= 0) {
                list.set(at + 1, changes[++i]);
            } else {
                list.add(option);
                list.add(changes[++i]);
            }
        }
        return list;
    }

    @Test
    void tuneWritesAllFilesOfARun() throws IOException {
        Path dir = tmp.resolve("run");
        Run r = run(SYNTHETIC, args(dir, "--generations", "3").toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("tuned 3 generations: best fitness "), r.out());
        for (String file : List.of("checkpoint.json", "best.json", "generations.csv", "fitness.png")) {
            assertTrue(Files.exists(dir.resolve(file)), file);
        }
        byte[] png = Files.readAllBytes(dir.resolve("fitness.png"));
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4));
        assertEquals(4, Files.readAllLines(dir.resolve("generations.csv")).size());
        Weights best = SPACE.load(dir.resolve("best.json"));
        assertEquals("chance", best.provenance().get("rules"));
        assertEquals("skirmish,crossroads", best.provenance().get("scenarios"));
        assertTrue(((String) best.provenance().get("command")).startsWith("adjutant tune --rules chance"));
        assertEquals("4", best.provenance().get("openings"), "openings default");
        assertFalse(best.provenance().containsKey("player"), "no --player: the ruleset's search");
        OutputPermissions.assertEveryFileHasTheDefaultPermissions(dir);
    }

    @Test
    void playerAndOpeningsReachTheRequestAndTheProvenance() throws IOException {
        Path dir = tmp.resolve("greedy");
        List<TuningFitnessFactory.Request> seen = new ArrayList<>();
        TuningFitnessFactory recording = request -> {
            seen.add(request);
            return SYNTHETIC.create(request);
        };
        Run r = run(recording, args(dir, "--player", "greedy", "--openings", "6").toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        assertEquals("greedy", seen.get(0).player());
        assertEquals(6, seen.get(0).openings());
        Weights best = SPACE.load(dir.resolve("best.json"));
        assertEquals("greedy", best.provenance().get("player"));
        assertEquals("6", best.provenance().get("openings"));
    }

    @Test
    void startAndSpreadReachTheRunAndItsProvenance() throws IOException {
        Path weights = tmp.resolve("start.json");
        Weights.of(SPACE.names(), new double[] {3, -0.5, 6}).save(weights);
        Path dir = tmp.resolve("started");
        Run r = run(SYNTHETIC, args(dir, "--start", weights.toString(), "--spread", "0.05").toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        Weights best = SPACE.load(dir.resolve("best.json"));
        assertEquals(weights.toString(), best.provenance().get("start"));
        assertEquals("0.05", best.provenance().get("spread"));
        assertEquals(3, best.get("menInRanks"), 0.5, "a tight scatter around the best point stays near it");
    }

    @Test
    void resumeContinuesAndEndsLikeAnUninterruptedRun() throws IOException {
        Path whole = tmp.resolve("whole");
        assertEquals(0, run(SYNTHETIC, args(whole, "--generations", "4").toArray(String[]::new)).exit());

        Path dir = tmp.resolve("resumed");
        assertEquals(0, run(SYNTHETIC, args(dir, "--generations", "2").toArray(String[]::new)).exit());
        Run r = run(SYNTHETIC, args(dir, "--generations", "4", "--resume").toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        assertEquals(SPACE.load(whole.resolve("best.json")).asMap(), SPACE.load(dir.resolve("best.json")).asMap());
        assertEquals(5, Files.readAllLines(dir.resolve("generations.csv")).size());
    }

    @Test
    void resumeRefusesOtherSettings() {
        Path dir = tmp.resolve("run");
        assertEquals(0, run(SYNTHETIC, args(dir, "--generations", "1").toArray(String[]::new)).exit());
        Run r = run(SYNTHETIC, args(dir, "--generations", "2", "--seed", "6", "--resume").toArray(String[]::new));
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("different settings (seed 5, not 6)"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void badArgumentsAreOneLineUsageErrors() {
        Path dir = tmp.resolve("bad");
        assertUsageError(args(dir, "--population", "3"), "--population must be at least 4, got 3");
        assertUsageError(args(dir, "--generations", "0"), "--generations must be at least 1, got 0");
        assertUsageError(args(dir, "--games-per-eval", "3"), "--games-per-eval must be even and at least 2");
        assertUsageError(args(dir, "--versus", "everyone"), "--versus must be reference or champion");
        assertUsageError(args(dir, "--resume"), "holds no checkpoint.json to resume");
        assertUsageError(args(dir, "--openings", "-1"), "'--openings': must not be negative, got -1");
        assertUsageError(args(dir, "--rules", "dice"), "'--rules': unknown rules 'dice'");
        assertUsageError(args(dir, "--scenario", "nowhere"), "no scenario file or shipped scenario named 'nowhere'");
        assertUsageError(args(dir, "--spread", "0"), "--spread must be in (0, 1], got 0.0");
        assertUsageError(args(dir, "--start", tmp.resolve("none.json").toString()), "none.json is not a file");
        assertFalse(Files.exists(dir), "nothing is written for a usage error");
    }

    @Test
    void anExistingRunNeedsResume() {
        Path dir = tmp.resolve("run");
        assertEquals(0, run(SYNTHETIC, args(dir, "--generations", "1").toArray(String[]::new)).exit());
        assertUsageError(args(dir, "--generations", "1"), "already holds a tuning run; add --resume");
    }

    @Test
    void spsaStepsTowardBetterWeightsAndWritesItsRecord() throws IOException {
        Path dir = tmp.resolve("spsa");
        Run r = run(SYNTHETIC, spsa(dir, "--steps", "40", "--step-size", "0.05").toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("SPSA: 40 steps, weights (mean of the second half) in "), r.out());
        assertTrue(r.out().contains("objectivesOwned"), r.out());
        assertEquals(41, Files.readAllLines(dir.resolve("spsa.csv")).size(), "the header and a line a step");
        byte[] png = Files.readAllBytes(dir.resolve("spsa.png"));
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4));
        Weights best = SPACE.load(dir.resolve("best.json"));
        assertEquals("adjutant tune --method spsa", best.provenance().get("tool"));
        assertEquals("skirmish,crossroads", best.provenance().get("scenarios"));
        assertEquals("2", best.provenance().get("gamesPerEval"), "SPSA's default: one pair a side");
        double start = Math.abs(SPACE.defaults().get("objectivesOwned") - 6);
        assertTrue(Math.abs(best.get("objectivesOwned") - 6) < start,
                "objectivesOwned moves toward the stand-in games' best, 6: " + best.get("objectivesOwned"));
        OutputPermissions.assertEveryFileHasTheDefaultPermissions(dir);
    }

    @Test
    void spsaResumesAKilledRunAndEndsLikeAnUninterruptedOne() throws IOException {
        Path whole = tmp.resolve("whole");
        assertEquals(0, run(SYNTHETIC, spsa(whole, "--steps", "12").toArray(String[]::new)).exit());
        Path dir = tmp.resolve("cut");
        assertEquals(0, run(SYNTHETIC, spsa(dir, "--steps", "12").toArray(String[]::new)).exit());
        var lines = Files.readAllLines(dir.resolve("spsa.csv"));
        Files.write(dir.resolve("spsa.csv"), lines.subList(0, 6)); // killed after step 4
        Run r = run(SYNTHETIC, spsa(dir, "--steps", "12", "--resume").toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        assertEquals(Files.readString(whole.resolve("spsa.csv")), Files.readString(dir.resolve("spsa.csv")));
    }

    @Test
    void spsaArgumentsAreOneLineUsageErrors() {
        Path dir = tmp.resolve("spsa");
        assertUsageError(spsa(dir, "--method", "annealing"), "--method must be ga or spsa, got 'annealing'");
        assertUsageError(spsa(dir, "--steps", "0"), "--steps must be at least 1, got 0");
        assertUsageError(spsa(dir, "--batch", "0"), "--batch must be at least 1, got 0");
        assertUsageError(spsa(dir, "--step-size", "0"), "--step-size must be greater than 0");
        assertUsageError(spsa(dir, "--perturbation", "0.7"), "--perturbation must be in (0, 0.5], got 0.7");
        assertUsageError(spsa(dir, "--versus", "champion"), "--versus is for the genetic algorithm");
        assertUsageError(spsa(dir, "--resume"), "holds no spsa.csv to resume");
        assertFalse(Files.exists(dir), "nothing is written for a usage error");
        assertEquals(0, run(SYNTHETIC, spsa(dir, "--steps", "2").toArray(String[]::new)).exit());
        assertUsageError(spsa(dir, "--steps", "2"), "already holds an SPSA run; add --resume");
    }

    /** A small SPSA run: {@link #args} with the method, 10 steps, and SPSA's own default of games a side. */
    private static List<String> spsa(Path dir, String... changes) {
        var all = new ArrayList<>(List.of("--method", "spsa", "--steps", "10"));
        all.addAll(List.of(changes));
        var list = args(dir, all.toArray(String[]::new));
        int at = list.indexOf("--games-per-eval");
        list.subList(at, at + 2).clear();
        return list;
    }

    @Test
    void theRealCommandLineHasTune() {
        Run help = run(SYNTHETIC, "tune", "--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().contains("--games-per-eval"), help.out());
        assertTrue(Adjutant.commandLine().getSubcommands().containsKey("tune"));
    }

    private void assertUsageError(List<String> args, String message) {
        Run r = run(SYNTHETIC, args.toArray(String[]::new));
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().startsWith("adjutant tune: "), r.err());
        assertTrue(r.err().contains(message), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }
}
