package adjutant.engine.honours;

import static adjutant.engine.honours.MeleeKit.area;
import static adjutant.engine.honours.MeleeKit.at;
import static adjutant.engine.honours.MeleeKit.go;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.scenario.ArmySpec;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Army breaking points, objectives and the end of the game (HOW-VIC-1 to HOW-VIC-9, HOW-OPT-1, 2, 9; D-4). */
class VictoryTest {

    private static final UnitClass STD = UnitClass.STANDARD;

    /** Four standard units a side (ABP 2), blue's at y 10, red's at y 110. */
    private static HowFixture armies() {
        HowFixture f = new HowFixture();
        for (int i = 0; i < 4; i++) {
            f.unit(Side.BLUE, null, MeleeKit.infantry("b" + i, STD, UnitSize.STANDARD, 20 + 40 * i, 10, 90, Formation.LINE));
            f.unit(Side.RED, null, MeleeKit.infantry("r" + i, STD, UnitSize.STANDARD, 20 + 40 * i, 110, 270, Formation.LINE));
        }
        return f;
    }

    private static HowState check(HowState s) {
        return go(s);
    }

    @Test
    @DisplayName("HOW-VIC-1, HOW-OPT-9, D-4: 7 standard, 1 large and 2 small units count 9.5: breaking point 4")
    void breakingPoint() {
        HowFixture f = new HowFixture();
        for (int i = 0; i < 10; i++) {
            UnitSize size = i < 7 ? UnitSize.STANDARD : i == 7 ? UnitSize.LARGE : UnitSize.SMALL;
            f.unit(Side.BLUE, null, MeleeKit.infantry("b" + i, STD, size, 10 + 15 * i, 10, 90, Formation.LINE));
        }
        ArmySpec blue = f.scenario().army(Side.BLUE);
        assertEquals(9.5, blue.unitCount(), 1e-9);
        assertEquals(4, blue.effectiveBreakingPoint());
    }

