package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.alphabeta.AlphaBetaConfig;
import adjutant.ai.alphabeta.AlphaBetaPlayer;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Alpha-beta validating Blown Away's main actions only when it reaches them decides exactly as
 * it did validating the whole list at every node: same actions, values, variations and nodes.
 */
class BaLazyValidationTest {
    private final BlownAwayRules rules = new BlownAwayRules();
    private final BaScenario encounter = BaScenario.named("encounter");

    @Test
    void lazyValidationSearchesAsEagerValidationDid() {
        AlphaBetaConfig config = AlphaBetaConfig.defaults()
                .withTranspositionMegabytes(4)
                .withBudget(Budget.ofIterations(1500));
        for (Variant v : Variant.values()) {
            for (long seed = 1; seed <= 3; seed++) {
                BaEvaluator evaluator = new BaEvaluator(BaWeights.shipped(v));
                var lazy = new AlphaBetaPlayer<>("lazy", rules, evaluator, new BaOrdering(), config);
                var eager = new AlphaBetaPlayer<>("eager", new Eager(rules), evaluator, new BaOrdering(), config);
                BaState s = BlownAway.newGame(encounter, v, seed);
                SplittableRandom random = new SplittableRandom(seed);
                new RandomPlayout(rules).play(s, random, 10 * (int) seed);
                // Several decisions in a row: the later searches start from the earlier ones' tables.
                for (int d = 0; d < 3 && !s.outcome().isOver(); d++) {
                    while (rules.isChanceNode(s)) {
                        List<ChanceOutcome<BaAction>> outcomes = rules.chanceOutcomes(s);
                        rules.apply(s, outcomes.get(random.nextInt(outcomes.size())).outcome());
                    }
                    if (s.outcome().isOver()) {
                        break;
                    }
                    Decision<BaAction> expected = eager.choose(s.copy(), config.budget());
                    Decision<BaAction> actual = lazy.choose(s.copy(), config.budget());
                    String where = v + " seed " + seed + " decision " + d;
                    assertEquals(expected.action(), actual.action(), where);
                    assertEquals(expected.value(), actual.value(), where);
                    assertEquals(expected.alternatives(), actual.alternatives(), where);
                    assertEquals(expected.principalVariation(), actual.principalVariation(), where);
                    assertEquals(expected.iterations(), actual.iterations(), where);
                    rules.apply(s, actual.action());
                }
            }
        }
    }

    /** The rules without their own candidate methods: every node validates its whole list. */
    private record Eager(BlownAwayRules rules) implements Rules<BaState, BaAction> {
        @Override
        public Side toAct(BaState s) {
            return rules.toAct(s);
        }

        @Override
        public List<BaAction> legalActions(BaState s) {
            return rules.legalActions(s);
        }

        @Override
        public boolean isChanceNode(BaState s) {
            return rules.isChanceNode(s);
        }

        @Override
        public List<ChanceOutcome<BaAction>> chanceOutcomes(BaState s) {
            return rules.chanceOutcomes(s);
        }

        @Override
        public Verdict validate(BaState s, BaAction a) {
            return rules.validate(s, a);
        }

        @Override
        public void apply(BaState s, BaAction a) {
            rules.apply(s, a);
        }

        @Override
        public void applyLegal(BaState s, BaAction a) {
            rules.applyLegal(s, a);
        }

        @Override
        public GameResult result(BaState s) {
            return rules.result(s);
        }

        @Override
        public int turn(BaState s) {
            return rules.turn(s);
        }
    }
}
