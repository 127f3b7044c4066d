package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.RULES;
import static adjutant.engine.honours.CommandTesting.brigade;
import static adjutant.engine.honours.CommandTesting.commander;
import static adjutant.engine.honours.CommandTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.PlaceGeneral;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.honours.scenario.SpecialRule;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Lobositz's special rules: the mist and Frederick's leaving (HOW-SCN-5, AMB-45). */
class LobositzTest {

    /**
     * A gentle hill over the west half (x < 61). Blue: Musketeers (20, 30) on the hill, Fusiliers
     * (100, 30) on the plain. Red: Grenzer (20, 60) on the hill, Croats (100, 60) on the plain
     * (30 cm from the Fusiliers), in the village "Lobositz" if asked.
     */
    private static HowState misty() {
        HowFixture f = new HowFixture().table(122, 122).special(new SpecialRule.Mist(3, 2, 20));
        f.terrain(TerrainFeature.of("hill", TerrainKind.HILL, List.of(new Vec2(0, 0), new Vec2(61, 0), new Vec2(61, 122), new Vec2(0, 122))));
        f.terrain(TerrainFeature.of("lobositz", TerrainKind.VILLAGE, List.of(new Vec2(88, 58), new Vec2(112, 58), new Vec2(112, 72),
                new Vec2(88, 72))));
        f.general(Side.BLUE, "blue-cg", null, 60, 5);
        f.brigade(Side.BLUE, "b1", "Bevern", Rating.DEPENDABLE, 60, 15);
        f.infantry(Side.BLUE, "b1", "Musketeers", 20, 30, 90);
        f.infantry(Side.BLUE, "b1", "Fusiliers", 100, 30, 90);
        f.general(Side.RED, "red-cg", null, 60, 115);
        f.brigade(Side.RED, "r1", "Browne", Rating.DEPENDABLE, 60, 105);
        f.infantry(Side.RED, "r1", "Grenzer", 20, 60, 270);
        f.infantry(Side.RED, "r1", "Croats", 100, 60, 270);
        HowState s = f.start();
        s.tasks.clear();
        return s;
    }

    private static Task rollTop(HowState s, int face) {
        Task t = s.pop();
        t.apply(s, Roll.of(face));
        return t;
    }

    @Test
    @DisplayName("HOW-SCN-5, AMB-45: the mist roll is needed only in the first 3 turns, from beyond 20 cm")
    void mistByTurnAndDistance() {
        HowState s = misty();
        int fus = unit(s, "Fusiliers");
        int croats = unit(s, "Croats");
        assertEquals(30, s.distance(fus, croats), 0.5);
        assertTrue(MistRule.fire(s, fus, croats));
        assertTrue(MistRule.charge(s, fus, croats));
        s.turn = 3;
        assertTrue(MistRule.fire(s, fus, croats));
        s.turn = 4;
        assertFalse(MistRule.fire(s, fus, croats), "the mist has lifted after turn 3");
        assertFalse(MistRule.charge(s, fus, croats));
        s.turn = 1;
        s.units[croats].y = 45;
        assertFalse(MistRule.fire(s, fus, croats), "within 20 cm the mist does not matter");
        assertFalse(MistRule.charge(s, fus, croats));
    }

    @Test
    @DisplayName("HOW-SCN-5, AMB-45: the mist lies on the plain: no roll when firer and target both stand on a hill")
    void plainAndHill() {
        HowState s = misty();
        int musketeers = unit(s, "Musketeers");
        assertFalse(MistRule.onPlain(s, musketeers));
        assertFalse(MistRule.fire(s, musketeers, unit(s, "Grenzer")), "both on the hill");
        assertTrue(MistRule.fire(s, musketeers, unit(s, "Croats")), "the target is on the plain");
        assertTrue(MistRule.fire(s, unit(s, "Grenzer"), unit(s, "Fusiliers")), "the firer's target is on the plain");
    }

    @Test
    @DisplayName("HOW-SCN-5: Lobositz is a large enough target to be fired at normally (a unit in a built-up area)")
    void builtUpAreaExempt() {
        HowState s = misty();
        int croats = unit(s, "Croats");
        s.units[croats].inBua = 1;
        assertFalse(MistRule.fire(s, unit(s, "Fusiliers"), croats));
        assertTrue(MistRule.fire(s, croats, unit(s, "Fusiliers")), "firing out of the town into the plain's mist still rolls");
    }

