package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.ExpectedEvaluation;
import adjutant.ai.GreedyPlayer;
import adjutant.ai.Player;
import adjutant.ai.PlayerKind;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The MCTS root prior (mcts:prior=N): the search starts from what the greedy player knows. */
class MctsRootPriorTest {
    private final BlownAwayRules rules = new BlownAwayRules();
    private final BaScenario encounter = BaScenario.named("encounter");

    /**
     * A prior of a million visits an action outweighs the iterations of the least budget that
     * affords the prior ({@code MctsPlayer.PRIOR_MIN_ITERATIONS_PER_ACTION} a root action).
     * Without rollouts (the chance version's default plays them by the script): the prior is
     * what is tested, and its iterations would only cost time.
     */
    @Test
    void withAStrongPriorTheSearchTakesTheGreedyChoice() {
        BaEvaluator ev = new BaEvaluator(BaWeights.shipped(Variant.CHANCE, PlayerKind.MCTS));
        ExpectedEvaluation<BaState, BaAction> oneStep =
                new ExpectedEvaluation<>(rules, ev, GreedyPlayer.DEFAULT_OUTCOME_CAP);
        int checked = 0;
        for (long seed = 1; seed <= 6; seed++) {
            BaState s = BlownAway.newGame(encounter, Variant.CHANCE, seed);
            new RandomPlayout(rules).play(s, new SplittableRandom(seed), (int) (10 * seed));
            while (!s.outcome().isOver() && rules.isChanceNode(s)) {
                rules.apply(s, rules.chanceOutcomes(s).get(0).outcome());
            }
            if (s.outcome().isOver() || rules.legalActions(s).size() < 2) {
                continue;
            }
            Side side = rules.toAct(s);
            double greedyBest = Double.NEGATIVE_INFINITY; // what the greedy player sees, with MCTS's weights
            for (BaAction a : rules.legalActions(s)) {
                BaState after = s.copy();
                rules.apply(after, a);
                greedyBest = Math.max(greedyBest, oneStep.of(after, side));
            }
            Player<BaState, BaAction> mcts = BaPlayers.create("mcts:prior=1000000,rollout=0", rules, Variant.CHANCE, 1);
            Decision<BaAction> m = mcts.choose(s, Budget.ofIterations(10L * rules.legalActions(s).size()));
            BaState afterMcts = s.copy();
            rules.apply(afterMcts, m.action());
            // Exact ties may be broken differently; the value of the choice is what must agree.
            assertEquals(greedyBest, oneStep.of(afterMcts, side), 1e-12, "seed " + seed + ": " + m.action());
            checked++;
        }
        assertTrue(checked >= 3, "positions checked: " + checked);
    }

    @Test
    void thePriorIsReproducible() {
        BaState s = BlownAway.newGame(encounter, Variant.CHANCE, 4);
        Decision<BaAction> a = BaPlayers.create("mcts:prior=20,rollout=0", rules, Variant.CHANCE, 9).choose(s, Budget.ofIterations(300));
        Decision<BaAction> b = BaPlayers.create("mcts:prior=20,rollout=0", rules, Variant.CHANCE, 9).choose(s, Budget.ofIterations(300));
        assertEquals(a.action(), b.action());
        assertEquals(a.value(), b.value());
        assertEquals(a.alternatives(), b.alternatives());
    }
}
