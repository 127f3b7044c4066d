package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import java.util.List;
import java.util.Locale;

/**
 * Occupying and leaving built-up area blocks (HOW-TERR-20 to HOW-TERR-23). A block is one
 * VILLAGE or TOWN feature; it holds at most two units (HOW-TERR-20). Inside, a unit has no
 * formation ({@link Formation#IN_BUA}) and stands where its front centre is put (HOW-TERR-23).
 *
 * <ul>
 *   <li>Infantry (and dismounted cavalry) occupy a block by moving into it with at least half a
 *       normal move left when the centre of the front edge reaches its edge (HOW-TERR-21,
 *       AMB-37); occupying spends that half move.</li>
 *   <li>Mounted cavalry and artillery halt at the edge; a unit that starts its turn touching the
 *       block occupies it with its whole move, then counts as dismounted or unlimbered
 *       (HOW-TERR-22). Transport never occupies one (AMB-63).</li>
 *   <li>Leaving costs half a move: infantry are placed outside with no base corner more than
 *       half a move from the block's edge, cavalry (mounted again) and artillery (limbered or
 *       not) touching it (HOW-TERR-21, HOW-TERR-22).</li>
 * </ul>
 */
final class BuaOccupation {

    private BuaOccupation() {
    }

    static MovePlan plan(HowState s, int u, Footprint a, Footprint b, Formation fb) {
        Formation fa = s.units[u].formation;
        if (fa == Formation.IN_BUA && fb == Formation.IN_BUA) {
            return MovePlan.refused("HOW-TERR-23", s.setup.unitName(u)
                    + " stands in the built-up area as convenient: it leaves it before moving on");
        }
        return fb == Formation.IN_BUA ? enter(s, u, a, new Vec2(b.frontCentre().x(), b.frontCentre().y())) : leave(s, u, a, b, fb);
    }

    private static MovePlan enter(HowState s, int u, Footprint a, Vec2 p) {
        String name = s.setup.unitName(u);
        Terrain terrain = s.setup.terrain();
        int block = terrain.buaAt(p);
        if (block < 0) {
            return MovePlan.refused("HOW-TERR-21", name + " can only take up no formation inside a built-up area");
        }
        if (s.setup.type(u) == UnitType.TRANSPORT) {
            return MovePlan.refused("HOW-TERR-22", name + " is transport and never occupies a built-up area");
        }
        String held = holders(s, u, block);
        if (held != null) {
            return MovePlan.refused(held.startsWith("an enemy") ? "HOW-TERR-28" : "HOW-TERR-20", name + ": " + held);
        }
        Troop troop = Troop.of(s, u, s.units[u].formation);
        TerrainFeature bua = terrain.feature(block);
        double left = Movement.budget(s, u, false) - s.units[u].movesUsed;
        if (troop.mounted() || troop == Troop.ARTILLERY) {
            if (s.units[u].movesUsed > 0 || s.units[u].moved || !Terrain.touches(a, bua)) {
                return MovePlan.refused("HOW-TERR-22", name + " halts at the edge of the built-up area and occupies it next turn");
            }
            return new MovePlan(Verdict.ok(), 1, List.of(), false, block, false, false);
        }
        double toEdge = toEdge(s, u, a, p, bua);
        if (!Double.isFinite(toEdge) || left - toEdge < 0.5 - 1e-9) {
            return MovePlan.refused("HOW-TERR-21", String.format(Locale.ROOT,
                    "%s needs half a move in hand at the edge of the built-up area to occupy it", name));
        }
        return new MovePlan(Verdict.ok(), toEdge + 0.5, List.of(), false, block, false, false);
    }

    /** Normal moves to bring the centre of the front edge straight to the block's edge, facing as it is. */
    private static double toEdge(HowState s, int u, Footprint a, Vec2 p, TerrainFeature bua) {
        Vec2 from = a.frontCentre();
        if (bua.contains(from)) {
            return 0;
        }
        List<Vec2> hits = Terrain.crossings(adjutant.engine.geometry.Segment.of(from, p), bua);
        Vec2 edge = hits.isEmpty() ? p : hits.get(0);
        Footprint at = a.movedTo(edge, a.facing());
        MovePlan step = MovePlan.field(s, u, a, s.units[u].formation, at, s.units[u].formation);
        if (!step.legal() && !"HOW-TERR-23".equals(step.verdict().ruleId())) {
            return Double.POSITIVE_INFINITY;
        }
        boolean close = Proximity.within(s, u, a, at, s.setup.cm(Distance.CLOSE_TO_ENEMY));
        return PathCost.of(s, u, a, s.units[u].formation, at, s.units[u].formation, close).moves();
    }

