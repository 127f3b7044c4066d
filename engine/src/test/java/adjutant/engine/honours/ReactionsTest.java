package adjutant.engine.honours;

import static adjutant.engine.honours.FireKit.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.action.Retreat;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.honours.scenario.UnitSpec;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Reactions to hits, retreats and routs (HOW-REACT-1 to HOW-REACT-17, HOW-OPT-4, HOW-TERR-27, HOW-TERR-28). */
class ReactionsTest {

    /** A state with no step waiting, in the firing phase after all fire. */
    private static HowState quiet(HowFixture f) {
        HowState s = f.start();
        s.phase = Phase.FIRING;
        s.phaseStarted = true;
        s.firingStage = 2;
        s.tasks.clear();
        return s;
    }

    /** Validates and applies the top step only (no turn flow). */
    private static void step(HowState s, HowAction a) {
        assertTrue(s.currentTask().validate(s, a).legal(), () -> s.currentTask().validate(s, a).message());
        s.pop().apply(s, a);
    }

    private static HowFixture blueAt(UnitSpec blue, UnitSpec... red) {
        HowFixture f = FireKit.fixture(blue);
        FireKit.add(f, Side.RED, red);
        return f;
    }

    private static UnitSpec line(String id, double x, double y, double facing) {
        return FireKit.inf(id, UnitClass.STANDARD, x, y, facing);
    }

    /** Blue "b" at (60, 60) facing up, red "e" 10 cm in front of it, "b" with {@code hits} from "e". */
    private static HowState hit(int hits) {
        HowState s = quiet(blueAt(line("b", 60, 60, 90), line("e", 60, 70, 270)));
        Hits.take(s, u(s, "b"), hits, u(s, "e"));
        Reactions.react(s, u(s, "b"), Reactions.Cause.FIRE);
        return s;
    }

    @Test
    @DisplayName("HOW-REACT-1: nothing below 4 hits; 4 loses morale and retreats; 5 or more is Done For and routs")
    void table() {
        assertNull(hit(3).currentTask());
        HowState four = hit(4);
        assertInstanceOf(Reactions.RetreatChoice.class, four.currentTask());
        HowState five = hit(5);
        assertInstanceOf(Reactions.Rout.class, five.currentTask());
        assertTrue(five.units[u(five, "b")].doneFor);
        assertEquals(1.0, five.pointsLost(Side.BLUE), 1e-9);
    }

    @Test
    @DisplayName("HOW-REACT-17: a unit retreating with 4 hits gets the red die")
    void redDie() {
        HowState s = hit(4);
        assertTrue(s.units[u(s, "b")].red);
    }

    @Test
    @DisplayName("HOW-REACT-4 / AMB-34: the owner retreats any distance from 1 to 2 moves; the choices offered are 1, 1.5 and 2")
    void retreatDistance() {
        HowState s = hit(4);
        int b = u(s, "b");
        assertEquals(List.of(new Retreat(b, 1.0), new Retreat(b, 1.5), new Retreat(b, 2.0)), s.currentTask().legal(s));
        assertEquals("HOW-REACT-4", s.currentTask().validate(s, new Retreat(b, 2.5)).ruleId());
        assertTrue(s.currentTask().validate(s, new Retreat(b, 1.25)).legal());
        assertEquals(Side.BLUE, s.currentTask().decider(s));
        assertEquals("b loses morale and retreats 30 cm (1.5 moves).", s.currentTask().words(s, new Retreat(b, 1.5)));
        step(s, new Retreat(b, 1.5));
        assertEquals(30, 60 - s.units[b].y, 1e-6);
    }

    @Test
    @DisplayName("HOW-REACT-5 / HOW-REACT-10: hit from the front it retreats to the rear, then faces the enemy; a rout faces away")
    void directionAndFacing() {
        HowState s = hit(4);
        int b = u(s, "b");
        step(s, new Retreat(b, 1.0));
        assertEquals(60, s.units[b].x, 1e-6);
        assertEquals(40, s.units[b].y, 1e-6);
        assertEquals(90, s.units[b].facing, 1e-6);
        assertTrue(s.units[b].retreatedThisTurn && s.units[b].moved);
        HowState r = hit(5);
        step(r, new Retreat(b, 1.0));
        assertEquals(270, r.units[b].facing, 1e-6);
        assertEquals(36, r.units[b].y, 1e-6);
        HowFixture f = blueAt(line("b", 60, 60, 90));
        FireKit.add(f, Side.RED, FireKit.inf("e", UnitClass.STANDARD, 30, 58, 0));
        HowState side = quiet(f);
        Hits.take(side, b, 4, u(side, "e"));
        assertEquals(Sector.LEFT_FLANK, side.units[b].lastHitFrom);
        Reactions.react(side, b, Reactions.Cause.FIRE);
        step(side, new Retreat(b, 1.0));
        assertTrue(side.footprint(b).centre().x() > 75, "pushed to its right, away from the left-flank fire");
    }

