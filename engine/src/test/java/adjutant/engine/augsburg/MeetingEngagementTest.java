package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.scenario.LoaScenario;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.LoadResult;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.ScenarioLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** LOA-SCN-1: the Meeting Engagement file loads without problems and has the spec's forces. */
class MeetingEngagementTest {

    static final Path FILE = Path.of("..", "scenarios", "league-of-augsburg", "meeting-engagement.json");

    static LoadResult load(String json) {
        return ScenarioLoader.check(json, "x", LeagueOfAugsburgRuleset.get());
    }

    @Test
    void loadsWithTheSpecsForces() throws Exception {
        LoadResult r = load(Files.readString(FILE));
        assertEquals(List.of(), r.problems(), () -> r.problems().stream().map(Problem::toString).collect(Collectors.joining("\n")));
        LoaScenario s = LoaScenario.from(r.orThrow());
        assertEquals(72, s.table().length());
        assertEquals(12, s.turnLimit());
        for (Side side : Side.values()) {
            assertEquals(4, s.army(side).brigades().size());
            assertEquals(2, s.army(side).cinc().cn());
            assertEquals(1, s.army(side).brigades().get(3).brigadier().cn());
            assertEquals(12, s.army(side).brigades().stream().mapToInt(b -> b.units().size()).sum());
        }
        LoaState g = LeagueOfAugsburgRuleset.get().newGame(s, "standard", 1);
        assertEquals(Phase.ORDERS, g.phase());
        // LOA-SCN-1 deployment: within 12" of the player's long edge
        for (int u = 0; u < g.setup().unitCount(); u++) {
            double y = g.unit(u).y;
            assertTrue(g.setup().side(u) == Side.BLUE ? y <= 12 : y >= 36);
        }
    }

    @Test
    void problemsNameTheirPath() throws Exception {
        String bad = Files.readString(FILE).replaceFirst("\"french-foot\"", "\"swiss-foot\"");
        LoadResult r = load(bad);
        assertTrue(r.problems().stream().anyMatch(p -> p.toString().contains("$.armies[0].brigades[0].units[0].kind")),
                r.problems()::toString);
    }
}