    @Test
    @DisplayName("HOW-SCN-5, AMB-45: a fire that fails in the mist is spent with no effect; one that passes rolls its dice")
    void failureSpendsTheFire() {
        HowState s = misty();
        int fus = unit(s, "Fusiliers");
        int croats = unit(s, "Croats");
        Firing.fire(s, new Fire(fus, croats, Ammo.MUSKETRY, false), Firing.When.FIRING_PHASE);
        assertInstanceOf(MistRoll.class, s.currentTask(), "the mist roll comes before the fire's dice");
        assertEquals("Mist: Fusiliers' fire at Croats fails (rolled 2).", s.currentTask().words(s, Roll.of(2)));
        rollTop(s, 2);
        assertTrue(s.tasks.isEmpty(), "no dice follow a failed fire");
        assertEquals(0, s.units[croats].hits);
        assertTrue(s.units[fus].fired, "the failed fire is still the unit's fire for the turn");
        assertEquals(1, s.fireRecords.size());

        HowState t = misty();
        Firing.fire(t, new Fire(fus, croats, Ammo.MUSKETRY, false), Firing.When.FIRING_PHASE);
        rollTop(t, 3);
        assertInstanceOf(FireDice.class, t.currentTask(), "on 3–6 the fire goes ahead");
    }

    @Test
    @DisplayName("HOW-SCN-5, AMB-45: a charge that fails in the mist stops 20 cm short and nobody answers it; one that passes is answered")
    void failedChargeStopsShort() {
        HowState s = misty();
        int fus = unit(s, "Fusiliers");
        int croats = unit(s, "Croats");
        ChargeRules.apply(s, new Charge(fus, croats, -1));
        assertInstanceOf(MistRoll.class, s.currentTask());
        assertTrue(s.currentTask().words(s, Roll.of(1)).startsWith("Mist: Fusiliers' charge at Croats fails"));
        double before = s.units[fus].y;
        rollTop(s, 1);
        assertTrue(s.tasks.isEmpty(), "no reaction follows a failed charge");
        assertTrue(s.units[fus].y > before + 5, "the charger went forward");
        assertEquals(20, s.distance(fus, croats), 0.6);
        assertTrue(s.nearestEnemyDistance(fus) >= 20 - 1e-6, "no closer than 20 cm to any enemy");
        assertTrue(s.units[fus].charged);

        HowState t = misty();
        ChargeRules.apply(t, new Charge(fus, croats, -1));
        rollTop(t, 4);
        assertInstanceOf(ChargeReaction.class, t.currentTask(), "on 3–6 the target answers the charge");
    }

    /**
     * Frederick (dashing) commands Blue, Keith (dependable) is lieutenant general over Bevern's
     * brigade; Kleist's brigade answers to Frederick alone. Frederick leaves at the end of turn 5.
     */
    private static HowState prussians() {
        HowFixture f = new HowFixture().table(122, 122).special(new SpecialRule.GeneralLeaves("frederick", 5, "keith"));
        f.general(Side.BLUE, "frederick", Rating.DASHING, 60, 5);
        f.brigade(Side.BLUE, "b1", "Bevern", Rating.DEPENDABLE, 30, 15);
        f.infantry(Side.BLUE, "b1", "Wedel", 30, 25, 90);
        f.brigade(Side.BLUE, "b2", "Kleist", Rating.DEPENDABLE, 80, 15);
        f.infantry(Side.BLUE, "b2", "Itzenplitz", 80, 25, 90);
        f.lieutenant(Side.BLUE, "keith", Rating.DEPENDABLE, 30, 8, "b1");
        f.general(Side.RED, "browne", null, 60, 115);
        f.brigade(Side.RED, "r1", "Lacy", Rating.DEPENDABLE, 60, 105);
        f.infantry(Side.RED, "r1", "Harrach", 50, 95, 270);
        f.infantry(Side.RED, "r1", "Kaiser", 75, 95, 270);
        f.infantry(Side.RED, "r1", "Baden", 100, 95, 270);
        f.infantry(Side.BLUE, "b2", "Anhalt", 105, 25, 90);
        return f.start();
    }

    /** Ends the turn: the breaking-point check, then the next turn's phase 1 begins. */
    private static void endTurn(HowState s, int turn) {
        s.tasks.clear();
        s.turn = turn;
        s.phase = Phase.BREAK_CHECK;
        s.phaseStarted = false;
        TurnFlow.advance(s);
    }

