package adjutant.ai.blownaway.scripted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.CheckingWatcher;
import adjutant.ai.Match;
import adjutant.ai.blownaway.BaPlayers;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The scripted commander plays whole games on every shipped Blown Away scenario, in both
 * variants, on either side, and every step passes the forward model's checks (the chosen action
 * legal, chance sums, copies independent, invariants). The same seed plays the same game.
 */
class ScriptedGamesTest {
    private static final long SEED = 11;

    static Stream<Arguments> scenarios() {
        return ScenarioCatalog.names(BaScenario.RULES).stream()
                .flatMap(name -> Stream.of(Variant.values()).map(v -> Arguments.of(name, v)));
    }

    private static Match.Result<BaState, BaAction> play(String name, Variant variant, String blue, String red, long seed,
            List<String> problems) {
        BlownAwayRules rules = new BlownAwayRules();
        return Match.play(BlownAwayRuleset.get(), BaScenario.named(name), variant.id(), seed,
                BaPlayers.create(blue, rules, variant, seed * 31 + 1), BaPlayers.create(red, rules, variant, seed * 31 + 2),
                0, 2, new CheckingWatcher<>(BlownAwayRuleset.get(), problems::add));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("scenarios")
    @DisplayName("plays whole games legally, against random and against itself")
    void playsWholeGamesLegally(String name, Variant variant) {
        List<String> problems = new ArrayList<>();
        for (String[] pairing : new String[][] {{"scripted", "random"}, {"random", "scripted"}, {"scripted", "scripted"}}) {
            Match.Result<BaState, BaAction> r = play(name, variant, pairing[0], pairing[1], SEED, problems);
            assertTrue(r.outcome().isOver(), name + " " + variant.id() + ": the game did not end");
        }
        assertEquals(List.of(), problems);
    }

    @Test
    @DisplayName("the same seed plays the same game, step for step")
    void sameSeedSameGame() {
        for (Variant variant : Variant.values()) {
            List<String> problems = new ArrayList<>();
            var a = play("encounter", variant, "scripted", "scripted:seed=5", SEED, problems);
            var b = play("encounter", variant, "scripted", "scripted:seed=5", SEED, problems);
            assertEquals(a.record().steps(), b.record().steps(), variant.id());
            assertEquals(a.outcome(), b.outcome());
        }
    }

    @Test
    @DisplayName("it beats random on the encounter in both variants")
    void beatsRandom() {
        for (Variant variant : Variant.values()) {
            int wins = 0;
            for (long seed = 1; seed <= 3; seed++) {
                var r = play("encounter", variant, "scripted", "random", seed, new ArrayList<>());
                wins += r.outcome() == adjutant.engine.game.Outcome.BLUE_WINS ? 1 : 0;
            }
            assertEquals(3, wins, variant.id());
        }
    }
}
