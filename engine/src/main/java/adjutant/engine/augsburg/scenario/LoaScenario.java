package adjutant.engine.augsburg.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioHeader;
import java.util.List;
import java.util.Objects;

/**
 * A League of Augsburg scenario: the shared header (table in inches, terrain) and the armies,
 * blue's then red's, and the game length (LOA-VIC-1: 12 turns unless the scenario says).
 *
 * @implNote This class is immutable and thread-safe.
 */
public record LoaScenario(ScenarioHeader header, List<ArmySpec> armies, int turnLimit) implements Scenario {

    public static final String RULES = "league-of-augsburg";
    public static final int DEFAULT_TURN_LIMIT = 12;

    public LoaScenario {
        Objects.requireNonNull(header);
        armies = List.copyOf(armies);
        if (armies.size() != 2 || armies.get(0).side() != Side.BLUE || armies.get(1).side() != Side.RED) {
            throw new IllegalArgumentException("a scenario has a blue army then a red one");
        }
    }

    public ArmySpec army(Side side) {
        return armies.get(side.ordinal());
    }

    /** The League of Augsburg scenario a generic one is. */
    public static LoaScenario from(Scenario scenario) {
        if (scenario instanceof LoaScenario l) {
            return l;
        }
        throw new IllegalArgumentException("not a League of Augsburg scenario: " + scenario.rules() + " " + scenario.name());
    }
}
