package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.blownaway.scenario.UnitType;

/**
 * Blown Away's units on a real table, in inches. The reference point is the one moves pivot on
 * (BA-GEO-9): the centre of the front rank's men, a gun's axle. The model's table has the
 * blue edge at y = 0 and x running along it; a person on the blue side measures from the
 * left (x = 0), one on the red side from the other end.
 */
public final class BaTableFrame implements TableFrame<BaState> {

    public static final BaTableFrame INSTANCE = new BaTableFrame();

    private BaTableFrame() {
    }

    @Override
    public String lengthUnit() {
        return "in";
    }

    @Override
    public int unitCount(BaState s) {
        return s.setup.unitCount();
    }

    @Override
    public String unitName(BaState s, int unit) {
        return s.setup.unitName(unit);
    }

    @Override
    public Side side(BaState s, int unit) {
        return s.setup.side(unit);
    }

    @Override
    public boolean onTable(BaState s, int unit) {
        return s.inRanks(unit) > 0;
    }

    @Override
    public String strength(BaState s, int unit) {
        String men = s.inRanks(unit) + " in ranks";
        return s.running(unit) == 0 ? men : men + ", " + s.running(unit) + " running";
    }

    @Override
    public String referencePoint(BaState s, int unit) {
        return s.setup.type(unit) == UnitType.ARTILLERY ? "the gun's axle" : "the centre of its front rank";
    }

    @Override
    public TablePlacement placement(BaState s, int unit, Side viewer) {
        double[] p = SlotGeometry.pivotPoint(s, unit);
        double length = s.setup.board.length();
        double width = s.setup.board.width();
        return viewer == Side.BLUE ? new TablePlacement(p[0], p[1], 90 - s.facing[unit])
                : new TablePlacement(length - p[0], width - p[1], 270 - s.facing[unit]);
    }

    @Override
    public BaState placed(BaState s, int unit, TablePlacement where, Side viewer) {
        TablePlacement now = placement(s, unit, viewer);
        double turn = now.facing() - where.facing(); // clockwise seen by the person: counter-clockwise in the model
        turn = ((turn % 360) + 540) % 360 - 180;
        double[] from = SlotGeometry.pivotPoint(s, unit);
        double toX = viewer == Side.BLUE ? where.fromLeft() : s.setup.board.length() - where.fromLeft();
        double toY = viewer == Side.BLUE ? where.fromOwnEdge() : s.setup.board.width() - where.fromOwnEdge();
        BaState c = s.copy();
        Rigid move = new Rigid(from[0], from[1], turn, toX, toY);
        int first = s.setup.firstFigure(unit);
        for (int f = first; f < first + s.setup.startMen(unit); f++) {
            if (c.status[f] == 0) {
                c.moveFigure(f, move.x(c.x[f], c.y[f]), move.y(c.x[f], c.y[f]));
            }
        }
        c.moveAnchor(unit, move.x(c.anchorX[unit], c.anchorY[unit]), move.y(c.anchorX[unit], c.anchorY[unit]));
        c.setFacing(unit, c.facing[unit] + turn);
        double[] spine = c.spine[unit];
        if (spine != null) {
            double[] moved = new double[spine.length];
            for (int i = 0; i < spine.length; i += 2) {
                moved[i] = move.x(spine[i], spine[i + 1]);
                moved[i + 1] = move.y(spine[i], spine[i + 1]);
            }
            c.spine[unit] = moved;
        }
        c.cursorTargets = BaState.UNKNOWN_TARGETS; // a gun's targets may have changed
        checkRoom(c, unit);
        return c;
    }

    /** Every man of the unit on the table and on no other unit's men. */
    private static void checkRoom(BaState c, int unit) {
        Board board = c.setup.board;
        int first = c.setup.firstFigure(unit);
        for (int f = first; f < first + c.setup.startMen(unit); f++) {
            if (c.status[f] != 0) {
                continue;
            }
            if (!board.onTable(c.x[f], c.y[f])) {
                throw new IllegalArgumentException(c.setup.unitName(unit) + " would stand partly off the table");
            }
            int other = Reforms.overlapping(c, unit, c.x[f], c.y[f], c.setup.figRadius[f]);
            if (other >= 0) {
                throw new IllegalArgumentException(c.setup.unitName(unit) + " would stand on " + c.setup.unitName(other));
            }
        }
    }

    /** Turn by {@code deg} (counter-clockwise) about (fx, fy), then carry (fx, fy) to (tx, ty). */
    private record Rigid(double fx, double fy, double deg, double tx, double ty) {
        double x(double px, double py) {
            double r = Math.toRadians(deg);
            return tx + (px - fx) * Math.cos(r) - (py - fy) * Math.sin(r);
        }

        double y(double px, double py) {
            double r = Math.toRadians(deg);
            return ty + (px - fx) * Math.sin(r) + (py - fy) * Math.cos(r);
        }
    }
}
