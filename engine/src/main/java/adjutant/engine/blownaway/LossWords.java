package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.AllocateLosses;
import adjutant.engine.blownaway.action.BaAction;
import java.util.ArrayList;
import java.util.List;

/**
 * The men a step costs, said as a person removes them from the table: "Musketeers: 2 men killed
 * (the soldier at the right end of the rear rank, the drummer 2nd from the left in the front
 * rank), 1 man running (…)". Found by taking the step in a copy and comparing each man's status,
 * so combats, cards and gunfire are told alike.
 */
final class LossWords {
    private LossWords() {}

    /**
     * The losses of {@code a} taken in {@code before}, leading to {@code after} (null when the
     * step is not legal there), as sentences after a space; empty when it costs nobody.
     */
    static String of(BaState before, BaAction a, BaState after) {
        if (a instanceof AllocateLosses || after == null) {
            return ""; // an allocation says its own losses
        }
        StringBuilder b = new StringBuilder();
        for (int u = 0; u < before.setup.unitCount(); u++) {
            List<Integer> killed = new ArrayList<>();
            List<Integer> ran = new ArrayList<>();
            int from = before.setup.firstFigure(u);
            for (int f = from; f < from + before.setup.startMen(u); f++) {
                FigureStatus was = before.status(f);
                FigureStatus is = after.status(f);
                if (is == was || was == FigureStatus.REMOVED || was == FigureStatus.KILLED_ON_FIELD) {
                    continue;
                }
                if (is == FigureStatus.KILLED_ON_FIELD || is == FigureStatus.REMOVED) {
                    killed.add(f);
                } else if (is == FigureStatus.RUNNING) {
                    ran.add(f);
                }
            }
            if (!killed.isEmpty() || !ran.isEmpty()) {
                b.append(' ').append(sentence(before, u, killed, ran));
            }
        }
        return b.toString();
    }

    private static String sentence(BaState before, int u, List<Integer> killed, List<Integer> ran) {
        StringBuilder b = new StringBuilder(before.setup.unitName(u)).append(": ");
        if (!killed.isEmpty()) {
            b.append(men(killed.size())).append(" killed (").append(FigurePlaces.of(before, killed)).append(')');
        }
        if (!ran.isEmpty()) {
            b.append(killed.isEmpty() ? "" : ", ").append(men(ran.size())).append(" running (")
                    .append(FigurePlaces.of(before, ran)).append(')');
        }
        return b.append('.').toString();
    }

    static String men(int n) {
        return n + (n == 1 ? " man" : " men");
    }
}
