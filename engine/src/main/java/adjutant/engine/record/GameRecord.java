package adjutant.engine.record;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.GameResult;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.Variant;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A whole game: the scenario (by content), the rules variant, the seed, and every decision and
 * chance outcome in order with the hash of the state after it, so that a replay can prove it
 * reproduces the game step by step. Written and read by {@link GameRecords}.
 *
 * @param players who played each side, by player spec (free text; may be empty)
 * @param result the final result, or {@link GameResult#ONGOING} for a game still in progress
 * @param format whose state hash the steps carry: the format read from, or the current one
 * @implNote This class is immutable and thread-safe.
 */
public record GameRecord(
        Scenario scenario, Variant variant, long seed, Map<String, String> players, List<Step> steps,
        GameResult result, RecordFormat format) {

    public GameRecord {
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(variant);
        // In the order given (blue, then red), so that the same game is always written alike;
        // Map.copyOf's iteration order changes from one JVM run to the next.
        players.forEach((side, spec) -> Objects.requireNonNull(spec, side));
        players = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(players));
        steps = List.copyOf(steps);
        Objects.requireNonNull(result);
        Objects.requireNonNull(format);
    }

    /** A record whose steps carry the current state hash ({@link RecordFormat#CURRENT}). */
    public GameRecord(Scenario scenario, Variant variant, long seed, Map<String, String> players, List<Step> steps,
            GameResult result) {
        this(scenario, variant, seed, players, steps, result, RecordFormat.CURRENT);
    }

    /**
     * One step of the game: a side's decision or a chance outcome, and the hash of the state after
     * it by the record's format.
     */
    public record Step(BaAction action, boolean chance, long hashAfter) {
        public Step {
            Objects.requireNonNull(action);
        }
    }
}
