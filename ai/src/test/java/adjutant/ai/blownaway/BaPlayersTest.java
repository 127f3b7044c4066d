package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.ai.RolloutPolicy;
import adjutant.ai.blownaway.scripted.ScriptedCommander;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Mirror;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Blown Away evaluation and players: symmetry and reproducibility. */
class BaPlayersTest {
    private final BlownAwayRules rules = new BlownAwayRules();
    private final BaScenario encounter = BaScenario.named("encounter");

    private BaState midGame(BaScenario sc, Variant v, long seed, int steps) {
        BaState s = BlownAway.newGame(sc, v, seed);
        new RandomPlayout(rules).play(s, new SplittableRandom(seed), steps);
        return s;
    }

    @Test
    void shippedWeightsLoadForBothVersions() {
        for (Variant v : Variant.values()) {
            var w = BaWeights.shipped(v);
            assertEquals(BaFeatures.NAMES, w.names());
            for (String key : java.util.List.of("command", "seed", "date")) {
                assertTrue(w.provenance().containsKey(key), "shipped weights say how they were made: " + key);
            }
            assertEquals(v.id(), w.provenance().get("rules"));
            BaFeatures.SPACE.conform(w, "shipped"); // throws when a weight is outside its bounds
        }
    }

    @Test
    void aPlayerKindMayHaveItsOwnShippedWeights() {
        var mcts = BaWeights.shipped(Variant.CHANCE, adjutant.ai.PlayerKind.MCTS);
        assertEquals("mcts:iterations=200", mcts.provenance().get("player"), "tuned with MCTS itself");
        assertFalse(java.util.Arrays.equals(mcts.values(), BaWeights.shipped(Variant.CHANCE).values()));
        assertTrue(java.util.Arrays.equals(BaWeights.shipped(Variant.CHANCE).values(),
                BaWeights.shipped(Variant.CHANCE, adjutant.ai.PlayerKind.GREEDY).values()), "no file of its own");
    }

    @Test
    void evaluationIsAntisymmetric() {
        BaEvaluator ev = BaEvaluator.defaults();
        for (int seed = 0; seed < 10; seed++) {
            BaState s = midGame(encounter, Variant.CHANCE, seed, 40);
            assertEquals(ev.evaluate(s, Side.BLUE), -ev.evaluate(s, Side.RED), 1e-12);
        }
    }

    @Test
    void mirroredPositionsEvaluateMirrored() {
        BaEvaluator ev = BaEvaluator.defaults();
        BaScenario blueFirst = BaScenario.of(encounter.name(), encounter.title(), encounter.description(),
                encounter.table(), encounter.variant(), encounter.year(), encounter.turnLimit(), Side.BLUE,
                encounter.deployDepth(), encounter.victory(), encounter.objectivesToWin(), encounter.terrain(),
                encounter.objectives(), encounter.armies(), encounter.options());
        BaState s = BlownAway.newGame(blueFirst, Variant.CHANCE, 1);
        BaState m = BlownAway.newGame(Mirror.of(blueFirst), Variant.CHANCE, 1);
        assertEquals(Side.RED, m.active(), "the mirror starts with the other side");
        assertEquals(ev.evaluate(s, Side.BLUE), ev.evaluate(m, Side.RED), 1e-9);
    }

    @Test
    void mctsIsReproducibleForTheSameSeedAndIterations() {
        BaState s = BlownAway.newGame(encounter, Variant.CHANCE, 5);
        Decision<BaAction> a = player("mcts:iterations=300,rollout=0", Variant.CHANCE, 9).choose(s.copy());
        Decision<BaAction> b = player("mcts:iterations=300,rollout=0", Variant.CHANCE, 9).choose(s.copy());
        assertEquals(a.action(), b.action());
        assertEquals(a.value(), b.value());
        assertEquals(a.alternatives(), b.alternatives());
        assertEquals(300, a.iterations());
        assertFalse(a.alternatives().isEmpty(), "an explanation lists alternatives");
    }

