package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.geometry.Vec2;

/** Where a unit's men are on the table: which unit is under a point, and a unit's centre. */
final class UnitGeometry {
    private UnitGeometry() {}

    /** Whether a figure stands on the table as part of its unit (in ranks or running). */
    static boolean standing(BaState s, int figure) {
        FigureStatus st = s.status(figure);
        return st == FigureStatus.IN_RANKS || st == FigureStatus.RUNNING;
    }

    /** The unit whose figure (or gun) is nearest to table point {@code p} within {@code reach} inches, or -1. */
    static int unitAt(BaState s, Vec2 p, double reach) {
        int best = -1;
        double bestD = reach;
        BaSetup setup = s.setup();
        for (int f = 0; f < setup.figureCount(); f++) {
            if (standing(s, f)) {
                double d = s.position(f).distance(p);
                if (d < bestD) {
                    bestD = d;
                    best = setup.unitOf(f);
                }
            }
        }
        for (int u = 0; u < setup.unitCount(); u++) {
            if (setup.type(u) == UnitType.ARTILLERY) {
                double d = s.anchor(u).distance(p);
                if (d < bestD) {
                    bestD = d;
                    best = u;
                }
            }
        }
        return best;
    }

    /** Centre of a unit's men in ranks (else its running men, else its anchor). */
    static Vec2 centre(BaState s, int unit) {
        BaSetup setup = s.setup();
        for (FigureStatus want : new FigureStatus[] {FigureStatus.IN_RANKS, FigureStatus.RUNNING}) {
            double x = 0;
            double y = 0;
            int n = 0;
            for (int f = setup.firstFigure(unit); f < setup.firstFigure(unit) + setup.startMen(unit); f++) {
                if (s.status(f) == want) {
                    x += s.figureX(f);
                    y += s.figureY(f);
                    n++;
                }
            }
            if (n > 0) {
                return new Vec2(x / n, y / n);
            }
        }
        return s.anchor(unit);
    }
}
