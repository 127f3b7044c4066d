package adjutant.engine.honours.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.honours.Scale;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioHeader;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * An Honours of War scenario: the shared header (table in cm, terrain, objectives) and the body
 * this ruleset owns.
 *
 * @param scale the figure scale the distances are for (HOW-SCALE)
 * @param armies blue's then red's
 * @param options the optional rules switched on
 * @param season for the weather table (HOW-WX-4): spring-autumn, winter or summer
 * @param turnLimit the turn after which the game ends early (HOW-VIC-6); 0 for none
 * @param objectiveValues what each header objective is worth, and who holds it (HOW-VIC-3)
 * @param fortified ids of built-up areas fortified before the game (HOW-TERR-24)
 * @param specialRules the scenario's own rules (HOW-SCN-5: mist, a general who leaves)
 * @implNote This class is immutable and thread-safe.
 */
public record HowScenario(ScenarioHeader header, Scale scale, List<ArmySpec> armies, Set<OptionalRule> options,
        Season season, int turnLimit, List<ObjectiveValue> objectiveValues, Set<String> fortified,
        List<SpecialRule> specialRules) implements Scenario {

    public static final String RULES = "honours-of-war";

    public HowScenario {
        Objects.requireNonNull(header);
        Objects.requireNonNull(scale);
        armies = List.copyOf(armies);
        if (armies.size() != 2 || armies.get(0).side() != Side.BLUE || armies.get(1).side() != Side.RED) {
            throw new IllegalArgumentException("a scenario has a blue army then a red one");
        }
        options = Set.copyOf(options);
        Objects.requireNonNull(season);
        objectiveValues = List.copyOf(objectiveValues);
        fortified = Set.copyOf(fortified);
        specialRules = List.copyOf(specialRules);
    }

    /** A scenario without special rules. */
    public HowScenario(ScenarioHeader header, Scale scale, List<ArmySpec> armies, Set<OptionalRule> options,
            Season season, int turnLimit, List<ObjectiveValue> objectiveValues, Set<String> fortified) {
        this(header, scale, armies, options, season, turnLimit, objectiveValues, fortified, List.of());
    }

    /** The special rule of this kind, if the scenario has one. */
    public <R extends SpecialRule> java.util.Optional<R> specialRule(Class<R> kind) {
        return specialRules.stream().filter(kind::isInstance).map(kind::cast).findFirst();
    }

    public ArmySpec army(Side side) {
        return armies.get(side.ordinal());
    }

    public boolean option(OptionalRule rule) {
        return options.contains(rule);
    }

    /** The Honours of War scenario a generic one is. */
    public static HowScenario from(Scenario scenario) {
        if (scenario instanceof HowScenario h) {
            return h;
        }
        throw new IllegalArgumentException("not an Honours of War scenario: " + scenario.rules() + " " + scenario.name());
    }
}
