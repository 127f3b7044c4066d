package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Which objective each of our units marches on this turn.
 * <ul>
 *   <li>The needy objectives are those not ours, or ours, threatened and without a garrison.
 *   <li>Infantry is given them first, then cavalry: each pair of unit and objective in order of
 *       the turns the unit needs to get there, one unit per objective; a unit left over follows
 *       its quickest needy objective. So the foot takes the objectives before it.
 *   <li>Cavalry marches only on the objectives at either end of the line: it keeps to the
 *       flanks, where its charges count (BA-CMB-13) and a frontal one is only even, or worse.
 *   <li>Infantry standing in an objective of ours holds it and marches nowhere: ownership
 *       persists without a garrison, but only a garrison stops the enemy taking it back
 *       (BA-WIN-2, BA-WIN-4).
 *   <li>Guns do not march: they stand and fire.
 *   <li>Marching on an objective counts {@link #URGENT} times when the enemy, one objective short
 *       of winning, could reach it within two of its moves, and {@link #RACE} times when the
 *       enemy could enter it no later than one turn after our quickest unit; urgent pairs are
 *       also shared out first.
 * </ul>
 */
final class Orders {
    static final int NONE = -1;
    static final double URGENT = 3;
    static final double RACE = 2;

    private final int[] target;
    private final int[] garrison;
    private final double[] urgency;

    private Orders(int[] target, int[] garrison, double[] urgency) {
        this.target = target;
        this.garrison = garrison;
        this.urgency = urgency;
    }

    /** The objective of ours that infantry unit {@code u} stands in and holds, or {@link #NONE}. */
    int garrison(int u) {
        return garrison[u];
    }

    /** How much marching on objective {@code o} counts: 1, or {@link #URGENT}. */
    double urgency(int o) {
        return urgency[o];
    }

    /** The objective unit {@code u} marches on, or {@link #NONE}. */
    int target(int u) {
        return target[u];
    }

    static Orders of(Situation at) {
        int units = at.setup.unitCount();
        int[] target = new int[units];
        Arrays.fill(target, NONE);
        int[] garrison = new int[units];
        Arrays.fill(garrison, NONE);
        for (int u = 0; u < units; u++) {
            for (int o = 0; o < at.objectives() && marches(at, u) && at.type(u) == UnitType.INFANTRY; o++) {
                if (at.owns(o) && at.occupies(u, o)) {
                    garrison[u] = o;
                }
            }
        }
        double[] urgency = new double[at.objectives()];
        for (int o = 0; o < urgency.length; o++) {
            urgency[o] = urgency(at, o);
        }
        List<int[]> pairs = new ArrayList<>();
        for (int u = 0; u < units; u++) {
            if (!marches(at, u) || garrison[u] != NONE) {
                continue;
            }
            for (int o = 0; o < at.objectives(); o++) {
                if (at.needy(o) && (at.type(u) != UnitType.CAVALRY || onFlank(at, o))) {
                    pairs.add(new int[] {u, o});
                }
            }
        }
        Comparator<int[]> quickest = Comparator.<int[]>comparingInt(p -> at.type(p[0]) == UnitType.CAVALRY ? 1 : 0)
                .thenComparingDouble(p -> turns(at, p[0], p[1]) / urgency[p[1]]);
        pairs.sort(quickest);
        boolean[] taken = new boolean[at.objectives()];
        for (int[] p : pairs) {
            if (target[p[0]] == NONE && !taken[p[1]]) {
                target[p[0]] = p[1];
                taken[p[1]] = true;
            }
        }
        for (int[] p : pairs) {
            if (target[p[0]] == NONE) {
                target[p[0]] = p[1]; // the quickest pair of a unit left over comes first
            }
        }
        return new Orders(target, garrison, urgency);
    }

    /** How much marching on objective {@code o} counts (see the class comment). */
    private static double urgency(Situation at, int o) {
        if (at.enemyOwns(o) || at.occupies(at.side, o)) {
            return 1;
        }
        if (at.enemyOneShort() && at.threatenedWithin(o, 2)) {
            return URGENT;
        }
        double ours = Double.POSITIVE_INFINITY;
        double theirs = Double.POSITIVE_INFINITY;
        for (int u = 0; u < at.setup.unitCount(); u++) {
            if (marches(at, u)) {
                ours = Math.min(ours, Math.ceil(turns(at, u, o)));
            } else if (at.formedEnemy(u) && at.canMove(u) && at.reach(u) > 0) {
                theirs = Math.min(theirs, Math.ceil(turns(at, u, o)));
            }
        }
        return theirs <= ours + 1 ? RACE : 1;
    }

    /** The objectives at either end of the table's length: cavalry's, so that it keeps to the flanks. */
    private static boolean onFlank(Situation at, int o) {
        double x = at.objective(o).center().x();
        int west = 0;
        int east = 0;
        for (int p = 0; p < at.objectives(); p++) {
            double px = at.objective(p).center().x();
            west += px < x ? 1 : 0;
            east += px > x ? 1 : 0;
        }
        return west == 0 || east == 0;
    }

    /** Infantry and cavalry march; guns and units that cannot move do not. */
    private static boolean marches(Situation at, int u) {
        return at.mine(u) && at.type(u) != UnitType.ARTILLERY && at.state.inRanks(u) > 0;
    }

    private static double turns(Situation at, int u, int o) {
        return at.distanceToObjective(u, o) / at.reach(u);
    }
}
