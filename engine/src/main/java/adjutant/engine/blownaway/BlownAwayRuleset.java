package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.BaScenarioFormat;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Blown Away (J. M. Fischer) as a plug-in: registered in {@code META-INF/services} under the id
 * {@code blown-away}, with its two variants, chance and without-chance.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class BlownAwayRuleset implements Ruleset<BaState, BaAction> {

    public static final String ID = BaScenario.RULES;

    private static final List<RulesetVariant> VARIANTS = List.of(
            new RulesetVariant(Variant.CHANCE.id(), "combat by playing cards", true),
            new RulesetVariant(Variant.WITHOUT_CHANCE.id(), "automatic, chess-like combat", false));

    private static final BlownAwayRuleset INSTANCE = new BlownAwayRuleset();

    private final BlownAwayRules rules = new BlownAwayRules();
    private final BaScenarioFormat scenarioFormat = new BaScenarioFormat();
    private final BaActionCodec codec = new BaActionCodec();

    /**
     * The instance Blown Away's own code uses (the registry makes another; both are stateless).
     * Code outside Blown Away finds it by id in {@link adjutant.engine.game.Rulesets}.
     */
    public static BlownAwayRuleset get() {
        return INSTANCE;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "Blown Away";
    }

    @Override
    public List<RulesetVariant> variants() {
        return VARIANTS;
    }

    @Override
    public BlownAwayRules rules() {
        return rules;
    }

    @Override
    public ScenarioFormat scenarioFormat() {
        return scenarioFormat;
    }

    @Override
    public BaState newGame(Scenario scenario, String variantId, long seed) {
        return BlownAway.newGame(BaScenario.from(scenario), Variant.fromId(variantId), seed);
    }

    @Override
    public Optional<TableFrame<BaState>> tableFrame() {
        return Optional.of(BaTableFrame.INSTANCE);
    }

    @Override
    public ActionCodec<BaState, BaAction> codec() {
        return codec;
    }

    /**
     * Format 1 records carry {@link StateHashV1}, which the engine no longer uses; formats 2 and 3
     * {@link BaState#hash} as it was before it counted the running gunners' departure points
     * ({@link StateHash#format3}); format 4, {@link BaState#hash}.
     */
    @Override
    public long recordHash(BaState state, int version) {
        return switch (version) {
            case 1 -> StateHashV1.of(state);
            case 2, 3 -> StateHash.format3(state);
            case 4 -> state.hash();
            default -> throw new IllegalArgumentException("no Blown Away records of format " + version);
        };
    }

    @Override
    public int figureCount(BaState state) {
        return state.setup.figureCount();
    }

    /** The thread's answer counts when {@link #benchNote} last read them. */
    private static final ThreadLocal<long[]> NOTED = ThreadLocal.withInitial(() -> new long[3]);

    @Override
    public String benchNote() {
        long[] now = MainVerdicts.threadAnswers();
        long[] before = NOTED.get();
        long[] answers = new long[now.length];
        for (int i = 0; i < now.length; i++) {
            answers[i] = now[i] - before[i];
        }
        NOTED.set(now);
        double all = answers[0] + answers[1] + answers[2];
        return all == 0 ? "" : String.format(java.util.Locale.ROOT,
                "%.1f%% of the move, snake and reform candidates answered by remembered verdicts (MainVerdicts),"
                        + " %.1f%% far from everything by the order checks alone", 100 * answers[0] / all,
                100 * answers[2] / all);
    }

    @Override
    public boolean hasFastRandomPlay() {
        return true;
    }

    /** Main actions from the candidate generator's random pick (cheap, and what openings always used); the rest uniform. */
    @Override
    public BaAction randomOpening(BaState state, SplittableRandom random) {
        if (state.phase() == Phase.MAIN) {
            return rules.candidates().randomMainAction(state, random);
        }
        List<BaAction> legal = rules.legalActions(state);
        return legal.get(random.nextInt(legal.size()));
    }

    @Override
    public double lossPercent(BaState state, Side side) {
        return StateSummary.killedPercent(state, side);
    }

    @Override
    public String summary(BaState state) {
        return StateSummary.of(state);
    }

    @Override
    public String sideName(BaState state, Side side) {
        return state.setup().sideName(side);
    }

    /** Appendix A's invariants, and that a copy is independent of its original. */
    @Override
    public List<String> invariantViolations(BaState state) {
        List<String> out = new ArrayList<>(Invariants.violations(state));
        if (!Invariants.copyIsIndependent(state)) {
            out.add("a copy is not independent");
        }
        return out;
    }

    /** The MAIN step: a unit moves, reforms, rallies or passes. */
    @Override
    public boolean isMainDecision(BaState state) {
        return state.phase() == Phase.MAIN;
    }

    /** Every instance is the same stateless ruleset, so records holding different ones are equal. */
    @Override
    public boolean equals(Object o) {
        return o instanceof BlownAwayRuleset;
    }

    @Override
    public int hashCode() {
        return ID.hashCode();
    }

    @Override
    public String specFile() {
        return "blown-away.md";
    }
}
