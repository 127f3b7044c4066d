package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.ObjectiveSpec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A short list of sensible end positions for a unit's M, W or R order, each legal, for random
 * play and bots (a person may enter any other exact move, {@link MoveCheck}): stand; M straight
 * ahead a full and a half allowance, up to just outside the nearest enemy's charge reach, up to
 * just outside contact, level with the nearest objective; W 45° and 90° either way (or as far as
 * the allowance goes), to face the nearest enemy, to face the nearest objective; R about face and
 * a full or half allowance to the rear, or about face in place. A move that cannot go its full
 * distance is cut back to the furthest legal one found by halving.
 */
final class MoveCandidates {

    /** Just outside contact, inches. */
    static final double OUTSIDE_CONTACT = 1.0;
    /** Beyond the enemy's longest charge, inches. */
    static final double OUTSIDE_CHARGE = 0.5;

    private MoveCandidates() {
    }

    static List<LoaAction> of(LoaState s, int unit, Order order) {
        Set<Move> out = new LinkedHashSet<>();
        Footprint from = MoveCheck.start(s, unit, order);
        out.add(new Move(unit, from.front().x(), from.front().y(), from.facing())); // stand (R: about face in place)
        boolean gun = MoveCheck.unlimberedGun(s, unit);
        MoveRates.Rate r = MoveRates.of(s, unit);
        double allowance = MoveCheck.allowance(order);
        if (order == Order.WHEEL) {
            if (gun) {
                for (double t : new double[] {45, -45, 22.5, -22.5}) {
                    wheel(s, unit, order, from, t, out);
                }
            } else {
                for (double t : new double[] {45, -45, 90, -90}) {
                    wheel(s, unit, order, from, t, out);
                }
                int e = nearestEnemy(s, unit);
                if (e >= 0) {
                    wheel(s, unit, order, from, Angles.turn(from.forward(), s.footprint(e).centre().minus(from.centre())), out);
                }
                Vec2 obj = nearestObjective(s, from.front());
                if (obj != null) {
                    wheel(s, unit, order, from, Angles.turn(from.forward(), obj.minus(from.centre())), out);
                }
            }
        } else if (!gun) {
            double full = r.good() * allowance;
            straight(s, unit, order, from, full, out);
            straight(s, unit, order, from, full / 2, out);
            if (order == Order.MOVE) {
                int e = nearestEnemyAhead(s, unit, from);
                if (e >= 0) {
                    double reach = chargeReach(s, e);
                    if (reach > 0) {
                        straight(s, unit, order, from, upTo(s, unit, from, e, reach + OUTSIDE_CHARGE, full), out);
                    }
                    straight(s, unit, order, from, upTo(s, unit, from, e, OUTSIDE_CONTACT, full), out);
                }
                Vec2 obj = nearestObjective(s, from.front());
                if (obj != null) {
                    double d = obj.minus(from.front()).dot(from.forward());
                    straight(s, unit, order, from, Math.min(full, d), out);
                }
            }
        }
        return new ArrayList<>(out);
    }

    /** Straight ahead (for R, to the rear after the about face) up to {@code dist}, cut back to what is legal. */
    private static void straight(LoaState s, int unit, Order order, Footprint from, double dist, Set<Move> out) {
        if (!(dist >= 0.25)) {
            return;
        }
        double d = cut(dist, x -> legal(s, unit, order, straightMove(unit, from, x)));
        if (d >= 0.25) {
            out.add(straightMove(unit, from, d));
        }
    }

    private static Move straightMove(int unit, Footprint from, double d) {
        Vec2 p = from.front().plus(from.forward().times(Math.floor(d * 1000) / 1000));
        return new Move(unit, round(p.x()), round(p.y()), from.facing());
    }

