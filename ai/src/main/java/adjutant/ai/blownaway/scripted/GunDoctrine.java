package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.List;

/**
 * Long-range artillery (BA-ART): every gun fires at its best target whenever the shot is worth
 * its markers. A gun has only four, so a shot at a target behind a wall (2) or in a redoubt (3)
 * must buy more than one at a target in the open. Best targets, in order of worth: an engaged
 * unit (its killed man raises k, so its next combat loses one more runner, BA-ART-7), a unit
 * one man from breaking, a unit standing in an objective, cavalry.
 */
final class GunDoctrine {
    /** A shot in the open at an ordinary target is worth this; below {@link #WORTH_FIRING} the gun holds. */
    private static final double PLAIN_SHOT = 10;
    private static final double WORTH_FIRING = 8;
    private static final double PER_EXTRA_MARKER = 6;

    private final BlownAwayRules rules;

    GunDoctrine(BlownAwayRules rules) {
        this.rules = rules;
    }

    Scored choose(Situation at, List<BaAction> actions) {
        List<Scored> scored = new ArrayList<>();
        for (BaAction a : actions) {
            if (a instanceof Fire fire) {
                double value = value(at, fire);
                if (value >= WORTH_FIRING) {
                    scored.add(new Scored(a, value, "fire at the best target"));
                }
            }
        }
        if (scored.isEmpty()) {
            return new Scored(actions.get(0), 0, "hold: no target worth the markers");
        }
        return Scored.best(scored);
    }

    private double value(Situation at, Fire fire) {
        BaState s = at.state;
        int t = fire.target();
        double value = PLAIN_SHOT - PER_EXTRA_MARKER * (cost(at, fire) - 1);
        if (s.engaged(t)) {
            value += 8;
        }
        if (s.inRanks(t) == 1) {
            value += 6; // the shot breaks the unit
        }
        for (int o = 0; o < at.objectives(); o++) {
            if (at.occupies(t, o)) {
                value += 5;
            }
        }
        if (at.type(t) == UnitType.CAVALRY) {
            value += 2;
        }
        return value;
    }

    /** Markers the shot spends (BA-ART-4): the rules charge it, so ask them on a copy. */
    private int cost(Situation at, Fire fire) {
        return at.state.balls(fire.gun()) - at.after(rules, fire).balls(fire.gun());
    }
}
