package adjutant.engine.honours;

import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The cost of one move from a footprint to another (HOW-MOVE-4, AMB-68), in normal moves.
 *
 * <p>A move in the same formation is a wheel about one front corner from the old facing to the
 * new, then a straight move of the whole unit: it costs the outer front corner's arc plus the
 * straight distance, whichever front corner pivots cheaper. Wheeling forward costs nothing more
 * (HOW-MOVE-4). A formation change, or a turn to a flank or the rear in place (HOW-FORM-4,
 * AMB-71), pays its price (see {@link FormationChange}) and then the straight distance of the
 * centre of the front edge (HOW-FORM-6 simplified: the leading base's move).
 *
 * <p>Ground: distance inside ×½ ground costs double, inside ×¼ four times (HOW-TERR-2), measured
 * along the straight paths of the ends and middle of the leading edge (the arc at the rate of
 * the ground the outer corner starts in); the dearest of them counts, so a unit that starts
 * inside a wood pays for the wood its leading edge crosses (EX-1). Obstacles crossed by any corner's path add their crossing
 * price once each (HOW-TERR-3). Moving into the flank or rear (the straight part more than 45°
 * off both the old and the new facing) takes the national deduction (HOW-MOVE-5), half rate for
 * limbered guns and transport (HOW-ART-2), the flank allowance for manhandled guns (HOW-ART-3).
 */
final class PathCost {

    private static final double ANGLE_SLACK = 0.5;

    private PathCost() {
    }

    /**
     * The cheapest reading of the move.
     *
     * @param closeToEnemy within 20 cm of an enemy at some point: no flank move, no wheel over 45° (HOW-MOVE-6)
     */
    static MoveCost of(HowState s, int u, Footprint a, Formation fa, Footprint b, Formation fb, boolean closeToEnemy) {
        Troop troop = Troop.of(s, u, fa);
        boolean column = fa == fb && Roads.column(s, u, fa);
        boolean road = column && Roads.follows(s, a.frontCentre(), b.frontCentre());
        Ground ground = new Ground(s, troop, column, road);
        double turn = Angles.turnDeg(a.facing(), b.facing());
        boolean rightAngle = Math.abs(Math.abs(turn) - 90) <= 1 || Math.abs(turn) >= 179;
        MoveCost best = MoveCost.blocked("HOW-MOVE-4", "it cannot get there in that formation");
        if (fa == fb && !(closeToEnemy && Math.abs(turn) > 45 + ANGLE_SLACK)) {
            best = cheaper(best, wheel(s, u, a, b, fa, ground, turn, road, closeToEnemy));
        } else if (fa == fb && !rightAngle) {
            best = MoveCost.blocked("HOW-MOVE-6", "within 20 cm of the enemy it may not wheel more than 45°");
        }
        if (fa != fb || (rightAngle && FormationChange.mayTurnInPlace(s, u, fa))) {
            best = cheaper(best, change(s, u, a, b, fa, fb, ground, rightAngle && fa == fb, road, closeToEnemy));
        }
        if (!best.passable()) {
            return best;
        }
        return water(s, u, a, b, troop, column, obstacles(s, troop, column, a, b, best));
    }

    private static MoveCost cheaper(MoveCost x, MoveCost y) {
        return y.moves() < x.moves() || (!x.passable() && !y.passable() && !"HOW-MOVE-4".equals(y.rule())) ? y : x;
    }

    /** Wheel about a front corner, then straight (HOW-MOVE-4, AMB-68). */
    private static MoveCost wheel(HowState s, int u, Footprint a, Footprint b, Formation f, Ground g, double turn,
            boolean road, boolean closeToEnemy) {
        double rate = Movement.rate(s, u, f, f, road);
        boolean guns = f == Formation.DEPLOYED;
        if (guns && Math.abs(turn) > 0.01 && s.setup.terrain().mostlyIn(a, TerrainKind.TRENCH)) {
            return MoveCost.blocked("HOW-ART-3", "guns in an entrenchment may not pivot");
        }
        MoveCost best = MoveCost.blocked("HOW-MOVE-4", "it cannot get there");
        double arcRad = Math.toRadians(Math.abs(turn));
        for (int pivot = 0; pivot < 2; pivot++) {
            Vec2 shift = b.corners().get(pivot).minus(a.corners().get(pivot));
            double straight = 0;
            for (Vec2 end : leadingEdge(b, shift)) {
                straight = Math.max(straight, g.cost(end.minus(shift), end));
            }
            double arc = a.width() * arcRad * g.rateAt(a.corners().get(1 - pivot));
            Sector dir = direction(shift, a, b);
            if (closeToEnemy && dir.isFlank()) {
                if (!best.passable()) {
                    best = MoveCost.blocked("HOW-MOVE-6", "within 20 cm of the enemy it may not move to its flank");
                }
                continue;
            }
            double factor = deduction(s, u, f, dir);
            if (!Double.isFinite(factor)) {
                best = MoveCost.blocked("HOW-ART-3", "heavy guns cannot be manhandled to a flank");
                continue;
            }
            double cm = guns ? arc + straight * factor : (arc + straight) * factor;
            MoveCost c = cost(s, u, cm, rate, 0, dir, Math.abs(turn), false, road, g);
            if (c.moves() < best.moves() || !best.passable() && "HOW-MOVE-4".equals(best.rule())) {
                best = c;
            }
        }
        return best;
    }

    /** A formation change or a turn in place, then the leading base's straight move (HOW-FORM-6). */
    private static MoveCost change(HowState s, int u, Footprint a, Footprint b, Formation fa, Formation fb, Ground g,
            boolean turn, boolean road, boolean closeToEnemy) {
        boolean half = g.rateAt(a.frontCentre()) >= 2 && !road;
        double price = FormationChange.cost(s, u, fa, fb, turn, half);
        if (Double.isNaN(price)) {
            return MoveCost.blocked("HOW-ORG-7", "it cannot change from " + Words.formation(fa) + " to " + Words.formation(fb));
        }
        Vec2 shift = b.frontCentre().minus(a.frontCentre());
        Sector dir = direction(shift, a, b);
        if (closeToEnemy && dir.isFlank()) {
            return MoveCost.blocked("HOW-MOVE-6", "within 20 cm of the enemy it may not move to its flank");
        }
        double factor = deduction(s, u, fb == Formation.LIMBERED ? fb : fa, dir);
        if (!Double.isFinite(factor)) {
            return MoveCost.blocked("HOW-ART-3", "heavy guns cannot be manhandled to a flank");
        }
        double cm = g.cost(a.frontCentre(), b.frontCentre()) * factor;
        double rate = turn ? Movement.rate(s, u, fa, Formation.LINE == fa ? Formation.DOUBLE_LINE : Formation.LINE, false)
                : Movement.rate(s, u, fa, fb, false); // a turn is a change: the line rate (HOW-FORM-5)
        return cost(s, u, cm, rate, price, dir, 0, true, false, g);
    }

    private static MoveCost cost(HowState s, int u, double cm, double rate, double price, Sector dir, double wheel,
            boolean change, boolean road, Ground g) {
        if (!Double.isFinite(cm)) {
            return MoveCost.blocked(TerrainRates.rule(g.blockedBy), "it cannot pass " + TerrainRates.words(g.blockedBy));
        }
        double river = s.units[u].inRiver ? 2 : 1; // HOW-TERR-17: half rate out of the river
        return new MoveCost(price + cm * river / rate, rate, dir, wheel, change, false, road, "", null, null);
    }

    /**
     * The points whose ground is measured (HOW-TERR-2, EX-1): the ends and middle of the leading
     * edge, the edge that faces the way the unit shifts (the front edge when it only wheels).
     */
    private static List<Vec2> leadingEdge(Footprint b, Vec2 shift) {
        List<Vec2> c = b.corners();
        int best = 0;
        double bestDot = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < 4; i++) {
            Vec2 p = c.get(i);
            Vec2 q = c.get((i + 1) % 4);
            Vec2 mid = p.plus(q).times(0.5);
            double dot = mid.minus(b.centre()).normalized().dot(shift);
            if (dot > bestDot + 1e-9) {
                bestDot = dot;
                best = i;
            }
        }
        Vec2 p = c.get(best);
        Vec2 q = c.get((best + 1) % 4);
        return List.of(p, q, p.plus(q).times(0.5));
    }

    /** The ends of the legs whose crossings are looked at: the four corners and the front centre. */
    private static List<Vec2> legEnds(Footprint b) {
        List<Vec2> out = new ArrayList<>(b.corners());
        out.add(b.frontCentre());
        return out;
    }

    /** Where a straight shift goes, judged from the start: front if within 45° of the old or the new facing. */
    static Sector direction(Vec2 shift, Footprint a, Footprint b) {
        if (shift.length() < 0.01) {
            return Sector.FRONT;
        }
        double fromOld = Angles.between(shift, a.forward());
        double fromNew = Angles.between(shift, b.forward());
        if (Math.min(fromOld, fromNew) <= 45 + ANGLE_SLACK) {
            return Sector.FRONT;
        }
        if (fromOld >= 135 - ANGLE_SLACK) {
            return Sector.REAR;
        }
        return a.lateral(a.frontCentre().plus(shift)) > 0 ? Sector.LEFT_FLANK : Sector.RIGHT_FLANK;
    }

    /**
     * The multiplier on distance for moving in {@code dir} (HOW-MOVE-5, HOW-ART-2, HOW-ART-3):
     * the national flank and rear deduction for close-order infantry and cavalry, none for light
     * infantry, double for limbered guns and transport, front-to-flank allowance for manhandled guns.
     */
    static double deduction(HowState s, int u, Formation f, Sector dir) {
        if (dir == Sector.FRONT) {
            return 1;
        }
        Troop t = Troop.of(s, u, f);
        var spec = s.setup.unit(u);
        switch (t) {
            case LIGHT_INFANTRY:
                return 1;
            case TRANSPORT:
                return 2;
            case ARTILLERY:
                if (f != Formation.DEPLOYED) {
                    return 2;
                }
                if (dir == Sector.REAR) {
                    return 1;
                }
                double flank = Movement.manhandleFlank(s, u);
                return flank <= 0 ? Double.POSITIVE_INFINITY : Movement.normalMove(s, u, Formation.DEPLOYED, false) / flank;
            default:
                double d = s.setup.nation(u).flankDeduction(spec.type(), spec.foreignInfantry()).value();
                return 1 / (1 - d);
        }
    }

    /** Linear obstacles crossed by any corner's straight path add their price once each (HOW-TERR-3). */
    private static MoveCost obstacles(HowState s, Troop troop, boolean column, Footprint a, Footprint b, MoveCost c) {
        Terrain terrain = s.setup.terrain();
        double extra = 0;
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < terrain.features().size(); i++) {
            TerrainFeature t = terrain.feature(i);
            if (!TerrainRates.isObstacle(t.kind()) || !terrain.mayMeet(i, a, b) || !crossed(terrain, t, a, b, column)) {
                continue;
            }
            if (t.kind() == TerrainKind.TRENCH && troop == Troop.ARTILLERY && t.contains(a.centre())) {
                continue; // AMB-57: guns placed in works may leave them
            }
            double price = TerrainRates.crossing(troop, t.kind());
            if (!Double.isFinite(price)) {
                String why = t.kind() == TerrainKind.STREAM ? " except at a bridge or designated ford" : "";
                return MoveCost.blocked(TerrainRates.rule(t.kind()), "it cannot cross " + TerrainRates.words(t.kind()) + why);
            }
            if (price > 0) {
                extra += price;
                names.append(names.length() == 0 ? "" : " and ").append(TerrainRates.words(t.kind()));
            }
        }
        return new MoveCost(c.moves() + extra, c.rateCm(), c.direction(), c.wheelDeg(), c.formationChange(), false, c.road(),
                names.toString(), null, null);
    }

    /** Whether some corner's path crosses the feature's line away from its ends (touching at the start or end does not). */
    private static boolean crossed(Terrain terrain, TerrainFeature t, Footprint a, Footprint b, boolean column) {
        List<Vec2> from = legEnds(a);
        List<Vec2> to = legEnds(b);
        for (int i = 0; i < from.size(); i++) {
            Segment leg = Segment.of(from.get(i), to.get(i));
            if (leg.length() < 1e-9) {
                continue;
            }
            for (Vec2 p : Terrain.crossings(leg, t)) {
                double along = p.distance(leg.a());
                boolean inner = along > 1e-6 && along < leg.length() - 1e-6;
                boolean free = t.kind() == TerrainKind.STREAM && terrain.atCrossingPlace(p, column);
                if (inner && !free) {
                    return true;
                }
            }
        }
        return false;
    }


    /**
     * Rivers (HOW-TERR-17): an impassable river only at a bridge or designated ford; a fordable
     * one by infantry and cavalry anywhere, the move that enters it ending in mid-river (AMB-64).
     */
    private static MoveCost water(HowState s, int u, Footprint a, Footprint b, Troop troop, boolean column, MoveCost c) {
        if (!c.passable()) {
            return c;
        }
        Terrain terrain = s.setup.terrain();
        boolean ends = false;
        for (int i = 0; i < terrain.features().size(); i++) {
            TerrainFeature t = terrain.feature(i);
            if (t.kind() != TerrainKind.RIVER || !terrain.mayMeet(i, a, b) || !wades(terrain, t, a, b, column)) {
                continue;
            }
            if (t.impassable() || troop.wheeled()) {
                return MoveCost.blocked("HOW-TERR-17", "it may cross the river only at a bridge or designated ford");
            }
            boolean endsIn = Terrain.touches(b, t);
            if (!s.units[u].inRiver && !endsIn) {
                return MoveCost.blocked("HOW-TERR-17", "a move that enters a fordable river ends in mid-river");
            }
            ends |= endsIn && !s.units[u].inRiver;
        }
        return new MoveCost(c.moves(), c.rateCm(), c.direction(), c.wheelDeg(), c.formationChange(), ends, c.road(),
                c.crossed(), null, null);
    }

    /** Whether some part of the unit is in the river's water away from a crossing place, during or at the end of the move. */
    private static boolean wades(Terrain terrain, TerrainFeature river, Footprint a, Footprint b, boolean column) {
        List<Vec2> from = legEnds(a);
        List<Vec2> to = legEnds(b);
        for (int i = 0; i < from.size(); i++) {
            Vec2 p = from.get(i);
            Vec2 q = to.get(i);
            int steps = Math.max(2, (int) Math.ceil(p.distance(q)));
            for (int k = 1; k <= steps; k++) {
                Vec2 x = p.plus(q.minus(p).times(k / (double) steps));
                if (river.contains(x) && !terrain.atCrossingPlace(x, column)) {
                    return true;
                }
            }
        }
        for (Vec2 c : b.baseCentres()) {
            if (river.contains(c) && !terrain.atCrossingPlace(c, column)) {
                return true;
            }
        }
        return false;
    }

    /** The ground a unit crosses: the rate at a point and the weighted length of a straight leg (HOW-TERR-2). */
    static final class Ground {
        private final HowState s;
        private final Troop troop;
        private final boolean column;
        private final boolean road;
        TerrainKind blockedBy = TerrainKind.ROUGH;

        Ground(HowState s, Troop troop, boolean column, boolean road) {
            this.s = s;
            this.troop = troop;
            this.column = column;
            this.road = road;
        }

        /** The multiplier on distance at the point: the dearest feature there. */
        double rateAt(Vec2 p) {
            Terrain terrain = s.setup.terrain();
            double m = 1;
            for (int i = 0; i < terrain.features().size(); i++) {
                TerrainFeature t = terrain.feature(i);
                if (t.kind().isPolyline() || t.kind() == TerrainKind.RIVER || !terrain.contains(i, p)) {
                    continue; // rivers are handled whole (HOW-TERR-17)
                }
                double k = TerrainRates.area(troop, t.kind(), column, road);
                if (!Double.isFinite(k)) {
                    blockedBy = t.kind();
                }
                m = Math.max(m, k);
            }
            return m;
        }

        /** The straight leg's length, each stretch times its ground's multiplier. */
        double cost(Vec2 p, Vec2 q) {
            double len = p.distance(q);
            if (len < 1e-9) {
                return 0;
            }
            double[] ts = s.setup.terrain().breakpoints(Segment.of(p, q));
            double sum = 0;
            for (int k = 0; k + 1 < ts.length; k++) {
                if (ts[k + 1] - ts[k] <= 1e-12) {
                    continue;
                }
                Vec2 mid = p.plus(q.minus(p).times((ts[k] + ts[k + 1]) / 2));
                sum += (ts[k + 1] - ts[k]) * len * rateAt(mid);
            }
            return sum;
        }
    }
}
