package adjutant.engine.honours;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.Side;
import java.util.HexFormat;
import java.util.Locale;

/** A few lines a person reads to know how an Honours of War game stands (for replay and suggest). */
final class HowSummary {

    private HowSummary() {
    }

    static String of(HowState s) {
        HowSetup setup = s.setup;
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "Turn %d, %s phase%n", s.turn, s.phase.words()));
        Task t = s.currentTask();
        if (t != null && !s.result.isOver()) {
            b.append("Now: ").append(t.describe(s)).append('\n');
        }
        for (Side side : Side.values()) {
            int inPlay = 0;
            int hits = 0;
            int units = 0;
            for (int u = 0; u < setup.unitCount(); u++) {
                if (setup.side(u) == side) {
                    units++;
                    if (s.inPlay(u)) {
                        inPlay++;
                        hits += s.units[u].hits;
                    }
                }
            }
            b.append(String.format(Locale.ROOT, "%s: %d of %d units in play carrying %d hits; army points lost %s of %d%n",
                    setup.sideName(side), inPlay, units, hits, points(s.pointsLost[side.ordinal()]),
                    setup.army(side).effectiveBreakingPoint()));
        }
        GameResult r = s.result;
        if (r.isOver()) {
            b.append("Result: ").append(r.outcome()).append(" (").append(r.ruleId()).append(": ").append(r.reason()).append(")\n");
        }
        return b.append("State hash: ").append(HexFormat.of().toHexDigits(s.hash())).append('\n').toString();
    }

    private static String points(double p) {
        return p == Math.floor(p) ? Integer.toString((int) p) : String.format(Locale.ROOT, "%.1f", p);
    }
}
