package adjutant.ai.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.engine.augsburg.LeagueOfAugsburgRuleset;
import adjutant.engine.augsburg.LoaObservation;
import adjutant.engine.augsburg.LoaRules;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bots cannot peek at the enemy's face-down order chits (LOA-SEQ-1, LOA-ORD-1, AMB-3): two
 * states that differ only in those chits give the same decision, value and statistics.
 */
class LoaHiddenChitsTest {

    private static final LeagueOfAugsburgRuleset RULESET = LeagueOfAugsburgRuleset.get();
    private static final LoaRules RULES = RULESET.rules();

    static LoaState meetingEngagement() throws IOException {
        Path file = Path.of("..", "scenarios", "league-of-augsburg", "meeting-engagement.json");
        Scenario sc = ScenarioLoader.check(Files.readString(file), "meeting-engagement", RULESET).scenario().orElseThrow();
        return RULESET.newGame(sc, RULESET.variants().get(0).id(), 1);
    }

    /** Plays seeded random steps until red is to decide with some of blue's chits face down. */
    private static LoaState redFacingHiddenChits() throws IOException {
        LoaState s = meetingEngagement();
        SplittableRandom random = new SplittableRandom(3);
        for (int step = 0; step < 5000; step++) {
            if (!RULES.isChanceNode(s) && RULES.toAct(s) == Side.RED && hiddenFrom(s, Side.RED) > 0
                    && RULES.legalActions(s).size() > 1) {
                return s;
            }
            if (RULES.isChanceNode(s)) {
                RULES.applyLegal(s, RULES.sampleChance(s, random.nextDouble()));
            } else {
                List<LoaAction> legal = RULES.legalActions(s);
                RULES.applyLegal(s, legal.get(random.nextInt(legal.size())));
            }
        }
        throw new AssertionError("red never decided with blue's chits face down");
    }

    private static int hiddenFrom(LoaState s, Side side) {
        int n = 0;
        for (int u = 0; u < s.setup().unitCount(); u++) {
            n += LoaObservation.hidden(s, side, u) ? 1 : 0;
        }
        return n;
    }

    @Test
    @DisplayName("LOA-ORD-1: two states differing only in blue's face-down chits: red's MCTS decides alike, to the statistics")
    void mctsDecidesFromItsOwnViewOnly() throws IOException {
        LoaState s = redFacingHiddenChits();
        LoaObservation obs = new LoaObservation();
        LoaState other = differentHiddenChits(s, obs);
        assertNotEquals(s.hash(), other.hash(), "the true states differ");
        assertEquals(obs.view(s, Side.RED).hash(), obs.view(other, Side.RED).hash(), "red cannot tell them apart");
        for (String spec : List.of("mcts:iterations=200", "greedy")) {
            Decision<LoaAction> a = LoaPlayers.create(spec, RULES, 9).choose(s, Budget.ofIterations(200));
            Decision<LoaAction> b = LoaPlayers.create(spec, RULES, 9).choose(other, Budget.ofIterations(200));
            assertEquals(a.action(), b.action(), spec);
            assertEquals(a.value(), b.value(), 0, spec);
            assertEquals(a.alternatives(), b.alternatives(), spec);
            assertEquals(a.iterations(), b.iterations(), spec);
        }
    }

    @Test
    @DisplayName("LOA-SEQ-1: a whole game between the determinizing bots plays to its end")
    void determinizingBotsPlayAGame() throws IOException {
        LoaState s = meetingEngagement();
        Player<LoaState, LoaAction> blue = LoaPlayers.create("mcts:iterations=40", RULES, 1);
        Player<LoaState, LoaAction> red = LoaPlayers.create("greedy", RULES, 2);
        SplittableRandom random = new SplittableRandom(5);
        int steps = 0;
        while (!RULES.result(s).isOver() && steps++ < 20_000) {
            if (RULES.isChanceNode(s)) {
                RULES.applyLegal(s, RULES.sampleChance(s, random.nextDouble()));
            } else {
                Player<LoaState, LoaAction> p = RULES.toAct(s) == Side.BLUE ? blue : red;
                LoaAction a = p.choose(s).action();
                assertTrue(RULES.validate(s, a).legal(), () -> "illegal: " + RULESET.codec().words(s, a));
                RULES.apply(s, a);
            }
        }
        assertTrue(RULES.result(s).isOver(), "ended within 20,000 steps");
    }

    /** The same state with every chit red may not see drawn again, until one differs. */
    private static LoaState differentHiddenChits(LoaState s, LoaObservation obs) {
        for (int seed = 1; seed < 1000; seed++) {
            LoaState d = obs.determinize(s, Side.RED, new SplittableRandom(seed));
            if (d.hash() != s.hash()) {
                return d;
            }
        }
        throw new AssertionError("blue's hidden chits admit no other orders");
    }
}
