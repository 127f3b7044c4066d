package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.EndCombats;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Setup, the turn sequence, objectives, victory and game end (BA-SETUP, BA-TURN, BA-WIN, BA-END). */
class SetupTurnAndVictoryTest {
    private final BlownAwayRules rules = new BlownAwayRules();
    private final BaScenario encounter = BaScenario.named("encounter");

    private static void makeStatus(BaState s, int unit, FigureStatus st) {
        int from = s.setup.firstFigure[unit];
        for (int f = from; f < from + s.setup.startMen[unit]; f++) {
            s.setStatus(f, (byte) st.ordinal());
        }
    }

    @Test
    @DisplayName("BA-SETUP-3, BA-SETUP-10, BA-SETUP-12, BA-WIN-1: a new game has full decks, 4 balls a gun, no fights, no owners, turn 1")
    void newGameIsFresh() {
        BaState s = BlownAway.newGame(encounter, Variant.CHANCE, 1);
        for (Side side : Side.values()) {
            assertEquals(52, s.cardsLeft(side));
            for (int v = 1; v <= 13; v++) {
                assertEquals(4, s.cardsLeft(side, v));
            }
        }
        for (int u = 0; u < s.setup.nUnits; u++) {
            assertEquals(s.setup.unitType[u] == UnitType.ARTILLERY ? 4 : 0, s.balls(u));
            assertFalse(s.engaged(u));
            assertEquals(0, s.killedInFight(u));
            assertEquals(s.setup.startMen[u], s.inRanks(u));
        }
        for (int o = 0; o < s.setup.board.objectiveCount(); o++) {
            assertNull(s.owner(o));
        }
        assertEquals(1, s.turn());
    }

    @Test
    @DisplayName("BA-SETUP-4, BA-SETUP-5, BA-SETUP-6: units of one type, recommended sizes, men never change unit")
    void unitsKeepTheirMen() {
        BaState s = BlownAway.newGame(encounter, Variant.CHANCE, 2);
        int[] unitOfAtStart = s.setup.figUnit.clone();
        for (int u = 0; u < s.setup.nUnits; u++) {
            int expected = switch (s.setup.unitType[u]) {
                case INFANTRY -> 13;
                case CAVALRY -> 10;
                case ARTILLERY -> 4;
            };
            assertEquals(expected, s.setup.startMen[u], s.setup.unitName[u]);
            if (s.setup.unitType[u] == UnitType.ARTILLERY) {
                for (int f = s.setup.firstFigure[u]; f < s.setup.firstFigure[u] + 4; f++) {
                    assertEquals(Role.GUNNER, s.setup.figRole[f]);
                }
            }
        }
        new RandomPlayout(rules).play(s, new SplittableRandom(2), 300);
        assertTrue(java.util.Arrays.equals(unitOfAtStart, s.setup.figUnit));
    }

    @Test
    @DisplayName("BA-SETUP-7, BA-GEO-24: four objectives near the middle, spread along the table; boundary counts as inside")
    void objectivesNearTheMiddle() {
        Board b = BlownAway.setup(encounter, Variant.CHANCE).board();
        assertEquals(4, b.objectiveCount());
        Set<Long> xs = new HashSet<>();
        for (var o : b.objectives()) {
            assertTrue(Math.abs(o.center().y() - 24) <= 8, o.name());
            xs.add(Math.round(o.center().x() / 12));
        }
        assertEquals(4, xs.size(), "spread along the table");
        var first = b.objectives().get(0);
        assertTrue(b.objectiveContains(0, first.center().x() + first.radius(), first.center().y()), "boundary inside");
        assertFalse(b.objectiveContains(0, first.center().x() + first.radius() + 0.01, first.center().y()));
        assertTrue(b.objectiveTouches(0, first.center().x() - 10, first.center().y(), first.center().x() + 10,
                first.center().y()), "a path through the area touches it");
    }

