package adjutant.engine.honours;

import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/**
 * Who may charge whom (HOW-CHG-6, HOW-CHG-7, HOW-CHG-29, HOW-CHG-30), by troop type, formation
 * and the sector the charge comes into; the same table decides who may counter-charge
 * (HOW-CHG-13). Also the simple sight check of HOW-CHG-1.
 *
 * <p>The table: mounted cavalry charge anything but units in built-up areas or entrenchments;
 * close-order infantry anything but mounted cavalry; light infantry (and dismounted cavalry)
 * other light infantry, artillery and transport (AMB-72), close-order infantry in flank or rear,
 * or frontally only when it is in march column or already in melee, never cavalry. In march
 * column only close-order infantry and cavalry may charge, and only light infantry. Artillery
 * and transport never charge.
 */
final class ChargeEligibility {

    /** Beyond this a line of sight through woods or buildings is lost (HOW-FIRE-21, 15 cm at 28mm). */
    private static final double SEE_INTO_WOODS = 15;
    /** A unit this far inside a wood's edge can still be seen from outside (one base depth). */
    private static final double EDGE_DEPTH = 5;

    private ChargeEligibility() {
    }

    /** The unit's type as the charge table reads it: dismounted cavalry count as light infantry. */
    static UnitType kind(HowState s, int u) {
        UnitType t = s.setup.type(u);
        return t == UnitType.CAVALRY && s.units[u].formation == Formation.DISMOUNTED ? UnitType.LIGHT_INFANTRY : t;
    }

    /** Whether {@code charger}, as it stands, may charge {@code target} coming into its {@code sector}. */
    static Verdict mayCharge(HowState s, int charger, int target, Sector sector) {
        UnitType c = kind(s, charger);
        UnitType t = kind(s, target);
        String who = s.setup.unitName(charger);
        String whom = s.setup.unitName(target);
        if (c == UnitType.ARTILLERY) {
            return Verdict.illegal("HOW-CHG-30", who + " is artillery: artillery never charges");
        }
        if (c == UnitType.TRANSPORT) {
            return Verdict.illegal("HOW-CHG-6", who + " is transport: transport never charges (AMB-58)");
        }
        if (s.units[charger].formation.isColumn()) {
            if (c == UnitType.LIGHT_INFANTRY) {
                return Verdict.illegal("HOW-CHG-7", who + " is in march column: light infantry in column cannot charge");
            }
            if (t != UnitType.LIGHT_INFANTRY) {
                return Verdict.illegal("HOW-CHG-7", who + " is in march column: from column only light infantry may be charged");
            }
        }
        return switch (c) {
            case CAVALRY -> defended(s, target)
                    ? Verdict.illegal("HOW-CHG-29", whom + " holds a built-up area or entrenchment: cavalry may not charge it")
                    : Verdict.ok();
            case INFANTRY -> t == UnitType.CAVALRY
                    ? Verdict.illegal("HOW-CHG-6", who + " is close-order infantry: it never charges cavalry") : Verdict.ok();
            default -> lightInfantry(s, target, t, sector, who, whom);
        };
    }

    private static Verdict lightInfantry(HowState s, int target, UnitType t, Sector sector, String who, String whom) {
        if (t == UnitType.CAVALRY) {
            return Verdict.illegal("HOW-CHG-6", who + " is light infantry: it never charges cavalry");
        }
        if (t == UnitType.INFANTRY && sector == Sector.FRONT && !s.units[target].formation.isColumn() && !s.engaged(target)) {
            return Verdict.illegal("HOW-CHG-6", who + " is light infantry: it charges close-order infantry frontally only"
                    + " when it is in march column or already in melee, and " + whom + " is neither");
        }
        return Verdict.ok();
    }

    /** In a built-up area or an entrenchment (HOW-CHG-29). */
    static boolean defended(HowState s, int u) {
        UnitState us = s.units[u];
        return us.inBua >= 0 || us.formation == Formation.IN_BUA || s.setup.terrain().mostlyIn(s.footprint(u), TerrainKind.TRENCH);
    }

    /**
     * Whether the charger sees the target now (HOW-CHG-1): a line from its front centre to some
     * corner or the centre of the target that crosses no woods or buildings, except within
     * 15 cm or into the edge of a wood. Hills and the weather are the firing rules' (HOW-TERR-14,
     * HOW-FIRE-21); this is the simple check the charge brief asks for.
     */
    static boolean sees(HowState s, int charger, int target) {
        Vec2 eye = s.footprint(charger).frontCentre();
        Footprint t = s.footprint(target);
        for (Vec2 p : points(t)) {
            if (clear(s.setup.terrain().features(), Segment.of(eye, p))) {
                return true;
            }
        }
        return false;
    }

    private static List<Vec2> points(Footprint f) {
        return List.of(f.frontCentre(), f.centre(), f.frontLeft(), f.frontRight(), f.rearLeft(), f.rearRight());
    }

    private static boolean clear(List<TerrainFeature> features, Segment line) {
        if (line.length() <= SEE_INTO_WOODS) {
            return true;
        }
        for (TerrainFeature f : features) {
            if (!f.blocksLos() || !Terrain.crosses(line, f)) {
                continue;
            }
            List<Vec2> pts = f.points();
            int n = pts.size();
            int segments = f.kind().isPolyline() ? n - 1 : n;
            for (int i = 0; i < segments; i++) {
                double k = line.intersectionParam(Segment.of(pts.get(i), pts.get((i + 1) % n)));
                if (!Double.isNaN(k) && (1 - k) * line.length() > EDGE_DEPTH && k * line.length() > EDGE_DEPTH) {
                    return false;
                }
            }
        }
        return true;
    }
}
