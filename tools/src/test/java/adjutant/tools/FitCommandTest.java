package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.blownaway.BaFeatures;
import adjutant.ai.eval.Weights;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code adjutant fit} as a user runs it: games played, weights fitted and written, the forecast scored on held-out games. */
class FitCommandTest {
    @TempDir
    Path tmp;

    record Run(int exit, String out, String err) {}

    private static Run run(String... args) {
        var cl = Adjutant.commandLine();
        var out = new StringWriter();
        var err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void fitsWeightsToTheGamesAndScoresThemOnTheGamesHeldOut() throws Exception {
        Path file = tmp.resolve("fitted.json");
        String[] args = {"fit", "--scenario", "skirmish", "--rules", "chance", "--blue", "greedy", "--red", "random",
            "--games", "8", "--holdout", "0.25", "--seed", "3", "--out", file.toString(), "--no-progress"};
        Run r = run(args);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("fitted on 6 games"), r.out());
        assertTrue(r.out().contains("held out"), r.out());
        assertTrue(r.out().contains("hand-set"), r.out());
        Weights w = BaFeatures.SPACE.load(file);
        assertEquals("adjutant fit", w.provenance().get("tool"));
        assertEquals(6, ((Number) w.provenance().get("gamesFitted")).intValue());
        // the same seed, the same games, the same weights
        Path again = tmp.resolve("again.json");
        args[args.length - 2] = again.toString();
        assertEquals(0, run(args).exit());
        assertEquals(w.asMap(), BaFeatures.SPACE.load(again).asMap());
    }

    @Test
    void badArgumentsAreOneLineErrors() throws Exception {
        Path out = tmp.resolve("w.json");
        Run odd = run("fit", "--scenario", "skirmish", "--games", "3", "--out", out.toString());
        assertEquals(2, odd.exit());
        assertTrue(odd.err().contains("--games must be even"), odd.err());
        Run holdout = run("fit", "--scenario", "skirmish", "--holdout", "1", "--out", out.toString());
        assertEquals(2, holdout.exit());
        assertTrue(holdout.err().contains("--holdout must be in [0, 1)"), holdout.err());
        Run folder = run("fit", "--scenario", "skirmish", "--out", tmp.toString());
        assertEquals(2, folder.exit());
        assertTrue(folder.err().contains("is a folder"), folder.err());
        Run mixed = run("fit", "--scenario", "skirmish", "st-ulrich", "--games", "2", "--out", out.toString());
        assertEquals(2, mixed.exit());
        assertTrue(mixed.err().contains("a fit is of one ruleset's evaluation"), mixed.err());
        Files.writeString(tmp.resolve("bad.json"), "{}");
        Run compare = run("fit", "--scenario", "skirmish", "--games", "2", "--compare", tmp.resolve("bad.json").toString(),
                "--out", out.toString(), "--no-progress");
        assertEquals(2, compare.exit());
        assertTrue(compare.err().contains("--compare"), compare.err());
        assertTrue(Files.notExists(out), "nothing written when the arguments are wrong");
    }
}
