package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.ScenarioGeometry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A short list of sensible moves for a unit, for random play and bots (at most about twenty, each
 * legal; the whole list and why is in {@code docs/honours-of-war-candidate-actions.md}):
 * <ul>
 * <li>straight ahead a full and a half allowance, and straight back;
 * <li>toward the nearest enemy, facing it (wheeling at most 45°), to just outside 20 cm
 *     (HOW-MOVE-6) and to just inside the unit's longest firing range (HOW-FIRE-18, HOW-AFIRE-1;
 *     limbered guns unlimber there, HOW-ART-4);
 * <li>toward the nearest objective;
 * <li>into the nearer flank sector of the nearest enemy, facing its flank, ready to charge it
 *     there (HOW-CHG-20, HOW-CHG-22);
 * <li>far from every enemy, form march column (or limber) and go on toward the objective, so
 *     that the next turn marches double (HOW-MOVE-7, HOW-FORM-6); a column near the enemy forms
 *     line facing it;
 * <li>along a road to its next bend (columns), wheel 45° either way, turn to a flank or about face;
 * <li>change formation in place (line, column, double line, limber, unlimber, mount, dismount),
 *     occupy a nearby built-up area block or leave the one it holds.
 * </ul>
 * A move that cannot go its full distance is cut back to the furthest legal point found by
 * halving. The cheap conditions (distances, formations) are checked before {@link MovePlan},
 * the exact check that costs most of the time of the list.
 */
final class MoveCandidates {

    /** The generator's version: change it with any change to the list, so perft counts stay comparable. */
    static final String VERSION = "how-candidates/1";

    /** Just outside the 20 cm that limits moves near the enemy (HOW-MOVE-6), and just inside a firing range. */
    private static final double OUTSIDE_CLOSE = 0.5;
    /** The step (cm) by which a unit stands further off an enemy's flank edge until most of it is in that flank sector. */
    private static final double FLANK_GAP = 2;

    private MoveCandidates() {
    }

