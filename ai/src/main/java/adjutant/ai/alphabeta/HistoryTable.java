package adjutant.ai.alphabeta;

import java.util.HashMap;

/**
 * The history heuristic: actions that caused cutoffs before, anywhere in the tree, are tried
 * earlier. Keyed by action equality (records), so results never depend on hash codes.
 */
final class HistoryTable<A> {

    private static final int MAX_SIZE = 1 << 16;
    private static final int MAX_SCORE = 1 << 30;
    /** Each action's score in a one-element array, added to in place: no Integer boxed at every cutoff. */
    private final HashMap<A, int[]> scores = new HashMap<>();

    int score(A action) {
        int[] s = scores.get(action);
        return s == null ? 0 : s[0];
    }

    /** Credits an action that refuted its siblings at {@code depth}; deeper cutoffs count more. */
    void reward(A action, int depth) {
        if (scores.size() >= MAX_SIZE) {
            scores.clear();
        }
        int bonus = Math.max(1, depth * depth);
        int[] s = scores.get(action);
        if (s == null) {
            s = new int[1];
            scores.put(action, s);
        }
        s[0] += bonus;
        if (s[0] >= MAX_SCORE) {
            age();
        }
    }

    /** Halves every score, so new searches weigh recent experience more. */
    void age() {
        for (int[] s : scores.values()) {
            s[0] /= 2;
        }
    }

    void clear() {
        scores.clear();
    }
}