    /** A wheel of {@code turn} degrees (positive to the left), cut back to what is legal. */
    private static void wheel(LoaState s, int unit, Order order, Footprint from, double turn, Set<Move> out) {
        if (!(Math.abs(turn) >= 1)) {
            return;
        }
        double sign = Math.signum(turn);
        double t = cut(Math.abs(turn), x -> legal(s, unit, order, wheelMove(s, unit, from, sign * x)));
        if (t >= 1) {
            out.add(wheelMove(s, unit, from, sign * t));
        }
    }

    private static Move wheelMove(LoaState s, int unit, Footprint from, double turn) {
        double t = Math.signum(turn) * Math.floor(Math.abs(turn) * 10) / 10;
        Vec2 pivot = MoveCheck.unlimberedGun(s, unit) ? from.centre() : MoveCheck.corner(from, t >= 0);
        Vec2 p = pivot.plus(from.front().minus(pivot).rotate(t));
        return new Move(unit, round(p.x()), round(p.y()), MoveCheck.deg360(from.facing() + t));
    }

    private static boolean legal(LoaState s, int unit, Order order, Move m) {
        return MoveCheck.check(s, unit, order, m).legal();
    }

    /** The largest x in [0, max] passing the test, assuming it passes up to some point and fails after. */
    private static double cut(double max, java.util.function.DoublePredicate ok) {
        if (ok.test(max)) {
            return max;
        }
        double lo = 0;
        double hi = max;
        for (int i = 0; i < 7; i++) {
            double mid = (lo + hi) / 2;
            if (ok.test(mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** How far straight ahead the unit may go before it comes within {@code gap} of the enemy, at most {@code max}. */
    private static double upTo(LoaState s, int unit, Footprint from, int enemy, double gap, double max) {
        Footprint e = s.footprint(enemy);
        if (from.distanceTo(e) <= gap) {
            return 0;
        }
        double lo = 0;
        double hi = max;
        if (MoveCheck.at(s, unit, from.front().plus(from.forward().times(max)), from.facing()).distanceTo(e) >= gap) {
            return max;
        }
        for (int i = 0; i < 12; i++) {
            double mid = (lo + hi) / 2;
            if (MoveCheck.at(s, unit, from.front().plus(from.forward().times(mid)), from.facing()).distanceTo(e) >= gap) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The longest charge an enemy unit can make: its NM and the largest bonus (LOA-MOVE-6); 0 for guns (LOA-MELEE-9). */
    static double chargeReach(LoaState s, int e) {
        Kind k = s.setup.kind(e);
        if (k.isArtillery()) {
            return 0;
        }
        boolean mounted = k.isHorse() && s.units[e].formation != Formation.DISMOUNTED;
        return MoveRules.normalMove(s, e) + (mounted ? 6 : 3);
    }

    static int nearestEnemy(LoaState s, int unit) {
        Footprint f = s.footprint(unit);
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int o = 0; o < s.units.length; o++) {
            if (s.inPlay(o) && s.setup.side(o) != s.setup.side(unit)) {
                double d = f.distanceTo(s.footprint(o));
                if (d < bd) {
                    bd = d;
                    best = o;
                }
            }
        }
        return best;
    }

    /** The nearest enemy whose centre lies within 45° of straight ahead of the front edge's centre. */
    private static int nearestEnemyAhead(LoaState s, int unit, Footprint from) {
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int o = 0; o < s.units.length; o++) {
            if (s.inPlay(o) && s.setup.side(o) != s.setup.side(unit)) {
                Footprint e = s.footprint(o);
                Vec2 d = e.centre().minus(from.front());
                if (d.lengthSquared() > 0 && Angles.between(d, from.forward()) <= 45) {
                    double dist = from.distanceTo(e);
                    if (dist < bd) {
                        bd = dist;
                        best = o;
                    }
                }
            }
        }
        return best;
    }

    private static Vec2 nearestObjective(LoaState s, Vec2 p) {
        Vec2 best = null;
        for (ObjectiveSpec o : s.setup.scenario().header().objectives()) {
            if (best == null || p.distance(o.center()) < p.distance(best)) {
                best = o.center();
            }
        }
        return best;
    }

    private static double round(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
