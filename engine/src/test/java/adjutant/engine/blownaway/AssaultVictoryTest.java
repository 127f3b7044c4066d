package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.EndCombats;
import adjutant.engine.blownaway.action.HoldFire;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.blownaway.scenario.VictoryKind;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * The assault victory (docs/rules-decisions.md, after the Fieldworks report of spec 8.4): only
 * the attacker wins by objectives, the defender by holding until the game is stopped, and a side
 * with no man in ranks at the end of a turn loses.
 */
class AssaultVictoryTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    private static void makeStatus(BaState s, int unit, FigureStatus st) {
        int from = s.setup.firstFigure[unit];
        for (int f = from; f < from + s.setup.startMen[unit]; f++) {
            s.setStatus(f, (byte) st.ordinal());
        }
    }

    /** The active side does nothing this turn: passes, holds its guns' fire, ends its combats. */
    private void quietTurn(BaState s) {
        int turn = s.turn();
        while (s.turn() == turn && !s.outcome().isOver()) {
            List<BaAction> legal = rules.legalActions(s);
            rules.apply(s, legal.stream().filter(a -> a instanceof Pass || a instanceof HoldFire || a instanceof EndCombats)
                    .findFirst().orElseThrow(() -> new AssertionError("no quiet decision among " + legal)));
        }
    }

    /** Four objectives on the centre line; blue stands on o1 and o2, its cavalry column short of o3. */
    private static Positions blueOnTwo() {
        Positions p = Positions.chance();
        p.objective(12, 24, 3).objective(36, 24, 3).objective(60, 24, 3).objective(84, 24, 3);
        p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 12, 24, 90, Positions.men(Role.SOLDIER, 1), false);
        p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 36, 24, 90, Positions.men(Role.SOLDIER, 1), false);
        p.unit(Side.BLUE, UnitType.CAVALRY, Formation.COLUMN, 60, 17, 90, Positions.men(Role.SOLDIER, 10), false);
        return p;
    }

    @Test
    @DisplayName("BA-WIN-5 (assault): the attacker taking its third objective wins at once")
    void attackerWinsOnTakingObjectives() {
        Positions p = blueOnTwo().assault(Side.BLUE);
        p.battery(Side.RED, 90, 44, -90);
        BaState s = p.start();
        assertEquals(2, s.objectivesOwned(Side.BLUE));
        rules.apply(s, new Snake(2, 0, List.of(new Snake.Leg(0, 12))));
        assertEquals(Outcome.BLUE_WINS, s.outcome());
        assertEquals("BA-WIN-5", s.resultRule());
    }

    @Test
    @DisplayName("BA-WIN-5 (assault): the defender never wins by objectives, not even by those it starts on")
    void defenderNeverWinsByObjectives() {
        Positions p = blueOnTwo().assault(Side.RED); // blue defends and starts on two objectives
        p.battery(Side.RED, 90, 44, -90);
        BaState s = p.start();
        rules.apply(s, new Snake(2, 0, List.of(new Snake.Leg(0, 12))));
        assertEquals(3, s.objectivesOwned(Side.BLUE));
        assertFalse(s.outcome().isOver(), "three objectives are no win for the defender");
        for (int o = 0; o < 4; o++) {
            s.setOwnerCode(o, 1);
        }
        assertFalse(GameEnd.checkVictory(s), "nor are all four");
    }

    @Test
    @DisplayName("BA-WIN-5 (assault): the attacker owning every key objective wins, fewer than objectivesToWin as they are")
    void keyObjectivesWinTogether() {
        Positions p = Positions.chance().assault(Side.BLUE, "o1", "o4");
        p.objective(12, 24, 3).objective(36, 24, 3).objective(60, 24, 3).objective(84, 24, 3);
        p.infantry(Side.BLUE, 48, 5, 90);
        p.infantry(Side.RED, 48, 43, -90);
        BaState s = p.start();
        s.setOwnerCode(0, 1);
        s.setOwnerCode(1, 1);
        assertFalse(GameEnd.checkVictory(s), "two objectives, one of them a key one");
        s.setOwnerCode(1, 0);
        s.setOwnerCode(3, 1);
        assertTrue(GameEnd.checkVictory(s));
        assertEquals(Outcome.BLUE_WINS, s.outcome());
        assertEquals("BA-WIN-5", s.resultRule());
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    @DisplayName("BA-END-1 (assault): at the turn limit the defender wins, whatever each side owns")
    void defenderWinsAtTheTurnLimit(Side attacker) {
        Positions p = Positions.chance().turnLimit(3).assault(attacker);
        p.objective(12, 24, 3).objective(36, 24, 3).objective(60, 24, 3).objective(84, 24, 3);
        p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 12, 24, 90, Positions.men(Role.SOLDIER, 1), false);
        p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 36, 24, 90, Positions.men(Role.SOLDIER, 1), false);
        p.infantry(Side.RED, 70, 43, -90);
        BaState s = p.start();
        for (int i = 0; i < 3; i++) {
            assertFalse(s.outcome().isOver());
            rules.apply(s, new Pass());
        }
        assertEquals(Outcome.winFor(attacker.opponent()), s.outcome(), "blue owns 2 objectives, red none");
        assertEquals("BA-END-1", s.resultRule());
    }

    @Test
    @DisplayName("BA-END-2 (assault): an attack that stalls is adjudicated as at the turn limit: the defender wins")
    void idleRuleFavoursTheDefender() {
        Positions p = Positions.chance().assault(Side.BLUE);
        p.objective(12, 24, 3).objective(36, 24, 3).objective(60, 24, 3).objective(84, 24, 3);
        p.infantry(Side.BLUE, 48, 5, 90);
        p.infantry(Side.RED, 48, 43, -90);
        BaState s = p.start();
        for (int i = 0; i < 4; i++) {
            rules.apply(s, new Pass());
        }
        assertEquals(Outcome.RED_WINS, s.outcome());
        assertEquals("BA-END-2", s.resultRule());
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    @DisplayName("BA-END-3 (assault): a side with no man in ranks at the end of a turn loses, attacker or defender")
    void noManInRanksLoses(Side routed) {
        Positions p = Positions.chance().assault(Side.BLUE);
        p.objective(12, 24, 3).objective(36, 24, 3).objective(60, 24, 3).objective(84, 24, 3);
        p.infantry(Side.BLUE, 48, 5, 90);
        p.infantry(Side.RED, 48, 43, -90);
        BaState s = p.start();
        makeStatus(s, routed == Side.BLUE ? 0 : 1, FigureStatus.RUNNING);
        rules.apply(s, new Pass());
        assertEquals(Outcome.winFor(routed.opponent()), s.outcome());
        assertEquals("BA-END-3", s.resultRule());
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    @DisplayName("BA-WIN-1, BA-WIN-2, BA-WIN-5 (Fieldworks, spec 8.4): the Austrians start on both redoubts, and a third objective is still no win")
    void fieldworksStartIsNoWinForRed(Variant variant) {
        BaScenario fieldworks = BaScenario.named("fieldworks");
        assertEquals(VictoryKind.ASSAULT, fieldworks.victory());
        assertEquals(Side.BLUE, fieldworks.attacker());
        BaState s = BlownAway.newGame(fieldworks, variant, 1);
        assertEquals(Side.RED, s.owner(0), "the west redoubt's garrison occupies it");
        assertEquals(Side.RED, s.owner(3), "so does the east redoubt's");
        assertNull(s.owner(1), "the road points are free, one step from red's line");
        assertNull(s.owner(2));
        quietTurn(s); // blue's first turn
        s.setOwnerCode(1, 2); // red steps onto the west road point: 3 of 4, a win under "objectives" (the old file)
        assertFalse(GameEnd.checkVictory(s));
        quietTurn(s); // red's first turn
        assertFalse(s.outcome().isOver(), "red has not won on its first turn: " + s.resultReason());
        assertEquals(3, s.turn(), "the third turn begins");
    }
}
