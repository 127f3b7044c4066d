package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/**
 * What a firer sees of a target, base by base (HOW-FIRE-9, HOW-FIRE-16, HOW-FIRE-20, HOW-FIRE-21,
 * HOW-TERR-6, HOW-TERR-9, HOW-TERR-14, HOW-TERR-26, HOW-AFIRE-5, HOW-AFIRE-6, HOW-AFIRE-14, AMB-77):
 * the line from the firer's front centre to each base centre of the target is hidden by terrain
 * or by troops.
 * <ul>
 * <li>Woods and BUAs: a line may run at most two base depths inside a wood or BUA the firer or
 * that base stands in (a unit whose front edge is within a base depth of the edge sees and is
 * seen, AMB-38: its base centres lie up to 1½ depths in, more along a slant); when both stand in the same
 * one, the limit is 15 cm (HOW-TERR-9, HOW-TERR-26). Any other wood or BUA hides what is behind
 * it, except that guns on a hill see past it beyond 15 cm of dead ground (HOW-AFIRE-6).</li>
 * <li>Lines of trees hide unless the firer touches the treeline (HOW-TERR-6).</li>
 * <li>Crestlines, simplified: a hill whose polygon the line crosses, standing neither under the
 * firer's front centre nor under the base, hides the base (HOW-TERR-14; an observer on the hill
 * sees everything).</li>
 * <li>Troops: any other unit, friend or enemy, whose footprint the line crosses hides the base
 * (AMB-77), except when artillery fires overhead from higher ground or a howitzer over troops
 * on level ground (HOW-AFIRE-5, HOW-AFIRE-14, HOW-AFIRE-18); infantry never fire overhead
 * (HOW-FIRE-20).</li>
 * </ul>
 *
 * @param bases the target's bases
 * @param terrainHidden bases hidden by terrain
 * @param troopHidden bases hidden by troops (and not by terrain)
 * @param overhead the fire passes over friendly troops (no canister, HOW-AFIRE-7)
 */
record Sight(int bases, int terrainHidden, int troopHidden, boolean overhead) {

    /** Whether any base can be seen. */
    boolean visible() {
        return terrainHidden + troopHidden < bases;
    }

    /** More than half hidden by troops: may not be targeted (HOW-FIRE-9). */
    boolean screened() {
        return 2 * troopHidden > bases;
    }

    /** A difficult target by obscuration: more than half hidden by terrain, or up to half (some) by troops (HOW-FIRE-16). */
    boolean difficult() {
        return 2 * terrainHidden > bases || (troopHidden > 0 && 2 * troopHidden <= bases);
    }

    /** What {@code firer} sees of {@code target}; {@code asHowitzer}: the fire is howitzer shell or unicorn fire as howitzers. */
    static Sight of(HowState s, int firer, int target, boolean asHowitzer) {
        Footprint f = s.footprint(firer);
        Footprint t = s.footprint(target);
        Vec2 eye = FiringZone.allRound(s, firer) ? f.centre() : f.frontCentre();
        boolean overhead = mayFireOverhead(s, firer, target, asHowitzer);
        int terrain = 0;
        int troops = 0;
        List<Vec2> centres = t.baseCentres();
        boolean troopsInWay = false;
        for (Vec2 c : centres) {
            Segment line = Segment.of(eye, c);
            if (terrainHides(s, firer, f, line, eye, c)) {
                terrain++;
            } else if (troopsHide(s, firer, target, line)) {
                troopsInWay = true;
                if (!overhead) {
                    troops++;
                }
            }
        }
        return new Sight(centres.size(), terrain, troops, overhead && troopsInWay);
    }

