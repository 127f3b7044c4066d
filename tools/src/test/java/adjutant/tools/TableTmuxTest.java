package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code adjutant table} in a real terminal, driven through tmux as a person types: the units
 * listed, a sync, then a whole short game answered at each prompt. Skipped where tmux is not
 * installed (a bare CI machine has only the JDK and Maven); the in-process {@link TableTest}
 * covers the same dialogue there.
 */
class TableTmuxTest {
    @TempDir
    Path tmp;

    private final String server = "adjutant-test-" + ProcessHandle.current().pid();

    @Test
    void aWholeShortGameAtTheTerminal() throws Exception {
        assumeTrue(tmuxAvailable(), "tmux is not installed");
        Path save = tmp.resolve("game.json");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = String.join(" ", java, "-cp", "'" + System.getProperty("java.class.path") + "'",
                "adjutant.tools.Adjutant", "table", "--scenario", "skirmish", "--side", "red", "--draw", "--seed", "3",
                "--bot", "mcts:iterations=20", "--save", save.toString(), "; echo TABLE-EXITED; sleep 120");
        Path script = tmp.resolve("table.sh"); // the class path is too long for a tmux command line
        Files.writeString(script, command + "\n");
        try {
            String started = tmux("new-session", "-d", "-s", "table", "-x", "200", "-y", "60", "sh " + script);
            assertEquals("", started, "tmux new-session");
            String screen = awaitPrompt();
            assertTrue(screen.contains("You command the Austrians"), screen);
            type("units");
            screen = awaitPrompt();
            assertTrue(screen.contains("Your army, the Austrians:"), screen);
            type("sync 4 24 5 0");
            screen = awaitPrompt();
            assertTrue(screen.contains("Synced (not a move): 4. Musketeers (Austrians) (u3): the centre of its front rank 24 in from the left edge, "
                    + "5 in from your edge"), screen);
            type("ready");
            screen = awaitPrompt();
            assertTrue(screen.contains("Both armies are deployed. Adjutant wrote, before you deployed:"), screen);
            for (int answers = 0; !screen.contains("TABLE-EXITED"); answers++) {
                assertTrue(answers < 400, "the game should end within 400 answers:\n" + screen);
                type("1");
                screen = awaitPrompt();
            }
            assertTrue(screen.contains("The game is over: "), screen);
            assertTrue(TableFile.read(save).game().result().isOver(), "the saved game is the finished one");
            Path written = tmp.resolve("game.json.deployment.txt");
            assertEquals(List.of(save, written, script).stream().sorted().toList(), Files.list(tmp).sorted().toList(),
                    "saved atomically: no temporary file is left beside it");
        } finally {
            tmux("kill-server");
        }
    }

    private long promptsSeen;

    /**
     * Waits until the table asks for input anew (one more "> " prompt than before, on the last
     * line) or has exited; the whole screen with its history.
     */
    private String awaitPrompt() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            String screen = tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "table");
            List<String> lines = screen.lines().filter(l -> !l.isBlank()).toList();
            String last = lines.isEmpty() ? "" : lines.get(lines.size() - 1);
            long prompts = lines.stream().filter(l -> l.startsWith(">")).count();
            if ((last.strip().equals(">") && prompts > promptsSeen) || screen.contains("TABLE-EXITED")) {
                promptsSeen = prompts;
                return screen;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no prompt within 60 s:\n" + tmux("capture-pane", "-p", "-t", "table"));
    }

    private void type(String line) throws Exception {
        tmux("send-keys", "-t", "table", "-l", line);
        tmux("send-keys", "-t", "table", "Enter");
    }

    private String tmux(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("tmux", "-L", server));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(30, TimeUnit.SECONDS);
        return out;
    }

    private static boolean tmuxAvailable() {
        try {
            Process p = new ProcessBuilder("tmux", "-V").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
