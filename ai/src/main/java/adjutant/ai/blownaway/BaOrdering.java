package adjutant.ai.blownaway;

import adjutant.ai.ActionOrdering;
import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.Relations;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ObjectiveSpec;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Which actions to search first ("captures first" for Blown Away), from cheap geometry only,
 * without applying anything: combats, rallies and fire first; then moves that end in an
 * objective the side does not hold, moves that close on an enemy, moves that gain ground toward
 * such an objective; holding and passing last. MCTS opens children in this order under
 * progressive widening, so the opponent's dangerous replies are searched early; alpha-beta
 * searches them first for earlier cut-offs.
 */
public final class BaOrdering implements ActionOrdering<BaState, BaAction> {

    @Override
    public int priority(BaState s, BaAction a) {
        return new StatePriorities(s).applyAsInt(a);
    }

    @Override
    public ToIntFunction<BaAction> forState(BaState s) {
        return new StatePriorities(s);
    }

    /**
     * The priorities of one state's actions. What depends on the state only (objective owners,
     * each moving unit's anchor and distances to the objectives, each enemy's reference point)
     * is worked out once, when an action first needs it.
     */
    private static final class StatePriorities implements ToIntFunction<BaAction> {
        /**
         * Squared distances that decide "within 6 in" whatever hypot's rounding: nearer than the
         * first surely is, farther than the second surely is not; only between is hypot needed.
         */
        private static final double NEAR_SQUARED = 35.99999;
        private static final double FAR_SQUARED = 36.000001;
        /** Far beyond the few ulps by which the square root and hypot may differ. */
        private static final double MARGIN = 1e-9;

        private final BaState s;
        private final BaSetup setup;
        private final List<ObjectiveSpec> objectives;
        private Side[] owners;
        private double[][] before; // per unit: anchor x, y, then the distance to each objective
        private double[][] refs; // per unit: ref(U) (BA-GEO-8)

        StatePriorities(BaState s) {
            this.s = s;
            this.setup = s.setup();
            this.objectives = setup.board().objectives();
        }

        @Override
        public int applyAsInt(BaAction a) {
            if (a instanceof Fight || a instanceof Declare d && !d.holds()) {
                return 3000;
            }
            if (a instanceof Rally) {
                return 2800;
            }
            if (a instanceof Fire) {
                return 2500;
            }
            if (a instanceof GunnerReturn) {
                return 900;
            }
            if (a instanceof Move m) {
                double heading = s.facingDeg(m.unit()) + m.pivotDeg() + m.offsetDeg();
                double[] from = unit(m.unit());
                double x = from[0] + Math.cos(Math.toRadians(heading)) * m.distance();
                double y = from[1] + Math.sin(Math.toRadians(heading)) * m.distance();
                return 1000 + endpointScore(m.unit(), x, y);
            }
            if (a instanceof Snake sn) {
                double heading = s.facingDeg(sn.unit()) + sn.pivotDeg();
                double[] from = unit(sn.unit());
                double x = from[0];
                double y = from[1];
                for (Snake.Leg leg : sn.legs()) {
                    heading += leg.turnDeg();
                    x += Math.cos(Math.toRadians(heading)) * leg.length();
                    y += Math.sin(Math.toRadians(heading)) * leg.length();
                }
                return 1000 + endpointScore(sn.unit(), x, y);
            }
            if (a instanceof MobMove) {
                return 600;
            }
            if (a instanceof Reform) {
                return 500;
            }
            return 0; // pass, hold fire, end combats, declare hold, commander
        }

        /** Score of the unit's pivot point ending at (x, y), the stop rule ignored. */
        private int endpointScore(int unit, double x, double y) {
            Side side = setup.side(unit);
            int score = objectiveScore(unit, side, x, y, false);
            if (score < 0) {
                score = objectiveScore(unit, side, x, y, true);
            }
            for (int e = 0; e < setup.unitCount(); e++) {
                if (setup.side(e) != side && s.inRanks(e) > 0) {
                    double[] r = ref(e);
                    double dx = r[0] - x;
                    double dy = r[1] - y;
                    double d2 = dx * dx + dy * dy;
                    if (d2 < NEAR_SQUARED || d2 < FAR_SQUARED && Math.hypot(dx, dy) < 6) {
                        score += 400;
                        break;
                    }
                }
            }
            return score;
        }

        /**
         * 1500 for ending in an objective the side does not hold, plus 30 per inch gained toward
         * the nearest such. Distances are Math.hypot's; {@code exact == false} uses the square root
         * instead, far cheaper and within a few ulps of hypot, so it decides every comparison not
         * within {@link #MARGIN} of its threshold, and returns -1 (then the caller asks for the
         * exact score) when one is that close.
         */
        private int objectiveScore(int unit, Side side, double x, double y, boolean exact) {
            double[] from = unit(unit);
            int score = 0;
            double bestGain = 0;
            for (int o = 0; o < objectives.size(); o++) {
                if (owner(o) == side) {
                    continue;
                }
                ObjectiveSpec obj = objectives.get(o);
                double dx = x - obj.center().x();
                double dy = y - obj.center().y();
                double after = exact ? Math.hypot(dx, dy) : Math.sqrt(dx * dx + dy * dy);
                double inside = obj.radius() + 0.5;
                if (!exact && Math.abs(after - inside) < MARGIN) {
                    return -1;
                }
                if (after <= inside) {
                    score = Math.max(score, 1500);
                }
                bestGain = Math.max(bestGain, from[2 + o] - after);
            }
            double gain = 30 * bestGain;
            int whole = (int) gain;
            // (int) is flat from 0 down (the gain is at least 0): only the boundaries above count
            if (!exact && (whole > 0 && gain - whole < MARGIN || whole + 1 - gain < MARGIN)) {
                return -1;
            }
            return score + whole;
        }

        private Side owner(int objective) {
            if (owners == null) {
                owners = new Side[objectives.size()];
                for (int o = 0; o < owners.length; o++) {
                    owners[o] = s.owner(o);
                }
            }
            return owners[objective];
        }

        /** The unit's anchor x, y, then its distance to each objective. */
        private double[] unit(int u) {
            if (before == null) {
                before = new double[setup.unitCount()][];
            }
            if (before[u] == null) {
                double ax = s.anchor(u).x();
                double ay = s.anchor(u).y();
                double[] b = new double[2 + objectives.size()];
                b[0] = ax;
                b[1] = ay;
                for (int o = 0; o < objectives.size(); o++) {
                    ObjectiveSpec obj = objectives.get(o);
                    b[2 + o] = Math.hypot(ax - obj.center().x(), ay - obj.center().y());
                }
                before[u] = b;
            }
            return before[u];
        }

        private double[] ref(int u) {
            if (refs == null) {
                refs = new double[setup.unitCount()][];
            }
            if (refs[u] == null) {
                refs[u] = Relations.ref(s, u);
            }
            return refs[u];
        }
    }
}
