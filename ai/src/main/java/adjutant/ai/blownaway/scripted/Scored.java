package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.action.BaAction;
import java.util.Comparator;
import java.util.List;

/**
 * One action with the value a doctrine gave it and the doctrine's reason, in words.
 *
 * @implNote This class is immutable and thread-safe.
 */
record Scored(BaAction action, double value, String why) {

    /** Highest value first; equal values keep the rules' order. */
    static final Comparator<Scored> BEST_FIRST = Comparator.comparingDouble(Scored::value).reversed();

    /** The best of a non-empty list (the earliest among equals, so the choice is deterministic). */
    static Scored best(List<Scored> scored) {
        return scored.stream().min(BEST_FIRST).orElseThrow();
    }
}
