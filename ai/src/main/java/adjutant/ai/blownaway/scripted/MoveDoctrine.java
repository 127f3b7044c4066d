package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.Params;
import adjutant.engine.blownaway.Relations;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;

/**
 * The worth of an ordered move, pivot or reform of one unit, judged on where the rules put it
 * (the stop rule and pass-through make a move's end hard to foresee otherwise):
 * <ul>
 *   <li>march: getting nearer the objective the unit was ordered to ({@link Orders}), the more
 *       the fewer turns are left to it: {@link #MARCH} / (1 + turns left). A unit about to
 *       arrive thus moves before one just setting out, as a race for objectives is won by
 *       finishing captures, not by advancing everyone a little;
 *   <li>garrison: an objective of ours that the enemy could take next turn is held by standing
 *       in it (an objective with men of both sides keeps its owner, BA-WIN-4); infantry that
 *       stands in an objective of ours stays there ({@link Orders#garrison});
 *   <li>flanks: a unit must not end where formed enemies can reach its flank or rear next turn;
 *   <li>charge: ending in contact outside an enemy's front (+4 runners, BA-CMB-13) or against a
 *       shaken unit is good; cavalry must not end in front of a formed enemy (without chance it
 *       would run whole after the combat, BA-CMB-W-9; with chance the contest is only even);
 *   <li>assault: a side that does not lead on objectives closes on the enemies standing in them;
 *   <li>line: infantry keeps within {@link #LINE_SLACK} in of the rest of the foot, so that no
 *       battalion is caught alone;
 *   <li>guns stand and fire: a gun turns to bring a target into its arc, and moves only when
 *       nothing else is worth doing.
 * </ul>
 */
final class MoveDoctrine {
    static final double MARCH = 120;
    static final double GARRISON = 30;
    static final double PER_FLANK_THREAT = 30;
    static final double FLANK_CHARGE = 25;
    static final double CAVALRY_FLANK_CHARGE = 35;
    static final double SHAKEN_TARGET = 10;
    static final double CAVALRY_IN_FRONT = 40;
    static final double CAVALRY_IN_FRONT_CHANCE = 15;
    static final double ASSAULT = 15;
    static final double LEAVE_GARRISON = 40;
    static final double LINE_SLACK = 10;
    static final double PER_INCH_AHEAD = 1.5;
    static final double GUN_ON_TARGET = 8;
    static final double GUN_LIMBERED = 3;
    /** Contact: the stop rule leaves a mover just inside 4 in (BA-GEO-13). */
    private static final double CONTACT = Params.CONTACT_RANGE + 0.2;
    private static final double GUN_RANGE = 36;
    private static final double GUN_ARC = 45;

    private MoveDoctrine() {}

    static double value(Situation at, Situation then, Orders orders, int u) {
        double value = garrisons(then) - at.garrisons(MoveDoctrine::garrisons);
        value -= PER_FLANK_THREAT * (then.flankThreats(u) - at.flankThreats(u));
        value += contact(then, u);
        if (at.type(u) == UnitType.ARTILLERY) {
            return value + gunnery(at, then, u);
        }
        int held = orders.garrison(u);
        if (held != Orders.NONE && !then.occupies(u, held)) {
            value -= LEAVE_GARRISON;
        }
        int t = orders.target(u);
        if (t != Orders.NONE) {
            value += orders.urgency(t) * (march(then, u, t) - march(at, u, t));
        }
        if (at.type(u) == UnitType.INFANTRY) {
            value -= PER_INCH_AHEAD * Math.max(0, aheadOfLine(then, u) - LINE_SLACK);
        }
        return value;
    }

    private static double march(Situation at, int u, int o) {
        return MARCH / (1 + at.distanceToObjective(u, o) / at.reach(u));
    }

    /** What our garrisons are worth: each threatened objective of ours that we stand in. */
    static double garrisons(Situation at) {
        double value = 0;
        for (int o = 0; o < at.objectives(); o++) {
            if (at.owns(o) && at.threatened(o) && at.occupies(at.side, o)) {
                value += GARRISON;
            }
        }
        return value;
    }

    /** Charges: contact with the flank or rear of a formed enemy, or with a shaken one; cavalry facing a formed front. */
    private static double contact(Situation then, int u) {
        BaState s = then.state;
        double value = 0;
        boolean cavalry = then.type(u) == UnitType.CAVALRY;
        for (int e = 0; e < then.setup.unitCount(); e++) {
            if (!then.formedEnemy(e) || !Relations.distanceBelow(s, u, e, CONTACT)) {
                continue;
            }
            if (Relations.flankOrRear(s, u, e)) {
                value += cavalry ? CAVALRY_FLANK_CHARGE : FLANK_CHARGE;
            } else if (s.running(e) > 0) {
                value += SHAKEN_TARGET;
            } else if (cavalry) {
                value -= then.chance() ? CAVALRY_IN_FRONT_CHANCE : CAVALRY_IN_FRONT;
            } else if (!then.leads() && holdsObjective(then, e)) {
                value += ASSAULT;
            }
        }
        return value;
    }

    private static boolean holdsObjective(Situation at, int e) {
        for (int o = 0; o < at.objectives(); o++) {
            if (at.occupies(e, o)) {
                return true;
            }
        }
        return false;
    }

    /** How far the unit stands ahead of the mean of our other formed infantry. */
    private static double aheadOfLine(Situation then, int u) {
        double sum = 0;
        int n = 0;
        for (int v = 0; v < then.setup.unitCount(); v++) {
            if (v != u && then.mine(v) && then.type(v) == UnitType.INFANTRY && then.state.inRanks(v) > 0) {
                sum += then.forward(Relations.ref(then.state, v)[1]);
                n++;
            }
        }
        return n == 0 ? 0 : then.forward(Relations.ref(then.state, u)[1]) - sum / n;
    }

    /** Guns: turning a target into the arc is worth a shot; limbering up costs one. */
    private static double gunnery(Situation at, Situation then, int u) {
        double value = 0;
        if (onTarget(then, u) && !onTarget(at, u)) {
            value += GUN_ON_TARGET;
        }
        Vec2 a = at.state.anchor(u);
        Vec2 b = then.state.anchor(u);
        if (Math.hypot(a.x() - b.x(), a.y() - b.y()) > 0.1) {
            value -= GUN_LIMBERED;
        }
        return value;
    }

    /** Does a formed enemy stand within range and 45° of the gun's boresight? */
    private static boolean onTarget(Situation at, int gun) {
        BaState s = at.state;
        double[] axle = Relations.ref(s, gun);
        double facing = s.facingDeg(gun);
        for (int e = 0; e < at.setup.unitCount(); e++) {
            if (!at.formedEnemy(e)) {
                continue;
            }
            double[] r = Relations.ref(s, e);
            double d = Math.hypot(r[0] - axle[0], r[1] - axle[1]);
            double bearing = Math.toDegrees(Math.atan2(r[1] - axle[1], r[0] - axle[0]));
            double off = Angles.betweenDeg(facing, bearing);
            if (d <= GUN_RANGE && off <= GUN_ARC) {
                return true;
            }
        }
        return false;
    }
}
