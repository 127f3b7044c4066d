package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A gunner return is validated without a copy of the state: the walk that writes nothing, marking
 * aside the crew slots taken, answers as the walk done on a copy, and leaves the state as it was.
 */
class GunnerReturnShortcutTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-GEO-20, BA-RALLY-11: the dry walk of detached gunners answers as the walk on a copy")
    void dryWalkIsTheWalkOnACopy() {
        int walks = 0;
        int blocked = 0;
        int several = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                for (long seed = 1; seed <= 6; seed++) {
                    BaState s = BlownAway.newGame(BaScenario.named(name), v, seed);
                    SplittableRandom rng = new SplittableRandom(seed);
                    for (int step = 0; step < 600 && !s.outcome().isOver(); step++) {
                        for (int u = 0; u < s.setup.nUnits; u++) {
                            if (s.setup.unitType[u] != UnitType.ARTILLERY || !hasDetachedGunner(s, u)) {
                                continue;
                            }
                            long before = s.hash();
                            int onCopy = GunnerReturns.walk(s.copy(), u, true);
                            assertEquals(onCopy, GunnerReturns.walk(s, u, false), name + " " + v + " seed " + seed + " step " + step + ", u" + u);
                            assertEquals(before, s.hash(), "the dry walk wrote nothing");
                            walks++;
                            blocked += onCopy < 0 ? 1 : 0;
                            several += onCopy > 1 ? 1 : 0;
                            BaState barred = withEnemyInTheWay(s, u);
                            if (barred != null) {
                                int barredOnCopy = GunnerReturns.walk(barred.copy(), u, true);
                                assertEquals(barredOnCopy, GunnerReturns.walk(barred, u, false), "an enemy in the way, u" + u);
                                blocked += barredOnCopy < 0 ? 1 : 0;
                            }
                        }
                        RandomSteps.play(rules, s, rng);
                    }
                }
            }
        }
        assertTrue(walks > 100 && several > 50 && blocked > 100,
                "detached gunners walked " + walks + " times, several at once " + several + ", blocked " + blocked);
    }

    /**
     * A copy with an enemy man put an inch from the last detached gunner, toward the slot he
     * walks to, or null when the unit has no slot left for him.
     */
    private static BaState withEnemyInTheWay(BaState s, int u) {
        int from = s.setup.firstFigure[u];
        int gunner = -1;
        for (int f = from; f < from + s.setup.startMen[u]; f++) {
            gunner = s.statusOrdinal(f) == 0 && s.slot(f) < 0 ? f : gunner;
        }
        int k = GunnerReturns.nearestVacantCrewSlot(s, u, s.x(gunner), s.y(gunner));
        int enemy = -1;
        for (int f = 0; f < s.setup.nFigures && enemy < 0; f++) {
            enemy = s.statusOrdinal(f) == 0 && s.setup.unitSide[s.setup.figUnit[f]] != s.setup.unitSide[u] ? f : -1;
        }
        if (k < 0 || enemy < 0) {
            return null;
        }
        double[] slot = GunnerReturns.crewSlot(s, u, k);
        double d = Math.hypot(slot[0] - s.x(gunner), slot[1] - s.y(gunner));
        if (d < 1.5) {
            return null;
        }
        BaState t = s.copy();
        t.moveFigure(enemy, s.x(gunner) + (slot[0] - s.x(gunner)) / d, s.y(gunner) + (slot[1] - s.y(gunner)) / d);
        return t;
    }

    private static boolean hasDetachedGunner(BaState s, int u) {
        int from = s.setup.firstFigure[u];
        for (int f = from; f < from + s.setup.startMen[u]; f++) {
            if (s.statusOrdinal(f) == 0 && s.slot(f) < 0) {
                return true;
            }
        }
        return false;
    }
}
