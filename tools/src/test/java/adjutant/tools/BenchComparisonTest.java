package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.ScenarioRef;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** #23 item 2: old and new code compared in one run ({@code bench --against}). */
class BenchComparisonTest {

    @Test
    void aBuildAgainstItselfPlaysTheSameGamesAndSearchesInTwoClassLoaders() {
        GameSetup setup = GameSetup.of(ScenarioRef.of("skirmish").load(), Optional.empty());
        BenchComparison c = new BenchComparison(BenchComparison.thisBuild(), BenchComparison.thisBuild(), "itself", "skirmish",
                3, 2, 2, 1, 0, 0);
        PrintStream old = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            assertEquals(0, c.run(setup.ruleset(), setup));
        } finally {
            System.setOut(old);
        }
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertTrue(lines.get(0).startsWith("Adjutant bench: this build against itself, skirmish.json"), lines.get(0));
        // chance and without chance, each along the fast path and legalActions; then their searches
        List<String> games = lines.stream().filter(l -> l.contains("\u00b5s/step")).toList();
        assertEquals(4, games.size(), lines.toString());
        games.forEach(l -> assertTrue(l.endsWith("; the same games") && l.contains("x as fast (median of 2 rounds"), l));
        List<String> searches = lines.stream().filter(l -> l.contains(" /s, the other ")).toList();
        assertTrue(searches.size() >= 2, lines.toString());
        searches.forEach(l -> assertTrue(l.endsWith("; the same decisions"), l));
    }

    @Test
    void aDirectoryWithoutABuildIsRefusedWithWhatIsMissing(@TempDir Path dir) throws Exception {
        UsageException e = assertThrows(UsageException.class, () -> BenchComparison.otherBuild(dir));
        assertTrue(e.getMessage().startsWith("--against " + dir + ": no Adjutant build there"), e.getMessage());
        Files.createDirectories(dir.resolve("tools/target/classes"));
        Files.createDirectories(dir.resolve("tools/target/lib"));
        e = assertThrows(UsageException.class, () -> BenchComparison.otherBuild(dir));
        assertTrue(e.getMessage().contains("no adjutant-engine jar in"), e.getMessage());
    }
}
