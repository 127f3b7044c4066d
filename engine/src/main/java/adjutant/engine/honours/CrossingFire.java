package adjutant.engine.honours;

import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Fire;
import java.util.ArrayList;
import java.util.List;

/**
 * Crossing fire (HOW-FIRE-15, HOW-CHG-26): in the movement phase, an enemy unit that enters and
 * leaves a unit's firing zone in one move, or crosses it while charging, may be fired at by that
 * unit if it has not fired this turn; a firer with a better target (nearer, in its zone) lets a
 * charger pass. Each such firer is asked ({@link CrossingFireOffer}, fire or pass) right after
 * the move, on top of the task stack.
 *
 * <p>The zone is the 60° wedge from the centre of the firer's front edge, light infantry their
 * whole front sector (HOW-FIRE-6, AMB-2); a footprint is in it when at least half its base
 * centres are. The path is sampled from start to end; the firing point is the sample in the zone
 * nearest the firer. The firing rules judge range, sight and the rest when the offer is made.
 */
public final class CrossingFire {

    /** Samples along a move's path. */
    private static final int SAMPLES = 16;
    private static final double HALF_ZONE = 30;
    /** Far more than the firing rules' tolerance: a firer is passed over only when plainly out of reach. */
    private static final double REACH_SLACK = 1;

    private CrossingFire() {
    }

    /**
     * Offers crossing fire at {@code mover}, which has just moved from {@code from} to {@code to},
     * to every enemy unit entitled to it, except the units named (a charge's own targets fire at
     * their charger instead, HOW-CHG-25). Call it after applying any move.
     */
    public static void offer(HowState s, int mover, Footprint from, Footprint to, int... except) {
        for (CrossingFireOffer o : offers(s, mover, from, to, true, except)) {
            s.push(o);
        }
    }

    /**
     * The offers that give their firer a fire to make, in the order they are pushed. With
     * {@code inReachOnly}, a firer that the whole path stays out of reach of is passed over
     * before its zone is sampled: it could offer no fire (HOW-FIRE-18, HOW-AFIRE-1), and
     * sampling every enemy's zone was 7% of an MCTS game on Lobositz.
     */
    static List<CrossingFireOffer> offers(HowState s, int mover, Footprint from, Footprint to, boolean inReachOnly,
            int... except) {
        List<CrossingFireOffer> out = new ArrayList<>();
        for (Chance c : firers(s, mover, from, to, inReachOnly, except)) {
            CrossingFireOffer o = new CrossingFireOffer(c.firer(), mover, c.at().frontCentre().x(), c.at().frontCentre().y(),
                    c.at().facing());
            if (!o.options(s).isEmpty()) {
                out.add(o);
            }
        }
        return out;
    }

    /** A firer entitled to crossing fire, and where the mover stands when it fires. */
    record Chance(int firer, Footprint at) {
    }

    /** The enemy units entitled to crossing fire at the mover, by the geometry and their turn so far. */
    static List<Chance> firers(HowState s, int mover, Footprint from, Footprint to, int... except) {
        return firers(s, mover, from, to, false, except);
    }