    static boolean terrainHides(HowState s, int firer, Footprint f, Segment line, Vec2 eye, Vec2 base) {
        double edge = 2 * s.setup.cm(Distance.INFANTRY_BASE); // front edge within a base depth: its base centres within 1.5

        boolean firerHigh = elevated(s, eye);
        boolean gunner = s.setup.type(firer) == UnitType.ARTILLERY;
        for (TerrainFeature t : s.setup.terrain().features()) {
            TerrainKind k = t.kind();
            if (k == TerrainKind.TREELINE) {
                if (Terrain.crosses(line, t) && !Terrain.touches(f, t)) {
                    return true;
                }
                continue;
            }
            boolean wood = k == TerrainKind.WOODS || k == TerrainKind.WOODED_STEEP_HILL;
            boolean bua = k == TerrainKind.VILLAGE || k == TerrainKind.TOWN || k == TerrainKind.BUILDING;
            boolean hill = k == TerrainKind.HILL || k == TerrainKind.STEEP_HILL || k == TerrainKind.WOODED_STEEP_HILL;
            if (!wood && !bua && !hill) {
                continue;
            }
            boolean atEye = t.contains(eye);
            boolean atBase = t.contains(base);
            if (hill && !atEye && !atBase && Terrain.crosses(line, t)) {
                return true; // beyond the crest (HOW-TERR-14, simplified)
            }
            if (!wood && !bua) {
                continue;
            }
            Polygon p = Polygon.of(t.points());
            if (atEye && atBase) {
                if (line.length() > s.setup.cm(Distance.WOOD_VISIBILITY) + edge / 4) { // to the base, not its centre
                    return true;
                }
            } else if (atEye || atBase) {
                if (bua && atBase && !atEye) {
                    continue; // units in a BUA defend its faces and are seen there
                }
                if (bua && atEye) {
                    continue;
                }
                if (p.lengthInside(line) > edge + 1e-6) {
                    return true;
                }
            } else if (p.intersects(line)) {
                boolean deadGroundOnly = firerHigh && gunner;
                if (!deadGroundOnly || p.distanceTo(base) <= s.setup.cm(Distance.DEAD_GROUND)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a unit other than the two stands across the line. A unit's box that misses the
     * line's box is passed over first: the shrunk footprint lies inside the box, so it could not
     * cross (a fifth of the sight checks' time went to shrinking far units' footprints).
     */
    static boolean troopsHide(HowState s, int firer, int target, Segment line) {
        double x0 = Math.min(line.a().x(), line.b().x()) - BOX_SLACK;
        double x1 = Math.max(line.a().x(), line.b().x()) + BOX_SLACK;
        double y0 = Math.min(line.a().y(), line.b().y()) - BOX_SLACK;
        double y1 = Math.max(line.a().y(), line.b().y()) + BOX_SLACK;
        for (int u = 0; u < s.units.length; u++) {
            if (u == firer || u == target || !s.inPlay(u) || !s.footprint(u).boxMeets(x0, y0, x1, y1)) {
                continue;
            }
            Footprint o = s.footprint(u).shrunk(HowState.CONTACT);
            if (o != null && crosses(o, line)) {
                return true;
            }
        }
        return false;
    }

    /** Far above rounding: the box test only ever passes over units plainly clear of the line. */
    private static final double BOX_SLACK = 1e-6;

    static boolean crosses(Footprint o, Segment line) {
        if (o.contains(line.a()) || o.contains(line.b())) {
            return true;
        }
        for (Segment e : o.edges()) {
            if (e.intersects(line)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a point stands on a hill of any kind (HOW-TERR-11). */
    static boolean elevated(HowState s, Vec2 p) {
        Terrain t = s.setup.terrain();
        return t.at(p, TerrainKind.HILL) || t.at(p, TerrainKind.STEEP_HILL) || t.at(p, TerrainKind.WOODED_STEEP_HILL);
    }

    /**
     * Whether artillery may fire over friendly troops at this target (HOW-AFIRE-5, HOW-AFIRE-14,
     * HOW-AFIRE-18, AMB-81). From higher ground at a target on level or lower ground: the target
     * ≥15 cm from friends and no friend within 10 cm of the guns; at a target on higher ground
     * (not reachable with one level of hills) no friend within 15 cm of either. Howitzers: 10 cm
     * for both from a hill; on level ground no friend within 15 cm (unicorns 20 cm) of gun or
     * target. Shuvalovs fire canister only and so never overhead.
     */
    static boolean mayFireOverhead(HowState s, int firer, int target, boolean asHowitzer) {
        if (s.setup.type(firer) != UnitType.ARTILLERY) {
            return false; // HOW-FIRE-20
        }
        boolean high = elevated(s, s.footprint(firer).frontCentre());
        GunType g = s.setup.unit(firer).guns();
        boolean unicorn = g == GunType.UNICORN || g == GunType.LIGHT_UNICORN;
        double gunClear;
        double targetClear;
        if (high) {
            gunClear = asHowitzer && !unicorn ? s.setup.cm(Distance.HOWITZER_HILL_SAFETY) : s.setup.cm(Distance.OVERHEAD_GUN_CLEARANCE);
            targetClear = asHowitzer && !unicorn ? s.setup.cm(Distance.HOWITZER_HILL_SAFETY) : s.setup.cm(Distance.OVERHEAD_TARGET_CLEARANCE);
        } else if (asHowitzer) {
            double d = s.setup.cm(unicorn ? Distance.UNICORN_LEVEL_SAFETY : Distance.HOWITZER_LEVEL_SAFETY);
            gunClear = d;
            targetClear = d;
        } else {
            return false;
        }
        Side side = s.setup.side(firer);
        for (int u = 0; u < s.units.length; u++) {
            if (u == firer || s.setup.side(u) != side || !s.inPlay(u)) {
                continue;
            }
            if (s.distance(u, firer) < gunClear - 1e-9 || s.distance(u, target) < targetClear - 1e-9) {
                return false;
            }
        }
        return true;
    }
}
