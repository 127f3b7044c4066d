package adjutant.engine.game;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The registry of installed rulesets, keyed by id. Each ruleset registers itself as a
 * {@link ServiceLoader} provider of {@link Ruleset}; every provider found is listed, never just
 * the first, and two providers of one id are an error.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Rulesets {

    private static final Map<String, Ruleset<?, ?>> BY_ID = load();

    private Rulesets() {}

    @SuppressWarnings("rawtypes")
    private static Map<String, Ruleset<?, ?>> load() {
        Map<String, Ruleset<?, ?>> byId = new LinkedHashMap<>();
        List<Ruleset> found = ServiceLoader.load(Ruleset.class, Rulesets.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(Ruleset::id))
                .toList();
        for (Ruleset<?, ?> r : found) {
            Ruleset<?, ?> before = byId.putIfAbsent(r.id(), r);
            if (before != null) {
                throw new IllegalStateException("two rulesets registered as '" + r.id() + "': "
                        + before.getClass().getName() + " and " + r.getClass().getName());
            }
        }
        return Map.copyOf(byId);
    }

    /** Every installed ruleset, sorted by id. */
    public static List<Ruleset<?, ?>> all() {
        return BY_ID.values().stream().sorted(Comparator.comparing(Ruleset::id)).toList();
    }

    public static Optional<Ruleset<?, ?>> find(String id) {
        return Optional.ofNullable(BY_ID.get(id));
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
