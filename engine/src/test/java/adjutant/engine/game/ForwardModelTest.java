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
 * each of its shipped scenarios in each variant, checking after every step that
 * <ul>
 *   <li>the ruleset's own invariants hold ({@link Ruleset#invariantViolations});</li>
 *   <li>a copy has the same hash, and taking a step in the copy leaves the original untouched
 *       (copies are deep and independent);</li>
 *   <li>every listed action is legal by {@link Rules#validate}, and chance outcomes are
 *       positive and sum to 1;</li>
 * </ul>
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
                checkChance(rules, s, where);
                game.resolveChance();
            } else {
                List<A> legal = rules.legalActions(s);
                assertFalse(legal.isEmpty(), where + ": no legal action in an unfinished game");
                A a = legal.get(random.nextInt(legal.size()));
                assertTrue(rules.validate(s, a).legal(), () -> where + ": a listed action is illegal: "
                        + ruleset.codec().notation(a) + ": " + rules.validate(s, a).message());
                checkCopyIndependence(rules, s, a, where);
                game.apply(a);
            }
            List<String> broken = ruleset.invariantViolations(s);
            assertTrue(broken.isEmpty(), () -> where + ": " + broken);
        }
        GameRecord<S, A> record = game.record();
        GameRecord<S, A> back = GameRecords.parse(GameRecords.toJson(record)).of(ruleset);
        assertEquals(record.steps(), back.steps());
        assertEquals(s.hash(), GameRecords.replay(back).finalState().hash());
    }

    private static <S extends GameState<S>, A> void checkChance(Rules<S, A> rules, S s, String where) {
        double sum = 0;
        for (ChanceOutcome<A> o : rules.chanceOutcomes(s)) {
            assertTrue(o.probability() > 0, where + ": an outcome of probability " + o.probability());
            sum += o.probability();
        }
        assertEquals(1.0, sum, 1e-9, where + ": chance outcomes sum to " + sum);
    }

    /** A copy hashes alike, and a step taken in the copy changes neither the original's hash nor its copy's copy. */
    private static <S extends GameState<S>, A> void checkCopyIndependence(Rules<S, A> rules, S s, A a, String where) {
        long before = s.hash();
        S copy = s.copy();
        assertEquals(before, copy.hash(), where + ": a copy hashes differently");
        rules.apply(copy, a);
        assertEquals(before, s.hash(), where + ": a step in a copy changed the original");
    }
}
