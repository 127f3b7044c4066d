package adjutant.engine.game;

import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioFormat;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * One ruleset, as the rest of Adjutant sees it: everything a command, a player or the board
 * needs, and nothing that names the ruleset's own classes. Found by id in {@link Rulesets}.
 *
 * <p>A ruleset provides its forward model ({@link #rules()}), the part of a scenario file it
 * owns ({@link #scenarioFormat()}), new games from a scenario, its action codec (notation, JSON
 * and words for people) and the state hash its game records carry.
 *
 * @param <S> state type
 * @param <A> action type
 */
public interface Ruleset<S extends GameState<S>, A> {

    /** The registry key and the {@code rules} value of scenario files, e.g. {@code blown-away}. */
    String id();

    /** For people, e.g. "Blown Away". */
    String displayName();

    /** The variants, the first being the default when a scenario names none. */
    List<RulesetVariant> variants();

    /** The forward model (stateless, shared). */
    Rules<S, A> rules();

    /** Reads, checks and writes the fields of a scenario file that this ruleset owns. */
    ScenarioFormat scenarioFormat();

    /**
     * A new game of {@code scenario} played with the variant {@code variantId}; the seed decides
     * whatever the rules leave to chance at the setup (who moves first, say).
     *
     * @throws IllegalArgumentException when the scenario is another ruleset's or the variant unknown
     */
    S newGame(Scenario scenario, String variantId, long seed);

    /** Notation, JSON and words for this ruleset's actions. */
    ActionCodec<S, A> codec();

    /**
     * The state hash a game record of format {@code version} carries after each step; the
     * current format's is {@link GameState#hash()}.
     *
     * @throws IllegalArgumentException for a format version this ruleset never wrote
     */
    default long recordHash(S state, int version) {
        return state.hash();
    }

    /**
     * A random decision for an opening (the first moves of a game played at random, so that
     * deterministic players meet varied positions). The default picks uniformly from
     * {@link Rules#legalActions}.
     */
    default A randomOpening(S state, SplittableRandom random) {
        List<A> legal = rules().legalActions(state);
        return legal.get(random.nextInt(legal.size()));
    }

    /** How many figures (or bases) a game of this state started with, for the bench's scaling table; 0 when not counted. */
    default int figureCount(S state) {
        return 0;
    }

    /**
     * Whether {@link #randomOpening} takes a fast path of its own instead of listing the legal
     * actions (what the bench times apart); false by default.
     */
    default boolean hasFastRandomPlay() {
        return false;
    }

    /**
     * One line for the bench on this thread's work since the last call (or since it began) that
     * its lines alone do not show (how many candidates' verdicts were remembered rather than
     * found, say); empty when the ruleset has nothing to say.
     */
    default String benchNote() {
        return "";
    }

    /**
     * What each side may see of a state, for rulesets with hidden information (face-down order
     * chits): bots that must not peek decide on {@link Observation#determinize}d copies. Empty
     * (the default) when both sides see everything.
     */
    default Optional<Observation<S>> observation() {
        return Optional.empty();
    }

    /**
     * The units in a person's measures at a real table (tape and protractor from his own edge),
     * for the table assistant and suggestions for a physical game; empty when the ruleset has
     * none yet.
     */
    default Optional<TableFrame<S>> tableFrame() {
        return Optional.empty();
    }

    /**
     * The words a person of {@code viewer}'s side reads for a step: the codec's, unless the step
     * is hidden from him (the enemy's order chit placed face down). Null sees everything.
     */
    default String wordsFor(S before, A action, Side viewer) {
        return codec().words(before, action);
    }

    /** The share (0–100) of a side's starting strength lost so far, for game reports. */
    double lossPercent(S state, Side side);

    /**
     * A few lines a person reads to know how a game stands (the turn, who acts, each side's
     * strength, the state hash): what {@code adjutant replay} and {@code suggest} print. The
     * default says only the turn, the side to act, the result and the hash.
     */
    default String summary(S state) {
        GameResult result = rules().result(state);
        String toAct = result.isOver() || rules().isChanceNode(state) ? "-" : rules().toAct(state).id();
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "Turn %d, %s to act%n", rules().turn(state), toAct));
        if (result.isOver()) {
            b.append("Result: ").append(result.outcome()).append(" (").append(result.ruleId()).append(": ")
                    .append(result.reason()).append(")\n");
        }
        return b.append("State hash: ").append(HexFormat.of().toHexDigits(state.hash())).append('\n').toString();
    }

    /** A side as the scenario names it ("Prussians"), for sentences; the default is its id ("blue"). */
    default String sideName(S state, Side side) {
        return side.id();
    }

    /**
     * What is wrong with a state by this ruleset's own invariants (men conserved, nothing off the
     * table …), each a sentence; empty when all hold. The generic forward-model tests check it
     * after every step of random games, and so does {@code adjutant selfplay --check}.
     */
    default List<String> invariantViolations(S state) {
        return List.of();
    }

    /**
     * Whether the state rests at the ruleset's main decision, the widest one that most of a
     * game's thinking goes to (Blown Away: which unit does what): {@code adjutant bench} times
     * {@link Rules#legalActions} at those. The default: every decision point.
     */
    default boolean isMainDecision(S state) {
        return !rules().isChanceNode(state) && !rules().result(state).isOver();
    }

    /**
     * Extra lines about a valid scenario that {@code adjutant validate} prints after "ok" (say,
     * each army's points); the default: none.
     */
    default List<String> report(Scenario scenario) {
        return List.of();
    }

    /** The rules spec under {@code shared/rules/} whose ids the tests must name, e.g. {@code blown-away.md}. */
    String specFile();

    /** The variant of this id, if this ruleset has it. */
    default Optional<RulesetVariant> variant(String variantId) {
        return variants().stream().filter(v -> v.id().equals(variantId)).findFirst();
    }

    /** The default variant: the first. */
    default RulesetVariant defaultVariant() {
        return variants().get(0);
    }
}
