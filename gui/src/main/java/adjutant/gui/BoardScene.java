package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioHeader;
import java.util.Objects;

/**
 * One picture of the board: the scenario's table, terrain and objectives, a state of the game on
 * it, what is shown on top, and the ruleset's plug-in that knows how its pieces look.
 *
 * @implNote This class is immutable (its state is not copied: do not change it while it is shown).
 */
public record BoardScene<S extends GameState<S>, A>(
        BoardPlugin<S, A> plugin, ScenarioHeader scenario, S state, BoardOverlay<A> overlay) {

    public BoardScene {
        Objects.requireNonNull(plugin);
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(state);
        overlay = overlay == null ? BoardOverlay.none() : overlay;
    }

    public static <S extends GameState<S>, A> BoardScene<S, A> of(BoardPlugin<S, A> plugin, Scenario scenario,
            S state, BoardOverlay<A> overlay) {
        return new BoardScene<>(plugin, scenario.header(), state, overlay);
    }

    public BoardScene<S, A> with(BoardOverlay<A> other) {
        return new BoardScene<>(plugin, scenario, state, other);
    }
}
