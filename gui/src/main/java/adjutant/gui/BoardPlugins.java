package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The registry of {@link BoardPlugin}s, keyed by ruleset id: every provider in
 * {@code META-INF/services/adjutant.gui.BoardPlugin} is listed, never just the first, and two
 * for one id are an error.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class BoardPlugins {

    private static final Map<String, BoardPlugin<?, ?>> BY_ID = load();

    private BoardPlugins() {}

    @SuppressWarnings("rawtypes")
    private static Map<String, BoardPlugin<?, ?>> load() {
        Map<String, BoardPlugin<?, ?>> byId = new LinkedHashMap<>();
        ServiceLoader.load(BoardPlugin.class, BoardPlugins.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(BoardPlugin::rulesetId))
                .forEach(p -> {
                    BoardPlugin<?, ?> before = byId.putIfAbsent(p.rulesetId(), p);
                    if (before != null) {
                        throw new IllegalStateException("two board plug-ins for '" + p.rulesetId() + "': "
                                + before.getClass().getName() + " and " + p.getClass().getName());
                    }
                });
        return Map.copyOf(byId);
    }

    /** The plug-in for a ruleset id, if one is installed. */
    public static Optional<BoardPlugin<?, ?>> find(String rulesetId) {
        return Optional.ofNullable(BY_ID.get(rulesetId));
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