    @Test
    @DisplayName("BA-GEO-24: no point farther from an objective's centre than its reach is inside it (circles and polygons)")
    void objectiveReachBoundsEveryPointInside() {
        List<ObjectiveSpec> objectives = new ArrayList<>(List.of(
                ObjectiveSpec.circle("c", "a circle", new Vec2(20, 20), 3),
                ObjectiveSpec.polygon("p", "a walled farm", List.of(new Vec2(40, 10), new Vec2(52, 11),
                        new Vec2(50, 19), new Vec2(45, 14), new Vec2(41, 18)))));
        List<Board> boards = new ArrayList<>(List.of(new Board(new Table(96, 48), List.of(), objectives)));
        for (String name : ScenarioCatalog.names("blown-away")) {
            boards.add(BlownAway.setup(BaScenario.named(name), Variant.CHANCE).board());
        }
        SplittableRandom rng = new SplittableRandom(3);
        int inside = 0;
        for (Board b : boards) {
            for (int o = 0; o < b.objectiveCount(); o++) {
                ObjectiveSpec spec = b.objectives().get(o);
                double reach = Math.sqrt(b.objectiveReachSquared(o));
                for (int i = 0; i < 20_000; i++) {
                    double angle = 2 * Math.PI * rng.nextDouble();
                    double r = reach * (0.5 + rng.nextDouble());
                    double x = spec.center().x() + r * Math.cos(angle);
                    double y = spec.center().y() + r * Math.sin(angle);
                    if (b.objectiveContains(o, x, y)) {
                        double dx = x - spec.center().x();
                        double dy = y - spec.center().y();
                        assertTrue(dx * dx + dy * dy <= b.objectiveReachSquared(o), spec.name() + " holds " + x + ", " + y);
                        inside++;
                    }
                }
                for (Vec2 v : spec.polygon()) {
                    assertTrue(b.objectiveContains(o, v.x(), v.y()), spec.name() + ": a vertex is on the boundary");
                    assertTrue(v.distanceSquared(spec.center()) <= b.objectiveReachSquared(o), spec.name() + ": a vertex");
                }
            }
        }
        assertTrue(inside > 10_000, "points inside some objective: " + inside);
    }

