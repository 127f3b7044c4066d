package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.ScenarioGeometry;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A short list of sensible moves for a unit, for random play and bots (at most about twenty, each
 * legal): straight ahead a full and a half allowance, toward the nearest enemy to just outside
 * 20 cm, toward the nearest objective, fall back, along a road to its next bend (columns), wheel 45° either way, turn to a flank or about
 * face, change formation in place (line, column, double line, limber, unlimber, mount,
 * dismount), occupy a nearby built-up area block or leave the one it holds. A move that cannot
 * go its full distance is cut back to the furthest legal point found by halving.
 */
final class MoveCandidates {

    /** Just outside the 20 cm that limits moves near the enemy (HOW-MOVE-6). */
    private static final double OUTSIDE_CLOSE = 0.5;

    private MoveCandidates() {
    }

    static List<HowAction> of(HowState s, int u) {
        UnitState us = s.units[u];
        if (!s.inPlay(u) || us.fixed || us.evaded || us.mustNotMove || us.interpenetrated
                || us.moveOrders >= MoveLimits.MAX_MOVES_PER_TURN
                || Movement.budget(s, u, true) - us.movesUsed <= 1e-6) {
            return List.of();
        }
        Set<Move> out = new LinkedHashSet<>();
        Footprint a = s.footprint(u);
        if (us.formation == Formation.IN_BUA) {
            leave(s, u, a, out);
        } else {
            if (!us.reforming) {
                moves(s, u, a, out);
            }
            formations(s, u, a, out);
            if (!us.reforming) {
                occupy(s, u, a, out);
            }
        }
        return new ArrayList<>(out);
    }

    private static void moves(HowState s, int u, Footprint a, Set<Move> out) {
        boolean column = Roads.column(s, u, s.units[u].formation);
        double reach = (Movement.budget(s, u, column) - s.units[u].movesUsed) * Movement.normalMove(s, u);
        Vec2 ahead = a.forward();
        straight(s, u, a, ahead, reach, a.facing(), out);
        straight(s, u, a, ahead, reach / 2, a.facing(), out);
        straight(s, u, a, ahead.negate(), reach, a.facing(), out);
        int e = s.nearestEnemy(u);
        if (e >= 0) {
            Footprint ef = s.footprint(e);
            double gap = a.distanceTo(ef) - s.setup.cm(Distance.CLOSE_TO_ENEMY) - OUTSIDE_CLOSE;
            toward(s, u, a, ef.centre(), Math.min(reach, gap), out);
        }
        Vec2 objective = nearestObjective(s, a);
        if (objective != null) {
            toward(s, u, a, objective, Math.min(reach, a.frontCentre().distance(objective)), out);
        }
        road(s, u, a, reach, out);
        for (double turn : new double[] {45, -45}) {
            wheel(s, u, a, turn, out);
        }
        for (double turn : new double[] {90, -90, 180}) {
            add(s, u, a.frontCentre(), a.facing() + turn, s.units[u].formation, out);
        }
    }

    /** A column on a road marches to the road's next bend ahead, turning onto it (HOW-TERR-15, HOW-MOVE-9). */
    private static void road(HowState s, int u, Footprint a, double reach, Set<Move> out) {
        if (!Roads.column(s, u, s.units[u].formation)) {
            return;
        }
        List<Vec2> bends = new ArrayList<>();
        for (var r : s.setup.terrain().roadsNear(a.frontCentre(), s.setup.cm(Distance.INFANTRY_BASE))) {
            for (Vec2 v : r.points()) {
                Vec2 d = v.minus(a.frontCentre());
                if (d.length() > 1 && adjutant.engine.geometry.Angles.between(d, a.forward()) <= 60) {
                    bends.add(v);
                }
            }
        }
        bends.sort(java.util.Comparator.comparingDouble(v -> v.distance(a.frontCentre())));
        for (Vec2 v : bends.subList(0, Math.min(2, bends.size()))) {
            Vec2 d = v.minus(a.frontCentre());
            straight(s, u, a, d.normalized(), Math.min(reach, d.length()), d.angleDeg(), out);
        }
    }

