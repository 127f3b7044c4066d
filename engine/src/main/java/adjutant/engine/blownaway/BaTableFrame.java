package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TableSides;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
    public Map<String, TablePlacement> markers(BaState s, Side viewer) {
        Map<String, TablePlacement> out = new LinkedHashMap<>();
        for (Side side : Side.values()) {
            adjutant.engine.geometry.Vec2 c = s.commander(side);
            out.put("Commander " + s.setup.sideName(side),
                    TableSides.seenBy(viewer, c.x(), c.y(), 0, s.setup.board.length(), s.setup.board.width()));
        }
        return out;
    }

    @Override
    public String referencePoint(BaState s, int unit) {
        return s.setup.type(unit) == UnitType.ARTILLERY ? "the gun's axle" : "the centre of its front rank";
    }

    @Override
    public TablePlacement placement(BaState s, int unit, Side viewer) {
        double[] p = SlotGeometry.pivotPoint(s, unit);
        return TableSides.seenBy(viewer, p[0], p[1], s.facing(unit), s.setup.board.length(), s.setup.board.width());
    }

    @Override
    public BaState placedAll(BaState s, Map<Integer, TablePlacement> where, Side viewer) {
        BaState c = s.copy();
        where.forEach((unit, to) -> move(c, unit, to, viewer));
        c.cursorTargets = BaState.UNKNOWN_TARGETS; // a gun's targets may have changed
        where.keySet().forEach(unit -> checkRoom(c, unit));
        return c;
    }

    /** Moves and turns the unit's formed body as a whole so that its reference point stands at {@code to}. */
    private void move(BaState c, int unit, TablePlacement to, Side viewer) {
        if (unit < 0 || unit >= c.setup.unitCount()) {
            throw new IllegalArgumentException("there is no unit " + (unit + 1));
        }
        TablePlacement now = placement(c, unit, viewer);
        double turn = now.facing() - to.facing(); // clockwise seen by the person: counter-clockwise in the model
        turn = ((turn % 360) + 540) % 360 - 180;
        double[] from = SlotGeometry.pivotPoint(c, unit);
        double toX = TableSides.x(viewer, to, c.setup.board.length());
        double toY = TableSides.y(viewer, to, c.setup.board.width());
        Rigid rigid = new Rigid(from[0], from[1], turn, toX, toY);
        int first = c.setup.firstFigure(unit);
        for (int f = first; f < first + c.setup.startMen(unit); f++) {
            if (c.statusOrdinal(f) == 0) {
                c.moveFigure(f, rigid.x(c.x(f), c.y(f)), rigid.y(c.x(f), c.y(f)));
            }
        }
        c.moveAnchor(unit, rigid.x(c.anchorX(unit), c.anchorY(unit)), rigid.y(c.anchorX(unit), c.anchorY(unit)));
        c.setFacing(unit, c.facing(unit) + turn);
        double[] spine = c.spine[unit];
        if (spine != null) {
            double[] moved = new double[spine.length];
            for (int i = 0; i < spine.length; i += 2) {
                moved[i] = rigid.x(spine[i], spine[i + 1]);
                moved[i + 1] = rigid.y(spine[i], spine[i + 1]);
            }
            c.spine[unit] = moved;
        }
    }

    /** BA-SETUP-8: every man in ranks and every axle within the deployment depth of the side's own edge. */
    @Override
    public Optional<String> outsideDeployment(BaState s, int unit) {
        double depth = s.setup.params().deployDepth();
        double width = s.setup.board.width();
        boolean blue = s.setup.side(unit) == Side.BLUE;
        double deepest = 0;
        int first = s.setup.firstFigure(unit);
        for (int f = first; f < first + s.setup.startMen(unit); f++) {
            if (s.statusOrdinal(f) == 0) {
                deepest = Math.max(deepest, blue ? s.y(f) : width - s.y(f));
            }
        }
        if (s.setup.type(unit) == UnitType.ARTILLERY) {
            deepest = Math.max(deepest, blue ? s.anchorY(unit) : width - s.anchorY(unit));
        }
        return deepest > depth + 1e-6 ? Optional.of(s.setup.unitName(unit) + " has men " + TablePlacement.num(deepest)
                + " in from its own edge; at deployment every man stands within " + TablePlacement.num(depth) + " in (BA-SETUP-8)")
                : Optional.empty();
    }

    /**
     * The scenario's deployment; the same mirrored end for end (the wings change places); and
     * the whole line shifted 6 in toward either end. A bot choosing among them at random keeps
     * its setup as hard to guess as the scenario allows, without leaving its own edge.
     */
    @Override
    public List<Map<Integer, TablePlacement>> deploymentPlans(BaState s, Side side, Side viewer) {
        double length = s.setup.board.length();
        List<Map<Integer, TablePlacement>> plans = new ArrayList<>();
        for (int plan = 0; plan < 4; plan++) {
            Map<Integer, TablePlacement> units = new LinkedHashMap<>();
            for (int u = 0; u < s.setup.unitCount(); u++) {
                if (s.setup.side(u) != side) {
                    continue;
                }
                TablePlacement p = placement(s, u, viewer);
                units.put(u, switch (plan) {
                    case 0 -> p;
                    case 1 -> new TablePlacement(length - p.fromLeft(), p.fromOwnEdge(), 360 - p.facing());
                    case 2 -> new TablePlacement(p.fromLeft() - SHIFT, p.fromOwnEdge(), p.facing());
                    default -> new TablePlacement(p.fromLeft() + SHIFT, p.fromOwnEdge(), p.facing());
                });
            }
            plans.add(units);
        }
        return plans;
    }

    private static final double SHIFT = 6;

    /** Every man of the unit on the table and on no other unit's men. */
    private static void checkRoom(BaState c, int unit) {
        Board board = c.setup.board;
        int first = c.setup.firstFigure(unit);
        for (int f = first; f < first + c.setup.startMen(unit); f++) {
            if (c.statusOrdinal(f) != 0) {
                continue;
            }
            if (!board.onTable(c.x(f), c.y(f))) {
                throw new IllegalArgumentException(c.setup.unitName(unit) + " would stand partly off the table");
            }
            if (!board.passable(c.x(f), c.y(f))) {
                throw new IllegalArgumentException(c.setup.unitName(unit) + " would stand partly on impassable ground");
            }
            int other = Reforms.overlapping(c, unit, c.x(f), c.y(f), c.setup.figRadius[f]);
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
