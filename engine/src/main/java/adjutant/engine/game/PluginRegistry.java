package adjutant.engine.game;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Function;

/**
 * Every {@link ServiceLoader} provider of one plug-in type, keyed by ruleset id: never just the
 * first one found, and two providers for one id are an error. The rulesets, their players and
 * their boards are each found through one of these.
 *
 * @param <P> the plug-in type
 * @implNote This class is immutable and thread-safe.
 */
public final class PluginRegistry<P> {

    private final Map<String, P> byId;

    private PluginRegistry(Map<String, P> byId) {
        this.byId = byId;
    }

    /**
     * Loads every provider of {@code type} visible to its class loader.
     *
     * @param idOf the ruleset id a provider serves
     * @throws IllegalStateException when two providers serve one id
     */
    public static <P> PluginRegistry<P> load(Class<P> type, Function<P, String> idOf) {
        Map<String, P> byId = new LinkedHashMap<>();
        ServiceLoader.load(type, type.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(idOf))
                .forEach(p -> {
                    P before = byId.putIfAbsent(idOf.apply(p), p);
                    if (before != null) {
                        throw new IllegalStateException("two " + type.getSimpleName() + " providers for '"
                                + idOf.apply(p) + "': " + before.getClass().getName() + " and " + p.getClass().getName());
                    }
                });
        return new PluginRegistry<>(Map.copyOf(byId));
    }

    /** The provider for a ruleset id, if one is installed. */
    public Optional<P> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** Every provider, sorted by id. */
    public List<P> all() {
        return byId.keySet().stream().sorted().map(byId::get).toList();
    }
}
