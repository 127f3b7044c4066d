package adjutant.engine.honours;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * The figure scale a scenario is played at (HOW-SCALE-1 to HOW-SCALE-3): every {@link Distance}
 * at that scale, in centimetres.
 *
 * <p>A distance is found in three steps: the value the book lists for it (HOW-SCALE-2); else
 * the value of the listed "anchor" distance it is tied to (HOW-SCALE-3, AMB-91: the 5, 15, 20,
 * 30, 60 and 80 cm rows); else the scale's factor (20mm 0.7, 15mm 0.5, 10mm 0.4, 6mm 0.3) with
 * the result rounded to the nearest cm, a half cm rounded up (HOW-SCALE-1).
 *
 * @implNote This class is immutable and thread-safe.
 */
public enum Scale {
    MM28(1.0, 20),
    MM20(0.7, 15),
    MM15(0.5, 10),
    MM10(0.4, 7.5),
    MM6(0.3, 6);

    private static final Map<Distance, double[]> LISTED = listed();
    private static final Map<Distance, Distance> ANCHOR = anchors();

    private final double factor;
    private final double infantryFrontage;

    Scale(double factor, double infantryFrontage) {
        this.factor = factor;
        this.infantryFrontage = infantryFrontage;
    }

    /** The distance at this scale, in cm. */
    public double cm(Distance d) {
        if (this == MM28) {
            return d.cm28();
        }
        double[] row = LISTED.get(d);
        if (row != null) {
            return row[ordinal() - 1];
        }
        Distance anchor = ANCHOR.get(d);
        if (anchor != null) {
            return anchor == Distance.COMMAND_FIGURE_MOVE ? round(cm(anchor) * 4 / 3) : cm(anchor);
        }
        return round(d.cm28() * factor);
    }

    /** The reduction factor of HOW-SCALE-3 for distances neither listed nor anchored. */
    public double factor() {
        return factor;
    }

    /** The frontage of a standard infantry battalion in line (HOW-SCALE-2), in cm. */
    public double infantryFrontage() {
        return infantryFrontage;
    }

    /**
     * The scale whose infantry frontage in line best matches a battalion's (HOW-SCALE-1, EX-18):
     * players with unusual units pick the distance column by frontage, not by figure size.
     */
    public static Scale forFrontage(double frontageCm) {
        Scale best = MM28;
        for (Scale s : values()) {
            if (Math.abs(s.infantryFrontage - frontageCm) < Math.abs(best.infantryFrontage - frontageCm)) {
                best = s;
            }
        }
        return best;
    }

    /** Nearest cm, a half cm rounded up (HOW-SCALE-1); the tolerance absorbs 5 × 0.7 = 3.4999…. */
    static double round(double cm) {
        return Math.floor(cm + 0.5 + 1e-9);
    }

    /** The id used in scenario files: {@code 28mm}, {@code 15mm}. */
    public String id() {
        return name().substring(2).toLowerCase(Locale.ROOT) + "mm";
    }

