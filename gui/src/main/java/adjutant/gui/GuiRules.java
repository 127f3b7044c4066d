package adjutant.gui;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.CandidateGenerator;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.scenario.Formation;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.Variant;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The Blown Away rules the GUI plays. While the engine cannot move columns yet (a snake move,
 * BA-MOVE-6, throws {@link UnsupportedOperationException}), forming column is not offered as a
 * candidate: a column would have no legal moves to list, and the bots, whose searches try every
 * candidate, would fail in nearly every game. Once the engine checks snakes, these are the plain
 * rules. A column already on the table (deployed so by a scenario) still cannot list its moves;
 * the GUI reports that and keeps going.
 */
public final class GuiRules {
    private GuiRules() {}

    public static BlownAwayRules create() {
        return snakesWork() ? new BlownAwayRules() : new BlownAwayRules(new WithoutFormingColumn());
    }

    /** Whether the engine can check a snake move (asked once, on a shipped scenario's first turn). */
    static boolean snakesWork() {
        List<String> names = ScenarioCatalog.names();
        if (names.isEmpty()) {
            return true;
        }
        BaState s = BlownAway.newGame(ScenarioLoader.loadNamed(names.get(0)), Variant.CHANCE, 1);
        int unit = 0;
        while (unit < s.setup().unitCount() - 1 && s.setup().side(unit) != s.active()) {
            unit++;
        }
        try {
            new BlownAwayRules().validate(s, new Snake(unit, 0, List.of(new Snake.Leg(0, 1))));
            return true;
        } catch (UnsupportedOperationException e) {
            return false;
        }
    }

    /** The standard candidates less the reforms into column. */
    static final class WithoutFormingColumn extends CandidateGenerator {
        @Override
        public List<BaAction> mainActions(BaState s) {
            return super.mainActions(s).stream().filter(a -> !formsColumn(a)).toList();
        }

        @Override
        public BaAction randomMainAction(BaState s, SplittableRandom rng) {
            BaAction a = super.randomMainAction(s, rng);
            return formsColumn(a) ? new Pass() : a;
        }

        static boolean formsColumn(BaAction a) {
            return a instanceof Reform r && r.formation() == Formation.COLUMN;
        }
    }
}