    private static List<Chance> firers(HowState s, int mover, Footprint from, Footprint to, boolean inReachOnly,
            int... except) {
        List<Chance> out = new ArrayList<>();
        boolean charging = s.units[mover].charged;
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) == s.setup.side(mover) || ChargeGeometry.contains(except, e)
                    || inReachOnly && outOfReach(s, e, from, to) || !mayFire(s, e)) {
                continue;
            }
            Footprint f = s.footprint(e);
            Footprint at = crossing(f, isLight(s, e), from, to, charging);
            if (at != null && !(charging && betterTarget(s, e, mover, at))) {
                out.add(new Chance(e, at));
            }
        }
        return out;
    }

    /**
     * Whether every footprint of the mover on its way from {@code from} to {@code to} stays
     * farther from the firer than the firer's longest reach. A lower bound: the firer's centre to
     * the segment its front centre travels along, less the firer's half diagonal and the
     * farthest a point of the mover (in either shape) lies from its front centre.
     */
    private static boolean outOfReach(HowState s, int firer, Footprint from, Footprint to) {
        Footprint f = s.footprint(firer);
        Vec2 c = f.centre();
        Vec2 a = from.frontCentre();
        Vec2 b = to.frontCentre();
        double toPath = Segment.pointSegmentDistance(c.x(), c.y(), a.x(), a.y(), b.x(), b.y());
        double extent = Math.max(extentFromFront(from), extentFromFront(to));
        return toPath - f.radius() - extent > FireModifiers.maxReach(s, firer) + REACH_SLACK;
    }

    /** The farthest a point of the footprint lies from the centre of its front edge. */
    private static double extentFromFront(Footprint f) {
        return f.frontCentre().distance(f.centre()) + f.radius();
    }

    /** Has not fired, is not charging, not in melee, not in column; a type that fires (HOW-FIRE-2, HOW-FIRE-10, HOW-CHG-27). */
    static boolean mayFire(HowState s, int u) {
        UnitState us = s.units[u];
        UnitType k = ChargeEligibility.kind(s, u);
        return s.inPlay(u) && !us.fired && !us.usedCrossingFire && !us.charged && !us.counterCharged && !s.engaged(u)
                && !us.formation.isColumn() && (k == UnitType.INFANTRY || k == UnitType.LIGHT_INFANTRY || k == UnitType.ARTILLERY);
    }

    private static boolean isLight(HowState s, int u) {
        return ChargeEligibility.kind(s, u) == UnitType.LIGHT_INFANTRY;
    }

    /**
     * The mover's footprint on its path where the firer fires, or null: a plain move must enter
     * and leave the zone (start and end outside it), a charge must pass through it (HOW-FIRE-15).
     */
    static Footprint crossing(Footprint firer, boolean light, Footprint from, Footprint to, boolean charging) {
        if (!charging && (inZone(firer, light, from) || inZone(firer, light, to))) {
            return null;
        }
        Footprint best = null;
        double bestD = Double.MAX_VALUE;
        for (int i = 1; i <= SAMPLES; i++) {
            Footprint p = between(from, to, (double) i / SAMPLES);
            if (inZone(firer, light, p)) {
                double dist = firer.frontCentre().distance(p.centre());
                if (dist < bestD) {
                    bestD = dist;
                    best = p;
                }
            }
        }
        return best;
    }

    static Footprint between(Footprint from, Footprint to, double k) {
        Vec2 p = from.frontCentre().plus(to.frontCentre().minus(from.frontCentre()).times(k));
        return from.movedTo(p, from.facing() + Angles.turnDeg(from.facing(), to.facing()) * k);
    }

    /** At least half the footprint's bases in the firer's zone (HOW-FIRE-6). */
    static boolean inZone(Footprint firer, boolean light, Footprint target) {
        int in = 0;
        List<Vec2> centres = target.baseCentres();
        for (Vec2 c : centres) {
            if (light ? firer.sectorOf(c) == Sector.FRONT : inWedge(firer, c)) {
                in++;
            }
        }
        return 2 * in >= centres.size();
    }

    private static boolean inWedge(Footprint firer, Vec2 p) {
        double ahead = firer.ahead(p);
        return ahead > 0 && Math.abs(firer.lateral(p)) <= ahead * Math.tan(Math.toRadians(HALF_ZONE));
    }

    /** Another enemy of the firer in its zone and nearer than the charger's firing point (HOW-FIRE-15 b). */
    private static boolean betterTarget(HowState s, int firer, int mover, Footprint at) {
        Footprint f = s.footprint(firer);
        double d = f.distanceTo(at);
        boolean light = isLight(s, firer);
        for (int o = 0; o < s.units.length; o++) {
            if (o != mover && s.inPlay(o) && s.setup.side(o) == s.setup.side(mover) && inZone(f, light, s.footprint(o))
                    && f.distanceTo(s.footprint(o)) < d - 1e-9) {
                return true;
            }
        }
        return false;
    }

    /** The fire the firer could make at the mover placed at the firing point (a copy; the firing rules decide). */
    static List<Fire> options(HowState s, int firer, int mover, Footprint at) {
        HowState c = s.copy();
        ChargeResponses.place(c, mover, at);
        List<Fire> out = new ArrayList<>();
        for (Fire f : Firing.options(c, firer, Firing.When.CROSSING_FIRE)) {
            if (f.unit() == firer && f.target() == mover) {
                out.add(f);
            }
        }
        return out;
    }
}
