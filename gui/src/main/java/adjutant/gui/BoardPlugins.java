package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.game.PluginRegistry;
import adjutant.engine.game.Ruleset;
import java.util.Optional;

/**
 * The registry of {@link BoardPlugin}s ({@code META-INF/services/adjutant.gui.BoardPlugin}),
 * keyed by ruleset id ({@link PluginRegistry}).
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class BoardPlugins {

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static final PluginRegistry<BoardPlugin<?, ?>> REGISTRY =
            (PluginRegistry) PluginRegistry.load(BoardPlugin.class, BoardPlugin::rulesetId);

    private BoardPlugins() {}

    /** The plug-in for a ruleset id, if one is installed. */
    public static Optional<BoardPlugin<?, ?>> find(String rulesetId) {
        return REGISTRY.find(rulesetId);
    }

    /**
     * The plug-in for {@code ruleset}, typed alike (the registry keys by id, so the types agree).
     *
     * @throws IllegalArgumentException when no board is installed for it
     */
    @SuppressWarnings("unchecked")
    public static <S extends GameState<S>, A> BoardPlugin<S, A> of(Ruleset<S, A> ruleset) {
        return (BoardPlugin<S, A>) find(ruleset.id()).orElseThrow(() -> new IllegalArgumentException(
                "no board is installed for " + ruleset.displayName() + " (" + ruleset.id() + ")"));
    }
}
