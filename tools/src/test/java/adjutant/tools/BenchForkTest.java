package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/** #23 item 1: a bench line timed in a JVM of its own, started as this one was. */
class BenchForkTest {

    @Test
    void theChildIsThisJvmRunningOneLine() {
        BenchFork fork = new BenchFork(List.of("--scenario", "skirmish", "--games", "2"), 1);
        List<String> command = fork.command("fast chance");
        assertTrue(command.containsAll(ManagementFactory.getRuntimeMXBean().getInputArguments()), command.toString());
        assertEquals(System.getProperty("java.class.path"), command.get(command.indexOf("-cp") + 1));
        assertEquals(List.of(Adjutant.class.getName(), "bench", "--scenario", "skirmish", "--games", "2", "--line", "fast chance"),
                command.subList(command.indexOf("-cp") + 2, command.size()));
    }

    @Test
    void aPartSurvivesItsLine() {
        var games = new BenchWorkload.RandomGames("without-chance", "fast path", 1818.25, 2.5);
        BenchWorkload.Part part = BenchWorkload.Part.decode(new BenchWorkload.Part(35714, games, Double.NaN).encode());
        assertEquals(35714, part.signature());
        assertEquals(games, part.games());
        assertTrue(Double.isNaN(part.copyMicros()));
        BenchWorkload.Part copy = BenchWorkload.Part.decode(new BenchWorkload.Part(0, null, 0.487).encode());
        assertNull(copy.games());
        assertEquals(0.487, copy.copyMicros());
    }
}
