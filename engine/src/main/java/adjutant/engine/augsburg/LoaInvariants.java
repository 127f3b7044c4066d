package adjutant.engine.augsburg;

import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;

/** What must hold in every state: figures never grow, CP never negative, chits valid, the queue sound. */
public final class LoaInvariants {

    private LoaInvariants() {
    }

    public static List<String> violations(LoaState s) {
        List<String> out = new ArrayList<>();
        for (int u = 0; u < s.units.length; u++) {
            UnitState us = s.units[u];
            int[] start = s.setup.startFigures(u);
            for (int t = 0; t < start.length; t++) {
                if (us.figures[t] < 0 || us.figures[t] > start[t]) {
                    out.add(s.setup.unitName(u) + " has " + us.figures[t] + " " + FigureType.values()[t] + " figures (LOA-ORG-10)");
                }
            }
            if (us.chit < -1 || us.chit >= Order.values().length) {
                out.add(s.setup.unitName(u) + " has chit " + us.chit + " (LOA-ORD-1)");
            }
            if (us.revealed && us.chit < 0) {
                out.add(s.setup.unitName(u) + " has a revealed chit that is not there (LOA-ORD-2)");
            }
            if (us.has(Status.DISORDERED) && !us.has(Status.UNFORMED)) {
                out.add(s.setup.unitName(u) + " is Disordered but not Unformed (AMB-16)");
            }
            if (s.phase == Phase.ACTIVATION && s.inPlay(u) && us.chit < 0) {
                out.add(s.setup.unitName(u) + " has no chit in the Activation Phase (LOA-ORD-1)");
            }
        }
        for (int c = 0; c < s.commanders.length; c++) {
            if (s.commanders[c].cp < 0) {
                out.add(s.setup.commanderName(c) + " has " + s.commanders[c].cp + " CP (LOA-CMD-3)");
            }
        }
        for (int b : s.queue) {
            if (b == s.activeBrigade) {
                out.add("the acting brigade is still queued (LOA-CMD-6)");
            }
        }
        for (Side side : Side.values()) {
            if (s.figures(side) < 0) {
                out.add(side + " has negative figures");
            }
        }
        return out;
    }

    /** Whether changing a copy leaves the original as it was. */
    public static boolean copyIsIndependent(LoaState s) {
        long before = s.hash();
        LoaState c = s.copy();
        for (UnitState u : c.units) {
            u.x += 1;
            u.figures[0] += 1;
            u.chit = 0;
        }
        for (CommanderState k : c.commanders) {
            k.cp += 1;
        }
        if (c.queue.length > 0) {
            c.queue[0] = -5;
        }
        c.tasks.clear();
        return s.hash() == before;
    }
}