    @Test
    @DisplayName("BA-SETUP-9, BA-SETUP-11: both deployments are in place before any decision; a seeded coin decides who starts")
    void coinFlip() {
        Set<Side> starters = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            BaState s = BlownAway.newGame(encounter, Variant.CHANCE, seed);
            starters.add(s.active());
            assertEquals(s.active(), BlownAway.newGame(encounter, Variant.CHANCE, seed).active(), "same seed");
            assertTrue(s.inRanks(Side.BLUE) > 0 && s.inRanks(Side.RED) > 0);
        }
        assertEquals(Set.of(Side.BLUE, Side.RED), starters);
        Positions p = Positions.chance().first(Side.RED);
        p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.RED, 70, 43, -90);
        assertEquals(Side.RED, p.start().active(), "the scenario may fix the first side");
    }

    /** Two lines 3.5 in apart, facing each other. */
    private static BaState lines(boolean chance) {
        Positions p = chance ? Positions.chance() : Positions.withoutChance();
        p.infantry(Side.BLUE, 40, 20, 90);
        p.infantry(Side.RED, 40, 23.5, -90);
        return p.start();
    }

    @Test
    @DisplayName("BA-TURN-3: without chance, the active side declares, then the other, then all combats resolve")
    void withoutChanceCombatPhase() {
        BaState s = lines(false);
        rules.apply(s, new Pass());
        assertEquals(Phase.DECLARE, s.phase());
        assertEquals(Side.BLUE, rules.toAct(s));
        assertEquals(0, s.cursor());
        rules.apply(s, new Declare(0, Declare.HOLD));
        assertEquals(Phase.DECLARE, s.phase());
        assertEquals(Side.RED, rules.toAct(s), "the other side declares in the active side's turn");
        rules.apply(s, new Declare(1, 0));
        assertEquals(Side.RED, s.active(), "after the resolution the turn passes");
        assertEquals(Phase.MAIN, s.phase());
        assertEquals(11, s.inRanks(0), "red's declared attack (1 killed, 1 runs) took effect in blue's turn");
    }

    @Test
    @DisplayName("BA-TURN-2, BA-TURN-5: chance combats by the active side only, and nothing is compulsory")
    void chanceCombatIsOptional() {
        BaState s = lines(true);
        rules.apply(s, new Pass());
        assertEquals(Phase.COMBAT, s.phase());
        List<?> legal = rules.legalActions(s);
        assertTrue(legal.contains(new Fight(0, 1)));
        assertFalse(legal.contains(new Fight(1, 0)), "only the active side conducts combat");
        assertTrue(legal.contains(new EndCombats()));
        rules.apply(s, new EndCombats());
        assertEquals(Side.RED, s.active());
        assertEquals(13, s.inRanks(0));
    }

    @Test
    @DisplayName("BA-TURN-4, BA-TURN-8: one main action a turn; the turn counter counts turns")
    void oneThingATurn() {
        Positions p = Positions.chance();
        p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.RED, 70, 43, -90);
        BaState s = p.start();
        rules.apply(s, new Move(0, 0, 0, 3));
        assertEquals(Side.RED, s.active(), "nothing else to decide: the turn is over");
        assertEquals(2, s.turn());
        assertFalse(rules.validate(s, new Move(0, 0, 0, 3)).legal(), "blue's unit cannot act in red's turn");
        rules.apply(s, new Pass());
        assertEquals(3, s.turn());
    }

    @Test
    @DisplayName("BA-TURN-6: the commander may move before or after the main action")
    void commanderBeforeOrAfter() {
        Positions p = Positions.chance();
        p.battery(Side.BLUE, 40, 5, 90);
        p.infantry(Side.RED, 40, 30, -90);
        BaState s = p.start();
        assertTrue(rules.validate(s, PlaceCommander.at(10, 10)).legal(), "before the main action");
        rules.apply(s, new Pass());
        assertEquals(Phase.ARTILLERY, s.phase());
        assertTrue(rules.validate(s, PlaceCommander.at(10, 10)).legal(), "after the main action");
    }

    @Test
    @DisplayName("BA-CMDR-2: the commander may not be placed on top of another figure")
    void commanderNotOnAFigure() {
        Positions p = Positions.chance();
        p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.RED, 70, 43, -90);
        BaState s = p.start();
        var v = rules.validate(s, PlaceCommander.at(20, 5));
        assertFalse(v.legal());
        assertEquals("BA-CMDR-2", v.ruleId());
        assertTrue(rules.validate(s, PlaceCommander.at(20, 8)).legal());
    }

    /** Blue holds objectives 1 and 2 with one man each; objective 3 at (60, 24) is free. */
    private static Positions threeObjectives(Variant v) {
        Positions p = Positions.of(v);
        p.objective(12, 24, 3).objective(36, 24, 3).objective(60, 24, 3).objective(84, 24, 3);
        p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 12, 24, 90, Positions.men(Role.SOLDIER, 1), false);
        p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 36, 24, 90, Positions.men(Role.SOLDIER, 1), false);
        p.unit(Side.BLUE, UnitType.CAVALRY, Formation.COLUMN, 60, 17, 90, Positions.men(Role.SOLDIER, 10), false);
        return p;
    }

    @Test
    @DisplayName("BA-TEST-28, BA-WIN-3, BA-WIN-5, BA-TURN-7: a column passing through the third objective wins at once")
    void passThroughWins() {
        Positions p = threeObjectives(Variant.CHANCE);
        p.battery(Side.RED, 90, 44, -90);
        BaState s = p.start();
        assertEquals(2, s.objectivesOwned(Side.BLUE));
        Snake through = new Snake(2, 0, List.of(new Snake.Leg(0, 12)));
        String said = TableTerms.describe(s, through);
        String taken = "The " + s.setup().sideName(Side.BLUE) + " take the " + s.setup().board().objectives().get(2).name() + ".";
        assertTrue(said.endsWith(" " + taken), "the capture is told, though no man stays in it: " + said);
        rules.apply(s, through);
        assertEquals(Outcome.BLUE_WINS, s.outcome());
        assertEquals("BA-WIN-5", s.resultRule());
        assertEquals(Phase.OVER, s.phase(), "the rest of the turn is not played");
    }

    @Test
    @DisplayName("BA-TEST-28, BA-WIN-4: with an enemy man in ranks inside, passing through takes nothing")
    void contestedPassThrough() {
        Positions p = threeObjectives(Variant.CHANCE);
        p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 62.6, 24, 0, Positions.men(Role.SOLDIER, 1), false);
        BaState s = p.start();
        rules.apply(s, new Snake(2, 0, List.of(new Snake.Leg(0, 12))));
        assertFalse(s.outcome().isOver());
        assertEquals(Side.RED, s.owner(2), "red occupied it at the start and keeps it while contested");
    }

    @Test
    @DisplayName("BA-TEST-29, BA-WIN-2, BA-WIN-4, BA-WIN-7: contested objectives keep their owner; running men hold nothing")
    void contestedThenTaken() {
        Positions p = Positions.chance();
        p.objective(48, 24, 3);
        p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 47, 24, 0, Positions.men(Role.SOLDIER, 1), false);
        p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 49, 24, 180, Positions.men(Role.SOLDIER, 1), false);
        BaState s = p.start();
        assertNull(s.owner(0), "both inside from the start: nobody occupies it");
        makeStatus(s, 1, FigureStatus.RUNNING);
        Objectives.update(s);
        assertEquals(Side.BLUE, s.owner(0), "red's man runs: blue occupies");
        makeStatus(s, 0, FigureStatus.RUNNING);
        Objectives.update(s);
        assertEquals(Side.BLUE, s.owner(0), "ownership persists without a garrison");
    }

    @Test
    @DisplayName("BA-WIN-6: ownership is re-evaluated after a reform that brings men into an objective")
    void reformTakesAnObjective() {
        Positions p = Positions.chance();
        p.objective(36, 24, 3);
        p.infantry(Side.BLUE, 36, 20.5, 90);
        p.infantry(Side.RED, 80, 43, -90);
        BaState s = p.start();
        assertNull(s.owner(0));
        rules.apply(s, new Reform(0, Formation.LINE, -90));
        assertEquals(Side.BLUE, s.owner(0));
    }

    @Test
    @DisplayName("BA-WIN-8: both sides reaching the victory condition at once is a draw")
    void simultaneousVictoryIsADraw() {
        Positions p = Positions.chance();
        p.objective(12, 24, 3).objective(36, 24, 3).objective(60, 24, 3).objective(84, 24, 3);
        p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.RED, 70, 43, -90);
        BaScenario sc = p.scenario();
        BaScenario two = BaScenario.of(sc.name(), sc.title(), sc.description(), sc.table(), sc.variant(), sc.year(),
                sc.turnLimit(), sc.firstSide(), sc.deployDepth(), sc.victory(), 2, sc.terrain(), sc.objectives(),
                sc.armies(), sc.options());
        BaState s = BlownAway.newGame(two, Variant.CHANCE, 1);
        s.setOwnerCode(0, 1);
        s.setOwnerCode(1, 1);
        s.setOwnerCode(2, 2);
        s.setOwnerCode(3, 2);
        assertTrue(GameEnd.checkVictory(s));
        assertEquals(Outcome.DRAW, s.outcome());
        assertEquals("BA-WIN-8", s.resultRule());
    }

    @Test
    @DisplayName("BA-END-1: at the turn limit the side owning more objectives wins")
    void turnLimit() {
        Positions p = Positions.chance().turnLimit(3);
        p.objective(12, 24, 3).objective(84, 24, 3);
        p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 12, 24, 90, Positions.men(Role.SOLDIER, 1), false);
        p.infantry(Side.RED, 70, 43, -90);
        BaState s = p.start();
        for (int i = 0; i < 3; i++) {
            rules.apply(s, new Pass());
        }
        assertEquals(Outcome.BLUE_WINS, s.outcome());
        assertEquals("BA-END-1", s.resultRule());
    }

    @Test
    @DisplayName("BA-END-3: in a field scenario a side with no man in ranks at the end of a turn loses")
    void fieldVictory() {
        Positions p = Positions.chance();
        p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.RED, 70, 43, -90);
        BaState s = p.start();
        makeStatus(s, 1, FigureStatus.RUNNING);
        rules.apply(s, new Pass());
        assertEquals(Outcome.BLUE_WINS, s.outcome());
        assertEquals("BA-END-3", s.resultRule());
    }

    @Test
    @DisplayName("BA-END-3: at the turn limit of a field scenario 1.25 times the other's fraction in ranks wins")
    void fieldTurnLimit() {
        Positions p = Positions.chance().turnLimit(1);
        p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.RED, 70, 43, -90);
        BaState s = p.start();
        for (int f = s.setup.firstFigure[1]; f < s.setup.firstFigure[1] + 4; f++) {
            s.setStatus(f, (byte) FigureStatus.REMOVED.ordinal());
        }
        rules.apply(s, new Pass());
        assertEquals(Outcome.BLUE_WINS, s.outcome(), "13/13 against 9/13");
    }

    @Test
    @DisplayName("BA-END-4: killed percentage counts killed men of the starting men")
    void killedPercent() {
        BaState s = lines(true);
        Fx.fight(s, 0, 1, 13, 1);
        assertEquals(1, s.killed(Side.RED));
        assertEquals(100.0 / 13, StateSummary.killedPercent(s, Side.RED), 1e-9);
        assertEquals(0, StateSummary.killedPercent(s, Side.BLUE), 1e-9);
    }

    @Test
    @DisplayName("BA-GEO-7: faces and facesNear")
    void facingPredicates() {
        BaState s = lines(true);
        assertTrue(Relations.faces(s, 0, 1) && Relations.faces(s, 1, 0));
        assertTrue(Relations.facesNear(s, 0, 1) && Relations.facesNear(s, 1, 0));
        Positions p = Positions.chance();
        p.infantry(Side.BLUE, 40, 20, 90);
        p.infantry(Side.RED, 40, 30, 90);
        BaState far = p.start();
        assertTrue(Relations.faces(far, 0, 1), "red stands in blue's front, 10 in away");
        assertFalse(Relations.facesNear(far, 0, 1), "but not less than 4 in away");
        assertFalse(Relations.faces(far, 1, 0), "red faces away");
    }
}
