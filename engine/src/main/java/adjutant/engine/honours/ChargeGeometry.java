package adjutant.engine.honours;

import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;

/**
 * Where a charger ends: lined up face to face against the edge of the target's sector it comes
 * from (HOW-CHG-11), with at least half its front edge touching (HOW-CHG-3, AMB-30), centred on
 * that edge as far as the room allows, and how far it travels to get there.
 *
 * <p>The sector is the one of the target holding more than half of the charger's bases at the
 * start of the contacting move (HOW-CHG-20, AMB-29); less than half in any flank or the rear
 * makes the charge frontal.
 *
 * <p>Distance to contact: the charger's front centre goes straight to the nearest point of the
 * target's edge (clamped to where at least half its front still touches); sliding along the
 * edge into line costs nothing, "even if some bases go beyond their allowance" (HOW-CHG-11).
 */
final class ChargeGeometry {

    /** Lateral steps tried when the centred position has no room (cm). */
    private static final double STEP = 0.5;
    /** How far short of contact the charger stands when fired at (cm). */
    static final double SHORT_OF_CONTACT = 1.0;

    private ChargeGeometry() {
    }

    /** The sector of the target the charge comes into, judged from where the charger stands now (HOW-CHG-20). */
    static Sector approach(Footprint target, Footprint charger) {
        for (Sector s : new Sector[] {Sector.LEFT_FLANK, Sector.RIGHT_FLANK, Sector.REAR}) {
            if (target.mostlyIn(charger, s)) {
                return s;
            }
        }
        return Sector.FRONT;
    }

    /**
     * The sector of {@code target} whose edge {@code other}'s front centre lies on: where a unit
     * lined up against it after a charge came in (HOW-CHG-11). After lining up, a wide charger on
     * a short flank edge does not have most of its bases in the flank sector, so melee rules
     * asking "charged in flank?" should read this, not {@link Footprint#sectorHoldingMostOf}.
     */
    static Sector contactSector(Footprint target, Footprint other) {
        Sector best = Sector.FRONT;
        double bestD = Double.MAX_VALUE;
        for (Sector s : Sector.values()) {
            double d = edge(target, s).distanceTo(other.frontCentre());
            if (d < bestD - 1e-9) {
                bestD = d;
                best = s;
            }
        }
        return best;
    }

    /** The target's edge that faces the sector. */
    static Segment edge(Footprint target, Sector s) {
        return switch (s) {
            case FRONT -> target.frontEdge();
            case REAR -> target.rearEdge();
            case LEFT_FLANK -> target.leftEdge();
            case RIGHT_FLANK -> target.rightEdge();
        };
    }

    /** The direction a charger against the sector's edge faces: into the target. */
    static double facingInto(Footprint target, Sector s) {
        return switch (s) {
            case FRONT -> target.facing() + 180;
            case REAR -> target.facing();
            case LEFT_FLANK -> target.facing() - 90;
            case RIGHT_FLANK -> target.facing() + 90;
        };
    }

    /**
     * The charger's footprint with its front centre at lateral offset {@code t} (cm, along the
     * edge from its midpoint) on the target's edge, facing into the target.
     */
    static Footprint onEdge(Footprint charger, Footprint target, Sector s, double t) {
        Segment e = edge(target, s);
        Vec2 mid = e.pointAt(0.5);
        Vec2 dir = e.delta().normalized();
        return charger.movedTo(mid.plus(dir.times(t)), norm360(facingInto(target, s)));
    }

    /**
     * The offset of the front centre that travels least to the edge: the projection of the
     * charger's front centre onto the edge, clamped to where at least half its front touches.
     */
    static double touchOffset(Footprint charger, Footprint target, Sector s) {
        Segment e = edge(target, s);
        Vec2 mid = e.pointAt(0.5);
        Vec2 dir = e.delta().normalized();
        double t = charger.frontCentre().minus(mid).dot(dir);
        double max = halfSpan(charger, target, s);
        return Math.max(-max, Math.min(max, t));
    }

    /**
     * How far the charger's front centre may sit from the edge's midpoint and still touch enough
     * (HOW-CHG-3, AMB-30): half its front, or the whole edge when the edge is shorter than that
     * (a line charging a flank, as unit 2 does in EX-5).
     */
    static double halfSpan(Footprint charger, Footprint target, Sector s) {
        double len = edge(target, s).length();
        double w = charger.width();
        return len <= w / 2 ? (w - len) / 2 : len / 2;
    }

