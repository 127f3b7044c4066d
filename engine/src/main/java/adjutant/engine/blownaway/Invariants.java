package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Properties every reachable state must have (Appendix A invariants, F-15): men are conserved,
 * nobody stands off the table unless removed, cannon balls stay within 0..4, each deck keeps
 * its cards, k counts the killed men on the field, what the state keeps to save work (the boxes,
 * the gun's targets) is current, and a copy hashes like its original.
 */
public final class Invariants {
    private Invariants() {}

    /** The broken invariants, empty when all hold. */
    public static List<String> violations(BaState s) {
        List<String> out = new ArrayList<>();
        BaSetup setup = s.setup;
        Board b = setup.board;
        for (int u = 0; u < setup.nUnits; u++) {
            int ranks = 0;
            int running = 0;
            int killed = 0;
            int removed = 0;
            int from = setup.firstFigure[u];
            for (int f = from; f < from + setup.startMen[u]; f++) {
                FigureStatus st = FigureStatus.VALUES[s.statusOrdinal(f)];
                switch (st) {
                    case IN_RANKS -> ranks++;
                    case RUNNING -> running++;
                    case KILLED_ON_FIELD -> killed++;
                    case REMOVED -> removed++;
                }
                if (st != FigureStatus.REMOVED && !b.onTable(s.x(f), s.y(f))) {
                    out.add("figure f" + f + " of " + setup.unitName[u] + " is off the table at ("
                            + s.x(f) + ", " + s.y(f) + ")");
                }
                if (!Double.isFinite(s.x(f)) || !Double.isFinite(s.y(f))) {
                    out.add("figure f" + f + " has a non-finite position");
                }
            }
            if (s.inRanks(u) != ranks || s.running(u) != running
                    || s.count(u, FigureStatus.KILLED_ON_FIELD) != killed || s.count(u, FigureStatus.REMOVED) != removed) {
                out.add(setup.unitName[u] + ": the status counts kept by the state differ from a recount");
            }
            if (ranks + running + killed + removed != setup.startMen[u]) {
                out.add(setup.unitName[u] + ": men not conserved (F-15)");
            }
            if (killed != s.k(u)) {
                out.add(setup.unitName[u] + ": k = " + s.k(u) + " but " + killed + " killed men on the field");
            }
            if (s.engagement(u) == BaState.NONE && s.k(u) != 0) {
                out.add(setup.unitName[u] + ": k = " + s.k(u) + " while not engaged");
            }
            if (s.balls(u) < 0 || s.balls(u) > Params.LRA_BALLS_PER_GUN) {
                out.add(setup.unitName[u] + ": " + s.balls(u) + " cannon balls");
            }
        }
        int perValue = setup.params.options().deckSize() / 13;
        for (Side side : Side.values()) {
            for (int v = 1; v <= 13; v++) {
                int total = s.cardsLeft(side, v) + s.cardsDiscarded(side, v);
                if (total != perValue) {
                    out.add(side.id() + " deck: " + total + " cards of value " + v + ", expected " + perValue);
                }
            }
        }
        if (s.bounds != null && !s.bounds.sameAs(BodyBounds.build(s), s.boundsDirty)) {
            out.add("the boxes kept on the state differ from a rebuild");
        }
        long below = s.cursorTargetsKnownTo >= 64 ? -1L : (1L << s.cursorTargetsKnownTo) - 1;
        if (s.phase == Phase.ARTILLERY && s.cursorTargets != BaState.UNKNOWN_TARGETS
                && s.cursorTargets != (Artillery.targetSet(s, s.cursor) & below)) {
            out.add("the targets kept for the gun at the cursor differ from a new look");
        }
        BaState copy = s.copy();
        if (copy.hash() != s.hash()) {
            out.add("a copy hashes differently from its original");
        }
        return out;
    }

    /** Changes a copy in every array and checks the original's hash did not move (copy independence). */
    public static boolean copyIsIndependent(BaState s) {
        long before = s.hash();
        BaState c = s.copy();
        if (c.setup.nFigures > 0) {
            c.moveFigure(0, c.x(0) + 1, c.y(0));
            c.setStatus(0, (c.statusOrdinal(0) + 1) % 4);
        }
        if (c.setup.nUnits > 0) {
            c.setFacing(0, c.facing(0) + 1);
            c.pairs[0] ^= 1;
            c.setBalls(0, c.balls(0) + 1);
            c.setK(0, c.k(0) + 1); // the shorts (the status counts are not hashed)
            if (c.spine[0] != null) {
                c.spine[0][0] += 1;
            }
        }
        if (c.objectiveCount() > 0) {
            c.setOwnerCode(0, (c.ownerCode(0) + 1) % 3);
        }
        c.setDeckCount(0, c.deckCount(0) + 1);
        c.turn++;
        return s.hash() == before && c.hash() != before;
    }
}
