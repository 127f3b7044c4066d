package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.PluginRegistry;
import adjutant.engine.game.Ruleset;
import java.util.Optional;

/**
 * The registry of {@link RulesetAi}s, keyed by ruleset id ({@link PluginRegistry}).
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class RulesetAis {

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static final PluginRegistry<RulesetAi<?, ?>> REGISTRY =
            (PluginRegistry) PluginRegistry.load(RulesetAi.class, RulesetAi::rulesetId);

    private RulesetAis() {}

    /** The plug-in for a ruleset, if one is installed. */
    public static Optional<RulesetAi<?, ?>> find(String rulesetId) {
        return REGISTRY.find(rulesetId);
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
