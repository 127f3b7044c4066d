package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;

/**
 * The worth of putting shaken units back in order, beyond the men it returns to ranks (which
 * {@link Balance} counts). The rules let a unit rally only when no facing enemy is within 6 in
 * (BA-RALLY-2) or, all running, 24 in from every enemy (BA-RALLY-3): so "rally when unthreatened"
 * is a matter of rallying whenever allowed. A mob runs for safety: away from the enemy, best to
 * 24 in, where the commander can rally it next turn. Gunners walk back to their gun, which
 * cannot fire until manned (BA-RALLY-11).
 */
final class RallyDoctrine {
    static final double PER_INCH_SAFER = 0.3;
    static final double SAFE_TO_RALLY = 10;
    static final double GUN_MANNED = 15;
    /** BA-RALLY-3: a unit all running rallies only 24 in from every enemy in ranks. */
    private static final double RALLY_DISTANCE = 24;

    private RallyDoctrine() {}

    static double value(Situation at, Situation then, BaAction action) {
        if (action instanceof GunnerReturn) {
            return GUN_MANNED;
        }
        if (action instanceof MobMove mob) {
            double before = Math.min(RALLY_DISTANCE, at.runnersToEnemy(mob.unit()));
            double after = then.runnersToEnemy(mob.unit());
            return PER_INCH_SAFER * (Math.min(RALLY_DISTANCE, after) - before) + (after >= RALLY_DISTANCE ? SAFE_TO_RALLY : 0);
        }
        return 0; // a rally: its men are counted by the balance
    }
}
