package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.game.Side;
import adjutant.gui.LegendItem;
import adjutant.gui.TableTransform;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;

/**
 * One figure as a disc of its base's size in its side's colour: a white glyph for its role
 * (officer's star, drummer's square, flag, ...), hollow and faded with a tick towards the own
 * rear edge when running, a grey cross where it fell, nothing once removed. Glyph sizes are
 * shares of the disc's radius.
 */
final class FigurePainter {
    /** The smallest disc radius in pixels, so that a small picture still shows every man. */
    static final double MIN_RADIUS_PX = 2.5;

    private static final double CROSS = 0.8;
    private static final double CROSS_STROKE = 0.35;
    private static final double CROSS_MIN_PX = 1.5;
    /** A runner's fill: paler and lighter than a man in ranks, mostly transparent. */
    private static final double RUNNER_SATURATION = 0.4;
    private static final double RUNNER_BRIGHTNESS = 1.3;
    private static final double RUNNER_FILL_OPACITY = 0.25;
    private static final double RUNNER_EDGE_OPACITY = 0.8;
    private static final double RUNNER_STROKE = 0.3;
    private static final double RUNNER_MIN_PX = 1.2;
    /** The runner's tick, beyond the disc, as a share of the radius. */
    private static final double RUNNER_TICK = 1.3;
    private static final double OFFICER_RING = 1.05;
    private static final double OFFICER_RING_STROKE = 0.4;
    private static final double OFFICER_RING_MIN_PX = 1.5;
    private static final double OFFICER_STAR = 0.7;
    private static final double DRUMMER_SIDE = 0.9;
    private static final double GUNNER_DOT = 0.35;
    /** The ring of other command figures: a circle of half the disc's size. */
    private static final double COMMAND_RING = 0.5;
    private static final double COMMAND_STROKE = 0.25;
    private static final double POLE_STROKE = 0.2;
    /** The flag: a pole left of the centre from below it to near the top, a pennant to the right. */
    private static final double POLE_INSET = 0.35;
    private static final double POLE_FOOT = 0.6;
    private static final double POLE_TOP = 0.7;
    private static final double FLAG_TIP = 0.65;
    private static final double FLAG_TIP_HEIGHT = 0.35;
    /** A pike: a diagonal across the disc; a guardsman's bar: a horizontal one. */
    private static final double PIKE = 0.6;
    private static final double GUARD_BAR = 0.5;
    private static final double MIN_GLYPH_PX = 1;
    private static final double EDGE_PX = 1;

    /** The figure's disc radius in pixels. */
    double radius(TableTransform t, BaState s, int f) {
        return Math.max(MIN_RADIUS_PX, t.len(s.setup().radius(f)));
    }

    void paint(GraphicsContext g, TableTransform t, BaState s, int f, Color c) {
        FigureStatus st = s.status(f);
        if (st == FigureStatus.REMOVED) {
            return;
        }
        double x = t.px(s.figureX(f));
        double y = t.py(s.figureY(f));
        double r = radius(t, s, f);
        switch (st) {
            case KILLED_ON_FIELD -> fallen(g, x, y, r);
            case RUNNING -> running(g, x, y, r, c, (s.setup().side(s.setup().unitOf(f)) == Side.BLUE) != t.redAtBottom());
            default -> inRanks(g, x, y, r, c, s.setup().role(f));
        }
    }

    private static void fallen(GraphicsContext g, double x, double y, double r) {
        double k = r * CROSS;
        g.setStroke(PieceColours.KILLED);
        g.setLineWidth(Math.max(CROSS_MIN_PX, r * CROSS_STROKE));
        g.setLineCap(StrokeLineCap.ROUND);
        g.strokeLine(x - k, y - k, x + k, y + k);
        g.strokeLine(x - k, y + k, x + k, y - k);
    }

    /** Hollow and faded, with a tick towards the own rear edge (where runners go): down the screen or up. */
    private static void running(GraphicsContext g, double x, double y, double r, Color c, boolean rearIsDown) {
        g.setFill(c.deriveColor(0, RUNNER_SATURATION, RUNNER_BRIGHTNESS, RUNNER_FILL_OPACITY));
        g.fillOval(x - r, y - r, 2 * r, 2 * r);
        g.setStroke(c.deriveColor(0, 1, 1, RUNNER_EDGE_OPACITY));
        g.setLineWidth(Math.max(RUNNER_MIN_PX, r * RUNNER_STROKE));
        g.strokeOval(x - r, y - r, 2 * r, 2 * r);
        double dir = rearIsDown ? 1 : -1;
        g.strokeLine(x, y + dir * r, x, y + dir * (r + r * RUNNER_TICK));
    }

