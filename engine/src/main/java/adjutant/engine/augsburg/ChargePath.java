package adjutant.engine.augsburg;

import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/**
 * The ground of a charge (LOA-MELEE-2 step 5, LOA-MELEE-12, AMB-64): where the charger's centre
 * meets the defender's nearest edge, how far that is, what going and obstacles lie on the way
 * (LOA-MOVE-1, LOA-TERR-1, LOA-TERR-3), and the straight moves of evasion, fall-back and
 * follow-up, which stop where another unit stands (AMB-45, AMB-63).
 */
final class ChargePath {

    /** Gap left between a unit stopped by another and that unit, inches. */
    static final double GAP = 0.1;

    private ChargePath() {
    }

    /**
     * Where a charge ends: the charger's front centre on the defender's edge facing the charger's
     * start (the charger turns to face into it, AMB-64; the defender then is lined up, step 6).
     */
    record Contact(Footprint.Sector sector, Vec2 point, double facing, double length) {
    }

    static Contact contact(LoaState s, int charger, int target) {
        Footprint c = s.footprint(charger);
        Footprint t = s.footprint(target);
        Footprint.Sector sector = t.sector(c.front());
        List<Vec2> v = t.polygon().vertices(); // front-left, front-right, rear-right, rear-left
        Segment edge = switch (sector) {
            case FRONT -> new Segment(v.get(0), v.get(1));
            case RIGHT_FLANK -> new Segment(v.get(1), v.get(2));
            case REAR -> new Segment(v.get(2), v.get(3));
            case LEFT_FLANK -> new Segment(v.get(3), v.get(0));
        };
        Vec2 p = edge.closestPoint(c.front());
        Vec2 inward = t.centre().minus(edge.pointAt(0.5));
        double facing = norm(inward.angleDeg());
        return new Contact(sector, p, facing, c.front().distance(p));
    }

    /**
     * The contact with room: the point on the defender's edge nearest the straight one where the
     * charger, facing into the edge, overlaps no unit but the defender (sliding along the edge in
     * half-inch steps); the straight contact when there is no room anywhere on the edge.
     */
    static Contact withRoom(LoaState s, int charger, int target, Contact ct) {
        UnitState us = s.units[charger];
        Footprint t = s.footprint(target);
        List<Vec2> v = t.polygon().vertices();
        Segment edge = switch (ct.sector()) {
            case FRONT -> new Segment(v.get(0), v.get(1));
            case RIGHT_FLANK -> new Segment(v.get(1), v.get(2));
            case REAR -> new Segment(v.get(2), v.get(3));
            case LEFT_FLANK -> new Segment(v.get(3), v.get(0));
        };
        Vec2 dir = edge.delta().normalized();
        for (double off = 0; off <= edge.length() + 1e-9; off += 0.5) {
            for (int sign : new int[] {1, -1}) {
                Vec2 p = ct.point().plus(dir.times(sign * off));
                if (edge.distanceTo(p) > 1e-6) {
                    continue;
                }
                Footprint f = Footprints.of(s.setup.kind(charger), us.formation, us.figureCount(), p, ct.facing());
                if (onTable(s, f) && blocker(s, f, charger, target) < 0) {
                    return new Contact(ct.sector(), p, ct.facing(), us.position().distance(p));
                }
                if (off == 0) {
                    break;
                }
            }
        }
        return ct;
    }

    /** The charger's bearing to the target's nearest point, degrees off straight ahead (LOA-MELEE-9). */
    static double bearing(LoaState s, int charger, int target) {
        Footprint c = s.footprint(charger);
        Polygon t = s.footprint(target).polygon();
        Vec2 nearest = nearestPoint(t, c.front());
        Vec2 d = nearest.minus(c.front());
        if (d.length() < 1e-9) {
            return 0;
        }
        double a = Math.abs(norm(d.angleDeg() - c.facing()));
        return a > 180 ? 360 - a : a;
    }

    static Vec2 nearestPoint(Polygon p, Vec2 from) {
        if (p.contains(from)) {
            return from;
        }
        Vec2 best = null;
        double bd = Double.MAX_VALUE;
        for (Segment e : p.edges()) {
            Vec2 q = e.closestPoint(from);
            double d = q.distance(from);
            if (d < bd) {
                bd = d;
                best = q;
            }
        }
        return best;
    }

    /** Whether the straight way from a to b crosses bad going or ends in it (LOA-TERR-1). */
    static boolean badGoing(LoaState s, Vec2 a, Vec2 b) {
        for (TerrainFeature f : s.setup.scenario().header().terrain()) {
            if (!f.kind().isPolyline() && isBadGoing(f.kind()) && Polygon.of(f.points()).intersects(new Segment(a, b))) {
                return true;
            }
        }
        return false;
    }

    static boolean isBadGoing(TerrainKind k) {
        return switch (k) {
            case WOODS, BUILDING, VILLAGE, TOWN, FARM, ROUGH, STEEP_HILL, WOODED_STEEP_HILL, REDOUBT, TRENCH -> true;
            default -> false;
        };
    }

    /**
     * The obstacle a charge crosses on the way from a to b, for the melee (LOA-TERR-3): 3 for a
     * serious one (buildings, substantial works), 2 for a small one (hedge, fence, wall, light
     * works), 0 none; and how many linear obstacles it crosses, for the distance (LOA-MOVE-1).
     */
    record Obstacles(int melee, int crossed) {
    }