    @Test
    @DisplayName("HOW-REACT-3: a rout is one normal move in the current formation")
    void routDistance() {
        HowState s = hit(5);
        assertEquals(20, Reactions.routDistance(s, u(s, "b")), 1e-9);
        s.units[u(s, "b")].formation = Formation.MARCH_COLUMN;
        assertEquals(25, Reactions.routDistance(s, u(s, "b")), 1e-9);
    }

    @Test
    @DisplayName("HOW-REACT-6: the full distance whatever the terrain")
    void noReduction() {
        HowFixture f = blueAt(line("b", 60, 60, 90), line("e", 60, 70, 270));
        f.terrain(FireKit.area("wood", TerrainKind.WOODS, 0, 20, 180, 56));
        HowState s = quiet(f);
        int b = u(s, "b");
        Hits.take(s, b, 4, u(s, "e"));
        Reactions.react(s, b, Reactions.Cause.FIRE);
        step(s, new Retreat(b, 2.0));
        assertEquals(20, s.units[b].y, 1e-6);
    }

    @Test
    @DisplayName("HOW-REACT-7: enemy units that cannot be avoided make the retreating unit Done For")
    void blocked() {
        HowState s = quiet(blueAt(line("b", 60, 60, 90), line("e", 60, 70, 270), line("x1", 30, 44, 270),
                line("x2", 60, 44, 270), line("x3", 90, 44, 270)));
        int b = u(s, "b");
        Hits.take(s, b, 4, u(s, "e"));
        Reactions.react(s, b, Reactions.Cause.FIRE);
        step(s, new Retreat(b, 1.0));
        assertTrue(s.units[b].doneFor);
    }

    @Test
    @DisplayName("HOW-REACT-8: a line that cannot get past the enemy forms march column to slip through a gap, and only then")
    void formsColumnToAvoidTheEnemy() {
        double w = quiet(blueAt(line("b", 60, 60, 90), line("e", 60, 90, 270))).footprint(0).width();
        double base = w / 4; // a standard battalion: four bases in line, one base wide in column
        double gap = 1.6 * base;
        HowState s = quiet(blueAt(line("b", 100, 60, 90), line("e", 100, 70, 270),
                line("x1", 100 - gap / 2 - w / 2, 44, 270), line("x2", 100 + gap / 2 + w / 2, 44, 270)));
        int b = u(s, "b");
        Hits.take(s, b, 4, u(s, "e"));
        Reactions.react(s, b, Reactions.Cause.FIRE);
        step(s, new Retreat(b, 1.0));
        assertFalse(s.units[b].doneFor, "the column slips between x1 and x2");
        assertEquals(Formation.MARCH_COLUMN, s.units[b].formation);
        assertTrue(s.footprint(b).centre().y() < 60 - base, "it went back");
        for (String x : List.of("x1", "x2")) {
            assertFalse(Proximity.overlap(s.footprint(b), s.footprint(u(s, x))), "clear of " + x);
        }

        HowState open = quiet(blueAt(line("b", 100, 60, 90), line("e", 100, 70, 270)));
        int o = u(open, "b");
        Hits.take(open, o, 4, u(open, "e"));
        Reactions.react(open, o, Reactions.Cause.FIRE);
        step(open, new Retreat(o, 1.0));
        assertEquals(Formation.LINE, open.units[o].formation, "nothing to avoid: no change of formation");
    }

