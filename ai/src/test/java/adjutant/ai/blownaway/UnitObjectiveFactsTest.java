package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BodyBounds;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The facts kept under the units' stamps are the plain scans, bit for bit, where a search
 * meets them: along random games, and in sibling copies of each position that each took another
 * action (the way the stamps of two branches must not be mistaken for each other).
 */
class UnitObjectiveFactsTest {

    private static final BlownAwayRules RULES = new BlownAwayRules();

    @Test
    void keptDistancesAreThePlainScansInEveryBranchOfRandomGames() {
        RandomPlayout playout = new RandomPlayout(RULES);
        int hits = 0;
        int compared = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant variant : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), variant, 11);
                SplittableRandom rng = new SplittableRandom(11);
                for (int step = 0; step < 200 && !s.outcome().isOver(); step++) {
                    for (BaState branch : SiblingBranches.of(s, rng)) {
                        hits += compare(branch, name + " " + variant.id() + " step " + step);
                        compared += branch.setup().unitCount();
                    }
                    playout.step(s, rng);
                }
            }
        }
        assertTrue(hits > compared / 2, "kept distances read again: " + hits + " of " + compared);
    }

    @Test
    void aUnitsStampChangesWhenItsMenMoveAndStaysWhenOthersDo() {
        BaState s = BlownAway.newGame(BaScenario.named("encounter"), Variant.CHANCE, 2);
        RandomPlayout playout = new RandomPlayout(RULES);
        SplittableRandom rng = new SplittableRandom(2);
        int moved = 0;
        for (int step = 0; step < 200 && !s.outcome().isOver(); step++) {
            BodyBounds before = BodyBounds.of(s);
            BaState next = s.copy();
            playout.step(next, rng);
            BodyBounds after = BodyBounds.of(next);
            for (int u = 0; u < s.setup().unitCount(); u++) {
                boolean same = Arrays.equals(plainNearest(s, u), plainNearest(next, u));
                if (!same) {
                    moved++;
                    assertNotEquals(before.stamp(u), after.stamp(u), "unit " + u + " moved at step " + step);
                }
            }
            s = next;
        }
        assertTrue(moved > 20, "units whose men moved: " + moved);
    }

    /** Compares every unit's kept facts with a fresh scan; returns how many were found kept. */
    private static int compare(BaState s, String where) {
        BodyBounds bounds = BodyBounds.of(s);
        UnitObjectiveFacts kept = UnitObjectiveFacts.get();
        int hits = 0;
        for (int u = 0; u < s.setup().unitCount(); u++) {
            boolean wasKept = kept.isKept(bounds, u);
            UnitObjectiveFacts.Facts facts = kept.of(s, bounds, u);
            double[] nearest = plainNearest(s, u);
            assertArrayEquals(nearest, facts.nearestSquared, where + " unit " + u);
            for (int o = 0; o < nearest.length; o++) {
                assertEquals(ObjectiveRace.baseMoves(s, u, o, nearest[o]), facts.moves[o], where + " unit " + u + " moves to " + o);
                assertEquals(plainInside(s, u, o), (facts.inside & 1L << o) != 0, where + " unit " + u + " inside " + o);
            }
            hits += wasKept ? 1 : 0;
        }
        return hits;
    }

    private static double[] plainNearest(BaState s, int u) {
        int n = s.setup().board().objectiveCount();
        double[] least = new double[n];
        for (int o = 0; o < n; o++) {
            ObjectiveSpec obj = s.setup().board().objectives().get(o);
            least[o] = Double.POSITIVE_INFINITY;
            int from = s.setup().firstFigure(u);
            for (int f = from; f < from + s.setup().startMen(u); f++) {
                if (s.status(f) == FigureStatus.IN_RANKS) {
                    double dx = s.figureX(f) - obj.center().x();
                    double dy = s.figureY(f) - obj.center().y();
                    least[o] = Math.min(least[o], dx * dx + dy * dy);
                }
            }
        }
        return least;
    }

    private static boolean plainInside(BaState s, int u, int o) {
        int from = s.setup().firstFigure(u);
        for (int f = from; f < from + s.setup().startMen(u); f++) {
            if (s.status(f) == FigureStatus.IN_RANKS && s.setup().board().objectiveContains(o, s.figureX(f), s.figureY(f))) {
                return true;
            }
        }
        return false;
    }
}
