package adjutant.tools;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ValidateCommandTest {

    /** Exit code, standard output and standard error of one in-process run. */
    record Run(int exit, String out, String err) {}

    static Run run(String... args) {
        CommandLine cl = Adjutant.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void shippedScenariosByNameAreOk() {
        Run r = run("validate", "encounter", "skirmish");
        assertEquals(0, r.exit(), r.err());
        assertEquals("encounter: ok\nskirmish: ok\n", r.out().replace("\r\n", "\n"));
    }

    @Test
    void honoursOfWarScenariosReportEachArmysPointsAndTheBalance() {
        Run r = run("validate", "st-ulrich");
        assertEquals(0, r.exit(), r.err());
        assertEquals("st-ulrich: ok\n"
                + "st-ulrich: Blue (blue, austria): 450 points (units 450, fortifications 0, commanders +0)\n"
                + "st-ulrich: Red (red, austria): 350 points (units 350, fortifications 0, commanders +0)\n"
                + "st-ulrich: points not balanced: 100 apart, 22.2% of the higher total (HOW-PTS-1 allows 5%)\n",
                r.out().replace("\r\n", "\n"));
    }

    @Test
    void warningsAreShownButDoNotFail() {
        Run r = run("validate", "fieldworks");
        assertEquals(0, r.exit());
        assertEquals("fieldworks: ok\n"
                + "fieldworks: $.armies: warning: BA-SETUP-2: the sides differ in men (blue 116, red 67)\n",
                r.out().replace("\r\n", "\n"));
    }

    @Test
    void aBadFilePrintsEveryProblemWithItsPathAndExits1(@TempDir Path dir) throws IOException {
        Path good = dir.resolve("good.json");
        Files.writeString(good, adjutant.engine.scenario.ScenarioWriter.toJson(
                BaScenario.named("skirmish")));
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(good)
                .replace("\"turnLimit\": 60", "\"turnLimit\": 0")
                .replace("\"kind\": \"woods\"", "\"kind\": \"forest\""));
        Run r = run("validate", good.toString(), bad.toString());
        assertEquals(1, r.exit());
        String[] lines = r.out().replace("\r\n", "\n").split("\n");
        assertEquals(good + ": ok", lines[0]);
        assertTrue(lines[1].startsWith(bad + ": $.terrain[0].kind: unknown terrain kind 'forest'"), lines[1]);
        assertEquals(bad + ": $.turnLimit: must be at least 1, not 0", lines[2]);
        assertEquals(3, lines.length);
    }

    @Test
    void malformedJsonGivesLineAndColumn(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("broken.json");
        Files.writeString(f, "{\n  \"format\": \"adjutant-scenario/1\"\n  \"rules\": \"blown-away\"\n}\n");
        Run r = run("validate", f.toString());
        assertEquals(1, r.exit());
        assertTrue(r.out().startsWith(f + ": $: malformed JSON at line 3, column 3: "), r.out());
    }

    @Test
    void unreadablePathExits1WithAClearMessage(@TempDir Path dir) {
        Path missing = dir.resolve("missing.json");
        Run r = run("validate", missing.toString(), "nosuch");
        assertEquals(1, r.exit());
        String out = r.out().replace("\r\n", "\n");
        assertTrue(out.contains(missing + ": $: no such file\n"), out);
        assertTrue(out.contains("nosuch: $: no shipped scenario 'nosuch' (shipped: crossroads, encounter,"), out);
        assertFalse((r.out() + r.err()).contains("Exception"), r.err());
    }

    @Test
    void noFilesIsAUsageError() {
        Run r = run("validate");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("Missing required parameter"), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
    }
}
