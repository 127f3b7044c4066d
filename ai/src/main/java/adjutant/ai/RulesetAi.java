package adjutant.ai;

import adjutant.ai.eval.EvaluationFeatures;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import java.util.Optional;

/**
 * What the players need from one ruleset: evaluation features and weights, action ordering,
 * rollout policy and chance grouping (all behind {@link #players}), and the fitness that
 * {@code adjutant tune} evolves weights against. Registered as a {@link java.util.ServiceLoader}
 * provider and found by ruleset id in {@link RulesetAis}.
 *
 * @param <S> state type
 * @param <A> action type
 */
public interface RulesetAi<S extends GameState<S>, A> {

    /** The id of the ruleset this serves, e.g. {@code blown-away}. */
    String rulesetId();

    /**
     * Builds players from specs for games of {@code variant}; the seed is the players' unless a
     * spec sets its own.
     */
    PlayerFactory<S, A> players(Ruleset<S, A> ruleset, String variant, long seed);

    /** The searching player that suits a variant: {@code mcts} with chance, {@code alphabeta} without. */
    default String searcher(Ruleset<S, A> ruleset, String variant) {
        return ruleset.variant(variant).map(v -> v.chance() ? "mcts" : "alphabeta").orElse("mcts");
    }

    /** A new counter of how each side plays one game of this ruleset (selfplay's summary); none by default. */
    default PlayHabits<S, A> habits(Ruleset<S, A> ruleset) {
        return PlayHabits.none();
    }

    /**
     * The features of the ruleset's linear evaluation, for fitting their weights to played
     * games' outcomes ({@code adjutant fit}); none by default.
     */
    default Optional<EvaluationFeatures<S>> features() {
        return Optional.empty();
    }

    /** The fitness of weights for {@code adjutant tune}. */
    TuningFitnessFactory tuning();
}
