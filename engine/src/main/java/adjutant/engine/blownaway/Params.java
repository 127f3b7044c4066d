package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.blownaway.scenario.VictoryKind;
import adjutant.engine.game.Side;
import java.util.Objects;

/**
 * The rules' parameters and options (spec 0.3) as the engine uses them. Defaults are the spec's;
 * a scenario's options override the switches.
 *
 * @param victory how the game is won; with OBJECTIVES or ASSAULT the board has the objectives
 * @param attacker the side that must take the objectives in an ASSAULT, else null
 * @param keyObjectives in an ASSAULT, the objectives (bit o for objective o) the attacker also wins
 *     by owning all together; 0 for none
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Params(
        double tableLength,
        double tableWidth,
        double deployDepth,
        int objectivesToWin,
        VictoryKind victory,
        Side attacker,
        long keyObjectives,
        boolean artilleryMayMove,
        int maxPlayerTurns,
        RulesOptions options) {

    public Params {
        Objects.requireNonNull(victory);
        Objects.requireNonNull(options);
        if ((victory == VictoryKind.ASSAULT) != (attacker != null)) {
            throw new IllegalArgumentException("an assault, and only an assault, has an attacker");
        }
    }

    /** Infantry, artillery and cavalry ordered-move maxima (BA-MOVE-1). */
    public static final double MOVE_INFANTRY = 6, MOVE_ARTILLERY = 6, MOVE_CAVALRY = 12;
    public static final double MOVE_MOB = 18, PUSH_DISTANCE = 18, RUN_DISTANCE = 6, GUNNER_RETURN = 6;
    public static final double OBLIQUE_MAX_DEG = 45;
    public static final double CONTACT_RANGE = 4, CONTACT_INSET = 0.1;
    public static final double MOB_ENEMY_CLEARANCE = 6;
    public static final double RALLY_THREAT_RANGE = 6, RALLY_SAFE_RANGE = 24, RALLY_WC_MAX = 6;
    public static final double COMMANDER_ADJACENCY = 2.0;
    public static final double LRA_MIN_RANGE = 4, LRA_MAX_RANGE = 36, LRA_ARC_HALF_DEG = 45;
    public static final int LRA_BALLS_PER_GUN = 4;
    public static final double FRONT_ARC_HALF_DEG = 45;
    public static final double INFANTRY_FILE = 1.0, INFANTRY_RANK = 1.0, CAVALRY_FILE = 1.0, CAVALRY_RANK = 2.0;
    public static final int LINE_RANKS = 2, COLUMN_FILES = 2;
    public static final double RADIUS_INFANTRY = 0.4, RADIUS_CAVALRY = 0.5, RADIUS_CANNON = 0.6;
    /** The largest footprint radius of any body element: the farthest a contact reaches from a centre. */
    public static final double MAX_RADIUS = Math.max(RADIUS_CANNON, Math.max(RADIUS_CAVALRY, RADIUS_INFANTRY));
    /** Gunner crew slots relative to the axle: x to the right, y forward (BA-GEO-20). */
    public static final double[][] CREW_OFFSETS = {{-0.75, -1}, {0.75, -1}, {-0.75, -2}, {0.75, -2},
        {-0.75, -3}, {0.75, -3}, {-0.75, -4}, {0.75, -4}};
    public static final double LOS_BLOCK_RADIUS = 0.4, LOS_WOODS_DEPTH = 2.0;
    public static final double COVER_WALL_PROXIMITY = 1.5, COVER_MAJORITY = 0.5;
    public static final int SNAKE_MAX_SEGMENTS = 3;
    public static final double SNAKE_MAX_TURN_DEG = 45;
    public static final double PUSH_DIRECTION_STEP_DEG = 15, PUSH_MAX_DEVIATION_DEG = 90;

    public static Params defaults() {
        return new Params(96, 48, 7, 3, VictoryKind.OBJECTIVES, null, 0, true, 200, RulesOptions.defaults());
    }
}
