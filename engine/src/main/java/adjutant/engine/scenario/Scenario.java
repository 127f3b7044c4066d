package adjutant.engine.scenario;

import adjutant.engine.game.Side;
import java.util.List;
import java.util.Objects;

/**
 * A scenario as loaded from a file: table, terrain, objectives, both armies at deployment and the
 * rule options. Load one with {@link ScenarioLoader}; save one with {@link ScenarioWriter}.
 *
 * @param name short name, the file name without {@code .json}
 * @param firstSide who takes the first turn, or null for a coin flip from the game's seed (BA-SETUP-11)
 * @param deployDepth depth of each side's deployment band from its rear edge (BA-SETUP-8)
 * @param objectivesToWin objectives a side must own to win (BA-WIN-5); unused for FIELD victory
 * @param armies exactly two: blue, then red
 * @implNote This class is immutable and thread-safe.
 */
public record Scenario(
        String name,
        String title,
        String description,
        Table table,
        Variant variant,
        int year,
        int turnLimit,
        Side firstSide,
        double deployDepth,
        VictoryKind victory,
        int objectivesToWin,
        List<TerrainFeature> terrain,
        List<ObjectiveSpec> objectives,
        List<ArmySpec> armies,
        RulesOptions options) {

    /** Before this year artillery may not move (BA-SETUP-13). */
    public static final int MOBILE_ARTILLERY_YEAR = 1750;

    public Scenario {
        Objects.requireNonNull(name);
        Objects.requireNonNull(title);
        Objects.requireNonNull(description);
        Objects.requireNonNull(table);
        Objects.requireNonNull(variant);
        Objects.requireNonNull(victory);
        Objects.requireNonNull(options);
        if (!Double.isFinite(deployDepth)) {
            throw new IllegalArgumentException("deployDepth must be finite");
        }
        terrain = List.copyOf(terrain);
        objectives = List.copyOf(objectives);
        armies = List.copyOf(armies);
        if (armies.size() != 2 || armies.get(0).side() != Side.BLUE || armies.get(1).side() != Side.RED) {
            throw new IllegalArgumentException("armies must be exactly blue then red");
        }
    }

    public ArmySpec army(Side side) {
        return armies.get(side.ordinal());
    }

    /** Units of both armies. */
    public int unitCount() {
        return armies.stream().mapToInt(a -> a.units().size()).sum();
    }

    /** BA-SETUP-13: artillery may move only from 1750 on. */
    public boolean artilleryMayMove() {
        return year >= MOBILE_ARTILLERY_YEAR;
    }
}