    @Test
    void scriptedRolloutsPlayTheScriptedCommandersChoices() {
        ScriptedCommander script = new ScriptedCommander("scripted", rules, 3);
        RolloutPolicy<BaState, BaAction> policy = RolloutPolicy.of(rules, script);
        BaState s = BlownAway.newGame(encounter, Variant.CHANCE, 4);
        SplittableRandom cards = new SplittableRandom(4);
        int decisions = 0;
        for (int i = 0; i < 400 && decisions < 40 && !rules.result(s).isOver(); i++) {
            if (rules.isChanceNode(s)) {
                rules.applyLegal(s, rules.sampleChance(s, cards.nextDouble()));
                continue;
            }
            BaState expected = s.copy();
            rules.applyLegal(expected, script.choose(s.copy()).action());
            policy.playDecision(s, new SplittableRandom(i));
            assertEquals(expected.hash(), s.hash(), "decision " + decisions + " played as the script plays it");
            decisions++;
        }
        assertEquals(40, decisions, "the game went on: " + rules.result(s));
    }

    @Test
    void mctsWithScriptedRolloutsIsReproducibleAndLegal() {
        BaState s = BlownAway.newGame(encounter, Variant.CHANCE, 5);
        String spec = "mcts:iterations=30,rollout=4,policy=scripted";
        Decision<BaAction> a = player(spec, Variant.CHANCE, 9).choose(s.copy());
        Decision<BaAction> b = player(spec, Variant.CHANCE, 9).choose(s.copy());
        assertEquals(a.action(), b.action());
        assertEquals(a.value(), b.value());
        assertTrue(rules.validate(s, a.action()).legal());
        Decision<BaAction> random = player("mcts:iterations=30,rollout=4,policy=random", Variant.CHANCE, 9).choose(s.copy());
        assertNotEquals(a.value(), random.value(), "the rollouts' player changes what the search sees");
    }

    @Test
    void mctsOnTwoThreadsIsReproducibleAndLegal() {
        BaState s = midGame(encounter, Variant.CHANCE, 4, 30);
        while (rules.isChanceNode(s)) {
            rules.apply(s, rules.chanceOutcomes(s).get(0).outcome());
        }
        String spec = "mcts:iterations=60,rollout=4,policy=scripted,threads=2";
        Decision<BaAction> a = player(spec, Variant.CHANCE, 9).choose(s.copy());
        Decision<BaAction> b = player(spec, Variant.CHANCE, 9).choose(s.copy());
        assertEquals(a.action(), b.action());
        assertEquals(a.value(), b.value());
        assertEquals(a.alternatives(), b.alternatives());
        assertEquals(60, a.iterations());
        assertTrue(rules.validate(s, a.action()).legal());
    }

    @Test
    void mctsOnOneTreeSharedByTwoThreadsCountsItsIterationsAndIsLegal() {
        BaState s = midGame(encounter, Variant.CHANCE, 4, 30);
        while (rules.isChanceNode(s)) {
            rules.apply(s, rules.chanceOutcomes(s).get(0).outcome());
        }
        Decision<BaAction> d = player("mcts:iterations=60,rollout=4,policy=scripted,threads=2,parallel=tree", Variant.CHANCE, 9)
                .choose(s.copy());
        assertEquals(60, d.iterations());
        assertTrue(rules.validate(s, d.action()).legal());
    }

    @Test
    void alphaBetaIsReproducibleForTheSameNodeBudget() {
        BaState s = BlownAway.newGame(encounter, Variant.WITHOUT_CHANCE, 5);
        Decision<BaAction> a = player("alphabeta:nodes=3000", Variant.WITHOUT_CHANCE, 1).choose(s.copy());
        Decision<BaAction> b = player("alphabeta:nodes=3000", Variant.WITHOUT_CHANCE, 1).choose(s.copy());
        assertEquals(a.action(), b.action());
        assertEquals(a.value(), b.value());
        assertEquals(a.iterations(), b.iterations());
        assertTrue(rules.validate(s, a.action()).legal());
    }

    @Test
    void greedyAndRandomPickLegalActions() {
        BaState s = midGame(encounter, Variant.CHANCE, 3, 25);
        while (rules.isChanceNode(s)) {
            rules.apply(s, rules.chanceOutcomes(s).get(0).outcome());
        }
        for (String spec : new String[] {"random", "greedy"}) {
            BaAction a = player(spec, Variant.CHANCE, 2).choose(s.copy()).action();
            assertTrue(rules.validate(s, a).legal(), spec + " chose " + a.notation());
        }
    }

    private Player<BaState, BaAction> player(String spec, Variant v, long seed) {
        return BaPlayers.create(spec, rules, v, seed);
    }
}
