package adjutant.engine.honours;

import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.honours.scenario.HowScenarioFormat;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioFormat;
import java.util.List;
import java.util.Optional;

/**
 * Honours of War (Keith Flint, Osprey 2015) as a plug-in, registered under {@code honours-of-war}.
 * One variant: the rules as written, with dice.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class HonoursRuleset implements Ruleset<HowState, HowAction> {

    public static final String ID = HowScenario.RULES;

    private static final List<RulesetVariant> VARIANTS = List.of(new RulesetVariant("standard", "the rules as written", true));

    private static final HonoursRuleset INSTANCE = new HonoursRuleset();

    private final HonoursRules rules = new HonoursRules();
    private final HowScenarioFormat format = new HowScenarioFormat();
    private final HowActionCodec codec = new HowActionCodec();

    public static HonoursRuleset get() {
        return INSTANCE;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "Honours of War";
    }

    @Override
    public List<RulesetVariant> variants() {
        return VARIANTS;
    }

    @Override
    public HonoursRules rules() {
        return rules;
    }

    @Override
    public ScenarioFormat scenarioFormat() {
        return format;
    }

    @Override
    public HowState newGame(Scenario scenario, String variantId, long seed) {
        if (variant(variantId).isEmpty()) {
            throw new IllegalArgumentException("Honours of War has no variant '" + variantId + "' (it has: standard)");
        }
        return HowGame.newGame(HowScenario.from(scenario));
    }

    @Override
    public Optional<TableFrame<HowState>> tableFrame() {
        return Optional.of(HowTableFrame.INSTANCE);
    }

    /** Formats 1 and 2 carry the serial hash, which the states no longer use; formats 3 and 4, {@link HowState#hash}. */
    @Override
    public long recordHash(HowState state, int version) {
        return switch (version) {
            case 1, 2 -> state.serialHash();
            case 3, 4 -> state.hash();
            default -> throw new IllegalArgumentException("no Honours of War records of format " + version);
        };
    }

    @Override
    public ActionCodec<HowState, HowAction> codec() {
        return codec;
    }

    /** Army points lost as a share of the breaking point (HOW-VIC-5): 100 means broken. */
    @Override
    public double lossPercent(HowState state, Side side) {
        int abp = state.setup().army(side).effectiveBreakingPoint();
        return abp <= 0 ? 0 : Math.min(100, 100 * state.pointsLost(side) / abp);
    }

    @Override
    public String summary(HowState state) {
        return HowSummary.of(state);
    }

    /** The widest decision: an activated brigade's orders (moves, charges). */
    @Override
    public boolean isMainDecision(HowState state) {
        return !state.result().isOver() && state.currentTask() instanceof MovementPhase.UnitOrders;
    }

    @Override
    public String sideName(HowState state, Side side) {
        return state.setup().sideName(side);
    }

    /** Each army's points and whether they balance (HOW-PTS-1), for {@code adjutant validate}. */
    @Override
    public List<String> report(Scenario scenario) {
        return Points.report(HowScenario.from(scenario));
    }

    @Override
    public List<String> invariantViolations(HowState state) {
        List<String> out = new java.util.ArrayList<>(HowInvariants.violations(state));
        if (!HowInvariants.copyIsIndependent(state)) {
            out.add("a copy is not independent");
        }
        return out;
    }

    @Override
    public String specFile() {
        return "honours-of-war.md";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HonoursRuleset;
    }

    @Override
    public int hashCode() {
        return ID.hashCode();
    }
}
