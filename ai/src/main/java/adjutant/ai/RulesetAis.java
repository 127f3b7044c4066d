package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The registry of {@link RulesetAi}s, keyed by ruleset id: every provider found, never just the
 * first; two for one id are an error.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class RulesetAis {

    private static final Map<String, RulesetAi<?, ?>> BY_ID = load();

    private RulesetAis() {}

    @SuppressWarnings("rawtypes")
    private static Map<String, RulesetAi<?, ?>> load() {
        Map<String, RulesetAi<?, ?>> byId = new LinkedHashMap<>();
        ServiceLoader.load(RulesetAi.class, RulesetAis.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(RulesetAi::rulesetId))
                .forEach(ai -> {
                    RulesetAi<?, ?> before = byId.putIfAbsent(ai.rulesetId(), ai);
                    if (before != null) {
                        throw new IllegalStateException("two players' plug-ins for '" + ai.rulesetId() + "': "
                                + before.getClass().getName() + " and " + ai.getClass().getName());
                    }
                });
        return Map.copyOf(byId);
    }

    /** The plug-in for a ruleset, if one is installed. */
    public static Optional<RulesetAi<?, ?>> find(String rulesetId) {
        return Optional.ofNullable(BY_ID.get(rulesetId));
    }

    /**
     * The plug-in for {@code ruleset}, typed alike (the registry keys by id, so the types agree).
     *
     * @throws IllegalArgumentException when no players are installed for it
     */
    @SuppressWarnings("unchecked")
    public static <S extends GameState<S>, A> RulesetAi<S, A> of(Ruleset<S, A> ruleset) {
        return (RulesetAi<S, A>) find(ruleset.id()).orElseThrow(() -> new IllegalArgumentException(
                "no players are installed for " + ruleset.displayName() + " (" + ruleset.id() + ")"));
    }
}