    static List<HowAction> of(HowState s, int u) {
        UnitState us = s.units[u];
        if (!s.inPlay(u) || us.fixed || us.evaded || us.mustNotMove || us.interpenetrated
                || us.moveOrders >= MoveLimits.MAX_MOVES_PER_TURN
                || Movement.budget(s, u, true) - us.movesUsed <= 1e-6) {
            return List.of();
        }
        Found out = new Found();
        if (us.gunsAbandoned && ArtilleryAbandon.validateRecrew(s, ArtilleryAbandon.recrewMove(s, u)).legal()) {
            out.add(ArtilleryAbandon.recrewMove(s, u)); // HOW-REACT-15: back to the guns first
        }
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

    private static void moves(HowState s, int u, Footprint a, Found out) {
        Formation f = s.units[u].formation;
        boolean column = Roads.column(s, u, f);
        double reach = (Movement.budget(s, u, column) - s.units[u].movesUsed) * Movement.normalMove(s, u);
        // Step 1. Straight: ahead in full and by half, and back.
        Vec2 ahead = a.forward();
        straight(s, u, a, ahead, reach, a.facing(), f, out);
        straight(s, u, a, ahead, reach / 2, a.facing(), f, out);
        straight(s, u, a, ahead.negate(), reach, a.facing(), f, out);
        // Step 2. On the nearest enemy: to just outside 20 cm, to firing range, into its flank.
        int e = s.nearestEnemy(u);
        Footprint ef = e < 0 ? null : s.footprint(e);
        double enemyGap = e < 0 ? Double.POSITIVE_INFINITY : a.distanceTo(ef);
        if (e >= 0) {
            double close = s.setup.cm(Distance.CLOSE_TO_ENEMY) + OUTSIDE_CLOSE;
            if (enemyGap > close) {
                stopAt(s, u, a, ef, close, reach, f, out);
            }
            firingRange(s, u, a, ef, enemyGap, reach, out);
            flank(s, u, a, e, reach, out);
            deploy(s, u, a, ef, enemyGap, out);
        }
        // Step 3. On the nearest objective, and in march column when far from every enemy.
        Vec2 objective = nearestObjective(s, a);
        if (objective != null) {
            toward(s, u, a, objective, Math.min(reach, a.frontCentre().distance(objective)), f, out);
        }
        march(s, u, a, objective, enemyGap, out);
        // Step 4. Along a road, wheels, turns to a flank and about.
        road(s, u, a, reach, out);
        for (double turn : new double[] {45, -45}) {
            wheel(s, u, a, turn, out);
        }
        for (double turn : new double[] {90, -90, 180}) {
            add(s, u, a.frontCentre(), a.facing() + turn, f, out);
        }
    }

    /**
     * Toward the enemy to just inside the unit's longest range, facing it (HOW-FIRE-18,
     * HOW-AFIRE-1): small arms in their formation; limbered guns unlimber there (HOW-ART-4).
     * Nothing when the enemy is in range already or the unit has no fire.
     */
    private static void firingRange(HowState s, int u, Footprint a, Footprint ef, double gap, double reach, Found out) {
        Formation f = s.units[u].formation;
        double range;
        Formation to = f;
        if (s.setup.type(u) == UnitType.ARTILLERY && !s.units[u].gunsAbandoned) {
            if (f != Formation.LIMBERED) {
                return;
            }
            range = s.setup.cm(FireRange.gunBands(FireRange.guns(s, u))[1]);
            to = Formation.DEPLOYED;
        } else if (f.isColumn()) {
            return;
        } else {
            range = longRange(s, FireRange.weapon(s, u));
        }
        if (range > 0 && gap > range) {
            stopAt(s, u, a, ef, range - OUTSIDE_CLOSE, reach, to, out);
        }
    }

    /**
     * Toward the enemy, facing it, to where the gap between the two is {@code gap} (cm), or as
     * far as {@code reach} goes: the end is found by halving on the geometry alone (a wheel
     * changes how the gap shrinks), then checked once by {@link #straight}.
     */
    private static void stopAt(HowState s, int u, Footprint a, Footprint ef, double gap, double reach, Formation f, Found out) {
        Vec2 d = ef.centre().minus(a.frontCentre());
        if (d.length() < 0.5) {
            return;
        }
        Vec2 dir = d.normalized();
        double facing = facingToward(a, ef.centre());
        double lo = 0;
        double hi = Math.min(reach, d.length());
        if (gapAt(s, u, a, dir, hi, facing, f, ef) < gap) {
            for (int i = 0; i < 12; i++) {
                double mid = (lo + hi) / 2;
                if (gapAt(s, u, a, dir, mid, facing, f, ef) >= gap) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            hi = lo;
        }
        straight(s, u, a, dir, hi, facing, f, out);
    }

    private static double gapAt(HowState s, int u, Footprint a, Vec2 dir, double t, double facing, Formation f, Footprint ef) {
        return Bases.footprint(s.setup, u, a.frontCentre().plus(dir.times(t)), facing, f).distanceTo(ef);
    }

    /** The long range of small arms (HOW-FIRE-18), 0 for none. */
    private static double longRange(HowState s, Weapon w) {
        Distance d = switch (w) {
            case MUSKETS_AND_GUNS -> Distance.MUSKET_GUNS_LONG;
            case MUSKETS -> Distance.MUSKET_LONG;
            case RIFLES -> Distance.RIFLE_LONG;
            case CARBINES -> Distance.CARBINE_LONG;
            default -> null;
        };
        return d == null ? 0 : s.setup.cm(d);
    }

    /**
     * Into the enemy's flank sector on the side nearer the unit, facing the middle of the flank
     * edge, the least multiple of 2 cm out that puts most of its bases in that sector, so that a
     * charge from there comes into the flank (HOW-CHG-20, HOW-CHG-22). Only for units that may
     * charge and stand in the enemy's front sector, and only when the spot is within a straight
     * reach (the geometry is tried before the one exact check).
     */
    private static void flank(HowState s, int u, Footprint a, int e, double reach, Found out) {
        UnitType t = ChargeEligibility.kind(s, u);
        Formation f = s.units[u].formation;
        if (t == UnitType.ARTILLERY || t == UnitType.TRANSPORT || f.isColumn() || s.units[u].charged) {
            return;
        }
        Footprint ef = s.footprint(e);
        if (ef.sectorHoldingMostOf(a) != Sector.FRONT) {
            return;
        }
        double side = Math.signum(ef.lateral(a.centre()));
        side = side == 0 ? 1 : side;
        Sector flank = side > 0 ? Sector.LEFT_FLANK : Sector.RIGHT_FLANK;
        Vec2 edge = ef.toWorld(-ef.depth() / 2, side * ef.width() / 2);
        Vec2 outward = ef.left().times(side);
        double facing = outward.negate().angleDeg();
        for (double gap = FLANK_GAP; gap <= FLANK_GAP + a.width(); gap += FLANK_GAP) {
            Vec2 spot = edge.plus(outward.times(gap));
            if (spot.distance(a.frontCentre()) > reach) {
                return;
            }
            if (ef.mostlyIn(Bases.footprint(s.setup, u, spot, facing, f), flank)) {
                add(s, u, spot, facing, f, out);
                return;
            }
        }
    }

    /**
     * Far from every enemy (more than the 60 cm of HOW-MOVE-7 beyond its reach), a formed unit in
     * line forms march column, and deployed guns limber, and go on toward the objective (straight
     * ahead without one) with what is left (HOW-FORM-6, HOW-ART-4): the next turn marches double.
     */
    private static void march(HowState s, int u, Footprint a, Vec2 objective, double enemyGap, Found out) {
        Formation f = s.units[u].formation;
        Formation to = switch (s.setup.type(u)) {
            case INFANTRY, LIGHT_INFANTRY, CAVALRY -> f == Formation.LINE || f == Formation.DOUBLE_LINE ? Formation.MARCH_COLUMN : null;
            case ARTILLERY -> f == Formation.DEPLOYED && !s.units[u].gunsAbandoned ? Formation.LIMBERED : null;
            case TRANSPORT -> null;
        };
        double left = (Movement.budget(s, u, false) - s.units[u].movesUsed) * Movement.rate(s, u, f, to == null ? f : to, false);
        if (to == null || enemyGap <= s.setup.cm(Distance.MARCH_BONUS_CLEARANCE) + left) {
            return;
        }
        Vec2 goal = objective != null && objective.distance(a.frontCentre()) > 1 ? objective : a.frontCentre().plus(a.forward().times(left));
        toward(s, u, a, goal, Math.min(left, goal.distance(a.frontCentre())), to, out);
    }

    /** A column within its reach and 20 cm of the enemy forms line where it stands, facing the enemy (HOW-FORM-2). */
    private static void deploy(HowState s, int u, Footprint a, Footprint ef, double enemyGap, Found out) {
        Formation f = s.units[u].formation;
        if (f != Formation.MARCH_COLUMN || s.setup.type(u) == UnitType.TRANSPORT) {
            return;
        }
        double reach = Movement.remaining(s, u);
        if (enemyGap > reach + s.setup.cm(Distance.CLOSE_TO_ENEMY)) {
            return;
        }
        add(s, u, a.frontCentre(), facingToward(a, ef.centre()), Formation.LINE, out);
    }

    /** A column on a road marches to the road's next bend ahead, turning onto it (HOW-TERR-15, HOW-MOVE-9). */
    private static void road(HowState s, int u, Footprint a, double reach, Found out) {
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
            straight(s, u, a, d.normalized(), Math.min(reach, d.length()), d.angleDeg(), s.units[u].formation, out);
        }
    }

    /** Straight along {@code dir} up to {@code dist}, ending in formation {@code f}, cut back to what is legal. */
    private static void straight(HowState s, int u, Footprint a, Vec2 dir, double dist, double facing, Formation f, Found out) {
        if (dist < 0.5) {
            return;
        }
        if (add(s, u, a.frontCentre().plus(dir.times(dist)), facing, f, out)) {
            return;
        }
        double lo = 0;
        double hi = dist;
        Move furthest = null;
        for (int i = 0; i < 5; i++) {
            double mid = (lo + hi) / 2;
            Move m = move(u, a.frontCentre().plus(dir.times(mid)), facing, f);
            if (legal(s, m, out)) {
                lo = mid;
                furthest = m;
            } else {
                hi = mid;
            }
        }
        if (furthest != null && lo >= 0.5) {
            out.add(furthest); // checked in the loop
        }
    }

    /** Face the point (wheeling at most 45°) and move toward it, ending in formation {@code f}. */
    private static void toward(HowState s, int u, Footprint a, Vec2 target, double dist, Formation f, Found out) {
        Vec2 d = target.minus(a.frontCentre());
        if (d.length() < 0.5 || dist < 0.5) {
            return;
        }
        straight(s, u, a, d.normalized(), dist, facingToward(a, target), f, out);
    }

    /** The facing toward the point, turning at most 45° from the unit's own (HOW-MOVE-6). */
    private static double facingToward(Footprint a, Vec2 target) {
        double want = target.minus(a.frontCentre()).angleDeg();
        double turn = adjutant.engine.geometry.Angles.turnDeg(a.facing(), want);
        return a.facing() + Math.max(-45, Math.min(45, turn));
    }

    /** Wheel about the inner front corner (HOW-MOVE-4). */
    private static void wheel(HowState s, int u, Footprint a, double turn, Found out) {
        Vec2 pivot = turn > 0 ? a.frontLeft() : a.frontRight();
        Vec2 front = pivot.plus(a.frontCentre().minus(pivot).rotate(turn));
        add(s, u, front, a.facing() + turn, s.units[u].formation, out);
    }

    /** Every other formation the unit may take up where it stands (HOW-FORM, HOW-ART-1, HOW-MOVE-10). */
    private static void formations(HowState s, int u, Footprint a, Found out) {
        for (Formation f : Formation.values()) {
            if (f != s.units[u].formation && f != Formation.IN_BUA) {
                add(s, u, a.frontCentre(), a.facing(), f, out);
            }
        }
    }

    /** Into a built-up area block within reach (HOW-TERR-21, HOW-TERR-22). */
    private static void occupy(HowState s, int u, Footprint a, Found out) {
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
    private static void leave(HowState s, int u, Footprint a, Found out) {
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

    /** Adds the move if it is legal; a move already in the list is not checked again. */
    private static boolean add(HowState s, int u, Vec2 front, double facing, Formation f, Found out) {
        Move m = move(u, front, facing, f);
        if (out.contains(m)) {
            return true;
        }
        if (legal(s, m, out)) {
            out.add(m);
            return true;
        }
        return false;
    }

    /** Checked once per listing: the halvings of different ways meet at the same points. */
    private static boolean legal(HowState s, Move m, Found out) {
        Boolean known = out.checked.get(m);
        if (known == null) {
            known = MovePlan.of(s, s.setup.brigadeOf(m.unit()), m).legal();
            out.checked.put(m, known);
        }
        return known;
    }

    /** The legal moves found, in the order found, and every move checked so far with its answer. */
    private static final class Found extends LinkedHashSet<Move> {
        private static final long serialVersionUID = 1L;
        final transient Map<Move, Boolean> checked = new HashMap<>();
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
