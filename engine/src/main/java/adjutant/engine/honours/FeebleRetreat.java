package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;

/**
 * The Feeble fall-back (HOW-CMD-7, AMB-66): when at least half of a Feeble brigade's units in
 * play have a hit, each unit not fixed in contact, not reforming (red die) and not held by the
 * scenario moves one full normal move straight away from its nearest enemy unit, at once,
 * keeping its facing and formation (deployed artillery: its manhandling distance). The
 * direction is from the enemy's centre to the unit's. Where the table edge, impassable
 * terrain or another unit is in the way, it goes as far as it can, in steps of
 * {@link #STEP} cm.
 *
 * <p>Simplification (decisions-cmd.md): the move spends one normal move and costs nothing for
 * moving backward or for terrain, because those deductions belong to the movement rules; the
 * distance is the plain normal move.
 */
final class FeebleRetreat {

    static final double STEP = 0.5;

    private FeebleRetreat() {
    }

    /** Whether at least half of the brigade's units in play have at least one hit. */
    static boolean due(HowState s, int brigade) {
        int inPlay = 0;
        int hit = 0;
        for (int u : s.setup.brigadeUnits(brigade)) {
            if (s.inPlay(u)) {
                inPlay++;
                if (s.units[u].hits >= 1) {
                    hit++;
                }
            }
        }
        return inPlay > 0 && 2 * hit >= inPlay;
    }

    static void run(HowState s, int brigade) {
        for (int u : s.setup.brigadeUnits(brigade)) {
            UnitState st = s.units[u];
            if (s.inPlay(u) && !st.fixed && !s.engaged(u) && !st.reforming && !st.red && !Command.held(s, u)) {
                fallBack(s, u);
            }
        }
    }

    /** Moves the unit away from its nearest enemy as far as a normal move and the table allow. */
    static void fallBack(HowState s, int u) {
        int e = s.nearestEnemy(u);
        if (e < 0) {
            return;
        }
        UnitState st = s.units[u];
        Vec2 away = s.footprint(u).centre().minus(s.footprint(e).centre());
        if (away.length() < 1e-9) {
            return;
        }
        Vec2 dir = away.normalized();
        Vec2 start = new Vec2(st.x, st.y);
        double nm = Movement.normalMove(s, u);
        double done = 0;
        for (double d = STEP; d <= nm + 1e-9; d += STEP) {
            if (!free(s, u, start.plus(dir.times(Math.min(d, nm))))) {
                break;
            }
            done = Math.min(d, nm);
        }
        if (done > 0) {
            Vec2 to = start.plus(dir.times(done));
            st.x = to.x();
            st.y = to.y();
            st.moved = true;
            st.movesUsed += 1;
            CommandFigures.clear(s, u);
        }
    }

    /** Whether the unit may stand with its front centre at {@code p}: on the table, clear of other units and impassable terrain. */
    static boolean free(HowState s, int u, Vec2 p) {
        UnitState st = s.units[u];
        Footprint f = Bases.footprint(s.setup, u, p, st.facing, st.formation);
        Terrain terrain = s.setup.terrain();
        if (!terrain.onTable(f)) {
            return false;
        }
        for (int o = 0; o < s.units.length; o++) {
            if (o != u && s.inPlay(o) && f.overlapsInterior(s.footprint(o), HowState.CONTACT)) {
                return false;
            }
        }
        for (Vec2 c : f.baseCentres()) {
            for (TerrainFeature t : terrain.at(c)) {
                if (t.impassable() && !terrain.at(c, TerrainKind.BRIDGE) && !terrain.at(c, TerrainKind.FORD)) {
                    return false;
                }
            }
        }
        for (Vec2 c : f.corners()) {
            for (TerrainFeature t : terrain.at(c)) {
                if (t.impassable() && !terrain.at(c, TerrainKind.BRIDGE) && !terrain.at(c, TerrainKind.FORD)) {
                    return false;
                }
            }
        }
        return true;
    }
}
