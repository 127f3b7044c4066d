package adjutant.ai.blownaway.scripted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The doctrine's distances to the objectives and who stands in them (BA-WIN-2), kept under the
 * units' stamps across positions ({@link UnitObjectiveLooks}), are what scanning the men gives,
 * bit for bit: for every unit and objective, in every position of random games on every scenario
 * and in the successors the doctrine values there (each legal action played on a copy), with
 * the table shared by all of them.
 */
class UnitObjectiveLooksTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-WIN-2: kept distances and occupations are the plain scans, in positions and their successors")
    void keptLooksAreThePlainScans() {
        SplittableRandom rng = new SplittableRandom(5);
        int compared = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            BaState s = BlownAway.newGame(BaScenario.named(name), Variant.CHANCE, 5);
            for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                if (!rules.isChanceNode(s)) {
                    compared += compare(s);
                    int[] seen = {0};
                    rules.legalSuccessors(s, (a, after) -> seen[0] += compare(after));
                    compared += seen[0];
                }
                s = step(s, rng);
            }
        }
        assertTrue(compared > 50_000, "compared " + compared);
    }

    /** Asks every question twice in one situation (kept, then from its own answers) and once in a fresh one. */
    private static int compare(BaState s) {
        int n = 0;
        for (Side side : Side.values()) {
            Situation at = new Situation(s, side);
            Situation fresh = new Situation(s, side);
            for (int u = 0; u < s.setup().unitCount(); u++) {
                for (int o = 0; o < at.objectives(); o++) {
                    double plain = fresh.nearestManToObjective(u, o);
                    assertEquals(plain, at.distanceToObjective(u, o), 0, "unit " + u + " objective " + o);
                    assertEquals(plain, at.distanceToObjective(u, o), 0, "unit " + u + " objective " + o + ", again");
                    boolean inside = s.inRanks(u) > 0 && fresh.manInside(u, o);
                    assertEquals(inside, at.occupies(u, o), "unit " + u + " in objective " + o);
                    n++;
                }
            }
        }
        return n;
    }

    private BaState step(BaState s, SplittableRandom rng) {
        BaAction a;
        if (rules.isChanceNode(s)) {
            a = rules.sampleChance(s, rng.nextDouble());
        } else {
            List<BaAction> legal = rules.legalActions(s);
            a = legal.get(rng.nextInt(legal.size()));
        }
        rules.applyLegal(s, a);
        return s;
    }
}
