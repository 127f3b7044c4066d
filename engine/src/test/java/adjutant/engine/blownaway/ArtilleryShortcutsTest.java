package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.FastMath;
import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The artillery target tests take shortcuts (a box reject for range, lines of sight only once
 * range and arc allow a shot, units far from a line skipped by their boxes, the cover looked up
 * only when the gun is short of markers, the targets found as the cursor reaches a gun kept for
 * its decision, a unit whose box lies off the arc refused without a look at its men): they must give every gun the same targets and every shot the same verdict as
 * the plain per-man rules, here written out as the reference.
 */
class ArtilleryShortcutsTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-ART-3, BA-ART-4, BA-GEO-21: the same targets and verdicts as the plain rules in random games")
    void sameTargetsAndVerdictsAsThePlainRules() {
        int[] seen = new int[5]; // legal, BA-ART-3, BA-GEO-21, BA-ART-4, refused by the arc's box test
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                for (long seed = 0; seed < 4; seed++) {
                    BaState s = BlownAway.newGame(BaScenario.named(name), v, seed);
                    SplittableRandom rng = new SplittableRandom(seed);
                    for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                        compareEveryGun(s, seen);
                        if (s.phase() == Phase.ARTILLERY) {
                            BaState copy = s.copy();
                            long below = copy.cursorTargetsKnownTo >= 64 ? -1L : (1L << copy.cursorTargetsKnownTo) - 1;
                            assertEquals(Artillery.targetSet(s, s.cursor()) & below, copy.cursorTargets,
                                    "the targets found so far for the gun at the cursor, in copies too");
                            assertEquals(Artillery.targetSet(s, s.cursor()), Artillery.cursorTargets(copy),
                                    "the targets kept for the gun at the cursor, completed when listed");
                        }
                        rules.apply(s, RandomSteps.next(rules, s, rng));
                    }
                }
            }
        }
        for (int i = 0; i < seen.length; i++) {
            assertTrue(seen[i] > 0, "verdict kind " + i + " was never met: the positions do not test the shortcuts");
        }
        assertTrue(seen[4] > seen[1] / 4, "the arc's box test refused " + seen[4] + " of " + seen[1] + " BA-ART-3 refusals");
    }

    /** Every gun, as if it were the active side's and had not fired, against every enemy. */
    private static void compareEveryGun(BaState state, int[] seen) {
        for (int g = 0; g < state.setup.nUnits; g++) {
            if (state.setup.unitType[g] != UnitType.ARTILLERY) {
                continue;
            }
            BaState s = state.copy();
            s.setFired(g, false);
            s.active = s.setup.unitSide[g];
            if (!Artillery.canFire(s, g)) {
                continue;
            }
            List<Integer> expected = new ArrayList<>();
            Artillery.Arc arc = new Artillery.Arc(s, g);
            for (int t = 0; t < s.setup.nUnits; t++) {
                if (s.setup.unitSide[t] == s.setup.unitSide[g]) {
                    continue;
                }
                Verdict want = referenceProblem(s, g, t);
                if (arc.surelyMisses(s, t)) {
                    assertEquals("BA-ART-3", want == null ? "a target" : want.ruleId(), "gun u" + g + " at u" + t
                            + ": refused by its box, off the arc");
                    seen[4]++;
                }
                Verdict got = Artillery.validate(s, new Fire(g, t));
                assertEquals(want == null, got.legal(), "gun u" + g + " at u" + t);
                if (want == null) {
                    expected.add(t);
                    seen[0]++;
                } else {
                    assertEquals(want.ruleId(), got.ruleId(), "gun u" + g + " at u" + t);
                    assertEquals(want.message(), got.message(), "gun u" + g + " at u" + t);
                    seen[want.ruleId().equals("BA-ART-3") ? 1 : want.ruleId().equals("BA-GEO-21") ? 2 : 3]++;
                }
            }
            assertEquals(expected, Artillery.targets(s, g), "targets of gun u" + g);
        }
    }

    /** BA-ART-3, 4 and BA-GEO-21 man by man, every line of sight against every man of every unit. */
    private static Verdict referenceProblem(BaState s, int gun, int t) {
        FigureStatus cand = Artillery.candidateStatus(s, t);
        double cx = s.anchorX(gun);
        double cy = s.anchorY(gun);
        double fr = Math.toRadians(s.facing(gun));
        double cosArc = Math.cos(Math.toRadians(Params.LRA_ARC_HALF_DEG + 1e-9));
        double fx = Math.cos(fr);
        double fy = Math.sin(fr);
        double nearest = Double.POSITIVE_INFINITY;
        boolean some = false;
        boolean inBand = false;
        boolean inArc = false;
        for (int f = s.setup.firstFigure[t]; f < s.setup.firstFigure[t] + s.setup.startMen[t]; f++) {
            if (s.statusOrdinal(f) != cand.ordinal()) {
                continue;
            }
            double dx = s.x(f) - cx;
            double dy = s.y(f) - cy;
            double d = FastMath.hypot(dx, dy);
            nearest = Math.min(nearest, d);
            if (d > Params.LRA_MAX_RANGE + 1e-6) {
                continue;
            }
            inBand = true;
            if (d < 1e-9 || (dx * fx + dy * fy) / d < cosArc - 1e-12) {
                continue;
            }
            inArc = true;
            some |= referenceClear(s, gun, t, cx, cy, s.x(f), s.y(f));
        }
        String tn = s.setup.unitName[t];
        if (nearest == Double.POSITIVE_INFINITY) {
            return Verdict.illegal("BA-ART-3", tn + " has no man in ranks or running");
        }
        if (nearest < Params.LRA_MIN_RANGE - 1e-6) {
            return Verdict.illegal("BA-ART-3", String.format("%s is %.2f\" from the gun, less than 4\"", tn, nearest));
        }
        if (!inBand) {
            return Verdict.illegal("BA-ART-3", tn + " is out of range (more than 36\")");
        }
        if (!inArc) {
            return Verdict.illegal("BA-ART-3", tn + " is not within 45 degrees of the boresight");
        }
        if (!some) {
            return Verdict.illegal("BA-GEO-21", "no clear line of sight to " + tn);
        }
        int c = Artillery.cost(s, gun, t);
        if (s.balls(gun) < c) {
            return Verdict.illegal("BA-ART-4", tn + " costs " + c + " markers, the gun has " + s.balls(gun));
        }
        return null;
    }

    /** BA-GEO-21 scanning every man of every third unit, then the blocking terrain. */
    private static boolean referenceClear(BaState s, int gun, int target, double cx, double cy, double tx, double ty) {
        double r2 = Params.LOS_BLOCK_RADIUS * Params.LOS_BLOCK_RADIUS;
        for (int u = 0; u < s.setup.nUnits; u++) {
            if (u == gun || u == target) {
                continue;
            }
            for (int f = s.setup.firstFigure[u]; f < s.setup.firstFigure[u] + s.setup.startMen[u]; f++) {
                if (s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal()
                        && Segment.pointSegmentDistanceSquared(s.x(f), s.y(f), cx, cy, tx, ty) < r2 - 1e-12) {
                    return false;
                }
            }
            if (Relations.scanManned(s, u)
                    && Segment.pointSegmentDistanceSquared(s.anchorX(u), s.anchorY(u), cx, cy, tx, ty) < r2 - 1e-12) {
                return false;
            }
        }
        Board b = s.setup.board;
        for (int i = 0; i < b.losBlockers.size(); i++) {
            Polygon p = b.losBlockers.get(i);
            double inside = p.lengthInside(cx, cy, tx, ty);
            double allowed = 0;
            if (b.losBlockerIsWoods.get(i)) {
                allowed += p.contains(tx, ty) ? Params.LOS_WOODS_DEPTH : 0;
                allowed += p.contains(cx, cy) ? Params.LOS_WOODS_DEPTH : 0;
            }
            if (inside > 1e-6 && inside > allowed + 1e-6) {
                return false;
            }
        }
        return true;
    }
}