    @Test
    @DisplayName("HOW-REACT-8: the move bends within its cone to avoid a unit in the way")
    void bend() {
        HowFixture f = blueAt(line("b", 60, 60, 90), line("e", 60, 70, 270));
        FireKit.add(f, Side.BLUE, line("friend", 75, 44, 90));
        HowState s = quiet(f);
        int b = u(s, "b");
        Hits.take(s, b, 4, u(s, "e"));
        Reactions.react(s, b, Reactions.Cause.FIRE);
        step(s, new Retreat(b, 1.0));
        assertEquals(0, s.units[u(s, "friend")].hits, "went round");
        assertTrue(Math.abs(s.units[b].x - 60) > 1, "bent aside");
        assertTrue(s.units[b].y < 60 - 10);
    }

    @Test
    @DisplayName("HOW-REACT-11 / HOW-REACT-12: friends passed through take 1 hit (2 if inferior) and react at once, depth first")
    void throughFriends() {
        HowFixture f = blueAt(line("b", 60, 60, 90), line("e", 60, 70, 270));
        FireKit.add(f, Side.BLUE, line("f1", 30, 44, 90), FireKit.inf("f2", UnitClass.INFERIOR, 60, 44, 90), line("f3", 90, 44, 90));
        HowState s = quiet(f);
        int b = u(s, "b");
        int f2 = u(s, "f2");
        s.units[f2].hits = 2;
        Hits.take(s, b, 4, u(s, "e"));
        Reactions.react(s, b, Reactions.Cause.FIRE);
        step(s, new Retreat(b, 1.0));
        assertEquals(4, s.units[f2].hits, "inferior: 2 hits");
        assertInstanceOf(Reactions.RetreatChoice.class, s.currentTask());
        assertEquals(f2, ((Reactions.RetreatChoice) s.currentTask()).unit(), "its reaction comes at once");
        assertFalse(s.footprint(b).overlapsInterior(s.footprint(f2), HowState.CONTACT), "ends clear of the friend it passed");
    }

    @Test
    @DisplayName("HOW-REACT-9: a retreating unit halts at the table edge; a routing one leaves the table")
    void tableEdge() {
        HowState s = quiet(blueAt(line("b", 60, 15, 90), line("e", 60, 25, 270)));
        int b = u(s, "b");
        Hits.take(s, b, 4, u(s, "e"));
        Reactions.react(s, b, Reactions.Cause.FIRE);
        step(s, new Retreat(b, 2.0));
        assertTrue(s.units[b].atTableEdge);
        assertFalse(s.units[b].doneFor);
        assertEquals(0, s.footprint(b).centre().y() - 2, 1e-6);
        HowState r = quiet(blueAt(line("b", 60, 15, 90), line("e", 60, 25, 270)));
        Hits.take(r, b, 5, u(r, "e"));
        Reactions.react(r, b, Reactions.Cause.FIRE);
        step(r, new Retreat(b, 1.0));
        assertTrue(r.units[b].removed);
    }

    @Test
    @DisplayName("HOW-REACT-2 / AMB-82: movement-phase fire brings the reaction at once; no second retreat the same turn at 4")
    void timing() {
        HowState s = quiet(blueAt(line("b", 60, 60, 90), line("e", 60, 70, 270)));
        int b = u(s, "b");
        int e = u(s, "e");
        s.units[b].hits = 3;
        Firing.fire(s, new Fire(e, b, Ammo.MUSKETRY, false), Firing.When.AT_CHARGER);
        step(s, Roll.of(2)); // short range: 1 hit
        assertEquals(4, s.units[b].hits);
        assertInstanceOf(Reactions.RetreatChoice.class, s.currentTask());
        step(s, new Retreat(b, 1.0));
        s.units[b].hits = 4;
        Reactions.react(s, b, Reactions.Cause.FIRE);
        assertNull(s.currentTask(), "already retreated this turn");
        s.units[b].hits = 5;
        Reactions.react(s, b, Reactions.Cause.FIRE);
        assertInstanceOf(Reactions.Rout.class, s.currentTask());
    }

    private static HowState battery(Reactions.Cause cause, int hits) {
        HowState s = quiet(blueAt(FireKit.guns("guns", GunType.MEDIUM, 60, 60, 90), line("e", 60, 70, 270)));
        Hits.take(s, u(s, "guns"), hits, u(s, "e"));
        Reactions.react(s, u(s, "guns"), cause);
        return s;
    }

