package adjutant.engine.game;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The registry of installed rulesets, keyed by id. Each ruleset registers itself as a
 * {@link java.util.ServiceLoader} provider of {@link Ruleset} ({@link PluginRegistry}).
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Rulesets {

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static final PluginRegistry<Ruleset<?, ?>> REGISTRY =
            (PluginRegistry) PluginRegistry.load(Ruleset.class, Ruleset::id);

    private Rulesets() {}

    /** Every installed ruleset, sorted by id. */
    public static List<Ruleset<?, ?>> all() {
        return REGISTRY.all();
    }

    public static Optional<Ruleset<?, ?>> find(String id) {
        return REGISTRY.find(id);
    }

    /**
     * The ruleset of this id.
     *
     * @throws IllegalArgumentException naming the installed ones when there is none
     */
    public static Ruleset<?, ?> require(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("unknown rules '" + id
                + "' (installed: " + ids() + ")"));
    }

    /** The installed ids, for messages: {@code blown-away, honours-of-war}. */
    public static String ids() {
        return all().stream().map(Ruleset::id).collect(Collectors.joining(", "));
    }
}
