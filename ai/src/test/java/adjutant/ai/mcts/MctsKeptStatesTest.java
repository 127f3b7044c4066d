package adjutant.ai.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.ai.Decision;
import adjutant.ai.blownaway.BaPlayers;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.Variant;
import org.junit.jupiter.api.Test;

/**
 * Starting iterations from the states kept in nodes instead of applying every move from the
 * root searches exactly as before: same actions, values, alternatives, variations, iterations,
 * decision after decision (with the tree kept and re-rooted between them).
 */
class MctsKeptStatesTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    void keptStatesSearchAsApplyingFromTheRootDid() {
        for (String spec : new String[] {"mcts:iterations=300,rollout=10", "mcts:iterations=400", "mcts:iterations=200,prior=5"}) {
            for (long seed = 1; seed <= 2; seed++) {
                MctsPlayer<BaState, BaAction> kept = mcts(spec, seed);
                MctsPlayer<BaState, BaAction> replayed = mcts(spec, seed);
                replayed.keepStates(0);
                kept.keepStates(40); // fewer than the nodes: iterations also start below the kept ones
                BaState s = BlownAway.newGame(ScenarioLoader.loadNamed("encounter"), Variant.CHANCE, seed);
                for (int d = 0; d < 6 && !s.outcome().isOver(); d++) {
                    while (rules.isChanceNode(s)) {
                        rules.apply(s, rules.chanceOutcomes(s).get(0).outcome());
                    }
                    Decision<BaAction> a = kept.choose(s.copy(), kept.defaultBudget());
                    Decision<BaAction> b = replayed.choose(s.copy(), replayed.defaultBudget());
                    String where = spec + " seed " + seed + " decision " + d;
                    assertEquals(b.action(), a.action(), where);
                    assertEquals(b.value(), a.value(), where);
                    assertEquals(b.alternatives(), a.alternatives(), where);
                    assertEquals(b.principalVariation(), a.principalVariation(), where);
                    assertEquals(b.iterations(), a.iterations(), where);
                    rules.apply(s, a.action());
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    private MctsPlayer<BaState, BaAction> mcts(String spec, long seed) {
        return (MctsPlayer<BaState, BaAction>) BaPlayers.create(spec, rules, Variant.CHANCE, seed);
    }
}
