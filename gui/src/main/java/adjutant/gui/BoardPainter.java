package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.io.Printable;
import adjutant.engine.scenario.Table;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.TextAlignment;

/**
 * Paints a {@link BoardScene}: a pure function of the scene and the canvas size, used by the
 * window ({@link BoardView}) and by snapshots alike. The shell paints what every ruleset shares
 * (table, terrain, objectives, the suggestion marker, the header) and asks the ruleset's
 * {@link BoardPlugin} for the rest, layer by layer.
 */
public final class BoardPainter {
    /** Pixels reserved above the table for the header lines (three), the legend and the scale. */
    public static final double HEADER = 66;
    /** Pixels of background all round the table. */
    public static final double MARGIN = 14;

    private static final double HEADER_FIRST_BASELINE = 10;
    private static final double HEADER_LINE_PX = 19;
    private static final double HEADER_FONT_PX = 14;
    private static final double HEADER_DETAIL_FONT_PX = 13;
    private static final double SUGGESTION_RADIUS = 1.5;
    private static final double SUGGESTION_MIN_PX = 8;
    private static final double SUGGESTION_LINE_PX = 3;
    /** The cross-hair's arms, in radii of its ring. */
    private static final double SUGGESTION_ARM = 1.5;
    private static final double[] SUGGESTION_DASHES = {6, 6};
    private static final double TRAIL_LINE_PX = 2;
    private static final double[] TRAIL_DASHES = {5, 4};
    private static final double TRAIL_START_PX = 4;
    private static final double TRAIL_EDGE_PX = 1.5;
    private static final double TRAIL_HEAD_PX = 11;
    private static final double TRAIL_HEAD_HALF_ANGLE = Math.toRadians(25);

    private BoardPainter() {}

    /**
     * Paints {@code scene} (null: an empty area) into a {@code w × h} area and returns the
     * transform used (null without a scene).
     */
    public static <S extends GameState<S>, A> TableTransform paint(GraphicsContext g, double w, double h,
            BoardScene<S, A> scene) {
        g.setFill(Palette.BACKGROUND);
        g.fillRect(0, 0, w, h);
        if (scene == null) {
            return null;
        }
        var table = scene.scenario().table();
        BoardPlugin<S, A> plugin = scene.plugin();
        S s = scene.state();
        BoardOverlay<A> o = scene.overlay();
        // the person's own army at the bottom of the picture
        TableTransform t = TableTransform.fit(w, h, table.length(), table.width(), MARGIN, HEADER, o.viewer() == Side.RED);
        ObjectivePainter objectives = new ObjectivePainter(scene.scenario().objectives(),
                i -> plugin.objectiveOwner(s, i), side -> plugin.sideName(s, side));
        LabelSpace labels = new LabelSpace();
        g.save();
        // 1. The table, its terrain and objectives: the scenario's, the same for every ruleset.
        TablePainter.paint(g, t, table.unit());
        new TerrainPainter(table.unit()).paint(g, t, scene.scenario().terrain());
        objectives.paint(g, t);
        objectives.reserveLabels(t, labels);
        // 2. The ruleset's pieces, markers and labels, then over them the trails of the bot's moves
        // (a unit that formed column or turned would hide its own trail).
        plugin.paintPieces(g, t, s, o, labels);
        paintTrails(g, t, o);
        // 3. What the person is shown on top: a suggestion, a dragged action.
        paintSuggestion(g, t, plugin, s, o);
        if (o.preview() != null) {
            plugin.paintPreview(g, t, s, o);
        }
        // 4. The header: who fights whom under which rules, the status of the turn and whatever else
        // the ruleset reports; on the right the legend of the marks and the scale.
        List<String> header = new ArrayList<>();
        header.add(title(scene));
        header.addAll(plugin.headerLines(s, o));
        paintHeader(g, t, header);
        HeaderLegend.paint(g, t, plugin.legend(), table.unit().id(), HEADER - HEADER_FIRST_BASELINE, HEADER_LINE_PX,
                headerWidths(header));
        g.restore();
        return t;
    }

