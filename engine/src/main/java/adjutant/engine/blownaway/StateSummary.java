package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import java.util.HexFormat;
import java.util.Locale;

/** A few lines a person reads to know how a game stands. */
public final class StateSummary {
    private StateSummary() {}

    public static String of(BaState s) {
        BaSetup setup = s.setup();
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "Turn %d, %s to act (%s)%n", s.turn(),
                s.deciding() == null ? "-" : setup.sideName(s.deciding()), s.phase()));
        if (s.outcome().isOver()) {
            b.append("Result: ").append(s.outcome()).append(" (").append(s.resultRule()).append(": ")
                    .append(s.resultReason()).append(")\n");
        }
        for (Side side : Side.values()) {
            int inRanks = 0;
            int running = 0;
            for (int u = 0; u < setup.unitCount(); u++) {
                if (setup.side(u) == side) {
                    inRanks += s.inRanks(u);
                    running += s.running(u);
                }
            }
            int start = setup.startMen(side);
            b.append(String.format(Locale.ROOT,
                    "%-10s %3d in ranks, %3d running, %3d killed (%.0f%%), %d eliminated; objectives %d%n",
                    setup.sideName(side), inRanks, running, s.killed(side), 100.0 * s.killed(side) / start,
                    s.eliminated(side), s.objectivesOwned(side)));
        }
        b.append("State hash: ").append(HexFormat.of().toHexDigits(s.hash())).append('\n');
        return b.toString();
    }

    /** Killed percentage of a side's starting men (BA-END-4). */
    public static double killedPercent(BaState s, Side side) {
        return 100.0 * s.killed(side) / s.setup().startMen(side);
    }
}
