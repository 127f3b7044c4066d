package adjutant.engine.honours;

import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/**
 * The cover a target has against one fire (HOW-TERR-4): none, light (−1) or heavy (−2), the
 * best that applies.
 * <ul>
 * <li>Woods: a target in a wood (at its edge, or both inside) is in light cover (HOW-TERR-9).</li>
 * <li>Walls, hedges, fences and lines of trees across the line of fire: light, unless the firer
 * touches the obstacle and the target does not (HOW-TERR-5, HOW-TERR-6, AMB-44).</li>
 * <li>Entrenchments: heavy for the unit occupying one, light when one lies between, nothing
 * against fire from its rear (HOW-TERR-7).</li>
 * <li>Built-up areas: rustic light, urban heavy against small arms and canister; every BUA light
 * against roundshot and shell; a fortified one counts as entrenched, still light against
 * roundshot and shell (HOW-TERR-24, AMB-36).</li>
 * </ul>
 */
final class Cover {

    static final int NONE = 0;
    static final int LIGHT = 1;
    static final int HEAVY = 2;

    private Cover() {
    }

    /** The cover level of {@code target} against {@code firer}'s fire with {@code ammo}. */
    static int level(HowState s, int firer, int target, Ammo ammo) {
        Footprint t = s.footprint(target);
        Footprint f = s.footprint(firer);
        Terrain terrain = s.setup.terrain();
        boolean heavyShot = ammo == Ammo.ROUNDSHOT || ammo == Ammo.SHELL;
        boolean fromRear = t.mostlyIn(f, Sector.REAR);
        int level = NONE;
        int bua = buaOf(s, target);
        if (bua >= 0) {
            TerrainFeature b = terrain.feature(bua);
            boolean strong = b.kind() == TerrainKind.TOWN || terrain.fortified(b);
            level = Math.max(level, heavyShot || !strong ? LIGHT : HEAVY);
        }
        if (terrain.mostlyIn(t, TerrainKind.WOODS) || terrain.mostlyIn(t, TerrainKind.WOODED_STEEP_HILL)) {
            level = Math.max(level, LIGHT);
        }
        if (terrain.mostlyIn(t, TerrainKind.TRENCH)) {
            level = Math.max(level, fromRear ? NONE : HEAVY);
        } else if (crossesBetween(s, f, t, TerrainKind.TRENCH)) {
            level = Math.max(level, LIGHT);
        }
        if (obstacleCover(s, f, t)) {
            level = Math.max(level, LIGHT);
        }
        return level;
    }

    /** A wall, hedge, fence or treeline across the line of fire gives light cover unless only the firer touches it (AMB-44). */
    private static boolean obstacleCover(HowState s, Footprint f, Footprint t) {
        Segment line = Segment.of(f.frontCentre(), t.centre());
        for (TerrainFeature o : s.setup.terrain().features()) {
            TerrainKind k = o.kind();
            if (k != TerrainKind.WALL && k != TerrainKind.HEDGE && k != TerrainKind.FENCE && k != TerrainKind.TREELINE) {
                continue;
            }
            boolean targetTouches = Terrain.touches(t, o);
            if (!targetTouches && !Terrain.crosses(line, o)) {
                continue;
            }
            boolean firerTouches = Terrain.touches(f, o);
            if (targetTouches || !firerTouches) {
                return true;
            }
        }
        return false;
    }

    private static boolean crossesBetween(HowState s, Footprint f, Footprint t, TerrainKind kind) {
        Segment line = Segment.of(f.frontCentre(), t.centre());
        for (TerrainFeature o : s.setup.terrain().features()) {
            if (o.kind() == kind && Terrain.crosses(line, o)) {
                return true;
            }
        }
        return false;
    }

    /** The built-up area (VILLAGE or TOWN feature index) the unit occupies, −1 if none (HOW-TERR-21). */
    static int buaOf(HowState s, int unit) {
        UnitState u = s.units[unit];
        if (u.inBua >= 0) {
            return u.inBua;
        }
        if (u.formation != Formation.IN_BUA) {
            return -1;
        }
        List<TerrainFeature> fs = s.setup.terrain().features();
        Vec2 c = s.footprint(unit).centre();
        for (int i = 0; i < fs.size(); i++) {
            TerrainKind k = fs.get(i).kind();
            if ((k == TerrainKind.VILLAGE || k == TerrainKind.TOWN) && fs.get(i).contains(c)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether the unit is in an entrenchment or a fortified BUA, or in any BUA (for the +1 of heavy guns and shell, HOW-AFIRE-15/16). */
    static boolean buaOrEntrenched(HowState s, int unit) {
        return buaOf(s, unit) >= 0 || s.setup.terrain().mostlyIn(s.footprint(unit), TerrainKind.TRENCH);
    }

    static String words(int level) {
        return level == HEAVY ? "heavy cover" : level == LIGHT ? "light cover" : "the open";
    }
}
