package adjutant.ai;

import adjutant.engine.game.Side;
import java.util.List;
import java.util.OptionalInt;

/**
 * How each side played one game, counted from its steps: what a person reads to see whether a
 * bot does what a commander would, such as firing its guns when it has a target. Watches the
 * players' decisions only, not the random opening. Each ruleset says what it counts
 * ({@link RulesetAi#habits}); {@code selfplay} sums the counts by player.
 */
public interface PlayHabits<S, A> extends StepWatcher<S, A> {

    /**
     * One count: {@code count} times out of {@code of}, e.g. "guns fired when they had a target",
     * 43 of 826.
     */
    record Habit(String what, long count, long of) {}

    /** The side's counts so far, in an order that does not change from game to game. */
    List<Habit> habits(Side side);

    /**
     * How the game's chance went for the side, as one count where 0 is even luck: in Blown
     * Away's chance version, the combats its card won minus those it lost, the cards compared
     * before any modifier. {@code selfplay} scores a player by it, to show how much of a result
     * the luck decided (#22). Empty where the ruleset counts no such thing.
     */
    default OptionalInt luck(Side side) {
        return OptionalInt.empty();
    }

    /** Counts nothing. */
    static <S, A> PlayHabits<S, A> none() {
        return new PlayHabits<>() {
            @Override
            public void afterStep(S state, A done) {
            }

            @Override
            public List<Habit> habits(Side side) {
                return List.of();
            }
        };
    }
}