    @Test
    @DisplayName("HOW-VIC-2, HOW-OPT-9: a Done For unit costs 1 point, a small one 0.5, a large one 1.5")
    void pointsLostBySize() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.infantry("small", STD, UnitSize.SMALL, 20, 10, 90, Formation.LINE));
        f.unit(Side.BLUE, null, MeleeKit.infantry("large", STD, UnitSize.LARGE, 60, 10, 90, Formation.LINE));
        for (int i = 0; i < 6; i++) {
            f.unit(Side.BLUE, null, MeleeKit.infantry("b" + i, STD, UnitSize.STANDARD, 100 + 12 * i, 30, 90, Formation.LINE));
        }
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, UnitSize.STANDARD, 60, 110, 270, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("r2", STD, UnitSize.STANDARD, 100, 110, 270, Formation.LINE));
        HowState s = at(f, Phase.BREAK_CHECK);
        Hits.doneFor(s, 0);
        Hits.doneFor(s, 1);
        check(s);
        assertEquals(2.0, s.pointsLost(Side.BLUE), 1e-9);
        assertFalse(s.result().isOver(), "8 units: breaking point 4");
    }

    private static final ObjectiveSpec HILL = ObjectiveSpec.circle("hill", "the hill", new Vec2(60, 60), 3);

    @Test
    @DisplayName("HOW-VIC-3, HOW-VIC-4, AMB-40: an objective taken costs its holder its points, restored when retaken")
    void objectiveTakenAndRetaken() {
        HowState s = at(armies().objective(HILL, 1, Side.RED), Phase.BREAK_CHECK);
        s.unit(0).x = 60;
        s.unit(0).y = 55; // blue's front edge 2 cm from the hill's edge
        check(s);
        assertEquals(Side.BLUE, s.objectiveHolder[0]);
        assertEquals(1.0, s.pointsLost(Side.RED), 1e-9);
        s.unit(0).y = 10; // nobody there: the last holder keeps it
        s.phase = Phase.BREAK_CHECK;
        s.phaseStarted = false;
        s.tasks.clear();
        check(s);
        assertEquals(1.0, s.pointsLost(Side.RED), 1e-9);
        s.unit(4).x = 60;
        s.unit(4).y = 66; // red retakes it
        s.phase = Phase.BREAK_CHECK;
        s.phaseStarted = false;
        s.tasks.clear();
        check(s);
        assertEquals(0.0, s.pointsLost(Side.RED), 1e-9);
    }

    @Test
    @DisplayName("HOW-VIC-4, AMB-40: a disputed objective counts for neither; a built-up area objective needs a unit inside")
    void disputedAndBua() {
        HowState s = at(armies().objective(HILL, 2, Side.RED), Phase.BREAK_CHECK);
        s.unit(0).x = 60;
        s.unit(0).y = 55;
        s.unit(4).x = 60;
        s.unit(4).y = 66;
        check(s);
        assertEquals(0.0, s.pointsLost(Side.RED), 1e-9);
        assertEquals(Objectives.DISPUTED, Objectives.occupants(s, 0));

        HowFixture f = armies().terrain(area("village", TerrainKind.VILLAGE, 50, 50, 70, 70))
                .objective(ObjectiveSpec.circle("v", "the village", new Vec2(60, 60), 3), 1, Side.RED);
        HowState v = at(f, Phase.BREAK_CHECK);
        v.unit(0).x = 60;
        v.unit(0).y = 49; // touching the village, outside
        assertEquals(Objectives.NONE, Objectives.occupants(v, 0));
        v.unit(0).y = 60;
        v.unit(0).formation = Formation.IN_BUA;
        v.unit(0).inBua = 0;
        assertEquals(Objectives.BLUE, Objectives.occupants(v, 0));
    }

    @Test
    @DisplayName("HOW-VIC-5: a side at its breaking point loses; both at once is a draw")
    void breaking() {
        HowState s = at(armies(), Phase.BREAK_CHECK);
        Hits.doneFor(s, 0);
        Hits.doneFor(s, 2);
        HowState both = s.copy();
        check(s);
        assertEquals(Outcome.RED_WINS, s.result().outcome());
        Hits.doneFor(both, 4);
        Hits.doneFor(both, 5);
        check(both);
        assertEquals(Outcome.DRAW, both.result().outcome());
    }

    @Test
    @DisplayName("HOW-VIC-6: at the turn limit the side that lost more points, objectives included, loses")
    void turnLimit() {
        HowState s = at(armies().objective(HILL, 1, Side.RED).turnLimit(3), Phase.BREAK_CHECK);
        s.turn = 3;
        s.unit(0).x = 60;
        s.unit(0).y = 55; // blue holds red's objective at the limit
        check(s);
        assertEquals(Outcome.BLUE_WINS, s.result().outcome());
        assertEquals("HOW-VIC-6", s.result().ruleId());
        HowState even = at(armies().turnLimit(3), Phase.BREAK_CHECK);
        even.turn = 3;
        check(even);
        assertEquals(Outcome.DRAW, even.result().outcome());
    }

    @Test
    @DisplayName("HOW-VIC-7: a side that has not taken its objective by its turn loses; with deadlines on both sides the first to take its own wins")
    void turnLimitedObjectives() {
        HowState s = at(armies().objective(HILL, 1, Side.RED, Side.BLUE, 4), Phase.BREAK_CHECK);
        s.turn = 3;
        check(s);
        assertFalse(s.result().isOver(), "turn 3: blue has until the end of turn 4");
        HowState late = at(armies().objective(HILL, 1, Side.RED, Side.BLUE, 4), Phase.BREAK_CHECK);
        late.turn = 4;
        check(late);
        assertEquals(Outcome.RED_WINS, late.result().outcome());
        assertEquals("HOW-VIC-7", late.result().ruleId());
        HowState taken = at(armies().objective(HILL, 1, Side.RED, Side.BLUE, 4), Phase.BREAK_CHECK);
        taken.turn = 4;
        taken.unit(0).x = 60;
        taken.unit(0).y = 55; // blue holds it at the end of turn 4
        check(taken);
        assertFalse(taken.result().isOver(), "held in time: the game goes on");

        ObjectiveSpec bridge = ObjectiveSpec.circle("bridge", "the bridge", new Vec2(20, 20), 3);
        HowState race = at(armies().objective(HILL, 1, Side.RED, Side.BLUE, 8).objective(bridge, 1, Side.BLUE, Side.RED, 8),
                Phase.BREAK_CHECK);
        race.turn = 2;
        race.unit(0).x = 60;
        race.unit(0).y = 55; // blue takes the hill first; red has not taken the bridge
        check(race);
        assertEquals(Outcome.BLUE_WINS, race.result().outcome());
        assertEquals("HOW-VIC-7", race.result().ruleId());
    }

    @Test
    @DisplayName("HOW-VIC-8: an army that breaks loses, whatever objectives it holds")
    void breakingBeatsObjectives() {
        HowState s = at(armies().objective(HILL, 1, Side.BLUE), Phase.BREAK_CHECK);
        s.unit(4).x = 60;
        s.unit(4).y = 66; // red holds blue's objective
        Hits.doneFor(s, 5);
        Hits.doneFor(s, 6);
        check(s);
        assertEquals(1.0, s.pointsLost(Side.BLUE), 1e-9);
        assertEquals(Outcome.BLUE_WINS, s.result().outcome(), "red broke: it loses, objective or not");
    }

    @Test
    @DisplayName("HOW-VIC-9: allied armies play as one side with the breaking point the players chose")
    void alliedArmies() {
        HowScenario sc = armies().scenario();
        List<ArmySpec> armies = new ArrayList<>();
        for (ArmySpec a : sc.armies()) {
            armies.add(new ArmySpec(a.side(), a.name(), a.nation(), a.designatedAttacker(), a.side() == Side.BLUE ? 1 : 0,
                    a.commanders(), a.brigades(), a.units()));
        }
        HowScenario combined = new HowScenario(sc.header(), sc.scale(), armies, sc.options(), sc.season(), sc.turnLimit(),
                sc.objectiveValues(), sc.fortified());
        HowState s = HowGame.newGame(combined);
        s.tasks.clear();
        s.phase = Phase.BREAK_CHECK;
        s.phaseStarted = false;
        Hits.doneFor(s, 0);
        check(s);
        assertEquals(Outcome.RED_WINS, s.result().outcome());
    }

    @Test
    @DisplayName("HOW-OPT-1: a demoralised brigade fights at −1, and its units 60 cm from every enemy count as Done For")
    void brigadeMorale() {
        HowFixture f = new HowFixture().option(OptionalRule.BRIGADE_MORALE);
        f.brigade(Side.BLUE, "bde", "Bevern", Rating.DEPENDABLE, 10, 5);
        for (int i = 0; i < 3; i++) {
            f.infantry(Side.BLUE, "bde", "b" + i, 20 + 25 * i, 10, 90);
        }
        f.infantry(Side.BLUE, null, "other", 150, 10, 90);
        f.unit(Side.RED, null, MeleeKit.infantry("r", STD, UnitSize.STANDARD, 70, 50, 270, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("r2", STD, UnitSize.STANDARD, 150, 110, 270, Formation.LINE));
        HowState s = at(f, Phase.BREAK_CHECK);
        Hits.doneFor(s, 0);
        assertFalse(BrigadeMorale.demoralised(s, s.setup().brigadeOf(1)));
        Hits.doneFor(s, 1);
        assertTrue(BrigadeMorale.demoralised(s, s.setup().brigadeOf(2)));
        s.unit(2).x = 70;
        s.unit(2).y = 50; // in contact with red
        MeleeCluster.form(s);
        assertTrue(MeleeModifiers.of(s, 2, 4, 2, 1).contains(new MeleeModifiers.Modifier("demoralised brigade", -1)));
        assertTrue(MeleeModifiers.of(s, 3, 4, 2, 1).stream().noneMatch(m -> m.reason().contains("demoralised")));
        s.unit(2).y = -20; // gone 60 cm from every enemy (off the board)
        s.unit(2).x = 10;
        check(s);
        assertFalse(s.unit(2).active());
        assertEquals(3.0, s.pointsLost(Side.BLUE), 1e-9);
    }

    @Test
    @DisplayName("HOW-OPT-2, AMB-52: each red die counts 0.5 army points at the check, recalculated every turn")
    void redDicePoints() {
        HowState s = at(armies().option(OptionalRule.RED_DICE_POINTS), Phase.BREAK_CHECK);
        s.unit(0).red = true;
        s.unit(0).hits = 4;
        check(s);
        assertEquals(0.5, s.pointsLost(Side.BLUE), 1e-9);
        s.unit(0).red = false;
        s.phase = Phase.BREAK_CHECK;
        s.phaseStarted = false;
        s.tasks.clear();
        check(s);
        assertEquals(0.0, s.pointsLost(Side.BLUE), 1e-9);
    }

    @Test
    @DisplayName("HOW-OPT-9: small units −1 and large units +1 on every melee die")
    void sizeModifiers() {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.infantry("small", STD, UnitSize.SMALL, 60, 50, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("large", STD, UnitSize.LARGE, 60, 50, 270, Formation.LINE));
        HowState s = at(f, Phase.MELEE);
        MeleeCluster.form(s);
        assertEquals(-1, MeleeModifiers.total(MeleeModifiers.of(s, 0, 1, 0, 1)));
        assertEquals(+1, MeleeModifiers.total(MeleeModifiers.of(s, 1, 0, 0, 1)));
    }
}