    static Obstacles obstacles(LoaState s, Vec2 a, Vec2 b) {
        int melee = 0;
        int crossed = 0;
        Segment path = new Segment(a, b);
        for (TerrainFeature f : s.setup.scenario().header().terrain()) {
            TerrainKind k = f.kind();
            if (k.isPolyline()) {
                if (k == TerrainKind.ROAD || k == TerrainKind.STREAM) {
                    continue;
                }
                List<Vec2> p = f.points();
                for (int i = 0; i + 1 < p.size(); i++) {
                    if (new Segment(p.get(i), p.get(i + 1)).intersects(path)) {
                        crossed++;
                        melee = Math.max(melee, 2);
                        break;
                    }
                }
            } else if (k == TerrainKind.BUILDING || k == TerrainKind.REDOUBT || k == TerrainKind.TRENCH) {
                if (f.contains(b) || Polygon.of(f.points()).intersects(path)) {
                    melee = Math.max(melee, k == TerrainKind.TRENCH ? 2 : 3);
                }
            }
        }
        return new Obstacles(melee, crossed);
    }

    /** The unit's move in bad going (LOA-MOVE-1). */
    static double badGoingMove(LoaState s, int u) {
        Kind k = s.setup.kind(u);
        if (MeleeDice.skirmisher(s, u)) {
            return 5;
        }
        return switch (k) {
            case FRENCH_FOOT, DUTCH_FOOT -> 3;
            case PISTOLEERS -> 3;
            case AGGRESSIVE_HORSE -> 6;
            case DRAGOONS, LIGHT_HORSE -> 5;
            default -> 0;
        };
    }

    /** Inches an obstacle costs the unit (LOA-MOVE-1): foot 1, horse 2. */
    static double obstacleCost(LoaState s, int u) {
        return MeleeDice.mounted(s, u) ? 2 : 1;
    }

    /** The first unit in play, other than those named, whose ground the footprint overlaps; −1 none. */
    static int blocker(LoaState s, Footprint f, int... except) {
        for (int o = 0; o < s.units.length; o++) {
            if (!s.inPlay(o) || contains(except, o)) {
                continue;
            }
            if (overlaps(f, s.footprint(o))) {
                return o;
            }
        }
        return -1;
    }

    /**
     * Whether two footprints overlap by more than a touch. Footprints whose circles lie apart
     * ({@link Footprint#circlesApart}) are passed over before the shrunk polygons are made: a unit's slide
     * back asks at every quarter inch against every unit in play (a third of an MCTS game on
     * Walcourt).
     */
    static boolean overlaps(Footprint a, Footprint b) {
        return !a.circlesApart(b) && overlapsExactly(a, b);
    }

    /** {@link #overlaps} by the shrunk polygons alone. */
    static boolean overlapsExactly(Footprint a, Footprint b) {
        Polygon pa = shrunk(a).polygon();
        Polygon pb = shrunk(b).polygon();
        for (Segment e : pa.edges()) {
            if (pb.intersects(e)) {
                return true;
            }
        }
        return pb.contains(pa.vertices().get(0)) || pa.contains(pb.vertices().get(0));
    }

    private static Footprint shrunk(Footprint f) {
        double m = 0.05;
        return new Footprint(f.front().minus(f.forward().times(m)), f.facing(), Math.max(0.01, f.width() - 2 * m),
                Math.max(0.01, f.depth() - 2 * m));
    }

    /**
     * Moves the unit straight along {@code dir} (a unit vector) up to {@code dist} inches, ending
     * facing {@code facing}; it stops before the first unit in the way (other than those named)
     * or the table's edge. Returns the unit in the way, −1 none.
     */
    static int slide(LoaState s, int u, Vec2 dir, double dist, double facing, int... except) {
        UnitState us = s.units[u];
        Vec2 start = us.position();
        double step = 0.25;
        double done = 0;
        int hit = -1;
        int[] ex = append(except, u);
        while (done < dist - 1e-9) {
            double next = Math.min(dist, done + step);
            Footprint f = Footprints.of(s.setup.kind(u), us.formation, us.figureCount(), start.plus(dir.times(next)), facing);
            if (!onTable(s, f)) {
                break;
            }
            hit = blocker(s, f, ex);
            if (hit >= 0) {
                break;
            }
            done = next;
        }
        Vec2 end = start.plus(dir.times(done));
        MoveRules.place(s, u, end.x(), end.y(), facing); // LOA-TERR-2, a joined commander with it
        return hit;
    }

    static boolean onTable(LoaState s, Footprint f) {
        double w = s.setup.scenario().header().table().length();
        double h = s.setup.scenario().header().table().width();
        for (Vec2 v : f.polygon().vertices()) {
            if (v.x() < -1e-9 || v.y() < -1e-9 || v.x() > w + 1e-9 || v.y() > h + 1e-9) {
                return false;
            }
        }
        return true;
    }

    static int[] append(int[] a, int v) {
        int[] out = java.util.Arrays.copyOf(a, a.length + 1);
        out[a.length] = v;
        return out;
    }

    static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** An angle in degrees brought into [0, 360). */
    static double norm(double deg) {
        double d = deg % 360;
        return d < 0 ? d + 360 : d;
    }
}
