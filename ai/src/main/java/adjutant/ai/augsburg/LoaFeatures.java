package adjutant.ai.augsburg;

import adjutant.ai.eval.WeightSpace;
import adjutant.engine.augsburg.LoaSetup;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.Status;
import adjutant.engine.augsburg.UnitState;
import adjutant.engine.augsburg.Victory;
import adjutant.engine.game.Side;
import java.util.List;

/**
 * The named features of a League of Augsburg position, each blue's measure minus red's, scaled
 * to about [-1, 1], so that the evaluation is antisymmetric by construction. None reads an order
 * chit: what a side may not see never enters its evaluation.
 * <ul>
 * <li>{@code losses}: the share of its starting strength each side has lost (LOA-VIC-1: an army
 *     is broken at half, and after the last turn the side that inflicted more wins), the
 *     enemy's minus one's own;</li>
 * <li>{@code disorder}: units Unformed or Disordered, per unit in play (they fight and shoot
 *     worse and must rally, LOA-MOR);</li>
 * <li>{@code routing}: units Routing or Shattered, per unit in play: lost unless rallied;</li>
 * <li>{@code closing}: how near each side's units stand to the enemy, per unit: the attacker
 *     who does not close cannot inflict.</li>
 * </ul>
 */
public final class LoaFeatures {

    public static final List<String> NAMES = List.of("losses", "disorder", "routing", "closing");

    /** Bounds and hand-set defaults of every weight: the space Jenetics searches. */
    public static final WeightSpace SPACE = WeightSpace.of(
            WeightSpace.dimension("losses", -2, 12, 5.0),
            WeightSpace.dimension("disorder", -4, 2, -0.5),
            WeightSpace.dimension("routing", -6, 2, -1.5),
            WeightSpace.dimension("closing", -2, 3, 0.2));

    /** Distance (inches) beyond which a unit counts as not closing at all. */
    private static final double FAR = 48;

    private LoaFeatures() {
    }

    /** Feature values (blue minus red) in {@link #NAMES} order, written into {@code out}. */
    public static void compute(LoaState s, double[] out) {
        LoaSetup setup = s.setup();
        double[] inPlay = new double[2];
        double[] disorder = new double[2];
        double[] routing = new double[2];
        double[] closeness = new double[2];
        for (int u = 0; u < setup.unitCount(); u++) {
            if (!s.inPlay(u)) {
                continue;
            }
            UnitState us = s.unit(u);
            int side = setup.side(u).ordinal();
            inPlay[side]++;
            if (us.has(Status.UNFORMED) || us.has(Status.DISORDERED)) {
                disorder[side]++;
            }
            if (us.has(Status.ROUTING) || us.has(Status.SHATTERED)) {
                routing[side]++;
            }
            closeness[side] += 1 - Math.min(FAR, nearestEnemy(s, u)) / FAR;
        }
        out[0] = (Victory.lossPercent(s, Side.RED) - Victory.lossPercent(s, Side.BLUE)) / 100;
        out[1] = perUnit(disorder[0], inPlay[0]) - perUnit(disorder[1], inPlay[1]);
        out[2] = perUnit(routing[0], inPlay[0]) - perUnit(routing[1], inPlay[1]);
        out[3] = perUnit(closeness[0], inPlay[0]) - perUnit(closeness[1], inPlay[1]);
    }

    /** Inches from the unit to the nearest enemy unit in play (centre of front edge to centre of front edge). */
    private static double nearestEnemy(LoaState s, int u) {
        Side side = s.setup().side(u);
        UnitState a = s.unit(u);
        double best = Double.POSITIVE_INFINITY;
        for (int e = 0; e < s.setup().unitCount(); e++) {
            if (s.setup().side(e) != side && s.inPlay(e)) {
                UnitState b = s.unit(e);
                best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y));
            }
        }
        return best;
    }

    private static double perUnit(double total, double units) {
        return units == 0 ? 0 : total / units;
    }
}
