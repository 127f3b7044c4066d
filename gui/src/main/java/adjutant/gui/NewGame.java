package adjutant.gui;

import adjutant.engine.game.Side;
import java.util.Objects;

/**
 * The choices of a new game.
 *
 * @param scenario scenario name or file; it names its ruleset
 * @param variant the id of one of that ruleset's variants
 * @param human the side the person plays, or null to watch the bots play both
 * @param bot bot kind from {@link Bots#KINDS}, or a full player spec
 * @param thinkMillis the bots' time budget per decision
 * @implNote This class is immutable and thread-safe.
 */
public record NewGame(String scenario, String variant, Side human, String bot, long thinkMillis, long seed) {
    public static final long DEFAULT_THINK_MILLIS = 1000;
    public static final long DEFAULT_SEED = 1;

    public NewGame {
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(variant);
        Objects.requireNonNull(bot);
        if (thinkMillis <= 0) {
            throw new IllegalArgumentException("think time must be positive");
        }
    }

    /** The person plays blue against {@code bot}, one second a decision, seed 1. */
    public static NewGame of(String scenario, String variant, String bot) {
        return new NewGame(scenario, variant, Side.BLUE, bot, DEFAULT_THINK_MILLIS, DEFAULT_SEED);
    }
}