    /** Distance the charger travels to touch the target from the sector (its front centre to the touch point). */
    static double pathLength(Footprint charger, Footprint target, Sector s) {
        return charger.frontCentre().distance(onEdge(charger, target, s, touchOffset(charger, target, s)).frontCentre());
    }

    /** The footprint where the charger first touches: straight to the edge, not yet slid into line. */
    static Footprint touch(Footprint charger, Footprint target, Sector s) {
        return onEdge(charger, target, s, touchOffset(charger, target, s));
    }

    /** The charger lined up {@code SHORT_OF_CONTACT} cm back from {@code lined}: where it is when fired at. */
    static Footprint shortOf(Footprint lined) {
        return lined.movedTo(lined.frontCentre().minus(lined.forward().times(SHORT_OF_CONTACT)), lined.facing());
    }

    /**
     * The most centred position on the target's sector edge with room: no overlap with any unit
     * but the targets, on the table; null if there is none (HOW-CHG-11, HOW-CHG-12).
     */
    static Footprint lineUp(HowState s, int charger, Footprint from, int target, Sector sector, int... ignore) {
        Footprint t = s.footprint(target);
        double max = halfSpan(from, t, sector);
        for (double off = 0; off <= max + 1e-9; off += STEP) {
            for (double sign : new double[] {1, -1}) {
                Footprint f = onEdge(from, t, sector, sign * off);
                if (room(s, charger, f, target, ignore)) {
                    return f;
                }
                if (off == 0) {
                    break;
                }
            }
        }
        return null;
    }

    /**
     * Against two targets side by side (HOW-CHG-12): the charger on the first target's edge line,
     * centred on the span the two edges cover, touching both; null if it cannot.
     */
    static Footprint lineUpPair(HowState s, int charger, Footprint from, int first, int second, Sector sector) {
        Footprint t1 = s.footprint(first);
        Footprint t2 = s.footprint(second);
        Segment e1 = edge(t1, sector);
        Vec2 mid = e1.pointAt(0.5);
        Vec2 dir = e1.delta().normalized();
        double lo = -e1.length() / 2;
        double hi = e1.length() / 2;
        for (Vec2 c : t2.corners()) {
            double p = c.minus(mid).dot(dir);
            if (Math.abs(distanceFromLine(c, mid, dir)) <= SHORT_OF_CONTACT) {
                lo = Math.min(lo, p);
                hi = Math.max(hi, p);
            }
        }
        Footprint f = onEdge(from, t1, sector, (lo + hi) / 2);
        if (f.distanceTo(t2) > SHORT_OF_CONTACT || f.distanceTo(t1) > HowState.CONTACT) {
            return null;
        }
        return room(s, charger, f, first, second) ? f : null;
    }

    private static double distanceFromLine(Vec2 p, Vec2 origin, Vec2 dir) {
        return p.minus(origin).cross(dir);
    }

    /**
     * Whether the footprint is on the table, overlaps no unit in play and touches no other enemy
     * (touching one would be charging it too, HOW-CHG-12), the charger, its target and
     * {@code except} aside.
     */
    static boolean room(HowState s, int charger, Footprint f, int target, int... except) {
        if (!s.setup.terrain().onTable(f)) {
            return false;
        }
        for (int u = 0; u < s.units.length; u++) {
            if (u == charger || u == target || !s.inPlay(u) || contains(except, u)) {
                continue;
            }
            Footprint o = s.footprint(u);
            boolean enemy = s.setup.side(u) != s.setup.side(charger);
            if (enemy ? f.within(o, HowState.CONTACT) : f.overlapsInterior(o, 0.1)) {
                return false;
            }
        }
        return true;
    }

    static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** The first unit in play other than those named whose ground the straight path from→to sweeps; −1 if none (HOW-CHG-2). */
    static int blocker(HowState s, int charger, Footprint from, Footprint to, int... except) {
        int steps = 12;
        for (int i = 1; i < steps; i++) {
            double k = (double) i / steps;
            Vec2 p = from.frontCentre().plus(to.frontCentre().minus(from.frontCentre()).times(k));
            double turn = adjutant.engine.geometry.Angles.turnDeg(from.facing(), to.facing());
            Footprint f = from.movedTo(p, from.facing() + turn * k);
            for (int u = 0; u < s.units.length; u++) {
                if (u == charger || !s.inPlay(u) || contains(except, u)) {
                    continue;
                }
                if (f.overlapsInterior(s.footprint(u), 0.1)) {
                    return u;
                }
            }
        }
        return -1;
    }

    /** An angle in degrees brought into [0, 360), as facings are kept. */
    static double norm360(double deg) {
        double d = deg % 360;
        return d < 0 ? d + 360 : d;
    }
}
