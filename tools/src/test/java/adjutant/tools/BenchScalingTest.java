package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** #23 item 4: the scaling table and chart from the bench's lines. */
class BenchScalingTest {

    private static BenchScaling.Row row(String name, int figures, double fastMicros, double legalMicros) {
        return new BenchScaling.Row(name, figures, List.of(
                new BenchWorkload.RandomGames("chance", "fast path", 1e6 / fastMicros / 100, fastMicros),
                new BenchWorkload.RandomGames("chance", "legalActions", 1e6 / legalMicros / 100, legalMicros)), 1.5);
    }

    @Test
    void theTableHasARowPerScenarioAndTheChartIsAPng() throws Exception {
        List<BenchScaling.Row> rows = List.of(row("skirmish", 54, 5, 50), row("encounter", 126, 20, 500));
        List<String> lines = BenchScaling.table(rows).lines().toList();
        assertEquals(4, lines.size(), lines.toString());
        assertEquals("| skirmish | 54 | 2000.0 | 5.00 | 200.00 | 50.0 | 1.500 |", lines.get(2));
        byte[] png = BenchScaling.png(rows);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4));
    }

    @Test
    void theScenariosAreBlownAwaysShippedOnesAndTheGeneratedOne() {
        List<String> names = BenchScaling.scenarios();
        assertTrue(names.containsAll(List.of("skirmish", "encounter", "crossroads", "fieldworks")), names.toString());
        assertTrue(names.contains(BenchScaling.GENERATED.toString()) || !java.nio.file.Files.exists(BenchScaling.GENERATED));
    }
}
