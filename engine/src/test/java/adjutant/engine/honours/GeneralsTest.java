package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.RULES;
import static adjutant.engine.honours.CommandTesting.blueBrigade;
import static adjutant.engine.honours.CommandTesting.brigade;
import static adjutant.engine.honours.CommandTesting.commander;
import static adjutant.engine.honours.CommandTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.PlaceGeneral;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Phase 1: the generals ride and name whom they direct (HOW-SEQ-1, HOW-CMD-1 to 3, HOW-CMD-14 to 17, AMB-14, AMB-18). */
class GeneralsTest {

    private static HowState atPhaseOne(HowFixture f) {
        return f.start();
    }

    private static Verdict place(HowState s, String general, double x, double y, int directs) {
        return s.currentTask().validate(s, new PlaceGeneral(commander(s, general), x, y, directs));
    }

    @Test
    @DisplayName("HOW-SEQ-1: eight phases in order; phase 1 is each general's placement, blue's first, then movement initiative")
    void phaseOrder() {
        assertEquals(List.of(Phase.GENERALS, Phase.MOVE_INITIATIVE, Phase.MOVEMENT, Phase.FIRE_INITIATIVE, Phase.FIRING,
                Phase.MELEE, Phase.RALLY, Phase.BREAK_CHECK), List.of(Phase.values()));
        HowState s = atPhaseOne(blueBrigade(Rating.DEPENDABLE));
        assertEquals(Phase.GENERALS, s.phase);
        assertEquals(new Generals.Placement(commander(s, "blue-cg")), s.currentTask());
        RULES.apply(s, RULES.legalActions(s).get(0));
        assertEquals(new Generals.Placement(commander(s, "red-cg")), s.currentTask());
        RULES.apply(s, RULES.legalActions(s).get(0));
        assertEquals(Phase.MOVE_INITIATIVE, s.phase);
    }

    @Test
    @DisplayName("HOW-CMD-1: a general rides up to 60 cm in phase 1, once")
    void sixtyCentimetres() {
        HowState s = atPhaseOne(blueBrigade(Rating.DEPENDABLE));
        assertTrue(place(s, "blue-cg", 120, 5, -1).legal());
        Verdict far = place(s, "blue-cg", 60, 5 + 61, -1);
        assertEquals("HOW-CMD-1", far.ruleId());
        RULES.apply(s, new PlaceGeneral(commander(s, "blue-cg"), 120, 5, -1));
        for (Task t : s.tasks) {
            assertFalse(t.equals(new Generals.Placement(commander(s, "blue-cg"))), "he moves once");
        }
        assertEquals(120, s.commanders[commander(s, "blue-cg")].x, 1e-9);
    }

    @Test
    @DisplayName("HOW-CMD-2: no impassable terrain crossed, except at a bridge")
    void impassableTerrain() {
        HowFixture f = blueBrigade(Rating.DEPENDABLE);
        f.terrain(TerrainFeature.of("river", TerrainKind.RIVER, List.of(new Vec2(0, 35), new Vec2(122, 35), new Vec2(122, 40),
                new Vec2(0, 40))));
        HowState s = atPhaseOne(f);
        Verdict v = place(s, "blue-cg", 30, 50, -1);
        assertEquals("HOW-CMD-2", v.ruleId());
        assertTrue(v.message().contains("river"), v.message());
        HowFixture g = blueBrigade(Rating.DEPENDABLE);
        g.terrain(TerrainFeature.of("river", TerrainKind.RIVER, List.of(new Vec2(0, 35), new Vec2(122, 35), new Vec2(122, 40),
                new Vec2(0, 40))));
        g.terrain(TerrainFeature.of("bridge", TerrainKind.BRIDGE, List.of(new Vec2(27, 33), new Vec2(33, 33), new Vec2(33, 42),
                new Vec2(27, 42))));
        HowState t = atPhaseOne(g);
        t.commanders[commander(t, "blue-cg")].x = 30;
        assertTrue(place(t, "blue-cg", 30, 50, -1).legal());
        HowFixture fordable = blueBrigade(Rating.DEPENDABLE);
        fordable.terrain(new TerrainFeature("river", TerrainKind.RIVER, List.of(new Vec2(0, 35), new Vec2(122, 35),
                new Vec2(122, 40), new Vec2(0, 40)), false, false, List.of()));
        assertTrue(place(atPhaseOne(fordable), "blue-cg", 60, 50, -1).legal(), "a fordable river is passable terrain");
    }

    @Test
    @DisplayName("HOW-CMD-2: the ride keeps 10 cm from every enemy unit, and may not end nearer the enemy than a friend")
    void enemyClearance() {
        HowFixture f = blueBrigade(Rating.DEPENDABLE);
        f.cavalry(Side.RED, null, "Löwenstein", 20, 50, 270);
        HowState s = atPhaseOne(f);
        s.commanders[commander(s, "blue-cg")].x = 50;
        s.commanders[commander(s, "blue-cg")].y = 40;
        Verdict close = place(s, "blue-cg", 15, 42, -1);
        assertEquals("HOW-CMD-2", close.ruleId());
        assertTrue(close.message().contains("10 cm") && close.message().contains("Löwenstein"), close.message());
        assertTrue(place(s, "blue-cg", 50, 30, -1).legal());
        Verdict nearer = place(s, "blue-cg", 60, 75, -1);
        assertEquals("HOW-CMD-2", nearer.ruleId());
        assertTrue(nearer.message().contains("closer"), nearer.message());
    }

