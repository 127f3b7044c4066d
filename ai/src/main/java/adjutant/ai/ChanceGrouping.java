package adjutant.ai;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * A ruleset's hint that some chance outcomes have the same effect on the game (e.g. two card
 * pairs that both let the attacker win, differing only in the cards left in the decks). The
 * searches merge outcomes with equal keys into one ({@link #group}): MCTS so that its statistics
 * are not spread over outcomes that play alike, alpha-beta so that an expectation node searches
 * a handful of children instead of every card pair.
 */
@FunctionalInterface
public interface ChanceGrouping<S extends GameState<S>, A> {

    /** Outcomes of {@code state} with equal keys are merged. */
    long key(S state, A outcome);

    /**
     * The keys of many outcomes of one state: {@link #key} for each, unless a grouping can share
     * the work they have in common (Blown Away: a combat's cover, the same for every card pair).
     */
    default ToLongFunction<A> keys(S state) {
        return outcome -> key(state, outcome);
    }

    /** Whether this grouping merges anything (false for {@link #none()}). */
    default boolean merges() {
        return true;
    }

    /**
     * The outcomes merged: one per key, the most probable member standing for its group with the
     * group's total probability (first-seen order kept).
     */
    default List<ChanceOutcome<A>> group(S state, List<ChanceOutcome<A>> outcomes) {
        if (!merges() || outcomes.size() <= 1) {
            return outcomes;
        }
        // Groups are few (a handful of combat results among ~170 card pairs): a linear scan of
        // their keys is far cheaper than hashing boxed ones.
        ToLongFunction<A> keyOf = keys(state);
        int n = outcomes.size();
        long[] keys = new long[n];
        double[] total = new double[n];
        int[] best = new int[n];
        int groups = 0;
        for (int i = 0; i < n; i++) {
            ChanceOutcome<A> o = outcomes.get(i);
            long key = keyOf.applyAsLong(o.outcome());
            int g = 0;
            while (g < groups && keys[g] != key) {
                g++;
            }
            if (g == groups) {
                keys[groups++] = key;
                best[g] = i;
            } else if (o.probability() > outcomes.get(best[g]).probability()) {
                best[g] = i;
            }
            total[g] += o.probability();
        }
        List<ChanceOutcome<A>> out = new ArrayList<>(groups);
        for (int g = 0; g < groups; g++) {
            out.add(new ChanceOutcome<>(outcomes.get(best[g]).outcome(), Math.min(1, total[g])));
        }
        return out;
    }

    /**
     * Outcomes that leave the same state merged: exact whenever the state keeps what a roll
     * decided but not the faces rolled (Honours of War: a command roll of 3 or 4 both give
     * "Steady", so 6 faces become 3 children; two initiative rolls, 36 pairs, become 3). Costs
     * a copy and a step per outcome, paid once when a chance node is expanded.
     */
    static <S extends GameState<S>, A> ChanceGrouping<S, A> byResultingState(Rules<S, A> rules) {
        return (state, outcome) -> {
            S next = state.copy();
            rules.applyLegal(next, outcome);
            return next.hash();
        };
    }

    /** Every outcome on its own (no merging). */
    static <S extends GameState<S>, A> ChanceGrouping<S, A> none() {
        return new ChanceGrouping<>() {
            @Override
            public long key(S state, A outcome) {
                throw new UnsupportedOperationException("no grouping");
            }

            @Override
            public boolean merges() {
                return false;
            }
        };
    }
}