    /** Why the block cannot take the unit (full, or held by the enemy), or null. */
    private static String holders(HowState s, int u, int block) {
        int friends = 0;
        Side side = s.setup.side(u);
        for (int o = 0; o < s.units.length; o++) {
            if (o != u && s.inPlay(o) && s.units[o].inBua == block) {
                if (s.setup.side(o) != side) {
                    return "an enemy unit holds that block";
                }
                friends++;
            }
        }
        return friends >= 2 ? "that block already holds two units" : null;
    }

    private static MovePlan leave(HowState s, int u, Footprint a, Footprint b, Formation fb) {
        String name = s.setup.unitName(u);
        Terrain terrain = s.setup.terrain();
        int block = s.units[u].inBua >= 0 ? s.units[u].inBua : terrain.buaAt(a.frontCentre());
        if (block < 0) {
            return MovePlan.field(s, u, a, Formation.LINE, b, fb);
        }
        TerrainFeature bua = terrain.feature(block);
        for (Vec2 c : b.baseCentres()) {
            if (terrain.buaAt(c) >= 0) {
                return MovePlan.refused("HOW-TERR-21", name + " must be placed outside the built-up area when it leaves");
            }
        }
        Troop after = Troop.of(s, u, fb);
        if (after.mounted() || after == Troop.ARTILLERY) {
            if (Terrain.distanceToLine(nearestCorner(b, bua), bua) > 0.5) {
                return MovePlan.refused("HOW-TERR-22", name + " is placed outside touching the built-up area when it leaves");
            }
        } else {
            double half = Movement.normalMove(s, u, fb, false) / 2;
            for (Vec2 c : b.corners()) {
                if (Terrain.distanceToLine(c, bua) > half + MovePlan.SLACK_CM) {
                    return MovePlan.refused("HOW-TERR-21", String.format(Locale.ROOT,
                            "%s leaving the built-up area is placed with no base more than %.1f cm from its edge", name, half));
                }
            }
        }
        Interpenetration.Passage p = clearAtEnd(s, u, b);
        if (p != null) {
            return new MovePlan(p.verdict(), 0, List.of(), false, -1, false, false);
        }
        double left = Movement.budget(s, u, false) - s.units[u].movesUsed;
        if (left < 0.5 - 1e-9) {
            return MovePlan.refused("HOW-TERR-21", name + " needs half a move to leave the built-up area");
        }
        return new MovePlan(Verdict.ok(), 0.5, List.of(), false, -1, true, false);
    }

    private static Vec2 nearestCorner(Footprint b, TerrainFeature bua) {
        Vec2 best = b.corners().get(0);
        for (Vec2 c : b.corners()) {
            if (Terrain.distanceToLine(c, bua) < Terrain.distanceToLine(best, bua)) {
                best = c;
            }
        }
        return best;
    }

    /** The end must overlap no unit and touch no enemy (HOW-INTP-3, HOW-CHG-1); null when clear. */
    private static Interpenetration.Passage clearAtEnd(HowState s, int u, Footprint b) {
        for (int o = 0; o < s.units.length; o++) {
            if (o == u || !s.inPlay(o)) {
                continue;
            }
            Footprint of = s.footprint(o);
            boolean enemy = s.setup.side(o) != s.setup.side(u);
            if (enemy ? b.within(of, HowState.CONTACT) : Proximity.overlap(b, of)) {
                return new Interpenetration.Passage(Verdict.illegal(enemy ? "HOW-CHG-1" : "HOW-INTP-3",
                        s.setup.unitName(u) + " would end on or against " + s.setup.unitName(o)), 0, List.of());
            }
        }
        return null;
    }

    /**
     * Why a unit may not end a field move standing in a built-up area (HOW-TERR-23: inside it has
     * no formation), or null: march columns passing along a road may.
     */
    static String standsInside(HowState s, int u, Footprint b, Formation fa, Formation fb) {
        Terrain terrain = s.setup.terrain();
        boolean inside = false;
        for (Vec2 c : b.baseCentres()) {
            inside |= terrain.buaAt(c) >= 0;
        }
        if (!inside) {
            return null;
        }
        boolean onRoad = Roads.column(s, u, fb) && !terrain.roadsNear(b.frontCentre(), s.setup.cm(Distance.INFANTRY_BASE)).isEmpty();
        return onRoad ? null : "would stand in a built-up area: a unit there occupies it, with no formation";
    }
}
