package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.Relations;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.List;

/**
 * Without-chance combats (BA-CMB-W): every declared attack strikes home, so infantry and guns
 * always attack, each at the target it hurts most (F-7, F-8: k + 1 runners, +4 on a flank,
 * a gun 1 + 6 or 2 + 10 on a flank), preferring a target it breaks and one standing in an
 * objective. Cavalry is the exception: after the phase, engaged cavalry that a formed enemy
 * faces runs away whole (BA-CMB-W-9). So a fresh cavalry attack is declared only where no formed
 * enemy will face it afterwards: against a target that does not face it or that the charge
 * breaks, with no other formed enemy facing it within 4 in. Cavalry already engaged is checked
 * whatever it does, and attacks.
 */
final class DeclareDoctrine {
    private static final double BREAKS = 3;
    private static final double IN_OBJECTIVE = 2;

    Scored choose(Situation at, List<BaAction> actions) {
        List<Scored> scored = new ArrayList<>();
        BaAction hold = null;
        for (BaAction a : actions) {
            Declare d = (Declare) a;
            if (d.holds()) {
                hold = a;
            } else if (safe(at, d)) {
                scored.add(new Scored(a, value(at, d), "the attack that hurts most"));
            }
        }
        return scored.isEmpty() ? new Scored(hold, 0, "hold: cavalry would run") : Scored.best(scored);
    }

    /** Men the attack puts out of ranks, by the formulas F-7 to F-9 (cover left aside). */
    static int damage(Situation at, int u, int t) {
        BaState s = at.state;
        boolean flank = Relations.flankOrRear(s, u, t);
        int kills;
        int runners;
        switch (s.setup().type(u)) {
            case ARTILLERY -> {
                kills = flank ? 2 : 1;
                runners = flank ? 10 : 6;
            }
            case CAVALRY -> {
                kills = 1;
                runners = s.inRanks(u) + (flank ? 4 : 0);
            }
            default -> {
                kills = 1;
                runners = s.killedInFight(t) + 1 - (at.pikesInRanks(t) > 0 ? 1 : 0) + (s.setup().militia(t) ? 2 : 0)
                        + (flank ? 4 : 0);
            }
        }
        return Math.min(s.inRanks(t), kills + Math.max(0, runners));
    }

    private static double value(Situation at, Declare d) {
        BaState s = at.state;
        int t = d.target();
        int damage = damage(at, d.unit(), t);
        double value = damage + (damage >= s.inRanks(t) ? BREAKS : 0);
        for (int o = 0; o < at.objectives(); o++) {
            if (at.occupies(t, o)) {
                value += IN_OBJECTIVE;
            }
        }
        return value;
    }

    /** Cavalry weakness (BA-CMB-W-9): will a formed enemy face this cavalry after the phase? */
    private static boolean safe(Situation at, Declare d) {
        BaState s = at.state;
        int cav = d.unit();
        if (at.type(cav) != UnitType.CAVALRY || s.engaged(cav)) {
            return true;
        }
        int t = d.target();
        if (Relations.faces(s, t, cav) && damage(at, cav, t) < s.inRanks(t)) {
            return false;
        }
        for (int e = 0; e < s.setup().unitCount(); e++) {
            if (e != t && at.formedEnemy(e) && Relations.faces(s, e, cav) && Relations.distanceBelow(s, e, cav, 4)) {
                return false;
            }
        }
        return true;
    }
}
