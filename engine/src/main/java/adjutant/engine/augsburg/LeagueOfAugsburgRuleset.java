package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.PlaceChit;
import adjutant.engine.augsburg.scenario.LoaScenario;
import adjutant.engine.augsburg.scenario.LoaScenarioFormat;
import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.Observation;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The War of the League of Augsburg rules (spec {@code league-of-augsburg.md}) as a plug-in,
 * registered under {@code league-of-augsburg}. Hidden chits: {@link #observation()}.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class LeagueOfAugsburgRuleset implements Ruleset<LoaState, LoaAction> {

    public static final String ID = LoaScenario.RULES;

    private static final List<RulesetVariant> VARIANTS = List.of(new RulesetVariant("standard", "the rules as digested, with dice", true));

    private static final LeagueOfAugsburgRuleset INSTANCE = new LeagueOfAugsburgRuleset();

    private final LoaRules rules = new LoaRules();
    private final LoaScenarioFormat format = new LoaScenarioFormat();
    private final LoaActionCodec codec = new LoaActionCodec();
    private final LoaObservation observation = new LoaObservation();

    public static LeagueOfAugsburgRuleset get() {
        return INSTANCE;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "League of Augsburg";
    }

    @Override
    public List<RulesetVariant> variants() {
        return VARIANTS;
    }

    @Override
    public LoaRules rules() {
        return rules;
    }

    @Override
    public ScenarioFormat scenarioFormat() {
        return format;
    }

    @Override
    public LoaState newGame(Scenario scenario, String variantId, long seed) {
        if (variant(variantId).isEmpty()) {
            throw new IllegalArgumentException("League of Augsburg has no variant '" + variantId + "' (it has: standard)");
        }
        return LoaGame.newGame(LoaScenario.from(scenario));
    }

    /** Formats 1 and 2 carry the serial hash, which the states no longer use; formats 3 and 4, {@link LoaState#hash}. */
    @Override
    public long recordHash(LoaState state, int version) {
        return switch (version) {
            case 1, 2 -> state.serialHash();
            case 3, 4 -> state.hash();
            default -> throw new IllegalArgumentException("no League of Augsburg records of format " + version);
        };
    }

    @Override
    public ActionCodec<LoaState, LoaAction> codec() {
        return codec;
    }

    /** What each side may see: the enemy's face-down chits hidden (AMB-3). */
    @Override
    public Optional<Observation<LoaState>> observation() {
        return Optional.of(observation);
    }

    @Override
    public double lossPercent(LoaState state, Side side) {
        return Victory.lossPercent(state, side);
    }

    @Override
    public Optional<TableFrame<LoaState>> tableFrame() {
        return Optional.of(LoaTableFrame.INSTANCE);
    }

    /** An enemy's chit is placed face down (LOA-ORD-1): the person reads that he got one, not which. */
    @Override
    public String wordsFor(LoaState before, LoaAction action, Side viewer) {
        if (action instanceof PlaceChit p && viewer != null && before.setup().side(p.unit()) != viewer) {
            return before.setup().unitName(p.unit()) + " receives an order chit, face down.";
        }
        return codec().words(before, action);
    }

    @Override
    public String sideName(LoaState state, Side side) {
        return state.setup().scenario().army(side).name();
    }

    /** The widest decision: which unit of the acting brigade goes next. */
    @Override
    public boolean isMainDecision(LoaState state) {
        return !state.result().isOver() && state.currentTask() instanceof ActivationPhase.BrigadeTask;
    }

    @Override
    public List<String> invariantViolations(LoaState state) {
        List<String> out = new ArrayList<>(LoaInvariants.violations(state));
        if (!LoaInvariants.copyIsIndependent(state)) {
            out.add("a copy is not independent");
        }
        return out;
    }

    @Override
    public String specFile() {
        return "league-of-augsburg.md";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LeagueOfAugsburgRuleset;
    }

    @Override
    public int hashCode() {
        return ID.hashCode();
    }
}
