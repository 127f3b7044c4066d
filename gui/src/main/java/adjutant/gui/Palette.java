package adjutant.gui;

import adjutant.engine.game.Side;
import adjutant.engine.scenario.TerrainKind;
import javafx.scene.paint.Color;

/**
 * The colours every ruleset's board shares: the table, terrain, the sides, selection and
 * verdicts. Terrain colours are chosen to be told apart at a glance (and in a snapshot): woods
 * green, water blue, walls grey, earthworks brown. A ruleset's own pieces have their colours in
 * its plug-in.
 */
public final class Palette {
    private Palette() {}

    public static final Color BACKGROUND = Color.web("#3b3f45");
    public static final Color TABLE = Color.web("#e6dcbc");
    public static final Color TABLE_EDGE = Color.web("#5a4a32");
    public static final Color GRID = Color.web("#d5c9a4");
    public static final Color HEADER_TEXT = Color.web("#f2efe6");

    public static final Color BLUE = Color.web("#1f5fd1");
    public static final Color RED = Color.web("#cf2a2a");
    public static final Color NEUTRAL = Color.web("#f7f4ea");

    public static final Color WOODS = Color.web("#4f8f3a");
    public static final Color WOODS_EDGE = Color.web("#2f5f22");
    public static final Color WALL = Color.web("#707070");
    public static final Color REDOUBT = Color.web("#b07c4f");
    public static final Color PARAPET = Color.web("#6b4423");
    public static final Color TRENCH = Color.web("#6e5034");
    public static final Color RIVER = Color.web("#3d86d6");
    public static final Color RIVER_EDGE = Color.web("#1f5a9e");
    public static final Color BRIDGE = Color.web("#8a6a45");
    public static final Color ROAD = Color.web("#c2a373");
    public static final Color HILL = Color.web("#cbb27e");
    public static final Color HILL_EDGE = Color.web("#9c824e");
    public static final Color FIELD = Color.web("#e3d991");
    public static final Color VILLAGE = Color.web("#d4c2a8");
    public static final Color BUILDING = Color.web("#7a5444");

    /** What the person picked, what a bot suggests, and the verdict on a dragged action. */
    public static final Color SELECTION = Color.web("#ffe600");
    public static final Color SUGGESTION = Color.web("#00d0d0");
    /** Where the bot's units went since the person last acted. */
    public static final Color TRAIL = Color.web("#fff7d6");
    /** The dark edge that keeps a trail visible over pieces of either colour and over the table. */
    public static final Color TRAIL_EDGE = Color.web("#2b2118", 0.8);
    public static final Color LEGAL = Color.web("#1a9e3a");
    public static final Color ILLEGAL = Color.web("#d0102a");

    /** The colour of a side's figures, markers and owned objectives. */
    public static Color side(Side side) {
        return side == Side.BLUE ? BLUE : RED;
    }

    /** The colour of an objective owned by {@code owner} (null: nobody). */
    public static Color owner(Side owner) {
        return owner == null ? NEUTRAL : side(owner);
    }

    /** Fill colour of a polygon terrain kind (polylines: their stroke colour). */
    public static Color terrain(TerrainKind kind) {
        return switch (kind) {
            case WOODS, WOODED_STEEP_HILL, TREELINE -> WOODS;
            case WALL, HEDGE, FENCE -> WALL;
            case REDOUBT -> REDOUBT;
            case TRENCH -> TRENCH;
            case RIVER, STREAM -> RIVER;
            case BRIDGE, FORD -> BRIDGE;
            case ROAD -> ROAD;
            case HILL, STEEP_HILL -> HILL;
            case FIELD, ROUGH -> FIELD;
            case VILLAGE, FARM, CROSSROADS, TOWN -> VILLAGE;
            case BUILDING -> BUILDING;
        };
    }
}
