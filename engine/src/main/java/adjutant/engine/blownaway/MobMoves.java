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
        return validate(s, a, ctx, false);
    }

    /** {@link #validate} with every running man's path walked, no shortcut taken: the plain computation, for tests. */
    static Verdict validateManByMan(BaState s, MobMove a) {
        return validate(s, a, null, true);
    }

    private static Verdict validate(BaState s, MobMove a, MoveContext ctx, boolean manByMan) {
        int u = a.unit();
        return switch (shapeProblem(s, a)) {
            case NOT_A_MOB -> Verdict.illegal("BA-MOVE-12", BlownAwayRules.name(s, u)
                    + " is not a MOB (it has men in ranks or none running)");
            case NOT_FINITE -> Verdict.illegal("BA-MOVE-12", "the mob move must be finite");
            case TOO_LONG -> {
                double len = FastMath.hypot(a.dx(), a.dy());
                // Formatted only when read: candidates rounded to a tenth of an inch often end here.
                yield Verdict.illegal("BA-MOVE-12", () -> String.format("%.2f in is more than the %.0f in a mob may move",
                        len, Params.MOVE_MOB));
            }
            case NONE -> manByMan ? Pushes.mobPath(s, null, null, u, a.dx(), a.dy()) : path(s, a, ctx);
        };
    }

    /**
     * {@code validate(s, a, ctx).legal()} for a list of the legal actions, which reads no reason:
     * a move rejected before its path is walked makes no verdict (a mob's candidates rounded to a
     * tenth of an inch are often a little over 18 in).
     */
    static boolean legal(MobMove a, MoveContext ctx) {
        BaState s = ctx.state();
        return shapeProblem(s, a) == Shape.NONE && path(s, a, ctx).legal();
    }

    /** What the checks before the path found (BA-MOVE-12). */
    private enum Shape { NONE, NOT_A_MOB, NOT_FINITE, TOO_LONG }

    /** The checks before the path (BA-MOVE-12): the unit is a mob, the vector finite and at most 18 in. */
    private static Shape shapeProblem(BaState s, MobMove a) {
        if (!Pushes.mob(s, a.unit())) {
            return Shape.NOT_A_MOB;
        }
        double len = FastMath.hypot(a.dx(), a.dy());
        if (!Double.isFinite(len)) {
            return Shape.NOT_FINITE;
        }
        return len > Params.MOVE_MOB + Eps.EPS ? Shape.TOO_LONG : Shape.NONE;
    }

    /** Every running man's path: clearance from the enemy, the table, passability (BA-GEO-16, BA-MOVE-15). */
    private static Verdict path(BaState s, MobMove a, MoveContext ctx) {
        int u = a.unit();
        return ctx == null ? Pushes.mobPath(s, u, a.dx(), a.dy())
                : Pushes.mobPath(s, ctx.bounds(), ctx.runningBox(u), u, a.dx(), a.dy());
    }

    static void apply(BaState s, MobMove a) {
        Pushes.translateMob(s, a.unit(), a.dx(), a.dy());
    }
}
