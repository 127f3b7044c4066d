package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/** Small helpers for the movement and rally tests: state pokes and option variants. */
final class MoveFixtures {
    private MoveFixtures() {}

    static final byte IN_RANKS = (byte) FigureStatus.IN_RANKS.ordinal();
    static final byte RUNNING = (byte) FigureStatus.RUNNING.ordinal();
    static final byte KILLED = (byte) FigureStatus.KILLED_ON_FIELD.ordinal();
    static final byte REMOVED = (byte) FigureStatus.REMOVED.ordinal();

    /** Re-stands unit u's first n men in a single rank at x0, x0+1, … at y, facing deg; the rest REMOVED. */
    static void singleRank(BaState s, int u, int n, double x0, double y, double deg) {
        int f0 = s.setup.firstFigure(u);
        for (int i = 0; i < s.setup.startMen(u); i++) {
            int f = f0 + i;
            if (i < n) {
                s.moveFigure(f, x0 + i, y);
                s.setStatus(f, IN_RANKS);
                s.setSlot(f, i);
            } else {
                s.setStatus(f, REMOVED);
                s.setSlot(f, -1);
            }
        }
        s.moveAnchor(u, x0 + (n - 1) / 2.0, y);
        s.setFacing(u, deg);
        s.setGridSize(u, n);
    }

    static int first(BaState s, int u) {
        return s.setup.firstFigure(u);
    }

    /** Makes figure f RUNNING at (x, y). */
    static void run(BaState s, int f, double x, double y) {
        s.setStatus(f, RUNNING);
        s.setSlot(f, -1);
        s.moveFigure(f, x, y);
    }

    static double minY(BaState s, int u) {
        double m = Double.POSITIVE_INFINITY;
        for (int f = first(s, u); f < first(s, u) + s.setup.startMen(u); f++) {
            if (s.statusOrdinal(f) == IN_RANKS) {
                m = Math.min(m, s.y(f));
            }
        }
        return m;
    }

    static double maxY(BaState s, int u) {
        double m = Double.NEGATIVE_INFINITY;
        for (int f = first(s, u); f < first(s, u) + s.setup.startMen(u); f++) {
            if (s.statusOrdinal(f) == IN_RANKS) {
                m = Math.max(m, s.y(f));
            }
        }
        return m;
    }

    static RulesOptions options(boolean pinnedMayWithdraw, double passClearance, boolean immobileMayPivot,
            int wcRallyWithoutCommander) {
        RulesOptions d = RulesOptions.defaults();
        return new RulesOptions(d.victimSelection(), d.deckMode(), d.wcDeclaration(), d.tieAppliesWinnerMods(),
                d.chanceModsOnArtilleryWin(), d.wcTargetModsForAllAttackers(), wcRallyWithoutCommander,
                d.lraWhileEngaged(), d.engagementPruning(), d.mobMode(), passClearance, d.coverOnlyWhenTargeted(),
                pinnedMayWithdraw, immobileMayPivot, d.idleTurnsForDraw(), d.deckSize());
    }

    static TerrainFeature rect(String id, TerrainKind kind, double x0, double y0, double x1, double y1) {
        return TerrainFeature.of(id, kind, List.of(new Vec2(x0, y0), new Vec2(x1, y0), new Vec2(x1, y1), new Vec2(x0, y1)));
    }

    static Side other(Side s) {
        return s == Side.BLUE ? Side.RED : Side.BLUE;
    }
}
