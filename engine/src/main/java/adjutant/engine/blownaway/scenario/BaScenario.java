package adjutant.engine.blownaway.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioHeader;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.Table;
import adjutant.engine.scenario.TerrainFeature;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A Blown Away scenario: the shared header (table, terrain, objectives), both armies at
 * deployment and the rule options. Loaded and written through the generic scenario loader and
 * writer, which hand this ruleset's fields to {@link BaScenarioFormat}.
 *
 * @param firstSide who takes the first turn, or null for a coin flip from the game's seed (BA-SETUP-11)
 * @param deployDepth depth of each side's deployment band from its rear edge (BA-SETUP-8)
 * @param objectivesToWin objectives a side (in an assault: the attacker) must own to win (BA-WIN-5); unused
 *     for FIELD victory
 * @param attacker the side that must take the objectives in an ASSAULT, null in any other scenario
 * @param keyObjectives objective ids the attacker also wins by owning all together (an ASSAULT's "both
 *     redoubts"); empty when there are none
 * @param armies exactly two: blue, then red
 * @implNote This class is immutable and thread-safe.
 */
public record BaScenario(
        ScenarioHeader header,
        int year,
        int turnLimit,
        Side firstSide,
        double deployDepth,
        VictoryKind victory,
        int objectivesToWin,
        Side attacker,
        List<String> keyObjectives,
        List<ArmySpec> armies,
        RulesOptions options) implements Scenario {

    /** The ruleset id of Blown Away scenarios. */
    public static final String RULES = "blown-away";

    /** Before this year artillery may not move (BA-SETUP-13). */
    public static final int MOBILE_ARTILLERY_YEAR = 1750;

    public BaScenario {
        Objects.requireNonNull(header);
        if (!header.rules().equals(RULES)) {
            throw new IllegalArgumentException("not a Blown Away scenario: " + header.rules());
        }
        Variant.fromId(header.variant());
        Objects.requireNonNull(victory);
        Objects.requireNonNull(options);
        if (!Double.isFinite(deployDepth)) {
            throw new IllegalArgumentException("deployDepth must be finite");
        }
        keyObjectives = List.copyOf(keyObjectives);
        armies = List.copyOf(armies);
        if (armies.size() != 2 || armies.get(0).side() != Side.BLUE || armies.get(1).side() != Side.RED) {
            throw new IllegalArgumentException("armies must be exactly blue then red");
        }
    }

    /** A scenario from all its parts, header fields first; no attacker (see {@link #withAttacker}). */
    public static BaScenario of(String name, String title, String description, Table table, Variant variant, int year,
            int turnLimit, Side firstSide, double deployDepth, VictoryKind victory, int objectivesToWin,
            List<TerrainFeature> terrain, List<ObjectiveSpec> objectives, List<ArmySpec> armies, RulesOptions options) {
        return new BaScenario(new ScenarioHeader(RULES, variant.id(), name, title, description, table, terrain,
                objectives), year, turnLimit, firstSide, deployDepth, victory, objectivesToWin, null, List.of(), armies,
                options);
    }

    /** This scenario with {@code attacker} (null for none) and its {@code keyObjectives} (ids). */
    public BaScenario withAttacker(Side attacker, List<String> keyObjectives) {
        return new BaScenario(header, year, turnLimit, firstSide, deployDepth, victory, objectivesToWin, attacker,
                keyObjectives, armies, options);
    }

    /**
     * The Blown Away scenario {@code s} is.
     *
     * @throws IllegalArgumentException when it is another ruleset's
     */
    public static BaScenario from(Scenario s) {
        if (s instanceof BaScenario b) {
            return b;
        }
        throw new IllegalArgumentException("the scenario '" + s.name() + "' is " + s.rules() + ", not " + RULES);
    }

    /** A shipped Blown Away scenario by name (see {@link ScenarioLoader#loadNamed}). */
    public static BaScenario named(String name) {
        return from(ScenarioLoader.loadNamed(name));
    }

    /** A Blown Away scenario file (see {@link ScenarioLoader#load}). */
    public static BaScenario load(Path file) {
        return from(ScenarioLoader.load(file));
    }

    /** A Blown Away scenario from JSON text (see {@link ScenarioLoader#parse}). */
    public static BaScenario parse(String json) {
        return from(ScenarioLoader.parse(json));
    }

    /** The variant the file names: the default when a command names none. */
    public Variant variant() {
        return Variant.fromId(header.variant());
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
