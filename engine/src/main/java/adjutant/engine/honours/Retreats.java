package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Retreat and rout moves (HOW-REACT-5 to HOW-REACT-12, AMB-33, AMB-83). The unit moves the full
 * distance whatever the terrain (HOW-REACT-6), straight into the sector opposite the one its
 * last hits came from, bending up to 40° either way (so staying within the 45° cone) to avoid
 * units and impassable terrain (HOW-REACT-8). Enemy units or impassable terrain that cannot be
 * avoided make it Done For (HOW-REACT-7). A retreating unit halts at the table edge (and leaves
 * the table if it must retreat again from there); a routing unit reaching it is removed
 * (HOW-REACT-9). Retreating units end facing the enemy, routing ones facing away (HOW-REACT-10).
 * Every friend passed through takes 2 hits if inferior, 1 otherwise, and reacts at once
 * (HOW-REACT-11), depth first (HOW-REACT-12); a unit ending on friends goes on up to one more
 * move to make room.
 */
final class Retreats {

    private static final double STEP = 0.5;
    private static final double[] BENDS = {0, 20, -20, 40, -40};

    private Retreats() {
    }

    /** Where a tried path leads: blocked, off the table after {@code until} cm, the friends it crosses. */
    private record Path(Vec2 dir, boolean blocked, double until, List<Integer> friends) {
    }

    static void move(HowState s, int unit, double distance, boolean rout) {
        UnitState u = s.units[unit];
        if (!rout && u.atTableEdge) {
            leaveTable(s, unit); // HOW-REACT-9: a second retreat from the edge leaves the table
            return;
        }
        Footprint f = s.footprint(unit);
        Vec2 straight = direction(f, u.lastHitFrom.opposite());
        Path chosen = null;
        Path fallback = null;
        for (double bend : BENDS) {
            Path p = trace(s, unit, f, straight.rotate(bend), distance);
            if (p.blocked()) {
                continue;
            }
            if (p.friends().isEmpty()) {
                chosen = p;
                break;
            }
            if (fallback == null) {
                fallback = p;
            }
        }
        if (chosen == null) {
            chosen = fallback;
        }
        if (chosen == null) {
            Footprint column = asColumn(s, unit, f, straight);
            for (double bend : column == null ? new double[0] : BENDS) {
                Path p = trace(s, unit, column, straight.rotate(bend), distance);
                if (!p.blocked() && p.friends().isEmpty()) {
                    chosen = p; // HOW-REACT-8: it forms column to slip past the enemy or impassable ground
                    f = column;
                    u.formation = Formation.MARCH_COLUMN;
                    break;
                }
            }
        }
        if (chosen == null) {
            Hits.doneFor(s, unit); // HOW-REACT-7
            finish(u);
            return;
        }
        List<Integer> hit = new ArrayList<>(chosen.friends());
        coDefenders(s, unit, hit);
        double d = Math.min(distance, chosen.until());
        if (chosen.until() < distance) {
            if (rout) {
                leaveTable(s, unit);
                return;
            }
            u.atTableEdge = true;
        } else {
            d = makeRoom(s, unit, f, chosen.dir(), d, distance + Movement.normalMove(s, unit));
        }
        place(s, unit, f, chosen.dir(), d, rout);
        Movement.keepOnTable(s, unit); // turned to face the enemy at the edge (HOW-REACT-9, HOW-REACT-10)
        finish(u);
        if (endsOnEnemy(s, unit)) {
            Hits.doneFor(s, unit); // HOW-REACT-7: an enemy it could not avoid
        } else {
            Movement.clearOverlap(s, unit); // HOW-INTP-6: shifted clear of friends it would end on
        }
        hitFriends(s, unit, hit);
    }

    /** The other defender of the unit's BUA block takes hits as though passed through (HOW-TERR-27, HOW-REACT-11). */
    private static void coDefenders(HowState s, int unit, List<Integer> hit) {
        int bua = Cover.buaOf(s, unit);
        if (bua < 0) {
            return;
        }
        for (int o = 0; o < s.units.length; o++) {
            if (o != unit && s.inPlay(o) && s.setup.side(o) == s.setup.side(unit) && Cover.buaOf(s, o) == bua && !hit.contains(o)) {
                hit.add(o);
            }
        }
    }

    /**
     * The unit as a march column heading {@code dir}, on the same centre (HOW-REACT-8: a formation
     * change is allowed only to avoid enemy units or impassable terrain); null for units that
     * have no column to form (guns, transport) or are one already.
     */
    private static Footprint asColumn(HowState s, int unit, Footprint f, Vec2 dir) {
        UnitType type = s.setup.type(unit);
        Formation now = s.units[unit].formation;
        if (type == UnitType.ARTILLERY || type == UnitType.TRANSPORT || now.isColumn() || s.units[unit].gunsAbandoned) {
            return null;
        }
        Footprint probe = Bases.footprint(s.setup, unit, f.centre(), dir.angleDeg(), Formation.MARCH_COLUMN);
        Vec2 front = f.centre().plus(dir.times(probe.depth() / 2));
        return Bases.footprint(s.setup, unit, front, dir.angleDeg(), Formation.MARCH_COLUMN);
    }

    /** The unit's move direction for a sector of its own (REAR: straight back). */
    static Vec2 direction(Footprint f, Sector into) {
        return switch (into) {
            case FRONT -> f.forward();
            case REAR -> f.forward().negate();
            case LEFT_FLANK -> f.left();
            case RIGHT_FLANK -> f.left().negate();
        };
    }

