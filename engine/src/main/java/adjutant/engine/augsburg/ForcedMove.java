package adjutant.engine.augsburg;

import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.Table;

/**
 * Moves the rules impose rather than order: morale fall-backs and flights (LOA-MOR-5), the
 * routing retreat (LOA-MOR-8), the French step (LOA-MOVE-4) and the caracole (LOA-MOVE-5). A
 * move goes straight, in small steps, and stops before it would overlap another unit; it stops
 * at the table edge unless the unit may leave (routers, LOA-MOR-8 step 5).
 */
final class ForcedMove {

    /** Step of the search for the furthest free point, inches. */
    private static final double STEP = 0.25;

    private ForcedMove() {
    }

    /**
     * The direction away from the enemy: from the nearest enemy unit's centre to this unit's
     * centre; the unit's rear when no enemy is in play (decision, fire helper).
     */
    static Vec2 away(LoaState s, int unit) {
        Vec2 c = s.footprint(unit).centre();
        double best = Double.POSITIVE_INFINITY;
        Vec2 from = null;
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) != s.setup.side(unit) && s.inPlay(e)) {
                Vec2 ec = s.footprint(e).centre();
                double d = ec.distance(c);
                if (d < best && d > 1e-9) {
                    best = d;
                    from = ec;
                }
            }
        }
        return from == null ? s.footprint(unit).forward().negate() : c.minus(from).normalized();
    }

    /** Turns the unit about its centre to face {@code dir}. */
    static void face(LoaState s, int unit, Vec2 dir) {
        UnitState u = s.units[unit];
        Footprint f = s.footprint(unit);
        Vec2 c = f.centre();
        Vec2 front = c.plus(dir.times(f.depth() / 2));
        MoveRules.place(s, unit, front.x(), front.y(), normal(dir.angleDeg()));
    }

    static double normal(double deg) {
        double d = deg % 360;
        return d < 0 ? d + 360 : d;
    }

    /**
     * Moves the unit up to {@code inches} along {@code dir}, keeping its facing, stopping before
     * it overlaps another unit. Returns true when it leaves the table ({@code mayLeave}: it is
     * then removed) — otherwise it stops at the edge.
     */
    static boolean slide(LoaState s, int unit, Vec2 dir, double inches, boolean mayLeave) {
        UnitState u = s.units[unit];
        double x0 = u.x;
        double y0 = u.y;
        double done = 0;
        double ok = 0;
        while (done < inches - 1e-9) {
            done = Math.min(inches, done + STEP);
            u.x = x0 + dir.x() * done;
            u.y = y0 + dir.y() * done;
            if (!onTable(s, unit)) {
                if (mayLeave) {
                    u.removed = true;
                    return true;
                }
                break;
            }
            if (blocked(s, unit)) {
                break;
            }
            ok = done;
        }
        u.x = x0;
        u.y = y0;
        MoveRules.place(s, unit, x0 + dir.x() * ok, y0 + dir.y() * ok, u.facing); // LOA-TERR-2, a joined commander (LOA-CMD-9)
        return false;
    }

    /** The unit the unit would run into one step further along {@code dir}, −1 none. */
    static int blockerAhead(LoaState s, int unit, Vec2 dir) {
        UnitState u = s.units[unit];
        double x0 = u.x;
        double y0 = u.y;
        u.x += dir.x() * STEP;
        u.y += dir.y() * STEP;
        int hit = firstOverlapping(s, unit);
        u.x = x0;
        u.y = y0;
        return hit;
    }

    static boolean onTable(LoaState s, int unit) {
        Table t = s.setup.scenario().header().table();
        for (Vec2 v : s.footprint(unit).polygon().vertices()) {
            if (v.x() < -1e-9 || v.y() < -1e-9 || v.x() > t.length() + 1e-9 || v.y() > t.width() + 1e-9) {
                return false;
            }
        }
        return true;
    }

    /** Whether the unit's footprint overlaps another unit in play. */
    static boolean blocked(LoaState s, int unit) {
        return firstOverlapping(s, unit) >= 0;
    }

    /**
     * The first unit in play whose footprint overlaps the unit's, −1 none. Forced moves test
     * this every quarter inch against every unit, so pairs whose circles lie apart
     * ({@link Footprint#circlesApart}) are skipped before any polygon is built.
     */
    private static int firstOverlapping(LoaState s, int unit) {
        Footprint f = s.footprint(unit);
        Polygon p = null;
        for (int o = 0; o < s.units.length; o++) {
            if (o == unit || !s.inPlay(o)) {
                continue;
            }
            Footprint g = s.footprint(o);
            if (f.circlesApart(g)) {
                continue;
            }
            if (p == null) {
                p = f.polygon();
            }
            if (overlaps(p, g.polygon())) {
                return o;
            }
        }
        return -1;
    }

    /** Interiors overlap (touching edges do not count). */
    static boolean overlaps(Polygon a, Polygon b) {
        Polygon sa = shrink(a);
        Polygon sb = shrink(b);
        for (Segment e : sa.edges()) {
            if (sb.intersects(e)) {
                return true;
            }
        }
        return sa.contains(sb.vertices().get(0)) || sb.contains(sa.vertices().get(0));
    }

    private static Polygon shrink(Polygon p) {
        Vec2 c = p.centroid();
        java.util.List<Vec2> v = new java.util.ArrayList<>();
        for (Vec2 q : p.vertices()) {
            Vec2 d = q.minus(c);
            double len = d.length();
            v.add(len < 0.02 ? q : c.plus(d.times((len - 0.01) / len)));
        }
        return Polygon.of(v);
    }
}
