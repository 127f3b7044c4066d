package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Which objective each of our units marches on this turn. The needy objectives (not ours, or
 * ours, threatened and ungarrisoned) are shared out by how many turns each unit needs to reach
 * them, quickest pair first, one unit per objective; the units left over follow their nearest
 * needy objective. Cavalry, twice as fast, thus takes the far objectives on the flanks and
 * infantry the near ones, and the guns stay where they are to fire. An objective is urgent
 * when the enemy, one objective short of winning, could reach it within two of its moves: it
 * is shared out first, and marching on it counts {@link #URGENT} times as much.
 */
final class Orders {
    static final int NONE = -1;
    static final double URGENT = 3;

    private final int[] target;
    private final double[] urgency;

    private Orders(int[] target, double[] urgency) {
        this.target = target;
        this.urgency = urgency;
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
        double[] urgency = new double[at.objectives()];
        for (int o = 0; o < urgency.length; o++) {
            urgency[o] = at.enemyOneShort() && !at.occupies(at.side, o) && !at.enemyOwns(o) && at.threatenedWithin(o, 2)
                    ? URGENT : 1;
        }
        List<int[]> pairs = new ArrayList<>();
        for (int u = 0; u < units; u++) {
            if (!marches(at, u)) {
                continue;
            }
            for (int o = 0; o < at.objectives(); o++) {
                if (at.needy(o)) {
                    pairs.add(new int[] {u, o});
                }
            }
        }
        Comparator<int[]> quickest = Comparator.comparingDouble(p -> turns(at, p[0], p[1]) / urgency[p[1]]);
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
        return new Orders(target, urgency);
    }

    /** Infantry and cavalry march; guns and units that cannot move do not. */
    private static boolean marches(Situation at, int u) {
        return at.mine(u) && at.type(u) != UnitType.ARTILLERY && at.state.inRanks(u) > 0;
    }

    private static double turns(Situation at, int u, int o) {
        return at.distanceToObjective(u, o) / at.reach(u);
    }
}