    public static Scale fromId(String id) {
        for (Scale s : values()) {
            if (s.id().equals(id)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown scale '" + id + "' (expected 28mm, 20mm, 15mm, 10mm or 6mm)");
    }

    /** HOW-SCALE-2: 20mm, 15mm, 10mm and 6mm values as the book prints them (15mm cavalry column 25, AMB-90). */
    private static Map<Distance, double[]> listed() {
        Map<Distance, double[]> m = new EnumMap<>(Distance.class);
        m.put(Distance.INFANTRY_BASE, new double[] {3, 2, 1.5, 1});
        m.put(Distance.CAVALRY_BASE, new double[] {4, 2.5, 2, 1.5});
        m.put(Distance.LIGHT_GUN_BASE, new double[] {4.5, 3, 2, 1.5});
        m.put(Distance.MEDIUM_GUN_BASE, new double[] {5, 3.5, 2.5, 2});
        m.put(Distance.HEAVY_GUN_BASE, new double[] {6, 4, 3, 2.5});
        m.put(Distance.INFANTRY_LINE_MOVE, new double[] {15, 10, 8, 6});
        m.put(Distance.INFANTRY_COLUMN_MOVE, new double[] {20, 12, 10, 8});
        m.put(Distance.LIGHT_INFANTRY_MOVE, new double[] {20, 12, 10, 8});
        m.put(Distance.CAVALRY_LINE_MOVE, new double[] {25, 15, 12, 10});
        m.put(Distance.CAVALRY_COLUMN_MOVE, new double[] {35, 25, 16, 15});
        m.put(Distance.LIMBERED_MOVE, new double[] {15, 10, 8, 6});
        m.put(Distance.LIMBERED_ROAD_MOVE, new double[] {20, 15, 12, 8});
        m.put(Distance.MANHANDLE_LIGHT, new double[] {12, 8, 5, 5});
        m.put(Distance.MANHANDLE_MEDIUM, new double[] {8, 5, 3, 3});
        m.put(Distance.MANHANDLE_HEAVY, new double[] {4, 2, 1, 1});
        m.put(Distance.MANHANDLE_LIGHT_FLANK, new double[] {8, 5, 3, 3});
        m.put(Distance.MANHANDLE_MEDIUM_FLANK, new double[] {4, 3, 2, 2});
        m.put(Distance.MANHANDLE_HEAVY_FLANK, new double[] {0, 0, 0, 0});
        m.put(Distance.HORSE_ARTILLERY_MOVE, new double[] {25, 15, 12, 10});
        m.put(Distance.HORSE_ARTILLERY_ROAD_MOVE, new double[] {30, 20, 16, 12});
        m.put(Distance.TRANSPORT_MOVE, new double[] {12, 8, 5, 4});
        m.put(Distance.TRANSPORT_ROAD_MOVE, new double[] {15, 12, 8, 6});
        m.put(Distance.COMMAND_FIGURE_MOVE, new double[] {45, 30, 20, 20});
        m.put(Distance.COMMAND_RADIUS, new double[] {10, 8, 6, 4});
        m.put(Distance.MELEE_SUPPORT, new double[] {4, 3, 2, 2});
        m.put(Distance.MUSKET_GUNS_SHORT, new double[] {8, 5, 4, 3});
        m.put(Distance.MUSKET_GUNS_LONG, new double[] {25, 16, 12, 10});
        m.put(Distance.MUSKET_SHORT, new double[] {8, 5, 4, 3});
        m.put(Distance.MUSKET_LONG, new double[] {16, 10, 8, 6});
        m.put(Distance.RIFLE_SHORT, new double[] {12, 8, 6, 5});
        m.put(Distance.RIFLE_LONG, new double[] {25, 16, 12, 10});
        m.put(Distance.CARBINE_SHORT, new double[] {5, 4, 3, 2});
        m.put(Distance.CARBINE_LONG, new double[] {10, 8, 6, 4});
        m.put(Distance.LIGHT_GUN_CANISTER, new double[] {20, 15, 12, 10});
        m.put(Distance.LIGHT_GUN_EFFECTIVE, new double[] {35, 25, 18, 15});
        m.put(Distance.LIGHT_GUN_LONG, new double[] {50, 35, 24, 20});
        m.put(Distance.MEDIUM_GUN_CANISTER, new double[] {30, 20, 15, 12});
        m.put(Distance.MEDIUM_GUN_EFFECTIVE, new double[] {50, 40, 25, 20});
        m.put(Distance.MEDIUM_GUN_LONG, new double[] {80, 60, 40, 30});
        m.put(Distance.HEAVY_GUN_CANISTER, new double[] {40, 25, 20, 15});
        m.put(Distance.HEAVY_GUN_EFFECTIVE, new double[] {70, 50, 35, 25});
        m.put(Distance.HEAVY_GUN_LONG, new double[] {100, 75, 50, 40});
        m.put(Distance.HOWITZER_CANISTER, new double[] {30, 20, 15, 12});
        m.put(Distance.HOWITZER_EFFECTIVE, new double[] {50, 35, 25, 18});
        m.put(Distance.HOWITZER_LONG, new double[] {70, 50, 35, 24});
        m.put(Distance.GRAZING, new double[] {20, 15, 10, 8});
        m.put(Distance.RALLY_NEAR, new double[] {20, 15, 10, 8});
        m.put(Distance.RALLY_FAR, new double[] {40, 30, 20, 16});
        m.put(Distance.BUA_BLOCK, new double[] {15, 10, 8, 6});
        return m;
    }

    /** HOW-SCALE-3: unlisted distances tied to a listed one (the 10 and 4 cm rows use the factor). */
    private static Map<Distance, Distance> anchors() {
        Map<Distance, Distance> m = new EnumMap<>(Distance.class);
        for (Distance d : new Distance[] {Distance.COMMAND_CHAIN, Distance.GENERAL_RALLY_RADIUS,
                Distance.CHARGE_TOLERANCE, Distance.SPLIT_FIRE_RANGE_DIFFERENCE}) {
            m.put(d, Distance.MELEE_SUPPORT);
        }
        for (Distance d : new Distance[] {Distance.OVERHEAD_TARGET_CLEARANCE, Distance.DEAD_GROUND,
                Distance.WOOD_VISIBILITY, Distance.HOWITZER_LEVEL_SAFETY}) {
            m.put(d, Distance.COMMAND_RADIUS);
        }
        for (Distance d : new Distance[] {Distance.CLOSE_TO_ENEMY, Distance.DASHING_GENERAL_RADIUS,
                Distance.HOWITZER_MINIMUM, Distance.UNICORN_LEVEL_SAFETY}) {
            m.put(d, Distance.MUSKET_LONG);
        }
        m.put(Distance.FOG_VISIBILITY, Distance.RALLY_NEAR);
        for (Distance d : new Distance[] {Distance.MARCH_BONUS_CLEARANCE, Distance.HEAVY_RAIN_VISIBILITY,
                Distance.BRIGADE_MORALE_DISENGAGE}) {
            m.put(d, Distance.RALLY_FAR);
        }
        m.put(Distance.DASHING_GENERAL_MOVE, Distance.COMMAND_FIGURE_MOVE);
        return m;
    }
}
