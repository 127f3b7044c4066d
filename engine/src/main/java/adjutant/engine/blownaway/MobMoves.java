package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Eps;

/**
 * A MOB unit's move (BA-MOVE-12, BA-GEO-16, RIGID mode): one vector of at most 18 in for every
 * running man; never closer than 6 in to an enemy in-ranks man or manned cannon, and a man
 * already closer may not get closer to it; on the table and passable (BA-MOVE-15). Enemy running
 * men are ignored (BA-MOVE-14); a mob move never pushes (AMB-26).
 */
final class MobMoves {
    private MobMoves() {}

    static Verdict validate(BaState s, MobMove a) {
        return validate(s, a, null);
    }

    /** {@code ctx}: what the validations of the state's moves share (the boxes, {@link MoveContext}), or null. */
    static Verdict validate(BaState s, MobMove a, MoveContext ctx) {
        int u = a.unit();
        String name = BlownAwayRules.name(s, u);
        if (!Pushes.mob(s, u)) {
            return Verdict.illegal("BA-MOVE-12", name + " is not a MOB (it has men in ranks or none running)");
        }
        double len = FastMath.hypot(a.dx(), a.dy());
        if (!Double.isFinite(len)) {
            return Verdict.illegal("BA-MOVE-12", "the mob move must be finite");
        }
        if (len > Params.MOVE_MOB + Eps.EPS) {
            // Formatted only when read: candidates rounded to a tenth of an inch often end here.
            return Verdict.illegal("BA-MOVE-12", () -> String.format("%.2f in is more than the %.0f in a mob may move",
                    len, Params.MOVE_MOB));
        }
        return ctx == null ? Pushes.mobPath(s, u, a.dx(), a.dy())
                : Pushes.mobPath(s, ctx.bounds(), ctx.runningBox(u), u, a.dx(), a.dy());
    }

    static void apply(BaState s, MobMove a) {
        Pushes.translateMob(s, a.unit(), a.dx(), a.dy());
    }
}
