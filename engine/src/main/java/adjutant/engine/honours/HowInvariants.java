package adjutant.engine.honours;

import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What must hold in every Honours of War state, checked after every step of random games by the
 * generic forward-model tests and {@code adjutant selfplay --check}: units conserved (none
 * vanishes, a removed unit was Done For), hits within limits, nothing off the table unless
 * removed, points lost no more than the army holds, the step stack well formed, and a copy
 * independent of its original.
 */
final class HowInvariants {

    /** Bases may overlap this much (cm) where units meet: contact is lined up to a rounding. */
    private static final double OVERLAP_TOLERANCE = 0.5;

    private HowInvariants() {
    }

    static List<String> violations(HowState s) {
        List<String> out = new ArrayList<>();
        HowSetup setup = s.setup;
        for (int u = 0; u < setup.unitCount(); u++) {
            UnitState us = s.units[u];
            String name = setup.unitName(u);
            if (us.hits < 0) {
                out.add(name + " has " + us.hits + " hits");
            }
            if (us.removed && !us.doneFor) {
                out.add(name + " was removed without being Done For");
            }
            if (us.active() && !setup.terrain().onTable(s.footprint(u))) {
                out.add(name + " stands off the table at " + s.footprint(u));
            }
            if (us.active() && us.formation == null) {
                out.add(name + " has no formation");
            }
        }
        overlaps(s, out);
        for (Side side : Side.values()) {
            double most = setup.army(side).unitCount();
            for (var v : setup.scenario().objectiveValues()) {
                most += v.points();
            }
            if (s.pointsLost[side.ordinal()] < 0 || s.pointsLost[side.ordinal()] > most + 1e-9) {
                out.add(String.format(Locale.ROOT, "%s has lost %.1f army points of at most %.1f", setup.sideName(side),
                        s.pointsLost[side.ordinal()], most));
            }
        }
        if (!s.result.isOver() && s.tasks.isEmpty()) {
            out.add("the game is not over but no step is waiting");
        }
        return out;
    }

    /** Units in play whose bases overlap beyond contact. */
    private static void overlaps(HowState s, List<String> out) {
        int n = s.setup.unitCount();
        Footprint[] f = new Footprint[n];
        for (int u = 0; u < n; u++) {
            f[u] = s.inPlay(u) && s.units[u].inBua < 0 ? s.footprint(u) : null;
        }
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (f[a] != null && f[b] != null && f[a].overlapsInterior(f[b], OVERLAP_TOLERANCE)) {
                    out.add(s.setup.unitName(a) + " and " + s.setup.unitName(b) + " overlap");
                }
            }
        }
    }

    /** Whether changing a copy leaves the original alone. */
    static boolean copyIsIndependent(HowState s) {
        long before = s.hash();
        HowState c = s.copy();
        if (c.hash() != before) {
            return false;
        }
        for (UnitState u : c.units) {
            u.hits += 7;
            u.x += 1;
        }
        for (CommanderState cs : c.commanders) {
            cs.x += 1;
        }
        c.tasks.clear();
        c.pointsLost[0] += 1;
        if (c.brigadeOrder.length > 0) {
            c.brigadeOrder[0] = CommandResult.INSPIRING;
        }
        return s.hash() == before;
    }
}