    @Test
    @DisplayName("HOW-REACT-14: deployed guns forced back by fire: 1–2 abandoned, the crew falls back at LI speed; 3–6 limber for ½ move")
    void abandon() {
        HowState s = battery(Reactions.Cause.FIRE, 4);
        int g = u(s, "guns");
        assertInstanceOf(Reactions.AbandonRoll.class, s.currentTask());
        step(s, Roll.of(2));
        assertTrue(s.units[g].gunsAbandoned);
        step(s, new Retreat(g, 1.0));
        assertEquals(60 - 25, s.units[g].y, 1e-6);
        assertEquals(60, ArtilleryAbandon.guns(s, g).frontCentre().y(), 1e-9, "the guns stay");
        HowState t = battery(Reactions.Cause.FIRE, 4);
        step(t, Roll.of(3));
        assertEquals(Formation.LIMBERED, t.units[g].formation);
        assertEquals("guns retreats with its guns 30 cm (2 moves).", t.currentTask().words(t, new Retreat(g, 2.0)));
    }

    @Test
    @DisplayName("HOW-TERR-28 / HOW-MELEE-14: after melee guns are abandoned on 1–4, but in a BUA the fire version applies")
    void abandonInMelee() {
        HowState s = battery(Reactions.Cause.MELEE, 4);
        assertEquals(4, ((Reactions.AbandonRoll) s.currentTask()).abandonUpTo());
        HowFixture f = blueAt(FireKit.guns("guns", GunType.MEDIUM, 60, 60, 90), line("e", 60, 70, 270));
        f.terrain(FireKit.area("bua", TerrainKind.VILLAGE, 50, 40, 70, 60));
        HowState t = quiet(f);
        t.units[u(t, "guns")].inBua = 0;
        Hits.take(t, u(t, "guns"), 4, u(t, "e"));
        Reactions.react(t, u(t, "guns"), Reactions.Cause.MELEE);
        assertEquals(2, ((Reactions.AbandonRoll) t.currentTask()).abandonUpTo());
    }

    @Test
    @DisplayName("HOW-REACT-13: deployed guns Done For: the crew routs 25 cm")
    void crewRout() {
        HowState s = battery(Reactions.Cause.FIRE, 5);
        int g = u(s, "guns");
        assertEquals(25, Reactions.routDistance(s, g), 1e-9);
        step(s, new Retreat(g, 1.0));
        assertTrue(s.units[g].doneFor);
    }

    @Test
    @DisplayName("HOW-REACT-15 / HOW-REACT-16 / AMB-35: abandoned guns cannot fire; the enemy captures them by contact; a rallied crew re-crews them")
    void recrew() {
        HowState s = battery(Reactions.Cause.FIRE, 4);
        int g = u(s, "guns");
        step(s, Roll.of(1));
        step(s, new Retreat(g, 1.0));
        assertEquals("HOW-FIRE-10", Firing.firer(s, g, Firing.When.FIRING_PHASE).ruleId());
        s.units[g].red = false;
        s.units[g].y = 53; // back in contact with the gun model's rear
        assertTrue(ArtilleryAbandon.mayRecrew(s, g));
        ArtilleryAbandon.recrew(s, g);
        assertFalse(s.units[g].gunsAbandoned);
        assertEquals(60, s.units[g].y, 1e-9);
        HowState t = battery(Reactions.Cause.FIRE, 4);
        step(t, Roll.of(1));
        step(t, new Retreat(g, 1.0));
        t.units[u(t, "e")].y = 60;
        t.units[u(t, "e")].hits = 0;
        ArtilleryAbandon.captureBy(t, u(t, "e"));
        assertTrue(t.units[g].gunsCaptured);
        t.units[g].red = false;
        ArtilleryAbandon.afterRally(t, g);
        assertTrue(t.units[g].doneFor);
    }