    /** The legend's pictures of men: each marked role, a running and a killed man. */
    static List<LegendItem> legend(Color c) {
        List<LegendItem> items = new ArrayList<>();
        items.add(new LegendItem("officer", (g, x, y, size) -> inRanks(g, x, y, size / 2.4, c, Role.OFFICER)));
        items.add(new LegendItem("drummer", (g, x, y, size) -> inRanks(g, x, y, size / 2.4, c, Role.DRUMMER)));
        items.add(new LegendItem("flag bearer", (g, x, y, size) -> inRanks(g, x, y, size / 2.4, c, Role.FLAG_BEARER)));
        items.add(new LegendItem("other command", (g, x, y, size) -> inRanks(g, x, y, size / 2.4, c, Role.OTHER_COMMAND)));
        items.add(new LegendItem("soldier", (g, x, y, size) -> inRanks(g, x, y, size / 2.4, c, Role.SOLDIER)));
        items.add(new LegendItem("gunner", (g, x, y, size) -> inRanks(g, x, y, size / 2.4, c, Role.GUNNER)));
        items.add(new LegendItem("running", (g, x, y, size) -> running(g, x, y - size / 6, size / 3, c, true)));
        items.add(new LegendItem("killed", (g, x, y, size) -> fallen(g, x, y, size / 2.4)));
        return items;
    }

    private static void inRanks(GraphicsContext g, double x, double y, double r, Color c, Role role) {
        g.setFill(c);
        g.fillOval(x - r, y - r, 2 * r, 2 * r);
        g.setStroke(c.darker().darker());
        g.setLineWidth(EDGE_PX);
        g.strokeOval(x - r, y - r, 2 * r, 2 * r);
        g.setFill(PieceColours.GLYPH);
        g.setStroke(PieceColours.GLYPH);
        glyph(g, x, y, r, role);
    }

    private static void glyph(GraphicsContext g, double x, double y, double r, Role role) {
        switch (role) {
            case OFFICER -> {
                g.setStroke(PieceColours.OFFICER_RING);
                g.setLineWidth(Math.max(OFFICER_RING_MIN_PX, r * OFFICER_RING_STROKE));
                g.strokeOval(x - r * OFFICER_RING, y - r * OFFICER_RING, 2 * OFFICER_RING * r, 2 * OFFICER_RING * r);
                Star.fill(g, x, y, r * OFFICER_STAR, PieceColours.OFFICER_RING);
            }
            case DRUMMER -> g.fillRect(x - r * DRUMMER_SIDE / 2, y - r * DRUMMER_SIDE / 2, r * DRUMMER_SIDE,
                    r * DRUMMER_SIDE);
            case FLAG_BEARER -> {
                g.setLineWidth(Math.max(MIN_GLYPH_PX, r * POLE_STROKE));
                g.strokeLine(x - r * POLE_INSET, y + r * POLE_FOOT, x - r * POLE_INSET, y - r * POLE_TOP);
                g.fillPolygon(new double[] {x - r * POLE_INSET, x + r * FLAG_TIP, x - r * POLE_INSET},
                        new double[] {y - r * POLE_TOP, y - r * FLAG_TIP_HEIGHT, y}, 3);
            }
            case GUNNER -> {
                double d = r * GUNNER_DOT;
                g.fillOval(x - d, y - d, 2 * d, 2 * d);
            }
            case OTHER_COMMAND -> {
                g.setLineWidth(Math.max(MIN_GLYPH_PX, r * COMMAND_STROKE));
                g.strokeOval(x - r * COMMAND_RING, y - r * COMMAND_RING, r, r);
            }
            case PIKEMAN -> {
                g.setLineWidth(Math.max(MIN_GLYPH_PX, r * POLE_STROKE));
                g.strokeLine(x - r * PIKE, y + r * PIKE, x + r * PIKE, y - r * PIKE);
            }
            case GUARDSMAN -> {
                g.setLineWidth(Math.max(MIN_GLYPH_PX, r * POLE_STROKE));
                g.strokeLine(x - r * GUARD_BAR, y, x + r * GUARD_BAR, y);
            }
            case SOLDIER -> { }
        }
    }
}