    /**
     * Each moved unit's trail: a dashed line through the places it passed, a ring where it
     * started and an arrowhead where it is now.
     */
    private static void paintTrails(GraphicsContext g, TableTransform t, BoardOverlay<?> o) {
        for (List<Vec2> points : o.trails().values()) {
            if (points.size() < 2) {
                continue;
            }
            double[] xs = points.stream().mapToDouble(p -> t.px(p.x())).toArray();
            double[] ys = points.stream().mapToDouble(p -> t.py(p.y())).toArray();
            int n = xs.length - 1;
            double angle = Math.atan2(ys[n] - ys[n - 1], xs[n] - xs[n - 1]);
            double[] hx = new double[3];
            double[] hy = new double[3];
            for (int k = 0; k < 3; k++) {
                double a = angle + Math.PI + (k - 1) * TRAIL_HEAD_HALF_ANGLE;
                hx[k] = k == 1 ? xs[n] : xs[n] + TRAIL_HEAD_PX * Math.cos(a);
                hy[k] = k == 1 ? ys[n] : ys[n] + TRAIL_HEAD_PX * Math.sin(a);
            }
            // A dark edge under a light dashed line: visible on either side's pieces and on the table.
            g.setStroke(Palette.TRAIL_EDGE);
            g.setLineWidth(TRAIL_LINE_PX + 2 * TRAIL_EDGE_PX);
            g.strokePolyline(xs, ys, xs.length);
            g.strokeOval(xs[0] - TRAIL_START_PX, ys[0] - TRAIL_START_PX, 2 * TRAIL_START_PX, 2 * TRAIL_START_PX);
            g.strokePolygon(hx, hy, 3);
            g.setStroke(Palette.TRAIL);
            g.setFill(Palette.TRAIL);
            g.setLineWidth(TRAIL_LINE_PX);
            g.setLineDashes(TRAIL_DASHES);
            g.strokePolyline(xs, ys, xs.length);
            g.setLineDashes();
            g.strokeOval(xs[0] - TRAIL_START_PX, ys[0] - TRAIL_START_PX, 2 * TRAIL_START_PX, 2 * TRAIL_START_PX);
            g.fillPolygon(hx, hy, 3);
        }
    }

    /** A cross-hair where the suggested action goes, with a dashed line from its unit. */
    private static <S extends GameState<S>, A> void paintSuggestion(GraphicsContext g, TableTransform t,
            BoardPlugin<S, A> plugin, S s, BoardOverlay<A> o) {
        Vec2 p = o.suggestedTarget();
        if (p == null) {
            return;
        }
        double x = t.px(p.x());
        double y = t.py(p.y());
        double r = Math.max(SUGGESTION_MIN_PX, t.len(SUGGESTION_RADIUS));
        g.setStroke(Palette.SUGGESTION);
        g.setLineWidth(SUGGESTION_LINE_PX);
        g.strokeOval(x - r, y - r, 2 * r, 2 * r);
        g.strokeLine(x - SUGGESTION_ARM * r, y, x + SUGGESTION_ARM * r, y);
        g.strokeLine(x, y - SUGGESTION_ARM * r, x, y + SUGGESTION_ARM * r);
        if (o.suggestedUnit() >= 0) {
            Vec2 c = plugin.centre(s, o.suggestedUnit());
            g.setLineDashes(SUGGESTION_DASHES);
            g.strokeLine(t.px(c.x()), t.py(c.y()), x, y);
            g.setLineDashes();
        }
    }

    /** "Encounter · Prussians (blue) against Austrians (red) · Blown Away, chance version · you command the Prussians". */
    private static <S extends GameState<S>, A> String title(BoardScene<S, A> scene) {
        BoardPlugin<S, A> plugin = scene.plugin();
        S s = scene.state();
        String title = scene.scenario().title() == null || scene.scenario().title().isBlank() ? scene.scenario().name()
                : scene.scenario().title();
        Side viewer = scene.overlay().viewer();
        return title + " \u00b7 " + plugin.sideName(s, Side.BLUE) + " (blue) against " + plugin.sideName(s, Side.RED)
                + " (red) \u00b7 " + plugin.rulesTitle(s)
                + (viewer == null ? "" : " \u00b7 you command the " + plugin.sideName(s, viewer));
    }

    /** The pixel width of each header line as {@link #paintHeader} draws it. */
    private static double[] headerWidths(List<String> lines) {
        double[] w = new double[lines.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = BoardText.width(Printable.of(lines.get(i)), i == 0 ? BoardText.bold(HEADER_FONT_PX)
                    : BoardText.normal(HEADER_DETAIL_FONT_PX));
        }
        return w;
    }

    /** The first line in bold, the others below it in a lighter face. */
    private static void paintHeader(GraphicsContext g, TableTransform t, List<String> lines) {
        if (lines.size() > 3) {
            lines = lines.subList(0, 3); // the header has room for three
        }
        g.setFont(BoardText.bold(HEADER_FONT_PX));
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        g.setFill(Palette.HEADER_TEXT);
        double y = t.top() - HEADER + HEADER_FIRST_BASELINE;
        for (int i = 0; i < lines.size(); i++) {
            if (i > 0) {
                y += HEADER_LINE_PX;
                g.setFont(BoardText.normal(HEADER_DETAIL_FONT_PX));
            }
            g.fillText(Printable.of(lines.get(i)), t.left(), y);
        }
    }

    /** The picture height for a given width: the table to scale plus header and margins. */
    public static int heightFor(Table table, int width) {
        double scale = (width - 2 * MARGIN) / table.length();
        return (int) Math.ceil(2 * MARGIN + HEADER + scale * table.width());
    }
}
