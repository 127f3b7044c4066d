package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The boxes kept on a state (BA-GEO-3 bodies, spec 1.4 MANNED, BA-GEO-8 references, pair facts) are never stale. */
class BodyBoundsTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-GEO-3: kept boxes equal fresh ones after every step, in the state and in its copies")
    void keptBoxesStayCurrentThroughRandomGames() {
        BaScenario sc = BaScenario.named("encounter");
        for (Variant v : Variant.values()) {
            for (long seed = 0; seed < 6; seed++) {
                BaState s = BlownAway.newGame(sc, v, seed);
                SplittableRandom rng = new SplittableRandom(seed);
                for (int step = 0; step < 400 && !s.outcome().isOver(); step++) {
                    BodyBounds before = BodyBounds.of(s);
                    BaState copy = s.copy();
                    assertSame(before, copy.bounds, "copies share the kept boxes");
                    BaAction a = RandomSteps.next(rules, s, rng);
                    if (s.phase() == Phase.MAIN) {
                        moveCopiesOutsideApply(s, a);
                        assertSame(before, s.bounds, "the outside-apply rules work on copies");
                        assertEquals(0, s.boundsDirty);
                    }
                    rules.apply(s, a);
                    assertCurrent(s);
                    assertCurrent(copy);
                    assertTrue(before.sameAs(BodyBounds.build(copy)), "applying to the state left its copy alone");
                }
            }
        }
    }

    @Test
    @DisplayName("spec 1.4: the MANNED flags kept with the boxes are the gunners' scan")
    void keptMannedFlagsMatchTheScan() {
        Positions p = Fx.chance();
        int gun = p.battery(Side.BLUE, 30, 5, 90);
        int inf = p.infantry(Side.BLUE, 50, 5, 90);
        p.infantry(Side.RED, 30, 40, -90);
        BaState s = p.start();
        assertTrue(BodyBounds.of(s).manned(gun));
        assertTrue(Relations.manned(s, gun));
        for (int f = s.setup.firstFigure[gun]; f < s.setup.firstFigure[gun] + 4; f++) {
            s.setSlot(f, -1); // every gunner detached: not manned
        }
        assertEquals(false, BodyBounds.of(s).manned(gun));
        assertEquals(false, Relations.manned(s, gun));
        assertEquals(false, BodyBounds.of(s).manned(inf), "only batteries are manned");
    }

    @Test
    @DisplayName("BA-GEO-3: every write to a unit's body or frame marks it changed, and only that unit is boxed again")
    void unitWritesMarkTheirUnit() {
        BaState s = BlownAway.newGame(BaScenario.named("encounter"), Variant.CHANCE, 1);
        int f = s.setup.firstFigure[1] + 2;
        BodyBounds.of(s);
        s.moveFigure(f, s.x(f) + 1, s.y(f));
        assertMarked(s, 1L << 1, 1L << 1);
        s.setSlot(f, -1);
        assertMarked(s, 1L << 1, 1L << 1);
        s.setStatus(f, FigureStatus.RUNNING.ordinal());
        assertMarked(s, 1L << 1, 0); // a man lost from the ranks: the unit only shrinks
        s.moveFigure(f, s.x(f) + 1, s.y(f));
        s.setSlot(f, 3);
        s.setStatus(f, FigureStatus.REMOVED.ordinal());
        assertMarked(s, 0, 0); // a man out of ranks is no body element
        s.moveAnchor(2, s.anchorX(2), s.anchorY(2) + 1);
        assertNull(BodyBounds.kept(s, 2, 0), "a stale box is not served");
        assertSame(s.bounds, BodyBounds.kept(s, 0, 1), "current ones are");
        assertMarked(s, 1L << 2, 1L << 2);
        s.setFacing(2, s.facing(2) + 90);
        assertMarked(s, 1L << 2, 1L << 2);
        assertCurrent(s);
    }

    /** The units marked changed, and changed otherwise than by losses, since the last look; then looks. */
    private static void assertMarked(BaState s, long dirty, long grown) {
        assertEquals(dirty, s.boundsDirty, "changed");
        assertEquals(grown, s.boundsGrown, "changed otherwise than by losses");
        BodyBounds.of(s);
        assertEquals(0, s.boundsDirty | s.boundsGrown);
    }

    /** The rules that change copies of the state outside apply: TableTerms' move text, the gunners' walk. */
    private static void moveCopiesOutsideApply(BaState s, BaAction a) {
        TableTerms.describe(s, a);
        for (int u = 0; u < s.setup.nUnits; u++) {
            if (s.setup.unitType[u] == UnitType.ARTILLERY && s.setup.unitSide[u] == s.active()) {
                BlownAwayRules.validateMain(s, new GunnerReturn(u));
            }
        }
    }

    /**
     * The kept boxes, MANNED flags, reference points, near sets and pair facts (asked twice: found,
     * then kept) are those of the figures.
     */
    private static void assertCurrent(BaState s) {
        BodyBounds kept = BodyBounds.of(s);
        assertTrue(kept.sameAs(BodyBounds.build(s)), "kept boxes equal fresh ones");
        for (int u = 0; u < s.setup.nUnits; u++) {
            assertEquals(Relations.scanManned(s, u), kept.manned(u), "MANNED flag of u" + u);
            assertArrayEquals(Relations.scanRef(s, u, Relations.scanManned(s, u)), Relations.ref(s, u), "ref(u" + u + ")");
            for (int v = 0; v < s.setup.nUnits; v++) {
                boolean near = (kept.near(u) & 1L << v) != 0;
                if (u != v && kept.gap(u, v) <= BodyBounds.NEAR) {
                    assertTrue(near, "u" + v + " is near u" + u);
                }
                if (near) {
                    assertTrue(u != v && kept.gap(u, v) <= BodyBounds.NEAR + 1e-9, "u" + v + " is not near u" + u);
                }
                if (u != v && Relations.inContact(s, u, v)) {
                    assertTrue(near, "units in contact are near");
                }
                for (int twice = 0; twice < 2; twice++) {
                    assertEquals(Relations.inContact(s, u, v), Relations.inContact(s, kept, u, v), "u" + u + ", u" + v);
                    assertEquals(Relations.facesNear(s, u, v), Relations.facesNear(s, kept, u, v), "u" + u + ", u" + v);
                    if (s.setup.unitType[u] == UnitType.CAVALRY && s.setup.unitSide[u] != s.setup.unitSide[v]
                            && !s.usedCombat(u) && s.inRanks(u) > 0 && s.inRanks(v) > 0) {
                        double[] r = Relations.ref(s, u);
                        boolean barred = Cover.hard(s, v, r[0], r[1]) || Cover.inWoods(s, v);
                        Verdict ban = CombatEligibility.common(s, u, v);
                        assertEquals(barred, ban != null && ban.ruleId().equals("BA-CMB-5"), "BA-CMB-5 u" + u + ", u" + v);
                    }
                }
            }
        }
    }
}