    @Test
    @DisplayName("HOW-CMD-3: a figure in a unit's way is moved aside the least distance; an enemy's figure then tests for casualty")
    void movedAside() {
        HowState s = CommandTesting.inMovement(blueBrigade(Rating.DEPENDABLE));
        int kleist = unit(s, "Kleist");
        int bevern = commander(s, "b1-bc");
        Footprint f = s.footprint(kleist);
        Vec2 inside = f.toWorld(-1, 3);
        s.commanders[bevern].x = inside.x();
        s.commanders[bevern].y = inside.y();
        CommandFigures.clear(s, kleist);
        Vec2 now = new Vec2(s.commanders[bevern].x, s.commanders[bevern].y);
        assertFalse(f.contains(now));
        assertEquals(f.width() / 2 + CommandFigures.ASIDE_MARGIN - 3, now.distance(inside), 1e-9, "out by the nearer flank");
        assertTrue(s.tasks.isEmpty(), "a friend's figure does not test");
        int browne = commander(s, "r1-bc");
        s.commanders[browne].x = inside.x();
        s.commanders[browne].y = inside.y();
        CommandFigures.clear(s, kleist);
        assertEquals(new CasualtyTest(browne), s.currentTask());
    }

    @Test
    @DisplayName("HOW-CMD-14, AMB-18: the general directs one brigade through its commander within 15 cm, or an independent unit; it holds for the turn")
    void directing() {
        HowState s = atPhaseOne(blueBrigade(Rating.DEPENDABLE));
        int b1 = brigade(s, "b1");
        int zieten = brigade(s, "Zieten");
        assertTrue(place(s, "blue-cg", 60, 5, b1).legal()); // Bevern 10 cm away
        Verdict far = place(s, "blue-cg", 60, 5, zieten);
        assertEquals("HOW-CMD-14", far.ruleId());
        assertTrue(place(s, "blue-cg", 100, 10, zieten).legal());
        List<HowAction> legal = RULES.legalActions(s);
        assertTrue(legal.stream().anyMatch(a -> ((PlaceGeneral) a).directs() == b1));
        assertTrue(legal.stream().anyMatch(a -> ((PlaceGeneral) a).directs() == zieten));
        for (HowAction a : legal) {
            assertTrue(RULES.validate(s, a).legal());
        }
        RULES.apply(s, new PlaceGeneral(commander(s, "blue-cg"), 60, 5, b1));
        assertEquals(b1, s.directed(Side.BLUE));
        assertTrue(Ratings.encouraged(s, b1));
    }

    @Test
    @DisplayName("HOW-CMD-15: a dithering general encourages nobody")
    void ditheringGeneralDirectsNobody() {
        HowState s = atPhaseOne(CommandRollTest.withGeneral(Rating.DITHERING, Rating.DEPENDABLE));
        Verdict v = place(s, "blue-cg", 60, 5, brigade(s, "b1"));
        assertEquals("HOW-CMD-15", v.ruleId());
        for (HowAction a : RULES.legalActions(s)) {
            assertEquals(-1, ((PlaceGeneral) a).directs());
        }
    }

    @Test
    @DisplayName("HOW-CMD-16: an unrated general acts as dependable: 60 cm, 15 cm, no adjustment of results")
    void unratedGeneral() {
        HowState s = atPhaseOne(blueBrigade(Rating.DEPENDABLE));
        int g = commander(s, "blue-cg");
        assertEquals(Rating.DEPENDABLE, Ratings.effective(s, g));
        assertEquals(60, CommandFigureMove.allowance(s, g), 1e-9);
        assertEquals(15, Generals.radius(s, g), 1e-9);
        assertEquals(-1, GlobalAdjustment.triggeredBy(s, brigade(s, "b1"), CommandResult.FEEBLE));
        assertEquals(-1, GlobalAdjustment.triggeredBy(s, brigade(s, "b1"), CommandResult.INSPIRING));
    }

    @Test
    @DisplayName("HOW-CMD-17: a dashing general rides 80 cm and directs within 20 cm")
    void dashingGeneral() {
        HowState s = atPhaseOne(CommandRollTest.withGeneral(Rating.DASHING, Rating.DEPENDABLE));
        int g = commander(s, "blue-cg");
        assertEquals(80, CommandFigureMove.allowance(s, g), 1e-9);
        s.commanders[g].x = 10;
        assertTrue(place(s, "blue-cg", 90, 5, -1).legal());
        s.commanders[g].x = 60;
        s.commanders[commander(s, "b1-bc")].y = 24; // 19 cm from the general
        assertTrue(place(s, "blue-cg", 60, 5, brigade(s, "b1")).legal());
    }

    @Test
    @DisplayName("AMB-14: both sides' placements are judged against the enemy as he stood at the phase's start")
    void simultaneous() {
        HowState s = atPhaseOne(blueBrigade(Rating.DEPENDABLE));
        HowState redFirst = s.copy();
        redFirst.tasks.clear();
        redFirst.push(new Generals.Placement(commander(s, "red-cg")));
        List<HowAction> before = RULES.legalActions(redFirst);
        RULES.apply(s, RULES.legalActions(s).get(RULES.legalActions(s).size() - 1));
        assertInstanceOf(Generals.Placement.class, s.currentTask());
        assertEquals(before, RULES.legalActions(s));
    }
}