    @Test
    @DisplayName("HOW-SCN-5, AMB-45: Frederick leaves at the end of turn 5; Keith rides in turn 6's phase 1 as a dependable commanding general")
    void frederickLeaves() {
        HowState s = prussians();
        int frederick = commander(s, "frederick");
        int keith = commander(s, "keith");
        int kleist = brigade(s, "b2");
        endTurn(s, 4);
        assertEquals(5, s.turn, s.toString() + " " + s.result);
        assertEquals(frederick, s.general(Side.BLUE));
        assertEquals(new Generals.Placement(frederick), s.currentTask());
        assertFalse(Generals.directable(s, keith).contains(kleist), "a lieutenant general directs only his own command");

        endTurn(s, 5);
        assertEquals(6, s.turn);
        assertEquals(Phase.GENERALS, s.phase);
        assertTrue(s.commanders[frederick].removed);
        assertEquals(keith, s.general(Side.BLUE));
        assertEquals(CommanderRole.GENERAL, s.role(keith));
        assertEquals(Rating.DEPENDABLE, Ratings.effective(s, keith));
        assertEquals(-1, Ratings.lieutenantOf(s, brigade(s, "b1")), "the lieutenant-general level disappears");
        assertEquals(keith, Ratings.adjustingGeneral(s, kleist));
        assertEquals(new Generals.Placement(keith), s.currentTask(), "Keith rides first in phase 1");
        assertFalse(s.tasks.contains(new Generals.Placement(frederick)));

        HowAction directKleist = null;
        for (HowAction a : s.currentTask().legal(s)) {
            if (a instanceof PlaceGeneral p && p.directs() == kleist) {
                directKleist = a;
            }
        }
        assertTrue(directKleist != null, "as commanding general Keith may direct any brigade of the army");
        RULES.apply(s, directKleist);
        assertEquals(kleist, s.directed(Side.BLUE));
        assertTrue(Ratings.encouraged(s, kleist));

        int itzenplitz = unit(s, "Itzenplitz");
        s.units[itzenplitz].hits = 2;
        Vec2 at = s.footprint(itzenplitz).centre();
        s.commanders[keith].x = at.x();
        s.commanders[keith].y = at.y();
        assertEquals(List.of(itzenplitz), RallyPhase.candidates(s, keith), "Keith rallies as the commanding general");
        assertTrue(RallyPhase.candidates(s, frederick).isEmpty(), "Frederick has gone");
    }

    @Test
    @DisplayName("HOW-SCN-5, AMB-45: in the shipped Lobositz game the mist lies for 3 turns and Keith takes over from Frederick after turn 5")
    void shippedScenario() {
        var scenario = HowScenario.from(ScenarioLoader.load(Path.of("..", "scenarios", "honours-of-war", "lobositz.json")));
        assertEquals(new SpecialRule.Mist(3, 2, 20), scenario.specialRule(SpecialRule.Mist.class).orElseThrow());
        HowState s = HowGame.newGame(scenario);
        assertEquals(20, MistRule.beyond(s), 1e-9);
        int frederick = commander(s, "frederick");
        int keith = commander(s, "keith");
        assertEquals(frederick, s.general(Side.BLUE));
        assertEquals(CommanderRole.LIEUTENANT_GENERAL, s.role(keith));
        endTurn(s, 5);
        assertTrue(s.commanders[frederick].removed);
        assertEquals(keith, s.general(Side.BLUE));
        assertEquals(Rating.DEPENDABLE, Ratings.effective(s, keith));
        assertEquals(new Generals.Placement(keith), s.currentTask());
    }

    @Test
    @DisplayName("HOW-SCN-5, AMB-45: random games with the mist and a general who leaves after turn 2 always offer legal steps")
    void randomPlay() {
        HonoursRules rules = new HonoursRules();
        int mistRolls = 0;
        for (long seed = 1; seed <= 6; seed++) {
            java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
            HowFixture f = HowFixture.smallBattle().special(new SpecialRule.Mist(3, 2, 20))
                    .special(new SpecialRule.GeneralLeaves("blue-cg", 2, "keith"));
            f.lieutenant(Side.BLUE, "keith", Rating.DEPENDABLE, 60, 8, "blue-1");
            HowState s = f.start();
            for (int steps = 0; !rules.result(s).isOver() && s.turn <= 5 && steps < 20_000; steps++) {
                HowAction a;
                if (rules.isChanceNode(s)) {
                    mistRolls += s.currentTask() instanceof MistRoll ? 1 : 0;
                    a = rules.sampleChance(s, random.nextDouble());
                } else {
                    List<HowAction> legal = rules.legalActions(s);
                    assertFalse(legal.isEmpty());
                    a = legal.get(random.nextInt(legal.size()));
                }
                HowAction chosen = a;
                assertTrue(rules.validate(s, a).legal(), () -> rules.validate(s, chosen).message());
                assertFalse(s.currentTask().words(s, a).isBlank());
                rules.apply(s, a);
            }
            if (s.turn > 2) {
                assertEquals(commander(s, "keith"), s.general(Side.BLUE));
            }
        }
        assertTrue(mistRolls > 0, "random play meets the mist");
    }
}
