package adjutant.ai.augsburg;

import adjutant.ai.eval.WeightSpace;
import adjutant.engine.augsburg.Command;
import adjutant.engine.augsburg.LoaSetup;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.Status;
import adjutant.engine.augsburg.UnitState;
import adjutant.engine.augsburg.Victory;
import adjutant.engine.augsburg.scenario.BrigadeSpec;
import adjutant.engine.augsburg.scenario.UnitSpec;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
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
 * <li>{@code advance}: how far each side's units have gone from where their army began toward
 *     where the enemy's began, as a share of the gap between them, per unit. {@code closing}
 *     alone cannot tell who closed (two units near each other are near for both sides), so a
 *     search scoring it saw no gain in going forward: against a random player 19 of 20 games
 *     ended without a fight, drawn (LOA-VIC-1 needs 5 points more losses inflicted to win).</li>
 * <li>{@code command}: how many of each side's units that have not acted this turn its brigades
 *     can still pay for (LOA-ORD-2, LOA-CMD-4: 1 CP, 2 outside the brigadier's radius; the cheap
 *     ones first), per unit in play, with the CP known so far ({@link Command#cpOutlook}).
 *     Without it, CP spent on Rally Points looked free: a search spent whole pools on them and
 *     its brigades then activated nobody.</li>
 * </ul>
 */
public final class LoaFeatures {

    public static final List<String> NAMES = List.of("losses", "disorder", "routing", "closing", "advance", "command");

    /** Bounds and hand-set defaults of every weight: the space Jenetics searches. */
    public static final WeightSpace SPACE = WeightSpace.of(
            WeightSpace.dimension("losses", -2, 12, 5.0),
            WeightSpace.dimension("disorder", -4, 2, -0.5),
            WeightSpace.dimension("routing", -6, 2, -1.5),
            WeightSpace.dimension("closing", -2, 3, 0.2),
            WeightSpace.dimension("advance", -2, 4, 1.0),
            WeightSpace.dimension("command", -1, 3, 0.5));

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
        double[] advance = new double[2];
        Vec2[] start = {startCentre(setup, Side.BLUE), startCentre(setup, Side.RED)};
        double gap = Math.max(1, start[0].distance(start[1]));
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
            Vec2 ahead = start[1 - side].minus(start[side]);
            double gone = (us.x - start[side].x()) * ahead.x() + (us.y - start[side].y()) * ahead.y();
            advance[side] += Math.max(-1, Math.min(1, gone / (gap * gap)));
        }
        out[0] = (Victory.lossPercent(s, Side.RED) - Victory.lossPercent(s, Side.BLUE)) / 100;
        out[1] = perUnit(disorder[0], inPlay[0]) - perUnit(disorder[1], inPlay[1]);
        out[2] = perUnit(routing[0], inPlay[0]) - perUnit(routing[1], inPlay[1]);
        out[3] = perUnit(closeness[0], inPlay[0]) - perUnit(closeness[1], inPlay[1]);
        out[4] = perUnit(advance[0], inPlay[0]) - perUnit(advance[1], inPlay[1]);
        double[] payable = payable(s);
        out[5] = perUnit(payable[0], inPlay[0]) - perUnit(payable[1], inPlay[1]);
    }

    /** Per side: the units yet to act this turn that its brigades' CP can pay for, cheapest first. */
    private static double[] payable(LoaState s) {
        LoaSetup setup = s.setup();
        double[] out = new double[2];
        for (int b = 0; b < setup.brigadeCount(); b++) {
            int ones = 0;
            int twos = 0;
            for (int u : setup.brigadeUnits(b)) {
                if (s.inPlay(u) && !s.unit(u).acted) {
                    if (Command.cost(s, u) == 1) {
                        ones++;
                    } else {
                        twos++;
                    }
                }
            }
            int cp = (int) Command.cpOutlook(s, b);
            int paidOnes = Math.min(ones, cp);
            out[setup.brigadeSide(b).ordinal()] += paidOnes + Math.min(twos, (cp - paidOnes) / 2);
        }
        return out;
    }

    /** The centre of the side's units where the scenario placed them. */
    private static Vec2 startCentre(LoaSetup setup, Side side) {
        double x = 0;
        double y = 0;
        int n = 0;
        for (BrigadeSpec b : setup.scenario().army(side).brigades()) {
            for (UnitSpec u : b.units()) {
                x += u.position().x();
                y += u.position().y();
                n++;
            }
        }
        return n == 0 ? new Vec2(0, 0) : new Vec2(x / n, y / n);
    }

    /** Inches from the unit to the nearest enemy unit in play (centre of front edge to centre of front edge). */
    private static double nearestEnemy(LoaState s, int u) {
        Side side = s.setup().side(u);
        UnitState a = s.unit(u);
        double best = Double.POSITIVE_INFINITY; // squared: one square root at the end, not Math.hypot's slow one per enemy
        for (int e = 0; e < s.setup().unitCount(); e++) {
            if (s.setup().side(e) != side && s.inPlay(e)) {
                UnitState b = s.unit(e);
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                best = Math.min(best, dx * dx + dy * dy);
            }
        }
        return Math.sqrt(best);
    }

    private static double perUnit(double total, double units) {
        return units == 0 ? 0 : total / units;
    }
}
