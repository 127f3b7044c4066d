package adjutant.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecorder;
import adjutant.engine.record.GameRecords;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The forward-model tester every installed ruleset gets by registering: seeded random games on
 * each of its shipped scenarios in each variant, with {@link ForwardModelChecks} around every
 * step (chance sums, the listed action legal, copies independent, the ruleset's invariants),
 * and after the game that its record, written to JSON and read back, replays to the same hash
 * at every step. Longer runs: {@code adjutant selfplay --games 10000 --check}.
 */
class ForwardModelTest {

    /** Games per scenario and variant, and the step cap of each: enough to reach every phase. */
    private static final int GAMES = 2;
    private static final int MAX_STEPS = 1_500;

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (Ruleset<?, ?> ruleset : Rulesets.all()) {
            for (String name : ScenarioCatalog.names(ruleset.id())) {
                for (RulesetVariant variant : ruleset.variants()) {
                    for (int seed = 1; seed <= GAMES; seed++) {
                        out.add(Arguments.of(ruleset.id(), name, variant.id(), seed));
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2} seed {3}")
    @MethodSource("games")
    void randomGamesKeepEveryInvariantAndReplayExactly(String rulesetId, String scenario, String variant, long seed)
            throws Exception {
        play(Rulesets.require(rulesetId), ScenarioLoader.loadNamed(rulesetId + "/" + scenario), variant, seed);
    }

    private static <S extends GameState<S>, A> void play(Ruleset<S, A> ruleset, Scenario scenario, String variant,
            long seed) throws Exception {
        Rules<S, A> rules = ruleset.rules();
        GameRecorder<S, A> game = new GameRecorder<>(ruleset, scenario, variant, seed);
        SplittableRandom random = new SplittableRandom(seed);
        S s = game.state();
        for (int step = 0; step < MAX_STEPS && !rules.result(s).isOver(); step++) {
            String where = scenario.name() + " " + variant + " seed " + seed + " step " + step;
            if (rules.isChanceNode(s)) {
                assertNothingBroken(ForwardModelChecks.beforeChance(rules, s), where);
                game.resolveChance();
            } else {
                List<A> legal = rules.legalActions(s);
                assertFalse(legal.isEmpty(), where + ": no legal action in an unfinished game");
                A a = legal.get(random.nextInt(legal.size()));
                assertNothingBroken(ForwardModelChecks.beforeDecision(ruleset, s, a), where);
                game.apply(a);
            }
            assertNothingBroken(ForwardModelChecks.afterStep(ruleset, s), where);
        }
        GameRecord<S, A> record = game.record();
        GameRecord<S, A> back = GameRecords.parse(GameRecords.toJson(record)).of(ruleset);
        assertEquals(record.steps(), back.steps());
        assertEquals(s.hash(), GameRecords.replay(back).finalState().hash());
    }

    private static void assertNothingBroken(List<String> broken, String where) {
        assertTrue(broken.isEmpty(), () -> where + ": " + broken);
    }
}
