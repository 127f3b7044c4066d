package adjutant.ai.honours;

import adjutant.ai.eval.WeightSpace;
import adjutant.engine.game.Side;
import adjutant.engine.honours.EngagedUnits;
import adjutant.engine.honours.FireOutlook;
import adjutant.engine.honours.HowSetup;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.UnitState;
import adjutant.engine.honours.scenario.ObjectiveValue;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.ObjectiveSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The named features of an Honours of War position, each blue's measure minus red's, scaled to
 * about [-1, 1] so that the evaluation is antisymmetric by construction:
 * <ul>
 * <li>{@code breakingMargin}: army points lost as a share of the army's breaking point (HOW-VIC-5),
 *     the enemy's minus one's own: the measure the game is decided by;</li>
 * <li>{@code hits}: hits carried, per unit in play (HOW-FIRE-3): units close to 4 hits retreat;</li>
 * <li>{@code shaken}: units at 3 or more hits (−1 on every die) or with a red die, per unit;</li>
 * <li>{@code closing}: how near the designated attacker's units stand to the objectives it does
 *     not hold yet, or to the enemy where it holds them all or the scenario names none (0
 *     without an attacker): the attacker must close to win. It is measured to the objectives,
 *     not to the enemy, so that a defender coming out to fight is not scored as the attacker
 *     closing;</li>
 * <li>{@code firepower}: the hits each side's units would score if they fired now, each at its
 *     best target ({@code FireOutlook}), per unit in play: moves are judged by the fire fight
 *     they set up, which no other feature sees before the dice fall.</li>
 * </ul>
 */
public final class HowFeatures {

    public static final List<String> NAMES = List.of("breakingMargin", "hits", "shaken", "closing", "firepower");

    /** Bounds and hand-set defaults of every weight: the space Jenetics searches. */
    public static final WeightSpace SPACE = WeightSpace.of(
            WeightSpace.dimension("breakingMargin", -2, 12, 4.0),
            WeightSpace.dimension("hits", -6, 2, -1.0),
            WeightSpace.dimension("shaken", -6, 2, -0.5),
            WeightSpace.dimension("closing", -2, 4, 0.3),
            WeightSpace.dimension("firepower", -2, 6, 1.0));

    /** Distance beyond which a unit counts as not closing at all, in cm. */
    private static final double FAR = 120;

    private HowFeatures() {
    }

    /** Feature values (blue minus red) in {@link #NAMES} order, written into {@code out}. */
    public static void compute(HowState s, double[] out) {
        HowSetup setup = s.setup();
        double[] hits = new double[2];
        double[] shaken = new double[2];
        double[] inPlay = new double[2];
        double[] closeness = new double[2];
        double[] firepower = new double[2];
        Side attacker = attacker(s);
        List<Vec2> targets = attacker == null ? null : targets(s, attacker);
        EngagedUnits engaged = new EngagedUnits(s);
        for (int u = 0; u < setup.unitCount(); u++) {
            UnitState us = s.unit(u);
            if (!us.active()) {
                continue;
            }
            int side = setup.side(u).ordinal();
            inPlay[side]++;
            hits[side] += us.hits();
            if (us.hits() >= 3 || us.red()) {
                shaken[side]++;
            }
            if (setup.side(u) == attacker) {
                closeness[side] += 1 - Math.min(FAR, closingDistance(s, u, targets)) / FAR;
            }
            firepower[side] += FireOutlook.bestExpectedHits(s, u, engaged);
        }
        double[] margin = new double[2];
        for (Side side : Side.values()) {
            int abp = Math.max(1, setup.army(side).effectiveBreakingPoint());
            margin[side.ordinal()] = Math.min(1, s.pointsLost(side) / abp);
        }
        out[0] = margin[1] - margin[0];
        out[1] = perUnit(hits[0], inPlay[0]) / 4 - perUnit(hits[1], inPlay[1]) / 4;
        out[2] = perUnit(shaken[0], inPlay[0]) - perUnit(shaken[1], inPlay[1]);
        out[3] = attacker == null ? 0 : closing(attacker, closeness, inPlay);
        out[4] = perUnit(firepower[0], inPlay[0]) - perUnit(firepower[1], inPlay[1]);
    }

    /** The centres of the objectives {@code side} does not hold, or null for none. */
    private static List<Vec2> targets(HowState s, Side side) {
        List<Vec2> out = null;
        for (ObjectiveValue v : s.setup().scenario().objectiveValues()) {
            if (s.objectiveHolder(v.objective()) != side) {
                for (ObjectiveSpec o : s.setup().scenario().header().objectives()) {
                    if (o.id().equals(v.objective())) {
                        out = out == null ? new ArrayList<>() : out;
                        out.add(o.center());
                    }
                }
            }
        }
        return out;
    }

    /** From the unit to the nearest of {@code targets}, or to its nearest enemy where there are none (cm). */
    private static double closingDistance(HowState s, int u, List<Vec2> targets) {
        if (targets == null) {
            return s.nearestEnemyDistance(u);
        }
        Vec2 c = s.footprint(u).centre();
        double best = Double.POSITIVE_INFINITY;
        for (Vec2 t : targets) {
            best = Math.min(best, c.distance(t));
        }
        return best;
    }

    /** The scenario's designated attacker, null if none. */
    private static Side attacker(HowState s) {
        for (Side side : Side.values()) {
            if (s.setup().army(side).designatedAttacker()) {
                return side;
            }
        }
        return null;
    }

    private static double closing(Side attacker, double[] closeness, double[] inPlay) {
        double c = perUnit(closeness[attacker.ordinal()], inPlay[attacker.ordinal()]);
        return attacker == Side.BLUE ? c : -c;
    }

    private static double perUnit(double total, double units) {
        return units == 0 ? 0 : total / units;
    }
}
