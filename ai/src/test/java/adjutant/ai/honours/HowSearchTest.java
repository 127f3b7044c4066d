package adjutant.ai.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.ChanceGrouping;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.ai.Budget;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.honours.HonoursRules;
import adjutant.engine.honours.HonoursRuleset;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.scenario.ScenarioLoader;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Honours of War bots' search: dice grouped by what they decide, the evaluation's symmetry, a reproducible MCTS. */
class HowSearchTest {

    private static final HonoursRules RULES = new HonoursRules();

    private static HowState stUlrich() {
        return HonoursRuleset.get().newGame(ScenarioLoader.loadNamed("st-ulrich"), "standard", 1);
    }

    @Test
    @DisplayName("HOW-ORG-13: a brigadier's rating roll is six faces but three results, so three children of the search")
    void diceAreGroupedByWhatTheyDecide() {
        HowState s = stUlrich();
        assertTrue(RULES.isChanceNode(s));
        List<ChanceOutcome<HowAction>> outcomes = RULES.chanceOutcomes(s);
        assertEquals(6, outcomes.size());
        ChanceGrouping<HowState, HowAction> grouping = ChanceGrouping.byResultingState(RULES);
        Map<Long, String> ratingOfGroup = new HashMap<>();
        Map<String, Double> byRating = new HashMap<>();
        Map<Long, Double> byGroup = new HashMap<>();
        for (ChanceOutcome<HowAction> o : outcomes) {
            String words = HonoursRuleset.get().codec().words(s, o.outcome()); // "… is rated dashing (rolled 5)."
            String rating = words.replaceAll(".* is rated (\\w+) .*", "$1");
            long key = grouping.key(s, o.outcome());
            assertEquals(rating, ratingOfGroup.computeIfAbsent(key, k -> rating), "one group, one rating: " + words);
            byRating.merge(rating, o.probability(), Double::sum);
            byGroup.merge(key, o.probability(), Double::sum);
        }
        assertEquals(3, byGroup.size(), "dithering, dependable, dashing: " + byRating);
        for (Map.Entry<Long, Double> g : byGroup.entrySet()) {
            assertEquals(byRating.get(ratingOfGroup.get(g.getKey())), g.getValue(), 1e-12);
        }
    }

    @Test
    @DisplayName("The evaluation is one number seen from either side: blue's value is minus red's")
    void evaluationIsAntisymmetric() {
        HowState s = stUlrich();
        SplittableRandom random = new SplittableRandom(7);
        var e = HowPlayers.evaluator(HowWeights.shipped());
        for (int step = 0; step < 300 && !RULES.result(s).isOver(); step++) {
            assertEquals(e.evaluate(s, Side.BLUE), -e.evaluate(s, Side.RED), 1e-12);
            if (RULES.isChanceNode(s)) {
                RULES.applyLegal(s, RULES.sampleChance(s, random.nextDouble()));
            } else {
                List<HowAction> legal = RULES.legalActions(s);
                RULES.applyLegal(s, legal.get(random.nextInt(legal.size())));
            }
        }
    }

    @Test
    @DisplayName("Same seed, same search: MCTS at a fixed budget decides the same, with the same statistics")
    void mctsIsReproducible() {
        HowState s = stUlrich();
        while (RULES.isChanceNode(s)) {
            RULES.applyLegal(s, RULES.chanceOutcomes(s).get(2).outcome());
        }
        Player<HowState, HowAction> a = HowPlayers.create("mcts:iterations=200", RULES, 5);
        Player<HowState, HowAction> b = HowPlayers.create("mcts:iterations=200", RULES, 5);
        Decision<HowAction> da = a.choose(s.copy(), Budget.ofIterations(200));
        Decision<HowAction> db = b.choose(s.copy(), Budget.ofIterations(200));
        assertEquals(da.action(), db.action());
        assertEquals(da.value(), db.value(), 0);
        assertEquals(da.alternatives(), db.alternatives());
    }
}