    @Test
    @DisplayName("HOW-REACT-15 / AMB-35: in the movement phase a rallied crew in contact re-crews its guns with a whole move, offered first; not before rallying, nor after moving")
    void recrewInTheMovementPhase() {
        HowState s = battery(Reactions.Cause.FIRE, 4);
        int g = u(s, "guns");
        step(s, Roll.of(1));
        step(s, new Retreat(g, 1.0));
        ChargeFx.orders(s, s.setup.brigadeOf(g), CommandResult.STEADY);
        Move recrew = ArtilleryAbandon.recrewMove(s, g);
        s.units[g].red = false;
        assertFalse("HOW-REACT-15".equals(new HonoursRules().validate(s, recrew).ruleId()),
                "from afar, a move onto the guns' spot is an ordinary move, not a re-crewing (found by 5,000 random Kutzdorf games)");
        s.units[g].y = 53; // back in contact with the gun model's rear
        s.units[g].red = true;
        assertEquals("HOW-REACT-15", new HonoursRules().validate(s, recrew).ruleId(), "the red die first");
        s.units[g].red = false;
        s.units[g].movesUsed = 0.5;
        assertEquals("HOW-REACT-15", new HonoursRules().validate(s, recrew).ruleId(), "a whole move");
        s.units[g].movesUsed = 0;
        assertEquals(recrew, new HonoursRules().legalActions(s).stream().filter(a -> a instanceof Move m && m.unit() == g)
                .findFirst().orElseThrow());
        assertTrue(HonoursRuleset.get().codec().words(s, recrew).contains("re-crews its guns"));
        new HonoursRules().apply(s, recrew);
        assertFalse(s.units[g].gunsAbandoned);
        assertEquals(Formation.DEPLOYED, s.units[g].formation);
        assertEquals(60, s.units[g].y, 1e-9);
        assertEquals(1, s.units[g].movesUsed, 1e-9);
        assertTrue(Firing.firer(s, g, Firing.When.FIRING_PHASE).legal(), "a battery that may fire again");
    }

    @Test
    @DisplayName("HOW-OPT-4: with the option, a battalion retreating with loss of morale loses its battalion guns (HOW-OPT-3 from then on)")
    void abandonBattalionGuns() {
        HowFixture f = blueAt(line("b", 60, 60, 90), line("e", 60, 70, 270)).option(OptionalRule.ABANDON_BATTALION_GUNS);
        HowState s = quiet(f);
        int b = u(s, "b");
        Hits.take(s, b, 4, u(s, "e"));
        Reactions.react(s, b, Reactions.Cause.FIRE);
        assertTrue(s.units[b].lostBattalionGuns);
        assertTrue(FireRange.noBattalionGuns(s, b));
        assertEquals(Weapon.MUSKETS, FireRange.weapon(s, b));
        assertFalse(hit(4).units[b].lostBattalionGuns, "not without the option");
    }

    @Test
    @DisplayName("HOW-TERR-27: a unit defending a BUA that retreats leaves its block")
    void leaveBua() {
        HowFixture f = blueAt(FireKit.spec("b", UnitType.INFANTRY, UnitClass.STANDARD, Weapon.MUSKETS_AND_GUNS, null, Formation.IN_BUA,
                60, 60, 90), line("e", 60, 70, 270));
        f.terrain(FireKit.area("bua", TerrainKind.VILLAGE, 50, 50, 70, 62));
        HowState s = quiet(f);
        int b = u(s, "b");
        s.units[b].inBua = 0;
        Hits.take(s, b, 4, u(s, "e"));
        Reactions.react(s, b, Reactions.Cause.FIRE);
        step(s, new Retreat(b, 1.0));
        assertEquals(-1, s.units[b].inBua);
        assertEquals(Formation.LINE, s.units[b].formation);
    }

    @Test
    @DisplayName("HOW-TERR-27 / HOW-REACT-11: when one of two defenders of a block retreats, the other takes hits as though passed through")
    void coDefender() {
        HowFixture f = blueAt(FireKit.spec("b", UnitType.INFANTRY, UnitClass.STANDARD, Weapon.MUSKETS_AND_GUNS, null, Formation.IN_BUA,
                60, 60, 90), line("e", 60, 70, 270));
        FireKit.add(f, Side.BLUE, FireKit.spec("c", UnitType.INFANTRY, UnitClass.INFERIOR, Weapon.MUSKETS_AND_GUNS, null,
                Formation.IN_BUA, 85, 60, 90));
        f.terrain(FireKit.area("bua", TerrainKind.VILLAGE, 45, 45, 100, 62));
        HowState s = quiet(f);
        int b = u(s, "b");
        int c = u(s, "c");
        s.units[b].inBua = 0;
        s.units[c].inBua = 0;
        Hits.take(s, b, 4, u(s, "e"));
        Reactions.react(s, b, Reactions.Cause.FIRE);
        step(s, new Retreat(b, 2.0));
        assertEquals(2, s.units[c].hits, "inferior: 2 hits, though not in the retreat's path");
        assertTrue(s.units[b].x < 72, "b went straight back, not through c");
    }
}
