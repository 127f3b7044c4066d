package adjutant.ai.alphabeta;

import java.util.HashMap;

/**
 * The history heuristic: actions that caused cutoffs before, anywhere in the tree, are tried
 * earlier. Keyed by action equality (records), so results never depend on hash codes.
 */
final class HistoryTable<A> {

    private static final int MAX_SIZE = 1 << 16;
    private static final int MAX_SCORE = 1 << 30;
    private final HashMap<A, Integer> scores = new HashMap<>();

    int score(A action) {
        Integer s = scores.get(action);
        return s == null ? 0 : s;
    }

    /** Credits an action that refuted its siblings at {@code depth}; deeper cutoffs count more. */
    void reward(A action, int depth) {
        if (scores.size() >= MAX_SIZE) {
            scores.clear();
        }
        int bonus = Math.max(1, depth * depth);
        int s = scores.merge(action, bonus, Integer::sum);
        if (s >= MAX_SCORE) {
            age();
        }
    }

    /** Halves every score, so new searches weigh recent experience more. */
    void age() {
        scores.replaceAll((action, s) -> s / 2);
    }

    void clear() {
        scores.clear();
    }
}
