package adjutant.ai.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.game.Side;

/**
 * What the enemy does to a side's race for objectives ({@link ObjectiveRace}): the objectives
 * its men stand in, which must be fought out, and how soon it can stand in each of the others,
 * which decides whether it gets there before the side's unit does. An objective the enemy
 * reaches first is garrisoned by the time the side's unit arrives (#22: alpha-beta's lost games
 * against the script were races to an objective its own nearer units could have blocked).
 *
 * @param view the evaluation's view of the units and objectives, which holds the enemy's reach
 * @param enemy the enemy side's ordinal
 * @param enemyFirst whether the enemy's main action comes before the side's: it wins a tie
 */
record Opposition(ObjectiveView view, int enemy, boolean enemyFirst) {
    /** Reach is kept up to this many moves: no table takes more, and the race's memo keeps it in a byte. */
    static final int REACH_CAP = 255;

    /** The enemy of {@code side} in s, from the evaluation's {@code view} of the units and objectives. */
    static Opposition of(BaState s, ObjectiveView view, Side side) {
        Side enemy = side.opponent();
        return new Opposition(view, enemy.ordinal(), nextMainMover(s) == enemy);
    }

    /** Bit o: an enemy man in ranks stands inside objective o. */
    long garrisoned() {
        return view.garrisons(enemy);
    }

    /**
     * The fewest moves in which an enemy unit can stand in objective o, with a combat to finish
     * or men to rally first, capped at {@link #REACH_CAP}.
     */
    int reach(int o) {
        return view.reach(enemy, o);
    }

    /** The side whose main action comes first from here: the active side in its MAIN phase, else the other (none once over). */
    static Side nextMainMover(BaState s) {
        if (s.active() == null) {
            return null;
        }
        return s.phase() == Phase.MAIN ? s.active() : s.active().opponent();
    }

    /**
     * The moves it costs the side to clear objective o before its unit, {@code cost} moves away,
     * can take it: a garrison's, or one the enemy would put in first.
     */
    int extra(int o, int cost) {
        if ((garrisoned() & 1L << o) != 0) {
            return ObjectiveRace.GARRISONED;
        }
        return interceptedAt(reach(o), cost, enemyFirst) ? ObjectiveRace.GARRISONED : 0;
    }

    /**
     * Whether an enemy {@code reach} moves from an objective stands in it before the side's unit,
     * {@code cost} moves away, arrives: sooner, or as soon when the enemy moves first.
     */
    static boolean interceptedAt(int reach, int cost, boolean enemyFirst) {
        return reach < cost || reach == cost && enemyFirst;
    }
}