    private static Path trace(HowState s, int unit, Footprint f, Vec2 dir, double distance) {
        List<Integer> friends = new ArrayList<>();
        Terrain terrain = s.setup.terrain();
        for (double d = STEP; d <= distance + 1e-9; d += STEP) {
            Footprint at = shifted(f, dir, Math.min(d, distance));
            if (!terrain.onTable(at)) {
                return new Path(dir, false, d - STEP, friends);
            }
            if (impassable(s, unit, at)) {
                return new Path(dir, true, d, friends);
            }
            for (int o = 0; o < s.units.length; o++) {
                if (o == unit || !s.inPlay(o) || !at.overlapsInterior(s.footprint(o), HowState.CONTACT)) {
                    continue;
                }
                if (s.setup.side(o) != s.setup.side(unit)) {
                    return new Path(dir, true, d, friends);
                }
                if (!friends.contains(o)) {
                    friends.add(o);
                }
            }
        }
        return new Path(dir, false, distance, friends);
    }

    /** Goes on past friends the unit would end on, up to {@code max} (HOW-REACT-11). */
    private static double makeRoom(HowState s, int unit, Footprint f, Vec2 dir, double d, double max) {
        double at = d;
        while (at < max && onFriend(s, unit, shifted(f, dir, at))) {
            Footprint next = shifted(f, dir, at + STEP);
            if (!s.setup.terrain().onTable(next) || impassable(s, unit, next)) {
                break;
            }
            at += STEP;
        }
        return at;
    }

    private static boolean onFriend(HowState s, int unit, Footprint at) {
        for (int o = 0; o < s.units.length; o++) {
            if (o != unit && s.inPlay(o) && s.setup.side(o) == s.setup.side(unit)
                    && at.overlapsInterior(s.footprint(o), HowState.CONTACT)) {
                return true;
            }
        }
        return false;
    }

    /** Terrain the unit may never enter: impassable features; for guns and transport also rough, steep hills, rivers, works; for cavalry works. */
    static boolean impassable(HowState s, int unit, Footprint at) {
        UnitType type = s.setup.type(unit);
        boolean wheels = type == UnitType.ARTILLERY && !s.units[unit].gunsAbandoned || type == UnitType.TRANSPORT;
        boolean mounted = type == UnitType.CAVALRY && s.units[unit].formation != Formation.DISMOUNTED;
        for (TerrainFeature t : s.setup.terrain().features()) {
            if (t.kind().isPolyline()) {
                continue;
            }
            TerrainKind k = t.kind();
            boolean blocks = t.impassable()
                    || wheels && (k == TerrainKind.ROUGH || k == TerrainKind.STEEP_HILL || k == TerrainKind.WOODED_STEEP_HILL
                            || k == TerrainKind.RIVER || k == TerrainKind.TRENCH)
                    || mounted && k == TerrainKind.TRENCH;
            if (!blocks) {
                continue;
            }
            for (Vec2 c : at.baseCentres()) {
                if (t.contains(c) && !bridged(s, c)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean bridged(HowState s, Vec2 p) {
        return s.setup.terrain().at(p, TerrainKind.BRIDGE) || s.setup.terrain().at(p, TerrainKind.FORD);
    }

    static Footprint shifted(Footprint f, Vec2 dir, double d) {
        return f.movedTo(f.frontCentre().plus(dir.times(d)), f.facing());
    }

    /** Puts the unit at the end of its move, facing the enemy (retreat) or away (rout) (HOW-REACT-10). */
    private static void place(HowState s, int unit, Footprint f, Vec2 dir, double d, boolean rout) {
        UnitState u = s.units[unit];
        Vec2 centre = f.centre().plus(dir.times(d));
        double facing = rout ? dir.angleDeg() : dir.negate().angleDeg();
        Vec2 front = centre.plus(Vec2.unit(facing).times(f.depth() / 2));
        u.x = front.x();
        u.y = front.y();
        u.facing = ((facing % 360) + 360) % 360;
        if (u.formation == Formation.IN_BUA) {
            u.formation = Formation.LINE; // HOW-TERR-27: it leaves its block
        }
        u.inBua = -1;
    }

    private static boolean endsOnEnemy(HowState s, int unit) {
        Footprint f = s.footprint(unit);
        for (int o = 0; o < s.units.length; o++) {
            if (s.setup.side(o) != s.setup.side(unit) && s.inPlay(o) && Proximity.overlap(f, s.footprint(o))) {
                return true;
            }
        }
        return false;
    }

    private static void finish(UnitState u) {
        u.moved = true;
        u.retreatedThisTurn = true;
    }

    private static void leaveTable(HowState s, int unit) {
        Hits.doneFor(s, unit);
        s.units[unit].removed = true;
        finish(s.units[unit]);
    }

    /** Friends passed through take 2 hits if inferior, 1 otherwise, and react at once (HOW-REACT-11, HOW-REACT-12). */
    private static void hitFriends(HowState s, int unit, List<Integer> friends) {
        Side side = s.setup.side(unit);
        for (int i = friends.size() - 1; i >= 0; i--) {
            int o = friends.get(i);
            if (!s.inPlay(o) || s.setup.side(o) != side) {
                continue;
            }
            boolean inferior = s.setup.unit(o).unitClass() == UnitClass.INFERIOR;
            Hits.take(s, o, inferior ? 2 : 1, unit);
            Reactions.react(s, o, Reactions.Cause.INTERPENETRATION);
        }
    }
}