    /** Straight along {@code dir} up to {@code dist}, cut back to what is legal. */
    private static void straight(HowState s, int u, Footprint a, Vec2 dir, double dist, double facing, Set<Move> out) {
        if (dist < 0.5) {
            return;
        }
        if (add(s, u, a.frontCentre().plus(dir.times(dist)), facing, s.units[u].formation, out)) {
            return;
        }
        double lo = 0;
        double hi = dist;
        for (int i = 0; i < 5; i++) {
            double mid = (lo + hi) / 2;
            if (legal(s, u, a.frontCentre().plus(dir.times(mid)), facing, s.units[u].formation)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        if (lo >= 0.5) {
            add(s, u, a.frontCentre().plus(dir.times(lo)), facing, s.units[u].formation, out);
        }
    }

    /** Face the point (wheeling at most 45°) and move toward it. */
    private static void toward(HowState s, int u, Footprint a, Vec2 target, double dist, Set<Move> out) {
        Vec2 d = target.minus(a.frontCentre());
        if (d.length() < 0.5 || dist < 0.5) {
            return;
        }
        double want = d.angleDeg();
        double turn = adjutant.engine.geometry.Angles.turnDeg(a.facing(), want);
        double facing = a.facing() + Math.max(-45, Math.min(45, turn));
        straight(s, u, a, d.normalized(), dist, facing, out);
    }

    /** Wheel about the inner front corner (HOW-MOVE-4). */
    private static void wheel(HowState s, int u, Footprint a, double turn, Set<Move> out) {
        Vec2 pivot = turn > 0 ? a.frontLeft() : a.frontRight();
        Vec2 front = pivot.plus(a.frontCentre().minus(pivot).rotate(turn));
        add(s, u, front, a.facing() + turn, s.units[u].formation, out);
    }

    /** Every other formation the unit may take up where it stands (HOW-FORM, HOW-ART-1, HOW-MOVE-10). */
    private static void formations(HowState s, int u, Footprint a, Set<Move> out) {
        for (Formation f : Formation.values()) {
            if (f != s.units[u].formation && f != Formation.IN_BUA) {
                add(s, u, a.frontCentre(), a.facing(), f, out);
            }
        }
    }

    /** Into a built-up area block within reach (HOW-TERR-21, HOW-TERR-22). */
    private static void occupy(HowState s, int u, Footprint a, Set<Move> out) {
        Terrain t = s.setup.terrain();
        double reach = (Movement.budget(s, u, false) - s.units[u].movesUsed) * Movement.normalMove(s, u);
        List<Integer> near = new ArrayList<>();
        for (int block : t.buaBlocks()) {
            var bua = t.feature(block);
            if (Terrain.distanceToLine(a.frontCentre(), bua) <= reach || Terrain.touches(a, bua)) {
                near.add(block);
            }
        }
        near.sort(java.util.Comparator.comparingDouble(b -> Terrain.distanceToLine(a.frontCentre(), t.feature(b))));
        for (int block : near.subList(0, Math.min(2, near.size()))) {
            add(s, u, ScenarioGeometry.centroid(t.feature(block).points()), a.facing(), Formation.IN_BUA, out);
        }
    }

    /** Out of its block: ahead, behind, or to either side, just clear of the edge. */
    private static void leave(HowState s, int u, Footprint a, Set<Move> out) {
        Terrain t = s.setup.terrain();
        int block = s.units[u].inBua >= 0 ? s.units[u].inBua : t.buaAt(a.frontCentre());
        if (block < 0) {
            return;
        }
        var bua = t.feature(block);
        Vec2 centre = ScenarioGeometry.centroid(bua.points());
        for (int k = 0; k < 4; k++) {
            double facing = a.facing() + 90 * k;
            Vec2 dir = Vec2.unit(facing);
            List<Vec2> exits = Terrain.crossings(adjutant.engine.geometry.Segment.of(centre, centre.plus(dir.times(500))), bua);
            if (exits.isEmpty()) {
                continue;
            }
            for (Formation f : List.of(leaveFormation(s, u), Formation.MARCH_COLUMN)) {
                Footprint shape = Bases.footprint(s.setup, u, exits.get(0), facing, f);
                add(s, u, exits.get(0).plus(dir.times(shape.depth() + 0.5)), facing, f, out);
            }
        }
    }

    private static Formation leaveFormation(HowState s, int u) {
        return s.setup.type(u) == UnitType.ARTILLERY ? Formation.DEPLOYED : Formation.LINE;
    }

    private static Vec2 nearestObjective(HowState s, Footprint a) {
        Vec2 best = null;
        for (ObjectiveSpec o : s.setup.scenario().header().objectives()) {
            Vec2 c = o.center();
            if (c != null && (best == null || a.frontCentre().distance(c) < a.frontCentre().distance(best))) {
                best = c;
            }
        }
        return best;
    }

    private static boolean add(HowState s, int u, Vec2 front, double facing, Formation f, Set<Move> out) {
        Move m = move(u, front, facing, f);
        if (MovePlan.of(s, s.setup.brigadeOf(u), m).legal()) {
            out.add(m);
            return true;
        }
        return false;
    }

    private static boolean legal(HowState s, int u, Vec2 front, double facing, Formation f) {
        return MovePlan.of(s, s.setup.brigadeOf(u), move(u, front, facing, f)).legal();
    }

    /** Coordinates to 0.01 cm and facings to 0.01°, as a person would write them. */
    private static Move move(int u, Vec2 front, double facing, Formation f) {
        double fa = adjutant.engine.geometry.Angles.normalize(facing);
        if (fa < 0) {
            fa += 360;
        }
        return new Move(u, round(front.x()), round(front.y()), round(fa) % 360, f);
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
