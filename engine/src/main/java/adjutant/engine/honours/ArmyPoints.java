package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.honours.scenario.OptionalRule;

/**
 * A side's army points lost, as the end-of-turn check counts them (HOW-VIC-2, HOW-VIC-3,
 * HOW-OPT-2): its Done For units by size (0.5, 1, 1.5), the objectives the enemy has taken from
 * it, and with the red-dice option 0.5 for each of its units with a red die now (temporary,
 * AMB-52). Recomputed from the state at each check, so nothing is counted twice: between checks
 * {@link HowState#pointsLost} grows as {@link Hits#doneFor} counts units falling.
 */
final class ArmyPoints {

    private ArmyPoints() {
    }

    static double lost(HowState s, Side side) {
        return doneFor(s, side) + Objectives.lost(s, side) + redDice(s, side);
    }

    /** Done For (or removed) units by their weight (HOW-VIC-2, HOW-OPT-9). */
    static double doneFor(HowState s, Side side) {
        double out = 0;
        for (int u = 0; u < s.units.length; u++) {
            if (s.setup.side(u) == side && !s.units[u].active()) {
                out += s.setup.unit(u).size().weight();
            }
        }
        return out;
    }

    /** 0.5 per red die in play, with the option (HOW-OPT-2, AMB-52). */
    static double redDice(HowState s, Side side) {
        if (!s.setup.option(OptionalRule.RED_DICE_POINTS)) {
            return 0;
        }
        double out = 0;
        for (int u = 0; u < s.units.length; u++) {
            if (s.setup.side(u) == side && s.inPlay(u) && s.units[u].red) {
                out += 0.5;
            }
        }
        return out;
    }
}
