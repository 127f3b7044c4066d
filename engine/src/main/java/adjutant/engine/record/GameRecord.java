package adjutant.engine.record;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.TableSync;
import adjutant.engine.scenario.Scenario;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A whole game of any ruleset: the ruleset, the scenario (by content), the variant, the seed,
 * and every decision and chance outcome in order with the hash of the state after it, so that a
 * replay can prove it reproduces the game step by step. Written and read by {@link GameRecords}.
 *
 * @param players who played each side, by player spec (free text; may be empty)
 * @param result the final result, or {@link GameResult#ONGOING} for a game still in progress
 * @param format whose state hash the steps carry: the format read from, or the current one
 * @implNote This class is immutable and thread-safe.
 */
public record GameRecord<S extends GameState<S>, A>(
        Ruleset<S, A> ruleset, Scenario scenario, String variant, long seed, Map<String, String> players,
        List<Step<A>> steps, GameResult result, RecordFormat format) {

    public GameRecord {
        Objects.requireNonNull(ruleset);
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(variant);
        if (!scenario.rules().equals(ruleset.id())) {
            throw new IllegalArgumentException("a " + scenario.rules() + " scenario in a " + ruleset.id() + " record");
        }
        // In the order given (blue, then red), so that the same game is always written alike;
        // Map.copyOf's iteration order changes from one JVM run to the next.
        players.forEach((side, spec) -> Objects.requireNonNull(spec, side));
        players = Collections.unmodifiableMap(new LinkedHashMap<>(players));
        steps = List.copyOf(steps);
        Objects.requireNonNull(result);
        Objects.requireNonNull(format);
    }

    /** A record whose steps carry the current state hash ({@link RecordFormat#CURRENT}). */
    public GameRecord(Ruleset<S, A> ruleset, Scenario scenario, String variant, long seed, Map<String, String> players,
            List<Step<A>> steps, GameResult result) {
        this(ruleset, scenario, variant, seed, players, steps, result, RecordFormat.CURRENT);
    }

    /**
     * This record, typed for {@code expected}: for the code of one ruleset reading a record it
     * knows to be its own.
     *
     * @throws IllegalArgumentException when the record is another ruleset's
     */
    @SuppressWarnings("unchecked")
    public <T extends GameState<T>, B> GameRecord<T, B> of(Ruleset<T, B> expected) {
        if (!ruleset.id().equals(expected.id())) {
            throw new IllegalArgumentException("a " + ruleset.id() + " game record, not " + expected.id());
        }
        return (GameRecord<T, B>) this;
    }

    /** The state hash this record's format carries after a step. */
    public long hash(S state) {
        return ruleset.recordHash(state, format.version());
    }

    /**
     * One step of the game: a side's decision, a chance outcome, or units set where they stand
     * on a real table ({@link #sync}), and the hash of the state after it by the record's format.
     *
     * @param action the decision or outcome; null for a sync
     * @param entered a chance outcome entered by a person from a real table (cards turned up,
     *     dice rolled) rather than drawn from the game's seeded stream; a replay checks the drawn
     *     ones against the seed
     * @param millis how long the player took to decide, in milliseconds; -1 when not measured (a
     *     person's move, a chance outcome, a record of an older version)
     * @param sync the units a person set where they really stand, not a move of the game; null
     *     for a decision or an outcome
     */
    public record Step<A>(A action, boolean chance, boolean entered, long hashAfter, long millis, TableSync sync) {
        public Step {
            if ((action == null) == (sync == null)) {
                throw new IllegalArgumentException("a step is an action or a sync, exactly one");
            }
            if (entered && !chance) {
                throw new IllegalArgumentException("only a chance outcome is entered");
            }
            if (millis < -1) {
                throw new IllegalArgumentException("a decision's time is -1 (unknown) or more, not " + millis);
            }
            if (sync != null && (chance || millis != -1)) {
                throw new IllegalArgumentException("a sync is neither chance nor timed");
            }
        }

        /** A decision or a chance outcome. */
        public Step(A action, boolean chance, boolean entered, long hashAfter, long millis) {
            this(Objects.requireNonNull(action), chance, entered, hashAfter, millis, null);
        }

        /** Units set where they stand on the table, and the hash after. */
        public static <A> Step<A> sync(TableSync sync, long hashAfter) {
            return new Step<>(null, false, false, hashAfter, -1, Objects.requireNonNull(sync));
        }

        /** Whether this step sets units where they stand instead of playing an action. */
        public boolean isSync() {
            return sync != null;
        }

        /** The same step with another hash after it (a record read in an older format, saved in the current one). */
        public Step<A> withHash(long hash) {
            return new Step<>(action, chance, entered, hash, millis, sync);
        }

        /**
         * Steps are equal when they are the same step of a game: the time it took is a
         * measurement of the player, not part of the game, so reproduced games compare equal.
         */
        @Override
        public boolean equals(Object o) {
            return o instanceof Step<?> s && chance == s.chance && entered == s.entered && hashAfter == s.hashAfter
                    && Objects.equals(action, s.action) && Objects.equals(sync, s.sync);
        }

        @Override
        public int hashCode() {
            return Objects.hash(action, chance, entered, hashAfter, sync);
        }

        /** A step whose decision time is unknown. */
        public Step(A action, boolean chance, boolean entered, long hashAfter) {
            this(action, chance, entered, hashAfter, -1);
        }

        /** A decision ({@code chance} false) or a chance outcome drawn from the seed, untimed. */
        public Step(A action, boolean chance, long hashAfter) {
            this(action, chance, false, hashAfter, -1);
        }
    }
}
