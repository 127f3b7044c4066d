package adjutant.gui;

import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.Objects;

/**
 * The choices of a new game.
 *
 * @param scenario scenario name or file
 * @param human the side the person plays, or null to watch the bots play both
 * @param bot bot kind from {@link Bots#KINDS}, or a full player spec
 * @param thinkMillis the bots' time budget per decision
 * @implNote This class is immutable and thread-safe.
 */
public record NewGame(String scenario, Variant variant, Side human, String bot, long thinkMillis, long seed) {
    public NewGame {
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(variant);
        Objects.requireNonNull(bot);
        if (thinkMillis <= 0) {
            throw new IllegalArgumentException("think time must be positive");
        }
    }

    public static NewGame defaults() {
        return new NewGame("encounter", Variant.CHANCE, Side.BLUE, Bots.searcher(Variant.CHANCE), 1000, 1);
    }
}
