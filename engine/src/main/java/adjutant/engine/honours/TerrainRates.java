package adjutant.engine.honours;

import adjutant.engine.scenario.TerrainKind;

/**
 * The terrain movement matrix (HOW-TERR-3): how much each stretch of ground multiplies the
 * distance a troop type pays for it (HOW-TERR-2: ×½ terrain costs double, ×¼ four times) and
 * what crossing a linear obstacle costs, in normal moves. {@link Double#POSITIVE_INFINITY}
 * means impassable.
 */
final class TerrainRates {

    static final double IMPASSABLE = Double.POSITIVE_INFINITY;

    private TerrainRates() {
    }

    /**
     * The multiplier on distance moved inside an area feature of {@code kind}.
     *
     * @param column the unit is in march column (fords, BUAs on roads)
     * @param road the whole move follows a road in march column (HOW-TERR-15)
     */
    static double area(Troop t, TerrainKind kind, boolean column, boolean road) {
        return switch (kind) {
            case WOODS -> road || t.light() ? 1 : 2; // HOW-TERR-8
            case ROUGH -> road || t.light() ? 1 : t.wheeled() ? IMPASSABLE : 2; // HOW-TERR-10
            case STEEP_HILL -> t == Troop.LIGHT_INFANTRY ? 1 : t.wheeled() ? IMPASSABLE : 2; // HOW-TERR-12
            case WOODED_STEEP_HILL -> t == Troop.LIGHT_INFANTRY ? 1 : t.wheeled() ? IMPASSABLE
                    : t == Troop.LIGHT_CAVALRY ? 2 : 4; // HOW-TERR-13
            case VILLAGE, TOWN -> bua(t, road); // HOW-TERR-21, HOW-TERR-22
            case FORD -> !column || t.light() ? 1 : 2; // HOW-TERR-19 (out of column: the water beneath rules)
            default -> 1;
        };
    }

    /** Moving through a built-up area (HOW-TERR-21, HOW-TERR-22, AMB-63). */
    private static double bua(Troop t, boolean road) {
        if (road || t == Troop.LIGHT_INFANTRY) {
            return 1;
        }
        return t == Troop.CLOSE_ORDER_INFANTRY ? 2 : IMPASSABLE;
    }

    /**
     * What crossing a linear obstacle of {@code kind} costs, in normal moves (HOW-TERR-5,
     * HOW-TERR-6, HOW-TERR-7, HOW-TERR-16); 0 for kinds that are not obstacles to it. A stream
     * crossed at a bridge or designated ford costs nothing here.
     */
    static double crossing(Troop t, TerrainKind kind) {
        return switch (kind) {
            case WALL, HEDGE, FENCE, TREELINE -> t.mounted() || t.wheeled() ? 0.5 : 0;
            case TRENCH -> t == Troop.CLOSE_ORDER_INFANTRY ? 0.5 : t == Troop.LIGHT_INFANTRY ? 0 : IMPASSABLE;
            case STREAM -> t.wheeled() ? IMPASSABLE : t.light() ? 0 : 0.5;
            default -> 0;
        };
    }

    /** Whether the kind is an obstacle crossed along a line (a polyline, or an entrenchment's edge). */
    static boolean isObstacle(TerrainKind kind) {
        return switch (kind) {
            case WALL, HEDGE, FENCE, TREELINE, TRENCH, STREAM -> true;
            default -> false;
        };
    }

    /** The rule a kind's movement effect comes from. */
    static String rule(TerrainKind kind) {
        return switch (kind) {
            case WOODS -> "HOW-TERR-8";
            case ROUGH -> "HOW-TERR-10";
            case STEEP_HILL -> "HOW-TERR-12";
            case WOODED_STEEP_HILL -> "HOW-TERR-13";
            case VILLAGE, TOWN -> "HOW-TERR-22";
            case FORD -> "HOW-TERR-19";
            case WALL, HEDGE, FENCE -> "HOW-TERR-5";
            case TREELINE -> "HOW-TERR-6";
            case TRENCH -> "HOW-TERR-7";
            case STREAM -> "HOW-TERR-16";
            case RIVER -> "HOW-TERR-17";
            default -> "HOW-TERR-3";
        };
    }

    static String words(TerrainKind kind) {
        return switch (kind) {
            case WOODS -> "the wood";
            case ROUGH -> "rough ground";
            case STEEP_HILL -> "the steep hill";
            case WOODED_STEEP_HILL -> "the wooded steep hill";
            case VILLAGE, TOWN -> "the built-up area";
            case FORD -> "the ford";
            case WALL -> "the wall";
            case HEDGE -> "the hedge";
            case FENCE -> "the fence";
            case TREELINE -> "the line of trees";
            case TRENCH -> "the entrenchment";
            case STREAM -> "the stream";
            case RIVER -> "the river";
            default -> kind.id();
        };
    }
}
