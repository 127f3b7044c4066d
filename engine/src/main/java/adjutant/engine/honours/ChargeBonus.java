package adjutant.engine.honours;

import adjutant.engine.geometry.Segment;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.EnumSet;
import java.util.Set;

/**
 * Whether a charging or counter-charging cavalry unit earns the +1 of its first melee round
 * (HOW-MELEE-7, conditions 1 to 4; the first-round limit and fog are the melee's):
 * <ol>
 * <li>the target is not close-order infantry in good order (3 hits or fewer) charged frontally;
 * <li>not uphill (the target on a hill and the charger not), not at defences (a wall, hedge,
 *     fence, line of trees or entrenchment crossed or lined by the target, or a stream or river
 *     bank, AMB-85), not into or through woods or rough ground;
 * <li>the cavalry is not inferior;
 * <li>it moved more than ¼ of its normal move into contact.
 * </ol>
 * The uphill test is the simple one the brief asks for (AMB-39 crest lines are the terrain's).
 */
final class ChargeBonus {

    private static final Set<TerrainKind> HILLS = EnumSet.of(TerrainKind.HILL, TerrainKind.STEEP_HILL, TerrainKind.WOODED_STEEP_HILL);
    private static final Set<TerrainKind> DEFENCES = EnumSet.of(TerrainKind.WALL, TerrainKind.HEDGE, TerrainKind.FENCE,
            TerrainKind.TREELINE, TerrainKind.TRENCH, TerrainKind.STREAM, TerrainKind.RIVER);
    private static final Set<TerrainKind> BROKEN = EnumSet.of(TerrainKind.WOODS, TerrainKind.ROUGH, TerrainKind.WOODED_STEEP_HILL);

    private ChargeBonus() {
    }

    /**
     * @param from the cavalry where its contacting move began
     * @param to the cavalry lined up in contact
     * @param sector the target's sector it came into
     * @param run the distance it moved into contact (cm)
     */
    static boolean earned(HowState s, int cavalry, int target, Footprint from, Footprint to, Sector sector, double run) {
        if (s.setup.type(cavalry) != UnitType.CAVALRY || s.units[cavalry].formation == Formation.DISMOUNTED) {
            return false;
        }
        if (s.setup.unit(cavalry).unitClass() == UnitClass.INFERIOR) {
            return false;
        }
        if (ChargeEligibility.kind(s, target) == UnitType.INFANTRY && s.units[target].hits <= 3 && sector == Sector.FRONT) {
            return false;
        }
        if (run <= Movement.normalMove(s, cavalry) / 4) {
            return false;
        }
        Terrain terrain = s.setup.terrain();
        Footprint t = s.footprint(target);
        if (onHill(terrain, t) && !onHill(terrain, to)) {
            return false;
        }
        Segment path = Segment.of(from.frontCentre(), to.frontCentre());
        for (TerrainFeature f : terrain.features()) {
            if (DEFENCES.contains(f.kind()) && (Terrain.crosses(path, f) || Terrain.touches(t, f))) {
                return false;
            }
            if (BROKEN.contains(f.kind()) && (Terrain.crosses(path, f) || Terrain.touches(to, f) || Terrain.touches(t, f))) {
                return false;
            }
        }
        return true;
    }

    private static boolean onHill(Terrain terrain, Footprint f) {
        for (TerrainKind k : HILLS) {
            if (terrain.mostlyIn(f, k)) {
                return true;
            }
        }
        return false;
    }
}
