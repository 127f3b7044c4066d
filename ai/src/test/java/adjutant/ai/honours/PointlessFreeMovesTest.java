package adjutant.ai.honours;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.geometry.Angles;
import adjutant.engine.honours.Formation;
import adjutant.engine.honours.HonoursRules;
import adjutant.engine.honours.HonoursRuleset;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.UnitState;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.scenario.ScenarioLoader;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bots' pruning of free turns in place: dragoons on foot turn once, then only toward the enemy. */
class PointlessFreeMovesTest {

    private static final HonoursRules RULES = new HonoursRules();
    private static final PointlessFreeMoves PRUNING = new PointlessFreeMoves();

    @Test
    @DisplayName("HOW-FORM-1, HOW-MOVE-10: dragoons that have dismounted are offered a free turn in place only toward the enemy")
    void secondFreeTurnOnlyTowardTheEnemy() {
        int checked = 0;
        int pruned = 0;
        for (long seed = 1; seed <= 40 && checked < 5; seed++) {
            HowState s = dismountedAndAboutToTurn(seed);
            if (s == null) {
                continue;
            }
            int u = ((Move) freeTurns(s, -1).get(0)).unit();
            assertTrue(s.unit(u).changedFormation(), "dismounting is a change of formation (HOW-FORM-10)");
            int enemy = s.nearestEnemy(u);
            int kept = 0;
            for (HowAction a : freeTurns(s, u)) {
                Move m = (Move) a;
                double before = squareness(s, u, enemy, s.unit(u).facing());
                double after = squareness(s, u, enemy, m.facing());
                boolean squarer = after < before - 1;
                assertTrue(PRUNING.pointless(s, a) != squarer, "turn to " + m.facing() + "°: off the enemy by "
                        + after + "° against " + before + "° now");
                kept += squarer ? 1 : 0;
            }
            assertTrue(RULES.legalActions(s).containsAll(freeTurns(s, u)), "the rules still offer every turn");
            pruned += freeTurns(s, u).size() - kept;
            checked++;
        }
        assertTrue(checked >= 3, "dragoons dismounted in " + checked + " seeded games");
        assertTrue(pruned > 0, "some turns were pruned");
    }

    @Test
    @DisplayName("HOW-MOVE-2: moves that go somewhere, a unit's first change of the turn, and what is not a move are never pruned")
    void realMovesAreKept() {
        HowState s = HonoursRuleset.get().newGame(ScenarioLoader.loadNamed("st-ulrich"), "standard", 3);
        SplittableRandom random = new SplittableRandom(3);
        int seen = 0;
        for (int step = 0; step < 2000 && !RULES.result(s).isOver(); step++) {
            if (RULES.isChanceNode(s)) {
                RULES.applyLegal(s, RULES.sampleChance(s, random.nextDouble()));
                continue;
            }
            List<HowAction> legal = RULES.legalActions(s);
            for (HowAction a : legal) {
                if (!(a instanceof Move m) || !inPlace(s, m) || !s.unit(m.unit()).changedFormation()) {
                    assertFalse(PRUNING.pointless(s, a), a.toString());
                    seen++;
                }
            }
            RULES.applyLegal(s, legal.get(random.nextInt(legal.size())));
        }
        assertTrue(seen > 100, "actions looked at: " + seen);
    }

    /** A seeded random game played to where a dragoon regiment has just dismounted and may still turn in place, or null. */
    private static HowState dismountedAndAboutToTurn(long seed) {
        HowState s = HonoursRuleset.get().newGame(ScenarioLoader.loadNamed("st-ulrich"), "standard", seed);
        SplittableRandom random = new SplittableRandom(seed);
        for (int step = 0; step < 3000 && !RULES.result(s).isOver(); step++) {
            if (RULES.isChanceNode(s)) {
                RULES.applyLegal(s, RULES.sampleChance(s, random.nextDouble()));
                continue;
            }
            List<HowAction> legal = RULES.legalActions(s);
            HowAction dismount = legal.stream().filter(a -> a instanceof Move m && inPlace(s, m)
                    && m.formation() == Formation.DISMOUNTED && s.unit(m.unit()).formation() != Formation.DISMOUNTED)
                    .findFirst().orElse(null);
            if (dismount != null) {
                RULES.applyLegal(s, dismount);
                return freeTurns(s, ((Move) dismount).unit()).isEmpty() ? null : s;
            }
            RULES.applyLegal(s, legal.get(random.nextInt(legal.size())));
        }
        return null;
    }

    /** The legal turns in place on foot of unit {@code u} (any unit for −1). */
    private static List<HowAction> freeTurns(HowState s, int u) {
        return RULES.legalActions(s).stream().filter(a -> a instanceof Move m && (u < 0 || m.unit() == u) && inPlace(s, m)
                && m.formation() == Formation.DISMOUNTED && s.unit(m.unit()).formation() == Formation.DISMOUNTED).toList();
    }

    private static boolean inPlace(HowState s, Move m) {
        UnitState us = s.unit(m.unit());
        return Math.hypot(m.x() - us.x(), m.y() - us.y()) <= 0.005;
    }

    /** How far (degrees) a facing is off the line from the unit's centre to the enemy's. */
    private static double squareness(HowState s, int u, int enemy, double facing) {
        var d = s.footprint(enemy).centre().minus(s.footprint(u).centre());
        return Angles.betweenDeg(facing, Math.toDegrees(Math.atan2(d.y(), d.x())));
    }
}
