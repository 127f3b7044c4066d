package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.record.GameRecord;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whole games between players, with random openings for variety. */
class BaGameTest {
    private final BlownAwayRules rules = new BlownAwayRules();
    private final Scenario skirmish = ScenarioLoader.loadNamed("skirmish");

    private GameRecord game(String blue, String red, long seed, int openings) {
        return BaGame.play(rules, skirmish, Variant.WITHOUT_CHANCE, seed,
                BaPlayers.create(blue, rules, Variant.WITHOUT_CHANCE, 1),
                BaPlayers.create(red, rules, Variant.WITHOUT_CHANCE, 2), 0, openings, null).record();
    }

    private static List<GameRecord.Step> first(GameRecord r, int n) {
        return r.steps().subList(0, Math.min(n, r.steps().size()));
    }

    @Test
    void bothGamesOfAPairShareTheOpening() {
        GameRecord a = game("greedy", "random", 5, 4);
        GameRecord b = game("random", "greedy", 5, 4);
        assertEquals(first(a, 4), first(b, 4), "the same four opening decisions whoever plays");
    }

    @Test
    void openingsVaryTheGamesOfDeterministicPlayers() {
        GameRecord one = game("greedy", "greedy", 5, 4);
        GameRecord two = game("greedy", "greedy", 6, 4);
        assertNotEquals(one.steps(), two.steps());
        GameRecord noOpening = game("greedy", "greedy", 5, 0);
        assertEquals(noOpening.steps(), game("greedy", "greedy", 5, 0).steps(), "reproducible");
    }
}
