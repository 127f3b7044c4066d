package adjutant.ai.alphabeta;

import adjutant.ai.ActionOrdering;
import adjutant.engine.game.GameState;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The order alpha-beta tries actions in: the transposition-table move, then the ruleset's
 * priority (combats and charges first), then the history heuristic, then the rules' order.
 */
final class MoveOrderer<S extends GameState<S>, A> {

    private final ActionOrdering<S, A> ordering;
    private final HistoryTable<A> history = new HistoryTable<>();

    MoveOrderer(ActionOrdering<S, A> ordering) {
        this.ordering = ordering;
    }

    HistoryTable<A> history() {
        return history;
    }

    /** Indices into {@code actions}, best first; {@code ttMove} is -1 when there is none. */
    int[] order(S state, List<A> actions, int ttMove) {
        int n = actions.size();
        int[] order = new int[n];
        long[] keys = new long[n];
        ToIntFunction<A> priority = ordering.forState(state);
        for (int i = 0; i < n; i++) {
            A action = actions.get(i);
            order[i] = i;
            keys[i] = i == ttMove
                    ? Long.MAX_VALUE
                    : ((long) priority.applyAsInt(action) << 32) + history.score(action);
        }
        for (int i = 1; i < n; i++) { // insertion sort by key, descending and stable
            long key = keys[i];
            int index = order[i];
            int j = i - 1;
            while (j >= 0 && keys[j] < key) {
                keys[j + 1] = keys[j];
                order[j + 1] = order[j];
                j--;
            }
            keys[j + 1] = key;
            order[j + 1] = index;
        }
        return order;
    }
}
