package adjutant.ai.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.BaAction;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import adjutant.ai.Match;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.record.GameRecord;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Whole games between players, with random openings for variety. */
class MatchTest {
    private final BlownAwayRules rules = new BlownAwayRules();
    private final BaScenario skirmish = BaScenario.named("skirmish");

    private GameRecord<BaState, BaAction> game(String blue, String red, long seed, int openings) {
        return Match.play(BlownAwayRuleset.get(), skirmish, Variant.WITHOUT_CHANCE.id(), seed,
                BaPlayers.create(blue, rules, Variant.WITHOUT_CHANCE, 1),
                BaPlayers.create(red, rules, Variant.WITHOUT_CHANCE, 2), 0, openings, null).record();
    }

    private static List<GameRecord.Step<BaAction>> first(GameRecord<BaState, BaAction> r, int n) {
        return r.steps().subList(0, Math.min(n, r.steps().size()));
    }

    @Test
    void bothGamesOfAPairShareTheOpening() {
        GameRecord<BaState, BaAction> a = game("greedy", "random", 5, 4);
        GameRecord<BaState, BaAction> b = game("random", "greedy", 5, 4);
        assertEquals(first(a, 4), first(b, 4), "the same four opening decisions whoever plays");
    }

    @Test
    void openingsVaryTheGamesOfDeterministicPlayers() {
        GameRecord<BaState, BaAction> one = game("greedy", "greedy", 5, 4);
        GameRecord<BaState, BaAction> two = game("greedy", "greedy", 6, 4);
        assertNotEquals(one.steps(), two.steps());
        GameRecord<BaState, BaAction> noOpening = game("greedy", "greedy", 5, 0);
        assertEquals(noOpening.steps(), game("greedy", "greedy", 5, 0).steps(), "reproducible");
    }

    @Test
    void everyDecisionCarriesItsTimeAndChanceOutcomesNone() {
        Match.Result<BaState, BaAction> r = Match.play(BlownAwayRuleset.get(), skirmish, Variant.CHANCE.id(), 3,
                BaPlayers.create("greedy", rules, Variant.CHANCE, 1), BaPlayers.create("random", rules, Variant.CHANCE, 2),
                0, 0, null);
        long timed = r.record().steps().stream().filter(s -> s.millis() >= 0).count();
        assertEquals(r.decisions(), timed);
        assertEquals(r.decisions(), r.blueMillis().size() + r.redMillis().size());
        r.record().steps().stream().filter(GameRecord.Step::chance).forEach(s -> assertEquals(-1, s.millis()));
    }
}
