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
        return order(state, actions, ttMove, null);
    }

    /**
     * {@link #order}, found in two stages (#23): the table's move, which comes first, is handed
     * out at once, and the others' priorities, the dear part, are found only when a second move
     * is asked for, which a node cut off by the table's move never does. The history is read at
     * once, as {@link #order} reads it, so that the cutoffs found below the first move leave the
     * order of the rest as it would have been.
     */
    Staged staged(S state, List<A> actions, int ttMove) {
        return new Staged(state, actions, ttMove);
    }

    /** One node's order, handed out an index at a time ({@link #staged}). */
    final class Staged {
        private final S state;
        private final List<A> actions;
        private final int ttMove;
        private final int[] historyScores; // read when the node was reached; null when there is no table move
        private int[] order;
        private int next;

        private Staged(S state, List<A> actions, int ttMove) {
            this.state = state;
            this.actions = actions;
            this.ttMove = ttMove;
            if (ttMove < 0) {
                historyScores = null;
                return;
            }
            historyScores = new int[actions.size()];
            for (int i = 0; i < historyScores.length; i++) {
                historyScores[i] = history.score(actions.get(i));
            }
        }

        /** The next index into the actions to try, or -1 after the last. */
        int next() {
            if (order == null) {
                if (ttMove >= 0 && next == 0) {
                    next = 1; // the table's move leads the whole order (its key is the greatest)
                    return ttMove;
                }
                order = order(state, actions, ttMove, historyScores);
            }
            return next < order.length ? order[next++] : -1;
        }
    }

    /** {@link #order}, with the history scores read before ({@code historyScores}), or now when null. */
    private int[] order(S state, List<A> actions, int ttMove, int[] historyScores) {
        int n = actions.size();
        int[] order = new int[n];
        long[] keys = new long[n];
        ToIntFunction<A> priority = ordering.forState(state);
        for (int i = 0; i < n; i++) {
            A action = actions.get(i);
            order[i] = i;
            keys[i] = i == ttMove
                    ? Long.MAX_VALUE
                    : ((long) priority.applyAsInt(action) << 32)
                            + (historyScores != null ? historyScores[i] : history.score(action));
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
